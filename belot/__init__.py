"""Belot and Belote scoring: six rule systems, one pure engine.

The whole public surface is re-exported here::

    from belot import make_rules, PlayedDeal, Contract, score_deal
    rules = make_rules("bulgarian")
    score = score_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(87, 75)), rules)
    score.scores  # (9, 7)

Nothing here imports a browser module: the same files run under CPython
and in Pyodide.
"""

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
