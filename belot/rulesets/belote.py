"""Classic Belote with and without declarations (docs/rules.md#belote-deals).

Points are written as counted (no game-point division). A tie is a litige: the taker's
points are set aside until a team next makes a contract as taker (or, as a house rule,
the tie fails). Belote stays with the team that holds it whatever happens.
"""

from __future__ import annotations

from dataclasses import replace

from belot.deal import PlayedDeal
from belot.rounding import Rounding
from belot.rules import (
    Collector,
    Declarations,
    FromOption,
    Option,
    Rules,
    Ruleset,
    Tie,
    WordFamily,
)
from belot.rulesets._french import (
    belote_points,
    declaration_points,
    declarations_awarded,
    round_written,
    rounding_notes,
)
from belot.rulesets._shared import GAME_END, SUITS_ONLY, target
from belot.score import DealScore, Note, Tally, add, pair, scored
from belot.vocabulary import SUIT_CONTRACTS, Outcome

CAPOT_POINTS = 252  # all 162 with the last trick counted 100


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
    elif rules.tie is Tie.FAILS:
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
    collector = _collector(rules, outcome, d, o)
    collected_raw = pair(collector, held) if collector is not None else (0, 0)
    if held and collector is not None:
        notes.append(Note.of("collected", team=collector, held=held, points=held))
    counted = add(written, collected_raw)
    written, collected = round_written(rules.rounding, written, collected_raw)
    notes += rounding_notes(counted, add(written, collected))
    bonus = CAPOT_POINTS - sum(deal.points) if deal.valat is not None else 0
    t = Tally(cards, raw, declarations_awarded(deal, to, (0, 1)), bonus, tuple(notes))
    held_out = 0 if collector is not None else held + hanging
    return scored(deal, rules.rounding, outcome, t, written, (held, held_out), collected)


def _collector(rules: Rules, outcome: Outcome, d: int, o: int) -> int | None:
    """The team that takes the set-aside points in this deal, None if they wait on: the
    takers of the next made contract, or (litige next-deal) whoever wins the next deal
    that is not a tie."""
    if outcome is Outcome.MADE:
        return d
    if outcome is Outcome.FAILED and rules.collector is Collector.NEXT_DEAL_WINNER:
        return o
    return None


# The classic game declares only its belote; with declarations, the best team's count.
BELOTE = Ruleset(
    id="belote",
    position=30,
    words=WordFamily.BELOTE,
    contracts=SUIT_CONTRACTS,
    trick_total=SUITS_ONLY,
    scorer=score_belote,
    options=(
        target(1000),
        Option("litige", "carry", choices=("carry", "failed", "next-deal")),
        Option("rounding", "none", choices=("none", "nearest-ten")),
        *GAME_END,
    ),
    declarations=Declarations.BELOT_ONLY,
    cards_may_serve_twice=False,
    # No rule text describes a contre in the classic game: it is not offered.
    doubles=False,
    tie=FromOption("litige", {"carry": Tie.HANGS, "failed": Tie.FAILS, "next-deal": Tie.HANGS}),
    collector=FromOption(
        "litige",
        {
            "carry": Collector.NEXT_MADE_CONTRACT,
            "failed": Collector.NEXT_MADE_CONTRACT,  # (nothing is ever set aside)
            "next-deal": Collector.NEXT_DEAL_WINNER,
        },
    ),
    rounding=FromOption("rounding", {"none": Rounding.NONE, "nearest-ten": Rounding.NEAREST_TEN}),
)

BELOTE_ANNONCES = replace(
    BELOTE, id="belote-annonces", position=40, declarations=Declarations.BEST_TEAM
)

RULESETS = (BELOTE, BELOTE_ANNONCES)
