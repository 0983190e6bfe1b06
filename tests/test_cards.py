"""Counting trick points from the cards (belot/cards.py).

Sources: the card values of docs/rules.md#card-values (trump J 20, 9 14, A 11, 10 10, K 4,
Q 3, 8 and 7 0; plain A 11, 10 10, K 4, Q 3, J 2, 9 8 7 0; last trick 10) and the
per-ruleset totals of docs/rules.md#trick-points-in-a-record (162 at a suit, 258 at all
trumps, no trumps 130 in ``bulgarian`` and 250 in ``belot-arena``).
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belot import RULESETS, Contract, DealError, PlayedDeal, make_rules, score_deal
from belot.cards import DECK, ERRORS, Card, can_count, card_points, count_pile, verify_pile
from belot.rulesets.bulgarian import BULGARIAN
from belot.vocabulary import Rank, Suit

H, S, C, D = Contract.HEARTS, Contract.SPADES, Contract.CLUBS, Contract.DIAMONDS
NT, AT = Contract.NO_TRUMPS, Contract.ALL_TRUMPS
BULGARIAN_RULES = make_rules("bulgarian")
ARENA = make_rules("belot-arena")
BELOTE = make_rules("belote")


def cards(*tokens: str) -> tuple[Card, ...]:
    return tuple(Card.parse(token) for token in tokens)


def suit(contract: Contract) -> tuple[Card, ...]:
    return tuple(card for card in DECK if card.suit.contract is contract)


# --- values ---------------------------------------------------------------------------

TRUMP = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


@pytest.mark.parametrize("rank", list(TRUMP))
def test_card_values_at_a_suit_all_trumps_and_no_trumps(rank: str) -> None:
    trump, plain = Card.parse(f"hearts:{rank}"), Card.parse(f"spades:{rank}")
    assert card_points(trump, H, BULGARIAN_RULES) == TRUMP[rank]
    assert card_points(plain, H, BULGARIAN_RULES) == PLAIN[rank]
    assert card_points(plain, AT, BULGARIAN_RULES) == TRUMP[rank]
    assert card_points(trump, NT, BULGARIAN_RULES) == PLAIN[rank]
    # Arena records no trumps with the card values doubled.
    assert card_points(trump, NT, ARENA) == 2 * PLAIN[rank]
    assert card_points(trump, H, ARENA) == TRUMP[rank]
    # A Ruleset does as well as Rules.
    assert card_points(trump, H, BULGARIAN) == TRUMP[rank]


def test_a_trump_suit_is_62_and_a_plain_suit_30() -> None:
    assert sum(card_points(c, H, BELOTE) for c in suit(H)) == 62
    assert sum(card_points(c, H, BELOTE) for c in suit(C)) == 30
    assert sum(card_points(c, NT, ARENA) for c in suit(C)) == 60


def test_the_deck_is_32_different_cards_with_tokens() -> None:
    assert len(set(DECK)) == 32
    assert {c.suit for c in DECK} == set(Suit)
    assert all(Card.parse(c.token) == c for c in DECK)
    assert Card.parse("hearts:j") == Card(Suit.HEARTS, Rank.JACK)
    assert Card(Suit.SPADES, Rank.TEN).token == "spades:10"


# --- totals ---------------------------------------------------------------------------

TOTALS = [
    ("bulgarian", H, 162),
    ("bulgarian", C, 162),
    ("bulgarian", AT, 258),
    ("bulgarian", NT, 130),
    ("belot-arena", S, 162),
    ("belot-arena", AT, 258),
    ("belot-arena", NT, 250),
    ("belote", D, 162),
    ("belote-annonces", H, 162),
    ("contree", S, 162),
    ("coinche", C, 162),
]


@pytest.mark.parametrize(("rid", "contract", "total"), TOTALS)
def test_all_32_cards_and_the_last_trick_are_the_contracts_total(
    rid: str, contract: Contract, total: int
) -> None:
    rules = make_rules(rid)
    assert count_pile(DECK, 0, 0, contract, rules) == (total, 0)
    assert count_pile(DECK, 1, 1, contract, rules) == (0, total)
    # The same deal tapped from the other team's (empty) pile.
    assert count_pile((), 1, 0, contract, rules) == (total, 0)
    assert rules.ruleset.trick_total[contract] == total


def test_a_pile_with_the_last_trick() -> None:
    pile = cards("hearts:J", "hearts:9", "spades:A", "clubs:10")
    assert count_pile(pile, 1, 1, H, BULGARIAN_RULES) == (97, 65)
    assert count_pile(pile, 1, 0, H, BULGARIAN_RULES) == (107, 55)
    assert count_pile(pile, 0, 0, H, BULGARIAN_RULES) == (65, 97)
    # At no trumps the hearts are plain: 2 + 0 + 11 + 10 and the last trick.
    assert count_pile(pile, 0, 0, NT, BULGARIAN_RULES) == (33, 97)
    assert count_pile(pile, 0, 0, NT, ARENA) == (56, 194)
    assert count_pile(pile, 0, 0, AT, ARENA) == (65, 193)


def test_the_count_is_a_deal_the_engine_accepts() -> None:
    pile = cards("diamonds:A", "diamonds:10", "diamonds:K", "diamonds:Q")
    points = count_pile(pile, 0, 0, NT, BULGARIAN_RULES)
    assert points == (38, 92)
    score = score_deal(PlayedDeal(NT, declarer=1, points=points), BULGARIAN_RULES)
    assert score.scores == (8, 18)  # doubled by the engine: 76 and 184


# --- refusals -------------------------------------------------------------------------


def refusal(*args: object) -> DealError:
    with pytest.raises(DealError) as caught:
        verify_pile(*args)  # type: ignore[arg-type]
    error = caught.value
    assert not can_count(*args)  # type: ignore[arg-type]
    assert error.field == "cards"
    assert "\n" not in str(error)
    assert error.code in ERRORS
    assert str(error) == ERRORS[error.code].format(**error.params)
    return error


def test_no_contract_yet() -> None:
    error = refusal(DECK[:4], 0, 0, None, BULGARIAN_RULES)
    assert str(error) == "choose the contract before counting the cards (got no contract)"
    assert error.code == "cards.no-contract"
    assert error.value is None


def test_a_contract_the_ruleset_does_not_play() -> None:
    error = refusal(DECK[:4], 0, 0, NT, BELOTE)
    assert str(error) == (
        "contract no-trumps is not played in belote, so its cards cannot be counted (got no-trumps)"
    )
    assert error.code == "cards.contract"
    assert error.params == {"contract": "no-trumps", "ruleset": "belote"}
    with pytest.raises(DealError, match="not played in belote"):
        card_points(DECK[0], AT, BELOTE)


def test_a_pile_that_is_not_whole_tricks() -> None:
    error = refusal(DECK[:7], 0, 0, H, BULGARIAN_RULES)
    assert str(error) == "a pile is whole tricks, a multiple of 4 cards (got 7 cards)"
    assert (error.code, error.params, error.value) == ("cards.whole-tricks", {"got": 7}, 7)
    for size in (1, 2, 3, 5, 31):
        assert not can_count(DECK[:size], 0, 0, H, BULGARIAN_RULES)


def test_the_last_trick_to_a_team_with_no_cards() -> None:
    error = refusal((), 0, 0, H, BULGARIAN_RULES)
    assert str(error) == (
        "team 0 took no cards, so it cannot have taken the last trick "
        "(got the last trick to team 0)"
    )
    assert (error.code, error.params) == ("cards.last-trick-empty", {"team": 0})


def test_the_last_trick_to_the_other_team_when_the_pile_is_the_whole_deck() -> None:
    error = refusal(DECK, 1, 0, AT, ARENA)
    assert str(error) == (
        "team 0 took no cards (team 1 holds all 32), so it cannot have taken the last trick "
        "(got the last trick to team 0)"
    )
    assert (error.code, error.params) == ("cards.last-trick-other", {"team": 0, "holder": 1})


def test_the_last_trick_not_said() -> None:
    error = refusal(DECK[:8], 0, None, H, BULGARIAN_RULES)
    assert str(error) == "say which team took the last trick (got none)"
    assert error.code == "cards.no-last-trick"


def test_bad_teams() -> None:
    error = refusal(DECK[:8], 2, 0, H, BULGARIAN_RULES)
    assert str(error) == "the pile must be team 0's or team 1's (got 2)"
    assert (error.code, error.value) == ("cards.team", 2)
    error = refusal(DECK[:8], 0, 3, H, BULGARIAN_RULES)
    assert str(error) == "the last trick must go to team 0 or 1 (got 3)"
    assert error.code == "cards.last-trick"
    assert refusal(DECK[:8], True, 0, H, BULGARIAN_RULES).code == "cards.team"


def test_a_card_twice() -> None:
    error = refusal((*DECK[:3], DECK[0]), 0, 0, H, BULGARIAN_RULES)
    assert str(error) == "card clubs:7 is in the pile more than once (got it 2 times)"
    assert error.code == "cards.duplicate"
    assert error.params == {"card": "clubs:7", "got": 2}


@pytest.mark.parametrize("token", ["hearts:1", "hearts", "no-trumps:A", "", "hearts:JJ"])
def test_unknown_cards(token: str) -> None:
    with pytest.raises(DealError) as caught:
        Card.parse(token)
    assert str(caught.value) == (
        f"unknown card {token!r} (expected a suit and a rank such as hearts:J)"
    )
    assert caught.value.code == "cards.card"


def test_a_card_of_no_suit() -> None:
    with pytest.raises(DealError, match=r"^unknown card all-trumps:A \(expected"):
        Card(AT, Rank.ACE)  # type: ignore[arg-type]


def test_a_ruleset_whose_total_is_not_made_of_card_values() -> None:
    totals = dict(BULGARIAN.trick_total)
    totals[NT] = 135
    odd = replace(BULGARIAN, trick_total=MappingProxyType(totals))
    with pytest.raises(ValueError, match="135 at no-trumps is not a whole multiple"):
        count_pile(DECK, 0, 0, NT, odd)


# --- properties -----------------------------------------------------------------------

CONTRACTS = [(rid, c) for rid, ruleset in sorted(RULESETS.items()) for c in ruleset.contracts]


@st.composite
def splits(draw: st.DrawFn) -> tuple[tuple[Card, ...], int, int, int]:
    """Some whole tricks for one team (the deck in a played order), the pile's team, and a
    last trick that a team with cards took."""
    deck = draw(st.permutations(DECK))
    tricks = draw(st.integers(0, 8))
    team = draw(st.integers(0, 1))
    if tricks == 0:
        last = 1 - team
    elif tricks == 8:
        last = team
    else:
        last = draw(st.integers(0, 1))
    return tuple(deck[: 4 * tricks]), team, last, tricks


@settings(max_examples=300, deadline=None)
@given(split=splits(), which=st.sampled_from(CONTRACTS))
def test_any_split_into_whole_tricks_adds_up_to_the_total(
    split: tuple[tuple[Card, ...], int, int, int], which: tuple[str, Contract]
) -> None:
    pile, team, last, _ = split
    rid, contract = which
    rules = make_rules(rid)
    points = count_pile(pile, team, last, contract, rules)
    assert sum(points) == rules.ruleset.trick_total[contract]
    assert min(points) >= 0
    # Tapping the other team's pile instead gives the same points.
    rest = tuple(card for card in DECK if card not in set(pile))
    assert count_pile(rest, 1 - team, last, contract, rules) == points
    # Each team's share is its cards' values plus the last trick's 10.
    mine = sum(card_points(card, contract, rules) for card in pile)
    assert points[team] == mine + (10 if last == team else 0)


@settings(max_examples=200, deadline=None)
@given(
    pile=st.lists(st.sampled_from(DECK), max_size=32),
    team=st.integers(-1, 2),
    last=st.none() | st.integers(-1, 2),
    which=st.sampled_from(CONTRACTS),
)
def test_can_count_answers_as_verify_pile_does(
    pile: list[Card], team: int, last: int | None, which: tuple[str, Contract]
) -> None:
    rules = make_rules(which[0])
    try:
        verify_pile(pile, team, last, which[1], rules)
    except DealError:
        assert not can_count(pile, team, last, which[1], rules)
    else:
        assert can_count(pile, team, last, which[1], rules)
        assert len(pile) % 4 == 0
        assert len(set(pile)) == len(pile)
