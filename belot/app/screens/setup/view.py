"""The new-game form: rules, house rules, teams, players, first dealer."""

from __future__ import annotations

from belot.app.actions import Message
from belot.app.common import GoHome
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.setup import SETUP, Setup
from belot.app.screens.setup.actions import (
    SetupBestOf,
    SetupDealer,
    SetupOption,
    SetupPlayer,
    SetupPreset,
    SetupRuleset,
    SetupTeam,
    StartGame,
    chosen_preset,
    shown_options,
)
from belot.app.state import AppState
from belot.app.widgets import button, field, select, sends
from belot.limits import MAX_NAME
from belot.match import BEST_OF
from belot.rules import Option, Ruleset
from belot.rulesets import RULESETS

FEW_VALUES = 4  # a number option with this many values or fewer is a drop-down


@draws(SETUP)
def setup_form(state: AppState) -> Markup:
    setup = state.part(Setup) or Setup()
    ruleset = RULESETS[setup.ruleset]
    return tag(
        "section",
        {"class": "setup"},
        tag("h1", {}, t("setup.title")),
        field(t("setup.rules"), ruleset_select(setup)),
        tag(
            "fieldset",
            {"class": "house-rules"},
            tag("legend", {}, t("setup.house_rules")),
            preset_select(setup),
            [option_control(o, setup) for o in shown_options(ruleset.id, setup.options)],
        ),
        tag("fieldset", {}, tag("legend", {}, t("setup.teams")), team_inputs(setup)),
        tag("fieldset", {}, tag("legend", {}, t("setup.players")), player_inputs(setup)),
        field(t("setup.dealer"), dealer_select(setup)),
        field(t("setup.match"), best_of_select(setup)),
        tag("small", {"class": "hint"}, t("setup.match.help")),
        tag("p", {"class": "error", "role": "alert"}, setup.error) if setup.error else None,
        tag(
            "div",
            {"class": "actions"},
            button(t("setup.start"), StartGame(), **{"class": "primary", "data-testid": "start"}),
            button(t("common.cancel"), GoHome()),
        ),
    )


def ruleset_select(setup: Setup) -> Markup:
    options = [(rid, t(f"ruleset.{rid}")) for rid in RULESETS]
    return select(SetupRuleset, options, setup.ruleset, data_testid="ruleset")


def preset_select(setup: Setup) -> Markup | None:
    """The ruleset's named sets of house rules, and "custom" (what the options say now)."""
    current = chosen_preset(setup.ruleset, setup.options)
    return presets_field(RULESETS[setup.ruleset], current.id if current else "", SetupPreset)


def presets_field(ruleset: Ruleset, chosen: str, kind: type[Message]) -> Markup | None:
    """A select of ``ruleset``'s presets (``chosen``, "" for custom) sending ``kind``."""
    presets = ruleset.presets
    if not presets:
        return None
    choices = [(p.id, t(f"preset.{p.id}")) for p in presets] + [("", t("preset.custom"))]
    return tag(
        "div",
        {"class": "option preset"},
        field(t("setup.preset"), select(kind, choices, chosen, data_testid="preset")),
        tag(
            "small",
            {"class": "hint", "data-testid": "preset-hint"},
            t(f"preset.{chosen or 'custom'}.help"),
        ),
    )


def option_control(option: Option, setup: Setup) -> Markup:
    return option_field(option, setup.option_text(option.name), SetupOption)


def option_field(option: Option, current: str | None, kind: type[Message]) -> Markup:
    """The option's control (its value as typed, ``current``; None: the default), sending
    ``kind``, with its one-line explanation under it."""
    return tag(
        "div",
        {"class": "option", "data-option": option.name},
        control(option, current, kind),
        tag("small", {"class": "hint"}, t(f"option.{option.name}.help")),
    )


def control(option: Option, current: str | None, kind: type[Message]) -> Markup:
    label = t(f"option.{option.name}")
    if isinstance(option.default, bool):
        checked = option.default if current is None else current == "true"
        box = tag(
            "input",
            {
                "type": "checkbox",
                **sends(kind, option.name),
                "checked": checked,
            },
        )
        return tag("label", {"class": "check"}, box, label)
    if option.choices:
        value = str(option.default) if current is None else current
        choices = [(c, t(f"option.{option.name}.{c}")) for c in option.choices]
        return field(label, select(kind, choices, value, data_name=option.name))
    value = str(option.default) if current is None else current
    few = range(option.minimum, option.maximum + 1, option.step)
    if len(few) <= FEW_VALUES:  # a choice of a few numbers
        numbers = [(str(v), str(v)) for v in few]
        return field(label, select(kind, numbers, value, data_name=option.name))
    return field(
        label,
        tag(
            "input",
            {
                "type": "text",
                "inputmode": "numeric",
                "maxlength": len(str(option.maximum)),  # its highest value's digits
                **sends(kind, option.name),
                "value": value,
                "id": f"option-{option.name}",
            },
        ),
    )


def team_inputs(setup: Setup) -> list[Markup]:
    return [
        field(
            t(f"setup.team{team}"),
            tag(
                "input",
                {
                    "type": "text",
                    "maxlength": MAX_NAME,
                    **sends(SetupTeam, team),
                    "value": setup.teams[team],
                    "placeholder": t(f"setup.team{team}.default"),
                    "id": f"team-{team}",
                    "data-testid": f"team-{team}",
                },
            ),
        )
        for team in (0, 1)
    ]


def player_inputs(setup: Setup) -> list[Markup]:
    return [
        field(
            t("setup.player", seat=seat + 1, team=t(f"setup.team{seat % 2}")),
            tag(
                "input",
                {
                    "type": "text",
                    "maxlength": MAX_NAME,
                    **sends(SetupPlayer, seat),
                    "value": setup.players[seat],
                    "id": f"player-{seat}",
                },
            ),
        )
        for seat in range(4)
    ]


def best_of_select(setup: Setup) -> Markup:
    """A game on its own, or a match of best of 3, 5 or 7 (docs/rules.md#matches)."""
    choices = [
        (str(n), t("setup.best_of", count=n) if n > 1 else t("setup.single")) for n in BEST_OF
    ]
    return select(SetupBestOf, choices, str(setup.best_of), data_testid="best-of")


def dealer_select(setup: Setup) -> Markup:
    names = [
        p or t("setup.player", seat=s + 1, team=t(f"setup.team{s % 2}"))
        for s, p in enumerate(setup.players)
    ]
    return select(SetupDealer, [(str(s), n) for s, n in enumerate(names)], str(setup.first_dealer))
