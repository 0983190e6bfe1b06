"""Reading JSON text safely: its size and nesting are checked before it is parsed.

Every reader of JSON in the package and the page goes through :func:`parse_json` (game
records, stored values, imported files). Why before: Python's parser recurses once per
nested array or object, and under Pyodide the WebAssembly stack runs out before Python's
own recursion limit is reached, which kills the interpreter instead of raising an error.
Counting the brackets first (outside strings) costs one regular-expression pass.
"""

from __future__ import annotations

import json
import re
from typing import Any

from belot.errors import RecordError

# No value the app writes is nested more than about eight levels deep (an export holds
# envelopes, which hold records, which hold deals, which hold announcements).
MAX_DEPTH = 64
# Bigger than any real export (localStorage holds about 5 MB), small enough to read at once.
MAX_CHARS = 8_000_000

# A JSON string (the unrolled form of "(?:[^"\\]|\\.)*": no backtracking to speak of).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")


def nesting_depth(text: str, stop_above: int = MAX_DEPTH) -> int:
    """How deeply arrays and objects nest in ``text`` (brackets inside strings do not
    count); the count stops as soon as it passes ``stop_above``. For text that is not JSON
    the figure is only an estimate, which is all a limit needs."""
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        if match.group() in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > stop_above:
                    break
        else:
            depth -= 1
    return deepest


def parse_json(text: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """The value ``text`` holds; :class:`~belot.errors.RecordError` (only) if it is too long
    (code ``json-too-long``), nested too deeply (``json-too-deep``) or not JSON
    (``record-not-json``)."""
    if len(text) > max_chars:
        raise RecordError.of("json-too-long", size=len(text), most=max_chars)
    depth = nesting_depth(text, max_depth)
    if depth > max_depth:
        raise RecordError.of("json-too-deep", most=max_depth)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        detail = str(error) if isinstance(error, ValueError) else "nested too deeply"
        raise RecordError.of("record-not-json", detail=detail) from None
