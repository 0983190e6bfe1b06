"""Entering a deal faster than on paper: the contract from the sheet, the team,
the points on the form's keypad, Save; typing replaces and never cuts; errors only after
the player acted; the folding panels; the Générale choice only with a Générale bid."""

from __future__ import annotations

import re

import pytest

from belot import Announcement, PlayedDeal
from belot.app.controller import Controller
from belot.app.messages import CATALOGS, LANGUAGES
from belot.app.render import render
from belot.app.screens.deal import Entry
from belot.app.screens.deal.keypad import key_text, target_team
from belot.app.screens.deal.panels import RECENT, USED_IN
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game
from tests.app.page_model import controls


def keys(controller: Controller, digits: str) -> None:
    run(controller, *(("deal-key", d) for d in digits))


def points(controller: Controller) -> tuple[str, str]:
    draft = controller.state.draft
    assert draft is not None
    return draft.points


def entry(controller: Controller) -> Entry:
    return controller.state.part(Entry) or Entry()


def ids_on_screen(controller: Controller) -> set[str]:
    return set(re.findall(r'data-testid="([^"]+)"', render(controller.state)))


# --- three taps -------------------------------------------------------------------------


def test_a_plain_deal_is_its_contract_its_team_the_digits_and_save() -> None:
    """From the sheet, the contract; then the team; then the points on
    the keypad for the team that took, the other team's share filled in; then Save."""
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "1"))
    keys(controller, "97")
    assert points(controller) == ("65", "97")  # 162 - 97 for the other team
    run(controller, "save-deal")
    assert controller.state.draft is None
    assert controller.state.sheet is not None
    (row,) = controller.state.sheet.rows
    assert (row.score.scores, row.score.declarer) == ((6, 10), 1)  # 65 -> 6, 97 -> 10


def test_the_sheet_offers_every_contract_of_the_ruleset_and_the_blank_form() -> None:
    controller = make_controller()
    start_game(controller, "contree")
    ids = ids_on_screen(controller)
    assert {"start-clubs", "start-diamonds", "start-hearts", "start-spades", "add-deal"} <= ids
    assert "start-no-trumps" not in ids
    names = [c for c in controls(render(controller.state)) if c.action == "start-deal"]
    assert [c.arg for c in names] == ["clubs", "diamonds", "hearts", "spades"]
    run(controller, ("start-deal", "spades"))
    draft = controller.state.draft
    assert draft is not None
    assert draft.contract == "spades"


def test_no_new_deal_buttons_once_the_game_is_won() -> None:
    controller = make_controller()
    start_game(controller, "bulgarian", target="10")
    enter_deal(controller, "hearts", 0, 162)
    assert controller.state.sheet is not None
    assert controller.state.sheet.over
    assert not {"start-hearts", "add-deal"} & ids_on_screen(controller)


def test_a_contree_bid_is_one_tap_on_a_chip() -> None:
    """A contrée bid is chosen with one tap, not a drop-down."""
    controller = make_controller()
    start_game(controller, "contree")
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"), ("deal-bid", "110"))
    keys(controller, "120")
    html = render(controller.state)
    assert "<select" not in html
    assert 'data-testid="bid-110" aria-pressed="true"' not in html  # attribute order aside
    chip = re.search(r'<button[^>]*data-testid="bid-110"[^>]*>', html)
    assert chip is not None
    assert 'aria-pressed="true"' in chip.group(0)
    run(controller, "save-deal")
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (230, 40)  # 120 + 110, and 42 -> 40


# --- typing replaces, never cuts ----------------------------------------------------------


@pytest.mark.parametrize(
    ("current", "fresh", "key", "after"),
    [
        ("90", True, "7", "7"),  # a chosen field: the digit replaces its value
        ("90", False, "7", "907"),
        ("0", False, "7", "7"),  # no leading zero
        ("90", True, "back", ""),  # back on a selected value clears it
        ("90", False, "back", "9"),
        ("90", False, "clear", ""),
    ],
)
def test_a_key_works_as_on_a_selected_field(
    current: str, fresh: bool, key: str, after: str
) -> None:
    assert key_text(current, fresh, key) == after


def test_the_keypad_types_for_the_chosen_team_else_the_declarer() -> None:
    assert target_team(None, None) == 0
    assert target_team(None, 1) == 1
    assert target_team(0, 1) == 0


def test_a_tap_on_a_filled_value_selects_it() -> None:
    """After a valat filled 162, typing 162 gave 1612 on the old form."""
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"))
    keys(controller, "90")
    run(controller, ("deal-target", "0"))
    keys(controller, "100")
    assert points(controller) == ("100", "62")
    run(controller, ("deal-target", "1"))  # the other team's: its value selected
    keys(controller, "70")
    assert points(controller) == ("92", "70")


def test_a_value_that_does_not_fit_is_refused_with_the_reason() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"))
    keys(controller, "1612")
    assert points(controller) == ("161", "1")  # the last digit was refused, not cut in
    assert entry(controller).refused == "deal.refused.total"
    assert "1612 does not fit: a team has at most 162 points here." in render(controller.state)
    keys(controller, "")
    run(controller, ("deal-key", "back"))
    assert points(controller)[0] == "16"
    assert 'data-testid="refused"' not in render(controller.state)  # said once, then gone
    run(controller, ("deal-points", "0=abc"))  # typed on a keyboard
    assert points(controller)[0] == "16"
    assert "abc is not a whole number of points." in render(controller.state)


def test_a_valat_is_never_undone_by_typing() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "spades"), ("deal-declarer", "0"), ("deal-valat", "0"))
    assert points(controller) == ("162", "0")
    keys(controller, "162")
    draft = controller.state.draft
    assert draft is not None
    assert (draft.valat, draft.points) == (0, ("162", "0"))
    html = render(controller.state)
    assert "Ana took every trick (Valat): to type points, choose “no” for Valat first." in html
    run(controller, ("deal-points", "0=90"))
    assert controller.state.draft is not None
    assert controller.state.draft.valat == 0
    run(controller, ("deal-valat", ""))  # the player takes the valat back
    keys(controller, "90")
    assert points(controller) == ("90", "72")


def test_a_correction_refuses_too_many_digits_instead_of_cutting() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, "add-deal", ("deal-adjusting", "true"), ("deal-points", "0=-12"))
    run(controller, ("deal-points", "0=-123456"))
    assert points(controller)[0] == "-12"
    assert "-123456 does not fit: at most 5 digits." in render(controller.state)
    html = render(controller.state)
    for team in (0, 1):  # nothing is cut by the points fields themselves (the note's is)
        field = re.search(rf'<input [^>]*id="points-{team}"[^>]*>', html)
        assert field is not None
        assert "maxlength" not in field.group()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_is_worded_in_every_language(language: str) -> None:
    for key in ("total", "digits", "number", "valat"):
        words = CATALOGS[language][f"deal.refused.{key}"]
        assert "{typed}" in words or key == "valat"


# --- errors after the player acted ------------------------------------------------------


def test_nothing_is_wrong_before_the_player_acts_and_a_reason_shows_once() -> None:
    """Errors only after the player acted (touched or tried to save),
    once, next to what needs fixing."""
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"))
    html = render(controller.state)
    assert 'data-testid="error"' not in html
    assert "Choose the team" not in html
    save = re.search(r'<button[^>]*data-testid="save-deal"[^>]*>', html)
    assert save is not None
    assert "disabled" not in save.group(0)  # a tap on it says what is missing
    run(controller, "save-deal")
    html = render(controller.state)
    assert html.count("Choose the team that took the contract.") == 1
    group = html.index("group-declarer")
    assert (
        group < html.index("Choose the team that took the contract.") < html.index("group-points")
    )


def test_an_engine_error_shows_at_once_and_save_waits() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"))
    keys(controller, "90")
    run(controller, ("deal-bump", "0:belot:1"), ("deal-bump", "1:belot:1"))
    html = render(controller.state)
    assert html.count("At most 1 belot at a suit contract") == 1
    assert html.index("group-announcements") < html.index("At most 1 belot")
    save = re.search(r'<button[^>]*data-testid="save-deal"[^>]*>', html)
    assert save is not None
    assert "disabled" in save.group(0)


def test_the_summary_of_what_will_be_written_is_never_cut() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"))
    keys(controller, "90")
    html = render(controller.state)
    assert re.search(r'class="will-write"[^>]*>.*Ana 9 · Boris 7 — made</p>', html)


# --- the folding panels -----------------------------------------------------------------


def test_kontra_valat_and_announcements_fold_until_needed() -> None:
    """One tap away, folded until needed; each shows in place of the
    keypad, one at a time, so that a deal never needs the screen scrolled."""
    controller = make_controller()
    start_game(controller)
    run(controller, ("start-deal", "hearts"))
    ids = ids_on_screen(controller)
    assert {"fold-double", "fold-valat", "fold-announcements", "count-cards", "decl-open"} <= ids
    assert {"key-0", "key-9", "key-back"} <= ids
    assert not {"double-2", "valat-0", "more-0-belot"} & ids
    run(controller, ("deal-fold", "double"))
    ids = ids_on_screen(controller)
    assert "double-2" in ids
    assert "key-0" not in ids
    run(controller, ("deal-double", "2"), ("deal-fold", "announcements"))
    ids = ids_on_screen(controller)
    assert {"more-0-belot", "more-1-four-jacks"} <= ids
    assert "double-2" not in ids
    assert re.search(r'data-testid="fold-double">Double ×2<', render(controller.state))
    run(controller, ("deal-fold", "announcements"))  # a second tap folds it: the keypad
    assert "key-0" in ids_on_screen(controller)
    run(controller, ("deal-fold", "valat"), ("deal-target", "1"))  # a tap on the points too
    assert "key-0" in ids_on_screen(controller)


def test_a_panel_the_game_uses_often_opens_first() -> None:
    """Kept "remembered when a game uses them often" (USED_IN of the last
    RECENT played deals): the form opens on it, until the team is chosen; the points
    are typed next."""
    assert (USED_IN, RECENT) == (2, 5)
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 90, ("deal-bump", "0:belot:1"))
    run(controller, ("start-deal", "hearts"))
    assert "key-0" in ids_on_screen(controller)  # once is not often
    run(controller, "cancel-deal")
    enter_deal(controller, "spades", 0, 92, ("deal-bump", "1:tierce:1"))
    run(controller, ("start-deal", "hearts"))
    assert "more-0-belot" in ids_on_screen(controller)
    run(controller, ("deal-bump", "0:belot:1"), ("deal-declarer", "0"))
    assert "key-0" in ids_on_screen(controller)
    keys(controller, "90")
    run(controller, "save-deal")
    assert controller.state.sheet is not None
    saved = controller.state.sheet.rows[-1].deal
    assert isinstance(saved, PlayedDeal)
    assert saved.announcements[0] == (Announcement.BELOT,)


def test_a_deal_opened_again_says_what_it_has_on_its_chips() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 90, ("deal-bump", "0:tierce:1"), ("deal-valat", "0"))
    run(controller, ("open-deal", "0"), ("edit-deal", "0"))
    html = render(controller.state)
    assert re.search(r'data-testid="fold-announcements">Announcements · 1<', html)
    assert re.search(r'data-testid="fold-valat">Valat: Ana<', html)


def test_the_generale_choice_only_with_a_generale_bid() -> None:
    controller = make_controller()
    start_game(controller, "contree")
    run(controller, ("start-deal", "hearts"), ("deal-bid", "capot"))
    assert "alone" not in ids_on_screen(controller)
    run(controller, ("deal-bid", "generale"))
    assert "alone" in ids_on_screen(controller)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_counter_and_key_has_a_name_of_its_own(language: str) -> None:
    """The plus and minus of each team and announcement, and each key, are
    told apart by their accessible names."""
    controller = make_controller()
    speak(controller, language)
    start_game(controller)
    run(controller, ("start-deal", "hearts"))
    keypad = re.findall(r'<button[^>]*aria-label="([^"]+)"', render(controller.state))
    run(controller, ("deal-fold", "announcements"))
    panel = re.findall(r'<button[^>]*aria-label="([^"]+)"', render(controller.state))
    for labels in (keypad, panel):
        assert len(labels) == len(set(labels)), labels
    assert len(keypad) >= 12  # the keys
    assert len(panel) >= 2 * 2 * 4 + 2 * 6  # - and + of 4 counters per team, 6 squares each
