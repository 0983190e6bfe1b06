"""Pass the sheet in Chromium: a game's link and its QR code, opened on another
"phone" (a fresh browser context: its own storage, nothing of the first one's), imported;
a later link of the same game updating the copy; links that are damaged or cut short
refused with the reason; the longest link there is; the code read back by a QR decoder
(zxing-cpp) from a screenshot; the code drawn offline, from the service worker's cache.

Every page here listens for Content-Security-Policy violations from its first script on.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

import belot
from belot.app import link, qr
from belot.app.storage import SESSION_KEY, SavedGame, encode, game_key

from . import ui
from .conftest import open_booted_page
from .test_csp import LISTEN
from .test_offline import wait_controlled
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

pytestmark = pytest.mark.e2e

TEAMS = ("Ние", "Вие")
CONTRACTS = ("hearts", "spades", "clubs", "diamonds", "all-trumps", "no-trumps")
TOTALS = {"all-trumps": 258, "no-trumps": 130}


def deal(n: int) -> dict[str, Any]:
    contract = CONTRACTS[n % len(CONTRACTS)]
    total = TOTALS.get(contract, 162)
    first = (37 * n + 51) % (total + 1)
    return {"contract": contract, "declarer": n % 2, "points": [first, total - first]}


def record_of(deals: int) -> dict[str, Any]:
    record = ui.new_record("bulgarian", TEAMS, [deal(n) for n in range(deals)])
    record["options"] = {"target": 5001}  # far from its end
    return record


def saved_of(
    record: dict[str, Any], game_id: str = "b6f0c6a2-0d0e-4a8e-9d2c-5f1b8e7a3c41"
) -> SavedGame:
    game = belot.game_from_record(record)
    deals = len(game.deals)
    return SavedGame(
        game_id, game, deals + 1, "2026-12-01T19:30:05.123Z", "2026-12-01T21:02:44.456Z"
    )


def phone(browser: Browser, **options: Any) -> BrowserContext:
    """Another phone, which never opened the app (the link's first visit is the test), its
    Content-Security-Policy violations listened for from the first script on."""
    context = browser.new_context(service_workers="block", **options)
    context.add_init_script(LISTEN)
    return context


def open_phone(context: BrowserContext, url: str) -> ui.Tab:
    tab = ui.watch(context.new_page())
    tab.page.goto(url)
    ui.wait_ready(tab.page)
    return tab


def plant(tab: ui.Tab, saved: SavedGame) -> None:
    """Store ``saved`` as the open game and reload onto its sheet."""
    values = {
        game_key(saved.id): encode(saved),
        SESSION_KEY: json.dumps({"screen": "sheet", "game": saved.id}),
    }
    # This tab's own session first (sessionStorage): a reload reopens what the tab showed.
    tab.page.evaluate(
        """([values, session]) => {
            for (const [k, v] of Object.entries(values)) localStorage[k] = v;
            sessionStorage.setItem(session, values[session]);
        }""",
        [values, SESSION_KEY],
    )
    ui.reload(tab.page)
    expect(by_id(tab.page, "sheet")).to_be_visible()


def violations(page: Page) -> list[str]:
    found: list[str] = page.evaluate("window.__violations")
    return found


def games_stored(page: Page) -> dict[str, dict[str, Any]]:
    return {
        key: json.loads(value)
        for key, value in ui.storage(page).items()
        if key.startswith("belot:game:")
    }


def shown_link(page: Page) -> str:
    """Share, and the link the share screen offers (once its code is drawn)."""
    by_id(page, "share").click()
    expect(by_id(page, "share-screen")).to_be_visible()
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    href = by_id(page, "share-link").get_attribute("href")
    assert href is not None
    return href


# window.__painted: whether #app ever showed the instant paint's picture of the last screen.
PAINTED = """
window.__painted = false;
new MutationObserver(() => {
  if (document.getElementById("app")?.classList.contains("snapshot")) window.__painted = true;
}).observe(document, { subtree: true, childList: true, attributes: true });
"""


def painted(context: BrowserContext, url: str) -> bool:
    """Open ``url`` in a new tab of ``context``: whether the instant paint showed."""
    page = context.new_page()
    try:
        page.add_init_script(PAINTED)
        page.goto(url)
        ui.wait_ready(page)
        shown: bool = page.evaluate("window.__painted")
        return shown
    finally:
        page.close()


@pytest.fixture(scope="module")
def keeper(browser: Browser, site_url: str) -> Iterator[ui.Tab]:
    """The scorekeeper's phone."""
    context = phone(browser, device_scale_factor=2)
    try:
        yield open_phone(context, site_url)
    finally:
        context.close()


def test_a_game_goes_to_another_phone_by_its_link_and_follows_there(
    keeper: ui.Tab, browser: Browser, site_url: str
) -> None:
    record = record_of(9)
    plant(keeper, saved_of(record))
    assert not [r for r in keeper.requests if r.endswith("segno.zip")]  # not at start
    url = shown_link(keeper.page)
    assert [r for r in keeper.requests if r.endswith("/static/vendor/segno.zip")]
    assert url.startswith(site_url + "#g1.")
    assert "?" not in url  # the page's own address and the game: nothing else
    assert ui.read_qr(by_id(keeper.page, "qr")) == url
    ui.snap(keeper.page, "share-screen")

    other = phone(browser)
    try:
        tab = open_phone(other, url)  # a phone that never opened the app
        page = tab.page
        expect(by_id(page, "link-screen")).to_be_visible()
        totals = ui.engine_sheet(record).totals
        expect(by_id(page, "link-score")).to_have_text(f"Ние {totals[0]} : {totals[1]} Вие")
        expect(by_id(page, "link-game")).to_have_text("9 deals, Belot (Bulgarian)")
        assert page.evaluate("location.hash") == ""  # taken out of the address bar
        by_id(page, "import").click()
        ui.expect_sheet(page, record)
        expect(by_id(page, "notice")).to_have_text("Imported the game from the link (9 deals).")
        (stored,) = games_stored(page).values()
        assert stored["source"] == stored["id"]
        ui.reload(page)  # a reload imports nothing twice
        expect(by_id(page, "sheet")).to_be_visible()
        expect(by_id(page, "link-screen")).to_have_count(0)

        # The scorekeeper lets them follow, and plays three more deals.
        by_id(keeper.page, "follow").click()
        expect(by_id(keeper.page, "follow")).to_have_attribute("aria-pressed", "true")
        by_id(keeper.page, "back").click()
        ui.play_deals(keeper.page, record, [deal(n) for n in range(9, 12)])
        by_id(keeper.page, "follow-code").click()  # one tap after the deal
        expect(keeper.page.locator("svg[data-testid=qr]")).to_be_visible()
        later = by_id(keeper.page, "share-link").get_attribute("href")
        assert later is not None
        assert later != url

        page.goto(later)  # the same page, another fragment: the running app opens it
        expect(by_id(page, "link-fate")).to_have_text(
            "This is the game here, continued: importing brings it up to date."
        )
        by_id(page, "import").click()
        expect(by_id(page, "notice")).to_have_text(
            "Updated: the same game, continued; now 12 deals."
        )
        ui.expect_sheet(page, record)
        assert len(games_stored(page)) == 1  # the same copy, updated in place

        # An older link now imports nothing; the copy stays.
        page.goto(url)
        expect(by_id(page, "link-fate")).to_have_text(
            "This phone has this game further on than the link: nothing to import."
        )
        by_id(page, "import-cancel").click()
        ui.expect_sheet(page, record)
        assert violations(page) == []
        assert tab.errors == []
        page.close()

        # A new visit shows the sheet as last seen before Python is ready; a visit with a
        # link does not: its first paint is the link's preview.
        assert painted(other, site_url) is True
        assert painted(other, url) is False
    finally:
        other.close()
    by_id(keeper.page, "back").click()
    assert violations(keeper.page) == []


def test_a_damaged_or_cut_link_is_refused_with_the_reason_and_nothing_changes(
    browser: Browser, site_url: str
) -> None:
    url = link.game_link(site_url, saved_of(record_of(9)))
    head, _, data = url.rpartition(".")
    middle = len(data) // 2
    tampered = f"{head}.{data[:middle]}{'B' if data[middle] == 'A' else 'A'}{data[middle + 1 :]}"
    context = phone(browser)
    try:
        tab = open_phone(context, tampered)
        page = tab.page
        expect(by_id(page, "notice")).to_have_text(
            "This link cannot be opened. It is damaged (its check does not match what it "
            "holds): ask for the code or the link again."
        )
        expect(by_id(page, "new-game")).to_be_visible()
        assert games_stored(page) == {}
        expected = int(url.partition("#")[2].split(".")[1])
        page.goto(url[:-25])  # cut short, in the running app
        expect(by_id(page, "notice")).to_have_text(
            f"This link cannot be opened. It is cut short ({expected - 25} of {expected} "
            "characters arrived): ask for the code or the link again."
        )
        assert games_stored(page) == {}
        assert page.evaluate("location.hash") == ""
        assert violations(page) == []
        assert tab.errors == []
    finally:
        context.close()


def longest(site_url: str) -> tuple[dict[str, Any], str]:
    """A game whose link is as long as a link can be (one more deal and it would not fit)."""
    record = record_of(0)
    found: tuple[dict[str, Any], str] = (record, "")
    while True:
        record = copy.deepcopy(record)
        record["deals"].append(deal(len(record["deals"])))
        url = link.game_link(site_url, saved_of(record))
        if not qr.fits(url):
            return found
        found = (record, url)


def test_the_longest_link_still_opens_and_its_code_reads(
    keeper: ui.Tab, browser: Browser, site_url: str
) -> None:
    record, url = longest(site_url)
    assert len(url) > qr.MAX_LINK_BYTES - 30
    assert qr.version_of(url)[0] == 40
    plant(keeper, saved_of(record))
    assert shown_link(keeper.page) == url
    keeper.page.set_viewport_size({"width": 600, "height": 900})  # a version-40 code, 185 modules
    try:
        assert ui.read_qr(by_id(keeper.page, "qr")) == url
    finally:
        keeper.page.set_viewport_size(ui.PHONE)
    by_id(keeper.page, "back").click()

    context = phone(browser)
    try:
        tab = open_phone(context, url)
        expect(by_id(tab.page, "link-game")).to_have_text(
            f"{len(record['deals'])} deals, Belot (Bulgarian)"
        )
        by_id(tab.page, "import").click()
        ui.expect_sheet(tab.page, record)
        assert tab.errors == []
    finally:
        context.close()

    # One deal more: no code, no link, the file instead.
    record["deals"].append(deal(len(record["deals"])))
    plant(keeper, saved_of(record, "b6f0c6a2-0d0e-4a8e-9d2c-5f1b8e7a3c42"))
    by_id(keeper.page, "share").click()
    expect(by_id(keeper.page, "share-screen")).to_contain_text(
        "This game is too long for a QR code or a link"
    )
    expect(by_id(keeper.page, "share-link")).to_have_count(0)
    expect(by_id(keeper.page, "qr")).to_have_count(0)
    expect(by_id(keeper.page, "share-file")).to_be_visible()
    by_id(keeper.page, "back").click()


def test_offline_the_installed_app_draws_the_code_and_opens_a_link(
    browser: Browser, site_url: str
) -> None:
    # A context of its own: the service worker installs the app (what works offline).
    booted = open_booted_page(browser, site_url, service_workers=True)
    context = booted.page.context
    try:
        wait_controlled(booted.page)
        context.set_offline(True)
        tab = ui.watch(booted.page)
        record = record_of(9)
        plant(tab, saved_of(record))
        url = shown_link(tab.page)  # segno.zip from the service worker's cache
        assert ui.read_qr(by_id(tab.page, "qr")) == url
        other = saved_of(record_of(4), "5a0c2f1e-7d3b-4c8a-9e6f-0b1d2c3e4f5a")
        tab.page.goto(link.game_link(site_url, other))
        expect(by_id(tab.page, "link-game")).to_have_text("4 deals, Belot (Bulgarian)")
        ui.reload(tab.page)  # a full load, offline, of the page without its fragment
        expect(by_id(tab.page, "link-screen")).to_have_count(0)
        assert tab.errors == []
    finally:
        context.close()
