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
    error: str = ""

    def option_text(self, name: str) -> str | None:
        return dict(self.options).get(name)
