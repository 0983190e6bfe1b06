"""Matches: a series of games between the same two teams under the same rules, best of
1, 3, 5 or 7 (docs/rules.md#matches).

Pure values, as a game is: a game says where it stands in a match (:class:`InMatch`, the
record's ``match``), and :func:`score_match` folds the results of a match's games, in
order, into its score: the games each team won, whether the match has ended and who won it.
A match ends as soon as a team has won more than half of its best-of (2 of 3); a drawn game
(possible only in a game of a fixed number of deals) counts for neither team, and another
game is played in its place.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from belot.errors import MatchError, shown

if TYPE_CHECKING:  # a type only: the app's first paint imports this module, not the rules
    from belot.rules import Rules

BEST_OF = (1, 3, 5, 7)
MAX_GAMES = 100  # a game's number in a match: best of 7 and a great many draws
MAX_ID = 64  # characters of a match's id


def check_best_of(best_of: object) -> int:
    """``best_of`` if a match can be played to it, else :class:`MatchError` naming it."""
    if isinstance(best_of, bool) or not isinstance(best_of, int) or best_of not in BEST_OF:
        raise MatchError.of("match-best-of", got=shown(best_of))
    return best_of


@dataclass(frozen=True)
class InMatch:
    """How a game belongs to a match: the match's ``id`` (the same in each of its games),
    its ``best_of``, and ``game``, this game's number in the match (1 for the first)."""

    id: str
    best_of: int
    game: int = 1

    def __post_init__(self) -> None:
        check_best_of(self.best_of)

    def next(self) -> InMatch:
        """Where the match's next game stands."""
        return InMatch(self.id, self.best_of, self.game + 1)


@dataclass(frozen=True)
class GameResult:
    """What a match needs of one of its games: its rules and teams, whether it has ended,
    and who won it (None: not ended, or a draw)."""

    rules: Rules
    teams: tuple[str, str]
    ended: bool
    winner: int | None = None

    @property
    def drawn(self) -> bool:
        return self.ended and self.winner is None


@dataclass(frozen=True)
class Match:
    """A match's terms: what it is the best of, and the rules and teams its games share."""

    best_of: int
    rules: Rules
    teams: tuple[str, str]

    def __post_init__(self) -> None:
        check_best_of(self.best_of)

    @property
    def needed(self) -> int:
        """The games a team must win to win the match: more than half."""
        return self.best_of // 2 + 1

    @staticmethod
    def of(place: InMatch, first: GameResult) -> Match:
        """The match a game stands in, with the terms of its first game."""
        return Match(place.best_of, first.rules, first.teams)


@dataclass(frozen=True)
class MatchScore:
    """A match folded over its games so far.

    ``wins`` are the games each team has won, ``drawn`` the drawn ones, ``played`` every
    game that has ended; ``winner`` is the team that has won the match, None while it goes
    on; ``running`` whether its last game is still being played.
    """

    match: Match
    wins: tuple[int, int]
    drawn: int
    played: int
    winner: int | None
    running: bool

    @property
    def ended(self) -> bool:
        """Whether a team has won more than half of the best-of."""
        return self.winner is not None

    @property
    def next_game(self) -> int | None:
        """The number of the game to play next (the running one, if any), None once the
        match has ended."""
        return None if self.ended else self.played + 1


def _same_rules(a: Rules, b: Rules) -> bool:
    return a.id == b.id and dict(a.options) == dict(b.options)


def _rules_text(rules: Rules) -> str:
    chosen = ",".join(f"{n}={v}" for n, v in rules.options_in_force.items())
    return f"{rules.id} {chosen}"


def score_match(match: Match, results: Iterable[GameResult]) -> MatchScore:
    """Fold ``results``, the match's games in order, into its score.

    Raises :class:`MatchError` for a game under other rules or house rules (the target
    included) or between other teams, a game after one that has not ended, or a game after
    the match has ended.
    """
    wins = [0, 0]
    drawn = played = 0
    winner: int | None = None
    running = False
    for number, result in enumerate(results, start=1):
        if winner is not None:
            raise MatchError.of("match-over", mine=wins[0], theirs=wins[1], number=number)
        if running:
            raise MatchError.of("match-unfinished", number=number - 1)
        if not _same_rules(result.rules, match.rules):
            raise MatchError.of(
                "match-rules",
                number=number,
                expected=_rules_text(match.rules),
                got=_rules_text(result.rules),
            )
        if result.teams != match.teams:
            raise MatchError.of(
                "match-teams",
                number=number,
                expected=" : ".join(match.teams),
                got=" : ".join(result.teams),
            )
        if not result.ended:
            running = True
            continue
        played += 1
        if result.winner is None:
            drawn += 1  # counts for neither: another game is played in its place
            continue
        wins[result.winner] += 1
        if wins[result.winner] >= match.needed:
            winner = result.winner
    return MatchScore(match, (wins[0], wins[1]), drawn, played, winner, running)


def score_games(games: Iterable[tuple[InMatch, GameResult]]) -> MatchScore:
    """The score of a match from its games, in any order, each with where it stands in the
    match: they must be of one match (one id and best-of) and numbered 1, 2, 3... each once
    (a game missing or given twice makes no match), and are then folded by
    :func:`score_match`, with the rules and teams of game 1 as the match's terms.
    :class:`MatchError` naming what is wrong otherwise."""
    listed = sorted(games, key=lambda g: g[0].game)
    if not listed:
        raise MatchError.of("match-empty")
    first, result = listed[0]
    for place, _ in listed:
        if (place.id, place.best_of) != (first.id, first.best_of):
            raise MatchError.of(
                "match-other",
                number=place.game,
                expected=f"{first.id} best_of {first.best_of}",
                got=f"{place.id} best_of {place.best_of}",
            )
    for expected, (place, _) in enumerate(listed, start=1):
        if place.game < expected:
            raise MatchError.of("match-twice", number=place.game)
        if place.game > expected:
            raise MatchError.of("match-missing", number=expected)
    match = Match(first.best_of, result.rules, result.teams)
    return score_match(match, [r for _, r in listed])
