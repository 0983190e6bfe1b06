"""The game's words as types: contracts, suits and ranks, announcements, outcomes, doubles,
bids."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Contract(enum.Enum):
    """What the declarer plays, in ascending bidding strength."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"
    NO_TRUMPS = "no-trumps"
    ALL_TRUMPS = "all-trumps"

    @property
    def is_suit(self) -> bool:
        return self not in (Contract.NO_TRUMPS, Contract.ALL_TRUMPS)


SUIT_CONTRACTS = (Contract.CLUBS, Contract.DIAMONDS, Contract.HEARTS, Contract.SPADES)


class Suit(enum.Enum):
    """A suit of the cards (a card's, a sequence's, a belot's); the value is the suit
    contract's token."""

    CLUBS = "clubs"
    DIAMONDS = "diamonds"
    HEARTS = "hearts"
    SPADES = "spades"

    @property
    def symbol(self) -> str:
        return _SYMBOLS[self]

    @property
    def contract(self) -> Contract:
        """The contract that makes this suit trumps."""
        return Contract(self.value)

    @staticmethod
    def trump_of(contract: Contract) -> Suit | None:
        """The trump suit of a suit contract; None at no trumps and at all trumps."""
        return Suit(contract.value) if contract.is_suit else None


_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}


class Rank(enum.Enum):
    """A card's rank, in sequence order (7 lowest, ace highest).

    The value is how a card token writes it (``hearts:J``).
    """

    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    TEN = "10"
    JACK = "J"
    QUEEN = "Q"
    KING = "K"
    ACE = "A"

    @property
    def order(self) -> int:
        """The rank's place in a sequence: 0 for the seven to 7 for the ace."""
        return list(Rank).index(self)


class AnnouncementKind(enum.Enum):
    BELOT = "belot"
    SEQUENCE = "sequence"
    SQUARE = "square"


class Announcement(enum.Enum):
    """An announcement that counts, by its record token.

    ``value`` is the token; :attr:`points` what it is worth everywhere
    (the rule texts agree on these figures).
    """

    BELOT = "belot"
    TIERCE = "tierce"
    QUARTE = "quarte"
    QUINTE = "quinte"
    FOUR_JACKS = "four-jacks"
    FOUR_NINES = "four-nines"
    FOUR_ACES = "four-aces"
    FOUR_TENS = "four-tens"
    FOUR_KINGS = "four-kings"
    FOUR_QUEENS = "four-queens"

    @property
    def points(self) -> int:
        return _POINTS[self]

    @property
    def kind(self) -> AnnouncementKind:
        if self is Announcement.BELOT:
            return AnnouncementKind.BELOT
        if self in (Announcement.TIERCE, Announcement.QUARTE, Announcement.QUINTE):
            return AnnouncementKind.SEQUENCE
        return AnnouncementKind.SQUARE


_POINTS = {
    Announcement.BELOT: 20,
    Announcement.TIERCE: 20,
    Announcement.QUARTE: 50,
    Announcement.QUINTE: 100,
    Announcement.FOUR_JACKS: 200,
    Announcement.FOUR_NINES: 150,
    Announcement.FOUR_ACES: 100,
    Announcement.FOUR_TENS: 100,
    Announcement.FOUR_KINGS: 100,
    Announcement.FOUR_QUEENS: 100,
}


class Outcome(enum.Enum):
    """How a deal ended for the declarer."""

    MADE = "made"
    FAILED = "failed"  # Bulgarian "inside" (вътре), French "chute"
    HANGING = "hanging"  # Bulgarian висяща, French litige
    REDEAL = "redeal"  # everyone passed
    ADJUSTMENT = "adjustment"  # points written directly: a penalty or a correction


class Double(enum.IntEnum):
    """The multiplier called at the table: kontra/contre/coinche and their answer."""

    NONE = 1
    DOUBLED = 2
    REDOUBLED = 4


class BidKind(enum.Enum):
    POINTS = "points"
    CAPOT = "capot"
    GENERALE = "generale"


@dataclass(frozen=True)
class Bid:
    """A contrée/coinche bid. ``value`` is the contract value C of the score tables."""

    kind: BidKind
    value: int

    @staticmethod
    def points(value: int) -> Bid:
        return Bid(BidKind.POINTS, value)

    @property
    def is_slam(self) -> bool:
        """Capot or Générale: a bid on winning every trick."""
        return self.kind is not BidKind.POINTS

    def token(self) -> int | str:
        """The bid as written in a game record."""
        return self.value if self.kind is BidKind.POINTS else self.kind.value


CAPOT_BID = Bid(BidKind.CAPOT, 250)
GENERALE_BID = Bid(BidKind.GENERALE, 500)
