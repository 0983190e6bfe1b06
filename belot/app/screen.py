"""What a screen is: an id, what it needs, and the view that draws it.

Each screen is declared in its folder under :mod:`belot.app.screens` and draws itself
with the view it registers (``@SCREEN.view``); a screen without a view fails when the
screens are imported (:func:`check_screens`). Two screens the core itself goes to are
declared here: :data:`HOME`, where the app starts, and :data:`SHEET`, where an opened
game shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from belot.app.controller import Controller
    from belot.app.markup import Markup
    from belot.app.state import AppState

View = Callable[["AppState"], "Markup"]
Resume = Callable[["Controller", dict[str, object]], None]
SCREENS: dict[str, Screen] = {}


@dataclass(eq=False)
class Screen:
    """A screen, found by ``id`` in :data:`SCREENS` (one object per id: compare with ``is``).

    ``needs_game``: shown only while a game is open (else the list of games shows).
    ``needs_draft``: shows the deal being entered (else the sheet shows, and a screen
    without it drops the form). ``needs_detail``: shows one deal (else the sheet).
    ``reopens``: a reload reopens it, and the instant paint of the next visit shows it.
    ``stays``: it stays open when another tab changes the open game (the deal form).
    ``lists_games``: it shows the list of games (or what it counts): another tab's change
    reads the list again only on such a screen (the others read it when they go there).
    ``lists_every_game``: it shows figures of every saved game (the list of games is read
    whole for it; elsewhere only the newest, belot.app.index).
    ``resume``: how a reload reopens it from the stored session (None: on the sheet).
    """

    id: str
    needs_game: bool = False
    needs_draft: bool = False
    needs_detail: bool = False
    reopens: bool = False
    stays: bool = False
    lists_games: bool = False
    lists_every_game: bool = False
    resume: Resume | None = None
    draw: View | None = field(default=None, repr=False)

    def __post_init__(self) -> None:
        if self.id in SCREENS:
            raise ValueError(f"screen {self.id!r} is declared twice")
        SCREENS[self.id] = self

    def view(self, draw: View) -> View:
        """Register ``draw`` as this screen's view (a decorator)."""
        if self.draw is not None:
            raise ValueError(f"screen {self.id!r} has two views")
        self.draw = draw
        return draw

    def resumes(self, resume: Resume) -> Resume:
        """Register how a reload reopens this screen (a decorator)."""
        self.resume = resume
        return resume

    def render(self, state: AppState) -> Markup:
        assert self.draw is not None, self.id
        return self.draw(state)

    def __repr__(self) -> str:
        return f"Screen({self.id!r})"


def check_screens() -> None:
    """Every declared screen has a view (run once every screen is imported)."""
    missing = sorted(s.id for s in SCREENS.values() if s.draw is None)
    if missing:
        raise ValueError(f"screens without a view: {', '.join(missing)}")


HOME = Screen("home", lists_games=True)
SHEET = Screen("sheet", needs_game=True, reopens=True)
