"""The instant paint's side of the edge: after each paint, the rendering is kept for
static/instant-paint.js, which shows it on the next visit until Python is ready
(:func:`keep_snapshot`; belot.app.snapshot says what, and when), once the page is idle or
left, not within the tap; a tap made on that picture is carried out once Python has
painted (:func:`queued_tap`, :func:`perform_queued_tap`)."""

from __future__ import annotations

from typing import Any

from js import document, window

from belot.app.actions import Action
from belot.app.browser.calls import guarded, js_object, proxy, report
from belot.app.browser.dom import attr
from belot.app.browser.page import Page
from belot.app.markup import Markup
from belot.app.messages import current_language
from belot.app.render import render
from belot.app.snapshot import SNAPSHOT_KEY, read_snapshot, snapshot_text
from belot.app.state import AppState
from belot.app.storage import SESSION_KEY

QueuedTap = tuple[Any, str, str]  # the control, its data-action and data-arg then
# How long a rendering may wait to be kept while the page is never idle (ms).
IDLE_TIMEOUT_MS = 1000


class Keeping:
    """The last paint's rendering, waiting to be kept (only the last one counts), and
    whether the browser has been asked to call back when it is idle."""

    def __init__(self) -> None:
        self.waiting: tuple[AppState, str, Markup] | None = None
        self.asked = False
        self.callback: Any = None


KEEPING = Keeping()


def keep_snapshot(page: Page, html: Markup) -> None:
    """After a paint: keep the rendering for static/instant-paint.js (belot.app.snapshot
    says what, and when) once the page is idle (it is a few milliseconds of copying and
    storing that a tap need not wait for), or when it is hidden or left, whichever comes
    first: :func:`keep_when_leaving`."""
    if page.shell.fallen:
        KEEPING.waiting = None
        return
    KEEPING.waiting = (page.controller.state, current_language(), html)
    if not KEEPING.asked:
        KEEPING.asked = True
        if KEEPING.callback is None:
            KEEPING.callback = proxy(guarded(lambda *_: kept_now()))
        if hasattr(window, "requestIdleCallback"):
            window.requestIdleCallback(KEEPING.callback, js_object({"timeout": IDLE_TIMEOUT_MS}))
        else:  # Safari: soon after the tap
            window.setTimeout(KEEPING.callback, 200)


def keep_when_leaving() -> None:
    """Keep the waiting rendering at once when the page is hidden or left (the next
    visit may come before the page would have been idle)."""
    leave = proxy(guarded(lambda *_: kept_now()))
    window.addEventListener("pagehide", leave)
    document.addEventListener(
        "visibilitychange",
        proxy(
            guarded(lambda *_: kept_now() if str(document.visibilityState) == "hidden" else None)
        ),
    )


def kept_now() -> None:
    """Keep the rendering waiting to be kept, if any."""
    KEEPING.asked = False
    waiting, KEEPING.waiting = KEEPING.waiting, None
    if waiting is not None:
        _keep(*waiting)


def _keep(state: AppState, language: str, html: Markup) -> None:
    """Store the snapshot of ``state`` painted as ``html`` in ``language``. Best effort:
    with the quota used up, there is none."""
    storage = window.localStorage
    session = storage.getItem(SESSION_KEY)
    try:
        value = snapshot_text(
            state, session if isinstance(session, str) else None, language, render, html
        )
    except Exception as error:  # the state as a reload shows it could not be drawn
        window.console.warn(f"belot: no picture of this screen for the next visit: {error!r}")
        value = ""
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
