"""A slip in the wiring of the screens fails when the screens are imported, not at a tap.

Adding a real screen folder and a real rule system, found as the app finds them, is proved
in a copy of the package by tests/test_recipes.py (docs/recipes.md).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from belot.app import actions, screen
from belot.app.actions import Action, Plain
from belot.app.controller import check_wiring
from belot.app.render import check_views
from belot.app.screen import Screen
from tests.app.conftest import make_controller


def test_a_slip_in_the_wiring_fails_at_import_not_at_a_tap() -> None:
    @dataclass(frozen=True)
    class Forgotten(Plain, name="test-forgotten"):
        """An action whose handler was never written."""

    try:
        with pytest.raises(ValueError, match="actions without a handler: test-forgotten"):
            check_wiring()
    finally:
        actions.MESSAGES.pop(Forgotten.name)
    blank = Screen("test-blank")
    try:
        with pytest.raises(ValueError, match="screens without a view: test-blank"):
            check_views()
    finally:
        screen.SCREENS.pop(blank.id)
    with pytest.raises(ValueError, match="declared twice"):
        Screen("sheet")
    with pytest.raises(ValueError, match="unknown action 'test-typo'"):
        make_controller().dispatch(Action("test-typo"))
    check_wiring()  # as it was
    check_views()
