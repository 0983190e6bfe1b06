"""A deal's detail: its breakdown, and the way to edit or delete it."""

from __future__ import annotations

from belot.app.screen import SHEET, Screen

DETAIL = Screen("detail", needs_game=True, needs_detail=True, reopens=True, over=SHEET)
