"""A table's result (docs/rules.md#results): checked against the tournament, scored again
by the engine, recorded; the same result again, a different one, a typed one, one of
another tournament or round. Worked examples, each citing the rule it shows."""

from __future__ import annotations

from dataclasses import replace

import pytest

from belot import Adjustment, Contract, Game, PlayedDeal, make_rules, play
from belot.errors import TournamentError
from belot.game import game_result, next_in_match
from belot.match import Match, score_match
from belot.tag import TournamentTag
from belot.tournament import (
    Kind,
    Settings,
    Stage,
    Status,
    System,
    Tournament,
    can_draw,
    choose_result,
    draw_round,
    new_tournament,
    read_result,
    record_games,
    record_typed,
    standings,
    verify_draw,
)
from belot.tournament.links import assignment_game, result_fragment
from belot.tournament.results import can_record, match_of


def night(rules: dict[str, object] | None = None, best_of: int = 1, teams: int = 4) -> Tournament:
    """A Swiss of 3 rounds of Bulgarian games, round 1 drawn."""
    settings = Settings(make_rules("bulgarian", rules), System(Kind.SWISS, 3), best_of)
    names = [(f"Team {n}", (f"A{n}", f"B{n}")) for n in range(1, teams + 1)]
    return draw_round(new_tournament("club", "Club night", "seed", settings, names))


def won(game: Game, mine: int, theirs: int) -> Game:
    """``game`` ended by a correction that writes mine : theirs (a game to the target)."""
    return game.with_deal(Adjustment((mine, theirs)))


def error(code: str, call: object, *args: object) -> TournamentError:
    with pytest.raises(TournamentError) as caught:
        call(*args)  # type: ignore[operator]
    assert caught.value.code == code, str(caught.value)
    return caught.value


def test_a_table_s_game_is_scored_again_and_counts() -> None:
    """docs/rules.md#results: the game's deals are played again by the engine: 87 to 75 at
    hearts is written 9 to 7 (docs/rules.md#bulgarian-deals), whatever the table showed."""
    tournament = night()
    game = assignment_game(tournament, 1, 1)
    game = game.with_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(87, 75)))
    game = won(game, 150, 0)  # then a correction past the target
    assert play(game).totals == (159, 7)
    done = record_games(tournament, read_result(result_fragment([game])))
    assert (done.status, done.round, done.table) == (Status.RECORDED, 1, 1)
    assert done.result.scores == ((159, 7),)
    table = done.tournament.round(1).table(1)
    assert table.result == done.result
    first = {s.team.id: s for s in standings(done.tournament)}[table.teams[0]]
    assert (first.match_points, first.scored, first.against) == (2, 159, 7)


def test_the_same_result_again_changes_nothing() -> None:
    tournament = night()
    game = won(assignment_game(tournament, 1, 2), 151, 90)
    once = record_games(tournament, [game]).tournament
    again = record_games(once, [game])
    assert again.status is Status.UNCHANGED
    assert again.tournament is once


def test_a_different_result_waits_for_the_organiser_s_choice() -> None:
    """docs/rules.md#results: a second, different result is kept beside the first; the
    table counts again once one is chosen; the round cannot be followed meanwhile."""
    tournament = night()
    for number in (1, 2):
        tournament = record_games(
            tournament, [won(assignment_game(tournament, 1, number), 151, 90)]
        ).tournament
    assert can_draw(tournament)
    other = won(assignment_game(tournament, 1, 2), 80, 160)
    done = record_games(tournament, [other])
    assert done.status is Status.CANDIDATE
    table = done.tournament.round(1).table(2)
    assert (len(table.results), table.chosen, table.undecided) == (2, None, True)
    refusal = error("tournament-results-missing", verify_draw, done.tournament)
    assert str(refusal) == "round 1 is still being played: no result counts yet at table 2"
    losers = {s.team.id: s.match_points for s in standings(done.tournament)}
    assert losers[table.teams[0]] == 0  # neither result counts
    chosen = choose_result(done.tournament, 1, 2, 1)
    assert chosen.round(1).table(2).result == table.results[1]
    assert {s.team.id: s.match_points for s in standings(chosen)}[table.teams[1]] == 2
    assert can_draw(chosen)
    error("tournament-no-candidate", choose_result, chosen, 1, 2, 2)


def test_a_result_of_another_tournament_is_refused_with_the_reason() -> None:
    tournament = night()
    game = won(assignment_game(tournament, 1, 1), 151, 90)
    assert game.tournament is not None
    foreign = replace(game, tournament=replace(game.tournament, id="spring", name="Spring cup"))
    refusal = error("tournament-other", record_games, tournament, [foreign])
    assert str(refusal) == (
        "the result is of the tournament Spring cup (spring), not of Club night (club)"
    )
    assert not can_record(tournament, [foreign])


def test_a_result_of_a_round_over_is_refused_unless_it_came_already() -> None:
    """docs/rules.md#results: round 2 was drawn on round 1's results."""
    tournament = night()
    first = won(assignment_game(tournament, 1, 1), 151, 90)
    tournament = record_games(tournament, [first]).tournament
    tournament = record_typed(tournament, 1, 2, [(151, 100)]).tournament
    tournament = draw_round(tournament)
    late = won(assignment_game(tournament, 1, 1), 100, 151)
    refusal = error("tournament-round-closed", record_games, tournament, [late])
    assert "round 2 has been drawn on its results" in str(refusal)
    assert record_games(tournament, [first]).status is Status.UNCHANGED
    typed = record_typed(tournament, 1, 1, [(100, 151)])  # the organiser still can
    assert typed.status is Status.RECORDED


def test_a_result_of_a_round_not_drawn_or_of_other_teams_is_refused() -> None:
    tournament = night()
    game = won(assignment_game(tournament, 1, 1), 151, 90)
    tag = game.tournament
    assert tag is not None
    later = replace(game, tournament=replace(tag, round=2))
    assert "has not been drawn (1 have been)" in str(
        error("tournament-round-not-drawn", record_games, tournament, [later])
    )
    other_table = tournament.round(1).table(2)
    moved = replace(game, tournament=replace(tag, table=2))
    refusal = error("tournament-teams", record_games, tournament, [moved])
    names = " – ".join(tournament.team(t).name for t in other_table.teams)
    assert f"table 2 of round 1 ({names};" in str(refusal)
    error(
        "tournament-no-table",
        record_games,
        tournament,
        [replace(game, tournament=replace(tag, table=9))],
    )


def test_the_teams_may_sit_either_way_round() -> None:
    """A table's phone that swapped the two teams: the result is turned to the table's
    order."""
    tournament = night()
    game = won(assignment_game(tournament, 1, 1), 151, 90)
    assert game.tournament is not None
    tag = game.tournament
    swapped = replace(game, teams=game.teams[::-1], tournament=replace(tag, teams=tag.teams[::-1]))
    done = record_games(tournament, [swapped])
    assert done.result.scores == ((90, 151),)
    assert done.result.winner == 1


def test_a_game_under_other_rules_or_not_ended_or_untagged_is_refused() -> None:
    tournament = night()
    game = assignment_game(tournament, 1, 1)
    other = replace(won(game, 151, 90), rules=make_rules("bulgarian", {"target": 101}))
    assert "not played under the tournament's rules" in str(
        error("tournament-rules", record_games, tournament, [other])
    )
    half = game.with_deal(Adjustment((100, 60)))
    refusal = error("tournament-unfinished", record_games, tournament, [half])
    assert str(refusal) == "game 1 of the result has not ended (100 to 60 after 0 deals)"
    error(
        "tournament-untagged",
        record_games,
        tournament,
        [replace(won(game, 151, 0), tournament=None)],
    )
    error("tournament-no-games", record_games, tournament, [])
    bad = game.with_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(87, 70)))
    refusal = error("tournament-game-invalid", record_games, tournament, [bad])
    assert "points must add up to 162" in str(refusal)
    twice = [won(game, 151, 0), won(game, 151, 0)]
    error("tournament-one-game", record_games, tournament, twice)


def test_a_match_is_every_game_of_it_and_its_winner() -> None:
    """docs/rules.md#match-points: a table playing a best of 3 sends every game; the
    match's winner wins the table; its game points are the sum of its games'."""
    tournament = night(best_of=3)
    assert match_of(tournament, tournament.round(1)) == 3
    first = won(assignment_game(tournament, 1, 1), 151, 100)
    assert first.match is not None
    assert first.match.id == "club-r1-t1"
    match = Match(3, first.rules, first.teams)
    second = won(next_in_match(first, score_match(match, [game_result(first)])), 90, 151)
    assert second.tournament == first.tournament
    games = [first, second]
    third = won(next_in_match(second, score_match(match, [game_result(g) for g in games])), 160, 20)
    refusal = error("tournament-match-unfinished", record_games, tournament, games)
    assert str(refusal) == "the result's match has not ended (1 to 1 in games, best of 3)"
    done = record_games(tournament, [*games, third])
    assert done.result.scores == ((151, 100), (90, 151), (160, 20))
    assert (done.result.winner, done.result.points) == (0, (401, 271))
    error("tournament-match-games", record_games, tournament, [first, third])
    error("tournament-one-game", record_games, night(), [first])


def test_a_paper_table_s_result_is_typed_and_checked() -> None:
    """docs/rules.md#results: each game's points, typed, marked typed, checked as a game."""
    tournament = night()
    done = record_typed(tournament, 1, 2, [(151, 98)])
    assert done.result.typed
    assert done.result.scores == ((151, 98),)
    error("tournament-typed-target", record_typed, tournament, 1, 1, [(150, 98)])
    error("tournament-typed-target", record_typed, tournament, 1, 1, [(160, 160)])
    error("tournament-typed-count", record_typed, tournament, 1, 1, [(151, 0), (151, 0)])
    error("tournament-typed-points", record_typed, tournament, 1, 1, [(151, 100_000)])
    deals = night({"end": "deals", "deals": 12})
    assert record_typed(deals, 1, 1, [(81, 81)]).result.winner is None  # a draw
    match = night(best_of=3)
    assert record_typed(match, 1, 1, [(151, 0), (0, 151), (151, 2)]).result.winner == 0
    error("tournament-match-unfinished", record_typed, match, 1, 1, [(151, 0)])
    error("tournament-match", record_typed, match, 1, 1, [(151, 0), (151, 0), (151, 0)])


def test_a_typed_result_counts_at_once_over_the_others() -> None:
    tournament = night()
    tournament = record_games(
        tournament, [won(assignment_game(tournament, 1, 1), 151, 90)]
    ).tournament
    tournament = record_games(
        tournament, [won(assignment_game(tournament, 1, 1), 90, 151)]
    ).tournament
    assert tournament.round(1).table(1).undecided
    done = record_typed(tournament, 1, 1, [(151, 120)])
    table = done.tournament.round(1).table(1)
    assert (done.status, len(table.results), table.chosen) == (Status.RECORDED, 3, 2)
    again = record_typed(done.tournament, 1, 1, [(151, 120)])
    assert again.status is Status.UNCHANGED


def knockout_night(rules: dict[str, object] | None = None) -> Tournament:
    """Three teams in one pool, the best two to a final; the pools' three rounds typed."""
    settings = Settings(
        make_rules("bulgarian", rules), System(Kind.ROUND_ROBIN, pools=1, knockout=2)
    )
    tournament = new_tournament("ko", "Cup", "seed", settings, [(n, None) for n in ("A", "B", "C")])
    for _ in range(3):
        tournament = draw_round(tournament)
        for table in tournament.rounds[-1].tables:
            points = [(151, 100)] if tournament.settings.rules.deals_to_play is None else [(30, 10)]
            tournament = record_typed(
                tournament, len(tournament.rounds), table.number, points
            ).tournament
    return draw_round(tournament)


def test_a_knockout_table_needs_a_winner() -> None:
    """docs/rules.md#knockout: a game of a fixed number of deals is a best of 1 match
    there, so that a drawn game is followed by another."""
    tournament = knockout_night({"end": "deals", "deals": 2})
    final = tournament.rounds[-1]
    assert final.stage is Stage.KNOCKOUT
    assert len(final.tables) == 1
    assert match_of(tournament, final) == 1
    refusal = error(
        "tournament-match-unfinished", record_typed, tournament, final.number, 1, [(20, 20)]
    )
    assert str(refusal) == "the result's match has not ended (0 to 0 in games, best of 1)"
    typed = record_typed(tournament, final.number, 1, [(20, 20), (30, 10)])
    assert typed.result.winner == 0
    game = assignment_game(tournament, final.number, 1)
    assert game.match is not None
    assert game.match.best_of == 1
    drawn = game.with_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(100, 62)))
    drawn = drawn.with_deal(PlayedDeal(Contract.HEARTS, declarer=1, points=(62, 100)))
    assert play(drawn).drawn
    match = Match(1, game.rules, game.teams)
    replay = next_in_match(drawn, score_match(match, [game_result(drawn)]))
    replay = replay.with_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(100, 62)))
    replay = replay.with_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(100, 62)))
    error("tournament-match-unfinished", record_games, tournament, [drawn])
    done = record_games(tournament, [drawn, replay])
    assert done.result.scores == ((16, 16), (20, 12))
    assert done.result.winner == 0
    assert not can_draw(done.tournament)  # the final was the last round
    target = knockout_night()  # a game to the target always has a winner: one game
    assert match_of(target, target.rounds[-1]) is None
    error("tournament-typed-target", record_typed, target, 4, 1, [(151, 151)])


def test_a_tag_is_kept_by_a_match_s_next_game() -> None:
    tag = TournamentTag("club", "Club night", 1, 1, ("t1", "t2"))
    assert tag.same_place(replace(tag, name="Renamed"))
    assert not tag.same_place(replace(tag, round=2))
