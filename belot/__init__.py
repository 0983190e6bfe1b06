"""Belot and Belote scoring: six rule systems, one pure engine.

The whole public surface is re-exported here::

    from belot import make_rules, PlayedDeal, Contract, score_deal
    rules = make_rules("bulgarian")
    score = score_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(87, 75)), rules)
    score.scores  # (9, 7)

Nothing here imports a browser module: the same files run under CPython
and in Pyodide.

Each name is imported from its module when it is first asked for (``belot.x`` or ``from
belot import x``): importing a module of the package, such as ``belot.errors``, runs this
file first, and the page's first paint imports its app without the engine
(bench/README.md). Every name of ``__all__`` is there; any other is an AttributeError.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from belot.deal import Adjustment, Deal, PassedDeal, PlayedDeal
    from belot.errors import BelotError, DealError, RecordError, RulesError
    from belot.game import (
        Game,
        Row,
        Sheet,
        can_add_deal,
        extend,
        next_dealer,
        play,
        score_deal,
        verify_deal,
        winner_after,
    )
    from belot.record import deal_from_record, deal_to_record, game_from_record, game_to_record
    from belot.rules import Option, Rules, Ruleset
    from belot.rulesets import RULESETS, find_ruleset, make_rules
    from belot.score import Awarded, DealScore, Note
    from belot.vocabulary import Announcement, Bid, BidKind, Contract, Double, Outcome

__all__ = [
    "RULESETS",
    "Adjustment",
    "Announcement",
    "Awarded",
    "BelotError",
    "Bid",
    "BidKind",
    "Contract",
    "Deal",
    "DealError",
    "DealScore",
    "Double",
    "Game",
    "Note",
    "Option",
    "Outcome",
    "PassedDeal",
    "PlayedDeal",
    "RecordError",
    "Row",
    "Rules",
    "RulesError",
    "Ruleset",
    "Sheet",
    "can_add_deal",
    "deal_from_record",
    "deal_to_record",
    "extend",
    "find_ruleset",
    "game_from_record",
    "game_to_record",
    "make_rules",
    "next_dealer",
    "play",
    "score_deal",
    "verify_deal",
    "winner_after",
]


# Each exported name's module (tests/test_package_api.py checks it against __all__).
_MODULES = {
    "belot.deal": ("Adjustment", "Deal", "PassedDeal", "PlayedDeal"),
    "belot.errors": ("BelotError", "DealError", "RecordError", "RulesError"),
    "belot.game": (
        "Game",
        "Row",
        "Sheet",
        "can_add_deal",
        "extend",
        "next_dealer",
        "play",
        "score_deal",
        "verify_deal",
        "winner_after",
    ),
    "belot.record": ("deal_from_record", "deal_to_record", "game_from_record", "game_to_record"),
    "belot.rules": ("Option", "Rules", "Ruleset"),
    "belot.rulesets": ("RULESETS", "find_ruleset", "make_rules"),
    "belot.score": ("Awarded", "DealScore", "Note"),
    "belot.vocabulary": ("Announcement", "Bid", "BidKind", "Contract", "Double", "Outcome"),
}
_MODULE_OF = {name: module for module, names in _MODULES.items() for name in names}


def __getattr__(name: str) -> object:
    """``name`` from its module, imported now, and kept here (asked once)."""
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module 'belot' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
