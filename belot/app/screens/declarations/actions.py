"""The "declared by player" panel's actions: open it, pick a seat and a suit, add and
remove declarations, and apply what counts to the form's counters (replacing theirs)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Index, Message, Plain, number
from belot.app.controller import Controller, handles
from belot.app.screens.declarations.declaring import (
    Declaring,
    as_recorded,
    decode,
    encode,
    open_for,
    outcome,
    shown,
)
from belot.declarations import Resolution
from belot.declared import Declaration
from belot.rules import SEATS
from belot.vocabulary import Suit


@dataclass(frozen=True)
class DeclOpen(Plain, name="decl-open"):
    """Open the panel for the deal form on screen."""


@dataclass(frozen=True)
class DeclClose(Plain, name="decl-close"):
    """Close the panel (the form's counters are left as they are)."""


@dataclass(frozen=True)
class DeclSeat(Index, name="decl-seat"):
    """Show this seat's buttons."""

    high = SEATS - 1


@dataclass(frozen=True)
class DeclSuit(Message, name="decl-suit"):
    """The suit the next sequence is given (none: "")."""

    suit: Suit | None

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        if arg == "":
            return cls(None)
        return cls(Suit(arg)) if arg in {s.value for s in Suit} else None

    def arg(self) -> str:
        return "" if self.suit is None else self.suit.value


@dataclass(frozen=True)
class DeclAdd(Message, name="decl-add"):
    """A declaration for a seat: ``seat:kind:length:top:suit``."""

    seat: int
    declaration: Declaration

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        found = decode(arg)
        return None if found is None else cls(*found)

    def arg(self) -> str:
        return encode(self.seat, self.declaration)


@dataclass(frozen=True)
class DeclRemove(Message, name="decl-remove"):
    """Take back a seat's declaration, by its place in the list: ``seat:index``."""

    seat: int
    index: int

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        seat_text, _, index_text = arg.partition(":")
        seat, index = number(seat_text, 0, SEATS - 1), number(index_text, 0, 999)
        return None if seat is None or index is None else cls(seat, index)

    def arg(self) -> str:
        return f"{self.seat}:{self.index}"


@dataclass(frozen=True)
class DeclApply(Plain, name="decl-apply"):
    """Write the announcements that count into the form, and close the panel."""


def _change(ctl: Controller, declaring: Declaring) -> None:
    ctl.state = ctl.state.with_part(declaring)


@handles(DeclOpen)
def _open(ctl: Controller, _: DeclOpen) -> None:
    declaring = open_for(ctl.state)
    if declaring is not None:
        _change(ctl, declaring)


@handles(DeclClose)
def _close(ctl: Controller, _: DeclClose) -> None:
    ctl.state = ctl.state.without_part(Declaring)


@handles(DeclSeat)
def _seat(ctl: Controller, message: DeclSeat) -> None:
    declaring = shown(ctl.state)
    if declaring is not None:
        _change(ctl, replace(declaring, seat=message.value))


@handles(DeclSuit)
def _suit(ctl: Controller, message: DeclSuit) -> None:
    declaring = shown(ctl.state)
    if declaring is not None:
        _change(ctl, replace(declaring, suit=message.suit))


@handles(DeclAdd)
def _add(ctl: Controller, message: DeclAdd) -> None:
    declaring = shown(ctl.state)
    if declaring is not None:
        added = declaring.added(message.seat, message.declaration)
        _change(ctl, replace(added, seat=message.seat))


@handles(DeclRemove)
def _remove(ctl: Controller, message: DeclRemove) -> None:
    declaring = shown(ctl.state)
    if declaring is not None and message.index < len(declaring.seats[message.seat]):
        _change(ctl, declaring.removed(message.seat, message.index))


@handles(DeclApply)
def _apply(ctl: Controller, _: DeclApply) -> None:
    declaring = shown(ctl.state)
    if declaring is None:
        return
    result = outcome(declaring, ctl.state)
    if isinstance(result, Resolution):
        # The deal keeps what was declared: the engine decides again at every replay, so
        # an edit of the deal or of the house rules decides again.
        belots, declared = as_recorded(declaring)
        ctl.change_draft(lambda d: replace(d, announcements=belots, declared=declared))
        ctl.state = ctl.state.without_part(Declaring)
