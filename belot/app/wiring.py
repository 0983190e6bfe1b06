"""The app with every screen in it: import every screen folder's actions and view
(:mod:`belot.app.screens`), then check the wiring: an action without a handler, or a screen
without a view, fails here, at import, not when a player taps.

Nothing of the app's core imports this module (the screens import the core): the page's
start does (:func:`belot.app.browser.events.every_screen`: before the first paint, or right
after it on a first visit, :mod:`belot.app.browser.boot`), and so does whatever runs the
app whole (the tests, the memory snapshot's list of modules)."""

from __future__ import annotations

import importlib

import belot.app.common  # noqa: F401  (the actions no one screen owns, and their handlers)
from belot.app.controller import check_wiring
from belot.app.render import check_views
from belot.app.screens import folders, modules

PARTS = ("actions", "view")  # a folder's modules that register something, in this order

for _folder in folders():
    _found = modules(_folder)
    for _part in PARTS:
        if _part in _found:
            importlib.import_module(f"belot.app.screens.{_folder}.{_part}")

check_wiring()
check_views()
