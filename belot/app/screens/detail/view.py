"""A deal's breakdown: why it wrote what it did, to edit or delete it."""

from __future__ import annotations

from belot.app.breakdown import breakdown
from belot.app.common import Back
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.detail import DETAIL
from belot.app.screens.detail.actions import AskDeleteDeal, DeleteDeal, EditDeal
from belot.app.state import AppState
from belot.app.widgets import button, confirm_box


@draws(DETAIL)
def deal_detail(state: AppState) -> Markup:
    current, sheet, index = state.current, state.sheet, state.detail
    assert current is not None
    assert sheet is not None
    assert index is not None
    row = sheet.rows[index]
    lines = breakdown(row.score, current.game)
    asking = state.confirm == f"delete-deal:{index}"
    return tag(
        "section",
        {"class": "detail", **DETAIL.outermost()},
        tag("h1", {}, t("detail.title", number=row.number)),
        tag(
            "ol",
            {"class": "breakdown", "data-testid": "breakdown"},
            [tag("li", {}, line) for line in lines],
        ),
        confirm_box(t("detail.confirm_delete", number=row.number), DeleteDeal(index))
        if asking
        else None,
        tag(
            "div",
            {"class": "actions"},
            button(
                t("detail.edit"),
                EditDeal(index),
                **{"class": "primary", "data-testid": "edit-deal"},
            ),
            button(t("detail.delete"), AskDeleteDeal(index), data_testid="delete-deal"),
            button(t("common.back"), Back(), data_testid="back"),
        ),
    )
