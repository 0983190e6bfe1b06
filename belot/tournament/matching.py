"""Maximum matching in a graph (Edmonds' blossom algorithm): which pairs of teams can meet
at once, for the Swiss pairing's search (:mod:`belot.tournament.pairing`).

Vertices are ``0 .. n-1``; ``edges[v]`` lists v's neighbours; a vertex that is not
``alive`` is ignored, as if it had been taken out. A matching is the list ``mate``:
``mate[v]`` is the vertex v is matched with, or :data:`FREE`. The search for an augmenting
path grows a tree from a free vertex, shrinking each odd cycle (a blossom) into its base;
it takes O(n²) steps, and a maximum matching O(n³): a few milliseconds for 40 teams.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence

FREE = -1


def augment(
    edges: Sequence[Sequence[int]], alive: Sequence[bool], mate: list[int], root: int
) -> bool:
    """Find an augmenting path from the free vertex ``root`` and flip it in ``mate`` (one
    more pair matched); False, with ``mate`` unchanged, if there is none."""
    end, parent = _search(edges, alive, mate, root)
    if end == FREE:
        return False
    vertex = end
    while vertex != FREE:  # flip the path: every unmatched edge on it becomes matched
        above = parent[vertex]
        after = mate[above]
        mate[vertex], mate[above] = above, vertex
        vertex = after
    return True


def maximum(edges: Sequence[Sequence[int]], alive: Sequence[bool], mate: list[int]) -> int:
    """Make ``mate`` a maximum matching of the alive vertices, starting from what it holds
    (which must be a matching of them); the number of pairs."""
    for vertex in range(len(edges)):
        if alive[vertex] and mate[vertex] == FREE:
            augment(edges, alive, mate, vertex)
    return sum(1 for v in range(len(edges)) if alive[v] and mate[v] != FREE) // 2


def _search(
    edges: Sequence[Sequence[int]], alive: Sequence[bool], mate: list[int], root: int
) -> tuple[int, list[int]]:
    """(the free vertex an augmenting path from ``root`` ends at, or FREE; the tree's
    parents, which lead back along the path)."""
    count = len(edges)
    parent = [FREE] * count
    base = list(range(count))
    outer = [False] * count  # in the tree at an even distance from the root
    outer[root] = True
    queue = deque([root])
    while queue:
        vertex = queue.popleft()
        for other in edges[vertex]:
            if not alive[other] or base[vertex] == base[other] or mate[vertex] == other:
                continue
            if other == root or (mate[other] != FREE and parent[mate[other]] != FREE):
                _shrink(mate, parent, base, outer, queue, vertex, other)
            elif parent[other] == FREE:
                parent[other] = vertex
                if mate[other] == FREE:
                    return other, parent
                outer[mate[other]] = True
                queue.append(mate[other])
    return FREE, parent


def _shrink(
    mate: list[int],
    parent: list[int],
    base: list[int],
    outer: list[bool],
    queue: deque[int],
    one: int,
    two: int,
) -> None:
    """Shrink the blossom closed by the edge ``one``-``two`` (both outer) into its base."""
    top = _common_base(mate, parent, base, one, two)
    inside = [False] * len(mate)
    _mark(mate, parent, base, inside, one, top, two)
    _mark(mate, parent, base, inside, two, top, one)
    for vertex in range(len(mate)):
        if inside[base[vertex]]:
            base[vertex] = top
            if not outer[vertex]:
                outer[vertex] = True
                queue.append(vertex)


def _common_base(mate: list[int], parent: list[int], base: list[int], one: int, two: int) -> int:
    """The base of the blossom: where the tree paths from ``one`` and ``two`` meet."""
    seen = [False] * len(mate)
    while True:
        one = base[one]
        seen[one] = True
        if mate[one] == FREE:
            break
        one = parent[mate[one]]
    while True:
        two = base[two]
        if seen[two]:
            return two
        two = parent[mate[two]]


def _mark(
    mate: list[int],
    parent: list[int],
    base: list[int],
    inside: list[bool],
    vertex: int,
    top: int,
    child: int,
) -> None:
    """Mark the blossom's vertices on the way from ``vertex`` down to ``top``, and set
    their parents so that a path through the blossom can be followed back."""
    while base[vertex] != top:
        inside[base[vertex]] = inside[base[mate[vertex]]] = True
        parent[vertex] = child
        child = mate[vertex]
        vertex = parent[mate[vertex]]
