"""Which declared announcements count: every comparison rule of docs/rules.md#declarations,
both families.

Each test is named after the rule it checks and cites its section of docs/rules.md: the
Bulgarian rule is docs/rules.md#separate-contest (also the rule of ``belot-arena``), the
French one docs/rules.md#best-declaration (``belote-annonces``'s, also ``coinche``'s).
Words quoted after a section are the ruling's (docs/rules.md#sources); seed 000 is the
Bulgarian text, seed 004 the French one. Seats are 0-3 clockwise, seats 0 and 2 are team 0.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belot import (
    RULESETS,
    Bid,
    Contract,
    DealError,
    PlayedDeal,
    Rules,
    make_rules,
    score_deal,
)
from belot.declarations import ERRORS, Resolution, resolve, validate
from belot.declared import SQUARE_ORDER, Belot, Declaration, Sequence, Square
from belot.rules import Declarations
from belot.vocabulary import Announcement, Rank, Suit

J, Q, K, A = Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE
HEARTS, SPADES, CLUBS, DIAMONDS = Suit.HEARTS, Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS
BULGARIAN_IDS = ("bulgarian", "belot-arena")
FRENCH_IDS = ("belote-annonces", "coinche")
BySeat = Mapping[int, Iterable[Declaration]]


def tokens(
    declared: BySeat,
    rules_id: str = "bulgarian",
    contract: Contract = Contract.HEARTS,
    dealer: int = 0,
) -> tuple[list[str], list[str]]:
    """The counting announcements per team, as record tokens."""
    result = resolve(declared, contract, make_rules(rules_id), dealer)
    return [a.value for a in result.announcements[0]], [a.value for a in result.announcements[1]]


def reasons(
    declared: BySeat, rules_id: str, contract: Contract = Contract.HEARTS, dealer: int = 0
) -> list[str]:
    return [r.code for r in resolve(declared, contract, make_rules(rules_id), dealer).reasons]


def refusal(
    declared: BySeat, rules_id: str = "bulgarian", contract: Contract = Contract.HEARTS
) -> DealError:
    with pytest.raises(DealError) as caught:
        resolve(declared, contract, make_rules(rules_id), 0)
    return caught.value


# --- Bulgarian: sequences ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("length", "token", "points"),
    [
        (3, "tierce", 20),
        (4, "quarte", 50),
        (5, "quinte", 100),
        (6, "quinte", 100),
        (7, "quinte", 100),
        (8, "quinte", 100),
    ],
)
def test_sequence_points_tierce_20_quarte_50_quinte_100_five_or_more_one_quinte(
    length: int, token: str, points: int
) -> None:
    """docs/rules.md#declaration-values: "tierce 20, quarte 50, quinte 100 (a run of 5 or
    more is one quinte)"; seed 000: "a tierce (3 consecutive cards) brings 20 points, a
    quarte (4 cards) 50, a quinte (5 cards) 100"."""
    assert tokens({0: [Sequence(length, A)]}) == ([token], [])
    assert Announcement(token).points == points


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_longer_sequence_wins(rules_id: str) -> None:
    """docs/rules.md#separate-contest: "only the team with the stronger sequence scores its
    sequences"; seed 000: "Only the sequences of the team with the stronger one count"
    (longer first: "with equal length the higher card decides")."""
    declared: BySeat = {0: [Sequence(3, A)], 1: [Sequence(4, Rank.TEN)]}
    assert tokens(declared, rules_id) == ([], ["quarte"])
    assert reasons(declared, rules_id) == ["sequence.longer"]


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_equal_length_higher_top_card_wins(rules_id: str) -> None:
    """docs/rules.md#separate-contest: "equal length, the higher top card wins"."""
    declared: BySeat = {0: [Sequence(3, Q)], 1: [Sequence(3, K)]}
    assert tokens(declared, rules_id) == ([], ["tierce"])
    result = resolve(declared, Contract.HEARTS, make_rules(rules_id), 0)
    (reason,) = result.reasons
    assert reason.code == "sequence.higher"
    assert reason.param("team") == 1
    assert reason.param("best") == Sequence(3, K)
    assert reason.param("best_seat") == 1
    assert reason.param("beaten") == Sequence(3, Q)
    assert reason.param("beaten_seat") == 0


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_stronger_team_scores_all_its_sequences(rules_id: str) -> None:
    """docs/rules.md#separate-contest: "only the team with the stronger sequence scores its
    sequences (all of them)": the partner's weaker sequence counts too, the other team's
    none."""
    declared: BySeat = {
        0: [Sequence(4, A, HEARTS), Sequence(3, Rank.NINE, CLUBS)],
        1: [Sequence(4, K, SPADES)],
        2: [Sequence(3, Rank.TEN, DIAMONDS)],
        3: [Sequence(3, A, CLUBS)],
    }
    assert tokens(declared, rules_id) == (["quarte", "tierce", "tierce"], [])


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_full_tie_cancels_all_sequences(rules_id: str) -> None:
    """docs/rules.md#separate-contest: "a full tie cancels all sequences"; seed 000: "on a
    complete tie neither team scores sequences" (the weaker ones of both teams included)."""
    declared: BySeat = {
        0: [Sequence(4, K, HEARTS), Sequence(3, Rank.TEN, CLUBS)],
        1: [Sequence(4, K, SPADES)],
        3: [Sequence(3, A, DIAMONDS)],
    }
    assert tokens(declared, rules_id) == ([], [])
    assert reasons(declared, rules_id) == ["sequence.tie"]


def test_bulgarian_full_tie_has_no_trump_tie_break() -> None:
    """docs/rules.md#separate-contest: no trump breaks a tie (unlike belote-annonces): a
    trump sequence equal to a plain one is still a full tie."""
    declared: BySeat = {0: [Sequence(3, K, HEARTS)], 1: [Sequence(3, K, SPADES)]}
    assert tokens(declared, "bulgarian", Contract.HEARTS) == ([], [])


def test_bulgarian_longer_run_beats_a_quinte_to_the_ace() -> None:
    """docs/rules.md#separate-contest compares length first ("equal length, the higher top
    card wins"): a run of 6 to the queen is longer than a quinte to the ace, though both are
    written as a quinte (the engine's reading: "a longer run beats a shorter one even when
    both score as a quinte")."""
    declared: BySeat = {0: [Sequence(5, A)], 1: [Sequence(6, Q)]}
    assert tokens(declared) == ([], ["quinte"])
    assert reasons(declared, "bulgarian") == ["sequence.longer"]


def test_bulgarian_unopposed_sequences_count() -> None:
    """docs/rules.md#separate-contest: the team with the stronger sequence scores; a team alone with
    sequences has the stronger one."""
    assert tokens({1: [Sequence(3, Rank.NINE)], 3: [Sequence(3, J)]}) == ([], ["tierce"] * 2)
    assert reasons({1: [Sequence(3, Rank.NINE)]}, "bulgarian") == ["sequence.unopposed"]


# --- Bulgarian: squares ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("rank", "token", "points"),
    [
        (J, "four-jacks", 200),
        (Rank.NINE, "four-nines", 150),
        (A, "four-aces", 100),
        (Rank.TEN, "four-tens", 100),
        (K, "four-kings", 100),
        (Q, "four-queens", 100),
    ],
)
def test_square_points_jacks_200_nines_150_others_100(rank: Rank, token: str, points: int) -> None:
    """docs/rules.md#declaration-values: "square of A, K, Q or 10: 100, of 9s: 150, of
    jacks: 200"."""
    assert tokens({2: [Square(rank)]}) == ([token], [])
    assert Announcement(token).points == points


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [(SQUARE_ORDER[i], SQUARE_ORDER[j]) for i in range(6) for j in range(i)],
)
def test_bulgarian_square_order_jacks_nines_aces_tens_kings_queens(
    rules_id: str, stronger: Rank, weaker: Rank
) -> None:
    """docs/rules.md#separate-contest: "Same for squares (jacks > nines > A > 10 > K > Q)";
    seed 000: "The stronger square also cancels the opponent's square"."""
    declared: BySeat = {0: [Square(weaker)], 1: [Square(stronger)]}
    assert tokens(declared, rules_id) == ([], [Square(stronger).announcement.value])
    assert reasons(declared, rules_id) == ["square.stronger"]


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_sequences_and_squares_contested_separately(rules_id: str) -> None:
    """docs/rules.md#separate-contest: "Sequences and squares are contested separately": one team
    can score the sequences and the other the squares."""
    declared: BySeat = {
        0: [Sequence(5, J, HEARTS)],
        1: [Square(K)],
        2: [Sequence(3, Rank.TEN, CLUBS), Square(Q)],
        3: [Sequence(3, Rank.NINE, SPADES)],
    }
    assert tokens(declared, rules_id) == (["quinte", "tierce"], ["four-kings"])
    assert reasons(declared, rules_id) == ["sequence.longer", "square.stronger"]


def test_bulgarian_a_square_does_not_beat_a_sequence() -> None:
    """docs/rules.md#separate-contest: the kinds are contested apart, so a square and a sequence of
    the other team both count (unlike belote-annonces)."""
    assert tokens({0: [Square(J)], 1: [Sequence(3, Rank.NINE)]}) == (["four-jacks"], ["tierce"])


def test_bulgarian_square_and_sequence_of_one_player_may_share_a_card() -> None:
    """The rulings are silent on a card in a square and a sequence of the same player in the
    Bulgarian game (seed 004's "without using the same card twice" is the French rule):
    allowed here (the engine's reading, docs/rules.md#separate-contest)."""
    assert tokens({0: [Square(K), Sequence(3, K)]}) == (["four-kings", "tierce"], [])


# --- Bulgarian: belot and no trumps --------------------------------------------------------


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_belot_never_contested(rules_id: str) -> None:
    """docs/rules.md#belot-and-belote: "Belot is never contested"; seed 002: "Add belots -
    they always count for the team that announced them". Up to 4 at all trumps."""
    declared: BySeat = {
        0: [Sequence(5, J, HEARTS), Belot(CLUBS)],
        1: [Belot(SPADES), Belot(DIAMONDS)],
        2: [Square(A)],
        3: [Belot(HEARTS)],
    }
    assert tokens(declared, rules_id, Contract.ALL_TRUMPS) == (
        ["quinte", "belot", "four-aces"],
        ["belot", "belot", "belot"],
    )
    assert reasons(declared, rules_id, Contract.ALL_TRUMPS)[:2] == ["belot", "belot"]


@pytest.mark.parametrize("rules_id", BULGARIAN_IDS)
def test_bulgarian_no_trumps_nothing_counts(rules_id: str) -> None:
    """docs/rules.md#no-trumps: "No announcements and no belot count at no trumps"; seed 000:
    "At no trumps announcements and belots do not count"."""
    declared: BySeat = {0: [Sequence(4, A)], 1: [Square(Rank.NINE)]}
    assert tokens(declared, rules_id, Contract.NO_TRUMPS) == ([], [])
    assert reasons(declared, rules_id, Contract.NO_TRUMPS) == ["no-trumps"]
    error = refusal({0: [Belot()]}, rules_id, Contract.NO_TRUMPS)
    assert error.code == "declarations.belot-no-trumps"


def test_bulgarian_at_most_one_belot_at_a_suit_four_at_all_trumps() -> None:
    """docs/rules.md#all-trumps: "a belot can count in every suit, so up to 4; at a suit
    contract at most 1"."""
    assert refusal({0: [Belot()], 1: [Belot()]}).code == "declarations.belots"
    five = {0: [Belot(), Belot()], 1: [Belot(), Belot()], 2: [Belot()]}
    assert refusal(five, "bulgarian", Contract.ALL_TRUMPS).params == {"count": 5, "most": 4}
    error = refusal({0: [Belot(HEARTS)], 1: [Belot(HEARTS)]}, "bulgarian", Contract.ALL_TRUMPS)
    assert error.code == "declarations.card-held-twice"


# --- French: the best declaration ----------------------------------------------------------


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_only_the_best_team_scores_all_its_declarations(rules_id: str) -> None:
    """docs/rules.md#best-declaration: "Only the team with the best declaration scores, all of its
    declarations"; seed 004: "only the team holding the best declaration scores, for both
    its players. The other team's declarations are worth nothing"."""
    declared: BySeat = {
        0: [Sequence(3, K, CLUBS)],
        1: [Sequence(4, A, SPADES)],
        2: [Square(Rank.TEN), Sequence(3, K, DIAMONDS)],
        3: [Square(Rank.NINE)],
    }
    assert tokens(declared, rules_id) == ([], ["quarte", "four-nines"])
    assert reasons(declared, rules_id) == ["best.square"]


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_any_square_beats_any_sequence(rules_id: str) -> None:
    """docs/rules.md#best-declaration: "any square beats any sequence"; seed 004: "four of a kind
    beats any sequence" (even a run of seven)."""
    declared: BySeat = {0: [Sequence(7, K, SPADES)], 1: [Square(A)]}
    assert tokens(declared, rules_id) == ([], ["four-aces"])
    assert reasons(declared, rules_id) == ["best.square-beats-sequence"]


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
@pytest.mark.parametrize(
    ("stronger", "weaker"),
    [(SQUARE_ORDER[i], SQUARE_ORDER[j]) for i in range(6) for j in range(i)],
)
def test_french_square_order_jacks_nines_aces_tens_kings_queens(
    rules_id: str, stronger: Rank, weaker: Rank
) -> None:
    """docs/rules.md#best-declaration: "squares J > 9 > A > 10 > K > Q"; seed 004: "Between two
    fours of a kind, the order is Jacks, 9s, Aces, 10s, Kings, Queens"."""
    declared: BySeat = {1: [Square(weaker)], 2: [Square(stronger)]}
    assert tokens(declared, rules_id) == ([Square(stronger).announcement.value], [])


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_sequences_by_points_first(rules_id: str) -> None:
    """docs/rules.md#best-declaration: "sequences by points, then top card": a quarte (50) beats a
    tierce to the ace (20)."""
    declared: BySeat = {0: [Sequence(3, A, SPADES)], 1: [Sequence(4, Rank.TEN, CLUBS)]}
    assert tokens(declared, rules_id) == ([], ["quarte"])
    assert reasons(declared, rules_id) == ["best.points"]


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_equal_points_higher_top_card_wins(rules_id: str) -> None:
    """docs/rules.md#best-declaration: "sequences by points, then top card"; seed 004: "compare
    the points, then the highest card"."""
    declared: BySeat = {0: [Sequence(4, K, SPADES)], 1: [Sequence(4, Q, CLUBS)]}
    assert tokens(declared, rules_id) == (["quarte"], [])
    assert reasons(declared, rules_id) == ["best.top"]


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_six_or_more_in_a_row_are_one_hundred(rules_id: str) -> None:
    """docs/rules.md#best-declaration: "six or more in a row are one hundred": a run of 6 is
    worth what a quinte is, so a quinte to the king beats a run of 6 to the queen on the
    top card (where Bulgarian Belot counts length first)."""
    declared: BySeat = {0: [Sequence(6, Q, SPADES)], 1: [Sequence(5, K, CLUBS)]}
    assert tokens(declared, rules_id) == ([], ["quinte"])
    assert reasons(declared, rules_id) == ["best.top"]
    assert tokens({0: [Sequence(7, A)]}, rules_id) == (["quinte"], [])


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
@pytest.mark.parametrize("dealer", range(4))
def test_french_equal_points_and_top_card_trump_sequence_wins(rules_id: str, dealer: int) -> None:
    """docs/rules.md#best-declaration: "sequences by points, then top card, then a trump
    sequence"; seed 004: "then trumps": whoever plays first."""
    declared: BySeat = {0: [Sequence(3, K, CLUBS)], 3: [Sequence(3, K, HEARTS)]}
    assert tokens(declared, rules_id, Contract.HEARTS, dealer) == ([], ["tierce"])
    assert reasons(declared, rules_id, Contract.HEARTS, dealer) == ["best.trump"]


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
@pytest.mark.parametrize(
    ("seats", "dealer", "first"),
    [((0, 1), 0, 1), ((0, 1), 1, 0), ((2, 1), 2, 1), ((3, 2), 1, 2), ((3, 0), 2, 3)],
)
def test_french_full_tie_the_first_to_play_wins(
    rules_id: str, seats: tuple[int, int], dealer: int, first: int
) -> None:
    """docs/rules.md#best-declaration: "then the first to play"; seed 004: "finally the order of
    play". The player to the dealer's left (clockwise, seat dealer + 1) plays first."""
    declared: BySeat = {seats[0]: [Sequence(3, K, CLUBS)], seats[1]: [Sequence(3, K, SPADES)]}
    result = resolve(declared, Contract.HEARTS, make_rules(rules_id), dealer)
    assert result.announcements[first % 2] == (Announcement.TIERCE,)
    assert result.announcements[1 - first % 2] == ()
    (reason,) = result.reasons
    assert reason.code == "best.first"
    assert reason.param("best_seat") == first
    assert reason.param("beaten_seat") == (set(seats) - {first}).pop()


def test_french_first_to_play_counts_every_seat_in_order() -> None:
    """docs/rules.md#best-declaration, "then the first to play": with the dealer at seat 2, seat 3
    plays first, then 0, 1, 2; the earlier of two equal declarations wins."""
    declared: BySeat = {0: [Sequence(3, K, CLUBS)], 1: [Sequence(3, K, SPADES)]}
    assert tokens(declared, "belote-annonces", Contract.HEARTS, dealer=2) == (["tierce"], [])
    assert tokens(declared, "belote-annonces", Contract.HEARTS, dealer=3) == (["tierce"], [])
    assert tokens(declared, "belote-annonces", Contract.HEARTS, dealer=0) == ([], ["tierce"])


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_each_player_competes_with_their_strongest(rules_id: str) -> None:
    """Seed 004: "Each player competes with their strongest declaration": a player's
    square stands for them, not their tierce; their team then scores both."""
    declared: BySeat = {0: [Sequence(3, Rank.NINE, CLUBS), Square(K)], 1: [Sequence(5, J, SPADES)]}
    assert tokens(declared, rules_id) == (["tierce", "four-kings"], [])


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_four_kings_and_a_tierce_make_120(rules_id: str) -> None:
    """Seed 004: "all those in the hand, without using the same card twice. Four Kings and a
    tierce make 120 points" — and a tierce that would reuse a king is refused."""
    result = resolve(
        {1: [Square(K), Sequence(3, Q, HEARTS)]}, Contract.SPADES, make_rules(rules_id), 0
    )
    assert sum(a.points for a in result.announcements[1]) == 120
    error = refusal({1: [Square(K), Sequence(3, K, HEARTS)]}, rules_id, Contract.SPADES)
    assert error.code == "declarations.card-twice"
    assert error.params == {"card": "K♥", "seat": 1}


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_belote_always_stays_with_its_holder(rules_id: str) -> None:
    """docs/rules.md#belot-and-belote: "belote/rebelote 20 to the team holding K+Q of
    trumps"; the best declaration decides only the declarations, not the belote."""
    declared: BySeat = {0: [Square(J)], 1: [Belot(), Sequence(3, A, CLUBS)]}
    assert tokens(declared, rules_id) == (["four-jacks"], ["belot"])


@pytest.mark.parametrize("rules_id", FRENCH_IDS)
def test_french_trump_tie_break_needs_the_suits(rules_id: str) -> None:
    """docs/rules.md#best-declaration, "then a trump sequence": when two equal sequences reach
    that stage, a suit not given is asked for; a known trump sequence needs no other."""
    error = refusal({0: [Sequence(3, K)], 1: [Sequence(3, K, CLUBS)]}, rules_id)
    assert error.code == "declarations.suit-needed"
    assert error.params == {"points": 20, "top": "K"}
    assert tokens({0: [Sequence(3, K)], 1: [Sequence(3, K, HEARTS)]}, rules_id) == (
        [],
        ["tierce"],
    )
    # Different points or top cards decide before the suit matters.
    assert tokens({0: [Sequence(3, K)], 1: [Sequence(3, A)]}, rules_id) == ([], ["tierce"])


@pytest.mark.parametrize("rules_id", ["belote", "contree"])
def test_belote_and_contree_only_belote_counts(rules_id: str) -> None:
    """docs/rules.md#which-declarations-count: "No declarations except belote" in contrée;
    belote (classic) is "without declarations" (seed 004)."""
    declared: BySeat = {0: [Sequence(5, A), Belot()], 1: [Square(Rank.NINE)]}
    assert tokens(declared, rules_id) == (["belot"], [])
    assert reasons(declared, rules_id) == ["belot", "belot-only"]


def test_nothing_declared_nothing_counts() -> None:
    """Nothing declared: no announcement, no reason."""
    result = resolve({}, Contract.SPADES, make_rules("coinche"), 0)
    assert result == Resolution(((), ()), ())


# --- refusals --------------------------------------------------------------------------------


REFUSALS: list[tuple[str, BySeat, str, Contract, dict[str, object], str]] = [
    ("seat", {4: [Belot()]}, "bulgarian", Contract.HEARTS, {"seat": 4}, "a seat is 0 to 3 (got 4)"),
    (
        "length",
        {0: [Sequence(2, A)]},
        "bulgarian",
        Contract.HEARTS,
        {"length": 2},
        "seat 0: a sequence has 3 to 8 cards (got 2)",
    ),
    ("length", {0: [Sequence(9, A)]}, "coinche", Contract.HEARTS, {"length": 9}, ""),
    (
        "top",
        {0: [Sequence(4, Rank.NINE)]},
        "bulgarian",
        Contract.HEARTS,
        {"length": 4, "top": "9", "lowest": "10"},
        "seat 0: a sequence of 4 cards reaches at least 10 (got top card 9)",
    ),
    ("top", {0: [Sequence(8, K)]}, "belote-annonces", Contract.CLUBS, {}, ""),
    (
        "square-rank",
        {0: [Square(Rank.SEVEN)]},
        "bulgarian",
        Contract.HEARTS,
        {"rank": "7"},
        "seat 0: there is no square of 7s: sevens and eights make no square",
    ),
    ("square-rank", {1: [Square(Rank.EIGHT)]}, "coinche", Contract.HEARTS, {"rank": "8"}, ""),
    (
        "square-twice",
        {0: [Square(A)], 3: [Square(A)]},
        "bulgarian",
        Contract.HEARTS,
        {"rank": "A"},
        "seat 3: four As can be declared only once (there are only four)",
    ),
    (
        "belots",
        {0: [Belot()], 2: [Belot()]},
        "belote",
        Contract.SPADES,
        {"count": 2, "most": 1},
        "at most 1 belot at this contract (got 2)",
    ),
    (
        "belot-suit",
        {0: [Belot(CLUBS)]},
        "bulgarian",
        Contract.HEARTS,
        {"suit": "♣", "trump": "♥"},
        "a belot is the king and queen of trumps (♥), not of ♣",
    ),
    (
        "card-twice",
        {2: [Sequence(4, A, HEARTS), Sequence(3, Q, HEARTS)]},
        "bulgarian",
        Contract.CLUBS,
        {"card": "J♥", "seat": 2},
        "J♥ cannot be in two declarations of seat 2",
    ),
    (
        "card-held-twice",
        {0: [Square(J)], 1: [Sequence(3, Q)]},
        "bulgarian",
        Contract.CLUBS,
        {"card": "J", "seat": 0, "other": 1},
        "J cannot be held by seat 0 and seat 1",
    ),
    (
        "card-held-twice",
        {1: [Sequence(3, A, SPADES)], 2: [Sequence(4, K, SPADES)]},
        "coinche",
        Contract.CLUBS,
        {"card": "Q♠", "seat": 1, "other": 2},
        "",
    ),
    (
        "card-held-twice",
        {0: [Belot()], 3: [Square(Q)]},
        "belote-annonces",
        Contract.HEARTS,
        {"card": "Q♥", "seat": 0, "other": 3},
        "",
    ),
    (
        "card-held-twice",
        {0: [Belot()], 1: [Sequence(3, A, HEARTS)]},
        "bulgarian",
        Contract.HEARTS,
        {"card": "Q♥", "seat": 0, "other": 1},
        "",
    ),
    (
        "one-run",
        {3: [Sequence(3, Rank.NINE, SPADES), Sequence(3, Q, SPADES)]},
        "bulgarian",
        Contract.HEARTS,
        {"suit": "♠", "length": 6},
        "seat 3: two sequences of ♠ that touch are one run of 6 cards: declare it as one",
    ),
    (
        "too-many-cards",
        {1: [Sequence(5, A, HEARTS), Sequence(4, A, SPADES)]},
        "bulgarian",
        Contract.CLUBS,
        {"seat": 1, "cards": 9},
        "the declarations of seat 1 need 9 cards; a player holds 8",
    ),
    (
        "too-many-cards",
        {1: [Square(J), Square(Rank.NINE), Sequence(3, A)]},
        "bulgarian",
        Contract.CLUBS,
        {"seat": 1, "cards": 11},
        "",
    ),
]


@pytest.mark.parametrize(
    ("what", "declared", "rules_id", "contract", "params", "message"),
    REFUSALS,
    ids=[f"{r[0]}-{i}" for i, r in enumerate(REFUSALS)],
)
def test_impossible_declarations_are_refused_with_a_reason(
    what: str,
    declared: BySeat,
    rules_id: str,
    contract: Contract,
    params: dict[str, object],
    message: str,
) -> None:
    """What cannot be held is refused: DealError, field "declarations", code
    "declarations.<what>", the English words of ERRORS with the error's params."""
    error = refusal(declared, rules_id, contract)
    assert error.code == f"declarations.{what}"
    assert error.field == "declarations"
    assert str(error) == ERRORS[error.code].format(**error.params)
    assert params.items() <= error.params.items()
    if message:
        assert str(error) == message


def test_a_squares_rank_cannot_be_in_another_players_sequence_whatever_its_suit() -> None:
    """Four of a rank take every card of it: no one else can hold one in a sequence."""
    assert refusal({0: [Square(Rank.TEN)], 3: [Sequence(5, A)]}).code == (
        "declarations.card-held-twice"
    )


def test_sequences_of_one_player_in_different_or_unknown_suits_are_allowed() -> None:
    """Two tierces to the king are possible in two suits; with the suits not given they
    are taken to be (where you cannot tell, nothing is refused)."""
    assert tokens({0: [Sequence(3, K), Sequence(3, K)]}) == (["tierce", "tierce"], [])
    assert tokens({0: [Sequence(3, K, HEARTS), Sequence(3, K, CLUBS)]}) == (
        ["tierce", "tierce"],
        [],
    )


def test_validate_gives_the_declarations_in_seat_order() -> None:
    held = validate({2: [Square(J)], 0: [Belot()]}, Contract.HEARTS, make_rules("bulgarian"))
    assert [(h.seat, h.declaration) for h in held] == [(0, Belot()), (2, Square(J))]


# --- properties ------------------------------------------------------------------------------

DECK = [(rank, suit) for suit in Suit for rank in Rank]


def hand_declarations(
    hand: list[tuple[Rank, Suit]], contract: Contract, rules: Rules
) -> list[Declaration]:
    """Everything a hand can declare: squares, the longest runs (of the cards left by the
    squares in the French games, which use a card once) and belots."""
    squares = [
        Square(rank) for rank in SQUARE_ORDER if sum(card[0] is rank for card in hand) == len(Suit)
    ]
    used = {rank for sq in squares for rank in [sq.rank]}
    french = rules.declarations is not Declarations.SEPARATELY
    left = [c for c in hand if not (french and c[0] in used)]
    runs: list[Declaration] = []
    for suit in Suit:
        orders = sorted(c[0].order for c in left if c[1] is suit)
        run: list[int] = []
        for order in [*orders, 99]:
            if run and order != run[-1] + 1:
                if len(run) >= 3:
                    runs.append(Sequence(len(run), list(Rank)[run[-1]], suit))
                run = []
            run.append(order)
    trump = Suit.trump_of(contract)
    belot_suits = [trump] if trump else list(Suit) if contract is Contract.ALL_TRUMPS else []
    belots: list[Declaration] = [Belot(s) for s in belot_suits if (Q, s) in hand and (K, s) in hand]
    return [*squares, *runs, *belots]


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, Contract, int, dict[int, list[Declaration]]]:
    """A ruleset, a contract, a dealer and what each player of a real deal declared."""
    rules = make_rules(draw(st.sampled_from(sorted(RULESETS))))
    contract = draw(st.sampled_from(rules.ruleset.contracts))
    deck = draw(st.permutations(DECK))
    declared: dict[int, list[Declaration]] = {}
    for seat in range(4):
        possible = hand_declarations(list(deck[seat * 8 : seat * 8 + 8]), contract, rules)
        kept = draw(st.lists(st.booleans(), min_size=len(possible), max_size=len(possible)))
        declared[seat] = [d for d, keep in zip(possible, kept, strict=True) if keep]
    return rules, contract, draw(st.integers(0, 3)), declared


def deal_with(rules: Rules, contract: Contract, result: Resolution) -> PlayedDeal:
    total = rules.ruleset.trick_total[contract]
    return PlayedDeal(
        contract,
        declarer=0,
        points=(total // 2, total - total // 2),
        announcements=result.announcements,
        bid=Bid.points(80) if rules.ruleset.bids else None,
    )


@settings(max_examples=300, deadline=None)
@given(tables())
def test_what_a_real_deal_declares_is_accepted_and_validates_in_the_engine(
    table: tuple[Rules, Contract, int, dict[int, list[Declaration]]],
) -> None:
    """Declarations taken from four real hands are never refused, and the announcements
    that count always make a deal ``belot.score_deal`` accepts."""
    rules, contract, dealer, declared = table
    result = resolve(declared, contract, rules, dealer)
    score_deal(deal_with(rules, contract, result), rules)
    declared_tokens = Counter(d.announcement for ds in declared.values() for d in ds)
    counted = Counter(result.announcements[0] + result.announcements[1])
    assert counted <= declared_tokens


@settings(max_examples=300, deadline=None)
@given(tables())
def test_swapping_the_teams_swaps_the_result(
    table: tuple[Rules, Contract, int, dict[int, list[Declaration]]],
) -> None:
    """Every player moving one seat clockwise (the dealer too) swaps the two teams: what
    counted for one team counts for the other."""
    rules, contract, dealer, declared = table
    moved = {(seat + 1) % 4: ds for seat, ds in declared.items()}
    before = resolve(declared, contract, rules, dealer)
    after = resolve(moved, contract, rules, (dealer + 1) % 4)
    for team in (0, 1):
        assert Counter(after.announcements[team]) == Counter(before.announcements[1 - team])
    assert [r.code for r in after.reasons] == [r.code for r in before.reasons]


def test_the_hand_strategy_finds_every_kind() -> None:
    """The property's hands do produce sequences, squares and belots."""
    rules = make_rules("bulgarian")
    found: set[type] = set()
    rng = random.Random(7)
    for _ in range(300):
        deck = DECK[:]
        rng.shuffle(deck)
        for seat in range(4):
            hand = deck[seat * 8 : seat * 8 + 8]
            found |= {type(d) for d in hand_declarations(hand, Contract.ALL_TRUMPS, rules)}
    assert found == {Sequence, Square, Belot}
