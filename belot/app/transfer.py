"""Export, import and share games: pure functions over values, no browser.

The export file is a versioned JSON document around the envelopes the app
stores (:mod:`belot.app.storage`)::

    {"format": "belot-export", "version": 1, "app": "belot-score",
     "exported": "2026-11-30T10:00:00.000Z", "games": [<envelope>, ...]}

Importing also accepts a bare game record (``{"format": "belot-game", ...}``,
what the command line reads) and a single envelope. Reading is defensive: any
JSON value gives either the games it holds, each validated by the engine
(parsed and played), or a :class:`TransferError` with a ``code`` and
``params`` (catalog ``error.<code>``), never another exception. A file with
one bad game is refused whole.

Importing never overwrites a stored game. :func:`plan_import` decides, for
each game of the file, against the games already stored:

* no game has its id: it is added under its id, with its metadata;
* the game with its id is identical (same record): it is skipped;
* the game with its id differs: it is added as a copy, under an id derived
  from its id and its content (``<id>-<hash>``, then ``<id>-<hash>-2``...), so
  importing the same file again finds the copy and skips it too.

A bare record has no id: it gets ``import-<hash>`` the same way (a new game, unless a
different game already has that id: then a copy).

A game from a link (:mod:`belot.app.link`) is imported by the same rules, with one more
(:func:`plan_link`): a link of a game that is here already, whose deals continue the
deals here (the same game, with more deals), updates that game in place: it is the same
game, continued. The game here is "the same" if it is the game the link was made of (the
same id) or a copy of it that came from an earlier link (its ``source``).
"""

from __future__ import annotations

import enum
import hashlib
import json
import re
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from belot.app.marks import contract_marks, result_marks
from belot.app.messages import ENGLISH, describe_error, t
from belot.app.state import Part
from belot.app.storage import (
    APP,
    SavedGame,
    UnreadableEntryError,
    envelope,
    read_envelope,
    read_record,
)
from belot.errors import BelotError, DealError, RecordError, shown
from belot.jsontext import decode_utf8, parse_json
from belot.limits import MAX_DEPTH, MAX_FILE
from belot.vocabulary import Outcome

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game, Row, Sheet

EXPORT_FORMAT = "belot-export"
EXPORT_VERSION = 1
MIME = "application/json"
MAX_IMPORT_CHARS = MAX_FILE  # characters of a file's text, and bytes of the file


# Every reason an import is refused; the page words each one (catalog "error.<code>").
TRANSFER_CODES = frozenset(
    f"transfer-{name}"
    for name in (
        "too-big",
        "too-deep",
        "not-json",
        "not-utf8",
        "duplicate-key",
        "foreign",
        "version",
        "newer",
        "no-games",
        "empty",
        "entry",
        "envelope",
        "invalid-game",
    )
) | frozenset(
    f"link-{name}"  # a link's (belot.app.link)
    for name in (
        "foreign",
        "newer",
        "version",
        "cut",
        "damaged",
        "too-big",
        "too-deep",
        "duplicate-key",
        "envelope",
        "invalid-game",
    )
)


class TransferError(RecordError):
    """A file that cannot be imported; ``code`` (one of :data:`TRANSFER_CODES`) and
    ``params`` word it (``error.<code>``).

    ``cause`` is the engine's error when a game of the file is not valid.
    """

    def __init__(
        self, code: str, message: str, cause: BelotError | None = None, **params: object
    ) -> None:
        if code not in TRANSFER_CODES:
            raise ValueError(f"unknown transfer error code {code!r}")
        super().__init__(message, code=code, params=params)
        self.cause = cause


# --- export ----------------------------------------------------------------------------


def export_document(games: Iterable[SavedGame], exported: str) -> dict[str, Any]:
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "app": APP,
        "exported": exported,
        "games": [envelope(saved) for saved in games],
    }


def export_text(games: Iterable[SavedGame], exported: str) -> str:
    """The export file's text: readable JSON, names kept as typed (UTF-8)."""
    return export_of([envelope(saved) for saved in games], exported)


def export_of(envelopes: Iterable[Mapping[str, Any]], exported: str) -> str:
    """The export file's text around ``envelopes`` (as :func:`belot.app.storage.envelope`
    makes them): the document's head on its first line, then one game per line, each as
    compact JSON. Readable (a game a line) and quick to write: a year of games is written
    by the C encoder, where an indented file took the slow one."""
    head = {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "app": APP, "exported": exported}
    opening = json.dumps(head, ensure_ascii=False)[:-1]
    games = ",\n".join(
        json.dumps(item, ensure_ascii=False, separators=(",", ":")) for item in envelopes
    )
    return f'{opening}, "games": [\n{games}\n]}}\n'


def _slug(text: str) -> str:
    return re.sub(r"[\W_]+", "-", text.casefold()).strip("-")[:40].strip("-")


def export_filename(games: Sequence[SavedGame], exported: str) -> str:
    """``belot-<team>-<team>-<date>.json`` for one game, ``belot-games-<date>.json`` for more."""
    return file_name(games[0].game.teams if len(games) == 1 else None, exported)


def file_name(teams: Sequence[str] | None, exported: str) -> str:
    """:func:`export_filename` of one game of these ``teams``, or of several (None)."""
    date = exported[:10] if re.fullmatch(r"\d{4}-\d\d-\d\d", exported[:10]) else ""
    name = (_slug(" ".join(teams)) or "game") if teams is not None else "games"
    return "-".join(part for part in ("belot", name, date) if part) + ".json"


# --- reading a file --------------------------------------------------------------------


@dataclass(frozen=True)
class Incoming:
    """A valid game read from a file, with the metadata its envelope had (if any)."""

    game: Game
    id: str | None = None
    revision: int = 1
    created: str | None = None
    updated: str | None = None
    source: str | None = None  # as in its envelope (belot.app.storage.SavedGame.source)


def file_text(data: bytes) -> str:
    """The text of a chosen file's bytes (at most :data:`MAX_IMPORT_CHARS`, which the page
    checks before it reads them), as every reader of a file takes it
    (:func:`belot.jsontext.decode_utf8`: strictly UTF-8, a byte-order mark first skipped);
    :class:`TransferError` ``transfer-not-utf8`` (only) naming the first byte that is not:
    a name is never imported with "�" in place of what could not be read."""
    try:
        return decode_utf8(data)
    except RecordError as error:
        byte = error.params["byte"]  # decode_utf8's one refusal, text-not-utf8
        assert isinstance(byte, int)
        raise not_utf8(byte) from None


def not_utf8(byte: int) -> TransferError:
    """The refusal of a file whose ``byte``-th byte (from 1) is not UTF-8."""
    return TransferError(
        "transfer-not-utf8", f"the file is not UTF-8 text (byte {byte} cannot be read)", byte=byte
    )


def read_import(text: str) -> tuple[Incoming, ...]:
    """The games in a file's text; :class:`TransferError` (only) if it cannot be imported.

    Its size and nesting are checked before it is parsed (:func:`belot.jsontext.parse_json`).
    """
    try:
        data: Any = parse_json(text, max_chars=MAX_IMPORT_CHARS)
    except BelotError as error:
        raise _unparsed(error, len(text)) from None
    return read_document(data)


def _unparsed(error: BelotError, size: int) -> TransferError:
    if error.code == "json-too-long":
        kilobytes = size // 1000
        return TransferError(
            "transfer-too-big",
            f"the file is too big to be a game file ({kilobytes} kB)",
            size=kilobytes,
        )
    if error.code == "json-too-deep":
        return TransferError(
            "transfer-too-deep",
            f"the file is nested too deeply to be a game file ({error})",
            most=error.params.get("most", MAX_DEPTH),
        )
    if error.code == "json-duplicate-key":
        return TransferError(
            "transfer-duplicate-key",
            f"the file is not a game file ({error})",
            key=error.params.get("key", "?"),
        )
    return TransferError("transfer-not-json", "the file is not JSON")


def read_document(data: object) -> tuple[Incoming, ...]:
    """The games in a parsed JSON value; :class:`TransferError` (only) if there are none."""
    from belot.record import FORMAT as GAME_FORMAT

    if not isinstance(data, dict):
        raise _foreign()
    if data.get("format") == EXPORT_FORMAT:
        _version(data.get("version"), EXPORT_VERSION)
        games = data.get("games")
        if not isinstance(games, list):
            raise TransferError("transfer-no-games", "the file has no list of games")
        if not games:
            raise TransferError("transfer-empty", "the file has no games")
        return tuple(read_entry(entry, number) for number, entry in enumerate(games, start=1))
    if data.get("format") == GAME_FORMAT or ("format" not in data and data.get("app") == APP):
        return (read_entry(data, 1),)  # a game record, or one stored envelope
    raise _foreign()


def _foreign() -> TransferError:
    return TransferError(
        "transfer-foreign", "the file is not a Belot score file (no belot-export format)"
    )


def _version(value: object, supported: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        got = shown(value)[:40]
        raise TransferError(
            "transfer-version", f"the file's version is not valid (got {got})", got=got
        )
    if value > supported:
        raise _newer(shown(value), supported)


def _newer(version: object, supported: object) -> TransferError:
    shown_version = str(version)[:40]  # a number too long to write out is shown as …
    return TransferError(
        "transfer-newer",
        f"the file is of version {shown_version}, newer than this app reads ({supported})",
        version=shown_version,
        supported=supported,
    )


def read_entry(entry: object, number: int) -> Incoming:
    """One game of the file (its ``number``-th): an envelope (read as the app reads a
    stored game: :func:`belot.app.storage.read_envelope`), or a bare game record. A link's
    envelope is read here too (belot.app.link)."""
    from belot.record import FORMAT as GAME_FORMAT

    if not isinstance(entry, dict):
        raise TransferError(
            "transfer-entry", f"game {number} in the file is not a saved game", number=number
        )
    try:
        if entry.get("app") == APP:
            saved = read_envelope(entry)
            return Incoming(
                saved.game, saved.id, saved.revision, saved.created, saved.updated, saved.source
            )
        if entry.get("format") == GAME_FORMAT:
            return Incoming(read_record(entry))
    except UnreadableEntryError as error:
        raise _refusal(error, number) from None
    raise TransferError(
        "transfer-entry", f"game {number} in the file is not a saved game", number=number
    )


def _refusal(error: UnreadableEntryError, number: int) -> TransferError:
    """Why an envelope or record of the file was not read, in the words of a file."""
    if error.newer:
        return _newer(error.params.get("version", "?"), error.params.get("supported", "?"))
    if error.field == "schema":
        got = shown(error.params.get("got"))[:40]
        return TransferError(
            "transfer-version", f"the file's version is not valid (got {got})", got=got
        )
    if error.field == "game":
        cause = error.cause
        reason = str(cause) if cause is not None else "?"
        return TransferError(
            "transfer-invalid-game",
            f"game {number} in the file is not valid" + (f": {cause}" if cause is not None else ""),
            cause=cause,
            number=number,
            reason=reason,
        )
    return TransferError(
        "transfer-envelope",
        f"game {number} in the file has no valid {error.field}",
        number=number,
        field=error.field,
    )


def describe_transfer_error(error: TransferError) -> str:
    """The refusal in the current language, with the engine's reason for a bad game."""
    if error.cause is None:
        return describe_error(error)
    cause = error.cause
    try:
        reason = describe_error(cause)
    except (KeyError, TypeError, ValueError, IndexError):  # a template that does not fit
        reason = str(cause)
    reason = reason[:1].lower() + reason[1:]  # inside a sentence
    if isinstance(cause, DealError) and cause.deal is not None:
        reason = t("transfer.in_deal", deal=cause.deal, reason=reason)
    text = t(f"error.{error.code}", **{**error.params, "reason": reason})
    return text[:1].upper() + text[1:]


# --- merging without overwriting -------------------------------------------------------


class Fate(enum.Enum):
    ADD = "add"  # added under its own id
    COPY = "copy"  # its id is taken by a different game: added under a new id
    SKIP = "skip"  # the same game is already stored under that id
    UPDATE = "update"  # a link: the game here, continued: it is updated in place
    OLDER = "older"  # a link: the game here has gone on since: nothing to import


@dataclass(frozen=True)
class Planned:
    incoming: Incoming
    fate: Fate
    saved: SavedGame  # what is (ADD, COPY) or already was (SKIP) stored


@dataclass(frozen=True)
class ImportPlan(Part):
    """What importing a file will do, waiting for the player's yes (on the transfer screen:
    a part of the state)."""

    items: tuple[Planned, ...]

    @property
    def writes(self) -> tuple[SavedGame, ...]:
        return tuple(p.saved for p in self.items if p.fate in WRITTEN)

    def count(self, fate: Fate) -> int:
        return sum(1 for p in self.items if p.fate is fate)


WRITTEN = frozenset({Fate.ADD, Fate.COPY, Fate.UPDATE})


def fingerprint(game: Game) -> str:
    """The game record in a canonical form: equal for identical games."""
    from belot.record import game_to_record

    return json.dumps(game_to_record(game), sort_keys=True, ensure_ascii=False)


def _digest(game: Game) -> str:
    return hashlib.sha256(fingerprint(game).encode("utf-8")).hexdigest()[:8]


@runtime_checkable
class StoredGames(Protocol):
    """The games an import is planned against, found by id without reading them all
    (belot.app.index.SavedGames; :class:`GameList` for a list of games)."""

    def ids(self) -> Collection[str]:
        """The ids of the stored games that can be read."""
        ...

    def get(self, game_id: str) -> SavedGame | None:
        """The stored game ``game_id``, None if there is none (or it cannot be read)."""
        ...

    def linked(self, source: str) -> list[SavedGame]:
        """The stored games that are the game ``source`` or came from a link of it."""
        ...


class GameList:
    """:class:`StoredGames` over games at hand."""

    def __init__(self, games: Iterable[SavedGame]) -> None:
        self.games = {saved.id: saved for saved in games}

    def ids(self) -> Collection[str]:
        return self.games.keys()

    def get(self, game_id: str) -> SavedGame | None:
        return self.games.get(game_id)

    def linked(self, source: str) -> list[SavedGame]:
        return [s for s in self.games.values() if source in (s.id, s.source)]


def _stored(stored: StoredGames | Iterable[SavedGame]) -> StoredGames:
    return stored if isinstance(stored, StoredGames) else GameList(stored)


def plan_import(
    incoming: Iterable[Incoming],
    stored: StoredGames | Iterable[SavedGame],
    now: str,
    taken: Iterable[str] = (),
) -> ImportPlan:
    """What importing ``incoming`` into a store holding ``stored`` does; changes nothing.

    ``taken`` are ids of stored values that could not be read: they are never used.
    """
    here = _stored(stored)
    known = set(here.ids())
    planned: dict[str, SavedGame] = {}  # what this import adds, by id
    blocked = set(taken)
    items: list[Planned] = []
    for game in incoming:
        digest = _digest(game.game)
        base = game.id if game.id is not None else f"import-{digest}"
        mine = fingerprint(game.game)
        for attempt in range(len(known) + len(planned) + len(blocked) + 2):
            if attempt == 0:
                candidate = base
            elif attempt == 1:
                candidate = f"{base[:100]}-{digest}"
            else:
                candidate = f"{base[:100]}-{digest}-{attempt}"
            if candidate in blocked:
                continue
            there = planned.get(candidate) or (here.get(candidate) if candidate in known else None)
            if there is not None and fingerprint(there.game) == mine:
                items.append(Planned(game, Fate.SKIP, there))
                break
            if there is None:
                saved = _as_saved(game, candidate, now, copy=candidate != game.id)
                planned[candidate] = saved
                items.append(Planned(game, Fate.ADD if candidate == base else Fate.COPY, saved))
                break
    return ImportPlan(tuple(items))


def _as_saved(game: Incoming, game_id: str, now: str, copy: bool) -> SavedGame:
    if not copy:  # restored as it was exported
        return SavedGame(
            game_id,
            game.game,
            game.revision,
            game.created or now,
            game.updated or now,
            game.source,
        )
    return SavedGame(game_id, game.game, 1, game.created or now, now, game.source)


# --- a link: the same rules, and the game here continued ---------------------------------


def continues(before: Game, after: Game) -> bool:
    """Whether ``after`` is ``before`` with more deals: the same rules, house rules, teams,
    players and first dealer, and ``before``'s deals first, as they were."""
    from belot.record import game_to_record

    old, new = game_to_record(before), game_to_record(after)
    old_deals, new_deals = old.pop("deals"), new.pop("deals")
    return (
        old == new and len(new_deals) > len(old_deals) and new_deals[: len(old_deals)] == old_deals
    )


def plan_link(
    incoming: Incoming,
    stored: StoredGames | Iterable[SavedGame],
    now: str,
    taken: Iterable[str] = (),
) -> ImportPlan:
    """What importing the game of a link does; changes nothing (see the module's docstring).

    The link's game is "the same" as a game here that is the game the link was made of
    (its id) or a copy of it from an earlier link (its ``source``). If one of those is
    identical, it is skipped; if one has gone on from the link's deals, the link is older
    (:attr:`Fate.OLDER`: nothing is written); if the link continues one, that one is
    updated in place (:attr:`Fate.UPDATE`: the most advanced of them, with its id, its
    creation time and its revision + 1, so another tab showing it follows). Otherwise the
    file's rules apply (:func:`plan_import`: a new game, or a copy). What is written
    remembers the game it came from (``source``).
    """
    here = _stored(stored)
    source = incoming.source or incoming.id
    linked = replace(incoming, source=source)
    same = here.linked(source) if source is not None else []
    mine = fingerprint(incoming.game)
    for saved in same:
        if fingerprint(saved.game) == mine:
            return ImportPlan((Planned(linked, Fate.SKIP, saved),))
    ahead = [s for s in same if continues(incoming.game, s.game)]
    if ahead:
        return ImportPlan((Planned(linked, Fate.OLDER, _furthest(ahead)),))
    behind = [s for s in same if continues(s.game, incoming.game)]
    if behind:
        base = _furthest(behind)
        updated = SavedGame(
            base.id,
            incoming.game,
            base.revision + 1,
            base.created,
            max(incoming.updated or now, base.updated),
            base.source or source,
        )
        return ImportPlan((Planned(linked, Fate.UPDATE, updated),))
    return plan_import([linked], here, now, taken)


def _furthest(games: Sequence[SavedGame]) -> SavedGame:
    return max(games, key=lambda s: (len(s.game.deals), s.updated, s.id))


# --- the text summary ------------------------------------------------------------------


def summary(game: Game, sheet: Sheet | None = None, match: Sequence[str] = ()) -> str:
    """The game as text to send to someone: rules, totals, the match it is in (``match``:
    its words, belot.app.matches.match_words), who won or which deal comes next, one line
    per deal."""
    from belot.game import play

    sheet = sheet if sheet is not None else play(game)
    rid = game.rules.id
    lines = [
        t(f"ruleset.{rid}"),
        *match[:1],  # which game of which match, and the games won so far
        t(
            "transfer.summary.score",
            team0=game.teams[0],
            team1=game.teams[1],
            total0=sheet.totals[0],
            total1=sheet.totals[1],
        ),
    ]
    deals = game.rules.deals_to_play
    if sheet.winner is not None:
        w = sheet.winner
        lines.append(
            t("sheet.winner", team=game.teams[w], mine=sheet.totals[w], theirs=sheet.totals[1 - w])
        )
    elif sheet.drawn:
        lines.append(
            t("sheet.drawn", count=sheet.played, mine=sheet.totals[0], theirs=sheet.totals[1])
        )
    elif deals is not None:  # a fixed number of deals (docs/rules.md#fixed-number-of-deals)
        lines.append(t("transfer.summary.deal_of", number=sheet.played + 1, deals=deals))
    else:
        lines.append(t("transfer.summary.in_play", count=len(sheet.rows)))
    lines += match[1:]  # who won the match, once it has ended
    for row in sheet.rows:
        score = row.score
        mark = _deal_words(row, game)
        lines.append(
            t(
                "transfer.summary.deal",
                number=row.number,
                what=mark,
                score0=score.scores[0],
                score1=score.scores[1],
                total0=row.totals[0],
                total1=row.totals[1],
            )
        )
    return "\n".join(lines)


def _deal_words(row: Row, game: Game) -> str:
    score, rid = row.score, game.rules.id
    if score.contract is None:  # a redeal, or a correction (a deal with a note, no contract)
        if score.outcome is Outcome.REDEAL:
            return t("sheet.redeal")
        note = getattr(row.deal, "note", None)
        word = ENGLISH.get("sheet.adjustment")
        return f"{t('sheet.adjustment')} {note}".strip() if word and isinstance(note, str) else "–"
    # The sheet's marks (belot.app.marks), with the takers named after the bid.
    taker = [] if score.declarer is None else [game.teams[score.declarer]]
    marks = [m.text for m in contract_marks(score, rid)] + taker
    return " ".join(marks + [m.text for m in result_marks(score, rid)])
