"""Made for a phone on a table: keep the screen on while a game is open.

The player's choice is an action (``wakelock-toggle``) and is remembered in the store;
whether the browser has the Screen Wake Lock API, and whether it holds the lock right
now, are told by the adapter through :func:`set_supported` and :func:`set_held`. Those
are plain functions, not actions: a lock granted a moment after a tap must not clear the
notice that tap showed. The adapter asks :func:`wants_wake_lock` after each paint and
requests or releases the lock to match (again after the page is shown anew: the browser
drops the lock when the page is hidden).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import replace

from belot.app.controller import Controller, action
from belot.app.state import AppState
from belot.app.storage import WAKE_LOCK_KEY as WAKE_LOCK_KEY  # the key is storage's to check
from belot.app.storage import StoreFullError, read_stored


def wants_wake_lock(state: AppState) -> bool:
    """Whether the screen should be kept on: supported, wanted, and a game is open."""
    lock = state.wake_lock
    return lock.supported and lock.wanted and state.current is not None


def set_supported(controller: Controller, supported: bool) -> None:
    """At start: whether the browser can keep the screen on, and the player's last choice."""
    wanted = read_stored(controller.store, WAKE_LOCK_KEY) is not False
    controller.update(
        wake_lock=replace(controller.state.wake_lock, supported=supported, wanted=wanted)
    )


def set_held(controller: Controller, held: bool, refused: bool = False) -> None:
    """The browser granted (held), released, or refused (refused) the lock."""
    controller.update(wake_lock=replace(controller.state.wake_lock, held=held, refused=refused))


@action("wakelock-toggle")
def toggle(controller: Controller, _: str) -> None:
    wanted = not controller.state.wake_lock.wanted
    # Only a preference: with a full store it still applies until the page is closed.
    with contextlib.suppress(StoreFullError):
        controller.store.set(WAKE_LOCK_KEY, json.dumps(wanted))
    controller.update(wake_lock=replace(controller.state.wake_lock, wanted=wanted, refused=False))
