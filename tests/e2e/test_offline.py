"""Offline and installable: the service worker (sw.js), its precache, the update prompt and
the web manifest, in a real Chromium with service workers allowed."""

from __future__ import annotations

import base64
import functools
import hashlib
import json
import shutil
import struct
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urljoin, urlsplit

import pytest

from tests.scripts import load_script as _load_script

from .conftest import (
    BOOT_TIMEOUT_MS,
    CHROMIUM_ARGS,
    _chromium_path,
    open_booted_page,
    serving,
    wait_until_booted,
)

if TYPE_CHECKING:
    from playwright.sync_api import Browser

    from .conftest import BootedPage

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
SW_TIMEOUT_MS = 60_000

# Every cache of this origin: {cache name: [request URLs]}.
CACHES_JS = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
  }
  return found;
}"""


# Each cached file's Vary header (none kept: sw.js).
VARY_JS = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      found[request.url] = (await cache.match(request)).headers.get("Vary");
    }
  }
  return found;
}"""


def precache(root: Path = ROOT) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(
        (root / "static/vendor/precache.json").read_text(encoding="utf-8")
    )
    return data


def wait_controlled(page: Any) -> str:
    """Wait until an activated service worker controls the page; its script URL."""
    page.wait_for_function(
        "navigator.serviceWorker.controller?.state === 'activated'", timeout=SW_TIMEOUT_MS
    )
    url: str = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    return url


@pytest.fixture(scope="module")
def sw_page(browser: Browser, site_url: str) -> Iterator[BootedPage]:
    """A first visit with service workers allowed, once the worker controls the page."""
    booted = open_booted_page(browser, site_url, service_workers=True)
    try:
        assert wait_controlled(booted.page) == urljoin(site_url, "sw.js")
        yield booted
    finally:
        booted.page.context.close()


def test_first_visit_precaches_everything(sw_page: BootedPage) -> None:
    page = sw_page.page
    expected = precache()
    wanted = sorted(urljoin(sw_page.url, f) for f in expected["files"])
    cached = {name: sorted(urls) for name, urls in page.evaluate(CACHES_JS).items()}
    assert cached == {f"belot-{expected['version']}": wanted}
    # Kept without the server's Vary (Accept-Encoding here; a host's Origin would make a
    # module script's request miss the cache's own answer, the route, offline).
    assert set(page.evaluate(VARY_JS).values()) == {None}

    # From now on the page comes from the worker's cache, not from the server.
    served: list[tuple[str, bool]] = []
    page.on("response", lambda r: served.append((r.url, r.from_service_worker)))
    response = page.reload()
    wait_until_booted(sw_page)
    assert response is not None
    assert response.from_service_worker
    assert [url for url, cached in served if not cached] == []
    assert {url for url, _ in served} <= set(wanted)
    assert page.evaluate("navigator.serviceWorker.controller?.state") == "activated"
    assert page.is_hidden("#update-toast")
    print(f"reload from the service worker: {sw_page.boot_seconds:.1f} s")


def play_one_deal(page: Any) -> None:
    """Start a Bulgarian game and write 87 to 75 at hearts (seed 000: 9 to 7)."""
    page.click("[data-testid=new-game]")
    page.click("[data-testid=start]")
    page.click("[data-testid=add-deal]")
    page.click("[data-testid=contract-hearts]")
    page.click("[data-testid=declarer-0]")
    page.click("[data-testid=points-0]")
    page.keyboard.type("87")
    page.click("[data-testid=save-deal]")
    assert page.text_content("[data-testid=total-0]") == "9"


def test_boots_offline_with_the_saved_game(sw_page: BootedPage) -> None:
    page = sw_page.page
    play_one_deal(page)
    page.context.set_offline(True)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Network.enable")
    routed: dict[str, Any] = {}
    cdp.on(
        "Network.responseReceived",
        lambda event: routed.setdefault(
            urlsplit(event["response"]["url"]).path,
            event["response"].get("serviceWorkerRouterInfo"),
        ),
    )
    try:
        page.reload()
        wait_until_booted(sw_page)
        assert page.text_content("[data-testid=total-0]") == "9"
        assert page.text_content("[data-testid=total-1]") == "7"
        # Every file but the page came from the cache by sw.js's route, the worker not
        # asked; the page itself through the worker's handler (its isolation headers).
        page_itself = routed.pop("/")
        assert page_itself is None or "actualSourceType" not in page_itself
        assert len(routed) >= 10
        assert {
            path: (info or {}).get("actualSourceType")
            for path, info in routed.items()
            if (info or {}).get("actualSourceType") != "cache"
        } == {}
        # The network really is off: a file that is not precached cannot be had.
        assert page.evaluate("fetch('README.md').then(() => 'online', () => 'offline')") == (
            "offline"
        )
        # The site's root and index.html are the same cached page.
        page.goto(urljoin(sw_page.url, "index.html?from=test"))
        wait_until_booted(sw_page)
    finally:
        cdp.detach()
        page.context.set_offline(False)
    print(f"offline boot: {sw_page.boot_seconds:.1f} s")


def test_every_request_is_same_origin(sw_page: BootedPage) -> None:
    origin = urlsplit(sw_page.url)[:2]
    foreign = [u for u in sw_page.requests if urlsplit(u)[:2] != origin]
    assert foreign == [], f"requests to other origins: {foreign}"
    # Only README.md, asked for while offline on purpose, failed.
    assert [f for f in sw_page.failures if not f.endswith("/README.md")] == []


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def get(url: str) -> tuple[str, bytes]:
    with urllib.request.urlopen(url) as response:  # our own 127.0.0.1 server
        return response.headers["Content-Type"], response.read()


def test_manifest_makes_it_installable(sw_page: BootedPage) -> None:
    page = sw_page.page
    href = page.eval_on_selector("link[rel=manifest]", "link => link.href")
    content_type, body = get(href)
    assert content_type == "application/manifest+json"
    manifest = json.loads(body)
    assert manifest["name"] == "Belot score"
    assert manifest["short_name"] == "Belot"
    assert manifest["display"] == "standalone"
    # start_url and scope are relative to the manifest's URL, not the page's.
    assert urljoin(href, manifest["start_url"]) == sw_page.url
    assert urljoin(href, manifest["scope"]) == sw_page.url
    theme_color = page.eval_on_selector("meta[name=theme-color]", "m => m.content")
    assert theme_color == manifest["theme_color"]

    purposes: dict[str, set[str]] = {}
    for icon in manifest["icons"]:
        content_type, data = get(urljoin(href, icon["src"]))
        assert content_type == icon["type"], icon
        if icon["type"] == "image/png":
            width, height = png_size(data)
            assert icon["sizes"] == f"{width}x{height}", icon
        purposes.setdefault(icon["purpose"], set()).add(icon["sizes"])
    assert {"192x192", "512x512"} <= purposes["any"]
    assert "512x512" in purposes["maskable"]

    apple = page.eval_on_selector("link[rel=apple-touch-icon]", "link => link.href")
    assert png_size(get(apple)[1]) == (180, 180)

    # Chromium's own verdict. Headless contexts are incognito, which alone prevents
    # installing; any other error is ours.
    cdp = page.context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    assert [e["errorId"] for e in errors if e["errorId"] != "in-incognito"] == []
    assert cdp.send("Page.getAppManifest")["errors"] == []


@pytest.fixture
def site_copy(site_url: str, tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """(folder, URL) of a copy of the site on another port, to publish a new version in."""
    del site_url  # only needed for static/vendor/ to be up to date
    skip = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("index.html", "pyscript.toml", "sw.js"):
        shutil.copy2(ROOT / name, tmp_path / name)
    for name in ("static", "belot"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=skip)
    with serving(_load_script("serve").make_server(0, tmp_path, quiet=True)) as url:
        yield tmp_path, url


def publish_new_index(root: Path) -> str:
    """Change index.html in a copy of the site and its precache.js as vendor.py would."""
    index = root / "index.html"
    html = index.read_text(encoding="utf-8")
    index.write_text(
        html.replace("</head>", '<meta name="test-version" content="2">\n</head>'),
        encoding="utf-8",
    )
    data = precache(root)
    data["version"] += "-2"
    digest = base64.b64encode(hashlib.sha256(index.read_bytes()).digest()).decode()
    for url in ("./", "index.html"):
        data["integrity"][url] = f"sha256-{digest}"
    (root / "static/vendor/precache.js").write_text(
        f"self.PRECACHE = {json.dumps(data)};\n", encoding="utf-8"
    )
    return str(data["version"])


def test_new_version_waits_for_reload(browser: Browser, site_copy: tuple[Path, str]) -> None:
    root, url = site_copy
    started = time.monotonic()
    # A context of its own: the site copy's origin, with its service worker.
    booted = open_booted_page(browser, url, service_workers=True)
    page = booted.page
    try:
        wait_controlled(page)
        assert page.is_hidden("#update-toast")
        version = publish_new_index(root)
        page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        page.wait_for_selector("#update-toast", state="visible", timeout=SW_TIMEOUT_MS)
        assert "new version" in (page.text_content("#update-toast") or "")

        # Not taken over by itself, not even by a reload: the old version stays, and the
        # prompt comes back.
        page.reload()
        wait_until_booted(booted)
        assert page.query_selector("meta[name=test-version]") is None
        page.wait_for_selector("#update-toast", state="visible", timeout=SW_TIMEOUT_MS)

        with page.expect_navigation():
            page.click("#update-reload")
        wait_until_booted(booted)
        assert page.get_attribute("meta[name=test-version]", "content") == "2"
        assert page.is_hidden("#update-toast")
        wait_controlled(page)
        # The old version's cache is gone.
        assert list(page.evaluate(CACHES_JS)) == [f"belot-{version}"]
        assert booted.failures == []
    finally:
        page.context.close()
    print(f"update flow: {time.monotonic() - started:.1f} s")


@pytest.fixture
def counted_site(site_url: str) -> Iterator[tuple[str, list[tuple[str, int]]]]:
    """(URL, log) of the site served on another port, logging (path, status) per response."""
    del site_url  # only needed for static/vendor/ to be up to date
    log: list[tuple[str, int]] = []

    serve: Any = _load_script("serve")

    class Logging(serve.Handler):  # type: ignore[misc]
        quiet = True

        def send_response(self, code: int, message: str | None = None) -> None:
            log.append((self.path.partition("?")[0], code))
            super().send_response(code, message)

    handler = functools.partial(Logging, directory=str(ROOT))
    server = serve.Server(("127.0.0.1", 0), handler)
    with serving(server) as url:
        yield url, log


def first_visit_log(
    browser: Browser, url: str, log: list[tuple[str, int]], profile: Path, service_workers: str
) -> list[tuple[str, int]]:
    """What the server sent for a first visit in a new profile (until a service worker, if
    allowed, controls the page). A profile on disk, as a player's browser has: an incognito
    context keeps its HTTP cache in memory, which does not keep a response over an eighth of
    its size (50 MB), such as pyodide.asm.wasm sent as it is (9.6 MB; 2.7 MB in brotli)."""
    executable = _chromium_path(browser.browser_type.executable_path)
    context = browser.browser_type.launch_persistent_context(
        str(profile),
        headless=True,
        executable_path=executable,
        args=CHROMIUM_ARGS,
        service_workers=service_workers,  # type: ignore[arg-type]
    )
    start = len(log)
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        if service_workers == "allow":
            wait_controlled(page)
    finally:
        context.close()
    return log[start:]


def test_first_visit_downloads_each_file_once(
    browser: Browser, counted_site: tuple[str, list[tuple[str, int]]], tmp_path: Path
) -> None:
    """The service worker's install takes what the page has just fetched from the HTTP
    cache: with it, a first visit asks the server for no file more often than the page does
    on its own, and is sent each file's body at most once."""
    url, log = counted_site
    page_only = Counter(p for p, _ in first_visit_log(browser, url, log, tmp_path / "a", "block"))
    sent = first_visit_log(browser, url, log, tmp_path / "b", "allow")

    bodies = Counter(path for path, status in sent if status == 200)
    assert {path: n for path, n in bodies.items() if n > 1} == {}
    # The worker's own scripts are asked for again by the browser's update checks.
    precached = {urlsplit(urljoin(url, f)).path for f in precache()["files"]}
    own = {"/sw.js", "/static/vendor/precache.js"}
    asked = Counter(path for path, _ in sent)
    again = {p: n for p, n in asked.items() if p in precached - own and n > max(page_only[p], 1)}
    assert again == {}, f"asked for again by the install: {again}"
    # index.html is stored from the response for "./", the same page.
    assert precached - {"/index.html"} <= set(asked)
    print(f"first visit: {len(sent)} responses, {sum(bodies.values())} bodies")
