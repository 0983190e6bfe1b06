"""``python -m belot match FILE...``: the score of the match some games' records make, in
any order (docs/engine.md#command-line, docs/rules.md#matches)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from belot.cli.inputs import read_input
from belot.errors import BelotError, MatchError
from belot.game import Game, Sheet, game_result, play
from belot.match import InMatch, score_games
from belot.record import loads


def match_summary(games: Sequence[tuple[str, Game]]) -> dict[str, Any]:
    """The match output: the score of the match that ``games`` (each with the name of the
    file it was read from) make, in any order (docs/rules.md#matches); a game in no match,
    or games that make no match (:func:`belot.match.score_games`), are a
    :class:`~belot.errors.MatchError` naming it."""
    played: list[tuple[InMatch, str, Game, Sheet]] = []
    for name, game in games:
        if game.match is None:
            raise MatchError(f"{name}: this game is in no match")
        played.append((game.match, name, game, play(game)))
    score = score_games((place, game_result(g, sheet)) for place, _, g, sheet in played)
    played.sort(key=lambda p: p[0].game)
    terms = score.match
    return {
        "match": played[0][0].id,
        "best_of": terms.best_of,
        "rules": terms.rules.id,
        "options": terms.rules.options_in_force,
        "teams": list(terms.teams),
        "wins": list(score.wins),
        "drawn": score.drawn,
        "played": score.played,
        "winner": score.winner,
        "ended": score.ended,
        "next_game": score.next_game,
        "games": [
            {
                "file": name,
                "game": place.game,
                "totals": list(sheet.totals),
                "winner": sheet.winner,
                "ended": sheet.over,
            }
            for place, name, _, sheet in played
        ],
    }


def match(paths: Sequence[str]) -> dict[str, Any]:
    """Read the game records ``paths`` (``-``, once, for standard input) and return the
    score of the match they make."""
    if list(paths).count("-") > 1:
        raise BelotError("standard input (-) can be read once")
    games = []
    for path in paths:
        name = "standard input" if path == "-" else path
        text = read_input(path)
        try:
            games.append((name, loads(text)))
        except BelotError as error:
            raise BelotError(f"{name}: {error}") from None
    return match_summary(games)
