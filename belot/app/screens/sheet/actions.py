"""The sheet's actions: undo the last change (and redo it), start a rematch or the match's
next game (coming back to the sheet is :class:`belot.app.common.Back`).

Undo and Redo act once per quick burst of taps (a double tap takes back one change,
:attr:`~belot.app.actions.Message.once_per_burst`); each goes through
:meth:`Controller.commit <belot.app.controller.Controller.commit>`, so a game another tab
changed meanwhile is reloaded with a notice, never written over.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from belot.app.actions import Plain
from belot.app.common import queue
from belot.app.controller import UNDO_DEPTH, Controller, handles
from belot.app.effects import ScrollTop
from belot.app.matches import next_game_id, standing
from belot.app.state import Notice
from belot.game import Game
from belot.game import next_in_match as following
from belot.match import InMatch


@dataclass(frozen=True)
class Undo(Plain, name="undo"):
    """Take back the last change to the game (as far back as it has been open)."""

    once_per_burst: ClassVar[bool] = True


@dataclass(frozen=True)
class Redo(Plain, name="redo"):
    """Make again the change the last Undo took back (until another change is made)."""

    once_per_burst: ClassVar[bool] = True


@dataclass(frozen=True)
class Rematch(Plain, name="rematch"):
    """A new game with the same teams and rules, dealt on from where this one ended (after
    a match, the first game of a new match of the same best-of)."""


@handles(Undo)
def undo(controller: Controller, _: Undo) -> None:
    state = controller.state
    if state.current is None or not state.undo:
        controller.state = replace(state, notice=Notice("notice.nothing_to_undo"))
        return
    if controller.commit(state.undo[-1].game, remember=False):
        controller.state = replace(
            controller.state,
            undo=state.undo[:-1],
            redo=(*state.redo, state.current)[-UNDO_DEPTH:],  # the game before this Undo
            notice=Notice("notice.undone"),
        )


@handles(Redo)
def redo(controller: Controller, _: Redo) -> None:
    state = controller.state
    if state.current is None or not state.redo:
        controller.state = replace(state, notice=Notice("notice.nothing_to_redo"))
        return
    # A change like any other (the game as it is goes on the undo list), except that what
    # is left to redo stays.
    if controller.commit(state.redo[-1].game):
        controller.state = replace(
            controller.state, redo=state.redo[:-1], notice=Notice("notice.redone")
        )


@handles(Rematch)
def rematch(controller: Controller, _: Rematch) -> None:
    current, sheet = controller.state.current, controller.state.sheet
    if current is None or sheet is None:
        return
    place = current.game.match  # after a match, a rematch is a new match of its best-of
    game = Game(
        current.game.rules,
        teams=current.game.teams,
        players=current.game.players,
        first_dealer=sheet.next_dealer,
        match=None if place is None else InMatch(controller.new_id(), place.best_of),
    )
    controller.create(game)
    queue(controller, ScrollTop())  # the new sheet from its top (the old one was scrolled down)


@dataclass(frozen=True)
class NextInMatch(Plain, name="next-in-match"):
    """The match's next game, with the same teams and rules, dealt on from where this one
    ended (the one already started, if it was). A double tap starts one game: the second
    tap lands on the new game's sheet, which has not ended."""


@handles(NextInMatch)
def next_in_match(controller: Controller, _: NextInMatch) -> None:
    current, sheet = controller.state.current, controller.state.sheet
    if current is None or sheet is None or current.game.match is None or not sheet.over:
        return
    # Every game of the match, listed or not, as stored now.
    games = controller.games.in_matches({current.game.match.id})
    started = next_game_id(games, current.game)
    if started is not None:
        controller.open(started)
    else:
        score = standing(games, current.id, current.game, sheet)
        if score is None or score.ended:
            controller.state = replace(controller.state, notice=Notice("notice.match_over"))
            return
        controller.create(following(current.game, score))
    queue(controller, ScrollTop())  # the next game's sheet from its top, with the match's score
