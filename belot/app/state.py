"""The page's state as one immutable value, and the forms it holds."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from belot.app.cardcount import CardCount
from belot.app.declaring import Declaring
from belot.app.draft import DealDraft
from belot.app.storage import SavedGame, StorageReport
from belot.app.transfer import ImportPlan
from belot.game import Sheet


class Screen(enum.Enum):
    HOME = "home"
    SETUP = "setup"
    SHEET = "sheet"
    DEAL = "deal"
    DETAIL = "detail"
    TRANSFER = "transfer"  # export and import (features/transfer.py)
    STATS_GAME = "stats-game"  # the open game's statistics
    STATS_ALL = "stats-all"  # statistics across saved games


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
class Effect:
    """Something only the browser can do, asked for by an action: the adapter performs the
    queued effects after the action and empties the queue (features/transfer.py)."""

    kind: str  # "download", "pick-file", "share", "copy"
    filename: str = ""
    text: str = ""
    title: str = ""
    summary: str = ""


@dataclass(frozen=True)
class WakeLock:
    """Keeping the screen on while a game is open (features/phone.py)."""

    supported: bool = False  # the browser has the Screen Wake Lock API
    wanted: bool = True  # the player's choice, remembered
    held: bool = False  # the screen is kept on right now
    refused: bool = False  # the browser said no to the last request


@dataclass(frozen=True)
class AppState:
    """Everything the page shows. Views render it; actions return a new one."""

    screen: Screen = Screen.HOME
    games: tuple[SavedGame, ...] = ()
    unreadable: tuple[str, ...] = ()  # keys of stored games that cannot be read
    storage: StorageReport = field(default_factory=StorageReport)  # all that cannot be read
    current: SavedGame | None = None
    sheet: Sheet | None = None
    draft: DealDraft | None = None
    detail: int | None = None
    setup: Setup = field(default_factory=Setup)
    undo: tuple[SavedGame, ...] = ()
    notice: Notice | None = None
    confirm: str = ""
    stats_filter: str = ""  # the ruleset id the statistics across games show, "" for all
    card_count: CardCount | None = None  # the deal form's card grid, when open
    declaring: Declaring | None = None  # the deal form's "declared by player" panel
    effects: tuple[Effect, ...] = ()  # for the adapter to perform, then cleared
    wake_lock: WakeLock = field(default_factory=WakeLock)
    import_plan: ImportPlan | None = None  # a file read, waiting for the player's yes
    # What went wrong last, for the player to copy and send (belot.app.shell); "" if nothing.
    failure: str = ""
