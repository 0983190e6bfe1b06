"""The six rule systems as data, and the registry that finds them by id."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from belot.errors import RulesError, shown
from belot.rounding import Rounding
from belot.rules import Collector, Declarations, Direction, HeldUnit, Option, Rules, Ruleset
from belot.scoring.bulgarian import score_arena, score_bulgarian
from belot.scoring.contree import score_contree
from belot.scoring.french import score_belote
from belot.vocabulary import SUITS, Contract

SUIT_TOTAL = 162  # 4 suits' cards (62 trump + 3 x 30) and the last trick's 10
ALL_TRUMPS_TOTAL = 258  # 4 x 62 + 10


def _totals(no_trumps: int) -> Mapping[Contract, int]:
    totals = dict.fromkeys(SUITS, SUIT_TOTAL)
    totals[Contract.NO_TRUMPS] = no_trumps
    totals[Contract.ALL_TRUMPS] = ALL_TRUMPS_TOTAL
    return MappingProxyType(totals)


def _target(default: int) -> Option:
    return Option("target", default, "points a team must reach to win the game")


_VALAT_OUT = "a team cannot win the game with a deal in which it made a valat"
_FRENCH_TOTALS = MappingProxyType(dict.fromkeys(SUITS, SUIT_TOTAL))
_ALL_CONTRACTS = (*SUITS, Contract.NO_TRUMPS, Contract.ALL_TRUMPS)

BULGARIAN = Ruleset(
    id="bulgarian",
    name="Belot (Bulgarian)",
    contracts=_ALL_CONTRACTS,
    trick_total=_totals(no_trumps=130),
    declarations=Declarations.SEPARATELY,
    dealing=Direction.COUNTER_CLOCKWISE,
    held_unit=HeldUnit.GAME_POINTS,
    collector=Collector.NEXT_DEAL_WINNER,
    scorer=score_bulgarian,
    rounding=Rounding.OFFICIAL_SPLIT,
    options=(
        _target(151),
        Option(
            "rounding",
            "official",
            "official: a split digit rounds up for the team with fewer; "
            "declarer: the declarer rounds, the other team takes the rest",
            choices=("official", "declarer"),
        ),
        Option("kontra-multiplies-valat", True, "kontra and rekontra multiply a valat"),
        Option("no-going-out-with-valat", True, _VALAT_OUT),
    ),
)

BELOT_ARENA = Ruleset(
    id="belot-arena",
    name="Belot, Arena scoring",
    contracts=_ALL_CONTRACTS,
    trick_total=_totals(no_trumps=250),
    declarations=Declarations.SEPARATELY,
    dealing=Direction.COUNTER_CLOCKWISE,
    held_unit=HeldUnit.RAW,
    collector=Collector.NEXT_DEAL_WINNER,
    scorer=score_arena,
    rounding=Rounding.HALF_UP,
    options=(_target(151), Option("no-going-out-with-valat", False, _VALAT_OUT)),
)


def _belote(id: str, name: str, declarations: Declarations) -> Ruleset:
    return Ruleset(
        id=id,
        name=name,
        contracts=SUITS,
        trick_total=_FRENCH_TOTALS,
        declarations=declarations,
        dealing=Direction.CLOCKWISE,
        held_unit=HeldUnit.RAW,
        collector=Collector.NEXT_MADE_CONTRACT,
        scorer=score_belote,
        rounding=Rounding.NONE,
        doubles=False,
        double_names=("contre", "surcontre"),
        options=(
            _target(1000),
            Option(
                "litige",
                "carry",
                "carry: on a tie the taker's points wait for the next made contract; "
                "failed: a tie is a failed contract",
                choices=("carry", "failed"),
            ),
            Option(
                "rounding",
                "none",
                "none: points as counted; nearest-ten: each total to the nearest ten, 5 up",
                choices=("none", "nearest-ten"),
            ),
        ),
    )


def _contree(id: str, name: str, declarations: Declarations, doubles: tuple[str, str]) -> Ruleset:
    return Ruleset(
        id=id,
        name=name,
        contracts=SUITS,
        trick_total=_FRENCH_TOTALS,
        declarations=declarations,
        dealing=Direction.CLOCKWISE,
        held_unit=HeldUnit.RAW,
        collector=Collector.NOBODY,
        scorer=score_contree,
        rounding=Rounding.NEAREST_TEN,
        bids=True,
        double_names=doubles,
        options=(
            _target(1000),
            Option(
                "max-bid",
                160,
                "the highest points bid allowed, in tens",
                minimum=160,
                maximum=360,
                step=10,
            ),
        ),
    )


BELOTE = _belote("belote", "Belote (classic)", Declarations.BELOT_ONLY)
BELOTE_ANNONCES = _belote("belote-annonces", "Belote with declarations", Declarations.BEST_TEAM)
CONTREE = _contree("contree", "Contrée", Declarations.BELOT_ONLY, ("contre", "surcontre"))
COINCHE = _contree("coinche", "Coinche", Declarations.BEST_TEAM, ("coinche", "surcoinche"))

RULESETS: Mapping[str, Ruleset] = MappingProxyType(
    {r.id: r for r in (BULGARIAN, BELOT_ARENA, BELOTE, BELOTE_ANNONCES, CONTREE, COINCHE)}
)


def find_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset called ``ruleset_id``; an unknown id raises :class:`RulesError` naming it."""
    try:
        return RULESETS[ruleset_id]
    except (KeyError, TypeError):
        raise RulesError.of(
            "ruleset-unknown", got=shown(ruleset_id, repr), expected=", ".join(RULESETS)
        ) from None


def make_rules(ruleset_id: str, options: Mapping[str, object] | None = None) -> Rules:
    """A ruleset by id with the table's house rules; defaults fill the rest."""
    return Rules.of(find_ruleset(ruleset_id), options)
