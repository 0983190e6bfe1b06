"""Render the state as HTML: the notice, then the open screen's view.

The DOM contract with the adapter: an element with ``data-action`` sends
``Action(data-action, data-arg)`` when tapped; a form control with ``data-field``
sends ``Action(data-field, [data-name=]value)`` when it changes (checkboxes send
``true``/``false``). Every string comes from the message catalog, in the state's
language; every name a player typed is escaped.
"""

from __future__ import annotations

from belot.app.common import CopyFailure
from belot.app.markup import Markup, tag
from belot.app.messages import speaking, t
from belot.app.state import AppState
from belot.app.widgets import button

# The notices of belot.app.shell: something went wrong, with the details to copy.
FAILURE_NOTICES = frozenset({"app.failed", "app.start_failed"})


def render(state: AppState) -> Markup:
    """The whole app for ``state``."""
    with speaking(state.language):
        return Markup(notice(state) + state.screen.render(state))


def notice(state: AppState) -> Markup:
    if state.notice is None:
        return Markup("")
    message = t(state.notice.key, **dict(state.notice.params))
    if state.notice.key in FAILURE_NOTICES and state.failure:
        return tag(
            "div",
            {"class": "notice failure", "role": "alert", "data-testid": "notice"},
            tag("p", {}, message),
            button(t("app.copy_details"), CopyFailure(), data_testid="copy-failure"),
        )
    return tag("p", {"class": "notice", "role": "alert", "data-testid": "notice"}, message)


# Every screen registers its view when imported: importing them here means a state can be
# rendered without a controller (tests). (At the end: they import this module's names.)
import belot.app.wiring  # noqa: E402, F401
