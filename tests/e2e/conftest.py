"""Fixtures for the end-to-end tests: the repo served on 127.0.0.1 and a headless Chromium.

Needs the `playwright` Python package (its own browser is used when installed, otherwise
the system Chromium, /usr/bin/chromium or $BELOT_CHROMIUM) and node_modules from `npm ci`;
static/vendor/ is refreshed by scripts/vendor.py before the first test.
"""

from __future__ import annotations

import contextlib
import http.server
import importlib.util
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import (
        Browser,
        Page,
        Request,
    )

ROOT = Path(__file__).resolve().parents[2]
BOOT_TIMEOUT_MS = 60_000
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


def _load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"_belot_{name}", ROOT / "scripts" / f"{name}.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@contextlib.contextmanager
def serving(server: http.server.ThreadingHTTPServer) -> Iterator[str]:
    """``server`` answering on a thread while the block runs: its URL (127.0.0.1)."""
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """URL of the repo root, vendored and served by scripts/serve.py on a free port."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "vendor.py")],
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        pytest.fail(f"scripts/vendor.py failed:\n{done.stdout}{done.stderr}")
    with serving(_load_script("serve").make_server(0, ROOT, quiet=True)) as url:
        yield url


def _chromium_path(playwright_chromium_path: str) -> str | None:
    """None: Playwright's own Chromium is installed; else a system Chromium's path."""
    if os.environ.get("BELOT_CHROMIUM"):
        return os.environ["BELOT_CHROMIUM"]
    if Path(playwright_chromium_path).is_file():
        return None
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    pytest.fail("no Chromium: `apt-get install -y chromium` or set BELOT_CHROMIUM")


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    from playwright import sync_api

    with sync_api.sync_playwright() as pw:
        executable = _chromium_path(pw.chromium.executable_path)
        browser = pw.chromium.launch(headless=True, executable_path=executable, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()


@dataclass
class BootedPage:
    """A page after Python has set data-ready, with what happened while it booted."""

    page: Page
    url: str
    boot_seconds: float
    requests: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)


def open_booted_page(browser: Browser, url: str, *, service_workers: bool = False) -> BootedPage:
    """Open url in a fresh context and wait until Python marks <html data-ready>.

    Service workers are blocked unless service_workers is true, so that by default every
    request reaches the server. Fails with the page's Python error (PyScript's .py-error
    banner) if there is one.
    """
    context = browser.new_context(service_workers="allow" if service_workers else "block")
    page = context.new_page()
    booted = BootedPage(page=page, url=url, boot_seconds=0.0)

    def on_request(request: Request) -> None:
        booted.requests.append(request.url)

    def on_finished(request: Request) -> None:
        response = request.response()
        if response is not None and response.status >= 400:
            booted.failures.append(f"{response.status} {request.url}")

    # On the context rather than the page: it also reports a service worker's own requests.
    context.on("request", on_request)
    context.on("requestfinished", on_finished)
    context.on("requestfailed", lambda r: booted.failures.append(f"{r.failure} {r.url}"))
    page.on("console", lambda m: booted.console.append(f"{m.type}: {m.text}"))
    page.goto(url)
    wait_until_booted(booted)
    return booted


def wait_until_booted(booted: BootedPage) -> None:
    """Wait until the page's current document is ready (after a goto or a reload)."""
    page = booted.page
    # boot-error.js (before Python) and static/boot.py (a Python error at start) set
    # data-boot-error; .py-error is PyScript's error banner, switched off by the page's
    # config (so it must never appear).
    page.wait_for_selector(
        "html[data-ready], html[data-boot-error], .py-error",
        state="attached",
        timeout=BOOT_TIMEOUT_MS,
    )
    if page.get_attribute("html", "data-ready") is None:
        errors = [e.text_content() or "" for e in page.query_selector_all(".py-error")]
        pytest.fail(
            "the page did not start:\n"
            + "\n".join([page.text_content("#loading") or "", *errors, *booted.failures])
        )
    booted.boot_seconds = page.evaluate("performance.now()") / 1000


@pytest.fixture(scope="session")
def booted_page(browser: Browser, site_url: str) -> Iterator[BootedPage]:
    """The page at site_url, booted once for the whole session (don't navigate it away)."""
    booted = open_booted_page(browser, site_url)
    try:
        yield booted
    finally:
        booted.page.context.close()
