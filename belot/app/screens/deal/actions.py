"""The deal form's actions: open it, fill it in, save or cancel it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from belot.app import draft as forms
from belot.app.actions import Message, Plain, Switch, Team, Text, named, number
from belot.app.controller import Controller, handles, resumes
from belot.app.draft import DealDraft, evaluate
from belot.app.screen import DEAL, SHEET
from belot.app.screens.deal import KEYPAD, PANELS, Entry
from belot.app.screens.deal.keypad import KEYS, key_text, target_team
from belot.app.screens.deal.panels import stage
from belot.app.screens.keep.actions import after_saved_deal
from belot.app.state import Notice
from belot.limits import MAX_NOTE
from belot.rules import Rules


@dataclass(frozen=True)
class AddDeal(Plain, name="add-deal"):
    """Open the form for the next deal (this tab's half-entered one, if there is one)."""


@dataclass(frozen=True)
class StartDeal(Text, name="start-deal"):
    """From the sheet: open the form for the next deal with this contract chosen."""


@dataclass(frozen=True)
class DealKey(Text, name="deal-key"):
    """A key of the form's keypad: a digit, ``back`` or ``clear``."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg) if arg in KEYS else None


@dataclass(frozen=True)
class DealTarget(Team, name="deal-target"):
    """Type the points of this team next (a tap on its points: the value is selected)."""


@dataclass(frozen=True)
class DealFold(Text, name="deal-fold"):
    """Show a panel of the form (kontra, valat, announcements) in place of the keypad, or
    fold it away (the keypad again)."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg) if arg in PANELS else None


@dataclass(frozen=True)
class DealByHand(Plain, name="deal-by-hand"):
    """Count the announcements by hand again: forget what each player declared."""


@dataclass(frozen=True)
class DealPassed(Switch, name="deal-passed"):
    """Everyone passed: a redeal."""


@dataclass(frozen=True)
class DealAdjusting(Switch, name="deal-adjusting"):
    """A correction or penalty: points written directly."""


@dataclass(frozen=True)
class DealNote(Text, name="deal-note"):
    """The note of a correction."""


@dataclass(frozen=True)
class DealContract(Text, name="deal-contract"):
    """The contract, by its token (``hearts``, ``no-trumps``...)."""


@dataclass(frozen=True)
class DealDeclarer(Team, name="deal-declarer"):
    """The team that took the contract."""


@dataclass(frozen=True)
class DealDouble(Message, name="deal-double"):
    """The multiplier called: 1, 2 (kontra, contre...) or 4 (its answer)."""

    value: int

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        value = number(arg, 1, 4)
        return cls(value) if value in (1, 2, 4) else None

    def arg(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class DealBid(Text, name="deal-bid"):
    """The bid: points in tens, ``capot`` or ``generale`` ("" for none yet)."""


@dataclass(frozen=True)
class DealAlone(Switch, name="deal-alone"):
    """The taker alone won every trick (a Générale)."""


@dataclass(frozen=True)
class DealPoints(Message, name="deal-points"):
    """A team's points as typed: ``<team>=<text>``."""

    team: int
    text: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        team, text = named(arg)
        found = number(team, 0, 1)
        return None if found is None else cls(found, text)

    def arg(self) -> str:
        return f"{self.team}={self.text}"


@dataclass(frozen=True)
class DealValat(Message, name="deal-valat"):
    """The team that took every trick, or none."""

    team: int | None

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        team = number(arg, 0, 1)
        return cls(team) if team is not None or arg == "" else None

    def arg(self) -> str:
        return "" if self.team is None else str(self.team)


@dataclass(frozen=True)
class DealBump(Message, name="deal-bump"):
    """One announcement more (``step`` 1) or less (-1) for a team: ``team:token:step``."""

    team: int
    token: str
    step: int

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        team_text, _, rest = arg.partition(":")
        token, _, step_text = rest.rpartition(":")
        team, step = number(team_text, 0, 1), number(step_text, -1, 1)
        if team is None or not step or token not in forms.ANNOUNCEMENT_TOKENS:
            return None
        return cls(team, token, step)

    def arg(self) -> str:
        return f"{self.team}:{self.token}:{self.step}"


@dataclass(frozen=True)
class CancelDeal(Plain, name="cancel-deal"):
    """Leave the form; this tab's half-entered deal is forgotten."""


@dataclass(frozen=True)
class SaveDeal(Plain, name="save-deal"):
    """Save the deal the form describes (when it can be saved)."""


@resumes(DEAL)
def resume_form(controller: Controller, session: dict[str, object]) -> None:
    """Reopen the form as it was: a new deal, or the edit of a deal that still exists."""
    current = controller.state.current
    assert current is not None
    stored = controller.stored_draft(current.id)
    if stored.index is None:
        controller.dispatch(AddDeal())
    elif stored.index < len(current.game.deals):
        controller.state = replace(controller.state, screen=DEAL, draft=stored)


def open_form(controller: Controller, draft: DealDraft) -> None:
    """Show the form filled in with ``draft``, and keep it."""
    controller.state = replace(controller.state, screen=DEAL, draft=draft, confirm="")
    controller.change_draft(lambda d: d)


def _rules(controller: Controller) -> Rules | None:
    current = controller.state.current
    return current.game.rules if current is not None else None


@handles(AddDeal)
def add_deal(controller: Controller, _: AddDeal) -> None:
    current, sheet = controller.state.current, controller.state.sheet
    if current is None or sheet is None:
        return
    if sheet.over:
        controller.state = replace(controller.state, notice=Notice("notice.game_over"))
        return
    saved = controller.stored_draft(current.id)
    draft = saved if saved.index is None else DealDraft()
    controller.state = replace(controller.state, screen=DEAL, draft=draft)


@handles(StartDeal)
def start_deal(controller: Controller, message: StartDeal) -> None:
    add_deal(controller, AddDeal())
    if controller.state.screen is DEAL:
        deal_contract(controller, DealContract(message.text))


def entry(controller: Controller) -> Entry:
    """How the form on screen is being filled in (a new :class:`Entry` if none)."""
    return controller.state.part(Entry) or Entry()


def set_entry(controller: Controller, changed: Entry) -> None:
    controller.state = controller.state.with_part(changed)


@handles(DealKey)
def deal_key(controller: Controller, message: DealKey) -> None:
    rules, draft, now = _rules(controller), controller.state.draft, entry(controller)
    if rules is None or draft is None:
        return
    team = target_team(now.target, draft.declarer)
    text = key_text(draft.points[team], now.fresh, message.text)
    _type(controller, rules, team, text)


def _type(controller: Controller, rules: Rules, team: int, text: str) -> None:
    """Type ``text`` into ``team``'s points, or say why it does not fit (and keep them)."""
    draft = controller.state.draft
    assert draft is not None
    typed, refusal = forms.typed_points(draft, rules, team, text)
    if refusal:
        set_entry(
            controller, replace(entry(controller), refused=refusal, refused_at=text, target=team)
        )
        return
    controller.change_draft(lambda _: typed)
    set_entry(
        controller, replace(entry(controller), target=team, fresh=False, refused="", refused_at="")
    )


def _type_for(controller: Controller, team: int) -> None:
    """The keypad, for ``team``'s points: their value selected, so that typing replaces it."""
    set_entry(
        controller,
        replace(
            entry(controller), target=team, fresh=True, refused="", refused_at="", stage=KEYPAD
        ),
    )


@handles(DealTarget)
def deal_target(controller: Controller, message: DealTarget) -> None:
    _type_for(controller, message.value)


@handles(DealFold)
def deal_fold(controller: Controller, message: DealFold) -> None:
    shown = stage(controller.state)
    picked = KEYPAD if shown == message.text else message.text
    set_entry(controller, replace(entry(controller), stage=picked))


@handles(DealPassed)
def deal_passed(controller: Controller, message: DealPassed) -> None:
    controller.change_draft(lambda d: replace(d, passed=message.on, adjusting=False))


@handles(DealAdjusting)
def deal_adjusting(controller: Controller, message: DealAdjusting) -> None:
    controller.change_draft(lambda d: replace(d, adjusting=message.on, passed=False))


@handles(DealNote)
def deal_note(controller: Controller, message: DealNote) -> None:
    controller.change_draft(lambda d: replace(d, note=message.text[:MAX_NOTE]))  # as maxlength


@handles(DealContract)
def deal_contract(controller: Controller, message: DealContract) -> None:
    rules = _rules(controller)
    if rules is not None and message.text in {c.value for c in rules.contracts}:
        controller.change_draft(lambda d: forms.with_contract(d, rules, message.text))
        set_entry(
            controller, replace(entry(controller), refused="", refused_at="")
        )  # the most a team has changed


@handles(DealDeclarer)
def deal_declarer(controller: Controller, message: DealDeclarer) -> None:
    controller.change_draft(lambda d: replace(d, declarer=message.value, passed=False))
    _type_for(controller, message.value)  # the points come next, for the team that took


@handles(DealDouble)
def deal_double(controller: Controller, message: DealDouble) -> None:
    controller.change_draft(lambda d: replace(d, double=message.value))
    set_entry(controller, replace(entry(controller), stage=KEYPAD))  # the points come next


@handles(DealBid)
def deal_bid(controller: Controller, message: DealBid) -> None:
    controller.change_draft(lambda d: replace(d, bid=message.text))


@handles(DealAlone)
def deal_alone(controller: Controller, message: DealAlone) -> None:
    controller.change_draft(lambda d: replace(d, alone=message.on))


@handles(DealPoints)
def deal_points(controller: Controller, message: DealPoints) -> None:
    rules = _rules(controller)
    if rules is not None and controller.state.draft is not None:
        _type(controller, rules, message.team, message.text)


@handles(DealValat)
def deal_valat(controller: Controller, message: DealValat) -> None:
    rules = _rules(controller)
    if rules is not None:
        controller.change_draft(lambda d: forms.with_valat(d, rules, message.team))
        # Done with the panel: its chip says the valat; the keypad again.
        set_entry(
            controller,
            replace(entry(controller), refused="", refused_at="", fresh=True, stage=KEYPAD),
        )


@handles(DealByHand)
def deal_by_hand(controller: Controller, _: DealByHand) -> None:
    controller.change_draft(lambda d: replace(d, declared=None))


@handles(DealBump)
def deal_bump(controller: Controller, message: DealBump) -> None:
    controller.change_draft(lambda d: forms.bump(d, message.team, message.token, message.step))


@handles(CancelDeal)
def cancel_deal(controller: Controller, _: CancelDeal) -> None:
    if controller.state.current is not None:
        controller.drop_draft(controller.state.current.id)
    leave_form(controller)


def leave_form(controller: Controller) -> None:
    """Back to the sheet; the form's panels close with it (Controller._settle)."""
    controller.state = replace(controller.state, screen=SHEET, draft=None)


@handles(SaveDeal)
def save_deal(controller: Controller, _: SaveDeal) -> None:
    current, draft = controller.state.current, controller.state.draft
    if current is None or draft is None:
        return
    result = evaluate(draft, current.game, controller.state.sheet)
    if result.deal is None:  # what is missing is now said, by what needs it
        set_entry(controller, replace(entry(controller), tried=True))
        return
    game = current.game
    edited = (
        game.with_deal(result.deal)
        if draft.index is None
        else game.with_replaced(draft.index, result.deal)
    )
    was_over = controller.state.sheet is not None and controller.state.sheet.over
    if controller.commit(edited, sheet=result.sheet):
        controller.drop_draft(current.id)
        leave_form(controller)
        after_saved_deal(controller, was_over)
