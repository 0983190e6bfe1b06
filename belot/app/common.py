"""The actions no one screen owns: going back to the list of games or to the open game's
sheet (the two screens of the core, belot.app.screen), answering a question no, copying
what went wrong, and what the browser answered to an effect (a file saved, text copied)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import COPY, Plain, Text
from belot.app.controller import Controller, handles
from belot.app.effects import Copy, Effect
from belot.app.screen import SHEET
from belot.app.state import Notice


@dataclass(frozen=True)
class GoHome(Plain, name="home"):
    """Back to the list of games (the open game is closed)."""


@dataclass(frozen=True)
class Back(Plain, name="back"):
    """Back to the open game's sheet."""


@dataclass(frozen=True)
class CancelConfirm(Plain, name="cancel-confirm"):
    """No: the question asked is withdrawn."""


@dataclass(frozen=True)
class CopyFailure(Plain, name=COPY):
    """Copy the details of what went wrong last (belot.app.shell), to send."""


@dataclass(frozen=True)
class EffectDone(Text, name="transfer-done"):
    """What the browser did with an effect: ``copied``, ``copy-failed``, ``failed:<why>``."""


def queue(controller: Controller, effect: Effect) -> None:
    """Ask the browser edge to do ``effect`` after this action."""
    controller.state = replace(controller.state, effects=(*controller.state.effects, effect))


@handles(GoHome)
def go_home(controller: Controller, _: GoHome) -> None:
    controller.go_home()


@handles(Back)
def back(controller: Controller, _: Back) -> None:
    if controller.state.current is not None:
        controller.state = replace(controller.state, screen=SHEET, detail=None, confirm="")


@handles(CancelConfirm)
def cancel_confirm(controller: Controller, _: CancelConfirm) -> None:
    controller.state = replace(controller.state, confirm="")


@handles(CopyFailure)
def copy_failure(controller: Controller, _: CopyFailure) -> None:
    if controller.state.failure:
        queue(controller, Copy(controller.state.failure))


@handles(EffectDone)
def effect_done(controller: Controller, done: EffectDone) -> None:
    kind, _, detail = done.text.partition(":")
    notice = {
        "copied": Notice("transfer.copied"),
        "copy-failed": Notice("transfer.copy_failed"),
        "failed": Notice("transfer.failed", (("detail", detail[:200]),)),
    }.get(kind)
    if notice is not None:
        controller.state = replace(controller.state, notice=notice)
