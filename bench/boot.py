#!/usr/bin/env python3
"""How fast the page opens: the app against bare Pyodide, cold and warm, in Chromium.

    .venv/bin/python bench/boot.py [--runs 5]        # or: make bench

A benchmark to read, not a test: it asserts nothing. In one run, on the same vendored
files (static/vendor/, served by a counting copy of scripts/serve.py), it prints:

* navigation to ready, median of --runs, for the app (<html data-ready>, set by
  belot.app.adapter) and for bench/bare.html (only ``loadPyodide()`` from the same
  static/vendor/pyodide/pyodide.mjs, then the same attribute), cold (a new browser
  context, service workers blocked: a first visit) and warm (a browser profile whose
  service worker is installed and controls the page: a player's repeat visit, with a
  saved game open), and the ratio app / bare; warm visits of the app with its Python
  memory snapshot (static/python.mjs) and before it has one (deleted before each visit);
* instant paint: on the warm visits, when the saved score sheet was first on screen;
* save deal: with a 60-deal game open, from the tap on "Save deal" to the updated sheet,
  measured in the page;
* a first visit's downloads (a new profile, until its service worker controls the page):
  requests, bytes of response bodies the server sent, and any URL whose body was sent twice.

Times come from the page's own clock (performance.now(), zero at navigation start), read
by a script Playwright adds before the page's own (MARKS_JS).
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import functools
import http.server
import json
import os
import shutil
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from belot import Contract, Game, PlayedDeal, make_rules
from belot.app.storage import SESSION_KEY, SavedGame, encode, game_key

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
import serve  # noqa: E402  (scripts/serve.py: the local static server)
import vendor  # noqa: E402  (scripts/vendor.py: static/vendor/)

if TYPE_CHECKING:
    from playwright.sync_api import (
        Browser,
        BrowserContext,
        Page,
        Playwright,
    )

APP = ""  # the site's root
BARE = "bench/bare.html"
NO_SNAPSHOT = "no snapshot"  # the app's warm visits before it has its Python snapshot
TIMEOUT_MS = 120_000
# As in tests/e2e/conftest.py.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WARM_DEALS = 20  # the game open on the warm visits
INTERACTION_DEALS = 60  # the game open while saving deals
INSTANT_GOAL_MS = 300
SAVE_GOAL_MS = 50
WARM_RATIO_GOAL = 1.10

# Runs in every page before its own scripts. window.__bench holds, in ms since navigation
# start: ready (<html data-ready>), pyReady (PyScript's py:ready: Python is up with the
# package unpacked, boot.py about to run), fcp (first contentful paint), sheet and
# sheetFrame (a score sheet in #app that is displayed, and the frame after it), tap (a click
# on Save deal), saved and savedFrame (the sheet back in #app after that click, and the
# frame after it).
MARKS_JS = """(() => {
  const marks = (window.__bench = {});
  const mark = (name) => { if (!(name in marks)) marks[name] = performance.now(); };
  const frame = (name) => requestAnimationFrame(() => setTimeout(() => mark(name)));
  const check = () => {
    const html = document.documentElement;
    if (html?.hasAttribute("data-ready")) mark("ready");
    const sheet = document.querySelector("#app [data-testid=sheet]");
    if (!("sheet" in marks) && sheet?.checkVisibility()) { mark("sheet"); frame("sheetFrame"); }
    if ("tap" in marks && !("saved" in marks) && sheet) { mark("saved"); frame("savedFrame"); }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready", "class"],
  });
  addEventListener("py:ready", () => mark("pyReady"), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") marks.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  addEventListener("click", (event) => {
    if (event.target.closest?.("[data-testid=save-deal]")) {
      for (const name of ["tap", "saved", "savedFrame"]) delete marks[name];
      mark("tap");
    }
  }, { capture: true });
})();"""


# --- the server: scripts/serve.py, counting what it sends -----------------------------


@dataclass(frozen=True)
class Sent:
    path: str
    status: int
    body: int  # bytes of the response body (0 for a 304)


class CountingHandler(serve.Handler):
    quiet = True
    log: list[Sent] = []  # noqa: RUF012  (one list for every request, filled in order)

    def send_response(self, code: int, message: str | None = None) -> None:
        self.status = code
        super().send_response(code, message)
        if code != 200:
            self.log.append(Sent(self.path, code, 0))

    def copyfile(self, source: Any, outputfile: Any) -> None:
        self.log.append(Sent(self.path, self.status, os.fstat(source.fileno()).st_size))
        super().copyfile(source, outputfile)


@contextlib.contextmanager
def counting_server() -> Iterator[str]:
    handler = functools.partial(CountingHandler, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


# --- the browser ----------------------------------------------------------------------


def chromium_path(playwright: Playwright) -> str | None:
    """As tests/e2e/conftest.py: $BELOT_CHROMIUM, Playwright's Chromium, a system one."""
    if os.environ.get("BELOT_CHROMIUM"):
        return os.environ["BELOT_CHROMIUM"]
    if Path(playwright.chromium.executable_path).is_file():
        return None
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    sys.exit("bench: no Chromium: `apt-get install -y chromium` or set BELOT_CHROMIUM")


def visit(context: BrowserContext, url: str, *, sheet: bool = False) -> dict[str, float]:
    """Open url in a new tab of context, wait until ready (and the sheet's frame): marks,
    and restored: 1.0 if Python started from its memory snapshot."""
    page = context.new_page()
    try:
        page.goto(url, wait_until="commit")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        if sheet:
            page.wait_for_function("'sheetFrame' in window.__bench", timeout=TIMEOUT_MS)
        marks: dict[str, float] = page.evaluate("window.__bench")
        marks["restored"] = float(page.evaluate(RESTORED_JS))
        return marks
    finally:
        page.close()


def wait_controlled(page: Page) -> None:
    page.wait_for_function(
        "navigator.serviceWorker.controller?.state === 'activated'", timeout=TIMEOUT_MS
    )


# --- saved games ----------------------------------------------------------------------


def saved_game(deals: int, game_id: str) -> SavedGame:
    """A Bulgarian game of ``deals`` made deals, far from its end (target 100 000)."""
    game = Game(make_rules("bulgarian", {"target": 100_000}), teams=("Us", "Them"))
    contracts = (Contract.HEARTS, Contract.SPADES, Contract.CLUBS, Contract.DIAMONDS)
    for n in range(deals):
        game = game.with_deal(PlayedDeal(contracts[n % 4], declarer=n % 2, points=(97, 65)))
    return SavedGame(game_id, game, deals + 1, "2026-01-01T00:00:00Z", "2026-01-01T00:00:00Z")


def open_game(context: BrowserContext, url: str, saved: SavedGame, screen: str) -> None:
    """Store ``saved`` in the profile and make it the open game, on ``screen``."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        values = {
            game_key(saved.id): encode(saved),
            SESSION_KEY: json.dumps({"screen": screen, "game": saved.id}),
        }
        page.evaluate(
            "values => { for (const [k, v] of Object.entries(values)) localStorage[k] = v; }",
            values,
        )
    finally:
        page.close()


# --- the measurements -----------------------------------------------------------------


@dataclass
class Series:
    values: list[float]

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    def __str__(self) -> str:
        return f"{self.median:.0f} ms ({min(self.values):.0f}–{max(self.values):.0f})"


def cold(browser: Browser, url: str, runs: int) -> dict[str, list[dict[str, float]]]:
    found: dict[str, list[dict[str, float]]] = {APP: [], BARE: []}
    for _ in range(runs):
        for path in (APP, BARE):
            context = browser.new_context(service_workers="block")
            context.add_init_script(MARKS_JS)
            try:
                found[path].append(visit(context, url + path))
            finally:
                context.close()
    return found


def first_visit(context: BrowserContext, url: str) -> list[Sent]:
    """A first visit in a new profile until its service worker controls the page."""
    CountingHandler.log.clear()
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        wait_controlled(page)
        page.wait_for_timeout(500)  # anything still in flight
    finally:
        page.close()
    return list(CountingHandler.log)


# static/python.mjs keeps its Python snapshot in this IndexedDB database, and marks a start
# from it.
SNAPSHOT_DB = "belot-python"
RESTORED_JS = "performance.getEntriesByName('belot:python-snapshot').length > 0"
HAS_SNAPSHOT_JS = """async (name) => {
  if (!(await indexedDB.databases()).some((db) => db.name === name)) return false;
  const db = await new Promise((resolve, reject) => {
    const opening = indexedDB.open(name);
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
  try {
    if (!db.objectStoreNames.contains("snapshot")) return false;
    const get = db.transaction("snapshot").objectStore("snapshot").get("key");
    return await new Promise((resolve) => {
      get.onsuccess = () => resolve(get.result !== undefined);
    });
  } finally {
    db.close();
  }
}"""
DROP_SNAPSHOT_JS = """(name) => new Promise((resolve, reject) => {
  const deleting = indexedDB.deleteDatabase(name);
  deleting.onsuccess = resolve;
  deleting.onerror = () => reject(deleting.error);
})"""


def make_snapshot(context: BrowserContext, url: str) -> None:
    """A visit that stays until the page has made its Python snapshot."""
    page = context.new_page()
    try:
        page.goto(url)
        deadline = time.monotonic() + TIMEOUT_MS / 1000
        while not page.evaluate(HAS_SNAPSHOT_JS, SNAPSHOT_DB):
            if time.monotonic() > deadline:
                sys.exit("bench: the page made no Python snapshot")
            page.wait_for_timeout(250)
    finally:
        page.close()


def drop_snapshot(context: BrowserContext, url: str) -> None:
    page = context.new_page()
    try:
        page.goto(url + BARE, wait_until="commit")
        page.evaluate(DROP_SNAPSHOT_JS, SNAPSHOT_DB)
    finally:
        page.close()


def warm(context: BrowserContext, url: str, runs: int) -> dict[str, list[dict[str, float]]]:
    """Visits with a service worker: the app without and with its Python snapshot, bare."""
    found: dict[str, list[dict[str, float]]] = {APP: [], BARE: [], NO_SNAPSHOT: []}
    open_game(context, url, saved_game(WARM_DEALS, "bench-warm"), "sheet")
    drop_snapshot(context, url)
    visit(context, url + APP, sheet=True)  # code caches are made on the first visits
    visit(context, url + BARE)
    for _ in range(runs):
        drop_snapshot(context, url)
        found[NO_SNAPSHOT].append(visit(context, url + APP, sheet=True))
    make_snapshot(context, url)
    visit(context, url + APP, sheet=True)
    for _ in range(runs):
        found[APP].append(visit(context, url + APP, sheet=True))
        found[BARE].append(visit(context, url + BARE))
    return found


def save_deals(context: BrowserContext, url: str, runs: int) -> list[dict[str, float]]:
    """Save ``runs`` deals, one after the other, into a game of INTERACTION_DEALS deals."""
    open_game(context, url, saved_game(INTERACTION_DEALS, "bench-save"), "sheet")
    page = context.new_page()
    found = []
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        for _ in range(runs):
            page.click("[data-testid=add-deal]")
            page.click("[data-testid=contract-hearts]")
            page.click("[data-testid=declarer-0]")
            page.click("[data-testid=points-0]")
            page.keyboard.type("97")
            page.click("[data-testid=save-deal]")
            page.wait_for_function("'savedFrame' in window.__bench", timeout=TIMEOUT_MS)
            found.append(page.evaluate("window.__bench"))
    finally:
        page.close()
    return found


def series(marks: list[dict[str, float]], end: str, start: str = "") -> Series:
    return Series([m[end] - (m[start] if start else 0.0) for m in marks])


def downloads(log: list[Sent]) -> str:
    bodies = [s for s in log if s.status == 200]
    count = collections.Counter(s.path for s in bodies)
    twice = sorted(f"{p} ×{n}" for p, n in count.items() if n > 1)
    statuses: dict[str, list[int]] = {}
    for sent in log:
        statuses.setdefault(sent.path, []).append(sent.status)
    again = sorted(f"{p} {'+'.join(map(str, s))}" for p, s in statuses.items() if len(s) > 1)
    return (
        f"{len(log)} requests, {sum(s.body for s in bodies) / 1e6:.2f} MB in {len(bodies)} "
        "bodies; "
        + (f"bodies sent twice: {', '.join(twice)}" if twice else "no body sent twice")
        + (f"; asked again (status codes): {', '.join(again)}" if again else "")
    )


def report(
    version: str,
    runs: int,
    cold_marks: dict[str, list[dict[str, float]]],
    warm_marks: dict[str, list[dict[str, float]]],
    save_marks: list[dict[str, float]],
    first_log: list[Sent],
    incognito_log: list[Sent],
) -> None:
    ms = "ms from navigation start"
    print(f"Boot benchmark: Chromium {version}, {runs} runs of each, median (min–max), {ms}")
    print("ready: app <html data-ready> (usable); bare: loadPyodide() resolved (bench/bare.html)")
    print(f"{'':44}{'app':24}{'bare':24}app / bare")
    rows = (
        ("cold (new context, no service worker)", cold_marks[APP], cold_marks[BARE], ""),
        (
            "warm (service worker, Python snapshot)",
            warm_marks[APP],
            warm_marks[BARE],
            f"   goal ≤ {WARM_RATIO_GOAL:.2f}",
        ),
        ("warm, before the Python snapshot exists", warm_marks[NO_SNAPSHOT], warm_marks[BARE], ""),
    )
    for label, app_marks, bare_marks, goal in rows:
        app, bare = series(app_marks, "ready"), series(bare_marks, "ready")
        print(f"  {label:42}{app!s:24}{bare!s:24}{app.median / bare.median:.2f}{goal}")
    print("the app's start (py:ready: Python up, package unpacked, PyScript set up):")
    for label, found in (
        ("cold", cold_marks[APP]),
        ("warm", warm_marks[APP]),
        ("warm, no snapshot", warm_marks[NO_SNAPSHOT]),
    ):
        restored = sum(int(m["restored"]) for m in found)
        print(
            f"  {label + ':':19}py:ready {series(found, 'pyReady')}, boot.py to ready "
            f"{series(found, 'ready', 'pyReady')}; restored from the snapshot "
            f"{restored}/{len(found)}"
        )
    visits = warm_marks[APP]
    print(
        f"instant paint (warm, {WARM_DEALS}-deal game open): sheet on screen "
        f"{series(visits, 'sheetFrame')}, first contentful paint {series(visits, 'fcp')}, "
        f"interactive {series(visits, 'ready')}   goal ≤ {INSTANT_GOAL_MS} ms"
    )
    print(
        f"save deal ({INTERACTION_DEALS}-deal game open): sheet updated "
        f"{series(save_marks, 'saved', 'tap')} after the tap, next frame "
        f"{series(save_marks, 'savedFrame', 'tap')}   goal ≤ {SAVE_GOAL_MS} ms"
    )
    print("first visit, until the service worker controls the page:")
    print(f"  new profile (disk cache):          {downloads(first_log)}")
    print(f"  incognito (in-memory HTTP cache):  {downloads(incognito_log)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="visits of each kind (default 5)")
    args = parser.parse_args(argv)
    if vendor.main([]) != 0:  # static/vendor/ as the sources say
        return 2

    from playwright.sync_api import sync_playwright

    profile = tempfile.mkdtemp(prefix="belot-bench-")
    with counting_server() as url, sync_playwright() as pw:
        executable = chromium_path(pw)
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            version = browser.version
            cold_marks = cold(browser, url, args.runs)
            incognito = browser.new_context(service_workers="allow")
            try:
                incognito_log = first_visit(incognito, url)
            finally:
                incognito.close()
        finally:
            browser.close()
        context = pw.chromium.launch_persistent_context(
            profile, executable_path=executable, args=CHROMIUM_ARGS, service_workers="allow"
        )
        try:
            context.add_init_script(MARKS_JS)
            first_log = first_visit(context, url)
            warm_marks = warm(context, url, args.runs)
            save_marks = save_deals(context, url, args.runs)
        finally:
            context.close()
            shutil.rmtree(profile, ignore_errors=True)

    report(version, args.runs, cold_marks, warm_marks, save_marks, first_log, incognito_log)
    return 0


if __name__ == "__main__":
    sys.exit(main())
