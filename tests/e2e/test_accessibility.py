"""Accessibility of every screen and panel, in Chromium on a 360 x 740 touch phone, in
each language, light and dark.

One tour of the app (:func:`tour`) goes through every screen and panel in one context per
language and, at each stop, records for each colour scheme (switched in place by emulating
the media feature, as a phone switching to dark does):

* what axe-core (node_modules/axe-core, pinned in package.json, for these tests only)
  finds: a violation of impact "serious" or "critical" fails the test, the others are
  printed;
* (light only) every visible control, its box and accessible name: each at least 44 x 44
  CSS px, and no two with the same name unless they do the same thing (the same
  ``data-action`` and ``data-arg``, or the same ``data-field`` and ``data-name``);
* (light only) the same screen at 200 % text: nothing scrolls sideways, and every control
  is within the screen's width and, scrolled to, not covered by anything.

The tour runs once per language and serves the four tests. The audit's context bypasses
the page's Content-Security-Policy, which would refuse the injected axe script
(tests/e2e/test_csp.py checks the policy itself).
"""

from __future__ import annotations

import copy
import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.storage import SCHEMA, game_key

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import FilePayload, Page

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
LANGUAGES = ("en", "bg", "fr")
SCHEMES = ("light", "dark")
TAP = 44  # CSS px: var(--tap) in static/app.css
FAILING = {"serious", "critical"}

DEALS: list[dict[str, Any]] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"contract": "spades", "declarer": 1, "points": [96, 66], "announcements": [[], ["tierce"]]},
    {"contract": "no-trumps", "declarer": 0, "points": [60, 70], "double": 2},
]
# What the list of games finds unreadable on the last stops (see tests/e2e/test_robustness.py).
DAMAGED = {
    game_key("broken"): '{"app": "belot-score", "schema": 1, "id": "broken", "gam',
    game_key("future"): json.dumps(
        {"app": "belot-score", "schema": SCHEMA + 1, "id": "future", "game": {}}
    ),
}

# Each visible control: its tag, test id, box, accessible name and what it does.
CONTROLS = """
() => {
  axe.setup(document);
  try {
    const found = [];
    const wanted = 'button, select, input[type="text"], label:has(input[type="checkbox"])';
    for (const el of document.querySelectorAll(wanted)) {
      if (!el.checkVisibility({ checkOpacityProperty: true, checkVisibilityCSS: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const named = el.matches("label") ? el.querySelector('input[type="checkbox"]') : el;
      const does = [named.dataset.action, named.dataset.arg, named.dataset.field,
                    named.dataset.name].map((v) => v ?? "").join(" ");
      found.push({
        what: el.dataset.testid || named.dataset.testid || el.outerHTML.slice(0, 80),
        name: axe.commons.text.accessibleText(named).trim().replace(/\\s+/g, " "),
        does,
        width: box.width,
        height: box.height,
      });
    }
    return found;
  } finally {
    axe.teardown();
  }
}
"""

# At large text: how wide the page is, and each visible control that is not within the
# screen's width, a button whose words are cut (an ellipsis, a clipped name), or a control
# that, scrolled into view, is not the element at its own centre (something covers it).
LARGE_TEXT = """
() => {
  const root = document.documentElement;
  const width = root.clientWidth;
  const problems = [];
  const wanted = 'button, select, input[type="text"], label:has(input[type="checkbox"])';
  for (const el of document.querySelectorAll(wanted)) {
    if (!el.checkVisibility({ checkOpacityProperty: true, checkVisibilityCSS: true })) continue;
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const what =
      el.dataset.testid || el.textContent.trim().slice(0, 30) || el.outerHTML.slice(0, 60);
    if (box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`${what}: ${Math.round(box.left)}..${Math.round(box.right)} px`);
      continue;
    }
    if (el.matches("button") && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${what}: its words are cut (${el.scrollWidth} px in ${el.clientWidth})`);
    }
    el.scrollIntoView({ block: "center", inline: "nearest" });
    box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 20), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) {
      const cover = hit ? (hit.dataset.testid || hit.className || hit.tagName) : "nothing";
      problems.push(`${what}: covered by ${cover}`);
    }
  }
  window.scrollTo(0, 0);
  return { scrollWidth: root.scrollWidth, clientWidth: width, problems };
}
"""


@dataclass
class Tour:
    """What each stop of one tour found, by stop."""

    axe: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    controls: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    large: dict[str, dict[str, Any]] = field(default_factory=dict)
    stops: list[str] = field(default_factory=list)
    background: dict[str, str] = field(default_factory=dict)  # the page's, as axe saw it


AXE_RUN = """async () => {
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary}`),
    }));
}"""


class Visit:
    """One context's page and what its stops found, in each colour scheme."""

    def __init__(self, page: Page, language: str) -> None:
        self.page = page
        self.language = language
        self.found = {scheme: Tour() for scheme in SCHEMES}

    def stop(self, where: str) -> None:
        """Audit the screen as it is now, dark then light (the tour goes on in light)."""
        page = self.page
        ui.painted(page)  # the screen as drawn (the tour clicks: no tap makes a double tap)
        if not page.evaluate("typeof window.axe === 'object'"):
            page.add_script_tag(content=AXE.read_text(encoding="utf-8"))
        for scheme in reversed(SCHEMES):
            found = self.found[scheme]
            assert where not in found.stops, f"two stops called {where}"
            found.stops.append(where)
            page.emulate_media(color_scheme=scheme)  # type: ignore[arg-type]
            ui.painted(page)
            found.axe[where] = page.evaluate(AXE_RUN)
            found.background[where] = page.evaluate(
                "getComputedStyle(document.body).backgroundColor"
            )
            self.snap(where, scheme)
        light = self.found["light"]
        light.controls[where] = page.evaluate(CONTROLS)
        page.evaluate("document.documentElement.style.fontSize = '200%'")
        try:
            light.large[where] = page.evaluate(LARGE_TEXT)
            self.snap(where + ", 200 %", "light")
        finally:
            page.evaluate("document.documentElement.style.fontSize = ''")
        page.evaluate("window.scrollTo(0, 0)")

    def snap(self, where: str, scheme: str) -> None:
        """The whole screen as a picture if BELOT_SCREENSHOTS names a folder (as ui.snap)."""
        folder = os.environ.get("BELOT_SCREENSHOTS")
        if folder:
            name = re.sub(r"[^\w]+", "-", f"a11y {self.language} {scheme} {where}").strip("-")
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


def click(page: Page, testid: str) -> None:
    by_id(page, testid).click()


def start(page: Page, rules: str = "bulgarian") -> None:
    """From the list of games, a new game of ``rules`` with the default team names."""
    click(page, "new-game")
    if rules != "bulgarian":
        by_id(page, "ruleset").select_option(rules)
    click(page, "start")
    expect(by_id(page, "sheet")).to_be_visible()


def tour(visit: Visit) -> None:
    """Every screen and panel, each audited once (:meth:`Visit.stop`)."""
    page, stop = visit.page, visit.stop
    stop("list of games, empty")

    click(page, "new-game")
    stop("new game")
    click(page, "start")
    expect(by_id(page, "sheet")).to_be_visible()
    stop("sheet, no deals")

    # The deal form: empty, chosen, each folding panel open, the helpers open.
    click(page, "add-deal")
    expect(by_id(page, "deal-form")).to_be_visible()
    stop("deal form")
    click(page, "save-deal")  # says what is missing
    stop("deal form, what is missing")
    click(page, "contract-hearts")
    click(page, "declarer-0")
    ui.type_into(page, "points-0", "100")
    stop("deal form, filled in")
    for panel in ("double", "valat", "announcements"):
        ui.unfold(page, panel)
        stop(f"deal form, {panel} open")
    click(page, "more-0-belot")
    click(page, "count-cards")
    expect(by_id(page, "cards")).to_be_visible()
    click(page, "cards-team-0")
    for card in ("hearts-J", "hearts-9", "spades-A", "clubs-10"):
        click(page, f"card-{card}")
    click(page, "cards-last-0")
    stop("deal form, counting the cards")
    click(page, "cards-close")
    click(page, "decl-open")
    expect(by_id(page, "declarations")).to_be_visible()
    click(page, "decl-add-3-K")
    click(page, "decl-seat-1")
    click(page, "decl-add-square-J")
    stop("deal form, declarations")
    click(page, "decl-close")
    click(page, "passed")
    stop("deal form, a redeal")
    click(page, "passed")
    click(page, "adjusting")
    stop("deal form, a correction")
    click(page, "cancel-deal")
    expect(by_id(page, "sheet")).to_be_visible()

    for deal in DEALS:
        ui.add_deal(page, deal)
    stop("sheet with deals")
    page.wait_for_timeout(ui.GLANCE_MS)
    click(page, "row-2")
    expect(by_id(page, "breakdown")).to_be_visible()
    stop("a deal's breakdown")
    click(page, "delete-deal")
    stop("a deal's breakdown, delete?")
    page.locator("#app .confirm [data-action]:not([data-testid=confirm-yes])").click()
    click(page, "back")

    click(page, "stats-game")
    stop("game statistics")
    click(page, "stats-all")
    stop("all games' statistics")
    click(page, "back")
    click(page, "back")
    expect(by_id(page, "sheet")).to_be_visible()

    click(page, "share")
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    stop("share screen: the code and the link")
    link = by_id(page, "share-link").get_attribute("href")
    assert link is not None
    click(page, "follow")
    click(page, "back")
    expect(by_id(page, "follow-code")).to_be_visible()
    stop("sheet of a followed game: the latest code")
    click(page, "follow-code")
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    click(page, "share-file")
    expect(by_id(page, "share-panel")).to_be_visible()
    stop("share panel")
    click(page, "back")
    expect(by_id(page, "sheet")).to_be_visible()
    click(page, "edit-rules")
    expect(by_id(page, "rules-form")).to_be_visible()
    stop("house rules of the game")
    click(page, "back")
    page.goto(link)  # the game's own link, opened in the page: its preview
    expect(by_id(page, "link-screen")).to_be_visible()
    stop("a game's link: the preview")
    click(page, "import-cancel")

    # A second game, with bids (contrée): its deal form.
    click(page, "games")
    start(page, "contree")
    click(page, "add-deal")
    click(page, "bid-generale")
    stop("deal form with bids")
    click(page, "cancel-deal")
    click(page, "games")

    stop("list of games")
    click(page, "keep-open")
    expect(by_id(page, "keep-screen")).to_be_visible()
    stop("storage and backups")
    click(page, "back")
    page.locator("#app [data-action=ask-delete-game]").first.click()
    stop("list of games, delete?")
    page.locator("#app .confirm [data-action]:not([data-testid=confirm-yes])").click()

    click(page, "transfer")
    expect(by_id(page, "transfer-screen")).to_be_visible()
    stop("export and import")
    choose_import(page)
    expect(by_id(page, "import-review")).to_be_visible()
    stop("export and import, review")
    click(page, "import-cancel")
    click(page, "back")

    page.evaluate(
        "values => { for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v); }",
        DAMAGED,
    )
    ui.reload(page)
    expect(by_id(page, "unreadable")).to_be_visible()
    stop("list of games, unreadable notes")
    click(page, "discard-unreadable")
    stop("list of games, discard unreadable?")
    click(page, "stats-all")
    stop("all games' statistics, from the list")
    click(page, "back")
    club_night(visit)


def club_night(visit: Visit) -> None:
    """A club night's screens: the list, the form, a round with a typed result and two
    results to choose from, a table's code, the standings and a team's rounds, the big
    screen, the teams; and a table's assignment."""
    page, stop = visit.page, visit.stop
    click(page, "tournaments")
    stop("tournaments")
    click(page, "tournament-new")
    by_id(page, "tour-name").fill("Night")
    for row in range(4):
        by_id(page, f"tour-team-{row}").fill(f"T{row + 1}")
    stop("new tournament")
    click(page, "tournament-create")
    click(page, "draw")
    click(page, "type-1")
    by_id(page, "typed-0-0").fill("151")
    by_id(page, "typed-0-1").fill("90")
    stop("a round, a result being typed")
    click(page, "typed-save")
    click(page, "type-1")
    by_id(page, "typed-0-0").fill("80")
    by_id(page, "typed-0-1").fill("160")
    click(page, "typed-save")
    stop("a round")
    click(page, "code-2")
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    stop("a table's code")
    link = by_id(page, "round-table-2").get_attribute("href")
    assert link is not None
    click(page, "code-close")
    click(page, "tab-standings")
    page.locator("[data-testid=standing-1] button.team-open").click()
    stop("standings, a team's rounds")
    click(page, "big-screen")
    stop("standings, the big screen")
    click(page, "big-screen-leave")
    click(page, "tab-teams")
    stop("teams")
    page.goto(link)  # the table's link, opened in the page: its assignment
    expect(by_id(page, "assignment")).to_be_visible()
    stop("a table's assignment")
    click(page, "assignment-cancel")


def choose_import(page: Page) -> None:
    """Choose a file of three games: one stored already, a changed copy, a new one."""
    envelopes = [json.loads(v) for k, v in ui.storage(page).items() if k.startswith("belot:game:")]
    changed = copy.deepcopy(envelopes[0])
    changed["game"]["deals"] = changed["game"]["deals"][:1]
    new = copy.deepcopy(envelopes[0])
    new["id"] = "imported"
    new["game"]["teams"] = ["Ana", "Bo"]
    document = {
        "format": "belot-export",
        "version": 1,
        "app": "belot-score",
        "exported": "2025-01-01T00:00:00Z",
        "games": [envelopes[0], changed, new],
    }
    payload: FilePayload = {
        "name": "games.json",
        "mimeType": "application/json",
        "buffer": json.dumps(document).encode(),
    }
    with page.expect_file_chooser() as chooser:
        click(page, "import-start")
    chooser.value.set_files(payload)


# --- running the tours -------------------------------------------------------------------


@pytest.fixture(scope="module")
def tours(shared_tabs: SharedTabs) -> Callable[[str, str], Tour]:
    """The tour in one language and scheme, run (in both schemes) when a test first asks for
    one of its language."""
    done: dict[str, dict[str, Tour]] = {}

    def get(language: str, scheme: str) -> Tour:
        if language not in done:
            done[language] = run_tour(shared_tabs, language)
        return done[language][scheme]

    return get


def run_tour(shared_tabs: SharedTabs, language: str) -> dict[str, Tour]:
    if not AXE.is_file():
        pytest.fail(f"{AXE.relative_to(ROOT)} is missing: run `npm ci` (make does)")
    # A context of its kind: the page's Content-Security-Policy bypassed (for axe), which
    # the other tests' tabs have not. Each language's tour starts on a first visit.
    tab = shared_tabs.tab(bypass_csp=True, color_scheme="light", has_touch=True)
    page = tab.page
    if language != "en":
        click(page, f"language-{language}")
        expect(page.locator("html")).to_have_attribute("lang", language)
    visit = Visit(page, language)
    tour(visit)
    assert tab.errors == [], "errors in the page"
    assert tab.dialogs == [], "dialogs opened"
    return visit.found


CASES = [pytest.param(lang, sch, id=f"{lang}-{sch}") for lang in LANGUAGES for sch in SCHEMES]


@pytest.mark.parametrize(("language", "scheme"), CASES)
def test_axe_finds_nothing_serious(
    tours: Callable[[str, str], Tour], language: str, scheme: str
) -> None:
    found = tours(language, scheme)
    failing: list[str] = []
    for where, violations in found.axe.items():
        for v in violations:
            line = f"{where}: [{v['impact']}] {v['id']}: {v['help']}"
            details = [f"{line}\n    " + "\n    ".join(v["nodes"][:6])]
            if v["impact"] in FAILING:
                failing += details
            else:
                print(*details, sep="\n")
    assert not failing, "\n".join(failing)


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_scheme_is_audited_in_its_own_colours(
    tours: Callable[[str, str], Tour], language: str
) -> None:
    """The schemes share one tour: at every stop, axe saw the dark page in dark colours."""
    light, dark = tours(language, "light"), tours(language, "dark")
    assert light.stops == dark.stops
    same = [where for where in light.stops if light.background[where] == dark.background[where]]
    assert not same, f"the same background in light and dark at: {same}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_control_is_thumb_sized_with_its_own_name(
    tours: Callable[[str, str], Tour], language: str
) -> None:
    found = tours(language, "light")
    problems: list[str] = []
    for where, controls in found.controls.items():
        for c in controls:
            if c["width"] < TAP or c["height"] < TAP:
                problems.append(f"{where}: {c['what']} is {c['width']:.0f} x {c['height']:.0f}")
            if not c["name"]:
                problems.append(f"{where}: {c['what']} has no name")
        by_name: dict[str, set[str]] = {}
        for c in controls:
            by_name.setdefault(c["name"], set()).add(c["does"])
        problems += [
            f"{where}: {len(does)} controls called {name!r}: "
            + ", ".join(sorted(c["what"] for c in controls if c["name"] == name))
            for name, does in by_name.items()
            if len(does) > 1 and name
        ]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_at_200_percent_text_nothing_scrolls_sideways_and_all_is_reachable(
    tours: Callable[[str, str], Tour], language: str
) -> None:
    found = tours(language, "light")
    problems: list[str] = []
    for where, large in found.large.items():
        if large["scrollWidth"] > large["clientWidth"]:
            problems.append(f"{where}: {large['scrollWidth']} px wide in {large['clientWidth']}")
        problems += [f"{where}: {p}" for p in large["problems"]]
    assert not problems, "\n".join(problems)


def test_axe_is_pinned_for_the_tests_and_never_vendored(site_url: str) -> None:
    """axe-core is an exact devDependency, and scripts/vendor.py (run by site_url) leaves it
    out of static/vendor/ and of what the service worker precaches."""
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert "axe-core" not in package["dependencies"]
    assert re.fullmatch(r"4\.\d+\.\d+", package["devDependencies"]["axe-core"])
    vendor = ROOT / "static" / "vendor"
    assert not [p for p in vendor.rglob("*") if "axe" in p.name.lower()]
    precache = json.loads((vendor / "precache.json").read_text(encoding="utf-8"))
    assert not [url for url in precache["files"] if "axe" in url.lower()]
