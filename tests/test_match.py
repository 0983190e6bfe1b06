"""Matches (docs/rules.md#matches): best of 1, 3, 5 or 7 games between the same teams under
the same rules, folded over the games' results; a game's place in a match in the record
(docs/formats.md#match)."""

from __future__ import annotations

import pytest

from belot import Contract, Game, PlayedDeal, make_rules
from belot.errors import MatchError, RecordError
from belot.game import game_result, next_in_match, play
from belot.match import GameResult, InMatch, Match, score_games, score_match
from belot.record import game_from_record, game_to_record

RULES = make_rules("bulgarian")
TEAMS = ("Us", "Them")


def won(team: int | None, rules: object = RULES, teams: tuple[str, str] = TEAMS) -> GameResult:
    return GameResult(rules, teams, True, team)  # type: ignore[arg-type]


def match(best_of: int = 3) -> Match:
    return Match(best_of, RULES, TEAMS)


@pytest.mark.parametrize("best_of", [0, 2, 4, 9, True, "3"])
def test_a_match_is_best_of_1_3_5_or_7(best_of: object) -> None:
    with pytest.raises(MatchError, match="a match is best of 1, 3, 5 or 7 games"):
        Match(best_of, RULES, TEAMS)  # type: ignore[arg-type]
    with pytest.raises(MatchError):
        InMatch("m", best_of)  # type: ignore[arg-type]


def test_best_of_3_ends_when_a_team_has_won_two() -> None:
    one = score_match(match(), [won(0)])
    assert (one.wins, one.ended, one.next_game) == ((1, 0), False, 2)
    two = score_match(match(), [won(0), won(1)])
    assert (two.wins, two.ended) == ((1, 1), False)
    three = score_match(match(), [won(0), won(1), won(1)])
    assert (three.wins, three.ended, three.winner, three.next_game) == ((1, 2), True, 1, None)
    assert score_match(match(), [won(1), won(1)]).winner == 1


def test_a_drawn_game_counts_for_neither_and_another_is_added() -> None:
    score = score_match(match(), [won(0), won(None), won(None), won(1)])
    assert (score.wins, score.drawn, score.played, score.ended) == ((1, 1), 2, 4, False)
    assert score.next_game == 5
    assert score_match(match(), [won(0), won(None), won(1), won(0)]).winner == 0


def test_best_of_1_ends_with_its_first_won_game() -> None:
    assert score_match(match(1), [won(None)]).ended is False
    assert score_match(match(1), [won(None), won(1)]).winner == 1


def test_no_game_follows_a_match_that_has_ended() -> None:
    with pytest.raises(MatchError, match=r"the match has ended \(2 to 0\): game 3 cannot follow"):
        score_match(match(), [won(0), won(0), won(1)])


def test_a_running_game_counts_nothing_and_nothing_follows_it() -> None:
    running = GameResult(RULES, TEAMS, False)
    score = score_match(match(), [won(0), running])
    assert (score.wins, score.played, score.running, score.next_game) == ((1, 0), 1, True, 2)
    with pytest.raises(MatchError, match="game 2 of the match has not ended"):
        score_match(match(), [won(0), running, won(1)])


def test_a_game_under_other_rules_or_teams_is_refused() -> None:
    other_target = make_rules("bulgarian", {"target": 101})
    with pytest.raises(MatchError, match="game 2 of the match is not played under the match"):
        score_match(match(), [won(0), won(0, other_target)])
    with pytest.raises(MatchError, match="game 1 of the match is not played under"):
        score_match(match(), [won(0, make_rules("belot-arena"))])
    with pytest.raises(MatchError, match="game 2 of the match is not between the match's teams"):
        score_match(match(), [won(0), won(1, RULES, ("Us", "Others"))])


@pytest.mark.parametrize("best_of", [1, 3, 5, 7])
def test_a_match_ends_exactly_when_a_team_has_won_more_than_half(best_of: int) -> None:
    results: list[GameResult] = []
    for team in [0, 1] * best_of:
        score = score_match(match(best_of), results)
        assert score.ended == (max(score.wins) > best_of / 2)
        if score.ended:
            break
        results.append(won(team))


def test_the_next_game_of_a_match_keeps_teams_rules_and_passes_the_deal() -> None:
    place = InMatch("m-1", 3, 1)
    game = Game(RULES, teams=TEAMS, first_dealer=2, match=place)
    for _ in range(6):  # 25 : 0 a deal, 151 after seven; the valat rule waits one more
        game = game.with_deal(PlayedDeal(Contract.HEARTS, 0, (162, 0), valat=0))
    game = game.with_deal(PlayedDeal(Contract.HEARTS, 0, (162, 0), valat=0))
    game = game.with_deal(PlayedDeal(Contract.HEARTS, 0, (100, 62)))
    sheet = play(game)
    assert sheet.winner == 0
    score = score_match(Match.of(place, game_result(game)), [game_result(game)])
    following = next_in_match(game, score)
    assert following.match == InMatch("m-1", 3, 2)
    assert (following.rules, following.teams, following.deals) == (RULES, TEAMS, ())
    assert following.first_dealer == sheet.next_dealer
    with pytest.raises(MatchError, match="has not ended"):
        next_in_match(following, score)
    ended = score_match(Match.of(place, game_result(game)), [game_result(game)] * 2)
    with pytest.raises(MatchError, match="the match has ended"):
        next_in_match(game, ended)


def test_a_game_record_says_its_place_in_a_match_and_reads_back() -> None:
    game = Game(RULES, teams=TEAMS, match=InMatch("2026-12-02-a", 5, 3))
    record = game_to_record(game)
    assert record["version"] == 2
    assert record["match"] == {"id": "2026-12-02-a", "best_of": 5, "game": 3}
    assert game_from_record(record) == game


@pytest.mark.parametrize(
    "bad",
    [
        {"id": "m", "best_of": 4, "game": 1},
        {"id": "", "best_of": 3, "game": 1},
        {"id": "m", "best_of": 3, "game": 0},
        {"id": "m", "best_of": 3},
        {"id": "m", "best_of": 3, "game": 1, "extra": 1},
        {"id": 7, "best_of": 3, "game": 1},
        {"id": "m", "best_of": True, "game": 1},
        [1, 2],
    ],
)
def test_a_bad_match_in_a_record_is_a_clear_error(bad: object) -> None:
    record = {"format": "belot-game", "version": 2, "rules": "bulgarian", "match": bad, "deals": []}
    with pytest.raises(RecordError, match="match must be an object with id"):
        game_from_record(record)


def test_a_record_without_a_match_reads_as_a_game_of_its_own() -> None:
    record = {"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": []}
    assert game_from_record(record).match is None
    assert game_from_record({**record, "match": None}).match is None


def at(game: int, match_id: str = "m", best_of: int = 3) -> InMatch:
    return InMatch(match_id, best_of, game)


def test_a_matchs_games_are_scored_in_their_order_whatever_order_they_come_in() -> None:
    score = score_games([(at(3), won(0)), (at(1), won(1)), (at(2), won(0))])
    assert (score.wins, score.winner, score.played) == ((2, 1), 0, 3)
    assert score.match == Match(3, RULES, TEAMS)


@pytest.mark.parametrize(
    ("games", "message"),
    [
        ([], "a match needs at least its first game"),
        ([(at(2), won(0))], "game 1 of the match is missing"),
        ([(at(1), won(0)), (at(3), won(0))], "game 2 of the match is missing"),
        ([(at(1), won(0)), (at(1), won(1))], "game 1 of the match is given twice"),
        (
            [(at(1), won(0)), (at(2, "n"), won(1))],
            r"game 2 is of another match \(m best_of 3; got n best_of 3\)",
        ),
        ([(at(1), won(0)), (at(2, best_of=5), won(1))], "game 2 is of another match"),
        ([(at(1), won(0)), (at(2), won(0)), (at(3), won(1))], "the match has ended"),
    ],
)
def test_games_that_make_no_match_are_refused_with_what_is_wrong(
    games: list[tuple[InMatch, GameResult]], message: str
) -> None:
    with pytest.raises(MatchError, match=message):
        score_games(games)
