"""What a player can declare, as values: a sequence, a square, a belot; and why a contest
of declarations decided as it did (:class:`Reason`).

Only the values, with what each is worth: which of them count is decided by
:mod:`belot.declarations`, by the ruleset's rule. A deal records them (``declared``) and a
score explains with them (``contest``), so they sit below both.
"""

from __future__ import annotations

from dataclasses import dataclass

from belot.vocabulary import Announcement, Rank, Suit

SHORTEST, LONGEST = 3, 8  # a sequence's length


_RANKS = tuple(Rank)


# Squares from the weakest to the strongest; sevens and eights make none.
SQUARE_ORDER = (Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE, Rank.NINE, Rank.JACK)
_SQUARE_TOKENS = {
    Rank.JACK: Announcement.FOUR_JACKS,
    Rank.NINE: Announcement.FOUR_NINES,
    Rank.ACE: Announcement.FOUR_ACES,
    Rank.TEN: Announcement.FOUR_TENS,
    Rank.KING: Announcement.FOUR_KINGS,
    Rank.QUEEN: Announcement.FOUR_QUEENS,
}


@dataclass(frozen=True)
class Sequence:
    """Consecutive cards of one suit: ``length`` of them up to ``top``.

    ``suit`` may be left out (None) where nothing depends on it.
    """

    length: int
    top: Rank
    suit: Suit | None = None

    @property
    def ranks(self) -> tuple[Rank, ...]:
        return _RANKS[max(self.top.order - self.length + 1, 0) : self.top.order + 1]

    @property
    def announcement(self) -> Announcement:
        """Tierce, quarte, or quinte for five or more (a longer run is one quinte)."""
        if self.length <= SHORTEST:
            return Announcement.TIERCE
        return Announcement.QUARTE if self.length == SHORTEST + 1 else Announcement.QUINTE


@dataclass(frozen=True)
class Square:
    """Four cards of one rank."""

    rank: Rank

    @property
    def announcement(self) -> Announcement:
        return _SQUARE_TOKENS[self.rank]


@dataclass(frozen=True)
class Belot:
    """King and queen of a trump suit; ``suit`` None: the trump (or not said, at all trumps)."""

    suit: Suit | None = None

    @property
    def announcement(self) -> Announcement:
        return Announcement.BELOT


Declaration = Sequence | Square | Belot


# Every code a Reason can have: the page has words for each (catalog "decl.reason.<code>").
REASON_CODES = frozenset(
    {"no-trumps", "belot-only", "belot"}
    | {f"{kind}.{stage}" for kind in ("sequence", "square") for stage in ("unopposed", "tie")}
    | {"sequence.longer", "sequence.higher", "square.stronger"}
    | {
        f"best.{stage}"
        for stage in ("unopposed", "square-beats-sequence", "square", "points", "top", "trump")
    }
    | {"best.first"}
    | {f"combined.{stage}" for stage in ("unopposed", "value", "square", "longer", "top", "tie")}
)


@dataclass(frozen=True)
class Reason:
    """Why something counts or not: a code and its parameters.

    Parameters named ``team`` are team numbers, those ending in ``seat`` seat
    numbers (0-3), ``best`` and ``beaten`` declarations.
    """

    code: str
    params: tuple[tuple[str, object], ...] = ()

    def __post_init__(self) -> None:
        if self.code not in REASON_CODES:  # the page words each code (decl.reason.<code>)
            raise ValueError(f"unknown reason code {self.code!r}")

    def param(self, name: str) -> object:
        return dict(self.params)[name]
