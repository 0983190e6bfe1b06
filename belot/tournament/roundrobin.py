"""The round robin: the pools, and who meets whom in each round by the circle method
(docs/rules.md#round-robin).

The teams of the first round are dealt into pools in the order of their lots (the first to
pool A, the second to B...), so that pools differ by one team at most. Within a pool the
circle method gives every round: the teams stand in a ring, the first stays, the others
turn one place each round, and the teams facing each other meet; with an odd number of
teams, an empty place completes the ring and the team facing it has the bye. A pool of n
teams plays n - 1 rounds (n when n is odd); the pools play their rounds side by side, so the
stage lasts as long as its largest pool's.
"""

from __future__ import annotations

from collections.abc import Sequence

from belot.tournament.lots import shuffled
from belot.tournament.model import Tournament

POOL_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
Pairs = tuple[tuple[str | None, str | None], ...]


def pool_name(pool: int) -> str:
    """A pool's letter: A for the first."""
    return POOL_LETTERS[pool]


def entrants(tournament: Tournament) -> tuple[str, ...]:
    """The ids of the teams of the round robin: those in the tournament for its first
    round (a round robin takes no team once it has started)."""
    return tuple(t.id for t in tournament.playing(1))


def pools(tournament: Tournament) -> tuple[tuple[str, ...], ...]:
    """The pools, each in its ring's order."""
    count = tournament.settings.system.pools
    order = shuffled(tournament.seed, "pools", entrants(tournament))
    return tuple(order[pool::count] for pool in range(count))


def pool_of(tournament: Tournament) -> dict[str, int]:
    """Each team's pool, by id."""
    return {team: number for number, pool in enumerate(pools(tournament)) for team in pool}


def circle(ring: Sequence[str]) -> tuple[Pairs, ...]:
    """Every round of a pool: the pairs facing each other, None facing the team that has
    the bye. The first of each pair is team 0 of its table; the team that stays in place
    changes sides every round, so that it is not always team 0."""
    places: list[str | None] = [*ring, *([None] if len(ring) % 2 else [])]
    size = len(places)
    rounds = []
    for number in range(size - 1):
        pairs = [(places[i], places[size - 1 - i]) for i in range(size // 2)]
        if number % 2:
            pairs[0] = (pairs[0][1], pairs[0][0])
        rounds.append(tuple(pairs))
        places = [places[0], places[-1], *places[1:-1]]
    return tuple(rounds)


def pool_rounds(tournament: Tournament) -> int:
    """How many rounds the pools play: as many as the largest pool needs."""
    return max((len(circle(pool)) for pool in pools(tournament)), default=0)
