"""A deal's detail's actions: open it, edit the deal, delete it (after a yes)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app import draft as forms
from belot.app.actions import Index
from belot.app.controller import Controller, handles, resumes
from belot.app.screen import SHEET
from belot.app.screens.deal.actions import open_form
from belot.app.screens.detail import DETAIL


@dataclass(frozen=True)
class OpenDeal(Index, name="open-deal"):
    """Show the breakdown of the deal at this index (0-based)."""


@dataclass(frozen=True)
class EditDeal(Index, name="edit-deal"):
    """Open the form on the deal at this index."""


@dataclass(frozen=True)
class AskDeleteDeal(Index, name="ask-delete-deal"):
    """Ask before deleting the deal at this index."""


@dataclass(frozen=True)
class DeleteDeal(Index, name="delete-deal"):
    """Delete the deal at this index: everything after it is recomputed."""


def _deal(controller: Controller, message: Index) -> int | None:
    """The message's index if it is one of the open game's deals."""
    current = controller.state.current
    if current is None or not message.value < len(current.game.deals):
        return None
    return message.value


@resumes(DETAIL)
def resume_detail(controller: Controller, session: dict[str, object]) -> None:
    detail = session.get("detail")
    if isinstance(detail, int) and not isinstance(detail, bool):
        controller.dispatch(OpenDeal(detail))


@handles(OpenDeal)
def open_deal(controller: Controller, message: OpenDeal) -> None:
    index = _deal(controller, message)
    if controller.state.sheet is not None and index is not None:
        controller.state = replace(controller.state, screen=DETAIL, detail=index, confirm="")


@handles(EditDeal)
def edit_deal(controller: Controller, message: EditDeal) -> None:
    current, index = controller.state.current, _deal(controller, message)
    if current is not None and index is not None:
        open_form(controller, forms.draft_of(current.game.deals[index], index))


@handles(AskDeleteDeal)
def ask_delete_deal(controller: Controller, message: AskDeleteDeal) -> None:
    index = _deal(controller, message)
    if index is not None:
        controller.state = replace(controller.state, confirm=f"delete-deal:{index}")


@handles(DeleteDeal)
def delete_deal(controller: Controller, message: DeleteDeal) -> None:
    current, index = controller.state.current, _deal(controller, message)
    if current is None or index is None:
        return
    if controller.commit(current.game.without(index)):
        controller.state = replace(controller.state, screen=SHEET, detail=None, confirm="")
