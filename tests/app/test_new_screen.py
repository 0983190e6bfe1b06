"""A screen added the way a screen folder adds one, entirely in this module (issue 9).

"Table notes" is a made-up screen of an open game: its screen, its part of the state, two
actions with their handlers, its view and its words, declared here as they would be in
``belot/app/screens/notes/``. The page then reaches it through the same dispatch, render,
session and wiring checks as every screen; no other file knows it. README's "Adding a
screen" lists these same steps.
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

import belot.app
from belot.app import actions, controller, render, screen
from belot.app.actions import Action, Plain, Text
from belot.app.common import Back
from belot.app.controller import Controller, check_wiring, handles
from belot.app.markup import Markup, tag
from belot.app.messages import CATALOGS, add_words, t
from belot.app.render import check_views, draws
from belot.app.screen import SHEET, Screen
from belot.app.state import AppState, Part
from belot.app.widgets import button
from tests.app.conftest import make_controller, run, speak, start_game

# --- what the folder would hold -------------------------------------------------------------

NOTES = Screen("test-notes", needs_game=True)  # __init__.py


@dataclass(frozen=True)
class Notes(Part):  # __init__.py: the screen's part of the state
    lives_on = None  # kept while the app runs (a note outlives a visit to the sheet)

    text: str = ""


@dataclass(frozen=True)
class OpenNotes(Plain, name="test-open-notes"):  # actions.py
    """Show the table's notes."""


@dataclass(frozen=True)
class WriteNote(Text, name="test-write-note"):
    """The note as typed."""


@handles(OpenNotes)
def open_notes(controller: Controller, _: OpenNotes) -> None:
    if controller.state.current is not None:
        controller.state = replace(controller.state, screen=NOTES)


@handles(WriteNote)
def write_note(controller: Controller, message: WriteNote) -> None:
    controller.state = controller.state.with_part(Notes(message.text))


@draws(NOTES)  # view.py
def notes_view(state: AppState) -> Markup:
    notes = state.part(Notes) or Notes()
    return tag(
        "section",
        {"data-testid": "test-notes"},
        tag("h1", {}, t("test.notes.title")),
        tag("p", {}, notes.text or t("test.notes.none")),
        button(t("common.back"), Back(), data_testid="back"),
    )


WORDS = {  # words.py
    "en": {"test.notes.title": "Table notes", "test.notes.none": "No notes yet."},
    "bg": {"test.notes.title": "Бележки", "test.notes.none": "Още няма бележки."},
    "fr": {"test.notes.title": "Notes de table", "test.notes.none": "Pas encore de notes."},
}


HANDLED: dict[type[Plain | Text], Callable[..., None]] = {
    OpenNotes: open_notes,
    WriteNote: write_note,
}


def forget() -> None:
    """Take the made-up screen, actions and words out of the app again."""
    for kind in HANDLED:
        controller.HANDLERS.pop(kind, None)
        actions.MESSAGES.pop(kind.name, None)
    screen.SCREENS.pop(NOTES.id, None)
    render.VIEWS.pop(NOTES, None)
    for language, words in WORDS.items():
        for key in words:
            CATALOGS[language].pop(key, None)


forget()  # only while a test of this module runs (the fixture): never in another's


@pytest.fixture(autouse=True)
def folder() -> Iterator[None]:
    """As the app's import of a folder would: the screen, the actions and their handlers
    (made when this module was imported), and the words; afterwards they go again."""
    screen.SCREENS[NOTES.id] = NOTES
    render.VIEWS[NOTES] = notes_view
    for kind, handler in HANDLED.items():
        actions.MESSAGES[kind.name] = kind
        controller.HANDLERS[kind] = handler
    add_words(WORDS)
    try:
        yield
    finally:
        forget()


# --- the page uses it as any other ------------------------------------------------------------


def test_the_new_screen_is_reached_drawn_and_left_like_any_other() -> None:
    check_wiring()  # every action has its handler, every screen its view
    check_views()
    controller = make_controller()
    start_game(controller)
    run(controller, "test-open-notes", ("test-write-note", "Ana deals next <b>"))
    assert controller.state.screen is NOTES
    html = render.render(controller.state)
    assert "Table notes" in html
    assert "Ana deals next &lt;b&gt;" in html  # escaped like every text
    speak(controller, "bg")
    assert "Бележки" in render.render(controller.state)
    run(controller, "back")
    assert controller.state.screen is SHEET
    part = controller.state.part(Notes)
    assert part is not None
    assert part.text == "Ana deals next <b>"


def test_it_needs_a_game_like_the_screens_that_say_so() -> None:
    controller = make_controller()
    run(controller, "test-open-notes")  # no game open: nothing happens
    assert controller.state.screen is screen.HOME
    controller.state = replace(controller.state, screen=NOTES)
    run(controller, "test-write-note")  # a game's screen without a game: the list
    assert controller.state.screen is screen.HOME


def test_a_slip_in_the_wiring_fails_at_import_not_at_a_tap() -> None:
    @dataclass(frozen=True)
    class Forgotten(Plain, name="test-forgotten"):
        """An action whose handler was never written."""

    try:
        with pytest.raises(ValueError, match="actions without a handler: test-forgotten"):
            check_wiring()
    finally:
        actions.MESSAGES.pop(Forgotten.name)
    blank = Screen("test-blank")
    try:
        with pytest.raises(ValueError, match="screens without a view: test-blank"):
            check_views()
    finally:
        screen.SCREENS.pop(blank.id)
    with pytest.raises(ValueError, match="declared twice"):
        Screen("test-notes")
    with pytest.raises(ValueError, match="unknown action 'test-typo'"):
        make_controller().dispatch(Action("test-typo"))


def _app_modules() -> list[str]:
    """Every module of the page's Python but the browser adapter (it needs ``js``)."""
    root = Path(belot.app.__file__).parent
    found = []
    for path in sorted(root.rglob("*.py")):
        name = ".".join(path.relative_to(root.parent.parent).with_suffix("").parts)
        if name.endswith(".__init__"):
            name = name.removesuffix(".__init__")
        if name != "belot.app.adapter":
            found.append(name)
    return found


def test_any_module_of_the_app_can_be_imported_first() -> None:
    """The screens are wired in one order (belot.app.wiring, from the package) whichever
    module a test or the page imports first: none meets another half-imported."""
    script = (
        "import subprocess, sys\n"
        "bad = []\n"
        "for name in sys.argv[1:]:\n"
        "    done = subprocess.run([sys.executable, '-c', f'import {name}'],"
        " capture_output=True, text=True)\n"
        "    if done.returncode:\n"
        "        bad.append(name + ': ' + done.stderr.strip().splitlines()[-1])\n"
        "print('\\n'.join(bad))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *_app_modules()], capture_output=True, text=True, check=True
    )
    assert done.stdout.strip() == ""
