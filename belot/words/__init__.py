"""The engine's part of the catalog: its words in English, Bulgarian and French.

The engine names everything by id (a ruleset, an option and its choices, a contract, an
error code, a note of a breakdown); these are the words for those ids. English is what
the engine itself speaks (error messages, :func:`belot.explain.explain`, the command
line); the page's catalog (:mod:`belot.app.messages`) takes all three languages and
adds its own words.
"""

from __future__ import annotations

from collections.abc import Mapping

from belot.words import en

LANGUAGES = ("en", "bg", "fr")


def all_words() -> Mapping[str, Mapping[str, str]]:
    """The engine's words in each of :data:`LANGUAGES`. Bulgarian and French are imported
    when asked: the engine itself speaks English, and the page has the whole catalog
    merged at set-up (belot.app.messages), so that its start imports neither."""
    from belot.words import bg, fr

    return {"en": en.WORDS, "bg": bg.WORDS, "fr": fr.WORDS}


def english(key: str, /, **params: object) -> str:
    """The English words of ``key`` with ``params`` filled in."""
    template = en.WORDS[key]
    return template.format(**params) if params else template
