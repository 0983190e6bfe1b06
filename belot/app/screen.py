"""What a screen is: an id and what it needs.

Each screen is declared in its folder under :mod:`belot.app.screens`; its view registers
with the renderer (``@draws(SCREEN)``, :mod:`belot.app.render`) and, if a reload reopens
it in a way of its own, how, with the controller (``@resumes(SCREEN)``,
:mod:`belot.app.controller`). A screen without a view fails when the screens are imported
(:func:`belot.app.render.check_views`). The screens more than one folder goes to are
declared here: :data:`HOME`, where the app starts, :data:`SHEET`, where an opened game
shows, and :data:`DEAL`, the deal form, whose panels (the card counter, the declarations)
have folders of their own.
"""

from __future__ import annotations

from dataclasses import dataclass

from belot.app.morph import OVER, SCREEN

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
    ``over``: the screen it is opened from and drawn over, which the page keeps laid out
    behind it, hidden, while it is open (belot.app.morph.kept_behind): going back to it
    costs the browser only what changed. Its view puts :meth:`outermost` on its element.
    """

    id: str
    needs_game: bool = False
    needs_draft: bool = False
    needs_detail: bool = False
    reopens: bool = False
    stays: bool = False
    lists_games: bool = False
    lists_every_game: bool = False
    over: Screen | None = None

    def __post_init__(self) -> None:
        if self.id in SCREENS:
            raise ValueError(f"screen {self.id!r} is declared twice")
        SCREENS[self.id] = self

    def outermost(self) -> dict[str, str]:
        """The attributes of the screen's outermost element that say which screen it is
        and which it is drawn over (what the page keeps behind it)."""
        said = {SCREEN: self.id}
        if self.over is not None:
            said[OVER] = self.over.id
        return said

    def __repr__(self) -> str:
        return f"Screen({self.id!r})"


HOME = Screen("home", lists_games=True)
SHEET = Screen("sheet", needs_game=True, reopens=True)
DEAL = Screen("deal", needs_game=True, needs_draft=True, reopens=True, stays=True, over=SHEET)
