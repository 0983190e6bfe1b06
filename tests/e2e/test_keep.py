"""Keeping the games safe, in Chromium at 360 x 740 with touch: persistent storage asked
for after the first saved deal, where the games stand on the list, the tip of what protects
them, a backup saved and restored on another phone (a fresh browser profile), old games
moved to a file and removed only once the file reads back, and a deal typed at the quota
kept across a reload.

``navigator.storage`` is a stand-in (an init script) so that the browser's answer is the
test's to choose: headless Chromium decides persistence by its own rules."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from belot import Contract, Game, PlayedDeal, make_rules, play
from belot.app.storage import SavedGame, encode, game_key

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

pytestmark = pytest.mark.e2e

# The browser's storage, as the test wants it: persist() grants (unless the tab's
# sessionStorage says "test:refusing") and is counted.
STORAGE_STAND_IN = """(() => {
  const proto = Object.getPrototypeOf(navigator.storage);
  const calls = () => Number(sessionStorage.getItem("test:persist-calls") || 0);
  Object.defineProperty(proto, "persisted", {
    value: async () => sessionStorage.getItem("test:persisted") === "true",
  });
  Object.defineProperty(proto, "persist", {
    value: async () => {
      sessionStorage.setItem("test:persist-calls", String(calls() + 1));
      const granting = sessionStorage.getItem("test:refusing") !== "true";
      if (granting) sessionStorage.setItem("test:persisted", "true");
      return granting;
    },
  });
})();"""


def phone(browser: Browser) -> BrowserContext:
    """Another phone than the shared tab's (a context of its own: the phone a backup is
    restored on), 360 x 740 with touch, downloads kept, and a stand-in for the browser's
    storage permission (granting) installed before the page's first script."""
    context = browser.new_context(
        viewport=ui.PHONE, has_touch=True, service_workers="block", accept_downloads=True
    )
    context.add_init_script(STORAGE_STAND_IN)
    return context


@pytest.fixture
def granting(shared_tabs: SharedTabs) -> ui.Tab:
    """The app as on a new phone whose browser grants persistent storage when asked (a
    context of its kind, shared by this module's tests: its storage is emptied for each)."""
    return shared_tabs.tab(
        init_script=STORAGE_STAND_IN, viewport=ui.PHONE, has_touch=True, accept_downloads=True
    )


@pytest.fixture
def refusing(granting: ui.Tab) -> ui.Tab:
    """The same, on a phone whose browser refuses persistent storage (the stand-in reads
    the tab's answer when it is asked)."""
    granting.page.evaluate("sessionStorage.setItem('test:refusing', 'true')")
    return granting


def persist_calls(page: Page) -> int:
    return int(page.evaluate("Number(sessionStorage.getItem('test:persist-calls') || 0)"))


def enter_deal(page: Page) -> None:
    by_id(page, "start-hearts").tap()
    by_id(page, "declarer-0").tap()
    for digit in "97":
        by_id(page, f"key-{digit}").tap()
    by_id(page, "save-deal").tap()
    expect(by_id(page, "sheet")).to_be_visible()


def new_game(page: Page) -> None:
    by_id(page, "new-game").tap()
    by_id(page, "start").tap()
    expect(by_id(page, "sheet")).to_be_visible()


def no_errors(tab: ui.Tab) -> None:
    assert not tab.errors, tab.errors


# --- persistent storage and where the games stand ---------------------------------------------


def test_persistent_storage_is_asked_for_after_the_first_deal_and_the_list_says_so(
    granting: ui.Tab,
) -> None:
    page = granting.page
    assert persist_calls(page) == 0  # never at load
    new_game(page)
    assert persist_calls(page) == 0
    enter_deal(page)
    assert persist_calls(page) == 1
    enter_deal(page)
    assert persist_calls(page) == 1  # once
    by_id(page, "games").tap()
    expect(by_id(page, "keep-line")).to_contain_text("This browser keeps your games")
    expect(by_id(page, "keep-last")).to_have_text("Your games have never been backed up.")
    expect(by_id(page, "keep-tip")).to_have_count(0)  # protected: no tip
    ui.reload(page)
    assert persist_calls(page) == 1  # a visit later, still once
    no_errors(granting)


def test_a_start_on_the_list_draws_it_once_with_where_the_games_stand(granting: ui.Tab) -> None:
    """The list a reload reopens shows the browser's word on its storage: the start waits
    for it (asked at once, both questions together) and draws the page once, with it
    (belot.app.browser.boot), where it drew the page without it and again with it."""
    page = granting.page
    new_game(page)
    enter_deal(page)
    by_id(page, "games").tap()
    expect(by_id(page, "keep-line")).to_contain_text("This browser keeps your games")
    assert ui.renders_at_start(page) == 1
    expect(by_id(page, "keep-line")).to_contain_text("This browser keeps your games")
    no_errors(granting)


# The browser's storage refusing both questions: one at once, the other in a while.
STORAGE_REFUSING = """(() => {
  const proto = Object.getPrototypeOf(navigator.storage);
  Object.defineProperty(proto, "persisted", {
    value: () => { throw new Error("persisted: not here"); },
  });
  Object.defineProperty(proto, "estimate", {
    value: () => new Promise((_, refuse) => setTimeout(() => refuse(new Error("no")), 20)),
  });
})();"""


def test_a_browser_that_will_not_say_how_it_keeps_the_games_still_starts(
    shared_tabs: SharedTabs,
) -> None:
    """Neither question's refusal stops the start (an unhandled rejection before the page
    is ready would be taken for a start that failed: static/boot-error.js); the list just
    says nothing of how much is used."""
    tab = shared_tabs.tab(init_script=STORAGE_REFUSING, viewport=ui.PHONE, has_touch=True)
    page = tab.page
    new_game(page)
    by_id(page, "games").tap()
    ui.reload(page)
    assert page.evaluate("document.documentElement.hasAttribute('data-boot-error')") is False
    expect(by_id(page, "keep-used")).to_contain_text("of their room in this browser.")
    expect(by_id(page, "keep-used")).not_to_contain_text("the whole app")  # none said
    no_errors(tab)


def test_where_the_games_are_at_risk_the_tip_says_what_protects_them_until_read(
    refusing: ui.Tab,
) -> None:
    page = refusing.page
    new_game(page)
    enter_deal(page)
    by_id(page, "games").tap()
    expect(by_id(page, "keep-line")).to_contain_text("This browser may delete your games")
    tip = by_id(page, "keep-tip")
    expect(tip).to_be_visible()
    expect(tip).to_contain_text("Install the app if the browser's menu offers it.")
    assert page.evaluate("document.documentElement.scrollWidth") <= ui.PHONE["width"]
    by_id(page, "tip-seen").tap()
    expect(tip).to_have_count(0)
    ui.reload(page)
    expect(by_id(page, "keep-line")).to_be_visible()
    expect(tip).to_have_count(0)
    by_id(page, "keep-open").tap()
    by_id(page, "keep-persist").tap()  # the player asks; the browser says no
    expect(page.locator("#app .notice")).to_contain_text("did not agree")
    no_errors(refusing)


def test_a_reload_on_a_sheet_still_tells_the_list_where_the_games_stand(
    refusing: ui.Tab,
) -> None:
    """The sheet a reload reopens is painted without waiting for the browser's word on its
    storage (belot.app.browser.boot): the word is set when it comes, and the list says it."""
    page = refusing.page
    new_game(page)
    enter_deal(page)
    ui.reload(page)
    expect(by_id(page, "sheet")).to_be_visible()
    by_id(page, "games").tap()
    expect(by_id(page, "keep-line")).to_contain_text("This browser may delete your games")
    expect(by_id(page, "keep-tip")).to_be_visible()
    no_errors(refusing)


# --- a backup, restored on another phone ------------------------------------------------------


def bulgarian(deals: int, teams: tuple[str, str] = ("Ana", "Boris")) -> Game:
    game = Game(make_rules("bulgarian"), teams=teams)
    for n in range(deals):
        game = game.with_deal(PlayedDeal(Contract.ALL_TRUMPS, declarer=n % 2, points=(258, 0)))
        if play(game).over:
            break
    return game


def plant(page: Page, games: list[SavedGame]) -> None:
    """Games stored as the app stores them (finished ones packed), then the page reloaded."""
    values = {game_key(s.id): encode(s, compact=play(s.game).over) for s in games}
    page.evaluate("v => { for (const [k, x] of Object.entries(v)) localStorage[k] = x; }", values)
    ui.reload(page)


def test_a_backup_is_saved_and_restored_on_a_fresh_phone(
    granting: ui.Tab, browser: Browser, site_url: str, tmp_path: Path
) -> None:
    page = granting.page
    games = [
        SavedGame("a", bulgarian(9), 5, "2026-11-01T20:00:00.000Z", "2026-11-01T21:00:00.000Z"),
        SavedGame("b", bulgarian(1), 2, "2026-11-20T20:00:00.000Z", "2026-11-20T21:00:00.000Z"),
        SavedGame(
            "c", bulgarian(9, ("Ива", "Пеньо")), 9, "2026-11-25T20:00:00Z", "2026-11-25T22:00:00Z"
        ),
    ]
    plant(page, games)
    by_id(page, "keep-open").tap()
    with page.expect_download() as download:
        by_id(page, "backup").tap()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(str(path))
    assert path.name.startswith("belot-backup-")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert sorted(g["id"] for g in document["games"]) == ["a", "b", "c"]
    expect(by_id(page, "keep-last")).to_contain_text("Last backup:")
    # Another phone: a fresh profile, no games at all.
    other = phone(browser)
    try:
        fresh = ui.open_tab(other, site_url)
        expect(fresh.page.locator("#app ul.games")).to_have_count(0)
        by_id(fresh.page, "keep-open").tap()
        with fresh.page.expect_file_chooser() as chooser:
            by_id(fresh.page, "restore").tap()
        chooser.value.set_files(str(path))
        by_id(fresh.page, "import-confirm").tap()
        expect(fresh.page.locator("#app ul.games > li")).to_have_count(3)
        stored = fresh.page.evaluate(
            "Object.keys(localStorage).filter(k => k.startsWith('belot:game:'))"
        )
        assert sorted(stored) == [game_key(i) for i in "abc"]
        no_errors(fresh)
    finally:
        other.close()
    no_errors(granting)


# --- old games moved to a file ----------------------------------------------------------------


def test_old_games_leave_this_phone_only_once_the_file_reads_back_with_them(
    granting: ui.Tab, tmp_path: Path
) -> None:
    page = granting.page
    games = [
        SavedGame("old1", bulgarian(9), 5, "2026-09-01T20:00:00Z", "2026-09-01T21:00:00Z"),
        SavedGame("old2", bulgarian(9), 5, "2026-10-03T20:00:00Z", "2026-10-03T21:00:00Z"),
        SavedGame("new1", bulgarian(9), 5, "2026-11-20T20:00:00Z", "2026-11-20T21:00:00Z"),
        SavedGame("play", bulgarian(1), 2, "2026-08-01T20:00:00Z", "2026-08-01T21:00:00Z"),
    ]
    plant(page, games)
    by_id(page, "keep-open").tap()
    by_id(page, "archive-2026-10").tap()  # finished up to Oct 2026: old1 and old2
    expect(by_id(page, "archive-check")).to_be_disabled()  # the file first
    with page.expect_download() as download:
        by_id(page, "archive-save").tap()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(str(path))
    assert sorted(g["id"] for g in json.loads(path.read_text())["games"]) == ["old1", "old2"]
    # A file that lacks one of them: nothing is removed.
    partial = tmp_path / "partial.json"
    document = json.loads(path.read_text())
    document["games"] = document["games"][:1]
    partial.write_text(json.dumps(document))
    for chosen, left in ((partial, 4), (path, 2)):
        with page.expect_file_chooser() as chooser:
            by_id(page, "archive-check").tap()
        chooser.value.set_files(str(chosen))
        if left == 4:
            expect(page.locator("#app .notice")).to_contain_text("Nothing was removed")
        else:
            expect(page.locator("#app .notice")).to_contain_text("2 games moved to the file")
        stored = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('belot:game:'))")
        assert len(stored) == left
    assert sorted(
        page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('belot:game:'))")
    ) == [
        game_key("new1"),
        game_key("play"),
    ]
    no_errors(granting)


# --- a deal typed at the quota ----------------------------------------------------------------

# The next visit's picture goes first when the storage is full (it is not data): it is
# taken away too, so that nothing is left to make room with.
FILL_TO_THE_QUOTA = """() => {
  localStorage.removeItem("belot:snapshot");
  const chunk = "x".repeat(100000);
  let n = 0;
  try { for (;;) localStorage.setItem("pad:" + n++, chunk); } catch (e) {}
  for (let size = 50000; size >= 1; size = Math.floor(size / 2)) {
    try { for (;;) localStorage.setItem("pad:" + n++, "x".repeat(size)); } catch (e) {}
  }
  return n;
}"""


UNFILL = """() => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith("pad:")) localStorage.removeItem(key);
  }
}"""


def test_a_deal_typed_when_the_storage_is_full_survives_a_reload(granting: ui.Tab) -> None:
    page = granting.page
    new_game(page)
    enter_deal(page)
    page.evaluate(FILL_TO_THE_QUOTA)
    # Each tap writes the form; what a tap frees (the next visit's picture, a shorter
    # session) is filled again, so that the next one finds no room at all.
    for testid in ("start-spades", "declarer-1", "key-8", "key-1"):
        by_id(page, testid).tap()
        page.evaluate(FILL_TO_THE_QUOTA)
    expect(page.locator("#app .notice")).to_contain_text("kept in this tab")
    ui.reload(page)
    expect(by_id(page, "save-deal")).to_be_visible()  # the form again, as it was
    expect(by_id(page, "points-1")).to_have_value("81")
    by_id(page, "save-deal").tap()  # still full: refused, the form kept
    expect(page.locator("#app .notice")).to_contain_text("storage is full")
    page.evaluate(UNFILL)
    by_id(page, "save-deal").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    assert len(ui.stored_game(page)["game"]["deals"]) == 2
    no_errors(granting)
