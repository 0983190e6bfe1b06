"""A seat as the page names it, wherever a player is meant (the next dealer on the sheet,
who declared what): the player's name, else the seat's number and its team's name."""

from __future__ import annotations

from belot.app.messages import t
from belot.game import Game


def seat_name(game: Game, seat: int) -> str:
    if game.players is not None and game.players[seat]:
        return game.players[seat]
    return t("seat.player", team=game.teams[seat % 2], seat=seat + 1)
