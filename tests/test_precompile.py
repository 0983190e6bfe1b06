"""The page's Python is compiled to bytecode at set-up, the standard library without what
a page like this never imports: nothing the package imports, even inside a function, is
left out."""

from __future__ import annotations

import ast
import importlib.util
import zipfile
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def precompile() -> ModuleType:
    spec = importlib.util.spec_from_file_location("precompile", ROOT / "scripts" / "precompile.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def imported_by_the_package() -> set[str]:
    """The top-level names of every module the package imports, anywhere in its code."""
    found: set[str] = set()
    for path in (ROOT / "belot").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found.add(node.module.split(".")[0])
    return found


def test_nothing_the_package_imports_is_left_out() -> None:
    left_out = precompile().LEFT_OUT
    # The command line (belot/cli/: argparse) is not part of the page's package.
    assert imported_by_the_package() & left_out == {"argparse"}
    assert (ROOT / "belot" / "cli" / "__init__.py").is_file()
    vendor = (ROOT / "scripts" / "vendor.py").read_text(encoding="utf-8")
    assert 'PACKAGE_SKIP_PACKAGES = (f"{PACKAGE}/cli/",)' in vendor


def test_the_common_encodings_stay() -> None:
    kept = precompile().kept
    for name in ("encodings/__init__.py", "encodings/utf_8.py", "encodings/cp437.py"):
        assert kept(name), name
    assert not kept("encodings/cp1140.py")
    assert not kept("unittest/case.py")
    assert kept("asyncio/tasks.py")
    assert kept("json/decoder.py")


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
    assert c.__doc__ is None


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
