"""The app's screens by name, for the tests: ``Screen.DEAL`` is the deal form's screen."""

from __future__ import annotations

from belot.app import screen
from belot.app.screen import DEAL
from belot.app.screens.detail import DETAIL
from belot.app.screens.setup import SETUP
from belot.app.screens.stats import STATS_ALL, STATS_GAME
from belot.app.screens.transfer import TRANSFER


class Screen:
    """Each screen, as the tests compare ``state.screen`` with it (``is``)."""

    HOME = screen.HOME
    SHEET = screen.SHEET
    DEAL = DEAL
    DETAIL = DETAIL
    SETUP = SETUP
    STATS_GAME = STATS_GAME
    STATS_ALL = STATS_ALL
    TRANSFER = TRANSFER
