"""Statistics of a game and across games (belot/stats.py): hand-made games and properties."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import tests.strategies as bst
from belot import Game, game_from_record, make_rules, play
from belot.stats import (
    AcrossStats,
    Ratio,
    RatioRounding,
    Side,
    SideStats,
    TeamGameStats,
    across,
    game_stats,
    race,
    side_of,
)

ROOT = Path(__file__).resolve().parents[1]


def record(rules: str, deals: list[dict[str, Any]], **extra: Any) -> Game:
    return game_from_record(
        {"format": "belot-game", "version": 1, "rules": rules, "deals": deals, **extra}
    )


# A Bulgarian game with every kind of deal; what each deal writes is in the comments.
BULGARIAN_DEALS: list[dict[str, Any]] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},  # made: 9 : 7
    {"contract": "all-trumps", "declarer": 1, "points": [100, 158], "double": 2},  # 0 : 52
    {"passed": True},
    {"contract": "no-trumps", "declarer": 0, "points": [50, 80]},  # inside: 0 : 26
    {"contract": "spades", "declarer": 1, "points": [81, 81]},  # hanging: 8 : 0 (8 held)
    {"contract": "clubs", "declarer": 0, "points": [162, 0], "valat": 0},  # 25 + 8 held : 0
    {"contract": "diamonds", "declarer": 1, "points": [40, 122]},  # 4 : 12
    {"contract": "all-trumps", "declarer": 0, "points": [200, 58], "double": 4},  # 104 : 0
]


def test_a_bulgarian_game_figure_by_figure() -> None:
    sheet = play(record("bulgarian", BULGARIAN_DEALS, teams=["Us", "Them"]))
    stats = game_stats(sheet)
    assert stats.teams[0] == TeamGameStats(
        taken=4,  # deals 1, 4, 6, 8
        made=3,  # 1, 6, 8
        failed=1,  # 4: inside
        hanging=0,
        valats=1,  # 6
        doubled_by=1,  # its kontra on deal 2
        doubled_against=1,  # deal 8, kontra'd...
        redoubled=1,  # ...and answered with rekontra
        points=158,
        deals=7,  # the redeal does not count
        per_deal=(9, 0, 0, 0, 8, 33, 4, 104),
    )
    assert stats.teams[1] == TeamGameStats(
        taken=3,  # 2, 5, 7
        made=2,  # 2, 7
        failed=0,
        hanging=1,  # 5
        valats=0,
        doubled_by=1,  # deal 8
        doubled_against=1,  # deal 2
        redoubled=0,
        points=97,
        deals=7,
        per_deal=(7, 52, 0, 26, 0, 0, 12, 0),
    )
    assert (stats.rows, stats.played, stats.redeals) == (8, 7, 1)
    assert stats.race == (
        (0, 0),
        (9, 7),
        (9, 59),
        (9, 59),
        (9, 85),
        (17, 85),
        (50, 85),
        (54, 97),
        (158, 97),
    )
    assert (stats.target, stats.winner) == (151, 0)
    assert stats.teams[0].made_rate == Ratio(3, 4)
    assert stats.teams[0].made_rate.percent() == 75
    assert stats.teams[1].made_rate.percent() == 67
    assert stats.teams[0].average.scaled(10) == 226  # 158 / 7 = 22.57...
    assert stats.teams[1].average.scaled(10) == 139  # 97 / 7 = 13.86...


def test_a_belote_game_with_a_litige_and_a_chute() -> None:
    sheet = play(
        record(
            "belote",
            [
                {"contract": "hearts", "declarer": 0, "points": [81, 81]},  # litige: 0 : 81
                {"contract": "spades", "declarer": 1, "points": [60, 102]},  # 60 : 102 + 81
                {"contract": "clubs", "declarer": 0, "points": [70, 92]},  # chute: 0 : 162
            ],
        )
    )
    us, them = game_stats(sheet).teams
    assert (us.taken, us.made, us.failed, us.hanging) == (2, 0, 1, 1)
    assert (them.taken, them.made, them.failed, them.hanging) == (1, 1, 0, 0)
    assert us.points == 0 + 60 + 0  # the taker's 81 were set aside, and lost
    assert them.points == 81 + 183 + 162
    assert (us.doubled_by, us.doubled_against, us.redoubled, us.valats) == (0, 0, 0, 0)
    assert us.made_rate.percent() == 0
    assert them.made_rate.percent() == 100


def test_a_contree_capot_under_contre() -> None:
    sheet = play(
        record(
            "contree",
            [
                {"contract": "spades", "declarer": 0, "points": [90, 72], "bid": 100},
                {"contract": "hearts", "declarer": 1, "points": [0, 162], "valat": 1,
                 "bid": "capot", "double": 2},
            ],
        )
    )  # fmt: skip
    stats = game_stats(sheet)
    us, them = stats.teams
    assert stats.winner == 1  # (250 + 250) x 2
    assert (them.taken, them.made, them.valats, them.doubled_against) == (1, 1, 1, 1)
    assert (us.doubled_by, us.taken, us.failed, us.valats) == (1, 1, 1, 0)


def test_a_game_with_no_deals() -> None:
    stats = game_stats(play(Game(make_rules("coinche"))))
    assert stats.race == ((0, 0),)
    assert stats.teams[0].made_rate.percent() is None
    assert stats.teams[0].average.scaled(10) is None
    assert (stats.rows, stats.played, stats.winner, stats.target) == (0, 0, None, 1000)


# --- ratios -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("part", "whole", "down", "half_up", "exact_ends"),
    [
        (2, 3, 66, 67, 67),
        (1, 3, 33, 33, 33),
        (1, 8, 12, 13, 13),  # 12.5: the half goes up
        (199, 200, 99, 100, 99),  # not all made: not 100 %
        (1, 300, 0, 0, 1),  # some made: not 0 %
        (0, 7, 0, 0, 0),
        (7, 7, 100, 100, 100),
    ],
)
def test_percent_under_each_policy(
    part: int, whole: int, down: int, half_up: int, exact_ends: int
) -> None:
    ratio = Ratio(part, whole)
    assert ratio.percent(RatioRounding.DOWN) == down
    assert ratio.percent(RatioRounding.HALF_UP) == half_up
    assert ratio.percent(RatioRounding.HALF_UP_EXACT_ENDS) == exact_ends
    assert ratio.percent() == exact_ends  # the page's policy


def test_an_undefined_ratio_and_pooling() -> None:
    assert Ratio(0, 0).percent() is None
    assert not Ratio(3, 0).defined
    assert Ratio(3, 4) + Ratio(1, 2) == Ratio(4, 6)
    assert Ratio(-7, 2).scaled(1) == -3  # -3.5: the half goes up
    assert Ratio(-7, 2).scaled(1, RatioRounding.DOWN) == -4


@given(st.integers(0, 10_000), st.integers(1, 10_000))
def test_percent_is_within_a_point_of_the_exact_value(part: int, whole: int) -> None:
    part = min(part, whole)
    for policy in RatioRounding:
        value = Ratio(part, whole).percent(policy)
        assert value is not None
        assert abs(value * whole - 100 * part) <= whole  # |value - exact| <= 1
    exact_ends = Ratio(part, whole).percent(RatioRounding.HALF_UP_EXACT_ENDS)
    assert (exact_ends == 0) == (part == 0)
    assert (exact_ends == 100) == (part == whole)


def test_the_engine_uses_no_float_and_no_true_division() -> None:
    for path in ("belot/stats.py", "belot/app/screens/stats/chart.py"):
        tree = ast.parse((ROOT / path).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.BinOp | ast.AugAssign):
                assert not isinstance(node.op, ast.Div), f"{path}:{node.lineno}: true division"
            if isinstance(node, ast.Constant):
                assert not isinstance(node.value, float), f"{path}: float {node.value}"
            if isinstance(node, ast.Name):
                assert node.id not in ("float", "round"), f"{path}:{node.lineno}: {node.id}"


# --- across games -------------------------------------------------------------------


def test_pairs_are_order_insensitive_and_fall_back_to_the_team_name() -> None:
    one = record("bulgarian", [], teams=["A", "B"], players=["Ana", "Boris", "Vera", "Georgi"])
    two = record("bulgarian", [], teams=["C", "D"], players=["Vera", "Georgi", " Ana ", "Boris"])
    half = record("bulgarian", [], teams=["E", "F"], players=["Ana", "", "Vera", "Boris"])
    assert side_of(one, 0) == side_of(two, 0) == Side(("Ana", "Vera"))
    assert side_of(one, 1) == side_of(two, 1) == Side(("Boris", "Georgi"))
    assert side_of(half, 0) == Side(("Ana", "Vera"))
    assert side_of(half, 1) == Side(("F",))  # one name missing: the team's name
    assert side_of(record("belote", [], teams=["Us", "Them"]), 1) == Side(("Them",))
    assert side_of(one, 0).is_pair
    assert not Side(("F",)).is_pair


def finished_bulgarian(teams: list[str], players: list[str] | None = None) -> Game:
    extra: dict[str, Any] = {"teams": teams}
    if players is not None:
        extra["players"] = players
    return record("bulgarian", BULGARIAN_DEALS, **extra)


def test_across_hand_made_games() -> None:
    games = [
        finished_bulgarian(["Us", "Them"], ["Ana", "Boris", "Vera", "Georgi"]),  # Us won
        finished_bulgarian(["Them", "Us"], ["Georgi", "Vera", "Boris", "Ana"]),  # Them won
        record("bulgarian", BULGARIAN_DEALS[:2], teams=["Us", "Them"]),  # in play: 9 : 59
        record(
            "belote",
            [{"contract": "hearts", "declarer": 0, "points": [100, 62]}],
            teams=["Us", "X"],
        ),
    ]
    stats = across(games)
    assert (stats.games, stats.finished, stats.wins) == (4, 2, 2)
    teams = dict(stats.teams)
    assert teams["Us"] == SideStats(
        games=4,
        finished=2,
        wins=1,
        taken=4 + 3 + 1 + 1,
        made=3 + 2 + 1 + 1,
        points=158 + 97 + 9 + 100,
        deals=7 + 7 + 2 + 1,
    )
    assert teams["Them"] == SideStats(
        games=3, finished=2, wins=1, taken=3 + 4 + 1, made=2 + 3 + 1, points=97 + 158 + 59, deals=16
    )
    assert teams["X"] == SideStats(games=1, taken=0, points=62, deals=1)
    assert [name for name, _ in stats.teams] == ["Us", "Them", "X"]  # wins, then games, then name
    pairs = dict(stats.pairs)
    # Ana and Vera won the first game as team 0 and lost the second as team 1.
    assert pairs[Side(("Ana", "Vera"))] == SideStats(
        games=2, finished=2, wins=1, taken=4 + 3, made=3 + 2, points=158 + 97, deals=14
    )
    assert pairs[Side(("Boris", "Georgi"))].wins == 1
    assert pairs[Side(("Us",))].games == 2  # no players named: the team's name
    assert stats.has_pairs
    assert stats.mixed
    assert [(c.ruleset, c.games, c.finished) for c in stats.rulesets] == [
        ("bulgarian", 3, 2),
        ("belote", 1, 0),
    ]
    assert teams["Us"].made_rate.percent() == 78  # 7 / 9
    assert teams["Us"].average.scaled(10) == 214  # 364 / 17 = 21.41...


def test_filter_by_ruleset() -> None:
    games = [
        finished_bulgarian(["Us", "Them"]),
        record("belote", [{"contract": "hearts", "declarer": 0, "points": [100, 62]}]),
    ]
    belote = across(games, "belote")
    assert (belote.ruleset, belote.games, belote.finished) == ("belote", 1, 0)
    assert dict(belote.teams)["Us"].points == 100
    assert not belote.mixed
    assert [c.ruleset for c in belote.rulesets] == ["bulgarian", "belote"]  # all, for the filter
    nothing = across(games, "coinche")
    assert (nothing.games, nothing.teams, nothing.pairs) == (0, (), ())
    assert not across(games[:1]).has_pairs


# --- properties ---------------------------------------------------------------------

NAMES = st.sampled_from(["Ana", "Boris", "Vera", "Georgi", "", "Ана"])


@st.composite
def named_games(draw: st.DrawFn) -> Game:
    """A game that plays, its teams and (sometimes) players drawn from a few names."""
    game = draw(bst.games(max_deals=12))
    teams = (draw(st.sampled_from(["Us", "Them", "X"])), draw(st.sampled_from(["Us", "Them"])))
    players = draw(st.none() | st.tuples(NAMES, NAMES, NAMES, NAMES))
    return replace(game, teams=teams, players=players)


def mirrored(game: Game) -> Game:
    """The same game with the teams' places exchanged: names, players' seats and deals."""
    players = None if game.players is None else (*game.players[1:], game.players[0])
    return replace(
        game,
        deals=tuple(bst.swapped(d) for d in game.deals),
        teams=(game.teams[1], game.teams[0]),
        players=players,
        first_dealer=(game.first_dealer + 1) % 4,
    )


@settings(deadline=None)
@given(bst.games())
def test_taken_is_made_failed_or_hanging(game: Game) -> None:
    sheet = play(game)
    stats = game_stats(sheet)
    for team in stats.teams:
        assert team.taken == team.made + team.failed + team.hanging
        assert team.deals == stats.played
        assert len(team.per_deal) == stats.rows
        assert team.redoubled <= team.doubled_against
    assert sum(t.taken for t in stats.teams) == stats.played
    assert sum(t.doubled_by for t in stats.teams) == sum(t.doubled_against for t in stats.teams)
    assert stats.played + stats.redeals <= stats.rows
    assert stats.race == race(sheet)
    assert len(stats.race) == stats.rows + 1
    assert stats.race[-1] == sheet.totals


@settings(deadline=None)
@given(bst.games())
def test_swapping_the_teams_swaps_the_figures(game: Game) -> None:
    stats, mirror = game_stats(play(game)), game_stats(play(mirrored(game)))
    assert mirror.teams == (stats.teams[1], stats.teams[0])
    assert mirror.race == tuple((b, a) for a, b in stats.race)
    assert mirror.winner == (None if stats.winner is None else 1 - stats.winner)


def check_across(stats: AcrossStats, games: list[Game]) -> None:
    finished = sum(play(g).over for g in games)
    assert stats.finished == finished
    assert stats.games == len(games)
    assert stats.wins == finished  # one win per finished game
    assert sum(s.wins for _, s in stats.pairs) == finished
    assert sum(s.games for _, s in stats.teams) == 2 * len(games)
    assert sum(s.games for _, s in stats.pairs) == 2 * len(games)
    assert sum(s.taken for _, s in stats.teams) == sum(s.taken for _, s in stats.pairs)
    for _, side in (*stats.teams, *stats.pairs):
        assert side.wins <= side.finished <= side.games
        assert side.made <= side.taken


@settings(deadline=None, max_examples=60)
@given(st.lists(named_games(), max_size=6), st.sampled_from(["", "bulgarian", "belote", "coinche"]))
def test_across_games(games: list[Game], ruleset: str) -> None:
    stats = across(games, ruleset)
    chosen = [g for g in games if not ruleset or g.rules.id == ruleset]
    check_across(stats, chosen)
    unfiltered = across(chosen)  # filtering is choosing the games
    assert (stats.teams, stats.pairs) == (unfiltered.teams, unfiltered.pairs)
    assert sum(c.games for c in stats.rulesets) == len(games)
    assert sum(c.finished for c in stats.rulesets) == sum(play(g).over for g in games)


@settings(deadline=None, max_examples=60)
@given(st.lists(named_games(), max_size=6))
def test_swapping_teams_in_every_game_changes_nothing_across(games: list[Game]) -> None:
    stats, mirror = across(games), across(mirrored(g) for g in games)
    assert (mirror.teams, mirror.pairs) == (stats.teams, stats.pairs)
