"""Render the state as HTML: the notice, then the open screen's view.

The DOM contract with the browser edge: an element with ``data-action`` sends
``Action(data-action, data-arg)`` when tapped; a form control with ``data-field``
sends ``Action(data-field, [data-name=]value)`` when it changes (checkboxes send
``true``/``false``). Every string comes from the message catalog, in the state's
language; every name a player typed is escaped.
"""

from __future__ import annotations

from collections.abc import Callable

from belot.app.common import CopyFailure
from belot.app.markup import Markup, fragment, tag
from belot.app.messages import speaking, t
from belot.app.screen import SCREENS, Screen
from belot.app.state import AppState
from belot.app.widgets import button

# The notices of belot.app.shell: something went wrong, with the details to copy.
FAILURE_NOTICES = frozenset({"app.failed", "app.start_failed"})

View = Callable[[AppState], Markup]
# Each screen's view, registered by its folder's view.py (``@draws(SCREEN)``).
VIEWS: dict[Screen, View] = {}


def draws(screen: Screen) -> Callable[[View], View]:
    """Register the decorated function as the view of ``screen``; a second one raises
    ``ValueError`` (at import)."""

    def register(view: View) -> View:
        if screen in VIEWS:
            raise ValueError(f"screen {screen.id!r} has two views")
        VIEWS[screen] = view
        return view

    return register


def check_views() -> None:
    """Every declared screen has a view (run once every screen is imported)."""
    missing = sorted(s.id for s in SCREENS.values() if s not in VIEWS)
    if missing:
        raise ValueError(f"screens without a view: {', '.join(missing)}")


def render(state: AppState) -> Markup:
    """The whole app for ``state``. The screens must have been imported
    (:mod:`belot.app.wiring`): a screen without a view raises ``LookupError``."""
    view = VIEWS.get(state.screen)
    if view is None:
        raise LookupError(f"screen {state.screen.id!r} has no view (belot.app.wiring)")
    with speaking(state.language):
        return fragment(notice(state), view(state))


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
