"""Impossible to break, in Chromium: damaged or foreign values in localStorage, a newer
version's game, and a full quota. The page starts, says what it found, keeps every value
(under a backup key before writing over it), exports it, and discards it only when asked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from belot.app.storage import SCHEMA, SESSION_KEY, SETTINGS_KEY, backup_key, game_key

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    pass

pytestmark = pytest.mark.e2e

NEWER = json.dumps({"app": "belot-score", "schema": SCHEMA + 1, "id": "future", "game": {}})
DAMAGED = {
    game_key("broken"): '{"app": "belot-score", "schema": 1, "id": "broken", "gam',
    game_key("future"): NEWER,
    SESSION_KEY: "{not json — Жълти \u2028",
    SETTINGS_KEY: '{"language": "bg", "theme": "from a newer version"}',
}


@pytest.fixture
def tab(shared_tabs: SharedTabs) -> ui.Tab:
    """The app as on a first visit (the session's tab, its storage emptied): the tests fill
    its storage to the quota, and start the page on values stored before it ran."""
    return shared_tabs.tab()


def put(tab: ui.Tab, values: dict[str, str]) -> None:
    tab.page.evaluate(
        "values => { for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v); }",
        values,
    )


def test_damaged_and_newer_values_are_kept_reported_exported_and_discarded(
    tab: ui.Tab, tmp_path: Path
) -> None:
    page = tab.page
    put(tab, DAMAGED)
    ui.reload(page)  # the page starts with them
    assert ui.storage(page) == DAMAGED  # reading changed nothing
    notes = by_id(page, "unreadable")
    expect(notes).to_contain_text("1 saved game comes from a newer version of this app")
    expect(notes).to_contain_text("3 saved items could not be read")

    # A first tap writes the session and the language: their old values are backed up.
    by_id(page, "language-fr").click()
    by_id(page, "language-en").click()
    stored = ui.storage(page)
    assert stored[backup_key(SESSION_KEY, 1)] == DAMAGED[SESSION_KEY]
    assert stored[backup_key(SETTINGS_KEY, 1)] == DAMAGED[SETTINGS_KEY]
    assert stored[game_key("broken")] == DAMAGED[game_key("broken")]
    assert stored[game_key("future")] == NEWER
    expect(notes).to_contain_text("3 saved items could not be read")

    with page.expect_download() as download:
        by_id(page, "export-unreadable").click()
    path = tmp_path / download.value.suggested_filename
    download.value.save_as(str(path))
    assert path.name.startswith("belot-unreadable-")
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "belot-unreadable"
    values = {item["key"]: item["value"] for item in document["items"]}
    assert values == {
        game_key("broken"): DAMAGED[game_key("broken")],
        game_key("future"): NEWER,
        backup_key(SESSION_KEY, 1): DAMAGED[SESSION_KEY],
        backup_key(SETTINGS_KEY, 1): DAMAGED[SETTINGS_KEY],
    }

    by_id(page, "discard-unreadable").click()
    expect(page.locator(".confirm")).to_contain_text("Delete the 3 unreadable items")
    by_id(page, "confirm-yes").click()
    expect(by_id(page, "notice")).to_have_text("Unreadable data deleted: 3 items.")
    expect(notes).not_to_contain_text("could not be read")
    expect(notes).to_contain_text("comes from a newer version")  # never discarded
    stored = ui.storage(page)
    assert stored[game_key("future")] == NEWER
    assert not [k for k in stored if k.startswith("belot:backup:") or k == game_key("broken")]
    assert tab.errors == []


def fill_storage(tab: ui.Tab) -> int:
    """Fill localStorage with other values until the browser takes nothing more.

    The instant-paint snapshot goes first: the browser edge drops that cache by itself when the
    quota is used up, which would make room for the save this test wants refused.
    """
    count: int = tab.page.evaluate(
        """() => {
          localStorage.removeItem("belot:snapshot");
          let n = 0;
          for (let size = 1 << 20; size >= 1; ) {
            try { localStorage.setItem(`other-app-${n}`, "x".repeat(size)); n++; }
            catch (error) { size >>= 1; }
          }
          return n;
        }"""
    )
    return count


def test_a_full_quota_says_so_keeps_the_entry_and_loses_nothing(tab: ui.Tab) -> None:
    page = tab.page
    record = ui.new_record("bulgarian", ("Ana", "Boris"))
    ui.start_game(page, "bulgarian", ("Ana", "Boris"))
    ui.play_deals(page, record, [{"contract": "hearts", "declarer": 0, "points": [87, 75]}])
    saved = ui.stored_game(page)
    by_id(page, "add-deal").click()
    deal = {"contract": "spades", "declarer": 1, "points": [66, 96]}
    ui.fill_deal(page, deal)
    assert fill_storage(tab) > 0

    by_id(page, "save-deal").click()
    expect(by_id(page, "notice")).to_contain_text("the browser's storage is full")
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "points-1")).to_have_value("96")
    assert ui.stored_game(page) == saved

    page.evaluate(
        "() => Object.keys(localStorage).filter(k => k.startsWith('other-app-'))"
        ".forEach(k => localStorage.removeItem(k))"
    )
    ui.save_deal(page)
    record["deals"].append(deal)
    ui.expect_sheet(page, record)
    assert ui.stored_game(page)["revision"] == saved["revision"] + 1
    assert tab.errors == []
