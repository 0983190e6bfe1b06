"""The layers of the package, as a test (docs/architecture.md, "The layers").

The sources are read as syntax trees, not imported, so that a rule holds for every import
there is, those under ``if TYPE_CHECKING:`` and inside functions too:

* the engine (``belot/`` outside ``belot/app/``) imports nothing of the app;
* only the browser edge (``belot/app/browser/``) imports ``js`` or ``pyodide``, nothing
  imports ``pyscript`` (PyScript's own Python package is not in the page: scripts/vendor.py,
  ``core_without_python``), and nothing of the package imports the browser edge;
* the app's core (the modules directly in ``belot/app/``) imports no screen folder;
* no two modules import each other, however far round (a cycle), and no two screen folders
  do either: a screen folder uses what lies below it, never what uses it.

Three modules find others without naming them (the rule systems, the screens' words, the
screens' actions and views): those imports are added to the graph as the edges they are, and
any other ``importlib.import_module`` fails the test, since it would hide an edge. The
package itself (``belot/__init__.py``) imports each name of its surface when it is asked for,
from the modules it imports for type checking: edges the graph has already.

Then every dataclass of the package has type hints that resolve: no annotation names a type
its module cannot see, at run time or, for a name it imports only for type checking (the
app imports the engine where it uses it: the page's first paint does without it), once that
import is made.
"""

from __future__ import annotations

import ast
import dataclasses
import importlib
import inspect
import typing
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "belot"
BROWSER_MODULES = ("js", "pyodide")
NOT_IN_THE_PAGE = "pyscript"  # PyScript's Python package: the page leaves it out
BROWSER = "belot.app.browser"
SCREENS = "belot.app.screens"
# The modules that import others found by name at run time, and what each finds: (the package
# it looks in, the module of each of its folders or modules it imports).
DISCOVERY = {
    "belot.rulesets": ("belot.rulesets", ("",)),  # every public module of the package
    "belot.app.messages": (SCREENS, ("words",)),  # each screen folder's words
    "belot.app.wiring": (SCREENS, ("actions", "view")),  # each folder's actions and view
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def sources() -> dict[str, Path]:
    """Every module of the package, by name."""
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


@cache
def tree(name: str) -> ast.Module:
    return ast.parse(sources()[name].read_text(encoding="utf-8"), filename=str(sources()[name]))


def imports(name: str) -> Iterator[tuple[str, int]]:
    """Every module ``name`` imports (absolute names, relative imports resolved), with the
    line: a ``from P import n`` imports the module ``P.n`` if there is one, else ``P``."""
    is_package = sources()[name].name == "__init__.py"
    for node in ast.walk(tree(name)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if is_package else name.split(".")[:-1]
                base = base[: len(base) - node.level + 1]
                parent = ".".join([*base, *([node.module] if node.module else [])])
            else:
                parent = node.module or ""
            for alias in node.names:
                child = f"{parent}.{alias.name}"
                yield (child if child in sources() else parent), node.lineno


def found_by(name: str) -> list[str]:
    """What a discovering module imports without naming it (see :data:`DISCOVERY`)."""
    if name not in DISCOVERY:
        return []
    package, parts = DISCOVERY[name]
    prefix = package + "."
    found = []
    for module in sources():
        if not module.startswith(prefix):
            continue
        rest = module.removeprefix(prefix).split(".")
        if parts == ("",):
            if len(rest) == 1 and not rest[0].startswith("_"):
                found.append(module)
        elif len(rest) == 2 and rest[1] in parts:
            found.append(module)
    return found


def package_edges(name: str) -> set[str]:
    """The modules of the package ``name`` imports, named or found (a name that is not a
    module of the package, such as ``belot.rules.Rules`` imported whole, is its module)."""
    found = set(found_by(name))
    for imported, _ in imports(name):
        while imported and imported not in sources():
            imported = imported.rpartition(".")[0]
        if imported.startswith("belot") and imported != name:
            found.add(imported)
    return found


@cache
def graph() -> dict[str, frozenset[str]]:
    return {name: frozenset(package_edges(name)) for name in sources()}


def cycles(edges: dict[str, frozenset[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one node (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for other in sorted(edges.get(node, ())):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in on_stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            part = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                part.append(other)
                if other == node:
                    break
            if len(part) > 1:
                found.append(sorted(part))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def is_engine(name: str) -> bool:
    return name == "belot" or (name.startswith("belot.") and not name.startswith("belot.app"))


def is_core(name: str) -> bool:
    """The app's core: ``belot.app`` and the modules directly in ``belot/app/``."""
    parts = name.split(".")
    return parts[:2] == ["belot", "app"] and len(parts) <= 3 and name not in (BROWSER, SCREENS)


def folder(name: str) -> str | None:
    """The screen folder a module is in, None for a module of no folder."""
    parts = name.split(".")
    return parts[3] if name.startswith(SCREENS + ".") else None


def test_the_engine_imports_nothing_of_the_app() -> None:
    wrong = [
        f"{name} line {line}: {imported}"
        for name in sources()
        if is_engine(name)
        for imported, line in imports(name)
        if imported == "belot.app" or imported.startswith("belot.app.")
    ]
    assert wrong == []


def test_only_the_browser_edge_touches_the_browser() -> None:
    wrong = []
    for name in sources():
        inside = name == BROWSER or name.startswith(BROWSER + ".")
        for imported, line in imports(name):
            top = imported.split(".")[0]
            if (top in BROWSER_MODULES and not inside) or top == NOT_IN_THE_PAGE:
                wrong.append(f"{name} line {line}: {imported}")
            if imported.startswith(BROWSER) and not inside:
                wrong.append(f"{name} line {line}: {imported}")
    assert wrong == []


def test_the_core_of_the_app_imports_no_screen() -> None:
    wrong = [
        f"{name} line {line}: {imported}"
        for name in sources()
        if is_core(name)
        for imported, line in imports(name)
        if imported.startswith(SCREENS + ".")
    ]
    assert wrong == []


def test_modules_found_by_name_are_only_those_the_graph_knows() -> None:
    """An ``importlib.import_module`` outside :data:`DISCOVERY` would hide an edge."""
    wrong = []
    for name in sources():
        for node in ast.walk(tree(name)):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "import_module"
                and name not in DISCOVERY
                and name != "belot"  # its names' modules, imported for type checking too
            ):
                wrong.append(f"{name} line {node.lineno}")
    assert wrong == []
    for name, (package, _) in DISCOVERY.items():
        assert found_by(name), f"{name} finds nothing in {package}"


def test_the_catalog_s_parts_are_read_by_the_catalog_alone() -> None:
    """The page has the catalog merged at set-up and none of its parts (scripts/vendor.py,
    ``catalog_part``): a module that imported one would work here and fail in the page."""
    vendor = load_script("vendor")
    files = [path for path in vendor.package_files() if vendor.catalog_part(path)]
    parts = {module_name(ROOT / path) for path in files}
    assert {"belot.app.words", "belot.app.screens.home.words", "belot.words.bg"} <= parts
    assert "belot.words.en" not in parts  # the engine speaks English
    readers = {"belot.app.messages", "belot.words"}
    assert {name for name, edges in graph().items() if edges & parts} <= readers
    # belot.words reads its translations in all_words, which only the catalog calls.
    callers = {
        name
        for name in sources()
        for node in ast.walk(tree(name))
        if isinstance(node, ast.Name | ast.Attribute)
        and (getattr(node, "id", None) or getattr(node, "attr", None)) == "all_words"
    }
    assert callers == {"belot.app.messages"}


def test_no_module_imports_one_that_imports_it_back() -> None:
    assert cycles(graph()) == []


def test_no_screen_folder_uses_one_that_uses_it() -> None:
    folders: dict[str, set[str]] = {}
    for name, edges in graph().items():
        mine = folder(name)
        if mine is None:
            continue
        others = {folder(e) for e in edges} - {None, mine}
        folders.setdefault(mine, set()).update(f for f in others if f is not None)
    assert len(folders) >= 10  # the folders are found
    assert cycles({k: frozenset(v) for k, v in folders.items()}) == []


def test_the_graph_sees_type_checking_imports_and_discovery() -> None:
    """The graph is the whole graph: an import under ``if TYPE_CHECKING:`` is an edge, and
    so are the modules found by name."""
    lines = ["from typing import TYPE_CHECKING", "if TYPE_CHECKING:", "    import belot.app"]
    parsed = ast.parse("\n".join(lines))
    walked = [n for n in ast.walk(parsed) if isinstance(n, ast.Import)]
    assert [a.name for n in walked for a in n.names] == ["belot.app"]
    assert "belot.rulesets.bulgarian" in graph()["belot.rulesets"]
    assert "belot.app.screens.sheet.view" in graph()["belot.app.wiring"]
    assert "belot.app.screens.deal.words" in graph()["belot.app.messages"]


def importable() -> list[str]:
    """Every module but the browser edge (``js`` exists only in the page) and ``__main__``."""
    return [
        name for name in sources() if not name.startswith(BROWSER) and not name.endswith("__main__")
    ]


def seen_by(name: str) -> dict[str, typing.Any]:
    """What the annotations of module ``name`` may name: its own names, and those it imports
    under ``if TYPE_CHECKING:``, imported."""
    names = dict(vars(importlib.import_module(name)))
    for node in tree(name).body:
        if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING":
            code = compile(ast.Module(body=node.body, type_ignores=[]), f"<{name}>", "exec")
            exec(code, names)
    return names


@pytest.mark.parametrize("name", importable())
def test_every_dataclass_has_type_hints_that_resolve(name: str) -> None:
    module = importlib.import_module(name)
    for value in vars(module).values():
        if (
            isinstance(value, type)
            and dataclasses.is_dataclass(value)
            and value.__module__ == module.__name__
        ):
            for cls in value.__mro__:  # as typing.get_type_hints: each class in its module
                if cls.__module__ in sources():
                    inspect.get_annotations(cls, globals=seen_by(cls.__module__), eval_str=True)


def test_a_name_imported_for_type_checking_only_is_not_seen_at_run_time() -> None:
    """The check above resolves such a name only through its import (the state's sheet, an
    engine type its module does not import at run time)."""
    assert "Sheet" not in vars(importlib.import_module("belot.app.state"))
    assert seen_by("belot.app.state")["Sheet"] is importlib.import_module("belot.game").Sheet
