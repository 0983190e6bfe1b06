"""Tried as a new user would, at 360 x 740 with touch: a French table plays a coinche deal
at tout atout in French, the card counter at TA included, the contract row and the
sheet's bar fitting the screen; a Bulgarian table plays a best-of-3 match in Bulgarian;
a concours game of a fixed number of deals in English ends in a draw
(docs/rules.md#sans-atout-tout-atout, #fixed-number-of-deals, #matches)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Locator, Page

pytestmark = pytest.mark.e2e


@pytest.fixture
def phone(shared_tabs: SharedTabs) -> Iterator[Page]:
    tab = shared_tabs.tab(viewport=ui.PHONE, has_touch=True, is_mobile=True)
    yield tab.page
    assert tab.errors == []


def fits(page: Page, row: Locator) -> None:
    """Every button of ``row`` is whole on the screen, and the row does not overflow."""
    width = page.viewport_size["width"] if page.viewport_size else 0
    for index in range(row.locator("button").count()):
        box = row.locator("button").nth(index).bounding_box()
        assert box is not None
        assert box["x"] >= 0, box
        assert box["x"] + box["width"] <= width, box
    overflow = row.evaluate("(el) => el.scrollWidth - el.clientWidth")
    assert overflow <= 0, overflow


def new_game(phone: Page, language: str, rules: str) -> None:
    ui.go_home(phone)
    by_id(phone, f"language-{language}").tap()
    by_id(phone, "new-game").tap()
    if rules != "bulgarian":
        by_id(phone, "ruleset").select_option(rules)


def start(phone: Page) -> None:
    by_id(phone, "start").tap()
    expect(by_id(phone, "sheet")).to_be_visible()
    ui.glance(phone)


def retype(phone: Page, field: Locator, text: str) -> None:
    """Tap a text field, select what is in it and type ``text`` over it."""
    field.tap()
    phone.keyboard.press("ControlOrMeta+a")
    phone.keyboard.type(text)


def option(phone: Page, name: str) -> Locator:
    return phone.locator(f'[data-option="{name}"]')


def test_a_french_coinche_deal_at_tout_atout_with_the_card_counter(phone: Page) -> None:
    new_game(phone, "fr", "coinche")
    expect(option(phone, "all-trumps-belote")).to_have_count(0)
    option(phone, "sa-ta").locator("input").tap()
    expect(option(phone, "all-trumps-belote")).to_have_count(1)
    start(phone)
    expect(by_id(phone, "start-no-trumps")).to_have_text("SA")
    expect(by_id(phone, "start-all-trumps")).to_have_text("TA")
    fits(phone, phone.locator(".new-deal .starts"))
    by_id(phone, "start-all-trumps").tap()
    expect(by_id(phone, "deal-form")).to_be_visible()
    fits(phone, phone.locator(".group-contract"))
    expect(by_id(phone, "contract-all-trumps")).to_have_attribute("aria-pressed", "true")
    by_id(phone, "declarer-0").tap()
    by_id(phone, "bid-80").tap()
    by_id(phone, "count-cards").tap()
    for rank in ("J", "9", "A", "10", "K", "Q", "8", "7"):  # every heart: 38 at TA
        by_id(phone, f"card-hearts-{rank}").tap()
    expect(by_id(phone, "card-hearts-J")).to_contain_text("14")
    by_id(phone, "cards-last-0").tap()
    by_id(phone, "cards-apply").tap()
    expect(by_id(phone, "points-0")).not_to_have_value("")
    mine = int(by_id(phone, "points-0").input_value())
    theirs = int(by_id(phone, "points-1").input_value())
    assert mine + theirs == 162
    assert mine == 38 + 10  # the last trick
    by_id(phone, "save-deal").tap()
    expect(by_id(phone, "sheet")).to_be_visible()
    expect(phone.locator(".mark").first).to_contain_text("TA")


def test_a_bulgarian_best_of_3_match_in_bulgarian(phone: Page) -> None:
    new_game(phone, "bg", "bulgarian")
    retype(phone, phone.locator("#option-target"), "10")
    by_id(phone, "best-of").select_option("3")
    start(phone)
    expect(by_id(phone, "match")).to_contain_text("Мач от 3 игри")
    for game in (1, 2):
        by_id(phone, "start-hearts").tap()
        by_id(phone, "declarer-0").tap()
        by_id(phone, "key-1").tap()
        if game == 2:  # a reload in the middle of a deal keeps it, and the match
            ui.reload(phone)
            expect(by_id(phone, "points-0")).to_have_value("1")
        for digit in "00":
            by_id(phone, f"key-{digit}").tap()
        by_id(phone, "save-deal").tap()
        expect(by_id(phone, "winner")).to_be_visible()
        if game == 1:
            by_id(phone, "next-in-match").tap()
            expect(by_id(phone, "match")).to_contain_text("1 – 0")
            expect(by_id(phone, "match")).to_contain_text("игра 2")
            ui.glance(phone)
    expect(by_id(phone, "match-winner")).to_contain_text("спечели мача с 2 на 0")
    expect(by_id(phone, "next-in-match")).to_have_count(0)
    expect(by_id(phone, "rematch")).to_be_visible()
    ui.go_home(phone)  # the match's two games together, under its score
    expect(by_id(phone, "match-head")).to_have_text(
        "Мач от 3 игри: Ние 2 – 0 Вие · победа на отбор Ние"
    )
    expect(by_id(phone, "match-group").locator("li[data-game]")).to_have_count(2)


def test_a_concours_game_of_two_deals_in_english_ends_in_a_draw(phone: Page) -> None:
    new_game(phone, "en", "belote")
    option(phone, "end").locator("select").select_option("deals")
    retype(phone, phone.locator("#option-deals"), "2")
    start(phone)
    expect(by_id(phone, "deal-of")).to_have_text("Deal 1 of 2")
    for contract, team, points in (("hearts", 0, "100"), ("spades", 1, "100")):
        by_id(phone, f"start-{contract}").tap()
        by_id(phone, f"declarer-{team}").tap()
        for digit in points:
            by_id(phone, f"key-{digit}").tap()
        by_id(phone, "save-deal").tap()
        expect(by_id(phone, "sheet")).to_be_visible()
        ui.glance(phone)
    expect(by_id(phone, "drawn")).to_contain_text("A draw")
    expect(by_id(phone, "add-deal")).to_have_count(0)
    ui.go_home(phone)
    expect(phone.locator("ul.games li").first).to_contain_text("a draw")
