"""Undo and Redo: one change per tap, however quick the taps; Redo for the one
taken back too far; Undo after a link updated the game in place.

A double tap on *Undo* took back two changes and a triple tap three: the first tap stays on
the sheet, so the double-tap guard (belot.app.shell.Shell.accepts_tap) let the others act.
The taps themselves, in Chromium, are in tests/e2e/test_app.py.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace

import pytest

from belot.app.actions import MESSAGES, Action, once_per_burst
from belot.app.controller import Controller, Tab
from belot.app.messages import set_language
from belot.app.render import render
from belot.app.shell import Shell
from belot.app.storage import MemoryStore, decode, game_key
from tests.app.conftest import Clock, enter_deal, make_controller, run, start_game
from tests.app.page_model import controls
from tests.app.test_link import controller_at, fragment, saved, table_game

UNDO_AT = (200, 650)  # where the sheet's Undo is tapped (CSS pixels)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def shell_over(store: MemoryStore) -> Shell:
    ids = itertools.count(1)
    controller = Controller(
        store, clock=Clock(), new_id=lambda: f"g{next(ids)}", tab=Tab("t"), tab_store=MemoryStore()
    )
    shell = Shell(controller)
    shell.start()
    return shell


def tap(shell: Shell, count: int, where: tuple[int, int], name: str, arg: str = "") -> bool:
    """A tap as the browser edge hands it over: the guard first, then the control's action.
    Whether it acted."""
    if not shell.accepts_tap(count, *where, name):
        return False
    shell.act(Action(name, arg))
    assert not shell.state.failure, shell.state.failure
    return True


def burst(shell: Shell, taps: int, where: tuple[int, int], name: str, arg: str = "") -> int:
    """``taps`` quick taps on one spot (click counts 1, 2, 3...): how many acted."""
    return sum(tap(shell, count, where, name, arg) for count in range(1, taps + 1))


def deals_of(controller: Controller) -> int:
    current = controller.state.current
    assert current is not None
    stored = decode(controller.store.get(game_key(current.id)) or "", current.id)
    assert stored == current  # what the sheet shows is what is stored
    return len(stored.game.deals)


def four_deals(controller: Controller) -> None:
    start_game(controller)
    for points in (100, 90, 120, 70):
        enter_deal(controller, "hearts", 0, points)
    assert deals_of(controller) == 4


def notice(controller: Controller) -> str:
    assert controller.state.notice is not None
    return controller.state.notice.key


# --- quick taps ----------------------------------------------------------------------------


def test_only_undo_and_redo_act_once_per_burst_of_taps() -> None:
    assert {name for name in MESSAGES if once_per_burst(name)} == {"undo", "redo"}
    assert not once_per_burst("")  # a tap beside any control
    assert not once_per_burst("no-such-action")


@pytest.mark.parametrize("taps", [2, 3])
def test_a_double_or_triple_tap_on_undo_takes_back_one_change(taps: int) -> None:
    shell = shell_over(MemoryStore())
    four_deals(shell.controller)
    assert burst(shell, taps, UNDO_AT, "undo") == 1
    assert deals_of(shell.controller) == 3
    assert burst(shell, taps, (UNDO_AT[0] + 3, UNDO_AT[1] - 2), "undo") == 1  # a new burst
    assert deals_of(shell.controller) == 2
    assert burst(shell, taps, (UNDO_AT[0] + 90, UNDO_AT[1]), "redo") == 1
    assert deals_of(shell.controller) == 3


def test_a_burst_that_began_on_redo_does_not_tap_what_took_its_place() -> None:
    shell = shell_over(MemoryStore())
    four_deals(shell.controller)
    run(shell.controller, "undo")
    at = (290, 650)
    assert tap(shell, 1, at, "redo")
    assert 'data-testid="redo"' not in render(shell.state)  # nothing more to redo: it went
    # The second tap lands where Redo was: on Statistics now. It is no tap of its own.
    assert not tap(shell, 2, at, "stats-game")
    assert shell.state.screen.id == "sheet"
    assert tap(shell, 1, at, "stats-game")  # later, a tap of its own
    assert shell.state.screen.id == "stats-game"


def test_quick_taps_on_the_keypad_and_the_counters_each_count() -> None:
    shell = shell_over(MemoryStore())
    start_game(shell.controller)
    run(shell.controller, "add-deal", ("deal-contract", "hearts"), ("deal-declarer", "0"))
    assert burst(shell, 3, (60, 500), "deal-key", "1") == 3
    draft = shell.state.draft
    assert draft is not None
    assert draft.points[0] == "111"
    run(shell.controller, ("deal-fold", "announcements"))
    assert burst(shell, 2, (300, 400), "deal-bump", "0:belot:1") == 2
    draft = shell.state.draft
    assert draft is not None
    assert len(draft.announcements[0]) == 2


# --- the undo and redo lists -----------------------------------------------------------------


def test_undo_and_redo_walk_back_and_forth_through_the_changes() -> None:
    controller = make_controller()
    four_deals(controller)
    run(controller, "undo", "undo")
    assert deals_of(controller) == 2
    assert [len(s.game.deals) for s in controller.state.redo] == [4, 3]  # last out, first back
    assert 'data-testid="redo"' in render(controller.state)
    run(controller, "redo")
    assert notice(controller) == "notice.redone"
    assert deals_of(controller) == 3
    assert len(controller.state.undo) == 3  # Redo is a change Undo takes back
    run(controller, "undo")
    assert deals_of(controller) == 2
    run(controller, "redo", "redo")
    assert deals_of(controller) == 4
    assert controller.state.redo == ()
    assert 'data-testid="redo"' not in render(controller.state)
    run(controller, "redo")
    assert notice(controller) == "notice.nothing_to_redo"
    assert deals_of(controller) == 4


def test_a_new_change_clears_what_could_be_redone() -> None:
    controller = make_controller()
    four_deals(controller)
    run(controller, "undo", "undo")
    enter_deal(controller, "spades", 1, 40)
    assert controller.state.redo == ()
    assert 'data-testid="redo"' not in render(controller.state)
    run(controller, "redo")
    assert notice(controller) == "notice.nothing_to_redo"
    assert deals_of(controller) == 3
    run(controller, "undo")
    assert deals_of(controller) == 2  # the new deal is what Undo took back


def test_opening_another_game_forgets_undo_and_redo() -> None:
    controller = make_controller()
    four_deals(controller)
    run(controller, "undo")
    assert controller.state.current is not None
    game_id = controller.state.current.id
    run(controller, "home", ("open-game", game_id))
    assert (controller.state.undo, controller.state.redo) == ((), ())


def test_redo_after_another_tab_changed_the_game_is_refused_like_a_conflict() -> None:
    store = MemoryStore()
    ours, theirs = make_controller(store), make_controller(store)
    four_deals(ours)
    run(ours, "undo")
    assert ours.state.current is not None
    run(theirs, ("open-game", ours.state.current.id))
    enter_deal(theirs, "clubs", 1, 50)  # their 4th deal, not ours
    mine = ours.state.redo[-1].game.deals[-1]
    run(ours, "redo")
    assert notice(ours) == "notice.conflict"
    assert (ours.state.undo, ours.state.redo) == ((), ())
    assert deals_of(ours) == 4
    current = ours.state.current
    assert current is not None
    assert current.game.deals[-1] != mine  # theirs, reloaded, not written over


# --- a link that updates the game in place ---------------------------------------------------


def test_undo_takes_back_what_a_link_updated_in_place() -> None:
    controller = controller_at()
    first = saved(table_game(9))
    run(controller, ("open-link", fragment(first)), "link-import")
    before = controller.state.current
    assert before is not None
    later = replace(first, game=table_game(12), revision=13)
    run(controller, ("open-link", fragment(later)), "link-import")
    assert notice(controller) == "link.done.update"
    assert deals_of(controller) == 12
    assert "undo" in {control.action for control in controls(render(controller.state))}
    run(controller, "undo")
    assert notice(controller) == "notice.undone"
    assert deals_of(controller) == 9
    current = controller.state.current
    assert current is not None
    assert current.game == before.game
    run(controller, "redo")
    assert deals_of(controller) == 12


def test_after_a_link_update_undo_goes_on_to_the_changes_made_before_it() -> None:
    controller = controller_at()
    first = saved(table_game(9))
    run(controller, ("open-link", fragment(first)), "link-import")
    enter_deal(controller, "hearts", 0, 100)  # a 10th deal, then deleted: 9 deals again
    run(controller, ("delete-deal", "9"))
    assert deals_of(controller) == 9
    later = replace(first, game=table_game(12), revision=13)
    run(controller, ("open-link", fragment(later)), "link-import")
    assert deals_of(controller) == 12
    run(controller, "undo")
    assert deals_of(controller) == 9  # before the update
    run(controller, "undo")
    assert deals_of(controller) == 10  # before the deletion


def test_a_link_that_updates_a_game_not_open_brings_no_undo_of_the_open_one() -> None:
    controller = controller_at()
    first = saved(table_game(9))
    run(controller, ("open-link", fragment(first)), "link-import", "home")
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    assert len(controller.state.undo) == 1
    later = replace(first, game=table_game(12), revision=13)
    run(controller, ("open-link", fragment(later)), "link-import")
    current = controller.state.current
    assert current is not None
    assert current.id == first.id
    assert [len(s.game.deals) for s in controller.state.undo] == [9]
    assert controller.state.undo[0].id == first.id
