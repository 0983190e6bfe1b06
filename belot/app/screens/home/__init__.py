"""The list of games (:data:`belot.app.screen.HOME`, where the app starts): open, delete,
start a new game, choose the language."""
