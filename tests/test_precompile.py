"""The page's Python is compiled to bytecode at set-up, the standard library without what
a page like this never imports: nothing the package imports, even inside a function, is
left out."""

from __future__ import annotations

import _imp
import ast
import base64
import hashlib
import sys
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[1]


def precompile() -> ModuleType:
    return load_script("precompile")


def imported_by_the_package() -> set[str]:
    """The top-level names of every module the package's page files import, anywhere in
    their code (not the command line's: it is not shipped)."""
    found: set[str] = set()
    for path in (ROOT / "belot").rglob("*.py"):
        where = path.relative_to(ROOT).as_posix()
        if where.startswith("belot/cli/") or where == "belot/__main__.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def shipped() -> set[str]:
    """The top-level modules of the standard library vendored (python_stdlib.zip) and
    loaded with the QR code (segno.zip)."""
    names: set[str] = set()
    for archive in ("static/vendor/pyodide/python_stdlib.zip", "static/vendor/segno.zip"):
        with zipfile.ZipFile(ROOT / archive) as z:
            names |= {n.split("/")[0].removesuffix(".pyc") for n in z.namelist()}
    return names


def test_the_command_line_is_not_shipped() -> None:
    """belot/cli/ (argparse) is not part of the page's package."""
    assert (ROOT / "belot" / "cli" / "__init__.py").is_file()
    vendor = (ROOT / "scripts" / "vendor.py").read_text(encoding="utf-8")
    assert 'PACKAGE_SKIP_PACKAGES = (f"{PACKAGE}/cli/",)' in vendor


def test_every_module_the_package_imports_is_shipped() -> None:
    """Even one imported inside a function (scripts/trace.py imports each by name): the
    standard library shipped has it, or the page's runtime has it built in. The command
    line (belot/cli/, belot/__main__.py) is not shipped."""
    if not (ROOT / "static/vendor/pyodide/python_stdlib.zip").is_file():
        pytest.skip("not vendored yet in this checkout")
    # Built into the runtime (no file), frozen into it (as into this CPython: os, io...),
    # and the browser's.
    elsewhere = {*sys.builtin_module_names, "js", "pyodide", "belot"}
    elsewhere |= {"__future__", "itertools", "math", "time", "zlib", "binascii", "_io"}
    imported = imported_by_the_package()
    elsewhere |= {name for name in imported if _imp.is_frozen(name)}
    missing = imported - shipped() - elsewhere
    assert missing == set()


def test_the_standard_library_is_only_what_the_page_imports() -> None:
    """Much of it is left out: the interactive tools, the servers, the mail formats..."""
    if not (ROOT / "static/vendor/pyodide/python_stdlib.zip").is_file():
        pytest.skip("not vendored yet in this checkout")
    names = shipped()
    for gone in ("unittest", "pydoc", "tkinter", "sqlite3", "xmlrpc", "argparse", "mailbox"):
        assert gone not in names
    # imported where their absence is expected (vendor.OPTIONAL_MODULES), or by segno's
    # writers (left out), or no more by the package (belot.app.hosting)
    for gone in ("ssl", "_ssl", "bz2", "lzma", "compression", "xml", "email", "http", "gzip"):
        assert gone not in names
    for gone in ("ipaddress", "urllib"):
        assert gone not in names
    assert "html" not in names  # no more imported (belot.app.markup escapes text itself)
    for kept in ("asyncio", "json", "zipfile", "enum", "dataclasses"):
        assert kept in names
    with zipfile.ZipFile(ROOT / "static/vendor/pyodide/python_stdlib.zip") as z:
        files = set(z.namelist())
    # frozen into the runtime: never read from the archive
    for frozen in ("os.pyc", "codecs.pyc", "importlib/_bootstrap.pyc", "collections/abc.pyc"):
        assert frozen not in files
    assert {"importlib/__init__.pyc", "collections/__init__.pyc"} <= files
    with zipfile.ZipFile(ROOT / "static/vendor/segno.zip") as z:  # only a QR code needs
        qr = set(z.namelist())
    assert {"segno/__init__.pyc", "segno/encoder.pyc", "segno/writers.pyc"} <= qr
    assert z.getinfo("segno/writers.pyc").file_size < 1000


def test_docstrings_go_and_code_stays() -> None:
    strip = precompile().without_docstrings
    tree = strip(
        ast.parse(
            '"""module"""\nfrom __future__ import annotations\n'
            'def f():\n    """only"""\nclass C:\n    """doc"""\n    x = 1\n'
        )
    )
    namespace: dict[str, Any] = {}
    exec(compile(tree, "t", "exec"), namespace)
    assert namespace.get("__doc__") is None
    f, c = namespace["f"], namespace["C"]
    assert f.__doc__ is None
    assert f() is None
    assert c.x == 1
    assert c.__doc__ == "C"  # its name (test_a_dataclass_keeps_its_name_as_its_docstring)


def test_a_dataclass_keeps_its_name_as_its_docstring() -> None:
    """Not its signature, which dataclasses would otherwise work out at import for a class
    without a docstring (inspect.signature: slow on the page), and it still works."""
    strip = precompile().without_docstrings
    source = (
        "from dataclasses import dataclass\n"
        "@dataclass(frozen=True)\nclass P:\n    'doc'\n    x: int\n    y: int = 2\n"
        "@dataclass\nclass Q:\n    'doc'\n    z: str\n"
        "class E:\n    'only a docstring'\n"
        "class S:\n    __slots__ = ('__doc__',)\n"
    )
    namespace: dict[str, Any] = {}
    exec(compile(strip(ast.parse(source)), "t", "exec"), namespace)
    p, q, e = namespace["P"], namespace["Q"], namespace["E"]
    assert (p.__doc__, q.__doc__, e.__doc__) == ("P", "Q", "E")
    assert "__doc__" in namespace["S"].__slots__  # no docstring added where it had none
    assert p(1) == p(1, 2)
    assert repr(q("a")) == "Q(z='a')"


def test_the_vendored_archives_are_bytecode_only() -> None:
    """After set-up (the e2e tests vendor first): no source left to compile at start."""
    for archive in ("static/vendor/belot.zip", "static/vendor/pyodide/python_stdlib.zip"):
        path = ROOT / archive
        if not path.is_file():  # not vendored yet in this checkout
            continue
        with zipfile.ZipFile(path) as z:
            names = z.namelist()
        assert not [n for n in names if n.endswith(".py")], archive
        assert any(n.endswith(".pyc") for n in names)
        assert all(i.compress_type == zipfile.ZIP_STORED for i in zipfile.ZipFile(path).infolist())


def test_without_line_numbers_the_code_runs_and_a_traceback_names_each_function() -> None:
    """The standard library's line tables are dropped (each instruction on its function's
    first line): the code is the same, a traceback still works and names each function."""
    import traceback

    source = "def f(x):\n    y = x + 1\n    return g(y)\n\ndef g(y):\n    return 10 // (y - 3)\n"
    code = precompile().without_line_numbers(compile(source, "m.py", "exec"))
    namespace: dict[str, Any] = {}
    exec(code, namespace)
    assert namespace["f"](3) == 10
    with pytest.raises(ZeroDivisionError) as raised:
        namespace["f"](2)
    frames = traceback.extract_tb(raised.value.__traceback__)[1:]
    assert [(frame.name, frame.lineno) for frame in frames] == [("f", 1), ("g", 5)]
    assert "ZeroDivisionError" in "".join(traceback.format_exception(raised.value))
    lines = {line for _, _, line in namespace["g"].__code__.co_lines()}
    assert lines == {5}


def test_sizes_mjs_names_the_standard_library_the_runtime_and_the_package_shipped() -> None:
    """static/python.mjs keys the Python snapshot with the SHA-256 of the standard library,
    of the runtime's JavaScript and of the package's archive from static/vendor/sizes.mjs:
    the files' as vendored."""
    sizes = ROOT / "static/vendor/sizes.mjs"
    if not sizes.is_file():
        pytest.skip("not vendored yet in this checkout")
    text = sizes.read_text(encoding="utf-8")
    for name, file in (
        ("STDLIB", "pyodide/python_stdlib.zip"),
        ("RUNTIME", "pyodide/pyodide.asm.mjs"),
        ("PACKAGE", "belot.zip"),
    ):
        data = (ROOT / "static/vendor" / file).read_bytes()
        digest = base64.b64encode(hashlib.sha256(data).digest()).decode()
        assert f'export const {name}_SHA256 = "{digest}";' in text
