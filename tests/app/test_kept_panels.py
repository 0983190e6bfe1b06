"""A reload in the middle of a deal reopens the form's open panel as it was (the card
counter with the cards tapped, *Declared by player* with what is not applied yet), in the
same tab only; a kept panel that cannot be read stays closed and nothing else is lost."""

from __future__ import annotations

import itertools
import json
from typing import Any, ClassVar

import pytest

from belot.app.controller import Controller
from belot.app.render import render
from belot.app.screens.cards.count import CardCount
from belot.app.screens.deal import Entry
from belot.app.screens.declarations.declaring import Declaring, encode
from belot.app.state import KEPT, KeptPart
from belot.app.storage import SESSION_KEY, MemoryStore
from belot.declared import Belot, Sequence, Square
from belot.vocabulary import Rank, Suit
from tests.app.conftest import run, start_game, tab_controller


class Phone:
    """One tab of the browser over one store: its sessionStorage outlives a reload."""

    def __init__(self) -> None:
        self.store = MemoryStore()
        self.tab_store = MemoryStore()
        self.ids = itertools.count(1)
        self.controller = self.load("tab-a", self.tab_store)

    def load(self, tab: str, tab_store: MemoryStore) -> Controller:
        controller = tab_controller(self.store, tab, tab_store, lambda: f"g{next(self.ids)}")
        controller.start()
        return controller

    def reload(self) -> Controller:
        self.controller = self.load("tab-a", self.tab_store)
        return self.controller

    def kept_panels(self) -> dict[str, Any]:
        text = self.tab_store.get(SESSION_KEY)
        assert text is not None
        panels: dict[str, Any] = json.loads(text).get("panels", {})
        return panels


def deal_form(ruleset: str = "bulgarian") -> Phone:
    phone = Phone()
    start_game(phone.controller, ruleset)
    run(phone.controller, "add-deal", ("deal-contract", "hearts"), ("deal-declarer", "0"))
    return phone


def test_the_card_counter_reopens_with_the_cards_tapped() -> None:
    phone = deal_form()
    run(phone.controller, "cards-open", ("cards-team", "1"))
    run(phone.controller, *(("cards-toggle", c) for c in ("hearts:J", "spades:A", "clubs:10")))
    run(phone.controller, ("cards-last", "1"))
    before = phone.controller.state.part(CardCount)
    controller = phone.reload()
    assert controller.state.part(CardCount) == before
    assert 'data-testid="cards"' in render(controller.state)  # on screen, as it was
    phone.reload()  # and again, with nothing tapped in between
    assert phone.controller.state.part(CardCount) == before


def test_declared_by_player_reopens_with_what_is_not_applied_yet() -> None:
    phone = deal_form()
    run(phone.controller, ("deal-points", "0=100"), "decl-open")
    run(phone.controller, ("decl-add", encode(0, Square(Rank.ACE))))
    run(phone.controller, ("decl-add", encode(0, Belot())))
    run(phone.controller, ("decl-seat", "1"), ("decl-suit", "spades"))
    before = phone.controller.state.part(Declaring)
    assert before is not None
    assert before.suit is Suit.SPADES
    controller = phone.reload()
    assert controller.state.part(Declaring) == before  # the order within a seat too
    run(controller, ("decl-add", encode(1, Sequence(5, Rank.KING, Suit.SPADES))), "decl-apply")
    draft = controller.state.draft
    assert draft is not None
    assert draft.declared is not None
    assert draft.declared[0] == ("square:A",)
    assert draft.announcements == (("belot",), ())
    assert controller.state.part(Declaring) is None
    assert "declaring" not in phone.kept_panels()  # applied: nothing left to reopen
    assert phone.reload().state.part(Declaring) is None


def test_a_panel_reopens_only_in_its_own_tab() -> None:
    phone = deal_form()
    run(phone.controller, "cards-open", ("cards-toggle", "hearts:J"))
    assert "cards" in phone.kept_panels()
    shared = phone.store.get(SESSION_KEY)
    assert shared is not None
    assert "panels" not in json.loads(shared)
    other = phone.load("tab-b", MemoryStore())
    assert other.state.part(CardCount) is None


@pytest.mark.parametrize(
    "bad",
    [
        "a string",
        {"game": "g1"},
        {"game": "g1", "revision": 1, "index": None, "team": True, "cards": [], "last_trick": 0},
        {"game": "g1", "revision": 1, "index": None, "team": 0, "cards": ["hearts:1"]},
        {"game": "g1", "revision": -1, "index": None, "team": 0, "cards": []},
        {"game": "g1", "revision": 1, "index": 0.5, "team": 0, "cards": []},
        {"game": "g1", "revision": 1, "index": None, "team": 0, "cards": ["hearts:J"] * 33},
    ],
)
def test_a_kept_panel_that_cannot_be_read_stays_closed_and_the_form_is_kept(bad: Any) -> None:
    phone = deal_form()
    run(phone.controller, ("deal-points", "0=100"), "cards-open")
    text = phone.tab_store.get(SESSION_KEY)
    assert text is not None
    session = json.loads(text)
    session["panels"] = {"cards": bad, "declaring": {"seats": "no"}, "unknown": 1}
    phone.tab_store.set(SESSION_KEY, json.dumps(session))
    controller = phone.reload()
    assert controller.state.failure == ""
    assert controller.state.part(CardCount) is None
    assert controller.state.draft is not None
    assert controller.state.draft.points[0] == "100"  # the form itself is kept
    render(controller.state)


@pytest.mark.parametrize(
    "seats",
    [
        [[], [], []],
        [["run:2:K:"], [], [], []],  # below a tierce
        [["square:X"], [], [], []],
        [["joker"], [], [], []],
        [[1], [], [], []],
    ],
)
def test_a_declaring_panel_is_read_as_strictly_as_a_record(seats: Any) -> None:
    data = {"game": "g1", "revision": 1, "index": None, "seats": seats, "seat": 0, "suit": None}
    with pytest.raises(ValueError):  # noqa: PT011 - each names another fault in its words
        Declaring.from_json(data)


def test_a_panel_of_an_impossible_entry_still_reopens() -> None:
    # The same square twice cannot be applied, but it is what the player tapped.
    phone = deal_form()
    run(phone.controller, ("deal-points", "0=100"), "decl-open")
    run(phone.controller, ("decl-add", encode(0, Square(Rank.JACK))))
    run(phone.controller, ("decl-add", encode(1, Square(Rank.JACK))))
    before = phone.controller.state.part(Declaring)
    assert phone.reload().state.part(Declaring) == before


def test_kept_parts_are_named_once() -> None:
    assert {"cards": CardCount, "declaring": Declaring}.items() <= KEPT.items()
    with pytest.raises(ValueError, match="'cards'"):

        class Again(KeptPart):
            kept: ClassVar[str] = "cards"

    with pytest.raises(ValueError, match="without a name"):

        class Nameless(KeptPart):
            pass


def test_a_number_half_typed_goes_on_after_a_reload() -> None:
    phone = deal_form()
    run(phone.controller, ("deal-key", "1"))
    controller = phone.reload()
    assert controller.state.draft is not None
    assert controller.state.draft.points[0] == "1"
    run(controller, ("deal-key", "0"), ("deal-key", "0"))
    assert controller.state.draft.points[0] == "100"  # not "00": the number goes on


def test_the_keypads_team_is_kept_across_a_reload() -> None:
    phone = deal_form()
    run(phone.controller, ("deal-target", "1"), ("deal-key", "6"))
    controller = phone.reload()
    run(controller, ("deal-key", "2"))
    assert controller.state.draft is not None
    assert controller.state.draft.points[1] == "62"


@pytest.mark.parametrize(
    "bad",
    [
        [],
        {"target": 2, "fresh": True, "tried": False, "stage": ""},
        {"target": True, "fresh": True, "tried": False, "stage": ""},
        {"target": None, "fresh": "yes", "tried": False, "stage": ""},
        {"target": None, "fresh": True, "tried": False, "stage": "valet"},
        {"target": None, "fresh": True, "tried": False},
    ],
)
def test_a_kept_entry_that_cannot_be_read_is_left_and_the_form_is_kept(bad: Any) -> None:
    with pytest.raises(ValueError, match="not a deal entry"):
        Entry.from_json(bad)
    phone = deal_form()
    run(phone.controller, ("deal-key", "1"))
    text = phone.tab_store.get(SESSION_KEY)
    assert text is not None
    session = json.loads(text)
    session["panels"] = {"entry": bad}
    phone.tab_store.set(SESSION_KEY, json.dumps(session))
    controller = phone.reload()
    assert controller.state.failure == ""
    assert controller.state.draft is not None
    assert controller.state.draft.points[0] == "1"
