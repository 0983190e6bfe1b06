"""What the French games share: belote and declaration points, who scored each
announcement, and rounding each team's total."""

from __future__ import annotations

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding, to_nearest_ten
from belot.score import Awarded, Note, add
from belot.vocabulary import Announcement

BELOTE = 20


def belote_points(deal: PlayedDeal) -> Pair:
    """The 20 of belote/rebelote, per holding team."""
    return (
        BELOTE * deal.announced(0).count(Announcement.BELOT),
        BELOTE * deal.announced(1).count(Announcement.BELOT),
    )


def declaration_points(deal: PlayedDeal) -> Pair:
    """Declarations other than belote, per team (only the best team has any)."""
    return (
        sum(a.points for a in deal.announced(0) if a is not Announcement.BELOT),
        sum(a.points for a in deal.announced(1) if a is not Announcement.BELOT),
    )


def declarations_awarded(deal: PlayedDeal, to: int | None, belote_to: Pair) -> tuple[Awarded, ...]:
    """Who scored each announcement: declarations to ``to`` (None: their holder).

    ``belote_to`` says, per holding team, which team scores its belote
    (-1 when it is lost).
    """
    return tuple(
        Awarded(a, team, (None if belote_to[team] < 0 else belote_to[team]))
        if a is Announcement.BELOT
        else Awarded(a, team, team if to is None else to)
        for team in (0, 1)
        for a in deal.announced(team)
    )


def round_written(rounding: Rounding, written: Pair, collected_raw: Pair) -> tuple[Pair, Pair]:
    """Round each team's total, held points included; returns (written, collected).

    The collected part is what the held points add once rounding is applied
    to the whole, so the two always sum to the team's rounded total.
    """
    if rounding is Rounding.NONE:
        return written, collected_raw
    plain = (to_nearest_ten(written[0]), to_nearest_ten(written[1]))
    full = add(written, collected_raw)
    whole = (to_nearest_ten(full[0]), to_nearest_ten(full[1]))
    return plain, (whole[0] - plain[0], whole[1] - plain[1])


def rounding_notes(counted: Pair, written: Pair) -> list[Note]:
    """The rounding step in words, when it changed what a team writes (a table checking
    the sheet by hand otherwise sees 42 counted and 40 written with no reason)."""
    if counted == written:
        return []
    return [Note.of("rounded", a=counted[0], b=counted[1], to_a=written[0], to_b=written[1])]
