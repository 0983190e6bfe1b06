"""Bulgarian Belot (RULES.md `bulgarian`) and its Belot Arena scoring (`belot-arena`).

Both judge the contract on raw points (tricks, counting announcements and
the valat bonus) and write game points (raw / 10). They differ in how no
trumps is entered, in what kontra multiplies and in rounding.
"""

from __future__ import annotations

from dataclasses import dataclass

from belot.deal import Pair, PlayedDeal
from belot.rounding import Rounding, half_up, split_digit_pair, up_from
from belot.rules import Rules
from belot.score import Awarded, DealScore, Note, add, pair
from belot.vocabulary import Contract, Double, Outcome

VALAT_BONUS = 90


@dataclass(frozen=True)
class Tally:
    """Raw points of a deal before any multiplier or rounding."""

    card_points: Pair
    raw: Pair
    awarded: tuple[Awarded, ...]
    valat_bonus: int
    notes: tuple[Note, ...]

    @property
    def total(self) -> int:
        return self.raw[0] + self.raw[1]


def tally(deal: PlayedDeal, *, doubles_no_trumps: bool) -> Tally:
    """Trick points as scored plus announcements; a valat team takes all of it and 90."""
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
    awarded = tuple(Awarded(a, team, valat) for team in (0, 1) for a in deal.announced(team))
    everything = sum(cards) + sum(announced) + VALAT_BONUS
    notes.append(Note.of("valat", team=valat, bonus=VALAT_BONUS))
    return Tally(cards, pair(valat, everything), awarded, VALAT_BONUS, tuple(notes))


def judge(deal: PlayedDeal, raw: Pair) -> Outcome:
    """Made when the declarer has strictly more raw points, hanging on a tie."""
    mine, theirs = raw[deal.declarer], raw[deal.defender]
    if mine > theirs:
        return Outcome.MADE
    return Outcome.FAILED if mine < theirs else Outcome.HANGING


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
    """Score a deal under RULES.md `bulgarian`; ``held`` is in game points."""
    t = tally(deal, doubles_no_trumps=True)
    outcome = judge(deal, t.raw)
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
            written = own
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
    return _settle(deal, t, outcome, written, hanging, held, rules.rounding, notes)


def _settle(
    deal: PlayedDeal,
    t: Tally,
    outcome: Outcome,
    written: Pair,
    hanging: int,
    held: int,
    rounding: Rounding,
    notes: list[Note],
    collected: Pair | None = None,
) -> DealScore:
    """Attach the held-over points: the deal's winner collects them, a hanging deal adds."""
    if collected is None:
        collected = (0, 0)
        if outcome is not Outcome.HANGING and held:
            winner = deal.declarer if outcome is Outcome.MADE else deal.defender
            collected = pair(winner, held)
    if outcome is not Outcome.HANGING and held:
        winner = deal.declarer if outcome is Outcome.MADE else deal.defender
        notes.append(Note.of("collected", team=winner, held=held, points=collected[winner]))
    held_out = held + hanging if outcome is Outcome.HANGING else 0
    if outcome is Outcome.HANGING:
        notes.append(Note.of("hanging", points=hanging, held=held_out))
    return DealScore(
        outcome=outcome,
        rounding=rounding,
        written=written,
        collected=collected,
        held_in=held,
        held_out=held_out,
        contract=deal.contract,
        declarer=deal.declarer,
        double=deal.double,
        trick_points=deal.points,
        card_points=t.card_points,
        announcements=t.awarded,
        valat=deal.valat,
        valat_bonus=t.valat_bonus,
        raw=t.raw,
        notes=tuple(notes),
    )


def score_arena(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Score a deal under RULES.md `belot-arena`; ``held`` is in raw points.

    The contract is judged on raw points, then each raw total is multiplied,
    the held points added by the collector, and the sum rounded 5 up.
    """
    t = tally(deal, doubles_no_trumps=False)
    outcome = judge(deal, t.raw)
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
        written = plain
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
    return _settle(deal, t, outcome, written, hanging, held, Rounding.HALF_UP, notes, collected)
