"""Statistics: the open game's figures and score race, and figures across saved games.

Actions:

* ``stats-game``   the open game's statistics (from the sheet)
* ``stats-all``    statistics across saved games (from the list of games, or a game's)
* ``stats-filter`` show only games under the ruleset ``arg`` (a ruleset id), ``""`` for all
* ``stats-back``   back where the statistics were opened from

The figures themselves are computed when the screen is drawn (:mod:`belot.app.views.stats`),
from the state's sheet and saved games; nothing here is saved.
"""

from __future__ import annotations

from belot.app.controller import Controller, action
from belot.app.state import Screen
from belot.rulesets import RULESETS


@action("stats-game")
def open_game_stats(controller: Controller, _: str) -> None:
    if controller.state.current is not None and controller.state.sheet is not None:
        controller.update(screen=Screen.STATS_GAME, detail=None, confirm="")


@action("stats-all")
def open_all_stats(controller: Controller, _: str) -> None:
    controller.refresh_games()
    controller.update(screen=Screen.STATS_ALL, detail=None, confirm="")


@action("stats-filter")
def filter_stats(controller: Controller, ruleset: str) -> None:
    if ruleset == "" or ruleset in RULESETS:
        controller.update(stats_filter=ruleset)


@action("stats-back")
def leave_stats(controller: Controller, _: str) -> None:
    """From a game's statistics to its sheet; from all games' to the game or the list."""
    state = controller.state
    if state.current is None or state.sheet is None:
        controller.refresh_games()
        controller.update(screen=Screen.HOME)
    elif state.screen is Screen.STATS_ALL:
        controller.update(screen=Screen.STATS_GAME)
    else:
        controller.update(screen=Screen.SHEET)
