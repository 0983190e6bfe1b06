"""The standings (docs/rules.md#standings, docs/rules.md#tie-breaks): equal to a count made
again from the tournament's file, in an order that is total and does not depend on the
order of the teams in the file; each tie-break, in turn, deciding a tie the worked examples
set up by hand."""

from __future__ import annotations

import hashlib
import json
import random
from collections import defaultdict
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot import game_from_record, make_rules, play
from belot.tournament import (
    Bye,
    Kind,
    Outcome,
    Result,
    Round,
    Settings,
    Stage,
    System,
    Table,
    Team,
    TieBreak,
    Tournament,
    loads,
    standings,
    tournament_to_json,
)
from belot.tournament.file import dumps
from tests.strategies import played_tournaments

SLOW = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def recount(data: dict[str, Any]) -> dict[str, dict[str, int]]:
    """Match points and game points per team, counted again from the file's JSON alone
    (docs/rules.md#match-points, docs/rules.md#byes): every game record played again."""
    points, bye = data["points"], data["bye"]
    found: dict[str, dict[str, int]] = defaultdict(lambda: {"mp": 0, "for": 0, "against": 0})
    for drawn in data["rounds"]:
        for team in drawn.get("byes", []):
            found[team]["mp"] += points["win"] if bye["win"] else 0
            found[team]["for"] += bye.get("scored", 0)
            found[team]["against"] += bye.get("against", 0)
        for table in drawn["tables"]:
            if table.get("chosen") is None:
                continue
            games = _games(table["results"][table["chosen"]], table["teams"])
            mine = sum(g[0] for g in games)
            theirs = sum(g[1] for g in games)
            won = [sum(1 for g in games if g[0] > g[1]), sum(1 for g in games if g[1] > g[0])]
            one, two = table["teams"]
            if won[0] == won[1]:
                found[one]["mp"] += points["draw"]
                found[two]["mp"] += points["draw"]
            else:
                found[one if won[0] > won[1] else two]["mp"] += points["win"]
                found[two if won[0] > won[1] else one]["mp"] += points["loss"]
            found[one]["for"] += mine
            found[one]["against"] += theirs
            found[two]["for"] += theirs
            found[two]["against"] += mine
    return found


def _games(result: dict[str, Any], teams: list[str]) -> list[tuple[int, int]]:
    if "typed" in result:
        return [(a, b) for a, b in result["typed"]]
    totals = []
    for record in result["games"]:
        game = game_from_record(record)
        a, b = play(game).totals
        first = record["tournament"]["teams"][0]
        totals.append((a, b) if first == teams[0] else (b, a))
    return totals


@SLOW
@given(played_tournaments(max_teams=24, max_rounds=6))
def test_the_standings_equal_a_count_made_again_from_the_file(tournament: Tournament) -> None:
    counted = recount(tournament_to_json(tournament))
    for standing in standings(tournament):
        mine = counted[standing.team.id]
        assert standing.match_points == mine["mp"]
        assert (standing.scored, standing.against) == (mine["for"], mine["against"])
        assert standing.difference == mine["for"] - mine["against"]


def _key(standing: Any, breaks: tuple[TieBreak, ...]) -> tuple[int, ...]:
    figures = {TieBreak.DIFFERENCE: standing.difference, TieBreak.SCORED: standing.scored}
    return (standing.match_points, *(figures[b] for b in breaks))


@SLOW
@given(played_tournaments(max_teams=24, max_rounds=5), st.randoms(use_true_random=False))
def test_the_order_is_total_and_does_not_depend_on_the_file_s_order(
    tournament: Tournament, shuffler: random.Random
) -> None:
    ranked = standings(tournament)
    assert [s.rank for s in ranked] == list(range(1, len(tournament.teams) + 1))
    assert sorted(s.team.id for s in ranked) == sorted(t.id for t in tournament.teams)
    breaks = tournament.settings.tie_breaks
    before = (
        breaks[: breaks.index(TieBreak.HEAD_TO_HEAD)] if TieBreak.HEAD_TO_HEAD in breaks else breaks
    )
    keys = [_key(s, before) for s in ranked]
    assert keys == sorted(keys, reverse=True)  # match points, then the tie-breaks in order
    if TieBreak.HEAD_TO_HEAD not in breaks:  # then lots settle what is level
        seed = tournament.seed
        full = [(*_key(s, breaks), _inverse_lot(seed, s.team.id)) for s in ranked]
        assert full == sorted(full, reverse=True)
    data = json.loads(dumps(tournament))
    shuffler.shuffle(data["teams"])
    again = loads(json.dumps(data))
    assert [s.team.id for s in standings(again)] == [s.team.id for s in ranked]
    assert [s.team.id for s in standings(tournament)] == [s.team.id for s in ranked]


def _inverse_lot(seed: str, team_id: str) -> tuple[int, ...]:
    """The lot as a key that sorts the smallest lot last when sorted in reverse."""
    lot = hashlib.sha256(f"{seed}:lots:{team_id}".encode()).digest()
    return tuple(-b for b in lot)


# --- worked examples: each tie-break in turn (docs/rules.md#tie-breaks) ------------------------


def night(
    breaks: tuple[TieBreak, ...],
    rounds: list[list[tuple[str, str, int, int]]],
    seed: str = "lots-seed",
    teams: int = 4,
) -> Tournament:
    """Teams t1, t2... and the rounds given as (team, team, their points, the others'),
    typed; a game of 12 deals, so that equal points are a draw."""
    rules = make_rules("belote", {"end": "deals", "deals": 12})
    settings_ = Settings(rules, System(Kind.SWISS, 5), tie_breaks=breaks, bye=Bye(True))
    members = tuple(Team(f"t{n}", f"Team {n}") for n in range(1, teams + 1))
    made = []
    for number, games in enumerate(rounds, start=1):
        tables = []
        for index, (one, two, a, b) in enumerate(games, start=1):
            winner = None if a == b else (0 if a > b else 1)
            result = Result(((a, b),), winner, typed=True)
            tables.append(Table(index, (one, two), 0, None, (result,), 0))
        made.append(Round(number, Stage.SWISS, tuple(tables)))
    return Tournament("ex", "Example", seed, settings_, members, tuple(made))


# t1 and t2 end level on match points (a win and a loss each): t1 has the better difference,
# t2 scored more, and t2 beat t1.
LEVEL = [
    [("t1", "t2", 140, 151), ("t3", "t4", 151, 100)],
    [("t1", "t4", 160, 60), ("t2", "t3", 300, 320)],
]


def order(tournament: Tournament) -> list[str]:
    return [s.team.id for s in standings(tournament)]


def test_each_tie_break_decides_in_its_turn() -> None:
    """docs/rules.md#tie-breaks: t1 (+89, 300 scored) and t2 (-9, 451 scored, beat t1)."""
    by_difference = standings(night((TieBreak.DIFFERENCE,), LEVEL))
    assert [(s.team.id, s.match_points, s.difference, s.scored) for s in by_difference] == [
        ("t3", 4, 71, 471),
        ("t1", 2, 89, 300),
        ("t2", 2, -9, 451),
        ("t4", 0, -151, 160),
    ]
    assert order(night((TieBreak.SCORED, TieBreak.DIFFERENCE), LEVEL))[1:3] == ["t2", "t1"]
    head = standings(night((TieBreak.HEAD_TO_HEAD, TieBreak.DIFFERENCE), LEVEL))
    assert [(s.team.id, s.head_to_head) for s in head[1:3]] == [("t2", 2), ("t1", 0)]
    assert head[0].head_to_head is None  # t3 was level with no one
    lots = sorted(
        ["t1", "t2"], key=lambda i: hashlib.sha256(f"lots-seed:lots:{i}".encode()).digest()
    )
    assert order(night((), LEVEL))[1:3] == lots  # no tie-break: by lot
    other = sorted(["t1", "t2"], key=lambda i: hashlib.sha256(f"zz:lots:{i}".encode()).digest())
    assert order(night((), LEVEL, seed="zz"))[1:3] == other


def test_head_to_head_counts_only_the_games_among_the_level_teams() -> None:
    """t1, t2 and t3 end on 3 match points. Among them t1 beat t2 and drew with t3, and t2
    drew with t3: a mini-league of t1 3, t3 2, t2 1. t1's loss to t5 does not count in it.
    By difference instead, t2 and t3 (0) come before t1 (-50), and lots settle t2 and t3."""
    rounds = [
        [("t1", "t2", 160, 100), ("t3", "t4", 120, 120)],
        [("t1", "t3", 130, 130), ("t2", "t5", 150, 90)],
        [("t2", "t3", 110, 110), ("t1", "t5", 60, 170)],
    ]
    ranked = standings(night((TieBreak.HEAD_TO_HEAD, TieBreak.DIFFERENCE), rounds, teams=5))
    assert [(s.team.id, s.match_points, s.head_to_head) for s in ranked] == [
        ("t1", 3, 3),
        ("t3", 3, 2),
        ("t2", 3, 1),
        ("t5", 2, None),
        ("t4", 1, None),
    ]
    by_difference = standings(night((TieBreak.DIFFERENCE,), rounds, teams=5))
    assert [(s.team.id, s.difference) for s in by_difference[2:]] == [
        ("t1", -50),
        ("t5", 50),
        ("t4", 0),
    ]
    lots = sorted(
        ["t2", "t3"], key=lambda i: hashlib.sha256(f"lots-seed:lots:{i}".encode()).digest()
    )
    assert [s.team.id for s in by_difference[:2]] == lots


def test_every_figure_is_explained_by_the_team_s_rounds() -> None:
    """docs/rules.md#standings: tap a team, see its rounds, opponents, scores."""
    ranked = {s.team.id: s for s in standings(night((), LEVEL))}
    lines = ranked["t2"].lines
    assert [(ln.round, ln.table, ln.opponent, ln.outcome, ln.scores) for ln in lines] == [
        (1, 1, "t1", Outcome.WIN, ((151, 140),)),
        (2, 2, "t3", Outcome.LOSS, ((300, 320),)),
    ]
    assert sum(ln.match_points for ln in lines) == ranked["t2"].match_points == 2
    assert all(ln.typed for ln in lines)
