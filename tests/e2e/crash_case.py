"""Crashes, run by tests/e2e/test_crash.py in a pytest of its own (the name is not a test
file's: the suite does not collect it). The session's shared tab is booted first; each
crash is followed by a test that needs a working browser and that tab again."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from . import ui
from .conftest import Chromium
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e


@pytest.fixture
def crashing(browser: Chromium, site_url: str) -> Iterator[Page]:
    """The app's page, in a context of its own made through the session's Chromium, with
    its Python never started (PyScript answered empty): a crash needs a page that says
    something in its console, not a booted app, and this one costs no start of Pyodide."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    page.route(
        "**/static/vendor/pyscript/core.js",
        lambda route: route.fulfill(body="", content_type="text/javascript"),
    )
    page.goto(site_url)
    yield page
    if context.browser is not None and context.browser.is_connected():  # no crash after all
        context.close()


def say_lines(page: Page) -> None:
    for number in range(1, 26):
        page.evaluate(f"console.log('line {number} before the crash')")


def test_the_shared_tab_before_the_crashes(fresh_tab: ui.Tab) -> None:
    expect(by_id(fresh_tab.page, "new-game")).to_be_visible()


def test_the_renderer_crashes(crashing: Page) -> None:
    say_lines(crashing)
    session = crashing.context.new_cdp_session(crashing)
    session.send("Page.crash")


def test_after_the_renderer_crash(fresh_tab: ui.Tab) -> None:
    by_id(fresh_tab.page, "new-game").click()
    expect(by_id(fresh_tab.page, "start")).to_be_visible()


def test_the_browser_crashes(crashing: Page, browser: Chromium) -> None:
    say_lines(crashing)
    browser.new_browser_cdp_session().send("Browser.crash")


def test_after_the_browser_crash(fresh_tab: ui.Tab) -> None:
    by_id(fresh_tab.page, "new-game").click()
    expect(by_id(fresh_tab.page, "start")).to_be_visible()
