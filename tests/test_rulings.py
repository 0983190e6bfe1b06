"""House-rule options and the engine's documented choices, each with its source.

The worked examples live in ``tests/data/examples``; this file covers what
they do not: every house-rule option (docs/rules.md#house-rules), dealing order, editing
a game, and the choices where the rules are silent
(docs/rules.md#choices-where-the-rules-are-silent).
"""

from __future__ import annotations

import pytest

from belot import (
    Adjustment,
    Announcement,
    Bid,
    Contract,
    DealError,
    Double,
    Game,
    Outcome,
    PassedDeal,
    PlayedDeal,
    can_add_deal,
    extend,
    make_rules,
    play,
    score_deal,
    verify_deal,
)
from belot.explain import explain
from belot.vocabulary import CAPOT_BID, GENERALE_BID

H, S, C = Contract.HEARTS, Contract.SPADES, Contract.CLUBS
A = Announcement


def played(contract: Contract, declarer: int, points: tuple[int, int], **kw: object) -> PlayedDeal:
    return PlayedDeal(contract, declarer, points, **kw)  # type: ignore[arg-type]


# --- bulgarian house rules (docs/rules.md#house-rules: "house rules worth offering") ---


def test_bulgarian_rounding_declarer_rounds_the_rest_to_the_other() -> None:
    rules = make_rules("bulgarian", {"rounding": "declarer"})
    assert score_deal(played(H, 0, (86, 76)), rules).scores == (9, 7)
    assert score_deal(played(Contract.ALL_TRUMPS, 0, (134, 124)), rules).scores == (13, 13)
    hanging = score_deal(played(H, 0, (81, 81)), rules)
    assert (hanging.written, hanging.held_out) == ((0, 8), 8)


def test_bulgarian_official_rounding_is_the_default() -> None:
    assert score_deal(played(H, 0, (86, 76)), make_rules("bulgarian")).scores == (8, 8)


def test_bulgarian_kontra_does_not_multiply_a_valat_when_switched_off() -> None:
    valat = played(H, 0, (162, 0), valat=0, double=Double.DOUBLED)
    assert score_deal(valat, make_rules("bulgarian")).scores == (50, 0)
    off = make_rules("bulgarian", {"kontra-multiplies-valat": False})
    assert score_deal(valat, off).scores == (25, 0)


def test_bulgarian_going_out_with_a_valat_when_switched_off() -> None:
    rules = make_rules("bulgarian", {"no-going-out-with-valat": False, "target": 20})
    assert play(Game(rules, (played(H, 0, (162, 0), valat=0),))).winner == 0
    blocked = make_rules("bulgarian", {"target": 20})
    sheet = play(Game(blocked, (played(H, 0, (162, 0), valat=0),)))
    assert sheet.winner is None
    assert play(Game(blocked, (played(H, 0, (162, 0), valat=0), PassedDeal()))).winner is None
    after = Game(blocked, (played(H, 0, (162, 0), valat=0), played(S, 1, (100, 62))))
    assert play(after).winner == 0


def test_a_correction_does_not_lift_the_valat_block() -> None:
    """docs/rules.md#no-going-out-with-a-valat: a correction entered after a valat changes the
    totals, and the winner is decided after the next played deal, not at the correction."""
    blocked = make_rules("bulgarian", {"target": 20})
    valat = played(H, 0, (162, 0), valat=0)
    corrected = Game(blocked, (valat, Adjustment((5, 0), "late belot")))
    assert play(corrected).winner is None
    # The deal form checks the correction against the sheet it has: the same block.
    after_valat = play(Game(blocked, (valat,)))
    assert extend(after_valat, corrected.deals[-1]) == play(corrected)
    assert extend(play(corrected), PassedDeal()).winner is None
    both = Game(blocked, (valat, PassedDeal(), Adjustment((0, 40), "penalty")))
    assert play(both).winner is None  # team 1 leads 40 : 25, still no winner
    then = both.with_deal(played(S, 1, (62, 100)))
    assert play(then).winner == 1  # decided after the next played deal
    free = make_rules("bulgarian", {"target": 30, "no-going-out-with-valat": False})
    assert play(Game(free, corrected.deals)).winner == 0  # 30 : 0 at the correction


def test_bulgarian_held_points_go_to_the_defenders_when_the_declarer_is_inside() -> None:
    """docs/rules.md#bulgarian-hanging: hanging points go to the defenders if the declarer is
    inside."""
    game = Game(make_rules("bulgarian"), (played(H, 0, (81, 81)), played(S, 0, (60, 102))))
    rows = play(game).rows
    assert rows[1].score.outcome is Outcome.FAILED
    assert rows[1].score.scores == (0, 16 + 8)
    assert rows[1].score.collected == (0, 8)


# --- belote house rules (docs/rules.md#litige-option, docs/rules.md#rounding-french-games) ---


def test_belote_tie_is_a_failed_contract_when_chosen() -> None:
    rules = make_rules("belote", {"litige": "failed"})
    score = score_deal(played(H, 0, (81, 81)), rules)
    assert (score.outcome, score.scores, score.held_out) == (Outcome.FAILED, (0, 162), 0)


def test_belote_rounding_to_the_nearest_ten_rounds_collected_litige_with_the_total() -> None:
    rules = make_rules("belote", {"rounding": "nearest-ten"})
    game = Game(rules, (played(H, 0, (81, 81)), played(S, 1, (57, 105))))
    rows = play(game).rows
    assert rows[0].score.scores == (0, 80)  # 81 -> 80, the taker's 81 wait
    assert rows[1].score.scores == (60, 190)  # 57 -> 60; 105 + 81 = 186 -> 190
    assert rows[1].score.collected == (0, 190 - 110)


def test_belote_annonces_litige_sets_aside_the_takers_declarations_too() -> None:
    """docs/rules.md#french-declarations: on a litige the taker's declarations are set aside
    with its trick points; its belote is written at once."""
    rules = make_rules("belote-annonces")
    tie = played(H, 0, (71, 91), announcements=((A.TIERCE,), ()))
    score = score_deal(tie, rules)
    assert (score.outcome, score.scores, score.held_out) == (Outcome.HANGING, (0, 91), 91)


# --- contree and coinche choices ---


def test_contree_doubled_capot_by_the_defence_scores_the_capot_base() -> None:
    """docs/rules.md#contree-capot: doubled, a capot by either side raises the winner's base
    from 160 to 250."""
    deal = played(H, 0, (0, 162), valat=1, double=Double.DOUBLED, bid=Bid.points(100))
    assert score_deal(deal, make_rules("contree")).scores == (0, (250 + 100) * 2)


def test_coinche_capot_by_the_taker_is_made_against_a_bigger_declaration() -> None:
    """docs/rules.md#coinche-deals: a capot by the takers fulfils the contract even against a
    defence holding a bigger declaration (the declarations then go to the takers)."""
    deal = played(H, 0, (162, 0), valat=0, bid=Bid.points(80), announcements=((), (A.FOUR_JACKS,)))
    score = score_deal(deal, make_rules("coinche"))
    assert score.outcome is Outcome.MADE
    assert score.scores == (250 + 80 + 200 + 0, 0)  # 530; the capot team takes D


def test_generale_needs_the_taker_alone() -> None:
    rules = make_rules("contree")
    alone = played(S, 1, (0, 162), valat=1, bid=GENERALE_BID, alone=True)
    assert score_deal(alone, rules).scores == (0, 750)
    partner = played(S, 1, (0, 162), valat=1, bid=GENERALE_BID)
    assert score_deal(partner, rules).scores == (750, 0)
    capot = played(S, 1, (0, 162), valat=1, bid=CAPOT_BID)
    assert score_deal(capot, rules).scores == (0, 500)


# --- dealing, editing, verify/can ---


@pytest.mark.parametrize(
    ("ruleset", "dealers"),
    [("bulgarian", [0, 3, 2, 1, 0]), ("belote", [0, 1, 2, 3, 0])],
)
def test_the_deal_passes_around_the_table(ruleset: str, dealers: list[int]) -> None:
    """Seed 000: the next dealer sits to the right; seed 003: clockwise, to the left."""
    rules = make_rules(ruleset)
    deal = played(H, 0, (100, 62))
    game = Game(rules, (deal, PassedDeal(), deal, deal))
    sheet = play(game)
    assert [r.dealer for r in sheet.rows] + [sheet.next_dealer] == dealers


def test_first_dealer_is_where_the_rotation_starts() -> None:
    game = Game(make_rules("bulgarian"), (PassedDeal(),), first_dealer=2)
    assert play(game).next_dealer == 1


def test_editing_a_past_deal_recomputes_everything_after_it() -> None:
    rules = make_rules("bulgarian")
    game = Game(rules, (played(H, 0, (81, 81)), played(S, 1, (62, 100))))
    assert play(game).totals == (6, 8 + 10 + 8)
    edited = game.with_replaced(0, played(H, 0, (100, 62)))
    assert play(edited).totals == (10 + 6, 6 + 10)
    assert play(edited.without(0)).totals == (6, 10)
    with pytest.raises(DealError, match="there is no deal 3"):
        game.with_replaced(2, PassedDeal())


def test_verify_and_can_add_deal_agree() -> None:
    game = Game(make_rules("bulgarian"))
    bad = played(H, 0, (87, 70))
    assert not can_add_deal(game, bad)
    with pytest.raises(DealError, match=r"^deal 1: points must add up to 162"):
        verify_deal(game, bad)
    assert can_add_deal(game, played(H, 0, (87, 75)))


def test_explanation_names_each_step() -> None:
    score = score_deal(played(H, 0, (86, 76)), make_rules("bulgarian"))
    lines = explain(score, ("Us", "Them"))
    assert "Both totals end in 6: Them rounds up, the other down." in lines
    assert lines[-1] == "Written 8 : 8."
    assert explain(score_deal(PassedDeal(), make_rules("belote"))) == [
        "Everyone passed: the cards are dealt again."
    ]


# --- corrections and penalties (docs/rules.md#corrections) ---


def test_an_adjustment_counts_in_the_totals_and_moves_no_dealer() -> None:
    rules = make_rules("bulgarian")
    game = Game(rules, (played(H, 0, (81, 81)), Adjustment((-5, 3), "renonce"), PassedDeal()))
    sheet = play(game)
    adjusted = sheet.rows[1]
    assert adjusted.score.outcome is Outcome.ADJUSTMENT
    assert adjusted.score.scores == (-5, 3)
    assert adjusted.totals == (0 - 5, 8 + 3)
    assert adjusted.held == 8  # the hanging points still wait for the next decided deal
    assert [r.dealer for r in sheet.rows] == [0, 3, 3]
    assert explain(adjusted.score) == [
        "Written directly (a penalty or a correction): -5 : 3.",
        "Note: renonce",
    ]


def test_an_adjustment_can_end_the_game() -> None:
    rules = make_rules("belote", {"target": 100})
    sheet = play(Game(rules, (played(H, 0, (90, 72)), Adjustment((15, 0)))))
    assert sheet.winner == 0
    assert sheet.totals == (105, 72)


# --- the ruling added after the house-rules work (docs/rules.md#doubled-missed-slam) ---


@pytest.mark.parametrize("ruleset", ["contree", "coinche"])
@pytest.mark.parametrize("failed_base", [160, 162])
@pytest.mark.parametrize(
    ("bid", "double", "expected"),
    [
        (CAPOT_BID, Double.DOUBLED, 1000),  # (250 + 250) x 2
        (CAPOT_BID, Double.REDOUBLED, 2000),  # (250 + 250) x 4
        (GENERALE_BID, Double.DOUBLED, 1500),  # (250 + 500) x 2
        (GENERALE_BID, Double.REDOUBLED, 3000),  # (250 + 500) x 4
    ],
)
def test_a_doubled_slam_bid_missed_under_bid_and_tricks_writes_250_plus_the_bid(
    ruleset: str, failed_base: int, bid: Bid, double: Double, expected: int
) -> None:
    """docs/rules.md#doubled-missed-slam: bid-and-tricks with plus-bid, a Capot or Générale
    bid missed under a double writes (250 + C) x m to the defence and 0 to the takers,
    whatever failed-base says (F is for value bids)."""
    rules = make_rules(
        ruleset,
        {
            "doubled-points": "bid-and-tricks",
            "capot-points": "plus-bid",
            "failed-base": failed_base,
        },
    )
    missed = played(H, 0, (150, 12), bid=bid, double=double)
    score = score_deal(missed, rules)
    assert score.outcome is Outcome.FAILED
    assert score.scores == (0, expected)
    # The defence's capot on a value bid keeps its own reading (250 + C) x m as well.
    value_bid = played(H, 1, (162, 0), valat=0, bid=Bid.points(100), double=double)
    assert score_deal(value_bid, rules).scores == ((250 + 100) * int(double), 0)
