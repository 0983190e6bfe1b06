"""A match as the page sees it: its games found among the saved games by the match's id
(each game's index line keeps where it stands in its match, belot.app.index), folded into
the match's score by the engine (:func:`belot.match.score_match`, docs/rules.md#matches).

The page reads the match from the games it has listed: a match's games are played one
after the other, so they are among the newest; the open game is always counted as it is
now, whatever its line said when the list was read.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from belot.app.index import GameSummary
from belot.errors import MatchError
from belot.game import Game, Sheet
from belot.match import GameResult, InMatch, Match, MatchScore, score_match
from belot.stats import Side, side_named


@dataclass(frozen=True)
class MatchGame:
    """One game of a match: its saved id, its number in the match, its result."""

    id: str
    number: int
    result: GameResult


def result_of(game: Game, sheet: Sheet) -> GameResult:
    return GameResult(game.rules, game.teams, sheet.over, sheet.winner)


def _summary_result(summary: GameSummary) -> GameResult:
    return GameResult(summary.rules, summary.teams, summary.over, summary.winner)


def match_games(
    games: Iterable[GameSummary], match_id: str, current: tuple[str, Game, Sheet] | None = None
) -> list[MatchGame]:
    """The games of match ``match_id`` in their order in it; ``current`` (its id, game and
    sheet) stands for its own line."""
    found: dict[str, MatchGame] = {}
    for summary in games:
        if summary.match is not None and summary.match.id == match_id:
            found[summary.id] = MatchGame(summary.id, summary.match.game, _summary_result(summary))
    if current is not None:
        game_id, game, sheet = current
        if game.match is not None and game.match.id == match_id:
            found[game_id] = MatchGame(game_id, game.match.game, result_of(game, sheet))
    return sorted(found.values(), key=lambda g: (g.number, g.id))


def standing(
    games: Iterable[GameSummary], game_id: str, game: Game, sheet: Sheet
) -> MatchScore | None:
    """The score of the match ``game`` is in, over its games up to and including it; None
    if it is in no match, or its games do not make one (another tab's change, a game
    deleted: the sheet then says nothing of the match rather than a wrong score)."""
    place = game.match
    if place is None:
        return None
    played = [
        g for g in match_games(games, place.id, (game_id, game, sheet)) if g.number <= place.game
    ]
    first = played[0].result
    try:
        return score_match(Match.of(place, first), [g.result for g in played])
    except MatchError:
        return None


def next_game_id(games: Iterable[GameSummary], game: Game) -> str | None:
    """The saved id of the game that follows ``game`` in its match, if one was started."""
    if game.match is None:
        return None
    for summary in games:
        place = summary.match
        if place is not None and place.id == game.match.id and place.game == game.match.game + 1:
            return summary.id
    return None


@dataclass(frozen=True)
class PlayedMatch:
    """A match's score, and the players of its first game (None: not named)."""

    score: MatchScore
    players: tuple[str, str, str, str] | None


def match_scores(games: Iterable[GameSummary]) -> list[PlayedMatch]:
    """Every match among ``games``, scored over all of its games (those whose games do not
    make one are left out, as :func:`standing` does)."""
    by_match: dict[str, list[tuple[InMatch, GameSummary]]] = {}
    for summary in games:
        if summary.match is not None:
            by_match.setdefault(summary.match.id, []).append((summary.match, summary))
    scores = []
    for played in by_match.values():
        played.sort(key=lambda g: (g[0].game, g[1].id))
        place, first = played[0]
        terms = Match.of(place, _summary_result(first))
        try:
            score = score_match(terms, [_summary_result(g) for _, g in played])
        except MatchError:
            continue
        scores.append(PlayedMatch(score, first.figures.players))
    return scores


@dataclass(frozen=True)
class MatchesWon:
    """A team's (or pair's) matches: how many it played to their end, and how many of them
    it won."""

    side: Side
    ended: int
    won: int


def matches_won(matches: Iterable[PlayedMatch], pairs: bool = False) -> list[MatchesWon]:
    """Per team name (``pairs``: per pair of players, where the games name them, as the
    statistics of games count them: :func:`belot.stats.side_named`), the ended matches it
    played and won: most won first, then most played, then by name."""
    ended: dict[Side, int] = {}
    won: dict[Side, int] = {}
    for played in matches:
        score = played.score
        if not score.ended:
            continue
        for team in (0, 1):
            players = played.players if pairs else None
            side = side_named(score.match.teams, players, team)
            ended[side] = ended.get(side, 0) + 1
            won[side] = won.get(side, 0) + int(score.winner == team)
    rows = [MatchesWon(side, ended[side], won.get(side, 0)) for side in ended]
    return sorted(rows, key=lambda r: (-r.won, -r.ended, r.side))
