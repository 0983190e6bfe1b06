"""The sheet's *Keep the screen on* switch, with what the browser does with it."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.screens.phone.actions import WakelockToggle, wake_lock
from belot.app.state import AppState
from belot.app.widgets import button


def wake_lock_toggle(state: AppState) -> Markup | None:
    lock = wake_lock(state)
    if not lock.supported:
        return None
    if not lock.wanted:
        status = t("phone.wake.off")
    elif lock.on:
        status = t("phone.wake.on")
    elif lock.refused:
        status = t("phone.wake.refused")
    else:
        status = t("phone.wake.waiting")
    return button(
        [tag("span", {}, t("phone.wake")), " ", tag("small", {"class": "state"}, status)],
        WakelockToggle(),
        aria_pressed="true" if lock.wanted else "false",
        data_held="true" if lock.on else "false",  # the tests read it
        data_testid="wakelock",
        **{"class": "wakelock"},
    )
