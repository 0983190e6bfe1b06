"""Worked examples of whole tournaments, worked out by hand from the rules they cite: an
8-team Swiss of 3 rounds, a 5-team round robin with its byes, two pools and their
knockout. The draws by lot are checked against SHA-256 computed here, as anyone could with
any SHA-256 tool (docs/rules.md#drawing-lots)."""

from __future__ import annotations

import hashlib

from belot import make_rules
from belot.tournament import (
    Kind,
    Outcome,
    Settings,
    Stage,
    System,
    Tournament,
    champion,
    draw_round,
    new_tournament,
    planned_rounds,
    pool_of,
    record_typed,
    standings,
)
from belot.tournament.knockout import bracket


def by_lot(seed: str, what: str, ids: list[str]) -> list[str]:
    return sorted(ids, key=lambda i: hashlib.sha256(f"{seed}:{what}:{i}".encode()).digest())


def dealer(seed: str, number: int, table: int) -> int:
    return hashlib.sha256(f"{seed}:dealer:{number}:{table}".encode()).digest()[0] % 4


def pairs(tournament: Tournament, number: int) -> list[tuple[str, str]]:
    return [table.teams for table in tournament.round(number).tables]


def play_round(tournament: Tournament, results: dict[int, tuple[int, int]]) -> Tournament:
    number = len(tournament.rounds)
    for table, points in results.items():
        tournament = record_typed(tournament, number, table, [points]).tournament
    return tournament


def test_an_eight_team_swiss_of_three_rounds() -> None:
    """docs/rules.md#swiss-pairing, docs/rules.md#standings, by hand:

    Round 1, by lot: t2-t3, t7-t4, t8-t1, t5-t6; t2, t4, t8, t5 win by 51, 70, 35, 22.
    Standings: t4 (2, +70), t2 (+51), t8 (+35), t5 (+22), t6 (0, -22), t1 (-35), t3 (-51),
    t7 (-70). Round 2, neighbours: t4-t2, t8-t5, t6-t1, t3-t7; t4, t5, t6, t3 win.
    Standings: t4 (4, +81), t5 (4, +75), t3 (2, +49), t2 (2, +40), t6 (2, +28), t8 (2, -18),
    t1 (0, -85), t7 (0, -170). Round 3: t4-t5; t3 and t2 have met (round 1), so t3 meets
    t6, the next it has not met, and t2 meets t8; t1-t7. The final standings below."""
    settings = Settings(make_rules("bulgarian"), System(Kind.SWISS, 3))
    night = new_tournament(
        "club", "Club night", "club-night", settings, [(n, None) for n in "ABCDEFGH"]
    )
    ids = [t.id for t in night.teams]
    assert by_lot("club-night", "round-1", ids) == ["t2", "t3", "t7", "t4", "t8", "t1", "t5", "t6"]
    night = draw_round(night)
    assert pairs(night, 1) == [("t2", "t3"), ("t7", "t4"), ("t8", "t1"), ("t5", "t6")]
    night = play_round(night, {1: (151, 100), 2: (90, 160), 3: (155, 120), 4: (152, 130)})
    night = draw_round(night)
    assert pairs(night, 2) == [("t4", "t2"), ("t8", "t5"), ("t6", "t1"), ("t3", "t7")]
    night = play_round(night, {1: (151, 140), 2: (100, 153), 3: (160, 110), 4: (160, 60)})
    middle = [(s.team.id, s.match_points, s.difference) for s in standings(night)]
    assert middle == [
        ("t4", 4, 81),
        ("t5", 4, 75),
        ("t3", 2, 49),
        ("t2", 2, 40),
        ("t6", 2, 28),
        ("t8", 2, -18),
        ("t1", 0, -85),
        ("t7", 0, -170),
    ]
    night = draw_round(night)
    assert pairs(night, 3) == [("t4", "t5"), ("t3", "t6"), ("t2", "t8"), ("t1", "t7")]
    night = play_round(night, {1: (140, 155), 2: (151, 149), 3: (151, 120), 4: (155, 100)})
    final = [(s.rank, s.team.id, s.match_points, s.difference, s.scored) for s in standings(night)]
    assert final == [
        (1, "t5", 6, 90, 460),
        (2, "t2", 4, 71, 442),
        (3, "t4", 4, 66, 451),
        (4, "t3", 4, 51, 411),
        (5, "t6", 2, 26, 439),
        (6, "t1", 2, -30, 385),
        (7, "t8", 2, -49, 375),
        (8, "t7", 0, -225, 250),
    ]
    for drawn in night.rounds:
        assert [t.first_dealer for t in drawn.tables] == [
            dealer("club-night", drawn.number, t.number) for t in drawn.tables
        ]


def test_a_five_team_round_robin_gives_each_team_one_bye() -> None:
    """docs/rules.md#round-robin, the circle method by hand: ring a b c d e and an empty
    place; round 1: a has the bye, b-e, c-d; then the ring turns (a stays): e-a, b-c, d's
    bye; a-d, e-c, b's bye; c-a, d-b, e's bye; a-b, d-e, c's bye. The team that stays
    changes sides every round."""
    settings = Settings(
        make_rules("belote", {"end": "deals", "deals": 12}), System(Kind.ROUND_ROBIN)
    )
    night = new_tournament("rr", "Round robin", "ring", settings, [(n, None) for n in "VWXYZ"])
    a, b, c, d, e = by_lot("ring", "pools", [t.id for t in night.teams])
    expected = [
        ([(b, e), (c, d)], [a]),
        ([(e, a), (b, c)], [d]),
        ([(a, d), (e, c)], [b]),
        ([(c, a), (d, b)], [e]),
        ([(a, b), (d, e)], [c]),
    ]
    assert planned_rounds(night) == 5
    for number, (tables, byes) in enumerate(expected, start=1):
        night = draw_round(night)
        assert pairs(night, number) == tables
        assert list(night.round(number).byes) == byes
        night = play_round(night, {1: (100, 100), 2: (120, 80)})
    met = [frozenset(t) for r in night.rounds for t in pairs(night, r.number)]
    assert len(met) == len(set(met)) == 10  # every pair once
    ranked = {s.team.id: s for s in standings(night)}
    assert all(s.count(Outcome.BYE) == 1 for s in ranked.values())


def test_two_pools_then_a_cross_pool_knockout() -> None:
    """docs/rules.md#knockout: pools A and B of four; in each the team first in its ring
    wins every game, so A1 and A2, B1 and B2 are the first two of its ring. The semi-finals
    are A1-B2 and B1-A2; A1 and A2 win them and meet in the final, which A2 wins."""
    settings = Settings(make_rules("bulgarian"), System(Kind.ROUND_ROBIN, pools=2, knockout=2))
    night = new_tournament("cup", "Cup", "cup-seed", settings, [(n, None) for n in "ABCDEFGH"])
    order = by_lot("cup-seed", "pools", [t.id for t in night.teams])
    pool_a, pool_b = order[0::2], order[1::2]
    assert pool_of(night) == {
        **dict.fromkeys(pool_a, 0),
        **dict.fromkeys(pool_b, 1),
    }
    assert planned_rounds(night) == 3 + 2
    for number in range(1, 4):
        night = draw_round(night)
        drawn = night.round(number)
        assert drawn.stage is Stage.POOLS
        assert [t.pool for t in drawn.tables] == [0, 0, 1, 1]  # pool A's tables first
        for table in drawn.tables:
            ring = pool_a if table.pool == 0 else pool_b
            first_wins = ring.index(table.teams[0]) < ring.index(table.teams[1])
            points = (151, 100) if first_wins else (100, 151)
            night = record_typed(night, number, table.number, [points]).tournament
    ranked = standings(night, pool_of(night))
    assert [(s.pool, s.rank, s.team.id) for s in ranked] == [
        *((0, n + 1, t) for n, t in enumerate(pool_a)),
        *((1, n + 1, t) for n, t in enumerate(pool_b)),
    ]
    night = draw_round(night)
    assert night.round(4).stage is Stage.KNOCKOUT
    assert pairs(night, 4) == [(pool_a[0], pool_b[1]), (pool_b[0], pool_a[1])]
    night = play_round(night, {1: (151, 20), 2: (40, 151)})
    night = draw_round(night)
    assert pairs(night, 5) == [(pool_a[0], pool_a[1])]
    assert champion(night) is None
    night = play_round(night, {1: (120, 151)})
    assert champion(night) == pool_a[1]
    assert [s.team.id for s in standings(night, pool_of(night))] == [s.team.id for s in ranked]


def test_the_bracket_places_the_best_seeds_apart() -> None:
    """docs/rules.md#knockout: seed s meets seed n + 1 - s; 1 and 2 only in the final."""
    assert bracket(2) == (1, 2)
    assert bracket(4) == (1, 4, 2, 3)
    assert bracket(8) == (1, 8, 4, 5, 2, 7, 3, 6)
    assert bracket(16)[:4] == (1, 16, 8, 9)
