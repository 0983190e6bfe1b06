"""The score counter driven through its page in Chromium, checked against the engine.

One booted page (a 360-px-wide phone viewport) serves the whole module: every test starts
from the list of games and starts a new game, so no test depends on another's state. Only
the reload and two-tab tests pay for more boots of Pyodide.

What the sheet shows is compared, row by row, with ``belot.play`` on the same deals written
as a game record (see ``ui.expect_sheet``).
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

import pytest

from . import ui
from .conftest import open_booted_page
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from .conftest import BootedPage

pytestmark = pytest.mark.e2e

# --- fixtures -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def tabs() -> list[ui.Tab]:
    """Every tab this module opened (the first is the shared page), for the origin check."""
    return []


@pytest.fixture(scope="module")
def app_page(browser: Browser, site_url: str, tabs: list[ui.Tab]) -> Iterator[BootedPage]:
    """The module's own page: every request it made since its first visit is checked
    (the last test: only its own origin, no failure)."""
    booted = open_booted_page(browser, site_url)
    tabs.append(ui.watch(booted.page, booted.requests))
    try:
        yield booted
    finally:
        booted.page.context.close()


@pytest.fixture
def app(app_page: BootedPage, tabs: list[ui.Tab]) -> Iterator[ui.Tab]:
    """The shared page on the list of games; after the test, the page reported no error."""
    tab = tabs[0]
    ui.go_home(tab.page)
    seen = len(tab.errors)
    yield tab
    new_errors = tab.errors[seen:]
    if new_errors:
        pytest.fail("errors in the page:\n" + "\n".join(new_errors))


# --- games ----------------------------------------------------------------------------

# Made, inside, hanging, collected, kontra, valat (152 points but no going out with a
# valat), and the deal that ends the game.
BULGARIAN_GAME: list[dict[str, Any]] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"contract": "spades", "declarer": 1, "points": [96, 66], "announcements": [[], ["tierce"]]},
    {"contract": "clubs", "declarer": 0, "points": [81, 81]},
    {"contract": "diamonds", "declarer": 1, "points": [60, 102]},
    {
        "contract": "all-trumps",
        "declarer": 0,
        "points": [180, 78],
        "double": 2,
        "announcements": [["four-jacks"], []],
    },
    {
        "contract": "hearts",
        "declarer": 0,
        "points": [162, 0],
        "valat": 0,
        "announcements": [["tierce"], []],
    },
    {"contract": "spades", "declarer": 1, "points": [70, 92]},
]


def test_bulgarian_game_played_to_the_end(app: ui.Tab) -> None:
    page = app.page
    teams = ("Ana & Bo", "Vera & Georgi")
    record = ui.new_record("bulgarian", teams)

    # The scenario is what it says, according to the engine.
    rows = ui.engine_sheet(ui.new_record("bulgarian", teams, BULGARIAN_GAME)).rows
    assert [r.score.outcome.value for r in rows] == ["made", "failed", "hanging"] + ["made"] * 4
    assert rows[2].held == 8
    assert (rows[3].score.written[1], rows[3].score.scores[1]) == (10, 18)  # collects the 8
    assert rows[5].totals == (152, 33)  # a valat does not end the game, though past 151...
    assert ui.engine_sheet(ui.new_record("bulgarian", teams, BULGARIAN_GAME[:6])).winner is None

    ui.start_game(page, "bulgarian", teams)
    ui.expect_sheet(page, record)
    for number, deal in enumerate(BULGARIAN_GAME, start=1):
        ui.add_deal(page, deal)
        record["deals"].append(deal)
        ui.expect_sheet(page, record)
        if number == 3:
            expect(by_id(page, "held")).to_have_text("Held over: 8, to the winner of the next deal")
            ui.snap(page, "bulgarian-held")

    marks = [by_id(page, f"row-{n}").locator(".mark") for n in (2, 3, 5, 6)]
    expect(marks[0]).to_contain_text("inside")
    expect(marks[1]).to_contain_text("hanging")
    expect(marks[2]).to_contain_text("×2")
    expect(marks[3]).to_contain_text("valat")
    sheet = ui.engine_sheet(record)
    assert sheet.winner == 0
    expect(by_id(page, "winner")).to_contain_text("Ana & Bo won the game")
    ui.snap(page, "bulgarian-won")

    # A rematch: same rules and teams, an empty sheet, the deal passing on.
    by_id(page, "rematch").click()
    rematch = ui.new_record("bulgarian", teams, first_dealer=sheet.next_dealer)
    ui.expect_sheet(page, rematch)
    expect(page.locator("tr.row")).to_have_count(0)


FRENCH_GAMES: dict[str, list[dict[str, Any]]] = {
    # belote, a tie (litige: the taker's points wait), then a made contract collects them
    "belote": [
        {
            "contract": "hearts",
            "declarer": 0,
            "points": [100, 62],
            "announcements": [["belot"], []],
        },
        {"contract": "spades", "declarer": 1, "points": [81, 81]},
        {"contract": "clubs", "declarer": 0, "points": [92, 70]},
    ],
    "belote-annonces": [
        {
            "contract": "diamonds",
            "declarer": 1,
            "points": [70, 92],
            "announcements": [["belot"], ["tierce"]],
        },
        {
            "contract": "hearts",
            "declarer": 0,
            "points": [60, 102],
            "announcements": [["quarte"], []],
        },
    ],
    # made with belote, a contre that fails, a Capot bid that is made and ends the game
    "contree": [
        {
            "contract": "hearts",
            "declarer": 0,
            "points": [110, 52],
            "bid": 100,
            "announcements": [["belot"], []],
        },
        {"contract": "clubs", "declarer": 1, "points": [90, 72], "bid": 90, "double": 2},
        {"contract": "spades", "declarer": 0, "points": [162, 0], "bid": "capot", "valat": 0},
    ],
    # the takers reach 80 but the defence's quarte beats them; a Générale (the taker alone
    # wins every trick: without "alone" it would fail) ends the game
    "coinche": [
        {
            "contract": "diamonds",
            "declarer": 1,
            "points": [50, 112],
            "bid": 110,
            "announcements": [["tierce"], ["belot"]],
        },
        {
            "contract": "spades",
            "declarer": 0,
            "points": [84, 78],
            "bid": 80,
            "announcements": [[], ["quarte"]],
        },
        {
            "contract": "hearts",
            "declarer": 1,
            "points": [0, 162],
            "bid": "generale",
            "valat": 1,
            "alone": True,
        },
    ],
}


def play_french_game(page: Page, rules: str) -> None:
    """Enter FRENCH_GAMES[rules] into the open, empty game, checking the sheet each time."""
    teams = ("Nous", "Eux")
    record = ui.new_record(rules, teams)
    ui.expect_sheet(page, record)
    for number, deal in enumerate(FRENCH_GAMES[rules], start=1):
        by_id(page, "add-deal").click()
        ui.fill_deal(page, deal)
        # The form's preview says what the engine will write.
        score = ui.engine_sheet(ui.new_record(rules, teams, [*record["deals"], deal])).rows[-1]
        expect(by_id(page, "will-write")).to_contain_text(
            f"Nous {score.score.scores[0]} · Eux {score.score.scores[1]}"
        )
        if number == 1:
            ui.snap(page, f"{rules}-deal-form")
        ui.save_deal(page)
        record["deals"].append(deal)
        ui.expect_sheet(page, record)
    if rules == "belote":
        expect(by_id(page, "row-2").locator(".mark")).to_contain_text("litige")
    if rules == "contree":
        expect(by_id(page, "winner")).to_contain_text("Nous won the game")
    if rules == "coinche":
        expect(by_id(page, "winner")).to_contain_text("Eux won the game")
    ui.snap(page, f"{rules}-sheet")


@pytest.mark.parametrize("rules", list(FRENCH_GAMES))
def test_french_game_chosen_in_setup(app: ui.Tab, rules: str) -> None:
    ui.start_game(app.page, rules, ("Nous", "Eux"))
    play_french_game(app.page, rules)


def test_everyone_passed(app: ui.Tab) -> None:
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, BULGARIAN_GAME[:1])
    by_id(page, "add-deal").click()
    by_id(page, "passed").check()
    expect(by_id(page, "contract-hearts")).to_have_count(0)
    ui.save_deal(page)
    record["deals"].append({"passed": True})
    ui.expect_sheet(page, record)  # a redeal row; the deal passes on
    expect(by_id(page, "row-2")).to_contain_text("passed")


def test_first_dealer_chosen_in_setup(app: ui.Tab) -> None:
    page = app.page
    by_id(page, "new-game").click()
    page.locator("#app select[data-field=setup-dealer]").select_option("2")
    by_id(page, "start").click()
    record = ui.new_record("bulgarian", first_dealer=2)
    expect(by_id(page, "next-dealer")).to_have_text("Next dealer: seat 3 (Us)")
    ui.play_deals(page, record, BULGARIAN_GAME[:1])


# --- editing, deleting, undoing -------------------------------------------------------

# Deal 2 hangs and deal 3 collects it: editing deal 2 changes what deal 3 writes.
EDIT_GAME: list[dict[str, Any]] = [
    {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    {"contract": "spades", "declarer": 1, "points": [81, 81]},
    {"contract": "clubs", "declarer": 0, "points": [100, 62]},
    {"contract": "diamonds", "declarer": 1, "points": [70, 92]},
]


def test_edit_past_deal_recomputes_later_rows(app: ui.Tab) -> None:
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, EDIT_GAME)

    ui.tap_row(page, 2)
    expect(by_id(page, "breakdown")).to_contain_text("Contract: spades, taken by Them")
    by_id(page, "edit-deal").click()
    expect(ui.title(page)).to_have_text("Edit deal 2")
    expect(by_id(page, "contract-spades")).to_have_attribute("aria-pressed", "true")
    expect(by_id(page, "points-1")).to_have_value("81")
    ui.type_into(page, "points-1", "92")
    expect(by_id(page, "points-0")).to_have_value("70")
    ui.save_deal(page)

    edited = copy.deepcopy(record)
    edited["deals"][1]["points"] = [70, 92]
    # Deal 3 no longer collects held points: later rows change, not just the totals.
    before, after = ui.engine_sheet(record).rows, ui.engine_sheet(edited).rows
    assert before[2].score.scores != after[2].score.scores
    assert all(b.totals != a.totals for b, a in zip(before[1:], after[1:], strict=True))
    ui.expect_sheet(page, edited)
    assert ui.stored_game(page)["game"]["deals"] == edited["deals"]
    assert ui.drafts(page) == []


# Marks a live node of the page, and tells whether it is still that node.
KEEP_MARK = "(testid) => { document.querySelector(`[data-testid=${testid}]`).__kept = true; }"
STILL_MARKED = "(testid) => document.querySelector(`[data-testid=${testid}]`).__kept === true"
BEHIND_BOX = """() => [...document.querySelectorAll('#app > [data-behind]')]
    .map((e) => e.getBoundingClientRect().height)"""
INERT_SHEET = "() => document.querySelector('[data-testid=sheet]').closest('[inert]') !== null"


def test_the_sheet_waits_behind_the_screens_opened_from_it(app: ui.Tab) -> None:
    """The deal form and a deal's breakdown are drawn over the sheet: its nodes stay, hidden
    and out of reach (no room taken, nothing in the accessibility tree, inert), and come
    back patched, the new row added to the same rows (belot.app.morph.kept_behind); after
    a reload the form comes alone and Save draws the sheet whole."""
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, EDIT_GAME[:2])
    page.evaluate(KEEP_MARK, "row-1")
    by_id(page, "add-deal").click()
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "sheet")).to_be_hidden()
    expect(page.get_by_role("table")).to_have_count(0)
    expect(page.get_by_role("heading")).to_have_count(1)
    assert page.evaluate(BEHIND_BOX) == [0]
    assert page.evaluate(INERT_SHEET)
    ui.fill_deal(page, EDIT_GAME[2])
    ui.save_deal(page)
    record["deals"].append(copy.deepcopy(EDIT_GAME[2]))
    ui.expect_sheet(page, record)
    assert page.evaluate(STILL_MARKED, "row-1")
    assert page.evaluate(BEHIND_BOX) == []
    expect(page.get_by_role("table")).to_have_count(1)

    ui.tap_row(page, 3)
    expect(by_id(page, "sheet")).to_be_hidden()
    by_id(page, "back").click()
    ui.expect_sheet(page, record)
    assert page.evaluate(STILL_MARKED, "row-1")

    by_id(page, "add-deal").click()
    ui.fill_deal(page, EDIT_GAME[3])
    ui.reload(page)  # the form again, drawn alone
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "sheet")).to_have_count(0)
    ui.save_deal(page)
    record["deals"].append(copy.deepcopy(EDIT_GAME[3]))
    ui.expect_sheet(page, record)
    assert not page.evaluate(STILL_MARKED, "row-1")


def test_delete_deal_then_undo(app: ui.Tab) -> None:
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, EDIT_GAME[:3])

    ui.tap_row(page, 2)
    by_id(page, "delete-deal").click()
    expect(page.get_by_role("alertdialog")).to_contain_text("Delete deal 2?")
    by_id(page, "confirm-yes").click()
    shorter = copy.deepcopy(record)
    del shorter["deals"][1]
    ui.expect_sheet(page, shorter)
    assert ui.stored_game(page)["game"]["deals"] == shorter["deals"]

    by_id(page, "undo").click()
    expect(by_id(page, "notice")).to_have_text("Undone.")
    ui.expect_sheet(page, record)
    assert ui.stored_game(page)["game"]["deals"] == record["deals"]


def test_quick_taps_on_undo_take_back_one_change_and_redo_brings_it_back(app: ui.Tab) -> None:
    """A double tap on Undo took back two deals, a triple tap three (the first
    tap stays on the sheet, so the double-tap guard let the others act)."""
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, EDIT_GAME)

    def shows(deals: int) -> None:
        page.wait_for_timeout(300)  # a second tap that acted would have drawn by now
        ui.expect_sheet(page, ui.new_record("bulgarian", deals=record["deals"][:deals]))
        assert len(ui.stored_game(page)["game"]["deals"]) == deals

    by_id(page, "undo").dblclick()  # click counts 1 and 2, on one spot
    shows(3)
    expect(by_id(page, "notice")).to_have_text("Undone.")
    by_id(page, "undo").click(click_count=3)  # 1, 2 and 3
    shows(2)
    by_id(page, "redo").dblclick()
    shows(3)
    expect(by_id(page, "notice")).to_have_text("Redone.")
    by_id(page, "redo").click(click_count=3)
    shows(4)
    expect(by_id(page, "redo")).to_have_count(0)  # nothing more to redo
    by_id(page, "undo").click()
    shows(3)
    ui.add_deal(page, EDIT_GAME[3])  # a new change: what was taken back is gone for good
    expect(by_id(page, "redo")).to_have_count(0)


@pytest.mark.parametrize("language", ["en", "bg", "fr"])
def test_undo_stays_where_it_was_when_redo_shows_beside_it(app: ui.Tab, language: str) -> None:
    """The bar sticks to the bottom of the screen: when Redo showed and a button no longer
    fitted, the line it started lifted Undo, and the next tap on Undo opened the list of
    games that took its place."""
    page = app.page
    by_id(page, f"language-{language}").click()
    try:
        by_id(page, "new-game").click()
        by_id(page, "start").click()
        for deal in EDIT_GAME[:2]:
            ui.add_deal(page, deal)
        undo = by_id(page, "undo")
        before = undo.bounding_box()
        assert before is not None
        undo.click()
        expect(by_id(page, "redo")).to_be_visible()
        assert undo.bounding_box() == before
        ui.glance(page)  # a tap of its own, on the same spot
        page.mouse.click(before["x"] + before["width"] / 2, before["y"] + before["height"] / 2)
        expect(by_id(page, "sheet")).to_be_visible()
        expect(page.locator("tr.row")).to_have_count(0)
    finally:
        ui.go_home(page)
        by_id(page, "language-en").click()


# --- reload ---------------------------------------------------------------------------


def test_reload_restores_game_and_half_entered_forms(app: ui.Tab) -> None:
    page = app.page
    teams = ("Ana", "Boris")
    ui.start_game(page, "bulgarian", teams)
    record = ui.new_record("bulgarian", teams)
    ui.play_deals(page, record, BULGARIAN_GAME[:3])  # ends with points held over
    shown = page.inner_text("#app")
    stored = ui.stored_game(page)

    ui.reload(page)
    ui.expect_sheet(page, record)
    assert page.inner_text("#app") == shown
    assert ui.stored_game(page) == stored

    # Half a deal: contract, taker, kontra, one team's points, a belot; then a reload.
    by_id(page, "add-deal").click()
    by_id(page, "contract-spades").click()
    by_id(page, "declarer-1").click()
    ui.unfold(page, "double")
    by_id(page, "double-2").click()
    ui.type_into(page, "points-1", "95")
    ui.unfold(page, "announcements")
    by_id(page, "more-1-belot").click()
    preview = by_id(page, "will-write").inner_text()

    ui.reload(page)
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(ui.title(page)).to_have_text("Deal 4")
    for testid, pressed in [
        ("contract-spades", "true"),
        ("contract-hearts", "false"),
        ("declarer-1", "true"),
        ("declarer-0", "false"),
    ]:
        expect(by_id(page, testid)).to_have_attribute("aria-pressed", pressed)
    expect(by_id(page, "points-1")).to_have_value("95")
    expect(by_id(page, "points-0")).to_have_value("67")
    # The folded panels say on their chips what is set in them.
    expect(by_id(page, "fold-double")).to_have_text("Double ×2")
    expect(by_id(page, "fold-announcements")).to_have_text("Announcements · 1")
    ui.unfold(page, "double")
    expect(by_id(page, "double-2")).to_have_attribute("aria-pressed", "true")
    expect(by_id(page, "double-1")).to_have_attribute("aria-pressed", "false")
    ui.unfold(page, "announcements")
    expect(by_id(page, "count-1-belot")).to_have_text("1")
    expect(by_id(page, "count-0-belot")).to_have_text("0")
    expect(by_id(page, "will-write")).to_have_text(preview)

    ui.save_deal(page)
    deal = {
        "contract": "spades",
        "declarer": 1,
        "points": [67, 95],
        "double": 2,
        "announcements": [[], ["belot"]],
    }
    record["deals"].append(deal)
    ui.expect_sheet(page, record)

    # Half an edit of a past deal, then a reload: the edit comes back, not a new deal.
    ui.tap_row(page, 1)
    by_id(page, "edit-deal").click()
    ui.type_into(page, "points-0", "70")
    ui.reload(page)
    expect(ui.title(page)).to_have_text("Edit deal 1")
    expect(by_id(page, "contract-hearts")).to_have_attribute("aria-pressed", "true")
    expect(by_id(page, "points-0")).to_have_value("70")
    expect(by_id(page, "points-1")).to_have_value("92")
    ui.save_deal(page)
    record["deals"][0] = {"contract": "hearts", "declarer": 0, "points": [70, 92]}
    ui.expect_sheet(page, record)
    assert ui.stored_game(page)["game"]["deals"] == record["deals"]


# --- invalid input --------------------------------------------------------------------


def test_invalid_deal_shows_the_engines_message_and_saves_nothing(app: ui.Tab) -> None:
    page = app.page
    ui.start_game(page)
    record = ui.new_record("bulgarian")
    ui.play_deals(page, record, BULGARIAN_GAME[:1])
    sheet_text = by_id(page, "sheet").text_content() or ""
    stored = ui.stored_game(page)

    by_id(page, "add-deal").click()
    by_id(page, "contract-hearts").click()
    by_id(page, "declarer-0").click()
    save = by_id(page, "save-deal")
    # Nothing is called wrong before the player acts; Save says what is missing.
    expect(by_id(page, "error")).to_have_count(0)
    save.click()
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "error")).to_have_text("Enter the trick points.")

    # More points than a suit deal has: refused whole, with the reason, never cut.
    ui.type_into(page, "points-0", "170")
    expect(by_id(page, "points-0")).to_have_value("17")
    expect(by_id(page, "refused")).to_have_text(
        "170 does not fit: a team has at most 162 points here."
    )
    expect(by_id(page, "points-1")).to_have_value("145")
    ui.snap(page, "invalid-points")

    # Fixed, then two belots at a suit contract.
    ui.type_into(page, "points-0", "90")
    expect(by_id(page, "points-1")).to_have_value("72")
    expect(by_id(page, "error")).to_have_count(0)
    expect(save).to_be_enabled()
    expect(by_id(page, "refused")).to_have_count(0)
    ui.unfold(page, "announcements")
    by_id(page, "more-0-belot").click()
    by_id(page, "more-1-belot").click()
    two_belots = {
        "contract": "hearts",
        "declarer": 0,
        "points": [90, 72],
        "announcements": [["belot"], ["belot"]],
    }
    message = ui.engine_error(record, two_belots)
    assert "belot" in message
    expect(by_id(page, "error")).to_have_text(message)
    expect(save).to_be_disabled()
    ui.snap(page, "invalid-belots")
    save.click(force=True)  # tapping the greyed-out button does nothing
    expect(by_id(page, "deal-form")).to_be_visible()
    expect(by_id(page, "error")).to_have_text(message)

    by_id(page, "cancel-deal").click()
    expect(by_id(page, "sheet")).to_have_text(sheet_text)
    ui.expect_sheet(page, record)
    assert ui.stored_game(page) == stored
    assert ui.drafts(page) == []


# --- names are text -------------------------------------------------------------------


def test_team_names_are_shown_as_text(app: ui.Tab) -> None:
    page = app.page
    teams = ("<img src=x onerror=alert(1)>", '"><script>alert(2)</script>')
    ui.start_game(page, "bulgarian", teams)
    images, scripts = page.locator("#app img"), page.locator("#app script")

    def nothing_injected() -> None:
        expect(images).to_have_count(0)
        expect(scripts).to_have_count(0)

    for team in (0, 1):
        expect(by_id(page, f"team-name-{team}")).to_have_text(teams[team])
    nothing_injected()

    by_id(page, "add-deal").click()
    expect(by_id(page, "declarer-0")).to_have_text(teams[0])
    ui.fill_deal(page, BULGARIAN_GAME[0])
    expect(by_id(page, "preview")).to_contain_text(f"hearts, taken by {teams[0]}")
    nothing_injected()
    ui.save_deal(page)
    ui.expect_sheet(page, ui.new_record("bulgarian", teams, BULGARIAN_GAME[:1]))
    nothing_injected()

    by_id(page, "games").click()
    listed = page.locator("#app li").first
    expect(listed).to_contain_text(f"{teams[0]} 9 : 7 {teams[1]}")
    listed.locator("[data-action=ask-delete-game]").click()
    expect(page.get_by_role("alertdialog")).to_contain_text(f"{teams[0]} – {teams[1]}")
    nothing_injected()
    page.locator("#app [data-action=cancel-confirm]").click()

    assert app.dialogs == []
    assert not [u for u in app.requests if urlsplit(u).path.endswith("/x")]


# --- two tabs -------------------------------------------------------------------------


def test_two_tabs_follow_each_other_and_a_stale_tab_does_not_overwrite(
    app: ui.Tab, app_page: BootedPage, tabs: list[ui.Tab]
) -> None:
    """Two tabs on one game. A player switches tabs (bring_to_front): a background tab is
    throttled by Chromium, but still hears of the other tab's saves (the storage event)."""
    a = app.page
    ui.start_game(a)
    record = ui.new_record("bulgarian")
    ui.play_deals(a, record, EDIT_GAME[:1])

    # Tab B can be made to miss storage events, as a frozen background tab would.
    freezable = (
        "addEventListener('storage', (e) => { if (window.e2eFrozen) "
        "e.stopImmediatePropagation(); });"
    )
    other = ui.open_tab(a.context, app_page.url, app_page.requests, freezable)
    tabs.append(other)
    b = other.page
    changed = "This game was changed in another tab; it has been reloaded."
    try:
        ui.expect_sheet(b, record)  # the second tab opens the same game
        expect(by_id(b, "notice")).to_have_count(0)

        # A change in one tab shows in the other, with a notice; and the other way round.
        a.bring_to_front()
        ui.play_deals(a, record, EDIT_GAME[1:2])
        b.bring_to_front()
        expect(by_id(b, "notice")).to_have_text(changed)
        ui.expect_sheet(b, record)
        ui.play_deals(b, record, EDIT_GAME[2:3])
        a.bring_to_front()
        expect(by_id(a, "notice")).to_have_text(changed)
        ui.expect_sheet(a, record)

        # Tab B misses the next change from A: it is stale.
        b.evaluate("() => { window.e2eFrozen = true; }")
        ui.play_deals(a, record, EDIT_GAME[3:4])
        stored = ui.stored_game(a)
        b.bring_to_front()
        ui.expect_sheet(b, ui.new_record("bulgarian", deals=record["deals"][:3]))

        # Saving from the stale tab overwrites nothing; the entry stays in the form.
        stale = {"contract": "hearts", "declarer": 0, "points": [100, 62]}
        by_id(b, "add-deal").click()
        ui.fill_deal(b, stale)
        by_id(b, "save-deal").click()
        expect(by_id(b, "notice")).to_have_text(
            "Not saved: this game was changed in another tab. It has been reloaded; "
            "your entry is still in the form."
        )
        ui.snap(b, "stale-tab")
        assert ui.stored_game(b) == stored
        expect(by_id(b, "deal-form")).to_be_visible()
        expect(ui.title(b)).to_have_text("Deal 5")  # after A's deal 4, now known to B
        expect(by_id(b, "points-0")).to_have_value("100")

        # Saved again, it comes after A's deal; A follows.
        ui.save_deal(b)
        record["deals"].append(stale)
        ui.expect_sheet(b, record)
        a.bring_to_front()
        expect(by_id(a, "notice")).to_have_text(changed)
        ui.expect_sheet(a, record)
        assert ui.stored_game(a)["game"]["deals"] == record["deals"]
        assert other.errors == []
        assert other.dialogs == []
    finally:
        b.close()
        a.bring_to_front()


# --- the network ----------------------------------------------------------------------


def test_every_request_went_to_the_pages_own_origin(
    app: ui.Tab, app_page: BootedPage, tabs: list[ui.Tab]
) -> None:
    """Runs last: covers the boots, reloads and second tab of every test above."""
    origin = urlsplit(app_page.url)[:2]
    requests = [u for tab in tabs for u in tab.requests]
    assert requests
    foreign = sorted({u for u in requests if urlsplit(u)[:2] != origin})
    assert foreign == [], f"requests to other origins: {foreign}"
    assert app_page.failures == []
    assert [d for tab in tabs for d in tab.dialogs] == []
