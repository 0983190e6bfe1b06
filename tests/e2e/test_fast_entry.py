"""Faster than the paper sheet: a whole Bulgarian game and a whole
contrée game entered at 360 x 740 with touch, counting the taps. A plain suit deal is
three taps and the digits (the contract on the sheet, the team, Save; a contrée deal
adds its bid); no control any deal needs is off the screen or under the bar at the
bottom, so nothing is ever scrolled; and the sheet writes what the engine writes."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pytest

import belot

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

Deal = dict[str, Any]

# A Bulgarian game to 151, every kind of deal: plain suit deals, no trumps, all trumps,
# kontra, announcements (the form then opens on them: the game uses them often), a
# square, a valat, a redeal.
BULGARIAN: list[Deal] = [
    {"contract": "hearts", "declarer": 0, "points": [97, 65]},
    {"contract": "spades", "declarer": 1, "points": [60, 102]},
    {"contract": "no-trumps", "declarer": 0, "points": [70, 60]},
    {"contract": "clubs", "declarer": 0, "points": [100, 62], "double": 2},
    {
        "contract": "diamonds",
        "declarer": 1,
        "points": [70, 92],
        "announcements": [["tierce"], ["belot"]],
    },
    {"passed": True},
    {"contract": "all-trumps", "declarer": 1, "points": [100, 158]},
    {
        "contract": "hearts",
        "declarer": 0,
        "points": [102, 60],
        "announcements": [["four-jacks"], []],
    },
    {"contract": "spades", "declarer": 0, "points": [162, 0], "valat": 0},
    {"contract": "clubs", "declarer": 1, "points": [55, 107]},
    {"contract": "diamonds", "declarer": 1, "points": [62, 100]},
    {"contract": "spades", "declarer": 0, "points": [96, 66]},
]

# A contrée game to 1000: made, failed, contre, surcontre, a capot bid made.
CONTREE: list[Deal] = [
    {"contract": "hearts", "declarer": 0, "points": [120, 42], "bid": 100},
    {"contract": "spades", "declarer": 1, "points": [62, 100], "bid": 90},
    {"contract": "clubs", "declarer": 0, "points": [100, 62], "bid": 120},
    {"contract": "diamonds", "declarer": 1, "points": [40, 122], "bid": 80, "double": 2},
    {"contract": "hearts", "declarer": 0, "points": [162, 0], "bid": "capot", "valat": 0},
    {"contract": "spades", "declarer": 0, "points": [92, 70], "bid": 80, "double": 4},
]


def plain(deal: Deal) -> bool:
    """A deal that is its contract, its team and its points (and in contrée its bid)."""
    return set(deal) <= {"contract", "declarer", "points", "bid"} and deal.get("bid") != "capot"


@dataclass
class Thumb:
    """Taps as a player makes them, counted; each on a control in plain view (inside the
    screen, not under the bar at the bottom, the page never scrolled)."""

    page: Page
    taps: int = 0
    digits: int = 0
    seen: list[str] = field(default_factory=list)

    def tap(self, testid: str) -> None:
        control = by_id(self.page, testid)
        expect(control).to_be_visible()
        assert self.page.evaluate("window.scrollY") == 0, f"scrolled before {testid}"
        box = control.bounding_box()
        assert box is not None
        viewport = self.page.viewport_size
        assert viewport is not None
        inside = box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"]
        assert inside, f"{testid} is off the screen: {box}"
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        on_top = self.page.evaluate(
            "([x, y, id]) => { const hit = document.elementFromPoint(x, y);"
            " return !!hit && !!hit.closest(`[data-testid='${id}']`); }",
            [x, y, testid],
        )
        assert on_top, f"{testid} is covered (by the bar at the bottom?)"
        control.tap()
        self.seen.append(testid)
        if testid.startswith("key-"):
            self.digits += 1
        else:
            self.taps += 1

    def open_panel(self, panel: str) -> None:
        """Show a folding panel, unless the form already shows it (a game's habit)."""
        if by_id(self.page, f"fold-{panel}").get_attribute("aria-expanded") != "true":
            self.tap(f"fold-{panel}")


def enter(thumb: Thumb, deal: Deal) -> None:
    """One deal, the way a player enters it with the fewest taps."""
    if deal.get("passed"):
        thumb.tap("add-deal")
        thumb.tap("passed")
        thumb.tap("save-deal")
        return
    thumb.tap(f"start-{deal['contract']}")
    expect(by_id(thumb.page, "deal-form")).to_be_visible()
    for team, tokens in enumerate(deal.get("announcements", [[], []])):
        for token in tokens:
            thumb.open_panel("announcements")
            thumb.tap(f"more-{team}-{token}")
    thumb.tap(f"declarer-{deal['declarer']}")
    if "bid" in deal:
        thumb.tap(f"bid-{deal['bid']}")
    if "double" in deal:
        thumb.open_panel("double")
        thumb.tap(f"double-{deal['double']}")
    if deal.get("valat") is not None:
        thumb.open_panel("valat")
        thumb.tap(f"valat-{deal['valat']}")
    else:
        for digit in str(deal["points"][deal["declarer"]]):
            thumb.tap(f"key-{digit}")
        other = 1 - deal["declarer"]
        expect(by_id(thumb.page, f"points-{other}")).to_have_value(str(deal["points"][other]))
    thumb.tap("save-deal")
    expect(by_id(thumb.page, "sheet")).to_be_visible()


@pytest.fixture
def phone(shared_tabs: SharedTabs) -> Iterator[Page]:
    """A mobile phone on a first visit (the session's tab, reset)."""
    tab = shared_tabs.tab(viewport=ui.PHONE, has_touch=True, is_mobile=True)
    yield tab.page
    assert tab.errors == []


def play(phone: Page, rules: str, language: str, deals: list[Deal], plain_taps: int) -> None:
    ui.go_home(phone)
    by_id(phone, f"language-{language}").tap()
    by_id(phone, "new-game").tap()
    ui.glance(phone)
    if rules != "bulgarian":
        by_id(phone, "ruleset").select_option(rules)
    by_id(phone, "start").tap()
    expect(by_id(phone, "sheet")).to_be_visible()
    ui.glance(phone)
    teams = [by_id(phone, f"team-name-{t}").inner_text() for t in (0, 1)]
    record = ui.new_record(rules, (teams[0], teams[1]))
    for number, deal in enumerate(deals, start=1):
        thumb = Thumb(phone)
        enter(thumb, deal)
        ui.glance(phone)  # the next deal's first tap is not a double tap on this one
        record["deals"].append(copy.deepcopy(deal))
        if plain(deal):
            digits = len(str(deal["points"][deal["declarer"]]))
            assert (thumb.taps, thumb.digits) == (plain_taps, digits), (number, thumb.seen)
        sheet = belot.play(belot.game_from_record(record))
        row = sheet.rows[-1]
        for team in (0, 1):
            cell = by_id(phone, f"row-{number}-{team}")
            expect(cell.locator(".written")).to_have_text(str(row.score.scores[team]))
        for team in (0, 1):
            expect(by_id(phone, f"total-{team}")).to_have_text(str(sheet.totals[team]))
    final = belot.play(belot.game_from_record(record))
    assert final.winner is not None, final.totals  # the whole game was entered
    expect(by_id(phone, "winner")).to_be_visible()


def test_a_whole_bulgarian_game_three_taps_a_plain_deal(phone: Page) -> None:
    play(phone, "bulgarian", "bg", BULGARIAN, plain_taps=3)


def test_a_whole_contree_game_the_bid_one_tap_more(phone: Page) -> None:
    play(phone, "contree", "fr", CONTREE, plain_taps=4)


def test_the_test_games_end_with_their_last_deal() -> None:
    """The deals above make whole games: the last one, and only it, decides the winner."""
    for rules, deals in (("bulgarian", BULGARIAN), ("contree", CONTREE)):
        record = ui.new_record(rules, deals=deals)
        assert belot.play(belot.game_from_record(record)).winner is not None
        before = ui.new_record(rules, deals=deals[:-1])
        assert belot.play(belot.game_from_record(before)).winner is None
