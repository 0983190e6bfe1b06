"""Contrée and Coinche (RULES.md `contree`, `coinche`): bid a value, reach it.

C is the bid's value (Capot 250, Générale 500). There is no litige: the takers make or
fail the contract, so nothing is ever held over. The two differ in their traits: coinche
counts declarations, its takers must also beat the defence, and its belote stays with
its holder under a coinche.
"""

from __future__ import annotations

from dataclasses import replace

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding
from belot.rules import Collector, Declarations, Fixed, Option, Rules, Tie
from belot.rulesets._french import (
    belote_points,
    declaration_points,
    declarations_awarded,
    round_written,
)
from belot.rulesets._shared import target
from belot.rulesets.belote import BELOTE
from belot.score import DealScore, Note, Tally, add, pair, scored
from belot.vocabulary import BidKind, Double, Outcome

BASE = 160
CAPOT_BASE = 250


def _made(deal: PlayedDeal, judged: Pair, rules: Rules) -> bool:
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
    beaten = judged[d] > judged[deal.defender]
    return reached and (beaten or not rules.ruleset.takers_must_beat_defence)


def _belote_to(deal: PlayedDeal, winner: int, rules: Rules) -> Pair:
    """Who scores each team's belote (-1: lost), per RULES.md's exceptions."""
    assert deal.bid is not None
    d = deal.declarer
    targets = [0, 1]
    if rules.ruleset.doubled_belote_to_winner and deal.double is not Double.NONE:
        targets = [winner, winner]
    if deal.bid.is_slam and winner != d:
        targets[d] = -1
    return targets[0], targets[1]


def score_contree(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under `contree` or `coinche` (the traits say how they differ)."""
    assert deal.bid is not None
    d, o, c, m = deal.declarer, deal.defender, deal.bid.value, int(deal.double)
    belote, declared = belote_points(deal), declaration_points(deal)
    judged = add(add(deal.points, belote), declared)
    made = _made(deal, judged, rules)
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
    belote_to = _belote_to(deal, winner, rules)
    for team in (0, 1):
        if belote[team] and belote_to[team] >= 0:
            written = add(written, pair(belote_to[team], belote[team]))
        elif belote[team]:
            notes.append(Note.of("belote-lost", team=team))
    rounded, _ = round_written(rules.rounding, written, (0, 0))
    t = Tally(deal.points, judged, declarations_awarded(deal, to, belote_to), 0, tuple(notes))
    outcome = Outcome.MADE if made else Outcome.FAILED
    return scored(deal, rules, outcome, t, rounded, (held, held))


# Contrée counts only the belote; coinche adds declarations and a stricter contract. Both
# are French games of the same table as classic belote, with a bid and a contre.
CONTREE = replace(
    BELOTE,
    id="contree",
    position=50,
    scorer=score_contree,
    options=(target(1000), Option("max-bid", 160, minimum=160, maximum=360, step=10)),
    doubles=True,
    bids=True,
    takers_must_beat_defence=False,
    doubled_belote_to_winner=True,
    tie=Fixed(Tie.FAILS),  # reaching the bid decides; there is no litige
    rounding=Fixed(Rounding.NEAREST_TEN),
    collector=Fixed(Collector.NOBODY),
)

COINCHE = replace(
    CONTREE,
    id="coinche",
    position=60,
    declarations=Declarations.BEST_TEAM,
    takers_must_beat_defence=True,
    doubled_belote_to_winner=False,
)

RULESETS = (CONTREE, COINCHE)
