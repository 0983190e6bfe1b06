"""A match as the page sees it: its games found among the saved games by the match's id
(each game's index line keeps where it stands in its match, belot.app.index), folded into
the match's score by the engine (:func:`belot.match.score_match`, docs/rules.md#matches).

The lines are those of every game of the match, listed or not
(:meth:`belot.app.index.SavedGames.in_matches`, kept in ``AppState.matched``), so a score is
exact however old the match; the open game is always counted as it is now, whatever its
line said when it was read. A match whose games do not make one (a game deleted, two games
under one number, another tab's change) has no score: the page then says nothing of it
rather than a wrong one.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from belot.app.index import GameSummary
from belot.app.messages import t
from belot.errors import MatchError
from belot.match import GameResult, InMatch, MatchScore, score_games

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game, Sheet
    from belot.stats import Side


@dataclass(frozen=True)
class MatchGame:
    """One game of a match: its saved id, where it stands in the match, its result."""

    id: str
    place: InMatch
    result: GameResult

    @property
    def number(self) -> int:
        return self.place.game


def match_games(
    games: Iterable[GameSummary], match_id: str, current: tuple[str, Game, Sheet] | None = None
) -> list[MatchGame]:
    """The games of match ``match_id`` in their order in it; ``current`` (its id, game and
    sheet) stands for its own line."""
    from belot.game import game_result

    found: dict[str, MatchGame] = {}
    for summary in games:
        if summary.match is not None and summary.match.id == match_id:
            found[summary.id] = MatchGame(summary.id, summary.match, summary.result)
    if current is not None:
        game_id, game, sheet = current
        if game.match is not None and game.match.id == match_id:
            found[game_id] = MatchGame(game_id, game.match, game_result(game, sheet))
    return sorted(found.values(), key=lambda g: (g.number, g.id))


def _scored(games: Iterable[MatchGame]) -> MatchScore | None:
    """The score of the match over ``games``; None if they do not make one
    (:func:`belot.match.score_games`: a game missing or twice, other rules or teams, a game
    after the match was won)."""
    try:
        return score_games((g.place, g.result) for g in games)
    except MatchError:
        return None


def standing(
    games: Iterable[GameSummary], game_id: str, game: Game, sheet: Sheet
) -> MatchScore | None:
    """The score of the match ``game`` is in, over its games up to and including it
    (``games``: the lines of the match's games); None if it is in no match, or its games do
    not make one."""
    place = game.match
    if place is None:
        return None
    played = match_games(games, place.id, (game_id, game, sheet))
    return _scored(g for g in played if g.number <= place.game)


def match_words(game: Game, score: MatchScore | None) -> list[str]:
    """What the sheet and the shared text say of the match ``game`` is in: its best-of,
    the games each team has won, which game this is; once it has ended, who won it. Nothing
    outside a match, or for a match with no score."""
    if game.match is None or score is None:
        return []
    wins = score.wins
    words = [
        t(
            "sheet.match",
            count=game.match.best_of,
            team0=game.teams[0],
            wins0=wins[0],
            wins1=wins[1],
            team1=game.teams[1],
            number=game.match.game,
        )
    ]
    if score.winner is not None:
        w = score.winner
        words.append(t("sheet.match_won", team=game.teams[w], mine=wins[w], theirs=wins[1 - w]))
    return words


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
    """A match: its id, its score, and the players of its first game (None: not named)."""

    id: str
    score: MatchScore
    players: tuple[str, str, str, str] | None


def match_scores(games: Iterable[GameSummary]) -> list[PlayedMatch]:
    """Every match among ``games``, scored over all of its games there (those whose games
    do not make one are left out, as :func:`standing` does)."""
    by_match: dict[str, list[GameSummary]] = {}
    for summary in games:
        if summary.match is not None:
            by_match.setdefault(summary.match.id, []).append(summary)
    scores = []
    for match_id, lines in by_match.items():
        played = match_games(lines, match_id)
        score = _scored(played)
        if score is not None:
            first = next(s for s in lines if s.id == played[0].id)
            scores.append(PlayedMatch(match_id, score, first.figures.players))
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
    from belot.stats import side_named

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
