"""A year of games on the list: a start draws the rows its screen shows, and the others a
frame later (belot.app.controller.listed_for, belot.app.browser.boot.list_the_rest), so
that 500 games open as fast as one (bench/README.md)."""

from __future__ import annotations

import pytest

from belot.app.controller import LISTED, listed_for
from tests.app.conftest import stored_games

from . import ui
from .ui import by_id, expect

pytestmark = pytest.mark.e2e

# window.__rowsAtReady: the games the list showed as the page became ready.
ROWS_AT_READY = ui.at_ready(
    "__rowsAtReady", 'document.querySelectorAll("#app ul.games li[data-game]").length'
)


def test_a_long_list_shows_the_rows_a_screen_shows_first_then_the_rest(fresh_tab: ui.Tab) -> None:
    page = fresh_tab.page
    page.add_init_script(ROWS_AT_READY)
    ui.on_next_load(page, local=stored_games(LISTED + 10).data)
    assert ui.renders_at_start(page) == 1  # drawn once before ready, as a short list is
    first = listed_for(ui.PHONE["height"])
    assert 4 < first < LISTED  # more than the four a 360 x 740 screen shows
    assert page.evaluate("window.__rowsAtReady") == first
    rows = page.locator("#app ul.games li[data-game]")
    expect(rows).to_have_count(LISTED)  # the rest, a frame later
    assert rows.first.get_attribute("data-game") == f"g{LISTED + 9:03d}"  # the newest first
    assert rows.last.get_attribute("data-game") == "g010"
    expect(by_id(page, "more-games")).to_contain_text("10")
    by_id(page, "more-games").click()
    expect(rows).to_have_count(LISTED + 10)
    expect(by_id(page, "more-games")).to_have_count(0)
