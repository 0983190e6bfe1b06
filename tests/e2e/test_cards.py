"""Count the cards for me, in Chromium at phone size: tap one team's cards and the last
trick, apply, and the points fields and the saved sheet agree with the engine."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from belot import make_rules
from belot.cards import Card, count_pile
from belot.vocabulary import Contract

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page


pytestmark = pytest.mark.e2e

# Two tricks' worth of cards (the first four are one trick's).
PILE = (
    *("hearts:J", "hearts:9", "spades:A", "clubs:10"),
    *("diamonds:A", "diamonds:10", "clubs:K", "spades:7"),
)


@pytest.fixture(scope="module")
def shared_tab(shared_tabs: SharedTabs) -> ui.Tab:
    """The session's tab, on a first visit once for the module (its tests share it)."""
    return shared_tabs.tab()


@pytest.fixture
def app(shared_tab: ui.Tab) -> Iterator[Page]:
    """The shared page on the list of games; after the test, the page reported no error."""
    tab = shared_tab
    ui.go_home(tab.page)
    seen = len(tab.errors)
    yield tab.page
    assert tab.errors[seen:] == [], "errors in the page"


def tap_cards(page: Page, *tokens: str) -> None:
    for token in tokens:
        card = by_id(page, "card-" + token.replace(":", "-"))
        pressed = card.get_attribute("aria-pressed")
        card.click()
        expect(card).to_have_attribute("aria-pressed", "false" if pressed == "true" else "true")


def open_deal(page: Page, rules: str, contract: str, declarer: int) -> None:
    ui.start_game(page, rules, ("Ana & Bo", "<b>Vera</b>"))
    by_id(page, "add-deal").click()
    by_id(page, f"contract-{contract}").click()
    by_id(page, f"declarer-{declarer}").click()
    by_id(page, "count-cards").click()
    expect(by_id(page, "cards")).to_be_visible()


@pytest.mark.parametrize(
    ("rules", "contract", "declarer", "team", "last"),
    [
        ("bulgarian", "hearts", 0, 1, 0),
        ("bulgarian", "no-trumps", 1, 1, 1),  # plain values, 130 in all
        ("belot-arena", "no-trumps", 0, 0, 1),  # doubled values, 250 in all
    ],
)
def test_count_apply_save(
    app: Page, rules: str, contract: str, declarer: int, team: int, last: int
) -> None:
    page = app
    open_deal(page, rules, contract, declarer)
    pile = PILE[:4] if contract == "no-trumps" else PILE
    by_id(page, f"cards-team-{team}").click()
    tap_cards(page, *pile)
    by_id(page, f"cards-last-{last}").click()
    rule = make_rules(rules)
    points = count_pile([Card.parse(t) for t in pile], team, last, Contract(contract), rule)
    assert sum(points) == rule.ruleset.trick_total[Contract(contract)]
    expect(by_id(page, "cards-error")).to_have_count(0)
    for t in (0, 1):
        expect(by_id(page, f"cards-count-{t}")).to_contain_text(f"· {points[t]}")
    ui.snap(page, f"cards-{rules}-{contract}")
    by_id(page, "cards-apply").click()
    expect(by_id(page, "cards")).to_have_count(0)
    for t in (0, 1):
        expect(by_id(page, f"points-{t}")).to_have_value(str(points[t]))
    deal: dict[str, Any] = {"contract": contract, "declarer": declarer, "points": list(points)}
    ui.save_deal(page)
    ui.expect_sheet(page, ui.new_record(rules, ("Ana & Bo", "<b>Vera</b>"), [deal]))


def test_refused_picks_show_the_reason(app: Page) -> None:
    page = app
    ui.start_game(page)
    by_id(page, "add-deal").click()
    by_id(page, "count-cards").click()
    error = by_id(page, "cards-error")
    expect(error).to_have_text("Choose the contract before counting the cards.")
    expect(by_id(page, "cards-apply")).to_be_disabled()
    by_id(page, "contract-spades").click()
    expect(by_id(page, "card-spades-J")).to_contain_text("20")
    tap_cards(page, "spades:J", "spades:9", "hearts:A")
    expect(error).to_have_text("A pile is whole tricks, a multiple of 4 cards (counted: 3).")
    expect(by_id(page, "cards-apply")).to_be_disabled()
    tap_cards(page, "hearts:7")
    expect(error).to_have_text("Say which team took the last trick.")
    # Untap all four: the last trick cannot go to a team with no cards.
    tap_cards(page, "spades:J", "spades:9", "hearts:A", "hearts:7")
    by_id(page, "cards-last-0").click()
    expect(error).to_have_text("A team with no cards cannot have taken the last trick.")
    expect(by_id(page, "cards-apply")).to_be_disabled()
    # Close: the form's points are untouched.
    by_id(page, "cards-close").click()
    expect(by_id(page, "cards")).to_have_count(0)
    expect(by_id(page, "points-0")).to_have_value("")
    expect(by_id(page, "count-cards")).to_be_visible()


def test_a_pile_of_all_32_cards_is_a_valat(app: Page) -> None:
    page = app
    open_deal(page, "bulgarian", "all-trumps", 1)
    for suit in ("clubs", "diamonds", "hearts", "spades"):
        tap_cards(page, *(f"{suit}:{r}" for r in ("A", "10", "K", "Q", "J", "9", "8", "7")))
    by_id(page, "cards-last-1").click()
    expect(by_id(page, "cards-count-1")).to_contain_text("32 cards · 258")
    by_id(page, "cards-apply").click()
    expect(by_id(page, "points-1")).to_have_value("258")
    expect(by_id(page, "points-0")).to_have_value("0")
    ui.unfold(page, "valat")
    expect(by_id(page, "valat-1")).to_have_attribute("aria-pressed", "true")
    deal = {"contract": "all-trumps", "declarer": 1, "points": [0, 258], "valat": 1}
    ui.save_deal(page)
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Ana & Bo", "<b>Vera</b>"), [deal]))
