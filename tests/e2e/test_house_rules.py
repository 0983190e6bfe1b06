"""Every table's house rules, as a French table meets them at 360 x 740 with touch: the
app-style preset, a contrée game with a contre and a surcontre, and what the sheet, the
breakdown and the statistics then say, in French and in English."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.messages import CATALOGS, speaking
from belot.app.screens.stats.view import across_summary

from . import ui
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

DEALS: list[dict[str, Any]] = [
    # contre: (100 + 120) x 2 = 440, the defence keeps its 42 -> 40
    {"contract": "hearts", "declarer": 0, "points": [120, 42], "bid": 100, "double": 2},
    # surcontre: (90 + 100) x 4 = 760; the defence 62 -> 60
    {"contract": "spades", "declarer": 1, "points": [62, 100], "bid": 90, "double": 4},
    # failed, not doubled: 162 + 120 = 282 -> 280 to the defence
    {"contract": "clubs", "declarer": 0, "points": [100, 62], "bid": 120},
]
TOTALS = ((440, 60, 0), (40, 760, 280))
BREAKDOWN = {
    "fr": "Contré : (100 + 120) × 2 = 440, la défense garde ses 42.",
    "en": "Doubled: (100 + 120) × 2 = 440, the defence keeps its 42.",
}


@pytest.fixture
def page(fresh_touch_tab: ui.Tab) -> Page:
    """A touch phone on a first visit (the session's tab, reset)."""
    return fresh_touch_tab.page


def enter(page: Page, deal: dict[str, Any]) -> None:
    by_id(page, "add-deal").tap()
    by_id(page, f"contract-{deal['contract']}").tap()
    by_id(page, f"declarer-{deal['declarer']}").tap()
    by_id(page, f"bid-{deal['bid']}").tap()
    if "double" in deal:
        ui.unfold(page, "double")
        by_id(page, f"double-{deal['double']}").tap()
    team = deal["declarer"]
    ui.type_into(page, f"points-{team}", str(deal["points"][team]))
    expect(by_id(page, f"points-{1 - team}")).to_have_value(str(deal["points"][1 - team]))
    by_id(page, "save-deal").tap()
    expect(by_id(page, "sheet")).to_be_visible()


def said(language: str, games: int, finished: int) -> str:
    """The statistics' summary as the page words it in ``language`` (with its plural forms)."""
    with speaking(language):
        return across_summary(games, finished)


@pytest.mark.parametrize("language", ["fr", "en"])
def test_an_app_style_contree_game(page: Page, language: str) -> None:
    words = CATALOGS[language]
    ui.go_home(page)
    by_id(page, f"language-{language}").tap()
    by_id(page, "new-game").tap()
    by_id(page, "ruleset").select_option("contree")
    by_id(page, "preset").select_option("app")
    expect(page.locator('[data-option="doubled-points"] select')).to_have_value("bid-and-tricks")
    expect(page.locator('[data-option="failed-base"] select')).to_have_value("162")
    expect(page.locator('[data-option="failed-base"] .hint')).to_have_text(
        words["option.failed-base.help"]
    )
    by_id(page, "start").tap()
    expect(by_id(page, "house-rules")).to_have_text(
        words["sheet.house_rules"].format(rules=words["preset.app"])
    )
    for deal in DEALS:
        enter(page, deal)
    for number, (mine, theirs) in enumerate(zip(*TOTALS, strict=True), start=1):
        expect(by_id(page, f"row-{number}-0").locator(".written")).to_have_text(str(mine))
        expect(by_id(page, f"row-{number}-1").locator(".written")).to_have_text(str(theirs))
    expect(by_id(page, "total-0")).to_have_text(str(sum(TOTALS[0])))
    expect(by_id(page, "total-1")).to_have_text(str(sum(TOTALS[1])))
    marks = page.locator("tr.row .mark")
    expect(marks.nth(0)).to_contain_text("×2")
    expect(marks.nth(1)).to_contain_text("×4")

    by_id(page, "row-1").tap()
    expect(by_id(page, "breakdown")).to_contain_text(BREAKDOWN[language])
    by_id(page, "back").tap()
    ui.glance(page)  # Statistiques sits where Retour was
    by_id(page, "stats-game").tap()
    table = by_id(page, "stats-game-table")
    expect(table).to_be_visible()
    assert re.search(r"\d", table.text_content() or "")
    by_id(page, "back").tap()
    ui.glance(page)

    # a second table plays by the book: one deal, made
    by_id(page, "games").tap()
    ui.glance(page)
    by_id(page, "new-game").tap()
    by_id(page, "ruleset").select_option("contree")
    by_id(page, "preset").select_option("ffb")
    expect(page.locator('[data-option="failed-base"] select')).to_have_value("160")
    by_id(page, "start").tap()
    expect(by_id(page, "house-rules")).to_have_text(
        words["sheet.house_rules"].format(rules=words["preset.ffb"])
    )
    enter(page, {"contract": "hearts", "declarer": 0, "points": [120, 42], "bid": 100})
    expect(by_id(page, "total-0")).to_have_text("220")  # 100 + 120, no doubling

    by_id(page, "games").tap()
    ui.glance(page)
    by_id(page, "stats-all").tap()
    by_id(page, "stats-filter-contree").tap()
    summary = by_id(page, "stats-summary")
    expect(summary).to_have_text(said(language, 2, 1))
    house = page.get_by_role("button", name=words["preset.app"])
    expect(house).to_have_count(1)
    house.tap()
    expect(house).to_have_attribute("aria-pressed", "true")
    expect(summary).to_have_text(said(language, 1, 1))
    by_id(page, "stats-house-all").tap()
    expect(summary).to_have_text(said(language, 2, 1))
