"""The new-game form's actions: open it, fill it in, start the game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Self

from belot.app.actions import Index, Message, OptionValue, Plain, Text, named, number
from belot.app.controller import Controller, handles
from belot.app.messages import describe_error, t
from belot.app.screens.setup import SETUP, Setup
from belot.errors import BelotError
from belot.limits import MAX_NAME
from belot.match import BEST_OF, InMatch
from belot.patterns import Pattern

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.rules import Option, Preset, Ruleset


@dataclass(frozen=True)
class NewGame(Plain, name="new-game"):
    """Open an empty new-game form."""


@dataclass(frozen=True)
class SetupRuleset(Text, name="setup-ruleset"):
    """Choose the rule system (its house rules go back to their defaults)."""


@dataclass(frozen=True)
class SetupOption(OptionValue, name="setup-option"):
    """A house rule of the new game as typed or chosen."""


@dataclass(frozen=True)
class SetupPreset(Text, name="setup-preset"):
    """Set the house rules a preset names (its options; the others to their defaults),
    or "" (custom): the options stay as they are."""


@dataclass(frozen=True)
class SetupName(Message):
    """A name typed for a place: ``<place>=<name>`` (a team 0-1, a seat 0-3)."""

    place: int
    text: str
    places = 2

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        place, text = named(arg)
        found = number(place, 0, cls.places - 1)
        return None if found is None else cls(found, text)

    def arg(self) -> str:
        return f"{self.place}={self.text}"


@dataclass(frozen=True)
class SetupTeam(SetupName, name="setup-team"):
    """A team's name."""


@dataclass(frozen=True)
class SetupPlayer(SetupName, name="setup-player"):
    """A player's name, by seat."""

    places = 4


@dataclass(frozen=True)
class SetupDealer(Index, name="setup-dealer"):
    """The seat that deals first."""

    high = 3


@dataclass(frozen=True)
class SetupBestOf(Index, name="setup-best-of"):
    """A match of best of 3, 5 or 7 games, or 1: a game on its own."""

    low = 1
    high = max(BEST_OF)


@dataclass(frozen=True)
class StartGame(Plain, name="start-game"):
    """Start the game the form describes (or say why it cannot)."""


def _setup(controller: Controller) -> Setup:
    return controller.state.part(Setup) or Setup()


def _change(controller: Controller, setup: Setup) -> None:
    controller.state = controller.state.with_part(setup)


@handles(NewGame)
def new_game(controller: Controller, _: NewGame) -> None:
    controller.state = replace(controller.state, screen=SETUP).with_part(Setup())


@handles(SetupRuleset)
def setup_ruleset(controller: Controller, message: SetupRuleset) -> None:
    from belot.rulesets import RULESETS

    if message.text in RULESETS:
        _change(controller, replace(_setup(controller), ruleset=message.text, options=(), error=""))


@handles(SetupOption)
def setup_option(controller: Controller, message: SetupOption) -> None:
    from belot.rulesets import RULESETS

    setup = _setup(controller)
    if not any(option.name == message.option for option in RULESETS[setup.ruleset].options):
        return
    options = dict(setup.options)
    options[message.option] = message.value
    _change(controller, replace(setup, options=tuple(options.items()), error=""))


@handles(SetupPreset)
def setup_preset(controller: Controller, message: SetupPreset) -> None:
    setup = _setup(controller)
    options = preset_options(setup.ruleset, message.text, setup.option_text("target"))
    if options is not None:
        _change(controller, replace(setup, options=tuple(options.items()), error=""))


def chosen_preset(ruleset_id: str, typed: Iterable[tuple[str, str]]) -> Preset | None:
    """The preset the house rules typed are, if they are one (None: custom, or not valid)."""
    from belot.rulesets import RULESETS, make_rules

    try:
        rules = make_rules(ruleset_id, parse_options(ruleset_id, typed))
    except BelotError:
        return None
    return RULESETS[ruleset_id].preset_of(rules.options)


def preset_options(ruleset_id: str, preset_id: str, target: str | None) -> dict[str, str] | None:
    """The house rules a preset names, as the forms keep them (text), the target kept;
    None if the ruleset has no such preset."""
    from belot.rulesets import RULESETS

    for preset in RULESETS[ruleset_id].presets:
        if preset.id == preset_id:
            options = {name: _text(value) for name, value in preset.options.items()}
            if target is not None:  # the target is not a house rule of the preset's
                options["target"] = target
            return options
    return None


def _text(value: object) -> str:
    """An option's value as the form keeps it (text; a checkbox true/false)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


@handles(SetupTeam)
def setup_team(controller: Controller, message: SetupTeam) -> None:
    setup = _setup(controller)
    teams = list(setup.teams)
    teams[message.place] = message.text[:MAX_NAME]  # as the field's maxlength: a paste too
    _change(controller, replace(setup, teams=(teams[0], teams[1])))


@handles(SetupPlayer)
def setup_player(controller: Controller, message: SetupPlayer) -> None:
    setup = _setup(controller)
    players = list(setup.players)
    players[message.place] = message.text[:MAX_NAME]
    _change(controller, replace(setup, players=_four(players)))


@handles(SetupDealer)
def setup_dealer(controller: Controller, message: SetupDealer) -> None:
    _change(controller, replace(_setup(controller), first_dealer=message.value))


@handles(SetupBestOf)
def setup_best_of(controller: Controller, message: SetupBestOf) -> None:
    if message.value in BEST_OF:
        _change(controller, replace(_setup(controller), best_of=message.value))


@handles(StartGame)
def start_game(controller: Controller, _: StartGame) -> None:
    from belot.game import Game
    from belot.rulesets import make_rules

    setup = _setup(controller)
    try:
        rules = make_rules(setup.ruleset, _parse_options(setup))
    except BelotError as error:
        _change(controller, replace(setup, error=describe_error(error)))
        return
    teams = (
        setup.teams[0].strip() or t("setup.team0.default"),
        setup.teams[1].strip() or t("setup.team1.default"),
    )
    players = (
        None
        if not any(p.strip() for p in setup.players)
        else _four([p.strip() for p in setup.players])
    )
    # A match's id is made once, for its first game; each next game carries it on.
    match = None if setup.best_of == 1 else InMatch(controller.new_id(), setup.best_of)
    game = Game(rules, teams=teams, players=players, first_dealer=setup.first_dealer, match=match)
    controller.create(game)


def _four(names: list[str]) -> tuple[str, str, str, str]:
    return names[0], names[1], names[2], names[3]


def _parse_options(setup: Setup) -> dict[str, object]:
    return parse_options(setup.ruleset, setup.options)


# A whole number as typed: ASCII digits (str.isdecimal would take "٣" too), a sign allowed,
# few enough digits for int() to read at once. Anything else stays text.
_WHOLE = Pattern(r"[-+]?[0-9]{1,4000}")


def parse_options(ruleset_id: str, typed: Iterable[tuple[str, str]]) -> dict[str, object]:
    """The typed house-rule options as values; the engine checks their ranges. A number
    is a number whatever its size or sign, so that one out of range is told its range
    (``option-range``), and only text that is no number is "not a whole number"."""
    from belot.rulesets import RULESETS

    ruleset = RULESETS[ruleset_id]
    options = _typed_values(ruleset, typed)
    return {name: value for name, value in options.items() if applies(ruleset, name, options)}


def _typed_values(ruleset: Ruleset, typed: Iterable[tuple[str, str]]) -> dict[str, object]:
    options: dict[str, object] = {}
    for name, text in typed:
        default = ruleset.option(name).default
        if isinstance(default, bool):
            options[name] = text == "true"
        elif isinstance(default, int):
            digits = text.strip()
            options[name] = int(digits) if _WHOLE.fullmatch(digits) else text
        else:
            options[name] = text
    return options


def applies(ruleset: Ruleset, name: str, chosen: Mapping[str, object]) -> bool:
    """Whether option ``name`` plays a part with the options ``chosen`` (the others at their
    defaults): an option that requires another's value applies only while it has it
    (:attr:`belot.rules.Option.requires`), and a moot one not while it is moot
    (:attr:`belot.rules.Option.moot_when`). One that does not is hidden and left out (its
    default then), not an error: a table that plays to a target has no number of deals,
    and one that plays 12 deals no target."""
    option = ruleset.option(name)

    def has(condition: tuple[str, object]) -> bool:
        other, wanted = condition
        return chosen.get(other, ruleset.option(other).default) == wanted

    needed, moot = option.requires, option.moot_when
    return (needed is None or has(needed)) and (moot is None or not has(moot))


def shown_options(ruleset_id: str, typed: Iterable[tuple[str, str]]) -> list[Option]:
    """The options the forms show with the options ``typed``: those in force."""
    from belot.rulesets import RULESETS

    ruleset = RULESETS[ruleset_id]
    chosen = _typed_values(ruleset, typed)
    return [o for o in ruleset.options if applies(ruleset, o.name, chosen)]
