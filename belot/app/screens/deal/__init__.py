"""The deal form: a deal being entered or edited, with a live preview of what it writes.

The form itself (what was typed and tapped) is :class:`belot.app.draft.DealDraft`, kept
in the state and, per tab, in the store.
"""

from __future__ import annotations

from belot.app.screen import Screen

DEAL = Screen("deal", needs_game=True, needs_draft=True, reopens=True, stays=True)
