"""The knockout after the pools: who goes through, the bracket, who wins
(docs/rules.md#knockout).

The best ``knockout`` teams of each pool go through (a team that has withdrawn is passed
over). They are seeded pool winners first, in pool order, then the seconds, and so on (A1,
B1, A2, B2 with two pools), and placed in a bracket where seed s meets seed n + 1 - s
(A1-B2 and B1-A2; with one pool, 1-4 and 2-3), so that two teams of one pool meet only
later, and the best seeds only in the final. Each later round pairs the winners of tables
1 and 2, 3 and 4..., the winner of the first table of the two as team 0.
"""

from __future__ import annotations

from collections.abc import Sequence

from belot.tournament.model import Round, Stage, Tournament
from belot.tournament.roundrobin import pool_of
from belot.tournament.standings import standings


def bracket(size: int) -> tuple[int, ...]:
    """The seeds (from 1) in the order of the bracket's places, for ``size`` a power of
    two: 1, 8, 4, 5, 2, 7, 3, 6 for eight."""
    places = [1]
    while len(places) < size:
        double = 2 * len(places)
        places = [seed for kept in places for seed in (kept, double + 1 - kept)]
    return tuple(places)


def qualifiers(tournament: Tournament) -> tuple[str, ...]:
    """The teams that go through, in seed order (the first is seed 1)."""
    through = tournament.settings.system.knockout
    by_pool: dict[int, list[str]] = {}
    for standing in standings(tournament, pool_of(tournament)):
        if standing.team.withdrawn is None and standing.pool is not None:
            by_pool.setdefault(standing.pool, []).append(standing.team.id)
    ranked = [by_pool.get(p, []) for p in range(tournament.settings.system.pools)]
    return tuple(pool[place] for place in range(through) for pool in ranked if place < len(pool))


def first_pairs(seeded: Sequence[str]) -> tuple[tuple[str, str], ...]:
    """The first knockout round: seed s against seed n + 1 - s, in bracket order."""
    places = bracket(len(seeded))
    return tuple(
        (seeded[places[i] - 1], seeded[places[i + 1] - 1]) for i in range(0, len(places), 2)
    )


def winners(drawn: Round) -> tuple[str, ...]:
    """The winner of each table of a knockout round, in table order (every table must have
    its result)."""
    found = []
    for table in drawn.tables:
        result = table.result
        assert result is not None
        assert result.winner is not None
        found.append(table.teams[result.winner])
    return tuple(found)


def next_pairs(previous: Round) -> tuple[tuple[str, str], ...]:
    """The next knockout round: the winners of tables 1 and 2, 3 and 4..."""
    won = winners(previous)
    return tuple((won[i], won[i + 1]) for i in range(0, len(won), 2))


def knockout_rounds(tournament: Tournament) -> tuple[Round, ...]:
    return tuple(r for r in tournament.rounds if r.stage is Stage.KNOCKOUT)


def champion(tournament: Tournament) -> str | None:
    """The winner of the final, once it has its result."""
    played = knockout_rounds(tournament)
    if not played or len(played[-1].tables) != 1:
        return None
    final = played[-1].tables[0].result
    if final is None or final.winner is None:
        return None
    return played[-1].tables[0].teams[final.winner]


def rounds_needed(size: int) -> int:
    """The knockout rounds of ``size`` teams (a power of two): 3 for eight."""
    return max(size.bit_length() - 1, 0)
