"""A club night in Chromium, offline: an organiser's phone and four tables' phones (each
its own browser context, 360 x 740 with touch, the app installed by its service worker,
then the network cut) run an 8-team, 3-round Swiss through QR codes read back from
screenshots (zxing-cpp): each table's assignment code opened on its phone, one deal
played, its *Send the result* code opened on the organiser's phone. On the way: a table
on paper (its result typed), a result sent twice, a result from another tournament, a
reload of the organiser's phone in the middle of a round and of a table's in the middle of
a deal. The standings on the page are checked against the engine's, computed here from
the games the tables sent and the points typed (docs/rules.md#tournaments).

One test, few boots: the five phones are installed once, and each later link opens in the
page already running (a change of the address's fragment), as a link opened in the same
tab does, but for the first of each phone (a whole load, from the service worker).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from belot import Contract, PlayedDeal, make_rules, play
from belot.game import Game
from belot.tournament import (
    Kind,
    Settings,
    System,
    draw_round,
    loads,
    new_tournament,
    read_result,
    standings,
)
from belot.tournament.links import assignment_game, result_link

from . import ui
from .test_offline import wait_controlled
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

pytestmark = pytest.mark.e2e

TEAMS = [f"Team {n}" for n in range(1, 9)]
TABLES = 4
ROUNDS = 3


@pytest.fixture
def phones(browser: Browser, site_url: str) -> Iterator[list[ui.Tab]]:
    """Five phones, the organiser's first, each with the app installed (its service worker
    in control), then offline. Contexts of their own: each phone has its own storage, and
    a service worker (which the shared tabs block)."""
    contexts: list[BrowserContext] = []
    tabs: list[ui.Tab] = []
    try:
        for _ in range(1 + TABLES):
            context = browser.new_context(
                service_workers="allow", viewport=ui.PHONE, has_touch=True
            )
            contexts.append(context)
            tab = ui.watch(context.new_page())
            tab.page.goto(site_url)
            ui.wait_ready(tab.page)
            tabs.append(tab)
        for tab in tabs:
            wait_controlled(tab.page)
            tab.page.context.set_offline(True)
        yield tabs
    finally:
        for context in contexts:
            context.close()


def open_link(page: Page, link: str, load: bool = False) -> None:
    """Open ``link`` in the phone's tab: a whole load of the page (``load``, as a phone's
    camera opens it), else the address's fragment changed in the running page."""
    if load:
        page.goto("about:blank")
        page.goto(link)
        ui.wait_ready(page)
    else:
        page.evaluate("link => { location.hash = new URL(link).hash; }", link)


def create_night(page: Page) -> None:
    by_id(page, "tournaments").tap()
    by_id(page, "tournament-new").tap()
    by_id(page, "tour-name").fill("Club night")
    page.locator("[data-option=end] select").select_option("deals")
    page.locator("#option-deals").fill("1")
    by_id(page, "tour-rounds").fill(str(ROUNDS))
    for row, name in enumerate(TEAMS):
        if row >= 4:
            by_id(page, "tour-add-team").tap()
        by_id(page, f"tour-team-{row}").fill(name)
    by_id(page, "tournament-create").tap()
    expect(by_id(page, "round-screen")).to_be_visible()
    expect(by_id(page, "progress")).to_have_text("No round drawn yet (3 to play)")


def codes(page: Page) -> dict[int, str]:
    """Each table's code full screen, read back from a screenshot: it holds its link."""
    by_id(page, "show-codes").tap()
    links = {}
    for table in range(1, TABLES + 1):
        expect(by_id(page, "code-table")).to_have_text(f"Table {table} of {TABLES}")
        code = page.locator("svg[data-testid=qr]")
        expect(code).to_be_visible(timeout=30_000)
        links[table] = ui.read_qr(code)
        assert links[table] == by_id(page, f"round-table-{table}").get_attribute("href")
        if table < TABLES:
            by_id(page, "code-after").tap()
    by_id(page, "code-close").tap()
    return links


def play_table(page: Page, link: str, winner: int, load: bool, reload_half_way: bool) -> str:
    """A table's phone opens its code's link, starts, plays one deal of hearts that
    ``winner`` takes with 100, and shows *Send the result*: what its code holds."""
    open_link(page, link, load)
    expect(by_id(page, "assignment")).to_be_visible()
    by_id(page, "table-start").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    expect(by_id(page, "tournament-place")).to_contain_text("Club night · round")
    by_id(page, "start-hearts").tap()
    by_id(page, f"declarer-{winner}").tap()
    if reload_half_way:
        ui.reload(page)  # in the middle of the deal: it comes back as it was
        expect(by_id(page, "deal-form")).to_be_visible()
        expect(by_id(page, "contract-hearts")).to_have_attribute("aria-pressed", "true")
    ui.type_into(page, f"points-{winner}", "100")
    ui.save_deal(page)
    on_sheet = by_id(page, "send-result").get_attribute("href")  # the sheet's: the link
    by_id(page, "send-result").tap()  # shows its code, on this phone
    code = page.locator("svg[data-testid=qr]")
    expect(code).to_be_visible(timeout=30_000)
    sent = ui.read_qr(code)
    assert sent == by_id(page, "send-result").get_attribute("href") == on_sheet
    by_id(page, "back").tap()
    return sent


def take_result(page: Page, link: str, load: bool = False) -> str:
    """The organiser opens a table's result link; what the page says of it."""
    open_link(page, link, load)
    notice = by_id(page, "notice")
    expect(notice).to_be_visible()
    return notice.inner_text()


def type_result(page: Page, table: int, points: tuple[int, int]) -> None:
    by_id(page, f"type-{table}").tap()
    expect(by_id(page, "typed-result")).to_be_visible()
    for side in (0, 1):
        by_id(page, f"typed-0-{side}").fill(str(points[side]))
    by_id(page, "typed-save").tap()
    expect(by_id(page, f"status-{table}")).to_have_text("typed")


def stranger_link(site_url: str) -> str:
    """A finished table's result of another tournament (not on the organiser's phone)."""
    rules = make_rules("bulgarian", {"end": "deals", "deals": 1})
    settings = Settings(rules, System(Kind.SWISS, rounds=1))
    teams = [("A", None), ("B", None)]
    other = draw_round(new_tournament("elsewhere", "Elsewhere", "x", settings, teams))
    game = assignment_game(other, 1, 1).with_deal(PlayedDeal(Contract.HEARTS, 0, (100, 62)))
    assert play(game).over
    return result_link(site_url, [game])


def shown_standings(page: Page) -> list[list[str]]:
    rows: list[list[str]] = page.evaluate(
        """() => [...document.querySelectorAll('[data-testid=standings] tbody tr.standing')]
            .map((tr) => [...tr.children].map((cell) => cell.innerText.trim()))"""
    )
    return rows


def test_a_club_night_of_eight_teams_through_qr_codes_offline(
    phones: list[ui.Tab], site_url: str
) -> None:
    organiser, tables = phones[0], phones[1:]
    page = organiser.page
    create_night(page)
    sent: list[Game] = []
    typed: dict[tuple[int, int], tuple[int, int]] = {}
    for number in range(1, ROUNDS + 1):
        by_id(page, "draw").tap()
        expect(by_id(page, "round-shown")).to_have_text(f"Round {number} of {ROUNDS}")
        links = codes(page)
        for table, link in links.items():
            tab = tables[table - 1]
            if (number, table) == (2, TABLES):  # this table keeps score on paper
                type_result(page, table, (7, 9))
                typed[(number, table)] = (7, 9)
                continue
            winner = (number + table) % 2
            half_way = (number, table) == (2, 1)
            result = play_table(tab.page, link, winner, number == 1, half_way)
            sent += read_result(result.partition("#")[2])
            said = take_result(page, result, load=(number, table) == (1, 1))
            assert said == f"Table {table} of round {number}: result recorded."
            if (number, table) == (1, 1):  # the same code scanned twice: nothing changes
                again = take_result(page, result)
                assert "this result was recorded already. Nothing changed." in again
            if (number, table) == (2, 2):  # the organiser's phone reloads mid-round
                ui.reload(page)
                expect(by_id(page, "result-screen")).to_be_visible()
            if (number, table) == (3, 1):  # a result of another tournament: refused
                before = ui.storage(page)
                refused = take_result(page, stranger_link(site_url))
                assert refused == (
                    "This result is of the tournament Elsewhere, which is not on this phone: "
                    "nothing was recorded."
                )
                after = ui.storage(page)
                assert {k: v for k, v in after.items() if k != "belot:session"} == {
                    k: v for k, v in before.items() if k != "belot:session"
                }
            by_id(page, "to-round").tap()
        for table in range(1, TABLES + 1):
            expect(by_id(page, f"status-{table}")).to_have_text(
                "typed" if (number, table) in typed else "recorded"
            )

    # The standings, as the engine computes them from the tournament file kept...
    stored = ui.storage(page)
    (key,) = [k for k in stored if k.startswith("belot:tournament:")]
    night = loads(stored[key])
    expect(by_id(page, "progress")).to_have_text("Over, after 3 rounds")
    by_id(page, "tab-standings").tap()
    expected = [
        [str(s.rank), s.team.name, str(s.match_points), fmt(s.difference), str(s.scored)]
        for s in standings(night)
    ]
    assert [row[:5] for row in shown_standings(page)] == expected
    # ...and from the games the tables sent and the points typed, counted here.
    points: dict[str, list[int]] = {name: [0, 0, 0] for name in TEAMS}  # match pts, for, against
    for game in sent:
        sheet = play(game)
        totals, won = sheet.totals, sheet.winner
        for side in (0, 1):
            mine = points[game.teams[side]]
            mine[0] += 2 if won == side else 1 if won is None else 0
            mine[1] += totals[side]
            mine[2] += totals[1 - side]
    for (number, table), (a, b) in typed.items():
        one, two = (night.team(i).name for i in night.round(number).table(table).teams)
        points[one] = [points[one][0] + (2 if a > b else 0), points[one][1] + a, points[one][2] + b]
        points[two] = [points[two][0] + (2 if b > a else 0), points[two][1] + b, points[two][2] + a]
    for row in shown_standings(page):
        mine = points[row[1]]
        assert [row[2], row[3], row[4]] == [str(mine[0]), fmt(mine[1] - mine[2]), str(mine[1])]
    assert len(sent) == ROUNDS * TABLES - len(typed)
    for tab in phones:
        assert tab.errors == [], tab.errors
        assert tab.page.locator(".py-error").count() == 0


def fmt(difference: int) -> str:
    return f"+{difference}" if difference > 0 else str(difference).replace("-", "−")
