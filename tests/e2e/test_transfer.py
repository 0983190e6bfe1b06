"""Export, import and share, and the page on a phone on the table, in Chromium.

One booted page (a 360-px-wide phone viewport) serves the module. Files go through the
real browser paths: a download captured with ``expect_download``, the file picker with
``expect_file_chooser``. Headless Chromium on Linux has no share sheet, so sharing falls
back to the page's own panel; the share sheet itself is checked with a stand-in for
``navigator.share``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

import belot
from belot.app import storage, transfer

from . import ui
from .conftest import SharedTabs, open_booted_page
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import (
        Browser,
        FilePayload,
        Page,
    )


pytestmark = pytest.mark.e2e

DEALS: list[dict[str, Any]] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"contract": "spades", "declarer": 1, "points": [96, 66], "announcements": [[], ["tierce"]]},
    {"contract": "clubs", "declarer": 0, "points": [81, 81]},
]
TEAMS = ("Ana & Vera", "Boris & Georgi")

# --- fixtures and helpers ---------------------------------------------------------------


@pytest.fixture(scope="module")
def tab(shared_tabs: SharedTabs) -> ui.Tab:
    """The session's tab, on a first visit once for the module (its tests share it)."""
    return shared_tabs.tab()


@pytest.fixture
def page(request: pytest.FixtureRequest, tab: ui.Tab) -> Iterator[Page]:
    """The shared page on the list of games, at normal text size; no page errors after."""
    home(tab.page)
    seen = len(tab.errors)
    yield tab.page
    tab.page.evaluate("document.documentElement.style.fontSize = ''")
    if tab.errors[seen:]:
        pytest.fail("errors in the page:\n" + "\n".join(tab.errors[seen:]))


def home(page: Page) -> None:
    for testid in ("import-cancel", "back"):
        if by_id(page, testid).is_visible():
            by_id(page, testid).click()
    ui.go_home(page)


def play_game(page: Page, deals: list[dict[str, Any]] = DEALS) -> dict[str, Any]:
    """A new game with ``deals`` entered through the form; its record for the engine."""
    record = ui.new_record("bulgarian", TEAMS)
    ui.start_game(page, "bulgarian", TEAMS)
    ui.play_deals(page, record, deals)
    return record


def export_open_game(page: Page, folder: Path) -> Path:
    with page.expect_download() as download:
        by_id(page, "export-game").click()
    path = folder / download.value.suggested_filename
    download.value.save_as(str(path))
    return path


def choose_file(page: Page, file: Path) -> None:
    """On the export/import screen: Choose a file, and give the picker ``file``."""
    with page.expect_file_chooser() as chooser:
        by_id(page, "import-start").click()
    chooser.value.set_files(str(file))


def choose_text(page: Page, name: str, text: str | bytes) -> None:
    """Choose a file made of ``text`` (UTF-8), or of these bytes."""
    data = text.encode() if isinstance(text, str) else text
    payload: FilePayload = {"name": name, "mimeType": "application/json", "buffer": data}
    with page.expect_file_chooser() as chooser:
        by_id(page, "import-start").click()
    chooser.value.set_files(payload)


def games_stored(page: Page) -> dict[str, str]:
    return {k: v for k, v in ui.storage(page).items() if k.startswith("belot:game:")}


def delete_game(page: Page, game_id: str) -> None:
    page.locator(f'li[data-game="{game_id}"] [data-action=ask-delete-game]').click()
    by_id(page, "confirm-yes").click()
    expect(page.locator(f'li[data-game="{game_id}"]')).to_have_count(0)


# --- export and import -------------------------------------------------------------------


def test_export_delete_import_brings_the_same_game_back(page: Page, tmp_path: Path) -> None:
    record = play_game(page)
    envelope = ui.stored_game(page)
    file = export_open_game(page, tmp_path)
    assert file.name == "belot-ana-vera-boris-georgi-" + envelope["updated"][:10] + ".json"
    document = json.loads(file.read_text(encoding="utf-8"))
    assert document["format"] == "belot-export"
    assert document["version"] == 1
    assert document["games"] == [envelope]

    by_id(page, "games").click()
    delete_game(page, envelope["id"])
    by_id(page, "transfer").click()
    choose_file(page, file)
    review = by_id(page, "import-review")
    expect(review.locator("li[data-fate=add]")).to_have_count(1)
    totals = ui.engine_sheet(record).totals
    expect(review).to_contain_text(f"Ana & Vera {totals[0]} : {totals[1]} Boris & Georgi")
    ui.snap(page, "transfer-review")
    by_id(page, "import-confirm").click()
    expect(by_id(page, "notice")).to_have_text(
        "Imported 1 game: 1 new, 0 as copies; 0 already here."
    )
    page.locator(f'li[data-game="{envelope["id"]}"] button.game').click()
    ui.expect_sheet(page, record)
    assert ui.stored_game(page) == envelope  # same id, revision and dates

    # The same file again duplicates nothing.
    before = games_stored(page)
    by_id(page, "games").click()
    by_id(page, "transfer").click()
    choose_file(page, file)
    expect(by_id(page, "import-review").locator("li[data-fate=skip]")).to_have_count(1)
    expect(by_id(page, "import-nothing")).to_be_visible()
    expect(by_id(page, "import-confirm")).to_have_count(0)
    by_id(page, "import-cancel").click()
    assert games_stored(page) == before


def test_a_changed_game_is_added_as_a_copy_and_the_stored_one_kept(
    page: Page, tmp_path: Path
) -> None:
    play_game(page, DEALS[:1])
    file = export_open_game(page, tmp_path)
    ui.add_deal(page, DEALS[1])
    changed = ui.stored_game(page)
    count = len(games_stored(page))
    by_id(page, "games").click()
    by_id(page, "transfer").click()
    choose_file(page, file)
    expect(by_id(page, "import-review").locator("li[data-fate=copy]")).to_have_count(1)
    by_id(page, "import-confirm").click()
    expect(by_id(page, "notice")).to_contain_text("1 as a copy")
    stored = games_stored(page)
    assert len(stored) == count + 1
    assert json.loads(stored["belot:game:" + changed["id"]]) == changed
    copies = [
        json.loads(v) for k, v in stored.items() if k.startswith(f"belot:game:{changed['id']}-")
    ]
    assert [c["game"]["deals"] for c in copies] == [DEALS[:1]]


BAD_FILES = [
    ("{oops", "Nothing was imported. The file is not a game file (it is not JSON)."),
    (
        json.dumps({"name": "my-package", "version": "1.0.0"}),
        "Nothing was imported. The file is not from this app (it is not a Belot score export "
        "or game record).",
    ),
    (
        json.dumps({"format": "belot-export", "version": 9, "games": []}),
        "Nothing was imported. The file was written by a newer version of the app (version 9; "
        "this one reads up to 1). Update the app to import it.",
    ),
    (
        json.dumps(
            {
                "format": "belot-game",
                "version": 1,
                "rules": "bulgarian",
                "deals": [{"contract": "hearts", "declarer": 0, "points": [87, 70]}],
            }
        ),
        "Nothing was imported. Game 1 in the file is not valid: deal 1: points must add up to 162 "
        "at hearts (got 87 + 70 = 157)",
    ),
]


def test_a_file_that_is_not_a_game_file_is_refused_with_the_reason(page: Page) -> None:
    play_game(page, [])
    by_id(page, "games").click()
    before = games_stored(page)
    by_id(page, "transfer").click()
    for text, message in BAD_FILES:
        choose_text(page, "file.json", text)
        expect(by_id(page, "notice")).to_contain_text(message)
        expect(by_id(page, "import-review")).to_have_count(0)
    ui.snap(page, "transfer-refused")
    assert games_stored(page) == before


def test_a_file_that_is_not_utf8_is_refused_and_nothing_is_imported(page: Page) -> None:
    """The page read the file with File.text(), which puts "�" in
    place of bytes that are not UTF-8, and imported a team named "��"."""
    play_game(page, [])
    by_id(page, "games").click()
    before = games_stored(page)
    by_id(page, "transfer").click()
    record = {"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": []}
    good = json.dumps({**record, "teams": ["Ние", "Вие"]}, ensure_ascii=False).encode()
    bad = good.replace("Ние".encode(), b"\xff\xfe")
    byte = bad.index(b"\xff") + 1
    choose_text(page, "bad.json", bad)
    expect(by_id(page, "notice")).to_contain_text(
        f"Nothing was imported. The file is not a game file (it is not UTF-8 text: byte {byte} "
        "cannot be read)."
    )
    expect(by_id(page, "import-review")).to_have_count(0)
    assert games_stored(page) == before
    # The same file in UTF-8, with a byte-order mark as Windows editors write, is read.
    choose_text(page, "good.json", b"\xef\xbb\xbf" + good)
    expect(by_id(page, "import-review")).to_contain_text("Ние")
    by_id(page, "import-cancel").click()
    assert games_stored(page) == before


def test_export_all_downloads_every_game(page: Page, tmp_path: Path) -> None:
    play_game(page, [])
    by_id(page, "games").click()
    by_id(page, "transfer").click()
    with page.expect_download() as download:
        by_id(page, "export-all").click()
    document = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert download.value.suggested_filename.startswith("belot-games-")
    assert {f"belot:game:{e['id']}": e for e in document["games"]} == {
        k: storage.envelope(storage.decode(v)) for k, v in games_stored(page).items()
    }


# --- share -------------------------------------------------------------------------------


def test_without_a_share_sheet_the_summary_can_be_copied_or_downloaded(page: Page) -> None:
    assert page.evaluate("typeof navigator.share") == "undefined"  # headless Chromium, Linux
    record = play_game(page, DEALS[:2])
    by_id(page, "share").click()  # the code and link (tests/e2e/test_link.py); the file:
    by_id(page, "share-file").click()
    expect(by_id(page, "share-panel")).to_be_visible()
    summary = by_id(page, "summary")
    expect(summary).to_have_value(transfer.summary(belot.game_from_record(record)))
    text = summary.input_value()
    totals = ui.engine_sheet(record).totals
    assert text.startswith(f"Belot (Bulgarian)\nAna & Vera {totals[0]} : {totals[1]} Boris")
    assert "\n1. ♥ Ana & Vera: 9 : 7 (9 : 7)\n2. ♠ Boris & Georgi" in text
    ui.snap(page, "share-panel")
    # (Granting these denies every other permission, the screen wake lock included.)
    page.context.grant_permissions(["clipboard-read", "clipboard-write"])
    try:
        by_id(page, "copy-summary").click()
        expect(by_id(page, "notice")).to_have_text("Copied.")
        assert page.evaluate("navigator.clipboard.readText()") == summary.input_value()
    finally:
        page.context.clear_permissions()
    with page.expect_download() as download:
        by_id(page, "download").click()
    assert download.value.suggested_filename.endswith(".json")
    by_id(page, "back").click()
    expect(by_id(page, "sheet")).to_be_visible()


def test_the_share_sheet_gets_the_file_and_the_summary(page: Page) -> None:
    play_game(page, DEALS[:1])
    page.evaluate(
        """() => {
            navigator.canShare = (data) => Array.isArray(data.files);
            navigator.share = async (data) => {
                const file = data.files[0];
                window.__shared = {title: data.title, text: data.text, name: file.name,
                                   type: file.type, body: await file.text()};
            };
        }"""
    )
    try:
        by_id(page, "share").click()
        by_id(page, "share-file").click()
        page.wait_for_function("() => window.__shared !== undefined")
        shared = page.evaluate("window.__shared")
    finally:
        page.evaluate("() => { delete navigator.share; delete navigator.canShare; }")
    assert shared["title"] == "Belot: Ana & Vera – Boris & Georgi"
    assert shared["text"].startswith("Belot (Bulgarian)\nAna & Vera 9 : 7 Boris & Georgi")
    assert shared["name"].endswith(".json")
    assert shared["type"] == "application/json"
    assert json.loads(shared["body"])["games"] == [ui.stored_game(page)]
    expect(by_id(page, "share-screen")).to_be_visible()  # it stays; no fallback panel
    by_id(page, "back").click()


# --- a phone on the table ----------------------------------------------------------------


@pytest.fixture
def granting(full_chromium: Browser, site_url: str) -> Iterator[Page]:
    """A page of the app in the whole Chromium, which grants a screen's wake lock (the
    other tests' headless shell refuses it): a context of its own, booted, on its list, at a
    phone's size; after the test, no request failed and the page reported no error."""
    booted = open_booted_page(full_chromium, site_url)
    tab = ui.watch(booted.page, requests=booted.requests)
    try:
        yield booted.page
        assert booted.failures == [], booted.failures
        assert tab.errors == [], "errors in the page"
    finally:
        booted.page.context.close()


def test_the_keep_screen_on_toggle_follows_the_wake_lock(granting: Page) -> None:
    page = granting
    play_game(page, [])
    toggle = by_id(page, "wakelock")
    assert page.evaluate("'wakeLock' in navigator")
    expect(toggle).to_have_attribute("aria-pressed", "true")
    # Headless Chromium grants the lock (a browser that refuses it says so: the tours of
    # tests/e2e/test_accessibility.py and test_long_names.py show that, in the shell).
    expect(toggle).to_have_attribute("data-held", "true")
    expect(toggle).to_contain_text("Keep screen on on")
    toggle.click()
    expect(toggle).to_have_attribute("aria-pressed", "false")
    expect(toggle).to_have_attribute("data-held", "false")
    expect(toggle).to_contain_text("off")
    assert ui.storage(page)["belot:wake-lock"] == "false"
    toggle.click()
    expect(toggle).to_have_attribute("data-held", "true")
    assert ui.storage(page)["belot:wake-lock"] == "true"
    by_id(page, "games").click()  # no game open: the lock is let go, no toggle
    expect(by_id(page, "wakelock")).to_have_count(0)


def _no_overflow(page: Page, where: str) -> None:
    widths = page.evaluate(
        "[document.documentElement.scrollWidth, document.documentElement.clientWidth]"
    )
    assert widths[0] <= widths[1], f"{where}: {widths[0]} px wide in {widths[1]} px"


def test_at_200_percent_text_nothing_scrolls_sideways(page: Page, tmp_path: Path) -> None:
    play_game(page)
    page.evaluate("document.documentElement.style.fontSize = '200%'")
    _no_overflow(page, "sheet")
    ui.snap(page, "large-sheet")
    add = by_id(page, "add-deal")
    expect(add).to_be_in_viewport()  # the main button stays on screen, at the bottom
    by_id(page, "add-deal").click()
    by_id(page, "contract-hearts").click()
    by_id(page, "declarer-0").click()
    ui.unfold(page, "announcements")
    by_id(page, "more-0-belot").click()
    _no_overflow(page, "deal form")
    ui.snap(page, "large-deal")
    for testid in ("more-1-quinte", "less-0-belot", "points-1", "save-deal"):
        box = by_id(page, testid).bounding_box()
        assert box is not None
        assert box["height"] >= 44, testid  # still a thumb's size
        assert box["x"] >= 0, testid
        assert box["x"] + box["width"] <= ui.PHONE["width"], testid
    by_id(page, "cancel-deal").click()
    by_id(page, "share").click()
    _no_overflow(page, "share panel")
    by_id(page, "back").click()
    by_id(page, "games").click()
    _no_overflow(page, "games")
    expect(by_id(page, "new-game")).to_be_in_viewport()
    by_id(page, "transfer").click()
    _no_overflow(page, "export and import")
    ui.snap(page, "large-transfer")


def test_the_main_buttons_are_at_the_bottom_of_the_screen(page: Page) -> None:
    height = ui.PHONE["height"]
    new_game = by_id(page, "new-game").bounding_box()
    assert new_game is not None
    assert new_game["y"] > height * 0.75
    play_game(page, DEALS[:1])
    add = by_id(page, "add-deal").bounding_box()
    assert add is not None
    assert add["y"] > height * 0.6
    ui.snap(page, "thumb-sheet")
