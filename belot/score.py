"""The result of scoring one deal: every number on the way, not just two."""

from __future__ import annotations

from dataclasses import dataclass

from belot.deal import Pair, PlayedDeal
from belot.declared import Reason
from belot.rounding import Rounding
from belot.vocabulary import Announcement, Bid, Contract, Double, Outcome

ParamValue = str | int


@dataclass(frozen=True)
class Note:
    """One step of the explanation, as a message code and its parameters.

    Kept as data rather than prose so the page can word it in the player's
    language; :mod:`belot.explain` has the English wording.
    """

    code: str
    params: tuple[tuple[str, ParamValue], ...] = ()

    @staticmethod
    def of(code: str, **params: ParamValue) -> Note:
        return Note(code, tuple(params.items()))

    def param(self, name: str) -> ParamValue:
        return dict(self.params)[name]


@dataclass(frozen=True)
class Awarded:
    """An announcement that counted: who held it, and who scored it (None: lost)."""

    announcement: Announcement
    held_by: int
    scored_by: int | None


@dataclass(frozen=True)
class DealScore:
    """The full breakdown of one deal.

    ``raw`` is what decided the outcome (trick points as scored plus the
    announcements and bonuses each team is credited with); ``written`` is
    what each team writes for the deal itself and ``collected`` the held-over
    points it takes in this deal, in the same unit (game points, or points in
    the French rulesets). ``held_in``/``held_out`` are the points held over
    before and after the deal, in the ruleset's held unit.
    """

    outcome: Outcome
    rounding: Rounding
    written: Pair
    collected: Pair = (0, 0)
    held_in: int = 0
    held_out: int = 0
    contract: Contract | None = None
    declarer: int | None = None
    double: Double = Double.NONE
    bid: Bid | None = None
    trick_points: Pair = (0, 0)
    card_points: Pair = (0, 0)
    announcements: tuple[Awarded, ...] = ()
    valat: int | None = None
    valat_bonus: int = 0
    raw: Pair = (0, 0)
    notes: tuple[Note, ...] = ()
    # With what each player declared (a deal's ``declared``): why which of it counts.
    contest: tuple[Reason, ...] = ()

    @property
    def scores(self) -> Pair:
        """What each team writes on the sheet for this deal, collected points included."""
        return (self.written[0] + self.collected[0], self.written[1] + self.collected[1])

    @property
    def multiplier(self) -> int:
        return int(self.double)

    @property
    def winner(self) -> int | None:
        """The team that won the deal, or None for a hanging deal or a redeal."""
        if self.declarer is None or self.outcome in (Outcome.HANGING, Outcome.REDEAL):
            return None
        return self.declarer if self.outcome is Outcome.MADE else 1 - self.declarer


@dataclass(frozen=True)
class Tally:
    """What a played deal counted before anything was written: each team's card points
    (as scored), the raw points that decide the outcome, who scored each announcement,
    a valat's bonus, and the notes on the way."""

    card_points: Pair
    raw: Pair
    awarded: tuple[Awarded, ...]
    valat_bonus: int
    notes: tuple[Note, ...]

    @property
    def total(self) -> int:
        return self.raw[0] + self.raw[1]


def scored(
    deal: PlayedDeal,
    rounding: Rounding,
    outcome: Outcome,
    tally: Tally,
    written: Pair,
    held: tuple[int, int],
    collected: Pair = (0, 0),
) -> DealScore:
    """The score of a played deal, the one way every scorer builds it: what the deal says
    (contract, declarer, double, bid, trick points, valat) comes from ``deal``, what it
    counted from ``tally``; ``rounding`` is the policy in force (``rules.rounding``);
    ``held`` is what was held over before and after it."""
    return DealScore(
        outcome=outcome,
        rounding=rounding,
        written=written,
        collected=collected,
        held_in=held[0],
        held_out=held[1],
        contract=deal.contract,
        declarer=deal.declarer,
        double=deal.double,
        bid=deal.bid,
        trick_points=deal.points,
        card_points=tally.card_points,
        announcements=tally.awarded,
        valat=deal.valat,
        valat_bonus=tally.valat_bonus,
        raw=tally.raw,
        notes=tally.notes,
    )


def pair(team: int, mine: int, other: int = 0) -> Pair:
    """A pair with ``mine`` at ``team``'s place and ``other`` at the other's."""
    return (mine, other) if team == 0 else (other, mine)


def add(a: Pair, b: Pair) -> Pair:
    return (a[0] + b[0], a[1] + b[1])
