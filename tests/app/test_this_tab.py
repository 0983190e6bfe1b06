"""static/this-tab.js asks for this tab's Web Lock as the page starts, and
belot/app/browser/tabs.py takes the answers: both must name the same things. (What the page
does with them is tested in the page: tests/e2e/test_never_stuck.py.)"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from belot.app.storage import TAB_ID

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = (ROOT / "static" / "this-tab.js").read_text(encoding="utf-8")
TABS = ROOT / "belot" / "app" / "browser" / "tabs.py"  # imports js: read, not imported


def python_constants() -> dict[str, object]:
    """tabs.py's constants (its module-level assignments of literals)."""
    found: dict[str, object] = {}
    for node in ast.parse(TABS.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    found[target.id] = node.value.value
    return found


def script_constant(name: str) -> str:
    """A string constant of this-tab.js (``const NAME = "...";``)."""
    found = re.search(rf'^\s*const {name} = "([^"]*)";', SCRIPT, re.M)
    assert found is not None, name
    return found.group(1)


def test_the_script_asks_for_the_lock_tabs_py_names_and_leaves_it_where_tabs_py_looks() -> None:
    constants = python_constants()
    assert script_constant("KEY") == constants["TAB_KEY"]
    assert script_constant("LOCK") == constants["TAB_LOCK"]
    assert f"globalThis.{constants['ASKED_AHEAD']} = asked;" in SCRIPT


def test_the_script_keeps_an_id_only_if_python_would() -> None:
    found = re.search(r"^\s*const ID = /\^(.+)\$/;", SCRIPT, re.M)
    assert found is not None
    assert found.group(1) == TAB_ID.pattern  # the same pattern, anchored as fullmatch is
    # A new id is a UUID, which Python keeps too.
    assert TAB_ID.fullmatch("0f8fad5b-d9cb-469f-a165-70867728950e")


def test_the_page_loads_the_script() -> None:
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<script defer src="static/this-tab.js"></script>' in page
