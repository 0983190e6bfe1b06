"""Import every screen folder's actions and view (:mod:`belot.app.screens`), then check
the wiring: an action without a handler, or a screen without a view, fails here, at
import, not when a player taps."""

from __future__ import annotations

import importlib

from belot.app.actions import check_wiring
from belot.app.screen import check_screens
from belot.app.screens import folders, modules

PARTS = ("actions", "view")  # a folder's modules that register something, in this order

for _folder in folders():
    _found = modules(_folder)
    for _part in PARTS:
        if _part in _found:
            importlib.import_module(f"belot.app.screens.{_folder}.{_part}")

check_wiring()
check_screens()
