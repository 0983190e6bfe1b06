"""A club night's tournament, on the organiser's phone: the list of tournaments kept here,
the new-tournament form, the round screen (the draw, each table's code and link, the
results typed or chosen), the standings (with the big screen and what is shared), the
teams, and a table's result coming in as a link (docs/club-night.md).

The tournament itself is the engine's (:mod:`belot.tournament`): every step is one of its
pure calls. It is kept in the store by :mod:`belot.app.tournaments`, and in the state, read
once, by :class:`Organising`: reading it scores every game again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self

from belot.app.screen import Screen
from belot.app.state import KeptPart, Part

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.tournament import Tournament

TOURNAMENTS = Screen("tournaments")
TOURNAMENT_NEW = Screen("tournament-new")
ROUND = Screen("round")
STANDINGS = Screen("standings")
TEAMS = Screen("teams")
ARRIVAL = Screen("result-in")
# The organiser's screens of one tournament (each needs it open: else its list shows).
OF_ONE = (ROUND, STANDINGS, TEAMS, ARRIVAL)

MAX_FORM_ROWS = 256  # teams a tournament takes (belot.limits.MAX_TEAMS)


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _texts(value: object, count: int | None = None, most: int = 200) -> tuple[str, ...]:
    """``value`` as a tuple of texts (of ``count`` of them); ``ValueError`` otherwise."""
    if not isinstance(value, list) or (count is not None and len(value) != count):
        raise ValueError("not a list of texts")
    if not all(isinstance(v, str) and len(v) <= most for v in value):
        raise ValueError("not a list of texts")
    return tuple(value)


@dataclass(frozen=True)
class Organising(KeptPart):
    """The tournament open on the organiser's screens: its ``id``, the ``tournament`` as
    read or last written, and ``text``, what it is stored as then (another tab's change is
    told from it without reading the tournament again). ``round``: the round the round
    screen shows (0: the one drawn last). Kept across a reload by its id only (the
    tournament is read again from the store); on no screen: it outlives each."""

    kept: ClassVar[str] = "tournament"

    id: str
    tournament: Tournament | None = field(default=None, compare=False, repr=False)
    text: str = field(default="", compare=False, repr=False)
    round: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "round": self.round}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"id", "round"}:
            raise ValueError("not an open tournament")
        if not isinstance(data["id"], str) or not 1 <= len(data["id"]) <= 64:
            raise ValueError("not an open tournament")
        if not _is_int(data["round"], 0, 64):
            raise ValueError("not an open tournament")
        return cls(data["id"], round=data["round"])


@dataclass(frozen=True)
class TeamRow:
    """A team as typed in the form: its name and its two players (text as typed)."""

    name: str = ""
    players: tuple[str, str] = ("", "")


@dataclass(frozen=True)
class TourForm(KeptPart):
    """The new-tournament form, as typed (numbers as text, read when it is created): kept
    across a reload, so that a form half filled in is not lost."""

    lives_on: ClassVar[Screen | None] = TOURNAMENT_NEW
    kept: ClassVar[str] = "tournament-form"

    name: str = ""
    ruleset: str = "bulgarian"
    options: tuple[tuple[str, str], ...] = ()
    best_of: int = 1
    kind: str = "swiss"
    rounds: str = "3"
    pools: str = "1"
    knockout: str = "0"
    points: tuple[str, str, str] = ("2", "1", "0")  # win, draw, loss
    bye_win: bool = True
    bye_points: tuple[str, str] = ("0", "0")  # scored, against
    tie_breaks: tuple[str, ...] = ("difference", "scored", "head-to-head")
    teams: tuple[TeamRow, ...] = (TeamRow(), TeamRow(), TeamRow(), TeamRow())
    error: str = ""

    def option_text(self, name: str) -> str | None:
        return dict(self.options).get(name)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "ruleset": self.ruleset,
            "options": [list(pair) for pair in self.options],
            "best_of": self.best_of,
            "kind": self.kind,
            "rounds": self.rounds,
            "pools": self.pools,
            "knockout": self.knockout,
            "points": list(self.points),
            "bye_win": self.bye_win,
            "bye_points": list(self.bye_points),
            "tie_breaks": list(self.tie_breaks),
            "teams": [[row.name, *row.players] for row in self.teams],
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """What :meth:`to_json` wrote; ``ValueError`` for anything else."""
        keys = {
            "name",
            "ruleset",
            "options",
            "best_of",
            "kind",
            "rounds",
            "pools",
            "knockout",
            "points",
            "bye_win",
            "bye_points",
            "tie_breaks",
            "teams",
        }
        if not isinstance(data, dict) or set(data) != keys:
            raise ValueError("not a tournament form")
        options = data["options"]
        if not isinstance(options, list) or len(options) > 64:
            raise ValueError("not a tournament form")
        pairs = tuple(_texts(pair, 2) for pair in options)
        teams = data["teams"]
        if not isinstance(teams, list) or len(teams) > MAX_FORM_ROWS:
            raise ValueError("not a tournament form")
        rows = tuple(_texts(row, 3) for row in teams)
        name, ruleset, kind = _texts([data["name"], data["ruleset"], data["kind"]], 3)
        numbers = _texts([data["rounds"], data["pools"], data["knockout"]], 3, 12)
        points = _texts(data["points"], 3, 12)
        bye_points = _texts(data["bye_points"], 2, 12)
        breaks = _texts(data["tie_breaks"], most=20)
        if not _is_int(data["best_of"], 1, 7) or not isinstance(data["bye_win"], bool):
            raise ValueError("not a tournament form")
        return cls(
            name=name,
            ruleset=ruleset,
            options=tuple((a, b) for a, b in pairs),
            best_of=data["best_of"],
            kind=kind,
            rounds=numbers[0],
            pools=numbers[1],
            knockout=numbers[2],
            points=(points[0], points[1], points[2]),
            bye_win=data["bye_win"],
            bye_points=(bye_points[0], bye_points[1]),
            tie_breaks=breaks,
            teams=tuple(TeamRow(r[0], (r[1], r[2])) for r in rows),
        )


@dataclass(frozen=True)
class CodeShown(KeptPart):
    """One table's code shown full screen (round ``round``, table ``table``), to be
    scanned by the table's phone; next and previous go through the round's tables."""

    lives_on: ClassVar[Screen | None] = ROUND
    kept: ClassVar[str] = "table-code"

    round: int
    table: int

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "table": self.table}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"round", "table"}:
            raise ValueError("not a table's code")
        if not _is_int(data["round"], 1, 64) or not _is_int(data["table"], 1, 128):
            raise ValueError("not a table's code")
        return cls(data["round"], data["table"])


@dataclass(frozen=True)
class Typing(KeptPart):
    """A paper table's result being typed: each game's points, the table's first team
    first, as typed; ``error``: why it was refused."""

    lives_on: ClassVar[Screen | None] = ROUND
    kept: ClassVar[str] = "typed-result"

    round: int
    table: int
    scores: tuple[tuple[str, str], ...] = (("", ""),)
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "table": self.table, "scores": [list(s) for s in self.scores]}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"round", "table", "scores"}:
            raise ValueError("not a typed result")
        if not _is_int(data["round"], 1, 64) or not _is_int(data["table"], 1, 128):
            raise ValueError("not a typed result")
        scores = data["scores"]
        if not isinstance(scores, list) or not 1 <= len(scores) <= 100:
            raise ValueError("not a typed result")
        pairs = tuple(_texts(s, 2, 12) for s in scores)
        return cls(data["round"], data["table"], tuple((a, b) for a, b in pairs))


@dataclass(frozen=True)
class TeamShown(KeptPart):
    """The team whose rounds the standings show (where each of its points came from)."""

    lives_on: ClassVar[Screen | None] = STANDINGS
    kept: ClassVar[str] = "team-shown"

    team: str

    def to_json(self) -> dict[str, Any]:
        return {"team": self.team}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"team"} or not isinstance(data["team"], str):
            raise ValueError("not a team shown")
        return cls(data["team"][:16])


@dataclass(frozen=True)
class BigScreen(KeptPart):
    """The standings for the room: large, high-contrast, nothing else on the screen."""

    lives_on: ClassVar[Screen | None] = STANDINGS
    kept: ClassVar[str] = "big-screen"

    def to_json(self) -> dict[str, Any]:
        return {}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if data != {}:
            raise ValueError("not the big screen")
        return cls()


@dataclass(frozen=True)
class NewTeam(KeptPart):
    """A team being added late: its name and players as typed; ``error``: why it was not."""

    lives_on: ClassVar[Screen | None] = TEAMS
    kept: ClassVar[str] = "new-team"

    name: str = ""
    players: tuple[str, str] = ("", "")
    error: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "players": list(self.players)}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"name", "players"}:
            raise ValueError("not a new team")
        (name,) = _texts([data["name"]], 1)
        players = _texts(data["players"], 2)
        return cls(name, (players[0], players[1]))


@dataclass(frozen=True)
class Arrived(KeptPart):
    """A table's result that came as a link, and what recording it did: ``status`` is
    ``recorded``, ``candidate`` (a different one had come: the organiser chooses) or
    ``unchanged`` (it had come already)."""

    lives_on: ClassVar[Screen | None] = ARRIVAL
    kept: ClassVar[str] = "result-in"

    round: int
    table: int
    status: str

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "table": self.table, "status": self.status}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        if not isinstance(data, dict) or set(data) != {"round", "table", "status"}:
            raise ValueError("not a result that came")
        if not _is_int(data["round"], 1, 64) or not _is_int(data["table"], 1, 128):
            raise ValueError("not a result that came")
        if data["status"] not in ("recorded", "candidate", "unchanged"):
            raise ValueError("not a result that came")
        return cls(data["round"], data["table"], data["status"])


@dataclass(frozen=True)
class Replacing(Part):
    """A tournament file that holds a tournament kept here already, in another state:
    its text, waiting for the organiser's yes to replace the one here (which is kept aside,
    never lost)."""

    lives_on: ClassVar[Screen | None] = TOURNAMENTS

    text: str
    name: str


@dataclass(frozen=True)
class NoCodes(Part):
    """The QR library could not be fetched in this visit: the tables' links still work."""


@dataclass(frozen=True)
class Listed(Part):
    """The kept tournaments as the list shows them (read when it is shown)."""

    lives_on: ClassVar[Screen | None] = TOURNAMENTS

    lines: tuple[Any, ...] = ()  # belot.app.tournaments.TournamentLine (a core value)
