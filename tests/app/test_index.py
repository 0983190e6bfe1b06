"""The index of saved games (belot.app.index): the list and the statistics read it instead
of every game, and it always agrees with the games, however they were written."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot import Contract, Game, PlayedDeal, make_rules, play
from belot.app.actions import Action
from belot.app.index import (
    HEADER,
    BadIndexError,
    SavedGames,
    entry_line,
    line_lead,
    read_index,
    read_line,
    summarize,
    text_check,
)
from belot.app.storage import (
    BACKUP_PREFIX,
    INDEX_KEY,
    SESSION_KEY,
    MemoryStore,
    SavedGame,
    StoreFullError,
    encode,
    game_key,
    guarded,
    survey,
)
from belot.stats import across
from tests import strategies
from tests.app.conftest import make_controller


def saved(game_id: str, deals: int = 3, updated: str = "2026-11-30T10:00:00Z") -> SavedGame:
    game = Game(make_rules("bulgarian"), teams=("Ana", "Boris"))
    for n in range(deals):
        game = game.with_deal(PlayedDeal(Contract.HEARTS, declarer=n % 2, points=(97, 65)))
    return SavedGame(game_id, game, deals + 1, "2026-11-30T09:00:00Z", updated)


def written_behind_its_back(store: MemoryStore, game: SavedGame) -> None:
    """What an older version of the app does: write the game, and no index."""
    store.set(game_key(game.id), encode(game))


def same_as_the_games(listed: list[SavedGame], store: MemoryStore) -> None:
    """What the index lists is what reading every game gives."""
    games, _ = survey(store)
    assert [s.id for s in listed] == [g.id for g in games]


def test_the_list_reads_only_the_index_and_the_games_it_shows() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    for n in range(50):
        games.write(saved(f"g{n:02}", updated=f"2026-11-30T10:{n:02}:00Z"))
    reads: list[str] = []
    counting = _Counting(store, reads)
    listing = SavedGames(counting).listing(10)
    assert [s.id for s in listing.games] == [f"g{n:02}" for n in range(49, 39, -1)]
    assert listing.count == 50
    assert not [key for key in reads if key.startswith("belot:game:")]  # no game was read


def test_an_entry_is_what_the_game_plays_to() -> None:
    store = MemoryStore()
    game = saved("g1", deals=5)
    SavedGames(store).write(game)
    (summary,) = SavedGames(store).listing().games
    sheet = play(game.game)
    assert summary.totals == sheet.totals
    assert summary.rows == len(sheet.rows)
    assert summary.winner == sheet.winner
    assert summary.check == text_check(store.get(game_key("g1")) or "")


def test_a_game_written_without_the_index_is_listed_and_entered() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1"))
    written_behind_its_back(store, saved("g2", updated="2026-12-01T00:00:00Z"))
    listing = games.listing()
    assert [s.id for s in listing.games] == ["g2", "g1"]
    assert "g2" in read_index(store.get(INDEX_KEY) or "").ids()


def test_a_game_deleted_behind_the_index_is_dropped_from_it() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1"))
    games.write(saved("g2"))
    store.remove(game_key("g1"))
    assert [s.id for s in games.listing().games] == ["g2"]
    assert list(read_index(store.get(INDEX_KEY) or "").ids()) == ["g2"]


def test_a_game_changed_behind_the_index_is_mended_when_read_or_audited() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1", deals=2))
    games.write(saved("g2", deals=2))
    for game_id in ("g1", "g2"):
        written_behind_its_back(store, saved(game_id, deals=4))
    # The keys agree, so the list trusts the lines until they are checked.
    assert {s.id: s.rows for s in games.listing().games} == {"g1": 2, "g2": 2}
    games.read("g1")  # opening a game checks its line
    assert {s.id: s.rows for s in games.listing().games} == {"g1": 4, "g2": 2}
    assert games.audit(10)  # and the audit checks the others
    assert {s.id: s.rows for s in games.listing().games} == {"g1": 4, "g2": 4}
    assert not games.audit(10)  # nothing more to mend


def test_an_unreadable_index_is_made_again_and_never_backed_up() -> None:
    store = guarded(MemoryStore())
    games = SavedGames(store)
    games.write(saved("g1"))
    for planted in ("not an index", HEADER + "\n{}", HEADER + '\n{"id":"g1"}', "[" * 10_000):
        store.inner.set(INDEX_KEY, planted)
        listing = SavedGames(store).listing()
        assert [s.id for s in listing.games] == ["g1"]
        assert not listing.report.keys  # nothing to report: the index is made again
        read_index(store.get(INDEX_KEY) or "")  # and reads back
    assert not [k for k in store.list_keys() if k.startswith(BACKUP_PREFIX)]


def test_a_line_that_cannot_be_read_is_made_again_from_its_game() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1"))
    text = store.get(INDEX_KEY) or ""
    # Starts as a line does (so the index reads), but its figures are not figures.
    store.set(INDEX_KEY, text.replace('"totals":[', '"totals":["x",'))
    (summary,) = SavedGames(store).listing().games
    assert summary.totals == play(saved("g1").game).totals


def test_an_index_of_another_reader_is_made_again() -> None:
    store = MemoryStore()
    SavedGames(store).write(saved("g1"))
    text = store.get(INDEX_KEY) or ""
    store.set(INDEX_KEY, text.replace('"reader":1', '"reader":0'))
    try:
        read_index(store.get(INDEX_KEY) or "")
    except BadIndexError:
        pass
    else:
        raise AssertionError("an index of another reader was read")
    assert [s.id for s in SavedGames(store).listing().games] == ["g1"]
    read_index(store.get(INDEX_KEY) or "")  # made again under this reader


@settings(max_examples=200, deadline=None)
@given(
    game_id=st.text(st.characters(blacklist_categories=("Cc", "Cs")), min_size=1, max_size=40),
    updated=st.text(st.characters(codec="utf-8"), max_size=30),
)
def test_a_line_s_id_and_time_are_read_from_its_start_whatever_they_hold(
    game_id: str, updated: str
) -> None:
    # The app's own ids and stamps need no escape (read by the plain pattern); an id from
    # an import may hold a quote, a backslash or a newline (the pattern with escapes).
    summary = summarize(saved(game_id, updated=updated))
    line = entry_line(summary)
    assert "\n" not in line
    assert line_lead(line) == (updated, game_id)
    assert list(read_index(f"{HEADER}\n{line}").ids()) == [game_id]


def test_a_line_that_does_not_start_as_a_line_does_is_not_an_index() -> None:
    for game_id in ("g1", 'quote " and back \\ slash'):
        good = entry_line(summarize(saved(game_id)))
        read_index(f"{HEADER}\n{good}")
        for bad in (" " + good, good.replace('"revision":', '"revision": '), good[:40]):
            with pytest.raises(BadIndexError, match="no valid line"):
                read_index(f"{HEADER}\n{bad}")


def test_the_room_used_is_every_character_stored_however_the_index_stands() -> None:
    # How full the store is (the safekeeping panel): every key and value in it, the games
    # counted from their lines' checks, the index as it stands after the listing.
    for planted, room in (("", None), ("", 0), ("not an index", None), ("not an index", 0)):
        store = MemoryStore()
        games = SavedGames(store)
        for n in range(3):
            games.write(saved(f"g{n}", deals=n + 1))
        written_behind_its_back(store, saved("g9", deals=5))
        store.set(SESSION_KEY, '{"screen":"home"}')
        store.set("another-app", "x" * 50)
        if planted:
            store.set(INDEX_KEY, planted)
        if room is not None:  # full: the index mended by the listing does not fit
            store.limit = sum(len(k) + len(v) for k, v in store.data.items()) + room
        listing = SavedGames(store).listing()
        assert [s.id for s in listing.games] == ["g9", "g2", "g1", "g0"]
        if room is not None and planted:
            assert store.get(INDEX_KEY) == planted  # no room for the index mended
        assert listing.used == sum(len(k) + len(v) for k, v in store.data.items())


def test_lines_out_of_order_or_twice_are_not_an_index() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1", updated="2026-01-01T00:00:00Z"))
    games.write(saved("g2", updated="2026-02-01T00:00:00Z"))
    header, first, second = (store.get(INDEX_KEY) or "").split("\n")
    for text in (f"{header}\n{second}\n{first}", f"{header}\n{first}\n{first}"):
        try:
            read_index(text)
        except BadIndexError:
            continue
        raise AssertionError(f"read: {text!r}")


def test_a_line_is_read_strictly() -> None:
    store = MemoryStore()
    SavedGames(store).write(saved("g1"))
    good = (store.get(INDEX_KEY) or "").split("\n")[1]
    data = json.loads(good)
    for key, bad in (
        ("winner", 2),
        ("rows", -1),
        ("teams", ["one"]),
        ("rules", "no-such-rules"),
        ("options", {"target": "x"}),
        ("tally", [[0, 0, 0], [0, 0, 0, 0]]),
        ("check", "nope"),
        ("revision", True),
        ("unknown", 1),
    ):
        try:
            read_line(json.dumps({**data, key: bad}))
        except BadIndexError:
            continue
        raise AssertionError(f"read a line with {key}={bad!r}")


def test_a_write_at_the_quota_stores_the_game_and_its_line_or_neither() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("g1", deals=2))
    before = dict(store.data)
    store.limit = sum(len(k) + len(v) for k, v in store.data.items()) + 30  # no room for more
    try:
        games.write(saved("g1", deals=8))
    except StoreFullError:
        pass
    else:
        raise AssertionError("the write fitted")
    assert store.data == before


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(strategies.games(max_deals=8), min_size=1, max_size=6), st.data())
def test_the_statistics_from_the_index_are_the_statistics_of_the_games(
    played: list[Game], data: st.DataObject
) -> None:
    store = MemoryStore()
    games = SavedGames(store)
    for n, game in enumerate(played):
        games.write(SavedGame(f"g{n}", game, 1, "t", f"2026-11-30T10:00:{n:02}Z"))
    listing = SavedGames(store).listing()
    ruleset = data.draw(st.sampled_from(["", *{g.rules.id for g in played}]))
    assert across((s.figures for s in listing.games), ruleset) == across(played, ruleset)
    for summary in listing.games:  # and each line is what its game plays to
        (game,) = [g for n, g in enumerate(played) if f"g{n}" == summary.id]
        assert replace(summary, check="") == summarize(
            SavedGame(summary.id, game, 1, "t", summary.updated)
        )


def test_another_tabs_half_entered_deal_reads_nothing_here() -> None:
    store = MemoryStore()
    one, other = make_controller(store), make_controller(store)
    one.dispatch(Action("new-game"))
    one.dispatch(Action("start-game"))
    reads: list[str] = []
    other.store.inner = _Counting(store, reads)
    for key in ("belot:draft:g1", "belot:tab-draft:t:g1", "belot:session", "belot:snapshot"):
        before = other.state
        assert other.external_change(key) is before  # nothing changed, nothing to paint
    assert reads == []


def test_another_tabs_save_reads_the_index_and_the_open_game_only() -> None:
    store = MemoryStore()
    one, other = make_controller(store), make_controller(store)
    for n in range(20):  # other games, which must not be read
        SavedGames(store).write(saved(f"old{n:02}", updated=f"2026-01-01T00:00:{n:02}Z"))
    one.dispatch(Action("new-game"))
    one.dispatch(Action("start-game"))
    game_id = one.state.current.id if one.state.current else ""
    other.dispatch(Action("open-game", game_id))
    for action in (
        Action("add-deal"),
        Action("deal-contract", "hearts"),
        Action("deal-declarer", "0"),
        Action("deal-points", "0=97"),
        Action("save-deal"),
    ):
        one.dispatch(action)
    reads: list[str] = []
    other.store.inner = _Counting(store, reads)
    other.external_change(game_key(game_id))
    other.external_change(INDEX_KEY)
    assert other.state.sheet is not None
    assert len(other.state.sheet.rows) == 1
    assert {k for k in reads if k.startswith("belot:game:")} == {game_key(game_id)}
    other.dispatch(Action("home"))  # the list, read on the way there, has the deal
    assert [(s.id, s.rows) for s in other.state.games][:1] == [(game_id, 1)]
    assert not [k for k in reads if k.startswith("belot:game:old")]


class _Counting(MemoryStore):
    """A view of ``store`` that notes every key read."""

    def __init__(self, store: MemoryStore, reads: list[str]) -> None:
        super().__init__()
        self.data = store.data
        self.reads = reads

    def get(self, key: str) -> str | None:
        self.reads.append(key)
        return super().get(key)


def test_an_import_writes_its_games_and_the_index_once_or_nothing() -> None:
    store = MemoryStore()
    games = SavedGames(store)
    games.write(saved("here"))
    writes: list[str] = []
    counting = _Writes(store, writes)
    SavedGames(counting).write_many([saved(f"new{n}") for n in range(5)])
    assert writes.count(INDEX_KEY) == 1  # one index for five games
    assert {s.id for s in SavedGames(store).listing().games} == {
        "here",
        *(f"new{n}" for n in range(5)),
    }
    before = dict(store.data)
    store.limit = sum(len(k) + len(v) for k, v in store.data.items()) + 2000  # room for one
    try:
        SavedGames(store).write_many([saved(f"more{n}") for n in range(5)])
    except StoreFullError:
        pass
    else:
        raise AssertionError("five more games fitted")
    assert store.data == before


class _Writes(MemoryStore):
    """A view of ``store`` that notes every key written."""

    def __init__(self, store: MemoryStore, writes: list[str]) -> None:
        super().__init__()
        self.data = store.data
        self.writes = writes

    def set(self, key: str, value: str) -> None:
        self.writes.append(key)
        super().set(key, value)


def test_a_store_with_no_game_gets_no_index() -> None:
    store = MemoryStore()
    store.set("belot:game:broken", "{not json")
    SavedGames(store).listing()
    assert INDEX_KEY not in store.data  # reading wrote nothing
