"""The tournaments kept on this phone (the organiser's), and what their list shows.

Each tournament is stored under ``belot:tournament:<id>`` as its file
(:func:`belot.tournament.dumps`, docs/formats.md#tournament-file), read back by the file's
one reader (:func:`belot.app.storage.read_tournament`), which scores every game of every
result again: tens of milliseconds for a night of twenty teams. So the list of tournaments
does not read them: ``belot:tournaments`` keeps one line per tournament (its name, format,
teams, rounds drawn and when it last changed) with the check of the text it was made from
(its CRC-32 and length), as ``belot:index`` does for the games (belot.app.index). It is
derived data: missing, unreadable or out of step, it is made again from the tournaments,
and only a tournament whose text no longer matches its line is read again.

Writing a tournament writes its line with it (the line may be left out if the store is
full: the next listing mends it). A tournament that cannot be read has no line: the list
of games reports it with whatever else could not be read, to export or discard.
"""

from __future__ import annotations

import contextlib
import json
import zlib
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from belot.app.storage import (
    APP,
    TOURNAMENT_LIST_KEY,
    TOURNAMENT_PREFIX,
    Store,
    StoreFullError,
    UnreadableEntryError,
    read_tournament,
    tournament_key,
)
from belot.errors import BelotError
from belot.jsontext import parse_json

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.tournament import Tournament

LIST_VERSION = 1
_LINE_KEYS = frozenset(
    {"id", "name", "kind", "teams", "rounds", "planned", "over", "updated", "check"}
)


@dataclass(frozen=True)
class TournamentLine:
    """What the list shows of a kept tournament: its ``id`` and ``name``, its format
    (``kind``: ``swiss`` or ``round-robin``), how many teams it has, the rounds drawn of
    those it plays (``planned``), whether it is ``over`` (its last round has its results),
    when it last changed (``updated``: "" if not known) and the check of its stored text."""

    id: str
    name: str
    kind: str
    teams: int
    rounds: int
    planned: int
    over: bool
    updated: str
    check: str

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "kind": self.kind,
            "teams": self.teams,
            "rounds": self.rounds,
            "planned": self.planned,
            "over": self.over,
            "updated": self.updated,
            "check": self.check,
        }


def text_check(text: str) -> str:
    """The check of a stored text: its CRC-32 and its length (``"1a2b3c4d-5120"``)."""
    return f"{zlib.crc32(text.encode('utf-8', 'surrogatepass')):08x}-{len(text)}"


def is_over(tournament: Tournament) -> bool:
    """Whether every round the tournament plays is drawn and has its results."""
    from belot.tournament import planned_rounds

    current = tournament.current
    done = current is not None and not current.missing
    return done and len(tournament.rounds) >= planned_rounds(tournament)


def line_of(tournament: Tournament, text: str, updated: str) -> TournamentLine:
    from belot.tournament import planned_rounds
    from belot.tournament.knockout import champion

    over = is_over(tournament) or champion(tournament) is not None
    return TournamentLine(
        tournament.id,
        tournament.name,
        tournament.settings.system.kind.value,
        len(tournament.teams),
        len(tournament.rounds),
        planned_rounds(tournament),
        over,
        updated,
        text_check(text),
    )


def _read_line(value: object) -> TournamentLine:
    """A line of the list, as written; ``ValueError`` for anything else."""
    if not isinstance(value, dict) or set(value) != _LINE_KEYS:
        raise ValueError("not a line of the list of tournaments")
    texts = ("id", "name", "kind", "updated", "check")
    numbers = ("teams", "rounds", "planned")
    if not all(isinstance(value[k], str) for k in texts) or not isinstance(value["over"], bool):
        raise ValueError("not a line of the list of tournaments")
    if not all(isinstance(value[k], int) and not isinstance(value[k], bool) for k in numbers):
        raise ValueError("not a line of the list of tournaments")
    return TournamentLine(**value)


def read_list(text: str | None) -> dict[str, TournamentLine]:
    """The lines kept under ``belot:tournaments`` by id; {} if there are none or they cannot
    be read (they are made again)."""
    if text is None:
        return {}
    try:
        data = parse_json(text)
        if not isinstance(data, dict) or data.get("app") != APP:
            return {}
        if data.get("tournaments") != LIST_VERSION or not isinstance(data.get("lines"), list):
            return {}
        lines = [_read_line(line) for line in data["lines"]]
    except (BelotError, ValueError, TypeError):
        return {}
    return {line.id: line for line in lines}


def list_text(lines: Mapping[str, TournamentLine]) -> str:
    data = {
        "app": APP,
        "tournaments": LIST_VERSION,
        "lines": [line.to_json() for line in lines.values()],
    }
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class TournamentListing:
    """The kept tournaments, the last changed first, and the keys of those that cannot be
    read (a newer version's, and the others)."""

    lines: tuple[TournamentLine, ...] = ()
    newer: tuple[str, ...] = ()
    damaged: tuple[str, ...] = ()


class KeptTournaments:
    """The tournaments in ``store`` (the controller's, which backs up a value it cannot read
    before writing over it), and their list."""

    def __init__(self, store: Store) -> None:
        self.store = store

    def listing(self) -> TournamentListing:
        """Every kept tournament's line (made again where it is missing or out of step with
        the tournament's text), and what cannot be read."""
        known = read_list(self.store.get(TOURNAMENT_LIST_KEY))
        lines: dict[str, TournamentLine] = {}
        newer: list[str] = []
        damaged: list[str] = []
        for key in sorted(self.store.list_keys()):
            if not key.startswith(TOURNAMENT_PREFIX):
                continue
            text = self.store.get(key)
            if text is None:
                continue
            tournament_id = key.removeprefix(TOURNAMENT_PREFIX)
            line = known.get(tournament_id)
            if line is not None and line.check == text_check(text):
                lines[tournament_id] = line
                continue
            try:
                tournament = read_tournament(text, tournament_id)
            except UnreadableEntryError as error:
                (newer if error.newer else damaged).append(key)
                continue
            updated = line.updated if line is not None else ""
            lines[tournament_id] = line_of(tournament, text, updated)
        if lines != known:
            self._keep(lines)
        ordered = sorted(lines.values(), key=lambda s: (s.updated, s.name, s.id), reverse=True)
        return TournamentListing(tuple(ordered), tuple(newer), tuple(damaged))

    def read(self, tournament_id: str) -> tuple[Tournament, str] | None:
        """The kept tournament and its text, None if there is none; :class:`UnreadableEntryError`
        if it cannot be read."""
        text = self.store.get(tournament_key(tournament_id))
        if text is None:
            return None
        return read_tournament(text, tournament_id), text

    def write(self, tournament: Tournament, updated: str) -> str:
        """Keep ``tournament`` (and its line) and return the text it is kept as;
        :class:`StoreFullError` if it does not fit, and then nothing changed."""
        from belot.tournament import dumps

        text = dumps(tournament)
        self.store.set(tournament_key(tournament.id), text)
        lines = read_list(self.store.get(TOURNAMENT_LIST_KEY))
        lines[tournament.id] = line_of(tournament, text, updated)
        self._keep(lines)
        return text

    def remove(self, tournament_id: str) -> None:
        self.store.remove(tournament_key(tournament_id))
        lines = read_list(self.store.get(TOURNAMENT_LIST_KEY))
        if lines.pop(tournament_id, None) is not None:
            self._keep(lines)

    def _keep(self, lines: Mapping[str, TournamentLine]) -> None:
        """Write the list if there is room (derived: the next listing mends it if not)."""
        with contextlib.suppress(StoreFullError):
            self.store.set(TOURNAMENT_LIST_KEY, list_text(lines))
