"""Contrée and Coinche (RULES.md `contree`, `coinche`): bid a value, reach it.

C is the bid's value (Capot 250, Générale 500). There is no litige: the
takers make or fail the contract, so nothing is ever held over.
"""

from __future__ import annotations

from belot.deal import Pair, PlayedDeal
from belot.rules import Declarations, Rules
from belot.score import DealScore, Note, add, pair
from belot.scoring.french import (
    belote_points,
    declaration_points,
    declarations_awarded,
    round_written,
)
from belot.vocabulary import BidKind, Double, Outcome

BASE = 160
CAPOT_BASE = 250


def _made(deal: PlayedDeal, judged: Pair, both_conditions: bool) -> bool:
    """Did the takers fulfil the bid? A capot fulfils any bid but a Générale not won alone."""
    assert deal.bid is not None
    d = deal.declarer
    if deal.bid.kind is BidKind.GENERALE:
        return deal.valat == d and deal.alone
    if deal.valat == d:
        return True
    if deal.bid.kind is BidKind.CAPOT:
        return False
    reached = judged[d] >= deal.bid.value
    return reached and (judged[d] > judged[deal.defender] or not both_conditions)


def _belote_to(deal: PlayedDeal, winner: int, coinche: bool) -> Pair:
    """Who scores each team's belote (-1: lost), per RULES.md's exceptions."""
    assert deal.bid is not None
    d = deal.declarer
    targets = [0, 1]
    if not coinche and deal.double is not Double.NONE:
        targets = [winner, winner]
    if deal.bid.is_slam and winner != d:
        targets[d] = -1
    return targets[0], targets[1]


def score_contree(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under `contree` or `coinche` (coinche counts declarations)."""
    assert deal.bid is not None
    coinche = rules.ruleset.declarations is Declarations.BEST_TEAM
    d, o, c, m = deal.declarer, deal.defender, deal.bid.value, int(deal.double)
    belote, declared = belote_points(deal), declaration_points(deal)
    judged = add(add(deal.points, belote), declared)
    made = _made(deal, judged, both_conditions=coinche)
    winner = d if made else o
    slam = deal.valat is not None or deal.bid.is_slam
    notes = [Note.of("bid", value=c, reached=judged[d])]
    everything = sum(declared)
    if deal.double is not Double.NONE:
        base = CAPOT_BASE if slam else BASE
        written = pair(winner, (base + c + everything) * m)
        to: int | None = winner
        notes.append(Note.of("doubled", base=base, bid=c, declarations=everything, multiplier=m))
    elif made:
        mine = CAPOT_BASE if deal.valat == d else deal.points[d]
        written = pair(d, mine + c, deal.points[o])
        if deal.valat is None:
            to, written = None, add(written, declared)
        else:
            to, written = d, add(written, pair(d, everything))
    else:
        base = CAPOT_BASE if deal.valat == o or deal.bid.is_slam else BASE
        written, to = pair(o, base + c + everything), o
        notes.append(Note.of("failed-bid", base=base, bid=c))
    belote_to = _belote_to(deal, winner, coinche)
    for team in (0, 1):
        if belote[team] and belote_to[team] >= 0:
            written = add(written, pair(belote_to[team], belote[team]))
        elif belote[team]:
            notes.append(Note.of("belote-lost", team=team))
    rounded, _ = round_written(rules.rounding, written, (0, 0))
    return DealScore(
        outcome=Outcome.MADE if made else Outcome.FAILED,
        rounding=rules.rounding,
        written=rounded,
        held_in=held,
        held_out=held,
        contract=deal.contract,
        declarer=d,
        double=deal.double,
        bid=deal.bid,
        trick_points=deal.points,
        card_points=deal.points,
        announcements=declarations_awarded(deal, to, belote_to),
        valat=deal.valat,
        raw=judged,
        notes=tuple(notes),
    )
