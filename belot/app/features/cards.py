"""Count the cards for me: tap one team's pile in a grid of the 32 cards, say who took
the last trick, and both teams' trick points are filled in.

Actions (``arg`` in brackets): ``cards-open``, ``cards-toggle`` [``hearts:J``],
``cards-team`` [``0``/``1``: whose pile is tapped], ``cards-last`` [``0``/``1``/``""``:
who took the last trick], ``cards-apply`` (write the points into the form and close),
``cards-close``. The grid lives in :attr:`AppState.card_count`; the form's points only
change on ``cards-apply``.
"""

from __future__ import annotations

from dataclasses import replace

from belot.app.cardcount import CardCount, open_for, shown, with_counted
from belot.app.controller import Controller, action
from belot.cards import Card
from belot.errors import DealError


def _team(arg: str) -> int | None:
    return int(arg) if arg in ("0", "1") else None


def _change(ctl: Controller, count: CardCount) -> None:
    ctl.update(card_count=count)


@action("cards-open")
def open_grid(ctl: Controller, _: str) -> None:
    if shown(ctl.state) is None:
        ctl.update(card_count=open_for(ctl.state))


@action("cards-close")
def close_grid(ctl: Controller, _: str) -> None:
    ctl.update(card_count=None)


@action("cards-toggle")
def toggle_card(ctl: Controller, token: str) -> None:
    count = shown(ctl.state)
    if count is None:
        return
    try:
        card = Card.parse(token)
    except DealError:  # not a card of the grid: nothing to toggle
        return
    _change(ctl, count.toggled(card))


@action("cards-team")
def choose_team(ctl: Controller, arg: str) -> None:
    count, team = shown(ctl.state), _team(arg)
    if count is not None and team is not None:
        _change(ctl, replace(count, team=team))


@action("cards-last")
def choose_last_trick(ctl: Controller, arg: str) -> None:
    count = shown(ctl.state)
    if count is not None:
        _change(ctl, replace(count, last_trick=_team(arg)))


@action("cards-apply")
def apply_count(ctl: Controller, _: str) -> None:
    count, current = shown(ctl.state), ctl.state.current
    if count is None or current is None:
        return
    rules = current.game.rules
    before = ctl.state.draft
    ctl.change_draft(lambda d: with_counted(d, rules, count))
    if ctl.state.draft is not before:  # counted: the grid has done its job
        ctl.update(card_count=None)
