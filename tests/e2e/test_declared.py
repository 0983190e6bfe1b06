"""What was declared, as a Bulgarian table meets it at 360 x 740 with touch: the game set
to the combined contest, a deal where one team declared a
square of aces and the other a quinte, entered with *Declared by player…* (with a reload
half-way); the square counts alone, and the breakdown says why; the game switched to
"separate" counts both, the sheet scored again; and the same deal replays through the
command line."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING

import pytest

from belot.app.messages import CATALOGS

from . import ui
from .conftest import SharedTabs
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import Page

pytestmark = pytest.mark.e2e

WHY = {
    "bg": "каре пред поредица със същата стойност: броят се всички анонси на Ние.",
    "fr": "un carré devant une suite de même valeur : toutes les annonces de Nous comptent.",
}


@pytest.fixture
def phone(shared_tabs: SharedTabs) -> Iterator[ui.Tab]:
    """A mobile phone on a first visit (the session's tab, reset)."""
    tab = shared_tabs.tab(viewport=ui.PHONE, has_touch=True, is_mobile=True)
    yield tab
    assert tab.errors == []


def written(page: Page) -> tuple[str, str]:
    return (
        by_id(page, "row-1-0").locator(".written").inner_text(),
        by_id(page, "row-1-1").locator(".written").inner_text(),
    )


@pytest.mark.parametrize("language", ["bg", "fr"])
def test_a_combined_contest_then_separate(phone: ui.Tab, language: str) -> None:
    page = phone.page
    words = CATALOGS[language]
    ui.go_home(page)
    by_id(page, f"language-{language}").tap()
    by_id(page, "new-game").tap()
    ui.glance(page)
    page.locator('[data-option="announcement-contest"] select').select_option("combined")
    by_id(page, "start").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    ui.glance(page)

    # hearts, taken by team 0 with 100; seat 1 (team 0) declares four aces, seat 2 (team 1)
    # a quinte to K of spades.
    by_id(page, "start-hearts").tap()
    by_id(page, "declarer-0").tap()
    for key in "100":
        by_id(page, f"key-{key}").tap()
    by_id(page, "decl-open").tap()
    by_id(page, "decl-seat-0").tap()
    by_id(page, "decl-add-square-A").tap()
    ui.reload(page)  # in the middle of it: the panel reopens with what was tapped
    expect(by_id(page, "declarations")).to_contain_text(words["decl.word.square.A"])
    by_id(page, "decl-seat-1").tap()
    by_id(page, "decl-suit-spades").tap()
    by_id(page, "decl-add-5-K").tap()
    by_id(page, "decl-apply").tap()
    expect(by_id(page, "declarations")).to_have_count(0)
    expect(by_id(page, "will-write")).to_contain_text("20")
    by_id(page, "save-deal").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    assert written(page) == ("20", "6")  # 200 : 62, the square alone
    ui.glance(page)

    by_id(page, "row-1").tap()
    expect(by_id(page, "breakdown")).to_contain_text(WHY[language])
    by_id(page, "back").tap()
    ui.glance(page)

    by_id(page, "edit-rules").tap()
    expect(by_id(page, "rules-form")).to_be_visible()
    page.locator('[data-option="announcement-contest"] select').select_option("separate")
    by_id(page, "save-rules").tap()
    expect(by_id(page, "sheet")).to_be_visible()
    expect(by_id(page, "notice")).to_have_text(words["rules.changed"])
    assert written(page) == ("20", "16")  # 200 : 162, both count
    expect(by_id(page, "total-1")).to_have_text("16")

    # Reopened, the deal shows what each player declared.
    ui.glance(page)
    by_id(page, "row-1").tap()
    by_id(page, "edit-deal").tap()
    ui.unfold(page, "announcements")
    expect(by_id(page, "declared")).to_contain_text(words["decl.word.square.A"])

    stored = ui.stored_game(page)
    done = subprocess.run(
        [sys.executable, "-m", "belot", "replay", "-"],
        input=json.dumps(stored["game"]),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["deals"][0]["scores"] == [20, 16]
