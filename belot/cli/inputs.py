"""What every command of the command line shares: reading a file or standard input within
the limits, a value typed on the command line, argparse's errors as one line, and writing
the JSON answer."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, NoReturn

from belot.errors import BelotError, RecordError
from belot.jsontext import decode_utf8
from belot.limits import MAX_FILE
from belot.patterns import Pattern
from belot.rules import Option

MAX_INDENT = 16


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


# A whole number as typed: ASCII digits only (str.isdecimal would take "٣" and "３" too), a
# minus sign allowed (then the option says its range), short enough for int() to read.
WHOLE = Pattern(r"-?[0-9]{1,4000}")


def option_value(option: Option, text: str) -> object:
    """An option's value as typed: true/false for a yes-or-no rule, digits for a number
    (anything else is left as text, for the option to refuse with its reason)."""
    if isinstance(option.default, bool):
        return {"true": True, "false": False}.get(text, text)
    if isinstance(option.default, int) and WHOLE.fullmatch(text):
        return int(text)
    return text


class Parser(argparse.ArgumentParser):
    """argparse, with its errors as every other error here: one line, exit status 2."""

    def error(self, message: str) -> NoReturn:
        print(f"belot: {message} (python -m belot --help)", file=sys.stderr)
        sys.exit(2)


def indent(text: str) -> int:
    value = int(text) if WHOLE.fullmatch(text.strip()) else -1
    if not 0 <= value <= MAX_INDENT:
        raise argparse.ArgumentTypeError(f"must be from 0 to {MAX_INDENT} (got {text!r})")
    return value


def add_indent(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--indent", type=indent, default=None, help=f"pretty-print the JSON (0 to {MAX_INDENT})"
    )


def emit(output: Any, indented: int | None) -> None:
    """Write ``output`` as JSON on standard output."""
    try:
        json.dump(output, sys.stdout, ensure_ascii=False, indent=indented)
        sys.stdout.write("\n")
        sys.stdout.flush()
    except BrokenPipeError:  # the reader stopped early (`| head`): nothing more to say
        # Point stdout at nothing, so that Python's own flush at exit does not fail again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
