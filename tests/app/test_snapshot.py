"""The picture kept for the next visit (belot.app.snapshot) and what instant-paint.js lets
through: every element and attribute the views write on the screens a reload reopens is in
its allow-list, so the sanitized picture is the one Python drew.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from belot import RULESETS
from belot.app.markup import Markup
from belot.app.messages import CATALOGS, LANGUAGES, set_language
from belot.app.render import render
from belot.app.screens.phone.actions import set_screen_on, set_supported
from belot.app.snapshot import (
    SNAPSHOT_KEY,
    SNAPSHOT_SCHEMA,
    UnreadableSnapshotError,
    read_snapshot,
    session_shows,
    snapshot_text,
)
from belot.app.state import AppState, Notice
from belot.app.storage import GAME_PREFIX, SESSION_KEY, SETTINGS_KEY, MemoryStore, game_key
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "static" / "instant-paint.js"
INDEX = ROOT / "index.html"


def _script_constant(name: str) -> Any:
    """A constant of instant-paint.js written as a JSON literal on one line."""
    found = re.search(rf"^\s*const {name} = (.+);$", SCRIPT.read_text(encoding="utf-8"), re.M)
    assert found is not None, name
    return json.loads(found.group(1))


ALLOWED: dict[str, list[str]] = _script_constant("ALLOWED")


class _Names(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.elements: set[str] = set()
        self.attributes: set[str] = set()
        self.input_types: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.elements.add(tag)
        self.attributes.update(name for name, _ in attrs)
        if tag == "input":
            self.input_types.update(v or "" for n, v in attrs if n == "type")


def used_names(html: str) -> tuple[set[str], set[str]]:
    """The elements and attributes ``html`` uses."""
    names = _Names()
    names.feed(html)
    return names.elements, names.attributes


def screens_a_reload_reopens() -> list[tuple[str, AppState]]:
    """The sheet (with its switch for the screen's lock, held), a deal's detail and the
    deal form (with its panels and every kind of deal) in every ruleset and language."""
    found = []
    for ruleset in sorted(RULESETS):
        for language in LANGUAGES:
            controller = make_controller()
            speak(controller, language)
            set_supported(controller, True)  # the sheet's switch for the screen's lock
            set_screen_on(controller, True)
            start_game(controller, ruleset)
            bid = (("deal-bid", "90"),) if ruleset in ("contree", "coinche") else ()
            enter_deal(controller, "hearts", 0, 100, *bid)
            steps: list[tuple[str, str] | str] = [
                ("open-deal", "0"),
                "back",
                "add-deal",
                ("deal-contract", "hearts"),
                ("deal-declarer", "1"),
                ("deal-points", "1=90"),
                "cards-open",
                ("cards-toggle", "hearts:J"),
                "cards-close",
                "decl-open",
                ("decl-add", "0:sequence:3:K:hearts"),
                "decl-close",
                ("deal-adjusting", "true"),
                ("deal-points", "0=-10"),
                ("deal-passed", "true"),
            ]
            for step in steps:
                run(controller, step)
                found.append((f"{ruleset}/{language}/{step}", controller.state))
    set_language("en")
    return found


def test_the_allow_list_has_what_every_reopened_screen_uses() -> None:
    elements, attributes, types = set(), set(), set()
    for _, state in screens_a_reload_reopens():
        names = _Names()
        names.feed(render(state))
        elements |= names.elements
        attributes |= names.attributes
        types |= names.input_types
    set_language("en")
    assert elements <= set(ALLOWED["elements"])
    assert attributes <= set(ALLOWED["attributes"])
    assert types <= set(ALLOWED["input-types"])
    assert not {"script", "meta", "link", "img", "form", "a", "iframe", "style", "svg"} & set(
        ALLOWED["elements"]
    )
    assert not {a for a in ALLOWED["attributes"] if a.startswith("on")} | (
        {"href", "src", "style", "action", "formaction", "srcdoc"} & set(ALLOWED["attributes"])
    )


def test_the_loading_line_is_in_the_catalog_s_words() -> None:
    """instant-paint.js words the loading line before Python starts, in each of the app's
    languages; index.html's own words (before any script) are the English ones."""
    loading = _script_constant("LOADING")
    assert set(loading) == set(LANGUAGES)
    for language, words in loading.items():
        assert words == CATALOGS[language]["app.loading"]
    found = re.search(r'<p id="loading" role="status">([^<]*)</p>', INDEX.read_text("utf-8"))
    assert found is not None
    assert found.group(1) == CATALOGS["en"]["app.loading"]


def test_the_script_reads_the_keys_python_writes() -> None:
    assert _script_constant("KEYS") == {
        "snapshot": SNAPSHOT_KEY,
        "session": SESSION_KEY,
        "settings": SETTINGS_KEY,
        "game": GAME_PREFIX,
    }
    assert game_key("g1") == GAME_PREFIX + "g1"


def test_the_schema_is_the_one_the_script_reads() -> None:
    assert re.search(rf"const SCHEMA = {SNAPSHOT_SCHEMA};", SCRIPT.read_text(encoding="utf-8"))


def _sheet_state() -> tuple[AppState, str]:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    session = controller.store.get(SESSION_KEY)
    assert session is not None
    return controller.state, session


def test_a_snapshot_of_the_sheet_reads_back() -> None:
    state, session = _sheet_state()
    text = snapshot_text(state, session, "bg", render, render(state))
    assert text
    snapshot = read_snapshot(text)
    assert state.current is not None
    assert snapshot["game"] == state.current.id
    assert snapshot["revision"] == state.current.revision
    assert snapshot["session"] == session
    assert snapshot["lang"] == "bg"
    assert 'data-testid="sheet"' in snapshot["html"]


@pytest.mark.parametrize(("on", "refused"), [(True, False), (False, True), (False, False)])
def test_the_picture_is_what_the_first_paint_after_a_reload_draws(on: bool, refused: bool) -> None:
    """The page's first paint over the picture then has nothing to change in it
    (belot.app.browser.page), and the picture shows nothing a reload does not: no Undo
    (none is kept), the screen's lock not held yet (asked for after that paint)."""
    store = MemoryStore()
    controller = make_controller(store)
    set_supported(controller, True)  # as the browser edge says before its first paint
    start_game(controller)
    enter_deal(controller, "hearts", 0, 100)
    enter_deal(controller, "spades", 1, 90)
    run(controller, "undo")  # something to undo and to redo
    set_screen_on(controller, on, refused=refused)  # what the browser did with the lock
    state, session = controller.state, controller.store.get(SESSION_KEY)
    assert state.undo
    assert state.redo
    text = snapshot_text(state, session, "en", render, render(state))
    assert text

    reloaded = make_controller(store)
    set_supported(reloaded, True)
    assert reloaded.state.current == state.current
    assert read_snapshot(text)["html"] == render(reloaded.state)
    assert state.as_reloaded() is not state
    assert reloaded.state.as_reloaded() is reloaded.state  # nothing more to leave out


def test_a_notice_is_left_out_of_the_picture() -> None:
    state, session = _sheet_state()
    noticed = AppState(**{**state.__dict__, "notice": Notice("notice.undone")})
    text = snapshot_text(noticed, session, "en", render, render(noticed))
    assert text
    assert 'data-testid="notice"' not in read_snapshot(text)["html"]


def test_another_tab_s_screen_keeps_its_snapshot_and_the_list_has_none() -> None:
    state, _ = _sheet_state()
    other = json.dumps({"screen": "sheet", "game": "someone-else"})
    assert snapshot_text(state, other, "en", render, render(state)) is None
    assert not session_shows("[" * 100_000, state)  # read with limits, never a crash
    controller = make_controller()
    run(controller, "home")
    home_session = controller.store.get(SESSION_KEY)
    assert snapshot_text(controller.state, home_session, "en", render, Markup("<p>")) == ""


@pytest.mark.parametrize(
    "text",
    [
        "",
        "[]",
        "{}",
        json.dumps({"schema": 1, "html": "<p>"}),
        json.dumps(
            {
                "schema": SNAPSHOT_SCHEMA,
                "session": "{}",
                "game": "g",
                "revision": True,
                "lang": "en",
                "html": "",
            }
        ),
        "[" * 10_000,
    ],
)
def test_a_snapshot_that_is_not_one_is_refused(text: str) -> None:
    with pytest.raises(UnreadableSnapshotError):
        read_snapshot(text)


def _python_mjs_words(name: str) -> dict[str, str]:
    """A table of words of static/python.mjs: ``const NAME = { en: "...", ... };``."""
    text = (ROOT / "static" / "python.mjs").read_text(encoding="utf-8")
    found = re.search(rf"^const {name} = \{{\n(.*?)\n\}};$", text, re.M | re.S)
    assert found is not None, name
    pairs = re.findall(r'^\s*(\w+): ("(?:[^"\\]|\\.)*"),$', found.group(1), re.M)
    return {language: json.loads(words) for language, words in pairs}  # JS escapes too


def test_a_first_visit_says_what_it_fetches_in_the_catalog_s_words() -> None:
    """The progress line of a first visit and "Starting Python", in the language
    of the page, are the catalog's words (static/python.mjs shows them before Python)."""
    for name, key in (("FETCHING", "app.fetching"), ("STARTING", "app.starting")):
        table = _python_mjs_words(name)
        assert set(table) == set(LANGUAGES)
        for language, words in table.items():
            assert words == CATALOGS[language][key], (name, language)
