"""The tournament as the command line prints it: JSON views of teams, tables, results and
standings (docs/engine.md#tournament-commands)."""

from __future__ import annotations

from typing import Any

from belot.tournament import (
    Result,
    Round,
    Stage,
    Standing,
    Table,
    Team,
    Tournament,
    champion,
    planned_rounds,
    pool_name,
    standings,
)
from belot.tournament.knockout import knockout_rounds
from belot.tournament.links import assignment_fragment, assignment_link
from belot.tournament.model import Kind
from belot.tournament.roundrobin import pool_of
from belot.tournament.standings import Line, Outcome


def team_json(team: Team) -> dict[str, Any]:
    out: dict[str, Any] = {"id": team.id, "name": team.name}
    if team.players is not None:
        out["players"] = list(team.players)
    if team.withdrawn is not None:
        out["withdrawn"] = team.withdrawn
    return out


def result_json(table: Table, result: Result) -> dict[str, Any]:
    """A table's result: each game's points and the sum, in the table's order, and the
    winner's id (null: a draw)."""
    return {
        "games": [list(s) for s in result.scores],
        "points": list(result.points),
        "winner": None if result.winner is None else table.teams[result.winner],
        "typed": result.typed,
    }


def table_json(
    tournament: Tournament, drawn: Round, table: Table, page: str | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {"table": table.number}
    if table.pool is not None:
        out["pool"] = pool_name(table.pool)
    out["teams"] = [team_json(tournament.team(i)) for i in table.teams]
    out["first_dealer"] = table.first_dealer
    if page is None:
        out["assignment"] = assignment_fragment(tournament, drawn.number, table.number)
    else:
        out["link"] = assignment_link(page, tournament, drawn.number, table.number)
    result = table.result
    out["result"] = None if result is None else result_json(table, result)
    out["candidates"] = [result_json(table, r) for r in table.results]
    out["chosen"] = None if table.chosen is None else table.chosen + 1
    return out


def round_json(tournament: Tournament, drawn: Round, page: str | None = None) -> dict[str, Any]:
    return {
        "round": drawn.number,
        "of": planned_rounds(tournament),
        "stage": drawn.stage.value,
        "tables": [table_json(tournament, drawn, t, page) for t in drawn.tables],
        "byes": [team_json(tournament.team(i)) for i in drawn.byes],
        "missing": list(drawn.missing),
    }


def ranked(tournament: Tournament) -> tuple[Standing, ...]:
    """The standings, by pool in a round robin."""
    if tournament.settings.system.kind is Kind.ROUND_ROBIN:
        return standings(tournament, pool_of(tournament))
    return standings(tournament)


def standing_json(standing: Standing, explain: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "rank": standing.rank,
        "team": standing.team.id,
        "name": standing.team.name,
        "pool": None if standing.pool is None else pool_name(standing.pool),
        "match_points": standing.match_points,
        "played": standing.played,
        "won": standing.count(Outcome.WIN),
        "drawn": standing.count(Outcome.DRAW),
        "lost": standing.count(Outcome.LOSS),
        "byes": standing.count(Outcome.BYE),
        "difference": standing.difference,
        "scored": standing.scored,
        "against": standing.against,
        "head_to_head": standing.head_to_head,
        "withdrawn": standing.team.withdrawn is not None,
    }
    if explain:
        out["rounds"] = [line_json(line) for line in standing.lines]
    return out


def line_json(line: Line) -> dict[str, Any]:
    return {
        "round": line.round,
        "table": line.table,
        "opponent": line.opponent,
        "outcome": line.outcome.value,
        "games": [list(s) for s in line.scores],
        "match_points": line.match_points,
        "scored": line.scored,
        "against": line.against,
        "typed": line.typed,
    }


def standings_json(tournament: Tournament, explain: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "tournament": {"id": tournament.id, "name": tournament.name},
        "rounds": {"drawn": len(tournament.rounds), "of": planned_rounds(tournament)},
        "tie_breaks": [b.value for b in tournament.settings.tie_breaks],
        "standings": [standing_json(s, explain) for s in ranked(tournament)],
    }
    if tournament.settings.system.knockout:
        out["knockout"] = [knockout_json(tournament, r) for r in knockout_rounds(tournament)]
        out["champion"] = champion(tournament)
    return out


def knockout_json(tournament: Tournament, drawn: Round) -> dict[str, Any]:
    assert drawn.stage is Stage.KNOCKOUT
    tables = []
    for table in drawn.tables:
        result = table.result
        winner = None if result is None or result.winner is None else table.teams[result.winner]
        tables.append({"table": table.number, "teams": list(table.teams), "winner": winner})
    return {"round": drawn.number, "tables": tables}


def moved(before: tuple[Standing, ...], after: tuple[Standing, ...]) -> list[dict[str, Any]]:
    """The standings that changed: each team whose rank or a figure moved, before and
    after."""
    then = {s.team.id: standing_json(s) for s in before}
    changes = []
    for standing in after:
        now = standing_json(standing)
        old = then.get(standing.team.id)
        figures = ("rank", "match_points", "difference", "scored", "against", "head_to_head")
        if old is None or any(old[k] != now[k] for k in figures):
            change: dict[str, Any] = {"team": now["team"], "name": now["name"]}
            for key in figures:
                change[key] = [None if old is None else old[key], now[key]]
            changes.append(change)
    return changes
