"""The command line: ``python -m belot replay FILE`` prints a game's sheet as JSON,
``python -m belot match FILE...`` the score of the match those games make, and
``python -m belot tournament ...`` runs a club night's tournament from its file
(docs/engine.md#command-line). Not part of the page (scripts/vendor.py leaves this package
out: it uses argparse)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from belot.cli import tournament
from belot.cli.inputs import Parser, add_indent, emit, read_input
from belot.cli.match import match, match_summary
from belot.cli.replay import replay, row_summary, sheet_summary, with_options
from belot.errors import BelotError

__all__ = [
    "main",
    "match",
    "match_summary",
    "read_input",
    "replay",
    "row_summary",
    "sheet_summary",
    "with_options",
]


def main(argv: Sequence[str] | None = None) -> int:
    parser = Parser(prog="python -m belot", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=Parser)
    replay_parser = commands.add_parser("replay", help="score a game record and print it as JSON")
    replay_parser.add_argument("file", help="the game record, or - for standard input")
    add_indent(replay_parser)
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
    add_indent(match_parser)
    tournament.add_commands(commands)
    args = parser.parse_args(argv)
    try:
        if args.command == "replay":
            output = replay(args.file, args.option)
        elif args.command == "match":
            output = match(args.files)
        else:
            output = tournament.run(args)
    except BelotError as error:
        print(f"belot: {error}", file=sys.stderr)
        return 2
    emit(output, args.indent)
    return 0
