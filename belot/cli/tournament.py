"""``python -m belot tournament ...``: a club night's tournament from the command line, its
file read and written whole (docs/engine.md#tournament-commands).

Every command reads the tournament file (one strict reader:
:func:`belot.tournament.loads`), takes one step, writes the file again atomically (a new
file beside it, then renamed over it: a crash leaves the old file or the new, never half of
one) and prints what it did as JSON. A refusal changes nothing and is one line on standard
error, exit status 2.
"""

from __future__ import annotations

import argparse
import os
import secrets
from collections.abc import Callable, Sequence
from typing import Any

from belot.cli.inputs import WHOLE, add_indent, option_value, read_input
from belot.cli.views import moved, ranked, result_json, round_json, standings_json, team_json
from belot.errors import BelotError, TournamentError
from belot.game import Game
from belot.jsontext import parse_json
from belot.patterns import Pattern
from belot.record import game_from_record
from belot.rulesets import find_ruleset, make_rules
from belot.tournament import (
    Bye,
    Kind,
    MatchPoints,
    Recorded,
    Settings,
    System,
    TieBreak,
    Tournament,
    add_team,
    choose_result,
    draw_round,
    dumps,
    find_team,
    loads,
    new_tournament,
    record_games,
    record_typed,
    undraw_round,
    withdraw_team,
)
from belot.tournament.links import is_assignment_link, is_result_link, read_result, result_from_json

Command = Callable[[argparse.Namespace], dict[str, Any]]
_COMMANDS: dict[str, Command] = {}
# A RESULT given as a link itself, not as a file: a whole link, or its fragment ("r1.").
_LINK = Pattern(r"\S*#|[a-z]\d{1,6}\.\d")


def run(args: argparse.Namespace) -> dict[str, Any]:
    """Run the tournament command ``args`` names."""
    return _COMMANDS[args.step](args)


def add_commands(commands: Any) -> None:
    """Add ``tournament`` and its commands to the command line's ``commands``."""
    parser = commands.add_parser("tournament", help="run a club night's tournament from its file")
    steps = parser.add_subparsers(dest="step", required=True, parser_class=type(parser))
    _new(steps)
    for name, helped, adder in _STEPS:
        step = steps.add_parser(name, help=helped)
        step.add_argument("file", help="the tournament file")
        adder(step)
        add_indent(step)


def _command(name: str) -> Callable[[Command], Command]:
    def register(command: Command) -> Command:
        _COMMANDS[name] = command
        return command

    return register


# --- reading and writing the file -----------------------------------------------------------


def load(path: str) -> Tournament:
    text = read_input(path)
    try:
        return loads(text)
    except BelotError as error:
        raise BelotError(f"{path}: {error}") from None


def save(path: str, tournament: Tournament) -> None:
    """Write the file atomically: a new file beside it, renamed over it."""
    temporary = f"{path}.{os.getpid()}.new"
    try:
        with open(temporary, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(dumps(tournament))
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except OSError as error:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise BelotError(f"cannot write {path}: {error.strerror}") from None


# --- new --------------------------------------------------------------------------------------


def _new(steps: Any) -> None:
    step = steps.add_parser("new", help="make a tournament file")
    step.add_argument("file", help="the tournament file to make (it must not exist)")
    step.add_argument("--name", required=True, help="the tournament's name")
    step.add_argument("--rules", required=True, help="the rule system of every table")
    step.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    form = step.add_mutually_exclusive_group(required=True)
    form.add_argument("--swiss", type=int, metavar="ROUNDS", help="a Swiss of so many rounds")
    form.add_argument("--round-robin", action="store_true", help="a round robin")
    step.add_argument("--pools", type=int, default=1, help="round robin: in so many pools")
    step.add_argument(
        "--knockout", type=int, default=0, help="round robin: the best N of each pool go through"
    )
    step.add_argument(
        "--best-of", type=int, default=1, help="a round's game: 1, or a match of 3, 5, 7"
    )
    step.add_argument("--points", default="2,1,0", metavar="WIN,DRAW,LOSS")
    step.add_argument("--bye", default="win:0:0", metavar="win:FOR:AGAINST|none")
    step.add_argument("--tie-breaks", default="difference,scored,head-to-head", metavar="ORDER")
    step.add_argument("--team", action="append", default=[], metavar="NAME[|PLAYER|PLAYER]")
    step.add_argument("--id", default=None, help="the tournament's id (made up if not given)")
    step.add_argument(
        "--seed", default=None, help="what the draws are made from (made up if not given)"
    )
    add_indent(step)


@_command("new")
def new(args: argparse.Namespace) -> dict[str, Any]:
    if os.path.exists(args.file):
        raise BelotError(f"{args.file} exists already: nothing was written")
    options = {}
    ruleset = find_ruleset(args.rules)
    for text in args.option:
        name, sep, value = text.partition("=")
        if not sep:
            raise BelotError(f"--option takes name=value (got {text!r})")
        options[name] = option_value(ruleset.option(name), value)
    kind = Kind.SWISS if args.swiss is not None else Kind.ROUND_ROBIN
    system = System(kind, args.swiss or 0, args.pools, args.knockout)
    settings = Settings(
        make_rules(args.rules, options),
        system,
        args.best_of,
        _points(args.points),
        _bye(args.bye),
        _tie_breaks(args.tie_breaks),
    )
    made = new_tournament(
        args.id or secrets.token_hex(4),
        args.name,
        args.seed or secrets.token_hex(8),
        settings,
        [_team(text) for text in args.team],
    )
    save(args.file, made)
    return {
        "tournament": {"id": made.id, "name": made.name},
        "teams": [team_json(t) for t in made.teams],
    }


def _numbers(text: str, count: int, what: str) -> list[int]:
    parts = text.split(",") if count > 1 else [text]
    if len(parts) != count or not all(WHOLE.fullmatch(p.strip()) for p in parts):
        raise BelotError(f"{what} takes {count} whole numbers (got {text!r})")
    return [int(p) for p in parts]


def _points(text: str) -> MatchPoints:
    win, draw, loss = _numbers(text, 3, "--points")
    return MatchPoints(win, draw, loss)


def _bye(text: str) -> Bye:
    if text == "none":
        return Bye(False)
    kind, _, rest = text.partition(":")
    scored, _, against = rest.partition(":")
    if kind != "win" or not WHOLE.fullmatch(scored or "0") or not WHOLE.fullmatch(against or "0"):
        raise BelotError(f"--bye takes none or win:FOR:AGAINST (got {text!r})")
    return Bye(True, int(scored or 0), int(against or 0))


def _tie_breaks(text: str) -> tuple[TieBreak, ...]:
    known = {b.value: b for b in TieBreak}
    names = [n.strip() for n in text.split(",") if n.strip() and text != "none"]
    for name in names:
        if name not in known:
            raise BelotError(f"--tie-breaks takes {', '.join(known)} or none (got {name!r})")
    return tuple(known[n] for n in names)


def _team(text: str) -> tuple[str, tuple[str, str] | None]:
    """``NAME`` or ``NAME|PLAYER|PLAYER``."""
    parts = text.split("|")
    if len(parts) not in (1, 3):
        raise BelotError(f"--team takes NAME or NAME|PLAYER|PLAYER (got {text!r})")
    return parts[0], None if len(parts) == 1 else (parts[1], parts[2])


# --- the steps of the night -------------------------------------------------------------------


@_command("team")
def team(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    changed = add_team(tournament, *_team(args.team))
    save(args.file, changed)
    return {"added": team_json(changed.teams[-1])}


@_command("withdraw")
def withdraw(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    gone = find_team(tournament, args.team)
    changed = withdraw_team(tournament, gone.id)
    save(args.file, changed)
    return {"withdrawn": team_json(changed.team(gone.id))}


@_command("draw")
def draw(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    changed = draw_round(tournament)
    save(args.file, changed)
    drawn = changed.rounds[-1]
    return round_json(changed, drawn, args.page)


@_command("undraw")
def undraw(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    changed = undraw_round(tournament)
    save(args.file, changed)
    return {"undrawn": len(tournament.rounds), "rounds": len(changed.rounds)}


@_command("show")
def show(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    chosen = tournament.rounds
    if args.round is not None:
        chosen = (tournament.round(args.round),)
    return {
        "tournament": {"id": tournament.id, "name": tournament.name},
        "teams": [team_json(t) for t in tournament.teams],
        "rounds": [round_json(tournament, r, args.page) for r in chosen],
    }


@_command("standings")
def standings(args: argparse.Namespace) -> dict[str, Any]:
    return standings_json(load(args.file), args.explain)


@_command("record")
def record(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    games: list[Game] = []
    for given in args.result:
        games.extend(read_games(given))
    return _recorded(args.file, tournament, record_games(tournament, games))


@_command("type")
def typed(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    scores = [_score(text) for text in args.scores]
    return _recorded(
        args.file, tournament, record_typed(tournament, args.round, args.table, scores)
    )


@_command("choose")
def choose(args: argparse.Namespace) -> dict[str, Any]:
    tournament = load(args.file)
    changed = choose_result(tournament, args.round, args.table, args.candidate - 1)
    table = changed.round(args.round).table(args.table)
    result = table.result
    assert result is not None
    save(args.file, changed)
    return {
        "round": args.round,
        "table": args.table,
        "status": "chosen",
        "result": result_json(table, result),
        "moved": moved(ranked(tournament), ranked(changed)),
    }


def _recorded(path: str, before: Tournament, done: Recorded) -> dict[str, Any]:
    if done.tournament is not before:
        save(path, done.tournament)
    table = done.tournament.round(done.round).table(done.table)
    return {
        "round": done.round,
        "table": done.table,
        "status": done.status.value,
        "result": result_json(table, done.result),
        "candidates": len(table.results),
        "chosen": None if table.chosen is None else table.chosen + 1,
        "moved": moved(ranked(before), ranked(done.tournament)),
    }


def _score(text: str) -> tuple[int, int]:
    mine, sep, theirs = text.partition(":")
    if not sep or not WHOLE.fullmatch(mine) or not WHOLE.fullmatch(theirs):
        raise BelotError(f"a game's points are A:B, the table's first team first (got {text!r})")
    return int(mine), int(theirs)


def read_games(given: str) -> tuple[Game, ...]:
    """The games of one RESULT: a result link (or a file holding one), a result file
    (``belot-result``) or a game record (``-``: standard input)."""
    as_link = _LINK.match(given) is not None and given != "-" and not os.path.exists(given)
    text = given if as_link else read_input(given)
    if not text.lstrip().startswith(("{", "[")):
        return _link_games(text.strip())
    data = parse_json(text)
    if isinstance(data, dict) and data.get("format") == "belot-result":
        return result_from_json(data)
    return (game_from_record(data),)


def _link_games(text: str) -> tuple[Game, ...]:
    """The games of a result link (the whole link, or its fragment)."""
    fragment = text.rpartition("#")[2]
    if is_assignment_link(fragment):
        raise TournamentError.of("tournament-link-not-result")
    if not is_result_link(fragment):
        raise TournamentError.of("tournament-link-foreign")
    return read_result(fragment)


def _page(step: argparse.ArgumentParser) -> None:
    step.add_argument(
        "--page",
        default=None,
        metavar="URL",
        help="print each table's whole link to the app at URL",
    )


def _team_argument(step: argparse.ArgumentParser) -> None:
    step.add_argument("team", metavar="NAME[|PLAYER|PLAYER]", help="the team to add")


def _withdrawn_argument(step: argparse.ArgumentParser) -> None:
    step.add_argument("team", metavar="TEAM", help="the team's id or name")


def _show(step: argparse.ArgumentParser) -> None:
    step.add_argument("--round", type=int, default=None, help="this round only")
    _page(step)


def _explain(step: argparse.ArgumentParser) -> None:
    step.add_argument("--explain", action="store_true", help="each team's rounds too")


def _results(step: argparse.ArgumentParser) -> None:
    step.add_argument(
        "result",
        nargs="+",
        metavar="RESULT",
        help="a result link, a file holding one, a result file or game records (-: standard input)",
    )


def _typed(step: argparse.ArgumentParser) -> None:
    step.add_argument("round", type=int)
    step.add_argument("table", type=int)
    step.add_argument(
        "scores", nargs="+", metavar="A:B", help="each game's points, the table's first team first"
    )


def _chosen(step: argparse.ArgumentParser) -> None:
    step.add_argument("round", type=int)
    step.add_argument("table", type=int)
    step.add_argument("candidate", type=int, help="the result to count: 1 for the first that came")


def _nothing(step: argparse.ArgumentParser) -> None:
    return None


_STEPS: Sequence[tuple[str, str, Callable[[argparse.ArgumentParser], None]]] = (
    ("team", "add a team (it plays from the next round)", _team_argument),
    ("withdraw", "withdraw a team (it plays no later round)", _withdrawn_argument),
    ("draw", "draw the next round and print its tables", _page),
    ("undraw", "take back the last round, which no result has reached", _nothing),
    ("show", "print the rounds, their tables and results", _show),
    ("standings", "print the standings", _explain),
    ("record", "record a table's result: its link or its games", _results),
    ("type", "record a paper table's result, typed", _typed),
    ("choose", "choose which of a table's results counts", _chosen),
)
