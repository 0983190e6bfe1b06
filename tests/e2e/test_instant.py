"""Instant paint: on a repeat visit the open game's sheet is on screen before Python is
ready (static/instant-paint.js shows the rendering belot/app/browser/instant.py kept), held still
and marked as loading, and turns interactive in place once Python has painted; the first
tap on one of its controls meanwhile is carried out then, once, if Python draws the same.

What the page showed while loading is recorded by an init script (RECORD), from the
mutation that put the saved rendering into #app: the check happens before Python can
possibly run, not after a race with it.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.storage import SESSION_KEY, WAKE_LOCK_KEY

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page, Route

pytestmark = pytest.mark.e2e

SNAPSHOT_KEY = "belot:snapshot"  # belot.app.snapshot.SNAPSHOT_KEY
BULGARIAN_DEALS = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"contract": "spades", "declarer": 1, "points": [96, 66]},
]

# window.__instant: #app when it first held the saved rendering (null if it never did);
# window.__snapshotSheet: the sheet's table element then, to compare with Python's;
# window.__changedBeforeReady: each change made inside #app from then until the page was
# ready (in the order the browser reports them, up to data-ready set on <html>).
RECORD = """
window.__instant = null;
window.__snapshotSheet = null;
window.__changedBeforeReady = [];
const watchUntilReady = (app) => {
  new MutationObserver((records, observer) => {
    for (const record of records) {
      if (record.target === document.documentElement) {
        if (record.attributeName === "data-ready") return observer.disconnect();
        continue;
      }
      if (!app.contains(record.target)) continue; // the loading line, its bar
      if (record.target === app && record.type === "attributes") continue; // its class, busy
      const where = record.target.nodeType === 1 ? record.target : record.target.parentElement;
      window.__changedBeforeReady.push(
        `${record.type} ${record.attributeName ?? ""} in ${where?.outerHTML.slice(0, 120)}`,
      );
    }
  }).observe(document.documentElement, {
    subtree: true, childList: true, attributes: true, characterData: true,
  });
};
new MutationObserver((_, observer) => {
  const app = document.getElementById("app");
  if (!app || !app.classList.contains("snapshot")) return;
  observer.disconnect();
  watchUntilReady(app);
  const loading = document.getElementById("loading");
  window.__snapshotSheet = app.querySelector("[data-testid=sheet]");
  window.__instant = {
    ready: document.documentElement.hasAttribute("data-ready"),
    inert: app.inert,
    busy: app.getAttribute("aria-busy"),
    shown: app.checkVisibility(),
    loading: loading !== null && loading.checkVisibility(),
    loadingText: loading?.textContent,
    totals: [0, 1].map((i) => app.querySelector(`[data-testid=total-${i}]`)?.textContent),
    rows: app.querySelectorAll("tr.row").length,
    at: performance.now(),
  };
}).observe(document, {
  subtree: true, childList: true, attributes: true, attributeFilter: ["class"],
});
"""


@pytest.fixture
def tab(shared_tabs: SharedTabs) -> ui.Tab:
    """A tab of the app as on a first visit, in a context whose pages all run RECORD from
    their first script on (a context of its kind, shared by this module's tests), service
    workers blocked: Python starts without its memory snapshot, in seconds, which leaves
    time to look and tap."""
    return shared_tabs.tab(init_script=RECORD)


def play(tab: ui.Tab) -> ui.Tab:
    """The tab, once it has started a Bulgarian game and saved two deals."""
    ui.start_game(tab.page, "bulgarian", ("Us", "Them"))
    ui.play_deals(tab.page, ui.new_record("bulgarian", ("Us", "Them")), BULGARIAN_DEALS)
    return tab


def revisit(page: Page, url: str | None = None) -> dict[str, Any] | None:
    """Reload (or open url) and wait for Python: what #app showed while loading, if any."""
    if url is None:
        page.reload(wait_until="commit")
    else:
        page.goto(url, wait_until="commit")
    ui.wait_ready(page)
    instant: dict[str, Any] | None = page.evaluate("window.__instant")
    return instant


def tamper(page: Page, values: dict[str, str]) -> None:
    """Have the next load of the tab start with ``values`` in localStorage, set after the
    app has left the page (so that it writes nothing over them). A session is also set as
    this tab's own (sessionStorage), which is the one a reload of the tab reopens."""
    session = {SESSION_KEY: values[SESSION_KEY]} if SESSION_KEY in values else {}
    ui.on_next_load(page, local=values, session=session)


def test_a_repeat_visit_shows_the_sheet_before_python_inert_and_loading(tab: ui.Tab) -> None:
    play(tab)
    page = tab.page
    # A first visit has nothing to show.
    assert page.evaluate("window.__instant") is None
    stored = json.loads(ui.storage(page)[SNAPSHOT_KEY])
    assert stored["game"] == ui.open_game_id(page)

    instant = revisit(page)
    assert instant is not None, "the saved sheet was not shown before Python was ready"
    assert instant["ready"] is False
    assert instant["shown"] is True
    # Held by instant-paint.js's listeners, not inert (an inert element's taps go to what is
    # behind it, and a tap could not be kept): busy, and left as Python drew it.
    assert instant["inert"] is False
    assert instant["busy"] == "true"
    assert instant["loading"] is True
    assert instant["loadingText"] == "Loading…"
    totals = ui.engine_sheet(ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS)).totals
    assert instant["totals"] == [str(totals[0]), str(totals[1])]
    assert instant["rows"] == 2
    print(f"saved sheet in #app at {instant['at']:.0f} ms (service workers blocked)")

    # Python has painted over it in place: the same table, interactive.
    expect(page.locator("#app")).not_to_have_class(re.compile(r"\bsnapshot\b"))
    assert page.evaluate("document.getElementById('app').inert") is False
    assert page.get_attribute("#app", "aria-busy") is None
    assert page.is_hidden("#loading")
    assert page.evaluate(
        "document.querySelector('#app [data-testid=sheet]') === window.__snapshotSheet"
    )
    # The picture is what Python's first paint draws (the screen's lock not held yet, as
    # at every start): that paint changed nothing in it.
    assert page.evaluate("window.__changedBeforeReady") == []
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    by_id(page, "add-deal").click()
    expect(by_id(page, "deal-form")).to_be_visible()
    assert tab.errors == []


def test_a_reload_on_the_sheet_draws_it_once(tab: ui.Tab) -> None:
    """The start draws the page to know that what is saved draws; that drawing is its first
    paint when nothing the browser says changes the state before it (the screen's lock and
    the storage's facts are told to the start: belot.app.browser.boot), not drawn again."""
    play(tab)
    assert ui.renders_at_start(tab.page) == 1
    ui.expect_sheet(tab.page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    assert tab.errors == []


def hold_python(page: Page) -> list[Route]:
    """Reload with Python held back (while Python loads, the page may be too busy to take a
    tap at all); returns once the saved sheet is shown and static/boot.py was asked for."""
    held = ui.hold_python(page)
    page.wait_for_function("window.__instant !== null")
    return held


def tap(page: Page, testid: str) -> None:
    """Tap the middle of a control as a player would (not Playwright's click, which waits
    for the control to be enabled and takes what is on top of it)."""
    box = by_id(page, testid).bounding_box()
    assert box is not None
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


QUEUED = "document.querySelector('#app [data-queued]')?.dataset.testid ?? null"


def test_a_tap_on_the_saved_sheet_is_carried_out_once_python_is_ready(tab: ui.Tab) -> None:
    play(tab)
    page = tab.page
    held = hold_python(page)
    # "Add deal", then the first row: the first tap is kept, and shown as waiting.
    tap(page, "add-deal")
    assert page.evaluate(QUEUED) == "add-deal"
    outline = page.evaluate(
        "getComputedStyle(document.querySelector('[data-testid=add-deal]')).outlineStyle"
    )
    assert outline == "solid"
    tap(page, "row-1")
    assert page.evaluate(QUEUED) == "add-deal"
    # Nothing else in the picture answers: no focus, no typing, no page change.
    page.keyboard.press("Tab")
    page.keyboard.type("12")
    assert page.evaluate("document.activeElement === document.body")
    expect(by_id(page, "sheet")).to_be_visible()
    ui.let_python_go(page, held)
    # Python carried out "Add deal" after its first paint: the form for the third deal,
    # not the first deal's breakdown.
    expect(by_id(page, "deal-form")).to_have_count(1)
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "breakdown")).to_have_count(0)
    # The sheet stays behind the form, not shown (belot.app.morph.kept_behind).
    expect(by_id(page, "sheet")).to_be_hidden()
    assert json.loads(ui.storage(page)[SESSION_KEY])["screen"] == "deal"
    assert page.evaluate(QUEUED) is None
    # And the form works as usual: cancelled, it gives back the sheet as it was.
    by_id(page, "cancel-deal").click()
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    assert tab.errors == []


def test_a_tap_kept_while_loading_is_carried_out_exactly_once(tab: ui.Tab) -> None:
    play(tab)
    page = tab.page
    expect(by_id(page, "wakelock")).to_have_attribute("aria-pressed", "true")
    # "Keep screen on" switches each time it is tapped: twice would leave it on.
    held = hold_python(page)
    tap(page, "wakelock")
    tap(page, "wakelock")
    assert page.evaluate(QUEUED) == "wakelock"
    ui.let_python_go(page, held)
    expect(by_id(page, "wakelock")).to_have_attribute("aria-pressed", "false")
    assert ui.storage(page)[WAKE_LOCK_KEY] == "false"
    page.wait_for_timeout(500)  # nothing comes after
    expect(by_id(page, "wakelock")).to_have_attribute("aria-pressed", "false")
    expect(by_id(page, "sheet")).to_be_visible()
    assert tab.errors == []


def test_a_tap_on_what_python_does_not_draw_so_is_dropped(tab: ui.Tab) -> None:
    play(tab)
    page = tab.page
    expect(by_id(page, "undo")).to_be_enabled()
    # The picture shows "Undo" as a reload draws it, disabled (no undo is kept across a
    # reload). One kept with it enabled (as an older version kept it) has a control Python
    # does not draw so: the tap on it is dropped, the deals stay.
    picture = json.loads(ui.storage(page)[SNAPSHOT_KEY])
    undo = re.search(r'<button[^>]*data-testid="undo"[^>]*>', picture["html"])
    assert undo is not None
    assert " disabled " in undo.group()
    enabled = undo.group().replace(" disabled ", " ")
    picture["html"] = picture["html"].replace(undo.group(), enabled)
    tamper(page, {SNAPSHOT_KEY: json.dumps(picture)})
    held = hold_python(page)
    tap(page, "undo")
    assert page.evaluate(QUEUED) == "undo"
    ui.let_python_go(page, held)
    expect(by_id(page, "undo")).to_be_disabled()
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    # A tap beside any control (the title) is no tap on a control: nothing is kept.
    held = hold_python(page)
    tap_title = page.locator("#app h1").bounding_box()
    assert tap_title is not None
    page.mouse.click(tap_title["x"] + 5, tap_title["y"] + tap_title["height"] / 2)
    assert page.evaluate(QUEUED) is None
    ui.let_python_go(page, held)
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), BULGARIAN_DEALS))
    assert tab.errors == []


def test_no_saved_sheet_of_another_game_or_of_an_older_revision(tab: ui.Tab, site_url: str) -> None:
    play(tab)
    page = tab.page
    first = ui.open_game_id(page)

    # Another tab saves a deal in the same game: the sheet kept before is of an older
    # revision (put back, as if this tab had not followed the change).
    stale = ui.storage(page)[SNAPSHOT_KEY]
    other = ui.open_tab(tab.page.context, site_url)
    third = {"contract": "clubs", "declarer": 0, "points": [100, 62]}
    ui.add_deal(other.page, third)
    other.page.close()
    tamper(page, {SNAPSHOT_KEY: stale})
    assert revisit(page, site_url) is None
    ui.expect_sheet(page, ui.new_record("bulgarian", ("Us", "Them"), [*BULGARIAN_DEALS, third]))

    # The session names another game than the kept sheet's.
    ui.go_home(page)
    ui.start_game(page, "belote", ("Nous", "Eux"))
    second = ui.open_game_id(page)
    assert second != first
    kept = ui.storage(page)[SNAPSHOT_KEY]
    assert json.loads(kept)["game"] == second
    tamper(page, {SESSION_KEY: json.dumps({"screen": "sheet", "game": first})})
    assert revisit(page, site_url) is None
    assert ui.open_game_id(page) == first

    # From another version of the page (another schema): ignored.
    saved = json.loads(ui.storage(page)[SNAPSHOT_KEY])
    assert saved["game"] == first
    saved["schema"] = 0
    tamper(page, {SNAPSHOT_KEY: json.dumps(saved)})
    assert revisit(page, site_url) is None
    assert tab.errors == []


def test_the_kept_sheet_is_the_one_of_the_tab_that_acted_last(tab: ui.Tab, site_url: str) -> None:
    play(tab)
    other = ui.open_tab(tab.page.context, site_url)
    ui.go_home(other.page)
    ui.start_game(other.page, "belote", ("Nous", "Eux"))
    second = ui.open_game_id(other.page)
    assert json.loads(ui.storage(other.page)[SNAPSHOT_KEY])["game"] == second

    # The first tab paints again (as when it is shown again): the session is the other
    # tab's, and so is the kept sheet, which it leaves alone.
    tab.page.evaluate("document.dispatchEvent(new Event('visibilitychange'))")
    assert json.loads(ui.storage(tab.page)[SNAPSHOT_KEY])["game"] == second

    # Reloaded, the first tab opens its own game again (each tab keeps its open screen),
    # so the kept sheet, the other tab's, is not shown.
    other.page.close()
    assert revisit(tab.page) is None
    expect(ui.title(tab.page)).to_have_text("Belot (Bulgarian)")

    # A new tab opens the game of the tab that acted last, and showed its kept sheet.
    fresh = ui.open_tab(tab.page.context, site_url)
    expect(ui.title(fresh.page)).to_have_text("Belote (classic)")
    instant = revisit(fresh.page)
    assert instant is not None
    assert instant["rows"] == 0
    assert ui.open_game_id(fresh.page) == second
    assert tab.errors == []
    assert fresh.errors == []


def test_nothing_is_kept_without_an_open_game(tab: ui.Tab) -> None:
    play(tab)
    page = tab.page
    ui.go_home(page)
    assert SNAPSHOT_KEY not in ui.storage(page)
    assert revisit(page) is None
    expect(by_id(page, "new-game")).to_be_visible()
