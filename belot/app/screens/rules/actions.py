"""Change the open game's house rules: open the form, set an option or a preset, save."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import OptionValue, Plain, Text
from belot.app.controller import Controller, handles
from belot.app.matches import match_games
from belot.app.messages import describe_error, t
from belot.app.screen import SHEET
from belot.app.screens.rules import RULES, RulesForm
from belot.app.screens.setup.actions import parse_options, preset_options
from belot.app.state import Notice
from belot.errors import BelotError, DealError
from belot.game import play
from belot.rulesets import make_rules


@dataclass(frozen=True)
class EditRules(Plain, name="edit-rules"):
    """The open game's house rules, to change."""


@dataclass(frozen=True)
class RulesOption(OptionValue, name="rules-option"):
    """An option of the open game as typed or chosen."""


@dataclass(frozen=True)
class RulesPreset(Text, name="rules-preset"):
    """Set the house rules a preset names ("" for custom: as they are)."""


@dataclass(frozen=True)
class SaveRules(Plain, name="save-rules"):
    """Score the game under the house rules on the form, from its first deal."""


def _form(controller: Controller) -> RulesForm:
    return controller.state.part(RulesForm) or RulesForm()


def _text(value: object) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


@handles(EditRules)
def edit_rules(controller: Controller, _: EditRules) -> None:
    current = controller.state.current
    if current is None:
        return
    typed = tuple((name, _text(v)) for name, v in current.game.rules.options_in_force.items())
    form = RulesForm(options=typed)
    controller.state = replace(controller.state, screen=RULES).with_part(form)


@handles(RulesOption)
def rules_option(controller: Controller, message: RulesOption) -> None:
    current = controller.state.current
    if current is None or message.option not in {
        o.name for o in current.game.rules.ruleset.options
    }:
        return
    form = _form(controller)
    options = dict(form.options) | {message.option: message.value}
    controller.state = controller.state.with_part(
        replace(form, options=tuple(options.items()), error="")
    )


@handles(RulesPreset)
def rules_preset(controller: Controller, message: RulesPreset) -> None:
    current = controller.state.current
    if current is None:
        return
    form = _form(controller)
    options = preset_options(current.game.rules.id, message.text, form.option_text("target"))
    if options is not None:
        # The options a preset leaves out take their defaults: the form says what it sets.
        typed = tuple(options.items())
        controller.state = controller.state.with_part(replace(form, options=typed, error=""))


@handles(SaveRules)
def save_rules(controller: Controller, _: SaveRules) -> None:
    current = controller.state.current
    if current is None:
        return
    form, game = _form(controller), current.game
    try:
        rules = make_rules(game.rules.id, parse_options(game.rules.id, form.options))
        edited = replace(game, rules=rules)
        play(edited)  # every deal scored again: one that cannot be says why
    except DealError as error:
        reason = t("rules.deal_refused", number=error.deal or 0, reason=describe_error(error))
        controller.state = controller.state.with_part(replace(form, error=reason))
        return
    except BelotError as error:
        controller.state = controller.state.with_part(replace(form, error=describe_error(error)))
        return
    if edited.rules == game.rules:
        controller.state = replace(controller.state, screen=SHEET)
        return
    others = (
        match_games(controller.games.in_matches({game.match.id}), game.match.id)
        if game.match
        else []
    )
    if any(g.id != current.id for g in others):  # the engine scores a match of equal rules
        refused = t("rules.match_refused", count=len(others))
        controller.state = controller.state.with_part(replace(form, error=refused))
        return
    if controller.commit(edited):
        controller.state = replace(controller.state, screen=SHEET, notice=Notice("rules.changed"))
