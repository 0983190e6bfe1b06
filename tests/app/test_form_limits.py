"""The page's forms take no more than a game may hold (belot.limits):
names, a correction's note, a number option's digits, and rows. What a form lets through
is what the record reads back, so a game the page saved is never one it cannot read."""

from __future__ import annotations

import re

from belot import Game, PassedDeal, make_rules
from belot.app.controller import Controller
from belot.app.draft import DealDraft, UnreadableDraftError
from belot.app.render import render
from belot.app.screens.setup import Setup
from belot.app.storage import MemoryStore, SavedGame, decode, encode, game_key
from belot.limits import MAX_NAME, MAX_NOTE, MAX_ROWS
from tests.app.conftest import make_controller, run, start_game


def maxlength(html: str, element_id: str) -> int:
    found = re.search(rf'<input [^>]*id="{element_id}"[^>]*>', html)
    assert found is not None, element_id
    length = re.search(r'maxlength="(\d+)"', found.group())
    assert length is not None, found.group()
    return int(length.group(1))


def test_the_limits_are_the_documented_ones() -> None:
    assert (MAX_ROWS, MAX_NAME, MAX_NOTE) == (500, 40, 200)


def test_a_name_field_takes_no_more_than_a_name_may_have() -> None:
    controller = make_controller()
    run(controller, "new-game")
    html = render(controller.state)
    for field in ("team-0", "team-1", "player-0", "player-1", "player-2", "player-3"):
        assert maxlength(html, field) == MAX_NAME
    # What the browser would not let through is not kept either (a paste, a script).
    run(controller, ("setup-team", "0=" + "x" * 300), ("setup-player", "2=" + "é" * 41))
    setup = controller.state.part(Setup)
    assert setup is not None
    assert (setup.teams[0], setup.players[2]) == ("x" * 40, "é" * 40)
    run(controller, "start-game")
    current = controller.state.current
    assert current is not None
    assert current.game.teams[0] == "x" * 40
    # The game saved reads back (a 41-character name would not).
    assert decode(controller.store.get(game_key(current.id)) or "").game == current.game


def test_the_note_of_a_correction_takes_no_more_than_a_note_may_have() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, "add-deal", ("deal-adjusting", "true"))
    assert maxlength(render(controller.state), "note") == MAX_NOTE
    run(controller, ("deal-note", "n" * 300))
    draft = controller.state.draft
    assert draft is not None
    assert draft.note == "n" * 200
    run(controller, ("deal-points", "0=5"), ("deal-points", "1=0"), "save-deal")
    current = controller.state.current
    assert current is not None
    assert len(current.game.deals) == 1
    # A kept draft with a longer note is not one this form writes: it is not read.
    assert DealDraft.parse(DealDraft(note="n" * 200).to_json()).note == "n" * 200
    try:
        DealDraft.parse(DealDraft(note="n" * 201).to_json())
    except UnreadableDraftError:
        pass
    else:
        raise AssertionError("a note longer than the limit was read")


def test_a_number_option_takes_no_more_digits_than_its_highest_value() -> None:
    controller = make_controller()
    run(controller, "new-game")
    assert maxlength(render(controller.state), "option-target") == len("100000")
    start_game(controller)
    run(controller, "edit-rules")
    assert maxlength(render(controller.state), "option-target") == len("100000")


def full_game(rows: int) -> Controller:
    game = Game(make_rules("bulgarian"), deals=(PassedDeal(),) * rows)
    store = MemoryStore()
    store.set(game_key("full"), encode(SavedGame("full", game, 1, "c", "u")))
    controller = make_controller(store)
    run(controller, ("open-game", "full"))
    assert controller.state.current is not None
    return controller


def test_a_game_with_the_most_rows_takes_no_more_and_says_why() -> None:
    controller = full_game(MAX_ROWS)
    run(controller, "add-deal", ("deal-passed", "true"))
    html = render(controller.state)
    assert "The game has 500 rows, the most a game holds: start a new game to play on" in html
    run(controller, "save-deal")
    current = controller.state.current
    assert current is not None
    assert len(current.game.deals) == MAX_ROWS
    # A row of it can still be changed, and the row before the last added.
    run(controller, "cancel-deal", ("edit-deal", "0"), ("deal-adjusting", "true"))
    run(controller, ("deal-points", "0=5"), ("deal-points", "1=0"), "save-deal")
    current = controller.state.current
    assert current is not None
    assert current.game.deals[0] != PassedDeal()
    one_less = full_game(MAX_ROWS - 1)
    run(one_less, "add-deal", ("deal-passed", "true"), "save-deal")
    assert one_less.state.current is not None
    assert len(one_less.state.current.game.deals) == MAX_ROWS
