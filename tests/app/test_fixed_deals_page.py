"""A game of a fixed number of deals on the page, under CPython: the sheet says which deal
comes next, nothing can follow the last, and a draw is a result with no winner on the
sheet, in the list of games, in the statistics and in the export
(docs/rules.md#fixed-number-of-deals)."""

from __future__ import annotations

import html
import json
import re

import pytest

from belot.app.controller import Controller
from belot.app.index import BadIndexError, entry_line, read_line, summarize
from belot.app.messages import LANGUAGES, speaking, t
from belot.app.render import render
from belot.app.transfer import summary
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game


def fixed(deals: int, ruleset: str = "belote") -> Controller:
    controller = make_controller()
    start_game(controller, ruleset, end="deals", deals=str(deals))
    return controller


def page(controller: Controller) -> str:
    text = re.sub(r"<[^>]+>", " ", str(render(controller.state)))
    return html.unescape(re.sub(r"\s+", " ", text))


def drawn_game() -> Controller:
    """Two deals of belote, each team taking one 100 to 62: 162 to 162 after the last."""
    controller = fixed(2)
    enter_deal(controller, "hearts", 0, 100)
    enter_deal(controller, "spades", 1, 62)
    return controller


DEAL_OF = {"en": "Deal 2 of 2", "bg": "Раздаване 2 от 2", "fr": "Donne 2 sur 2"}
DRAWN = {
    "en": "A draw, 162 to 162, after 2 deals.",
    "bg": "Равен резултат, 162 на 162, след 2 раздавания.",
    "fr": "Partie nulle, 162 à 162, après 2 donnes.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sheet_says_which_deal_comes_next_in_each_language(language: str) -> None:
    controller = fixed(2)
    speak(controller, language)
    assert DEAL_OF[language].replace("2 of", "1 of").replace("2 от", "1 от").replace(
        "2 sur", "1 sur"
    ) in page(controller)
    enter_deal(controller, "hearts", 0, 100)
    assert DEAL_OF[language] in page(controller)


def test_a_game_to_a_target_says_no_deal_number() -> None:
    controller = make_controller()
    start_game(controller, "belote")
    assert 'data-testid="deal-of"' not in str(render(controller.state))


@pytest.mark.parametrize("language", LANGUAGES)
def test_equal_totals_after_the_last_deal_are_a_draw_on_the_sheet(language: str) -> None:
    controller = drawn_game()
    speak(controller, language)
    sheet = controller.state.sheet
    assert sheet is not None
    assert sheet.drawn
    assert sheet.winner is None
    text = page(controller)
    assert DRAWN[language] in text
    shown = str(render(controller.state))
    assert 'data-testid="winner"' not in shown
    assert 'data-testid="deal-of"' not in shown  # no deal comes next
    assert 'data-testid="add-deal"' not in shown  # the bar is gone, as after a win
    assert 'data-testid="start-hearts"' not in shown
    assert 'data-testid="rematch"' in shown


@pytest.mark.parametrize(
    ("language", "one", "five"),
    [
        ("en", "after 1 deal.", "after 5 deals."),
        ("bg", "след 1 раздаване.", "след 5 раздавания."),
        ("fr", "après 1 donne.", "après 5 donnes."),
    ],
)
def test_a_draw_says_its_deals_in_the_plural_form_their_count_takes(
    language: str, one: str, five: str
) -> None:
    with speaking(language):
        assert t("sheet.drawn", count=1, mine=0, theirs=0).endswith(one)
        assert t("sheet.drawn", count=5, mine=0, theirs=0).endswith(five)


def test_nothing_can_be_added_after_the_last_deal() -> None:
    controller = drawn_game()
    assert controller.state.current is not None
    before = controller.state.current.game
    run(controller, "add-deal")
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.game_over"
    run(controller, ("start-deal", "hearts"))
    assert controller.state.current.game == before


def test_a_won_game_of_fixed_deals_names_its_winner_at_the_last_deal() -> None:
    controller = fixed(2)
    enter_deal(controller, "hearts", 0, 100)
    sheet = controller.state.sheet
    assert sheet is not None
    assert not sheet.over  # 100 : 62 is no win before the last deal
    enter_deal(controller, "hearts", 0, 100)
    assert "won the game, 200 to 124." in page(controller)


@pytest.mark.parametrize(
    ("language", "status"), [("en", "a draw"), ("bg", "равен резултат"), ("fr", "partie nulle")]
)
def test_the_games_list_shows_a_draw(language: str, status: str) -> None:
    controller = drawn_game()
    speak(controller, language)
    run(controller, "home")
    assert status in page(controller)


def test_the_index_line_keeps_a_draw_and_refuses_a_drawn_winner() -> None:
    controller = drawn_game()
    current, sheet = controller.state.current, controller.state.sheet
    assert current is not None
    run(controller, "home")
    (saved,) = controller.state.games
    assert saved.over
    assert saved.winner is None
    line = json.loads(entry_line(saved))
    assert line["drawn"] is True
    assert read_line(entry_line(saved)).over
    line["winner"] = 0
    with pytest.raises(BadIndexError):
        read_line(json.dumps(line, ensure_ascii=False, separators=(",", ":")))
    running = make_controller()
    start_game(running, "belote")
    run(running, "home")
    assert "drawn" not in json.loads(entry_line(running.state.games[0]))
    assert summarize(current, sheet).figures.drawn


@pytest.mark.parametrize(
    ("language", "words"), [("en", "1 drawn"), ("bg", "1 наравно"), ("fr", "1 nulle")]
)
def test_the_statistics_count_a_draw_as_finished_and_won_by_nobody(
    language: str, words: str
) -> None:
    controller = drawn_game()
    speak(controller, language)
    run(controller, "stats-game")
    assert 'data-testid="race-target"' not in str(render(controller.state))
    run(controller, "stats-all")
    text = page(controller)
    assert words in text
    shown = str(render(controller.state))
    summary_line = re.search(r'data-testid="stats-summary">([^<]*)<', shown)
    assert summary_line is not None
    assert words in summary_line.group(1)


def test_the_export_says_a_draw() -> None:
    controller = drawn_game()
    current, sheet = controller.state.current, controller.state.sheet
    assert current is not None
    text = summary(current.game, sheet)
    assert "A draw, 162 to 162, after 2 deals." in text
    assert "won the game" not in text
    speak(controller, "fr")
    assert "Partie nulle, 162 à 162, après 2 donnes." in summary(current.game, sheet)


IN_PLAY = {
    "en": "In play: deal 2 of 2 comes next.",
    "bg": "Играта продължава: следва раздаване 2 от 2.",
    "fr": "En cours : la donne 2 sur 2 est la suivante.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_export_of_a_game_in_play_says_which_deal_of_how_many_comes_next(
    language: str,
) -> None:
    controller = fixed(2)
    run(controller, "add-deal", ("deal-passed", "true"), "save-deal")  # a redeal: no deal
    enter_deal(controller, "hearts", 0, 100)
    speak(controller, language)
    current, sheet = controller.state.current, controller.state.sheet
    assert current is not None
    lines = summary(current.game, sheet).splitlines()
    assert lines[2] == IN_PLAY[language]  # deal 2, though the sheet has two rows
    assert len(lines) == 5  # and no "in play after 2 deals": the rules, score, that, 2 rows


HEADER = {
    "en": "House rules: a game of 12 deals",
    "bg": "Домашни правила: игра от 12 раздавания",
    "fr": "Règles maison : partie en 12 donnes",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sheets_header_says_how_many_deals_the_game_lasts(language: str) -> None:
    controller = fixed(12)  # the default number: said all the same
    speak(controller, language)
    found = re.search(r'data-testid="house-rules">([^<]*)<', str(render(controller.state)))
    assert found is not None
    assert html.unescape(found.group(1)) == HEADER[language]
    other = make_controller()
    start_game(other, "belote", end="deals", deals="1", rounding="nearest-ten")
    speak(other, "en")
    found = re.search(r'data-testid="house-rules">([^<]*)<', str(render(other.state)))
    assert found is not None
    assert found.group(1) == "House rules: a game of 1 deal · Rounding: to the nearest ten"


def shown_options(controller: Controller) -> list[str]:
    return re.findall(r'data-option="([^"]+)"', str(render(controller.state)))


@pytest.mark.parametrize("ruleset", ["bulgarian", "belot-arena", "belote", "contree"])
def test_the_forms_hide_the_target_of_a_game_of_a_fixed_number_of_deals(ruleset: str) -> None:
    """The target plays no part in a game of a fixed number of deals, nor does "no going out
    with a valat" (docs/rules.md#fixed-number-of-deals): the new-game form and the house
    rules of a game in play show neither, and bring both back with the target."""
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", ruleset))
    assert "target" in shown_options(controller)
    assert "deals" not in shown_options(controller)
    run(controller, ("setup-option", "target=2000"), ("setup-option", "end=deals"))
    shown = shown_options(controller)
    assert "deals" in shown
    assert "target" not in shown
    assert "no-going-out-with-valat" not in shown
    run(controller, ("setup-option", "end=target"))
    assert "target" in shown_options(controller)
    assert 'value="2000"' in str(render(controller.state))  # as typed, kept meanwhile
    run(controller, ("setup-option", "end=deals"))
    run(controller, ("setup-team", "0=Ana"), ("setup-team", "1=Boris"), "start-game")
    sheet = controller.state.sheet
    assert sheet is not None
    assert sheet.rules.options["target"] == sheet.rules.ruleset.option("target").default
    assert sheet.rules.deals_to_play == 12
    run(controller, "edit-rules")
    assert "target" not in shown_options(controller)
    assert "deals" in shown_options(controller)


def test_the_sheet_names_no_target_in_a_game_of_a_fixed_number_of_deals() -> None:
    """A record of 12 deals that gives a target: the sheet's house rules name the deals,
    not a target that plays no part (docs/rules.md#fixed-number-of-deals)."""
    from belot.app.house_rules import house_rules
    from belot.rules import Rules
    from belot.rulesets import RULESETS

    rules = Rules.of(RULESETS["belote"], {"target": 2000, "end": "deals", "deals": 12})
    with speaking("en"):
        words = house_rules(rules)
    assert not any("2000" in w for w in words), words
    assert any("12" in w for w in words), words
