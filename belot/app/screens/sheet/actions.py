"""The sheet's actions: undo the last change, start a rematch, come back to the sheet."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import Plain, handles
from belot.app.controller import Controller
from belot.app.screen import SHEET
from belot.app.state import Notice
from belot.game import Game


@dataclass(frozen=True)
class Undo(Plain, name="undo"):
    """Take back the last change to the game (as far back as it has been open)."""


@dataclass(frozen=True)
class Rematch(Plain, name="rematch"):
    """A new game with the same teams and rules, dealt on from where this one ended."""


@dataclass(frozen=True)
class Back(Plain, name="back"):
    """Back to the open game's sheet."""


@handles(Undo)
def undo(controller: Controller, _: Undo) -> None:
    current = controller.state.current
    if current is None or not controller.state.undo:
        controller.state = replace(controller.state, notice=Notice("notice.nothing_to_undo"))
        return
    previous = controller.state.undo[-1]
    if controller.commit(previous.game, remember=False):
        controller.state = replace(
            controller.state, undo=controller.state.undo[:-1], notice=Notice("notice.undone")
        )


@handles(Rematch)
def rematch(controller: Controller, _: Rematch) -> None:
    current, sheet = controller.state.current, controller.state.sheet
    if current is None or sheet is None:
        return
    game = Game(
        current.game.rules,
        teams=current.game.teams,
        players=current.game.players,
        first_dealer=sheet.next_dealer,
    )
    controller.create(game)


@handles(Back)
def back(controller: Controller, _: Back) -> None:
    if controller.state.current is not None:
        controller.state = replace(controller.state, screen=SHEET, detail=None, confirm="")
