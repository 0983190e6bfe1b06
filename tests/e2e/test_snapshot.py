"""The Python memory snapshot (static/python.mjs): made once a service worker controls the
page, restored on the next visits, and never in the way: a snapshot that cannot be
restored, is of another version or does not match its seal, is dropped and Python starts
as it would without.

The snapshot is kept in IndexedDB (database "belot-python", store "snapshot": "key" and
"memory", a Blob of the packed memory), its seal in Cache Storage (cache "belot:python", request
static/python-snapshot.json: JSON {key, size, sum, table}, "sum" the checksum of "memory");
a start from it leaves the performance mark "belot:python-snapshot", and the mark
"belot:snapshot-read" says whether the stored bytes were read and summed in a worker
(static/snapshot-reader.mjs) or, where none could start, on the page's thread.
"""

from __future__ import annotations

import base64
import hashlib
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING
from urllib.parse import urljoin

import pytest

from tests.scripts import ROOT

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
    return key === undefined ? null : { key, size: memory?.size ?? 0 };
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
    tx.objectStore("snapshot").put(new Blob([new Uint8Array(memory)]), "memory");
    tx.oncomplete = () => { db.close(); resolve(); };
    tx.onerror = () => reject(tx.error);
  };
})"""


def edit_memory_js(edit: str) -> str:
    """A function of one argument that replaces the stored snapshot's "memory" (its key
    left as it is) by what ``edit``, ``(memory, argument) => [memory, result]``, makes of
    its bytes: the result."""
    return f"""async (argument) => {{
  const db = await new Promise((resolve, reject) => {{
    const opening = indexedDB.open("belot-python");
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => resolve(opening.result);
  }});
  const done = (request) => new Promise((resolve, reject) => {{
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }});
  try {{
    const stored = await done(db.transaction("snapshot").objectStore("snapshot").get("memory"));
    const bytes = new Uint8Array(await stored.arrayBuffer());
    const [memory, result] = ({edit})(bytes, argument);
    const store = db.transaction("snapshot", "readwrite").objectStore("snapshot");
    await done(store.put(new Blob([memory]), "memory"));
    return result;
  }} finally {{
    db.close();
  }}
}}"""


# Every occurrence of the bytes of one string replaced by another of the same length, in
# place: how many.
ALTER_JS = edit_memory_js("""(memory, [from, to]) => {
  const [old, now] = [new TextEncoder().encode(from), new TextEncoder().encode(to)];
  let count = 0;
  for (let at = memory.indexOf(old[0]); at >= 0; at = memory.indexOf(old[0], at + 1)) {
    if (old.every((byte, i) => memory[at + i] === byte)) {
      memory.set(now, at);
      count += 1;
    }
  }
  return [memory, count];
}""")
# Only the first bytes kept.
CUT_JS = edit_memory_js("(memory, size) => [memory.slice(0, size), memory.length]")
# The seal (null if there is none), and writing or deleting it.
SEAL = ("belot:python", "static/python-snapshot.json")
SEAL_JS = """async ([cache, url]) => {
  const found = await caches.match(new URL(url, location.href).href, { cacheName: cache });
  return found ? await found.json() : null;
}"""
PUT_SEAL_JS = """async ([cache, url, seal]) => {
  const body = JSON.stringify(seal);
  await (await caches.open(cache)).put(new URL(url, location.href).href, new Response(body));
}"""
DELETE_SEAL_JS = """async ([cache, url]) => {
  await (await caches.open(cache)).delete(new URL(url, location.href).href);
}"""
# The seal of bytes, as static/python.mjs makes it (with the page's own checksum).
SEAL_OF_JS = """async ([key, memory]) => {
  const bytes = new Uint8Array(memory);
  const { checksum } = await import(new URL("static/snapshot-reader.mjs", location.href).href);
  return { key, size: bytes.length, sum: checksum(bytes) };
}"""
# The stored snapshot and its seal copied from one database and cache to another, under the
# lock the page's own worker holds while it makes and stores one (static/python.mjs,
# SNAPSHOT_LOCK): never half of one snapshot and half of another. The copy's database is
# made as the page makes its own (version 1, one store "snapshot"); nothing is copied if
# there is nothing (a key and a seal) to copy. Returns whether it copied.
COPY_JS = """async ([from, to]) => {
  const open = (name) => new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onupgradeneeded = () => opening.result.createObjectStore("snapshot");
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  const done = (tx) => new Promise((resolve, reject) => {
    tx.oncomplete = resolve;
    tx.onerror = tx.onabort = () => reject(tx.error);
  });
  const copy = async () => {
    const [source, target] = [await open(from.database), await open(to.database)];
    try {
      const reading = source.transaction("snapshot").objectStore("snapshot");
      const get = (name) => new Promise((resolve) => {
        const request = reading.get(name);
        request.onsuccess = () => resolve(request.result);
      });
      const [key, memory] = [await get("key"), await get("memory")];
      const url = new URL(from.seal, location.href).href;
      const seal = await caches.match(url, { cacheName: from.cache });
      if (key === undefined || !seal) return false;
      const writing = target.transaction("snapshot", "readwrite");
      writing.objectStore("snapshot").put(memory, "memory");
      writing.objectStore("snapshot").put(key, "key");
      await done(writing);
      const body = await seal.text();
      const headers = { "Content-Type": "application/json" };
      const sealed = new URL(to.seal, location.href).href;
      await (await caches.open(to.cache)).put(sealed, new Response(body, { headers }));
      return true;
    } finally {
      source.close();
      target.close();
    }
  };
  return navigator.locks.request("belot:python-snapshot", copy);
}"""
# What another page of the origin may do: make a database of the page's name, at version 1,
# with a store of its own and not the page's.
WITHOUT_THE_STORE_JS = """async () => {
  await new Promise((resolve, reject) => {
    const deleting = indexedDB.deleteDatabase("belot-python");
    deleting.onsuccess = resolve;
    deleting.onerror = () => reject(deleting.error);
  });
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("belot-python", 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore("theirs").put(1, "kept");
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  db.close();
}"""
# The database's version and stores, and what the other page's store holds.
DATABASE_JS = """async () => {
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open("belot-python");
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    const stores = [...db.objectStoreNames];
    const kept = !stores.includes("theirs") ? null : await new Promise((resolve) => {
      const get = db.transaction("theirs").objectStore("theirs").get("kept");
      get.onsuccess = () => resolve(get.result);
    });
    return { version: db.version, stores, kept };
  } finally {
    db.close();
  }
}"""
# Where the page keeps its snapshot, and where the tests keep a copy of a good one (a cache
# name not starting "belot-": sw.js deletes those when a new version activates).
KEPT = {"database": "belot-python", "cache": SEAL[0], "seal": SEAL[1]}
COPY = {"database": "test:snapshot-copy", "cache": "test:snapshot-copy", "seal": SEAL[1]}
RESTORED_JS = "performance.getEntriesByName('belot:python-snapshot').length > 0"
# Whether the stored bytes were read in the reader's worker (null: not read at all).
READ_OFF_JS = "performance.getEntriesByName('belot:snapshot-read')[0]?.detail.worker ?? null"
# Each reader the page starts (static/snapshot-reader.mjs, READER) made to fail: a worker
# that cannot start ("throw") or whose script is not found ("missing": its error event).
NO_READER_JS = """(() => {
  const how = %s;
  const Real = window.Worker;
  window.Worker = function (url, options) {
    if (options?.name !== "belot:snapshot-reader") return new Real(url, options);
    if (how === "throw") throw new DOMException("no workers today", "SecurityError");
    return new Real(new URL("static/no-such-reader.mjs", location.href), options);
  };
})();"""
# What the start says it did (static/belot_boot.py's mark, set once every screen is in).
STARTED = "belot:dataclass-methods"
# Who asked for the page's script (static/boot.py) in this visit, each time it was asked.
PAGE_SCRIPT_JS = """performance.getEntriesByType("resource")
  .filter((entry) => new URL(entry.name).pathname.endsWith("/static/boot.py"))
  .map((entry) => entry.initiatorType)"""
NOT_USED = "belot: starting Python without its snapshot"


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[ui.Tab]:
    """A tab whose service worker controls it and which has made its Python snapshot."""
    context = browser.new_context(service_workers="allow")
    try:
        tab = ui.open_tab(context, site_url)
        tab.page.wait_for_function(
            "navigator.serviceWorker.controller?.state === 'activated'", timeout=60_000
        )
        wait_for_snapshot(tab.page)
        assert tab.page.evaluate(COPY_JS, [KEPT, COPY]), "no snapshot to keep a copy of"
        yield tab
    finally:
        context.close()


def started(page: Page) -> dict[str, int]:
    """What this visit's start says it did, once it has said it."""
    page.wait_for_function(f"performance.getEntriesByName('{STARTED}').length > 0")
    found: dict[str, int] = page.evaluate(f"performance.getEntriesByName('{STARTED}')[0].detail")
    return found


def stored(page: Page) -> dict[str, object] | None:
    found: dict[str, object] | None = page.evaluate(STORED_JS)
    return found


def seal(page: Page) -> dict[str, object] | None:
    found: dict[str, object] | None = page.evaluate(SEAL_JS, list(SEAL))
    return found


def wait_for_snapshot(page: Page) -> dict[str, object]:
    """The stored snapshot, once the page has made one (at once if it has)."""
    deadline = time.monotonic() + SNAPSHOT_TIMEOUT_S
    while (snapshot := stored(page)) is None:
        assert time.monotonic() < deadline, "no Python snapshot was made"
        page.wait_for_timeout(500)
    return snapshot


def a_good_snapshot(page: Page) -> dict[str, object]:
    """The page's snapshot and seal as the page made them (the copy the module's tab kept
    of its first one, put back): a test about a damaged one need not wait for a new one."""
    assert page.evaluate(COPY_JS, [COPY, KEPT])
    found = stored(page)
    assert found is not None
    assert seal(page) is not None
    return found


def eventually(page: Page, check: Callable[[], bool], what: str) -> None:
    """Wait until ``check()`` holds (a few seconds at most). (Not wait_for_function: it
    takes the promise an async function returns for a true answer.)"""
    deadline = time.monotonic() + 10
    while not check():
        assert time.monotonic() < deadline, what
        page.wait_for_timeout(100)


def gone(page: Page) -> bool:
    """Whether the snapshot and its seal are both deleted."""
    return stored(page) is None and seal(page) is None


def reload_watching(page: Page) -> list[str]:
    """Reload and wait until ready: the console's warnings meanwhile (filled as they come)."""
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    ui.reload(page)
    return warnings


def expect_started_without_it(tab: ui.Tab, warnings: list[str], why: str) -> None:
    """Python started without the snapshot, the console said why, the page works, and the
    snapshot is gone with its seal (the page makes a new one later)."""
    page = tab.page
    assert not page.evaluate(RESTORED_JS)
    assert any(NOT_USED in w and why in w for w in warnings), warnings
    expect(by_id(page, "new-game")).to_have_text("New game")
    ui.start_game(page, "belote", ("Nous", "Eux"))
    record = ui.new_record("belote", ("Nous", "Eux"))
    ui.play_deals(page, record, [{"contract": "spades", "declarer": 1, "points": [62, 100]}])
    ui.go_home(page)
    eventually(page, lambda: gone(page), "the snapshot or its seal was not deleted")
    assert tab.errors == []


def test_a_page_the_worker_does_not_control_does_not_look_for_one(
    browser: Browser, site_url: str
) -> None:
    """A first visit (no service worker in control: none has cached the files yet, and a
    snapshot is made only under one) asks for the runtime's files at once: it does not
    wait for IndexedDB to make its database and say that it holds nothing."""
    context = browser.new_context(service_workers="block")
    try:
        tab = ui.open_tab(context, site_url)
        assert not tab.page.evaluate(RESTORED_JS)
        names = tab.page.evaluate("async () => (await indexedDB.databases()).map((d) => d.name)")
        assert KEPT["database"] not in names
        assert tab.errors == []
    finally:
        context.close()


def test_a_repeat_visit_starts_from_the_snapshot_and_works(tab: ui.Tab) -> None:
    page = tab.page
    assert not page.evaluate(RESTORED_JS)  # the first visit had none
    assert started(page)["imported"] > 100  # and imported the package
    snapshot = stored(page)
    assert snapshot is not None
    assert int(str(snapshot["size"])) > 1_000_000

    assert page.evaluate(PAGE_SCRIPT_JS) == ["fetch"]  # PyScript's own fetch

    warnings = reload_watching(page)
    assert page.evaluate(RESTORED_JS)
    assert page.evaluate(READ_OFF_JS) is True  # read and summed off the page's thread
    # The page's script asked for while Python was restored, once: PyScript's fetch took
    # the preload's answer.
    assert page.evaluate(PAGE_SCRIPT_JS) == ["link"]
    assert not any("preload" in w for w in warnings), warnings
    # Every module of the package came in Python's memory, the browser edge's too (which
    # took `document` and `window` from `js` in the worker that made the snapshot).
    assert started(page)["imported"] == 0
    # The whole app, from a game to its statistics, with modules imported in the snapshot.
    record = ui.new_record("belote", ("Nous", "Eux"))
    ui.start_game(page, "belote", ("Nous", "Eux"))
    ui.play_deals(page, record, [{"contract": "hearts", "declarer": 0, "points": [100, 62]}])
    by_id(page, "stats-game").click()
    expect(page.locator("#app svg")).to_have_count(1)
    ui.go_home(page)
    assert tab.errors == []


@pytest.mark.parametrize("how", ["throw", "missing"])
def test_without_its_reader_the_snapshot_is_read_on_the_page_s_thread(
    tab: ui.Tab, site_url: str, how: str
) -> None:
    """A reader that cannot start, or whose script fails, costs the snapshot nothing: its
    bytes are read and checked on the page's thread, Python starts from it, and it stays."""
    a_good_snapshot(tab.page)
    other = ui.open_tab(tab.page.context, site_url, init_script=NO_READER_JS % f'"{how}"')
    try:
        page = other.page
        assert page.evaluate(RESTORED_JS)
        assert page.evaluate(READ_OFF_JS) is False
        assert started(page)["imported"] == 0
        expect(by_id(page, "new-game")).to_be_visible()
        assert stored(page) is not None
        assert seal(page) is not None
        assert other.errors == []
    finally:
        other.page.close()


def test_a_snapshot_changed_in_indexeddb_is_not_used_and_is_made_again(tab: ui.Tab) -> None:
    page = tab.page
    before = wait_for_snapshot(page)
    # A word of the page replaced in Python's memory, same length: used as it is, the home
    # screen would say "Old game".
    assert page.evaluate(ALTER_JS, ["New game", "Old game"]) > 0
    assert stored(page) == before  # the same key, the same size
    warnings = reload_watching(page)
    expect_started_without_it(tab, warnings, "not the ones sealed when it was made")
    # A new one, made after a while, is used on the next visit.
    wait_for_snapshot(page)
    assert seal(page) is not None
    warnings = reload_watching(page)
    assert page.evaluate(RESTORED_JS)
    assert not any(NOT_USED in w for w in warnings), warnings
    expect(by_id(page, "new-game")).to_have_text("New game")
    assert tab.errors == []


def test_a_snapshot_cut_short_in_indexeddb_is_not_used(tab: ui.Tab) -> None:
    page = tab.page
    a_good_snapshot(page)
    # Its first 64 kB under its own key: not the size it was sealed with.
    assert page.evaluate(CUT_JS, 65536) > 65536
    warnings = reload_watching(page)
    expect_started_without_it(tab, warnings, "bytes, sealed as")


def test_a_database_of_its_name_without_its_store_is_given_the_store(tab: ui.Tab) -> None:
    """Another page of the origin made the database at version 1 without the page's store:
    the page adds it in the next version (another's store left as it was) and keeps its
    snapshot there, as before. (Opened at version 1, it found no store on every visit.)"""
    page = tab.page
    page.evaluate(WITHOUT_THE_STORE_JS)
    assert stored(page) is None
    warnings = reload_watching(page)
    assert not page.evaluate(RESTORED_JS)
    expected = {"version": 2, "stores": ["snapshot", "theirs"], "kept": 1}
    eventually(page, lambda: page.evaluate(DATABASE_JS) == expected, "no store was added")
    assert not any("belot" in w for w in warnings), warnings
    a_good_snapshot(page)
    warnings = reload_watching(page)
    assert page.evaluate(RESTORED_JS)
    assert not any(NOT_USED in w for w in warnings), warnings
    assert page.evaluate(DATABASE_JS) == expected
    assert tab.errors == []


@pytest.mark.parametrize("change", ["missing", "another sum"])
def test_a_snapshot_whose_seal_is_missing_or_different_is_not_used(
    tab: ui.Tab, change: str
) -> None:
    page = tab.page
    a_good_snapshot(page)
    found = seal(page)
    assert found is not None
    if change == "missing":
        page.evaluate(DELETE_SEAL_JS, list(SEAL))
        why = "it has no seal in Cache Storage"
    else:
        other = page.evaluate(SEAL_OF_JS, [found["key"], [1, 2, 3]])["sum"]
        assert other != found["sum"]
        page.evaluate(PUT_SEAL_JS, [*SEAL, {**found, "sum": other}])
        why = "not the ones sealed when it was made"
    warnings = reload_watching(page)
    expect_started_without_it(tab, warnings, why)


# The runtime's WebAssembly instantiated 1.5 s late: the snapshot's check is over long before
# the runtime is made.
SLOW_RUNTIME_JS = """(() => {
  const instantiate = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = (...args) =>
    new Promise((resolve) => setTimeout(resolve, 1500)).then(() =>
      instantiate.apply(WebAssembly, args));
})()"""


def test_a_snapshot_refused_before_the_runtime_is_made_stops_nothing(
    tab: ui.Tab, site_url: str
) -> None:
    """The loader waits for the snapshot only once it has made the runtime (scripts/vendor.py,
    loader_restoring_later): refused by its check before then, the refusal is no error of
    the page (a rejection no one handled meanwhile would stop the start:
    static/boot-error.js), Python starts without it, and it is dropped."""
    page = tab.page
    a_good_snapshot(page)
    found = seal(page)
    assert found is not None
    other_sum = page.evaluate(SEAL_OF_JS, [found["key"], [1, 2, 3]])["sum"]
    page.evaluate(PUT_SEAL_JS, [*SEAL, {**found, "sum": other_sum}])
    other = ui.open_tab(page.context, site_url, init_script=SLOW_RUNTIME_JS)
    try:
        assert not other.page.evaluate(RESTORED_JS)
        expect(by_id(other.page, "new-game")).to_have_text("New game")
        eventually(page, lambda: gone(page), "the snapshot or its seal was not deleted")
        assert other.errors == []
    finally:
        other.page.close()


def test_a_snapshot_made_with_another_function_table_is_not_used(tab: ui.Tab) -> None:
    """The seal has the size of the runtime's function table when the snapshot was made
    (Python's memory holds indices into it): restored into a table of another size (a
    place added while the package was imported, which a restored Python would lack), the
    snapshot is dropped and Python starts without it."""
    page = tab.page
    a_good_snapshot(page)
    found = seal(page)
    assert found is not None
    table = found["table"]
    assert isinstance(table, int)
    assert table > 1000
    page.evaluate(PUT_SEAL_JS, [*SEAL, {**found, "table": table + 1}])
    warnings = reload_watching(page)
    expect_started_without_it(tab, warnings, f"its function table had {table + 1} places")


def test_a_snapshot_that_cannot_be_restored_is_dropped(tab: ui.Tab) -> None:
    page = tab.page
    snapshot = a_good_snapshot(page)
    # This version's key, with memory that is no snapshot, sealed as if it had been made so:
    # it passes the check, and cannot be restored.
    memory = list(range(64))
    page.evaluate(PUT_JS, [snapshot["key"], memory])
    page.evaluate(PUT_SEAL_JS, [*SEAL, page.evaluate(SEAL_OF_JS, [snapshot["key"], memory])])
    warnings = reload_watching(page)
    expect_started_without_it(tab, warnings, "the stored snapshot is unreadable")


def test_a_snapshot_of_another_version_is_not_used(tab: ui.Tab) -> None:
    page = tab.page
    page.evaluate(PUT_JS, ["1 0.0.0 another-package", list(range(64))])
    warnings = reload_watching(page)
    assert not page.evaluate(RESTORED_JS)
    assert not any(NOT_USED in w for w in warnings), warnings  # an update is no fault
    expect(by_id(page, "new-game")).to_be_visible()
    eventually(page, lambda: stored(page) is None, "the snapshot was not deleted")
    assert tab.errors == []


def test_the_key_names_the_standard_library_the_runtime_and_the_package(tab: ui.Tab) -> None:
    """Python's memory holds the standard library's table of contents (zipimport's) and
    indices into the function table the runtime's JavaScript lays out as it links
    (scripts/vendor.py, runtime_linking_at_once): a snapshot made with another archive or
    another runtime would read this one at the wrong places, so its key names both
    (static/vendor/sizes.mjs, STDLIB_SHA256 and RUNTIME_SHA256) beside the Pyodide version
    and the package's hash (PACKAGE_SHA256, the archive's as served); a snapshot under
    another key is not used (test_a_snapshot_of_another_version_is_not_used)."""
    snapshot = a_good_snapshot(tab.page)
    sizes = (ROOT / "static" / "vendor" / "sizes.mjs").read_text(encoding="utf-8")
    stdlib = sizes.split('STDLIB_SHA256 = "')[1].split('"')[0]
    runtime = sizes.split('RUNTIME_SHA256 = "')[1].split('"')[0]
    assert len(stdlib) == len(runtime) == 44  # SHA-256 in base64
    package = sizes.split('PACKAGE_SHA256 = "')[1].split('"')[0]
    archive = tab.page.request.get(urljoin(tab.page.url, "static/vendor/belot.zip")).body()
    served = base64.b64encode(hashlib.sha256(archive).digest())
    assert package == served.decode()
    assert str(snapshot["key"]).split(" ")[2:5] == [stdlib, runtime, package]
