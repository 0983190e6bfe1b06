"""A first visit's first paint does without the engine's scoring (bench/README.md): the
page's start and the list of games, empty, painted in each language, import no module of
the rule systems, the games' scoring, their records or the tournaments; the app imports
those where it uses them. Once every screen is imported (belot.app.wiring, right after the
first paint, or before any tap), every module of the engine the app imports anywhere is
imported: no tap imports one.

Run in a new Python, as the page has the package: with its merged catalog and without the
catalog's parts (scripts/vendor.py), and with stand-ins for the browser's ``js`` and
``pyodide.ffi``."""

from __future__ import annotations

import ast
import json
import shutil
import subprocess
import sys

import pytest

from tests.scripts import ROOT, load_script

SCORING = (
    *("belot.game", "belot.rules", "belot.rulesets", "belot.record", "belot.stats"),
    *("belot.declarations", "belot.score", "belot.tournament"),
)

START = """
import itertools, json, sys, types

class Anything:
    def __getattr__(self, name):
        return Anything()

    def __call__(self, *args, **kwargs):
        return Anything()

for name in ("js", "pyodide", "pyodide.ffi"):
    stand_in = types.ModuleType(name)
    stand_in.__getattr__ = lambda attribute: Anything()
    sys.modules[name] = stand_in
sys.modules["js"].window = Anything()
sys.modules["js"].window.location = types.SimpleNamespace(hash="")  # no link in the address
sys.path.insert(0, sys.argv[1])

import belot.app.browser.boot
from belot.app.controller import Controller
from belot.app.render import render
from belot.app.shell import Shell
from belot.app.storage import MemoryStore

from belot.app.browser.address import take_link

assert take_link() is None  # every start asks
painted = {}
for language in ("en", "bg", "fr"):
    ids = itertools.count()
    controller = Controller(MemoryStore(), clock=lambda: "2026-12-06T00:00:00Z",
                            new_id=lambda: f"g{next(ids)}")
    shell = Shell(controller, renderer=render, report=print)
    shell.start((language,))
    painted[language] = str(shell.repaint())
held = sorted(name for name in sys.modules if name.startswith("belot"))
import belot.app.wiring
print(json.dumps({"painted": painted, "held": held, "then": sorted(sys.modules)}))
"""


@pytest.fixture(scope="module")
def started(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    vendor = load_script("vendor")
    folder = tmp_path_factory.mktemp("page")
    shutil.copytree(ROOT / "belot", folder / "belot", ignore=shutil.ignore_patterns("__pycache__"))
    for path in sorted((folder / "belot").rglob("*.py")):
        if vendor.catalog_part(path.relative_to(folder).as_posix()):
            path.unlink()
    (folder / "belot" / "app" / "catalog.bin").write_bytes(vendor.merged_catalog())
    done = subprocess.run(
        [sys.executable, "-c", START, str(folder)], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    found: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def test_the_first_paint_imports_nothing_of_the_scoring(started: dict[str, object]) -> None:
    held = started["held"]
    assert isinstance(held, list)
    assert "belot.app.screens.home.view" in held
    scoring = [name for name in held if name.startswith(SCORING)]
    assert scoring == [], "imported before the first paint: import it where it is used"


def test_the_first_paint_is_the_list_of_games_in_each_language(
    started: dict[str, object],
) -> None:
    painted = started["painted"]
    assert isinstance(painted, dict)
    assert sorted(painted) == ["bg", "en", "fr"]
    for html in painted.values():
        assert html.startswith('<section class="home">'), html[:200]
        assert 'data-action="new-game"' in html
    assert len(set(painted.values())) == 3  # each in its own words


def engine_modules_the_app_imports() -> set[str]:
    """Every module of the engine a module of the app imports, at its top or in a function."""
    found = set()
    for path in (ROOT / "belot" / "app").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                name = node.module
                if name.startswith("belot.") and not name.startswith("belot.app"):
                    found.add(name)
    return found


def test_every_engine_module_the_app_uses_is_imported_with_every_screen(
    started: dict[str, object],
) -> None:
    then = started["then"]
    assert isinstance(then, list)
    wanted = engine_modules_the_app_imports()
    assert {"belot.game", "belot.tournament", "belot.stats"} <= wanted
    assert sorted(wanted - set(then)) == []
