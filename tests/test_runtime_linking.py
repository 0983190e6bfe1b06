"""Pyodide's runtime as the page loads it (scripts/vendor.py, ``runtime_linking_at_once``):
its start-up linking without the table places and globals of the 7,694 functions its
WebAssembly exports but never asks for, and with the callers of the JavaScript functions
it takes the address of made by one module instead of one each. Checked here: the patch
on a shaped runtime and on the published one, each way a runtime can be not as expected
(a Pyodide upgrade), the callers' module under Node, and the vendored runtime starting
Python, making a memory snapshot and starting from it with the same function table. And
its restore of a memory snapshot from the pages static/python.mjs stores (``restorable``):
Python's memory as the whole snapshot has it, Python started so as from the whole. And
its loader (``loader_restoring_later``), which makes the runtime while a memory snapshot is
read. The page runs on both in every end-to-end test."""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import ROOT, load_script

NODE = shutil.which("node")
VENDORED = ROOT / "static" / "vendor" / "pyodide"


@pytest.fixture(scope="module")
def vendor() -> ModuleType:
    return load_script("vendor")


def shaped(vendor: ModuleType) -> str:
    """A runtime shaped as the published one is where the patch changes it."""
    return (
        f"API.restoreSnapshot=function(t){{{vendor.SNAPSHOT_COPIED}"
        "function receiveInstance(instance,module){"
        f"{vendor.LINK_EXPORTS}return wasmExports}};"
        f"{vendor.UPDATE_GOT}var value=exports[symName]}}}};"
        f"{vendor.REPORT_UNDEFINED}for(var[symName,entry]of Object.entries(GOT)){{}}}};"
    )


def shaped_loader(vendor: ModuleType) -> str:
    """A loader shaped as the published one is where the patch changes it."""
    return (
        f"{vendor.SNAPSHOT_PREPARED}let n=await e._loadSnapshot;return n}}"
        f"async function dt(e={{}}){{let s=await ke(t,n);{vendor.SNAPSHOT_BOOTSTRAPPED}return a}}"
    )


def test_only_the_exports_asked_for_are_linked_and_the_callers_are_made_at_once(
    vendor: ModuleType,
) -> None:
    patched = vendor.runtime_linking_at_once(shaped(vendor))
    assert "updateGOT(origExports,false,true);LDSO.init();loadDylibs();" in patched
    assert "var updateGOT=(exports,replace,onlyAsked)=>" in patched
    assert "(onlyAsked&&!(symName in GOT))" in patched
    # The runtime's own loop still runs, after the callers are in place, under a new name.
    tail = patched.partition("var reportUndefinedSymbols=()=>{")[2]
    assert "wasmCallersOf" in tail
    assert tail.endswith(
        "var reportUndefinedSymbolsOneByOne=()=>{for(var[symName,entry]of Object.entries(GOT)){}};"
    )
    # A snapshot that restores itself does, told the heap's top and the stack's unused
    # part; any other is copied whole, as published.
    assert "return(t.restoreInto?t.restoreInto(Module.HEAPU8,r," in patched
    assert "[_emscripten_stack_get_end(),_emscripten_stack_get_current()]" in patched
    assert ":Module.HEAP8.set(t.subarray(r))),l};" in patched
    assert patched.count("\n") == shaped(vendor).count("\n")  # the runtime's lines as they were


@pytest.mark.parametrize(
    ("marker", "shape", "patch"),
    [
        *(
            (marker, shaped, "runtime_linking_at_once")
            for marker in ["LINK_EXPORTS", "UPDATE_GOT", "REPORT_UNDEFINED", "SNAPSHOT_COPIED"]
        ),
        *(
            (marker, shaped_loader, "loader_restoring_later")
            for marker in ["SNAPSHOT_PREPARED", "SNAPSHOT_BOOTSTRAPPED"]
        ),
    ],
)
@pytest.mark.parametrize("times", [0, 2])
def test_a_runtime_or_loader_not_as_expected_stops_the_set_up(
    vendor: ModuleType, marker: str, shape: Callable[[ModuleType], str], patch: str, times: int
) -> None:
    found = getattr(vendor, marker)
    text = shape(vendor).replace(found, found * times)
    with pytest.raises(vendor.VendorError, match=f"found {times} times, not once"):
        getattr(vendor, patch)(text)


@pytest.mark.parametrize(
    ("file", "patch"),
    [("RUNTIME", "runtime_linking_at_once"), ("LOADER", "loader_restoring_later")],
)
def test_the_published_file_is_patched_and_the_vendored_one_is_the_patched_one(
    vendor: ModuleType, file: str, patch: str
) -> None:
    name = getattr(vendor, file)
    published_file = vendor.NODE_MODULES / "pyodide" / name
    if not published_file.is_file():
        pytest.skip("no node_modules in this checkout (npm ci)")
    published = published_file.read_text(encoding="utf-8")
    patched = getattr(vendor, patch)(published)
    assert patched != published
    if (VENDORED / name).is_file():
        assert (VENDORED / name).read_text(encoding="utf-8") == patched


# The callers' module (wasmCallersOf, as the patch writes it) made for JavaScript functions
# of each kind of signature, and each caller called: what the function returns, and the
# arguments it was given, as JSON (64-bit integers as strings).
CALLERS_JS = """
const wasmTypeCodes = { i: 127, p: 127, j: 126, f: 125, d: 124, e: 111 };
const source = process.argv[2];
const wasmCallersOf = eval(`(() => { ${source}; return wasmCallersOf; })()`);
const seen = [];
const record = (result) => (...args) => { seen.push(args.map(String)); return result; };
const funcs = [
  Object.assign(record(7), { sig: "iii" }),
  Object.assign(record(undefined), { sig: "v" }),
  Object.assign(record(2.5), { sig: "dd" }),
  Object.assign(record(1n << 40n), { sig: "jj" }),
  Object.assign(record(5), { sig: "pip" }),
];
const callers = wasmCallersOf(funcs);
const results = [
  callers[0](3, 4), callers[1](), callers[2](1.25), callers[3](1n << 33n), callers[4](1, 2),
].map(String);
const none = wasmCallersOf([]);
console.log(JSON.stringify({
  results, seen, kinds: callers.map((c) => c instanceof Function && !(c in funcs)), none,
}));
"""


def test_the_callers_module_calls_each_function_with_its_arguments_and_result(
    vendor: ModuleType, tmp_path: Path
) -> None:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    source = vendor.LINK_AT_ONCE_JS
    start = source.index("var wasmCallersOf=")
    end = source.index("var reportUndefinedSymbolsOneByOne=")
    script = tmp_path / "callers.mjs"
    script.write_text(CALLERS_JS)
    done = subprocess.run(
        [NODE, str(script), source[start:end]], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert found["results"] == ["7", "undefined", "2.5", str(1 << 40), "5"]
    assert found["seen"] == [["3", "4"], [], ["1.25"], [str(1 << 33)], ["1", "2"]]
    assert found["none"] == []


# Python started on the vendored runtime and on the published one, a snapshot made on the
# vendored one with the package imported and Python started again from it: the function
# table's size each time, and what Python computes after the restore.
START_JS = """
const [vendored, published, archivePath, pythonMjs] = process.argv.slice(2);
const { readFileSync } = await import("node:fs");
const { storedEntries } = await import(pythonMjs);
const archive = new Uint8Array(readFileSync(archivePath));
const load = async (folder, options = {}) =>
  (await import(`${folder}/pyodide.mjs`)).loadPyodide({ indexURL: `${folder}/`, ...options });
const mount = (py) => {
  for (const [name, bytes] of storedEntries(archive)) {
    if (name.endsWith("/")) continue;
    const path = `/home/pyodide/${name}`;
    py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    py.FS.writeFile(path, bytes);
  }
};
const stock = await load(published);
const maker = await load(vendored, { _makeSnapshot: true });
mount(maker);
maker.runPython("import belot.score, belot.app.controller, datetime, hashlib, json, re");
const made = maker._module.wasmTable.length;
const restored = await load(vendored, { _loadSnapshot: maker.makeMemorySnapshot() });
console.log(JSON.stringify({
  stock: stock._module.wasmTable.length,
  made,
  restored: restored._module.wasmTable.length,
  computed: restored.runPython(
    "json.dumps([sorted(['b', 'a'], key=str.upper), re.sub(r'\\\\d', '#', 'a1'), " +
    "hashlib.blake2b(b'belot', digest_size=4).hexdigest(), " +
    "datetime.date(2026, 12, 3).isoformat(), 'belot.app.controller' in __import__('sys').modules])"
  ),
}));
"""


def test_python_starts_on_it_and_from_its_snapshot_with_the_same_function_table(
    vendor: ModuleType, tmp_path: Path
) -> None:
    published = vendor.NODE_MODULES / "pyodide"
    if not (VENDORED / vendor.RUNTIME).is_file() or not published.is_dir():
        pytest.skip("not vendored yet in this checkout")
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    script = tmp_path / "start.mjs"
    script.write_text(START_JS)
    args = [VENDORED, published, ROOT / "static/vendor/belot.zip", ROOT / "static/python.mjs"]
    done = subprocess.run(
        [NODE, str(script), *(str(a) for a in args)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, [line for line in done.stderr.splitlines() if len(line) < 300]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["made"] == found["restored"]  # the snapshot's indices point where they did
    assert found["restored"] < found["stock"] - 5000  # the exports no one asks for: no places
    computed = json.loads(found["computed"])
    assert computed == [["a", "b"], "a#", "7d79fb90", "2026-12-03", True]


def snapshot_maker(imports: str) -> str:
    """JavaScript for Node: ``maker``, Pyodide started by ``load`` to make a snapshot, with
    the package's files (``storedEntries(archive)``) in its working directory and the
    Python statement ``imports`` run."""
    return (
        "const maker = await load({ _makeSnapshot: true });\n"
        "for (const [name, bytes] of storedEntries(archive)) {\n"
        '  if (name.endsWith("/")) continue;\n'
        "  const path = `/home/pyodide/${name}`;\n"
        '  maker.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));\n'
        "  maker.FS.writeFile(path, bytes);\n"
        "}\n"
        f'maker.runPython("{imports}");\n'
    )


# A snapshot made with part of the package imported, stored as static/python.mjs stores it
# (``pack``), then given back (``restorable``): its header; its memory put into a memory
# full of other bytes, below the top said written, then into zeros with bytes below that
# top only; Python started from it and from the whole snapshot; stored pages refused.
RESTORE_JS = (
    """
const [vendored, archivePath, pythonMjs] = process.argv.slice(2);
const { readFileSync } = await import("node:fs");
const { storedEntries, pack, restorable } = await import(pythonMjs);
const archive = new Uint8Array(readFileSync(archivePath));
const load = async (options = {}) =>
  (await import(`${vendored}/pyodide.mjs`)).loadPyodide({ indexURL: `${vendored}/`, ...options });
"""
    + snapshot_maker("import belot.score, belot.app.controller")
    + """const whole = maker.makeMemorySnapshot();
const packed = pack(whole);
const offset = new DataView(whole.buffer, whole.byteOffset).getUint32(4, true);
const memory = whole.subarray(offset);
const differing = (heap) => heap.reduce((n, byte, k) => n + (byte !== memory[k]), 0);
const snapshot = restorable(packed);
const header = snapshot.subarray(0, offset).every((byte, k) => byte === whole[k]);
const filled = new Uint8Array(memory.length).fill(7);
snapshot.restoreInto(filled, offset, filled.length);
// One byte not zero in pages the snapshot has as zeros: a page's first, last or middle one.
const sparse = new Uint8Array(memory.length);
const pages = Math.ceil(whole.length / 4096);
let marked = 0;
const spots = []; // each marked page's [start, end) in Python's memory
for (let page = 1; page < pages && marked < 300; page++) {
  if (packed[4 + page]) continue;
  const start = page * 4096 - offset;
  const end = Math.min(start + 4096, memory.length);
  sparse[[start, end - 1, start + 1 + (page % 4093)][marked % 3]] = 1 + (marked % 255);
  spots.push([start, end]);
  marked++;
}
// The same, with a stretch said unused (a stack below its pointer): from inside the first
// marked page to the end of the hundredth. Its 99 whole pages keep their bytes; the first,
// partly outside, and the rest are made zeros.
const unusedKept = sparse.slice();
const stretch = [spots[0][0] + 1, spots[99][1]];
restorable(packed).restoreInto(unusedKept, offset, unusedKept.length, stretch);
restorable(packed).restoreInto(sparse, offset, sparse.length);
const top = 6 * 1024 * 1024 + 5;
const zeros = new Uint8Array(memory.length).fill(9, 0, top);
restorable(packed).restoreInto(zeros, offset, top);
const code = "import sys; str(sorted(m for m in sys.modules if m.startswith('belot')))";
const fromStored = (await load({ _loadSnapshot: restorable(packed) })).runPython(code);
const fromWhole = (await load({ _loadSnapshot: whole })).runPython(code);
const refused = [packed.subarray(0, packed.length - 1), packed.subarray(0, 3), whole].map((bad) => {
  try {
    restorable(bad);
    return "taken";
  } catch (error) {
    return error.message;
  }
});
console.log(JSON.stringify({
  header,
  filled: differing(filled),
  sparse: [marked, differing(sparse)],
  unusedKept: differing(unusedKept),
  zeros: differing(zeros),
  pages: [packed.length, whole.length],
  same: fromStored === fromWhole,
  modules: fromStored.includes("belot.app.controller"),
  refused,
}));
"""
)


def test_a_snapshot_restores_its_stored_pages_into_python_as_the_whole_snapshot(
    vendor: ModuleType, tmp_path: Path
) -> None:
    if not (VENDORED / vendor.RUNTIME).is_file():
        pytest.skip("not vendored yet in this checkout")
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    script = tmp_path / "restore.mjs"
    script.write_text(RESTORE_JS)
    args = [VENDORED, ROOT / "static/vendor/belot.zip", ROOT / "static/python.mjs"]
    done = subprocess.run(
        [NODE, str(script), *(str(a) for a in args)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, [line for line in done.stderr.splitlines() if len(line) < 300]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["header"]
    # Every byte of Python's memory as in the snapshot: other bytes below the top said
    # written made zeros where the snapshot has zeros; above it, a new memory's zeros kept.
    assert found["filled"] == 0
    assert found["sparse"] == [300, 0]  # a single byte is enough to be seen
    # Below a stack pointer, what is there stays: only whole pages of the stretch said so.
    assert found["unusedKept"] == 99
    assert found["zeros"] == 0
    stored, whole = found["pages"]
    assert stored < whole * 0.6  # the pages of zeros are not stored
    assert found["same"]
    assert found["modules"]
    assert found["refused"] == ["the stored snapshot is unreadable"] * 3


def test_the_loader_told_a_snapshot_is_stored_restores_it_once_the_runtime_is_made(
    vendor: ModuleType,
) -> None:
    patched = vendor.loader_restoring_later(shaped_loader(vendor))
    assert "if(e._snapshotStored!==void 0){if(!await e._snapshotStored)return;" in patched
    assert "return t.noInitialRun=!0,{restoredLater:e._loadSnapshot}}" in patched
    assert "Ae(r,s?.restoredLater?await s.restoredLater:s,t)" in patched
    # Not told: as published.
    assert "let n=await e._loadSnapshot;return n}" in patched


# The loader started three ways, each within a minute (else "hung"): told a snapshot is
# stored and handed it only once the runtime is being made (its file system set up: the
# published loader, which waits for the snapshot before it makes the runtime, never gets
# there); told none is; told one is, which then fails. What Python has imported after each.
LOADER_JS = (
    """
const [loader, indexURL, archivePath, pythonMjs] = process.argv.slice(2);
const { readFileSync } = await import("node:fs");
const { storedEntries } = await import(pythonMjs);
const { loadPyodide } = await import(loader);
const archive = new Uint8Array(readFileSync(archivePath));
const load = (options = {}) => loadPyodide({ indexURL, ...options });
const within = (promise) =>
  Promise.race([promise, new Promise((resolve) => setTimeout(resolve, 60000, "hung"))]);
"""
    + snapshot_maker("import belot.score")
    + """const snapshot = maker.makeMemorySnapshot();
const imported = (py) =>
  typeof py === "string" ? py : py.runPython("str('belot.score' in __import__('sys').modules)");
let hand;
const later = new Promise((resolve) => { hand = resolve; });
const restored = await within(load({
  _snapshotStored: Promise.resolve(true), _loadSnapshot: later, fsInit: () => hand(snapshot),
}));
const fresh = await within(load({
  _snapshotStored: Promise.resolve(false), _loadSnapshot: Promise.resolve(null),
}));
let refuse;
const refused = new Promise((_, reject) => { refuse = reject; });
refused.catch(() => {});
const failed = await within(load({
  _snapshotStored: Promise.resolve(true), _loadSnapshot: refused,
  fsInit: () => refuse(new Error("refused by its check")),
}).then(() => "started", (error) => error.message));
console.log(JSON.stringify({ restored: imported(restored), fresh: imported(fresh), failed }));
process.exit(0);
"""
)


def run_loader(loader: Path, tmp_path: Path) -> dict[str, str]:
    """LOADER_JS run on ``loader``, with the vendored runtime: what it found."""
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    script = tmp_path / "loader.mjs"
    script.write_text(LOADER_JS)
    args = [loader, f"{VENDORED}/", ROOT / "static/vendor/belot.zip", ROOT / "static/python.mjs"]
    done = subprocess.run(
        [NODE, str(script), *(str(a) for a in args)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, [line for line in done.stderr.splitlines() if len(line) < 300]
    found: dict[str, str] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_the_loader_makes_the_runtime_before_the_snapshot_comes_and_restores_it(
    vendor: ModuleType, tmp_path: Path
) -> None:
    if not (VENDORED / vendor.LOADER).is_file():
        pytest.skip("not vendored yet in this checkout")
    found = run_loader(VENDORED / vendor.LOADER, tmp_path)
    assert found == {"restored": "True", "fresh": "False", "failed": "refused by its check"}
