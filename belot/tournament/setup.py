"""Making a tournament and changing its list of teams: the checks every way in goes
through, the command line's, the file's and the page's (docs/rules.md#tournaments).

:func:`check_settings` checks what the organiser chose; :func:`new_tournament` makes a
tournament with its teams; :func:`add_team` and :func:`withdraw_team` change the list
during the night (a team added late joins from the next round; one that withdraws plays
no later round, and keeps what it has scored). Each raises
:class:`~belot.errors.TournamentError` naming what is wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from belot.errors import TournamentError, shown
from belot.limits import (
    MAX_NAME,
    MAX_POINTS,
    MAX_ROUNDS,
    MAX_SEED,
    MAX_TEAMS,
    MAX_TOURNAMENT_NAME,
)
from belot.match import BEST_OF
from belot.patterns import Pattern
from belot.tag import TEAM_ID, TOURNAMENT_ID
from belot.tournament.model import Kind, Settings, Team, Tournament
from belot.tournament.roundrobin import POOL_LETTERS

MAX_MATCH_POINTS = 100
# Text of a name: no control characters and no lone surrogate (it goes into JSON and links).
_BAD_TEXT = Pattern("[\x00-\x1f\x7f\ud800-\udfff]")

Players = tuple[str, str] | None


def check_text(value: object, code: str, most: int) -> str:
    """``value`` if it is a name of 1 to ``most`` characters, without control characters
    (surrounding spaces are taken off); :class:`TournamentError` ``code`` otherwise."""
    if not isinstance(value, str) or _BAD_TEXT.search(value) or not value.strip():
        raise TournamentError.of(code, most=most, got=shown(value))
    if len(value.strip()) > most:
        raise TournamentError.of(code, most=most, got=shown(value))
    return value.strip()


def check_id(value: object, code: str, pattern: Pattern) -> str:
    """``value`` if it is an id (letters, digits, ``-`` and ``_``, not too long);
    :class:`TournamentError` ``code`` otherwise."""
    if not isinstance(value, str) or not pattern.fullmatch(value):
        raise TournamentError.of(code, got=shown(value))
    return value


def check_settings(settings: Settings) -> Settings:
    """``settings`` if they can be played (docs/rules.md#tournaments)."""
    if settings.best_of not in BEST_OF:
        raise TournamentError.of("tournament-best-of", got=shown(settings.best_of))
    _check_system(settings)
    points = settings.points
    if not 0 <= points.loss <= points.draw <= points.win <= MAX_MATCH_POINTS or (
        points.win == points.loss
    ):
        raise TournamentError.of(
            "tournament-points",
            win=points.win,
            draw=points.draw,
            loss=points.loss,
            most=MAX_MATCH_POINTS,
        )
    bye = settings.bye
    in_range = all(0 <= v <= MAX_POINTS for v in (bye.scored, bye.against))
    if not in_range or (not bye.win and (bye.scored or bye.against)):
        raise TournamentError.of("tournament-bye", scored=bye.scored, against=bye.against)
    if len(set(settings.tie_breaks)) != len(settings.tie_breaks):
        named = ", ".join(b.value for b in settings.tie_breaks)
        raise TournamentError.of("tournament-tie-breaks", got=named)
    return settings


def _check_system(settings: Settings) -> None:
    system = settings.system
    if system.kind is Kind.SWISS:
        if not 1 <= system.rounds <= MAX_ROUNDS or system.pools != 1 or system.knockout:
            raise TournamentError.of("tournament-swiss", most=MAX_ROUNDS, got=system.rounds)
        return
    if not 1 <= system.pools <= len(POOL_LETTERS) or system.rounds:
        raise TournamentError.of("tournament-pools", most=len(POOL_LETTERS), got=system.pools)
    through = system.pools * system.knockout
    if system.knockout < 0 or (system.knockout and (through < 2 or through & (through - 1))):
        raise TournamentError.of(
            "tournament-knockout", pools=system.pools, knockout=system.knockout, got=through
        )


def new_tournament(
    tournament_id: str,
    name: str,
    seed: str,
    settings: Settings,
    teams: Sequence[tuple[str, Players]] = (),
) -> Tournament:
    """A tournament with no round drawn yet, its ``teams`` given as (name, players)."""
    made = Tournament(
        check_id(tournament_id, "tournament-id", TOURNAMENT_ID),
        check_text(name, "tournament-name", MAX_TOURNAMENT_NAME),
        check_text(seed, "tournament-seed", MAX_SEED),
        check_settings(settings),
    )
    for team_name, players in teams:
        made = add_team(made, team_name, players)
    return made


def check_players(players: Players) -> Players:
    if players is None:
        return None
    if len(players) != 2:
        raise TournamentError.of("tournament-players", got=shown(list(players)))
    return check_text(players[0], "tournament-player-name", MAX_NAME), check_text(
        players[1], "tournament-player-name", MAX_NAME
    )


def add_team(tournament: Tournament, name: str, players: Players = None) -> Tournament:
    """The tournament with a team more, joining from the next round (the first, before any
    is drawn). Refused: a name already taken, too many teams, or a round robin that has
    started (its rounds were drawn for the teams it had)."""
    name = check_text(name, "tournament-team-name", MAX_NAME)
    if any(t.name.casefold() == name.casefold() for t in tournament.teams):
        raise TournamentError.of("tournament-team-twice", name=name)
    if len(tournament.teams) >= MAX_TEAMS:
        raise TournamentError.of("tournament-too-many-teams", most=MAX_TEAMS)
    if tournament.rounds and tournament.settings.system.kind is Kind.ROUND_ROBIN:
        raise TournamentError.of("tournament-round-robin-started", name=name)
    team = Team(_new_id(tournament), name, check_players(players), len(tournament.rounds) + 1)
    return replace(tournament, teams=(*tournament.teams, team))


def _new_id(tournament: Tournament) -> str:
    taken = {t.id for t in tournament.teams}
    number = len(taken) + 1
    while f"t{number}" in taken:
        number += 1
    return f"t{number}"


def withdraw_team(tournament: Tournament, team_id: str) -> Tournament:
    """The tournament without ``team_id`` in its next rounds (it keeps its results; a table
    of its already drawn round keeps it, for a result to be typed)."""
    team = tournament.team(team_id)
    if team.withdrawn is not None:
        raise TournamentError.of("tournament-withdrawn-twice", team=team.name)
    gone = replace(team, withdrawn=len(tournament.rounds) + 1)
    return replace(
        tournament, teams=tuple(gone if t.id == team_id else t for t in tournament.teams)
    )


def find_team(tournament: Tournament, named: str) -> Team:
    """The team whose id is ``named``, else the one of that name (in any case)."""
    for team in tournament.teams:
        if team.id == named:
            return team
    for team in tournament.teams:
        if team.name.casefold() == named.strip().casefold():
            return team
    raise TournamentError.of("tournament-no-team", team=named)


def check_team_id(value: object) -> str:
    return check_id(value, "tournament-team-id", TEAM_ID)
