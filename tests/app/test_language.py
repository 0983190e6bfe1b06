"""Bulgarian, English and French: picking, switching, and a complete catalog."""

from __future__ import annotations

import string
from collections.abc import Iterator

import pytest

from belot.app.messages import CATALOGS, ENGLISH, LANGUAGES, pick_language, set_language, t
from belot.app.render import render
from belot.app.storage import MemoryStore
from tests.app.conftest import make_controller, run


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_every_message_is_translated_with_the_same_placeholders(language: str) -> None:
    catalog = CATALOGS[language]
    missing = sorted(set(ENGLISH) - set(catalog))
    assert missing == []
    for key, english in ENGLISH.items():
        assert placeholders(catalog[key]) == placeholders(english), key


def test_the_browser_language_is_the_first_guess() -> None:
    assert pick_language(["de-DE", "bg-BG", "en"]) == "bg"
    assert pick_language(["fr-CA"]) == "fr"
    assert pick_language(["de"]) == "en"
    assert pick_language([]) == "en"


def test_a_chosen_language_outlives_the_browser_guess() -> None:
    store = MemoryStore()
    first = make_controller(store)
    first.start(("bg-BG",))
    assert t("home.new") == "Нова игра"
    run(first, ("set-language", "fr"))
    assert 'aria-pressed="true" lang="fr"' in render(first.state)
    again = make_controller(store)
    again.start(("bg-BG",))
    assert t("sheet.add") == "Nouvelle donne"
    run(again, ("set-language", "xx"))  # unknown: ignored
    assert t("sheet.add") == "Nouvelle donne"
