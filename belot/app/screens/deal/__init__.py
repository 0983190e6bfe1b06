"""The deal form: a deal being entered or edited, with a live preview of what it writes.

The form itself (what was typed and tapped) is :class:`belot.app.draft.DealDraft`, kept
in the state and, per tab, in the store. How it is being filled in (which points field
the keypad types into, the panels open, whether *Save* was tried) is :class:`Entry`,
kept for the visit of the form only. The screen itself, :data:`belot.app.screen.DEAL`, is
the core's: its panels (the card counter, the declarations) have folders of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from belot.app.screen import DEAL, Screen
from belot.app.state import Part

# What the form shows under its chips, one at a time: the keypad, or one of the panels
# that fold away until needed (the fold-<name> chips).
KEYPAD = "keypad"
PANELS = ("double", "valat", "announcements")


@dataclass(frozen=True)
class Entry(Part):
    """How the form is being filled in.

    ``target``: the team whose points the keypad types into (None: the declarer's).
    ``fresh``: the next digit replaces the field's value (it was just chosen: a tap on a
    filled value selects it). ``refused``/``refused_at``: why the last key was not taken
    (a catalog key; "" if it was) and the value refused. ``tried``: *Save* was tapped,
    so what is still missing is said. ``stage``: what shows under the chips, the keypad
    or a panel ("" until the player picks: :func:`belot.app.screens.deal.panels.stage`).
    """

    lives_on: ClassVar[Screen | None] = DEAL

    target: int | None = None
    fresh: bool = True
    refused: str = ""
    refused_at: str = ""
    tried: bool = False
    stage: str = ""
