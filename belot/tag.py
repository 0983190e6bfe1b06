"""Where a game was played in a tournament: the tag a table's game carries, so that the
organiser's phone can tell which tournament, round and table its result is for
(docs/formats.md#tournament-tag, docs/rules.md#tournaments).

A leaf value, as :class:`belot.match.InMatch` is: the game record writes it (version 3,
:mod:`belot.record`), the tournament reads it (:mod:`belot.tournament.results`).
"""

from __future__ import annotations

from dataclasses import dataclass

from belot.limits import MAX_TEAM_ID, MAX_TOURNAMENT_ID
from belot.patterns import Pattern

# A tournament's or a team's id: letters, digits, - and _ (it goes into links and match ids).
TOURNAMENT_ID = Pattern(rf"[A-Za-z0-9_-]{{1,{MAX_TOURNAMENT_ID}}}")
TEAM_ID = Pattern(rf"[A-Za-z0-9_-]{{1,{MAX_TEAM_ID}}}")


@dataclass(frozen=True)
class TournamentTag:
    """A tournament game's place: the tournament's ``id`` and ``name``, the ``round`` and
    ``table`` (each from 1), and ``teams``, the tournament's ids of the game's team 0 and
    team 1 (the names are the game's own ``teams``)."""

    id: str
    name: str
    round: int
    table: int
    teams: tuple[str, str]

    def same_place(self, other: TournamentTag) -> bool:
        """Whether ``other`` says the same tournament, round, table and teams (the name
        apart: a tournament renamed during the night is the same one)."""
        mine = (self.id, self.round, self.table, self.teams)
        return mine == (other.id, other.round, other.table, other.teams)
