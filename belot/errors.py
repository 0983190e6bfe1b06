"""The package's own errors. All subclass :class:`ValueError`.

Every message is one line that names what is wrong and the value that was
given, so a player (or a script) can fix the input without reading code.
"""

from __future__ import annotations


class BelotError(ValueError):
    """Base class of every error this package raises on bad input."""


class RulesError(BelotError):
    """An unknown ruleset id, an unknown option or an option value out of range."""


class DealError(BelotError):
    """A deal that cannot be scored under the chosen rules.

    ``deal`` is the deal's number in the game (1-based) when known, ``field``
    the record key at fault and ``value`` what was given.
    """

    def __init__(self, reason: str, *, field: str, value: object, deal: int | None = None) -> None:
        self.reason = reason
        self.field = field
        self.value = value
        self.deal = deal
        super().__init__(reason if deal is None else f"deal {deal}: {reason}")

    def numbered(self, deal: int) -> DealError:
        """The same error, naming the deal by its number in the game."""
        return DealError(self.reason, field=self.field, value=self.value, deal=deal)


class RecordError(BelotError):
    """A game record that is not valid JSON or not of the belot-game format."""
