#!/usr/bin/env python3
"""Serve the repo root as the static site, on 127.0.0.1 only (standard library only).

    python3 scripts/serve.py [--port 8000]

Differences from `python3 -m http.server`: the MIME types the page depends on are fixed
here instead of being read from the machine's /etc/mime.types (an ES module such as
pyodide.mjs is refused unless it comes as JavaScript, and WebAssembly streaming
compilation needs application/wasm), and every response says `Cache-Control: no-cache`
so a reload always sees edited Python files. The e2e tests use `make_server`.

Run as a script, it also regenerates static/vendor/'s generated files (scripts/vendor.py)
whenever the page or the service worker asks for pyscript.toml, belot.zip or precache.js, so
a package file (or a screen's style) that was added or edited is picked up on the next
reload: an edit makes a new precache.js, and the page offers to reload into the new version
(the service worker serves the version it cached until then).
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
import threading
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

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


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = EXTENSIONS_MAP
    quiet = False
    refresh: Callable[[], object] | None = None

    def do_GET(self) -> None:
        if self.refresh is not None and self.path.partition("?")[0] in REFRESHED_PATHS:
            with REFRESH_LOCK:
                try:
                    self.refresh()
                except Exception as exc:  # serve the file as it is, but say why
                    self.log_error("could not regenerate %s: %s", self.path, exc)
        super().do_GET()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


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
    return http.server.ThreadingHTTPServer(
        ("127.0.0.1", port), functools.partial(handler, directory=str(root))
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Serve the Belot page on 127.0.0.1.")
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args(argv)
    if not (ROOT / "static" / "vendor" / "precache.json").is_file():
        print("serve: static/vendor/ is missing: run `python3 scripts/vendor.py`", file=sys.stderr)
        return 2
    import vendor  # scripts/vendor.py, next to this file

    with make_server(args.port, refresh=vendor.refresh_generated) as server:
        print(f"Serving {ROOT} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
