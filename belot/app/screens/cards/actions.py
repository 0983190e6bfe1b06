"""Count the cards for me: tap one team's pile in a grid of the 32 cards, say who took
the last trick, and both teams' trick points are filled in.

The grid is a :class:`~belot.app.screens.cards.count.CardCount` part of the state; the
form's points only change on *Fill in the points* (:class:`CardsApply`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Message, Plain, Team, number
from belot.app.controller import Controller, handles
from belot.app.screens.cards.count import CardCount, open_for, shown, with_counted
from belot.cards import Card
from belot.errors import DealError


@dataclass(frozen=True)
class CardsOpen(Plain, name="cards-open"):
    """Open the grid for the deal form on screen."""


@dataclass(frozen=True)
class CardsClose(Plain, name="cards-close"):
    """Close the grid (the form is left as it is)."""


@dataclass(frozen=True)
class CardsToggle(Message, name="cards-toggle"):
    """Put a card into the pile, or take it out: ``hearts:J``."""

    card: Card

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        try:
            return cls(Card.parse(arg))
        except DealError:  # not a card of the grid
            return None

    def arg(self) -> str:
        return self.card.token


@dataclass(frozen=True)
class CardsTeam(Team, name="cards-team"):
    """Whose pile is tapped."""


@dataclass(frozen=True)
class CardsLast(Message, name="cards-last"):
    """Who took the last trick (none yet: "")."""

    team: int | None

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        team = number(arg, 0, 1)
        return cls(team) if team is not None or arg == "" else None

    def arg(self) -> str:
        return "" if self.team is None else str(self.team)


@dataclass(frozen=True)
class CardsApply(Plain, name="cards-apply"):
    """Write both teams' points from the cards into the form, and close the grid."""


def _change(ctl: Controller, count: CardCount) -> None:
    ctl.state = ctl.state.with_part(count)


@handles(CardsOpen)
def open_grid(ctl: Controller, _: CardsOpen) -> None:
    if shown(ctl.state) is None:
        count = open_for(ctl.state)
        if count is not None:
            _change(ctl, count)


@handles(CardsClose)
def close_grid(ctl: Controller, _: CardsClose) -> None:
    ctl.state = ctl.state.without_part(CardCount)


@handles(CardsToggle)
def toggle_card(ctl: Controller, message: CardsToggle) -> None:
    count = shown(ctl.state)
    if count is not None:
        _change(ctl, count.toggled(message.card))


@handles(CardsTeam)
def choose_team(ctl: Controller, message: CardsTeam) -> None:
    count = shown(ctl.state)
    if count is not None:
        _change(ctl, replace(count, team=message.value))


@handles(CardsLast)
def choose_last_trick(ctl: Controller, message: CardsLast) -> None:
    count = shown(ctl.state)
    if count is not None:
        _change(ctl, replace(count, last_trick=message.team))


@handles(CardsApply)
def apply_count(ctl: Controller, _: CardsApply) -> None:
    count, current = shown(ctl.state), ctl.state.current
    if count is None or current is None:
        return
    rules = current.game.rules
    before = ctl.state.draft
    ctl.change_draft(lambda d: with_counted(d, rules, count))
    if ctl.state.draft is not before:  # counted: the grid has done its job
        ctl.state = ctl.state.without_part(CardCount)
