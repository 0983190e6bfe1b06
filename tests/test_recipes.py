"""The recipes of docs/recipes.md, followed to the letter in a copy of the project.

Each test copies the package (and the scripts and tests that check it) into a temporary
folder, writes there the files a recipe says to write, as a maintainer would, and runs a
Python with that copy first on ``sys.path``: nothing is registered at run time, so what
finds the new files (the rule systems' and the screens' discovery, the catalog, the
bundling of the screens' CSS) is what is proved. The worked examples:

* a rule system, "Quick belot" (no real game: suits only, game points are the trick
  points rounded 5 up, the takers need more points than the defence or the defence
  writes everything; a house rule says who a tie goes to; 51 wins), in its own module
  ``belot/rulesets/quick.py``, with its words in the three languages;
* a screen, "Table notes" (a line the table keeps about the open game), in its own folder
  ``belot/app/screens/notes/`` with its part of the state, actions, view, words and style,
  and an effect (copying the note) it asks of the browser;
* an effect of its own, "Vibrate", which the browser edge must have a handler for.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# --- the rule system: belot/rulesets/quick.py ------------------------------------------------

RULESET = '''\
"""Quick belot: a made-up rule system (docs/recipes.md, "Adding a rule system").

Suits only; game points are the trick points rounded 5 up; the takers need more points
than the defence, or the defence writes everything; a tie goes to the defence, or to the
takers if the table says so (``tie-goes``); 51 wins.
"""

from __future__ import annotations

from belot.deal import PlayedDeal
from belot.rounding import Rounding, half_up
from belot.rules import (
    Collector,
    Declarations,
    Fixed,
    FromOption,
    Option,
    Preset,
    Rules,
    Ruleset,
    Tie,
    WordFamily,
)
from belot.score import DealScore, Note, Tally, pair, scored
from belot.vocabulary import SUIT_CONTRACTS, Outcome


def score_quick(deal: PlayedDeal, rules: Rules, held: int) -> DealScore:
    """Each team its own points rounded 5 up when made; else the defence all of them."""
    d, o = deal.declarer, deal.defender
    mine, theirs = deal.points[d], deal.points[o]
    if mine > theirs or (mine == theirs and rules.tie is Tie.HANGS):
        outcome, written = Outcome.MADE, (half_up(deal.points[0]), half_up(deal.points[1]))
    else:
        outcome, written = Outcome.FAILED, pair(o, half_up(sum(deal.points)))
    counted = Tally(deal.points, deal.points, (), 0, (Note.of("half-up"),))
    return scored(deal, rules.rounding, outcome, counted, written, (held, held))


QUICK = Ruleset(
    id="quick-belot",
    position=70,
    words=WordFamily.BELOTE,
    contracts=SUIT_CONTRACTS,
    trick_total=dict.fromkeys(SUIT_CONTRACTS, 162),
    scorer=score_quick,
    options=(
        Option("target", 51),
        Option("tie-goes", "defence", choices=("defence", "takers")),
    ),
    presets=(Preset("quick-short", {"target": 31}),),
    declarations=Declarations.BELOT_ONLY,
    cards_may_serve_twice=False,
    doubles=False,
    tie=FromOption("tie-goes", {"defence": Tie.FAILS, "takers": Tie.HANGS}),
    rounding=Fixed(Rounding.HALF_UP),
    collector=Fixed(Collector.NOBODY),
)

RULESETS = (QUICK,)
'''

# Its words: added to each of belot/words/en.py, bg.py and fr.py (the engine's words).
RULESET_WORDS = {
    "en": {
        "ruleset.quick-belot": "Quick belot",
        "option.tie-goes": "A tie goes to",
        "option.tie-goes.help": "Who wins a deal the two teams made as many points in.",
        "option.tie-goes.defence": "the defence",
        "option.tie-goes.takers": "the takers",
        "preset.quick-short": "A short game",
        "preset.quick-short.help": "To 31 points instead of 51.",
    },
    "bg": {
        "ruleset.quick-belot": "Бърз белот",
        "option.tie-goes": "При равенство печели",
        "option.tie-goes.help": "Кой печели раздаване, в което двата отбора имат равни точки.",
        "option.tie-goes.defence": "защитата",
        "option.tie-goes.takers": "играещите",
        "preset.quick-short": "Кратка игра",
        "preset.quick-short.help": "До 31 точки вместо до 51.",
    },
    "fr": {
        "ruleset.quick-belot": "Belote rapide",
        "option.tie-goes": "Une égalité revient à",
        "option.tie-goes.help": "Qui gagne une donne où les deux équipes ont autant de points.",
        "option.tie-goes.defence": "la défense",
        "option.tie-goes.takers": "les preneurs",
        "preset.quick-short": "Partie courte",
        "preset.quick-short.help": "En 31 points au lieu de 51.",
    },
}

# --- the screen: belot/app/screens/notes/ -----------------------------------------------------

SCREEN = {
    "__init__.py": '''\
"""Table notes: a line the table keeps about the open game while the app runs (the worked
example of docs/recipes.md, "Adding a screen")."""

from __future__ import annotations

from dataclasses import dataclass

from belot.app.screen import Screen
from belot.app.state import Part

NOTES = Screen("notes", needs_game=True, reopens=True)


@dataclass(frozen=True)
class Notes(Part):
    """The note as typed; kept while the app runs (lives on no one screen)."""

    text: str = ""
''',
    "actions.py": '''\
"""Open the notes, write the note, copy it."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import Plain, Text
from belot.app.common import queue
from belot.app.controller import Controller, handles, resumes
from belot.app.effects import Copy
from belot.app.screens.notes import NOTES, Notes


@dataclass(frozen=True)
class OpenNotes(Plain, name="notes-open"):
    """Show the table's notes."""


@dataclass(frozen=True)
class WriteNote(Text, name="notes-write"):
    """The note as typed."""


@dataclass(frozen=True)
class CopyNote(Plain, name="notes-copy"):
    """Put the note on the clipboard."""


@resumes(NOTES)  # a reload reopens the notes (else it would reopen on the sheet)
def resume_notes(controller: Controller, _session: dict[str, object]) -> None:
    controller.dispatch(OpenNotes())


@handles(OpenNotes)
def open_notes(controller: Controller, _: OpenNotes) -> None:
    if controller.state.current is not None:
        controller.state = replace(controller.state, screen=NOTES)


@handles(WriteNote)
def write_note(controller: Controller, message: WriteNote) -> None:
    controller.state = controller.state.with_part(Notes(message.text))


@handles(CopyNote)
def copy_note(controller: Controller, _: CopyNote) -> None:
    notes = controller.state.part(Notes)
    if notes is not None and notes.text:
        queue(controller, Copy(notes.text))
''',
    "view.py": '''\
"""The notes: the note, a field to write it, Copy and Back."""

from __future__ import annotations

from belot.app.common import Back
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.notes import NOTES, Notes
from belot.app.screens.notes.actions import CopyNote, WriteNote
from belot.app.state import AppState
from belot.app.widgets import button, field, sends


@draws(NOTES)
def notes_view(state: AppState) -> Markup:
    notes = state.part(Notes) or Notes()
    return tag(
        "section",
        {"class": "notes-screen", "data-testid": "notes"},
        tag("h1", {}, t("notes.title")),
        tag("p", {"data-testid": "note"}, notes.text or t("notes.none")),
        field(
            t("notes.write"),
            tag("input", {"type": "text", "value": notes.text, **sends(WriteNote)}),
        ),
        button(t("notes.copy"), CopyNote(), data_testid="notes-copy"),
        button(t("common.back"), Back(), data_testid="back"),
    )
''',
    "words.py": '''\
"""The words of the table's notes."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "notes.title": "Table notes",
        "notes.none": "No notes yet.",
        "notes.write": "Note",
        "notes.copy": "Copy the note",
    },
    "bg": {
        "notes.title": "Бележки",
        "notes.none": "Още няма бележки.",
        "notes.write": "Бележка",
        "notes.copy": "Копирай бележката",
    },
    "fr": {
        "notes.title": "Notes de table",
        "notes.none": "Pas encore de notes.",
        "notes.write": "Note",
        "notes.copy": "Copier la note",
    },
}
''',
    "style.css": """\
/* The table's notes (this folder's view.py). */
.notes-screen [data-testid="note"] { white-space: pre-wrap; }
""",
}

# --- an effect: belot/app/effects.py, and its handler in belot/app/browser/effects.py ---------

EFFECT = '''

@dataclass(frozen=True)
class Vibrate(Effect):
    """Make the phone vibrate for ``milliseconds``."""

    milliseconds: int
'''

EFFECT_HANDLER = """

@performs(Vibrate)
def vibrate(page: Page, effect: Vibrate) -> None:
    if hasattr(js.navigator, "vibrate"):
        js.navigator.vibrate(effect.milliseconds)
"""


# --- the copy and the Python that runs it -----------------------------------------------------


def copy_of_the_project(into: Path) -> Path:
    """The package, the scripts and the tests that check them, in ``into``."""
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "vendor", "e2e", "screenshots")
    shutil.copytree(ROOT / "belot", into / "belot", ignore=skip)
    shutil.copytree(ROOT / "scripts", into / "scripts", ignore=skip)
    shutil.copytree(ROOT / "static", into / "static", ignore=skip)
    (into / "tests").mkdir()
    for name in ("__init__.py", "scripts.py", "strategies.py", "test_layers.py"):
        shutil.copy2(ROOT / "tests" / name, into / "tests" / name)
    shutil.copytree(ROOT / "tests" / "app", into / "tests" / "app", ignore=skip)
    shutil.copy2(ROOT / "index.html", into / "index.html")
    return into


def add_ruleset(root: Path, words: dict[str, dict[str, str]] = RULESET_WORDS) -> None:
    """Step 1 and 2 of the recipe: the module, and its words in each language's file."""
    (root / "belot" / "rulesets" / "quick.py").write_text(RULESET, encoding="utf-8")
    for language, part in words.items():
        path = root / "belot" / "words" / f"{language}.py"
        source = path.read_text(encoding="utf-8")
        table = (
            "NAMES: Mapping[str, str] = {\n"
            if language == "en"
            else "WORDS: Mapping[str, str] = {\n"
        )
        assert source.count(table) == 1, path
        lines = "".join(
            f"    {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)},\n" for k, v in part.items()
        )
        path.write_text(source.replace(table, table + lines), encoding="utf-8")


def add_screen(root: Path, files: dict[str, str] = SCREEN) -> None:
    folder = root / "belot" / "app" / "screens" / "notes"
    folder.mkdir()
    for name, text in files.items():
        (folder / name).write_text(text, encoding="utf-8")


# First of all: the package is the copy's (the folder the Python runs in), not the project's.
IN_THE_COPY = """\
import os, belot
assert belot.__file__.startswith(os.getcwd()), belot.__file__
"""


def python(root: Path, script: str, *args: str) -> subprocess.CompletedProcess[str]:
    """``script`` run by a Python whose first path is the copy (its ``belot`` is found
    before any other), from the copy's folder."""
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    return subprocess.run(
        [sys.executable, "-c", IN_THE_COPY + textwrap.dedent(script), *args],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )


def pytest_in(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """The copied tests, run on the copy."""
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x", *args]
    return subprocess.run(command, cwd=root, env=env, capture_output=True, text=True, timeout=600)


def passed(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    return done.stdout


@pytest.fixture(scope="module")
def house(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the project with the rule system and the screen of the recipes added."""
    root = copy_of_the_project(tmp_path_factory.mktemp("house"))
    add_ruleset(root)
    add_screen(root)
    return root


# --- adding a rule system ---------------------------------------------------------------------


def test_a_ruleset_module_is_found_and_scores_as_worked_out(house: Path) -> None:
    script = """
    import json
    from belot import Contract, PlayedDeal, RULESETS, make_rules, score_deal
    from belot.explain import explain
    from belot.vocabulary import Outcome

    assert list(RULESETS)[-1] == "quick-belot", list(RULESETS)  # position 70: last
    found = {}
    for contract, declarer, points, options in (
        (Contract.HEARTS, 0, (100, 62), {}),
        (Contract.SPADES, 0, (60, 102), {}),
        (Contract.CLUBS, 1, (81, 81), {}),  # a tie goes to the defence
        (Contract.CLUBS, 1, (81, 81), {"tie-goes": "takers"}),
    ):
        rules = make_rules("quick-belot", options)
        score = score_deal(PlayedDeal(contract, declarer, points), rules)
        found[f"{contract.value} {declarer} {points} {options}"] = [
            list(score.scores), score.outcome.value, explain(score)
        ]
    print(json.dumps(found))
    """
    found = json.loads(passed(python(house, script)))
    assert [v[:2] for v in found.values()] == [
        [[10, 6], "made"],  # 100 and 62 rounded 5 up
        [[0, 16], "failed"],  # 60 < 102: the defence writes 162, rounded
        [[16, 0], "failed"],  # 81 = 81: not more, and a tie goes to the defence
        [[8, 8], "made"],  # the house rule gives a tie to the takers
    ]
    # The breakdown speaks it: the contract, the points, the scorer's note, the outcome.
    assert found["hearts 0 (100, 62) {}"][2] == [
        "Contract: hearts, taken by Us.",
        "Trick points 100 : 62.",
        "Rounded to game points: 5 and above up.",
        "Us made the contract (100 against 62).",
        "Written 10 : 6.",
    ]
    tie, given = (
        found["clubs 1 (81, 81) {}"][2],
        found["clubs 1 (81, 81) {'tie-goes': 'takers'}"][2],
    )
    assert tie[3] == "Them failed the contract (81 against 81)."
    assert given[3] == "Them made the contract (81 against 81)."
    assert (tie[4], given[4]) == ("Written 16 : 0.", "Written 8 : 8.")


def test_a_ruleset_module_plays_a_game_from_the_command_line(house: Path) -> None:
    record = {
        "format": "belot-game",
        "version": 1,
        "rules": "quick-belot",
        "deals": [
            {"contract": "hearts", "declarer": 0, "points": [100, 62]},  # 10 : 6
            {"contract": "spades", "declarer": 0, "points": [60, 102]},  # 0 : 16
            {"contract": "clubs", "declarer": 1, "points": [81, 81]},  # 16 : 0
            {"contract": "diamonds", "declarer": 1, "points": [2, 160]},  # 0 : 16
            {"contract": "hearts", "declarer": 1, "points": [12, 150]},  # 1 : 15
        ],
    }
    (house / "quick.json").write_text(json.dumps(record), encoding="utf-8")
    out = json.loads(
        passed(python(house, "from belot.cli import main; main()", "replay", "quick.json"))
    )
    assert out["rules"] == "quick-belot"
    assert out["totals"] == [27, 53]
    assert out["winner"] == 1
    assert out["next_dealer"] == 1  # five deals, clockwise from seat 0
    assert [d["outcome"] for d in out["deals"]] == ["made", "failed", "failed", "made", "made"]


def test_a_ruleset_module_is_offered_in_each_language_with_its_options_and_preset(
    house: Path,
) -> None:
    script = """
    import belot.app.wiring
    from belot.app.render import render
    from tests.app.conftest import make_controller, run, speak

    for language in ("en", "bg", "fr"):
        controller = make_controller()
        speak(controller, language)
        run(controller, "new-game", ("setup-ruleset", "quick-belot"))
        print(render(controller.state))
        print("=====")
    """
    pages = passed(python(house, script)).split("=====")
    for language, page in zip(("en", "bg", "fr"), pages, strict=False):
        words = RULESET_WORDS[language]
        for key in ("ruleset.quick-belot", "option.tie-goes", "preset.quick-short"):
            assert words[key] in page, (language, key)


def test_the_catalog_checks_pass_with_the_new_ruleset_and_screen(house: Path) -> None:
    passed(pytest_in(house, "tests/app/test_catalog.py", "tests/app/test_catalog_keys.py"))


def test_a_ruleset_without_its_words_in_one_language_fails_the_catalog_check(
    tmp_path: Path,
) -> None:
    root = copy_of_the_project(tmp_path)
    add_ruleset(root, {k: v for k, v in RULESET_WORDS.items() if k != "bg"})
    done = pytest_in(root, "tests/app/test_catalog_keys.py")
    assert done.returncode != 0
    assert "test_every_value_of_a_family_has_its_key[option.{}-bg]" in done.stdout
    assert "['option.tie-goes']" in done.stdout  # the first family checked that lacks it


def test_a_trait_that_reads_no_option_fails_when_declared() -> None:
    """A ruleset's trait names the option it reads: a name it does not offer fails at once
    (when the module is imported), and so does a second ruleset under a taken id."""
    from dataclasses import replace

    from belot.rules import FromOption, Tie
    from belot.rulesets import RULESETS, register

    bulgarian = RULESETS["bulgarian"]
    assert "litige" not in {option.name for option in bulgarian.options}
    with pytest.raises(ValueError, match="reads no option 'litige'"):
        replace(bulgarian, id="broken", tie=FromOption("litige", {"carry": Tie.HANGS}))
    with pytest.raises(ValueError, match="registered twice"):
        register(replace(bulgarian))


# --- adding a screen --------------------------------------------------------------------------


def test_a_screen_folder_is_found_drawn_reached_and_left_like_any_other(house: Path) -> None:
    script = """
    import json
    import belot.app.wiring
    from belot.app.effects import Copy
    from belot.app.render import render
    from belot.app.screen import SCREENS, SHEET, HOME
    from belot.app.screens import folders
    from belot.app.screens.notes import NOTES, Notes
    from belot.app.storage import MemoryStore
    from tests.app.conftest import make_controller, run, speak, start_game
    from tests.app.test_snapshot import used_names, ALLOWED

    assert "notes" in folders() and SCREENS["notes"] is NOTES
    store = MemoryStore()
    controller = make_controller(store)
    run(controller, "notes-open")  # no game open: nothing happens
    assert controller.state.screen is HOME
    start_game(controller)
    run(controller, "notes-open", ("notes-write", "Ana deals next <b>"), "notes-copy")
    assert controller.state.screen is NOTES
    assert controller.state.effects == (Copy("Ana deals next <b>"),)
    html = render(controller.state)
    elements, attributes = used_names(html)
    assert elements <= set(ALLOWED["elements"]), elements - set(ALLOWED["elements"])
    assert attributes <= set(ALLOWED["attributes"]), attributes - set(ALLOWED["attributes"])
    again = make_controller(store)  # a reload reopens it (reopens=True)
    reopened = again.state.screen.id
    speak(controller, "bg")
    bulgarian = render(controller.state)
    run(controller, "back")
    print(json.dumps({
        "html": html, "bg": bulgarian, "reopened": reopened,
        "back": controller.state.screen is SHEET,
        "kept": controller.state.part(Notes).text,
    }))
    """
    found = json.loads(passed(python(house, script)))
    assert "Table notes" in found["html"]
    assert "Ana deals next &lt;b&gt;" in found["html"]  # escaped like every text
    assert 'data-field="notes-write"' in found["html"]
    assert "Бележки" in found["bg"]
    assert found["reopened"] == "notes"
    assert found["back"] is True
    assert found["kept"] == "Ana deals next <b>"  # the part outlives the screen


def test_a_screen_folder_s_style_is_bundled(house: Path) -> None:
    script = """
    import sys
    sys.path.insert(0, "scripts")
    import vendor
    print(vendor.render_screens_css().decode())
    """
    css = passed(python(house, script))
    assert "/* belot/app/screens/notes/style.css */" in css
    assert '.notes-screen [data-testid="note"] { white-space: pre-wrap; }' in css
    # In name order: after keep/, before rules/.
    assert css.index("screens/keep/") < css.index("screens/notes/") < css.index("screens/rules/")


def test_the_layers_hold_with_the_new_ruleset_and_screen(house: Path) -> None:
    passed(pytest_in(house, "tests/test_layers.py"))


def test_a_screen_folder_without_a_view_fails_when_the_screens_are_wired(tmp_path: Path) -> None:
    root = copy_of_the_project(tmp_path)
    add_screen(root, {k: v for k, v in SCREEN.items() if k != "view.py"})
    done = python(root, "import belot.app.wiring")
    assert done.returncode != 0
    assert "screens without a view: notes" in done.stderr


def test_an_action_without_a_handler_fails_when_the_screens_are_wired(tmp_path: Path) -> None:
    root = copy_of_the_project(tmp_path)
    actions = SCREEN["actions.py"].replace("@handles(CopyNote)\n", "")
    add_screen(root, {**SCREEN, "actions.py": actions})
    done = python(root, "import belot.app.wiring")
    assert done.returncode != 0
    assert "actions without a handler: notes-copy" in done.stderr


# --- adding an effect -------------------------------------------------------------------------

# The browser's modules exist only in the page: stand-ins, enough to import the edge.
BROWSER_STAND_INS = """
import sys, types

class StandIn(types.ModuleType):
    def __getattr__(self, name):
        return lambda *args, **kwargs: None

for name in ("js", "pyodide", "pyodide.ffi"):
    sys.modules[name] = StandIn(name)
"""


def test_an_effect_without_a_handler_in_the_browser_edge_fails_at_import(tmp_path: Path) -> None:
    root = copy_of_the_project(tmp_path)
    effects = root / "belot" / "app" / "effects.py"
    effects.write_text(effects.read_text(encoding="utf-8") + EFFECT, encoding="utf-8")
    load = BROWSER_STAND_INS + "import belot.app.browser.effects\n"
    done = python(root, load)
    assert done.returncode != 0
    assert "effects without a handler: Vibrate" in done.stderr
    edge = root / "belot" / "app" / "browser" / "effects.py"
    source = edge.read_text(encoding="utf-8").replace(
        "    ShareLink,\n", "    ShareLink,\n    Vibrate,\n", 1
    )
    ending = "\n\n_unhandled = "
    assert source.count(ending) == 1
    edge.write_text(source.replace(ending, EFFECT_HANDLER + ending), encoding="utf-8")
    passed(
        python(
            root,
            load + "from belot.app.effects import Vibrate\n"
            "assert Vibrate in belot.app.browser.effects.PERFORMERS\n",
        )
    )
