"""The command line: ``python -m belot replay FILE`` prints a game's sheet as JSON."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NoReturn

from belot.errors import BelotError, RulesError
from belot.game import Game, Row, Sheet, play
from belot.record import loads
from belot.rules import Option, OptionValue, Rules


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
        "options": dict(sheet.rules.options),
        "deals": [row_summary(row) for row in sheet.rows],
        "totals": list(sheet.totals),
        "hanging": sheet.held,
        "hanging_unit": sheet.rules.ruleset.held_unit.value,
        "hanging_goes_to": sheet.rules.collector.value,
        "winner": sheet.winner,
        "next_dealer": sheet.next_dealer,
    }


def replay(path: str, options: Sequence[str] = ()) -> dict[str, Any]:
    """Read a game record (``-`` for standard input) and return its replay output, with
    the house rules ``options`` (``name=value``) in place of the record's.

    A UTF-8 byte-order mark at the start (some editors write one) is skipped.
    """
    if path == "-":
        text = sys.stdin.read().removeprefix("\ufeff")
    else:
        try:
            with open(path, encoding="utf-8-sig") as handle:
                text = handle.read()
        except OSError as error:
            raise BelotError(f"cannot read {path}: {error.strerror}") from None
        except UnicodeDecodeError:
            raise BelotError(f"cannot read {path}: not UTF-8 text") from None
    return sheet_summary(play(with_options(loads(text), options)))


def with_options(game: Game, options: Sequence[str]) -> Game:
    """``game`` under other house rules: each of ``options`` is ``name=value``, checked
    like a record's options (a table asking "what if we had played with...")."""
    changed: dict[str, OptionValue] = dict(game.rules.options)
    for text in options:
        name, sep, value = text.partition("=")
        if not sep:
            raise RulesError(f"--option takes name=value (got {text!r})")
        option = game.rules.ruleset.option(name)
        changed[name] = option.check(_value(option, value))
    return replace(game, rules=Rules.of(game.rules.ruleset, changed))


def _value(option: Option, text: str) -> object:
    """An option's value as typed: true/false for a yes-or-no rule, digits for a number."""
    if isinstance(option.default, bool):
        return {"true": True, "false": False}.get(text, text)
    if isinstance(option.default, int) and text.isdecimal() and len(text) <= 4000:
        return int(text)
    return text


MAX_INDENT = 16


class _Parser(argparse.ArgumentParser):
    """argparse, with its errors as every other error here: one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"belot: {message} (python -m belot --help)", file=sys.stderr)
        sys.exit(2)


def _indent(text: str) -> int:
    value = int(text) if text.strip().isdecimal() else -1
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
    args = parser.parse_args(argv)
    try:
        output = replay(args.file, args.option)
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
