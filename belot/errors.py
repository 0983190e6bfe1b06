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

# The English words of every engine error, by code; a translation supplies the same codes
# with the same parameters (the page's catalog: "error.<code>").
ERRORS: Mapping[str, str] = {
    # deals: contract, teams, points
    "contract-not-played": "contract {contract} is not played in {ruleset} "
    "(expected one of {expected})",
    "declarer-team": "declarer must be team 0 or 1 (got {got})",
    "valat-team": "valat must be team 0 or 1 (got {got})",
    "points-negative": "points cannot be negative (got {a} and {b})",
    "points-total": "points must add up to {total} at {contract} (got {a} + {b} = {sum})",
    "valat-points": "a valat by team {team} takes all {total} trick points (got {a} + {b})",
    # doubles and bids
    "double-not-played": "double is not played in {ruleset} (got {got})",
    "bid-not-played": "bid is only used in contree and coinche, not {ruleset} (got {got})",
    "alone-not-played": "alone is only used in contree and coinche, not {ruleset}",
    "bid-missing": "bid is required in {ruleset} ({low} to {high} in tens, capot or generale)",
    "bid-range": "bid must be {low} to {high} in tens, capot or generale (got {got})",
    "alone-without-valat": "alone means the taker won every trick, so valat must be the "
    "declarer's team (got no valat)",
    "alone-other-valat": "alone means the taker won every trick, so valat must be the "
    "declarer's team (got valat {got})",
    # announcements
    "announcements-no-trumps": "announcements do not count at no trumps (got {got})",
    "declarations-not-played": "only belote counts in {ruleset}, declarations do not (got {got})",
    "belots-at-suit": "at most 1 belot at a suit contract (got {got})",
    "belots-at-all-trumps": "at most 4 belot at all trumps (got {got})",
    "square-twice": "{square} can count only once in a deal (got {got})",
    "too-many-sequences": "team {team} cannot hold more than {most} sequences (got {got})",
    "contested-sequences": "only the team with the stronger sequence scores sequences, not both "
    "(got {team0} for team 0 and {team1} for team 1)",
    "contested-squares": "only the team with the stronger square scores squares, not both "
    "(got {team0} for team 0 and {team1} for team 1)",
    "contested-declarations": "only the team with the best declaration scores declarations, "
    "not both (got {team0} for team 0 and {team1} for team 1)",
    # the record format
    "record-not-object": "a game record must be a JSON object (got {got})",
    "record-unknown-key": "unknown key {key} in the game record",
    "record-format": "format must be 'belot-game' (got {got})",
    "record-version": "version must be a whole number (got {got})",
    "record-newer": "version {version} is newer than this app reads ({supported})",
    "record-no-rules": "rules is missing from the game record",
    "record-options": "options must be an object (got {got})",
    "record-first-dealer": "first_dealer must be a seat from 0 to 3 (got {got})",
    "record-deals": "deals must be a list (got {got})",
    "record-names": "{what} must be a list of {count} names (got {got})",
    "record-not-json": "not valid JSON: {detail}",
    "json-too-long": "the text is too long to read ({size} characters, at most {most})",
    "json-too-deep": "the JSON is nested too deeply (more than {most} levels)",
    "deal-not-object": "a deal must be an object (got {got})",
    "deal-passed": 'a passed deal is exactly {{"passed": true}}',
    "deal-unknown-key": "unknown key {key} (expected {expected}, passed or adjust)",
    "deal-missing": "{key} is missing",
    "deal-contract": "unknown contract {got} (expected one of {expected})",
    "deal-team": "{name} must be team 0 or 1 (got {got})",
    "deal-points": "points must be two whole numbers [team 0, team 1] (got {got})",
    "deal-double": "double must be 1, 2 or 4 (got {got})",
    "deal-no-square": "{token} does not count: squares of 7s and 8s score nothing",
    "deal-announcement": "unknown announcement {got} for team {team} (expected one of {expected})",
    "deal-announcements": "announcements must be two lists [team 0, team 1] (got {got})",
    "deal-bid": "bid must be a number of points, capot or generale (got {got})",
    "deal-alone": "alone must be true or false (got {got})",
    "adjust-shape": 'an adjustment is {{"adjust": [team 0, team 1], "note": "..."}} '
    "with whole numbers (got {got})",
    "adjust-note": "note must be text of at most {most} characters (got {got})",
    "number-range": "{name} must be from {low} to {high} (got {got})",
    # rules and options
    "ruleset-unknown": "unknown ruleset {got} (expected one of {expected})",
    "option-unknown": "unknown option {got} for {ruleset} (expected one of {expected})",
    "option-bool": "option {name} must be true or false (got {got})",
    "option-int": "option {name} must be a whole number (got {got})",
    "option-range": "option {name} must be from {low} to {high} (got {got})",
    "option-range-step": "option {name} must be from {low} to {high} in steps of {step} "
    "(got {got})",
    "option-choice": "option {name} must be one of {expected} (got {got})",
    # the game
    "game-over": "the game ended after deal {last} (team {team} won {mine} to {theirs}); "
    "no deal can follow",
    "no-such-deal": "there is no deal {number} (the game has {count})",
}


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


class RecordError(BelotError):
    """A game record that is not valid JSON or not of the belot-game format."""
