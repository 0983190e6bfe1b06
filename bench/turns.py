#!/usr/bin/env python3
"""Versions of the page visit for visit: a change's effect where a whole benchmark is noise.

    .venv/bin/python bench/turns.py HEAD~1 .                  # the commit before against this tree
    .venv/bin/python bench/turns.py --first 12 --repeat 0 HEAD~1 .
    .venv/bin/python bench/turns.py --marks b: HEAD~1 .       # and the page's own b:... marks

On a shared machine two runs of bench/boot.py differ by a tenth, more than most changes
give; visits of two versions taking turns, in one browser, within minutes, do not
(bench/README.md measured every round so). Each VERSION is a folder already set up
(``scripts/vendor.py`` run in it: ``.`` is this checkout) or a git revision, checked out
in a worktree of its own and set up there (node_modules shared with this checkout), then
removed. Each is served by scripts/serve.py on a port of its own.

* first visits (``--first N``): a new browser context for each (an empty cache, service
  workers blocked), the versions taking turns, their order reversed every other round,
  then bench/bare.html (the runtime alone) from the first version's folder;
* repeat visits (``--repeat N``): a browser profile for each version whose service worker
  controls the page, its Python snapshot made and a saved 20-deal game open (as
  bench/boot.py's), the versions taking turns, their order reversed every other round,
  then bench/bare.html (the runtime alone) from the first version's folder, in a profile
  of its own set up as the first version's (each browser makes one visit a round);
* ``--throttle``: every measured visit with the CPU 4 times slower, as bench/boot.py's
  throttled ones.

It prints, for each version, the median (min-max) of the page's figures (ms from navigation
start: ready, ``py:ready``, the sheet on screen, the WebAssembly asked for and in) and of
``ready - py:ready`` visit by visit, every ``performance.mark`` whose name starts with a
``--marks`` prefix (temporary marks put in the page to split a phase), and each version's
ready against the first's and against the runtime alone's. It asserts nothing.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))
import serve  # noqa: E402  (scripts/serve.py: the local static server)

from bench import boot  # noqa: E402  (its marks, profiles, saved game and snapshot)

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Playwright

Marks = dict[str, float]
BARE = "the runtime alone"  # bench/bare.html's row
# What the page's own clock says besides bench/boot.py's marks: the WebAssembly's request
# (asked for, in) and the marks whose names start with the prefixes given.
EXTRA_JS = """(prefixes) => {
  const found = {};
  for (const mark of performance.getEntriesByType("mark")) {
    if (prefixes.some((prefix) => mark.name.startsWith(prefix))) found[mark.name] = mark.startTime;
  }
  for (const entry of performance.getEntriesByType("resource")) {
    if (entry.name.endsWith("/pyodide.asm.wasm")) {
      found["wasm asked for"] = entry.startTime;
      found["wasm in"] = entry.responseEnd;
    }
  }
  return found;
}"""
# bench/boot.py's mark names, as printed here.
NAMES = {"pyReady": "py:ready", "sheet": "sheet on screen", "fcp": "first contentful paint"}
AFTER_PYTHON = "ready − py:ready"


@contextlib.contextmanager
def set_up(version: str) -> Iterator[Path]:
    """The folder ``version`` is served from: a folder set up already, or a git revision
    checked out in a worktree of its own and set up there (removed afterwards)."""
    folder = Path(version)
    if folder.is_dir():
        if not (folder / "static" / "vendor" / "precache.js").is_file():
            sys.exit(f"turns: {version} is not set up: run scripts/vendor.py in it first")
        yield folder.resolve()
        return
    worktree = Path(tempfile.mkdtemp(prefix="belot-turns-")) / "tree"
    git = ["git", "-C", str(ROOT)]
    added = subprocess.run([*git, "worktree", "add", "--detach", str(worktree), version])
    if added.returncode != 0:
        sys.exit(f"turns: {version!r} is neither a folder nor a revision git knows")
    try:
        (worktree / "node_modules").symlink_to(ROOT / "node_modules")
        vendor = [sys.executable, str(worktree / "scripts" / "vendor.py")]
        if subprocess.run(vendor, cwd=worktree).returncode != 0:
            sys.exit(f"turns: setting up {version} failed (scripts/vendor.py, above)")
        yield worktree
    finally:
        subprocess.run([*git, "worktree", "remove", "--force", str(worktree)], check=False)
        shutil.rmtree(worktree.parent, ignore_errors=True)


def figures(marks: Mapping[str, float]) -> Marks:
    """One visit's figures by their printed names, with ``ready - py:ready`` worked out."""
    found = {NAMES.get(name, name): value for name, value in marks.items()}
    found.pop("sheetFrame", None)
    if "ready" in found and "py:ready" in found:
        found[AFTER_PYTHON] = found["ready"] - found["py:ready"]
    return found


def visit(
    context: BrowserContext,
    url: str,
    prefixes: Sequence[str],
    *,
    sheet: bool,
    throttle: bool = False,
) -> Marks:
    """One visit of ``url`` in a new tab (its CPU ``boot.CPU_SLOWDOWN`` times slower if
    ``throttle``): its figures once the page is ready."""
    page = context.new_page()
    try:
        if throttle:
            boot.slow_down(context.new_cdp_session(page))
        page.goto(url, wait_until="commit")
        page.wait_for_selector("html[data-ready]", state="attached", timeout=boot.TIMEOUT_MS)
        if sheet:
            page.wait_for_function("'sheetFrame' in window.__bench", timeout=boot.TIMEOUT_MS)
        marks: Marks = page.evaluate("window.__bench")
        marks.update(page.evaluate(EXTRA_JS, list(prefixes)))
        return figures(marks)
    finally:
        page.close()


def first_visits(
    browser: Browser,
    urls: Mapping[str, str],
    rounds: int,
    prefixes: Sequence[str],
    *,
    throttle: bool = False,
) -> dict[str, list[Marks]]:
    """Each version's first visits, then the runtime alone's (bench/bare.html from the first
    version's folder), taking turns: each in a new context, service workers blocked."""
    pages = {**urls, BARE: next(iter(urls.values())) + boot.BARE}
    found: dict[str, list[Marks]] = {version: [] for version in pages}
    order = list(urls)
    for n in range(rounds + 1):  # the first round is not counted (code caches, the disk)
        for version in [*(order if n % 2 else order[::-1]), BARE]:
            context = browser.new_context(service_workers="block")
            context.add_init_script(boot.MARKS_JS)
            try:
                marks = visit(context, pages[version], prefixes, sheet=False, throttle=throttle)
            finally:
                context.close()
            if n:
                found[version].append(marks)
    return found


def repeat_visits(
    pw: Playwright,
    executable: str | None,
    urls: Mapping[str, str],
    rounds: int,
    prefixes: Sequence[str],
    *,
    throttle: bool = False,
) -> dict[str, list[Marks]]:
    found: dict[str, list[Marks]] = {version: [] for version in [*urls, BARE]}
    first_url = next(iter(urls.values()))
    # The runtime alone in a profile of its own, set up as the first version's (its service
    # worker serves the runtime's files): in the first version's profile, that browser made
    # two visits a round and the other one, and the version named second was about 4 %
    # slower on repeat visits, even with the same code (bench/README.md).
    setups = {**urls, BARE: first_url}
    with contextlib.ExitStack() as stack:
        profiles = {
            version: stack.enter_context(boot.profile(pw, executable, service_workers=True))
            for version in setups
        }
        for version, context in profiles.items():
            url = setups[version]
            boot.open_game(context, url, boot.saved_game(boot.WARM_DEALS, "bench-warm"), "sheet")
            boot.make_snapshot(context, url)
            for _ in range(2):  # code caches are made on the first visits
                if version == BARE:
                    visit(context, url + boot.BARE, prefixes, sheet=False)
                else:
                    visit(context, url, prefixes, sheet=True)
        order = list(urls)
        for n in range(rounds):
            # The order reversed every other round, as for first visits: when it was fixed,
            # the version named first was ready about 2 % sooner, whichever it was.
            for version in order if n % 2 == 0 else order[::-1]:
                found[version].append(
                    visit(profiles[version], urls[version], prefixes, sheet=True, throttle=throttle)
                )
            found[BARE].append(
                visit(
                    profiles[BARE], first_url + boot.BARE, prefixes, sheet=False, throttle=throttle
                )
            )
    return found


def with_spans(visits: Mapping[str, list[Marks]], spans: Sequence[tuple[str, ...]]) -> None:
    """Each visit given ``TO - FROM`` (named with a minus sign) for each span (``FROM``,
    ``TO``) whose two it has."""
    for marks in visits.values():
        for found in marks:
            for start, end in spans:
                if start in found and end in found:
                    found[f"{end} − {start}"] = found[end] - found[start]


def table(title: str, visits: Mapping[str, list[Marks]], against: str = "") -> list[str]:
    """The lines printed for one kind of visit: a row for each figure, a column for each
    version (median, min-max), then each version's ready against the first's (and against
    ``against``'s, the runtime alone, if given)."""
    versions = [v for v, marks in visits.items() if marks]
    if not versions:
        return []
    names = {name for marks in visits.values() for visit in marks for name in visit}

    def median(version: str, name: str) -> float | None:
        values = [visit[name] for visit in visits[version] if name in visit]
        return statistics.median(values) if values else None

    def cell(version: str, name: str) -> str:
        values = [visit[name] for visit in visits[version] if name in visit]
        if not values:
            return "—"
        return f"{statistics.median(values):.0f} ({min(values):.0f}–{max(values):.0f})"

    def when(name: str) -> float:  # in the order of the first version that has it
        return next(m for v in versions if (m := median(v, name)) is not None)

    spans = sorted(name for name in names if " − " in name)  # durations, after the times
    rows = sorted(names - set(spans), key=when) + spans
    count = len(visits[versions[0]])
    lines = [f"{title} ({count} of each, taking turns; ms, median (min–max)):"]
    lines.append(" " * 26 + "".join(f"{v[:22]:>24}" for v in versions))
    for name in rows:
        lines.append(f"  {name[:24]:<24}" + "".join(f"{cell(v, name):>24}" for v in versions))
    pages = [v for v in versions if v != against]
    for base in [pages[0], against] if against in versions else [pages[0]]:
        for version in pages:
            ready, other = median(version, "ready"), median(base, "ready")
            if version != base and ready and other:
                lines.append(f"  ready, {version} / {base}: {ready / other:.3f}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("versions", nargs="+", help="folders set up, or git revisions")
    parser.add_argument("--first", type=int, default=10, help="first visits of each (10)")
    parser.add_argument("--repeat", type=int, default=10, help="repeat visits of each (10)")
    parser.add_argument(
        "--marks", action="append", default=[], help="print the page's marks with this prefix"
    )
    parser.add_argument(
        "--span",
        action="append",
        default=[],
        metavar="FROM,TO",
        help="also print TO - FROM worked out visit by visit (two marks' names, or figures')",
    )
    parser.add_argument(
        "--throttle",
        action="store_true",
        help=f"every measured visit with the CPU {boot.CPU_SLOWDOWN}x slower (as bench/boot.py's)",
    )
    args = parser.parse_args(argv)
    if len(set(args.versions)) != len(args.versions):
        parser.error("each version once")
    if args.first < 0 or args.repeat < 0 or not args.first + args.repeat:
        parser.error("--first and --repeat: visits, at least one of them")
    spans = [tuple(span.split(",")) for span in args.span]
    if any(len(span) != 2 for span in spans):
        parser.error("--span: two names with a comma between them")

    from playwright.sync_api import sync_playwright

    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at the start")
    with contextlib.ExitStack() as stack:
        folders = {v: stack.enter_context(set_up(v)) for v in args.versions}
        servers = {v: serve.make_server(root=folder, quiet=True) for v, folder in folders.items()}
        urls = {v: stack.enter_context(serve.serving(server)) for v, server in servers.items()}
        pw = stack.enter_context(sync_playwright())
        executable = boot.chromium_path(pw)
        lines: list[str] = []
        slower = f", CPU throttled {boot.CPU_SLOWDOWN}×" if args.throttle else ""
        if args.first:
            browser = pw.chromium.launch(executable_path=executable, args=boot.CHROMIUM_ARGS)
            try:
                found = first_visits(browser, urls, args.first, args.marks, throttle=args.throttle)
            finally:
                browser.close()
            with_spans(found, spans)
            lines += table(f"first visits (bench/bare.html beside them{slower})", found, BARE)
        if args.repeat:
            found = repeat_visits(
                pw, executable, urls, args.repeat, args.marks, throttle=args.throttle
            )
            with_spans(found, spans)
            lines += table(f"repeat visits (bench/bare.html beside them{slower})", found, BARE)
    print("\n".join(lines))
    print(f"load average {os.getloadavg()[0]:.1f} at the end")
    return 0


if __name__ == "__main__":
    sys.exit(main())
