"""Stored data the app cannot read: export it to a file, or discard it for good; and the
details of something that went wrong (belot.app.shell), to copy.

The data itself is found by :func:`belot.app.storage.survey` (the controller keeps the
report in ``state.storage``) and kept safe by :class:`belot.app.storage.GuardedStore`;
the list of games says what there is (:mod:`belot.app.views.robustness`).
"""

from __future__ import annotations

from belot.app.controller import COPY, Controller, action
from belot.app.features.transfer import queue
from belot.app.state import Effect, Notice
from belot.app.storage import unreadable_filename, unreadable_text


@action("export-unreadable")
def export_unreadable(controller: Controller, _: str) -> None:
    """Download the raw stored strings of everything that could not be read."""
    controller.refresh_games()
    report = controller.state.storage
    if report.keys:
        now = controller.clock()
        text = unreadable_text(controller.store, report, now)
        queue(controller, Effect("download", filename=unreadable_filename(now), text=text))


@action("ask-discard-unreadable")
def ask_discard(controller: Controller, _: str) -> None:
    controller.update(confirm="discard-unreadable")


@action("discard-unreadable")
def discard(controller: Controller, _: str) -> None:
    """Delete the unreadable values and their backups; a newer version's games stay."""
    controller.refresh_games()
    report = controller.state.storage
    for key in (*report.damaged, *report.backups):
        controller.store.discard(key)
    controller.refresh_games()
    controller.update(confirm="", notice=Notice("robust.discarded", (("count", report.count),)))


@action(COPY)
def copy_failure(controller: Controller, _: str) -> None:
    """Copy the details of what went wrong last, for the player to send."""
    if controller.state.failure:
        queue(controller, Effect("copy", text=controller.state.failure))
