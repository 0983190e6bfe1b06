"""A first visit is never a silent wait: the loading line says what is being
fetched, in the page's language, with a bar driven by the bytes received, then "Starting
Python"; a repeat visit (the service worker has the files) shows no bar."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.messages import CATALOGS

from .conftest import BOOT_TIMEOUT_MS
from .test_offline import wait_controlled

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.e2e

# What the loading line and its bar showed, each time they changed (before Python's own
# scripts run: an init script).
WATCH_JS = """(() => {
  const seen = (window.__loading = []);
  const look = () => {
    const line = document.getElementById("loading");
    const bar = document.getElementById("loading-bar");
    if (!line || !bar) return;
    const now = { text: line.textContent, shown: !bar.hidden, value: bar.value };
    const last = seen[seen.length - 1];
    if (!last || last.text !== now.text || last.shown !== now.shown || last.value !== now.value)
      seen.push(now);
  };
  new MutationObserver(look).observe(document, {
    subtree: true, childList: true, characterData: true, attributes: true,
  });
  const poll = setInterval(() => {
    look();
    if (document.documentElement?.hasAttribute("data-ready")) clearInterval(poll);
  }, 20);
})()"""

# A connection slow enough for the bar to move (about 5 MB in 4 s), as on a phone.
SLOW = {"offline": False, "latency": 20, "downloadThroughput": 1_250_000, "uploadThroughput": -1}


def first_visit(browser: Browser, url: str, locale: str, service_workers: bool) -> tuple[Any, Page]:
    """A first visit on a slow connection, in a context of its own: nothing in its cache
    (what it downloads is the test), the browser's language ``locale``."""
    context = browser.new_context(
        locale=locale, service_workers="allow" if service_workers else "block"
    )
    page = context.new_page()
    page.add_init_script(WATCH_JS)
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", SLOW)
    page.goto(url)
    page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS * 2)
    return context, page


def fetching_pattern(language: str) -> re.Pattern[str]:
    words = re.escape(CATALOGS[language]["app.fetching"])
    number = r"\d+[.,]\d"
    return re.compile(
        "^" + words.replace(r"\{got\}", f"({number})").replace(r"\{total\}", f"({number})") + "$"
    )


def megabytes(pattern: re.Pattern[str], text: str) -> tuple[float, float]:
    """(received, total) in MB, as the loading line says them."""
    found = pattern.match(text)
    assert found is not None, text
    return float(found.group(1).replace(",", ".")), float(found.group(2).replace(",", "."))


@pytest.mark.parametrize(("locale", "language"), [("bg-BG", "bg"), ("fr-FR", "fr")])
def test_a_first_visit_shows_its_downloads_then_starting_python(
    browser: Browser, site_url: str, locale: str, language: str
) -> None:
    context, page = first_visit(browser, site_url, locale, service_workers=False)
    try:
        seen: list[dict[str, Any]] = page.evaluate("window.__loading")
        pattern = fetching_pattern(language)
        fetching = [s for s in seen if pattern.match(s["text"])]
        assert len(fetching) >= 3, seen  # it moved, more than once
        values = [s["value"] for s in fetching if s["shown"]]
        assert values == sorted(values)
        assert values[-1] > values[0]
        got = [megabytes(pattern, s["text"])[0] for s in fetching]
        assert got == sorted(got)
        total = megabytes(pattern, fetching[-1]["text"])[1]
        assert 3 < total < 6, total  # compressed: what a player downloads, in MB
        texts = [s["text"] for s in seen]
        assert CATALOGS[language]["app.starting"] in texts
        assert texts.index(CATALOGS[language]["app.starting"]) > texts.index(fetching[0]["text"])
        assert page.is_hidden("#loading-bar")
        assert page.is_hidden("#loading")
    finally:
        context.close()


def test_a_repeat_visit_shows_no_bar(browser: Browser, site_url: str) -> None:
    context, page = first_visit(browser, site_url, "en-GB", service_workers=True)
    try:
        wait_controlled(page)
        page.reload()
        page.wait_for_selector("html[data-ready]", state="attached", timeout=BOOT_TIMEOUT_MS)
        seen: list[dict[str, Any]] = page.evaluate("window.__loading")
        assert not any(s["shown"] for s in seen), seen
        assert not [s for s in seen if fetching_pattern("en").match(s["text"])]
    finally:
        context.close()
