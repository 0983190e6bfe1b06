"""The rendered HTML under CPython: every screen, every ruleset, escaping, errors."""

from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belot import RULESETS
from belot.app.controller import Controller
from belot.app.markup import Markup, escape, tag, text
from belot.app.render import render
from tests.app.conftest import enter_deal, make_controller, run, start_game

EVIL = '<img src=x onerror=alert(1)>"&'


class Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.testids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        for name, value in attrs:
            if name == "data-testid" and value:
                self.testids.add(value)


def parse(html: str) -> Collector:
    collector = Collector()
    collector.feed(html)
    return collector


def screens(controller: Controller) -> list[str]:
    """Render home, setup, sheet, deal form and detail for one game."""
    pages: list[str] = [render(controller.state)]
    run(controller, "new-game", ("setup-team", f"0={EVIL}"), ("setup-player", f"1={EVIL}"))
    pages.append(render(controller.state))
    run(controller, "start-game")
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "80"))
    pages.append(render(controller.state))
    run(controller, ("open-deal", "0"))
    pages.append(render(controller.state))
    run(controller, "back", "add-deal", ("deal-contract", "spades"))
    pages.append(render(controller.state))
    run(controller, "cancel-deal", "home")
    pages.append(render(controller.state))
    return pages


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_player_text_is_never_markup(ruleset: str) -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", ruleset))
    for page in screens(controller):
        assert "img" not in parse(page).tags
        assert "<img" not in page


def test_deal_form_offers_what_the_ruleset_has() -> None:
    def testids(ruleset: str) -> set[str]:
        controller = make_controller()
        start_game(controller, ruleset)
        run(controller, "add-deal", ("deal-contract", "hearts"))
        folded = parse(render(controller.state)).testids
        # Kontra, valat and announcements are one tap away, folded until needed
        # (each shows in place of the keypad, one at a time).
        assert not {"double-2", "valat-0", "more-0-belot"} & folded
        seen = set(folded)
        for panel in ("double", "valat", "announcements"):
            if f"fold-{panel}" in folded:
                run(controller, ("deal-fold", panel))
                seen |= parse(render(controller.state)).testids
        if "bid" in folded:
            run(controller, ("deal-bid", "generale"))  # "taker alone" is for a Générale
            seen |= parse(render(controller.state)).testids
        return seen

    bulgarian, belote, contree, coinche = (
        testids(r) for r in ("bulgarian", "belote", "contree", "coinche")
    )
    assert {"contract-no-trumps", "contract-all-trumps", "double-4", "more-0-four-jacks"} <= (
        bulgarian
    )
    assert "bid" not in bulgarian
    assert not {"contract-no-trumps", "double-2", "bid", "more-0-tierce"} & belote
    assert "more-1-belot" in belote
    assert {"bid", "alone", "double-2"} <= contree
    assert "more-0-tierce" not in contree
    assert "more-0-tierce" in coinche


def test_no_trumps_hides_the_announcements() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, "add-deal", ("deal-contract", "no-trumps"))
    assert "more-0-belot" not in parse(render(controller.state)).testids


def test_the_engine_message_is_shown_and_save_is_blocked() -> None:
    controller = make_controller()
    start_game(controller)
    run(
        controller,
        "add-deal",
        ("deal-contract", "hearts"),
        ("deal-declarer", "0"),
        ("deal-points", "0=90"),
        ("deal-bump", "0:tierce:1"),
        ("deal-bump", "1:quarte:1"),
    )
    page = render(controller.state)
    message = (
        "Only the team with the stronger sequence scores sequences, not both "
        "(got tierce for team 0 and quarte for team 1)"
    )
    assert text(message) in page
    save = re.search(r'<button[^>]*data-testid="save-deal"[^>]*>', page)
    assert save is not None
    assert " disabled" in save.group(0)


def test_missing_choices_are_asked_for_in_words() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, "add-deal")
    # Nothing is wrong before the player acted; Save asks for what is missing.
    assert "Choose the contract." not in render(controller.state)
    run(controller, "save-deal")
    assert render(controller.state).count("Choose the contract.") == 1
    run(controller, ("deal-contract", "clubs"))
    assert render(controller.state).count("Choose the team that took the contract.") == 1


def test_preview_says_what_will_be_written_and_why() -> None:
    controller = make_controller()
    start_game(controller)
    run(
        controller,
        "add-deal",
        ("deal-contract", "hearts"),
        ("deal-declarer", "0"),
        ("deal-points", "0=86"),
    )
    page = render(controller.state)
    assert "Will write</strong> Ana 8 · Boris 8 — made" in page
    assert "Both totals end in 6: Boris rounds up, the other down." in page


def test_the_sheet_shows_rows_totals_held_points_and_dealer() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 81)
    page = render(controller.state)
    assert 'data-testid="row-1-1"><span class="written">8</span>' in page
    assert "Held over: 8, to the winner of the next deal" in page
    assert "Next dealer: seat 4 (Boris)" in page  # counter-clockwise from seat 1 to seat 4


@given(st.text())
def test_markup_escapes_as_the_standard_library_does(value: str) -> None:
    assert escape(value) == html.escape(value, quote=True)
    assert tag("p", {"title": value}, value) == (
        f'<p title="{html.escape(value)}">{html.escape(value)}</p>'
    )


def test_markup_escapes_text_and_attributes() -> None:
    html = tag("p", {"title": '"><b>', "hidden": True, "data_x": None}, "<b>", Markup("<i>ok</i>"))
    assert html == '<p title="&quot;&gt;&lt;b&gt;" hidden>&lt;b&gt;<i>ok</i></p>'
    assert tag("input", {"value": "a&b"}) == '<input value="a&amp;b">'
