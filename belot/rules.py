"""What a ruleset is: a declaration of named traits, plus its house-rule options.

A rule system says what it does, trait by trait (who may declare and how declarations
are contested, what a tie does, whether a valat can end the game, how points are rounded,
which words the catalog uses for it...), and names its scorer. Everything downstream asks
a trait, never which ruleset it is, so a new rule system with another mix of traits needs
no change elsewhere. The rule systems themselves are the modules of :mod:`belot.rulesets`.

A trait may be fixed (:class:`Fixed`) or be chosen by a house-rule option
(:class:`FromOption`); :class:`Rules` resolves it for a table's options. Display text is
not here: a ruleset, an option and its choices are named by id, and the words are in the
catalog (:mod:`belot.words` for the engine's, ``belot.app`` for the page's).
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Generic, TypeVar

from belot.deal import PlayedDeal
from belot.errors import RulesError, shown
from belot.rounding import Rounding
from belot.score import DealScore
from belot.vocabulary import Contract

OptionValue = int | bool | str
T = TypeVar("T")
SEATS = 4  # seats are numbered 0 to 3 clockwise; seats 0 and 2 are team 0


class Direction(enum.Enum):
    """Which way the deal passes around the table (seats are numbered clockwise)."""

    CLOCKWISE = 1  # French: the next dealer sits to the left
    COUNTER_CLOCKWISE = -1  # Bulgarian: the next dealer sits to the right


class Declarations(enum.Enum):
    """Which announcements a ruleset scores besides belot, and how they are contested."""

    BELOT_ONLY = "belot-only"  # belote, contree
    SEPARATELY = "separately"  # Bulgarian: sequences and squares contested apart
    COMBINED = "combined"  # Bulgarian, 2001 program: only the team with the strongest one
    BEST_TEAM = "best-team"  # French: only the team with the best declaration

    @property
    def counted(self) -> bool:
        """Whether sequences and squares count at all."""
        return self is not Declarations.BELOT_ONLY

    @property
    def first_player_breaks_ties(self) -> bool:
        """Whether equal best declarations go to the team of the first player to play."""
        return self is Declarations.BEST_TEAM


class HeldUnit(enum.Enum):
    """How points held over from a hanging deal (litige) are kept."""

    GAME_POINTS = "game"  # Bulgarian: already rounded
    RAW = "raw"  # Arena and the French: added before rounding


class Collector(enum.Enum):
    """Who takes the held-over points."""

    NEXT_DEAL_WINNER = "next-deal-winner"  # Bulgarian: made -> declarer, inside -> defenders
    NEXT_MADE_CONTRACT = "next-made-contract"  # French: the next team to make a contract as taker
    NOBODY = "nobody"  # contree, coinche: nothing is ever held over


class Tie(enum.Enum):
    """What a deal does when the takers' points equal the defence's."""

    HANGS = "hangs"  # the takers' points are held over (hanging, litige)
    FAILS = "fails"  # the contract is failed


class CardValues(enum.Enum):
    """What the cards are worth at no trumps and at all trumps (a suit contract is valued
    alike everywhere: docs/rules.md#card-values)."""

    TRUMP_AND_PLAIN = "trump-and-plain"  # Bulgarian: all trumps at trump values, NT plain
    EVEN = "even"  # French SA/TA: 38 a suit, 162 in a deal (docs/rules.md#sa-ta-card-values)


class GameEnd(enum.Enum):
    """What ends a game (option ``end``, docs/rules.md#fixed-number-of-deals)."""

    TARGET = "target"  # a team reaches the target, as each ruleset says
    DEALS = "deals"  # the Nth played deal


class WordFamily(enum.Enum):
    """Whose words the catalog uses for a game (``key@<family>`` in the catalog)."""

    BELOT = "belot"  # the Bulgarian games: вътре, висяща, капо, контра
    BELOTE = "belote"  # the French games: chute, litige, capot, contre


@dataclass(frozen=True)
class Fixed(Generic[T]):
    """A trait that is the same for every table."""

    value: T


@dataclass(frozen=True)
class FromOption(Generic[T]):
    """A trait a house-rule option chooses: ``values`` maps each value of ``option``."""

    option: str
    values: Mapping[OptionValue, T]


Trait = Fixed[T] | FromOption[T]


@dataclass(frozen=True)
class Option:
    """A house rule a table may change, with its default and allowed values (its words,
    ``option.<name>`` and ``option.<name>.<choice>``, are in the catalog)."""

    name: str
    default: OptionValue
    choices: tuple[str, ...] = ()
    minimum: int = 1
    maximum: int = 100_000
    step: int = 1
    # ``(option, value)``: this option is in force only while that option has that value;
    # given otherwise, it is an error (docs/rules.md#fixed-number-of-deals).
    requires: tuple[str, OptionValue] | None = None
    # ``(option, value)``: while that option has that value, this one plays no part (the
    # target of a game of a fixed number of deals), so the forms hide it and the sheet does
    # not name it; unlike ``requires``, it is no error to give it, and a record keeps it.
    moot_when: tuple[str, OptionValue] | None = None
    # The record version that introduced it: a record of an older version leaves it out,
    # and means its default (docs/formats.md#versions).
    since: int = 1

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


@dataclass(frozen=True)
class Preset:
    """A named set of house rules a table picks at once (its words: ``preset.<id>``).

    ``options`` are the values it sets; the options it leaves out keep their defaults.
    """

    id: str
    options: Mapping[str, OptionValue]


Scorer = Callable[[PlayedDeal, "Rules", int], DealScore]


@dataclass(frozen=True)
class Ruleset:
    """A rule system: its vocabulary and totals, its traits, and its scorer.

    ``trick_total`` gives, per contract, what the two teams' trick points add up to in a
    record; ``scorer`` turns a validated deal and the points held over into a
    :class:`~belot.score.DealScore`. ``position`` orders the rule systems in a list.
    Every option a :class:`FromOption` trait names must be one of ``options``.
    """

    id: str
    position: int
    words: WordFamily
    contracts: tuple[Contract, ...]
    trick_total: Mapping[Contract, int]
    scorer: Scorer
    options: tuple[Option, ...]
    # -- declarations: who may declare what, and how it is contested (or the option that
    # chooses it: :attr:`Rules.declarations`)
    declarations: Declarations | Trait[Declarations]
    cards_may_serve_twice: bool  # one player's square and sequence may share a card
    # -- the contract and the deal
    tie: Trait[Tie]  # where equal points decide the deal (with a bid, only if they must beat)
    rounding: Trait[Rounding]
    doubles: bool = True  # kontra, contre... and their answer
    bids: bool = False  # a bid value (contrée, coinche)
    takers_must_beat_defence: bool = True  # with a bid: besides reaching it
    doubled_belote_to_winner: bool = False  # under a double, every belote to the winner
    # -- the game
    dealing: Direction = Direction.CLOCKWISE
    held_unit: HeldUnit = HeldUnit.RAW
    collector: Trait[Collector] = Fixed(Collector.NEXT_MADE_CONTRACT)
    valat_ends_game: Trait[bool] = Fixed(True)
    # -- what the Bulgarian scorers write (docs/rules.md#bulgarian-programs-readings)
    valat_takes_announcements: Trait[bool] = Fixed(True)  # else each team keeps its own
    minimum_one: Trait[bool] = Fixed(False)  # a made deal writes 1, not 0, for some points
    # -- sans atout and tout atout in the French games (docs/rules.md#sans-atout-tout-atout)
    optional_contracts: Trait[tuple[Contract, ...]] = Fixed(())  # a house rule adds these
    card_values: CardValues = CardValues.TRUMP_AND_PLAIN
    no_trumps_declarations: bool = False  # sequences and squares count at no trumps
    all_trumps_belots: Trait[bool] = Fixed(True)  # a belot in every suit at all trumps
    presets: tuple[Preset, ...] = ()  # named sets of house rules, offered for a new game

    def __post_init__(self) -> None:
        """Wiring mistakes fail when the ruleset is made (at import), not in a game."""
        names = {option.name for option in self.options}
        for preset in self.presets:  # a preset's values are checked like a record's
            Rules.of(self, preset.options)
        traits: list[object] = [self.tie, self.rounding, self.valat_ends_game, self.collector]
        traits += [self.declarations, self.valat_takes_announcements, self.minimum_one]
        traits += [self.optional_contracts, self.all_trumps_belots]
        for trait in traits:
            if isinstance(trait, FromOption):
                if trait.option not in names:
                    raise ValueError(f"{self.id}: a trait reads no option {trait.option!r}")
                option = self.option(trait.option)
                allowed = option.choices or (
                    (True, False) if isinstance(option.default, bool) else ()
                )
                if set(trait.values) != set(allowed):
                    raise ValueError(f"{self.id}: a trait does not map every {option.name}")
        if not self.bids and not self.takers_must_beat_defence:
            raise ValueError(f"{self.id}: without a bid, the takers must beat the defence")
        if "target" not in names:
            raise ValueError(f"{self.id}: every ruleset has a target option")
        for option in self.options:
            if option.requires is not None and option.requires[0] not in names:
                raise ValueError(f"{self.id}: {option.name} requires no option of its own")
            if option.moot_when is not None and option.moot_when[0] not in names:
                raise ValueError(f"{self.id}: {option.name} is moot by no option of its own")
        for contract in self.playable:
            if contract not in self.trick_total:
                raise ValueError(f"{self.id}: no trick total at {contract.value}")

    @property
    def playable(self) -> tuple[Contract, ...]:
        """Every contract some table of this ruleset plays: its own, and those a house
        rule adds (:attr:`Rules.contracts`: a given table's)."""
        extra: list[Contract] = []
        trait = self.optional_contracts
        for added in [trait.value] if isinstance(trait, Fixed) else list(trait.values.values()):
            extra += [c for c in added if c not in self.contracts and c not in extra]
        return (*self.contracts, *extra)

    def preset_of(self, options: Mapping[str, OptionValue]) -> Preset | None:
        """The preset whose house rules ``options`` are (the target apart), if one is."""
        for preset in self.presets:
            wanted = Rules.of(self, preset.options).options
            if all(options.get(n) == v for n, v in wanted.items() if n != "target"):
                return preset
        return None

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
        checked = {str(n): ruleset.option(str(n)).check(v) for n, v in given.items()}
        # In the ruleset's order, so that every copy of these rules reads alike.
        resolved = {o.name: checked.get(o.name, o.default) for o in ruleset.options}
        for name in checked:
            needed = ruleset.option(name).requires
            if needed is not None and resolved[needed[0]] != needed[1]:
                other, wanted = needed
                raise RulesError.of(
                    "option-requires",
                    name=name,
                    other=other,
                    wanted=str(wanted).lower() if isinstance(wanted, bool) else wanted,
                    got=shown(resolved[other]),
                )
        return Rules(ruleset, MappingProxyType(resolved))

    def in_force(self, name: str) -> bool:
        """Whether option ``name`` applies at this table: every option but one that requires
        another option's value it does not have (``deals`` without ``end`` ``deals``)."""
        needed = self.ruleset.option(name).requires
        return needed is None or self.options[needed[0]] == needed[1]

    def plays_part(self, name: str) -> bool:
        """Whether option ``name`` makes a difference at this table: in force, and not moot
        (:attr:`Option.moot_when`: no target in a game of a fixed number of deals)."""
        moot = self.ruleset.option(name).moot_when
        return self.in_force(name) and (moot is None or self.options[moot[0]] != moot[1])

    @property
    def options_in_force(self) -> dict[str, OptionValue]:
        """The options that apply, in the ruleset's order (what a record writes)."""
        return {n: v for n, v in self.options.items() if self.in_force(n)}

    @property
    def contracts(self) -> tuple[Contract, ...]:
        """The contracts played at this table: the ruleset's, and those its house rules
        add (docs/rules.md#sans-atout-tout-atout)."""
        added = self.trait(self.ruleset.optional_contracts)
        return (*self.ruleset.contracts, *(c for c in added if c not in self.ruleset.contracts))

    @property
    def all_trumps_belots(self) -> bool:
        """Whether a king and queen of one suit are a belot in every suit at all trumps."""
        return self.trait(self.ruleset.all_trumps_belots)

    @property
    def end(self) -> GameEnd:
        """What ends the game (a ruleset without the option: the target)."""
        return GameEnd(self.options.get("end", GameEnd.TARGET.value))

    @property
    def deals_to_play(self) -> int | None:
        """With ``end`` ``deals``, the number of played deals the game lasts; else None."""
        return self.int_option("deals") if self.end is GameEnd.DEALS else None

    @property
    def id(self) -> str:
        return self.ruleset.id

    def trait(self, trait: Trait[T]) -> T:
        """What ``trait`` is at this table."""
        if isinstance(trait, Fixed):
            return trait.value
        return trait.values[self.options[trait.option]]

    @property
    def rounding(self) -> Rounding:
        """The rounding policy in force."""
        return self.trait(self.ruleset.rounding)

    @property
    def tie(self) -> Tie:
        """What a tie does at this table."""
        return self.trait(self.ruleset.tie)

    @property
    def valat_ends_game(self) -> bool:
        """Whether a team may win the game with a deal in which it made a valat."""
        return self.trait(self.ruleset.valat_ends_game)

    @property
    def declarations(self) -> Declarations:
        """How sequences and squares are contested at this table."""
        chosen = self.ruleset.declarations
        return chosen if isinstance(chosen, Declarations) else self.trait(chosen)

    @property
    def valat_takes_announcements(self) -> bool:
        """Whether a valat team takes the other team's counting announcements too."""
        return self.trait(self.ruleset.valat_takes_announcements)

    @property
    def minimum_one(self) -> bool:
        """Whether a team with some points writes 1 where it would write 0 (made, undoubled)."""
        return self.trait(self.ruleset.minimum_one)

    @property
    def collector(self) -> Collector:
        """Who takes the points held over."""
        return self.trait(self.ruleset.collector)

    def seat_after(self, seat: int) -> int:
        """The seat after ``seat`` in the game's direction: the next dealer after a dealer,
        and the first to play after the dealer."""
        return (seat + self.ruleset.dealing.value) % SEATS

    @property
    def target(self) -> int:
        return self.int_option("target")

    @property
    def house_rules(self) -> str:
        """The table's house rules as one text, equal for games counted alike: every
        option in force but the target, ``name=value`` in name order (the statistics group
        by it); an option newer than the first record version is named only when it is not
        its default, so the text of a game that uses none of them is what it always was."""
        chosen = sorted(
            (n, v)
            for n, v in self.options_in_force.items()
            if n != "target" and not (self.ruleset.option(n).since > 1 and self._default(n))
        )
        return ",".join(f"{n}={str(v).lower() if isinstance(v, bool) else v}" for n, v in chosen)

    def _default(self, name: str) -> bool:
        return self.options[name] == self.ruleset.option(name).default

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
