"""Export what could not be read, or discard it (after a yes)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import Plain
from belot.app.common import queue
from belot.app.controller import Controller, handles
from belot.app.effects import Download
from belot.app.state import Notice
from belot.app.storage import unreadable_filename, unreadable_text


@dataclass(frozen=True)
class ExportUnreadable(Plain, name="export-unreadable"):
    """Download the raw stored strings of everything that could not be read."""


@dataclass(frozen=True)
class AskDiscardUnreadable(Plain, name="ask-discard-unreadable"):
    """Ask before discarding what could not be read."""


@dataclass(frozen=True)
class DiscardUnreadable(Plain, name="discard-unreadable"):
    """Delete the unreadable values and their backups; a newer version's games stay."""


@handles(ExportUnreadable)
def export_unreadable(controller: Controller, _: ExportUnreadable) -> None:
    controller.refresh_games()
    report = controller.state.storage
    if report.keys:
        now = controller.clock()
        text = unreadable_text(controller.store, report, now)
        queue(controller, Download(unreadable_filename(now), text))


@handles(AskDiscardUnreadable)
def ask_discard(controller: Controller, _: AskDiscardUnreadable) -> None:
    controller.state = replace(controller.state, confirm="discard-unreadable")


@handles(DiscardUnreadable)
def discard(controller: Controller, _: DiscardUnreadable) -> None:
    controller.refresh_games()
    report = controller.state.storage
    for key in (*report.damaged, *report.backups):
        controller.store.discard(key)
    controller.refresh_games()
    notice = Notice("robust.discarded", (("count", report.count),))
    controller.state = replace(controller.state, confirm="", notice=notice)
