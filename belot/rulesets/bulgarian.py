"""Bulgarian Belot (docs/rules.md#bulgarian-deals).

The contract is judged on raw points (tricks, counting announcements and the valat
bonus) and game points (raw / 10) are written, with the split-digit rounding. No trumps
counts double. :func:`tally`, :func:`judge` and :func:`settle` serve Arena scoring too
(:mod:`belot.rulesets.arena`).
"""

from __future__ import annotations

from dataclasses import replace

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding, split_digit_pair, up_from
from belot.rules import (
    Collector,
    Declarations,
    Direction,
    Fixed,
    FromOption,
    HeldUnit,
    Option,
    OptionValue,
    Preset,
    Rules,
    Ruleset,
    Tie,
    WordFamily,
)
from belot.rulesets._shared import ALL_CONTRACTS, GAME_END, NO_TARGET, target, totals
from belot.score import Awarded, DealScore, Note, Tally, add, pair, scored
from belot.vocabulary import Contract, Double, Outcome

VALAT_BONUS = 90
VALAT_OUT = "no-going-out-with-valat"  # the option, shared with Arena scoring

# The readings of the 2001 "Бридж Белот" program (docs/rules.md#bulgarian-programs-readings),
# shared with Arena scoring: the default first.
READINGS = (
    Option("announcement-contest", "separate", choices=("separate", "combined")),
    Option("minimum-one", False),
    Option("valat-announcements", "all", choices=("all", "own")),
)
# The three readings as the 2001 program has them (each option's other value).
BRIDGE_BELOT_2001: dict[str, OptionValue] = {
    "announcement-contest": "combined",
    "minimum-one": True,
    "valat-announcements": "own",
}
CONTEST = FromOption(
    "announcement-contest",
    {"separate": Declarations.SEPARATELY, "combined": Declarations.COMBINED},
)
VALAT_TAKES = FromOption("valat-announcements", {"all": True, "own": False})
MINIMUM_ONE = FromOption("minimum-one", {True: True, False: False})


def tally(deal: PlayedDeal, rules: Rules, *, doubles_no_trumps: bool) -> Tally:
    """Trick points as scored plus announcements; a valat team takes all of it and 90
    (or, house rule valat-announcements own, every trick point and 90, each team keeping
    its own announcements)."""
    notes: list[Note] = []
    cards = deal.points
    if doubles_no_trumps and deal.contract is Contract.NO_TRUMPS:
        cards = (2 * cards[0], 2 * cards[1])
        notes.append(Note.of("no-trumps-doubled", counted=sum(deal.points), scored=sum(cards)))
    announced = tuple(sum(a.points for a in deal.announced(team)) for team in (0, 1))
    if deal.valat is None:
        awarded = tuple(Awarded(a, team, team) for team in (0, 1) for a in deal.announced(team))
        raw = add(cards, (announced[0], announced[1]))
        return Tally(cards, raw, awarded, 0, tuple(notes))
    valat = deal.valat
    if not rules.valat_takes_announcements:
        awarded = tuple(Awarded(a, team, team) for team in (0, 1) for a in deal.announced(team))
        tricks = pair(valat, sum(cards) + VALAT_BONUS)
        notes.append(Note.of("valat-own", team=valat, bonus=VALAT_BONUS))
        raw = add(tricks, (announced[0], announced[1]))
        return Tally(cards, raw, awarded, VALAT_BONUS, tuple(notes))
    awarded = tuple(Awarded(a, team, valat) for team in (0, 1) for a in deal.announced(team))
    everything = sum(cards) + sum(announced) + VALAT_BONUS
    notes.append(Note.of("valat", team=valat, bonus=VALAT_BONUS))
    return Tally(cards, pair(valat, everything), awarded, VALAT_BONUS, tuple(notes))


def at_least_one(written: Pair, raw: Pair, rules: Rules, notes: list[Note]) -> Pair:
    """House rule minimum-one: a team with some points that would write 0 writes 1, taken
    from the other team's number (no trumps 4 : 256 writes 1 : 25, not 0 : 26)."""
    if not rules.minimum_one:
        return written
    for team in (0, 1):
        if written[team] == 0 and raw[team] > 0 and written[1 - team] > 0:
            notes.append(Note.of("minimum-one", team=team))
            return pair(team, 1, written[1 - team] - 1)
    return written


def judge(deal: PlayedDeal, raw: Pair, rules: Rules) -> Outcome:
    """Made when the declarer has strictly more raw points; a tie as the rules say."""
    mine, theirs = raw[deal.declarer], raw[deal.defender]
    if mine != theirs:
        return Outcome.MADE if mine > theirs else Outcome.FAILED
    return Outcome.HANGING if rules.tie is Tie.HANGS else Outcome.FAILED


def _split_digit(contract: Contract) -> int:
    """The unit digit that is split between the teams: 4 at all trumps, else 6."""
    return 4 if contract is Contract.ALL_TRUMPS else 6


def _declarer_up_from(contract: Contract) -> int:
    """The house rule 'declarer rounds': up from 6 units, from 5 at all trumps (seed 000)."""
    return 5 if contract is Contract.ALL_TRUMPS else 6


def _own_points(deal: PlayedDeal, rules: Rules, raw: Pair) -> tuple[Pair, Note]:
    """Each team's own raw points as game points, when both write (made or hanging)."""
    digit = _split_digit(deal.contract)
    whole = up_from(raw[0] + raw[1], digit)
    if rules.rounding is Rounding.DECLARER_ROUNDS:
        mine = up_from(raw[deal.declarer], _declarer_up_from(deal.contract))
        note = Note.of("declarer-rounds", declarer=mine, rest=whole - mine)
        return pair(deal.declarer, mine, whole - mine), note
    written = split_digit_pair(raw[0], raw[1], digit, tie_up=deal.declarer)
    if raw[0] % 10 == digit and raw[1] % 10 == digit:
        up = deal.declarer if raw[0] == raw[1] else (0 if raw[0] < raw[1] else 1)
        return written, Note.of("split-digit", digit=digit, team_up=up)
    return written, Note.of("digit-rule", up_from=digit)


def score_bulgarian(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a Bulgarian deal (docs/rules.md#bulgarian-deals); ``held`` is in game points."""
    t = tally(deal, rules, doubles_no_trumps=True)
    outcome = judge(deal, t.raw, rules)
    digit = _split_digit(deal.contract)
    multiplier = int(deal.double)
    notes = list(t.notes)
    if deal.valat is not None and multiplier > 1 and not rules.flag("kontra-multiplies-valat"):
        multiplier = 1
        notes.append(Note.of("valat-not-multiplied"))
    hanging = 0
    if deal.double is Double.NONE:
        own, rounding_note = _own_points(deal, rules, t.raw)
        notes.append(rounding_note)
        if outcome is Outcome.MADE:
            written = at_least_one(own, t.raw, rules, notes)
        elif outcome is Outcome.FAILED:
            written = pair(deal.defender, up_from(t.total, digit))
        else:
            written, hanging = pair(deal.defender, own[deal.defender]), own[deal.declarer]
    else:
        base = up_from(t.total, digit)
        whole = base * multiplier
        notes.append(Note.of("all-to-winner", points=base, multiplier=multiplier, total=whole))
        if outcome is Outcome.HANGING:
            written, hanging = (0, 0), whole
        else:
            winner = deal.declarer if outcome is Outcome.MADE else deal.defender
            written = pair(winner, whole)
    return settle(deal, rules, replace(t, notes=tuple(notes)), outcome, written, hanging, held)


# Belot as seed 000 and the rulings describe it (docs/rules.md#rule-systems); Arena scoring
# changes a few traits of it.
BULGARIAN = Ruleset(
    id="bulgarian",
    position=10,
    words=WordFamily.BELOT,
    contracts=ALL_CONTRACTS,
    trick_total=totals(no_trumps=130),
    scorer=score_bulgarian,
    options=(
        target(151),
        Option("rounding", "official", choices=("official", "declarer")),
        Option("kontra-multiplies-valat", True),
        Option(VALAT_OUT, True, moot_when=NO_TARGET),
        *READINGS,
        *GAME_END,
    ),
    declarations=CONTEST,
    # The rulings say nothing of it for this game, where squares and sequences are
    # contested apart; the French text's "no card twice" is not taken over
    # (docs/rules.md#separate-contest).
    cards_may_serve_twice=True,
    tie=Fixed(Tie.HANGS),
    rounding=FromOption(
        "rounding", {"official": Rounding.OFFICIAL_SPLIT, "declarer": Rounding.DECLARER_ROUNDS}
    ),
    dealing=Direction.COUNTER_CLOCKWISE,
    held_unit=HeldUnit.GAME_POINTS,
    collector=Fixed(Collector.NEXT_DEAL_WINNER),
    valat_ends_game=FromOption(VALAT_OUT, {True: False, False: True}),
    valat_takes_announcements=VALAT_TAKES,
    minimum_one=MINIMUM_ONE,
    presets=(
        # The rules as seed 000 and the rulings give them (docs/rules.md#rule-systems).
        Preset("seed", {}),
        # How the 2001 "Бридж Белот" program scores (all three readings: docs/rules.md#presets).
        Preset("bridge-belot-2001", {**BRIDGE_BELOT_2001, "rounding": "official"}),
    ),
)

RULESETS = (BULGARIAN,)


def settle(
    deal: PlayedDeal,
    rules: Rules,
    t: Tally,
    outcome: Outcome,
    written: Pair,
    hanging: int,
    held: int,
    collected: Pair | None = None,
) -> DealScore:
    """Attach the held-over points: the deal's winner collects them, a hanging deal adds."""
    notes = list(t.notes)
    winner = deal.declarer if outcome is Outcome.MADE else deal.defender
    if collected is None:
        collected = pair(winner, held) if outcome is not Outcome.HANGING else (0, 0)
    if outcome is not Outcome.HANGING and held:
        notes.append(Note.of("collected", team=winner, held=held, points=collected[winner]))
    held_out = held + hanging if outcome is Outcome.HANGING else 0
    if outcome is Outcome.HANGING:
        notes.append(Note.of("hanging", points=hanging, held=held_out))
    t = replace(t, notes=tuple(notes))
    return scored(deal, rules.rounding, outcome, t, written, (held, held_out), collected)
