"""The page's state as one immutable value, and the forms it holds."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from belot.app.draft import DealDraft
from belot.app.storage import SavedGame
from belot.game import Sheet


class Screen(enum.Enum):
    HOME = "home"
    SETUP = "setup"
    SHEET = "sheet"
    DEAL = "deal"
    DETAIL = "detail"


@dataclass(frozen=True)
class Setup:
    """The new-game form: values as typed (options as text, parsed on start)."""

    ruleset: str = "bulgarian"
    options: tuple[tuple[str, str], ...] = ()
    teams: tuple[str, str] = ("", "")
    players: tuple[str, str, str, str] = ("", "", "", "")
    first_dealer: int = 0
    error: str = ""

    def option_text(self, name: str) -> str | None:
        return dict(self.options).get(name)


@dataclass(frozen=True)
class Notice:
    """A message for the player: a catalog key and its parameters."""

    key: str
    params: tuple[tuple[str, str | int], ...] = ()


@dataclass(frozen=True)
class AppState:
    """Everything the page shows. Views render it; actions return a new one."""

    screen: Screen = Screen.HOME
    games: tuple[SavedGame, ...] = ()
    unreadable: tuple[str, ...] = ()
    current: SavedGame | None = None
    sheet: Sheet | None = None
    draft: DealDraft | None = None
    detail: int | None = None
    setup: Setup = field(default_factory=Setup)
    undo: tuple[SavedGame, ...] = ()
    notice: Notice | None = None
    confirm: str = ""
