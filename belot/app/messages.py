"""The message catalog: every string the page shows goes through :func:`t`.

The catalog is assembled from parts (:mod:`belot.app.i18n`), one per feature,
each with English, Bulgarian and French. A key missing from a language falls
back to English. The engine's explanation templates are part of the catalog,
so a deal's breakdown is translated with the rest.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from belot.app.i18n import cards, core, declarations, robustness, stats, transfer
from belot.errors import BelotError, DealError
from belot.rulesets import find_ruleset

# The parts of the catalog; a feature adds its module here.
PARTS = (
    core.MESSAGES,
    cards.MESSAGES,
    stats.MESSAGES,
    transfer.MESSAGES,
    declarations.MESSAGES,
    robustness.MESSAGES,
)
LANGUAGES = ("en", "bg", "fr")


def _merge(language: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    for part in PARTS:
        merged.update(part.get(language, {}))
    return merged


ENGLISH: Mapping[str, str] = _merge("en")

CATALOGS: Mapping[str, Mapping[str, str]] = {lang: _merge(lang) for lang in LANGUAGES}
_language = ["en"]


def set_language(language: str) -> None:
    """Choose the catalog :func:`t` reads (unknown languages read English)."""
    _language[0] = language if language in CATALOGS else "en"


def current_language() -> str:
    return _language[0]


def pick_language(preferred: Iterable[str]) -> str:
    """The first of the browser's languages (``bg-BG``, ``fr``…) the catalog has, else English."""
    for tag in preferred:
        base = tag.split("-")[0].lower()
        if base in CATALOGS:
            return base
    return "en"


def term(key: str, ruleset_id: str, /, **params: object) -> str:
    """A word that depends on the game: ``key@<ruleset>``, then ``key@<family>``, then ``key``.

    The family is the ruleset's word family (:class:`belot.rules.WordFamily`).
    """
    family = find_ruleset(ruleset_id).words.value
    catalog = CATALOGS[_language[0]]
    for candidate in (f"{key}@{ruleset_id}", f"{key}@{family}"):
        if candidate in catalog or candidate in ENGLISH:
            return t(candidate, **params)
    return t(key, **params)


def t(key: str, /, **params: object) -> str:
    """The message ``key`` in the current language, with ``params`` filled in.

    A key missing from a translation falls back to English; a key missing
    from English is a programming error and raises ``KeyError``.
    """
    template = CATALOGS[_language[0]].get(key) or ENGLISH[key]
    return template.format(**params) if params else template


def describe_error(error: BelotError) -> str:
    """An engine error in the current language, as a sentence (no deal number).

    Uses the catalog's ``error.<code>`` with the error's params when there is
    one, and the engine's own English words otherwise.
    """
    key = f"error.{error.code}"
    if error.code and (key in CATALOGS[_language[0]] or key in ENGLISH):
        text = t(key, **{name: _word(name, value) for name, value in error.params.items()})
    else:
        text = error.reason if isinstance(error, DealError) else str(error)
    return text[:1].upper() + text[1:]


# Error parameters that are record tokens, and the catalog words for them.
_TOKEN_PARAMS = {"contract": "contract.name.", "square": "announcement.", "token": "announcement."}


def _word(name: str, value: object) -> object:
    prefix = _TOKEN_PARAMS.get(name)
    key = f"{prefix}{value}"
    if prefix and (key in CATALOGS[_language[0]] or key in ENGLISH):
        return t(key)
    return value
