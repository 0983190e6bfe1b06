"""The page's actions under CPython: what a tap does and what is saved."""

from __future__ import annotations

import json
from typing import Any

import pytest

import belot.game
from belot.app.actions import Action
from belot.app.controller import LISTED, Controller, listed_for, read_ahead
from belot.app.index import read_index
from belot.app.screens.cards.count import CardCount
from belot.app.screens.declarations.declaring import Declaring
from belot.app.screens.setup import Setup
from belot.app.shell import Shell
from belot.app.storage import (
    INDEX_KEY,
    SESSION_KEY,
    MemoryStore,
    decode,
    draft_key,
    encode,
    game_key,
)
from belot.app.storage import _decode as remembered_games
from belot.game import play
from tests.app.conftest import (
    Clock,
    enter_deal,
    make_controller,
    run,
    start_game,
    stored_games,
)
from tests.app.screens import Screen


def saved_revision(controller: Controller) -> int:
    assert controller.state.current is not None
    text = controller.store.get(game_key(controller.state.current.id))
    assert text is not None
    return decode(text).revision


def test_a_new_game_is_saved_at_once(controller: Controller) -> None:
    start_game(controller)
    state = controller.state
    assert state.screen is Screen.SHEET
    assert state.current is not None
    assert state.current.game.teams == ("Ana", "Boris")
    assert saved_revision(controller) == 1


def test_empty_team_names_get_the_default_words(controller: Controller) -> None:
    run(controller, "new-game", "start-game")
    assert controller.state.current is not None
    assert controller.state.current.game.teams == ("Us", "Them")


def test_entering_a_deal_fills_the_other_team_and_saves(controller: Controller) -> None:
    start_game(controller)
    run(controller, "add-deal", ("deal-contract", "hearts"), ("deal-declarer", "0"))
    run(controller, ("deal-points", "0=87"))
    assert controller.state.draft is not None
    assert controller.state.draft.points == ("87", "75")
    run(controller, "save-deal")
    sheet = controller.state.sheet
    assert sheet is not None
    assert sheet.totals == (9, 7)  # seed 000: 87 to 75 is written 9 to 7
    assert controller.state.screen is Screen.SHEET
    assert saved_revision(controller) == 2


def test_an_invalid_deal_is_not_saved(controller: Controller) -> None:
    start_game(controller)
    two_belots = (("deal-bump", "0:belot:1"), ("deal-bump", "1:belot:1"))
    enter_deal(controller, "hearts", 0, 100, *two_belots)
    assert controller.state.screen is Screen.DEAL
    assert controller.state.sheet is not None
    assert controller.state.sheet.rows == ()
    run(controller, "cancel-deal")
    assert controller.state.sheet.rows == ()
    assert saved_revision(controller) == 1


def test_the_half_entered_deal_survives_a_reload() -> None:
    store = MemoryStore()
    first = make_controller(store)
    start_game(first)
    run(first, "add-deal", ("deal-contract", "spades"), ("deal-points", "1=40"))
    again = make_controller(store)
    assert again.state.screen is Screen.DEAL
    assert again.state.draft is not None
    assert again.state.draft.contract == "spades"
    assert again.state.draft.points == ("122", "40")


def test_a_half_edited_past_deal_survives_a_reload() -> None:
    store = MemoryStore()
    first = make_controller(store)
    start_game(first)
    enter_deal(first, "hearts", 0, 100)
    run(first, ("open-deal", "0"), ("edit-deal", "0"), ("deal-points", "0=90"))
    again = make_controller(store)
    assert again.state.screen is Screen.DEAL
    assert again.state.draft is not None
    assert (again.state.draft.index, again.state.draft.points) == (0, ("90", "72"))
    run(again, "save-deal")
    assert again.state.sheet is not None
    assert again.state.sheet.totals == (9, 7)


def test_cancel_forgets_the_draft(controller: Controller) -> None:
    start_game(controller)
    run(controller, "add-deal", ("deal-contract", "spades"), "cancel-deal")
    assert controller.state.current is not None
    assert controller.store.get(draft_key(controller.state.current.id)) is None
    run(controller, "add-deal")
    assert controller.state.draft is not None
    assert controller.state.draft.contract == ""


def test_editing_a_past_deal_recomputes_the_rest(controller: Controller) -> None:
    start_game(controller)
    enter_deal(controller, "hearts", 0, 81)  # hanging: Boris write 8, Ana's 8 are held
    enter_deal(controller, "spades", 1, 62)  # Boris make it: 10 + the 8 held
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (6, 8 + 10 + 8)
    run(controller, ("open-deal", "0"), ("edit-deal", "0"), ("deal-points", "0=100"), "save-deal")
    assert controller.state.sheet.totals == (10 + 6, 6 + 10)


def test_delete_then_undo(controller: Controller) -> None:
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    enter_deal(controller, "clubs", 1, 40)
    run(controller, ("open-deal", "0"), ("ask-delete-deal", "0"))
    assert controller.state.confirm == "delete-deal:0"
    run(controller, ("delete-deal", "0"))
    assert controller.state.sheet is not None
    assert len(controller.state.sheet.rows) == 1
    run(controller, "undo")
    assert len(controller.state.sheet.rows) == 2
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.undone"
    run(controller, "undo", "undo", "undo")
    assert controller.state.sheet.rows == ()
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.nothing_to_undo"


def test_a_stale_tab_does_not_overwrite_the_other() -> None:
    store = MemoryStore()
    ours, theirs = make_controller(store), make_controller(store)
    start_game(ours)
    assert ours.state.current is not None
    run(theirs, ("open-game", ours.state.current.id))
    enter_deal(theirs, "hearts", 0, 100)
    enter_deal(ours, "clubs", 1, 40)
    assert ours.state.notice is not None
    assert ours.state.notice.key == "notice.conflict"
    assert ours.state.draft is not None  # the entry stays in the form
    assert ours.state.sheet is not None
    assert ours.state.sheet.totals == (10, 6)  # their deal, reloaded
    run(ours, "save-deal")
    assert ours.state.sheet.totals == (10 + 4, 6 + 12)


def test_a_change_in_another_tab_is_followed() -> None:
    store = MemoryStore()
    ours, theirs = make_controller(store), make_controller(store)
    start_game(ours)
    assert ours.state.current is not None
    run(theirs, ("open-game", ours.state.current.id))
    enter_deal(theirs, "hearts", 0, 100)
    ours.external_change(game_key(ours.state.current.id))
    assert ours.state.sheet is not None
    assert ours.state.sheet.totals == (10, 6)
    assert ours.state.notice is not None
    assert ours.state.notice.key == "notice.saved_elsewhere"


def test_another_tabs_new_deal_is_the_only_deal_scored_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Following another tab's save reads the game again, but scores only the deal it added
    (the sheet this tab has is played on: belot.game.play's ``known``); what that tab took
    back is read as the whole game. The sheet is the whole game's either way."""
    store = MemoryStore()
    ours, theirs = make_controller(store), make_controller(store)
    start_game(ours)
    for points in (100, 90, 120):
        enter_deal(ours, "hearts", 0, points)
    assert ours.state.current is not None
    key = game_key(ours.state.current.id)
    run(theirs, ("open-game", ours.state.current.id))
    enter_deal(theirs, "spades", 1, 70)
    scored: list[object] = []
    real = belot.game.score_deal

    def counted(deal: object, *args: Any, **kwargs: Any) -> Any:
        scored.append(deal)
        return real(deal, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(belot.game, "score_deal", counted)
    ours.external_change(key)
    assert theirs.state.current is not None
    assert scored == [theirs.state.current.game.deals[-1]]
    assert ours.state.sheet == play(theirs.state.current.game)
    assert ours.state.current is not None  # the sheet is the open game's own: a deal
    assert ours.state.sheet.is_of(ours.state.current.game)  # entered here extends it
    assert ours.state.notice is not None
    assert ours.state.notice.key == "notice.saved_elsewhere"
    run(theirs, "undo")  # the deal taken back: this tab's sheet is longer than the game
    scored.clear()
    ours.external_change(key)
    assert len(scored) == len(theirs.state.current.game.deals) == 3
    assert ours.state.sheet == play(theirs.state.current.game)


def test_a_full_store_loses_nothing() -> None:
    store = MemoryStore()
    controller = make_controller(store)
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    before = dict(store.data)
    store.limit = sum(len(k) + len(v) for k, v in store.data.items())
    enter_deal(controller, "clubs", 1, 40)
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.storage_full"
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (10, 6)  # what is shown is what is saved
    assert controller.state.draft is not None
    assert controller.state.draft.points == ("40", "122")
    assert {k: v for k, v in store.data.items() if k != SESSION_KEY} == {
        k: v for k, v in before.items() if k != SESSION_KEY
    }


def test_unreadable_entries_are_listed_and_never_touched() -> None:
    store = MemoryStore()
    store.set(game_key("broken"), "{not json")
    store.set(game_key("future"), json.dumps({"app": "belot-score", "schema": 99}))
    controller = make_controller(store)
    assert controller.state.unreadable == (game_key("broken"), game_key("future"))
    start_game(controller)
    run(controller, "home", ("open-game", "broken"))
    assert controller.state.screen is Screen.HOME
    assert store.get(game_key("broken")) == "{not json"


def test_the_open_game_and_screen_resume_after_a_reload() -> None:
    store = MemoryStore()
    first = make_controller(store)
    start_game(first)
    enter_deal(first, "hearts", 0, 100)
    run(first, ("open-deal", "0"))
    again = make_controller(store)
    assert again.state.screen is Screen.DETAIL
    assert again.state.detail == 0
    assert again.state.current == first.state.current


def started_after_reading_ahead(
    remembered: Any, store: MemoryStore, tab_store: MemoryStore | None
) -> Controller:
    """A controller started over ``store`` once :func:`read_ahead` has read it: what
    ``remembered`` (an ``lru_cache``) holds was read once, ahead, and the start found it so."""
    remembered.cache_clear()
    read_ahead(store, tab_store)
    assert remembered.cache_info().currsize == 1
    hits = remembered.cache_info().hits
    started = make_controller(store)
    assert remembered.cache_info().hits > hits  # not read a second time
    return started


def test_the_game_a_reload_reopens_is_read_ahead_and_the_start_finds_it_read() -> None:
    """belot.app.browser.boot reads it while the browser says which tab this is."""
    store = MemoryStore()
    first = make_controller(store)
    start_game(first)
    enter_deal(first, "hearts", 0, 100)
    for tab_store in (None, MemoryStore()):  # without a sessionStorage, and with one
        again = started_after_reading_ahead(remembered_games, store, tab_store)
        assert again.state.current == first.state.current
        assert again.state.screen is Screen.SHEET


def test_the_list_s_index_is_read_ahead_and_the_start_finds_it_read() -> None:
    """The list a start shows reads the index (a year's is 150 kB of lines): read ahead, as
    the game is, whichever screen the start reopens."""
    store = MemoryStore()
    first = make_controller(store)
    start_game(first)
    enter_deal(first, "hearts", 0, 100)
    for screen in ("sheet", "home"):
        run(first, screen if screen == "home" else ("open-game", first_game_id(first)))
        assert first.state.screen.id == screen
        again = started_after_reading_ahead(read_index, store, None)
        assert again.state.games == first.state.games


def first_game_id(controller: Controller) -> str:
    run(controller, "home")
    return controller.state.games[0].id


def test_reading_ahead_leaves_what_cannot_be_read_to_the_start() -> None:
    store = MemoryStore()
    read_ahead(store, None)  # nothing stored
    for session in ("{not json", json.dumps({"game": 7}), json.dumps({"game": "gone"}), "[]"):
        store.set(SESSION_KEY, session)
        read_ahead(store, MemoryStore())
    store.set(SESSION_KEY, json.dumps({"screen": "sheet", "game": "g1"}))
    store.set(game_key("g1"), "{not a game")
    remembered_games.cache_clear()
    read_ahead(store, None)  # no error: the start says it cannot be read
    assert remembered_games.cache_info().currsize == 0
    store.set(INDEX_KEY, "not an index")
    read_index.cache_clear()
    read_ahead(store, None)  # nor for an index that cannot be read: the listing makes it again
    assert read_index.cache_info().currsize == 0
    assert make_controller(store).state.screen is Screen.HOME


def test_a_start_lists_the_games_that_fill_the_screen_and_the_rest_a_frame_later() -> None:
    """belot.app.browser.boot starts with the rows a screen shows, and lists the others
    once the first frame is on screen: a year of games starts as one game does."""
    shell = Shell(Controller(stored_games(LISTED + 10), clock=Clock(), new_id=str))
    first = shell.start(listed=5)
    state = shell.controller.state
    assert [g.id for g in state.games] == ["g039", "g038", "g037", "g036", "g035"]
    assert state.game_count == LISTED + 10
    assert first.count("data-game=") == 5
    rest = shell.list_the_rest()
    assert rest is not None
    assert rest.count("data-game=") == LISTED
    assert len(shell.controller.state.games) == LISTED
    assert rest.startswith(first[: first.index("<ul")])  # what is above the list is as drawn
    assert shell.list_the_rest() is None  # once: nothing left to list
    run(shell.controller, "more-games")  # the way to the older games, as before
    assert len(shell.controller.state.games) == LISTED + 10


def test_the_rest_is_listed_only_where_the_list_shows_fewer() -> None:
    few = Shell(Controller(stored_games(4), clock=Clock(), new_id=str))
    few.start(listed=5)
    assert len(few.controller.state.games) == 4
    assert few.list_the_rest() is None  # all of them are listed already
    on_sheet = Shell(Controller(stored_games(LISTED + 1, "sheet"), clock=Clock(), new_id=str))
    on_sheet.start(listed=5)
    assert on_sheet.controller.state.screen is Screen.SHEET
    assert on_sheet.list_the_rest() is None  # no list shown: listed on the way to it
    run(on_sheet.controller, "home")
    assert len(on_sheet.controller.state.games) == LISTED


@pytest.mark.parametrize(
    ("height", "listed"), [(740, 12), (915, 15), (1080, 17), (1, 1), (0, 1), (10_000, LISTED)]
)
def test_a_start_lists_rows_enough_for_the_screen(height: int, listed: int) -> None:
    """More rows than a screen shows (at 360 x 740 the list's first four rows show)."""
    assert listed_for(height) == listed


def test_home_lists_games_and_deletes_with_confirmation(controller: Controller) -> None:
    start_game(controller)
    run(controller, "home")
    assert len(controller.state.games) == 1
    game_id = controller.state.games[0].id
    run(controller, ("ask-delete-game", game_id))
    assert controller.state.confirm == f"delete-game:{game_id}"
    run(controller, "cancel-confirm")
    assert len(controller.state.games) == 1
    run(controller, ("ask-delete-game", game_id), ("delete-game", game_id))
    assert not controller.state.games
    assert controller.store.get(game_key(game_id)) is None


def test_a_finished_game_takes_no_deal_and_offers_a_rematch(controller: Controller) -> None:
    start_game(controller, target="20")
    enter_deal(controller, "all-trumps", 0, 200)
    enter_deal(controller, "hearts", 0, 100)
    sheet = controller.state.sheet
    assert sheet is not None
    assert sheet.winner == 0
    run(controller, "add-deal")
    assert controller.state.screen is Screen.SHEET
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.game_over"
    run(controller, "rematch")
    current = controller.state.current
    assert current is not None
    assert current.game.deals == ()
    assert current.game.teams == ("Ana", "Boris")
    assert current.game.rules.target == 20
    assert current.game.first_dealer == sheet.next_dealer


def test_bad_house_rule_shows_the_engine_message(controller: Controller) -> None:
    run(controller, "new-game", ("setup-option", "target=abc"), "start-game")
    assert controller.state.screen is Screen.SETUP
    setup = controller.state.part(Setup)
    assert setup is not None
    assert setup.error == "Option target must be a whole number (got 'abc')"


def test_setup_collects_players_dealer_and_options(controller: Controller) -> None:
    run(
        controller,
        "new-game",
        ("setup-ruleset", "contree"),
        ("setup-option", "max-bid=250"),
        ("setup-player", "0=A"),
        ("setup-player", "1=B"),
        ("setup-player", "2=C"),
        ("setup-player", "3=D"),
        ("setup-dealer", "2"),
        "start-game",
    )
    current = controller.state.current
    assert current is not None
    assert current.game.rules.id == "contree"
    assert current.game.rules.int_option("max-bid") == 250
    assert current.game.players == ("A", "B", "C", "D")
    assert current.game.first_dealer == 2


def test_a_store_written_by_the_app_reads_back(controller: Controller) -> None:
    start_game(controller, "coinche")
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "90"), ("deal-bump", "0:tierce:1"))
    assert controller.state.current is not None
    text = controller.store.get(game_key(controller.state.current.id))
    assert text is not None
    assert encode(decode(text)) == text
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (210, 60)  # 100 + 90 + 20 -> 210; 62 -> 60


def test_unknown_action_is_an_error(controller: Controller) -> None:
    with pytest.raises(ValueError, match="unknown action 'fly'"):
        controller.dispatch(Action("fly"))


def test_recover_starts_again_from_what_is_saved() -> None:
    store = MemoryStore()
    controller = make_controller(store)
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    run(controller, "add-deal", ("deal-contract", "clubs"))
    controller.recover()
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.recovered"
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (10, 6)
    assert controller.state.draft is not None
    assert controller.state.draft.contract == "clubs"


def test_a_correction_is_entered_with_a_note(controller: Controller) -> None:
    start_game(controller)
    run(controller, "add-deal", ("deal-adjusting", "true"), ("deal-points", "0=-10"))
    assert controller.state.draft is not None
    assert controller.state.draft.points == ("-10", "")  # no total to fill the other from
    run(controller, ("deal-points", "1=0"), ("deal-note", "talking across"), "save-deal")
    sheet = controller.state.sheet
    assert sheet is not None
    assert sheet.totals == (-10, 0)
    run(controller, ("open-deal", "0"), ("edit-deal", "0"))
    assert controller.state.draft is not None
    assert controller.state.draft.adjusting
    assert controller.state.draft.note == "talking across"


def test_leaving_the_form_closes_its_panels(controller: Controller) -> None:
    start_game(controller)
    run(controller, "add-deal", ("deal-contract", "hearts"), "cards-open", "decl-open")
    assert controller.state.part(CardCount) is not None
    assert controller.state.part(Declaring) is not None
    run(controller, "cancel-deal", "add-deal")
    assert controller.state.part(CardCount) is None
    assert controller.state.part(Declaring) is None
