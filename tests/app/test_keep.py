"""Keeping the games safe from the browser (belot.app.safekeeping, screens/keep): persistent
storage asked for after the first deal, where the games stand on the list, a backup
offered once when a game ends, backups, moving old games to a file, finished games stored
packed, and a deal being typed kept when the storage is full."""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from dataclasses import replace

import pytest

from belot import Contract, Game, PlayedDeal, make_rules, play
from belot.app.controller import Controller, Tab
from belot.app.effects import Persist, PickFile, ShareFile
from belot.app.index import SavedGames
from belot.app.markup import Markup, text
from belot.app.messages import LANGUAGES, set_language, t
from belot.app.packing import is_packed
from belot.app.render import render
from belot.app.safekeeping import (
    BACKUP_ROWS,
    FAMILIES,
    LOCAL_QUOTA,
    Safekeeping,
    StorageFacts,
    backup_due,
    browser_family,
    read_facts,
    read_safekeeping,
)
from belot.app.screen import HOME, SHEET
from belot.app.screens.keep import BackupOffer, Facts
from belot.app.screens.keep.actions import set_facts
from belot.app.shell import Renderer, Shell
from belot.app.state import AppState, Notice
from belot.app.storage import (
    SAFEKEEPING_KEY,
    SESSION_KEY,
    MemoryStore,
    SavedGame,
    decode,
    draft_key,
    encode,
    game_key,
    read_stored,
)
from belot.app.transfer import read_import
from tests.app.conftest import Clock, enter_deal, run, start_game

AT_RISK = StorageFacts(True, persisted=False, can_persist=True, usage=10, quota=100)
SAFE = StorageFacts(True, persisted=True, can_persist=True, usage=10, quota=100)


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def controller_on(store: MemoryStore, told: StorageFacts = AT_RISK, tab: str = "") -> Controller:
    ids = itertools.count(1)
    controller = Controller(
        store, clock=Clock(), new_id=lambda: f"g{next(ids)}", tab=Tab(tab), tab_store=MemoryStore()
    )
    controller.start()
    set_facts(controller, told)
    return controller


def answers(controller: Controller, kind: type[Persist | PickFile]) -> list[str | None]:
    """The message each queued effect of ``kind`` is answered with (None: none)."""
    found = [e.answer for e in controller.state.effects if isinstance(e, kind)]
    return [None if answer is None else answer.name for answer in found]


def clear_effects(controller: Controller) -> None:
    controller.state = replace(controller.state, effects=())


def finish_game(controller: Controller) -> None:
    """Bulgarian to 151: two made deals of 26 each end it."""
    for _ in range(6):
        if controller.state.sheet is not None and controller.state.sheet.over:
            return
        enter_deal(controller, "all-trumps", 0, 258)
    assert controller.state.sheet is not None
    assert controller.state.sheet.over


# --- persistent storage -----------------------------------------------------------------------


def test_persistent_storage_is_asked_for_after_the_first_saved_deal_never_at_start() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    start_game(controller)
    assert answers(controller, Persist) == []  # not at start, not for a new game
    enter_deal(controller, "hearts", 0, 100)
    assert answers(controller, Persist) == [None]  # quietly: no notice of the answer
    clear_effects(controller)
    enter_deal(controller, "hearts", 0, 100)
    assert answers(controller, Persist) == []  # once
    assert controller_on(store).state.keeping.asked  # remembered across visits


def test_persistent_storage_is_not_asked_for_where_it_is_already() -> None:
    controller = controller_on(MemoryStore(), SAFE)
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    assert answers(controller, Persist) == []


def test_the_player_can_ask_for_persistent_storage_and_hears_the_answer() -> None:
    controller = controller_on(MemoryStore())
    run(controller, "keep-open", "keep-persist")
    assert answers(controller, Persist) == ["keep-persisted"]
    run(controller, ("keep-persisted", "false"))
    assert controller.state.notice is not None
    assert controller.state.notice.key == "keep.not_persisted"


# --- where the games stand --------------------------------------------------------------------


def test_the_list_says_whether_the_games_are_protected_and_when_last_backed_up() -> None:
    controller = controller_on(MemoryStore())
    start_game(controller)
    run(controller, "home")
    html = render(controller.state)
    assert text(t("keep.status.risk")) in html
    assert text(t("keep.backup.never")) in html
    assert 'data-testid="keep-used"' in html  # how much is used of what the browser allows
    set_facts(controller, replace(SAFE, usage=21_000_000, quota=2_300_000_000))
    html = render(controller.state)
    assert text(t("keep.status.safe")) in html
    assert "21.0 MB" in html
    assert "2.3 GB" in html


def test_the_tip_shows_where_the_games_are_at_risk_until_it_is_read() -> None:
    store = MemoryStore()
    controller = controller_on(store, replace(AT_RISK, family="android-chrome"))
    start_game(controller)
    run(controller, "home")
    html = render(controller.state)
    assert 'data-testid="keep-tip"' in html
    assert text(t("keep.steps.android-chrome")) in html
    run(controller, "keep-tip-seen")
    assert 'data-testid="keep-tip"' not in render(controller.state)
    assert 'data-testid="keep-tip"' not in render(controller_on(store).state)


def started_on(
    store: MemoryStore, told: StorageFacts, renderer: Renderer = render
) -> tuple[Shell, str]:
    """A page over ``store`` started with what the browser ``told`` of its storage known
    before the start (belot.app.browser.boot waits for it when the list will show it), and
    the start's drawing."""
    controller = Controller(store, clock=Clock(), new_id=lambda: "g9", tab_store=MemoryStore())
    shell = Shell(controller, renderer)
    return shell, shell.start(("en",), known=(Facts(told),))


def test_a_start_that_knows_where_the_games_stand_draws_the_list_with_it_once() -> None:
    store = MemoryStore()
    controller = controller_on(store, SAFE)
    start_game(controller)
    run(controller, "home")  # the session names the list: a reload reopens it
    assert not controller.reopens_instantly()
    drawn: list[AppState] = []

    def counted(state: AppState) -> Markup:
        drawn.append(state)
        return render(state)

    shell, html = started_on(store, SAFE, counted)
    assert text(t("keep.status.safe")) in html  # the start's own drawing says it
    assert len(drawn) == 1
    assert shell.state.part(Facts) == Facts(SAFE)


def test_a_start_that_falls_back_to_the_list_keeps_what_the_browser_told() -> None:
    store = MemoryStore()
    controller = controller_on(store, SAFE)
    start_game(controller)
    assert controller.reopens_instantly()  # the sheet: the instant paint shows it

    def no_sheet(state: AppState) -> Markup:
        if state.screen is SHEET:
            raise RuntimeError("the sheet does not draw")
        return render(state)

    shell, html = started_on(store, SAFE, no_sheet)
    assert shell.state.screen is HOME
    assert shell.state.notice == Notice("app.start_failed")
    assert text(t("keep.status.safe")) in html


def test_only_a_screen_a_reload_reopens_is_named_as_one_the_start_reopens_instantly() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    assert not controller.reopens_instantly()  # nothing stored: a first visit
    for screen, reopens in (("sheet", True), ("deal", True), ("home", False), ("nowhere", False)):
        store.set(SESSION_KEY, json.dumps({"screen": screen, "game": "g1"}))
        assert controller.reopens_instantly() is reopens, screen


def test_safari_in_a_tab_is_at_risk_even_with_persistent_storage() -> None:
    assert replace(SAFE, family="ios-safari").at_risk
    assert not replace(SAFE, family="ios-safari", installed=True).at_risk
    assert not SAFE.at_risk
    assert not StorageFacts().at_risk  # nothing said yet: nothing to say


@pytest.mark.parametrize(
    ("agent", "touch", "family"),
    [
        (
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
            "(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
            5,
            "ios-safari",
        ),
        (
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 "
            "(KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1",
            5,
            "ios-other",
        ),
        (
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like "
            "Gecko) Version/17.4 Safari/605.1.15",
            5,
            "ios-safari",
        ),  # an iPad says it is a Mac
        (
            "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like "
            "Gecko) Version/17.4 Safari/605.1.15",
            0,
            "mac-safari",
        ),
        (
            "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) "
            "Chrome/124.0 Mobile Safari/537.36",
            5,
            "android-chrome",
        ),
        (
            "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) "
            "SamsungBrowser/24.0 Chrome/117.0 Mobile Safari/537.36",
            5,
            "samsung",
        ),
        (
            "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
            5,
            "android-firefox",
        ),
        (
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 "
            "Safari/537.36",
            0,
            "generic",
        ),
    ],
)
def test_each_browser_gets_its_own_steps_to_the_home_screen(
    agent: str, touch: int, family: str
) -> None:
    assert browser_family(agent, touch) == family


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_browser_has_its_steps_in_every_language(language: str) -> None:
    set_language(language)
    for family in FAMILIES:
        assert t(f"keep.steps.{family}")


def test_what_the_browser_tells_of_its_storage_is_read_strictly() -> None:
    good = {
        "persisted": False,
        "can_persist": True,
        "usage": 5,
        "quota": 9,
        "family": "samsung",
        "installed": False,
    }
    assert read_facts(good).family == "samsung"
    assert read_facts({**good, "family": "netscape"}).family == "generic"
    for bad in ({**good, "usage": -1}, {**good, "persisted": "yes"}, {"persisted": True}):
        with pytest.raises(ValueError, match="not the storage facts"):
            read_facts(bad)


def test_the_list_says_when_the_games_storage_is_filling() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    start_game(controller)
    store.set("belot:backup:padding:1", "x" * (LOCAL_QUOTA * 81 // 100))
    run(controller, "home")
    assert 'data-testid="keep-filling"' in render(controller.state)


# --- a backup offered when a game ends --------------------------------------------------------


def test_a_game_that_ends_offers_a_backup_once() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    start_game(controller)
    finish_game(controller)
    assert controller.state.part(BackupOffer) is not None
    assert 'data-testid="backup-offer"' in render(controller.state)
    run(controller, "backup-not-now")
    assert controller.state.part(BackupOffer) is None
    run(controller, "home")
    game_id = controller.state.games[0].id
    run(controller, ("open-game", game_id))
    assert 'data-testid="backup-offer"' not in render(controller.state)  # once per game
    assert game_id in read_stored(store, SAFEKEEPING_KEY).offered


def test_no_backup_is_offered_soon_after_one() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    run(controller, "backup", ("backup-done", "ok"))
    assert controller.state.keeping.backup is not None
    run(controller, "rematch")
    finish_game(controller)  # a few rows, a few seconds later: not due
    assert controller.state.part(BackupOffer) is None


def test_a_backup_is_due_after_fourteen_days_or_twenty_rows() -> None:
    made = Safekeeping(backup="2026-11-01T10:00:00.000Z", rows=10)
    assert backup_due(Safekeeping(), "2026-11-01T10:00:00.000Z", 0)
    assert not backup_due(made, "2026-11-14T10:00:00.000Z", 10 + BACKUP_ROWS - 1)
    assert backup_due(made, "2026-11-15T10:00:00.000Z", 10)
    assert backup_due(made, "2026-11-02T10:00:00.000Z", 10 + BACKUP_ROWS)


def test_a_backup_holds_every_game_and_is_remembered_only_once_kept() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    for _ in range(3):
        start_game(controller)
        enter_deal(controller, "hearts", 0, 100)
    run(controller, "home", "keep-open", "backup")
    (effect,) = [e for e in controller.state.effects if isinstance(e, ShareFile)]
    assert effect.answer.name == "backup-done"
    assert effect.filename.startswith("belot-backup-2026-11-30")
    assert len(read_import(effect.contents)) == 3
    run(controller, ("backup-done", "cancelled"))
    assert controller.state.keeping.backup is None  # nothing was kept: nothing said
    run(controller, ("backup-done", "ok"))
    assert controller.state.keeping.backup is not None
    assert controller.state.keeping.rows == 3


def test_what_is_remembered_is_read_strictly() -> None:
    good = {"asked": True, "backup": None, "rows": 0, "offered": ["g1"], "tip": False}
    assert read_safekeeping(good).offered == ("g1",)
    for bad in ({**good, "rows": -1}, {**good, "backup": "yesterday"}, {**good, "x": 1}):
        with pytest.raises(ValueError, match="not"):
            read_safekeeping(bad)


# --- moving old games to a file ---------------------------------------------------------------


def finished_games(controller: Controller, count: int) -> None:
    for _ in range(count):
        start_game(controller)
        finish_game(controller)
        run(controller, "backup-not-now", "home")


def archive_file(controller: Controller) -> str:
    run(controller, "keep-open")
    month = controller.state.games[0].updated[:7]
    run(controller, ("archive-until", month), "archive-save")
    (effect,) = [e for e in controller.state.effects if isinstance(e, ShareFile)]
    assert effect.answer.name == "archive-saved"
    run(controller, ("archive-saved", "ok"), "archive-check")
    assert answers(controller, PickFile) == ["archive-file"]
    return effect.contents


def test_old_games_are_removed_only_once_the_file_reads_back_with_them() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    finished_games(controller, 2)
    start_game(controller)  # in play: never moved
    text = archive_file(controller)
    run(controller, ("archive-file", text))
    assert controller.state.notice is not None
    assert controller.state.notice.key == "keep.archive.done"
    listed = SavedGames(store).listing().games
    assert [s.over for s in listed] == [False]
    assert {g.id for g in read_import(text)} == {"g1", "g2"}  # and the file brings them back


@pytest.mark.parametrize("damage", ["one-missing", "one-different", "not-a-file"])
def test_old_games_stay_when_the_file_does_not_hold_them(damage: str) -> None:
    store = MemoryStore()
    controller = controller_on(store)
    finished_games(controller, 2)
    text = archive_file(controller)
    document = json.loads(text)
    if damage == "one-missing":
        document["games"] = document["games"][:1]
    elif damage == "one-different":
        document["games"][0]["game"]["teams"] = ["Someone", "Else"]
    chosen = "{not json" if damage == "not-a-file" else json.dumps(document)
    before = dict(store.data)
    run(controller, ("archive-file", chosen))
    assert controller.state.notice is not None
    assert controller.state.notice.key in ("keep.archive.missing", "keep.archive.unreadable")
    assert {k: v for k, v in store.data.items() if k.startswith("belot:game:")} == {
        k: v for k, v in before.items() if k.startswith("belot:game:")
    }


# --- finished games are stored packed ---------------------------------------------------------


def long_game(deals: int) -> SavedGame:
    game = Game(make_rules("bulgarian", {"target": 100_000}), teams=("Ana", "Boris"))
    for n in range(deals):
        game = game.with_deal(PlayedDeal(Contract.HEARTS, declarer=n % 2, points=(97, 65)))
    return SavedGame("g1", game, 1, "2026-11-30T10:00:00Z", "2026-11-30T10:00:00Z")


def test_a_finished_game_is_stored_packed_and_reads_back_as_it_was() -> None:
    store = MemoryStore()
    controller = controller_on(store)
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    assert not is_packed(store.get(game_key("g1")) or "")  # in play: as JSON
    finish_game(controller)
    text = store.get(game_key("g1")) or ""
    assert is_packed(text)
    assert decode(text, "g1") == controller.state.current
    run(controller, "undo")  # in play again: as JSON again
    assert not is_packed(store.get(game_key("g1")) or "")


def test_a_packed_game_takes_a_fraction_of_the_room() -> None:
    saved = long_game(60)
    assert len(encode(saved, compact=True)) * 4 < len(encode(saved))
    assert decode(encode(saved, compact=True), "g1") == saved


def test_a_damaged_packed_game_is_unreadable_and_kept() -> None:
    store = MemoryStore()
    text = encode(long_game(10), compact=True)
    store.set(game_key("g1"), text[:-3] + ("A" if text[-3] != "A" else "B") + text[-2:])
    controller = controller_on(store)
    assert controller.state.unreadable == (game_key("g1"),)


# --- a full store keeps the deal being typed --------------------------------------------------


def test_a_deal_typed_while_the_store_is_full_survives_a_reload() -> None:
    store = MemoryStore()
    tab_store = MemoryStore()
    ids = itertools.count(1)

    def tab() -> Controller:
        controller = Controller(
            store, clock=Clock(), new_id=lambda: f"g{next(ids)}", tab=Tab("t1"), tab_store=tab_store
        )
        controller.start()
        return controller

    controller = tab()
    start_game(controller)
    run(controller, "add-deal", ("deal-contract", "clubs"))
    store.limit = 1  # full: no write fits
    run(controller, ("deal-declarer", "1"), ("deal-points", "1=40"))
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.storage_full_kept"
    reloaded = tab()  # the same tab, reloaded: its session storage is still there
    assert reloaded.state.draft is not None
    assert reloaded.state.draft.points[1] == "40"
    store.limit = None  # room again: the next change is kept in the store, once
    run(reloaded, ("deal-points", "1=41"))
    key = draft_key("g1", "t1")
    assert store.get(key) is not None
    assert tab_store.get(key) is None
    assert play(
        reloaded.state.current.game if reloaded.state.current else Game(make_rules("bulgarian"))
    )


FACTS = (
    AT_RISK,
    SAFE,
    StorageFacts(True, persisted=False, can_persist=False, usage=99, quota=100),
    StorageFacts(True, persisted=True, family="ios-safari", usage=None, quota=None),
    StorageFacts(True, persisted=None, family="android-chrome", installed=True),
)


def test_a_screen_a_reload_reopens_draws_no_storage_fact() -> None:
    """The instant paint's screens (the sheet, the deal form with its panels, a deal's
    detail, a game that ended and its backup offer) are drawn the same whatever the browser
    says of its storage: a start that reopens one paints it without waiting for that
    (belot.app.browser.boot.main)."""
    controller = controller_on(MemoryStore(), told=StorageFacts())
    start_game(controller)
    seen = set()

    def same_whatever_is_told() -> None:
        state = controller.state
        assert state.screen.reopens
        seen.add(state.screen.id)
        drawn = render(state)
        for told in FACTS:
            set_facts(controller, told)
            assert render(controller.state) == drawn, (state.screen.id, told)
        controller.state = state

    same_whatever_is_told()  # the sheet of a new game
    enter_deal(controller, "hearts", 0, 100)
    same_whatever_is_told()
    run(controller, "add-deal", ("deal-contract", "spades"), ("deal-declarer", "1"))
    same_whatever_is_told()  # the deal form
    run(controller, ("deal-fold", "announcements"))
    same_whatever_is_told()  # with a panel open
    run(controller, "cancel-deal", ("open-deal", "0"))
    same_whatever_is_told()  # a deal's detail
    run(controller, "back")
    while controller.state.current is not None and not play(controller.state.current.game).over:
        enter_deal(controller, "all-trumps", 0, 258)
    assert controller.state.part(BackupOffer) is not None
    same_whatever_is_told()  # the game over, a backup offered
    assert seen == {"sheet", "deal", "detail"}
