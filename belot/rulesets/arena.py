"""Belot with Arena scoring (docs/rules.md#arena-deals): as Bulgarian Belot, except that no
trumps is entered with the card values doubled, kontra multiplies each team's raw points,
and raw points (held ones included) are rounded 5 up."""

from __future__ import annotations

from dataclasses import replace

from belot.deal import PlayedDeal
from belot.rounding import Rounding, half_up
from belot.rules import Fixed, FromOption, HeldUnit, Option, Preset, Rules
from belot.rulesets._shared import GAME_END, NO_TARGET, target, totals
from belot.rulesets.bulgarian import (
    BRIDGE_BELOT_2001,
    BULGARIAN,
    READINGS,
    VALAT_OUT,
    at_least_one,
    judge,
    settle,
    tally,
)
from belot.score import DealScore, Note, pair
from belot.vocabulary import Outcome


def score_arena(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under Arena scoring (docs/rules.md#arena-deals); ``held`` is in raw points.

    The contract is judged on raw points, then each raw total is multiplied,
    the held points added by the collector, and the sum rounded 5 up.
    """
    t = tally(deal, rules, doubles_no_trumps=False)
    outcome = judge(deal, t.raw, rules)
    m = int(deal.double)
    scaled = (t.raw[0] * m, t.raw[1] * m)
    notes = list(t.notes)
    if m > 1:
        notes.append(Note.of("multiplied", multiplier=m, raw0=scaled[0], raw1=scaled[1]))
    hanging = 0
    if outcome is Outcome.MADE:
        plain = (half_up(scaled[0]), half_up(scaled[1]))
        with_held = half_up(scaled[deal.declarer] + held)
        collected = pair(deal.declarer, with_held - plain[deal.declarer])
        written = at_least_one(plain, t.raw, rules, notes) if m == 1 else plain
    elif outcome is Outcome.FAILED:
        plain_total = half_up(sum(scaled))
        written = pair(deal.defender, plain_total)
        collected = pair(deal.defender, half_up(sum(scaled) + held) - plain_total)
    elif m == 1:
        written = pair(deal.defender, half_up(scaled[deal.defender]))
        hanging, collected = scaled[deal.declarer], (0, 0)
    else:
        # A tie under contra is not among Arena's exceptions: as in Bulgarian, it all hangs.
        written, hanging, collected = (0, 0), sum(scaled), (0, 0)
    notes.append(Note.of("half-up"))
    t = replace(t, notes=tuple(notes))
    return settle(deal, rules, t, outcome, written, hanging, held, collected)


BELOT_ARENA = replace(
    BULGARIAN,
    id="belot-arena",
    position=20,
    trick_total=totals(no_trumps=250),
    scorer=score_arena,
    options=(target(151), Option(VALAT_OUT, False, moot_when=NO_TARGET), *READINGS, *GAME_END),
    presets=(Preset("seed", {}), Preset("bridge-belot-2001", BRIDGE_BELOT_2001)),
    rounding=Fixed(Rounding.HALF_UP),
    held_unit=HeldUnit.RAW,
    valat_ends_game=FromOption(VALAT_OUT, {True: False, False: True}),
)

RULESETS = (BELOT_ARENA,)
