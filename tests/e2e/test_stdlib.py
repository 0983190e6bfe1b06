"""The page runs on the standard library it ships, which holds only the modules it imports
(scripts/vendor.py: traced by scripts/trace.py, plus scripts/page-modules.txt): every
screen and every path a player takes works, and no module is missing.

The page is driven two ways, on the trimmed standard library, and fails on an
ImportError (ModuleNotFoundError included) anywhere, in the console too:

1. as a player: a game entered with the keypad and the card counter, what each player
   declared, a deal opened and edited, the house rules, statistics, the share screen (its
   QR code, drawn with segno.zip), a game's link opened, the export of a game and of all
   games, an import, the safekeeping screen, every language;
2. by scripts/trace.py's own tour, in the page's Python (the runtime of the page, PyScript
   and the browser edge loaded): every screen found by discovery (belot.app.wiring) and
   the actions reached from them by taps, with each effect answered.

``BELOT_RECORD_PAGE_MODULES=1`` records scripts/page-modules.txt instead: the page is
given the whole standard library, driven as a player (1., the QR code last), and the
modules it imported before drawing a code that scripts/trace.py does not find under Node
are written there. Do it after a PyScript or Pyodide upgrade, or when the browser edge
imports a module of the standard library it did not before (this test then fails, naming
it), and commit the file.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.scripts import load_script

from . import ui
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page, Route

ROOT = Path(__file__).resolve().parents[2]
RECORD = bool(os.environ.get("BELOT_RECORD_PAGE_MODULES"))
MISSING = re.compile(r"ImportError|ModuleNotFoundError|No module named")
RECORDED = "# Last recorded with"  # the line of scripts/page-modules.txt saying with what

# Appended to static/python.mjs as this test serves it: the page's Python, for the test to
# ask (the page itself keeps it to PyScript).
EXPOSE = "\nstarting?.then((pyodide) => { globalThis.__belotPython = pyodide; });\n"
MODULES_JS = """() => JSON.parse(window.__belotPython.runPython(
  "import json, sys; json.dumps(sorted(sys.modules))"))"""
# Whether PyScript's own Python package was written where the page's Python imports from
# (the core chunk as published writes it before each script; scripts/vendor.py leaves that
# out: core_without_python).
PYSCRIPT_WRITTEN_JS = """() => window.__belotPython.runPython(
  "import os; os.path.exists('/home/pyodide/pyscript')")"""


def vendor() -> Any:
    return load_script("vendor")


METHODS_JS = "performance.getEntriesByName('belot:dataclass-methods')[0].detail"
# What Python's own start compiled of its dataclass methods, and took from the set-up's
# (scripts/start_site.py, the page's sitecustomize).
START_METHODS_JS = """() => window.__belotPython.runPython(
  "import sitecustomize as s; [len(s.COMPILED), len(s.USED)]").toJs()"""


@pytest.fixture
def page(browser: Browser, site_url: str) -> Any:
    """The app in a context of its own (its static/python.mjs routed to expose Python;
    service workers blocked, so nothing is served from a cache), with paints checked."""
    context = browser.new_context(service_workers="block", accept_downloads=True)
    page = context.new_page()
    tab = ui.watch(page)
    source = (ROOT / "static" / "python.mjs").read_text(encoding="utf-8")

    def expose(route: Route) -> None:
        route.fulfill(body=source + EXPOSE, content_type="text/javascript")

    page.route("**/static/python.mjs", expose)
    if RECORD:  # the whole standard library, compiled as vendor.py compiles it
        v = vendor()
        stdlib = (v.NODE_MODULES / "pyodide" / v.STDLIB).read_bytes()
        whole = v.compiled(stdlib, v.STDLIB_PATH, v._all())
        page.route(
            f"**/{v.VENDOR_URL}/pyodide/{v.STDLIB}",
            lambda route: route.fulfill(body=whole, content_type="application/zip"),
        )
    page.goto(site_url + "?check-paint")
    ui.wait_ready(page)
    page.wait_for_function("window.__belotPython !== undefined")
    yield tab
    context.close()


def modules(page: Page) -> list[str]:
    found: list[str] = page.evaluate(MODULES_JS)
    return found


def act(page: Page, action: str, arg: str | None = None) -> None:
    """Tap the (first visible) control that sends ``action`` (with ``arg``)."""
    selector = f'[data-action="{action}"]' + (f'[data-arg="{arg}"]' if arg is not None else "")
    page.locator(selector).locator("visible=true").first.click()


def as_a_player(page: Page, tmp_path: Path) -> None:
    """The paths a player takes, but for the QR code (see :func:`share`)."""
    ui.start_game(page, "bulgarian", ("Ana", "Vera"))
    ui.add_deal(page, {"contract": "hearts", "declarer": 0, "points": [97, 65]})
    act(page, "add-deal")  # the card counter, what each player declared
    by_id(page, "contract-spades").click()
    by_id(page, "declarer-1").click()
    act(page, "cards-open")
    act(page, "cards-close")
    act(page, "decl-open")
    act(page, "decl-close")
    act(page, "cancel-deal")
    ui.tap_row(page, 1)  # a deal opened
    by_id(page, "back").click()
    act(page, "edit-rules")  # the house rules
    by_id(page, "back").click()
    act(page, "stats-game")  # statistics
    act(page, "stats-back")
    with page.expect_download() as download:  # a game exported
        act(page, "export-game")
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(str(exported))
    document = json.loads(exported.read_text(encoding="utf-8"))
    for entry in document["games"]:  # another game than the one here: it is added
        entry["id"] = entry["id"] + "x"
    exported.write_text(json.dumps(document), encoding="utf-8")
    ui.go_home(page)
    act(page, "stats-all")
    act(page, "stats-back")
    act(page, "transfer-open")  # every game exported, a file imported
    with page.expect_download():
        act(page, "export-all")
    with page.expect_file_chooser() as chooser:
        act(page, "import-start")
    chooser.value.set_files(str(exported))
    act(page, "import-confirm")
    ui.go_home(page)
    act(page, "keep-open")  # safekeeping
    by_id(page, "back").click()
    for language in ("bg", "fr", "en"):
        act(page, "set-language", language)
    ui.start_game(page, "contree", ("Nous", "Eux"))  # bids, a belote
    ui.add_deal(page, {"contract": "hearts", "declarer": 0, "bid": 80, "points": [97, 65]})


def share(page: Page, site_url: str) -> None:
    """The share screen draws the QR code (segno.zip); its link opens the game."""
    by_id(page, "share").click()
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    href = by_id(page, "share-link").get_attribute("href")
    assert href is not None
    by_id(page, "back").click()
    page.goto(site_url + "?check-paint" + href[href.index("#") :])
    ui.wait_ready(page)
    expect(by_id(page, "link-screen")).to_be_visible()


def the_tour_in_the_page(page: Page) -> dict[str, Any]:
    """scripts/trace.py's tour, run by the page's own Python: what it reached."""
    tour = (ROOT / "scripts" / "trace.py").read_text(encoding="utf-8")
    found: dict[str, Any] = page.evaluate(
        """async (tour) => {
          const python = window.__belotPython;
          const response = await fetch("static/vendor/segno.zip");
          python.globals.set("segno_zip", new Uint8Array(await response.arrayBuffer()));
          python.globals.set("tour_source", tour);
          return JSON.parse(python.runPython(`
import json, types
from belot.app.actions import MESSAGES
from belot.app.screen import SCREENS
tracing = types.ModuleType("tracing")
exec(tour_source, tracing.__dict__)
done = tracing.Tour(segno_zip.to_py())
done.run(tracing.STEPS)
json.dumps({"screens": sorted(done.screens), "all": sorted(SCREENS),
            "actions": len(done.actions), "known": len(MESSAGES)})
`));
        }""",
        tour,
    )
    return found


@pytest.mark.skipif(RECORD, reason="recording scripts/page-modules.txt")
def test_every_screen_and_path_runs_on_the_standard_library_shipped(
    page: ui.Tab, site_url: str, tmp_path: Path
) -> None:
    as_a_player(page.page, tmp_path)
    share(page.page, site_url)
    page.page.wait_for_function("window.__belotPython !== undefined")
    reached = the_tour_in_the_page(page.page)
    assert reached["screens"] == reached["all"], "the tour missed screens"
    assert reached["actions"] > reached["known"] // 2
    assert [e for e in page.errors if MISSING.search(e)] == []
    assert page.errors == []
    # Nothing left out that the page imported (it would have failed above), and what
    # it imports is what vendor.py ships: traced, recorded, or segno.zip's.
    with_modules = set(modules(page.page))
    assert {"asyncio", "json", "belot.app.browser.boot"} <= with_modules
    # PyScript ran static/boot.py without its own Python package: not written, not imported.
    assert [m for m in with_modules if m.split(".")[0] == "pyscript"] == []
    assert page.page.evaluate(PYSCRIPT_WRITTEN_JS) is False
    # The dataclasses: nearly all made from the shapes the set-up saw, their sources not
    # even written; the few others' methods taken from what the set-up compiled, none
    # compiled here (belot.app.dataclass_methods; no snapshot: the package imported in the
    # page).
    methods = page.page.evaluate(METHODS_JS)
    assert methods["compiled"] == 0
    assert methods["made_from_shapes"] > 250
    assert 0 < methods["sources"] <= 10
    if not RECORD:  # (the whole standard library as published has no sitecustomize)
        compiled, used = page.page.evaluate(START_METHODS_JS)
        assert compiled == 0
        assert used >= 5


@pytest.mark.skipif(not RECORD, reason="BELOT_RECORD_PAGE_MODULES=1 records the file")
def test_record_the_modules_only_the_page_imports(
    page: ui.Tab, site_url: str, tmp_path: Path
) -> None:
    as_a_player(page.page, tmp_path)
    seen = set(modules(page.page))
    share(page.page, site_url)  # checked to work, not recorded: segno.zip's
    v = vendor()
    package = v.page_package()
    trace, _, _ = v.traced(package, v.render_zip(v.segno_files()))
    node = set(trace["tour"]) - set(trace["qr"])
    with __import__("zipfile").ZipFile(v.NODE_MODULES / "pyodide" / v.STDLIB) as archive:
        names = archive.namelist()
    only_page = sorted(m for m in seen - node if v.stdlib_files([m], names))
    header = [
        line
        for line in v.PAGE_MODULES.read_text(encoding="utf-8").splitlines()
        if line.startswith("#") and not line.startswith(RECORDED)
    ]
    pins = v.pinned_versions()
    header.append(
        f"{RECORDED} PyScript {pins['@pyscript/core']} and Pyodide {pins['pyodide']}"
        f" ({len(only_page)} modules)."
    )
    v.PAGE_MODULES.write_text("\n".join([*header, *only_page]) + "\n", encoding="utf-8")
    print("recorded:", json.dumps(only_page))
    assert page.errors == []
