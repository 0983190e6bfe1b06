"""Counting trick points from the cards: one team's pile and who took the last trick.

The players tap the cards one team took; the other team took the rest of the deck. The
points come out in the record's convention for the ruleset (see
:attr:`~belot.rules.Ruleset.trick_total`): plain card values at no trumps in
``bulgarian`` (130 in all, the engine doubles them), card values doubled in
``belot-arena`` (250 in all, the last trick still 10). The French games' sans atout and
tout atout have values of their own, 38 a suit, so that a deal is 162 as at a suit
(:data:`SANS_ATOUT_VALUES`, :data:`TOUT_ATOUT_VALUES`; docs/rules.md#sa-ta-card-values).

:func:`verify_pile` raises :class:`~belot.errors.DealError` (field ``cards``, code
``cards.<what>``) for a pile that cannot have been taken; :func:`can_count` answers yes
or no for the same rule; :func:`count_pile` checks and counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType

from belot.errors import DealError
from belot.rules import CardValues, Rules, Ruleset
from belot.vocabulary import Contract, Rank, Suit

LAST_TRICK = 10  # the last trick's bonus, never doubled
TRICK = 4  # cards in a trick
DECK_SIZE = 32


TRUMP_VALUES: Mapping[Rank, int] = MappingProxyType(
    {
        Rank.JACK: 20,
        Rank.NINE: 14,
        Rank.ACE: 11,
        Rank.TEN: 10,
        Rank.KING: 4,
        Rank.QUEEN: 3,
        Rank.EIGHT: 0,
        Rank.SEVEN: 0,
    }
)
PLAIN_VALUES: Mapping[Rank, int] = MappingProxyType(
    {
        Rank.ACE: 11,
        Rank.TEN: 10,
        Rank.KING: 4,
        Rank.QUEEN: 3,
        Rank.JACK: 2,
        Rank.NINE: 0,
        Rank.EIGHT: 0,
        Rank.SEVEN: 0,
    }
)

# The French games' sans atout: no trump, the plain values with the ace 19 (38 a suit, 162
# with the last trick).
SANS_ATOUT_VALUES: Mapping[Rank, int] = MappingProxyType({**PLAIN_VALUES, Rank.ACE: 19})
# The French games' tout atout: every suit in trump order, 38 a suit.
TOUT_ATOUT_VALUES: Mapping[Rank, int] = MappingProxyType(
    {
        Rank.JACK: 14,
        Rank.NINE: 9,
        Rank.ACE: 6,
        Rank.TEN: 5,
        Rank.KING: 3,
        Rank.QUEEN: 1,
        Rank.EIGHT: 0,
        Rank.SEVEN: 0,
    }
)

# English words of this module's errors, by code (the page's catalog: "error.<code>").
ERRORS: Mapping[str, str] = MappingProxyType(
    {
        "cards.no-contract": "choose the contract before counting the cards (got no contract)",
        "cards.contract": "contract {contract} is not played in {ruleset}, "
        "so its cards cannot be counted (got {contract})",
        "cards.card": "unknown card {got} (expected a suit and a rank such as hearts:J)",
        "cards.duplicate": "card {card} is in the pile more than once (got it {got} times)",
        "cards.team": "the pile must be team 0's or team 1's (got {got})",
        "cards.whole-tricks": "a pile is whole tricks, a multiple of 4 cards (got {got} cards)",
        "cards.no-last-trick": "say which team took the last trick (got none)",
        "cards.last-trick": "the last trick must go to team 0 or 1 (got {got})",
        "cards.last-trick-empty": "team {team} took no cards, so it cannot have taken "
        "the last trick (got the last trick to team {team})",
        "cards.last-trick-other": "team {team} took no cards (team {holder} holds all 32), "
        "so it cannot have taken the last trick (got the last trick to team {team})",
    }
)


def _error(code: str, value: object, **params: str | int) -> DealError:
    return DealError(
        ERRORS[code].format(**params), field="cards", value=value, code=code, params=params
    )


@dataclass(frozen=True)
class Card:
    """One of the 32 cards."""

    suit: Suit
    rank: Rank

    def __post_init__(self) -> None:
        if not isinstance(self.suit, Suit):  # a contract of no suit (all trumps...), say
            value = getattr(self.suit, "value", self.suit)
            raise _error("cards.card", value, got=f"{value}:{self.rank.value}")

    @property
    def token(self) -> str:
        """The card as text: ``<suit>:<rank>``, such as ``hearts:J``."""
        return f"{self.suit.value}:{self.rank.value}"

    @staticmethod
    def parse(token: str) -> Card:
        """The card a token names; an unknown token raises :class:`DealError` naming it."""
        suit, _, rank = token.partition(":")
        for each in Suit:
            if each.value == suit:
                for r in Rank:
                    if r.value == rank.upper():
                        return Card(each, r)
        raise _error("cards.card", token, got=repr(token))


DECK: tuple[Card, ...] = tuple(Card(suit, rank) for suit in Suit for rank in Rank)


def _ruleset(rules: Rules | Ruleset) -> Ruleset:
    return rules.ruleset if isinstance(rules, Rules) else rules


def is_trump(card: Card, contract: Contract) -> bool:
    """Whether ``card`` is a trump: every card at all trumps, none at no trumps."""
    return contract is Contract.ALL_TRUMPS or card.suit.contract is contract


def _factor(contract: Contract, ruleset: Ruleset) -> int:
    """How many times the record counts a card's value at ``contract`` (2 at Arena's NT).

    Read off the ruleset's total: the 32 cards' plain values times the factor, plus the
    last trick, make the record's total.
    """
    cards = sum(_plain_points(card, contract, ruleset) for card in DECK)
    factor, rest = divmod(ruleset.trick_total[contract] - LAST_TRICK, cards)
    if rest or factor < 1:  # a ruleset whose total is not made of whole card values
        raise ValueError(
            f"{ruleset.id}: {ruleset.trick_total[contract]} at {contract.value} is not "
            f"a whole multiple of the cards' {cards} plus the last trick's {LAST_TRICK}"
        )
    return factor


def _plain_points(card: Card, contract: Contract, ruleset: Ruleset) -> int:
    """The card's value at ``contract`` before any factor of the record."""
    if ruleset.card_values is CardValues.EVEN and not contract.is_suit:
        even = SANS_ATOUT_VALUES if contract is Contract.NO_TRUMPS else TOUT_ATOUT_VALUES
        return even[card.rank]
    return (TRUMP_VALUES if is_trump(card, contract) else PLAIN_VALUES)[card.rank]


def _check_contract(contract: Contract | None, rules: Rules | Ruleset) -> Contract:
    ruleset = _ruleset(rules)
    if contract is None:
        raise _error("cards.no-contract", None)
    played = rules.contracts if isinstance(rules, Rules) else ruleset.playable
    if contract not in played:
        raise _error("cards.contract", contract.value, contract=contract.value, ruleset=ruleset.id)
    return contract


def card_points(card: Card, contract: Contract, rules: Rules | Ruleset) -> int:
    """What ``card`` is worth at ``contract``, as the ruleset's record counts it."""
    ruleset = _ruleset(rules)
    _check_contract(contract, rules)
    return _plain_points(card, contract, ruleset) * _factor(contract, ruleset)


def verify_pile(
    cards: Iterable[Card],
    team: int,
    last_trick: int | None,
    contract: Contract | None,
    rules: Rules | Ruleset,
) -> None:
    """Raise :class:`DealError` unless ``team`` can have taken exactly ``cards``, with the
    last trick going to team ``last_trick``, at ``contract``."""
    _check_contract(contract, rules)
    if isinstance(team, bool) or team not in (0, 1):
        raise _error("cards.team", team, got=repr(team))
    counts = Counter(cards)
    for card, times in counts.items():
        if times > 1:
            raise _error("cards.duplicate", card.token, card=card.token, got=times)
    size = len(counts)
    if size % TRICK:
        raise _error("cards.whole-tricks", size, got=size)
    if last_trick is None:
        raise _error("cards.no-last-trick", None)
    if isinstance(last_trick, bool) or last_trick not in (0, 1):
        raise _error("cards.last-trick", last_trick, got=repr(last_trick))
    if last_trick == team and size == 0:
        raise _error("cards.last-trick-empty", last_trick, team=team)
    if last_trick != team and size == DECK_SIZE:
        raise _error("cards.last-trick-other", last_trick, team=last_trick, holder=team)


def can_count(
    cards: Iterable[Card],
    team: int,
    last_trick: int | None,
    contract: Contract | None,
    rules: Rules | Ruleset,
) -> bool:
    """Whether :func:`verify_pile` accepts these cards."""
    try:
        verify_pile(cards, team, last_trick, contract, rules)
    except DealError:
        return False
    return True


def pile_points(cards: Iterable[Card], contract: Contract, rules: Rules | Ruleset) -> int:
    """The cards' points at ``contract``, without the last trick (no other check)."""
    ruleset = _ruleset(rules)
    _check_contract(contract, rules)
    factor = _factor(contract, ruleset)
    return sum(_plain_points(card, contract, ruleset) for card in set(cards)) * factor


def count_pile(
    cards: Iterable[Card],
    team: int,
    last_trick: int | None,
    contract: Contract | None,
    rules: Rules | Ruleset,
) -> tuple[int, int]:
    """Both teams' trick points (team 0, team 1), last trick included, when ``team`` took
    ``cards`` and the other team the rest of the deck."""
    pile = tuple(cards)
    verify_pile(pile, team, last_trick, contract, rules)
    assert contract is not None
    mine = pile_points(pile, contract, rules) + (LAST_TRICK if last_trick == team else 0)
    theirs = _ruleset(rules).trick_total[contract] - mine
    return (mine, theirs) if team == 0 else (theirs, mine)
