"""The index of saved games: what the list of games and the statistics need of each game,
kept in one stored value, so that neither reads (nor replays) every game.

With a year of weekly play (hundreds of games), reading every game to draw the list took
seconds. The index is one value under ``belot:index``, a header line and then one line per
game, newest first (the list's order)::

    {"app":"belot-score","index":1,"reader":1}
    {"id":…,"revision":…,"created":…,"updated":…,"source"?,        (as the game's envelope)
     "rules":…,"options":{…},"teams":[…],"players"?:[…],          (as its record)
     "totals":[a,b],"winner":0|1|null,"drawn"?:true,"rows":n,     (its sheet)
     "tally":[[taken,made,points,deals],[…]],                     (belot.stats.TeamTally)
     "match"?:{"id":…,"best_of":n,"game":n},                       (as its record)
     "check":"<CRC-32 of the game's stored text>-<its length>"}
    …

(each entry on one line). One line a game is what makes it fast: the ids and the order
of every game are found from each line's start alone (:func:`line_lead`), and a line is read
(:func:`read_line`, remembered by its text) only when it is shown. So the list's first
screen reads a screenful of lines whatever the number of games, another tab's save reads
the one line that changed, and only the statistics across games read them all.

The index is derived data, never the only copy of anything: every entry can be made again
from its game. It is read strictly, and when it is missing, unreadable, of another
``reader`` (the version of the checks its games passed: :data:`READER`), or it disagrees
with the games, it is mended from the games instead of being backed up:

* at every listing (:meth:`SavedGames.listing`) the stored games' keys are compared with
  the index's ids: a game with no line is read and entered (a game written by an older
  version of the app, which knows no index), a line with no game is dropped; a line that
  is shown and cannot be read is made again from its game;
* a line's ``check`` is the CRC-32 and length of its game's stored text when it was
  entered: reading a game (:meth:`SavedGames.read`) compares them, and
  :meth:`SavedGames.audit` compares them a few games at a time once the page has
  started, so a game changed behind the index's back (by an older version's tab) is
  entered again;
* every write of a game by this version (:meth:`SavedGames.write`) writes its line with
  it, or neither (at the quota the game is put back as it was and the write refused).

Two tabs writing two games at the same moment may each write the index without the other's
line; the next listing or audit mends it, as above.

A game that cannot be read has no line: it is read again at each listing, and listed with
what could not be read (belot.app.storage.StorageReport).
"""

from __future__ import annotations

import bisect
import contextlib
import functools
import json
import zlib
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from belot.app.packing import PackingError, is_packed, unpack
from belot.app.storage import (
    APP,
    BACKUP_PREFIX,
    GAME_PREFIX,
    INDEX_KEY,
    MAX_PACKED,
    MAX_REVISION,
    TOURNAMENT_PREFIX,
    SavedGame,
    StorageReport,
    Store,
    StoreFullError,
    UnreadableEntryError,
    decode_played,
    drafts_of,
    encode,
    envelope,
    game_key,
    is_known,
    read_value,
)
from belot.deal import Pair
from belot.errors import BelotError
from belot.jsontext import MAX_DEPTH
from belot.limits import MAX_FILE, MAX_NAME
from belot.match import GameResult, InMatch
from belot.patterns import Pattern

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Sheet
    from belot.rules import OptionValue, Rules
    from belot.stats import GameFigures, TeamTally

INDEX_FORMAT = 1
# The version of the checks a game passes when it is read (belot.record, belot.app.storage):
# a line says its game passed them. Raise it when they become stricter, so that every game
# is read again, once, under the new ones.
READER = 1
HEADER = json.dumps({"app": APP, "index": INDEX_FORMAT, "reader": READER}, separators=(",", ":"))
_CHECK = Pattern(r"[0-9a-f]{8}-(0|[1-9]\d{0,8})")
_ID = Pattern(r"[^\x00-\x1f\x7f\ud800-\udfff]{1,200}")
_JSON_STRING = r'"(?:[^"\\\n]|\\.)*"'
# The start of every line: its id and its time, in the order entry_json writes them.
_LEAD = Pattern(
    rf'\{{"id":({_JSON_STRING}),"revision":\d{{1,16}},"created":{_JSON_STRING},'
    rf'"updated":({_JSON_STRING}),'
)
# The same start with no escape in its strings, as every id and stamp the app makes is
# written: a quarter of the time of _LEAD's on a line (bench/README.md), which the first
# paint of a list of hundreds of games waits for.
_PLAIN_STRING = r'"[^"\\\n]*"'
_PLAIN_LEAD = Pattern(
    rf'\{{"id":({_PLAIN_STRING}),"revision":\d{{1,16}},"created":{_PLAIN_STRING},'
    rf'"updated":({_PLAIN_STRING}),'
)
_STAMP_MAX = 64
_NAME_MAX = MAX_NAME  # belot.limits: a line holds what its game does
_FIGURE_MAX = 10**9
_LINE_MAX = 20_000
ENTRY_KEYS = frozenset(
    {
        "id",
        "revision",
        "created",
        "updated",
        "source",
        "rules",
        "options",
        "teams",
        "players",
        "totals",
        "winner",
        "drawn",
        "match",
        "rows",
        "tally",
        "check",
    }
)


def text_check(text: str) -> str:
    """What a line keeps of its game's stored text: its CRC-32 and its length (a text of
    another length, or with any character changed, is told apart at once)."""
    crc = zlib.crc32(text.encode("utf-8", "surrogatepass"))
    return f"{crc:08x}-{len(text)}"


@dataclass(frozen=True)
class GameSummary:
    """A saved game as the list of games and the statistics see it (a line of the index)."""

    id: str
    revision: int
    created: str
    updated: str
    source: str | None
    figures: GameFigures  # its rules, teams, players, winner and tallies
    totals: Pair
    rows: int  # rows of its sheet (deals, redeals and corrections)
    check: str = ""  # text_check of the stored text it was made from
    match: InMatch | None = None  # where it stands in a match (belot.app.matches)

    @property
    def rules(self) -> Rules:
        return self.figures.rules

    @property
    def teams(self) -> tuple[str, str]:
        return self.figures.teams

    @property
    def winner(self) -> int | None:
        return self.figures.winner

    @property
    def over(self) -> bool:
        return self.figures.over

    @property
    def result(self) -> GameResult:
        """What its match needs of it (belot.match.score_match)."""
        return GameResult(self.rules, self.teams, self.over, self.winner)


def summarize(saved: SavedGame, sheet: Sheet | None = None, check: str = "") -> GameSummary:
    """The line of ``saved`` (``sheet``: its sheet, if it has been played already;
    ``check``: of the text it is stored as)."""
    from belot.game import play
    from belot.stats import figures_of

    sheet = sheet if sheet is not None else play(saved.game)
    return GameSummary(
        id=saved.id,
        revision=saved.revision,
        created=saved.created,
        updated=saved.updated,
        source=saved.source,
        figures=figures_of(saved.game, sheet),
        totals=sheet.totals,
        rows=len(sheet.rows),
        check=check,
        match=saved.game.match,
    )


# --- a line -----------------------------------------------------------------------------------


def entry_json(summary: GameSummary) -> dict[str, Any]:
    """The line's value: its first four keys in this order (:func:`line_lead` reads them)."""
    from belot.record import match_to_record

    figures = summary.figures
    value: dict[str, Any] = {
        "id": summary.id,
        "revision": summary.revision,
        "created": summary.created,
        "updated": summary.updated,
        "rules": figures.rules.id,
        "options": _chosen(figures.rules),
        "teams": list(figures.teams),
        "totals": list(summary.totals),
        "winner": figures.winner,
        "rows": summary.rows,
        "tally": [[t.taken, t.made, t.points, t.deals] for t in figures.tallies],
        "check": summary.check,
    }
    if figures.drawn:  # only then: a line of a game that cannot end drawn reads as before
        value["drawn"] = True
    if summary.match is not None:
        value["match"] = match_to_record(summary.match)
    if summary.source is not None:
        value["source"] = summary.source
    if figures.players is not None:
        value["players"] = list(figures.players)
    return value


def _chosen(rules: Rules) -> dict[str, OptionValue]:
    """The house rules that are not the ruleset's defaults (the line is read back with the
    defaults filled in, as a record's options are: :func:`belot.rules.Rules.of`)."""
    ruleset = rules.ruleset
    return {n: v for n, v in rules.options.items() if v != ruleset.option(n).default}


def entry_line(summary: GameSummary) -> str:
    """The line (JSON on one line: a string's newline is written ``\\n``)."""
    return json.dumps(entry_json(summary), ensure_ascii=False, separators=(",", ":"))


class BadIndexError(ValueError):
    """A stored index, or one of its lines, that is not one this version wrote (it is then
    made again from the games)."""


def _fail(what: str) -> BadIndexError:
    return BadIndexError(f"the index has no valid {what}")


def _int(value: object, low: int, high: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(what)
    return value


def _text(value: object, most: int, what: str) -> str:
    if not isinstance(value, str) or len(value) > most:
        raise _fail(what)
    return value


def _names(value: object, count: int, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != count:
        raise _fail(what)
    return tuple(_text(name, _NAME_MAX, what) for name in value)


@functools.lru_cache(maxsize=64)
def _rules(ruleset: str, options: str) -> Rules:
    from belot.rulesets import make_rules

    return make_rules(ruleset, json.loads(options))


def _tally(value: object) -> TeamTally:
    from belot.stats import TeamTally

    if not isinstance(value, list) or len(value) != 4:
        raise _fail("tally")
    taken, made, points, deals = value
    return TeamTally(
        _int(taken, 0, _FIGURE_MAX, "tally"),
        _int(made, 0, _FIGURE_MAX, "tally"),
        _int(points, -_FIGURE_MAX, _FIGURE_MAX, "tally"),
        _int(deals, 0, _FIGURE_MAX, "tally"),
    )


@functools.lru_cache(maxsize=4096)
def read_line(line: str) -> GameSummary:
    """One line of the index (remembered: the same line is read once); raises
    :class:`BadIndexError` (only) if it is not one this version writes."""
    from belot.record import match_from_record
    from belot.stats import GameFigures

    if len(line) > _LINE_MAX or line.count("{") + line.count("[") > MAX_DEPTH:
        raise _fail("entry")
    try:
        data = json.loads(line)
    except ValueError:
        raise _fail("entry") from None
    if not isinstance(data, dict) or not set(data) <= ENTRY_KEYS:
        raise _fail("entry")
    game_id, source = data.get("id"), data.get("source")
    if not isinstance(game_id, str) or not _ID.fullmatch(game_id):
        raise _fail("id")
    if source is not None and (not isinstance(source, str) or not _ID.fullmatch(source)):
        raise _fail("source")
    options, ruleset = data.get("options"), data.get("rules")
    if not isinstance(options, dict) or not isinstance(ruleset, str):
        raise _fail("rules")
    try:
        rules = _rules(ruleset, json.dumps(options, sort_keys=True))
    except (BelotError, TypeError, ValueError):
        raise _fail("rules") from None
    teams = _names(data.get("teams"), 2, "teams")
    players = data.get("players")
    seats = None if players is None else _names(players, 4, "players")
    totals, winner, tally, check = (data.get(k) for k in ("totals", "winner", "tally", "check"))
    if not isinstance(totals, list) or len(totals) != 2:
        raise _fail("totals")
    if winner is not None:
        _int(winner, 0, 1, "winner")
    drawn = data.get("drawn", False)
    if drawn is not False and (drawn is not True or winner is not None):
        raise _fail("drawn")
    if not isinstance(tally, list) or len(tally) != 2:
        raise _fail("tally")
    if not isinstance(check, str) or not _CHECK.fullmatch(check):
        raise _fail("check")
    try:
        match = None if data.get("match") is None else match_from_record(data["match"])
    except BelotError:
        raise _fail("match") from None
    return GameSummary(
        id=game_id,
        revision=_int(data.get("revision"), 1, MAX_REVISION - 1, "revision"),
        created=_text(data.get("created"), _STAMP_MAX, "created"),
        updated=_text(data.get("updated"), _STAMP_MAX, "updated"),
        source=source,
        figures=GameFigures(
            rules,
            (teams[0], teams[1]),
            None if seats is None else (seats[0], seats[1], seats[2], seats[3]),
            winner,
            (_tally(tally[0]), _tally(tally[1])),
            drawn,
        ),
        totals=(
            _int(totals[0], -_FIGURE_MAX, _FIGURE_MAX, "totals"),
            _int(totals[1], -_FIGURE_MAX, _FIGURE_MAX, "totals"),
        ),
        rows=_int(data.get("rows"), 0, _FIGURE_MAX, "rows"),
        check=check,
        match=match,
    )


# --- the whole index --------------------------------------------------------------------------

Order = tuple[str, str]  # (updated, id): the list is in descending order of it


@dataclass(frozen=True)
class Index:
    """The lines of the index, newest first, with each one's (updated, id) beside it."""

    lines: tuple[str, ...] = ()
    order: tuple[Order, ...] = ()

    @functools.cached_property
    def positions(self) -> dict[str, int]:
        return {game_id: i for i, (_, game_id) in enumerate(self.order)}

    def text(self) -> str:
        return "\n".join((HEADER, *self.lines))

    def ids(self) -> Collection[str]:
        return self.positions.keys()

    def line(self, game_id: str) -> str | None:
        at = self.positions.get(game_id)
        return None if at is None else self.lines[at]

    def with_summary(self, summary: GameSummary) -> Index:
        """The index with ``summary``'s line in its place in the order (in place of the
        game's line, if it had one)."""
        index = self.without([summary.id]) if summary.id in self.positions else self
        key = (summary.updated, summary.id)
        at = bisect.bisect_left(index.order, _Descending(key), key=_Descending)
        line = entry_line(summary)
        return Index(
            (*index.lines[:at], line, *index.lines[at:]),
            (*index.order[:at], key, *index.order[at:]),
        )

    def with_summaries(self, summaries: Collection[GameSummary]) -> Index:
        """The index with many lines at once (made again from the games: one sort)."""
        if len(summaries) < 2:
            return self.with_summary(next(iter(summaries))) if summaries else self
        index = self.without([s.id for s in summaries])
        new = [((s.updated, s.id), entry_line(s)) for s in summaries]
        merged = sorted([*zip(index.order, index.lines, strict=True), *new], reverse=True)
        return Index(tuple(line for _, line in merged), tuple(key for key, _ in merged))

    def without(self, game_ids: Collection[str]) -> Index:
        gone = set(game_ids)
        kept = [i for i, (_, game_id) in enumerate(self.order) if game_id not in gone]
        return Index(tuple(self.lines[i] for i in kept), tuple(self.order[i] for i in kept))


class _Descending:
    """A key that sorts (updated, id) pairs in descending order (for bisect)."""

    __slots__ = ("key",)

    def __init__(self, key: Order) -> None:
        self.key = key

    def __lt__(self, other: _Descending) -> bool:
        return self.key > other.key


def _string(literal: str) -> str:
    """A JSON string literal found by :func:`line_lead`, as the text it stands for."""
    if "\\" not in literal:
        return literal[1:-1]
    value = json.loads(literal)
    assert isinstance(value, str)
    return value


def line_lead(line: str) -> Order:
    """A line's (updated, id), read from its start; :class:`BadIndexError` if it does not
    start as a line does."""
    found = _PLAIN_LEAD.match(line) or _LEAD.match(line)
    if found is None:
        raise _fail("line")
    game_id, updated = found.groups()
    return _string(updated), _string(game_id)


@functools.lru_cache(maxsize=2)
def read_index(text: str) -> Index:
    """The stored index; :class:`BadIndexError` (only) if it is not one this version wrote
    (another header, a line that does not start as a line does, two lines of one game, lines
    out of order). Only each line's start is read here: the rest when it is shown.

    The last ones read are remembered (an :class:`Index` does not change): a start reads
    the index ahead, while the browser answers (:func:`read_index_ahead`), and a year's
    index is 150 kB of lines."""
    header, _, body = text.partition("\n")
    if header != HEADER:
        raise _fail("header")
    lines = tuple(body.split("\n")) if body else ()
    order = tuple(line_lead(line) for line in lines)
    if len({game_id for _, game_id in order}) != len(order):
        raise _fail("id")
    if any(order[i] < order[i + 1] for i in range(len(order) - 1)):
        raise _fail("order")
    return Index(lines, order)


def read_index_ahead(store: Store) -> None:
    """Read the stored index now, for a start that lists the games once the browser has
    answered (belot.app.controller.read_ahead): :func:`read_index` remembers it. One that
    cannot be read is left to the listing, which makes it again."""
    SavedGames(store)._load()


# --- the saved games --------------------------------------------------------------------------


@dataclass(frozen=True)
class Listing:
    """What the list of games shows: the games read (the newest ``len(games)`` of them),
    how many there are in all, what could not be read, and how many characters the app's
    values take in the store (keys included: what a browser counts against its quota)."""

    games: tuple[GameSummary, ...]
    count: int
    report: StorageReport
    used: int = 0


class SavedGames:
    """The saved games of ``store`` and their index (see the module's docstring).

    Every game this version writes or deletes goes through here, so that its line follows.
    The store is the controller's (a belot.app.storage.GuardedStore), so a rolled-back action
    puts the index back with the games; what was read is remembered by the index's text.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        self._known: tuple[str, Index] | None = None  # the index text last read, and what
        self._audit: list[str] = []  # ids still to check in this round of audit()

    # --- the index as stored ------------------------------------------------------------

    def _load(self) -> Index | None:
        """The stored index, None if there is none or it is not readable."""
        return self._stored()[1]

    def _stored(self) -> tuple[str | None, Index | None]:
        """The stored index's text, and the index it is (None if none or not readable)."""
        text = self.store.get(INDEX_KEY)
        if text is None:
            return None, None
        if self._known is not None and self._known[0] == text:
            return text, self._known[1]
        try:
            index = read_index(text)
        except BadIndexError:
            return text, None
        self._known = (text, index)
        return text, index

    def _store(self, index: Index) -> str:
        """Write ``index``, and say its text; :class:`StoreFullError` if it does not fit."""
        text = index.text()
        if self.store.get(INDEX_KEY) != text:
            self.store.set(INDEX_KEY, text)
        self._known = (text, index)
        return text

    def _keep(self, index: Index) -> str | None:
        """Write ``index`` if there is room (it is mended again at the next listing if not):
        its text, or None if it did not fit."""
        try:
            return self._store(index)
        except StoreFullError:
            return None

    def _enter(self, index: Index, game_id: str, text: str | None) -> Index:
        """``index`` with the game ``game_id`` entered again from its stored ``text`` (or
        without it, when there is none or it cannot be read)."""
        summary = None if text is None else _summary_of(text, game_id)
        if summary is None:
            return index.without([game_id])
        return index.with_summary(summary)

    # --- listing --------------------------------------------------------------------------

    def listing(self, count: int | None = None) -> Listing:
        """The newest ``count`` readable saved games (all when None), how many there are,
        and what could not be read.

        Reads the index, the lines shown, and only the games the index does not account for
        (see the module's docstring); the small values (forms, session, settings) are read
        as they are few. Keys under ``belot:`` this version does not know are left alone.
        """
        keys = self.store.list_keys()
        stored = {k.removeprefix(GAME_PREFIX) for k in keys if k.startswith(GAME_PREFIX)}
        index_text, found = self._stored()
        index = found or Index()
        newer: list[str] = []
        damaged: list[str] = []
        gone = [game_id for game_id in index.ids() if game_id not in stored]
        if gone:
            index = index.without(gone)
        entered: list[GameSummary] = []
        for game_id in sorted(stored - set(index.ids())):
            key = game_key(game_id)
            text = self.store.get(key)
            if text is None:
                continue
            try:
                saved, sheet = decode_played(text, game_id)
            except UnreadableEntryError as error:
                (newer if error.newer else damaged).append(key)
                continue
            entered.append(summarize(saved, sheet, text_check(text)))
        index = index.with_summaries(entered)
        games, index = self._read_lines(index, count)
        if index is not found and (index.lines or found is not None):  # no index of nothing
            index_text = self._keep(index) or index_text
        used = _stored_length(index, stored)
        for key in keys:
            if key.startswith(GAME_PREFIX):
                continue
            # The index as read or written above (not read again: it is a year's lines).
            text = index_text if key == INDEX_KEY else self.store.get(key)
            if text is None:
                continue
            used += len(key) + len(text)
            # A tournament is reported by the list of tournaments, which reads it only when
            # it changed (belot.app.tournaments): reading it scores every game again.
            if not is_known(key) or key.startswith(TOURNAMENT_PREFIX):
                continue
            try:
                read_value(key, text)
            except UnreadableEntryError as error:
                (newer if error.newer else damaged).append(key)
        backups = tuple(sorted(key for key in keys if key.startswith(BACKUP_PREFIX)))
        report = StorageReport(tuple(sorted(newer)), tuple(sorted(damaged)), backups)
        return Listing(games, len(index.lines), report, used)

    def _read_lines(self, index: Index, count: int | None) -> tuple[tuple[GameSummary, ...], Index]:
        """The first ``count`` lines read (a line that cannot be read is made again from its
        game, or dropped with it), and the index as mended."""
        games: list[GameSummary] = []
        at = 0
        while at < len(index.lines) and (count is None or len(games) < count):
            try:
                summary = read_line(index.lines[at])
            except BadIndexError:
                game_id = index.order[at][1]
                index = self._enter(index, game_id, self.store.get(game_key(game_id)))
                games, at = [], 0  # the order may have changed: read again from the top
                continue
            games.append(summary)
            at += 1
        return tuple(games), index

    # --- one game -------------------------------------------------------------------------

    def read(self, game_id: str) -> SavedGame | None:
        """The stored game, None if there is none; :class:`UnreadableEntryError` if it cannot
        be read. A line that does not match what is stored is mended on the way."""
        found = self.read_played(game_id)
        return None if found is None else found[0]

    def read_played(self, game_id: str) -> tuple[SavedGame, Sheet, str] | None:
        """:meth:`read`, with the game's sheet and the text it is stored as."""
        text = self.store.get(game_key(game_id))
        if text is None:
            return None
        saved, sheet = decode_played(text, game_id)
        index = self._load()
        if index is not None:
            line = index.line(game_id)
            check = text_check(text)
            if line is None or _check_of(line) != check:
                self._keep(index.with_summary(summarize(saved, sheet, check)))
        return saved, sheet, text

    def write(self, saved: SavedGame, sheet: Sheet | None = None) -> str:
        """Store ``saved`` (``sheet``: its sheet, if played already) with its line, and
        return the text it is stored as; both or neither: :class:`StoreFullError` if they
        do not fit, and then nothing changed."""
        from belot.game import play

        key = game_key(saved.id)
        before = self.store.get(key)
        sheet = sheet if sheet is not None else play(saved.game)
        text = encode(saved, compact=sheet.over)  # a finished game is packed: see encode
        index = self._load()
        if index is None:
            self.listing(0)  # the index made again from the games first
            index = self._load() or Index()
        self.store.set(key, text)
        try:
            self._store(index.with_summary(summarize(saved, sheet, text_check(text))))
        except StoreFullError:
            if before is None:
                self.store.remove(key)
            else:
                self.store.set(key, before)  # it fitted before: it fits again
            raise
        return text

    def write_many(self, games: Sequence[SavedGame]) -> None:
        """Store new games (an import) and their lines, the index written once; all or
        none: :class:`StoreFullError` if they do not fit, and then nothing changed."""
        from belot.game import play

        index = self._load()
        if index is None:
            self.listing(0)
            index = self._load() or Index()
        written: list[tuple[str, str | None]] = []
        try:
            summaries = []
            for saved in games:
                sheet = play(saved.game)
                text = encode(saved, compact=sheet.over)
                key = game_key(saved.id)
                written.append((key, self.store.get(key)))
                self.store.set(key, text)
                summaries.append(summarize(saved, sheet, text_check(text)))
            self._store(index.with_summaries(summaries))
        except StoreFullError:
            for key, before in reversed(written):
                if before is None:
                    self.store.remove(key)
                else:
                    self.store.set(key, before)
            raise

    def remove(self, game_id: str) -> None:
        """Delete the game ``game_id``, its line and every tab's half-entered deal of it."""
        self.store.remove(game_key(game_id))
        for key in drafts_of(self.store, game_id):
            self.store.remove(key)
        index = self._load()
        if index is not None and index.line(game_id) is not None:
            self._keep(index.without([game_id]))

    # --- every game -----------------------------------------------------------------------

    def envelopes(self) -> Iterator[dict[str, Any]]:
        """Every readable game's envelope, newest first (for a backup or an export): a game
        whose stored text is the one its line was made from is not read again (that text
        was read and its game played through when the line was made: it is only
        unpacked); any other is read in full, as :meth:`read` does, and left out if it
        cannot be read."""
        listing = self.listing()
        index = self._load() or Index()
        for summary in listing.games:
            text = self.store.get(game_key(summary.id))
            line = index.line(summary.id)
            if text is not None and line is not None and _check_of(line) == text_check(text):
                with contextlib.suppress(PackingError, ValueError):
                    raw = unpack(text, MAX_PACKED, MAX_FILE) if is_packed(text) else text
                    value = json.loads(raw)
                    if isinstance(value, dict):
                        yield value
                        continue
            with contextlib.suppress(UnreadableEntryError):
                saved = self.read(summary.id)
                if saved is not None:
                    yield envelope(saved)

    @property
    def auditing(self) -> bool:
        """Whether a round of :meth:`audit` has games left to check."""
        return bool(self._audit)

    def audit(self, count: int) -> bool:
        """Compare ``count`` more lines with their stored games (round after round), and
        enter again any game changed behind the index's back; whether any line changed."""
        index = self._load()
        if index is None:
            return False
        if not self._audit:
            self._audit = sorted(index.ids())
        batch, self._audit = self._audit[:count], self._audit[count:]
        changed: list[GameSummary] = []
        gone: list[str] = []
        for game_id in batch:
            line = index.line(game_id)
            text = self.store.get(game_key(game_id))
            if line is not None and text is not None and _check_of(line) == text_check(text):
                continue
            summary = None if text is None else _summary_of(text, game_id)
            if summary is None:
                gone.append(game_id)
            else:
                changed.append(summary)
        if not changed and not gone:
            return False
        self._keep(index.without(gone).with_summaries(changed))
        return True

    def in_matches(self, match_ids: Collection[str]) -> tuple[GameSummary, ...]:
        """The lines of every game of the matches ``match_ids``, listed or not, newest
        first: a match's score counts all of its games, and its first may be older than
        any the list shows. Found in the lines' text by each match's start (as
        :func:`entry_json` writes it), so only those lines are read; one that cannot be
        read is made again from its game."""
        if not match_ids:
            return ()
        index = self._load()
        if index is None:
            self.listing(0)
            index = self._load() or Index()
        starts = tuple(_match_start(match_id) for match_id in match_ids)
        found: list[GameSummary] = []
        for at, line in enumerate(index.lines):
            if not any(start in line for start in starts):
                continue
            try:
                summary: GameSummary | None = read_line(line)
            except BadIndexError:
                game_id = index.order[at][1]
                text = self.store.get(game_key(game_id))
                summary = None if text is None else _summary_of(text, game_id)
            if summary is not None and summary.match is not None and summary.match.id in match_ids:
                found.append(summary)
        return tuple(found)

    def rows(self) -> int:
        """The rows of every game's sheet (from the lines, without reading them)."""
        index = self._load()
        return 0 if index is None else sum(int(n) for n in _ROWS.findall("\n".join(index.lines)))

    # --- what an import is planned against (belot.app.transfer.StoredGames) ---------------

    def ids(self) -> Collection[str]:
        index = self._load()
        if index is None:
            self.listing(0)
            index = self._load() or Index()
        return index.ids()

    def get(self, game_id: str) -> SavedGame | None:
        try:
            return self.read(game_id)
        except UnreadableEntryError:
            return None

    def linked(self, source: str) -> list[SavedGame]:
        found = (self.get(s.id) for s in self.listing().games if source in (s.id, s.source))
        return [saved for saved in found if saved is not None]


def _summary_of(text: str, game_id: str) -> GameSummary | None:
    """The line of the game stored as ``text``, None if it cannot be read."""
    try:
        saved, sheet = decode_played(text, game_id)
    except UnreadableEntryError:
        return None
    return summarize(saved, sheet, text_check(text))


def _match_start(match_id: str) -> str:
    """How a line in the match ``match_id`` says so (as :func:`entry_line` writes it)."""
    return '"match":{"id":' + json.dumps(match_id, ensure_ascii=False) + ","


_ROWS = Pattern(r'"rows":(\d{1,9})')
_LENGTHS = Pattern(r'"check":"[0-9a-f]{8}-(\d{1,9})"')


def _stored_length(index: Index, stored: Collection[str]) -> int:
    """The characters the games take in the store (keys and values), from their lines'
    checks; a game without a line is counted by its key alone (it is read anyway)."""
    lengths = sum(int(n) for n in _LENGTHS.findall("\n".join(index.lines)))
    return lengths + sum(len(GAME_PREFIX) + len(game_id) for game_id in stored)


_CHECK_IN_LINE = Pattern(r'"check":"([0-9a-f]{8}-\d{1,9})"')


def _check_of(line: str) -> str:
    """A line's ``check`` (without reading the rest of it); "" if it has none."""
    found = _CHECK_IN_LINE.search(line)
    return found[1] if found else ""


def newest(summaries: Sequence[GameSummary]) -> list[GameSummary]:
    """``summaries`` in the list's order (last played first, then by id)."""
    return sorted(summaries, key=lambda s: (s.updated, s.id), reverse=True)
