"""Keeping the screen on while a game is open (the Screen Wake Lock API): the phone
screen's part of the state (belot.app.screens.phone) says what the player wants, this
module asks the browser for the lock after each paint, or lets it go, to match, and tells
the state what the browser did (granted, released, refused)."""

from __future__ import annotations

from typing import Any

import js
from js import document
from pyodide.ffi import create_once_callable

from belot.app.browser.calls import guarded, proxy, spawn
from belot.app.browser.page import Page
from belot.app.controller import Controller
from belot.app.markup import Markup
from belot.app.screens.phone.actions import (
    WakeLock,
    set_screen_on,
    set_supported,
    supported_lock,
    wake_lock,
    wants_wake_lock,
)
from belot.app.state import AppState


class ScreenLock:
    """The browser's side of the lock: whether it has the API, the lock it granted (its
    sentinel) and a token for that grant, and whether a request is under way."""

    def __init__(self) -> None:
        self.supported = False
        self.sentinel: Any = None
        self.token: object | None = None
        self.pending = False


LOCK = ScreenLock()


def known_at_start(controller: Controller) -> WakeLock:
    """The lock's part as the start's state has it (belot.app.browser.boot), so that
    :func:`install` changes nothing and the start's drawing can be the first paint."""
    return supported_lock(AppState(), controller.store, browser_has_it())


def browser_has_it() -> bool:
    return hasattr(js.navigator, "wakeLock")  # only in a secure context


def install(page: Page) -> None:
    """Whether the screen can be kept on; follow the page being hidden and shown again."""
    LOCK.supported = browser_has_it()
    set_supported(page.controller, LOCK.supported)
    document.addEventListener("visibilitychange", proxy(guarded(lambda _e: _on_visibility(page))))


def _on_visibility(page: Page) -> None:
    if str(document.visibilityState) == "visible":  # the browser let go of the lock: ask again
        set_screen_on(page.controller, LOCK.sentinel is not None)
        page.refresh()


def sync_wake_lock(page: Page, _html: Markup) -> None:
    """After each paint: hold the screen lock while the state wants it, else let it go."""
    state = page.controller.state
    if LOCK.supported and not wake_lock(state).supported:  # a fresh state (recovery)
        set_supported(page.controller, True)
        set_screen_on(page.controller, LOCK.sentinel is not None)
        page.refresh()
        return
    want = wants_wake_lock(state) and str(document.visibilityState) == "visible"
    if want and LOCK.sentinel is None and not LOCK.pending and not wake_lock(state).refused:
        LOCK.pending = True
        spawn(_acquire(page))
    elif not want and LOCK.sentinel is not None:
        sentinel, LOCK.sentinel, LOCK.token = LOCK.sentinel, None, None
        sentinel.release()
        set_screen_on(page.controller, False)
        page.refresh()
    elif not want and wake_lock(state).refused:  # ask again when a game is next opened
        set_screen_on(page.controller, False)
        page.refresh()


async def _acquire(page: Page) -> None:
    try:
        sentinel = await js.navigator.wakeLock.request("screen")
    except Exception:  # not allowed (battery saver, no permission, page hidden)
        LOCK.pending = False
        set_screen_on(page.controller, False, refused=True)
        page.refresh()
        return
    LOCK.pending = False
    token = object()
    LOCK.sentinel, LOCK.token = sentinel, token

    def released(_event: Any) -> None:
        if LOCK.token is token:  # the browser let go (the page was hidden)
            LOCK.sentinel, LOCK.token = None, None
            set_screen_on(page.controller, False)
            page.refresh()

    sentinel.addEventListener("release", create_once_callable(guarded(released)))
    set_screen_on(page.controller, True)
    page.refresh()  # releases it at once if it is no longer wanted
