"""Python's own start compiles no dataclass methods in the page (scripts/start_site.py, the
page's sitecustomize; scripts/start_methods.py and scripts/vendor.py ship their code):
checked on the vendored runtime under Node, and what the start does without that code or
with another Python's."""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import ROOT, load_script

NODE = shutil.which("node")
VENDORED = ROOT / "static" / "vendor" / "pyodide"
STDLIB = "python_stdlib.zip"

# Python started from the runtime in a folder: what its sitecustomize did, whether the
# shipped code is what compiling each source gives (but its column positions: the set-up
# compiles without, scripts/pyodide-run.mjs), and the classes made with it at work.
START_JS = """
const [folder] = process.argv.slice(2);
const { loadPyodide } = await import(`${folder}/pyodide.mjs`);
const pyodide = await loadPyodide({ indexURL: `${folder}/` });
console.log(pyodide.runPython(`
import asyncio.graph, dataclasses, json, sys, traceback, _colorize
site = sys.modules.get("sitecustomize")
shipped = site.read_shipped()
def shape(code):  # all but the column positions, which the set-up's compiling leaves out
    consts = tuple(shape(c) if isinstance(c, type(code)) else c for c in code.co_consts)
    lines = [line for _, _, line in code.co_lines()]
    return code.co_code, code.co_names, code.co_varnames, code.co_freevars, consts, lines
theme = _colorize.default_theme
plain = dataclasses.replace(theme.no_colors())
entry = asyncio.graph.FrameCallGraphEntry(sys._getframe())
json.dumps({
    "file": site.__file__,
    "compiled": len(site.COMPILED),
    "used": len(site.USED),
    "shipped": len(shipped),
    "same": all(shape(code) == shape(site.compiled(source)) for source, code in shipped.items()),
    "left_in_dataclasses": "exec" in vars(dataclasses),
    "themes": [theme.traceback.message != "", plain.traceback.message, plain == theme],
    "entry": entry == asyncio.graph.FrameCallGraphEntry(entry.frame),
    "traceback": traceback.format_exception_only(ValueError("x")),
})
`));
"""


@pytest.fixture(scope="module")
def vendor() -> ModuleType:
    return load_script("vendor")


def started(folder: Path, tmp_path: Path) -> dict[str, object]:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    script = tmp_path / "start.mjs"
    script.write_text(START_JS)
    done = subprocess.run(
        [NODE, str(script), str(folder)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, [line for line in done.stderr.splitlines() if len(line) < 300]
    found: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def runtime_with(tmp_path: Path, vendor: ModuleType, table: bytes | None) -> Path:
    """The vendored runtime with its standard library's start methods replaced by ``table``
    (left out if None)."""
    folder = tmp_path / "runtime"
    folder.mkdir()
    for file in VENDORED.iterdir():
        if file.name != STDLIB:
            (folder / file.name).symlink_to(file)
    with zipfile.ZipFile(VENDORED / STDLIB) as archive:
        files = {n: archive.read(n) for n in archive.namelist() if not n.endswith("/")}
    del files[vendor.START_METHODS_ENTRY]
    if table is not None:
        files[vendor.START_METHODS_ENTRY] = table
    (folder / STDLIB).write_bytes(vendor.render_zip(files, stored=True))
    return folder


def needs_vendored(vendor: ModuleType) -> None:
    if not (VENDORED / STDLIB).is_file() or not (VENDORED / vendor.RUNTIME).is_file():
        pytest.skip("not vendored yet in this checkout")


@pytest.fixture(scope="module")
def as_vendored(vendor: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """What the vendored runtime's start did."""
    needs_vendored(vendor)
    return started(VENDORED, tmp_path_factory.mktemp("start"))


def test_the_start_compiles_none_and_its_classes_work(
    vendor: ModuleType, as_vendored: dict[str, object]
) -> None:
    found = as_vendored
    assert found["file"] == f"{vendor.STDLIB_PATH}sitecustomize.pyc"
    assert found["compiled"] == 0
    # _colorize's themes and asyncio.graph's frames: each source once, as compiling gives it.
    assert found["shipped"] == found["used"]
    assert isinstance(found["used"], int)
    assert found["used"] >= 5
    assert found["same"] is True
    assert found["left_in_dataclasses"] is False  # dataclasses as it was, once all were used
    assert found["themes"] == [True, "", False]
    assert found["entry"] is True
    assert found["traceback"] == ["ValueError: x\n"]


@pytest.mark.parametrize("table", ["none", "another Python's"])
def test_without_the_code_the_start_compiles_as_before(
    vendor: ModuleType, as_vendored: dict[str, object], tmp_path: Path, table: str
) -> None:
    with zipfile.ZipFile(VENDORED / STDLIB) as archive:
        shipped = archive.read(vendor.START_METHODS_ENTRY)
    other = b"\0\0\r\n" + shipped[4:]  # another bytecode magic number
    found = started(runtime_with(tmp_path, vendor, None if table == "none" else other), tmp_path)
    assert found["compiled"] == as_vendored["used"]  # the same sources, compiled here
    assert found["used"] == found["shipped"] == 0
    assert found["left_in_dataclasses"] is True  # nothing shipped: it notes every source
    assert found["themes"] == [True, "", False]
    assert found["traceback"] == ["ValueError: x\n"]


def test_the_table_is_read_back_and_anything_else_is_not_used() -> None:
    site = load_script("start_site")
    sources = ["def __create_fn__():\n def f(self): return 1\n return (f,)\n", "x = 2\n"]
    table = site.loads(site.dumps(sources))
    assert sorted(table) == sorted(sources)
    assert all(code == site.compiled(source) for source, code in table.items())
    for data in (b"", b"not a table", site.dumps(sources)[:-3], b"\0\0\r\n" + b"0" * 40):
        assert site.loads(data) == {}
