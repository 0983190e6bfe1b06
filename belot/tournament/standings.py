"""The standings: each team's match points and tie-break figures, its rank, and where every
point came from (docs/rules.md#standings).

A pure fold over the rounds: a table counts once its result does (the one the organiser
chose, if several came), a bye as the organiser set it. Teams are ordered by match points,
then by each tie-break in the organiser's order, then by lot (:mod:`belot.tournament.lots`),
so the order is total and does not depend on the order of the teams in the file.
Head-to-head counts only the games among the teams still level at that point. In a round
robin in pools, each pool is ranked apart, on its own rounds; the knockout after it is in
:mod:`belot.tournament.knockout`.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass

from belot.deal import Pair
from belot.tournament.lots import lot
from belot.tournament.model import Round, Stage, Table, Team, TieBreak, Tournament


class Outcome(enum.Enum):
    """What a round was for a team."""

    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"
    BYE = "bye"
    WAITING = "waiting"  # its table has no result yet
    UNDECIDED = "undecided"  # results came, the organiser has yet to choose one


COUNTED = frozenset({Outcome.WIN, Outcome.DRAW, Outcome.LOSS})


@dataclass(frozen=True)
class Line:
    """One round of a team, as the standings count it: the ``round``, the ``table`` and
    ``opponent`` (None for a bye), the ``outcome``, each game's points with the team's
    first (``scores``), and what it earned: ``match_points``, game points ``scored`` and
    ``against``; ``typed`` for a result typed from a paper sheet."""

    round: int
    table: int | None
    opponent: str | None
    outcome: Outcome
    scores: tuple[Pair, ...] = ()
    match_points: int = 0
    scored: int = 0
    against: int = 0
    typed: bool = False


@dataclass(frozen=True)
class Standing:
    """A team's place: its ``rank`` (from 1, within its pool), its figures, and the
    ``lines`` they add up from. ``head_to_head`` is the team's match points in the games
    among the teams level with it when that tie-break was reached (None: it was not)."""

    rank: int
    team: Team
    pool: int | None
    lines: tuple[Line, ...]
    head_to_head: int | None = None

    @property
    def match_points(self) -> int:
        return sum(line.match_points for line in self.lines)

    @property
    def scored(self) -> int:
        return sum(line.scored for line in self.lines)

    @property
    def against(self) -> int:
        return sum(line.against for line in self.lines)

    @property
    def difference(self) -> int:
        return self.scored - self.against

    def count(self, outcome: Outcome) -> int:
        """How many of its rounds had that outcome."""
        return sum(1 for line in self.lines if line.outcome is outcome)

    @property
    def played(self) -> int:
        """Its tables that count (wins, draws and losses; not the byes)."""
        return sum(1 for line in self.lines if line.outcome in COUNTED)


def lines_of(tournament: Tournament, rounds: Iterable[Round]) -> dict[str, list[Line]]:
    """Every team's lines over ``rounds``, by team id."""
    found: dict[str, list[Line]] = {team.id: [] for team in tournament.teams}
    bye = tournament.settings.bye
    points = tournament.settings.points
    for drawn in rounds:
        for team_id in drawn.byes:
            earned = points.win if bye.win else 0
            line = Line(drawn.number, None, None, Outcome.BYE, (), earned, bye.scored, bye.against)
            found[team_id].append(line)
        for table in drawn.tables:
            for side in (0, 1):
                found[table.teams[side]].append(_line(tournament, drawn.number, table, side))
    return found


def _line(tournament: Tournament, number: int, table: Table, side: int) -> Line:
    opponent = table.teams[1 - side]
    result = table.result
    if result is None:
        outcome = Outcome.UNDECIDED if table.undecided else Outcome.WAITING
        return Line(number, table.number, opponent, outcome)
    scores = tuple((s[side], s[1 - side]) for s in result.scores)
    scored, against = result.points_of(side)
    points = tournament.settings.points
    if result.winner is None:
        outcome, earned = Outcome.DRAW, points.draw
    elif result.winner == side:
        outcome, earned = Outcome.WIN, points.win
    else:
        outcome, earned = Outcome.LOSS, points.loss
    return Line(
        number, table.number, opponent, outcome, scores, earned, scored, against, result.typed
    )


def counted_rounds(tournament: Tournament) -> tuple[Round, ...]:
    """The rounds the standings count: every round but the knockout's."""
    return tuple(r for r in tournament.rounds if r.stage is not Stage.KNOCKOUT)


def standings(
    tournament: Tournament, pools: Mapping[str, int] | None = None
) -> tuple[Standing, ...]:
    """Every team's standing, best first (by pool, when ``pools`` gives each team's pool:
    each pool ranked apart, pool A first)."""
    lines = lines_of(tournament, counted_rounds(tournament))
    groups: dict[int | None, list[Team]] = {}
    for team in tournament.teams:
        groups.setdefault(None if pools is None else pools.get(team.id), []).append(team)
    found: list[Standing] = []
    for pool in sorted(groups, key=lambda p: -1 if p is None else p):
        found.extend(_ranked(tournament, groups[pool], pool, lines))
    return tuple(found)


def _ranked(
    tournament: Tournament, teams: Sequence[Team], pool: int | None, lines: Mapping[str, list[Line]]
) -> list[Standing]:
    made = {t.id: Standing(0, t, pool, tuple(lines[t.id])) for t in teams}
    head_to_head: dict[str, int] = {}
    seed = tournament.seed

    def settle(group: list[str], breaks: Sequence[TieBreak | None]) -> list[str]:
        if len(group) <= 1 or not breaks:
            return sorted(group, key=lambda i: (lot(seed, "lots", i), i))
        figure = _figure(breaks[0], group, made, lines, head_to_head)
        ordered: list[str] = []
        for level in _levels(group, figure):
            ordered.extend(settle(level, breaks[1:]))
        return ordered

    order = settle(list(made), (None, *tournament.settings.tie_breaks))
    return [
        Standing(rank, made[i].team, pool, made[i].lines, head_to_head.get(i))
        for rank, i in enumerate(order, start=1)
    ]


def _levels(group: list[str], figure: Callable[[str], int]) -> list[list[str]]:
    """``group`` split by ``figure``, the highest first."""
    by: dict[int, list[str]] = {}
    for team_id in group:
        by.setdefault(figure(team_id), []).append(team_id)
    return [by[value] for value in sorted(by, reverse=True)]


def _figure(
    tie_break: TieBreak | None,
    group: list[str],
    made: Mapping[str, Standing],
    lines: Mapping[str, list[Line]],
    head_to_head: dict[str, int],
) -> Callable[[str], int]:
    """The figure that orders ``group`` (None: the match points)."""
    if tie_break is None:
        return lambda i: made[i].match_points
    if tie_break is TieBreak.DIFFERENCE:
        return lambda i: made[i].difference
    if tie_break is TieBreak.SCORED:
        return lambda i: made[i].scored
    among = set(group)
    for team_id in group:
        head_to_head[team_id] = sum(
            line.match_points for line in lines[team_id] if line.opponent in among
        )
    return lambda i: head_to_head[i]
