"""Count the cards for me: the deal form's grid of the 32 cards, as a part of the state.

A :class:`CardCount` remembers which deal form it was opened for (the game, its revision
and the draft's deal index), so a grid left open is not shown over another deal's form.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Self

from belot.app import draft as forms
from belot.app.draft import DealDraft
from belot.app.screen import DEAL
from belot.app.state import AppState, KeptPart
from belot.cards import DECK_SIZE, Card, count_pile, verify_pile
from belot.errors import DealError
from belot.rules import Rules
from belot.vocabulary import Contract


@dataclass(frozen=True)
class CardCount(KeptPart):
    """The cards tapped into ``team``'s pile and the team given the last trick; kept across
    a reload of the form."""

    lives_on = DEAL
    kept = "cards"

    game: str
    revision: int
    index: int | None
    team: int = 0
    cards: frozenset[Card] = frozenset()
    last_trick: int | None = None

    def toggled(self, card: Card) -> CardCount:
        return replace(self, cards=self.cards ^ {card})

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "revision": self.revision,
            "index": self.index,
            "team": self.team,
            "cards": sorted(card.token for card in self.cards),
            "last_trick": self.last_trick,
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A grid :meth:`to_json` wrote; raises ``ValueError`` for anything else."""
        game, revision, index = forms.form_of(data)
        team, last = data.get("team"), data.get("last_trick")
        cards = data.get("cards")
        if not forms.is_one_of(team, 0, 1) or not forms.is_one_of(last, None, 0, 1):
            raise ValueError("not a card count")
        if not isinstance(cards, list):
            raise ValueError("not a card count")
        if len(cards) > DECK_SIZE or not all(isinstance(c, str) for c in cards):
            raise ValueError("not a card count")
        picked = frozenset(Card.parse(c) for c in cards)
        return cls(game, revision, index, team=team, cards=picked, last_trick=last)


def open_for(state: AppState) -> CardCount | None:
    """A new, empty grid for the deal form on screen (the declarer's pile first)."""
    current, draft = state.current, state.draft
    if current is None or draft is None:
        return None
    team = 1 if draft.declarer == 1 else 0
    return CardCount(current.id, current.revision, draft.index, team=team)


def shown(state: AppState) -> CardCount | None:
    """The grid if it belongs to the deal form on screen, else None."""
    count, current, draft = state.part(CardCount), state.current, state.draft
    if count is None or current is None or draft is None or draft.passed:
        return None
    if draft.adjusting:  # a correction has no cards to count
        return None
    if (count.game, count.revision, count.index) != (current.id, current.revision, draft.index):
        return None
    if state.screen is not DEAL:
        return None
    return count


def contract_of(draft: DealDraft, rules: Rules) -> Contract | None:
    """The contract chosen in the form, if it is one of the ruleset's."""
    for contract in rules.contracts:
        if contract.value == draft.contract:
            return contract
    return None


def problem(count: CardCount, draft: DealDraft, rules: Rules) -> DealError | None:
    """Why these cards cannot be counted yet, or None."""
    try:
        verify_pile(count.cards, count.team, count.last_trick, contract_of(draft, rules), rules)
    except DealError as error:
        return error
    return None


def counted(count: CardCount, draft: DealDraft, rules: Rules) -> tuple[int, int] | None:
    """Both teams' trick points, or None while the cards cannot be counted."""
    if problem(count, draft, rules) is not None:
        return None
    return count_pile(count.cards, count.team, count.last_trick, contract_of(draft, rules), rules)


def valat_team(count: CardCount) -> int | None:
    """The team that took every card (every trick), if one did."""
    if len(count.cards) == DECK_SIZE:
        return count.team
    if not count.cards:
        return 1 - count.team
    return None


def with_counted(draft: DealDraft, rules: Rules, count: CardCount) -> DealDraft:
    """The form with both teams' points from the cards (a valat when one team took all)."""
    points = counted(count, draft, rules)
    if points is None:
        return draft
    valat = valat_team(count)
    if valat is not None:
        return forms.with_valat(draft, rules, valat)
    return forms.with_points(draft, rules, count.team, str(points[count.team]))
