"""Made for a phone on a table: keep the screen on while a game is open."""
