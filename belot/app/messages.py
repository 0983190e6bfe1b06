"""The message catalog: every string the page shows goes through :func:`t`.

The catalog is the engine's words (:mod:`belot.words`), the words every screen shares
(:mod:`belot.app.words`) and each screen's own (its folder's ``words.py``, added by
:func:`add_words` when the screens are found: :func:`gathered`). The page has them merged
by its set-up into one file beside this module (:data:`MERGED`, written by
scripts/vendor.py, which leaves the parts out of the page): its start reads that instead
of importing some twenty modules (bench/README.md). Every language has every key; a key
missing from a translation falls back to English.

A count next to a noun takes the language's plural form: such a message has a
key per form, ``key.one`` and ``key.other`` (:data:`PLURAL_FORMS`), and no ``key`` of its
own; :func:`t` picks the form its ``count`` says (:func:`plural_form`). A message with
several counts is a frame filled with one such phrase per count.

The language spoken is the state's (``AppState.language``): :func:`speaking` sets it
while a state is rendered or an action runs; :func:`set_language` sets it outside any
(the controller keeps it equal to the state's after each step).
"""

from __future__ import annotations

import importlib
import marshal
import os
from collections.abc import Iterable, Iterator, Mapping, Set
from contextlib import contextmanager
from typing import TYPE_CHECKING

from belot import words as engine
from belot.app import screens
from belot.errors import BelotError, DealError

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    pass

LANGUAGES = engine.LANGUAGES
CATALOGS: dict[str, dict[str, str]] = {language: {} for language in LANGUAGES}
# The whole catalog as the set-up merged it (:func:`dumps_merged`), beside this module in
# the page's package; not in a checkout, where the parts are gathered at import.
MERGED = "catalog.bin"
MARSHAL_VERSION = 4  # strings and dicts, read the same by every Python 3
ENGLISH: Mapping[str, str] = CATALOGS["en"]
# The plural forms each language tells apart, and the counts that take "one": CLDR's
# cardinal rules for whole numbers (English and Bulgarian "1 game", "0 games"; French
# "0 partie", "1 partie", "2 parties"). Every plural key has every form of each language.
PLURAL_FORMS: Mapping[str, tuple[str, ...]] = dict.fromkeys(LANGUAGES, ("one", "other"))
_ONE: Mapping[str, Set[int]] = {"en": {1}, "bg": {1}, "fr": {0, 1}}
# The language spoken now. A plain value, not a context variable: the page runs on one
# thread, and a browser callback must see what the last step set, whatever task it is in.
_language = ["en"]


def add_words(words: Mapping[str, Mapping[str, str]]) -> None:
    """Add a part of the catalog (``{language: {key: words}}``); a key another part has
    already given other words raises ``ValueError`` (at import, not on screen)."""
    for language, part in words.items():
        catalog = CATALOGS[language]
        for key, text in part.items():
            if catalog.get(key, text) != text:
                raise ValueError(f"catalog key {key!r} has two {language} texts")
            catalog[key] = text


def gathered() -> None:
    """Add every part of the catalog: the engine's words, the shared ones, and each screen
    folder's ``words.py`` (plain data)."""
    from belot.app import words as shared

    add_words(engine.all_words())
    add_words(shared.WORDS)
    for folder in screens.folders():
        if "words" in screens.modules(folder):
            add_words(importlib.import_module(f"belot.app.screens.{folder}.words").WORDS)


def dumps_merged() -> bytes:
    """The whole catalog, as :func:`read_merged` reads it (for the set-up)."""
    merged = {language: dict(CATALOGS[language]) for language in LANGUAGES}
    return marshal.dumps(merged, MARSHAL_VERSION)


def read_merged(path: str) -> dict[str, dict[str, str]] | None:
    """The catalog :func:`dumps_merged` wrote to ``path``; None if there is no such file or
    it is not one (a part of the wrong kind, a language missing or unknown)."""
    try:
        with open(path, "rb") as file:
            found = marshal.loads(file.read())
    except (OSError, EOFError, ValueError, TypeError):
        return None
    if not isinstance(found, dict) or set(found) != set(LANGUAGES):
        return None
    for part in found.values():
        if not isinstance(part, dict):
            return None
        if not all(isinstance(k, str) and isinstance(v, str) for k, v in part.items()):
            return None
    return found


_merged = read_merged(os.path.join(os.path.dirname(__file__), MERGED))
if _merged is None:
    gathered()
else:
    for _spoken, _words in _merged.items():
        CATALOGS[_spoken].update(_words)


def set_language(language: str) -> None:
    """Speak ``language`` from now on (unknown languages read English)."""
    _language[0] = language if language in CATALOGS else "en"


def current_language() -> str:
    return _language[0]


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Speak ``language`` for the time of the ``with`` block."""
    before = _language[0]
    set_language(language)
    try:
        yield
    finally:
        _language[0] = before


def pick_language(preferred: Iterable[str]) -> str:
    """The first of the browser's languages (``bg-BG``, ``fr``…) the catalog has, else English."""
    for tag in preferred:
        base = tag.split("-")[0].lower()
        if base in CATALOGS:
            return base
    return "en"


def plural_form(count: int, language: str | None = None) -> str:
    """The plural form ``count`` takes in ``language`` (the one spoken now by default)."""
    return "one" if abs(count) in _ONE[language or _language[0]] else "other"


def is_plural(key: str) -> bool:
    """Whether ``key`` is a message with plural forms (``key.one``, ``key.other``...)."""
    return key not in ENGLISH and f"{key}.other" in ENGLISH


def known(key: str) -> bool:
    """Whether the catalog has ``key``, as one message or as plural forms."""
    return key in CATALOGS[_language[0]] or key in ENGLISH or is_plural(key)


def term(key: str, ruleset_id: str, /, **params: object) -> str:
    """A word that depends on the game: ``key@<ruleset>``, then ``key@<family>``, then ``key``.

    The family is the ruleset's word family (:class:`belot.rules.WordFamily`).
    """
    from belot.rulesets import find_ruleset

    family = find_ruleset(ruleset_id).words.value
    for candidate in (f"{key}@{ruleset_id}", f"{key}@{family}"):
        if known(candidate):
            return t(candidate, **params)
    return t(key, **params)


def t(key: str, /, **params: object) -> str:
    """The message ``key`` in the current language, with ``params`` filled in.

    A plural key's form is the one ``params["count"]`` takes (see the module's docstring).
    A key missing from a translation falls back to English; a key missing from English
    (or a plural key without a count) is a programming error and raises ``KeyError``.
    """
    template = _template(key, params)
    return template.format(**params) if params else template


def _template(key: str, params: Mapping[str, object]) -> str:
    catalog = CATALOGS[_language[0]]
    if not is_plural(key):
        return catalog.get(key) or ENGLISH[key]
    count = params.get("count")
    if not isinstance(count, int):
        raise KeyError(f"{key} has plural forms: it needs a whole number as its count")
    form = f"{key}.{plural_form(count)}"
    return catalog.get(form) or ENGLISH[f"{key}.{plural_form(count, 'en')}"]


def describe_error(error: BelotError) -> str:
    """An engine error in the current language, as a sentence (no deal number).

    Uses the catalog's ``error.<code>`` with the error's params when there is
    one, and the engine's own English words otherwise.
    """
    key = f"error.{error.code}"
    if error.code and known(key):
        text = t(key, **{name: _word(name, value) for name, value in error.params.items()})
    else:
        text = error.reason if isinstance(error, DealError) else str(error)
    return text[:1].upper() + text[1:]


# Error parameters that are record tokens, and the catalog words for them.
_TOKEN_PARAMS = {"contract": "contract.name.", "square": "announcement.", "token": "announcement."}


def _word(name: str, value: object) -> object:
    prefix = _TOKEN_PARAMS.get(name)
    key = f"{prefix}{value}"
    if prefix and known(key):
        return t(key)
    return value
