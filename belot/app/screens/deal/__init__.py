"""The deal form: a deal being entered or edited, with a live preview of what it writes.

The form itself (what was typed and tapped) is :class:`belot.app.draft.DealDraft`, kept
in the state and, per tab, in the store. How it is being filled in (which points field
the keypad types into, whether the next digit starts it afresh, the panel open, whether
*Save* was tried) is :class:`Entry`, kept for the visit of the form and across a reload of
it in the same tab (a digit typed after the reload goes on the number as it would have).
The screen itself, :data:`belot.app.screen.DEAL`, is the core's: its panels (the card
counter, the declarations) have folders of their own.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

from belot.app.screen import DEAL, Screen
from belot.app.state import KeptPart

# What the form shows under its chips, one at a time: the keypad, or one of the panels
# that fold away until needed (the fold-<name> chips).
KEYPAD = "keypad"
PANELS = ("double", "valat", "announcements")


@dataclass(frozen=True)
class Entry(KeptPart):
    """How the form is being filled in.

    ``target``: the team whose points the keypad types into (None: the declarer's).
    ``fresh``: the next digit replaces the field's value (it was just chosen: a tap on a
    filled value selects it). ``refused``/``refused_at``: why the last key was not taken
    (a catalog key; "" if it was) and the value refused. ``tried``: *Save* was tapped,
    so what is still missing is said. ``stage``: what shows under the chips, the keypad
    or a panel ("" until the player picks: :func:`belot.app.screens.deal.panels.stage`).
    """

    lives_on: ClassVar[Screen | None] = DEAL
    kept: ClassVar[str] = "entry"

    target: int | None = None
    fresh: bool = True
    refused: str = ""
    refused_at: str = ""
    tried: bool = False
    stage: str = ""

    def to_json(self) -> dict[str, Any]:
        """What a reload keeps (a refused key's words are for the moment only)."""
        return {
            "target": self.target,
            "fresh": self.fresh,
            "tried": self.tried,
            "stage": self.stage,
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """What :meth:`to_json` wrote; raises ``ValueError`` for anything else."""
        if not isinstance(data, dict) or set(data) != {"target", "fresh", "tried", "stage"}:
            raise ValueError("not a deal entry")
        target, fresh, tried, stage = data["target"], data["fresh"], data["tried"], data["stage"]
        if target not in (None, 0, 1) or isinstance(target, bool):
            raise ValueError("not a deal entry")
        if not isinstance(fresh, bool) or not isinstance(tried, bool):
            raise ValueError("not a deal entry")
        if stage not in ("", KEYPAD, *PANELS):
            raise ValueError("not a deal entry")
        return cls(target=target, fresh=fresh, tried=tried, stage=stage)
