"""The tournament file: the whole tournament as one JSON text, what the organiser's phone
keeps and exports, and what the command line reads and writes
(docs/formats.md#tournament-file).

One reader, :func:`tournament_from_json`, for every way a file comes in: it is as strict
as the game record's (an unknown key, a key twice, a value out of range are refused with
where they are and what is wrong), it checks that the rounds hold together (every team at
a table is the tournament's and in it that round, once), and it scores every game of every
result again through the same checks as recording it (:func:`belot.tournament.results
.check_games`): what a file holds is what could have been recorded. :func:`loads` reads
text or a file's bytes, :func:`dumps` writes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import partial
from typing import Any, TypeVar

from belot.errors import BelotError, TournamentError, shown
from belot.jsontext import decode_utf8, parse_json
from belot.limits import (
    MAX_CANDIDATES,
    MAX_NAME,
    MAX_POINTS,
    MAX_ROUNDS,
    MAX_SEED,
    MAX_TABLES,
    MAX_TEAMS,
    MAX_TOURNAMENT_NAME,
)
from belot.match import MAX_GAMES
from belot.record import game_from_record, game_to_record
from belot.rulesets import make_rules
from belot.tag import TOURNAMENT_ID
from belot.tournament import roundrobin
from belot.tournament.draw import planned_rounds
from belot.tournament.model import (
    Bye,
    Kind,
    MatchPoints,
    Result,
    Round,
    Settings,
    Stage,
    System,
    Table,
    Team,
    TieBreak,
    Tournament,
)
from belot.tournament.results import check_games, check_typed
from belot.tournament.setup import check_id, check_settings, check_team_id, check_text

FORMAT = "belot-tournament"
VERSION = 1
TOP_KEYS = (
    "format", "version", "id", "name", "seed", "rules", "options", "best_of", "system",
    "points", "bye", "tie_breaks", "teams", "rounds",
)  # fmt: skip
_OPTIONAL_TOP = frozenset({"options", "best_of", "points", "bye", "tie_breaks", "teams", "rounds"})
T = TypeVar("T")


def _fail(code: str, **params: object) -> TournamentError:
    return TournamentError.of(code, **params)


def _object(
    value: object, where: str, keys: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    """``value`` as an object of those keys (null for a key that is not required: left out)."""
    if not isinstance(value, dict):
        raise _fail("tournament-file-value", where=where, expected="an object", got=shown(value))
    given = {k: v for k, v in value.items() if v is not None or k in required}
    for key in given:
        if key not in keys:
            raise _fail("tournament-file-unknown-key", key=shown(key, repr), where=where)
    for key in required:
        if key not in given:
            raise _fail("tournament-file-missing", key=key, where=where)
    return given


def _int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _fail(
            "tournament-file-value",
            where=where,
            expected=f"a whole number from {low} to {high}",
            got=shown(value),
        )
    return value


def _list(value: object, where: str, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise _fail(
            "tournament-file-value",
            where=where,
            expected=f"a list of at most {most}",
            got=shown(value),
        )
    return value


def _at(where: str, read: Callable[[], T]) -> T:
    """What ``read`` gives; an error of the engine it raises names ``where`` too."""
    try:
        return read()
    except TournamentError as error:
        if "where" in error.params:
            raise
        raise TournamentError(
            f"{where}: {error}", code=error.code, params={**error.params, "where": where}
        ) from None
    except BelotError as error:
        raise TournamentError(
            f"{where}: {error}", code=error.code, params={**error.params, "where": where}
        ) from None


def tournament_from_json(data: object) -> Tournament:
    """The tournament a parsed file holds; :class:`TournamentError` naming where and what
    is wrong otherwise."""
    top = _object(
        data,
        "the tournament file",
        TOP_KEYS,
        ("format", "version", "id", "name", "seed", "rules", "system"),
    )
    if top["format"] != FORMAT:
        raise _fail("tournament-file-format", got=shown(top["format"]))
    version = top["version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise _fail("tournament-file-version", got=shown(version))
    if version > VERSION:
        raise _fail("tournament-file-newer", version=version, supported=VERSION)
    bare = Tournament(
        _at("id", lambda: check_id(top["id"], "tournament-id", TOURNAMENT_ID)),
        _at("name", lambda: check_text(top["name"], "tournament-name", MAX_TOURNAMENT_NAME)),
        _at("seed", lambda: check_text(top["seed"], "tournament-seed", MAX_SEED)),
        _at("the settings", lambda: _settings(top)),
    )
    teams = _teams(top.get("teams", []))
    rounds_data = _list(top.get("rounds", []), "rounds", MAX_ROUNDS)
    with_teams = Tournament(bare.id, bare.name, bare.seed, bare.settings, teams)
    _check_joined(with_teams, len(rounds_data))
    made = with_teams
    for index, value in enumerate(rounds_data):
        made = Tournament(
            made.id,
            made.name,
            made.seed,
            made.settings,
            made.teams,
            (*made.rounds, _round(made, value, index + 1)),
        )
    _check_complete(made)
    return made


def _settings(top: dict[str, Any]) -> Settings:
    options = top.get("options", {})
    if not isinstance(options, dict):
        raise _fail(
            "tournament-file-value", where="options", expected="an object", got=shown(options)
        )
    rules = make_rules(top["rules"], options)
    return check_settings(
        Settings(
            rules,
            _system(top["system"]),
            _int(top.get("best_of", 1), "best_of", 1, 7),
            _points(top.get("points", {"win": 2, "draw": 1, "loss": 0})),
            _bye(top.get("bye", {"win": True})),
            _tie_breaks(top.get("tie_breaks", [b.value for b in TieBreak])),
        )
    )


def _system(value: object) -> System:
    data = _object(value, "system", ("kind", "rounds", "pools", "knockout"), ("kind",))
    kinds = {k.value: k for k in Kind}
    if not isinstance(data["kind"], str) or data["kind"] not in kinds:
        raise _fail(
            "tournament-file-value",
            where="system.kind",
            expected="swiss or round-robin",
            got=shown(data["kind"]),
        )
    kind = kinds[data["kind"]]
    if kind is Kind.SWISS:
        if "rounds" not in data:
            raise _fail("tournament-file-missing", key="rounds", where="system")
        return System(
            kind,
            _int(data["rounds"], "system.rounds", 0, MAX_ROUNDS),
            _int(data.get("pools", 1), "system.pools", 1, 1),
            _int(data.get("knockout", 0), "system.knockout", 0, 0),
        )
    return System(
        kind,
        _int(data.get("rounds", 0), "system.rounds", 0, 0),
        _int(data.get("pools", 1), "system.pools", 1, len(roundrobin.POOL_LETTERS)),
        _int(data.get("knockout", 0), "system.knockout", 0, MAX_TEAMS),
    )


def _points(value: object) -> MatchPoints:
    data = _object(value, "points", ("win", "draw", "loss"), ("win", "draw", "loss"))
    return MatchPoints(*(_int(data[k], f"points.{k}", 0, 100) for k in ("win", "draw", "loss")))


def _bye(value: object) -> Bye:
    data = _object(value, "bye", ("win", "scored", "against"), ("win",))
    if not isinstance(data["win"], bool):
        raise _fail(
            "tournament-file-value",
            where="bye.win",
            expected="true or false",
            got=shown(data["win"]),
        )
    scored = _int(data.get("scored", 0), "bye.scored", 0, MAX_POINTS)
    return Bye(data["win"], scored, _int(data.get("against", 0), "bye.against", 0, MAX_POINTS))


def _tie_breaks(value: object) -> tuple[TieBreak, ...]:
    known = {b.value: b for b in TieBreak}
    items = _list(value, "tie_breaks", len(known))
    if not all(isinstance(v, str) and v in known for v in items):
        raise _fail(
            "tournament-file-value",
            where="tie_breaks",
            expected="a list of " + ", ".join(known),
            got=shown(value),
        )
    return tuple(known[v] for v in items)


def _teams(value: object) -> tuple[Team, ...]:
    items = _list(value, "teams", MAX_TEAMS)
    teams = tuple(_team(v, f"teams[{n}]") for n, v in enumerate(items, start=1))
    ids = [t.id for t in teams]
    names = [t.name.casefold() for t in teams]
    for number, team in enumerate(teams, start=1):
        if ids.index(team.id) != number - 1:
            raise _fail("tournament-file-team-twice", where=f"teams[{number}]", got=team.id)
        if names.index(team.name.casefold()) != number - 1:
            raise _fail("tournament-file-team-twice", where=f"teams[{number}]", got=team.name)
    return teams


def _team(value: object, where: str) -> Team:
    data = _object(value, where, ("id", "name", "players", "joined", "withdrawn"), ("id", "name"))
    players = None
    if "players" in data:
        given = data["players"]
        if not isinstance(given, list) or len(given) != 2:
            raise _fail(
                "tournament-file-value",
                where=f"{where}.players",
                expected="two names",
                got=shown(given),
            )
        players = tuple(
            _at(f"{where}.players", partial(check_text, v, "tournament-player-name", MAX_NAME))
            for v in given
        )
    joined = _int(data.get("joined", 1), f"{where}.joined", 1, MAX_ROUNDS + 1)
    withdrawn = data.get("withdrawn")
    if withdrawn is not None:
        withdrawn = _int(withdrawn, f"{where}.withdrawn", joined, MAX_ROUNDS + 1)
    return Team(
        _at(f"{where}.id", lambda: check_team_id(data["id"])),
        _at(f"{where}.name", lambda: check_text(data["name"], "tournament-team-name", MAX_NAME)),
        None if players is None else (players[0], players[1]),
        joined,
        withdrawn,
    )


def _check_joined(tournament: Tournament, rounds: int) -> None:
    """A team joins, or withdraws, at the latest from the round after the last drawn."""
    for team in tournament.teams:
        for when in (team.joined, team.withdrawn):
            if when is not None and when > rounds + 1:
                raise _fail("tournament-file-joined", team=team.id, round=when, drawn=rounds)


def _round(tournament: Tournament, value: object, number: int) -> Round:
    where = f"rounds[{number}]"
    data = _object(
        value, where, ("number", "stage", "tables", "byes"), ("number", "stage", "tables")
    )
    _int(data["number"], f"{where}.number", number, number)
    stage = _stage(tournament, data["stage"], number, where)
    items = _list(data["tables"], f"{where}.tables", MAX_TABLES)
    bare = tuple(
        _table(tournament, stage, v, f"{where}.tables[{n}]", n)
        for n, v in enumerate(items, start=1)
    )
    byes = tuple(
        _at(f"{where}.byes", partial(check_team_id, v))
        for v in _list(data.get("byes", []), f"{where}.byes", MAX_TEAMS)
    )
    seated = [team for table in bare for team in table.teams] + list(byes)
    for team_id in seated:
        team = _at(where, partial(tournament.team, team_id))
        if seated.count(team_id) > 1 or not team.plays_in(number):
            raise _fail("tournament-file-seated", where=where, team=team_id)
    drawn = Round(number, stage, bare, byes)
    with_round = Tournament(
        tournament.id,
        tournament.name,
        tournament.seed,
        tournament.settings,
        tournament.teams,
        (*tournament.rounds, drawn),
    )
    tables = tuple(
        _results(with_round, table, items[table.number - 1], f"{where}.tables[{table.number}]")
        for table in bare
    )
    return Round(number, stage, tables, byes)


def _stage(tournament: Tournament, value: object, number: int, where: str) -> Stage:
    system = tournament.settings.system
    if system.kind is Kind.SWISS:
        expected = Stage.SWISS
    else:
        expected = Stage.POOLS if number <= roundrobin.pool_rounds(tournament) else Stage.KNOCKOUT
    if value != expected.value:
        raise _fail(
            "tournament-file-value",
            where=f"{where}.stage",
            expected=expected.value,
            got=shown(value),
        )
    if number > planned_rounds(tournament):
        raise _fail("tournament-file-rounds", round=number, planned=planned_rounds(tournament))
    return expected


def _table(tournament: Tournament, stage: Stage, value: object, where: str, number: int) -> Table:
    keys = ("table", "teams", "first_dealer", "pool", "results", "chosen")
    data = _object(value, where, keys, ("table", "teams", "first_dealer"))
    _int(data["table"], f"{where}.table", number, number)
    teams = data["teams"]
    if not isinstance(teams, list) or len(teams) != 2 or teams[0] == teams[1]:
        raise _fail(
            "tournament-file-value",
            where=f"{where}.teams",
            expected="two team ids",
            got=shown(teams),
        )
    ids = tuple(_at(f"{where}.teams", partial(check_team_id, v)) for v in teams)
    pool = None
    if stage is Stage.POOLS:
        if "pool" not in data:
            raise _fail("tournament-file-missing", key="pool", where=where)
        pool = _int(data["pool"], f"{where}.pool", 0, tournament.settings.system.pools - 1)
    elif "pool" in data:
        raise _fail("tournament-file-unknown-key", key="'pool'", where=where)
    dealer = _int(data["first_dealer"], f"{where}.first_dealer", 0, 3)
    return Table(number, (ids[0], ids[1]), dealer, pool)


def _results(tournament: Tournament, table: Table, value: dict[str, Any], where: str) -> Table:
    """The table with its results, each checked and scored again as if recorded now."""
    given = {k: v for k, v in value.items() if v is not None}
    items = _list(given.get("results", []), f"{where}.results", MAX_CANDIDATES)
    drawn = tournament.rounds[-1]
    results = tuple(
        _at(f"{where}.results[{n}]", partial(_result, tournament, drawn, table, v))
        for n, v in enumerate(items, start=1)
    )
    chosen = given.get("chosen")
    if chosen is not None and not results:
        raise _fail(
            "tournament-file-value", where=f"{where}.chosen", expected="null", got=shown(chosen)
        )
    if chosen is not None:
        chosen = _int(chosen, f"{where}.chosen", 0, len(results) - 1)
    return Table(table.number, table.teams, table.first_dealer, table.pool, results, chosen)


def _result(tournament: Tournament, drawn: Round, table: Table, value: object) -> Result:
    if isinstance(value, dict) and set(value) == {"typed"}:
        scores = _list(value["typed"], "typed", MAX_GAMES)
        pairs = []
        for pair in scores:
            if not isinstance(pair, list) or len(pair) != 2:
                raise _fail(
                    "tournament-file-value",
                    where="typed",
                    expected="pairs of points",
                    got=shown(pair),
                )
            pairs.append((pair[0], pair[1]))
        return check_typed(tournament, drawn, table, pairs)
    if isinstance(value, dict) and set(value) == {"games"}:
        records = _list(value["games"], "games", MAX_GAMES)
        games = [
            _at(f"games[{n}]", partial(game_from_record, r)) for n, r in enumerate(records, start=1)
        ]
        found_round, found_table, result = check_games(tournament, games)
        if found_round.number != drawn.number or found_table.number != table.number:
            raise _fail(
                "tournament-file-result-place", round=found_round.number, table=found_table.number
            )
        return result
    raise _fail(
        "tournament-file-value",
        where="the result",
        expected='{"games": [...]} or {"typed": [...]}',
        got=shown(value),
    )


def _check_complete(tournament: Tournament) -> None:
    """Every round before the last has the result that counts at each table (the next was
    drawn on them)."""
    for drawn in tournament.rounds[:-1]:
        if drawn.missing:
            tables = ", ".join(str(n) for n in drawn.missing)
            raise _fail("tournament-file-incomplete", round=drawn.number, tables=tables)


def tournament_to_json(tournament: Tournament) -> dict[str, Any]:
    """The tournament as its file writes it (every setting written out)."""
    settings = tournament.settings
    system: dict[str, Any] = {"kind": settings.system.kind.value}
    if settings.system.kind is Kind.SWISS:
        system["rounds"] = settings.system.rounds
    else:
        system.update(pools=settings.system.pools, knockout=settings.system.knockout)
    bye: dict[str, Any] = {"win": settings.bye.win}
    if settings.bye.win:
        bye.update(scored=settings.bye.scored, against=settings.bye.against)
    points = settings.points
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": tournament.id,
        "name": tournament.name,
        "seed": tournament.seed,
        "rules": settings.rules.id,
        "options": settings.rules.options_in_force,
        "best_of": settings.best_of,
        "system": system,
        "points": {"win": points.win, "draw": points.draw, "loss": points.loss},
        "bye": bye,
        "tie_breaks": [b.value for b in settings.tie_breaks],
        "teams": [_team_json(t) for t in tournament.teams],
        "rounds": [_round_json(r) for r in tournament.rounds],
    }


def _team_json(team: Team) -> dict[str, Any]:
    out: dict[str, Any] = {"id": team.id, "name": team.name}
    if team.players is not None:
        out["players"] = list(team.players)
    out["joined"] = team.joined
    if team.withdrawn is not None:
        out["withdrawn"] = team.withdrawn
    return out


def _round_json(drawn: Round) -> dict[str, Any]:
    out: dict[str, Any] = {
        "number": drawn.number,
        "stage": drawn.stage.value,
        "tables": [_table_json(t) for t in drawn.tables],
    }
    if drawn.byes:
        out["byes"] = list(drawn.byes)
    return out


def _table_json(table: Table) -> dict[str, Any]:
    out: dict[str, Any] = {
        "table": table.number,
        "teams": list(table.teams),
        "first_dealer": table.first_dealer,
    }
    if table.pool is not None:
        out["pool"] = table.pool
    if table.results:
        out["results"] = [_result_json(r) for r in table.results]
        out["chosen"] = table.chosen
    return out


def _result_json(result: Result) -> dict[str, Any]:
    if result.typed:
        return {"typed": [list(s) for s in result.scores]}
    return {"games": [game_to_record(g) for g in result.games]}


def loads(text: str | bytes) -> Tournament:
    """The tournament of a file's text (or bytes: strictly UTF-8); JSON that cannot be read
    raises :class:`~belot.errors.RecordError`, the rest :class:`TournamentError`."""
    if isinstance(text, bytes):
        text = decode_utf8(text)
    return tournament_from_json(parse_json(text))


def dumps(tournament: Tournament) -> str:
    """The file's text: JSON with a line for each setting, each team and each table (a
    table's games on its line), so that two versions of a file compare line by line."""
    data = tournament_to_json(tournament)
    lines = [f" {_compact(k)}: {_compact(v)}," for k, v in data.items() if k not in LISTS]
    teams = ",\n".join(f"  {_compact(t)}" for t in data["teams"])
    lines.append(f' "teams": [\n{teams}\n ],' if teams else ' "teams": [],')
    rounds = ",\n".join(_round_text(r) for r in data["rounds"])
    lines.append(f' "rounds": [\n{rounds}\n ]' if rounds else ' "rounds": []')
    return "{\n" + "\n".join(lines) + "\n}\n"


LISTS = ("teams", "rounds")


def _compact(value: object) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


def _round_text(drawn: dict[str, Any]) -> str:
    head = {k: v for k, v in drawn.items() if k != "tables"}
    tables = ",\n".join(f"   {_compact(t)}" for t in drawn["tables"])
    return f'  {_compact(head)[:-1]}, "tables": [\n{tables}\n  ]}}'
