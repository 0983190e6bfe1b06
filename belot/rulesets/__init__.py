"""The rule systems, one module per family, and the registry that finds them by id.

Each module of this package (but those whose name starts with ``_``, which hold what
several families share) declares its rule systems in a tuple ``RULESETS``: they are
found when this package is imported, with no list to keep by hand. :func:`register`
adds one from elsewhere (a test's made-up rule system, say).
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Mapping
from types import MappingProxyType

from belot.errors import RulesError, shown
from belot.rules import Rules, Ruleset

_FOUND: dict[str, Ruleset] = {}
RULESETS: Mapping[str, Ruleset] = MappingProxyType(_FOUND)  # by id, in list order


def register(ruleset: Ruleset) -> Ruleset:
    """Add ``ruleset`` to :data:`RULESETS` (its ``position`` decides its place); an id
    already taken by another ruleset raises ``ValueError``."""
    there = _FOUND.get(ruleset.id)
    if there is not None and there is not ruleset:
        raise ValueError(f"ruleset {ruleset.id!r} is registered twice")
    _FOUND[ruleset.id] = ruleset
    ordered = sorted(_FOUND.values(), key=lambda r: (r.position, r.id))
    _FOUND.clear()
    _FOUND.update((r.id, r) for r in ordered)
    return ruleset


def unregister(ruleset_id: str) -> None:
    """Remove a ruleset :func:`register` added (for tests that made one up)."""
    _FOUND.pop(ruleset_id, None)


def _discover() -> None:
    for found in pkgutil.iter_modules(__path__):
        if not found.name.startswith("_"):
            module = importlib.import_module(f"{__name__}.{found.name}")
            for ruleset in getattr(module, "RULESETS", ()):
                register(ruleset)


def find_ruleset(ruleset_id: str) -> Ruleset:
    """The ruleset called ``ruleset_id``; an unknown id raises :class:`RulesError` naming it."""
    try:
        return RULESETS[ruleset_id]
    except (KeyError, TypeError):
        raise RulesError.of(
            "ruleset-unknown", got=shown(ruleset_id, repr), expected=", ".join(RULESETS)
        ) from None


def make_rules(ruleset_id: str, options: Mapping[str, object] | None = None) -> Rules:
    """A ruleset by id with the table's house rules; defaults fill the rest."""
    return Rules.of(find_ruleset(ruleset_id), options)


_discover()
