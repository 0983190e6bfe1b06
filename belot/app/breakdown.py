"""A deal's breakdown in the player's words: why it wrote what it did (belot.explain's
steps, in the game's words), for the deal's detail and the deal form's preview."""

from __future__ import annotations

from belot.app.messages import term
from belot.app.seats import seat_name
from belot.explain import explain
from belot.game import Game
from belot.score import DealScore


def breakdown(score: DealScore, game: Game) -> list[str]:
    rid = game.rules.id
    return explain(
        score,
        game.teams,
        text=lambda key, params: term(f"explain.{key}", rid, **params),
        names=lambda token: _token_name(token, rid),
        word=lambda key, /, **params: term(key, rid, **params),
        seat_name=lambda seat: seat_name(game, seat),
    )


def _token_name(token: str, ruleset_id: str) -> str:
    for prefix in ("contract.name.", "announcement."):
        try:
            return term(prefix + token, ruleset_id)
        except KeyError:
            continue
    return token
