"""A tournament's table, on the table's phone: the assignment that came as a link (what it
is, and the game started with everything set in one tap), and, once the table's game (its
match) has ended, its result sent to the organiser as a code and a link
(docs/club-night.md, docs/formats.md#tournament-links)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self

from belot.app.screen import SHEET, Screen
from belot.app.state import KeptPart, Part
from belot.limits import MAX_LINK

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game

ASSIGNMENT = Screen("assignment")
SEND = Screen("send-result", needs_game=True)


@dataclass(frozen=True)
class Assignment(KeptPart):
    """A table's assignment that came as a link: its fragment (kept across a reload, read
    again then) and the game it starts."""

    lives_on: ClassVar[Screen | None] = ASSIGNMENT
    kept: ClassVar[str] = "assignment"

    fragment: str
    game: Game = field(compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        return {"fragment": self.fragment}

    @classmethod
    def from_json(cls, data: Any) -> Self:
        from belot.tournament import read_assignment

        if not isinstance(data, dict) or set(data) != {"fragment"}:
            raise ValueError("not an assignment")
        fragment = data["fragment"]
        if not isinstance(fragment, str) or len(fragment) > MAX_LINK:
            raise ValueError("not an assignment")
        return cls(fragment, read_assignment(fragment))  # its refusal is a ValueError


@dataclass(frozen=True)
class ResultCode(Part):
    """The table's result as it was when the screen opened: its link and code. ``status``:
    ``ready`` (``svg`` is the code), ``loading`` (the QR library is being fetched),
    ``failed`` (it could not be: the link still works) or ``too-big`` (no code holds it)."""

    lives_on: ClassVar[Screen | None] = SEND

    game_id: str
    revision: int
    link: str
    status: str
    games: int = 1
    svg: str = ""


@dataclass(frozen=True)
class ResultLink(Part):
    """The result link of the table whose finished game the sheet shows (that game's id and
    revision): its *Send the result* is a link to it, tapped to show its code."""

    lives_on: ClassVar[Screen | None] = SHEET

    game_id: str
    revision: int
    link: str
