#!/usr/bin/env python3
"""Take the README's screenshots of the page at 360 x 740 with touch, in headless Chromium.

    make vendor && .venv/bin/python scripts/screenshots.py

Serves the repository as `make serve` does, plays the start of a game in each language
and saves ``static/screenshots/<what>-<language>.png``; the share screen of a 9-deal
game, its QR code drawn (``share-en.png``); and a club night's round screen and standings
(``round-en.png``, ``standings-en.png``, and the standings' big screen, ``standings-big-en.png``,
at 1280 x 720 in the dark theme). Needs the `playwright` package of
the test extras and a Chromium (Playwright's own, else $BELOT_CHROMIUM or /usr/bin/chromium).
Run it after changing how a screen looks, and commit the pictures.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import sys
import threading
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "static" / "screenshots"
LANGUAGES = ("en", "bg", "fr")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"]


def _server() -> Any:
    spec = importlib.util.spec_from_file_location("serve", ROOT / "scripts" / "serve.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.make_server(0, ROOT, quiet=True)


def _chromium() -> str | None:
    for path in (os.environ.get("BELOT_CHROMIUM"), shutil.which("chromium"), "/usr/bin/chromium"):
        if path and Path(path).exists():
            return path
    return None


def deal_entry(page: Any, language: str) -> None:
    """A Bulgarian game's next deal, its contract tapped on the sheet, the team, 97."""

    def tap(testid: str) -> None:
        page.get_by_test_id(testid).tap()

    tap(f"language-{language}")
    tap("new-game")
    page.wait_for_timeout(400)
    tap("start")
    page.wait_for_timeout(400)
    tap("start-hearts")
    tap("declarer-0")
    for key in "97":
        tap(f"key-{key}")
    page.wait_for_timeout(300)
    page.screenshot(path=str(OUT / f"deal-{language}.png"))


def share_screen(page: Any) -> None:
    """A 9-deal Bulgarian game's share screen: its QR code and link."""
    import json

    from belot import game_from_record
    from belot.app.storage import SESSION_KEY, SavedGame, encode, game_key

    contracts = ("hearts", "spades", "clubs", "diamonds", "all-trumps", "no-trumps")
    deals = []
    for n in range(9):
        contract = contracts[n % len(contracts)]
        total = {"all-trumps": 258, "no-trumps": 130}.get(contract, 162)
        first = (37 * n + 51) % (total + 1)
        deals.append({"contract": contract, "declarer": n % 2, "points": [first, total - first]})
    record = {"format": "belot-game", "version": 1, "rules": "bulgarian", "teams": ["Us", "Them"]}
    record |= {"options": {"target": 1001}, "deals": deals}
    saved = SavedGame(
        "b6f0c6a2-0d0e-4a8e-9d2c-5f1b8e7a3c41",
        game_from_record(record),
        10,
        "2026-12-01T19:30:05.123Z",
        "2026-12-01T21:02:44.456Z",
    )
    values = {
        game_key(saved.id): encode(saved),
        SESSION_KEY: json.dumps({"screen": "sheet", "game": saved.id}),
    }
    page.evaluate("v => { for (const [k, x] of Object.entries(v)) localStorage[k] = x; }", values)
    page.evaluate("([k, x]) => sessionStorage.setItem(k, x)", [SESSION_KEY, values[SESSION_KEY]])
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.get_by_test_id("share").tap()
    page.wait_for_selector("svg[data-testid=qr]", timeout=60_000)
    page.wait_for_timeout(300)
    page.screenshot(path=str(OUT / "share-en.png"))


NIGHT_TEAMS = (
    ("Aces", ("Ana", "Boris")),
    ("Kings of Hearts", ("Vera", "Georgi")),
    ("The Belot Brothers", ("Ivan", "Petar")),
    ("Last Trick", ("Maria", "Elena")),
    ("Jacks Wild", ("Nikola", "Stefan")),
    ("Nine and Ten", ("Lili", "Dora")),
    ("Capot", ("Yves", "Claire")),
    ("Sans Atout", ("Marc", "Julie")),
)


def club_night_file() -> tuple[str, str]:
    """A club night in its second round: round 1's results typed, round 2's first table
    sent from its phone, the second typed from paper, two results for the third (to
    choose from), the fourth being played. Its id and file."""
    from belot import Contract, PlayedDeal, make_rules
    from belot.game import Game
    from belot.tournament import (
        Kind,
        Settings,
        System,
        draw_round,
        dumps,
        new_tournament,
        record_games,
        record_typed,
    )
    from belot.tournament.links import assignment_game

    settings = Settings(
        make_rules("bulgarian", {"end": "deals", "deals": 12}), System(Kind.SWISS, 3)
    )
    night = draw_round(
        new_tournament("clubnight", "Friday club night", "spring", settings, NIGHT_TEAMS)
    )
    for table, points in enumerate(((98, 71), (84, 90), (112, 60), (77, 77)), start=1):
        night = record_typed(night, 1, table, [points]).tournament
    night = draw_round(night)

    def played(table: int, deals: list[tuple[int, int, int]]) -> Game:
        game = assignment_game(night, 2, table)
        for declarer, mine, theirs in deals:
            game = game.with_deal(PlayedDeal(Contract.HEARTS, declarer, (mine, theirs)))
        return game

    twelve = [(n % 2, 100 if n % 3 else 62, 62 if n % 3 else 100) for n in range(12)]
    night = record_games(night, [played(1, twelve)]).tournament
    night = record_typed(night, 2, 2, [(95, 88)]).tournament
    night = record_games(night, [played(3, twelve)]).tournament
    other = [(1 - d, a, b) for d, a, b in twelve]
    night = record_games(night, [played(3, other)]).tournament
    return night.id, dumps(night)


def club_night(page: Any) -> None:
    """The organiser's round screen and standings, and the standings' big screen."""
    from belot.app.storage import tournament_key

    night_id, text = club_night_file()
    page.evaluate("([k, x]) => localStorage.setItem(k, x)", [tournament_key(night_id), text])
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
    page.get_by_test_id("tournaments").tap()
    page.locator(f"li[data-tournament={night_id}] button.game").tap()
    page.wait_for_timeout(400)
    page.screenshot(path=str(OUT / "round-en.png"))
    page.get_by_test_id("tab-standings").tap()
    page.locator("[data-testid=standing-1] button.team-open").tap()
    page.wait_for_timeout(400)
    page.screenshot(path=str(OUT / "standings-en.png"))
    page.get_by_test_id("team-close").tap()
    page.get_by_test_id("big-screen").tap()
    page.set_viewport_size({"width": 1280, "height": 720})
    page.emulate_media(color_scheme="dark")
    page.wait_for_timeout(400)
    page.screenshot(path=str(OUT / "standings-big-en.png"))


def main() -> int:
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    server = _server()
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=_chromium(), args=ARGS)
            for language in LANGUAGES:
                context = browser.new_context(
                    viewport={"width": 360, "height": 740},
                    has_touch=True,
                    is_mobile=True,
                    service_workers="block",
                )
                page = context.new_page()
                page.goto(url)
                page.wait_for_selector("html[data-ready]", state="attached", timeout=60_000)
                deal_entry(page, language)
                if language == "en":
                    page.get_by_test_id("cancel-deal").tap()
                    share_screen(page)
                    page.get_by_test_id("back").tap()
                    page.get_by_test_id("games").tap()
                    club_night(page)
                context.close()
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    print(f"screenshots: {', '.join(sorted(p.name for p in OUT.glob('*.png')))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
