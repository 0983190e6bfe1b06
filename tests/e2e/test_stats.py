"""Statistics in Chromium: a game's score race and figures, and figures across saved games.

One booted page (a 360-px phone viewport) serves the module; each test starts from the
list of games. What the screens show is compared with :mod:`belot.stats` on the same
games: the deals entered, or the games the page saved in localStorage.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from belot.app.storage import GAME_PREFIX, decode
from belot.stats import AcrossStats, across, game_stats

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

TEAMS = ("Ana <b>&", "Boris")
DEALS: list[ui.DealRecord] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"passed": True},
    {"contract": "all-trumps", "declarer": 1, "points": [100, 158], "double": 2},
    {"contract": "no-trumps", "declarer": 0, "points": [50, 80]},
]


@pytest.fixture(scope="module")
def shared(shared_tabs: SharedTabs) -> ui.Tab:
    """The session's tab, on a first visit once for the module (its tests share it)."""
    return shared_tabs.tab()


@pytest.fixture
def page(shared: ui.Tab) -> Iterator[Page]:
    """The shared page on the list of games; after the test, it reported no error."""
    ui.go_home(shared.page)
    seen = len(shared.errors)
    yield shared.page
    assert shared.errors[seen:] == []


# --- helpers ------------------------------------------------------------------------


def race_points(page: Page, team: int) -> list[tuple[int, int]]:
    text = by_id(page, f"race-{team}").get_attribute("points") or ""
    return [(int(x), int(y)) for x, y in (p.split(",") for p in text.split())]


def saved_across(page: Page, ruleset: str = "") -> AcrossStats:
    """The statistics of the games the page has saved, computed by the engine."""
    games = [decode(v).game for k, v in ui.storage(page).items() if k.startswith(GAME_PREFIX)]
    return across(games, ruleset)


def expect_across(page: Page, ruleset: str, summary: str) -> None:
    """The figures shown are the engine's for the saved games, under ``summary``."""
    stats = saved_across(page, ruleset)
    expect(by_id(page, "stats-summary")).to_have_text(summary)
    rows = by_id(page, "stats-teams-row")
    expect(rows).to_have_count(len(stats.teams))
    for index, (name, side) in enumerate(stats.teams):
        row = rows.nth(index)
        expect(row.locator("th")).to_have_text(name)
        expect(row.get_by_test_id("wins")).to_have_text(f"{side.wins}/{side.games}")
        expect(row.get_by_test_id("made")).to_contain_text(f"{side.made}/{side.taken}")


# --- tests --------------------------------------------------------------------------


def test_game_statistics_show_the_score_race(page: Page) -> None:
    ui.start_game(page, "bulgarian", teams=TEAMS)
    record = ui.new_record("bulgarian", teams=TEAMS)
    ui.play_deals(page, record, DEALS)
    by_id(page, "stats-game").click()
    chart = by_id(page, "race-chart")
    expect(chart).to_be_visible()
    ui.snap(page, "stats-game")
    sheet = ui.engine_sheet(record)
    stats = game_stats(sheet)
    for team in (0, 1):
        points = race_points(page, team)
        assert len(points) == len(DEALS) + 1  # the origin, then one per deal
        assert points[0] == race_points(page, 1 - team)[0]
        expect(by_id(page, f"race-name-{team}")).to_have_text(
            f"{TEAMS[team]} {sheet.totals[team]}"  # escaped on the way, shown as typed
        )
        figures = stats.teams[team]
        for key, value in (
            ("taken", figures.taken),
            ("made", figures.made),
            ("failed", figures.failed),
            ("hanging", figures.hanging),
            ("valats", figures.valats),
            ("doubled-by", figures.doubled_by),
            ("doubled-against", figures.doubled_against),
        ):
            expect(by_id(page, f"stat-{key}-{team}")).to_have_text(str(value))
    expect(by_id(page, "stat-failed-0")).to_have_text("1")  # the no-trumps deal was inside
    expect(by_id(page, "stat-doubled-by-0")).to_have_text("1")
    expect(chart.locator("title")).to_contain_text(f"{TEAMS[0]} {sheet.totals[0]}")
    assert "<b>" not in (page.inner_html("#app") or "")

    # Back on the sheet, one more deal: the race has one more point.
    by_id(page, "back").click()
    expect(by_id(page, "sheet")).to_be_visible()
    ui.play_deals(page, record, [{"contract": "clubs", "declarer": 1, "points": [40, 122]}])
    by_id(page, "stats-game").click()
    expect(by_id(page, "race-0")).to_have_attribute("points", re.compile(r"^(\d+,\d+ ){5}\d+,\d+$"))
    by_id(page, "back").click()
    expect(by_id(page, "sheet")).to_be_visible()


def test_statistics_across_games_filter_by_ruleset(fresh_tab: ui.Tab) -> None:
    """Two games on a phone that had none: one of Belote, one Bulgarian."""
    page = fresh_tab.page
    ui.start_game(page, "belote", teams=("Us", "Them"))
    ui.add_deal(page, {"contract": "hearts", "declarer": 0, "points": [100, 62]})
    ui.go_home(page)
    ui.start_game(page, "bulgarian", teams=("Us", "X"))
    ui.add_deal(page, {"contract": "spades", "declarer": 1, "points": [60, 102]})
    ui.go_home(page)
    by_id(page, "stats-all").click()
    expect(by_id(page, "stats-all-screen")).to_be_visible()
    assert saved_across(page).games == 2
    expect(by_id(page, "stats-filter-all")).to_have_text("All (2)")
    expect(by_id(page, "stats-filter-all")).to_have_attribute("aria-pressed", "true")
    expect(by_id(page, "stats-mixed")).to_be_visible()
    expect_across(page, "", "2 games · 0 finished")
    ui.snap(page, "stats-all")

    by_id(page, "stats-filter-belote").click()
    expect(by_id(page, "stats-filter-belote")).to_have_attribute("aria-pressed", "true")
    expect(by_id(page, "stats-filter-all")).to_have_attribute("aria-pressed", "false")
    expect(by_id(page, "stats-mixed")).to_have_count(0)
    expect_across(page, "belote", "1 game · 0 finished")
    belote = saved_across(page, "belote")
    us = dict(belote.teams)["Us"]
    assert (us.taken, us.made) == (1, 1)  # 100 of 162 in hearts: made
    us_row = by_id(page, "stats-teams-row").filter(has=page.locator("th", has_text="Us"))
    expect(us_row.get_by_test_id("made")).to_contain_text("1/1")

    by_id(page, "stats-filter-bulgarian").click()
    expect_across(page, "bulgarian", "1 game · 0 finished")
    x = dict(saved_across(page, "bulgarian").teams)["X"]
    assert (x.taken, x.made) == (1, 1)  # 102 of 162 in spades: made
    by_id(page, "stats-filter-all").click()
    expect_across(page, "", "2 games · 0 finished")
    by_id(page, "back").click()
    expect(by_id(page, "new-game")).to_be_visible()
