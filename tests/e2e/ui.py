"""Driving the page as a player does, and checking what it shows against the engine.

Every helper acts through what is on screen: buttons by ``data-testid``, typing with the
keyboard into a clicked field, ``select`` menus by their option. What the sheet shows is
compared with :func:`belot.play` on the same deals, built as a game record.

Set ``BELOT_SCREENSHOTS=<dir>`` to have :func:`snap` save screenshots there.
"""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import re
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import belot
from belot.app.storage import DRAFT_PREFIX, SESSION_KEY, game_key

if TYPE_CHECKING:
    from playwright.sync_api import (
        BrowserContext,
        ConsoleMessage,
        Dialog,
        Error,
        Locator,
        Page,
        Route,
        ViewportSize,
    )

Record = dict[str, Any]
DealRecord = dict[str, Any]

PHONE: ViewportSize = {"width": 360, "height": 740}
BOOT_TIMEOUT_MS = 60_000
ACTION_TIMEOUT_MS = 10_000


def expect(target: Any) -> Any:
    """Playwright's retrying assertions (imported late, like conftest does)."""
    from playwright.sync_api import expect as playwright_expect

    return playwright_expect(target)


# --- watching a tab -------------------------------------------------------------------


@dataclass
class Tab:
    """A page of the app with what it asked for, the dialogs it opened and the errors it
    reported (uncaught, or logged by the page's own catch-all: ``belot: ... failed``)."""

    page: Page
    requests: list[str] = field(default_factory=list)
    dialogs: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


def watch(page: Page, requests: list[str] | None = None) -> Tab:
    """Record ``page``'s dialogs (dismissed) and errors, and its requests unless
    ``requests`` is a list something else already fills; size it as a phone."""
    tab = Tab(page=page)
    if requests is None:
        page.on("request", lambda r: tab.requests.append(r.url))
    else:
        tab.requests = requests

    def on_dialog(dialog: Dialog) -> None:
        tab.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    def on_error(error: Error) -> None:
        tab.errors.append(str(error))

    def on_console(message: ConsoleMessage) -> None:
        if message.type == "error":
            tab.errors.append(f"console: {message.text}")

    page.on("dialog", on_dialog)
    page.on("pageerror", on_error)
    page.on("console", on_console)
    page.set_viewport_size(PHONE)
    page.set_default_timeout(ACTION_TIMEOUT_MS)
    return tab


def open_tab(
    context: BrowserContext, url: str, requests: list[str] | None = None, init_script: str = ""
) -> Tab:
    """Another tab of the app in ``context`` (same localStorage), booted.

    ``init_script`` runs in the tab before any of the page's own scripts.
    """
    page = context.new_page()
    if init_script:
        page.add_init_script(init_script)
    tab = watch(page, requests)
    page.goto(url)
    wait_ready(page)
    return tab


def wait_ready(page: Page) -> None:
    """Wait until Python has started the app (as conftest's open_booted_page does)."""
    page.wait_for_selector(
        "html[data-ready], html[data-boot-error], .py-error",
        state="attached",
        timeout=BOOT_TIMEOUT_MS,
    )
    assert page.get_attribute("html", "data-ready") is not None, page.text_content("body")


def at_ready(name: str, expression: str) -> str:
    """An init script that sets ``window[name]`` to what the JavaScript ``expression`` is
    as the page becomes ready: in the task that set data-ready, as the start finished,
    before the next frame (null until then)."""
    return f"""
window.{name} = null;
new MutationObserver((_, observer) => {{
  if (!document.documentElement?.hasAttribute("data-ready")) return;
  observer.disconnect();
  window.{name} = {expression};
}}).observe(document, {{ subtree: true, attributes: true, attributeFilter: ["data-ready"] }});
"""


# An init script: how many times Python drew the page before it was ready
# (window.__rendersAtReady), counted from the marks a page opened with ?timing makes
# (belot.app.browser.timing).
RENDERS_AT_READY = at_ready(
    "__rendersAtReady", 'performance.getEntriesByName("belot:render").length'
)


def renders_at_start(page: Page) -> int:
    """Open the page's address again with ?timing (its fragment and query dropped) and wait
    until it is ready: how many times its start drew the page (RENDERS_AT_READY, added to
    the page here; init scripts stay for its later loads)."""
    page.add_init_script(RENDERS_AT_READY)
    page.goto(page.url.split("#")[0].split("?")[0] + "?timing")
    wait_ready(page)
    renders: int = page.evaluate("window.__rendersAtReady")
    return renders


# An init script for a context of the tests (conftest's SharedTabs adds it): what
# :func:`on_next_load` asked for, done at the start of the next document, before any script
# of the page. window.name carries the request: a tab keeps it across a same-origin load,
# and the app never reads it.
NEXT_LOAD_MARK = "belot:test:"
NEXT_LOAD = f"""
if (window.name.startsWith({json.dumps(NEXT_LOAD_MARK)})) {{
  const asked = JSON.parse(window.name.slice({len(NEXT_LOAD_MARK)}));
  window.name = "";
  if (asked.clear) {{
    localStorage.clear();
    sessionStorage.clear();
  }}
  for (const [key, value] of Object.entries(asked.local)) localStorage.setItem(key, value);
  for (const [key, value] of Object.entries(asked.session)) sessionStorage.setItem(key, value);
  window.__belotNextLoad = asked;
}}
"""


def on_next_load(
    page: Page,
    *,
    clear: bool = False,
    local: dict[str, str] | None = None,
    session: dict[str, str] | None = None,
) -> None:
    """Have the next document of ``page`` (a tab of a context with :data:`NEXT_LOAD`) start
    on this storage: emptied if ``clear``, then ``local`` and ``session`` set, before any
    script of the app runs. What the present document still writes as it goes comes first,
    so it cannot undo them."""
    asked = {"clear": clear, "local": local or {}, "session": session or {}}
    page.evaluate("name => { window.name = name; }", NEXT_LOAD_MARK + json.dumps(asked))


def reload(page: Page) -> None:
    """Reload the page and wait for Python to start again (a whole boot)."""
    page.reload()
    wait_ready(page)


def read_qr(code: Locator) -> str:
    """What a QR decoder (zxing-cpp) reads in a screenshot of the code on screen: exactly one
    QR code. Only QR codes are looked for: among all formats, the decoder now and then also
    finds a one-dimensional barcode (ITF) in the code's modules."""
    import zxingcpp
    from PIL import Image

    picture = Image.open(io.BytesIO(code.screenshot()))
    found = zxingcpp.read_barcodes(
        picture, formats=zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)
    )
    assert len(found) == 1, f"{len(found)} QR codes read"
    text: str = found[0].text
    return text


def snap(page: Page, name: str) -> None:
    """Save a screenshot of the viewport if BELOT_SCREENSHOTS names a directory."""
    folder = os.environ.get("BELOT_SCREENSHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


# --- moving around --------------------------------------------------------------------


def by_id(page: Page, testid: str) -> Locator:
    return page.get_by_test_id(testid)


def title(page: Page) -> Locator:
    """The open screen's heading (not the one of a screen kept behind it, hidden:
    belot.app.morph.kept_behind)."""
    return page.locator("#app > :not([data-behind]) h1")


def go_home(page: Page) -> None:
    """Leave whatever screen is open for the list of games, the way a player would."""
    for _ in range(3):
        if by_id(page, "new-game").is_visible():
            return
        if by_id(page, "cancel-deal").is_visible():
            by_id(page, "cancel-deal").click()
        elif by_id(page, "back").is_visible():
            by_id(page, "back").click()
        elif by_id(page, "games").is_visible():
            by_id(page, "games").click()
        else:  # the setup form: its Cancel goes home
            page.locator("#app [data-action=home]").first.click()
    expect(by_id(page, "new-game")).to_be_visible()


def type_into(page: Page, testid: str, text: str) -> None:
    """Tap a text field, select what is in it and type ``text`` over it."""
    by_id(page, testid).click()
    page.keyboard.press("ControlOrMeta+a")
    if text:
        page.keyboard.type(text)
    else:
        page.keyboard.press("Backspace")


def start_game(page: Page, rules: str = "bulgarian", teams: tuple[str, str] = ("", "")) -> None:
    """From the list of games: New game, choose the rules, name the teams, Start."""
    by_id(page, "new-game").click()
    if rules != "bulgarian":
        by_id(page, "ruleset").select_option(rules)
        # The house rules shown are the chosen ruleset's.
        target = belot.RULESETS[rules].option("target").default
        expect(page.locator("#option-target")).to_have_value(str(target))
    for team, name in enumerate(teams):
        if name:
            type_into(page, f"team-{team}", name)
    by_id(page, "start").click()
    expect(by_id(page, "sheet")).to_be_visible()
    expect(title(page)).to_have_text(_RULESET_TITLES[rules])


_RULESET_TITLES = {
    "bulgarian": "Belot (Bulgarian)",
    "belot-arena": "Belot, Arena scoring",
    "belote": "Belote (classic)",
    "belote-annonces": "Belote with declarations",
    "contree": "Contrée",
    "coinche": "Coinche",
}


def fill_deal(page: Page, deal: DealRecord, typed: int | None = None) -> None:
    """Fill in the open deal form with ``deal`` (a record deal), as a player would.

    The points are typed for one team only (``typed``, by default the declarer): the form
    fills in the other team's share, which is checked to be the deal's.
    """
    if deal.get("passed"):
        by_id(page, "passed").check()
        return
    by_id(page, f"contract-{deal['contract']}").click()
    by_id(page, f"declarer-{deal['declarer']}").click()
    if "double" in deal:
        unfold(page, "double")
        by_id(page, f"double-{deal['double']}").click()
    if "bid" in deal:
        by_id(page, f"bid-{deal['bid']}").click()
    if deal.get("valat") is not None:
        unfold(page, "valat")
        by_id(page, f"valat-{deal['valat']}").click()
    else:
        team = deal["declarer"] if typed is None else typed
        type_into(page, f"points-{team}", str(deal["points"][team]))
    for team in (0, 1):
        expect(by_id(page, f"points-{team}")).to_have_value(str(deal["points"][team]))
    for team, tokens in enumerate(deal.get("announcements", [[], []])):
        if tokens:
            unfold(page, "announcements")
        for token in tokens:
            by_id(page, f"more-{team}-{token}").click()
    if deal.get("alone"):
        by_id(page, "alone").check()
    if "bid" in deal:  # still chosen after the form was redrawn
        expect(by_id(page, f"bid-{deal['bid']}")).to_have_attribute("aria-pressed", "true")


def unfold(page: Page, panel: str) -> None:
    """Open one of the deal form's folding panels (double, valat, announcements) if it is
    folded: the game may have opened it already (panels a game uses often stay open)."""
    chip = by_id(page, f"fold-{panel}")
    if chip.get_attribute("aria-expanded") != "true":
        chip.click()
    expect(chip).to_have_attribute("aria-expanded", "true")


def save_deal(page: Page) -> None:
    save = by_id(page, "save-deal")
    expect(save).to_be_enabled()
    save.click()
    expect(by_id(page, "sheet")).to_be_visible()


def add_deal(page: Page, deal: DealRecord, typed: int | None = None) -> None:
    """Add deal, fill it in, check the form finds nothing wrong, save."""
    by_id(page, "add-deal").click()
    expect(by_id(page, "deal-form")).to_be_visible()
    fill_deal(page, deal, typed)
    expect(by_id(page, "error")).to_have_count(0)
    save_deal(page)


def play_deals(page: Page, record: Record, deals: Iterable[DealRecord]) -> None:
    """Add each deal through the form, append it to ``record`` and check the whole sheet."""
    for deal in deals:
        add_deal(page, deal)
        record["deals"].append(copy.deepcopy(deal))
        expect_sheet(page, record)


# --- the engine's view ----------------------------------------------------------------


def new_record(
    rules: str,
    teams: tuple[str, str] = ("Us", "Them"),
    deals: Iterable[DealRecord] = (),
    first_dealer: int = 0,
) -> Record:
    return {
        "format": "belot-game",
        "version": 1,
        "rules": rules,
        "teams": list(teams),
        "first_dealer": first_dealer,
        "deals": [copy.deepcopy(d) for d in deals],
    }


def engine_sheet(record: Record) -> belot.Sheet:
    return belot.play(belot.game_from_record(record))


def engine_error(record: Record, deal: DealRecord) -> str:
    """The engine's one-line reason for refusing ``deal`` as the record's next deal."""
    game = belot.game_from_record(record)
    try:
        belot.verify_deal(game, belot.deal_from_record(deal, len(game.deals) + 1))
    except belot.DealError as error:
        return error.reason[:1].upper() + error.reason[1:]  # as the page shows it
    raise AssertionError(f"the engine accepts {deal}")


def seat_label(record: Record, seat: int) -> str:
    """How the page names a seat when no player names were given."""
    return f"seat {seat + 1} ({record['teams'][seat % 2]})"


# The rows of the sheet as the page shows them: [how many rows, and per row asked for (its
# number and outcome): how many elements have its test id, whether it is marked with that
# outcome, and per team the texts of the written score and of the running total, whitespace
# collapsed (as to_have_text compares them), null where not exactly one is found].
SHEET_ROWS_JS = """
([wanted]) => {
  const one = (found) => (found.length === 1 ? found[0] : null);
  const text = (cell, part) => {
    const found = cell && one(cell.querySelectorAll(part));
    return found ? found.textContent.replace(/\\s+/g, " ").trim() : null;
  };
  const seen = wanted.map(([number, outcome]) => {
    const rows = document.querySelectorAll(`[data-testid="row-${number}"]`);
    const marked = rows.length === 1 && rows[0].classList.contains(`outcome-${outcome}`);
    const teams = [0, 1].map((team) => {
      const cell = one(document.querySelectorAll(`[data-testid="row-${number}-${team}"]`));
      return [text(cell, ".written"), text(cell, ".running")];
    });
    return [rows.length, marked, teams];
  });
  return [document.querySelectorAll("tr.row").length, seen];
}
"""
SHEET_IS_JS = f"([wanted, expected]) => JSON.stringify(({SHEET_ROWS_JS})([wanted])) === expected"


def expect_sheet(page: Page, record: Record) -> None:
    """The sheet on screen shows what the engine writes for ``record``, row by row: as many
    rows, each marked with its outcome, each team's written score and running total.

    The rows are read in one go in the page (a long game has hundreds), until they are the
    engine's or :data:`ACTION_TIMEOUT_MS` has passed, as Playwright's ``expect`` would.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    sheet = engine_sheet(record)
    teams = record["teams"]
    wanted = [[row.number, row.score.outcome.value] for row in sheet.rows]
    expected_rows: list[list[Any]] = [
        [1, True, [[str(row.score.scores[t]), str(row.totals[t])] for t in (0, 1)]]
        for row in sheet.rows
    ]
    expected = [len(sheet.rows), expected_rows]
    text = json.dumps(expected, separators=(",", ":"), ensure_ascii=False)
    with contextlib.suppress(PlaywrightTimeout):  # then the comparison below says what differs
        page.wait_for_function(SHEET_IS_JS, arg=[wanted, text], timeout=ACTION_TIMEOUT_MS)
    count, rows = page.evaluate(SHEET_ROWS_JS, [wanted])
    assert count == len(sheet.rows), f"{count} rows on the sheet, the engine has {len(wanted)}"
    for row, shown, wanted_row in zip(sheet.rows, rows, expected_rows, strict=True):
        assert shown == wanted_row, (
            f"row {row.number}: [count, outcome {row.score.outcome.value}, [written, running]"
            f" per team] shown {shown}, the engine's {wanted_row}"
        )
    for team in (0, 1):
        expect(by_id(page, f"team-name-{team}")).to_have_text(teams[team])
        expect(by_id(page, f"total-{team}")).to_have_text(str(sheet.totals[team]))
    held = by_id(page, "held")
    if sheet.held:
        # The French games call it a litige and keep raw points.
        expect(held).to_have_text(re.compile(rf"^(Held over|Set aside \(litige\)): {sheet.held}\b"))
    else:
        expect(held).to_have_count(0)
    if sheet.winner is None:
        expect(by_id(page, "winner")).to_have_count(0)
        expect(by_id(page, "rematch")).to_have_count(0)
        expect(by_id(page, "add-deal")).to_be_visible()
        expect(by_id(page, "next-dealer")).to_have_text(
            f"Next dealer: {seat_label(record, sheet.next_dealer)}"
        )
    else:
        w = sheet.winner
        expect(by_id(page, "winner")).to_have_text(
            f"{teams[w]} won the game, {sheet.totals[w]} to {sheet.totals[1 - w]}."
        )
        expect(by_id(page, "rematch")).to_be_visible()
        expect(by_id(page, "add-deal")).to_have_count(0)


# --- storage --------------------------------------------------------------------------


# Resolves once the page has been idle: what it keeps when idle (the picture of the screen
# for the next visit, belot.app.browser.instant) is kept by then (idle callbacks run in
# the order they were asked for).
SETTLED_JS = """() => new Promise((resolve) =>
  (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: 2000 }))"""


def storage(page: Page) -> dict[str, str]:
    """The page's localStorage, every key, once the page has been idle."""
    page.evaluate(SETTLED_JS)
    data: dict[str, str] = page.evaluate("() => ({...localStorage})")
    return data


def drafts(page: Page) -> list[str]:
    """The keys of the deal forms kept in localStorage."""
    return [key for key in storage(page) if key.startswith(DRAFT_PREFIX)]


def open_game_id(page: Page) -> str:
    session = json.loads(page.evaluate(f"() => localStorage.getItem({SESSION_KEY!r})"))
    game_id: str = session["game"]
    return game_id


def stored_game(page: Page) -> dict[str, Any]:
    """The open game's envelope as stored."""
    text = page.evaluate("key => localStorage.getItem(key)", game_key(open_game_id(page)))
    envelope: dict[str, Any] = json.loads(text)
    return envelope


def tap_row(page: Page, number: int) -> None:
    """Tap row ``number`` of the sheet: its detail screen opens."""
    by_id(page, f"row-{number}").click()
    expect(by_id(page, "breakdown")).to_be_visible()
    expect(title(page)).to_have_text(f"Deal {number}")


def painted(page: Page) -> None:
    """Wait until the browser has drawn a frame of the page as it is now (two animation
    frames: the one in which the last change is laid out, and the next). Python draws each
    change in the handler of the event that made it, so this is the screen after the tap."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


GLANCE_MS = 400


def glance(page: Page) -> None:
    """Look at a new screen before tapping it, as a player does. Two quick taps on the same
    place are a double tap to the browser, and the page ignores the second one when the
    first changed the screen (it would land on whatever the new screen has there)."""
    page.wait_for_timeout(GLANCE_MS)


def hold_python(page: Page, url: str | None = None) -> list[Route]:
    """Load ``url`` (None: reload) with static/boot.py, which starts the app, held back
    until the route returned is continued (:func:`let_python_go`); returns once it was
    asked for: Pyodide has started, what the page shows before Python is all there is."""
    held: list[Route] = []
    page.route("**/static/boot.py", lambda route: held.append(route))
    if url is None:
        page.reload(wait_until="commit")
    else:
        page.goto(url, wait_until="commit")
    deadline = time.monotonic() + BOOT_TIMEOUT_MS / 1000
    while not held:
        assert time.monotonic() < deadline, "static/boot.py was never asked for"
        page.wait_for_timeout(50)
    return held


def boot_with(page: Page, python: str) -> None:
    """Serve ``page`` static/boot.py, which starts the app, with ``python`` in front of it:
    what it does comes before the start (a bug planted in the page's Python, through the
    network). Only this page's copy changes; the app's files do not."""
    start = (Path(__file__).resolve().parents[2] / "static" / "boot.py").read_text(encoding="utf-8")

    def serve(route: Route) -> None:
        route.fulfill(body=python + start, content_type="text/x-python")

    page.route(re.compile(r".*/static/boot\.py$"), serve)


def let_python_go(page: Page, held: list[Route]) -> None:
    """Let the held static/boot.py through (nothing was ready before it), until ready."""
    assert page.get_attribute("html", "data-ready") is None
    held[0].continue_()
    wait_ready(page)
    page.unroute("**/static/boot.py")
