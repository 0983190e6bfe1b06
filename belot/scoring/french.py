"""Classic Belote with and without declarations (RULES.md `belote`, `belote-annonces`).

Points are written as counted (no game-point division). A tie is a litige:
the taker's points are set aside until a team next makes a contract as
taker. Belote stays with the team that holds it whatever happens.
"""

from __future__ import annotations

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding, to_nearest_ten
from belot.rules import Rules
from belot.score import Awarded, DealScore, Note, add, pair
from belot.vocabulary import Announcement, Outcome

BELOTE = 20
CAPOT_POINTS = 252  # all 162 with the last trick counted 100


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


def score_belote(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under `belote` or `belote-annonces`; ``held`` is the litige pot."""
    d, o = deal.declarer, deal.defender
    belote, declared = belote_points(deal), declaration_points(deal)
    cards = deal.points if deal.valat is None else pair(deal.valat, CAPOT_POINTS)
    raw = add(add(cards, belote), declared)
    notes: list[Note] = []
    if deal.valat is not None:
        notes.append(Note.of("capot", team=deal.valat, points=CAPOT_POINTS))
        outcome = Outcome.MADE if deal.valat == d else Outcome.FAILED
    elif raw[d] != raw[o]:
        outcome = Outcome.MADE if raw[d] > raw[o] else Outcome.FAILED
    elif rules.choice("litige") == "failed":
        outcome = Outcome.FAILED
        notes.append(Note.of("tie-fails"))
    else:
        outcome = Outcome.HANGING
    everything = sum(declared)
    hanging = 0
    if outcome is Outcome.MADE and deal.valat is None:
        written, to = add(cards, declared), None
    elif outcome is Outcome.MADE:
        written, to = pair(d, cards[d] + everything), d
    elif outcome is Outcome.FAILED:
        won = CAPOT_POINTS if deal.valat == o else sum(deal.points)
        written, to = pair(o, won + everything), o
    else:
        written, to, hanging = pair(o, cards[o] + declared[o]), None, cards[d] + declared[d]
        notes.append(Note.of("litige", points=hanging, held=held + hanging))
    written = add(written, belote)
    collected_raw = pair(d, held) if outcome is Outcome.MADE else (0, 0)
    if held and outcome is Outcome.MADE:
        notes.append(Note.of("collected", team=d, held=held, points=held))
    rounding = rules.rounding
    written, collected = round_written(rounding, written, collected_raw)
    return DealScore(
        outcome=outcome,
        rounding=rounding,
        written=written,
        collected=collected,
        held_in=held,
        held_out=0 if outcome is Outcome.MADE else held + hanging,
        contract=deal.contract,
        declarer=d,
        trick_points=deal.points,
        card_points=cards,
        announcements=declarations_awarded(deal, to, (0, 1)),
        valat=deal.valat,
        valat_bonus=CAPOT_POINTS - sum(deal.points) if deal.valat is not None else 0,
        raw=raw,
        notes=tuple(notes),
    )
