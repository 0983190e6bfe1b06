"""Properties of sans atout and tout atout, of games of a fixed number of deals and of
matches, for every combination of the new house rules with the old ones
(docs/rules.md#sans-atout-tout-atout, docs/rules.md#fixed-number-of-deals,
docs/rules.md#matches):

* a sans atout or tout atout deal always holds 162 trick points, before declarations and
  belote, whether counted from the cards or entered;
* a game of a fixed number of deals ends after exactly that many played deals, and
  nothing can follow;
* a match ends when, and only when, a team has won more than half of its best-of; its
  games score the same in any order, and none of them can be missing.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from belot import (
    Adjustment,
    Contract,
    Deal,
    DealError,
    Game,
    PassedDeal,
    PlayedDeal,
    play,
    score_deal,
)
from belot.cards import DECK, count_pile
from belot.errors import MatchError
from belot.match import BEST_OF, GameResult, InMatch, Match, score_games, score_match
from belot.rules import Rules
from belot.rulesets import RULESETS, make_rules
from tests import strategies as bst

NO_SUIT = (Contract.NO_TRUMPS, Contract.ALL_TRUMPS)
french_sa_ta = st.sampled_from(["contree", "coinche"]).flatmap(
    lambda rid: bst.rules(rid, forced={"sa-ta": True})
)


@settings(max_examples=150, deadline=None)
@given(french_sa_ta, st.sampled_from(NO_SUIT), st.data())
def test_a_pile_at_sa_or_ta_and_the_rest_of_the_deck_make_162(
    rules: Rules, contract: Contract, data: st.DataObject
) -> None:
    tricks = data.draw(st.integers(0, 8))
    pile = data.draw(st.permutations(DECK))[: 4 * tricks]
    team = data.draw(st.integers(0, 1))
    last = team if tricks == 8 else (1 - team if tricks == 0 else data.draw(st.integers(0, 1)))
    points = count_pile(pile, team, last, contract, rules)
    assert sum(points) == 162
    assert min(points) >= 0


@settings(max_examples=200, deadline=None)
@given(french_sa_ta.flatmap(lambda r: st.tuples(st.just(r), bst.played_deals(r))))
def test_a_sa_ta_deal_holds_162_before_declarations_and_belote(
    drawn: tuple[Rules, PlayedDeal],
) -> None:
    rules, deal = drawn
    try:
        score = score_deal(deal, rules)
    except DealError:
        return  # a drawn deal the contest refuses (two tied sequences of unsaid suits)
    announced = sum(a.announcement.points for a in score.announcements)
    if deal.contract in NO_SUIT:
        assert sum(deal.points) == 162
        if deal.valat is None:  # a capot counts its tricks as 250 (docs/rules.md#contree-capot)
            assert sum(score.raw) - announced == 162


@settings(max_examples=150, deadline=None)
@given(
    st.sampled_from(sorted(RULESETS)).flatmap(
        lambda rid: st.integers(1, 4).flatmap(
            lambda n: bst.rules(rid, forced={"end": "deals", "deals": n})
        )
    ),
    st.data(),
)
def test_a_fixed_deal_game_ends_after_exactly_its_number_of_played_deals(
    rules: Rules, data: st.DataObject
) -> None:
    wanted = rules.deals_to_play
    assert wanted is not None
    played = data.draw(st.lists(bst.played_deals(rules), min_size=wanted, max_size=wanted))
    others = data.draw(st.lists(st.just(PassedDeal()) | bst.adjustments, max_size=4))
    # Each redeal or correction goes before one of the played deals.
    places = [data.draw(st.integers(0, wanted - 1)) for _ in others]
    deals: list[Deal] = []
    for index, deal in enumerate(played):
        deals += [other for other, place in zip(others, places, strict=True) if place == index]
        deals.append(deal)
    game = Game(rules, tuple(deals))
    try:
        sheet = play(game)
    except DealError:  # a drawn deal the rules refuse (two tied sequences of unsaid suits)
        assume(False)
        return
    assert sheet.over
    assert sheet.played == wanted
    for cut in range(len(deals)):  # over only once the last played deal is in
        assert not play(Game(rules, tuple(deals[:cut]))).over
    assert sheet.winner == (
        None if sheet.totals[0] == sheet.totals[1] else int(sheet.totals[1] > sheet.totals[0])
    )
    for after in (PassedDeal(), Adjustment((1, 0)), played[0]):
        with pytest.raises(DealError) as error:
            play(game.with_deal(after))
        assert error.value.deal == len(deals) + 1
        assert error.value.code in ("game-over", "game-drawn")


RULES = make_rules("bulgarian")


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(BEST_OF), st.lists(st.sampled_from([0, 1, None]), max_size=20))
def test_a_match_ends_when_and_only_when_a_team_has_won_more_than_half(
    best_of: int, winners: list[int | None]
) -> None:
    match = Match(best_of, RULES, ("Us", "Them"))
    results: list[GameResult] = []
    for winner in winners:
        score = score_match(match, results)
        assert score.ended == (max(score.wins) * 2 > best_of)
        assert score.wins[0] + score.wins[1] + score.drawn == len(results)
        if score.ended:
            try:
                score_match(match, [*results, GameResult(RULES, ("Us", "Them"), True, winner)])
            except MatchError:
                break
            raise AssertionError("a game followed the match's end")
        results.append(GameResult(RULES, ("Us", "Them"), True, winner))


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(BEST_OF),
    st.lists(st.sampled_from([0, 1, None]), min_size=1, max_size=12),
    st.randoms(use_true_random=False),
)
def test_a_matchs_games_score_the_same_in_any_order_and_none_can_be_missing(
    best_of: int, winners: list[int | None], shuffler: random.Random
) -> None:
    teams = ("Us", "Them")
    games = [
        (InMatch("m", best_of, n), GameResult(RULES, teams, True, w))
        for n, w in enumerate(winners, start=1)
    ]
    try:
        in_order = score_match(Match(best_of, RULES, teams), [r for _, r in games])
    except MatchError:
        in_order = None
    shuffled = list(games)
    shuffler.shuffle(shuffled)
    try:
        assert score_games(shuffled) == in_order
    except MatchError:
        assert in_order is None
    if len(games) > 1:
        gone = shuffler.randrange(len(games) - 1)  # any game but the last
        with pytest.raises(MatchError, match=f"game {gone + 1} of the match is missing"):
            score_games(games[:gone] + games[gone + 1 :])
