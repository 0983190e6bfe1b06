"""Crashes, run by tests/e2e/test_crash.py in a pytest of its own (the name is not a test
file's: the suite does not collect it). Each crash is followed by a test that needs a
working browser."""

from __future__ import annotations

import pytest

from . import ui
from .conftest import Chromium
from .ui import by_id, expect

pytestmark = pytest.mark.e2e


def say_lines(tab: ui.Tab) -> None:
    for number in range(1, 26):
        tab.page.evaluate(f"console.log('line {number} before the crash')")


def test_the_renderer_crashes(fresh_tab: ui.Tab) -> None:
    say_lines(fresh_tab)
    session = fresh_tab.page.context.new_cdp_session(fresh_tab.page)
    session.send("Page.crash")


def test_after_the_renderer_crash(fresh_tab: ui.Tab) -> None:
    by_id(fresh_tab.page, "new-game").click()
    expect(by_id(fresh_tab.page, "start")).to_be_visible()


def test_the_browser_crashes(fresh_tab: ui.Tab, browser: Chromium) -> None:
    say_lines(fresh_tab)
    browser.new_browser_cdp_session().send("Browser.crash")


def test_after_the_browser_crash(fresh_tab: ui.Tab) -> None:
    by_id(fresh_tab.page, "new-game").click()
    expect(by_id(fresh_tab.page, "start")).to_be_visible()
