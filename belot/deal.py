"""What happened in one deal, as the players enter it."""

from __future__ import annotations

from dataclasses import dataclass

from belot.declared import Sequence, Square
from belot.vocabulary import Announcement, Bid, Contract, Double

Pair = tuple[int, int]
Announcements = tuple[tuple[Announcement, ...], tuple[Announcement, ...]]

NO_ANNOUNCEMENTS: Announcements = ((), ())
# What each player declared, per seat (0-3, clockwise; 0 and 2 are team 0).
Declared = tuple[
    tuple[Sequence | Square, ...],
    tuple[Sequence | Square, ...],
    tuple[Sequence | Square, ...],
    tuple[Sequence | Square, ...],
]


@dataclass(frozen=True)
class PassedDeal:
    """Everyone passed: the cards are dealt anew and nothing is written."""


@dataclass(frozen=True)
class PlayedDeal:
    """A deal that was bid and played.

    ``points`` are the trick points each team took, last trick included, in
    the card values the ruleset's record uses for the contract.
    ``announcements`` are, per team, the ones that count (the table has
    already settled which do) or, when ``declared`` says what each player declared
    (its sequences and squares), only the belots: the engine then decides which
    declarations count (:func:`belot.game.counting`). Teams are 0 and 1; ``declarer``
    is the team that took the contract.
    """

    contract: Contract
    declarer: int
    points: Pair
    valat: int | None = None
    double: Double = Double.NONE
    announcements: Announcements = NO_ANNOUNCEMENTS
    bid: Bid | None = None
    alone: bool = False
    declared: Declared | None = None

    @property
    def defender(self) -> int:
        return 1 - self.declarer

    def announced(self, team: int) -> tuple[Announcement, ...]:
        return self.announcements[team]


@dataclass(frozen=True)
class Adjustment:
    """Points written directly to each team: a penalty or a correction agreed at the table.

    Not a deal of cards: it moves no dealer and settles no held-over points,
    but it counts in the totals and in the end-of-game rule. Points may be
    negative.
    """

    points: Pair
    note: str = ""


Deal = PassedDeal | PlayedDeal | Adjustment
