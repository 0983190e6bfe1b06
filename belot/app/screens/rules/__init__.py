"""The house rules of the game on the sheet, changed while it is played: the sheet is then
scored again under them (every deal; one that cannot be scored under them says why)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from belot.app.screen import Screen
from belot.app.state import Part

RULES = Screen("rules", needs_game=True)


@dataclass(frozen=True)
class RulesForm(Part):
    """The house rules as typed (text, parsed on Save), and why Save refused them."""

    lives_on: ClassVar[Screen | None] = RULES

    options: tuple[tuple[str, str], ...] = ()
    error: str = ""

    def option_text(self, name: str) -> str | None:
        return dict(self.options).get(name)
