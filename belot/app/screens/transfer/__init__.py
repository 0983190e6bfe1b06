"""Export, import and share: the screen (from the list of games: export all and import a
file; with a game open: its summary to copy and its file), and the sheet's tools."""

from __future__ import annotations

from belot.app.screen import Screen

TRANSFER = Screen("transfer", lists_games=True)
