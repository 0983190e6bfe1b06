"""Made for a phone on a table: keep the screen on while a game is open.

The player's choice is an action (``wakelock-toggle``) and is remembered in the store;
whether the browser has the Screen Wake Lock API, and whether the screen is kept on right
now, are told by the browser edge (belot.app.browser.wake_lock) through
:func:`set_supported` and :func:`set_screen_on`. Those
are plain functions, not actions: a lock granted a moment after a tap must not clear the
notice that tap showed. The browser edge asks :func:`wants_wake_lock` after each paint and
requests or releases the lock to match (again after the page is shown anew: the browser
drops the lock when the page is hidden).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, replace

from belot.app.actions import Plain
from belot.app.controller import Controller, handles
from belot.app.state import AppState, Part
from belot.app.storage import WAKE_LOCK_KEY as WAKE_LOCK_KEY  # the key is storage's to check
from belot.app.storage import Store, StoreFullError, read_stored


@dataclass(frozen=True)
class WakeLock(Part):
    """Keeping the screen on while a game is open: on every screen, for the whole visit."""

    supported: bool = False  # the browser has the Screen Wake Lock API
    wanted: bool = True  # the player's choice, remembered
    on: bool = False  # the screen is kept on right now (the browser granted the lock)
    refused: bool = False  # the browser said no to the last request

    def as_reloaded(self) -> WakeLock:
        """A page starts without the lock, and asks for it after its first paint."""
        if not (self.on or self.refused):
            return self
        return replace(self, on=False, refused=False)


@dataclass(frozen=True)
class WakelockToggle(Plain, name="wakelock-toggle"):
    """Keep the screen on, or stop keeping it on (the choice is kept)."""


def wake_lock(state: AppState) -> WakeLock:
    return state.part(WakeLock) or WakeLock()


def wants_wake_lock(state: AppState) -> bool:
    """Whether the screen should be kept on: supported, wanted, and a game is open."""
    lock = wake_lock(state)
    return lock.supported and lock.wanted and state.current is not None


def supported_lock(state: AppState, store: Store, supported: bool) -> WakeLock:
    """``state``'s lock told whether the browser can keep the screen on, and the player's
    last choice (in ``store``)."""
    wanted = read_stored(store, WAKE_LOCK_KEY) is not False
    return replace(wake_lock(state), supported=supported, wanted=wanted)


def set_supported(controller: Controller, supported: bool) -> None:
    """At start: whether the browser can keep the screen on, and the player's last choice.
    Already so, the state is left as it is (the same object: a start's own drawing is then
    its first paint, belot.app.browser.boot)."""
    lock = supported_lock(controller.state, controller.store, supported)
    if lock != wake_lock(controller.state):
        controller.state = controller.state.with_part(lock)


def set_screen_on(controller: Controller, on: bool, refused: bool = False) -> None:
    """The browser granted the lock (``on``), released it, or refused it (``refused``)."""
    lock = replace(wake_lock(controller.state), on=on, refused=refused)
    controller.state = controller.state.with_part(lock)


@handles(WakelockToggle)
def toggle(controller: Controller, _: WakelockToggle) -> None:
    wanted = not wake_lock(controller.state).wanted
    # Only a preference: with a full store it still applies until the page is closed.
    with contextlib.suppress(StoreFullError):
        controller.store.set(WAKE_LOCK_KEY, json.dumps(wanted))
    lock = replace(wake_lock(controller.state), wanted=wanted, refused=False)
    controller.state = controller.state.with_part(lock)
