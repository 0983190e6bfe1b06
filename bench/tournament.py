#!/usr/bin/env python3
"""A club night of 20 teams: how long the organiser's phone takes to draw a round and to
update the standings after a table's result (goal: under 100 ms each).

    .venv/bin/python bench/tournament.py [--teams 20] [--rounds 7] [--repeat 30]
    .venv/bin/python bench/tournament.py --pyodide     # also inside the page's Pyodide
    make bench                                          # with the page's benchmarks

A benchmark to read, not a test: it asserts nothing, and prints each figure beside its goal.
It plays a Swiss of ``--teams`` teams over ``--rounds`` rounds, every table a real game to
151 (about 14 deals, made up once from a fixed seed), recorded from its result link as the
organiser's phone records it, and measures, as medians of ``--repeat`` runs:

* **draw a round**: ``draw_round`` on the tournament once every table of the round before
  has its result (the standings, the search for the pairing, the tables), each round;
* **record a result and update the standings**: ``read_result`` of the table's link,
  ``record_games`` (which scores the game again, deal by deal) and ``standings``, for
  every table of the night;
* the tournament file of the whole night: ``loads`` (which scores every game again, as a
  second organiser's phone does when it takes over) and ``dumps``;
* the baseline, in the same run: ``play`` of one table's game (the engine's unit of work),
  and each figure as a ratio of it, so that runs on other machines compare.

With ``--pyodide`` the same measurements run again inside the pinned Pyodide under Node
(``scripts/pyodide-run.mjs``: the page's interpreter, WebAssembly), which is what a phone
runs; a phone's CPU is slower again (bench/README.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any


def _root() -> Path:
    """The repository: next to this file, or as given inside Pyodide (which runs the
    script's text, with no file of its own: the machine's files are under /host)."""
    if "--root" in sys.argv:
        return Path(sys.argv[sys.argv.index("--root") + 1])
    return Path(__file__).resolve().parents[1]


ROOT = _root()
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from belot import Announcement, Contract, Double, Game, PlayedDeal, make_rules, play  # noqa: E402
from belot.tournament import (  # noqa: E402
    Kind,
    Settings,
    System,
    Tournament,
    draw_round,
    dumps,
    loads,
    new_tournament,
    read_result,
    record_games,
    standings,
)
from belot.tournament.links import assignment_game, result_fragment  # noqa: E402

GOAL_MS = 100


def deal(rng: random.Random, game: Game) -> PlayedDeal:
    contract = rng.choice(list(game.rules.contracts))
    total = game.rules.ruleset.trick_total[contract]
    mine = rng.randint(0, total)
    announcements: tuple[tuple[Announcement, ...], tuple[Announcement, ...]] = ((), ())
    if contract is not Contract.NO_TRUMPS and rng.random() < 0.3:
        announcements = (
            ((Announcement.BELOT,), ()) if rng.random() < 0.5 else ((), (Announcement.TIERCE,))
        )
    double = Double.DOUBLED if rng.random() < 0.1 else Double.NONE
    return PlayedDeal(
        contract,
        rng.randint(0, 1),
        (mine, total - mine),
        double=double,
        announcements=announcements,
    )


def finish(game: Game, rng: random.Random) -> Game:
    """The table's game played to its end with made-up deals."""
    while not play(game).over:
        longer = game.with_deal(deal(rng, game))
        try:
            play(longer)
        except ValueError:  # a deal the game cannot take (no going out with a valat...)
            continue
        game = longer
    return game


def timed(run: Callable[[], object], repeat: int) -> float:
    """The median time of ``run``, in milliseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def measure(teams: int, rounds: int, repeat: int) -> dict[str, Any]:
    rng = random.Random(2026)
    settings = Settings(make_rules("bulgarian"), System(Kind.SWISS, rounds))
    names = [(f"Team {n}", (f"Player {n}a", f"Player {n}b")) for n in range(1, teams + 1)]
    night: Tournament = new_tournament("bench", "Club night", "bench-seed", settings, names)
    draws, records, baseline = [], [], []
    for _ in range(rounds):
        before = night
        draws.append(timed(lambda before=before: draw_round(before), repeat))  # type: ignore[misc]
        night = draw_round(night)
        for table in night.rounds[-1].tables:
            game = finish(assignment_game(night, len(night.rounds), table.number), rng)
            baseline.append(timed(lambda game=game: play(game), repeat))  # type: ignore[misc]
            fragment = result_fragment([game])
            now = night

            def step(now: Tournament = now, fragment: str = fragment) -> object:
                return standings(record_games(now, read_result(fragment)).tournament)

            records.append(timed(step, repeat))
            night = record_games(night, read_result(fragment)).tournament
    text = dumps(night)
    return {
        "teams": teams,
        "rounds": rounds,
        "draw": draws,
        "record": records,
        "baseline": statistics.median(baseline),
        "loads": timed(lambda: loads(text), max(3, repeat // 10)),
        "dumps": timed(lambda: dumps(night), max(3, repeat // 10)),
        "file_kb": len(text.encode("utf-8")) / 1000,
        "deals": sum(
            len(g.deals) for r in night.rounds for t in r.tables for g in t.results[0].games
        ),
    }


def report(figures: dict[str, Any], where: str) -> None:
    base = figures["baseline"]
    draws, records = figures["draw"], figures["record"]
    night = f"{figures['teams']} teams, {figures['rounds']} rounds, {figures['deals']} deals"
    print(f"\n{where}: {night} played")
    print(f"  baseline: play() of one table's game     {base:8.2f} ms")
    rows = [
        ("draw a round (median of the rounds)", statistics.median(draws), GOAL_MS),
        ("draw a round (the slowest round)", max(draws), GOAL_MS),
        ("record a result + standings (median)", statistics.median(records), GOAL_MS),
        ("record a result + standings (slowest)", max(records), GOAL_MS),
        (f"read the night's file ({figures['file_kb']:.0f} kB)", figures["loads"], None),
        ("write the night's file", figures["dumps"], None),
    ]
    for label, value, goal in rows:
        aim = f"goal < {goal} ms" if goal else ""
        verdict = "" if goal is None else ("ok" if value < goal else "OVER")
        print(f"  {label:42s} {value:8.2f} ms  {value / base:6.1f}× baseline  {aim:>14s} {verdict}")
    print("  draw per round (ms): " + ", ".join(f"{d:.1f}" for d in draws))


def in_pyodide(args: argparse.Namespace) -> None:
    runner = ROOT / "scripts" / "pyodide-run.mjs"
    if not (ROOT / "node_modules" / "pyodide").is_dir():
        print("\nPyodide: node_modules/pyodide is missing (npm ci): not measured")
        return
    script = [
        "node", str(runner), str(ROOT / "bench" / "tournament.py"),
        "--root", f"/host{ROOT}", "--teams", str(args.teams), "--rounds", str(args.rounds),
        "--repeat", str(max(5, args.repeat // 3)), "--inside",
    ]  # fmt: skip
    subprocess.run(script, check=False, cwd=ROOT)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", type=int, default=20)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--pyodide", action="store_true", help="also inside the page's Pyodide")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    where = "Pyodide (under Node)" if args.inside else f"CPython {sys.version.split()[0]}"
    report(measure(args.teams, args.rounds, args.repeat), where)
    if args.pyodide and not args.inside:
        in_pyodide(args)


if __name__ == "__main__":
    main()
