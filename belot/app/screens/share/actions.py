"""Pass the sheet: the actions of the share screen and of a game that came in a link.

What only the browser can do is queued as an effect (belot.app.effects): fetching
the QR library (``load-qr``, answered with ``qr-loaded``), the share sheet with the link
(``share-link``), the clipboard (``copy``), the screen's top in view (``scroll-top``).
The browser edge reads a link's fragment when the page starts and when it changes
(``hashchange``), and sends it as ``open-link``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Plain, Switch, Text
from belot.app.common import queue
from belot.app.controller import UNDO_DEPTH, Controller, handles
from belot.app.effects import Copy, LoadQr, ScrollTop, ShareLink
from belot.app.link import MAX_FRAGMENT, game_link, read_link
from belot.app.messages import t
from belot.app.qr import ARCHIVE, QrUnavailableError, available, fits, qr_svg
from belot.app.screen import HOME, SHEET
from belot.app.screens.share import LINK, SHARE, Following, ShareCode
from belot.app.screens.transfer.actions import unreadable_ids, write_new_game
from belot.app.state import Notice, Part
from belot.app.storage import (
    SavedGame,
    StoreFullError,
    UnreadableEntryError,
    decode,
    game_key,
)
from belot.app.transfer import (
    Fate,
    Planned,
    TransferError,
    continues,
    describe_transfer_error,
    plan_link,
)


@dataclass(frozen=True)
class LinkPlan(Part):
    """What importing the game of a link will do, waiting for the player's yes."""

    item: Planned


LinkPlan.lives_on = LINK


@dataclass(frozen=True)
class OpenShare(Plain, name="share-open"):
    """The share screen: the open game's code and link, as it is now."""


@dataclass(frozen=True)
class QrLoaded(Text, name="qr-loaded"):
    """The browser edge fetched the QR library (``ok``) or could not (``failed:<why>``)."""


@dataclass(frozen=True)
class CopyLink(Plain, name="copy-link"):
    """Copy the open game's link."""


@dataclass(frozen=True)
class SendLink(Plain, name="send-link"):
    """The system share sheet with the open game's link (copied where there is none)."""


@dataclass(frozen=True)
class FollowGame(Switch, name="follow-game"):
    """Keep (or no longer keep) a button for the latest code on the open game's sheet."""


@dataclass(frozen=True)
class OpenLink(Text, name="open-link"):
    """A link's fragment, read by the browser edge: refused with the reason, or previewed."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        # Whole, or cut just past the most a link may be (its "#" not counted), so that
        # the link says it is too big rather than cut short.
        return cls(arg.removeprefix("#")[: MAX_FRAGMENT + 1])


@dataclass(frozen=True)
class LinkImport(Plain, name="link-import"):
    """Yes: import the link's game (or open it, when it is here already)."""


@dataclass(frozen=True)
class LinkCancel(Plain, name="link-cancel"):
    """No: nothing is imported; back where the player was."""


# --- the share screen --------------------------------------------------------------------


def code_of(saved: SavedGame, page_url: str) -> ShareCode:
    """The code of ``saved``: drawn if the QR library is here, else to be loaded."""
    link = game_link(page_url, saved)
    code = ShareCode(saved.id, saved.revision, link, "loading", deals=len(saved.game.deals))
    if not fits(link):
        return replace(code, status="too-big")
    return drawn(code) if available() else code


def drawn(code: ShareCode) -> ShareCode:
    """``code`` with its picture, or ``failed`` if the library cannot be imported."""
    try:
        svg = qr_svg(code.link, t("share.qr_label", count=code.deals))
    except QrUnavailableError:
        return replace(code, status="failed")
    return replace(code, status="ready", svg=str(svg))


@handles(OpenShare)
def open_share(controller: Controller, _: OpenShare) -> None:
    current = controller.state.current
    if current is None:
        return
    code = code_of(current, controller.page_url)
    state = replace(controller.state, screen=SHARE, detail=None, confirm="").with_part(code)
    controller.state = state
    queue(controller, ScrollTop())  # the code first (the sheet was scrolled down)
    if code.status == "loading":
        queue(controller, LoadQr(ARCHIVE, QrLoaded))


@handles(QrLoaded)
def qr_loaded(controller: Controller, message: QrLoaded) -> None:
    code = controller.state.part(ShareCode)
    if code is None or code.status != "loading":
        return
    done = drawn(code) if message.text == "ok" else replace(code, status="failed")
    controller.state = controller.state.with_part(done)


def _link(controller: Controller) -> str:
    code = controller.state.part(ShareCode)
    return code.link if code is not None and code.status != "too-big" else ""


@handles(CopyLink)
def copy_link(controller: Controller, _: CopyLink) -> None:
    link = _link(controller)
    if link:
        queue(controller, Copy(link))


@handles(SendLink)
def send_link(controller: Controller, _: SendLink) -> None:
    link, current = _link(controller), controller.state.current
    if link and current is not None:
        teams = current.game.teams
        title = t("transfer.share.subject", team0=teams[0], team1=teams[1])
        queue(controller, ShareLink(title, link))


@handles(FollowGame)
def follow_game(controller: Controller, message: FollowGame) -> None:
    current = controller.state.current
    if current is None:
        return
    following = controller.state.part(Following) or Following()
    ids = following.ids | {current.id} if message.on else following.ids - {current.id}
    controller.state = controller.state.with_part(Following(frozenset(ids)))


# --- a game from a link --------------------------------------------------------------------


@handles(OpenLink)
def open_link(controller: Controller, message: OpenLink) -> None:
    """Show what the link holds and what importing it does; a link that cannot be opened is
    refused with the reason, and nothing changes."""
    try:
        incoming = read_link(message.text)
    except TransferError as error:
        reason = describe_transfer_error(error)
        controller.state = replace(
            controller.state, notice=Notice("link.refused", (("reason", reason),))
        )
        return
    controller.refresh_games()
    plan = plan_link(incoming, controller.games, controller.clock(), unreadable_ids(controller))
    state = replace(controller.state, screen=LINK, detail=None, confirm="")
    controller.state = state.with_part(LinkPlan(plan.items[0]))


@handles(LinkCancel)
def link_cancel(controller: Controller, _: LinkCancel) -> None:
    state = controller.state.without_part(LinkPlan)
    screen = SHEET if state.current is not None else HOME
    controller.state = replace(state, screen=screen)


@handles(LinkImport)
def link_import(controller: Controller, _: LinkImport) -> None:
    """Write the link's game as planned (planned again against what is stored now), and
    open it: a new game or a copy is never written over anything; an update only over the
    game it continues."""
    pending = controller.state.part(LinkPlan)
    if pending is None:
        return
    controller.refresh_games()
    (item,) = plan_link(
        pending.item.incoming,
        controller.games,
        controller.clock(),
        unreadable_ids(controller),
    ).items
    saved, key = item.saved, game_key(item.saved.id)
    if item.fate in (Fate.SKIP, Fate.OLDER):
        _open(controller, saved.id, Notice(f"link.done.{item.fate.value}"))
        return
    there = controller.store.get(key)
    if not _may_write(item, there):
        controller.state = replace(controller.state, notice=Notice("link.changed"))
        return
    undo = _undo_of_update(controller, item, there)
    try:
        if item.fate is Fate.UPDATE:  # the same game continued: its forms stay its own
            controller.games.write(saved)
        else:
            write_new_game(controller.games, saved)
    except StoreFullError:
        controller.refused("transfer.storage_full")
        return
    deals = len(saved.game.deals)
    notice = Notice(f"link.done.{item.fate.value}", (("count", deals),))
    controller.refresh_games()
    _open(controller, saved.id, notice)
    current = controller.state.current
    if undo and current is not None and current.id == saved.id:
        controller.state = replace(controller.state, undo=undo)


def _undo_of_update(
    controller: Controller, item: Planned, there: str | None
) -> tuple[SavedGame, ...]:
    """What Undo takes back after ``item`` is written: for an update in place, the game as
    it was (``there``, which :func:`_may_write` read), after what the open game's Undo had
    already if it is that game as stored; nothing for a new game or a copy."""
    if item.fate is not Fate.UPDATE or there is None:
        return ()
    before, current = decode(there, item.saved.id), controller.state.current
    same = current is not None and (current.id, current.revision) == (before.id, before.revision)
    kept = controller.state.undo if same else ()
    return (*kept, before)[-UNDO_DEPTH:]


def _may_write(item: Planned, there: str | None) -> bool:
    """Never over another game: a new one where nothing is, an update over the very game
    it continues."""
    if item.fate is not Fate.UPDATE:
        return there is None
    if there is None:
        return False
    try:
        stored = decode(there, item.saved.id)
    except UnreadableEntryError:
        return False
    return continues(stored.game, item.saved.game)


def _open(controller: Controller, game_id: str, notice: Notice) -> None:
    state = controller.state.without_part(LinkPlan)
    controller.state = replace(state, current=None, draft=None, undo=(), redo=())
    controller.open(game_id)
    controller.state = replace(controller.state, notice=notice)
