#!/usr/bin/env python3
"""Years of games: the app with 500 saved games of 60 deals, against the same app with one.

    .venv/bin/python bench/games.py [--games 500] [--runs 5] [--throttled-runs 2]
    make bench                                             # with bench/boot.py

A benchmark to read, not a test: it asserts nothing, and prints each figure beside its
goal. In a browser profile whose service worker controls the page and whose
Python snapshot is made (a player's phone after the first visit), it measures, at normal
speed and with the CPU throttled 4 times:

* start-up to the games list: navigation start to the list on screen (the frame after
  ``#app ul.games`` shows, the app ready), with one saved game and with ``--games`` games,
  and their ratio (goal: within 10 %). The two are two browser profiles, each set up as
  above, whose starts take turns (the order reversed every other round; ``STARTS`` times
  ``--runs`` starts of each), so that the machine's moods fall on both alike; each round's
  pair is also printed as a ratio. The first start after the update, which makes the list's
  index from every game once, is printed apart;
* the list: from the tap on *Games* on a game's sheet to the frame after the list shows;
* statistics across all games: from the tap on *Statistics* on the list to the frame after
  they show;
* *Export all games*: from the tap to the frame after (the file is handed to the browser
  within the tap);
* the other tab: with the same game open in two tabs, the main-thread work (CDP
  ``Performance.getMetrics`` TaskDuration) the second tab does while the first types four
  digits and saves the deal, less what it does in as long a time left alone;
* storage: how many 60-deal games fit in what localStorage holds (5 MiB characters), stored
  as JSON (before) and as finished games are stored now (packed), counted from the texts
  and by filling a real page's localStorage until the browser refuses.

Every time is the page's own clock (performance.now()).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))


from belot import (  # noqa: E402
    Announcement,
    Contract,
    Double,
    Game,
    PlayedDeal,
    can_add_deal,
    make_rules,
    play,
)
from belot.app.index import SavedGames  # noqa: E402
from belot.app.safekeeping import LOCAL_QUOTA  # noqa: E402
from belot.app.storage import (  # noqa: E402
    SESSION_KEY,
    MemoryStore,
    SavedGame,
    encode,
    game_key,
)
from bench.boot import (  # noqa: E402
    CHROMIUM_ARGS,
    CPU_SLOWDOWN,
    TIMEOUT_MS,
    chromium_path,
    counting_server,
    first_visit,
    make_snapshot,
    paired,
    slow_down,
)

if TYPE_CHECKING:
    from playwright.sync_api import BrowserContext, CDPSession, Page

DEALS = 60
START_RATIO_GOAL = 1.10
LIST_GOAL_MS = 100
STATS_GOAL_MS = 500
OTHER_TAB_GOAL_MS = 50
NORMAL = "normal CPU"
# Starts of each profile per --runs: a start is a second or two, and its spread at normal speed
# (a third of it from one visit to the next, the pairs 0.62-1.46 within one run) needs many
# to make a median of: forty of each at normal speed (twenty before 2026-12-06 at 22:10).
STARTS = 8

# Marks, in ms from navigation start: "list" (the frame after the list of games is first on
# screen) and "ready" (<html data-ready>).
MARKS_JS = """(() => {
  const marks = (window.__games = {});
  const frame = (name) => requestAnimationFrame(() => setTimeout(() => {
    if (!(name in marks)) marks[name] = performance.now();
  }));
  const check = () => {
    if (!("ready" in marks) && document.documentElement.hasAttribute("data-ready")) {
      marks.ready = performance.now();
    }
    if (!("seen" in marks) && document.querySelector("#app ul.games")) {
      marks.seen = performance.now();
      frame("list");
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true, childList: true, attributes: true, attributeFilter: ["data-ready"],
  });
})();"""


@dataclass
class Series:
    values: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.values) if self.values else float("nan")

    def __str__(self) -> str:
        if not self.values:
            return "–"
        return f"{self.median:.0f} ms ({min(self.values):.0f}–{max(self.values):.0f})"


@dataclass
class Figures:
    """One speed's measurements."""

    start_one: Series = field(default_factory=Series)
    start_many: Series = field(default_factory=Series)
    first_start: Series = field(default_factory=Series)  # the index made from the games
    to_list: Series = field(default_factory=Series)
    stats: Series = field(default_factory=Series)
    export: Series = field(default_factory=Series)
    other_tab: Series = field(default_factory=Series)
    other_idle: Series = field(default_factory=Series)


# --- the games --------------------------------------------------------------------------------


TOTALS = {Contract.NO_TRUMPS: 260, Contract.ALL_TRUMPS: 258}


def played_game(seed: int, deals: int = DEALS, target: int = 100_000) -> Game:
    """A Bulgarian game of ``deals`` deals as a table plays them (contracts, splits, belots
    and doubles drawn at random from ``seed``), far from its end unless ``target`` says."""
    rng = random.Random(seed)
    game = Game(make_rules("bulgarian", {"target": target}), teams=("Ana & Vera", "Boris & Gosho"))
    while len(game.deals) < deals:
        contract = rng.choice(list(Contract))
        total = TOTALS.get(contract, 162)
        mine = rng.randrange(0, total + 1, 2 if total % 2 == 0 else 1)
        declarer = rng.randrange(2)
        points = (mine, total - mine) if declarer == 0 else (total - mine, mine)
        belots = contract not in (Contract.NO_TRUMPS,) and rng.random() < 0.2
        deal = PlayedDeal(
            contract,
            declarer=declarer,
            points=points,
            double=Double.DOUBLED if rng.random() < 0.1 else Double.NONE,
            announcements=((Announcement.BELOT,), ()) if belots else ((), ()),
        )
        if can_add_deal(game, deal):
            game = game.with_deal(deal)
    return game


def heavy(count: int) -> list[SavedGame]:
    """``count`` games of DEALS deals, each last played a minute after the one before."""
    games = []
    for n in range(count):
        stamp = f"2026-{1 + n // 2000 % 12:02}-01T{n // 60 % 24:02}:{n % 60:02}:00.000Z"
        games.append(SavedGame(f"bench-{n:04}", played_game(n), DEALS + 1, stamp, stamp))
    return games


def plant(context: BrowserContext, url: str, games: list[SavedGame], indexed: bool) -> None:
    """Store ``games`` as the app stores them, and the list of games as the open screen;
    with the list's index made (as the app keeps it) if ``indexed``, else without (as a
    version before the index left them)."""
    store = MemoryStore()
    writer = SavedGames(store)
    for saved in games:
        if indexed:
            writer.write(saved)
        else:
            store.set(game_key(saved.id), encode(saved))
    values = {**store.data, SESSION_KEY: json.dumps({"screen": "home"})}
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
        page.evaluate(
            """values => {
              for (const key of Object.keys(localStorage)) {
                if (key.startsWith("belot:") && key !== "belot:tab") localStorage.removeItem(key);
              }
              for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);
            }""",
            values,
        )
    finally:
        page.close()


def opened(context: BrowserContext, url: str, throttle: bool, listed: bool = True) -> Page:
    """A new tab of the app, ready (and showing the list of games, if ``listed``)."""
    page = context.new_page()
    if throttle:
        slow_down(context.new_cdp_session(page))
    page.goto(url, wait_until="commit")
    page.wait_for_selector("html[data-ready]", state="attached", timeout=TIMEOUT_MS)
    if listed:
        page.wait_for_function("'list' in window.__games", timeout=TIMEOUT_MS)
    return page


def start(context: BrowserContext, url: str, throttle: bool) -> float:
    """Navigation start to the list of games on screen, the app ready."""
    page = opened(context, url, throttle)
    try:
        marks = page.evaluate("window.__games")
        return float(max(marks["list"], marks["ready"]))
    finally:
        page.close()


# A tap as the browser dispatches it: the page's Python answers within the click (its
# handler is a listener), so the time to the frame after it is the tap's whole cost.
TAP_JS = """(testid) => new Promise((resolve) => {
  const control = document.querySelector(`[data-testid="${testid}"]`);
  const start = performance.now();
  control.click();
  requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
})"""


def tapped(page: Page, testid: str) -> float:
    """From a tap on ``testid`` to the frame after what it changed is on screen."""
    return float(page.evaluate(TAP_JS, testid))


def task_ms(cdp: CDPSession) -> float:
    """Milliseconds of main-thread tasks the page has run so far."""
    metrics = cdp.send("Performance.getMetrics")["metrics"]
    return 1000 * float(next(m["value"] for m in metrics if m["name"] == "TaskDuration"))


def other_tab(context: BrowserContext, url: str, throttle: bool) -> tuple[float, float]:
    """The second tab's work while the first types four digits and saves the deal, and its
    work in as long a time with nothing happening."""
    one = opened(context, url, throttle, listed=False)
    two = opened(context, url, throttle, listed=False)
    try:
        for page in (one, two):
            if not page.locator("[data-testid=sheet]").is_visible():
                page.click("#game-1")
            page.wait_for_selector("[data-testid=sheet]")
        cdp = context.new_cdp_session(two)
        cdp.send("Performance.enable")
        if throttle:
            slow_down(cdp)
        # What a page does once after it starts (its check of the list's index, a few
        # seconds in: belot.app.browser.boot.audit_games) is over before anything is counted.
        two.wait_for_timeout(8000 if throttle else 5000)
        before = task_ms(cdp)
        two.wait_for_timeout(3000)
        idle = task_ms(cdp) - before
        one.click("[data-testid=start-hearts]")
        one.click("[data-testid=declarer-0]")
        before = task_ms(cdp)
        for key in ("key-9", "key-7", "key-back", "key-7"):  # four key taps
            one.click(f"[data-testid={key}]")
        one.click("[data-testid=save-deal]")
        one.wait_for_selector("[data-testid=sheet]")
        two.wait_for_timeout(3000)
        busy = task_ms(cdp) - before
        return busy, idle
    finally:
        one.close()
        two.close()


def starts(
    profiles: tuple[BrowserContext, BrowserContext], url: str, runs: int, throttle: bool
) -> tuple[list[float], list[float]]:
    """``runs`` starts in each of two profiles, taking turns (the first's start first in
    even rounds, the second's in odd ones)."""
    found: tuple[list[float], list[float]] = ([], [])
    for context in profiles:
        start(context, url, throttle)  # code caches are made on the first visits
    for n in range(runs):
        for at in (0, 1) if n % 2 == 0 else (1, 0):
            found[at].append(start(profiles[at], url, throttle))
    return found


def measure(
    profiles: tuple[BrowserContext, BrowserContext],
    url: str,
    count: int,
    runs: int,
    throttle: bool,
) -> Figures:
    """Every figure at one speed, in profiles that have their service worker and snapshot:
    the first with one game, the second (where everything but the start is measured) with
    ``count``."""
    figures = Figures()
    alone, context = profiles
    plant(alone, url, heavy(1), indexed=True)
    many = heavy(count)
    plant(context, url, many, indexed=False)  # as the version before the index left them
    figures.first_start.values = [start(context, url, throttle)]
    plant(context, url, many, indexed=True)
    figures.start_one.values, figures.start_many.values = starts(
        profiles, url, STARTS * runs, throttle
    )
    page = opened(context, url, throttle)
    try:
        for _ in range(runs):
            page.click("#game-1")
            page.wait_for_selector("[data-testid=sheet]")
            figures.to_list.values.append(tapped(page, "games"))
            page.wait_for_selector("#app ul.games")
            figures.stats.values.append(tapped(page, "stats-all"))
            page.wait_for_selector("[data-testid=stats-teams]")
            page.click("[data-testid=back]")
            page.wait_for_selector("#app ul.games")
        page.click("[data-testid=transfer]")
        page.wait_for_selector("[data-testid=export-all]")
        for _ in range(runs):
            with page.expect_download():
                figures.export.values.append(tapped(page, "export-all"))
    finally:
        page.close()
    for _ in range(runs):
        busy, idle = other_tab(context, url, throttle)
        figures.other_tab.values.append(busy)
        figures.other_idle.values.append(idle)
    return figures


# --- room -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Room:
    json_chars: int  # one 60-deal game's key and value, stored as JSON
    packed_chars: int  # the same game finished, stored packed
    line_chars: int  # its line in the list's index
    deals: int  # of the game measured
    fit_json: int  # games that fit, counted from the texts
    fit_packed: int
    filled_json: int  # games a real localStorage took before refusing
    filled_packed: int


def finished_game() -> SavedGame:
    """A game of about DEALS deals that is over (its target: the leader's total at the end,
    the game cut where it was first reached), its id a browser's (a UUID)."""
    game = played_game(7)
    game = replace(game, rules=make_rules("bulgarian", {"target": max(play(game).totals)}))
    for count in range(1, len(game.deals) + 1):
        shorter = replace(game, deals=game.deals[:count])
        if play(shorter).over:
            game = shorter
            break
    stamp = "2026-11-30T21:07:45.123Z"
    return SavedGame("0b6f1c2e-5a7d-4f3e-9c1b-2d8e4a6f7b90", game, DEALS + 1, stamp, stamp)


def room(context: BrowserContext, url: str) -> Room:
    saved = finished_game()
    key = game_key(saved.id)
    as_json, packed = encode(saved), encode(saved, compact=True)
    store = MemoryStore()
    SavedGames(store).write(saved)
    line = len(store.data["belot:index"].split("\n", 1)[1]) + 1
    page = context.new_page()
    try:
        page.goto(url + "bench/bare.html", wait_until="commit")
        filled = [
            int(
                page.evaluate(
                    """([key, text]) => {
                      localStorage.clear();
                      let n = 0;
                      try { for (;;) localStorage.setItem(key + n++, text); } catch (e) {}
                      localStorage.clear();
                      return n - 1;
                    }""",
                    [key[:-8], text],
                )
            )
            for text in (as_json, packed)
        ]
    finally:
        page.close()
    return Room(
        json_chars=len(key) + len(as_json),
        packed_chars=len(key) + len(packed),
        line_chars=line,
        deals=len(saved.game.deals),
        fit_json=LOCAL_QUOTA // (len(key) + len(as_json)),
        fit_packed=LOCAL_QUOTA // (len(key) + len(packed) + line),
        filled_json=filled[0],
        filled_packed=filled[1],
    )


# --- the report -------------------------------------------------------------------------------


def met(ok: bool) -> str:
    return "met" if ok else "NOT met"


def line(label: str, found: Series, goal: float | None) -> str:
    """A figure, and its goal where it has one (the goals are for a normal CPU)."""
    verdict = "" if goal is None else f"goal < {goal:g} ms: {met(found.median < goal)}"
    return f"  {label:44}{found!s:26}{verdict}".rstrip()


def report(count: int, figures: dict[str, Figures], space: Room | None) -> None:
    print(f"Games benchmark: {count} saved games of {DEALS} deals against 1, ms, median (min–max)")
    print(
        f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} "
        "(anything else running skews the figures)"
    )
    for speed, f in figures.items():
        ratio = f.start_many.median / f.start_one.median
        normal = speed == NORMAL
        print(
            f"{speed}:" + ("" if normal else " (the same figures; the goals are for a normal CPU)")
        )
        goal = (
            f"   goal ≤ {START_RATIO_GOAL:.2f}: {met(ratio <= START_RATIO_GOAL)}" if normal else ""
        )
        pairs = paired(f.start_many.values, f.start_one.values)
        print(
            f"  start-up to the games list (taking turns): 1 game {f.start_one}, {count} games "
            f"{f.start_many}, ratio {ratio:.2f}{goal}"
        )
        print(f"    each round's pair: {pairs}")
        print(
            f"  the first start after the update (the list's index made from every game, once): "
            f"{f.first_start}"
        )
        print(line("the list (Games on a sheet)", f.to_list, LIST_GOAL_MS if normal else None))
        print(line("statistics across all games", f.stats, STATS_GOAL_MS if normal else None))
        print(f"  {'Export all games':44}{f.export!s}")
        busy = Series([b - i for b, i in zip(f.other_tab.values, f.other_idle.values, strict=True)])
        print(
            line(
                "the other tab: four key taps and a save",
                busy,
                OTHER_TAB_GOAL_MS if normal else None,
            )
            + f"  (its work {f.other_tab}, less {f.other_idle} alone)"
        )
    if space is not None:
        print(
            f"room in localStorage ({LOCAL_QUOTA:,} characters), a {space.deals}-deal game: "
            "as JSON "
            f"{space.json_chars:,} characters, packed (as a finished game is stored) "
            f"{space.packed_chars:,} + {space.line_chars} of its line in the index"
        )
        print(
            f"  games that fit: as JSON {space.fit_json} (a page took {space.filled_json}), "
            f"packed {space.fit_packed} (a page took {space.filled_packed} without their lines): "
            f"{space.fit_packed / space.fit_json:.1f} × as many"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=500, help="saved games (default 500)")
    parser.add_argument("--runs", type=int, default=5, help="measurements of each (default 5)")
    parser.add_argument(
        "--throttled-runs", type=int, default=2, help="the same, CPU throttled (default 2)"
    )
    args = parser.parse_args(argv)
    if args.games < 2 or args.runs < 1 or args.throttled_runs < 0:
        parser.error("--games must be at least 2, --runs at least 1")

    from playwright.sync_api import sync_playwright

    figures: dict[str, Figures] = {}
    with counting_server() as url, sync_playwright() as pw, contextlib.ExitStack() as stack:
        contexts = []
        for _ in range(2):  # one game, and many
            folder = tempfile.mkdtemp(prefix="belot-games-")
            stack.callback(shutil.rmtree, folder, ignore_errors=True)
            context = pw.chromium.launch_persistent_context(
                folder,
                executable_path=chromium_path(pw),
                args=CHROMIUM_ARGS,
                service_workers="allow",
            )
            stack.callback(context.close)
            context.add_init_script(MARKS_JS)
            first_visit(context, url)
            make_snapshot(context, url)
            contexts.append(context)
        profiles = (contexts[0], contexts[1])
        figures[NORMAL] = measure(profiles, url, args.games, args.runs, throttle=False)
        if args.throttled_runs:
            figures[f"CPU throttled {CPU_SLOWDOWN}×"] = measure(
                profiles, url, args.games, args.throttled_runs, throttle=True
            )
        space = room(profiles[1], url)
    report(args.games, figures, space)
    return 0


if __name__ == "__main__":
    sys.exit(main())
