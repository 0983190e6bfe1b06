"""The deal form as the player fills it in, and what it means to the engine.

A :class:`DealDraft` keeps exactly what was typed or tapped (text for the
points, tokens for the rest), so nothing half-entered is lost; converting it
to a :class:`~belot.deal.Deal` is where the engine's checks apply.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from belot.deal import Adjustment, Deal, PassedDeal
from belot.declared import Sequence, Square
from belot.errors import BelotError, DealError
from belot.limits import MAX_NOTE, MAX_ROWS, POINTS_DIGITS
from belot.vocabulary import Announcement, Contract

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game, Sheet
    from belot.rules import Rules
    from belot.score import DealScore

Tokens = tuple[str, ...]
# The announcement tokens the form's counters send (deal-bump).
ANNOUNCEMENT_TOKENS = frozenset(a.value for a in Announcement)


@dataclass(frozen=True)
class DealDraft:
    """A deal being entered (``index`` None) or edited (0-based ``index``)."""

    index: int | None = None
    passed: bool = False
    contract: str = ""
    declarer: int | None = None
    double: int = 1
    bid: str = ""
    points: tuple[str, str] = ("", "")
    typed: int | None = None  # the team whose points were typed last: the other is derived
    valat: int | None = None
    alone: bool = False
    announcements: tuple[Tokens, Tokens] = ((), ())
    adjusting: bool = False  # a correction or penalty: ``points`` are written as typed
    note: str = ""
    # What each seat declared (*Declared by player*), a token per declaration (``run:4:K:
    # hearts``, ``run:3:A:``, ``square:A``: :func:`declared_tokens`): then ``announcements``
    # are the belots and the engine decides which declarations count. None: by hand.
    declared: tuple[Tokens, ...] | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "passed": self.passed,
            "contract": self.contract,
            "declarer": self.declarer,
            "double": self.double,
            "bid": self.bid,
            "points": list(self.points),
            "typed": self.typed,
            "valat": self.valat,
            "alone": self.alone,
            "announcements": [list(a) for a in self.announcements],
            "adjusting": self.adjusting,
            "note": self.note,
            "declared": None if self.declared is None else [list(s) for s in self.declared],
        }

    @staticmethod
    def parse(data: Any) -> DealDraft:
        """A saved draft, read strictly: every field of the type and range :meth:`to_json`
        writes (drafts saved before corrections lack ``adjusting`` and ``note``); anything
        else raises :class:`UnreadableDraftError`, so that no odd value reaches the form."""
        if not isinstance(data, dict) or not set(data) <= _DRAFT_KEYS | _DRAFT_OPTIONAL:
            raise UnreadableDraftError("a draft is an object of the form's fields")
        if not set(data) >= _DRAFT_KEYS:
            raise UnreadableDraftError("the draft lacks a field")
        index = data["index"]
        if index is not None and not (_is_int(index) and 0 <= index < _MAX_INDEX):
            raise UnreadableDraftError("index")
        return DealDraft(
            index=index,
            passed=_typed(data["passed"], bool, "passed"),
            contract=_typed(data["contract"], str, "contract"),
            declarer=_team(data["declarer"], "declarer"),
            double=_double(data["double"]),
            bid=_typed(data["bid"], str, "bid"),
            points=_pair(data["points"], "points", lambda v: _typed(v, str, "points")),
            typed=_team(data["typed"], "typed"),
            valat=_team(data["valat"], "valat"),
            alone=_typed(data["alone"], bool, "alone"),
            announcements=_pair(data["announcements"], "announcements", _tokens),
            adjusting=_typed(data.get("adjusting", False), bool, "adjusting"),
            note=_note(data.get("note", "")),
            declared=_declared(data.get("declared")),
        )


class UnreadableDraftError(BelotError):
    """A stored draft that is not one this version of the form writes."""


_DRAFT_KEYS = frozenset(
    ("index", "passed", "contract", "declarer", "double", "bid", "points", "typed", "valat")
) | {"alone", "announcements"}
_DRAFT_OPTIONAL = frozenset(("adjusting", "note", "declared"))
_MAX_INDEX = MAX_ROWS  # a deal's index is one of a game's rows
T = TypeVar("T")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def is_one_of(value: object, *choices: int | None) -> bool:
    """Whether ``value`` is one of ``choices`` as stored JSON says it (true is not 1)."""
    if value is None:
        return None in choices
    return _is_int(value) and value in choices


def form_of(data: object) -> tuple[str, int, int | None]:
    """The deal form a kept panel belongs to (its game, revision and deal index, checked
    as :meth:`DealDraft.parse` checks an index); raises ``ValueError`` otherwise."""
    if not isinstance(data, dict):
        raise ValueError("not a panel")
    game, revision, index = data.get("game"), data.get("revision"), data.get("index")
    if not isinstance(game, str) or not isinstance(revision, int) or isinstance(revision, bool):
        raise ValueError("not a panel")
    if revision < 0 or not (index is None or (_is_int(index) and 0 <= index < _MAX_INDEX)):
        raise ValueError("not a panel")
    return game, revision, index


def _typed(value: object, kind: type[T], name: str) -> T:
    if not isinstance(value, kind):
        raise UnreadableDraftError(name)
    return value


def _note(value: object) -> str:
    note = _typed(value, str, "note")
    if len(note) > MAX_NOTE:  # the form's field takes no more
        raise UnreadableDraftError("note")
    return note


def _one_of(value: object, allowed: tuple[int, ...], name: str) -> int:
    if not _is_int(value) or value not in allowed:
        raise UnreadableDraftError(name)
    return _typed(value, int, name)


def _team(value: object, name: str) -> int | None:
    return None if value is None else _one_of(value, (0, 1), name)


def _double(value: object) -> int:
    return _one_of(value, (1, 2, 4), "double")


def _pair(value: object, name: str, item: Callable[[object], T]) -> tuple[T, T]:
    if not isinstance(value, list) or len(value) != 2:
        raise UnreadableDraftError(name)
    return item(value[0]), item(value[1])


def _declared(value: object) -> tuple[Tokens, ...] | None:
    """What each seat declared (checked as a record's ``declared`` is read)."""
    from belot.record import read_declared as record_declared

    if value is None:
        return None
    if not isinstance(value, list) or not all(isinstance(seat, list) for seat in value):
        raise UnreadableDraftError("declared")
    try:
        return declared_tokens(record_declared([[token_record(t) for t in s] for s in value], 1))
    except (DealError, UnreadableDraftError, ValueError):
        raise UnreadableDraftError("declared") from None


def declared_tokens(declared: Iterable[Iterable[Sequence | Square]]) -> tuple[Tokens, ...]:
    """What each seat declared, a token per declaration."""
    from belot.record import declaration_to_record

    return tuple(tuple(_token(declaration_to_record(d)) for d in seat) for seat in declared)


def _token(record: dict[str, Any]) -> str:
    if "square" in record:
        return f"square:{record['square']}"
    return f"run:{record['run']}:{record['top']}:{record.get('suit', '')}"


def token_record(token: object) -> dict[str, Any]:
    """A declaration as the record writes it, from its token (ValueError if not one)."""
    if not isinstance(token, str):
        raise ValueError(token)
    kind, *rest = token.split(":")
    if kind == "square" and len(rest) == 1:
        return {"square": rest[0]}
    if kind == "run" and len(rest) == 3 and rest[0].isdecimal():
        length, top, suit = rest
        return {"run": int(length), "top": top} | ({"suit": suit} if suit else {})
    raise ValueError(token)


def _tokens(value: object) -> Tokens:
    if not isinstance(value, list) or not all(isinstance(token, str) for token in value):
        raise UnreadableDraftError("announcements")
    return tuple(value)


def draft_of(deal: Deal, index: int) -> DealDraft:
    """The form filled in with an existing deal, for editing."""
    if isinstance(deal, PassedDeal):
        return DealDraft(index=index, passed=True)
    if isinstance(deal, Adjustment):
        points = (str(deal.points[0]), str(deal.points[1]))
        return DealDraft(index=index, adjusting=True, points=points, note=deal.note)
    bid = "" if deal.bid is None else str(deal.bid.token())
    declared = None if deal.declared is None else declared_tokens(deal.declared)
    return DealDraft(
        declared=declared,
        index=index,
        contract=deal.contract.value,
        declarer=deal.declarer,
        double=int(deal.double),
        bid=bid,
        points=(str(deal.points[0]), str(deal.points[1])),
        valat=deal.valat,
        alone=deal.alone,
        announcements=(
            tuple(a.value for a in deal.announcements[0]),
            tuple(a.value for a in deal.announcements[1]),
        ),
    )


def trick_total(rules: Rules, contract: str) -> int | None:
    for c in rules.contracts:
        if c.value == contract:
            return rules.ruleset.trick_total[c]
    return None


def _parse_points(text: str) -> int | None:
    text = text.strip()
    if text.isdecimal() and len(text) <= POINTS_DIGITS:
        return int(text)
    return None


def points_cap(rules: Rules, contract: str) -> int:
    """The most trick points one team can have: the contract's total, or the largest of
    the ruleset's when no contract is chosen yet."""
    total = trick_total(rules, contract)
    return total if total is not None else max(rules.ruleset.trick_total.values())


def points_refusal(draft: DealDraft, rules: Rules, text: str) -> str:
    """Why ``text`` cannot be typed into a team's points (a catalog key), "" if it can.

    A value that does not fit is refused whole, never cut; a valat is never undone by
    typing (its team has every point: the player takes the valat back first).
    """
    if draft.adjusting:  # a correction: a sign, then at most POINTS_DIGITS digits
        digits = text.strip().replace("−", "-").lstrip("+-")
        if digits and not digits.isdecimal():
            return "deal.refused.number"
        return "deal.refused.digits" if len(digits) > POINTS_DIGITS else ""
    if draft.valat is not None:
        return "deal.refused.valat"
    digits = text.strip()
    if digits and not digits.isdecimal():
        return "deal.refused.number"
    if len(digits) > POINTS_DIGITS or (digits and int(digits) > points_cap(rules, draft.contract)):
        return "deal.refused.total"
    return ""


def typed_points(draft: DealDraft, rules: Rules, team: int, text: str) -> tuple[DealDraft, str]:
    """``team``'s points set to ``text`` (the other's derived), or the draft unchanged and
    why (:func:`points_refusal`)."""
    refusal = points_refusal(draft, rules, text)
    if refusal:
        return draft, refusal
    return with_points(draft, rules, team, text), ""


def with_points(draft: DealDraft, rules: Rules, team: int, text: str) -> DealDraft:
    """Type ``text`` into ``team``'s points; the other team's become the rest of the total."""
    points = list(draft.points)
    points[team] = text
    draft = replace(draft, points=(points[0], points[1]), typed=team, valat=None)
    return _derive_other(draft, rules)


def _derive_other(draft: DealDraft, rules: Rules) -> DealDraft:
    total = trick_total(rules, draft.contract)
    if draft.typed is None or total is None or draft.adjusting:
        return draft
    value = _parse_points(draft.points[draft.typed])
    if value is None:
        return draft
    points = list(draft.points)
    # More than the total leaves nothing for the other team; the engine then says why.
    points[1 - draft.typed] = str(max(total - value, 0))
    return replace(draft, points=(points[0], points[1]))


def with_contract(draft: DealDraft, rules: Rules, contract: str) -> DealDraft:
    """Choose the contract; the announcements that cannot count at it go (all of them at no
    trumps, but the French games' sans atout, which loses only its belotes)."""
    draft = replace(draft, contract=contract, passed=False)
    offered = {a.value for a in offered_announcements(rules, contract)}
    kept = tuple(tuple(a for a in mine if a in offered) for mine in draft.announcements)
    draft = replace(draft, announcements=(kept[0], kept[1]))
    if draft.valat is not None:
        return with_valat(draft, rules, draft.valat)
    return _derive_other(draft, rules)


def with_valat(draft: DealDraft, rules: Rules, team: int | None) -> DealDraft:
    """Mark a team as having won every trick: it has all the trick points."""
    if team is None:
        return replace(draft, valat=None, alone=False)
    total = trick_total(rules, draft.contract)
    if total is None:
        return replace(draft, valat=team)
    points = (str(total), "0") if team == 0 else ("0", str(total))
    return replace(draft, valat=team, points=points, typed=team)


def bump(draft: DealDraft, team: int, token: str, step: int) -> DealDraft:
    """Add (step 1) or remove (step -1) one announcement for ``team``."""
    mine = list(draft.announcements[team])
    if step > 0:
        mine.append(token)
    elif token in mine:
        mine.remove(token)
    both = list(draft.announcements)
    both[team] = tuple(mine)
    return replace(draft, announcements=(both[0], both[1]))


def offered_announcements(rules: Rules, contract: str) -> tuple[Announcement, ...]:
    """The announcement counters the form shows for this ruleset and contract: no belot
    where none can count (at no trumps; at all trumps under ``all-trumps-belote`` ``none``),
    no declaration at no trumps but the French games' sans atout
    (docs/rules.md#sans-atout-tout-atout)."""
    no_trumps = contract == Contract.NO_TRUMPS.value
    if no_trumps and not rules.ruleset.no_trumps_declarations:
        return ()
    belot = belot_counts(rules, contract)
    if not rules.declarations.counted:
        return (Announcement.BELOT,) if belot else ()
    return tuple(a for a in Announcement if belot or a is not Announcement.BELOT)


def belot_counts(rules: Rules, contract: str) -> bool:
    """Whether a belot can count at ``contract`` (any while none is chosen)."""
    if contract == Contract.NO_TRUMPS.value:
        return False
    return contract != Contract.ALL_TRUMPS.value or rules.all_trumps_belots


class IncompleteDraftError(DealError):
    """The form lacks something the player still has to choose (not an engine error)."""


def _signed(text: str) -> int | None:
    text = text.strip().replace("−", "-")
    digits = text[1:] if text[:1] in "+-" else text
    if not digits.isdecimal() or len(digits) > POINTS_DIGITS:
        return None
    return -int(digits) if text.startswith("-") else int(digits)


def _adjustment(draft: DealDraft, number: int) -> Deal:
    from belot.record import deal_from_record

    points = [_signed(p) for p in draft.points]
    if None in points:
        raise IncompleteDraftError("deal.enter_adjust", field="points", value="", deal=number)
    record: dict[str, Any] = {"adjust": points}
    if draft.note:
        record["note"] = draft.note
    return deal_from_record(record, number)


def to_deal(draft: DealDraft, rules: Rules, number: int) -> Deal:
    """The deal the form describes; raises :class:`DealError` naming the field at fault."""
    from belot.record import deal_from_record

    if draft.passed:
        return PassedDeal()
    if draft.adjusting:
        return _adjustment(draft, number)
    if not draft.contract:
        raise IncompleteDraftError("deal.choose_contract", field="contract", value="", deal=number)
    if draft.declarer is None:
        raise IncompleteDraftError(
            "deal.choose_declarer", field="declarer", value=None, deal=number
        )
    if rules.ruleset.bids and not draft.bid:
        raise IncompleteDraftError("deal.choose_bid", field="bid", value="", deal=number)
    parsed = [_parse_points(p) for p in draft.points]
    if None in parsed:
        raise IncompleteDraftError("deal.enter_points", field="points", value="", deal=number)
    record: dict[str, Any] = {
        "contract": draft.contract,
        "declarer": draft.declarer,
        "points": parsed,
    }
    if draft.valat is not None:
        record["valat"] = draft.valat
    if draft.double != 1:
        record["double"] = draft.double
    if any(draft.announcements):
        record["announcements"] = [list(a) for a in draft.announcements]
    if draft.bid:
        record["bid"] = int(draft.bid) if draft.bid.isdecimal() else draft.bid
    if draft.alone:
        record["alone"] = True
    if draft.declared is not None:
        record["declared"] = [[token_record(t) for t in seat] for seat in draft.declared]
    return deal_from_record(record, number)


@dataclass(frozen=True)
class Evaluation:
    """What the form would save: the deal and its score, or the error that blocks saving;
    ``sheet``: the game's sheet with the deal in it (what saving it will show)."""

    deal: Deal | None
    score: DealScore | None
    error: DealError | None
    sheet: Sheet | None = None


def evaluate(draft: DealDraft, game: Game, sheet: Sheet | None = None) -> Evaluation:
    """Check the draft against the whole game and score it where it stands. A new row of
    a game that has :data:`~belot.limits.MAX_ROWS` already is refused (``game-full``): the
    game saved would be one no reader takes.

    ``sheet``: the game's own sheet, if it has it: a new deal is then scored after it
    (:func:`belot.game.extend`) instead of the whole game being played again, at every tap
    of the form."""
    from belot.game import extend, play

    number = (len(game.deals) if draft.index is None else draft.index) + 1
    if draft.index is None and len(game.deals) >= MAX_ROWS:
        full = DealError.about("game-full", field="", value=None, most=MAX_ROWS)
        return Evaluation(None, None, full)
    try:
        deal = to_deal(draft, game.rules, number)
        if draft.index is None and sheet is not None and sheet.is_of(game):
            played = extend(sheet, deal)
        else:
            edited = (
                game.with_deal(deal)
                if draft.index is None
                else game.with_replaced(draft.index, deal)
            )
            played = play(edited)
    except DealError as error:
        return Evaluation(None, None, error)
    return Evaluation(deal, played.rows[number - 1].score, None, played)
