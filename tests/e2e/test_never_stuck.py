"""Never stuck, never a traceback, in Chromium at 360 x 740 with touch.

Each finding as a player meets it (a correction and a penalty in every language with a
reload half-way, two tabs each with a form of its own, a double tap on *Save deal*, a file
nested 10 000 levels deep, a stored snapshot written by someone else), errors nobody
foresaw (a bug planted in the page's Python, through the network, never in the app), and
a random walk of taps and typing over whatever is on screen.
"""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from belot.app.messages import CATALOGS
from belot.app.storage import BACKUP_PREFIX, SESSION_KEY, game_key

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import (
        Download,
        FileChooser,
        FilePayload,
        Page,
    )

pytestmark = pytest.mark.e2e

SNAPSHOT_KEY = "belot:snapshot"


@pytest.fixture
def recorded(shared_tabs: SharedTabs) -> ui.Tab:
    """A phone (touch) whose pages all run RECORD from their first script on (a context of
    its kind, shared by this module's tests that plant a bug or a snapshot), as on a first
    visit, service workers blocked (Python starts in seconds)."""
    return shared_tabs.tab(init_script=RECORD, has_touch=True)


def word(language: str, key: str, **params: object) -> str:
    return CATALOGS[language][key].format(**params)


def new_game(page: Page, language: str) -> None:
    ui.go_home(page)
    by_id(page, f"language-{language}").tap()
    by_id(page, "new-game").tap()
    by_id(page, "start").tap()
    expect(by_id(page, "sheet")).to_be_visible()


def type_points(page: Page, team: int, text: str) -> None:
    ui.type_into(page, f"points-{team}", text)


# --- finding 1: a correction, a penalty, a reload half-way ----------------------------------


@pytest.mark.parametrize("language", ["bg", "fr", "en"])
def test_a_correction_and_a_penalty_survive_a_reload_in_every_language(
    fresh_touch_tab: ui.Tab, language: str
) -> None:
    tab = fresh_touch_tab
    page = tab.page
    new_game(page, language)
    by_id(page, "add-deal").tap()
    by_id(page, "adjusting").tap()
    type_points(page, 0, "0")
    type_points(page, 1, "-10")
    preview = by_id(page, "will-write")
    expect(preview).to_contain_text(word(language, "outcome.adjustment"))
    expect(by_id(page, "save-deal")).to_be_enabled()

    ui.reload(page)  # half-entered: it comes back as it was
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "adjusting")).to_be_checked()
    expect(by_id(page, "points-1")).to_have_value("-10")
    ui.type_into(page, "note", "talking")
    by_id(page, "save-deal").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    expect(by_id(page, "total-1")).to_have_text("-10")

    by_id(page, "add-deal").tap()  # a penalty: points to the other team
    by_id(page, "adjusting").tap()
    type_points(page, 0, "20")
    type_points(page, 1, "0")
    by_id(page, "save-deal").tap()
    expect(by_id(page, "total-0")).to_have_text("20")
    expect(page.locator(".py-error")).to_have_count(0)
    assert tab.errors == []


# --- finding 5: two tabs, two forms ---------------------------------------------------------


def test_two_tabs_each_keep_their_own_half_entered_deal(
    fresh_touch_tab: ui.Tab, site_url: str
) -> None:
    a = fresh_touch_tab
    new_game(a.page, "en")
    b = ui.open_tab(a.page.context, site_url)  # another tab of the phone: the same game
    expect(by_id(b.page, "sheet")).to_be_visible()
    by_id(b.page, "add-deal").tap()
    by_id(b.page, "contract-hearts").tap()
    by_id(b.page, "declarer-0").tap()
    type_points(b.page, 0, "120")

    by_id(a.page, "add-deal").tap()  # A's form is its own
    expect(by_id(a.page, "points-0")).to_have_value("")
    ui.fill_deal(a.page, {"contract": "spades", "declarer": 1, "points": [62, 100]})
    ui.save_deal(a.page)

    ui.reload(b.page)  # B's half-entered deal is still B's
    expect(by_id(b.page, "deal-form")).to_be_visible()
    expect(by_id(b.page, "points-0")).to_have_value("120")
    expect(by_id(b.page, "contract-hearts")).to_have_attribute("aria-pressed", "true")
    ui.save_deal(b.page)
    expect(b.page.locator("tr.row")).to_have_count(2)
    assert a.errors == []
    assert b.errors == []


# Each ask for a tab's Web Lock (static/this-tab.js as the page starts, or
# belot/app/browser/tabs.py): the lock's name, and whether it was granted; when each was
# asked, in window.__tabLockAskedAt (ms from the page's start).
TAB_LOCK_ASKS = """
window.__tabLockAsks = [];
window.__tabLockAskedAt = [];
const request = LockManager.prototype.request;
LockManager.prototype.request = function (name, ...rest) {
  if (!String(name).startsWith("belot:tab:")) return request.call(this, name, ...rest);
  const ask = { name: String(name), granted: null };
  window.__tabLockAsks.push(ask);
  window.__tabLockAskedAt.push(performance.now());
  const callback = rest.pop();
  return request.call(this, name, ...rest, (lock) => {
    ask.granted = lock !== null;
    return callback(lock);
  });
};
addEventListener("py:ready", () => { window.__pythonUp = performance.now(); }, { capture: true });
"""
PYTHON_UP = "window.__pythonUp"  # PyScript's py:ready: Python is up


def test_a_reload_keeps_its_tab_s_id_and_a_new_tab_takes_its_own(
    fresh_touch_tab: ui.Tab, site_url: str
) -> None:
    """Each tab holds a Web Lock named after its id, kept in sessionStorage: a reload keeps
    the id (its old page has let go of the lock), a new tab makes one of its own."""
    page = fresh_touch_tab.page
    page.add_init_script(TAB_LOCK_ASKS)
    new_game(page, "en")
    tab_id = page.evaluate("sessionStorage.getItem('belot:tab')")
    ui.reload(page)
    expect(by_id(page, "sheet")).to_be_visible()
    # Asked once, by the page as it started (static/this-tab.js), before Python was up:
    # Python took the answer, and did not ask again.
    assert page.evaluate("window.__tabLockAsks") == [
        {"name": f"belot:tab:{tab_id}", "granted": True}
    ]
    assert page.evaluate("window.__tabLockAskedAt[0]") < page.evaluate(PYTHON_UP)
    assert page.evaluate("sessionStorage.getItem('belot:tab')") == tab_id
    other = ui.open_tab(page.context, site_url, init_script=TAB_LOCK_ASKS)  # a new tab
    other_id = other.page.evaluate("sessionStorage.getItem('belot:tab')")
    assert other_id != tab_id
    assert other.page.evaluate("window.__tabLockAsks") == [
        {"name": f"belot:tab:{other_id}", "granted": True}
    ]
    assert other.page.evaluate("window.__tabLockAskedAt[0]") < other.page.evaluate(PYTHON_UP)
    assert other.errors == []


# The browser's answer to the page's first ask for a tab's lock held back until 0.1 s after
# Python is up (when it came: window.__answeredAt).
SLOW_FIRST_ANSWER = """
const slowRequest = LockManager.prototype.request;
let slowed = false;
let pythonUp = false;
addEventListener("py:ready", () => { pythonUp = true; }, { capture: true });
LockManager.prototype.request = function (name, options, callback) {
  if (slowed || !String(name).startsWith("belot:tab:")) {
    return slowRequest.call(this, name, options, callback);
  }
  slowed = true;
  return slowRequest.call(this, name, options, (lock) => new Promise((resolve) => {
    const answer = () => setTimeout(() => {
      window.__answeredAt = performance.now();
      resolve(callback(lock));
    }, 100);
    if (pythonUp) answer();
    else addEventListener("py:ready", answer, { once: true, capture: true });
  }));
};
"""


def test_python_up_before_the_browser_answers_waits_for_the_answer_to_the_page_s_ask(
    fresh_touch_tab: ui.Tab, site_url: str
) -> None:
    """Python up before the browser has answered the page's ask for this tab's lock waits
    for that answer: it does not ask for the lock itself (the page's ask, granted later,
    would hold it against Python's)."""
    new_game(fresh_touch_tab.page, "en")
    other = ui.open_tab(
        fresh_touch_tab.page.context, site_url, init_script=TAB_LOCK_ASKS + SLOW_FIRST_ANSWER
    )
    own = other.page.evaluate("sessionStorage.getItem('belot:tab')")
    assert other.page.evaluate("window.__tabLockAsks") == [
        {"name": f"belot:tab:{own}", "granted": True}
    ]
    assert other.page.evaluate("window.__answeredAt") > other.page.evaluate(PYTHON_UP)
    expect(by_id(other.page, "sheet")).to_be_visible()  # the game the first tab opened
    assert other.errors == []


def test_a_reload_whose_lock_is_not_let_go_of_in_time_asks_again_and_keeps_its_id(
    fresh_touch_tab: ui.Tab,
) -> None:
    """The lock asked for as the page starts may still be held then (a reload's old page
    letting go of it late): refused, Python asks again once it is up, and the tab keeps
    its id and its half-entered deal. Here another page takes the lock as the old page
    lets go of it, and holds it a moment."""
    page = fresh_touch_tab.page
    page.add_init_script(TAB_LOCK_ASKS)
    new_game(page, "en")
    by_id(page, "add-deal").tap()
    type_points(page, 0, "120")
    tab_id = page.evaluate("sessionStorage.getItem('belot:tab')")
    holder = page.context.new_page()
    holder.goto(page.url.split("#")[0] + "static/shell.css")  # the origin, no app
    holder.evaluate(
        """(name) => { window.__held = new Promise((held) =>
             navigator.locks.request(name, () => { held(); return new Promise((r) =>
               setTimeout(r, 300)); })); }""",
        f"belot:tab:{tab_id}",
    )
    ui.reload(page)
    holder.evaluate("window.__held")  # it had the lock between the two pages
    asks = page.evaluate("window.__tabLockAsks")
    assert asks[0] == {"name": f"belot:tab:{tab_id}", "granted": False}  # as the page started
    assert asks[-1] == {"name": f"belot:tab:{tab_id}", "granted": True}  # Python, once free
    assert all(ask["name"] == f"belot:tab:{tab_id}" for ask in asks)
    assert page.evaluate("sessionStorage.getItem('belot:tab')") == tab_id
    expect(by_id(page, "points-0")).to_have_value("120")
    assert fresh_touch_tab.errors == []


def test_a_copy_of_a_tab_takes_an_id_of_its_own_and_knows_the_original_open(
    fresh_touch_tab: ui.Tab, site_url: str
) -> None:
    """A tab copied with its sessionStorage (the browser's Duplicate) starts with the
    original's id, whose lock the original holds: it asks again (a reload's old page may be
    letting go of it), then takes a new id. Its half-entered deal is its own, and the
    original's is not taken over as a closed tab's would be."""
    page = fresh_touch_tab.page
    new_game(page, "en")
    by_id(page, "add-deal").tap()
    type_points(page, 0, "120")
    original = page.evaluate("sessionStorage.getItem('belot:tab')")
    copied = f"sessionStorage.setItem('belot:tab', {json.dumps(original)});" + TAB_LOCK_ASKS
    copy = ui.open_tab(page.context, site_url, init_script=copied)
    asks = copy.page.evaluate("window.__tabLockAsks")
    own = copy.page.evaluate("sessionStorage.getItem('belot:tab')")
    assert own != original
    assert asks[0] == {"name": f"belot:tab:{original}", "granted": False}
    assert {"name": f"belot:tab:{own}", "granted": True} == asks[-1]
    assert all(not a["granted"] for a in asks[:-1])
    # The original is open: its half-entered deal is not the copy's to take over.
    expect(by_id(copy.page, "deal-form")).to_be_visible()  # the screen last left open
    expect(by_id(copy.page, "points-0")).to_have_value("")
    expect(by_id(page, "points-0")).to_have_value("120")
    assert copy.errors == []


# --- finding 7: a double tap ------------------------------------------------------------------


def test_a_double_tap_on_save_deal_saves_once_and_stays_on_the_sheet(
    fresh_touch_tab: ui.Tab,
) -> None:
    tab = fresh_touch_tab
    page = tab.page
    new_game(page, "en")
    by_id(page, "add-deal").tap()
    ui.fill_deal(page, {"contract": "hearts", "declarer": 0, "points": [100, 62]})
    by_id(page, "save-deal").dblclick()
    expect(by_id(page, "sheet")).to_be_visible()
    expect(page.locator("tr.row")).to_have_count(1)
    page.wait_for_timeout(300)
    expect(by_id(page, "sheet")).to_be_visible()  # the second tap did not open the list
    assert tab.errors == []


# --- finding 3: deep JSON ---------------------------------------------------------------------


def choose_text(page: Page, text: str) -> None:
    payload: FilePayload = {
        "name": "deep.json",
        "mimeType": "application/json",
        "buffer": text.encode(),
    }
    with page.expect_file_chooser() as chooser:
        by_id(page, "import-start").tap()
    chooser.value.set_files(payload)


def test_a_file_nested_ten_thousand_deep_is_refused_with_the_reason(
    fresh_touch_tab: ui.Tab,
) -> None:
    tab = fresh_touch_tab
    page = tab.page
    by_id(page, "transfer").tap()
    for text in ("[" * 10_000 + "]" * 10_000, '{"games": ' + "[" * 10_000 + "]" * 10_000 + "}"):
        choose_text(page, text)
        expect(by_id(page, "notice")).to_contain_text("nested more than 64 levels")
    page.evaluate(
        "deep => localStorage.setItem(key, deep)".replace("key", json.dumps(game_key("deep"))),
        "[" * 10_000 + "]" * 10_000,
    )
    ui.reload(page)  # a stored value that deep: unreadable, kept, reported
    ui.go_home(page)
    expect(by_id(page, "unreadable")).to_contain_text("1 saved item could not be read")
    assert not [e for e in tab.errors if "fatal" in e.lower()]
    assert tab.errors == []


# --- finding 2: a snapshot written by someone else ----------------------------------------------

HOSTILE = (
    '<meta http-equiv="refresh" content="0;url=about:blank#hijacked">'
    '<base href="https://example.invalid/">'
    "<script>window.__ran = 'script'</script>"
    '<img src="/hostile.png" onerror="window.__ran = \'img\'">'
    '<a href="javascript:window.__ran=\'link\'" data-testid="sheet">link</a>'
    '<form action="https://example.invalid/"><button formaction="/x">send</button></form>'
    '<iframe srcdoc="<p>frame</p>"></iframe>'
    '<svg onload="window.__ran = \'svg\'"><a href="/x">svg link</a></svg>'
    "<style>body { display: none }</style>"
    '<p id="loading" style="color: red" onclick="window.__ran = \'click\'">HACKED</p>'
    '<table data-testid="sheet"><tbody><tr class="row"><td data-testid="total-0" '
    'onmouseover="1">153</td></tr></tbody></table>'
    '<input type="image" src="/hostile-input.png"><input type="text" value="kept">'
)

# What #app held when the picture was first put there, and the loading line then.
RECORD = """
window.__painted = null;
new MutationObserver((_, observer) => {
  const app = document.getElementById("app");
  if (!app || !app.classList.contains("snapshot")) return;
  observer.disconnect();
  window.__painted = {
    html: app.innerHTML,
    loading: document.getElementById("loading")?.textContent,
    url: location.href,
  };
}).observe(document, {subtree: true, childList: true, attributes: true});
"""


def test_a_stored_snapshot_can_show_only_what_the_app_would(
    recorded: ui.Tab, site_url: str
) -> None:
    # RECORD runs before the page's own scripts: what the picture showed is seen as it was.
    tab = recorded
    page = tab.page
    new_game(page, "bg")
    ui.add_deal(page, {"contract": "hearts", "declarer": 0, "points": [100, 62]})
    snapshot = json.loads(ui.storage(page)[SNAPSHOT_KEY])
    snapshot["html"] = HOSTILE
    snapshot["loading"] = "HACKED"
    # Written once the app has left the tab (it keeps its own picture when it is left),
    # before the next page's first script, as another page of the origin could have.
    ui.on_next_load(page, local={SNAPSHOT_KEY: json.dumps(snapshot)})
    page.goto(site_url, wait_until="commit")
    ui.wait_ready(page)
    painted: dict[str, Any] = page.evaluate("window.__painted")
    assert painted is not None  # the picture was shown, sanitized
    assert painted["url"] == site_url
    assert page.url == site_url  # no refresh to another address
    assert page.evaluate("window.__ran") is None  # nothing ran
    html = painted["html"]
    for gone in ("<meta", "<base", "<script", "<img", "<a ", "<form", "<iframe", "<svg"):
        assert gone not in html
    for gone in ("style=", "onerror", "onclick", "onmouseover", "href", "src=", 'id="loading"'):
        assert gone not in html
    assert '<td data-testid="total-0">153</td>' in html  # what the views write is kept
    assert '<input type="text" value="kept">' in html
    assert painted["loading"] == CATALOGS["bg"]["app.loading"]
    assert not [r for r in tab.requests if "hostile" in r or "example.invalid" in r]
    expect(by_id(page, "total-0")).to_have_text("10")  # Python's own sheet replaced it
    # The page's Content-Security-Policy also refused the hostile attributes (as the template
    # parsed them, before they were left out), and said so in the console; nothing else.
    assert [e for e in tab.errors if "Content Security Policy" not in e] == []


# --- errors nobody foresaw: a bug planted in the page's Python ----------------------------------


def plant_bug(page: Page, condition: str) -> None:
    """Serve static/boot.py with a bug in front: every rendering of a screen for which
    ``condition`` (Python, on ``state``) holds raises, while localStorage["test-bug"] is
    set. Only this test's copy of the page changes; the app's files do not."""
    planted = f"""
import js
import belot.app.render as _rendering

_render = _rendering.render


def _planted(state):
    if js.localStorage.getItem("test-bug") and ({condition}):
        raise RuntimeError("a bug nobody foresaw")
    return _render(state)


_rendering.render = _planted  # before the shell and the browser edge take it
"""
    ui.boot_with(page, planted)


def open_with_bug(tab: ui.Tab, condition: str) -> ui.Tab:
    """The tab, reloaded with a bug planted (:func:`plant_bug`): Python starts with it."""
    plant_bug(tab.page, condition)
    ui.reload(tab.page)
    return tab


def set_bug(page: Page, on: bool) -> None:
    page.evaluate(
        "on => on ? localStorage.setItem('test-bug', '1') : localStorage.removeItem('test-bug')", on
    )


def reports(tab: ui.Tab) -> list[str]:
    """What the page wrote to the console about a failure (and nothing else may be there)."""
    return [e for e in tab.errors if "Belot score: something went wrong" in e]


def test_an_action_that_fails_is_undone_and_the_page_goes_on(recorded: ui.Tab) -> None:
    recorded.page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    tab = open_with_bug(recorded, "state.draft is not None and state.draft.contract == 'hearts'")
    page = tab.page
    new_game(page, "fr")
    by_id(page, "add-deal").tap()
    by_id(page, "contract-spades").tap()
    before = ui.storage(page)
    set_bug(page, True)
    by_id(page, "contract-hearts").tap()
    notice = by_id(page, "notice")
    expect(notice).to_contain_text(word("fr", "app.failed"))
    expect(by_id(page, "contract-spades")).to_have_attribute("aria-pressed", "true")
    after = ui.storage(page)
    assert {k: v for k, v in after.items() if k != "test-bug"} == before
    by_id(page, "copy-failure").tap()
    expect(by_id(page, "notice")).to_have_text(word("fr", "transfer.copied"))
    copied = page.evaluate("navigator.clipboard.readText()")
    assert "RuntimeError: a bug nobody foresaw" in copied
    assert "while: deal-contract 'hearts'" in copied

    set_bug(page, False)  # the page went on: the same tap works now
    by_id(page, "contract-hearts").tap()
    by_id(page, "declarer-0").tap()
    type_points(page, 0, "100")
    ui.save_deal(page)
    expect(page.locator(".py-error")).to_have_count(0)
    assert page.text_content("body") is not None
    assert "Traceback" not in (page.text_content("body") or "")
    assert len(reports(tab)) == 1
    assert [e for e in tab.errors if e not in reports(tab)] == []


def test_a_form_that_fails_at_start_is_set_aside_and_the_sheet_opens(recorded: ui.Tab) -> None:
    tab = open_with_bug(recorded, "state.screen.id == 'deal'")
    page = tab.page
    new_game(page, "bg")
    by_id(page, "add-deal").tap()
    by_id(page, "contract-clubs").tap()
    set_bug(page, True)
    ui.reload(page)
    expect(by_id(page, "sheet")).to_be_visible()
    expect(by_id(page, "notice")).to_contain_text(word("bg", "app.start_failed"))
    stored = ui.storage(page)
    kept = [k for k in stored if k.startswith(BACKUP_PREFIX)]
    assert len(kept) == 1
    assert json.loads(stored[kept[0]])["contract"] == "clubs"
    set_bug(page, False)
    by_id(page, "add-deal").tap()  # a fresh form
    expect(by_id(page, "contract-clubs")).to_have_attribute("aria-pressed", "false")
    assert "Traceback" not in (page.text_content("body") or "")
    assert [e for e in tab.errors if e not in reports(tab)] == []


def test_when_nothing_can_be_shown_the_games_can_still_be_saved(
    recorded: ui.Tab, tmp_path: Path
) -> None:
    tab = open_with_bug(recorded, "True")
    page = tab.page
    new_game(page, "en")
    ui.add_deal(page, {"contract": "hearts", "declarer": 0, "points": [100, 62]})
    set_bug(page, True)
    ui.reload(page)
    expect(by_id(page, "fallback")).to_be_visible()
    with page.expect_download() as download:
        by_id(page, "fallback-export").tap()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(str(path))
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert [len(g["game"]["deals"]) for g in exported["games"]] == [1]
    set_bug(page, False)
    by_id(page, "home").tap()
    expect(by_id(page, "new-game")).to_be_visible()
    assert "Traceback" not in (page.text_content("body") or "")
    assert [e for e in tab.errors if e not in reports(tab)] == []


# --- a random walk in Chromium -------------------------------------------------------------------

# The visible controls, kept in window.__walk (not marked on the page: the page is checked
# against its own drawing after each paint, ?check-paint) and described.
VISIBLE_CONTROLS = """
() => (window.__walk = [...document.querySelectorAll(
  "#app [data-action]:not([disabled]), #app input[data-field], #app select[data-field]"
)].filter((e) => e.checkVisibility())).map((e, i) => {
  return {
    walk: String(i),
    tag: e.tagName.toLowerCase(),
    type: e.getAttribute("type") || "",
    options: e.tagName === "SELECT" ? [...e.options].map((o) => o.value) : [],
  };
})
"""
TYPED = ["", "0", "7", "81", "100", "162", "-10", "20", "abc", "1e3", "  9 ", "٣", "99999"]


def walk(page: Page, steps: int, seed: int) -> list[str]:
    """Tap, type and choose at random among the visible controls, ``steps`` times; one tap
    in eight is a quick double or triple tap (click counts 1, 2, 3 on one spot)."""
    from playwright.sync_api import Error as PlaywrightError

    rng = random.Random(seed)
    done = []
    for _ in range(steps):
        found: list[dict[str, Any]] = page.evaluate(VISIBLE_CONTROLS)
        if not found:
            break
        control = rng.choice(found)
        taps = rng.choice((2, 3)) if rng.random() < 1 / 8 else 1
        try:
            handle = page.evaluate_handle("i => window.__walk[i]", int(control["walk"]))
            target = handle.as_element()
            assert target is not None
            if control["tag"] == "select":
                target.select_option(rng.choice(control["options"] or [""]), timeout=2000)
            elif control["tag"] == "input" and control["type"] != "checkbox":
                target.fill(rng.choice(TYPED), timeout=2000)
            elif taps > 1:
                target.click(click_count=taps, timeout=2000)
            else:
                target.tap(timeout=2000)
        except PlaywrightError as error:  # the page redrew under the tap: try another control
            done.append(f"missed: {type(error).__name__}")
            continue
        done.append(f"{control['tag']} {control['walk']}" + (f" ×{taps}" if taps > 1 else ""))
    return done


# Short: the deep walk is the CPython one (tests/app/test_random_walk.py, the same actions
# without a browser, 60 walks of 35 steps); this one checks what only Chromium has (taps,
# double taps, typing into real fields, the file chooser).
STEPS = 40


@pytest.mark.parametrize(("seed", "start"), [(8, "game"), (2026, "club night")])
def test_random_taps_and_typing_never_break_the_page(
    fresh_touch_tab: ui.Tab, seed: int, start: str
) -> None:
    """From a game's sheet, or from a club night's round screen (a tournament made, its
    first round drawn: the walk goes through its tables, codes, typed results, standings
    and teams as it finds them)."""
    tab = fresh_touch_tab
    page = tab.page
    with walking(page):
        tap_at_random(tab, seed, start)


@contextlib.contextmanager
def walking(page: Page) -> Iterator[None]:
    """While the block runs, a file chooser gets no file and a download is cancelled (the
    walk taps Import and Export); afterwards the tab's next test has them as usual."""

    def choose(chooser: FileChooser) -> None:
        chooser.set_files([])

    def cancel(download: Download) -> None:
        download.cancel()

    page.on("filechooser", choose)
    page.on("download", cancel)
    try:
        yield
    finally:
        page.remove_listener("filechooser", choose)
        page.remove_listener("download", cancel)


def club_night(page: Page) -> None:
    """A tournament of five teams (a bye each round), its first round drawn."""
    by_id(page, "tournaments").tap()
    by_id(page, "tournament-new").tap()
    by_id(page, "tour-name").fill("Walk")
    by_id(page, "tour-add-team").tap()
    for row in range(5):
        by_id(page, f"tour-team-{row}").fill(f"Team {row + 1}")
    by_id(page, "tournament-create").tap()
    by_id(page, "draw").tap()
    expect(by_id(page, "round-table-2")).to_be_visible()


def tap_at_random(tab: ui.Tab, seed: int, start: str = "game") -> None:
    page = tab.page
    if start == "game":
        new_game(page, "en")
        ui.add_deal(page, {"contract": "hearts", "declarer": 0, "points": [100, 62]})
    else:
        club_night(page)
    done = walk(page, STEPS, seed)
    assert len([d for d in done if not d.startswith("missed")]) > STEPS * 3 // 5
    assert tab.errors == []
    assert page.locator(".py-error").count() == 0
    assert "Traceback" not in (page.text_content("body") or "")
    ui.reload(page)
    expect(page.locator("#app h1")).to_be_visible()
    assert page.evaluate("document.getElementById('app').inert") is False
    walk(page, 20, seed + 1)  # and it still answers
    assert tab.errors == []
    stored = ui.storage(page)
    assert SESSION_KEY in stored
    assert not [k for k in stored if k.startswith(BACKUP_PREFIX)]
