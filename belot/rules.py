"""What a ruleset is: data describing a rule system, plus its house-rule options.

The six rulesets themselves live in :mod:`belot.rulesets`; this module only
defines their shape, so the scoring modules can depend on it without a cycle.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING

from belot.errors import RulesError, shown
from belot.rounding import Rounding
from belot.vocabulary import Contract

if TYPE_CHECKING:
    from belot.deal import PlayedDeal
    from belot.score import DealScore

OptionValue = int | bool | str


class Direction(enum.Enum):
    """Which way the deal passes around the table (seats are numbered clockwise)."""

    CLOCKWISE = 1  # French: the next dealer sits to the left
    COUNTER_CLOCKWISE = -1  # Bulgarian: the next dealer sits to the right


class Declarations(enum.Enum):
    """Which announcements a ruleset scores besides belot, and how they are contested."""

    BELOT_ONLY = "belot-only"  # belote, contree
    SEPARATELY = "separately"  # Bulgarian: sequences and squares contested apart
    BEST_TEAM = "best-team"  # French: only the team with the best declaration


class HeldUnit(enum.Enum):
    """How points held over from a hanging deal (litige) are kept."""

    GAME_POINTS = "game"  # Bulgarian: already rounded
    RAW = "raw"  # Arena and the French: added before rounding


class Collector(enum.Enum):
    """Who takes the held-over points."""

    NEXT_DEAL_WINNER = "next-deal-winner"  # Bulgarian: made -> declarer, inside -> defenders
    NEXT_MADE_CONTRACT = "next-made-contract"  # French: the next team to make a contract as taker
    NOBODY = "nobody"  # contree, coinche: nothing is ever held over


@dataclass(frozen=True)
class Option:
    """A house rule a table may change, with its default and allowed values."""

    name: str
    default: OptionValue
    help: str
    choices: tuple[str, ...] = ()
    minimum: int = 1
    maximum: int = 100_000
    step: int = 1

    def check(self, value: object) -> OptionValue:
        """Return ``value`` if it is allowed for this option, else raise :class:`RulesError`."""
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise RulesError.of("option-bool", name=self.name, got=shown(value, repr))
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError.of("option-int", name=self.name, got=shown(value, repr))
            if not self.minimum <= value <= self.maximum or (value - self.minimum) % self.step:
                raise RulesError.of(
                    "option-range-step" if self.step > 1 else "option-range",
                    name=self.name,
                    low=self.minimum,
                    high=self.maximum,
                    step=self.step,
                    got=shown(value),
                )
            return value
        if value not in self.choices:
            raise RulesError.of(
                "option-choice",
                name=self.name,
                expected=", ".join(self.choices),
                got=shown(value, repr),
            )
        assert isinstance(value, str)
        return value


Scorer = Callable[["PlayedDeal", "Rules", int], "DealScore"]


@dataclass(frozen=True)
class Ruleset:
    """A rule system: its vocabulary, totals and scoring function.

    ``trick_total`` gives, per contract, what the two teams' trick points add
    up to in a record; ``scorer`` turns a validated deal and the points held
    over into a :class:`~belot.score.DealScore`.
    """

    id: str
    name: str
    contracts: tuple[Contract, ...]
    trick_total: Mapping[Contract, int]
    declarations: Declarations
    dealing: Direction
    held_unit: HeldUnit
    collector: Collector
    scorer: Scorer
    options: tuple[Option, ...]
    rounding: Rounding
    doubles: bool = True
    bids: bool = False
    double_names: tuple[str, str] = ("kontra", "rekontra")

    def option(self, name: str) -> Option:
        for option in self.options:
            if option.name == name:
                return option
        known = ", ".join(o.name for o in self.options)
        raise RulesError.of(
            "option-unknown", got=shown(name, repr), ruleset=self.id, expected=known
        )


@dataclass(frozen=True)
class Rules:
    """A ruleset with the table's house rules resolved (defaults filled in)."""

    ruleset: Ruleset
    options: Mapping[str, OptionValue] = field(default_factory=dict)

    @staticmethod
    def of(ruleset: Ruleset, options: Mapping[str, object] | None = None) -> Rules:
        """Resolve ``options`` against the ruleset; unknown names and bad values raise."""
        given = dict(options or {})
        resolved: dict[str, OptionValue] = {}
        for name, value in given.items():
            resolved[name] = ruleset.option(str(name)).check(value)
        for option in ruleset.options:
            resolved.setdefault(option.name, option.default)
        return Rules(ruleset, MappingProxyType(resolved))

    @property
    def id(self) -> str:
        return self.ruleset.id

    @property
    def rounding(self) -> Rounding:
        """The rounding policy in force: the house-rule option where there is one."""
        if "rounding" in self.options:
            return Rounding(self.choice("rounding"))
        return self.ruleset.rounding

    @property
    def target(self) -> int:
        return self.int_option("target")

    def int_option(self, name: str) -> int:
        value = self.options[name]
        assert isinstance(value, int)
        return value

    def flag(self, name: str) -> bool:
        value = self.options[name]
        assert isinstance(value, bool)
        return value

    def choice(self, name: str) -> str:
        value = self.options[name]
        assert isinstance(value, str)
        return value
