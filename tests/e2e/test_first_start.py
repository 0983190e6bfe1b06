"""A first start paints the list of games with only what it needs, then imports every
other screen (belot.app.browser.boot): the page is usable sooner, a tap made at once still
finds every screen, a start that reopens a screen imports them all before its first paint,
and a slip in the screens imported after it says the app could not start."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from . import ui
from .ui import by_id, expect

if TYPE_CHECKING:
    from collections.abc import Iterator

    from playwright.sync_api import Browser, Page

pytestmark = pytest.mark.e2e

# When <html data-ready> is set (window.__readyAt), and, with ``tap``, a tap on "New game"
# made in that same turn of the page, before anything else runs: how many times the other
# screens had been imported just before it and just after it.
READY_JS = """(tap) => {
  new MutationObserver((_, seen) => {
    if (!document.documentElement.hasAttribute("data-ready")) return;
    seen.disconnect();
    window.__readyAt = performance.now();
    if (!tap) return;
    const imported = () => performance.getEntriesByName("belot:every-screen").length;
    window.__importedBeforeTap = imported();
    document.querySelector("[data-testid=new-game]").click();
    window.__importedAfterTap = imported();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
}"""
IMPORTED_AT_JS = "performance.getEntriesByName('belot:every-screen').map((m) => m.startTime)"


@pytest.fixture
def context(browser: Browser) -> Iterator[Any]:
    context = browser.new_context(service_workers="block", has_touch=True)
    yield context
    context.close()


def opened(context: Any, url: str, *, tap: bool = False) -> ui.Tab:
    """A first visit of the app in ``context``, ready (with ``tap``: "New game" tapped as
    it got ready)."""
    return ui.open_tab(context, url, init_script=f"({READY_JS})({'true' if tap else 'false'})")


def imported_at(page: Page) -> list[float]:
    page.wait_for_function(f"{IMPORTED_AT_JS}.length > 0")
    return list(page.evaluate(IMPORTED_AT_JS))


def test_a_first_start_is_ready_before_the_other_screens_are_imported(
    context: Any, site_url: str
) -> None:
    tab = opened(context, site_url)
    expect(by_id(tab.page, "new-game")).to_be_visible()
    [imported] = imported_at(tab.page)  # once, after the page was ready
    assert imported >= tab.page.evaluate("window.__readyAt")
    by_id(tab.page, "new-game").tap()
    expect(by_id(tab.page, "ruleset")).to_be_visible()
    assert tab.errors == []


# The engine's scoring, which a first visit's list of games is painted without (the app
# imports it where it uses it: tests/app/test_first_paint_imports.py, under CPython).
SCORING = ("belot.game", "belot.rules", "belot.rulesets", "belot.record", "belot.stats")
PAINTED_WITH_JS = "performance.getEntriesByName('belot:dataclass-methods')[0]?.detail.painted_with"


def test_a_first_start_paints_without_the_engines_scoring(context: Any, site_url: str) -> None:
    tab = opened(context, site_url)
    tab.page.wait_for_function(PAINTED_WITH_JS)  # marked once every screen is imported
    painted_with = tab.page.evaluate(PAINTED_WITH_JS)
    assert "belot.app.screens.home.view" in painted_with
    assert [name for name in painted_with if name.startswith((*SCORING, "belot.tournament"))] == []
    # Then a game started and a deal entered: the scoring is there where it is used.
    ui.start_game(tab.page)
    deal = {"contract": "hearts", "declarer": 0, "points": [87, 75]}
    record = ui.new_record("bulgarian")
    ui.add_deal(tab.page, deal)
    record["deals"].append(deal)
    ui.expect_sheet(tab.page, record)
    assert tab.errors == []


def test_a_tap_made_as_the_page_gets_ready_imports_every_screen_first(
    context: Any, site_url: str
) -> None:
    tab = opened(context, site_url, tap=True)
    expect(by_id(tab.page, "ruleset")).to_be_visible()  # the tap opened the new game's form
    assert tab.page.evaluate("[window.__importedBeforeTap, window.__importedAfterTap]") == [0, 1]
    assert len(imported_at(tab.page)) == 1  # and not again after the first paint
    assert tab.errors == []


def test_a_start_that_reopens_a_screen_imports_every_screen_before_its_first_paint(
    context: Any, site_url: str
) -> None:
    tab = opened(context, site_url)
    ui.start_game(tab.page)
    ui.reload(tab.page)  # the sheet reopens: its folder says how
    expect(by_id(tab.page, "sheet")).to_be_visible()
    [imported] = imported_at(tab.page)
    assert imported < tab.page.evaluate("window.__readyAt")
    assert tab.errors == []


SLIP = """
import belot.app.browser.boot as _boot


async def _slipped():
    raise ValueError("screens without a view: test-slip")


_boot.the_other_screens = _slipped
"""


def test_a_slip_in_the_screens_imported_after_the_first_paint_stops_the_app(
    context: Any, site_url: str
) -> None:
    page = context.new_page()
    tab = ui.watch(page)
    ui.boot_with(page, SLIP)
    page.goto(site_url)
    page.wait_for_selector("html[data-boot-error]", state="attached")
    assert tab.page.get_attribute("html", "data-ready") is None
    expect(tab.page.locator("#app")).to_be_hidden()
    expect(tab.page.locator("#loading")).to_have_text("The app could not start. Reload the page.")
    assert any("test-slip" in error for error in tab.errors)  # said in the console
