#!/usr/bin/env python3
"""Copy the page's runtime out of node_modules into static/vendor/ and generate its config.

Standard library only, but for finding segno (the page's QR library), which must be
installed in the Python that runs it: `make vendor` runs it with .venv's. Run after
`npm ci` and `make venv`:

    .venv/bin/python scripts/vendor.py          # copy what changed, regenerate, print a summary
    .venv/bin/python scripts/vendor.py --check  # exit 1 if static/vendor/ is missing or stale
    python3 scripts/vendor.py --write-config    # rewrite pyscript.toml (after a PyScript upgrade)

It checks the committed PyScript config, ``pyscript.toml`` at the repository root (the
interpreter, static/python.mjs, which loads Pyodide and the package, and the plugins off),
and index.html's lines that name PyScript's (``<mpy-config>``, the preloads of the chunks
its core imports as it starts), against the vendored PyScript, and stops if they disagree;
``--write-config`` writes all three.

It writes (all under the git-ignored static/vendor/):

* pyodide/       the five files Pyodide needs to boot without packages (its lock file
                 without the list of packages: see render_lock; its runtime's start-up
                 linking done at once: see runtime_linking_at_once; its loader making
                 the runtime while a memory snapshot is read: see loader_restoring_later)
* pyscript/      core.js, core.css and only the chunks the page loads (see pyscript_files),
                 the core chunk without PyScript's own Python package (see
                 core_without_python)
* belot.zip      the belot package's modules in one archive, which static/python.mjs
                 unpacks into Pyodide's working directory (one download instead of one
                 per module; the same bytes for the same sources, so that its hash
                 identifies the package)
* segno.zip      the QR library the share screen loads when it first shows a code
                 (belot/app/qr.py): segno as installed from pyproject.toml's "page" extra
                 (its pinned version checked), compiled like belot.zip, with the
                 standard modules only drawing a code imports (see segno_files); not
                 loaded at start
* screens.css    the style of every screen folder (belot/app/screens/*/style.css), one
                 file for the page to load, in folder order
* precache.js    self.PRECACHE = {version, files, integrity} for the service worker
                 (sw.js imports it): every URL the page may fetch, a version that changes
                 when any of them or sw.js changes, and each file's SRI hash
* precache.json  the same data as JSON, for the tests
* compressed/    brotli and gzip copies of the files the page fetches, for scripts/serve.py
                 (scripts/compress.py, which also owns this folder)

It is idempotent: files whose size and mtime already match are not copied again, generated
files are only rewritten when their content changes, and anything else found under
static/vendor/ is deleted.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import zipfile
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import compress  # scripts/compress.py, next to this file

ROOT = Path(__file__).resolve().parents[1]
NODE_MODULES = ROOT / "node_modules"
VENDOR = ROOT / "static" / "vendor"
VENDOR_URL = "static/vendor"

# The Python package shipped to the browser, and which of its files go along: not the
# command line, which the page never imports.
PACKAGE = "belot"
PACKAGE_SUFFIXES = frozenset({".py", ".json", ".toml", ".txt", ".csv"})
PACKAGE_SKIP_DIRS = frozenset({"__pycache__", "tests"})
PACKAGE_SKIP_FILES = frozenset({f"{PACKAGE}/__main__.py"})
# The command line (argparse, which the page's trimmed standard library leaves out).
PACKAGE_SKIP_PACKAGES = (f"{PACKAGE}/cli/",)
PACKAGE_ZIP = f"{PACKAGE}.zip"
# The page's own module that PyScript runs as its interpreter (see static/python.mjs).
INTERPRETER = "static/python.mjs"
# The PyScript config the page loads (index.html), committed and checked here.
CONFIG = ROOT / "pyscript.toml"
# The page's QR library (belot/app/qr.py ARCHIVE): segno's modules but its command line and
# helpers, and its licence (and the standard modules only drawing a code imports: traced).
# Its writers (SVG, PNG, terminal...) are left out: the page reads only a code's matrix
# (belot/app/qr.py draws the SVG itself), and they import gzip, xml.sax and, through
# xml.sax.saxutils, urllib.request, http.client and email (four fifths of the archive).
# segno/__init__.py imports the module at its top but uses it only in the methods that
# write, so an empty module takes its place (SEGNO_NO_WRITERS).
SEGNO = "segno"
SEGNO_ZIP = "segno.zip"
SEGNO_MODULES = ("__init__.py", "consts.py", "encoder.py", "utils.py")
SEGNO_NO_WRITERS = b'''"""segno's writers: not in the page's copy of segno (scripts/vendor.py)."""


def __getattr__(name):
    raise AttributeError(f"segno.writers.{name}: segno's writers are left out of the page")
'''
PYPROJECT = ROOT / "pyproject.toml"
# Each screen folder's style, bundled into one file (screens.css).
SCREENS = ROOT / PACKAGE / "app" / "screens"
SCREENS_CSS = "screens.css"

# Page files other than the package and static/vendor/: index.html plus every file under
# static/ (the boot script, the service worker's registration, CSS, icons, the web
# manifest...). The page itself is also precached as "./", the URL a navigation to the
# site's root asks for.
PAGE_ENTRY = "index.html"
# The README's screenshots (scripts/screenshots.py): served, but not part of the page.
PICTURES = ROOT / "static" / "screenshots"
# The page's start: not fetched, but compiled into belot.zip as a module beside the package
# (static/boot.py, the script PyScript runs, imports it: see its docstring).
BOOT_SOURCE = "static/belot_boot.py"
BOOT_MODULE = "belot_boot.py"
# The service worker: not precached (the browser fetches it itself), but part of the version.
SERVICE_WORKER = "sw.js"

# Pyodide without packages fetches exactly these as published, its loader (LOADER,
# patched: loader_restoring_later), its runtime (RUNTIME, patched: runtime_linking_at_once) and
# its lock file: loadPyodide reads it at start-up even when no package is loaded. Only the
# lock's "info" is written (see render_lock): its list of packages (119 kB) is for
# loadPackage, which the page never calls.
PYODIDE_FILES = ("pyodide.asm.wasm",)
LOADER = "pyodide.mjs"  # generated from the npm package's: see loader_restoring_later
# Python's standard library: not copied as the npm package has it (sources, compiled on
# every start without a memory snapshot) but compiled to bytecode by the same Pyodide
# (scripts/precompile.py), with only the modules the page imports (stdlib_files).
STDLIB = "python_stdlib.zip"
WASM = "pyodide.asm.wasm"
RUNTIME = "pyodide.asm.mjs"  # generated from the npm package's: see runtime_linking_at_once
# What static/python.mjs needs to know of the files it starts Python from: the sizes of the
# big ones, for a first visit's progress bar, and the SHA-256 of the standard library and
# of the runtime's JavaScript, parts of the memory snapshot's key (a snapshot holds the
# archive's table of contents: one made with another standard library would read the new
# one at the old places; and the function table's indices, which the runtime's linking
# lays out).
SIZES_MODULE = "sizes.mjs"
# Where Pyodide mounts it: the compiled modules name these paths, as imported ones would.
STDLIB_PATH = "/lib/python314.zip/"
# Where static/python.mjs unpacks the package.
PACKAGE_PATH = "/home/pyodide/"
# Compiled archives, the trace of the page's imports and the compressed copies are kept
# between runs and clones, by what they were made from (scripts/compress.py, cache_folder);
# with none, the archives and the trace are kept in node_modules/.cache (`npm ci` empties it).
CACHE = compress.cache_folder()
COMPILED_CACHE = CACHE if CACHE is not None else NODE_MODULES / ".cache" / "belot-python"
PYODIDE_LOCK = "pyodide-lock.json"

# PyScript plugins to keep. Every other plugin is switched off in pyscript.toml with
# "!name", so its chunk is never imported and need not be vendored. None is kept: "error"
# would put a Python traceback on the page, which a player must never see (static/belot_boot.py
# and belot/app/shell.py say what went wrong in the player's words instead).
PYSCRIPT_PLUGINS: tuple[str, ...] = ()
# Plugins whose chunk PyScript imports even when switched off: "!error" imports it to turn
# it off ("notOnDOM").
PYSCRIPT_LOADED_WHEN_OFF = ("error",)

# Dynamic imports of the PyScript core chunk that the page needs besides plugins: only the
# TOML parser (for pyscript.toml). Not needed: zip- (archives in [files]),
# pyodide_graph- (the `packages` option), codemirror* (py-editor).
PYSCRIPT_CORE_DYNAMIC = ("toml-",)

STATIC_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*["'](\./[^"']+)["']""")
DYNAMIC_IMPORT = re.compile(r"""\bimport\(\s*["'](\./[^"']+)["']\s*\)""")
PLUGIN_ENTRY = re.compile(r"""["']?([\w-]+)["']?:\(\)=>import\(["']\./([^"']+)["']\)""")


class VendorError(Exception):
    pass


def pinned_versions() -> dict[str, str]:
    """The page's runtime: package.json's "dependencies" only. Its "devDependencies"
    (axe-core, for the end-to-end tests' accessibility audit) are never vendored."""
    package_json = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    deps: dict[str, str] = package_json["dependencies"]
    return deps


def check_node_modules() -> None:
    for name, wanted in pinned_versions().items():
        meta = NODE_MODULES / name / "package.json"
        if not meta.is_file():
            raise VendorError(f"{name} is not installed: run `npm ci` first")
        found = json.loads(meta.read_text(encoding="utf-8"))["version"]
        if found != wanted:
            raise VendorError(f"{name} {found} is installed, {wanted} pinned: run `npm ci`")


def imports_of(path: Path) -> tuple[set[str], set[str]]:
    """Static and dynamic relative imports of one ES module, as file names in its folder."""
    text = path.read_text(encoding="utf-8")
    dynamic = {m.removeprefix("./") for m in DYNAMIC_IMPORT.findall(text)}
    static = {m.removeprefix("./") for m in STATIC_IMPORT.findall(text)}
    # `import("./x.js")` does not match STATIC_IMPORT (the parenthesis), so no overlap.
    return static, dynamic


def static_closure(dist: Path, roots: Iterable[str]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if not (dist / name).is_file():
            raise VendorError(f"@pyscript/core: {name} is imported but missing from dist/")
        seen.add(name)
        static, _ = imports_of(dist / name)
        todo.extend(static - seen)
    return seen


def core_chunk() -> tuple[Path, set[str]]:
    """PyScript's core chunk (dist/core-*.js) and what dist/core.js imports."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    needed = static_closure(dist, ["core.js"])
    core_chunks = [n for n in needed if n.startswith("core-") and n.endswith(".js")]
    if len(core_chunks) != 1:
        raise VendorError(f"@pyscript/core: expected one core-*.js chunk, found {core_chunks}")
    return dist / core_chunks[0], needed


def pyscript_files() -> tuple[list[str], list[str]]:
    """(files under dist/ the page loads, names of the plugins to switch off)."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    _, needed = core_chunk()
    started, plugins = pyscript_started_chunks()
    needed |= static_closure(dist, started)
    needed.add("core.css")
    disabled = sorted(p for p in plugins if p not in PYSCRIPT_PLUGINS)
    return sorted(needed), disabled


def pyscript_started_chunks() -> tuple[list[str], list[str]]:
    """(the chunks PyScript's core imports as it starts: the plugins kept and those loaded
    even when off, then the TOML parser; every plugin's name)."""
    chunk, _ = core_chunk()
    core_text = chunk.read_text(encoding="utf-8")
    plugins = dict(PLUGIN_ENTRY.findall(core_text))
    if any(p not in plugins for p in (*PYSCRIPT_PLUGINS, *PYSCRIPT_LOADED_WHEN_OFF)):
        raise VendorError(f"@pyscript/core: plugin table not understood: {sorted(plugins)}")
    _, core_dynamic = imports_of(chunk)
    extra = sorted(n for n in core_dynamic if n.startswith(PYSCRIPT_CORE_DYNAMIC))
    if len(extra) != len(PYSCRIPT_CORE_DYNAMIC):
        raise VendorError(f"@pyscript/core: expected {PYSCRIPT_CORE_DYNAMIC} chunks, found {extra}")
    loaded = (*PYSCRIPT_PLUGINS, *PYSCRIPT_LOADED_WHEN_OFF)
    return [plugins[p] for p in loaded] + extra, sorted(plugins)


# Where the core chunk writes PyScript's Python package into Python's working directory, at
# each start: ``(".", {pyscript: {"__init__.py": "...", ...}})``, an object of sources.
PYSCRIPT_PACKAGE = re.compile(r"""\(\s*["']\.["']\s*,\s*\{\s*pyscript\s*:\s*\{""")
JS_KEY = re.compile(r"""\s*(?:"([^"\\]+)"|([A-Za-z_$][\w$]*))\s*:\s*""")
# The Python the core chunk runs before each script: that package written out, then
# ``import pyscript as _pyscript``; the lines pushed to a list, joined into one constant.
PYSCRIPT_BEFORE_RUN = re.compile(
    r"""(\.push\(\s*["']import pyscript as _pyscript["']\s*\)[^;]*;\s*const\s+[\w$]+\s*=\s*)"""
    r"""[\w$]+\.join\(\s*["']\\n["']\s*\)"""
)


def core_without_python(text: str) -> str:
    """PyScript's core chunk (its text) as the page loads it: without PyScript's own Python
    package. The chunk writes the package (``pyscript/*.py``, from sources it holds) into
    Python's working directory and imports it before each ``<script type="py">``; the
    page uses none of it (belot/app/browser/ takes ``document`` and ``window`` from
    ``js``, as the package's ``pyscript.context`` itself does in the page's thread), and
    compiling that code, writing the files and importing them made a first visit some
    50 ms later and a repeat visit 20 ms (bench/README.md). So the code run before each
    script is empty, and the sources are left out (32 kB). A VendorError if the chunk is
    not as this expects (a PyScript upgrade): the page would otherwise start with the
    package, or without PyScript."""
    found = PYSCRIPT_PACKAGE.search(text)
    if found is None:
        raise VendorError("@pyscript/core: its Python package is not in the core chunk")
    files, end = _js_sources(text, found.end() - 1, "pyscript/")
    if "pyscript/__init__.py" not in files:
        raise VendorError("@pyscript/core: its Python package has no __init__.py")
    text = text[: found.end() - 1] + "{}" + text[end:]
    patched, found_times = PYSCRIPT_BEFORE_RUN.subn(lambda m: m[1] + '""', text)
    if found_times != 1:
        raise VendorError(
            "@pyscript/core: the code it runs before each script (its package written,"
            f" then imported) is not understood: found {found_times} times, not once"
        )
    return patched


# Emscripten's dynamic linking as Pyodide's runtime (pyodide.asm.mjs) runs it at each start,
# before Python: the three places runtime_linking_at_once changes, each exactly as published.
LINK_EXPORTS = "updateGOT(origExports);LDSO.init();loadDylibs();"
UPDATE_GOT = (
    "var updateGOT=(exports,replace)=>{for(var symName in exports){"
    "if(isInternalSym(symName)){continue}"
)
REPORT_UNDEFINED = "var reportUndefinedSymbols=()=>{"
# The JavaScript functions the runtime's WebAssembly takes the address of, given a place in
# its function table in one go: in the order, and at the places, addFunction would give
# them one by one. A WebAssembly function is put in the table as it is; a JavaScript one
# needs a WebAssembly function that calls it, which addFunction makes by compiling one
# small module for each (259 of them); here one module makes them all.
LINK_AT_ONCE_JS = """var reportUndefinedSymbols=()=>{
  var pending=[];
  for(var[symName,entry]of Object.entries(GOT)){
    if(entry.value!=-1)continue;
    var value=resolveGlobalSymbol(symName,true).sym;
    if(typeof value!="function"||getFunctionAddress(value))continue;
    var slot=getEmptyTableSlot();
    functionsInTableMap.set(value,slot);
    try{setWasmTableEntry(slot,value)}catch(error){
      if(!(error instanceof TypeError))throw error;
      pending.push([slot,value]);
    }
  }
  var callers=wasmCallersOf(pending.map(([,func])=>func));
  pending.forEach(([slot],k)=>setWasmTableEntry(slot,callers[k]));
  reportUndefinedSymbolsOneByOne();
};
var wasmCallersOf=funcs=>{
  if(!funcs.length)return[];
  var leb=n=>{var out=[];do{var low=n&127;n>>>=7;out.push(n?low|128:low)}while(n);return out};
  var vec=items=>[...leb(items.length),...items.flat()];
  var utf8=text=>vec(Array.from(text,c=>c.charCodeAt(0)));
  var section=(id,body)=>[id,...leb(body.length),...body];
  var code=t=>wasmTypeCodes[t];
  var type=sig=>[96,...vec(Array.from(sig.slice(1),code)),...vec(sig[0]=="v"?[]:[code(sig[0])])];
  var types=funcs.map(f=>type(f.sig));
  var imports=funcs.map((f,k)=>[...utf8("e"),...utf8("f"+k),0,...leb(k)]);
  var exports=funcs.map((f,k)=>[...utf8("f"+k),0,...leb(k)]);
  var bytes=new Uint8Array([0,97,115,109,1,0,0,0,...section(1,vec(types)),
    ...section(2,vec(imports)),...section(7,vec(exports))]);
  var env=Object.fromEntries(funcs.map((f,k)=>["f"+k,f]));
  var made=new WebAssembly.Instance(new WebAssembly.Module(bytes),{e:env}).exports;
  return funcs.map((f,k)=>made["f"+k]);
};
var reportUndefinedSymbolsOneByOne=()=>{"""
# As published, restoring a memory snapshot copies the whole of it into the WebAssembly's
# memory: 31 MB, half of them pages of zeros, which static/python.mjs had first to unpack
# from what it stores (the pages that are not all zeros) into a new array of that size.
# Given a snapshot that can put itself there (``restoreInto``: static/python.mjs,
# ``restorable``), the page's runtime lets it copy its stored pages straight from what was
# stored, and tells it how far the memory was written before (the top of the heap: above,
# a new memory is still zeros), so that it checks the pages of zeros below that are still
# zeros, and where the stack is unused (from its end to the stack pointer: nothing runs as
# the snapshot is restored, and what a program finds below its stack pointer is not its
# own, so those 10 MB need no check).
SNAPSHOT_COPIED = (
    "t=t.subarray(r);let s=(new TextDecoder).decode(i),l=JSON.parse(s);"
    "return Module.HEAP8.set(t),l};"
)
SNAPSHOT_RESTORED = (
    "let s=(new TextDecoder).decode(i),l=JSON.parse(s);"
    "return(t.restoreInto?t.restoreInto(Module.HEAPU8,r,HEAPU32[_emscripten_get_sbrk_ptr()>>>2],"
    "[_emscripten_stack_get_end(),_emscripten_stack_get_current()]):"
    "Module.HEAP8.set(t.subarray(r))),l};"
)
# Each place (what it is, as published, as the page's runtime has it). The code put in
# has no line breaks: the runtime's lines stay where they were, and so do the line numbers
# a stack trace of it names.
RUNTIME_PATCHES = (
    (
        "its exports linked",
        LINK_EXPORTS,
        "updateGOT(origExports,false,true);LDSO.init();loadDylibs();",
    ),
    (
        "updateGOT",
        UPDATE_GOT,
        "var updateGOT=(exports,replace,onlyAsked)=>{for(var symName in exports){"
        "if(isInternalSym(symName)||(onlyAsked&&!(symName in GOT))){continue}",
    ),
    (
        "reportUndefinedSymbols",
        REPORT_UNDEFINED,
        LINK_AT_ONCE_JS.replace("\n  ", "").replace("\n", ""),
    ),
    ("restoreSnapshot", SNAPSHOT_COPIED, SNAPSHOT_RESTORED),
)


# Pyodide's loader (pyodide.mjs) as published: given a memory snapshot (_loadSnapshot, the
# bytes or a promise of them), it waits for all of it before it makes the runtime
# (prepareSnapshot), then restores it into the runtime's memory (bootstrapPyodide's call).
SNAPSHOT_PREPARED = "async function ke(e,t){if(!e._loadSnapshot)return;"
SNAPSHOT_BOOTSTRAPPED = "let a=Ae(r,s,t);"
# The page's loader also takes _snapshotStored, a promise of whether there is a snapshot
# (static/python.mjs: whether IndexedDB holds one of this version): if not, Python starts
# as without one; if so, the runtime is made at once (its WebAssembly instantiated and
# linked, Python not started: noInitialRun) and the snapshot waited for only to restore
# it, so both are done side by side. (The size of the memory the published loader sets,
# INITIAL_MEMORY, is unused by this runtime: its WebAssembly makes its own memory, and the
# restore writes into it.) Without _snapshotStored, as published.
SNAPSHOT_STORED_FIRST = (
    SNAPSHOT_PREPARED + "if(e._snapshotStored!==void 0){if(!await e._snapshotStored)return;"
    "return t.noInitialRun=!0,{restoredLater:e._loadSnapshot}}"
)
SNAPSHOT_RESTORED_LATER = "let a=Ae(r,s?.restoredLater?await s.restoredLater:s,t);"
LOADER_PATCHES = (
    ("prepareSnapshot", SNAPSHOT_PREPARED, SNAPSHOT_STORED_FIRST),
    ("bootstrapPyodide's call", SNAPSHOT_BOOTSTRAPPED, SNAPSHOT_RESTORED_LATER),
)


def _patched(text: str, file: str, patches: Iterable[tuple[str, str, str]]) -> str:
    """``text`` (Pyodide's ``file``) with each of ``patches`` (what, published, patched)
    made; a VendorError if a place is not found exactly once (a Pyodide upgrade)."""
    for what, published, patched in patches:
        found = text.count(published)
        if found != 1:
            raise VendorError(
                f"pyodide: {file}'s start-up is not understood ({what}: found"
                f" {found} times, not once)"
            )
        text = text.replace(published, patched)
    return text


def loader_restoring_later(text: str) -> str:
    """Pyodide's loader (the text of pyodide.mjs) as the page loads it: told that a memory
    snapshot is coming, it makes the runtime while the snapshot is read (LOADER_PATCHES).
    As published, the runtime's WebAssembly was instantiated and linked only once the whole
    snapshot had been read from IndexedDB and checked (bench/README.md). A VendorError if
    the loader is not as this expects (a Pyodide upgrade)."""
    return _patched(text, LOADER, LOADER_PATCHES)


def runtime_linking_at_once(text: str) -> str:
    """Pyodide's runtime (the text of pyodide.asm.mjs) as the page loads it: its dynamic
    linking at start done without what this page never uses. As published, once its
    WebAssembly is instantiated, it gives every function the WebAssembly exports (7,694)
    a place in the function table and a global of its own, in case a library loaded later
    takes its address; and it gives each JavaScript function whose address the WebAssembly
    takes (259) a WebAssembly caller compiled on its own: most of the 80 ms from its
    WebAssembly instantiated to linked, at every start in the page (a repeat visit's too:
    82 -> 38 ms, and 330 -> 89 ms with the CPU four times slower; bench/README.md). Here
    only the exports the WebAssembly asks for get them (a library loaded later asks for
    what it needs, and is given it then, as the runtime does for the symbols it lacks),
    and the JavaScript functions' callers come from one module, in the places addFunction
    would have given them one by one (RUNTIME_PATCHES). The function table is laid out
    differently (a memory snapshot holds its indices: its key has the runtime's SHA-256).
    And a memory snapshot may restore itself from the pages stored (SNAPSHOT_RESTORED).
    A VendorError if the runtime is not as this expects (a Pyodide upgrade)."""
    return _patched(text, RUNTIME, RUNTIME_PATCHES)


def _js_sources(text: str, at: int, folder: str) -> tuple[dict[str, bytes], int]:
    """The JavaScript object at ``text[at]`` (its "{"), of sources (string literals, which
    the minified chunk writes as JSON ones) and folders (objects of the same): the files by
    their path under ``folder``, and where the object ends."""
    decoder = json.JSONDecoder()
    files: dict[str, bytes] = {}
    at += 1
    while True:
        while at < len(text) and text[at] in " \n\t,":
            at += 1
        if at == len(text):
            raise VendorError(f"@pyscript/core: its Python package ends early ({folder})")
        if text[at] == "}":
            return files, at + 1
        key = JS_KEY.match(text, at)
        if key is None:
            raise VendorError(f"@pyscript/core: its Python package is not understood at {at}")
        name, at = key[1] or key[2], key.end()
        if text[at] == "{":
            inner, at = _js_sources(text, at, f"{folder}{name}/")
            files.update(inner)
        else:
            try:
                source, at = decoder.raw_decode(text, at)
            except json.JSONDecodeError as error:
                raise VendorError(f"@pyscript/core: {folder}{name} is not understood") from error
            files[f"{folder}{name}"] = str(source).encode()


def package_files() -> list[str]:
    """Files of the Python package, as URLs relative to the repo root."""
    top = ROOT / PACKAGE
    found: list[str] = []
    for dirpath, dirnames, filenames in os.walk(top):
        dirnames[:] = sorted(
            d for d in dirnames if d not in PACKAGE_SKIP_DIRS and not d.startswith(".")
        )
        for name in sorted(filenames):
            if name.startswith(".") or Path(name).suffix not in PACKAGE_SUFFIXES:
                continue
            path = (Path(dirpath) / name).relative_to(ROOT).as_posix()
            if path not in PACKAGE_SKIP_FILES and not path.startswith(PACKAGE_SKIP_PACKAGES):
                found.append(path)
    if f"{PACKAGE}/__init__.py" not in found:
        print(f"vendor: warning: {PACKAGE}/__init__.py not found", file=sys.stderr)
    return found


def page_files() -> list[str]:
    static = ROOT / "static"
    found = [PAGE_ENTRY]
    for dirpath, dirnames, filenames in os.walk(static):
        here = Path(dirpath)
        dirnames[:] = sorted(
            d
            for d in dirnames
            if not d.startswith(".") and d != "__pycache__" and here / d not in (VENDOR, PICTURES)
        )
        found += [
            (here / n).relative_to(ROOT).as_posix()
            for n in sorted(filenames)
            if not n.startswith(".") and not n.endswith((".pyc", "~"))
        ]
    found.remove(BOOT_SOURCE)
    return found


def toml_string(value: str) -> str:
    # A JSON string of printable text is a valid TOML basic string.
    return json.dumps(value)


def render_config(disabled_plugins: list[str]) -> str:
    lines = [
        "# The page's PyScript config (index.html loads it). scripts/vendor.py checks it",
        "# against the vendored PyScript; `python3 scripts/vendor.py --write-config` writes it.",
        "#",
        "# `interpreter` is resolved against the page's URL. No [files]: the interpreter",
        f'# module unpacks static/vendor/{PACKAGE_ZIP} itself. Every plugin is off; "error"',
        "# would show Python's tracebacks on the page.",
        f"interpreter = {toml_string(f'./{INTERPRETER}')}",
        "plugins = [" + ", ".join(toml_string(f"!{p}") for p in disabled_plugins) + "]",
    ]
    return "\n".join(lines) + "\n"


# The config of PyScript's other script type, mpy (MicroPython, unused): inline in
# index.html, so that the page fetches pyscript.toml once. It needs the plugins switched off
# too: PyScript loads its plugins once per type, and a type without a config loads them all.
MPY_CONFIG = re.compile(r"<mpy-config>[^<]*</mpy-config>")


def render_mpy_config(disabled_plugins: list[str]) -> str:
    plugins = json.dumps({"plugins": [f"!{p}" for p in disabled_plugins]})
    return f"<mpy-config>{plugins}</mpy-config>"


# The chunks PyScript's core imports as it starts (pyscript_started_chunks), preloaded by
# index.html: at hand when the core asks for them. Each import used to wait for its file
# from the service worker's cache while the page's thread was busy with the runtime, and
# PyScript asked for Python only after both (bench/README.md).
PYSCRIPT_PRELOADS = re.compile(
    rf'(?:[ \t]*<link rel="modulepreload" href="{VENDOR_URL}/pyscript/[^"]+">\n)+'
)


def render_pyscript_preloads(chunks: list[str]) -> str:
    return "".join(
        f'  <link rel="modulepreload" href="{VENDOR_URL}/pyscript/{c}">\n' for c in chunks
    )


def check_config(config: str, mpy_config: str, preloads: str) -> None:
    """The committed pyscript.toml, and index.html's mpy config and preloads of PyScript's
    chunks, are the ones this PyScript needs, or a VendorError."""
    page = (ROOT / PAGE_ENTRY).read_text(encoding="utf-8")
    if not CONFIG.is_file() or CONFIG.read_text(encoding="utf-8") != config:
        raise VendorError(
            "pyscript.toml does not match the vendored PyScript: "
            "run `python3 scripts/vendor.py --write-config` and commit it"
        )
    if MPY_CONFIG.findall(page) != [mpy_config]:
        raise VendorError(
            "index.html's <mpy-config> does not match the vendored PyScript: "
            "run `python3 scripts/vendor.py --write-config` and commit it"
        )
    if PYSCRIPT_PRELOADS.findall(page) != [preloads]:
        raise VendorError(
            "index.html's preloads of PyScript's chunks do not match the vendored PyScript: "
            "run `python3 scripts/vendor.py --write-config` and commit it"
        )


def render_screens_css() -> bytes:
    """Every screen folder's style.css, one after the other (folders in name order)."""
    parts = []
    for css in sorted(SCREENS.glob("*/style.css")):
        name = css.relative_to(ROOT).as_posix()
        parts.append(f"/* {name} */\n{css.read_text(encoding='utf-8').strip()}\n")
    return "\n".join(parts).encode()


def render_lock(lock: Path) -> bytes:
    """Pyodide's lock file without its packages: Pyodide checks the "info"."""
    info = json.loads(lock.read_text(encoding="utf-8"))["info"]
    return (json.dumps({"info": info, "packages": {}}, indent=1) + "\n").encode()


# The message catalog merged at set-up, where belot.app.messages reads it (its MERGED,
# beside it); and its parts, which the page then never imports, left out of the page's
# package: each screen folder's words.py, the words they share, and the engine's Bulgarian
# and French (its English stays: the engine speaks it, in belot.errors and belot.explain).
# tests/test_layers.py checks that nothing but belot.app.messages reads a part, and
# tests/app/test_catalog.py that the page's package has the merged catalog and no part.
CATALOG_ENTRY = f"{PACKAGE}/app/catalog.bin"
ENGINE_TRANSLATIONS = frozenset({f"{PACKAGE}/words/bg.py", f"{PACKAGE}/words/fr.py"})
MERGE_CATALOG = (
    "import sys\nfrom belot.app import messages\nsys.stdout.buffer.write(messages.dumps_merged())"
)


def catalog_part(path: str) -> bool:
    """Whether ``path``, a file of the package, is a part of the merged catalog."""
    app_words = path.startswith(f"{PACKAGE}/app/") and path.endswith("/words.py")
    return app_words or path in ENGINE_TRANSLATIONS


def merged_catalog() -> bytes:
    """The catalog gathered from its parts as belot.app.messages gathers them, by a Python
    of the set-up's own (a new one: a long-running server's refresh sees every change of
    the words); kept in COMPILED_CACHE by every file of the package, its parts included,
    so that a refresh with nothing changed runs none."""
    key = hashlib.sha256(MERGE_CATALOG.encode() + sys.version.encode())
    for path in package_files():
        key.update(hashlib.sha256(path.encode() + b"\0" + (ROOT / path).read_bytes()).digest())
    name = f"catalog-{key.hexdigest()[:32]}.bin"
    found = compress.read_kept(COMPILED_CACHE, name)
    if found is not None:
        return found
    done = subprocess.run(
        [sys.executable, "-c", MERGE_CATALOG], cwd=ROOT, capture_output=True, check=False
    )
    if done.returncode != 0 or not done.stdout:
        raise VendorError(f"merging the catalog failed: {done.stderr.decode().strip()}")
    compress.keep(COMPILED_CACHE, name, done.stdout)
    return done.stdout


def package_sources() -> dict[str, str]:
    """What belot.zip is made of: each entry's name -> its file (repo-relative): the
    package's files but the catalog's parts, and the page's start as a module beside it."""
    files = {path: path for path in package_files() if not catalog_part(path)}
    return {**files, BOOT_MODULE: BOOT_SOURCE}


def page_package() -> bytes:
    """The package's sources as the page has them (:func:`render_package_zip`), with the
    merged catalog."""
    return render_package_zip(package_sources(), {CATALOG_ENTRY: merged_catalog()})


def render_package_zip(
    package: Mapping[str, str], generated: Mapping[str, bytes] | None = None
) -> bytes:
    """The package's modules (:func:`package_sources`) and ``generated`` files as a zip
    archive, the same bytes for the same sources."""
    contents = {name: (ROOT / path).read_bytes() for name, path in package.items()}
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
        for name, data in {**contents, **(generated or {})}.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def render_sizes(sizes: Mapping[str, int], stdlib: bytes, runtime: bytes, package: bytes) -> bytes:
    def digest(data: bytes) -> str:
        return base64.b64encode(hashlib.sha256(data).digest()).decode()

    return (
        "// Generated by scripts/vendor.py: do not edit. The size of each file, in bytes.\n"
        f"export const SIZES = {json.dumps(dict(sorted(sizes.items())), indent=1)};\n"
        "// The SHA-256 (base64) of the standard library, of the runtime's JavaScript and of\n"
        "// the package's archive: parts of the Python snapshot's key.\n"
        f'export const STDLIB_SHA256 = "{digest(stdlib)}";\n'
        f'export const RUNTIME_SHA256 = "{digest(runtime)}";\n'
        f'export const PACKAGE_SHA256 = "{digest(package)}";\n'
    ).encode()


def segno_pin() -> str:
    """The segno version pinned in pyproject.toml's "page" extra."""
    import tomllib

    project = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]
    extras: dict[str, list[str]] = project["optional-dependencies"]
    for requirement in extras.get("page", []):
        name, _, version = str(requirement).partition("==")
        if name.strip().lower() == SEGNO:
            return version.strip()
    raise VendorError('pyproject.toml pins no segno in its "page" extra')


def segno_files(stdlib: Iterable[str] = ()) -> dict[str, bytes]:
    """The files of segno.zip, by their path in it: segno's, installed here at the pinned
    version, and the standard library's files ``stdlib`` (paths in its zip)."""
    from importlib import metadata

    wanted = segno_pin()
    try:
        found = metadata.version(SEGNO)
    except metadata.PackageNotFoundError:
        found = ""
    if found != wanted:
        raise VendorError(
            f"segno {wanted} is pinned but {found or 'not installed'} here ({sys.executable}): "
            "run `make vendor` (it installs and uses .venv)"
        )
    dist = metadata.distribution(SEGNO)
    files = {
        f"{SEGNO}/{name}": Path(str(dist.locate_file(f"{SEGNO}/{name}"))).read_bytes()
        for name in SEGNO_MODULES
    }
    files[f"{SEGNO}/writers.py"] = SEGNO_NO_WRITERS
    licence = [f for f in dist.files or () if f.name in ("LICENSE", "LICENSE.txt")]
    if licence:
        files[f"{SEGNO}/LICENSE"] = Path(str(dist.locate_file(licence[0]))).read_bytes()
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as archive:
        for name in stdlib:
            files[name] = archive.read(name)
    return files


def merged(*archives: bytes) -> bytes:
    """The entries of zip ``archives`` in one, stored (they are compiled archives), in name
    order."""
    entries: dict[str, tuple[zipfile.ZipInfo, bytes]] = {}
    for data in archives:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            for info in archive.infolist():
                entries[info.filename] = (info, archive.read(info))
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as out:
        for name in sorted(entries):
            out.writestr(*entries[name])
    return buffer.getvalue()


def render_zip(files: Mapping[str, bytes], *, stored: bool = False) -> bytes:
    """``files`` as a zip archive, the same bytes for the same files; deflated, or
    ``stored`` as the compiled archives are (the server compresses the whole)."""
    method = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method, compresslevel=None if stored else 9) as archive:
        for path, data in sorted(files.items()):
            info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = method
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)
    return buffer.getvalue()


def compiled(sources: bytes, prefix: str, keep: Iterable[str] | None = None) -> bytes:
    """A zip of Python sources as a zip of bytecode, compiled by the pinned Pyodide under
    Node (scripts/precompile.py; ``prefix``: where the page imports them from; ``keep``:
    the standard library's files to keep, None for a package, all of whose files are).
    Kept in COMPILED_CACHE by what went in, so only a changed package is compiled again."""
    script = ROOT / "scripts" / "precompile.py"
    listed = json.dumps(sorted(keep)).encode() if keep is not None else b""
    mode = "stdlib" if keep is not None else "package"
    key = _key(sources, prefix.encode(), listed, mode.encode(), script.read_bytes())
    found = compress.read_kept(COMPILED_CACHE, f"{key}.zip")
    if found is not None:
        return found
    source, kept, out = _own(f"{key}.src.zip", f"{key}.keep.json", f"{key}.out.zip")
    source.write_bytes(sources)
    kept.write_bytes(listed)
    args = [_host(source), prefix, _host(out), mode]
    done = _run_in_pyodide(script, *args, *([_host(kept)] if keep is not None else []))
    source.unlink()
    kept.unlink()
    return _kept_output(done, out, f"{key}.zip", "compiling Python with Pyodide failed")


# Where belot.app.dataclass_methods reads the code of the methods the set-up compiled (its
# SHIPPED, beside it).
METHODS_ENTRY = "belot/app/dataclass_methods.bin"
# Where it reads the shapes of the classes the set-up saw made (its SHAPES, beside it).
SHAPES_ENTRY = "belot/app/dataclass_shapes.bin"
# Python's sitecustomize in the page's standard library (scripts/start_site.py), and where
# it reads the code of the dataclass methods Python's own start compiles (its SHIPPED).
START_SITE = ROOT / "scripts" / "start_site.py"
# What runs a script in the pinned Pyodide under Node, with START_SITE as its sitecustomize.
PYODIDE_RUN = ROOT / "scripts" / "pyodide-run.mjs"
START_SITE_ENTRY = "sitecustomize.py"
START_METHODS = ROOT / "scripts" / "start_methods.py"
START_METHODS_ENTRY = "_start_methods.bin"


def _own(*names: str) -> list[Path]:
    """Paths in COMPILED_CACHE for this run's own files (another clone, or another thread
    of this run, may be making the same ones meanwhile)."""
    COMPILED_CACHE.mkdir(parents=True, exist_ok=True)
    mine = f"{os.getpid()}.{threading.get_ident()}"
    return [COMPILED_CACHE / f".{mine}.{name}" for name in names]


def _key(*parts: bytes) -> str:
    """What identifies a result of a run in Pyodide: its inputs, and the Python that made
    it: the pinned Pyodide, started by PYODIDE_RUN (its settings make part of the bytecode)
    with START_SITE (whose imports are part of its start)."""
    key = hashlib.sha256()
    for part in (*parts, PYODIDE_RUN.read_bytes(), START_SITE.read_bytes()):
        key.update(hashlib.sha256(part).digest())
    key.update(pinned_versions()["pyodide"].encode())
    return key.hexdigest()[:32]


def _host(path: Path) -> str:
    """``path`` as Pyodide under Node sees it (scripts/pyodide-run.mjs mounts / at /host). Real
    paths: it follows no symlink that points outside (node_modules may be one)."""
    return "/host" + str(path.resolve())


def _run_in_pyodide(script: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["node", str(PYODIDE_RUN), str(script), *args], capture_output=True, text=True, check=False
    )


def _kept_output(
    done: subprocess.CompletedProcess[str], out: Path, name: str, failed: str
) -> bytes:
    """What a run in Pyodide wrote to ``out``, kept in COMPILED_CACHE as ``name``; a
    VendorError starting ``failed`` if it failed or wrote nothing."""
    if done.returncode != 0 or not out.is_file():
        out.unlink(missing_ok=True)
        raise VendorError(f"{failed}: {done.stderr.strip()}")
    data = out.read_bytes()
    out.replace(COMPILED_CACHE / name)
    return data


def start_methods() -> bytes:
    """The code of the dataclass methods Python's own start compiles (scripts/start_methods.py,
    in Pyodide under Node; kept in COMPILED_CACHE by what went in)."""
    key = _key(START_METHODS.read_bytes())
    found = compress.read_kept(COMPILED_CACHE, f"start-{key}.bin")
    if found is not None:
        return found
    (out,) = _own(f"start-{key}.bin")
    done = _run_in_pyodide(START_METHODS, _host(out))
    return _kept_output(done, out, f"start-{key}.bin", "compiling Python's start methods failed")


def stdlib_sources() -> bytes:
    """The npm package's standard library, with scripts/start_site.py as its sitecustomize."""
    return merged(
        (NODE_MODULES / "pyodide" / STDLIB).read_bytes(),
        render_zip({START_SITE_ENTRY: START_SITE.read_bytes()}, stored=True),
    )


# --- which standard modules the page needs ------------------------------------------------

TRACE = ROOT / "scripts" / "trace.py"
# What only the page imports (PyScript's own package, the browser edge, what only a
# browser makes Pyodide import), recorded in the page: tests/e2e/test_stdlib.py says how.
PAGE_MODULES = ROOT / "scripts" / "page-modules.txt"
# Set (to anything) to ship the whole standard library (to record PAGE_MODULES with).
WHOLE_STDLIB = "BELOT_WHOLE_STDLIB"


def traced(package: bytes, segno: bytes) -> tuple[dict[str, list[str]], bytes, bytes]:
    """What scripts/trace.py finds the page's Python imports, at start, with every module of
    the package, on a tour of the app, and while a QR code is first drawn (a run in Pyodide
    under Node, about half a minute; kept in COMPILED_CACHE by what went in); the code of
    the dataclass methods compiled meanwhile, and the shapes of the classes made
    (belot.app.dataclass_methods). The package and segno as sources (zips). A VendorError
    if the tour missed a screen."""
    key = _key(package, segno, TRACE.read_bytes())
    text = compress.read_kept(COMPILED_CACHE, f"trace-{key}.json")
    methods = compress.read_kept(COMPILED_CACHE, f"trace-{key}.methods.bin")
    shapes = compress.read_kept(COMPILED_CACHE, f"trace-{key}.shapes.bin")
    if text is None or methods is None or shapes is None:
        package_zip, segno_zip, out, out_methods, out_shapes = _own(
            f"trace-{key}.package.zip",
            f"trace-{key}.segno.zip",
            f"trace-{key}.out.json",
            f"trace-{key}.out.bin",
            f"trace-{key}.out.shapes.bin",
        )
        package_zip.write_bytes(package)
        segno_zip.write_bytes(segno)
        print("vendor: tracing the page's imports in Pyodide (once per change of the package)")
        outs = (out, out_methods, out_shapes)
        done = _run_in_pyodide(
            TRACE, _host(package_zip), _host(segno_zip), *(_host(o) for o in outs)
        )
        package_zip.unlink()
        segno_zip.unlink()
        if done.returncode != 0 or not all(o.is_file() for o in outs):
            for o in outs:
                o.unlink(missing_ok=True)
            raise VendorError(f"tracing the page's imports failed: {done.stderr.strip()}")
        text, methods, shapes = (o.read_bytes() for o in outs)
        out_shapes.replace(COMPILED_CACHE / f"trace-{key}.shapes.bin")
        out_methods.replace(COMPILED_CACHE / f"trace-{key}.methods.bin")
        out.replace(COMPILED_CACHE / f"trace-{key}.json")
    found: dict[str, list[str]] = json.loads(text)
    if found["unreached"]:
        raise VendorError(
            "scripts/trace.py's tour did not reach the screens "
            f"{', '.join(found['unreached'])}: its imports would go untraced"
        )
    return found, methods, shapes


# Standard modules that the page's start imports only where it expects them to be missing
# (in a ``try: ... except ImportError``), for what a page never does: left out.
OPTIONAL_MODULES = {
    "ssl": "asyncio's TLS sockets (a page opens no socket)",
    "_ssl": "Pyodide's stand-in for the C module, imported by ssl only",
    "bz2": "zipfile's and shutil's bzip2 (the page's archives are stored or deflated)",
    "lzma": "zipfile's and shutil's LZMA",
    "compression": "zipfile's and shutil's Zstandard (compression.zstd)",
}


def optional(module: str) -> bool:
    """Whether ``module`` is one of OPTIONAL_MODULES or in a package that is."""
    return any(module == m or module.startswith(f"{m}.") for m in OPTIONAL_MODULES)


def page_modules() -> set[str]:
    """The modules of scripts/page-modules.txt (one a line; # starts a comment)."""
    lines = PAGE_MODULES.read_text(encoding="utf-8").splitlines()
    return {line.split("#")[0].strip() for line in lines} - {""}


def stdlib_files(modules: Iterable[str], names: Iterable[str]) -> set[str]:
    """The files of the standard library's zip (``names``) that hold ``modules``: a
    module's ``.py``, a package's ``__init__.py`` (built-in modules have none)."""
    present = set(names)
    found = set()
    for module in modules:
        path = module.replace(".", "/")
        for name in (f"{path}.py", f"{path}/__init__.py"):
            if name in present:
                found.add(name)
    return found


def stdlib_plan(trace: Mapping[str, list[str]]) -> tuple[set[str] | None, set[str]]:
    """(the standard library's files the page starts with, None for all of them; those only
    drawing a QR code needs, for segno.zip), from what :func:`traced` found."""
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as archive:
        names = archive.namelist()
    start = (set(trace["tour"]) - set(trace["qr"])) | page_modules()
    # A module of a package the page starts with is found only where that package is: it
    # goes with it (only whole packages can be left for segno.zip).
    qr_only = {m for m in trace["qr"] if m.split(".")[0] not in start}
    start |= set(trace["qr"]) - qr_only
    if os.environ.get(WHOLE_STDLIB):
        return None, set()
    # A frozen module's file is never read: Python finds its code in the runtime first.
    start = {m for m in start - set(trace["frozen"]) if not optional(m)}
    files = stdlib_files(start, names)
    return files, stdlib_files(qr_only, names) - files


def _all() -> set[str]:
    """Every module file of the standard library's zip."""
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as archive:
        return {name for name in archive.namelist() if name.endswith(".py")}


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)
    return True


def render_precache_js(precache: Mapping[str, object]) -> str:
    return (
        "// Generated by scripts/vendor.py: do not edit. Imported by sw.js (importScripts).\n"
        f"self.PRECACHE = {json.dumps(precache, indent=1)};\n"
    )


def sri(data: bytes) -> str:
    return "sha256-" + base64.b64encode(hashlib.sha256(data).digest()).decode("ascii")


def up_to_date(src: Path, dst: Path) -> bool:
    if not dst.is_file():
        return False
    a, b = src.stat(), dst.stat()
    return a.st_size == b.st_size and a.st_mtime_ns == b.st_mtime_ns


def plan_copies() -> dict[str, Path]:
    """Vendor-relative copies -> source, once the committed configs are checked against
    the installed PyScript."""
    check_node_modules()
    copies = {f"pyodide/{n}": NODE_MODULES / "pyodide" / n for n in PYODIDE_FILES}
    pyscript, disabled = pyscript_files()
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    core = core_chunk()[0].name  # generated: see core_without_python
    copies |= {f"pyscript/{n}": dist / n for n in pyscript if n != core}
    preloads = render_pyscript_preloads(pyscript_started_chunks()[0])
    check_config(render_config(disabled), render_mpy_config(disabled), preloads)
    return copies


def plan(
    copies: dict[str, Path] | None = None,
) -> tuple[dict[str, Path], dict[str, bytes], list[str]]:
    """(vendor-relative copies -> source, vendor-relative generated files -> bytes, precache)."""
    if copies is None:
        copies = plan_copies()
    package = page_package()
    # Each compiles or traces in a Node process of its own: the package while its imports
    # are traced, then the standard library and segno (which the trace divides) at once.
    with ThreadPoolExecutor(max_workers=2) as pool:
        package_zip = pool.submit(compiled, package, PACKAGE_PATH)
        trace, methods, shapes = traced(package, render_zip(segno_files()))
        start, qr_only = stdlib_plan(trace)
        kept = (start or _all()) | {START_SITE_ENTRY}
        stdlib = pool.submit(compiled, stdlib_sources(), STDLIB_PATH, kept)
        started = pool.submit(start_methods)
        segno = compiled(render_zip(segno_files(sorted(qr_only))), PACKAGE_PATH)
        core = core_chunk()[0]
        generated = {
            f"pyodide/{PYODIDE_LOCK}": render_lock(NODE_MODULES / "pyodide" / PYODIDE_LOCK),
            f"pyodide/{LOADER}": loader_restoring_later(
                (NODE_MODULES / "pyodide" / LOADER).read_text("utf-8")
            ).encode(),
            f"pyodide/{RUNTIME}": runtime_linking_at_once(
                (NODE_MODULES / "pyodide" / RUNTIME).read_text("utf-8")
            ).encode(),
            f"pyscript/{core.name}": core_without_python(core.read_text("utf-8")).encode(),
            PACKAGE_ZIP: merged(
                package_zip.result(),
                render_zip({METHODS_ENTRY: methods, SHAPES_ENTRY: shapes}, stored=True),
            ),
            f"pyodide/{STDLIB}": merged(
                stdlib.result(), render_zip({START_METHODS_ENTRY: started.result()}, stored=True)
            ),
            SEGNO_ZIP: segno,
            SCREENS_CSS: render_screens_css(),
        }
    sizes = {name: len(generated[name]) for name in (PACKAGE_ZIP, f"pyodide/{STDLIB}")}
    sizes[f"pyodide/{WASM}"] = copies[f"pyodide/{WASM}"].stat().st_size
    generated[SIZES_MODULE] = render_sizes(
        sizes,
        generated[f"pyodide/{STDLIB}"],
        generated[f"pyodide/{RUNTIME}"],
        generated[PACKAGE_ZIP],
    )

    vendored = [f"{VENDOR_URL}/{rel}" for rel in sorted([*copies, *generated])]
    urls = ["./", *page_files(), CONFIG.name, *vendored]
    digest = hashlib.sha256()
    integrity: dict[str, str] = {}
    for url in [*urls, SERVICE_WORKER]:
        rel = url.removeprefix(f"{VENDOR_URL}/")
        if url == "./":
            data = (ROOT / PAGE_ENTRY).read_bytes()
        elif url == CONFIG.name:
            data = CONFIG.read_bytes()
        elif url.startswith(f"{VENDOR_URL}/") and rel in generated:
            data = generated[rel]
        else:
            data = (copies[rel] if url.startswith(f"{VENDOR_URL}/") else ROOT / url).read_bytes()
        integrity[url] = sri(data)
        digest.update(url.encode() + b"\0" + hashlib.sha256(data).digest())
    del integrity[SERVICE_WORKER]
    precache = {"version": digest.hexdigest()[:16], "files": urls, "integrity": integrity}
    generated["precache.json"] = (json.dumps(precache, indent=1) + "\n").encode()
    generated["precache.js"] = render_precache_js(precache).encode()
    return copies, generated, urls


def refresh_generated() -> list[str]:
    """Rewrite the generated files that are out of date (not the copies): their names.

    For scripts/serve.py, so that an edited or added package file is in belot.zip and
    precache.js on the next reload without running this script again.
    """
    _, generated, _ = plan()
    return [rel for rel, data in generated.items() if write_if_changed(VENDOR / rel, data)]


def run(check: bool) -> int:
    copies = plan_copies()
    stale = [rel for rel, src in copies.items() if not up_to_date(src, VENDOR / rel)]
    if check:
        copies, generated, urls = plan(copies)
    else:
        # The copies first; their compressed copies (the wasm's takes longest) are made
        # while the archives are compiled.
        for rel in stale:
            dst = VENDOR / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(copies[rel], dst)
        copied = [f"{VENDOR_URL}/{rel}" for rel in copies]
        with ThreadPoolExecutor(max_workers=1) as early:
            compressing = early.submit(compress.precompress, ROOT, copied, prune=False, cache=CACHE)
            copies, generated, urls = plan(copies)
            compressing.result()
    wanted = set(copies) | set(generated)
    stale += [
        rel
        for rel, data in generated.items()
        if not (VENDOR / rel).is_file() or (VENDOR / rel).read_bytes() != data
    ]
    extra = sorted(
        p.relative_to(VENDOR).as_posix()
        for p in (VENDOR.rglob("*") if VENDOR.is_dir() else [])
        if p.is_file()
        and p.relative_to(VENDOR).as_posix() not in wanted
        and ROOT / compress.COMPRESSED not in p.parents
    )
    if check:
        for rel in stale:
            print(f"vendor: stale: static/vendor/{rel}", file=sys.stderr)
        for rel in extra:
            print(f"vendor: unexpected: static/vendor/{rel}", file=sys.stderr)
        return 1 if stale or extra else 0

    for rel, data in generated.items():
        write_if_changed(VENDOR / rel, data)
    for rel in extra:
        (VENDOR / rel).unlink()
    for d in sorted((p for p in VENDOR.rglob("*") if p.is_dir()), reverse=True):
        if not any(d.iterdir()):
            d.rmdir()

    total = sum((VENDOR / rel).stat().st_size for rel in wanted)
    print(
        f"vendor: static/vendor/ has {len(wanted)} files, {total / 1e6:.1f} MB "
        f"({len(stale)} updated, {len(extra)} removed); precache lists {len(urls)} URLs"
    )
    precompress(urls)
    return 0


def precompress(urls: list[str]) -> None:
    """Brotli and gzip copies (static/vendor/compressed/) of every file the page may fetch:
    the precached ones, the service worker and its precache.js. Slow only the first time
    (the wasm: about 25 s); after that only the files that changed are compressed again."""
    files = [url for url in urls if url != "./"] + [SERVICE_WORKER, f"{VENDOR_URL}/precache.js"]
    print(compress.precompress(ROOT, files, cache=CACHE))
    compress.forget_old(CACHE)


def write_config() -> int:
    """Write pyscript.toml, and index.html's <mpy-config> and preloads of PyScript's chunks,
    for the PyScript in node_modules."""
    check_node_modules()
    _, disabled = pyscript_files()
    changed = write_if_changed(CONFIG, render_config(disabled).encode())
    print(f"vendor: pyscript.toml {'written' if changed else 'already up to date'}")
    page = ROOT / PAGE_ENTRY
    text = MPY_CONFIG.sub(render_mpy_config(disabled), page.read_text(encoding="utf-8"), count=1)
    preloads = render_pyscript_preloads(pyscript_started_chunks()[0])
    text = PYSCRIPT_PRELOADS.sub(lambda _: preloads, text, count=1)
    changed = write_if_changed(page, text.encode())
    print(
        "vendor: index.html's <mpy-config> and preloads "
        f"{'written' if changed else 'already up to date'}"
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report whether up to date")
    parser.add_argument(
        "--write-config",
        action="store_true",
        help="write pyscript.toml and index.html's PyScript lines",
    )
    args = parser.parse_args(argv)
    try:
        return write_config() if args.write_config else run(args.check)
    except VendorError as exc:
        print(f"vendor: error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
