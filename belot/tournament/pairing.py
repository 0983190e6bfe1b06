"""The Swiss pairing: who meets whom in a round, from the standings and what came before
(docs/rules.md#swiss-pairing).

A pure function of three things: the teams to pair in standings order, how many times each
two have met, and how many byes each has had. The rules, in this order:

1. with an odd number of teams, the bye goes to a team with the fewest byes (none, while
   one has had none), the lowest ranked such whose bye leaves the others to be paired with
   as few meetings again as can be;
2. as few pairs as can be meet again (none, whenever that can be done);
3. within that, the best ranked team left meets the best ranked team left it has met the
   fewest times (1st against 2nd, 3rd against 4th...), then the next, and so on.

This is a real search, not a greedy pass: the fewest meetings again that any pairing can
reach is found first, as a maximum matching of the teams that have not met
(:mod:`belot.tournament.matching`); then each choice of 3. is kept only if the teams left
can still be paired as well, which the matching tells at once.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from belot.tournament.matching import FREE, maximum


@dataclass(frozen=True)
class Pairing:
    """A round's pairs, the better ranked team first, best pair first; the team with the
    bye, if any."""

    pairs: tuple[tuple[str, str], ...]
    bye: str | None = None


def meetings(met: Mapping[frozenset[str], int], one: str, two: str) -> int:
    return met.get(frozenset((one, two)), 0)


class _Field:
    """The teams being paired, as a graph whose edges join the teams that have not met,
    with a maximum matching of it kept up to date as teams are taken out."""

    def __init__(self, order: Sequence[str], met: Mapping[frozenset[str], int]) -> None:
        self.order = tuple(order)
        self.met = met
        count = len(order)
        self.edges = [
            [j for j in range(count) if j != i and not meetings(met, order[i], order[j])]
            for i in range(count)
        ]
        self.alive = [True] * count
        self.mate = [FREE] * count
        self.size = maximum(self.edges, self.alive, self.mate)

    def without(self, *taken: int) -> tuple[list[bool], list[int], int]:
        """(alive, a matching, its size) once ``taken`` are out, the matching as large as
        the others allow."""
        alive, mate = list(self.alive), list(self.mate)
        for vertex in taken:
            alive[vertex] = False
            partner = mate[vertex]
            if partner != FREE:
                mate[vertex] = mate[partner] = FREE
        return alive, mate, maximum(self.edges, alive, mate)

    def take(self, alive: list[bool], mate: list[int], size: int) -> None:
        self.alive, self.mate, self.size = alive, mate, size


def pair_swiss(
    order: Sequence[str], met: Mapping[frozenset[str], int], byes: Mapping[str, int]
) -> Pairing:
    """The pairs of a Swiss round: ``order`` the teams to pair, best ranked first; ``met``
    how many times two teams have met (by the pair), ``byes`` each team's byes so far."""
    field = _Field(order, met)
    bye = _bye(field, byes) if len(order) % 2 else None
    pairs = []
    while any(field.alive):
        pairs.append(_next_pair(field))
    return Pairing(tuple(pairs), bye)


def _bye(field: _Field, byes: Mapping[str, int]) -> str:
    """Take out the team that has the bye (rule 1) and return it."""
    count = len(field.order)
    fewest = min(byes.get(team, 0) for team in field.order)
    candidates = [
        i for i in reversed(range(count)) if byes.get(field.order[i], 0) == fewest
    ]  # the lowest ranked first
    best = None
    for vertex in candidates:
        alive, mate, size = field.without(vertex)
        if best is None or size > best[3]:
            best = (vertex, alive, mate, size)
        if size == field.size:  # as many pairs as with everyone in: nothing better
            break
    assert best is not None
    vertex, alive, mate, size = best
    field.take(alive, mate, size)
    return field.order[vertex]


def _next_pair(field: _Field) -> tuple[str, str]:
    """Pair the best ranked team left (rules 2 and 3) and take both out."""
    order = field.order
    first = field.alive.index(True)
    others = [j for j in range(first + 1, len(order)) if field.alive[j]]
    others.sort(key=lambda j: meetings(field.met, order[first], order[j]))  # stable: by rank
    for other in others:
        fresh = not meetings(field.met, order[first], order[other])
        needed = field.size - fresh  # the pairs that have not met, with this one made
        alive, mate, size = _without_pair(field, first, other, needed)
        if size == needed:
            field.take(alive, mate, size)
            return order[first], order[other]
    raise AssertionError("a field of an even number of teams can always be paired")


def _without_pair(
    field: _Field, one: int, two: int, needed: int
) -> tuple[list[bool], list[int], int]:
    """Like :meth:`_Field.without`, but no search when the kept matching already holds
    ``needed`` pairs (the usual case: ``one`` and ``two`` were matched together)."""
    if field.mate[one] == two:
        alive, mate = list(field.alive), list(field.mate)
        alive[one] = alive[two] = False
        mate[one] = mate[two] = FREE
        if field.size - 1 >= needed:
            return alive, mate, field.size - 1
    return field.without(one, two)
