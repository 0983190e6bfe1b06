"""The list of games' actions: open a game, delete one, choose the language (going there
is :class:`belot.app.common.GoHome`)."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, replace

from belot.app.actions import Plain, Text
from belot.app.controller import Controller, handles
from belot.app.messages import LANGUAGES
from belot.app.storage import SETTINGS_KEY, StoreFullError


@dataclass(frozen=True)
class OpenGame(Text, name="open-game"):
    """Open the stored game with this id."""


@dataclass(frozen=True)
class AskDeleteGame(Text, name="ask-delete-game"):
    """Ask before deleting the game with this id."""


@dataclass(frozen=True)
class DeleteGame(Text, name="delete-game"):
    """Delete the game with this id, with every tab's half-entered deal of it."""


@dataclass(frozen=True)
class MoreGames(Plain, name="more-games"):
    """Show more of the list of games (it shows the newest at first)."""


MORE = 100  # games a tap on "More games" adds to the list


@dataclass(frozen=True)
class SetLanguage(Text, name="set-language"):
    """Speak this language (``en``, ``bg``, ``fr``); the choice is kept."""


@handles(OpenGame)
def open_game(controller: Controller, message: OpenGame) -> None:
    controller.open(message.text)


@handles(AskDeleteGame)
def ask_delete_game(controller: Controller, message: AskDeleteGame) -> None:
    controller.state = replace(controller.state, confirm=f"delete-game:{message.text}")


@handles(DeleteGame)
def delete_game(controller: Controller, message: DeleteGame) -> None:
    controller.games.remove(message.text)
    controller.state = replace(controller.state, confirm="")
    controller.refresh_games()


@handles(MoreGames)
def more_games(controller: Controller, _: MoreGames) -> None:
    controller.refresh_games(more=MORE)


@handles(SetLanguage)
def set_language(controller: Controller, message: SetLanguage) -> None:
    if message.text not in LANGUAGES:
        return
    controller.state = replace(controller.state, language=message.text)
    # Only a preference: if the store is full, the page still switches for this visit.
    with contextlib.suppress(StoreFullError):
        controller.store.set(SETTINGS_KEY, json.dumps({"language": message.text}))
