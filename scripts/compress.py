"""Precompressed copies of the files the page fetches, for scripts/serve.py (standard library
and Node.js, which the set-up already needs for `npm ci`).

scripts/vendor.py calls precompress() at the end with every file the page may fetch, so the
copies are made at set-up. static/vendor/compressed/ (git-ignored, like all of static/vendor/)
mirrors the site: ``<path>.br`` and ``<path>.gz`` for each file worth compressing, e.g.
static/vendor/compressed/static/vendor/pyodide/pyodide.asm.wasm.br, and ``hashes.json``, the
sha256 of the bytes each file's copies were made from. A server sends a copy only while the
file still has that hash (scripts/serve.py checks it on every request, memoized on the file's
stat), so an edited or regenerated file is never answered with its old copy.

Brotli comes from Node's built-in zlib (``zlib.brotliCompress``): Python's standard library
has only gzip/zlib, and the `brotli` package from PyPI would have to be installed into the
Python that runs `make serve` (the machine's python3, which the set-up never installs
anything into), whereas Node is already there for `npm ci`. Node compresses in its thread
pool, so the files are compressed in parallel. Without Node there are gzip copies only.
gzip comes from Python's gzip module (level 9, no timestamp: the same bytes for the same
file).

scripts/vendor.py also keeps every copy it makes in a folder outside the clone
(:func:`cache_folder`, by the SHA-256 of the file and how it was compressed), so that a new
clone of the same version finds its copies there instead of compressing again (the wasm's
brotli alone takes half a minute of a core).
"""

from __future__ import annotations

import contextlib
import gzip
import hashlib
import json
import os
import shutil
import subprocess
import sys
import threading
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

# Relative to the site's root: the copies, and the hashes of what they were made from.
COMPRESSED = Path("static", "vendor", "compressed")
HASHES = "hashes.json"

# Content-Encoding -> suffix of the copy, in the order a server prefers them.
ENCODINGS = {"br": ".br", "gzip": ".gz"}

# What is worth compressing: text, and WebAssembly (pyodide.asm.wasm: 9.6 MB, 2.7 MB in
# brotli, 3.6 MB in gzip). Zip archives are tried too but their copies are only kept when
# they pay: a deflated archive hardly shrinks (python_stdlib.zip: gzip saves 1.6 %, brotli
# 2.3 %), a stored one does (python_stdlib.zip stored: 9.7 MB, 1.6 MB in brotli). Images
# (PNG) are compressed already.
COMPRESSIBLE = frozenset(
    {
        ".html",
        ".css",
        ".js",
        ".mjs",
        ".json",
        ".wasm",
        ".toml",
        ".py",
        ".txt",
        ".svg",
        ".webmanifest",
        ".zip",
    }
)
TEXT = COMPRESSIBLE - {".wasm", ".zip"}
# Smaller files are sent as they are: what compression saves there is about what the
# Content-Encoding and Vary headers cost.
MIN_SIZE = 1024
# A copy must be at least this much smaller than its file to be kept.
MIN_SAVING = 0.02

# Brotli's quality: 11, the most (23 s of a core for the wasm, once per Pyodide version),
# unless BELOT_BROTLI_QUALITY says less. `make test` asks for 5 (the wasm in 0.4 s, 3.2 MB
# instead of 2.7): its server only needs copies that are brotli, and a clean clone's tests
# would otherwise spend half a minute of a core on them. Each copy's entry in hashes.json
# says its quality, so a copy of another quality than asked for is made again.
MAX_QUALITY = 11
QUALITY_ENV = "BELOT_BROTLI_QUALITY"


def _mode(rel: str) -> str:
    """Brotli's mode for the file: text, or generic (the wasm and the zips)."""
    return "text" if Path(rel).suffix in TEXT else "generic"


def brotli_quality() -> int:
    """The quality asked for (BELOT_BROTLI_QUALITY, 0 to 11), else 11; ValueError naming the
    variable for another value."""
    asked = os.environ.get(QUALITY_ENV, "").strip()
    if not asked:
        return MAX_QUALITY
    if not asked.isdigit() or not 0 <= int(asked) <= MAX_QUALITY:
        raise ValueError(f"{QUALITY_ENV}={asked!r}: a quality is a whole number from 0 to 11")
    return int(asked)


# Node: read {"text": [bool...], "sizes": [int...], "quality": int}\n and the files' bytes
# from stdin, write the brotli sizes as a JSON line and the compressed bytes to stdout. The
# default 4 MB window (what every browser decodes).
NODE_BROTLI = r"""
const zlib = require("node:zlib");
const chunks = [];
process.stdin.on("data", (chunk) => chunks.push(chunk));
process.stdin.on("end", async () => {
  const input = Buffer.concat(chunks);
  const newline = input.indexOf(10);
  const { text, sizes, quality } = JSON.parse(input.subarray(0, newline).toString());
  const c = zlib.constants;
  let at = newline + 1;
  const outputs = await Promise.all(
    sizes.map((size, i) => {
      const data = input.subarray(at, (at += size));
      const params = {
        [c.BROTLI_PARAM_QUALITY]: quality,
        [c.BROTLI_PARAM_MODE]: text[i] ? c.BROTLI_MODE_TEXT : c.BROTLI_MODE_GENERIC,
        [c.BROTLI_PARAM_SIZE_HINT]: size,
      };
      return new Promise((resolve, reject) =>
        zlib.brotliCompress(data, { params }, (error, out) =>
          error ? reject(error) : resolve(out),
        ),
      );
    }),
  );
  process.stdout.write(JSON.stringify(outputs.map((out) => out.length)) + "\n");
  for (const out of outputs) process.stdout.write(out);
});
"""


@dataclass
class Summary:
    files: int = 0  # files worth compressing
    compressed: int = 0  # of which compressed now (the others' copies were up to date)
    reused: int = 0  # of those, how many had their copies kept from an earlier set-up
    size: int = 0  # their bytes
    # encoding -> their bytes in it (a file's own size where it has no copy in it)
    sizes: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ENCODINGS, 0))

    def __str__(self) -> str:
        each = ", ".join(f"{self.sizes[e] / 1e6:.1f} MB in {e}" for e in ENCODINGS)
        reused = f" ({self.reused} kept from an earlier set-up)" if self.reused else ""
        return (
            f"compress: {self.files} files, {self.size / 1e6:.1f} MB ({each}); "
            f"{self.compressed} compressed now{reused}"
        )


# A file's line in hashes.json: {"sha256": hex, encoding: size of its copy, or None where a
# copy would not pay}.
Entry = dict[str, str | int | None]


def worth_compressing(rel: str, size: int) -> bool:
    return Path(rel).suffix in COMPRESSIBLE and size >= MIN_SIZE


def copy_path(root: Path, rel: str, encoding: str) -> Path:
    """Where the copy of the site's file rel (repo-relative, with /) in encoding is."""
    return root / COMPRESSED / (rel + ENCODINGS[encoding])


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def read_hashes(root: Path) -> dict[str, Entry]:
    """rel -> its Entry, from hashes.json ({} if there is none)."""
    try:
        data = json.loads((root / COMPRESSED / HASHES).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    files = data.get("files") if isinstance(data, dict) else None
    return files if isinstance(files, dict) else {}


def gzip_bytes(data: bytes, level: int = 9) -> bytes:
    return gzip.compress(data, compresslevel=level, mtime=0)


# --- kept between clones --------------------------------------------------------------------

# What the set-up makes from the same bytes is the same (the copies, the compiled archives):
# kept in $BELOT_CACHE ("" keeps nothing), else $XDG_CACHE_HOME/belot, else ~/.cache/belot,
# under a name made of the hash of what it was made from and how. A file not used for
# KEEP_DAYS is deleted (forget_old).
KEEP_DAYS = 30


def cache_folder() -> Path | None:
    """The folder where set-up keeps what it made, or None (BELOT_CACHE="")."""
    named = os.environ.get("BELOT_CACHE")
    if named is not None:
        return Path(named) if named else None
    home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(home) / "belot"


def read_kept(folder: Path | None, name: str) -> bytes | None:
    """What was kept under ``name`` (its time of use renewed), or None."""
    if folder is None:
        return None
    path = folder / name
    try:
        data = path.read_bytes()
        os.utime(path)
    except OSError:
        return None
    return data


def keep(folder: Path | None, name: str, data: bytes) -> None:
    """Keep ``data`` under ``name`` (whole or not at all: another clone may be reading)."""
    if folder is None:
        return
    folder.mkdir(parents=True, exist_ok=True)
    tmp = folder / f".{name}.{os.getpid()}.{threading.get_ident()}.tmp"
    tmp.write_bytes(data)
    tmp.replace(folder / name)


def forget_old(folder: Path | None) -> None:
    """Delete what was kept and not used for KEEP_DAYS."""
    if folder is None or not folder.is_dir():
        return
    oldest = time.time() - KEEP_DAYS * 86400
    for path in folder.iterdir():
        with contextlib.suppress(OSError):  # another clone may have deleted it already
            if path.is_file() and path.stat().st_mtime < oldest:
                path.unlink()


def brotli_version() -> str | None:
    """The version of Node's brotli (the same version makes the same bytes); None without
    Node."""
    node = shutil.which("node")
    if node is None:
        return None
    done = subprocess.run(
        [node, "-p", "process.versions.brotli"], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


def brotli_many(items: list[tuple[str, bytes]], quality: int = MAX_QUALITY) -> list[bytes] | None:
    """Brotli of each (name, bytes) by Node, at ``quality``; None without Node."""
    node = shutil.which("node")
    if node is None:
        return None
    header = {
        "text": [_mode(n) == "text" for n, _ in items],
        "sizes": [len(d) for _, d in items],
        "quality": quality,
    }
    done = subprocess.run(
        [node, "-e", NODE_BROTLI],
        input=json.dumps(header).encode() + b"\n" + b"".join(d for _, d in items),
        capture_output=True,
        check=True,
        timeout=900,
    )
    newline = done.stdout.index(b"\n")
    sizes: list[int] = json.loads(done.stdout[:newline])
    outputs, at = [], newline + 1
    for size in sizes:
        outputs.append(done.stdout[at : at + size])
        at += size
    if len(outputs) != len(items) or at != len(done.stdout):
        raise RuntimeError("compress: Node's brotli output not understood")
    return outputs


def write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_bytes(data)
    tmp.replace(path)


def precompress(
    root: Path, paths: list[str], prune: bool = True, cache: Path | None = None
) -> Summary:
    """Make the compressed copies of the site's files paths (repo-relative) that are missing
    or stale. prune: these are all the files to have copies of; delete every other copy.
    cache: a folder where copies made before are taken from, and new ones kept
    (:func:`cache_folder`)."""
    quality = brotli_quality()
    hashes = read_hashes(root) if root.joinpath(COMPRESSED).is_dir() else {}
    kept: dict[str, Entry] = {} if prune else dict(hashes)
    todo: list[tuple[str, bytes, str]] = []
    summary = Summary()
    for rel in dict.fromkeys(paths):
        file = root / rel
        if not file.is_file() or not worth_compressing(rel, file.stat().st_size):
            kept.pop(rel, None)
            continue
        data = file.read_bytes()
        digest = sha256(data)
        old = hashes.get(rel)
        if (
            old is not None
            and old.get("sha256") == digest
            and (old.get("br") is None or old.get("quality", MAX_QUALITY) == quality)
            and all(old.get(e) is None or copy_path(root, rel, e).is_file() for e in ENCODINGS)
        ):
            kept[rel] = old
        else:
            todo.append((rel, data, digest))
            kept.pop(rel, None)

    # The names they are kept under: the file's hash, and what compressed it how.
    version = brotli_version() if todo and cache is not None else None
    names = [
        {
            "br": f"{digest}.br-{version}-{quality}-{_mode(rel)}" if version else None,
            "gzip": f"{digest}.gz-{zlib.ZLIB_RUNTIME_VERSION}-9",
        }
        for rel, _, digest in todo
    ]
    made: list[dict[str, bytes | None]] = [
        {e: read_kept(cache, name) if name else None for e, name in each.items()} for each in names
    ]
    # gzip here while Node makes the brotli copies (zlib lets go of the interpreter's lock).
    to_brotli = [i for i, each in enumerate(made) if each["br"] is None]
    with ThreadPoolExecutor(max_workers=2) as pool:
        gzipped = {
            i: pool.submit(gzip_bytes, data)
            for i, (_, data, _) in enumerate(todo)
            if made[i]["gzip"] is None
        }
        brotli = brotli_many([todo[i][:2] for i in to_brotli], quality) if to_brotli else []
    if brotli is None:
        print("compress: warning: no `node`, so no brotli copies", file=sys.stderr)
    for i, brotli_copy in zip(to_brotli, brotli or (), strict=False):
        made[i]["br"] = brotli_copy
        if names[i]["br"]:
            keep(cache, str(names[i]["br"]), brotli_copy)
    for i, future in gzipped.items():
        made[i]["gzip"] = future.result()
        keep(cache, str(names[i]["gzip"]), future.result())
    for i, (rel, data, digest) in enumerate(todo):
        outputs = made[i]
        entry: Entry = {"sha256": digest}
        for encoding, out in outputs.items():
            if out is not None and len(out) <= len(data) * (1 - MIN_SAVING):
                write_atomic(copy_path(root, rel, encoding), out)
                entry[encoding] = len(out)
            else:
                copy_path(root, rel, encoding).unlink(missing_ok=True)
                entry[encoding] = None
        if entry.get("br") is not None:
            entry["quality"] = quality
        kept[rel] = entry

    # The hashes last: until then, a copy just written is of a file whose hash is not there.
    write_atomic(
        root / COMPRESSED / HASHES,
        (json.dumps({"files": dict(sorted(kept.items()))}, indent=1) + "\n").encode(),
    )
    wanted = {
        copy_path(root, rel, e) for rel, entry in kept.items() for e in ENCODINGS if entry.get(e)
    }
    if prune:
        for path in sorted((root / COMPRESSED).rglob("*"), reverse=True):
            if path.is_file() and path != root / COMPRESSED / HASHES and path not in wanted:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()

    summary.files = len(kept)
    summary.compressed = len(todo)
    summary.reused = len(todo) - len(set(to_brotli) | set(gzipped))
    for rel, entry in kept.items():
        size = (root / rel).stat().st_size
        summary.size += size
        for encoding in ENCODINGS:
            copy = entry.get(encoding)
            summary.sizes[encoding] += copy if isinstance(copy, int) else size
    return summary
