""" "Declared by player" in Chromium: what two players declared, applied to the deal form,
gives the counters the announcements that count, and the preview and the sheet write what
the engine does for them.

One booted page (a 360-px-wide phone viewport) serves the module; every test starts from
the list of games with a new game.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

import belot
from belot.vocabulary import AnnouncementKind

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e


@pytest.fixture(scope="module")
def shared_tab(shared_tabs: SharedTabs) -> ui.Tab:
    """The session's tab, on a first visit once for the module (its tests share it)."""
    return shared_tabs.tab()


@pytest.fixture
def app(shared_tab: ui.Tab) -> Iterator[ui.Tab]:
    """The shared page on the list of games; after the test, the page reported no error."""
    ui.go_home(shared_tab.page)
    seen = len(shared_tab.errors)
    yield shared_tab
    assert shared_tab.errors[seen:] == []


# --- helpers --------------------------------------------------------------------------


def open_deal(page: Page, contract: str, declarer: int, points: int) -> None:
    by_id(page, "add-deal").click()
    by_id(page, f"contract-{contract}").click()
    by_id(page, f"declarer-{declarer}").click()
    ui.type_into(page, f"points-{declarer}", str(points))
    by_id(page, "decl-open").click()
    expect(by_id(page, "declarations")).to_be_visible()


def declare(page: Page, seat: int, *buttons: str, suit: str = "") -> None:
    """Tap the player's tab, then each quick button (``3-K``, ``square-J``, ``belot``)."""
    by_id(page, f"decl-seat-{seat}").click()
    expect(by_id(page, f"decl-seat-{seat}")).to_have_attribute("aria-pressed", "true")
    for name in buttons:
        if suit:
            by_id(page, f"decl-suit-{suit}").click()
        by_id(page, f"decl-add-{name}").click()


def expect_counters(page: Page, announcements: list[list[str]], *, declared: bool = False) -> None:
    """Every announcement counter shows how many of it the deal has, per team. A deal that
    keeps what was declared shows only the belot counters: the engine decides
    the rest from the declarations."""
    ui.unfold(page, "announcements")  # folded away until needed
    for team in (0, 1):
        for announcement in belot.Announcement:
            if declared and announcement is not belot.Announcement.BELOT:
                expect(
                    page.locator(f"[data-testid$='-{team}-{announcement.value}']")
                ).to_have_count(0)
                continue
            token = announcement.value
            count = announcements[team].count(token)
            if announcement.kind is AnnouncementKind.SQUARE:  # a chip, on or off
                pressed = "true" if count else "false"
                expect(by_id(page, f"more-{team}-{token}")).to_have_attribute(
                    "aria-pressed", pressed
                )
            else:
                expect(by_id(page, f"count-{team}-{token}")).to_have_text(str(count))


def expect_preview(page: Page, record: ui.Record, deal: ui.DealRecord) -> None:
    """The bar at the bottom writes what the engine writes for the deal."""
    game = belot.game_from_record(record)
    score = belot.play(game.with_deal(belot.deal_from_record(deal, len(game.deals) + 1)))
    row = score.rows[-1]
    teams = record["teams"]
    outcome = {"made": "made", "failed": "inside", "hanging": "hanging"}[row.score.outcome.value]
    if record["rules"] not in ("bulgarian", "belot-arena"):
        outcome = {"inside": "failed", "hanging": "litige"}.get(outcome, outcome)
    expect(by_id(page, "will-write")).to_have_text(
        f"Will write {teams[0]} {row.score.scores[0]} · {teams[1]} {row.score.scores[1]}"
        f" — {outcome}"
    )


def fits_the_phone(page: Page) -> bool:
    width: bool = page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
    return width


def save_and_check(page: Page, record: ui.Record, deal: ui.DealRecord) -> None:
    ui.save_deal(page)
    record["deals"].append(copy.deepcopy(deal))
    ui.expect_sheet(page, record)


# --- tests ----------------------------------------------------------------------------


def test_bulgarian_longer_sequence_and_belot_applied_to_the_counters(app: ui.Tab) -> None:
    page = app.page
    record = ui.new_record("bulgarian")
    ui.start_game(page, "bulgarian")
    open_deal(page, "hearts", 0, 90)
    # The first to play in Bulgarian Belot sits to the dealer's right: seat 4.
    expect(by_id(page, "decl-seat-3")).to_have_attribute("aria-pressed", "true")
    declare(page, 0, "4-K")
    declare(page, 1, "3-A", "belot")
    expect(by_id(page, "decl-list-0")).to_contain_text("quarte to K")
    expect(by_id(page, "decl-list-1")).to_contain_text("tierce to A")
    reasons = by_id(page, "decl-reasons")
    expect(reasons).to_contain_text("Them: 1 × belot, never contested.")
    expect(reasons).to_contain_text(
        "Seat 1 (Us)'s quarte to K beats seat 2 (Them)'s tierce to A, longer: Us's sequences count."
    )
    expect(by_id(page, "decl-counting-0")).to_have_text("Us: quarte")
    expect(by_id(page, "decl-counting-1")).to_have_text("Them: belot")
    assert fits_the_phone(page)
    ui.snap(page, "declarations-bulgarian")

    by_id(page, "decl-apply").click()
    expect(by_id(page, "declarations")).to_have_count(0)
    deal: ui.DealRecord = {
        "contract": "hearts",
        "declarer": 0,
        "points": [90, 72],
        "announcements": [[], ["belot"]],
        "declared": [[{"run": 4, "top": "K"}], [{"run": 3, "top": "A"}], [], []],
    }
    expect_counters(page, deal["announcements"], declared=True)
    expect(by_id(page, "declared")).to_contain_text("quarte to K")
    expect_preview(page, record, deal)
    save_and_check(page, record, deal)


def test_french_full_tie_goes_to_the_first_to_play_and_a_refusal_blocks_apply(
    app: ui.Tab,
) -> None:
    page = app.page
    record = ui.new_record("belote-annonces")
    ui.start_game(page, "belote-annonces")
    open_deal(page, "hearts", 1, 90)
    expect(by_id(page, "declarations")).to_contain_text("seat 2 (Them) plays first.")
    declare(page, 0, "3-K", suit="spades")
    declare(page, 1, "3-K", suit="clubs")
    expect(by_id(page, "decl-list-0")).to_contain_text("tierce to K ♠")
    expect(by_id(page, "decl-reasons")).to_contain_text(
        "seat 2 (Them) plays first: Them's declarations count."
    )

    # Four kings for seat 3 cannot be: seat 1 holds the K♠ in a tierce.
    declare(page, 2, "square-K")
    expect(by_id(page, "decl-error")).to_have_text("K♠ cannot be in two players' hands.")
    expect(by_id(page, "decl-apply")).to_be_disabled()
    ui.snap(page, "declarations-refused")
    by_id(page, "decl-remove-2-0").click()
    expect(by_id(page, "decl-error")).to_have_count(0)

    by_id(page, "decl-apply").click()
    deal: ui.DealRecord = {
        "contract": "hearts",
        "declarer": 1,
        "points": [72, 90],
        "announcements": [[], []],
        "declared": [
            [{"run": 3, "top": "K", "suit": "spades"}],
            [{"run": 3, "top": "K", "suit": "clubs"}],
            [],
            [],
        ],
    }
    expect_counters(page, deal["announcements"], declared=True)
    expect_preview(page, record, deal)
    save_and_check(page, record, deal)


def test_closing_the_panel_leaves_the_counters_alone(app: ui.Tab) -> None:
    page = app.page
    ui.start_game(page, "bulgarian")
    open_deal(page, "all-trumps", 0, 150)
    declare(page, 2, "belot-hearts", "belot-spades", "square-J")
    expect(by_id(page, "decl-counting-0")).to_have_text("Us: belot, belot, 4 J")
    by_id(page, "decl-close").click()
    expect(by_id(page, "declarations")).to_have_count(0)
    expect(by_id(page, "decl-open")).to_be_visible()
    expect_counters(page, [[], []])
    by_id(page, "cancel-deal").click()
