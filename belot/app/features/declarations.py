"""Which announcements count: enter what each player declared, the app decides.

The panel (:mod:`belot.app.views.declarations`) keeps its entries in
:attr:`AppState.declaring <belot.app.state.AppState.declaring>`; *apply* writes the
resolved counting announcements into the deal form, replacing the ones there.

Actions: ``decl-open``, ``decl-seat`` (seat), ``decl-suit`` (suit token or ""),
``decl-add`` (``seat:kind:length:top:suit``, see :func:`belot.app.declaring.encode`),
``decl-remove`` (``seat:index``), ``decl-apply`` and ``decl-close``.
"""

from __future__ import annotations

from dataclasses import replace

from belot.app.controller import Controller, action
from belot.app.declaring import decode, open_for, outcome, shown, tokens
from belot.declarations import Resolution, Suit
from belot.rules import SEATS


@action("decl-open")
def _open(ctl: Controller, _: str) -> None:
    ctl.update(declaring=open_for(ctl.state))


@action("decl-close")
def _close(ctl: Controller, _: str) -> None:
    ctl.update(declaring=None)


@action("decl-seat")
def _seat(ctl: Controller, arg: str) -> None:
    declaring = shown(ctl.state)
    if declaring is not None and arg.isdigit() and int(arg) < SEATS:
        ctl.update(declaring=replace(declaring, seat=int(arg)))


@action("decl-suit")
def _suit(ctl: Controller, arg: str) -> None:
    declaring = shown(ctl.state)
    if declaring is not None and arg in ("", *(s.value for s in Suit)):
        ctl.update(declaring=replace(declaring, suit=Suit(arg) if arg else None))


@action("decl-add")
def _add(ctl: Controller, arg: str) -> None:
    declaring, parsed = shown(ctl.state), decode(arg)
    if declaring is not None and parsed is not None:
        seat, declaration = parsed
        ctl.update(declaring=replace(declaring.added(seat, declaration), seat=seat))


@action("decl-remove")
def _remove(ctl: Controller, arg: str) -> None:
    declaring = shown(ctl.state)
    seat, _, index = arg.partition(":")
    if declaring is None or not (seat.isdigit() and index.isdigit()) or int(seat) >= SEATS:
        return
    if int(index) < len(declaring.seats[int(seat)]):
        ctl.update(declaring=declaring.removed(int(seat), int(index)))


@action("decl-apply")
def _apply(ctl: Controller, _: str) -> None:
    declaring = shown(ctl.state)
    if declaring is None:
        return
    result = outcome(declaring, ctl.state)
    if isinstance(result, Resolution):
        counting = tokens(result.announcements)
        ctl.change_draft(lambda d: replace(d, announcements=counting))
        ctl.update(declaring=None)
