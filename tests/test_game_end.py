"""Games of a fixed number of deals (docs/rules.md#fixed-number-of-deals), in every rule
system: the game ends after its Nth played deal, the higher total wins, equal totals are a
draw, and nothing follows. The worked examples are in ``tests/data/examples/*-deals.json``."""

from __future__ import annotations

import pytest

from belot import (
    Adjustment,
    Bid,
    Contract,
    DealError,
    Game,
    PassedDeal,
    PlayedDeal,
    RulesError,
    make_rules,
    play,
)
from belot.record import game_from_record, game_to_record
from belot.rules import GameEnd
from belot.rulesets import RULESETS

H = Contract.HEARTS


def made(rid: str, declarer: int, points: tuple[int, int]) -> PlayedDeal:
    bid = Bid.points(80) if RULESETS[rid].bids else None
    return PlayedDeal(H, declarer, points, bid=bid)


@pytest.mark.parametrize("rid", sorted(RULESETS))
def test_every_rule_system_takes_end_and_deals(rid: str) -> None:
    rules = make_rules(rid, {"end": "deals"})
    assert rules.end is GameEnd.DEALS
    assert rules.deals_to_play == 12  # the default
    assert make_rules(rid, {"end": "deals", "deals": 1}).deals_to_play == 1
    assert make_rules(rid).end is GameEnd.TARGET
    assert make_rules(rid).deals_to_play is None


@pytest.mark.parametrize("rid", sorted(RULESETS))
def test_deals_without_end_deals_is_an_error(rid: str) -> None:
    with pytest.raises(RulesError, match="option deals applies only with end deals"):
        make_rules(rid, {"deals": 12})
    with pytest.raises(RulesError, match="option deals must be from 1 to 100"):
        make_rules(rid, {"end": "deals", "deals": 101})
    with pytest.raises(RulesError, match="option deals must be from 1 to 100"):
        make_rules(rid, {"end": "deals", "deals": 0})


@pytest.mark.parametrize("rid", sorted(RULESETS))
def test_a_game_of_n_deals_ends_after_its_nth_played_deal(rid: str) -> None:
    game = Game(make_rules(rid, {"end": "deals", "deals": 3}))
    for number in range(3):
        sheet = play(game)
        assert not sheet.over
        assert sheet.played == number
        game = game.with_deal(made(rid, number % 2, (100, 62)))
    sheet = play(game)
    assert sheet.over
    assert sheet.played == 3
    assert sheet.winner == 0  # two deals of 100 : 62 taken by Us, one by Them


@pytest.mark.parametrize("rid", sorted(RULESETS))
def test_equal_totals_after_the_last_deal_are_a_draw(rid: str) -> None:
    game = Game(make_rules(rid, {"end": "deals", "deals": 2}))
    game = game.with_deal(made(rid, 0, (100, 62))).with_deal(made(rid, 1, (62, 100)))
    sheet = play(game)
    assert sheet.totals[0] == sheet.totals[1]
    assert (sheet.over, sheet.drawn, sheet.winner) == (True, True, None)


def test_redeals_and_corrections_are_not_played_deals() -> None:
    game = Game(make_rules("belote", {"end": "deals", "deals": 1}))
    game = game.with_deal(PassedDeal()).with_deal(Adjustment((50, 0)))
    assert not play(game).over
    sheet = play(game.with_deal(PlayedDeal(H, 1, (62, 100))))
    assert (sheet.played, sheet.totals, sheet.winner) == (1, (112, 100), 0)


def test_nothing_follows_the_last_deal_not_even_a_correction() -> None:
    game = Game(make_rules("belote", {"end": "deals", "deals": 1})).with_deal(
        PlayedDeal(H, 0, (100, 62))
    )
    for after in (Adjustment((0, 10)), PassedDeal(), PlayedDeal(H, 0, (100, 62))):
        with pytest.raises(DealError, match=r"^deal 2: the game ended after deal 1 \(team 0 won"):
            play(game.with_deal(after))
    drawn = Game(make_rules("belote", {"end": "deals", "deals": 2}))
    drawn = drawn.with_deal(PlayedDeal(H, 0, (100, 62))).with_deal(PlayedDeal(H, 1, (62, 100)))
    with pytest.raises(DealError, match="the last of its 2 deals, in a draw") as error:
        play(drawn.with_deal(Adjustment((1, 0))))
    assert error.value.deal == 3
    assert error.value.code == "game-drawn"


def test_the_target_plays_no_part() -> None:
    rules = make_rules("bulgarian", {"target": 10, "end": "deals", "deals": 2})
    game = Game(rules).with_deal(PlayedDeal(H, 0, (162, 0), valat=0))
    assert not play(game).over  # 25 : 0, past the target
    # And the valat rule does not hold the last deal back.
    sheet = play(game.with_deal(PlayedDeal(H, 0, (162, 0), valat=0)))
    assert (sheet.over, sheet.winner, sheet.totals) == (True, 0, (50, 0))


def test_a_target_game_ends_as_before() -> None:
    rules = make_rules("belote", {"target": 150})
    sheet = play(Game(rules).with_deal(PlayedDeal(H, 0, (160, 2))))
    assert (sheet.over, sheet.winner, sheet.drawn, sheet.played) == (True, 0, False, 1)


def test_a_fixed_deal_game_is_a_version_2_record_and_reads_back() -> None:
    rules = make_rules("coinche", {"end": "deals", "deals": 4})
    game = Game(rules).with_deal(PlayedDeal(H, 0, (100, 62), bid=Bid.points(80)))
    record = game_to_record(game)
    assert record["version"] == 2
    assert (record["options"]["end"], record["options"]["deals"]) == ("deals", 4)
    assert game_from_record(record) == game
    target = game_to_record(Game(make_rules("coinche")))
    assert "deals" not in target["options"]
    assert "end" not in target["options"]
