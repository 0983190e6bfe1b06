"""The package's dataclasses made from the shapes the set-up saw (belot.app.dataclass_methods:
``shape``, ``made_from_shape``), checked in the vendored Pyodide under Node, the Python
whose ``dataclasses`` that module follows: every class of the package made both ways and
compared attribute by attribute, and what is left to ``dataclasses``. (Under the tests'
CPython nothing is made from a shape: tests/app/test_boot_script.py.)"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from tests.scripts import ROOT

NODE = shutil.which("node")
VENDORED = ROOT / "static" / "vendor"

# Runs SCRIPT (Python) in a new Pyodide of the vendored runtime for each value of WAY, with
# the vendored belot.zip at /belot.zip and WAY as the global ``WAY``; prints what each
# printed last, by way.
RUN_JS = """
import { readFileSync } from "node:fs";
const [folder, zip, script, ...ways] = process.argv.slice(2);
const { loadPyodide } = await import(`${folder}/pyodide/pyodide.mjs`);
const printed = {};
for (const way of ways) {
  const pyodide = await loadPyodide({
    indexURL: `${folder}/pyodide/`,
    stdout: (line) => { printed[way] = line; },
  });
  pyodide.FS.writeFile("/belot.zip", readFileSync(zip));
  pyodide.globals.set("WAY", way);
  try {
    pyodide.runPython(readFileSync(script, "utf8"));
  } catch (error) {
    console.error(String(error?.message ?? error).slice(-3000));
    process.exit(1);
  }
}
console.log(JSON.stringify(printed));
"""

# The package, as static/belot_boot.py imports it: its module of dataclass methods loaded
# by its path, then every module, within compiled_once.
PACKAGE_PY = """
import importlib.util, sys, zipfile
HOME = "/home/pyodide"
with zipfile.ZipFile("/belot.zip") as archive:
    archive.extractall(HOME)
sys.path.insert(0, HOME)
spec = importlib.util.spec_from_file_location(
    "_shapes_methods", f"{HOME}/belot/app/dataclass_methods.pyc"
)
methods = importlib.util.module_from_spec(spec)
spec.loader.exec_module(methods)
"""

# A module of the test's own, "_own", made from source: what OWN_PY and FIELDS_PY make
# their classes in.
MADE_PY = """
import sys, types

def made(source):
    module = types.ModuleType("_own")
    sys.modules["_own"] = module
    exec(compile(source, "_own.py", "exec"), module.__dict__)
    return module
"""

# Every dataclass of the package described, as plain data: each attribute of its class in
# order, a function by its code (bytecode, names, constants, lines), closure, defaults and
# annotations, a field by its slots, anything else by its type and repr.
DESCRIBE_PY = (
    PACKAGE_PY
    + """
import annotationlib, dataclasses, json, pkgutil, re, types
shapes = methods.read_shapes if WAY == "shapes" else dict
with methods.compiled_once(methods.read_shipped, shapes) as found:
    import belot
    for module in pkgutil.walk_packages(belot.__path__, "belot."):
        if not module.name.startswith("belot.app.browser") and module.name != "belot.__main__":
            importlib.import_module(module.name)

FORMATS = (annotationlib.Format.VALUE, annotationlib.Format.FORWARDREF, annotationlib.Format.STRING)

def const(value):
    # a frozenset's order is that of its strings' hashes, another in each Python started
    return sorted(map(repr, value)) if isinstance(value, frozenset) else repr(value)

def code(c):
    consts = [code(k) if isinstance(k, types.CodeType) else const(k) for k in c.co_consts]
    return [c.co_code.hex(), c.co_names, c.co_varnames, c.co_freevars, c.co_cellvars,
            c.co_qualname, c.co_filename, list(c.co_lines()), consts, c.co_flags]

def function(f, cls, depth):
    annotate = f.__annotate__
    return {
        "qualname": f.__qualname__, "module": f.__module__, "doc": f.__doc__,
        "code": code(f.__code__), "globals": f.__globals__.get("__name__"),
        "defaults": described(f.__defaults__, cls, depth),
        "kwdefaults": described(f.__kwdefaults__, cls, depth),
        "closure": [described(c.cell_contents, cls, depth) for c in f.__closure__ or ()],
        "dict": described(vars(f), cls, depth),
        "annotate": described(annotate, cls, depth),
        "annotations": [repr(annotationlib.get_annotations(f, format=k)) for k in FORMATS],
    }

def described(value, cls, depth=0):
    depth += 1
    if value is cls:
        return "<the class>"
    if isinstance(value, type):
        return f"<class {value.__module__}.{value.__qualname__}>"
    if isinstance(value, types.FunctionType) and depth < 4:
        return function(value, cls, depth)
    if isinstance(value, dataclasses.Field):
        return {s: described(getattr(value, s), cls, depth) for s in dataclasses.Field.__slots__}
    if isinstance(value, dict):
        return {str(k): described(v, cls, depth) for k, v in list(value.items())}
    if isinstance(value, (tuple, list)):
        return [described(v, cls, depth) for v in value]
    return re.sub(" at 0x[0-9a-f]+", "", f"{type(value).__qualname__}: {value!r}")

classes = {}
for name, module in sorted(sys.modules.items()):
    if name.startswith("belot"):
        for value in list(vars(module).values()):
            if isinstance(value, type) and dataclasses.is_dataclass(value):
                if value.__module__ == name:
                    attributes = list(vars(value).items())
                    classes[f"{name}.{value.__qualname__}"] = [
                        [k, described(v, value)] for k, v in attributes
                    ]
print(json.dumps({"made": found.made, "sources": len(found.code), "classes": classes}))
"""
)

# Classes of a module of the test's own: noted as the set-up notes them, then made from
# their shapes (or not), and what they do.
OWN_PY = (
    PACKAGE_PY
    + MADE_PY
    + """
import dataclasses, json, sys, types

SOURCE = '''
from __future__ import annotations
from dataclasses import dataclass, field
from typing import ClassVar

@dataclass(frozen=True)
class Card:
    "A card."
    rank: str
    points: int = 0
    seen: ClassVar[int] = 0

@dataclass(frozen=True)
class Trump(Card):
    "A trump."
    extra: tuple[int, ...] = field(default_factory=tuple)

@dataclass
class Tally:
    "A tally."
    count: int = 0
    def __post_init__(self) -> None:
        self.count += 1

@dataclass(frozen=True)
class Value:
    "Of the shape of Own below."
    value: int

@dataclass(frozen=True, order=True)
class Ordered:
    "Not of the shape: ordered."
    value: int
'''
OWN_SETATTR = '''
from __future__ import annotations
from dataclasses import dataclass

@dataclass(frozen=True)
class Own:
    "One with its own __setattr__."
    value: int
    def __setattr__(self, name, value) -> None:
        pass
'''

def error(source):
    try:
        made(source)
    except TypeError as raised:
        return str(raised)
    return None

process = dataclasses._process_class
with methods.compiled_once() as noted:
    first = made(SOURCE)
    noted_error = error(OWN_SETATTR)
code = methods.loads(methods.dumps(noted.code))
shapes = methods.loads_shapes(methods.dumps_shapes(noted.shapes))
with methods.compiled_once(lambda: code, lambda: shapes) as again:
    own = made(SOURCE)
    again_error = error(OWN_SETATTR)
without_code = {k: v for k, v in code.items() if k != shapes[next(iter(shapes))][1]}
with methods.compiled_once(lambda: without_code, lambda: shapes) as missing:
    made(SOURCE)
trump = own.Trump("jack", 20)
tally = own.Tally()
try:
    trump.points = 1
    frozen = False
except dataclasses.FrozenInstanceError:
    frozen = True
print(json.dumps({
    "noted": len(noted.shapes), "unexpected": noted.unexpected,
    "made": again.made, "written": len(again.code), "compiled": len(again.compiled),
    "missing_made": missing.made, "missing_compiled": len(missing.compiled),
    "errors": [noted_error, again_error],
    "restored": dataclasses._process_class is process and "exec" not in vars(dataclasses),
    "trump": [repr(trump), trump == own.Trump("jack", 20), trump != own.Trump("jack"),
              hash(trump) == hash(own.Trump("jack", 20)), frozen,
              repr(dataclasses.replace(trump, points=3)), own.Trump.__match_args__,
              [f.name for f in dataclasses.fields(trump)], sorted(own.Trump.__dataclass_fields__)],
    "tally": [tally.count, own.Tally.__hash__ is None, repr(tally)],
    "ordered": own.Ordered(1) < own.Ordered(2),
}))
"""
)

# Fields annotated every way dataclasses tells apart (belot.app.dataclass_methods, _field):
# each class made from its shape where it can be and left to dataclasses where not, its
# fields as dataclasses makes them; the errors dataclasses raises, raised as before.
FIELDS_SOURCE = """
from __future__ import annotations
import dataclasses, json, typing
import typing as t
from dataclasses import dataclass, field, InitVar, KW_ONLY
from typing import ClassVar
CV = ClassVar
Deal = tuple

@dataclass(frozen=True)
class Plain:
    "Plain fields."
    a: int
    b: Deal = ()
    c: tuple[int, ...] = field(default=())
    d: 'int' = 0

@dataclass(frozen=True)
class Counted:
    "ClassVars, named every way."
    a: int
    seen: ClassVar[int] = 0
    alias: CV[int] = 1
    bare: ClassVar = 2
    qualified: typing.ClassVar[int] = 3
    renamed: t.ClassVar[int] = 4
    kept: ClassVar[dict] = {}

@dataclass
class Initial:
    "An InitVar: left to dataclasses."
    a: int
    extra: InitVar[int] = 0
    def __post_init__(self, extra) -> None:
        self.a += extra

@dataclass
class QualifiedInitial:
    "A qualified InitVar: left to dataclasses."
    a: int
    extra: dataclasses.InitVar[int] = 0
    def __post_init__(self, extra) -> None:
        self.a += extra

@dataclass
class Keyword:
    "KW_ONLY: left to dataclasses."
    a: int
    _: KW_ONLY
    b: int = 0

@dataclass
class OtherModule:
    "A name qualified by a module that is neither typing nor dataclasses."
    a: int
    b: json.JSONDecoder | None = None
"""
FIELD_ERRORS = {
    "mutable": "a: list = []",
    "classvar factory": "a: ClassVar[int] = field(default_factory=int)",
    "classvar kw_only": "a: ClassVar[int] = field(default=1, kw_only=True)",
}
FIELDS_PY = (
    PACKAGE_PY
    + MADE_PY
    + f"SOURCE = {FIELDS_SOURCE!r}\nERRORS = {FIELD_ERRORS!r}\n"
    + """
import dataclasses, json, sys, types

HEAD = '''from __future__ import annotations
from dataclasses import dataclass, field
from typing import ClassVar

@dataclass
class A:
    "A."
    '''

def error(line):
    try:
        made(HEAD + line + "\\n")
    except (TypeError, ValueError) as raised:
        return f"{type(raised).__name__}: {raised}"
    return None

def fields(module):
    return {
        name: [[f.name, f.type, repr(f.default), repr(f.kw_only), f._field_type.name]
               for f in getattr(cls, "__dataclass_fields__").values()]
        for name, cls in vars(module).items()
        if isinstance(cls, type) and dataclasses.is_dataclass(cls) and cls.__module__ == "_own"
    }

with methods.compiled_once() as noted:
    plain = made(SOURCE)
    plain_errors = {k: error(v) for k, v in ERRORS.items()}
code = methods.loads(methods.dumps(noted.code))
shapes = methods.loads_shapes(methods.dumps_shapes(noted.shapes))
with methods.compiled_once(lambda: code, lambda: shapes) as again:
    shaped = made(SOURCE)
    shaped_errors = {k: error(v) for k, v in ERRORS.items()}
print(json.dumps({
    "same": fields(plain) == fields(shaped), "fields": fields(shaped),
    "made": again.made, "unexpected": noted.unexpected,
    "errors": [plain_errors, shaped_errors],
    "initial": shaped.Initial(1, 2).a,
}))
"""
)


def run(tmp_path: Path, script: str, *ways: str) -> dict[str, Any]:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    if not (VENDORED / "belot.zip").is_file():
        pytest.skip("not vendored yet in this checkout")
    (tmp_path / "run.mjs").write_text(RUN_JS)
    (tmp_path / "script.py").write_text(script)
    args = [str(VENDORED), str(VENDORED / "belot.zip"), str(tmp_path / "script.py"), *ways]
    done = subprocess.run(
        [NODE, str(tmp_path / "run.mjs"), *args], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    printed: dict[str, str] = json.loads(done.stdout.strip().splitlines()[-1])
    return {way: json.loads(line) for way, line in printed.items()}


def test_every_class_of_the_package_is_made_as_dataclasses_makes_it(tmp_path: Path) -> None:
    found = run(tmp_path, DESCRIBE_PY, "shapes", "dataclasses")
    shapes, plain = found["shapes"]["classes"], found["dataclasses"]["classes"]
    assert len(plain) >= 250
    assert list(shapes) == list(plain)
    differ = [name for name in plain if shapes[name] != plain[name]]
    assert differ == []
    # Nearly all from their shapes: the rest (no docstring, ordered, eq=False) left to
    # dataclasses, which writes and runs a source for each.
    assert found["dataclasses"]["made"] == 0
    made = found["shapes"]["made"]
    assert made >= len(plain) - 10, (
        f"{made} of {len(plain)} classes made from their shapes: does "
        "belot.app.dataclass_methods still follow this Python's dataclasses (FOLLOWED)?"
    )
    assert found["shapes"]["sources"] <= 10


def test_a_class_is_made_from_its_shape_only_with_its_code_and_works(tmp_path: Path) -> None:
    found = run(tmp_path, OWN_PY, "own")["own"]
    assert found["unexpected"] == []
    assert found["noted"] == 4  # Card, Trump, Tally, Value; not Ordered (nor Own: it failed)
    assert found["made"] == 4  # (and Own failed as with dataclasses)
    assert found["written"] == 1  # Ordered's source only
    assert found["compiled"] == 0  # the code noted is the code used
    assert found["missing_made"] == 3  # the one shape whose code is missing: dataclasses'
    assert found["missing_compiled"] == 1  # that source (Ordered's code is still shipped)
    message = "Cannot overwrite attribute __setattr__ in class Own"
    assert found["errors"] == [message, message]
    assert found["restored"] is True
    assert found["trump"] == [
        "Trump(rank='jack', points=20, extra=())",
        True,
        True,
        True,
        True,
        "Trump(rank='jack', points=3, extra=())",
        ["rank", "points", "extra"],
        ["rank", "points", "extra"],
        ["extra", "points", "rank", "seen"],
    ]
    assert found["tally"] == [1, True, "Tally(count=1)"]
    assert found["ordered"] is True


def test_every_way_of_annotating_a_field_is_told_as_dataclasses_tells_it(tmp_path: Path) -> None:
    """``_field`` looks a field's annotation up once where ``dataclasses`` looks five times:
    plain fields (a name of the module, a string in the string, a name qualified by another
    module) and ClassVars however named (an alias, bare, qualified by ``typing`` under
    either name) are made from the shape; an InitVar (qualified or not) and KW_ONLY are left
    to ``dataclasses``; the errors it raises (a mutable default, a ClassVar with a factory
    or keyword-only) are raised as before."""
    found = run(tmp_path, FIELDS_PY, "own")["own"]
    assert found["unexpected"] == []
    assert found["same"] is True
    assert found["made"] == 3  # Plain, Counted, OtherModule
    kinds = {name: [f[4] for f in described] for name, described in found["fields"].items()}
    assert kinds["Plain"] == ["_FIELD"] * 4
    assert kinds["Counted"] == ["_FIELD"] + ["_FIELD_CLASSVAR"] * 6
    assert kinds["OtherModule"] == ["_FIELD"] * 2
    assert kinds["Initial"] == kinds["QualifiedInitial"] == ["_FIELD", "_FIELD_INITVAR"]
    assert [f[3] for f in found["fields"]["Keyword"]] == ["False", "True"]  # b after KW_ONLY
    plain_errors, shaped_errors = found["errors"]
    assert shaped_errors == plain_errors
    assert plain_errors["mutable"].startswith("ValueError: mutable default")
    assert plain_errors["classvar factory"] == "TypeError: field a cannot have a default factory"
    assert "is a ClassVar but specifies kw_only" in plain_errors["classvar kw_only"]
    assert found["initial"] == 3
