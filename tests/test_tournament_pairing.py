"""The Swiss pairing (docs/rules.md#swiss-pairing): the maximum matching it searches with,
checked against every matching there is, and whole tournaments of 2 to 40 teams: no two
teams meet twice while it can be avoided, every team plays at most once a round, the bye
goes to a team without one while there is one."""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot.tournament import Tournament
from belot.tournament.matching import FREE, maximum
from belot.tournament.pairing import meetings, pair_swiss
from tests.strategies import played_tournaments

SLOW = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def pairings(teams: list[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way to pair an even number of teams (945 for ten)."""
    if not teams:
        yield []
        return
    first, rest = teams[0], teams[1:]
    for index, other in enumerate(rest):
        for more in pairings(rest[:index] + rest[index + 1 :]):
            yield [(first, other), *more]


def fewest_meetings_again(
    order: Sequence[str], met: Mapping[frozenset[str], int], byes: Mapping[str, int]
) -> int:
    """By brute force: the fewest pairs that meet again, over every bye to a team with the
    fewest byes and every pairing of the others (docs/rules.md#swiss-pairing, rules 1, 2)."""
    candidates: list[str | None] = [None]
    if len(order) % 2:
        fewest = min(byes.get(t, 0) for t in order)
        candidates = [t for t in order if byes.get(t, 0) == fewest]
    best = len(order)
    for bye in candidates:
        for pairs in pairings([t for t in order if t != bye]):
            best = min(best, sum(1 for a, b in pairs if meetings(met, a, b)))
    return best


# --- the maximum matching ---------------------------------------------------------------------


@st.composite
def graphs(draw: st.DrawFn) -> list[list[int]]:
    count = draw(st.integers(0, 11))
    edges: list[list[int]] = [[] for _ in range(count)]
    for one, two in itertools.combinations(range(count), 2):
        if draw(st.booleans()):
            edges[one].append(two)
            edges[two].append(one)
    return edges


def largest_by_brute_force(edges: list[list[int]]) -> int:
    best = 0

    def grow(free: list[int], size: int) -> None:
        nonlocal best
        best = max(best, size)
        if not free:
            return
        first, rest = free[0], free[1:]
        grow(rest, size)
        for other in rest:
            if other in edges[first]:
                grow([v for v in rest if v != other], size + 1)

    grow(list(range(len(edges))), 0)
    return best


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_the_matching_is_as_large_as_any(edges: list[list[int]]) -> None:
    """Edmonds' algorithm finds a largest matching, odd cycles (blossoms) and all."""
    mate = [FREE] * len(edges)
    size = maximum(edges, [True] * len(edges), mate)
    assert size == largest_by_brute_force(edges)
    for vertex, partner in enumerate(mate):
        if partner != FREE:
            assert mate[partner] == vertex
            assert partner in edges[vertex]


def test_a_blossom_is_seen_through() -> None:
    """A triangle with a tail on each corner: the greedy matching (0-1) must be undone
    through the odd cycle to match all six."""
    edges = [[1, 2, 3], [0, 2, 4], [0, 1, 5], [0], [1], [2]]
    mate = [FREE] * 6
    mate[0], mate[1] = 1, 0
    assert maximum(edges, [True] * 6, mate) == 3


# --- one round --------------------------------------------------------------------------------


@st.composite
def histories(draw: st.DrawFn) -> tuple[list[str], dict[frozenset[str], int], dict[str, int]]:
    """Up to 11 teams, some pairs that have met (up to 3 times), some byes."""
    count = draw(st.integers(2, 11))
    order = [f"t{n}" for n in range(count)]
    met: dict[frozenset[str], int] = {}
    for one, two in itertools.combinations(order, 2):
        times = draw(st.sampled_from((0, 0, 0, 1, 1, 2, 3)))
        if times:
            met[frozenset((one, two))] = times
    byes = {t: draw(st.integers(0, 2)) for t in order}
    return order, met, byes


@settings(max_examples=300, deadline=None)
@given(histories())
def test_a_round_meets_again_only_as_little_as_it_must(
    history: tuple[list[str], dict[frozenset[str], int], dict[str, int]],
) -> None:
    order, met, byes = history
    pairing = pair_swiss(order, met, byes)
    seated = [t for pair in pairing.pairs for t in pair] + [t for t in [pairing.bye] if t]
    assert sorted(seated) == sorted(order)  # everyone once, no one twice
    if len(order) % 2:
        assert pairing.bye is not None
        assert byes[pairing.bye] == min(byes.values())  # rule 1: the fewest byes
        best = fewest_meetings_again(order, met, byes)
        lowest = max(  # the lowest ranked whose bye lets as few meet again as any
            i
            for i, t in enumerate(order)
            if byes[t] == byes[pairing.bye]
            and fewest_meetings_again([o for o in order if o != t], met, byes) == best
        )
        assert pairing.bye == order[lowest]
    else:
        assert pairing.bye is None
    again = sum(1 for a, b in pairing.pairs if meetings(met, a, b))
    assert again == fewest_meetings_again(order, met, byes)  # rule 2
    for one, two in pairing.pairs:  # the better ranked team first
        assert order.index(one) < order.index(two)


def test_neighbours_meet_unless_they_have_met() -> None:
    """Rule 3: 1st against 2nd, 3rd against 4th; 3rd and 4th have met, so 3rd meets 5th,
    and 4th 6th."""
    order = [f"t{n}" for n in range(1, 7)]
    met = {frozenset(("t3", "t4")): 1}
    assert pair_swiss(order, met, {}).pairs == (("t1", "t2"), ("t3", "t5"), ("t4", "t6"))


def test_the_search_backs_out_of_a_choice_that_leaves_no_pairing() -> None:
    """t1 and t2 may meet, but t3 and t4 have met t5, t6 and each other: a greedy pass
    (t1 with t2, then t3 with no one) would fail; the search pairs t3 and t4 with t1 and
    t2, and t5 with t6."""
    order = ["t1", "t2", "t3", "t4", "t5", "t6"]
    met = {
        frozenset(p): 1
        for p in (("t3", "t4"), ("t3", "t5"), ("t3", "t6"), ("t4", "t5"), ("t4", "t6"))
    }
    pairs = pair_swiss(order, met, {}).pairs
    assert not any(meetings(met, a, b) for a, b in pairs)
    assert pairs == (("t1", "t3"), ("t2", "t4"), ("t5", "t6"))


def test_the_bye_goes_up_when_the_lowest_would_force_a_meeting_again() -> None:
    """Rule 1: t5, the lowest ranked, has met t2, t3 and t4; its bye leaves the others free
    to pair, so it has the bye. Once t5 has had one, the bye goes to t4 (the lowest of the
    teams without one), and t5 meets t1, the one team it has not met."""
    order = ["t1", "t2", "t3", "t4", "t5"]
    met = {frozenset(("t5", o)): 1 for o in ("t2", "t3", "t4")}
    assert pair_swiss(order, met, {}).bye == "t5"
    pairing = pair_swiss(order, met, {"t5": 1})
    assert pairing.bye == "t4"
    assert ("t1", "t5") in pairing.pairs


# --- whole tournaments ------------------------------------------------------------------------


def check_rounds(tournament: Tournament) -> None:
    met: Counter[frozenset[str]] = Counter()
    byes: Counter[str] = Counter()
    for drawn in tournament.rounds:
        playing = {t.id for t in tournament.playing(drawn.number)}
        seated = [t for table in drawn.tables for t in table.teams] + list(drawn.byes)
        assert len(seated) == len(set(seated))  # at most once a round
        assert set(seated) == playing  # every team in it plays or has the bye
        if len(playing) <= 10:
            fewest = fewest_meetings_again(sorted(playing), met, byes)
            again = sum(1 for table in drawn.tables if met[frozenset(table.teams)])
            assert again == fewest, (drawn.number, again, fewest)
        elif drawn.number - 1 <= len(playing) // 2 - 1:
            # Each team has met at most one other a round: the teams it has not met are at
            # least half of those to pair, so they can always be paired anew (by Dirac's
            # theorem the graph of those not met has a Hamiltonian cycle).
            assert not any(met[frozenset(table.teams)] for table in drawn.tables)
        for team in drawn.byes:
            assert byes[team] == min(byes[t] for t in playing)  # none twice while possible
        for table in drawn.tables:
            met[frozenset(table.teams)] += 1
        byes.update(drawn.byes)


@SLOW
@given(played_tournaments(min_teams=2, max_teams=11, max_rounds=12))
def test_small_tournaments_meet_again_only_as_they_must(tournament: Tournament) -> None:
    check_rounds(tournament)


@SLOW
@given(played_tournaments(min_teams=12, max_teams=40, max_rounds=10))
def test_large_tournaments_never_meet_again_early(tournament: Tournament) -> None:
    check_rounds(tournament)


def test_a_team_withdrawn_is_not_paired_and_a_late_one_joins() -> None:
    from belot import make_rules
    from belot.tournament import (
        Kind,
        Settings,
        System,
        add_team,
        draw_round,
        new_tournament,
        record_typed,
        withdraw_team,
    )

    settings_ = Settings(make_rules("bulgarian"), System(Kind.SWISS, 3))
    night = draw_round(new_tournament("n", "Night", "s", settings_, [(n, None) for n in "ABCD"]))
    for table in night.rounds[0].tables:
        night = record_typed(night, 1, table.number, [(151, 100)]).tournament
    night = add_team(withdraw_team(night, "t2"), "Late")
    late = night.teams[-1]
    assert (late.joined, night.team("t2").withdrawn) == (2, 2)
    night = draw_round(night)
    seated = {t for table in night.rounds[1].tables for t in table.teams} | set(
        night.rounds[1].byes
    )
    assert seated == {"t1", "t3", "t4", late.id}
