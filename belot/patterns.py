"""Regular expressions compiled when first used, not when their module is imported.

Python's ``re`` compiles a pattern in Python code: under Pyodide the package's thirty-odd
patterns took about 6 ms of the import a first visit waits for, most of them for checks
the first paint never makes (bench/README.md). A :class:`Pattern` is compiled at its first
match; :func:`compile_all` compiles every one made so far, which the page calls once it
has painted, so that no tap pays for it.

A :class:`Pattern` answers the methods of :class:`re.Pattern` the package uses, with the
same arguments and results; :attr:`Pattern.compiled` is the :class:`re.Pattern` itself.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator
from typing import Any

_MADE: list[Pattern] = []  # every pattern made, for compile_all


class Pattern:
    """A regular expression (a ``str`` pattern) compiled by ``re`` at its first use."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        _MADE.append(self)

    def __repr__(self) -> str:
        return f"Pattern({self.pattern!r}, {self.flags!r})"

    @property
    def is_compiled(self) -> bool:
        return self._compiled is not None

    @property
    def compiled(self) -> re.Pattern[str]:
        """The compiled pattern (compiled now if it was not yet; an invalid pattern raises
        :class:`re.error` here, at its first use)."""
        found = self._compiled
        if found is None:
            found = self._compiled = re.compile(self.pattern, self.flags)
        return found

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[Any]:
        return self.compiled.findall(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        return self.compiled.sub(repl, string, count)


def compile_all() -> int:
    """Compile every pattern made so far that is not compiled yet; how many were."""
    fresh = [found for found in _MADE if not found.is_compiled]
    for found in fresh:
        found.compiled  # noqa: B018  (compiling it is the point)
    return len(fresh)


def made() -> tuple[Pattern, ...]:
    """Every pattern made so far (for the tests)."""
    return tuple(_MADE)
