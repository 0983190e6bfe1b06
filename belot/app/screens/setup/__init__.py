"""The new-game form: rules, house rules, teams, players, first dealer."""

from __future__ import annotations

from dataclasses import dataclass

from belot.app.screen import Screen
from belot.app.state import Part

SETUP = Screen("setup")


@dataclass(frozen=True)
class Setup(Part):
    """The new-game form: values as typed (options as text, parsed on start)."""

    lives_on = SETUP

    ruleset: str = "bulgarian"
    options: tuple[tuple[str, str], ...] = ()
    teams: tuple[str, str] = ("", "")
    players: tuple[str, str, str, str] = ("", "", "", "")
    first_dealer: int = 0
    best_of: int = 1  # a match of best of 3, 5 or 7 games; 1: a game on its own
    error: str = ""

    def option_text(self, name: str) -> str | None:
        return dict(self.options).get(name)
