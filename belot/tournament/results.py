"""A table's result: checked, scored again by the engine, recorded
(docs/rules.md#results).

A result comes as the games a table played (their records, each tagged with the
tournament, round and table: :class:`belot.tag.TournamentTag`), or typed by the organiser
from a paper sheet (each game's final points). Either way it is checked against the
tournament before anything is kept: the tournament, round and table it says, the teams at
that table, the rules and the kind of game, and that the game (every game of a match) has
ended. The games are scored again here, deal by deal: the totals a table's phone showed
are never trusted. :func:`check_games` and :func:`check_typed` do this for every reader,
the tournament file's too; :func:`record_games`, :func:`record_typed` and
:func:`choose_result` are the organiser's steps.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from belot.deal import Pair
from belot.errors import BelotError, TournamentError, shown
from belot.game import Game, play
from belot.limits import MAX_CANDIDATES, MAX_POINTS
from belot.match import MAX_GAMES, GameResult, Match, score_match
from belot.record import game_to_record
from belot.rules import GameEnd, Rules
from belot.tag import TournamentTag
from belot.tournament.model import Result, Round, Stage, Table, Tournament


class Status(enum.Enum):
    """What recording a result did."""

    RECORDED = "recorded"  # it is the table's result now
    CANDIDATE = "candidate"  # it differs from the one there: the organiser chooses
    UNCHANGED = "unchanged"  # the same result was there already


@dataclass(frozen=True)
class Recorded:
    """A result recorded: the tournament with it, where it went, what it did, the result."""

    tournament: Tournament
    round: int
    table: int
    status: Status
    result: Result


def match_of(tournament: Tournament, drawn: Round) -> int | None:
    """What a table of ``drawn`` plays: the best-of of its match, or None for one game. A
    knockout game that could end in a draw (a fixed number of deals) is a best of 1 match,
    so that a drawn game is followed by another (docs/rules.md#knockout)."""
    settings = tournament.settings
    if settings.best_of > 1:
        return settings.best_of
    knockout = drawn.stage is Stage.KNOCKOUT
    return 1 if knockout and settings.rules.end is GameEnd.DEALS else None


def place_of(games: Sequence[Game]) -> TournamentTag:
    """The place every game of a result says it was played at; refused: no game, a game
    without a tag, games of different places."""
    if not games:
        raise TournamentError.of("tournament-no-games")
    if len(games) > MAX_GAMES:
        raise TournamentError.of("tournament-too-many-games", got=len(games), most=MAX_GAMES)
    tag = games[0].tournament
    for number, game in enumerate(games, start=1):
        if game.tournament is None:
            raise TournamentError.of("tournament-untagged", number=number)
        if tag is None or not game.tournament.same_place(tag):
            raise TournamentError.of("tournament-mixed", number=number)
    assert tag is not None
    return tag


def table_of(tournament: Tournament, tag: TournamentTag) -> tuple[Round, Table]:
    """The round and table ``tag`` names, checked: this tournament, a drawn round, a table
    of it, and the teams sitting there."""
    if tag.id != tournament.id:
        raise TournamentError.of(
            "tournament-other",
            got=tag.name,
            got_id=tag.id,
            expected=tournament.name,
            expected_id=tournament.id,
        )
    if tag.round > len(tournament.rounds):
        raise TournamentError.of(
            "tournament-round-not-drawn", round=tag.round, drawn=len(tournament.rounds)
        )
    drawn = tournament.round(tag.round)
    table = drawn.table(tag.table)
    if set(tag.teams) != set(table.teams):
        names = {t.id: t.name for t in tournament.teams}
        raise TournamentError.of(
            "tournament-teams",
            table=table.number,
            round=drawn.number,
            got=" – ".join(names.get(i, i) for i in tag.teams),
            expected=" – ".join(names[i] for i in table.teams),
        )
    return drawn, table


def check_games(tournament: Tournament, games: Sequence[Game]) -> tuple[Round, Table, Result]:
    """The games of a table's result, checked against the tournament and scored again."""
    tag = place_of(games)
    drawn, table = table_of(tournament, tag)
    rules = tournament.settings.rules
    for number, game in enumerate(games, start=1):
        _check_rules(number, game.rules, rules)
    best_of = match_of(tournament, drawn)
    _check_match_places(games, best_of)
    scores, winners = [], []
    for number, game in enumerate(games, start=1):
        total, winner = _scored(number, game)
        scores.append(total)
        winners.append(winner)
    swap = tag.teams[0] != table.teams[0]  # the game's team 0 is the table's second
    oriented = tuple((b, a) if swap else (a, b) for a, b in scores)
    sides = [None if w is None else (1 - w if swap else w) for w in winners]
    winner = _winner(tournament, drawn, table, best_of, sides)
    return drawn, table, Result(oriented, winner, tuple(games))


def _check_rules(number: int, played: Rules, rules: Rules) -> None:
    if played.id != rules.id or played.options_in_force != rules.options_in_force:
        raise TournamentError.of(
            "tournament-rules", number=number, expected=_rules_text(rules), got=_rules_text(played)
        )


def _rules_text(rules: Rules) -> str:
    chosen = ",".join(f"{n}={v}" for n, v in rules.options_in_force.items())
    return f"{rules.id} {chosen}"


def _check_match_places(games: Sequence[Game], best_of: int | None) -> None:
    """One game and no match for a table that plays one game; else the games of one match
    of that best-of, numbered from 1 in order."""
    if best_of is None:
        if len(games) != 1 or games[0].match is not None:
            raise TournamentError.of("tournament-one-game", got=len(games))
        return
    first = games[0].match
    for number, game in enumerate(games, start=1):
        place = game.match
        same = place is not None and first is not None and place.id == first.id
        if not same or place is None or place.best_of != best_of or place.game != number:
            raise TournamentError.of("tournament-match-games", number=number, best_of=best_of)


def _scored(number: int, game: Game) -> tuple[Pair, int | None]:
    """The game scored again, deal by deal: its totals and winner (None: a draw)."""
    try:
        sheet = play(game)
    except BelotError as error:
        raise TournamentError.of(
            "tournament-game-invalid", number=number, reason=str(error)
        ) from None
    if not sheet.over:
        raise TournamentError.of(
            "tournament-unfinished",
            number=number,
            mine=sheet.totals[0],
            theirs=sheet.totals[1],
            deals=sheet.played,
        )
    return sheet.totals, sheet.winner


def _winner(
    tournament: Tournament, drawn: Round, table: Table, best_of: int | None, sides: list[int | None]
) -> int | None:
    """The table's winner from its games' winners (in the table's order): the game's, or
    the match's, which must have ended with its last game."""
    if best_of is None:
        winner = sides[0]
    else:
        rules, teams = tournament.settings.rules, table.teams
        results = [GameResult(rules, teams, True, side) for side in sides]
        try:
            score = score_match(Match(best_of, rules, teams), results)
        except BelotError as error:
            raise TournamentError.of("tournament-match", reason=str(error)) from None
        if not score.ended:
            raise TournamentError.of(
                "tournament-match-unfinished",
                mine=score.wins[0],
                theirs=score.wins[1],
                best_of=best_of,
            )
        winner = score.winner
    if winner is None and drawn.stage is Stage.KNOCKOUT:
        raise TournamentError.of("tournament-knockout-draw", table=table.number)
    return winner


def check_typed(
    tournament: Tournament, drawn: Round, table: Table, scores: Sequence[Pair]
) -> Result:
    """A result typed from a paper sheet: each game's final points, in the table's order,
    checked as the games would be (a game to the target has a winner who reached it; a
    match has ended with its last game)."""
    best_of = match_of(tournament, drawn)
    if not scores or len(scores) > MAX_GAMES or (best_of is None and len(scores) != 1):
        raise TournamentError.of("tournament-typed-count", got=len(scores), best_of=best_of or 1)
    rules = tournament.settings.rules
    sides: list[int | None] = []
    for number, (one, two) in enumerate(scores, start=1):
        for value in (one, two):
            if isinstance(value, bool) or not isinstance(value, int) or abs(value) > MAX_POINTS:
                raise TournamentError.of(
                    "tournament-typed-points", number=number, most=MAX_POINTS, got=shown(value)
                )
        sides.append(None if one == two else (0 if one > two else 1))
        if rules.end is GameEnd.TARGET and (one == two or max(one, two) < rules.target):
            raise TournamentError.of(
                "tournament-typed-target",
                number=number,
                target=rules.target,
                mine=one,
                theirs=two,
            )
    winner = _winner(tournament, drawn, table, best_of, sides)
    return Result(tuple((a, b) for a, b in scores), winner, typed=True)


def same_result(one: Result, two: Result) -> bool:
    """Whether two results are the same: the same games (their records), or the same typed
    points."""
    if one.typed or two.typed:
        return one.typed == two.typed and one.scores == two.scores
    return [game_to_record(g) for g in one.games] == [game_to_record(g) for g in two.games]


def record_games(tournament: Tournament, games: Sequence[Game]) -> Recorded:
    """Record the games a table sent (its result link, or its records).

    The first result of a table counts at once; the same result again changes nothing; a
    different one is kept beside it, and the table waits for the organiser to choose
    (:func:`choose_result`). Refused with the reason (:class:`TournamentError`): anything
    :func:`check_games` refuses, and a result of a round before the current one (the rounds
    after it were drawn on its results: the organiser can still type it)."""
    drawn, table, result = check_games(tournament, games)
    for there in table.results:
        if same_result(there, result):
            return Recorded(tournament, drawn.number, table.number, Status.UNCHANGED, there)
    if drawn is not tournament.current:
        current = tournament.current
        assert current is not None
        raise TournamentError.of(
            "tournament-round-closed", round=drawn.number, current=current.number
        )
    _check_room(table)
    first = not table.results
    changed = Table(
        table.number,
        table.teams,
        table.first_dealer,
        table.pool,
        (*table.results, result),
        0 if first else None,
    )
    status = Status.RECORDED if first else Status.CANDIDATE
    return Recorded(
        tournament.with_round(drawn.with_table(changed)), drawn.number, table.number, status, result
    )


def _check_room(table: Table) -> None:
    if len(table.results) >= MAX_CANDIDATES:
        raise TournamentError.of(
            "tournament-too-many-results", table=table.number, most=MAX_CANDIDATES
        )


def record_typed(
    tournament: Tournament, round_number: int, table_number: int, scores: Sequence[Pair]
) -> Recorded:
    """Record the points the organiser typed for a table (any round: the organiser's word
    counts, and is chosen at once); the same points again choose them."""
    drawn = tournament.round(round_number)
    table = drawn.table(table_number)
    result = check_typed(tournament, drawn, table, scores)
    for index, there in enumerate(table.results):
        if same_result(there, result):
            status = Status.UNCHANGED if table.chosen == index else Status.RECORDED
            return Recorded(
                _chosen(tournament, drawn, table, index), round_number, table_number, status, there
            )
    _check_room(table)
    changed = Table(
        table.number,
        table.teams,
        table.first_dealer,
        table.pool,
        (*table.results, result),
        len(table.results),
    )
    return Recorded(
        tournament.with_round(drawn.with_table(changed)),
        round_number,
        table_number,
        Status.RECORDED,
        result,
    )


def choose_result(
    tournament: Tournament, round_number: int, table_number: int, candidate: int
) -> Tournament:
    """The tournament with the table's result ``candidate`` (0 for the first that came)
    counting."""
    drawn = tournament.round(round_number)
    table = drawn.table(table_number)
    if not 0 <= candidate < len(table.results):
        raise TournamentError.of(
            "tournament-no-candidate",
            table=table_number,
            number=candidate + 1,
            count=len(table.results),
        )
    return _chosen(tournament, drawn, table, candidate)


def _chosen(tournament: Tournament, drawn: Round, table: Table, index: int) -> Tournament:
    changed = Table(table.number, table.teams, table.first_dealer, table.pool, table.results, index)
    return tournament.with_round(drawn.with_table(changed))


def verify_record(tournament: Tournament, games: Sequence[Game]) -> None:
    """Raise :class:`TournamentError` unless :func:`record_games` would take ``games``."""
    record_games(tournament, games)


def can_record(tournament: Tournament, games: Sequence[Game]) -> bool:
    try:
        verify_record(tournament, games)
    except TournamentError:
        return False
    return True
