"""On the list of games: what could not be read, and the way to export or discard it."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.screens.unreadable.actions import (
    AskDiscardUnreadable,
    DiscardUnreadable,
    ExportUnreadable,
)
from belot.app.state import AppState
from belot.app.widgets import button, confirm_box


def storage_notes(state: AppState) -> Markup | None:
    """Says how many stored items could not be read; offers to export and to discard them."""
    report = state.storage
    if not report.keys:
        return None
    discard = (
        confirm_box(t("robust.confirm_discard", count=report.count), DiscardUnreadable())
        if state.confirm == "discard-unreadable"
        else button(
            t("robust.discard"),
            AskDiscardUnreadable(),
            **{"class": "quiet", "data-testid": "discard-unreadable"},
        )
    )
    return tag(
        "div",
        {"class": "stored-problems", "data-testid": "unreadable"},
        tag("p", {"class": "warning"}, t("robust.newer", count=len(report.newer)))
        if report.newer
        else None,
        tag("p", {"class": "warning"}, t("robust.unreadable", count=report.count))
        if report.count
        else None,
        button(t("robust.export"), ExportUnreadable(), data_testid="export-unreadable"),
        discard if report.count else None,
    )
