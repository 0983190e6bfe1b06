"""A game's house rules in the player's words: its preset's name, or each option that
differs from the rule system's default (the sheet's header, the statistics' filter)."""

from __future__ import annotations

from belot.app.messages import t
from belot.rules import Option, OptionValue, Rules


def house_rules(rules: Rules, with_target: bool = True) -> list[str]:
    """The preset the game's house rules are (if one is), else every option that is not
    the default; then the target if it is not the default (and ``with_target``). A game of
    a fixed number of deals says so first, with the number. Empty: the rules as they are."""
    ruleset = rules.ruleset
    preset = ruleset.preset_of(rules.options)
    words = [t(f"preset.{preset.id}")] if preset is not None else []
    deals = rules.deals_to_play
    if deals is not None:  # its number said, the default 12 too (docs/rules.md#end-option)
        words.append(t("house.deals", count=deals))
    for option in ruleset.options:
        if not rules.plays_part(option.name):  # the deals of a game to a target, and back
            continue
        if deals is not None and option.name in ("end", "deals"):  # said above
            continue
        value = rules.options[option.name]
        if value == option.default or (preset is not None and option.name != "target"):
            continue
        if option.name == "target" and not with_target:
            continue
        name, words_of_value = t(f"option.{option.name}"), value_words(option, value)
        words.append(t("house.option", name=name, value=words_of_value))
    return words


def value_words(option: Option, value: OptionValue) -> str:
    if isinstance(value, bool):
        return t("common.yes") if value else t("common.no")
    if option.choices:
        return t(f"option.{option.name}.{value}")
    return str(value)
