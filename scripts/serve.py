#!/usr/bin/env python3
"""Serve the repo root as the static site, on 127.0.0.1 only (standard library only).

    python3 scripts/serve.py [--port 8000]

Differences from `python3 -m http.server`: the MIME types the page depends on are fixed
here instead of being read from the machine's /etc/mime.types (an ES module such as
pyodide.mjs is refused unless it comes as JavaScript, and WebAssembly streaming
compilation needs application/wasm), and every response says `Cache-Control: no-cache`
so a reload always sees edited Python files. The e2e tests use `make_server`.

Like a static host, it compresses: a file worth compressing (text and WebAssembly, see
scripts/compress.py) goes in brotli to a browser that accepts it, else in gzip, else as it
is, with `Content-Encoding` and `Vary: Accept-Encoding`. It sends the copies scripts/vendor.py
made at set-up (static/vendor/compressed/), but only while the file still has the hash they
were made from; otherwise (a file edited since) it gzips the file itself, once per version.
Last-Modified and If-Modified-Since work as in http.server, for every encoding (a cache keeps
one response per encoding: Vary). The bodies are real files, as http.server's are (a copy,
or a temporary file for what it gzips itself), so a subclass that measures them (bench/)
counts the bytes on the wire. `Handler.encodings = ()` sends every file as it is.

Run as a script, it also regenerates static/vendor/'s generated files (scripts/vendor.py)
whenever the page or the service worker asks for pyscript.toml, belot.zip or precache.js, so
a package file (or a screen's style) that was added or edited is picked up on the next
reload: an edit makes a new precache.js, and the page offers to reload into the new version
(the service worker serves the version it cached until then).
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import email.utils
import functools
import hashlib
import http.server
import io
import os
import sys
import tempfile
import threading
import urllib.parse
from collections.abc import Callable, Iterator
from http import HTTPStatus
from pathlib import Path
from typing import Any, BinaryIO, Generic, TypeVar

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT / "scripts") not in sys.path:  # also when loaded by path (tests/e2e/conftest.py)
    sys.path.insert(0, str(ROOT / "scripts"))
import compress  # noqa: E402  (scripts/compress.py: the precompressed copies)

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".toml": "text/plain; charset=utf-8",
    ".py": "text/plain; charset=utf-8",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
}
EXTENSIONS_MAP = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

# The generated files that depend on the package's and the page's files.
REFRESHED_PATHS = frozenset(
    {"/pyscript.toml", "/static/vendor/precache.js", "/static/vendor/belot.zip"}
)
REFRESH_LOCK = threading.Lock()

# Cross-origin isolation: every file is the site's own, and Pyodide's runtime uses a
# SharedArrayBuffer, which the browser warns about (a deprecation) outside an isolated
# page. sw.js adds the same headers to what it serves, so a host that sends none is
# isolated from the second visit on.
ISOLATION = {
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
}

# gzip level for what the server compresses itself (the copies made at set-up use 9).
GZIP_LEVEL = 6

StatKey = tuple[int, int, int, int, int]


def stat_key(st: os.stat_result) -> StatKey:
    """Changes whenever the file is written or replaced (the ctime cannot be set back)."""
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns)


def accepted_encodings(header: str | None, offered: tuple[str, ...]) -> list[str]:
    """The encodings of offered that an Accept-Encoding header accepts, best first: by
    q-value, then in the order of offered. `*` stands for any encoding not named."""
    weights: dict[str, float] = {}
    for item in (header or "").split(","):
        coding, *params = (part.strip() for part in item.split(";"))
        if not coding:
            continue
        weight = 1.0
        for param in params:
            name, _, value = param.partition("=")
            if name.strip().lower() == "q":
                try:
                    weight = float(value)
                except ValueError:
                    weight = 0.0
        weights[coding.lower()] = weight
    if "gzip" not in weights and "x-gzip" in weights:
        weights["gzip"] = weights["x-gzip"]
    ranked = [(weights.get(e, weights.get("*", 0.0)), -i, e) for i, e in enumerate(offered)]
    return [e for weight, _, e in sorted(ranked, reverse=True) if weight > 0]


T = TypeVar("T")


class Memo(Generic[T]):
    """One value per file, kept while the file's StatKey (or another key) stays the same."""

    def __init__(self) -> None:
        self._values: dict[str, tuple[object, T]] = {}
        self._lock = threading.Lock()

    def get(self, path: str, key: object, make: Callable[[], T]) -> T:
        with self._lock:
            found = self._values.get(path)
        if found is not None and found[0] == key:
            return found[1]
        value = make()
        with self._lock:
            self._values[path] = (key, value)
        return value


HASHES: Memo[str] = Memo()  # path -> sha256 of the file
GZIPPED: Memo[bytes | None] = Memo()  # path -> what the server gzipped itself (None: no gain)
HASH_FILES: Memo[dict[str, compress.Entry]] = Memo()  # root -> its compressed/hashes.json


def file_hash(path: str, f: BinaryIO, st: os.stat_result) -> str:
    def make() -> str:
        digest = hashlib.sha256()
        while chunk := f.read(1 << 20):
            digest.update(chunk)
        f.seek(0)
        return digest.hexdigest()

    return HASHES.get(path, stat_key(st), make)


def precompressed(root: str) -> dict[str, compress.Entry]:
    hashes = Path(root, compress.COMPRESSED, compress.HASHES)
    try:
        key: object = stat_key(hashes.stat())
    except OSError:
        key = None
    return HASH_FILES.get(root, key, lambda: compress.read_hashes(Path(root)))


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = EXTENSIONS_MAP
    quiet = False
    refresh: Callable[[], object] | None = None
    # The encodings the server may send, preferred first; () sends every file as it is.
    encodings: tuple[str, ...] = tuple(compress.ENCODINGS)

    def do_GET(self) -> None:
        if self.refresh is not None and self.path.partition("?")[0] in REFRESHED_PATHS:
            with REFRESH_LOCK:
                try:
                    self.refresh()
                except Exception as exc:  # serve the file as it is, but say why
                    self.log_error("could not regenerate %s: %s", self.path, exc)
        super().do_GET()

    def send_head(self) -> io.BytesIO | BinaryIO | None:
        """As http.server's, but a regular file may go compressed (see the module's doc)."""
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            index = os.path.join(path, "index.html")
            if not urllib.parse.urlsplit(self.path).path.endswith("/") or not os.path.isfile(index):
                return super().send_head()  # a redirect to "dir/", or a listing
            path = index
        if path.endswith("/") or not os.path.isfile(path):
            return super().send_head()  # 404
        try:
            f = open(path, "rb")  # noqa: SIM115  (the caller closes it)
        except OSError:
            return super().send_head()
        try:
            return self.send_file(path, f)
        except BaseException:
            f.close()
            raise

    def send_file(self, path: str, f: BinaryIO) -> BinaryIO | None:
        st = os.fstat(f.fileno())
        rel = Path(path).relative_to(self.directory).as_posix()
        vary = bool(self.encodings) and compress.worth_compressing(rel, st.st_size)
        if self.not_modified(st):
            f.close()
            self.send_response(HTTPStatus.NOT_MODIFIED)
            if vary:
                self.send_header("Vary", "Accept-Encoding")
            self.end_headers()
            return None
        encoding, body = self.encode(path, rel, f, st) if vary else (None, f)
        if body is not f:
            f.close()
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(path))
        if encoding is not None:
            self.send_header("Content-Encoding", encoding)
        if vary:
            self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(os.fstat(body.fileno()).st_size))
        self.send_header("Last-Modified", self.date_time_string(st.st_mtime))
        self.end_headers()
        return body

    def not_modified(self, st: os.stat_result) -> bool:
        """If-Modified-Since, as http.server compares it (to the second, in UTC)."""
        if "If-Modified-Since" not in self.headers or "If-None-Match" in self.headers:
            return False
        try:
            since = email.utils.parsedate_to_datetime(self.headers["If-Modified-Since"])
        except (TypeError, IndexError, OverflowError, ValueError):
            return False
        if since.tzinfo is None:
            since = since.replace(tzinfo=datetime.UTC)
        if since.tzinfo is not datetime.UTC:
            return False
        modified = datetime.datetime.fromtimestamp(st.st_mtime, datetime.UTC)
        return modified.replace(microsecond=0) <= since

    def encode(
        self, path: str, rel: str, f: BinaryIO, st: os.stat_result
    ) -> tuple[str | None, BinaryIO]:
        """(Content-Encoding or None, the body to send) for the file f at path."""
        accepted = accepted_encodings(self.headers.get("Accept-Encoding"), self.encodings)
        if not accepted:
            return None, f
        digest = file_hash(path, f, st)
        entry = precompressed(self.directory).get(rel, {})
        if entry.get("sha256") != digest:
            entry = {}  # no copies, or copies of another version of the file
        for encoding in accepted:
            if entry.get(encoding):
                copy = compress.copy_path(Path(self.directory), rel, encoding)
                with contextlib.suppress(OSError):
                    return encoding, copy.open("rb")
            # No brotli without a copy (the standard library has none); gzip unless the
            # copies say it does not pay.
            if encoding == "gzip" and (not entry or entry.get(encoding)):
                gzipped = GZIPPED.get(path, digest, lambda: self.gzip_itself(f))
                if gzipped is not None:
                    body = tempfile.TemporaryFile()  # noqa: SIM115  (the caller closes it)
                    body.write(gzipped)
                    body.seek(0)
                    return encoding, body
        return None, f

    @staticmethod
    def gzip_itself(f: BinaryIO) -> bytes | None:
        data = f.read()
        f.seek(0)
        gzipped = compress.gzip_bytes(data, GZIP_LEVEL)
        return gzipped if len(gzipped) <= len(data) * (1 - compress.MIN_SAVING) else None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        for name, value in ISOLATION.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """The threading server, silent about a browser that leaves in the middle of an answer
    (a tab closed, or reloaded, while the runtime downloads): nothing went wrong here, and a
    traceback in the tests' output for it would only hide the ones that matter."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(server: http.server.ThreadingHTTPServer) -> Iterator[str]:
    """``server`` answering on a thread while the block runs: its URL (127.0.0.1). For the
    tests and the benchmarks, which serve the page beside what they drive."""
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def make_server(
    port: int = 0,
    root: Path = ROOT,
    quiet: bool = False,
    refresh: Callable[[], object] | None = None,
) -> http.server.ThreadingHTTPServer:
    """A server bound to 127.0.0.1:port (0: any free port); call serve_forever().

    refresh, if given, is called before pyscript.toml, belot.zip or precache.js is served.
    """
    attrs = {"quiet": quiet, "refresh": staticmethod(refresh) if refresh else None}
    handler = type("QuietHandler" if quiet else "Handler", (Handler,), attrs)
    return Server(("127.0.0.1", port), functools.partial(handler, directory=str(root)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Belot page on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not (ROOT / "static" / "vendor" / "precache.json").is_file():
        print("serve: static/vendor/ is missing: run `python3 scripts/vendor.py`", file=sys.stderr)
        return 2
    import vendor  # scripts/vendor.py, next to this file

    def refresh() -> None:
        # A regenerated file gets its compressed copies again, brotli included (without
        # them, the server would only gzip it itself).
        changed = [f"{vendor.VENDOR_URL}/{rel}" for rel in vendor.refresh_generated()]
        copied = compress.read_hashes(ROOT)
        if any(rel in copied for rel in changed):
            compress.precompress(ROOT, [rel for rel in changed if rel in copied], prune=False)

    with make_server(args.port, refresh=refresh) as server:
        print(f"Serving {ROOT} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
