"""What a played deal's row says besides its points, as players read it: the
contract, its multiplier, the bid, how it ended and a valat, each word once.

The sheet draws these words (``_mark`` in :mod:`belot.app.screens.sheet.view`) and the
text summary writes them (:func:`belot.app.transfer.summary`), so both read alike. A
Capot bid is itself the word for taking every trick, so its row does not say "capot"
again; nor does a made Générale (the taker alone took every trick).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from belot.app.messages import t, term
from belot.vocabulary import Bid, BidKind, Contract, Double, Outcome

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.score import DealScore

RED_SUITS = frozenset({Contract.HEARTS, Contract.DIAMONDS})


@dataclass(frozen=True)
class Mark:
    """One word of a row's marks; ``suit``: "red" or "black" for a trump suit's symbol, which
    keeps its colour whatever the row's outcome (sheet/style.css), else ""."""

    text: str
    suit: str = ""


def suit_colour(contract: Contract) -> str:
    if not contract.is_suit:
        return ""
    return "red" if contract in RED_SUITS else "black"


def contract_word(contract: Contract, ruleset_id: str) -> str:
    """The contract as the row and the buttons say it: a suit's symbol, else the game's own
    letters (NT and AT; SA and TA in the French games)."""
    return term(f"contract.{contract.value}", ruleset_id)


def contract_name(contract: Contract, ruleset_id: str) -> str:
    """The contract's name in words ("hearts", "tout atout")."""
    return term(f"contract.name.{contract.value}", ruleset_id)


def contract_marks(score: DealScore, ruleset_id: str) -> list[Mark]:
    """The contract (its symbol), the multiplier when doubled, and the bid when there is one."""
    if score.contract is None:
        return []
    marks = [Mark(contract_word(score.contract, ruleset_id), suit_colour(score.contract))]
    if score.double is not Double.NONE:
        marks.append(Mark(f"×{int(score.double)}"))
    if score.bid is not None:
        marks.append(Mark(bid_word(score.bid)))
    return marks


def bid_word(bid: Bid) -> str:
    """A bid in points as its number; Capot and Générale by their names."""
    if bid.kind is BidKind.POINTS:
        return str(bid.value)
    return t(f"sheet.bid.{bid.kind.value}")


def result_marks(score: DealScore, ruleset_id: str) -> list[Mark]:
    """How the contract ended (nothing when it was made) and a valat, unless the bid
    already says it."""
    marks = []
    if score.contract is not None and score.outcome is not Outcome.MADE:
        marks.append(Mark(term(f"outcome.{score.outcome.value}", ruleset_id)))
    if score.valat is not None and not bid_says_valat(score):
        marks.append(Mark(term("mark.valat", ruleset_id)))
    return marks


def bid_says_valat(score: DealScore) -> bool:
    """A Capot bid names the valat whatever became of it; a Générale, once made."""
    bid = score.bid
    if bid is None:
        return False
    return bid.kind is BidKind.CAPOT or (
        bid.kind is BidKind.GENERALE and score.outcome is Outcome.MADE
    )
