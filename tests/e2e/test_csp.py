"""The page's Content-Security-Policy: it boots, works and saves under it, and nothing the
page does (PyScript, Pyodide, the service worker, a download) breaks the policy.

The policy is index.html's ``<meta http-equiv="Content-Security-Policy">``. Violations are
caught from the first script on: an init script listens to ``securitypolicyviolation`` on
the document before any of the page's own scripts run, and console errors are kept too.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from . import ui
from .ui import by_id

if TYPE_CHECKING:
    from playwright.sync_api import Browser

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
LISTEN = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(
    `${event.effectiveDirective} blocked ${event.blockedURI || "inline"} ` +
      `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
  );
});
"""
# What the policy must say: the page's own origin and nothing inline. Pyodide compiles its
# WebAssembly ('wasm-unsafe-eval'); PyScript 0.7 builds its hooks with Function(), so it
# needs 'unsafe-eval' too (tried without: it does not start).
EXPECTED = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'wasm-unsafe-eval'", "'unsafe-eval'"],
    "style-src": ["'self'"],
    "img-src": ["'self'"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'none'"],
}


class Head(HTMLParser):
    """index.html's elements in order, and what it has inline."""

    def __init__(self) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict[str, str | None]]] = []
        self.inline_scripts = 0
        self.styles = 0
        self.style_attributes = 0
        self._open_script = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attributes = dict(attrs)
        self.elements.append((tag, attributes))
        self.style_attributes += "style" in attributes
        self.styles += tag == "style"
        self._open_script = tag == "script" and "src" not in attributes
        self.inline_scripts += tag == "script" and "src" not in attributes

    def handle_data(self, data: str) -> None:
        if self._open_script and data.strip():
            raise AssertionError(f"inline script: {data.strip()[:60]}")

    def handle_endtag(self, tag: str) -> None:
        self._open_script = False


def parsed_index() -> Head:
    head = Head()
    head.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return head


def policy_of(head: Head) -> dict[str, list[str]]:
    metas = [
        a
        for t, a in head.elements
        if t == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy"
    ]
    assert len(metas) == 1
    content = metas[0].get("content") or ""
    directives = [d.split() for d in content.split(";") if d.strip()]
    return {d[0]: d[1:] for d in directives}


def test_the_policy_comes_first_and_allows_only_the_pages_own_origin() -> None:
    head = parsed_index()
    tags = [t for t, _ in head.elements]
    assert tags[:3] == ["html", "head", "meta"]
    assert "charset" in head.elements[2][1]
    assert head.elements[3][0] == "meta"
    assert (head.elements[3][1].get("http-equiv") or "").lower() == "content-security-policy"
    assert policy_of(head) == EXPECTED
    # Nothing inline that the policy would have to allow.
    assert head.styles == 0
    assert head.style_attributes == 0
    scripts = [a for t, a in head.elements if t == "script"]
    assert all(a.get("src") for a in scripts if a.get("type") != "py")
    assert all(not (a.get("src") or "").startswith(("http:", "https:", "//")) for a in scripts)


@pytest.fixture
def tab(browser: Browser, site_url: str) -> Iterator[ui.Tab]:
    """A tab of its own: the policy is checked from the first script on (an init script
    listens for violations), with the service worker the page registers."""
    context = browser.new_context(service_workers="allow")
    try:
        yield ui.open_tab(context, site_url, init_script=LISTEN)
    finally:
        context.close()


def violations(tab: ui.Tab) -> list[Any]:
    found: list[Any] = tab.page.evaluate("window.__violations")
    return found


def test_the_app_boots_works_and_saves_under_the_policy(
    tab: ui.Tab, site_url: str, tmp_path: Path
) -> None:
    page = tab.page
    policy = page.evaluate(
        """() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')"""
        """.getAttribute("content")"""
    )
    assert "'unsafe-inline'" not in policy
    assert violations(tab) == []
    assert tab.errors == []
    # The policy is in force, and the listener hears it: an inline script is refused.
    page.evaluate(
        """() => { const s = document.createElement("script");
                   s.textContent = "window.__inline = 1"; document.body.append(s); }"""
    )
    page.wait_for_function("window.__violations.length === 1")
    assert page.evaluate("window.__inline") is None
    page.evaluate("window.__violations = []")
    tab.errors.clear()  # the console's word for the refusal

    record = ui.new_record("bulgarian", ("Ana", "Boris"))
    ui.start_game(page, "bulgarian", ("Ana", "Boris"))
    deal = {"contract": "hearts", "declarer": 0, "points": [87, 75]}
    ui.play_deals(page, record, [deal])
    assert ui.stored_game(page)["game"]["deals"] == [deal]
    with page.expect_download() as download:  # a blob: URL, saved by an <a download>
        by_id(page, "export-game").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["games"][0]["game"]["deals"] == [deal]

    # The service worker registers under the policy (worker-src) once the page is ready.
    assert page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    ui.reload(page)  # and the page starts again, this time from the worker's cache
    ui.expect_sheet(page, record)
    assert page.evaluate("navigator.serviceWorker.controller !== null")

    assert violations(tab) == []
    assert tab.errors == []
    # PyScript added no <style> element of its own, which the policy would have refused.
    assert page.evaluate("document.querySelectorAll('style').length") == 0
    for url in tab.requests:
        assert url.startswith(site_url) or re.match(r"^(blob|data):", url), url
