"""The package's own errors. All subclass :class:`ValueError`.

Every message is one line that names what is wrong and the value that was
given, so a player (or a script) can fix the input without reading code.
Each error also carries a ``code`` and its ``params``, so the page can word
the same message in the player's language (catalog key ``error.<code>``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Self

from belot.words import en

# The English words of every engine error, by code, are in the engine's catalog (a
# translation supplies the same codes with the same parameters: "error.<code>").
ERRORS: Mapping[str, str] = en.ERRORS


SHOWN_LENGTH = 200


def shown(value: object, style: Callable[[object], str] = json.dumps) -> str:
    """``value`` as an error message quotes it (JSON, or ``repr``), cut to a line's length.

    Never raises: a value too deep to write (RecursionError) or a number too long to turn
    into text (ValueError) is shown as ``…``, so that a malformed input is reported with
    the package's own error, not another exception.
    """
    try:
        text = style(value)
    except (ValueError, TypeError, RecursionError):
        return "…"
    return text if len(text) <= SHOWN_LENGTH else text[: SHOWN_LENGTH - 1] + "…"


class BelotError(ValueError):
    """Base class of every error this package raises on bad input."""

    def __init__(
        self, message: str, *, code: str = "", params: Mapping[str, object] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        self.params: dict[str, object] = dict(params or {})

    @classmethod
    def of(cls, code: str, **params: object) -> Self:
        """The error ``code`` worded from :data:`ERRORS` with ``params``."""
        return cls(ERRORS[code].format(**params), code=code, params=params)


class RulesError(BelotError):
    """An unknown ruleset id, an unknown option or an option value out of range."""


class DealError(BelotError):
    """A deal that cannot be scored under the chosen rules.

    ``deal`` is the deal's number in the game (1-based) when known, ``field``
    the record key at fault and ``value`` what was given; ``reason`` is the
    message without the deal's number.
    """

    def __init__(
        self,
        reason: str,
        *,
        field: str,
        value: object,
        deal: int | None = None,
        code: str = "",
        params: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(
            reason if deal is None else f"deal {deal}: {reason}", code=code, params=params
        )
        self.reason = reason
        self.field = field
        self.value = value
        self.deal = deal

    @classmethod
    def about(cls, code: str, *, field: str, value: object, **params: object) -> DealError:
        """The deal error ``code`` about ``field``, worded from :data:`ERRORS`."""
        return cls(
            ERRORS[code].format(**params), field=field, value=value, code=code, params=params
        )

    def numbered(self, deal: int) -> DealError:
        """The same error, naming the deal by its number in the game."""
        return type(self)(
            self.reason,
            field=self.field,
            value=self.value,
            deal=deal,
            code=self.code,
            params=self.params,
        )


class MatchError(BelotError):
    """A match that cannot be: a wrong best-of, a game under other rules or between other
    teams, a game after the match has ended (docs/rules.md#matches)."""


class RecordError(BelotError):
    """A game record that is not valid JSON or not of the belot-game format."""


class TournamentError(BelotError):
    """A tournament that cannot be, or a step it cannot take: a tournament file that is not
    valid, a draw while a table lacks its result, a result of another tournament, round or
    table, a link that cannot be read (docs/rules.md#tournaments). The code says which
    (``tournament-…``), the message names the table, team or value at fault."""
