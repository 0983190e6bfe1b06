"""A tournament as values: its settings, teams, rounds, tables and results
(docs/rules.md#tournaments, docs/formats.md#tournament-file).

Pure and immutable, as a game is: every step of the night (drawing a round, recording a
result, adding a team) returns a new :class:`Tournament`, and everything shown of it (the
standings, a table's assignment) is computed from it. A :class:`Result` is made only by
:mod:`belot.tournament.results`, which scores its games again with the engine.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from belot.deal import Pair
from belot.errors import TournamentError
from belot.game import Game
from belot.rules import Rules


class Kind(enum.Enum):
    """How the tournament pairs its teams (docs/rules.md#tournament-formats)."""

    SWISS = "swiss"  # rounds paired by the standings
    ROUND_ROBIN = "round-robin"  # everyone meets everyone of its pool, then a knockout


class Stage(enum.Enum):
    """What a round is: a Swiss round, a round of the pools' round robin, or a round of
    the knockout after it."""

    SWISS = "swiss"
    POOLS = "pools"
    KNOCKOUT = "knockout"


class TieBreak(enum.Enum):
    """What orders teams level on match points, in the organiser's order
    (docs/rules.md#tie-breaks)."""

    DIFFERENCE = "difference"  # game points scored less game points conceded
    SCORED = "scored"  # game points scored
    HEAD_TO_HEAD = "head-to-head"  # match points in the games among the level teams only


DEFAULT_TIE_BREAKS = (TieBreak.DIFFERENCE, TieBreak.SCORED, TieBreak.HEAD_TO_HEAD)


@dataclass(frozen=True)
class System:
    """The format and its settings: a Swiss of ``rounds`` rounds, or a round robin in
    ``pools`` pools followed, when ``knockout`` is not 0, by a knockout among the best
    ``knockout`` teams of each pool."""

    kind: Kind
    rounds: int = 0
    pools: int = 1
    knockout: int = 0


@dataclass(frozen=True)
class MatchPoints:
    """The match points of a table's result, for the winner, each side of a draw and the
    loser (docs/rules.md#match-points)."""

    win: int = 2
    draw: int = 1
    loss: int = 0


@dataclass(frozen=True)
class Bye:
    """What a bye scores: a win (its match points) with ``scored`` game points for and
    ``against`` against, or, with ``win`` false, nothing (docs/rules.md#byes)."""

    win: bool = True
    scored: int = 0
    against: int = 0


@dataclass(frozen=True)
class Settings:
    """What the organiser chose for the whole tournament: the ``rules`` of every table
    (the rule system and its house rules, a game to the target or of a fixed number of
    deals among them), ``best_of`` (1: a round's game is one game; 3, 5, 7: a match), the
    format, the match points, the bye, and the tie-breaks in their order."""

    rules: Rules
    system: System
    best_of: int = 1
    points: MatchPoints = field(default_factory=MatchPoints)
    bye: Bye = field(default_factory=Bye)
    tie_breaks: tuple[TieBreak, ...] = DEFAULT_TIE_BREAKS


@dataclass(frozen=True)
class Team:
    """A team: its ``id`` in the tournament, its ``name``, its two ``players`` (or None),
    the first round it plays (``joined``: a team added late joins from the next round) and,
    once it has withdrawn, the first round it no longer plays."""

    id: str
    name: str
    players: tuple[str, str] | None = None
    joined: int = 1
    withdrawn: int | None = None

    def plays_in(self, round_number: int) -> bool:
        """Whether the team is in the tournament for that round."""
        gone = self.withdrawn is not None and round_number >= self.withdrawn
        return self.joined <= round_number and not gone


@dataclass(frozen=True)
class Result:
    """A table's result, scored again by the engine: the ``games`` as the table played
    them (their records, tagged; none for a ``typed`` result, typed from a paper sheet),
    each game's totals in the table's order (``scores``), and the table's ``winner``: 0 or
    1, the side in the table's order, or None for a draw."""

    scores: tuple[Pair, ...]
    winner: int | None
    games: tuple[Game, ...] = ()
    typed: bool = False

    @property
    def points(self) -> Pair:
        """The game points of each side, over every game of the table."""
        return sum(s[0] for s in self.scores), sum(s[1] for s in self.scores)

    def points_of(self, side: int) -> Pair:
        """(scored, conceded) of ``side`` (0 or 1 in the table's order)."""
        mine, theirs = self.points
        return (mine, theirs) if side == 0 else (theirs, mine)


@dataclass(frozen=True)
class Table:
    """A table of a round: its ``number``, its two ``teams`` (ids; the first is team 0 of
    its games), the seat that deals first, its ``pool`` (0 for A...) in a round robin,
    and its ``results``: the first that came and every different one after it, of which
    ``chosen`` counts (None: none has come, or the organiser has yet to choose)."""

    number: int
    teams: tuple[str, str]
    first_dealer: int = 0
    pool: int | None = None
    results: tuple[Result, ...] = ()
    chosen: int | None = None

    @property
    def result(self) -> Result | None:
        """The result that counts, if any."""
        return None if self.chosen is None else self.results[self.chosen]

    @property
    def undecided(self) -> bool:
        """Whether results came but none counts yet (the organiser must choose)."""
        return bool(self.results) and self.chosen is None

    def side_of(self, team_id: str) -> int:
        """0 or 1: where ``team_id`` sits in the table's order."""
        return self.teams.index(team_id)


@dataclass(frozen=True)
class Round:
    """A drawn round: its ``number`` (from 1), its ``stage``, its ``tables`` (numbered
    from 1) and the teams that have a bye."""

    number: int
    stage: Stage
    tables: tuple[Table, ...]
    byes: tuple[str, ...] = ()

    def table(self, number: int) -> Table:
        """Table ``number``; :class:`TournamentError` if the round has none such."""
        if not 1 <= number <= len(self.tables):
            raise TournamentError.of(
                "tournament-no-table", table=number, round=self.number, count=len(self.tables)
            )
        return self.tables[number - 1]

    @property
    def missing(self) -> tuple[int, ...]:
        """The tables whose result does not count yet (none came, or one must be chosen)."""
        return tuple(t.number for t in self.tables if t.result is None)

    def with_table(self, table: Table) -> Round:
        """The round with ``table`` in place of the one of its number."""
        tables = list(self.tables)
        tables[table.number - 1] = table
        return Round(self.number, self.stage, tuple(tables), self.byes)


@dataclass(frozen=True)
class Tournament:
    """A tournament: its ``id`` (in every game and link of the night), its ``name``, the
    ``seed`` its random draws are made from, its settings, its teams (in the order they
    were entered) and its rounds so far."""

    id: str
    name: str
    seed: str
    settings: Settings
    teams: tuple[Team, ...] = ()
    rounds: tuple[Round, ...] = ()

    def team(self, team_id: str) -> Team:
        """The team of that id; :class:`TournamentError` if there is none."""
        for team in self.teams:
            if team.id == team_id:
                return team
        raise TournamentError.of("tournament-no-team", team=team_id)

    def round(self, number: int) -> Round:
        """Round ``number``; :class:`TournamentError` if it has not been drawn."""
        if not 1 <= number <= len(self.rounds):
            raise TournamentError.of("tournament-no-round", round=number, drawn=len(self.rounds))
        return self.rounds[number - 1]

    @property
    def current(self) -> Round | None:
        """The round drawn last (the one being played), None before the first."""
        return self.rounds[-1] if self.rounds else None

    def playing(self, round_number: int) -> tuple[Team, ...]:
        """The teams in the tournament for that round (joined, not withdrawn)."""
        return tuple(t for t in self.teams if t.plays_in(round_number))

    def with_round(self, changed: Round) -> Tournament:
        """The tournament with ``changed`` in place of the round of its number."""
        rounds = list(self.rounds)
        rounds[changed.number - 1] = changed
        return Tournament(self.id, self.name, self.seed, self.settings, self.teams, tuple(rounds))
