"""The page's state as one immutable value.

:class:`AppState` holds what every screen shares (the open game and its sheet, the list
of games, the deal being entered, the notice...) and, in :attr:`AppState.parts`, what a
screen or panel keeps for itself: each such value is a :class:`Part` declared in its
screen's folder, found by its type (:meth:`AppState.part`), so a new screen adds no
field here. A part that lives on a screen is dropped when that screen is left. A
:class:`KeptPart` (a panel of a form, such as the card counter) is also kept in this tab's
session, so a reload in the middle of a deal reopens it as it was.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar, Self, TypeVar

from belot.app.draft import DealDraft
from belot.app.effects import Effect
from belot.app.index import GameSummary
from belot.app.safekeeping import Safekeeping
from belot.app.screen import HOME, Screen
from belot.app.storage import SavedGame, StorageReport

if TYPE_CHECKING:  # the engine: not imported for the first paint
    from belot.game import Sheet


@dataclass(frozen=True)
class Notice:
    """A message for the player: a catalog key and its parameters."""

    key: str
    params: tuple[tuple[str, str | int], ...] = ()


class Part:
    """What one screen or panel keeps in the state (a frozen dataclass in its folder).

    ``lives_on``: the screen it belongs to; it is dropped when another screen shows.
    """

    lives_on: ClassVar[Screen | None] = None

    def as_reloaded(self) -> Part:
        """This part as the page's first paint after a reload shows it: what the picture
        kept for the next visit draws (belot.app.snapshot). Itself, unless the browser
        tells the page something again after each start (the screen's lock: not held
        until asked for again)."""
        return self


class KeptPart(Part):
    """A part kept across a reload in this tab's session under the name ``kept``: its
    folder says how it is written (:meth:`to_json`) and read back (:meth:`from_json`, which
    raises ``ValueError`` on anything it did not write). Names are unique: a second part
    under a taken name fails at import."""

    kept: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not cls.kept:
            raise ValueError(f"{cls.__name__} is kept without a name")
        if cls.kept in KEPT:
            raise ValueError(f"two parts are kept as {cls.kept!r}")
        KEPT[cls.kept] = cls

    def to_json(self) -> dict[str, Any]:
        raise NotImplementedError

    @classmethod
    def from_json(cls, data: Any) -> Self:
        raise NotImplementedError


KEPT: dict[str, type[KeptPart]] = {}

P = TypeVar("P", bound=Part)


@dataclass(frozen=True)
class AppState:
    """Everything the page shows. Views render it; actions return a new one."""

    screen: Screen = HOME
    language: str = "en"  # the catalog the page speaks (belot.app.messages)
    # Minutes the player's clock is ahead of UTC (the browser's, at start): stamps are UTC,
    # dates are shown in local time (belot.app.dates).
    utc_offset: int = 0
    # The page's own address, without a fragment: what the links it shows start with.
    page_url: str = ""
    # The newest saved games, as the list shows them (all of them on a screen that
    # lists_every_game), and how many there are in all.
    games: tuple[GameSummary, ...] = ()
    game_count: int = 0
    # Every game of the matches the listed games and the open game are in, listed or not
    # (a match's score counts them all: belot.app.matches).
    matched: tuple[GameSummary, ...] = ()
    # Keeping the games safe (belot.app.safekeeping): what is remembered, the characters the
    # app's values take in the store, and whether the store refused a write in this visit.
    keeping: Safekeeping = field(default_factory=Safekeeping)
    used: int = 0
    store_full: bool = False
    unreadable: tuple[str, ...] = ()  # keys of stored games that cannot be read
    storage: StorageReport = field(default_factory=StorageReport)  # all that cannot be read
    current: SavedGame | None = None
    sheet: Sheet | None = None
    draft: DealDraft | None = None  # the deal being entered or edited
    detail: int | None = None  # the deal whose breakdown shows
    undo: tuple[SavedGame, ...] = ()  # the open game as it was before each change, oldest first
    redo: tuple[SavedGame, ...] = ()  # as it was before each Undo, until the next change
    notice: Notice | None = None
    confirm: str = ""  # the question asked, until it is answered
    effects: tuple[Effect, ...] = ()  # for the browser edge to perform, then cleared
    # What went wrong last, for the player to copy and send (belot.app.shell); "" if nothing.
    failure: str = ""
    parts: tuple[Part, ...] = ()

    def part(self, kind: type[P]) -> P | None:
        """The part of type ``kind``, None if there is none."""
        for each in self.parts:
            if isinstance(each, kind):
                return each
        return None

    def with_part(self, value: Part) -> AppState:
        """The state with ``value`` in place of the part of its type."""
        kept = tuple(p for p in self.parts if type(p) is not type(value))
        return replace(self, parts=(*kept, value))

    def as_reloaded(self) -> AppState:
        """This state as the page's first paint after a reload shows it: no notice, no
        question, nothing to undo or redo (none of them is kept), each part as a reload
        starts it (:meth:`Part.as_reloaded`). Itself if that is all as it is."""
        parts = tuple(part.as_reloaded() for part in self.parts)
        same_parts = all(new is old for new, old in zip(parts, self.parts, strict=True))
        if same_parts and not (self.notice or self.confirm or self.undo or self.redo):
            return self
        return replace(self, notice=None, confirm="", undo=(), redo=(), parts=parts)

    def without_part(self, kind: type[Part]) -> AppState:
        return replace(self, parts=tuple(p for p in self.parts if not isinstance(p, kind)))
