"""What several rule systems share: trick totals, the target and how a game ends."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from belot.rules import Option
from belot.vocabulary import SUIT_CONTRACTS, Contract

SUIT_TOTAL = 162  # 4 suits' cards (62 trump + 3 x 30) and the last trick's 10
ALL_TRUMPS_TOTAL = 258  # 4 x 62 + 10
ALL_CONTRACTS = (*SUIT_CONTRACTS, Contract.NO_TRUMPS, Contract.ALL_TRUMPS)
SUITS_ONLY: Mapping[Contract, int] = MappingProxyType(dict.fromkeys(SUIT_CONTRACTS, SUIT_TOTAL))


# The French games' sans atout and tout atout keep 162 in a deal
# (docs/rules.md#sa-ta-card-values).
NO_SUIT = (Contract.NO_TRUMPS, Contract.ALL_TRUMPS)
FRENCH_TOTALS: Mapping[Contract, int] = MappingProxyType(dict.fromkeys(ALL_CONTRACTS, SUIT_TOTAL))


def totals(no_trumps: int) -> Mapping[Contract, int]:
    """Trick totals of a game with every contract, no trumps counting ``no_trumps``."""
    found = dict.fromkeys(SUIT_CONTRACTS, SUIT_TOTAL)
    found[Contract.NO_TRUMPS] = no_trumps
    found[Contract.ALL_TRUMPS] = ALL_TRUMPS_TOTAL
    return MappingProxyType(found)


# A game of a fixed number of deals ends after its last deal whatever the totals: its target
# plays no part (docs/rules.md#fixed-number-of-deals).
NO_TARGET = ("end", "deals")


def target(default: int) -> Option:
    """The points a team must reach to win the game."""
    return Option("target", default, moot_when=NO_TARGET)


# Every ruleset's game may end after a number of deals instead of at its target
# (docs/rules.md#fixed-number-of-deals); ``deals`` applies only then.
DEALS_DEFAULT, DEALS_MOST = 12, 100
GAME_END = (
    Option("end", "target", choices=("target", "deals"), since=2),
    Option("deals", DEALS_DEFAULT, maximum=DEALS_MOST, requires=("end", "deals"), since=2),
)
