"""The deal form's draft and the stored envelope: round trips and defensive reading."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belot import DealError, Game, make_rules
from belot.app import draft as forms
from belot.app.draft import DealDraft, IncompleteDraftError, draft_of, to_deal
from belot.app.storage import (
    MemoryStore,
    SavedGame,
    UnreadableEntryError,
    decode,
    encode,
    game_key,
)
from tests import strategies as bst
from tests.app.conftest import lenient_draft, list_games

BULGARIAN = make_rules("bulgarian")


def test_typing_one_team_fills_the_other() -> None:
    draft = forms.with_contract(DealDraft(), BULGARIAN, "all-trumps")
    draft = forms.with_points(draft, BULGARIAN, 1, "100")
    assert draft.points == ("158", "100")
    draft = forms.with_contract(draft, BULGARIAN, "hearts")
    assert draft.points == ("62", "100")
    assert forms.with_points(draft, BULGARIAN, 0, "170").points == ("170", "0")
    assert forms.with_points(draft, BULGARIAN, 0, "").points == ("", "100")


def test_valat_gives_a_team_every_trick_point() -> None:
    draft = forms.with_contract(DealDraft(), BULGARIAN, "no-trumps")
    assert forms.with_valat(draft, BULGARIAN, 1).points == ("0", "130")
    assert forms.with_valat(draft, BULGARIAN, None).valat is None


def test_no_trumps_clears_announcements() -> None:
    draft = forms.bump(DealDraft(), 0, "belot", 1)
    assert draft.announcements == (("belot",), ())
    assert forms.with_contract(draft, BULGARIAN, "no-trumps").announcements == ((), ())
    assert forms.bump(draft, 0, "belot", -1).announcements == ((), ())


@pytest.mark.parametrize(
    ("draft", "reason"),
    [
        (DealDraft(), "deal.choose_contract"),
        (DealDraft(contract="hearts"), "deal.choose_declarer"),
        (DealDraft(contract="hearts", declarer=0), "deal.enter_points"),
    ],
)
def test_an_incomplete_form_names_what_is_missing(draft: DealDraft, reason: str) -> None:
    with pytest.raises(IncompleteDraftError) as caught:
        to_deal(draft, BULGARIAN, 1)
    assert caught.value.reason == reason


def test_a_contree_form_asks_for_the_bid() -> None:
    draft = DealDraft(contract="hearts", declarer=0, points=("100", "62"))
    with pytest.raises(IncompleteDraftError, match="choose_bid"):
        to_deal(draft, make_rules("contree"), 1)


@given(st.data())
def test_any_deal_survives_the_form(data: st.DataObject) -> None:
    rules = data.draw(bst.rules())
    deal = data.draw(bst.deals(rules))
    draft = draft_of(deal, 0)
    assert lenient_draft(json.loads(json.dumps(draft.to_json()))) == draft
    assert to_deal(draft, rules, 1) == deal


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(), st.lists, max_leaves=8))
def test_a_garbled_draft_reads_as_empty(value: object) -> None:
    assert isinstance(lenient_draft(value), DealDraft)


@given(bst.games())
def test_the_envelope_round_trips(game: Game) -> None:
    saved = SavedGame("id-1", game, 3, "2026-11-30T10:00:00Z", "2026-11-30T11:00:00Z")
    assert decode(encode(saved)) == saved


@given(st.text() | st.recursive(st.none() | st.integers() | st.text(), st.lists).map(json.dumps))
def test_decoding_anything_is_a_game_or_our_error(text: str) -> None:
    outcome: object
    try:
        outcome = decode(text)
    except UnreadableEntryError as error:
        outcome = error
    assert isinstance(outcome, SavedGame | UnreadableEntryError)


@pytest.mark.parametrize(
    "envelope",
    [
        {"app": "other"},
        {"app": "belot-score", "schema": 2},
        {"app": "belot-score", "schema": 1, "game": {"format": "belot-game", "version": 1}},
        {
            "app": "belot-score",
            "schema": 1,
            "game": {"format": "belot-game", "version": 1, "rules": "bulgarian"},
        },
    ],
)
def test_foreign_newer_or_partial_envelopes_are_unreadable(envelope: object) -> None:
    with pytest.raises(UnreadableEntryError):
        decode(json.dumps(envelope))


def test_games_are_listed_newest_first_and_bad_ones_apart() -> None:
    store = MemoryStore()
    game = Game(BULGARIAN)
    for game_id, updated in (("a", "2026-01-01"), ("b", "2026-06-01")):
        store.set(game_key(game_id), encode(SavedGame(game_id, game, 1, updated, updated)))
    store.set(game_key("c"), "[]")
    store.set("other-app", "x")
    games, unreadable = list_games(store)
    assert [g.id for g in games] == ["b", "a"]
    assert unreadable == [game_key("c")]


def test_deal_errors_from_the_form_carry_the_deal_number() -> None:
    draft = DealDraft(contract="hearts", declarer=0, points=("100", "62"), double=3)
    with pytest.raises(DealError, match=r"^deal 4: double must be 1, 2 or 4"):
        to_deal(draft, BULGARIAN, 4)
