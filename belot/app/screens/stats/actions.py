"""The statistics' actions. The figures themselves are computed when the screen is drawn
(:mod:`belot.app.screens.stats.view`), from the state's sheet and saved games; nothing
here is saved."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from belot.app.actions import Plain, Text
from belot.app.controller import Controller, handles
from belot.app.screen import SHEET
from belot.app.screens.stats import STATS_ALL, STATS_GAME, StatsFilter

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    pass


@dataclass(frozen=True)
class StatsGame(Plain, name="stats-game"):
    """The open game's statistics (from the sheet)."""


@dataclass(frozen=True)
class StatsAll(Plain, name="stats-all"):
    """Statistics across saved games (from the list of games, or a game's statistics)."""


@dataclass(frozen=True)
class FilterStats(Text, name="stats-filter"):
    """Show only games under this rule system ("" for all), and with these house rules:
    ``<ruleset>`` or ``<ruleset>|<house rules>``."""


@dataclass(frozen=True)
class StatsBack(Plain, name="stats-back"):
    """Back where the statistics were opened from."""


@handles(StatsGame)
def open_game_stats(controller: Controller, _: StatsGame) -> None:
    if controller.state.current is not None and controller.state.sheet is not None:
        controller.state = replace(controller.state, screen=STATS_GAME, detail=None, confirm="")


@handles(StatsAll)
def open_all_stats(controller: Controller, _: StatsAll) -> None:
    controller.state = replace(controller.state, screen=STATS_ALL, detail=None, confirm="")
    controller.refresh_games()


@handles(FilterStats)
def filter_stats(controller: Controller, message: FilterStats) -> None:
    from belot.rulesets import RULESETS

    ruleset, _, house_rules = message.text.partition("|")
    if ruleset == "" or ruleset in RULESETS:
        chosen = StatsFilter(ruleset, house_rules if ruleset else "")
        controller.state = controller.state.with_part(chosen)


@handles(StatsBack)
def leave_stats(controller: Controller, _: StatsBack) -> None:
    """From a game's statistics to its sheet; from all games' to the game or the list."""
    state = controller.state
    if state.current is None or state.sheet is None:
        controller.go_home()
    elif state.screen is STATS_ALL:
        controller.state = replace(state, screen=STATS_GAME)
    else:
        controller.state = replace(state, screen=SHEET)
