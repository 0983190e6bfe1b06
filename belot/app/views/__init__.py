"""Render the state as HTML: pure functions from values to :class:`Markup`.

The DOM contract with the adapter: an element with ``data-action`` sends
``Action(data-action, data-arg)`` when tapped; a form control with
``data-field`` sends ``Action(data-field, [data-name=]value)`` when it
changes (checkboxes send ``true``/``false``). Every string comes from the
message catalog; every name a player typed is escaped.
"""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.state import AppState, Screen
from belot.app.views.deal import deal_form
from belot.app.views.home import home
from belot.app.views.setup import setup_form
from belot.app.views.sheet import deal_detail, score_sheet
from belot.app.views.stats import all_stats_screen, game_stats_screen
from belot.app.views.transfer import transfer_screen
from belot.app.views.widgets import button


def render(state: AppState) -> Markup:
    """The whole app for ``state``."""
    body = {
        Screen.HOME: home,
        Screen.SETUP: setup_form,
        Screen.SHEET: score_sheet,
        Screen.DEAL: deal_form,
        Screen.DETAIL: deal_detail,
        Screen.STATS_GAME: game_stats_screen,
        Screen.STATS_ALL: all_stats_screen,
        Screen.TRANSFER: transfer_screen,
    }[state.screen](state)
    return Markup(notice(state) + body)


# The notices of belot.app.shell: something went wrong, with the details to copy.
FAILURE_NOTICES = frozenset({"app.failed", "app.start_failed"})


def notice(state: AppState) -> Markup:
    if state.notice is None:
        return Markup("")
    message = t(state.notice.key, **dict(state.notice.params))
    if state.notice.key in FAILURE_NOTICES and state.failure:
        return tag(
            "div",
            {"class": "notice failure", "role": "alert", "data-testid": "notice"},
            tag("p", {}, message),
            button(t("app.copy_details"), "copy-failure", data_testid="copy-failure"),
        )
    return tag("p", {"class": "notice", "role": "alert", "data-testid": "notice"}, message)
