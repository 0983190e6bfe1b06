"""Smaller on the wire: scripts/serve.py sends the page compressed, as a static host does,
and the service worker installs from compressed responses and starts the page offline."""

from __future__ import annotations

import functools
import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin, urlsplit

import pytest

from .conftest import BOOT_TIMEOUT_MS, serving
from .test_offline import precache, wait_controlled

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Response

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import compress  # noqa: E402  (scripts/compress.py)
import serve  # noqa: E402  (scripts/serve.py)

# Each cached file's body, hashed in the page as the service worker's integrity check does.
CACHED_HASHES_JS = """async (urls) => {
  const cache = await caches.open((await caches.keys())[0]);
  const found = {};
  for (const url of urls) {
    const body = await (await cache.match(url)).arrayBuffer();
    const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
    found[url] = "sha256-" + btoa(String.fromCharCode(...digest));
  }
  return found;
}"""


@dataclass(frozen=True)
class Sent:
    path: str
    status: int
    encoding: str | None
    body: int  # bytes of the body on the wire


@pytest.fixture
def wire(site_url: str) -> Iterator[tuple[str, list[Sent]]]:
    """(URL, log) of the site served on another port, logging each response's body size."""
    del site_url  # only needed for static/vendor/ to be up to date
    log: list[Sent] = []

    class Counting(serve.Handler):
        quiet = True
        code = 0
        encoding: str | None = None

        def send_response(self, code: int, message: str | None = None) -> None:
            self.code = code
            super().send_response(code, message)
            if code != 200:
                log.append(Sent(self.path.partition("?")[0], code, None, 0))

        def send_header(self, keyword: str, value: str) -> None:
            if keyword == "Content-Encoding":
                self.encoding = value
            super().send_header(keyword, value)

        def copyfile(self, source: Any, outputfile: Any) -> None:
            size = os.fstat(source.fileno()).st_size
            path = self.path.partition("?")[0]
            log.append(Sent(path, self.code, self.encoding, size))
            super().copyfile(source, outputfile)

    handler = functools.partial(Counting, directory=str(ROOT))
    server = serve.Server(("127.0.0.1", 0), handler)
    with serving(server) as url:
        yield url, log


def site_path(url: str) -> str:
    """The repo-relative file a same-origin URL is served from."""
    path = urlsplit(url).path.lstrip("/")
    return path or "index.html"


def test_first_visit_is_compressed_and_works_offline(
    browser: Browser, wire: tuple[str, list[Sent]]
) -> None:
    url, log = wire
    # A new profile: what a first visit downloads, and its service worker, are the test.
    context = browser.new_context(service_workers="allow")
    responses: list[Response] = []
    context.on("response", lambda r: responses.append(r))
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        wait_controlled(page)

        # What the browser was sent: every file worth compressing came in brotli.
        fetched = [site_path(urljoin(url, f)) for f in precache()["files"]]
        fetched += ["sw.js", "static/vendor/precache.js"]  # the service worker's own
        expected = {p for p in fetched if compress.worth_compressing(p, (ROOT / p).stat().st_size)}
        encodings = {
            site_path(r.url): r.headers.get("content-encoding")
            for r in responses
            if r.status == 200 and not r.from_service_worker
        }
        assert {p: e for p, e in encodings.items() if p in expected and e != "br"} == {}
        assert {p: e for p, e in encodings.items() if p not in expected and e} == {}
        assert expected - {"index.html"} <= set(encodings)  # index.html is fetched as "/"

        # The bytes on the wire, against the files' own sizes.
        bodies = [s for s in log if s.status == 200]
        assert sorted(s.path for s in bodies) == sorted({s.path for s in bodies})  # once each
        on_the_wire = sum(s.body for s in bodies)
        as_files = sum((ROOT / site_path(s.path)).stat().st_size for s in bodies)
        assert on_the_wire < as_files / 2
        print(
            f"first visit: {len(bodies)} bodies, {on_the_wire / 1e6:.2f} MB on the wire "
            f"({as_files / 1e6:.2f} MB uncompressed)"
        )

        # The worker cached the decoded bodies: they have the hashes of the files.
        files = precache()["files"]
        cached = page.evaluate(CACHED_HASHES_JS, [urljoin(url, f) for f in files])
        assert cached == {urljoin(url, f): precache()["integrity"][f] for f in files}

        # ...and starts the page from them without a network.
        context.set_offline(True)
        served: list[Response] = []
        page.on("response", lambda r: served.append(r))
        page.reload()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        assert served
        assert [r.url for r in served if not r.from_service_worker] == []
        assert page.is_visible("[data-testid=new-game]")
    finally:
        context.close()
