"""The command line: ``python -m belot replay FILE`` prints a game's sheet as JSON."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from belot.errors import BelotError
from belot.game import Row, Sheet, play
from belot.record import loads


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


def replay(path: str) -> dict[str, Any]:
    """Read a game record (``-`` for standard input) and return its replay output."""
    if path == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except OSError as error:
            raise BelotError(f"cannot read {path}: {error.strerror}") from None
        except UnicodeDecodeError:
            raise BelotError(f"cannot read {path}: not UTF-8 text") from None
    return sheet_summary(play(loads(text)))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m belot", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    replay_parser = commands.add_parser("replay", help="score a game record and print it as JSON")
    replay_parser.add_argument("file", help="the game record, or - for standard input")
    replay_parser.add_argument("--indent", type=int, default=None, help="pretty-print the JSON")
    args = parser.parse_args(argv)
    try:
        output = replay(args.file)
    except BelotError as error:
        print(f"belot: {error}", file=sys.stderr)
        return 2
    json.dump(output, sys.stdout, ensure_ascii=False, indent=args.indent)
    sys.stdout.write("\n")
    return 0
