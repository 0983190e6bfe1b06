"""House rules on the page: presets on the new-game
form, a one-line explanation under every option in every language, the rules on the
sheet's header, the breakdown's words for the new options, and the statistics' filter."""

from __future__ import annotations

import re

import pytest

from belot import RULESETS
from belot.app.controller import Controller
from belot.app.messages import CATALOGS, LANGUAGES
from belot.app.render import render
from belot.app.screens.rules import RulesForm
from belot.app.screens.setup import Setup
from belot.app.screens.stats import StatsFilter
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game
from tests.app.page_model import controls


def setup_of(controller: Controller) -> Setup:
    found = controller.state.part(Setup)
    assert found is not None
    return found


def test_a_preset_sets_its_house_rules_and_an_edit_makes_them_custom() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "coinche"), ("setup-option", "target=2000"))
    html = render(controller.state)
    preset = next(c for c in controls(html) if c.action == "setup-preset")
    assert preset.options == ("ffb", "app", "contract-only", "")
    assert '<option value="ffb" selected>' in html  # the defaults are the FFB's
    run(controller, ("setup-preset", "app"))
    assert dict(setup_of(controller).options) == {
        "doubled-points": "bid-and-tricks",
        "failed-base": "162",
        "target": "2000",  # the target is no house rule of a preset's: kept
    }
    html = render(controller.state)
    assert '<option value="app" selected>' in html
    assert CATALOGS["en"]["preset.app.help"].replace("'", "&#x27;") in html
    run(controller, ("setup-option", "rounding=none"))
    html = render(controller.state)
    assert '<option value="" selected>Custom</option>' in html
    assert "The options below, as you set them." in html
    run(controller, ("setup-option", "rounding=nearest-ten"), "start-game")
    current = controller.state.current
    assert current is not None
    options = current.game.rules.options
    assert (options["doubled-points"], options["failed-base"], options["target"]) == (
        "bid-and-tricks",
        162,
        2000,
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_option_is_explained_where_it_is_chosen(language: str) -> None:
    for rid, ruleset in RULESETS.items():
        controller = make_controller()
        speak(controller, language)
        run(controller, "new-game", ("setup-ruleset", rid))
        for option in ruleset.options:
            if option.requires is not None:  # shown once what it requires is chosen
                other, wanted = option.requires
                value = str(wanted).lower() if isinstance(wanted, bool) else str(wanted)
                run(controller, ("setup-option", f"{other}={value}"))
            html = render(controller.state)
            explained = CATALOGS[language][f"option.{option.name}.help"]
            assert explained.replace("'", "&#x27;") in html, (rid, option.name)


def test_the_sheet_says_which_house_rules_the_game_uses() -> None:
    controller = make_controller()
    start_game(controller, "contree", **{"doubled-points": "bid-and-tricks", "failed-base": "162"})
    header = re.search(r'data-testid="house-rules">([^<]*)<', render(controller.state))
    assert header is not None
    assert header.group(1) == "House rules: App style"
    speak(controller, "fr")
    assert "Règles maison : Comme les applis" in render(controller.state)
    run(controller, "home")
    start_game(controller, "belote", litige="next-deal", target="500")
    header = re.search(r'data-testid="house-rules">([^<]*)<', render(controller.state))
    assert header is not None
    assert header.group(1) == (
        "Règles maison : Objectif : 500 · Égalité (litige) : les points vont au gagnant de la"
        " donne suivante"
    )
    run(controller, "home")
    start_game(controller, "belote")
    header = re.search(r'data-testid="house-rules">([^<]*)<', render(controller.state))
    assert header is not None
    assert header.group(1) == "Règles maison : selon les règles"  # the rules as they are
    run(controller, "home")
    start_game(controller, "bulgarian")  # its defaults are a preset of its own
    header = re.search(r'data-testid="house-rules">([^<]*)<', render(controller.state))
    assert header is not None
    assert header.group(1) == "Règles maison : Selon les règles"


def test_the_breakdown_words_a_doubled_contract_counted_with_its_tricks() -> None:
    controller = make_controller()
    start_game(controller, "contree", **{"doubled-points": "bid-and-tricks"})
    enter_deal(controller, "hearts", 0, 120, ("deal-bid", "100"), ("deal-double", "2"))
    run(controller, ("open-deal", "0"))
    html = render(controller.state)
    assert "Doubled: (100 + 120) × 2 = 440, the defence keeps its 42." in html
    assert "Rounded to the nearest ten, 5 up: 440 : 42 becomes 440 : 40." in html
    assert controller.state.sheet is not None
    assert controller.state.sheet.totals == (440, 40)


def test_the_statistics_tell_house_rules_apart() -> None:
    controller = make_controller()
    start_game(controller, "contree")
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "80"))
    run(controller, "home")
    start_game(controller, "contree", **{"made-points": "bid-only"})
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "80"))
    run(controller, "home")
    start_game(controller, "contree", target="2000")  # the target is no house rule
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "80"))
    run(controller, "home", "stats-all", ("stats-filter", "contree"))
    html = render(controller.state)
    assert "FFB / tournament (2)" in html
    assert "Contract only (1)" in html
    house = [c for c in controls(html) if c.action == "stats-filter" and "|" in c.arg]
    assert len(house) == 2
    assert "2000" not in html
    bid_only = next(c for c in house if "made-points=bid-only" in c.arg)
    run(controller, ("stats-filter", bid_only.arg))
    chosen = controller.state.part(StatsFilter)
    assert chosen is not None
    assert chosen.house_rules == bid_only.arg.partition("|")[2]
    assert 'data-testid="stats-summary">1 game · 0 finished' in render(controller.state)
    by_the_book = next(c for c in house if c is not bid_only)
    run(controller, ("stats-filter", by_the_book.arg))
    assert 'data-testid="stats-summary">2 games · 0 finished' in render(controller.state)


# Contrée's double in the table's words, and coinche's own (its double is a "coinche").
DOUBLED_WORDS = {
    "en": ("Doubled: (160 + 100) × 2 = 520 to the winning side.", "Coinche: (160 + 110 + 50"),
    "fr": ("Contré : (160 + 100) × 2 = 520 pour le camp gagnant.", "Coinché : (160 + 110 + 50"),
    "bg": ("С контра: (160 + 100) × 2 = 520 за печелившите.", "С коанш: (160 + 110 + 50"),
}
# ... and the answer to it: surcontre, surcoinche.
REDOUBLED_WORDS = {
    "en": ("Redoubled: (160 + 100) × 4 = 1040", "Surcoinche: (160 + 100) × 4 = 1040"),
    "fr": ("Surcontré : (160 + 100) × 4 = 1040", "Surcoinché : (160 + 100) × 4 = 1040"),
    "bg": ("С реконтра: (160 + 100) × 4 = 1040", "Със сюркоанш: (160 + 100) × 4 = 1040"),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("ruleset", "which"), [("contree", 0), ("coinche", 1)])
def test_the_breakdown_names_a_redouble(language: str, ruleset: str, which: int) -> None:
    """docs/rules.md#contre-and-coinche: surcontré, (160 + C) x 4; the breakdown says which
    call it was."""
    controller = make_controller()
    speak(controller, language)
    start_game(controller, ruleset)
    enter_deal(controller, "hearts", 0, 120, ("deal-bid", "100"), ("deal-double", "4"))
    run(controller, ("open-deal", "0"))
    assert REDOUBLED_WORDS[language][which] in render(controller.state)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_breakdown_words_a_doubled_contract_by_the_book(language: str) -> None:
    """docs/rules.md#contre-and-coinche: doubled, the winning side scores (160 + C) x m;
    coinche: + D. The sum is written without a "+ 0" for no declarations, and with the
    sheet's multiplication sign."""
    plain, declared = DOUBLED_WORDS[language]
    controller = make_controller()
    speak(controller, language)
    start_game(controller, "contree")
    enter_deal(controller, "hearts", 0, 120, ("deal-bid", "100"), ("deal-double", "2"))
    run(controller, ("open-deal", "0"))
    html = render(controller.state)
    assert plain in html
    assert "+ 0)" not in html
    run(controller, "back", "home")
    start_game(controller, "coinche")
    enter_deal(
        controller,
        "hearts",
        0,
        120,
        ("deal-bid", "110"),
        ("deal-double", "2"),
        ("deal-bump", "0:quarte:1"),
    )
    run(controller, ("open-deal", "0"))
    html = render(controller.state)
    assert f"{declared}) × 2 = 640" in html, html


# --- a number out of range says the range ----------------------------------------------------

NUMBERS = [
    ("-5", "Option target must be from 1 to 100000 (got -5)"),
    ("100001", "Option target must be from 1 to 100000 (got 100001)"),
    ("99999999999", "Option target must be from 1 to 100000 (got 99999999999)"),
    ("abc", "Option target must be a whole number (got 'abc')"),
    ("1.5", "Option target must be a whole number (got '1.5')"),
    ("٣٣٣", "Option target must be a whole number (got '٣٣٣')"),  # ASCII digits only
]


@pytest.mark.parametrize(("typed", "words"), NUMBERS)
def test_the_new_game_form_says_the_range_of_a_number_out_of_it(typed: str, words: str) -> None:
    """A target of -5 was "must be a whole number"."""
    controller = make_controller()
    run(controller, "new-game", ("setup-option", f"target={typed}"), "start-game")
    assert controller.state.current is None
    assert setup_of(controller).error == words
    assert words.replace("'", "&#x27;") in render(controller.state)


@pytest.mark.parametrize(("typed", "words"), NUMBERS)
def test_the_house_rules_screen_says_the_range_of_a_number_out_of_it(
    typed: str, words: str
) -> None:
    controller = make_controller()
    start_game(controller)
    before = controller.state.current
    run(controller, "edit-rules", ("rules-option", f"target={typed}"), "save-rules")
    form = controller.state.part(RulesForm)
    assert form is not None
    assert form.error == words
    assert controller.state.current == before


def test_a_number_option_in_steps_says_its_steps() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "contree"))
    run(controller, ("setup-option", "max-bid=-10"), "start-game")
    assert setup_of(controller).error == (
        "Option max-bid must be from 160 to 360 in steps of 10 (got -10)"
    )
    speak(controller, "bg")
    run(controller, "start-game")
    assert setup_of(controller).error == (
        "Настройката max-bid трябва да е от 160 до 360 през 10 (дадено: -10)"
    )
    speak(controller, "en")
