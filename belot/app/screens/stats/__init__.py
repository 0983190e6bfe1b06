"""Statistics: the open game's figures and score race, and figures across saved games."""

from __future__ import annotations

from dataclasses import dataclass

from belot.app.screen import Screen
from belot.app.state import Part

STATS_GAME = Screen("stats-game", needs_game=True)
STATS_ALL = Screen("stats-all", lists_games=True, lists_every_game=True)


@dataclass(frozen=True)
class StatsFilter(Part):
    """The rule system the statistics across games show ("" for all) and, within it, the
    house rules ("" for all: :attr:`belot.rules.Rules.house_rules`), for the visit."""

    ruleset: str = ""
    house_rules: str = ""
