"""Reading JSON text safely: its size and nesting are checked before it is parsed, and an
object may not name a key twice.

Every reader of JSON in the package and the page goes through :func:`parse_json` (game
records, stored values, imported files, links, the command line), and every reader of a
file's bytes through :func:`decode_utf8`. Why before: Python's parser recurses once per
nested array or object, and under Pyodide the WebAssembly stack runs out before Python's
own recursion limit is reached, which kills the interpreter instead of raising an error.
Counting the brackets first (outside strings) costs one regular-expression pass. Why no
duplicate key: JSON's parser keeps the last of two, so ``{"deals": [...], "deals": []}``
would be read as a game without deals, silently; no writer of this app repeats a key. Why
no ``NaN``, ``Infinity`` or ``-Infinity``: they are not JSON (Python's parser takes them
all the same), and no writer of this app writes one.
"""

from __future__ import annotations

import json
import re
from typing import Any

from belot.errors import RecordError, shown
from belot.limits import MAX_DEPTH, MAX_FILE
from belot.patterns import Pattern

# The limits (belot.limits), by the names this module has always given them.
MAX_CHARS = MAX_FILE
__all__ = ["MAX_CHARS", "MAX_DEPTH", "decode_utf8", "nesting_depth", "parse_json"]

# A JSON string (the unrolled form of "(?:[^"\\]|\\.)*": no backtracking to speak of).
_STRING = Pattern(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = Pattern(r"[\[\]{}]")
_BOM = b"\xef\xbb\xbf"


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


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """One JSON object, refused if it names a key twice (the parser would keep the last)."""
    made = dict(pairs)
    if len(made) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:  # only for the refusal: which key it was
            if key in seen:
                raise RecordError.of("json-duplicate-key", key=shown(key, repr))
            seen.add(key)
    return made


def _no_constant(name: str) -> Any:
    """``NaN``, ``Infinity`` or ``-Infinity``, which Python's parser would read as floats."""
    raise ValueError(f"{name} is not JSON")


def parse_json(text: str, *, max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """The value ``text`` holds; :class:`~belot.errors.RecordError` (only) if it is too long
    (code ``json-too-long``), nested too deeply (``json-too-deep``), has an object with a
    key twice (``json-duplicate-key``, naming the key) or is not JSON (``record-not-json``,
    also for ``NaN``, ``Infinity`` and ``-Infinity``)."""
    if len(text) > max_chars:
        raise RecordError.of("json-too-long", size=len(text), most=max_chars)
    depth = nesting_depth(text, max_depth)
    if depth > max_depth:
        raise RecordError.of("json-too-deep", most=max_depth)
    try:
        return json.loads(text, object_pairs_hook=_object, parse_constant=_no_constant)
    except RecordError:  # a duplicate key, said as such
        raise
    except (ValueError, RecursionError) as error:
        detail = str(error) if isinstance(error, ValueError) else "nested too deeply"
        raise RecordError.of("record-not-json", detail=detail) from None


def decode_utf8(data: bytes) -> str:
    """A file's bytes as text: strictly UTF-8 (a byte-order mark first, as Windows editors
    write, is skipped); :class:`~belot.errors.RecordError` ``text-not-utf8`` naming the
    first byte (from 1) that is not, never text with replacement characters in it."""
    try:
        return data.removeprefix(_BOM).decode("utf-8")
    except UnicodeDecodeError as error:
        offset = error.start + (len(_BOM) if data.startswith(_BOM) else 0)
        raise RecordError.of("text-not-utf8", byte=offset + 1) from None
