#!/usr/bin/env python3
"""Serve the repo root as the static site, on 127.0.0.1 only (standard library only).

    python3 scripts/serve.py [--port 8000]

Differences from `python3 -m http.server`: the MIME types the page depends on are fixed
here instead of being read from the machine's /etc/mime.types (an ES module such as
pyodide.mjs is refused unless it comes as JavaScript, and WebAssembly streaming
compilation needs application/wasm), and every response says `Cache-Control: no-cache`
so a reload always sees edited Python files. The e2e tests use `make_server`.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import sys
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


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = EXTENSIONS_MAP
    quiet = False

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:
        if not self.quiet:
            super().log_message(format, *args)


def make_server(
    port: int = 0, root: Path = ROOT, quiet: bool = False
) -> http.server.ThreadingHTTPServer:
    """A server bound to 127.0.0.1:port (0: any free port); call serve_forever()."""
    handler = type("QuietHandler" if quiet else "Handler", (Handler,), {"quiet": quiet})
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
    with make_server(args.port) as server:
        print(f"Serving {ROOT} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
