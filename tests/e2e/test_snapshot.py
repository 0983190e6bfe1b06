"""The Python memory snapshot (static/python.mjs): made once a service worker controls the
page, restored on the next visits, and never in the way: a snapshot that cannot be
restored, or is of another version, is dropped and Python starts as it would without.

The snapshot is kept in IndexedDB (database "belot-python", store "snapshot": "key" and
"memory"); a start from it leaves the performance mark "belot:python-snapshot".
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from . import ui
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import (
        Browser,
        Page,
    )

pytestmark = pytest.mark.e2e

# The page waits 10 s before making it (SNAPSHOT_DELAY_MS), then it takes a few seconds.
SNAPSHOT_TIMEOUT_S = 90

STORED_JS = """async () => {
  if (!(await indexedDB.databases()).some((db) => db.name === "belot-python")) return null;
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("belot-python");
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    if (!db.objectStoreNames.contains("snapshot")) return null;
    const store = db.transaction("snapshot").objectStore("snapshot");
    const get = (name) => new Promise((resolve) => {
      const request = store.get(name);
      request.onsuccess = () => resolve(request.result);
    });
    const [key, memory] = [await get("key"), await get("memory")];
    return key === undefined ? null : { key, size: memory?.length ?? 0 };
  } finally {
    db.close();
  }
}"""
PUT_JS = """([key, memory]) => new Promise((resolve, reject) => {
  const opening = indexedDB.open("belot-python");
  opening.onsuccess = () => {
    const db = opening.result;
    const tx = db.transaction("snapshot", "readwrite");
    tx.objectStore("snapshot").put(key, "key");
    tx.objectStore("snapshot").put(new Uint8Array(memory), "memory");
    tx.oncomplete = () => { db.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
})"""
RESTORED_JS = "performance.getEntriesByName('belot:python-snapshot').length > 0"


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[ui.Tab]:
    """A tab whose service worker controls it and which has made its Python snapshot."""
    context = browser.new_context(service_workers="allow")
    try:
        tab = ui.open_tab(context, site_url)
        tab.page.wait_for_function(
            "navigator.serviceWorker.controller?.state === 'activated'", timeout=60_000
        )
        deadline = time.monotonic() + SNAPSHOT_TIMEOUT_S
        while stored(tab.page) is None:
            assert time.monotonic() < deadline, "no Python snapshot was made"
            tab.page.wait_for_timeout(500)
        yield tab
    finally:
        context.close()


def stored(page: Page) -> dict[str, object] | None:
    found: dict[str, object] | None = page.evaluate(STORED_JS)
    return found


def test_a_repeat_visit_starts_from_the_snapshot_and_works(tab: ui.Tab) -> None:
    page = tab.page
    assert not page.evaluate(RESTORED_JS)  # the first visit had none
    snapshot = stored(page)
    assert snapshot is not None
    assert int(str(snapshot["size"])) > 1_000_000

    ui.reload(page)
    assert page.evaluate(RESTORED_JS)
    # The whole app, from a game to its statistics, with modules imported in the snapshot.
    record = ui.new_record("belote", ("Nous", "Eux"))
    ui.start_game(page, "belote", ("Nous", "Eux"))
    ui.play_deals(page, record, [{"contract": "hearts", "declarer": 0, "points": [100, 62]}])
    by_id(page, "stats-game").click()
    expect(page.locator("#app svg")).to_have_count(1)
    ui.go_home(page)
    assert tab.errors == []


def test_a_snapshot_that_cannot_be_restored_is_dropped(tab: ui.Tab) -> None:
    page = tab.page
    snapshot = stored(page)
    assert snapshot is not None
    # This version's key, with memory that is no snapshot: Pyodide refuses it.
    page.evaluate(PUT_JS, [snapshot["key"], list(range(64))])
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    ui.reload(page)
    assert not page.evaluate(RESTORED_JS)
    assert any("starting Python without its snapshot" in w for w in warnings), warnings
    expect(by_id(page, "new-game")).to_be_visible()
    page.wait_for_function(f"({STORED_JS})().then((s) => s === null)")
    assert tab.errors == []


def test_a_snapshot_of_another_version_is_not_used(tab: ui.Tab) -> None:
    page = tab.page
    page.evaluate(PUT_JS, ["1 0.0.0 another-package", list(range(64))])
    ui.reload(page)
    assert not page.evaluate(RESTORED_JS)
    expect(by_id(page, "new-game")).to_be_visible()
    page.wait_for_function(f"({STORED_JS})().then((s) => s === null)")
    assert tab.errors == []
