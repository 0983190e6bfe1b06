"""Every catalog key the page's code uses exists in every language.

Two checks over the source of ``belot/app``: every key written out as a literal
(``t("sheet.add")``, ``Notice("notice.undone")``) is in each catalog, and every key built
at run time from a value (``f"outcome.{score.outcome.value}"``) is listed in
:data:`FAMILIES` with the enum or registry its value comes from, and exists for each of
those values in each language. A new f-string key that is not listed fails the test, so a
key built from a value can never reach a player unchecked (``KeyError: 'outcome.adjustment'``
was such a key).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

from belot import RULESETS, Announcement, Contract
from belot.app.messages import CATALOGS, LANGUAGES, PLURAL_FORMS
from belot.app.safekeeping import FAMILIES as FAMILIES_OF_BROWSERS
from belot.app.screens.declarations.view import SEQUENCE_ROWS
from belot.app.screens.tournament.board import CSV_COLUMNS
from belot.app.screens.tournament.form import FORM_NUMBERS
from belot.app.screens.tournament.round_view import STATUSES
from belot.app.screens.tournament.standings_view import KNOCKOUT_NAMED
from belot.app.transfer import TRANSFER_CODES, Fate
from belot.cards import ERRORS as CARD_ERRORS
from belot.declarations import ERRORS as DECLARATION_ERRORS
from belot.declared import REASON_CODES, SQUARE_ORDER
from belot.errors import ERRORS as ENGINE_ERRORS
from belot.explain import TEMPLATES
from belot.rules import Collector, HeldUnit
from belot.tournament import Kind, Stage, Status, TieBreak
from belot.tournament import Outcome as RoundOutcome
from belot.vocabulary import BidKind, Double, Outcome, Rank

APP = Path(__file__).resolve().parents[2] / "belot" / "app"
# The functions and values whose first argument is a catalog key.
KEY_TAKERS = frozenset({"t", "term", "Notice"})


def _options() -> Iterator[tuple[str, ...]]:
    for ruleset in RULESETS.values():
        for option in ruleset.options:
            yield (option.name,)


def _choices() -> Iterator[tuple[str, ...]]:
    for ruleset in RULESETS.values():
        for option in ruleset.options:
            for choice in option.choices:
                yield option.name, str(choice)


def _one(values: Iterable[object]) -> list[tuple[str, ...]]:
    return [(str(value),) for value in values]


# Each key built at run time, as a template ("{}" where a value goes), and every tuple of
# values it can be built with: the enum or registry the code takes the value from.
FAMILIES: dict[str, list[tuple[str, ...]]] = {
    "announcement.{}": _one(a.value for a in Announcement),
    "cards.rank.{}": _one(r.value for r in Rank),
    "contract.{}": _one(c.value for c in Contract),
    "contract.name.{}": _one(c.value for c in Contract),
    "date.month.{}": _one(range(1, 13)),
    "deal.double.{}": _one(int(d) for d in Double),
    "decl.rank.{}": _one(r.value for r in Rank),
    "decl.reason.{}": _one(REASON_CODES),
    "decl.row.{}": _one(name for name, _ in SEQUENCE_ROWS),
    "decl.word.sequence.{}": _one((3, 4, 5)),  # longer runs use decl.word.sequence.long
    "decl.word.square.{}": _one(r.value for r in SQUARE_ORDER),
    "error.{}": _one([*ENGINE_ERRORS, *CARD_ERRORS, *DECLARATION_ERRORS, *sorted(TRANSFER_CODES)]),
    "explain.{}": _one(TEMPLATES),
    "option.{}": list(_options()),
    "option.{}.help": list(_options()),
    "preset.{}": _one([*(p.id for r in RULESETS.values() for p in r.presets), "custom"]),
    "preset.{}.help": _one([*(p.id for r in RULESETS.values() for p in r.presets), "custom"]),
    "option.{}.{}": list(_choices()),
    "outcome.{}": _one(o.value for o in Outcome),
    "ruleset.{}": _one(RULESETS),
    "setup.team{}": _one((0, 1)),
    "sheet.bid.{}": _one(k.value for k in BidKind if k is not BidKind.POINTS),
    "setup.team{}.default": _one((0, 1)),
    "sheet.hanging.{}": _one(u.value for u in HeldUnit),
    "sheet.hanging.goes_to.{}": _one(c.value for c in Collector),
    "transfer.fate.{}": _one(f.value for f in Fate),
    "link.fate.{}": _one(f.value for f in Fate),  # screens/share: a link's preview
    "keep.steps.{}": _one(FAMILIES_OF_BROWSERS),  # screens/keep: to the Home Screen
    "link.done.{}": _one(f.value for f in Fate),  # and what its import did
    "transfer.imported.{}": _one(("added", "new", "copies", "skipped")),  # imported()'s counts
    # screens/tournament: the organiser's
    "tournament.arrived.{}": _one(s.value for s in Status),  # what recording a link did
    "tournament.result.{}": _one(s.value for s in Status),
    "tournament.csv.{}": _one(CSV_COLUMNS),
    "tournament.form.{}": _one(FORM_NUMBERS),
    "tournament.kind.{}": _one(k.value for k in Kind),
    "tournament.kind.{}.help": _one(k.value for k in Kind),
    "tournament.ko.{}": _one(KNOCKOUT_NAMED),
    "tournament.outcome.{}": _one(o.value for o in RoundOutcome),
    "tournament.stage.{}": _one(s.value for s in Stage),
    "tournament.status.{}": _one(STATUSES),
    "tournament.tie_break.{}": _one(b.value for b in TieBreak),
    "tournament.tie_break.short.{}": _one(b.value for b in TieBreak),
}

_KEY_START = re.compile(r"[a-z][a-z0-9_-]*\.[a-z0-9_.@-]*|[a-z]+\.[a-z]+[a-z0-9_]*")


# The engine's wording of the breakdown builds keys too (the contest of declarations).
WORDING = (APP.parent / "explain.py",)


def _sources() -> Iterator[tuple[Path, ast.AST]]:
    for path in [*sorted(APP.rglob("*.py")), *WORDING]:
        if "i18n" not in path.parts:  # the catalog itself
            yield path, ast.parse(path.read_text(encoding="utf-8"))


def built_keys() -> set[tuple[str, str]]:
    """(template, where) of every f-string in belot/app that starts like a catalog key."""
    found = set()
    for path, tree in _sources():
        for node in ast.walk(tree):
            if not isinstance(node, ast.JoinedStr) or not node.values:
                continue
            first = node.values[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            if not _KEY_START.fullmatch(first.value) or "." not in first.value:
                continue
            template = "".join(
                str(v.value) if isinstance(v, ast.Constant) else "{}" for v in node.values
            )
            if " " not in template and not template.startswith("belot."):  # not a module
                found.add((template, f"{path.relative_to(APP.parent)}:{node.lineno}"))
        for node in ast.walk(tree):  # "ruleset." + rid
            if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
                left = node.left
                if not (isinstance(left, ast.Constant) and isinstance(left.value, str)):
                    continue
                if _KEY_START.fullmatch(left.value) and left.value.endswith("."):
                    found.add((left.value + "{}", f"{path.relative_to(APP.parent)}:{node.lineno}"))
    return found


def literal_keys() -> set[tuple[str, str]]:
    """(key, where) of every string literal given as a key to t(), term() or Notice()."""
    found = set()
    for path, tree in _sources():
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else None
            first = node.args[0]
            if name in KEY_TAKERS and isinstance(first, ast.Constant):
                found.add((str(first.value), f"{path.relative_to(APP.parent)}:{node.lineno}"))
    return found


def test_the_scan_finds_the_keys_it_should() -> None:
    """The scans are not vacuous: they see keys known to be built and written out."""
    templates = {template for template, _ in built_keys()}
    assert {"outcome.{}", "ruleset.{}", "deal.double.{}", "option.{}.{}"} <= templates
    assert {"sheet.add", "notice.undone"} <= {key for key, _ in literal_keys()}


def test_every_key_built_at_run_time_is_a_listed_family() -> None:
    unlisted = sorted(
        f"{template} ({where})" for template, where in built_keys() if template not in FAMILIES
    )
    assert unlisted == [], "add these to FAMILIES with the values they are built from"


def in_catalog(key: str, language: str) -> bool:
    """``key`` is one message of ``language``, or a plural one with each of its forms
    (``key.one``, ``key.other``: belot.app.messages)."""
    catalog = CATALOGS[language]
    forms = [f"{key}.{form}" for form in PLURAL_FORMS[language]]
    return key in catalog or all(form in catalog for form in forms)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("template", sorted(FAMILIES))
def test_every_value_of_a_family_has_its_key(template: str, language: str) -> None:
    assert FAMILIES[template], template
    missing = [
        key
        for values in FAMILIES[template]
        if not in_catalog(key := template.format(*values), language)
    ]
    assert missing == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_key_written_out_exists(language: str) -> None:
    missing = sorted(
        f"{key} ({where})" for key, where in literal_keys() if not in_catalog(key, language)
    )
    assert missing == []
