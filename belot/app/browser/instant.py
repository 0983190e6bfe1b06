"""The instant paint's side of the edge: after each paint, the rendering is kept for
static/instant-paint.js, which shows it on the next visit until Python is ready
(:func:`keep_snapshot`; belot.app.snapshot says what, and when); a tap made on that
picture is carried out once Python has painted (:func:`queued_tap`,
:func:`perform_queued_tap`)."""

from __future__ import annotations

from typing import Any

from pyscript import window

from belot.app.actions import Action
from belot.app.browser.calls import report
from belot.app.browser.dom import attr
from belot.app.browser.page import Page
from belot.app.markup import Markup
from belot.app.messages import current_language
from belot.app.render import render
from belot.app.snapshot import SNAPSHOT_KEY, read_snapshot, snapshot_text
from belot.app.storage import SESSION_KEY

QueuedTap = tuple[Any, str, str]  # the control, its data-action and data-arg then


def keep_snapshot(page: Page, html: Markup) -> None:
    """After a paint: keep the rendering for static/instant-paint.js (belot.app.snapshot
    says what, and when). Best effort: with the quota used up, there is none."""
    if page.shell.fallen:
        return
    storage = window.localStorage
    session = storage.getItem(SESSION_KEY)
    value = snapshot_text(
        page.controller.state,
        session if isinstance(session, str) else None,
        current_language(),
        render,
        html,
    )
    stored = storage.getItem(SNAPSHOT_KEY)
    if value is None or value == (stored if isinstance(stored, str) else ""):
        return
    try:
        if value:
            storage.setItem(SNAPSHOT_KEY, value)
        else:
            storage.removeItem(SNAPSHOT_KEY)
    except Exception:  # a JsException: QuotaExceededError
        storage.removeItem(SNAPSHOT_KEY)


def show_interactive(root: Any) -> None:
    """The first paint has replaced a snapshot static/instant-paint.js showed: let it be used
    (without the class, instant-paint.js no longer holds the events on it)."""
    root.inert = False  # as an older instant-paint.js held it
    root.classList.remove("snapshot")
    root.removeAttribute("aria-busy")


def pictured(root: Any) -> str | None:
    """The rendering the instant paint shows in ``root``, None if it shows none: the one
    stored for it (static/instant-paint.js rebuilds exactly that, element by element)."""
    try:
        if not root.classList.contains("snapshot"):
            return None
        text = window.localStorage.getItem(SNAPSHOT_KEY)
        html = read_snapshot(text)["html"] if isinstance(text, str) else None
        return html if isinstance(html, str) else None
    except Exception:  # a picture that cannot be read (not data): paint as usual
        return None


def queued_tap(root: Any) -> QueuedTap | None:
    """The control a player tapped on the snapshot before Python was ready (the first one:
    static/instant-paint.js marks it ``data-queued``) and what it did in the picture; read
    before the first paint, which drops the mark. None without one."""
    try:
        control = root.querySelector("[data-queued]")
        if not control:
            return None
        return control, attr(control, "data-action"), attr(control, "data-arg")
    except Exception as error:
        report(f"belot: reading the tap made while loading failed: {error!r}")
        return None


def perform_queued_tap(page: Page, tap: QueuedTap | None) -> None:
    """After the first paint: carry out the tap made on the snapshot, as a click would.
    Only if Python's own paint kept that control (morph_children reuses the nodes of the
    screen it draws again), still doing the same and enabled: a tap on a picture of
    something that is not there, or no longer does that, is dropped. Never raises."""
    if tap is None:
        return
    control, action, arg = tap
    try:
        if (
            action
            and control.isConnected
            and page.root.contains(control)
            and attr(control, "data-action") == action
            and attr(control, "data-arg") == arg
            and not control.hasAttribute("disabled")
        ):
            page.send(Action(action, arg))
    except Exception as error:
        report(f"belot: the tap made while loading failed: {error!r}")
