"""The repository's files that are not modules of a package (scripts/*.py, static/boot.py),
loaded as modules for the tests, by their path; and static/python.mjs, set up to be
imported under Node."""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
SCRIPTS = ROOT / "scripts"


def load(path: Path, name: str) -> ModuleType:
    """The module at ``path``, run under ``name``, with scripts/ importable meanwhile (a
    script imports the ones beside it: vendor imports compress)."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(SCRIPTS))
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(SCRIPTS))
    return module


def load_script(name: str) -> ModuleType:
    """scripts/``name``.py as the module ``_belot_<name>``."""
    return load(SCRIPTS / f"{name}.py", f"_belot_{name}")


def python_mjs(folder: Path) -> Path:
    """static/python.mjs copied into ``folder`` (with the snapshot's reader it imports) and
    stand-ins for the two other modules it imports (the vendored Pyodide and the sizes
    written at set-up, which tests under Node do not wait for): its path, to import its
    exported functions."""
    shutil.copy(ROOT / "static" / "python.mjs", folder / "python.mjs")
    shutil.copy(ROOT / "static" / "snapshot-reader.mjs", folder / "snapshot-reader.mjs")
    (folder / "vendor" / "pyodide").mkdir(parents=True, exist_ok=True)
    (folder / "vendor" / "pyodide" / "pyodide.mjs").write_text(
        'export const version = "0"; export async function loadPyodide() {}\n'
    )
    (folder / "vendor" / "sizes.mjs").write_text(
        'export const SIZES = {}; export const STDLIB_SHA256 = "";'
        ' export const RUNTIME_SHA256 = ""; export const PACKAGE_SHA256 = "";\n'
    )
    return folder / "python.mjs"
