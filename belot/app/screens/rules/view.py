"""The open game's house rules, to change while it is played."""

from __future__ import annotations

from belot.app.common import Back
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.rules import RULES, RulesForm
from belot.app.screens.rules.actions import RulesOption, RulesPreset, SaveRules
from belot.app.screens.setup.actions import chosen_preset, shown_options
from belot.app.screens.setup.view import option_field, presets_field
from belot.app.state import AppState
from belot.app.widgets import button, error_line


@draws(RULES)
def rules_form(state: AppState) -> Markup:
    current = state.current
    assert current is not None
    form = state.part(RulesForm) or RulesForm()
    ruleset = current.game.rules.ruleset
    preset = chosen_preset(ruleset.id, form.options)
    return tag(
        "section",
        {"class": "rules-form", "data-testid": "rules-form"},
        tag("h1", {}, t("rules.title")),
        tag("p", {"class": "hint"}, t("rules.hint")),
        tag(
            "fieldset",
            {"class": "house-rules"},
            tag("legend", {}, t(f"ruleset.{ruleset.id}")),
            presets_field(ruleset, preset.id if preset else "", RulesPreset),
            [
                option_field(o, form.option_text(o.name), RulesOption)
                for o in shown_options(ruleset.id, form.options)
            ],
        ),
        error_line(form.error),
        tag(
            "div",
            {"class": "actions sticky"},  # Save in view, as in the deal form
            button(
                t("rules.save"), SaveRules(), **{"class": "primary", "data-testid": "save-rules"}
            ),
            button(t("deal.cancel"), Back(), data_testid="back"),
        ),
    )
