"""Contrée and Coinche (docs/rules.md#contree-deals): bid a value, reach it.

C is the bid's value (Capot 250, Générale 500). There is no litige: the takers make or
fail the contract, so nothing is ever held over. The two differ in their traits: coinche
counts declarations, its takers must also beat the defence, and its belote stays with
its holder under a coinche. The house-rule options other counters use
(docs/rules.md#options-used-by-other-counters) change how a deal is counted, never
whether it is made: :class:`Terms`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding
from belot.rules import (
    CardValues,
    Collector,
    Declarations,
    Fixed,
    FromOption,
    Option,
    Preset,
    Rules,
    Tie,
)
from belot.rulesets._french import (
    belote_points,
    declaration_points,
    declarations_awarded,
    round_written,
    rounding_notes,
)
from belot.rulesets._shared import FRENCH_TOTALS, GAME_END, NO_SUIT, SUIT_TOTAL, target
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
    """Who scores each team's belote (-1: lost), exceptions included
    (docs/rules.md#contree-belote)."""
    assert deal.bid is not None
    d = deal.declarer
    targets = [0, 1]
    if rules.ruleset.doubled_belote_to_winner and deal.double is not Double.NONE:
        targets = [winner, winner]
    if deal.bid.is_slam and winner != d:
        targets[d] = -1
    return targets[0], targets[1]


@dataclass(frozen=True)
class Terms:
    """What the table's house rules make of a deal
    (docs/rules.md#options-used-by-other-counters)."""

    bid_only: bool  # made-points: an undoubled contract made writes the bid alone
    with_tricks: bool  # doubled-points: a doubled contract made writes (C + tricks) x m
    failed_base: int  # F in "a failed contract writes F + C to the defence"
    flat_slams: bool  # capot-points: a Capot bid is worth 250 and a Générale 500, no more

    @staticmethod
    def of(rules: Rules) -> Terms:
        return Terms(
            bid_only=rules.choice("made-points") == "bid-only",
            with_tricks=rules.choice("doubled-points") == "bid-and-tricks",
            failed_base=rules.int_option("failed-base"),
            flat_slams=rules.choice("capot-points") == "flat",
        )


@dataclass(frozen=True)
class Outline:
    """The deal seen by the takers (team ``d``) and the defence (``o``)."""

    d: int
    o: int
    c: int  # the bid's value C (Capot 250, Générale 500)
    m: int  # the multiplier: 1, 2 (contre) or 4 (surcontre)
    slam_bid: bool  # a Capot or Générale bid
    capot_by: int | None  # the team that took every trick
    tricks: Pair  # trick points; a capot by the takers counts 250 (docs/rules.md#contree-capot)
    declared: Pair  # declarations other than belote (coinche: only the best team's)

    @property
    def everything(self) -> int:
        return self.declared[0] + self.declared[1]


def _outline(deal: PlayedDeal) -> Outline:
    assert deal.bid is not None
    d, o = deal.declarer, deal.defender
    tricks = pair(d, CAPOT_BASE) if deal.valat == d else deal.points
    return Outline(
        d,
        o,
        deal.bid.value,
        int(deal.double),
        deal.bid.is_slam,
        deal.valat,
        tricks,
        declaration_points(deal),
    )


def _slam_value(x: Outline, terms: Terms) -> int:
    """What a Capot or Générale bid is worth: 250 + C, or C alone (capot-points flat)."""
    return x.c if terms.flat_slams else CAPOT_BASE + x.c


def _undoubled(x: Outline, made: bool, terms: Terms, notes: list[Note]) -> tuple[Pair, int | None]:
    """What each team writes without a contre, and who scores the declarations (None:
    their holders)."""
    if made and x.slam_bid:
        return pair(x.d, _slam_value(x, terms) + x.everything), x.d
    if made and terms.bid_only:
        notes.append(Note.of("bid-only", bid=x.c))
        to = None if x.capot_by is None else x.d
        return _declarations(pair(x.d, x.c), x, to), to
    if made:
        to = None if x.capot_by is None else x.d
        return _declarations(pair(x.d, x.tricks[x.d] + x.c, x.tricks[x.o]), x, to), to
    base, value = _failed_terms(x, terms)
    notes.append(Note.of("failed-bid", base=base, bid=value))
    return pair(x.o, base + value + x.everything), x.o


def _failed_terms(x: Outline, terms: Terms) -> tuple[int, int]:
    """(base, value) a failed contract writes to the defence: F + C, 250 + C after a capot
    of the defence or a missed Capot or Générale bid, F + the flat value of a flat slam."""
    if x.slam_bid and terms.flat_slams:
        return terms.failed_base, x.c
    if x.slam_bid or x.capot_by == x.o:
        return CAPOT_BASE, x.c
    return terms.failed_base, x.c


def _declarations(written: Pair, x: Outline, to: int | None) -> Pair:
    """``written`` with the declarations: to their holders (None), or all to ``to``."""
    if to is None:
        return add(written, x.declared)
    return add(written, pair(to, x.everything))


def _doubled_code(x: Outline, tail: str = "") -> str:
    """The note of a doubled deal's sum: a redouble (surcontre, surcoinche) is worded apart."""
    return ("redoubled" if x.m == Double.REDOUBLED else "doubled") + tail


def _doubled(x: Outline, made: bool, terms: Terms, notes: list[Note]) -> tuple[Pair, int | None]:
    """What each team writes under a contre or surcontre (belote apart)."""
    winner = x.d if made else x.o
    if terms.with_tricks and made and not x.slam_bid:
        to = None if x.capot_by is None else x.d
        mine = x.tricks[x.d] + x.c + (x.declared[x.d] if to is None else x.everything)
        kept = x.tricks[x.o] + (x.declared[x.o] if to is None else 0)
        notes.append(
            Note.of(
                _doubled_code(x, "-tricks"),
                bid=x.c,
                tricks=x.tricks[x.d],
                multiplier=x.m,
                total=mine * x.m,
                kept=kept,
            )
        )
        return pair(x.d, mine * x.m, kept), to
    if x.slam_bid and terms.flat_slams:
        base, value = (0, x.c) if made else (terms.failed_base, x.c)
    elif made:
        base, value = (CAPOT_BASE if x.capot_by is not None or x.slam_bid else BASE), x.c
    elif terms.with_tricks:
        base, value = _failed_terms(x, terms)
    else:
        base = CAPOT_BASE if x.capot_by is not None or x.slam_bid else terms.failed_base
        value = x.c
    total = (base + value + x.everything) * x.m
    # The sum in figures, without a "+ 0" (no declarations, or a flat slam's nil base).
    summed = " + ".join(str(v) for v in (base, value, x.everything) if v)
    notes.append(
        Note.of(
            _doubled_code(x),
            base=base,
            bid=value,
            declarations=x.everything,
            multiplier=x.m,
            total=total,
            sum=summed,
        )
    )
    return pair(winner, total), winner


def score_contree(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under `contree` or `coinche` (the traits say how they differ, the house
    rules how a deal is counted)."""
    assert deal.bid is not None
    terms, x = Terms.of(rules), _outline(deal)
    belote = belote_points(deal)
    judged = add(add(deal.points, belote), x.declared)
    made = _made(deal, judged, rules)
    notes = [Note.of("bid", value=x.c, reached=judged[x.d])]
    if not deal.contract.is_suit:  # the cards' own values (docs/rules.md#sa-ta-card-values)
        notes.insert(0, Note.of(deal.contract.value + "-values", total=SUIT_TOTAL))
    if x.capot_by is not None and not (made and terms.bid_only and deal.double is Double.NONE):
        # Every trick: the tricks count 250, not 162 (the bid alone needs no word on it).
        notes.append(Note.of("capot", team=x.capot_by, points=CAPOT_BASE))
    if deal.double is Double.NONE:
        written, to = _undoubled(x, made, terms, notes)
    else:
        written, to = _doubled(x, made, terms, notes)
    belote_to = _belote_to(deal, x.d if made else x.o, rules)
    for team in (0, 1):
        if belote[team] and belote_to[team] >= 0:
            written = add(written, pair(belote_to[team], belote[team]))
        elif belote[team]:
            notes.append(Note.of("belote-lost", team=team))
    rounded, _ = round_written(rules.rounding, written, (0, 0))
    notes += rounding_notes(written, rounded)
    t = Tally(deal.points, judged, declarations_awarded(deal, to, belote_to), 0, tuple(notes))
    outcome = Outcome.MADE if made else Outcome.FAILED
    return scored(deal, rules.rounding, outcome, t, rounded, (held, held))


# Contrée counts only the belote; coinche adds declarations and a stricter contract. Both
# are French games of the same table as classic belote, with a bid and a contre.
CONTREE = replace(
    BELOTE,
    id="contree",
    position=50,
    scorer=score_contree,
    options=(
        target(1000),
        Option("max-bid", 160, minimum=160, maximum=360, step=10),
        Option("made-points", "tricks-and-bid", choices=("tricks-and-bid", "bid-only")),
        Option("doubled-points", "base", choices=("base", "bid-and-tricks")),
        Option("failed-base", 160, minimum=160, maximum=162, step=2),
        Option("capot-points", "plus-bid", choices=("plus-bid", "flat")),
        Option("rounding", "nearest-ten", choices=("nearest-ten", "none")),
        # Sans atout and tout atout (docs/rules.md#sans-atout-tout-atout).
        Option("sa-ta", False, since=2),
        Option(
            "all-trumps-belote",
            "every-suit",
            choices=("every-suit", "none"),
            requires=("sa-ta", True),
            since=2,
        ),
        *GAME_END,
    ),
    trick_total=FRENCH_TOTALS,
    optional_contracts=FromOption("sa-ta", {False: (), True: NO_SUIT}),
    card_values=CardValues.EVEN,
    no_trumps_declarations=True,
    all_trumps_belots=FromOption("all-trumps-belote", {"every-suit": True, "none": False}),
    doubles=True,
    bids=True,
    takers_must_beat_defence=False,
    doubled_belote_to_winner=True,
    tie=Fixed(Tie.FAILS),  # reaching the bid decides; there is no litige
    rounding=FromOption("rounding", {"nearest-ten": Rounding.NEAREST_TEN, "none": Rounding.NONE}),
    collector=Fixed(Collector.NOBODY),
    presets=(
        # The rules as the rulings give them (docs/rules.md#presets): the FFB's, played in
        # tournaments.
        Preset("ffb", {}),
        # The common app-style scoring: a doubled contract counts its trick points, and a
        # failed one gives the defence 162 + the bid.
        Preset("app", {"doubled-points": "bid-and-tricks", "failed-base": 162}),
        # Only the contract counts: the bid, nothing for the defence.
        Preset("contract-only", {"made-points": "bid-only"}),
    ),
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
