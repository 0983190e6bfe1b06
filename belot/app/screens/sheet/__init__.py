"""The score sheet of the open game (:data:`belot.app.screen.SHEET`): one row per deal,
totals, what is held over, the winner and the next dealer."""
