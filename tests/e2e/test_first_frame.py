"""The page before Python is ready, and the moment Python takes it over.

* From the first frame on every visit, the loading line is in the language Python will
  speak (the player's choice, else the browser's), and so is ``<html lang>``
  (static/instant-paint.js). What the first frame showed is recorded by an init script,
  in the first animation frame: the page's scripts are render-blocking, so that frame is
  the first one painted.
* Nothing moves when Python's first paint replaces "Loading…" (a first visit) or the saved
  sheet (a repeat visit): the cumulative layout shift, summed over every 'layout-shift'
  entry a PerformanceObserver reports (buffered), stays below 0.01, and on the instant
  paint the loading badge covers no text of the page.

Set ``BELOT_SCREENSHOTS=<dir>`` to keep screenshots of the loading states (ui.snap).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.messages import CATALOGS, set_language
from belot.app.storage import SETTINGS_KEY, MemoryStore
from tests.app.conftest import make_controller

from . import ui
from .conftest import SharedTabs
from .test_instant import BULGARIAN_DEALS, RECORD, play
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page, Route

pytestmark = pytest.mark.e2e

MAX_SHIFT = 0.01  # Lighthouse's "good" is below 0.1

# window.__firstFrame: the language and the loading line in the first frame;
# window.__shifts: every layout shift of the page, as a PerformanceObserver reports it.
OBSERVE = """
window.__firstFrame = null;
requestAnimationFrame(() => {
  const loading = document.getElementById("loading");
  window.__firstFrame = {
    lang: document.documentElement.lang,
    loading: loading?.textContent,
    shown: loading !== null && loading.checkVisibility(),
    position: loading && getComputedStyle(loading).position,
    ready: document.documentElement.hasAttribute("data-ready"),
  };
});
window.__shifts = [];
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) {
    window.__shifts.push({
      value: entry.value,
      at: entry.startTime,
      sources: entry.sources.map((s) => s.node?.nodeName + "#" + (s.node?.id ?? "")),
    });
  }
}).observe({ type: "layout-shift", buffered: true });
"""

# Where the page's text and its main parts are: to compare before and after Python, and to
# find what the loading badge covers.
GEOMETRY = """() => {
  const box = (r) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
  const app = document.getElementById("app");
  const parts = {};
  for (const selector of ["#app h1", "[data-testid=sheet]", "[data-testid=add-deal]"]) {
    const element = document.querySelector(selector);
    if (element) parts[selector] = box(element.getBoundingClientRect());
  }
  const texts = [];
  const walker = document.createTreeWalker(app, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const r of range.getClientRects()) texts.push({ text: node.data.trim(), ...box(r) });
  }
  const loading = document.getElementById("loading");
  return {
    parts,
    texts,
    loading: loading.checkVisibility() ? box(loading.getBoundingClientRect()) : null,
    body: box(document.body.getBoundingClientRect()),
  };
}"""

SETTLE_MS = 1500  # after data-ready: what the first paint starts (the screen lock) is done


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """An empty browser profile, service workers blocked (as tests/e2e/test_instant.py): the
    tests watch the page from its first frame (init scripts), which is what they are about."""
    context = browser.new_context(service_workers="block")
    try:
        yield context
    finally:
        context.close()


def speaking(languages: list[str], settings: str | None = None) -> str:
    """An init script: the browser's languages are ``languages``; the stored settings
    ``settings`` (as left by an earlier visit), if not None."""
    script = (
        f"Object.defineProperty(navigator, 'languages', {{ get: () => {json.dumps(languages)} }});"
    )
    if settings is not None:
        script += f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(settings)});"
    return script


def python_language(languages: list[str], settings: str | None) -> str:
    """The language Python starts in with these browser languages and stored settings
    (belot.app.controller.Controller.start, on a store holding only the settings)."""
    store = MemoryStore()
    if settings is not None:
        store.set(SETTINGS_KEY, settings)
    controller = make_controller(store)
    controller.start(tuple(languages))
    language = controller.state.language
    set_language("en")
    return language if language in CATALOGS else "en"


def loading_words(language: str) -> re.Pattern[str]:
    """What the loading line of a first visit may say in ``language`` before Python is up:
    "Loading…" (static/instant-paint.js), or, once the runtime's files are coming in, how
    much of them has (static/python.mjs: a first frame late on a busy machine has shown
    it), or that Python is starting."""
    words = CATALOGS[language]
    fetching = re.escape(words["app.fetching"])
    for field in ("got", "total"):
        fetching = fetching.replace(re.escape("{" + field + "}"), r"[0-9]+[.,][0-9]")
    said = (re.escape(words["app.loading"]), fetching, re.escape(words["app.starting"]))
    return re.compile("|".join(said))


def first_frame(page: Page) -> dict[str, Any]:
    page.wait_for_function("window.__firstFrame !== null")
    frame: dict[str, Any] = page.evaluate("window.__firstFrame")
    return frame


def shift(page: Page) -> float:
    """The page's cumulative layout shift so far, every entry counted."""
    shifts: list[dict[str, Any]] = page.evaluate("window.__shifts")
    total = sum(float(s["value"]) for s in shifts)
    print(f"layout shift {total:.6f}: {shifts}")
    return total


def reload_on_the_instant_paint(page: Page) -> tuple[list[Route], dict[str, Any]]:
    """Reload with Python held back, observed from the first frame (the context's OBSERVE):
    the instant paint is on screen. Returns the held request and the paint's geometry."""
    held = ui.hold_python(page)
    page.wait_for_function("window.__instant !== null")
    return held, page.evaluate(GEOMETRY)


@pytest.fixture
def watched(shared_tabs: SharedTabs) -> ui.Tab:
    """A tab of the app as on a first visit, in a context whose pages all run RECORD (the
    instant paint, tests/e2e/test_instant.py) and OBSERVE from their first script on (a
    context of its kind, shared by the tests that need both)."""
    return shared_tabs.tab(init_script=RECORD + OBSERVE)


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return (
        a["x"] < b["x"] + b["width"]
        and b["x"] < a["x"] + a["width"]
        and a["y"] < b["y"] + b["height"]
        and b["y"] < a["y"] + a["height"]
    )


@pytest.mark.parametrize(
    ("languages", "settings", "expected"),
    [
        (["bg-BG", "en"], None, "bg"),
        (["fr-CA"], None, "fr"),
        (["de-DE", "fr", "bg"], None, "fr"),
        (["de-DE"], None, "en"),
        ([], None, "en"),
        (["bg"], '{"language": "fr"}', "fr"),  # the player's choice comes first
        (["en-GB"], '{"language": "bg"}', "bg"),
        (["bg"], '{"language": "de"}', "en"),  # a choice Python cannot speak: English
        (["bg"], "{}", "bg"),
        (["fr"], '{"language": 7}', "fr"),  # settings Python cannot read: the browser's
        (["fr"], '{"language": "bg", "theme": "dark"}', "fr"),
        (["bg"], "{not json", "bg"),
    ],
)
def test_the_loading_line_is_in_the_page_s_language_from_the_first_frame(
    context: BrowserContext,
    site_url: str,
    languages: list[str],
    settings: str | None,
    expected: str,
) -> None:
    assert python_language(languages, settings) == expected  # as Python will start
    page = context.new_page()
    page.add_init_script(OBSERVE + speaking(languages, settings))
    # Only the first frame counts here: Python is not even loaded.
    page.route(
        "**/static/vendor/pyscript/core.js",
        lambda route: route.fulfill(body="", content_type="text/javascript"),
    )
    page.goto(site_url, wait_until="commit")
    frame = first_frame(page)
    assert frame["lang"] == expected
    assert loading_words(expected).fullmatch(frame["loading"])
    assert frame["shown"] is True
    assert frame["position"] in ("absolute", "fixed")  # no room taken in the flow


@pytest.mark.parametrize("language", sorted(CATALOGS))
def test_the_loading_words_are_each_language_s_own(language: str) -> None:
    words = CATALOGS[language]
    point = "." if language == "en" else ","
    fetching = words["app.fetching"].format(got=f"3{point}2", total=f"4{point}3")
    found = loading_words(language)
    for said in (words["app.loading"], fetching, words["app.starting"]):
        assert found.fullmatch(said)
    for other in set(CATALOGS) - {language}:
        assert not found.fullmatch(CATALOGS[other]["app.loading"])
        assert not found.fullmatch(CATALOGS[other]["app.starting"])


def test_a_first_visit_does_not_shift_when_python_takes_over(
    context: BrowserContext, site_url: str
) -> None:
    page = context.new_page()
    page.add_init_script(OBSERVE + speaking(["bg-BG", "bg", "en-US"]))
    tab = ui.watch(page)
    held = ui.hold_python(page, site_url)
    frame = first_frame(page)
    assert frame == {
        "lang": "bg",
        "loading": "Зареждане…",
        "shown": True,
        "position": "absolute",
        "ready": False,
    }
    loading = page.evaluate(GEOMETRY)
    assert loading["body"]["y"] == 0  # the loading line pushes nothing, not even <body>
    ui.snap(page, "first-visit-loading")
    ui.let_python_go(page, held)
    expect(by_id(page, "new-game")).to_be_visible()
    assert page.evaluate("document.documentElement.lang") == "bg"
    ui.snap(page, "first-visit-ready")
    assert shift(page) < MAX_SHIFT
    assert tab.errors == []


def test_a_repeat_visit_does_not_shift_from_the_saved_sheet_to_python_s(watched: ui.Tab) -> None:
    tab = play(watched)
    page = tab.page
    held, before = reload_on_the_instant_paint(page)
    assert first_frame(page)["lang"] == "en"
    ui.snap(page, "repeat-visit-instant-paint")
    # The loading badge is on screen and covers no text of the sheet (its title first).
    badge = before["loading"]
    assert badge is not None
    assert badge["y"] >= 0
    assert badge["x"] >= 0
    assert badge["x"] + badge["width"] <= ui.PHONE["width"]
    assert [t for t in before["texts"] if overlap(badge, t)] == []
    assert set(before["parts"]) == {"#app h1", "[data-testid=sheet]", "[data-testid=add-deal]"}
    ui.let_python_go(page, held)
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    ui.snap(page, "repeat-visit-ready")
    after = page.evaluate(GEOMETRY)
    assert after["loading"] is None
    for part, box in before["parts"].items():
        for side in ("x", "y", "width", "height"):
            assert abs(after["parts"][part][side] - box[side]) < 0.5, (part, side)
    assert shift(page) < MAX_SHIFT
    assert tab.errors == []


def test_the_badge_covers_nothing_on_the_deal_form_nor_in_bulgarian(watched: ui.Tab) -> None:
    tab = play(watched)
    page = tab.page
    # The player chose Bulgarian (as the list of games' language buttons store it).
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)",
        [SETTINGS_KEY, json.dumps({"language": "bg"})],
    )
    ui.reload(page)
    expect(ui.title(page)).to_have_text("Белот (български)")
    by_id(page, "add-deal").click()
    expect(by_id(page, "deal-form")).to_be_visible()
    held, before = reload_on_the_instant_paint(page)
    assert first_frame(page)["loading"] == "Зареждане…"
    ui.snap(page, "repeat-visit-deal-form-bg")
    badge = before["loading"]
    assert badge is not None
    assert [t for t in before["texts"] if overlap(badge, t)] == []
    ui.let_python_go(page, held)
    expect(by_id(page, "deal-form")).to_be_visible()
    assert shift(page) < MAX_SHIFT
    assert tab.errors == []
