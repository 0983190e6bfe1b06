"""Sans atout and tout atout in contrée and coinche (docs/rules.md#sans-atout-tout-atout):
the house rule that offers them, their card values, belote and declarations there, the
record and the command line. The worked examples are in
``tests/data/examples/{contree,coinche}-sa-ta.json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from belot import (
    Announcement,
    Bid,
    Contract,
    DealError,
    Game,
    PlayedDeal,
    RulesError,
    make_rules,
    play,
    score_deal,
)
from belot.cards import DECK, LAST_TRICK, Card, card_points, count_pile
from belot.cli import replay
from belot.declarations import resolve
from belot.declared import Belot, Sequence
from belot.explain import explain
from belot.record import dumps, game_from_record, game_to_record, loads
from belot.rulesets import RULESETS
from belot.vocabulary import CAPOT_BID, Rank, Suit

NT, AT = Contract.NO_TRUMPS, Contract.ALL_TRUMPS
BELOT = Announcement.BELOT
FRENCH = ("contree", "coinche")


def sa_ta(ruleset: str, **options: object) -> object:
    return make_rules(ruleset, {"sa-ta": True, **options})


@pytest.mark.parametrize("ruleset", FRENCH)
def test_sans_atout_and_tout_atout_are_played_only_with_the_house_rule(ruleset: str) -> None:
    """docs/rules.md#sa-ta-option: off by default, the four suits only."""
    plain = make_rules(ruleset)
    assert NT not in plain.contracts
    assert AT not in plain.contracts
    deal = PlayedDeal(NT, 0, (100, 62), bid=Bid.points(80))
    with pytest.raises(DealError, match="contract no-trumps is not played in"):
        score_deal(deal, plain)
    with_them = make_rules(ruleset, {"sa-ta": True})
    assert with_them.contracts[-2:] == (NT, AT)
    assert score_deal(deal, with_them).scores == (180, 60)


@pytest.mark.parametrize("ruleset", ["bulgarian", "belot-arena", "belote", "belote-annonces"])
def test_the_other_rule_systems_have_no_sa_ta_option(ruleset: str) -> None:
    with pytest.raises(RulesError, match="unknown option 'sa-ta'"):
        make_rules(ruleset, {"sa-ta": True})


def test_sans_atout_card_values_are_the_ace_19_and_38_a_suit() -> None:
    """docs/rules.md#sa-ta-card-values."""
    rules = make_rules("contree", {"sa-ta": True})
    values = {r: card_points(Card(Suit.HEARTS, r), NT, rules) for r in Rank}
    assert values == {
        Rank.ACE: 19,
        Rank.TEN: 10,
        Rank.KING: 4,
        Rank.QUEEN: 3,
        Rank.JACK: 2,
        Rank.NINE: 0,
        Rank.EIGHT: 0,
        Rank.SEVEN: 0,
    }


def test_tout_atout_card_values_are_the_jack_14_and_38_a_suit() -> None:
    rules = make_rules("coinche", {"sa-ta": True})
    values = {r: card_points(Card(Suit.SPADES, r), AT, rules) for r in Rank}
    assert values == {
        Rank.JACK: 14,
        Rank.NINE: 9,
        Rank.ACE: 6,
        Rank.TEN: 5,
        Rank.KING: 3,
        Rank.QUEEN: 1,
        Rank.EIGHT: 0,
        Rank.SEVEN: 0,
    }


@pytest.mark.parametrize("ruleset", FRENCH)
@pytest.mark.parametrize("contract", [NT, AT])
def test_a_french_deal_at_sa_or_ta_holds_162_like_a_suit(ruleset: str, contract: Contract) -> None:
    rules = make_rules(ruleset, {"sa-ta": True})
    assert sum(card_points(card, contract, rules) for card in DECK) + LAST_TRICK == 162
    assert rules.ruleset.trick_total[contract] == 162
    with pytest.raises(DealError, match="must add up to 162 at"):
        score_deal(PlayedDeal(contract, 0, (130, 128), bid=Bid.points(80)), rules)


def test_bulgarian_card_values_at_no_trumps_and_all_trumps_are_unchanged() -> None:
    rules = make_rules("bulgarian")
    assert card_points(Card(Suit.HEARTS, Rank.ACE), NT, rules) == 11
    assert card_points(Card(Suit.HEARTS, Rank.JACK), AT, rules) == 20
    assert sum(card_points(card, AT, rules) for card in DECK) + LAST_TRICK == 258


def test_the_card_counter_counts_a_tout_atout_pile_and_checks_it_against_162() -> None:
    """docs/rules.md#counting-cards: every jack and nine, 4 x (14 + 9) = 92, and the last
    trick: 102 to team 0, 60 to team 1."""
    rules = make_rules("coinche", {"sa-ta": True})
    pile = [Card(s, r) for s in Suit for r in (Rank.JACK, Rank.NINE)]
    assert count_pile(pile, 0, 0, AT, rules) == (102, 60)
    assert count_pile(pile, 0, 1, NT, rules) == (2 * 4, 154)  # four jacks of 2 at SA


def test_a_belote_at_sans_atout_is_an_error_naming_the_deal() -> None:
    """docs/rules.md#sa-ta-belote: none can count at sans atout."""
    for ruleset in FRENCH:
        rules = make_rules(ruleset, {"sa-ta": True})
        game = Game(rules).with_deal(PlayedDeal(Contract.HEARTS, 0, (100, 62), bid=Bid.points(80)))
        bad = PlayedDeal(NT, 0, (100, 62), bid=Bid.points(80), announcements=((BELOT,), ()))
        with pytest.raises(DealError, match=r"^deal 2: there is no belot at no trumps") as error:
            play(game.with_deal(bad))
        assert error.value.deal == 2
        assert error.value.code == "belot-no-trumps"


def test_up_to_four_belotes_at_tout_atout_and_none_under_all_trumps_belote_none() -> None:
    four = PlayedDeal(AT, 0, (100, 62), bid=Bid.points(80), announcements=((BELOT,) * 3, (BELOT,)))
    # Us: 100 + 80 + 60 = 240; Them 62 + 20 = 82 -> 80.
    assert score_deal(four, make_rules("coinche", {"sa-ta": True})).scores == (240, 80)
    five = PlayedDeal(
        AT, 0, (100, 62), bid=Bid.points(80), announcements=((BELOT,) * 3, (BELOT,) * 2)
    )
    with pytest.raises(DealError, match="at most 4 belot at all trumps"):
        score_deal(five, make_rules("coinche", {"sa-ta": True}))
    none = make_rules("contree", {"sa-ta": True, "all-trumps-belote": "none"})
    with pytest.raises(DealError, match="under all-trumps-belote none") as error:
        play(Game(none).with_deal(four))
    assert str(error.value).startswith("deal 1: ")


def test_all_trumps_belote_needs_sa_ta() -> None:
    with pytest.raises(RulesError, match="all-trumps-belote applies only with sa-ta true"):
        make_rules("coinche", {"all-trumps-belote": "none"})


def test_a_missed_capot_at_tout_atout_loses_every_belote_of_the_takers() -> None:
    """docs/rules.md#sa-ta-belote: 500 + the defence's own belote; the takers' two lost."""
    deal = PlayedDeal(AT, 0, (150, 12), bid=CAPOT_BID, announcements=((BELOT, BELOT), (BELOT,)))
    score = score_deal(deal, make_rules("coinche", {"sa-ta": True}))
    assert score.scores == (0, 520)
    lost = [a for a in score.announcements if a.scored_by is None]
    assert [(a.held_by, a.announcement) for a in lost] == [(0, BELOT), (0, BELOT)]


def test_equal_sequences_at_sans_atout_go_to_the_first_to_play() -> None:
    """docs/rules.md#sa-ta-declarations: no trump to tell them apart."""
    rules = make_rules("coinche", {"sa-ta": True})
    seats = {0: [Sequence(4, Rank.ACE, Suit.HEARTS)], 3: [Sequence(4, Rank.ACE, Suit.CLUBS)]}
    for contract in (NT, AT):
        # Seat 2 deals: seat 3 plays first, then seat 0.
        assert resolve(seats, contract, rules, 2).announcements == ((), (Announcement.QUARTE,))
        assert resolve(seats, contract, rules, 3).announcements == ((Announcement.QUARTE,), ())
    # At a suit, the trump sequence still wins whoever plays first.
    assert resolve(seats, Contract.CLUBS, rules, 3).announcements == ((), (Announcement.QUARTE,))


def test_belots_declared_at_tout_atout_in_every_suit_count() -> None:
    rules = make_rules("coinche", {"sa-ta": True})
    seats = {0: [Belot(Suit.HEARTS), Belot(Suit.SPADES)], 1: [Belot(Suit.CLUBS)]}
    assert resolve(seats, AT, rules, 0).announcements == ((BELOT, BELOT), (BELOT,))
    with pytest.raises(DealError, match="no belot at no trumps"):
        resolve(seats, NT, rules, 0)
    none = make_rules("coinche", {"sa-ta": True, "all-trumps-belote": "none"})
    with pytest.raises(DealError, match="under all-trumps-belote none"):
        resolve(seats, AT, none, 0)


def test_contree_counts_no_declaration_at_sans_atout_either() -> None:
    """docs/rules.md#sa-ta-declarations."""
    rules = make_rules("contree", {"sa-ta": True})
    deal = PlayedDeal(
        NT, 0, (100, 62), bid=Bid.points(80), announcements=((Announcement.TIERCE,), ())
    )
    with pytest.raises(DealError, match="contree"):
        score_deal(deal, rules)


def test_bulgarian_no_trumps_still_refuses_every_announcement() -> None:
    deal = PlayedDeal(NT, 0, (80, 50), announcements=((Announcement.TIERCE,), ()))
    with pytest.raises(DealError, match="announcements do not count at no trumps"):
        score_deal(deal, make_rules("bulgarian"))


def test_the_breakdown_says_sans_atout_and_tout_atout() -> None:
    rules = make_rules("coinche", {"sa-ta": True})
    sa = explain(score_deal(PlayedDeal(NT, 0, (100, 62), bid=Bid.points(80)), rules))
    assert "Sans atout: no trump, the ace counts 19; 162 in the deal." in sa
    ta = explain(score_deal(PlayedDeal(AT, 1, (62, 100), bid=Bid.points(80)), rules))
    assert "Tout atout: every suit is trumps, the jack counts 14; 162 in the deal." in ta
    suit = explain(score_deal(PlayedDeal(Contract.HEARTS, 0, (100, 62), bid=Bid.points(80)), rules))
    assert not any("atout" in line for line in suit)


def test_a_sa_ta_game_is_a_version_2_record_and_reads_back_the_same() -> None:
    """docs/formats.md#versions: a game with a newer option not at its default."""
    rules = make_rules("coinche", {"sa-ta": True, "all-trumps-belote": "none"})
    game = Game(rules).with_deal(PlayedDeal(AT, 0, (100, 62), bid=Bid.points(90)))
    record = game_to_record(game)
    assert record["version"] == 2
    assert record["options"]["sa-ta"] is True
    assert record["options"]["all-trumps-belote"] == "none"
    assert record["deals"][0]["contract"] == "all-trumps"
    assert loads(dumps(game)) == game


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_a_game_without_the_new_options_is_written_as_version_1_as_before(ruleset: str) -> None:
    record = game_to_record(Game(make_rules(ruleset)))
    assert record["version"] == 1
    assert not {"sa-ta", "all-trumps-belote", "end", "deals"} & set(record["options"])
    assert game_from_record(record) == Game(make_rules(ruleset))


def test_the_command_line_replays_a_sa_ta_game(tmp_path: Path) -> None:
    record = {
        "format": "belot-game",
        "version": 2,
        "rules": "contree",
        "options": {"sa-ta": True},
        "deals": [{"contract": "no-trumps", "declarer": 0, "points": [100, 62], "bid": 80}],
    }
    path = tmp_path / "sa.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    out = replay(str(path))
    assert out["deals"][0]["scores"] == [180, 60]
    assert out["options"]["sa-ta"] is True
    assert out["options"]["all-trumps-belote"] == "every-suit"
    none = replay(str(path), ["all-trumps-belote=none"])  # no belote here: the same scores
    assert none["deals"][0]["scores"] == [180, 60]


def test_sa_ta_turned_off_refuses_the_deals_at_sa_naming_them(tmp_path: Path) -> None:
    record = {
        "format": "belot-game",
        "version": 2,
        "rules": "contree",
        "options": {"sa-ta": True},
        "deals": [{"contract": "all-trumps", "declarer": 0, "points": [100, 62], "bid": 80}],
    }
    path = tmp_path / "ta.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    with pytest.raises(DealError, match=r"^deal 1: contract all-trumps is not played in contree"):
        replay(str(path), ["sa-ta=false"])
