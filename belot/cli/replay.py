"""``python -m belot replay FILE``: a game's sheet as JSON (docs/engine.md#command-line)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from belot.cli.inputs import option_value, read_input
from belot.errors import RulesError
from belot.game import Game, Row, Sheet, play
from belot.record import loads
from belot.rules import OptionValue, Rules, Ruleset


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
        "options": sheet.rules.options_in_force,
        "deals": [row_summary(row) for row in sheet.rows],
        "totals": list(sheet.totals),
        "hanging": sheet.held,
        "hanging_unit": sheet.rules.ruleset.held_unit.value,
        "hanging_goes_to": sheet.rules.collector.value,
        "winner": sheet.winner,
        "ended": sheet.over,
        "played": sheet.played,
        "next_dealer": sheet.next_dealer,
    }


def replay(path: str, options: Sequence[str] = ()) -> dict[str, Any]:
    """Read a game record (``-`` for standard input) and return its replay output, with
    the house rules ``options`` (``name=value``) in place of the record's."""
    return sheet_summary(play(with_options(loads(read_input(path)), options)))


def with_options(game: Game, options: Sequence[str]) -> Game:
    """``game`` under other house rules: each of ``options`` is ``name=value``, checked
    like a record's options (a table asking "what if we had played with...")."""
    ruleset = game.rules.ruleset
    changed: dict[str, OptionValue] = game.rules.options_in_force
    given: set[str] = set()
    for text in options:
        name, sep, value = text.partition("=")
        if not sep:
            raise RulesError(f"--option takes name=value (got {text!r})")
        option = ruleset.option(name)
        changed[name] = option.check(option_value(option, value))
        given.add(name)
    # The record's options that another one given here takes out of force (deals, once
    # end=target is given) are left out; one given here is checked.
    kept = {n: v for n, v in changed.items() if n in given or _applies(ruleset, changed, n)}
    return replace(game, rules=Rules.of(ruleset, kept))


def _applies(ruleset: Ruleset, options: dict[str, OptionValue], name: str) -> bool:
    needed = ruleset.option(name).requires
    if needed is None:
        return True
    return options.get(needed[0], ruleset.option(needed[0]).default) == needed[1]
