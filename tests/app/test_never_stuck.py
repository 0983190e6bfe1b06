"""Never stuck, never a traceback: each finding, and the shell that catches what
nobody foresaw (belot.app.shell).

What a review of the page found: 1 a correction's preview raised KeyError; 3 deep
JSON; 4 an envelope the import took but storage did not; 5 two tabs shared one form;
6 an empty stored string left out of the export of unreadable data; 7 a double tap on
*Save deal* (belot.app.shell.Shell.accepts_tap; the tap itself is in tests/e2e). Finding 2
(the snapshot) is in test_snapshot.py and tests/e2e/test_never_stuck.py.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot.app.actions import MESSAGES, Action, Plain
from belot.app.controller import HANDLERS, Controller, Tab
from belot.app.effects import Copy, Download
from belot.app.messages import CATALOGS, LANGUAGES, current_language, set_language
from belot.app.render import render
from belot.app.shell import Shell, fallback
from belot.app.state import AppState
from belot.app.storage import (
    BACKUP_PREFIX,
    SESSION_KEY,
    SETTINGS_KEY,
    MemoryStore,
    StorageReport,
    backup_key,
    decode,
    draft_key,
    game_key,
    read_value,
    survey,
    unreadable_text,
)
from belot.app.transfer import TransferError, describe_transfer_error, read_import
from belot.jsontext import MAX_DEPTH, nesting_depth, parse_json
from belot.record import loads
from tests.app.conftest import Clock, enter_deal, make_controller, run, start_game
from tests.app.page_model import controls
from tests.app.screens import Screen


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def tab(store: MemoryStore, tab_id: str = "", others: frozenset[str] | None = None) -> Shell:
    """A page of the app over ``store``, in a browser tab ``tab_id``, started."""
    ids = itertools.count(1)
    controller = Controller(
        store,
        clock=Clock(),
        new_id=lambda: f"g{tab_id}{next(ids)}",
        tab=Tab(tab_id, others),
        tab_store=MemoryStore(),
    )
    shell = Shell(controller)
    shell.start()
    return shell


def act(shell: Shell, *actions: tuple[str, str] | str) -> str:
    html = ""
    for step in actions:
        name, arg = (step, "") if isinstance(step, str) else step
        html = shell.act(Action(name, arg))
        assert not shell.state.failure, shell.state.failure
    return html


# --- finding 1: a correction ------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_correction_is_previewed_saved_and_reopened(language: str) -> None:
    store = MemoryStore()
    page = tab(store)
    act(page, ("set-language", language), "new-game", "start-game", "add-deal")
    html = act(page, ("deal-adjusting", "true"), ("deal-points", "0=0"), ("deal-points", "1=-10"))
    assert CATALOGS[language]["outcome.adjustment"] in html
    save = next(c for c in controls(html) if c.action == "save-deal")  # enabled: it is listed
    assert save.kind == "button"

    reloaded = tab(store)  # the half-entered correction comes back, and renders
    assert reloaded.state.screen is Screen.DEAL
    assert reloaded.state.draft is not None
    assert reloaded.state.draft.points == ("0", "-10")
    act(reloaded, ("deal-note", "renonce"), "save-deal")
    assert reloaded.state.sheet is not None
    assert reloaded.state.sheet.totals == (0, -10)


# --- finding 3: JSON nested too deeply ----------------------------------------------------

DEEP = "[" * 10_000 + "]" * 10_000


def test_deep_json_is_refused_before_it_is_parsed() -> None:
    with pytest.raises(TransferError) as caught:
        read_import(DEEP)
    assert caught.value.code == "transfer-too-deep"
    for language in LANGUAGES:
        set_language(language)
        assert str(MAX_DEPTH) in describe_transfer_error(caught.value)
    set_language("en")
    deals = '{"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": '
    with pytest.raises(TransferError, match="nested too deeply"):
        read_import(deals + DEEP + "}")
    with pytest.raises(ValueError, match="nested too deeply"):
        loads(deals + DEEP + "}")


def test_a_deep_stored_value_is_unreadable_not_fatal() -> None:
    store = MemoryStore()
    for key in (game_key("deep"), draft_key("deep"), SESSION_KEY, SETTINGS_KEY):
        store.data[key] = DEEP
    page = tab(store)
    assert page.state.screen is Screen.HOME
    _, report = survey(store)
    assert game_key("deep") in report.damaged


def test_the_depth_is_counted_outside_strings_only() -> None:
    assert nesting_depth('{"a": ["[[[[", {"b": "]]}}\\"[["}]}') == 3
    assert nesting_depth("[" * 65) == 65
    assert nesting_depth("[" * 10_000, stop_above=64) == 65  # stops as soon as it is over
    assert parse_json("[" * 64 + "]" * 64) is not None
    with pytest.raises(ValueError, match="more than 64 levels"):
        parse_json("[" * 65 + "]" * 65)
    with pytest.raises(ValueError, match="too long"):
        parse_json(" " * 11, max_chars=10)


# --- finding 4: one envelope validator ------------------------------------------------------


def _export_with(**changes: Any) -> str:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    run(controller, "export-game")
    (download,) = [e for e in controller.state.effects if isinstance(e, Download)]
    document = json.loads(download.contents)
    document["games"][0].update(changes)
    return json.dumps(document)


@pytest.mark.parametrize("revision", [2**53 + 1, 2**53 - 1, 10**400, 0, -3, 1.5, True])
def test_an_envelope_storage_would_not_read_is_not_imported(revision: object) -> None:
    with pytest.raises(TransferError) as caught:
        read_import(_export_with(revision=revision))
    assert caught.value.code == "transfer-envelope"
    assert caught.value.params["field"] == "revision"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    revision=st.integers(-5, 2**60) | st.sampled_from([2**53 - 2, 2**53 - 1, 2**53]),
    game_id=st.text(max_size=210),
    created=st.text(max_size=70),
)
def test_whatever_the_import_takes_storage_reads_back(
    revision: int, game_id: str, created: str
) -> None:
    text = _export_with(revision=revision, id=game_id, created=created)
    try:
        read_import(text)
    except TransferError:
        return
    controller = make_controller()
    run(controller, "transfer-open", ("import-file", text), "import-confirm")
    games, report = survey(controller.store)
    assert report.keys == ()
    assert [g.id for g in games] == [game_id]
    stored = controller.store.get(game_key(game_id))
    assert stored is not None
    decode(stored, game_id)
    run(controller, ("open-game", game_id))
    enter_deal(controller, "spades", 1, 90)  # and it can still be played and saved
    assert controller.state.sheet is not None
    assert len(controller.state.sheet.rows) == 2


# --- finding 5: each tab its own form ------------------------------------------------------


def test_two_tabs_each_keep_their_own_half_entered_deal() -> None:
    store = MemoryStore()
    a = tab(store, "tab-a")
    act(a, "new-game", "start-game")
    assert a.state.current is not None
    game = a.state.current.id
    b = tab(store, "tab-b", frozenset({"tab-a"}))
    act(b, ("open-game", game), "add-deal", ("deal-contract", "hearts"))
    act(b, ("deal-declarer", "0"), ("deal-points", "0=120"))
    act(a, "add-deal")  # A's form is its own, empty
    assert a.state.draft is not None
    assert a.state.draft.contract == ""
    act(a, ("deal-contract", "spades"), ("deal-declarer", "1"), ("deal-points", "1=90"))
    act(a, "save-deal")
    assert store.get(draft_key(game, "tab-b")) is not None  # B's form was not deleted

    b_tab_store = b.controller.tab_store
    reloaded = Shell(
        Controller(
            store,
            clock=Clock(),
            new_id=lambda: "x",
            tab=Tab("tab-b", frozenset({"tab-a"})),
            tab_store=b_tab_store,
        )
    )
    reloaded.start()
    assert reloaded.state.screen is Screen.DEAL  # B reopens its own screen, its own form
    assert reloaded.state.draft is not None
    assert (reloaded.state.draft.contract, reloaded.state.draft.points) == (
        "hearts",
        ("120", "42"),
    )


def test_a_closed_tab_s_form_is_taken_over_and_an_open_tab_s_is_not() -> None:
    store = MemoryStore()
    a = tab(store, "tab-a")
    act(a, "new-game", "start-game", "add-deal", ("deal-contract", "clubs"))
    assert a.state.current is not None
    game = a.state.current.id
    open_now = tab(store, "tab-c", frozenset({"tab-a"}))  # tab-a is still open
    act(open_now, ("open-game", game), "add-deal")
    assert open_now.state.draft is not None
    assert open_now.state.draft.contract == ""
    act(open_now, "cancel-deal")
    later = tab(store, "tab-d", frozenset())  # tab-a has been closed since
    act(later, ("open-game", game), "add-deal")
    assert later.state.draft is not None
    assert later.state.draft.contract == "clubs"
    assert store.get(draft_key(game, "tab-a")) is None


def test_a_form_saved_before_tabs_had_their_own_is_taken_over() -> None:
    store = MemoryStore()
    old = make_controller(store)  # no tab id: the key every earlier version wrote
    start_game(old)
    run(old, "add-deal", ("deal-contract", "diamonds"))
    assert old.state.current is not None
    game = old.state.current.id
    assert store.get(draft_key(game)) is not None
    page = tab(store, "tab-new", None)
    assert page.state.screen is Screen.DEAL
    assert page.state.draft is not None
    assert page.state.draft.contract == "diamonds"
    assert store.get(draft_key(game)) is None
    read_value(draft_key(game, "tab-new"), store.data[draft_key(game, "tab-new")])


def test_deleting_a_game_removes_every_tab_s_form() -> None:
    store = MemoryStore()
    a = tab(store, "tab-a")
    act(a, "new-game", "start-game", "add-deal", ("deal-contract", "clubs"))
    assert a.state.current is not None
    game = a.state.current.id
    b = tab(store, "tab-b", frozenset({"tab-a"}))
    act(b, ("open-game", game), "add-deal", ("deal-contract", "hearts"), "home")
    act(b, ("ask-delete-game", game), ("delete-game", game))
    assert not [k for k in store.data if game in k]


# --- finding 6: an empty stored string --------------------------------------------------------


def test_an_empty_unreadable_value_is_exported_too() -> None:
    store = MemoryStore()
    store.data[game_key("empty")] = ""
    store.data[SESSION_KEY] = ""
    _, report = survey(store)
    assert report.count == 2
    items = json.loads(unreadable_text(store, report, "2026-12-01"))["items"]
    assert {(i["key"], i["value"]) for i in items} == {(game_key("empty"), ""), (SESSION_KEY, "")}


# --- finding 7: the second tap of a double tap ---------------------------------------------


def test_a_double_tap_acts_once_when_its_first_tap_changes_the_screen() -> None:
    page = tab(MemoryStore())
    act(page, "new-game", "start-game", "add-deal", ("deal-contract", "hearts"))
    act(page, ("deal-declarer", "0"), ("deal-points", "0=100"))
    assert page.accepts_tap(1, 130, 700)
    act(page, "save-deal")  # the first tap: the sheet replaces the form
    assert not page.accepts_tap(2, 134, 702)  # the second lands on the sheet: ignored
    assert page.accepts_tap(1, 134, 702)  # a tap of its own is not
    assert page.accepts_tap(2, 134, 702)  # a double tap that stays on one screen counts twice
    act(page, ("ask-delete-deal", "0"))
    assert page.accepts_tap(1, 50, 300)
    act(page, ("open-deal", "0"))
    assert not page.accepts_tap(2, 50, 300)
    assert page.accepts_tap(1, 50, 300)
    act(page, "back")
    assert page.accepts_tap(2, 200, 300)  # quick, but somewhere else: a tap of its own


# --- the shell: an error nobody foresaw -----------------------------------------------------


class Breaking:
    """A renderer that fails for states ``when`` says, and draws the rest as the page does."""

    def __init__(self) -> None:
        self.when: Any = lambda state: False

    def __call__(self, state: AppState) -> Any:
        if self.when(state):
            raise RuntimeError("a bug nobody foresaw")
        return render(state)


def broken_page(
    store: MemoryStore | None = None, when: Any = None
) -> tuple[Shell, Breaking, list[str]]:
    """A page over ``store`` whose renderer fails for states ``when`` says (None: never
    yet), started; with what it reported."""
    breaking, reports = Breaking(), list[str]()
    if when is not None:
        breaking.when = when
    ids = itertools.count(1)
    controller = Controller(
        store if store is not None else MemoryStore(),
        clock=Clock(),
        new_id=lambda: f"g{next(ids)}",
    )
    shell = Shell(controller, breaking, reports.append)
    shell.start()
    return shell, breaking, reports


def test_an_action_that_fails_is_undone_whole_and_said_in_the_player_s_words() -> None:
    store = MemoryStore()
    page, breaking, reports = broken_page(store)
    act(page, ("set-language", "bg"), "new-game", "start-game", "add-deal")
    act(page, ("deal-contract", "hearts"), ("deal-declarer", "0"), ("deal-points", "0=100"))
    before, state = dict(store.data), page.state
    breaking.when = lambda s: s.screen is Screen.SHEET  # saving the deal breaks the sheet
    html = page.act(Action("save-deal"))
    assert store.data == before  # the game, the form and the session as they were
    assert page.state.screen is Screen.DEAL
    assert page.state.draft == state.draft
    assert page.state.notice is not None
    assert page.state.notice.key == "app.failed"
    assert CATALOGS["bg"]["app.failed"] in html
    assert "Traceback" not in html
    assert "RuntimeError: a bug nobody foresaw" in page.state.failure
    assert "while: save-deal" in page.state.failure
    assert reports == [page.state.failure]
    assert [c.action for c in controls(html)].count("copy-failure") == 1
    page.act(Action("copy-failure"))
    assert page.state.effects == (Copy(page.state.failure),)
    breaking.when = lambda s: False
    act(page, "save-deal")  # fixed: the same tap works
    assert page.state.sheet is not None
    assert len(page.state.sheet.rows) == 1


def test_an_action_that_raises_half_way_puts_back_what_it_wrote() -> None:
    store = MemoryStore()
    page, _, _ = broken_page(store)
    act(page, "new-game", "start-game")
    before = dict(store.data)

    @dataclass(frozen=True)
    class HalfWay(Plain, name="test-half-way"):
        """A made-up action whose handler writes, then fails."""

    def half_way(controller: Controller, _: HalfWay) -> None:
        controller.store.set("belot:settings", '{"language": "fr"}')
        controller.store.remove(SESSION_KEY)
        raise KeyError("oops")

    HANDLERS[HalfWay] = half_way
    try:
        page.act(Action("test-half-way"))
    finally:
        del HANDLERS[HalfWay], MESSAGES[HalfWay.name]
    assert store.data == before
    assert page.state.notice is not None
    assert page.state.notice.key == "app.failed"


def test_a_language_switch_that_fails_keeps_the_language() -> None:
    page, breaking, _ = broken_page()
    breaking.when = lambda s: current_language() == "fr"
    page.act(Action("set-language", "fr"))
    assert current_language() == "en"
    assert page.state.notice is not None


def test_another_tab_s_change_that_fails_to_show_keeps_the_page() -> None:
    store = MemoryStore()
    page, breaking, _ = broken_page(store)
    act(page, "new-game", "start-game")
    assert page.state.current is not None
    game = page.state.current.id
    other = make_controller(store)
    run(other, ("open-game", game))
    enter_deal(other, "hearts", 0, 100)
    breaking.when = lambda s: s.sheet is not None and len(s.sheet.rows) == 1
    page.follow(game_key(game))
    assert page.state.notice is not None
    assert page.state.notice.key == "app.failed"
    assert page.state.sheet is not None
    assert page.state.sheet.rows == ()


def test_a_form_that_cannot_be_shown_at_start_is_set_aside_and_the_sheet_opens() -> None:
    store = MemoryStore()
    first, _, _ = broken_page(store)
    act(first, "new-game", "start-game", "add-deal", ("deal-contract", "hearts"))
    assert first.state.current is not None
    game = first.state.current.id
    form = store.data[draft_key(game)]
    page, breaking, reports = broken_page(store, lambda s: s.screen is Screen.DEAL)
    assert page.state.screen is Screen.SHEET
    assert page.state.notice is not None
    assert page.state.notice.key == "app.start_failed"
    assert store.data[backup_key(draft_key(game), 1)] == form
    assert draft_key(game) not in store.data
    assert len(reports) == 1
    breaking.when = lambda s: False
    act(page, "add-deal")  # an empty form, and the list of games says what was kept
    assert page.state.draft is not None
    assert page.state.draft.contract == ""
    _, report = survey(store)
    assert report.backups == (backup_key(draft_key(game), 1),)


def test_a_game_that_cannot_be_shown_at_start_opens_the_list_instead() -> None:
    store = MemoryStore()
    first, _, _ = broken_page(store)
    act(first, "new-game", "start-game")
    session = store.data[SESSION_KEY]
    page, _, _ = broken_page(store, lambda s: s.screen is Screen.SHEET)
    assert page.state.screen is Screen.HOME
    assert page.state.notice is not None
    assert page.state.notice.key == "app.start_failed"
    assert store.data[backup_key(SESSION_KEY, 1)] == session
    assert len(page.state.games) == 1  # the game itself is untouched
    html = page.act(Action("open-game", page.state.games[0].id))  # still failing: undone
    assert page.state.screen is Screen.HOME
    assert "copy-failure" in html


def test_when_nothing_can_be_shown_the_fallback_saves_the_games() -> None:
    store = MemoryStore()
    first, _, _ = broken_page(store)
    act(first, ("set-language", "bg"), "new-game", "start-game")
    enter_shell_deal(first)
    act(first, "add-deal", ("deal-contract", "clubs"))
    before = dict(store.data)
    page, breaking, _ = broken_page(store, lambda s: True)
    assert page.fallen
    assert store.data == before  # nothing was the cause more than anything else: all kept
    html = page.repaint()
    assert html == fallback(page.state.failure)
    assert CATALOGS["bg"]["app.try_again"] in html  # in the player's language
    assert {c.action for c in controls(html)} == {"fallback-export", "copy-failure", "home"}
    page.act(Action("fallback-export"))
    (download,) = page.state.effects
    assert isinstance(download, Download)
    exported = read_import(download.contents)
    assert [len(g.game.deals) for g in exported] == [1]
    page.act(Action("copy-failure"))
    (copied,) = page.state.effects
    assert isinstance(copied, Copy)
    assert copied.text.startswith("Belot score: something went wrong")
    breaking.when = lambda s: False
    html = page.act(Action("home"))  # fixed: back to the list
    assert not page.fallen
    assert 'data-testid="new-game"' in html
    assert survey(store)[1].keys == ()


def enter_shell_deal(page: Shell) -> None:
    act(page, "add-deal", ("deal-contract", "hearts"), ("deal-declarer", "0"))
    act(page, ("deal-points", "0=100"), "save-deal")


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_fallback_is_worded_in_every_language(language: str) -> None:
    set_language(language)
    html = fallback("details")
    for key in ("app.fallback", "fallback.export", "app.copy_details", "app.try_again"):
        assert CATALOGS[language][key].replace("'", "&#x27;") in html


def test_nothing_escapes_a_shell_whatever_raises() -> None:
    page, breaking, _ = broken_page()
    breaking.when = lambda s: True
    for action in (Action("new-game"), Action("fly"), Action("home")):
        assert isinstance(page.act(action), str)
    assert isinstance(page.follow(None), str)
    assert isinstance(page.repaint(), str)
    assert not [k for k in page.controller.store.list_keys() if k.startswith(BACKUP_PREFIX)]
    assert StorageReport() == survey(page.controller.store)[1]
