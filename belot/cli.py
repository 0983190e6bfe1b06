"""The command line: ``python -m belot replay FILE`` prints a game's sheet as JSON, and
``python -m belot match FILE...`` the score of the match those games make."""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NoReturn

from belot.errors import BelotError, MatchError, RecordError, RulesError
from belot.game import Game, Row, Sheet, game_result, play
from belot.jsontext import decode_utf8
from belot.limits import MAX_FILE
from belot.match import InMatch, score_games
from belot.record import loads
from belot.rules import Option, OptionValue, Rules, Ruleset


def row_summary(row: Row) -> dict[str, Any]:
    """One deal of the replay output: the documented keys first, then details."""
    score = row.score
    return {
        "scores": list(score.scores),
        "outcome": score.outcome.value,
        "hanging": score.held_out,
        "totals": list(row.totals),
        "written": list(score.written),
        "collected": list(score.collected),
        "raw": list(score.raw),
        "dealer": row.dealer,
    }


def sheet_summary(sheet: Sheet) -> dict[str, Any]:
    """The replay output for a whole game."""
    return {
        "rules": sheet.rules.id,
        "options": sheet.rules.options_in_force,
        "deals": [row_summary(row) for row in sheet.rows],
        "totals": list(sheet.totals),
        "hanging": sheet.held,
        "hanging_unit": sheet.rules.ruleset.held_unit.value,
        "hanging_goes_to": sheet.rules.collector.value,
        "winner": sheet.winner,
        "ended": sheet.over,
        "played": sheet.played,
        "next_dealer": sheet.next_dealer,
    }


def replay(path: str, options: Sequence[str] = ()) -> dict[str, Any]:
    """Read a game record (``-`` for standard input) and return its replay output, with
    the house rules ``options`` (``name=value``) in place of the record's."""
    return sheet_summary(play(with_options(loads(read_input(path)), options)))


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


def read_input(path: str) -> str:
    """The text of the file ``path`` (``-``: standard input), read as bytes: at most
    :data:`~belot.limits.MAX_FILE` of them (one more is read to tell, and the rest never
    is: ``/dev/zero`` is refused at once), strictly UTF-8 (a byte-order mark first, as
    Windows editors write, is skipped). A :class:`BelotError` naming the file otherwise."""
    name = "standard input" if path == "-" else path
    try:
        if path == "-":
            data = sys.stdin.buffer.read(MAX_FILE + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(MAX_FILE + 1)
    except OSError as error:
        raise BelotError(f"cannot read {name}: {error.strerror}") from None
    if len(data) > MAX_FILE:
        raise BelotError(
            f"cannot read {name}: more than {MAX_FILE} bytes, too big to be a game record"
        )
    try:
        return decode_utf8(data)
    except RecordError as error:
        raise BelotError(f"cannot read {name}: {error}") from None


def with_options(game: Game, options: Sequence[str]) -> Game:
    """``game`` under other house rules: each of ``options`` is ``name=value``, checked
    like a record's options (a table asking "what if we had played with...")."""
    ruleset = game.rules.ruleset
    changed: dict[str, OptionValue] = game.rules.options_in_force
    given: set[str] = set()
    for text in options:
        name, sep, value = text.partition("=")
        if not sep:
            raise RulesError(f"--option takes name=value (got {text!r})")
        option = ruleset.option(name)
        changed[name] = option.check(_value(option, value))
        given.add(name)
    # The record's options that another one given here takes out of force (deals, once
    # end=target is given) are left out; one given here is checked.
    kept = {n: v for n, v in changed.items() if n in given or _applies(ruleset, changed, n)}
    return replace(game, rules=Rules.of(ruleset, kept))


def _applies(ruleset: Ruleset, options: dict[str, OptionValue], name: str) -> bool:
    needed = ruleset.option(name).requires
    if needed is None:
        return True
    return options.get(needed[0], ruleset.option(needed[0]).default) == needed[1]


# A whole number as typed: ASCII digits only (str.isdecimal would take "٣" and "３" too), a
# minus sign allowed (then the option says its range), short enough for int() to read.
_WHOLE = re.compile(r"-?[0-9]{1,4000}")


def _value(option: Option, text: str) -> object:
    """An option's value as typed: true/false for a yes-or-no rule, digits for a number
    (anything else is left as text, for the option to refuse with its reason)."""
    if isinstance(option.default, bool):
        return {"true": True, "false": False}.get(text, text)
    if isinstance(option.default, int) and _WHOLE.fullmatch(text):
        return int(text)
    return text


MAX_INDENT = 16


class _Parser(argparse.ArgumentParser):
    """argparse, with its errors as every other error here: one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"belot: {message} (python -m belot --help)", file=sys.stderr)
        sys.exit(2)


def _indent(text: str) -> int:
    value = int(text) if _WHOLE.fullmatch(text.strip()) else -1
    if not 0 <= value <= MAX_INDENT:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_INDENT} (got {text!r})")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = _Parser(prog="python -m belot", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    replay_parser = commands.add_parser("replay", help="score a game record and print it as JSON")
    replay_parser.add_argument("file", help="the game record, or - for standard input")
    replay_parser.add_argument(
        "--indent", type=_indent, default=None, help=f"pretty-print the JSON (0 to {MAX_INDENT})"
    )
    replay_parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="score with this house rule instead of the record's (repeatable)",
    )
    match_parser = commands.add_parser(
        "match", help="score the games of a match (their records) and print it as JSON"
    )
    match_parser.add_argument(
        "files", nargs="+", metavar="file", help="a game record of the match (- for standard input)"
    )
    match_parser.add_argument(
        "--indent", type=_indent, default=None, help=f"pretty-print the JSON (0 to {MAX_INDENT})"
    )
    args = parser.parse_args(argv)
    try:
        output = match(args.files) if args.command == "match" else replay(args.file, args.option)
    except BelotError as error:
        print(f"belot: {error}", file=sys.stderr)
        return 2
    try:
        json.dump(output, sys.stdout, ensure_ascii=False, indent=args.indent)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (`| head`): nothing more to say
        # Point stdout at nothing, so that Python's own flush at exit does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 0
