"""Matches on the page, under CPython: best of 1, 3, 5 or 7 on the new-game form, the
match's score on the sheet, its next game in one tap, the list of games tying a match's
games together, the statistics counting matches won (docs/rules.md#matches)."""

from __future__ import annotations

import html
import json
import re
from dataclasses import replace

import pytest

from belot.app.controller import LISTED, Controller
from belot.app.effects import Copy, ScrollTop, Share
from belot.app.index import BadIndexError, entry_line, read_line
from belot.app.messages import LANGUAGES
from belot.app.render import render
from belot.app.storage import INDEX_KEY, SavedGame
from belot.game import Game
from belot.match import InMatch
from belot.rulesets import make_rules
from tests.app.conftest import enter_deal, make_controller, run, speak


def page(controller: Controller) -> str:
    text = re.sub(r"<[^>]+>", " ", str(render(controller.state)))
    return html.unescape(re.sub(r"\s+", " ", text))


def match_table(best_of: int = 3, **options: str) -> Controller:
    """A belote match to 100: one deal of 100 to 62 wins a game."""
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "belote"), ("setup-option", "target=100"))
    for name, value in options.items():
        run(controller, ("setup-option", f"{name}={value}"))
    run(controller, ("setup-best-of", str(best_of)))
    run(controller, ("setup-team", "0=Ana"), ("setup-team", "1=Boris"), "start-game")
    return controller


def win_game(controller: Controller, team: int) -> None:
    enter_deal(controller, "hearts", team, 100 if team == 0 else 62)
    assert controller.state.sheet is not None
    assert controller.state.sheet.winner == team


def place(controller: Controller) -> InMatch | None:
    assert controller.state.current is not None
    return controller.state.current.game.match


def test_the_form_offers_a_game_or_a_match_of_best_of_3_5_or_7() -> None:
    controller = make_controller()
    run(controller, "new-game")
    shown = str(render(controller.state))
    after = shown.split('data-testid="best-of"')[1]
    options = re.findall(r'<option value="(\d)"[^>]*>([^<]*)<', after)
    assert [value for value, _ in options[:4]] == ["1", "3", "5", "7"]
    assert options[0][1] == "one game"
    assert options[1][1] == "best of 3 games"
    run(controller, ("setup-best-of", "4"))  # no such match: ignored
    run(controller, ("setup-team", "0=A"), "start-game")
    assert place(controller) is None  # a game on its own, as before


def test_a_match_starts_with_its_first_game() -> None:
    controller = match_table(5)
    found = place(controller)
    assert found is not None
    assert (found.best_of, found.game) == (5, 1)


SCORE = {
    "en": "Match, best of 3 games: Ana 1 – 0 Boris · game 2",
    "bg": "Мач от 3 игри: Ana 1 – 0 Boris · игра 2",
    "fr": "Match au meilleur des 3 parties : Ana 1 – 0 Boris · partie 2",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_next_game_starts_in_one_tap_and_the_sheet_shows_the_score(language: str) -> None:
    controller = match_table(3)
    assert "Ana 0 – 0 Boris" in page(controller)
    win_game(controller, 0)
    shown = str(render(controller.state))
    assert 'data-testid="next-in-match"' in shown
    assert 'data-testid="rematch"' not in shown
    assert controller.state.current is not None
    first = controller.state.current
    dealer = controller.state.sheet.next_dealer if controller.state.sheet else -1
    run(controller, "next-in-match")
    second = controller.state.current
    assert second is not None
    assert second.id != first.id
    assert second.game.teams == first.game.teams
    assert second.game.rules == first.game.rules
    assert second.game.first_dealer == dealer
    assert second.game.match == InMatch(first.game.match.id, 3, 2)  # type: ignore[union-attr]
    speak(controller, language)
    assert SCORE[language] in page(controller)


WON = {
    "en": "Ana won the match, 2 to 1.",
    "bg": "Отбор Ana спечели мача с 2 на 1.",
    "fr": "Match gagné par Ana, 2 à 1.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_match_ends_by_itself_when_a_team_has_won_more_than_half(language: str) -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "next-in-match")
    win_game(controller, 1)
    run(controller, "next-in-match")
    win_game(controller, 0)
    speak(controller, language)
    assert WON[language] in page(controller)
    shown = str(render(controller.state))
    assert 'data-testid="next-in-match"' not in shown
    assert 'data-testid="rematch"' in shown
    before = controller.state.current
    run(controller, "next-in-match")  # the match is over: no fourth game
    assert controller.state.current == before
    assert controller.state.notice is not None
    assert controller.state.notice.key == "notice.match_over"


def test_next_game_again_from_an_earlier_game_opens_the_one_started() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    first = controller.state.current
    assert first is not None
    run(controller, "next-in-match")
    second = controller.state.current
    assert second is not None
    run(controller, ("open-game", first.id), "next-in-match")
    assert controller.state.current is not None
    assert controller.state.current.id == second.id
    run(controller, "home")
    assert len(controller.state.games) == 2


def test_a_drawn_game_counts_for_neither_and_another_is_played() -> None:
    controller = match_table(3, end="deals", deals="2")
    enter_deal(controller, "hearts", 0, 100)
    enter_deal(controller, "spades", 1, 62)
    assert controller.state.sheet is not None
    assert controller.state.sheet.drawn
    run(controller, "next-in-match")
    assert place(controller) is not None
    assert place(controller).game == 2  # type: ignore[union-attr]
    assert "Ana 0 – 0 Boris · game 2" in page(controller)


HEADS = {
    "en": ("Match, best of 3 games: Ana 1 – 0 Boris · in play", "game 2 · in play"),
    "bg": ("Мач от 3 игри: Ana 1 – 0 Boris · в ход", "игра 2 · в ход"),
    "fr": ("Match au meilleur des 3 parties : Ana 1 – 0 Boris · en cours", "partie 2 · en cours"),
}


def listed(controller: Controller) -> list[tuple[str, ...]]:
    """The list of games as it reads: each item's words, a match's head and then its games."""
    shown = str(render(controller.state))
    games = shown.split('<ul class="games">')[1]
    items = []
    depth, item = 0, ""
    for piece in re.split(r"(<li[^>]*>|</li>)", games):
        if piece.startswith("<li"):
            depth += 1
        elif piece == "</li>":
            depth -= 1
        if depth == 0 and item:
            items.append(item)
            item = ""
        elif depth:
            item += piece
        if depth < 0:
            break
    return [tuple(html.unescape(w) for w in re.findall(r">([^<>]+)<", i)) for i in items]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_games_list_shows_a_matchs_games_together_under_its_score(language: str) -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "home", "new-game", ("setup-team", "0=Vera"), "start-game")  # in between
    enter_deal(controller, "hearts", 0, 100)
    run(controller, "home")
    match_game = next(g for g in controller.state.games if g.match is not None)
    run(controller, ("open-game", match_game.id), "next-in-match", "home")
    speak(controller, language)
    items = listed(controller)
    assert len(items) == 2  # the match (both of its games), then the game played between
    head, game_of = HEADS[language]
    assert items[0][0] == head
    assert any(w.endswith(" · " + game_of) for w in items[0])
    assert [w for w in items[0] if w.startswith(("Ana ", "Vera "))] == [
        "Ana 0 : 0 Boris",  # game 2, the newest, first
        "Ana 100 : 62 Boris",
    ]
    assert items[1][0].startswith("Vera ")
    shown = str(render(controller.state))
    assert re.search(r'id="game-1"[^>]*>.{0,40}Ana 0 : 0 Boris', shown)  # the newest game


def test_a_finished_match_says_who_won_it_in_the_list() -> None:
    controller = match_table(3)
    win_game(controller, 1)
    run(controller, "next-in-match")
    win_game(controller, 1)
    run(controller, "home")
    assert listed(controller)[0][0] == "Match, best of 3 games: Ana 0 – 2 Boris · won by Boris"
    speak(controller, "fr")
    assert listed(controller)[0][0] == (
        "Match au meilleur des 3 parties : Ana 0 – 2 Boris · gagné par Boris"
    )


def test_the_statistics_count_matches_won_per_team() -> None:
    controller = match_table(1)  # best of 1: a match of one game, as a record can say
    assert place(controller) is None
    controller = match_table(3)
    win_game(controller, 1)
    run(controller, "next-in-match")
    win_game(controller, 1)
    run(controller, "stats-all")
    shown = str(render(controller.state))
    rows = re.findall(
        r'<tr data-testid="stats-matches-row"><th scope="row">([^<]*)</th>'
        r'<td data-testid="matches-won"><strong>(\d+)</strong>/(\d+)</td>',
        shown,
    )
    assert rows == [("Boris", "1", "1"), ("Ana", "0", "1")]
    speak(controller, "fr")
    assert "Matchs gagnés" in page(controller)


def test_a_match_unfinished_is_not_counted_and_none_shows_no_table() -> None:
    controller = match_table(3)
    win_game(controller, 1)
    run(controller, "stats-all")
    assert 'data-testid="stats-matches"' not in str(render(controller.state))


def test_the_index_line_keeps_the_match_and_refuses_a_bad_one() -> None:
    controller = match_table(3)
    run(controller, "home")
    (saved,) = controller.state.games
    line = entry_line(saved)
    assert read_line(line).match == saved.match
    value = json.loads(line)
    assert value["match"]["best_of"] == 3
    value["match"]["best_of"] = 4
    with pytest.raises(BadIndexError):
        read_line(json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def test_a_reload_shows_the_match_score_again() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "next-in-match")
    store = controller.store
    again = make_controller(store)  # type: ignore[arg-type]
    again.start()
    assert again.state.current is not None
    assert "Ana 1 – 0 Boris · game 2" in page(again)


def test_the_statistics_count_matches_won_per_pair_when_the_players_are_named() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "belote"), ("setup-option", "target=100"))
    for seat, name in enumerate(("Ivo", "Mila", "Dan", "Rosa")):
        run(controller, ("setup-player", f"{seat}={name}"))
    run(controller, ("setup-best-of", "3"), ("setup-team", "0=Ana"), ("setup-team", "1=Boris"))
    run(controller, "start-game")
    win_game(controller, 0)
    run(controller, "next-in-match")
    win_game(controller, 0)
    run(controller, "stats-all")
    shown = html.unescape(str(render(controller.state)))
    rows = re.findall(
        r'<tr data-testid="stats-matches-pairs-row"><th scope="row">([^<]*)</th>'
        r'<td data-testid="matches-won"><strong>(\d+)</strong>/(\d+)</td>',
        shown,
    )
    assert rows == [("Dan & Ivo", "1", "1"), ("Mila & Rosa", "0", "1")]


def test_the_house_rules_of_a_game_in_a_match_with_others_cannot_change() -> None:
    controller = match_table(3)
    run(controller, "edit-rules", ("rules-option", "target=200"), "save-rules")
    assert controller.state.current is not None
    assert controller.state.current.game.rules.target == 200  # alone in its match so far
    enter_deal(controller, "hearts", 0, 100)  # 100 : 62 of 200
    enter_deal(controller, "hearts", 0, 100)  # 200 : 124, won
    assert controller.state.sheet is not None
    assert controller.state.sheet.over
    run(controller, "next-in-match", "edit-rules", ("rules-option", "target=300"), "save-rules")
    current = controller.state.current
    assert current is not None
    assert current.game.rules.target == 200
    assert "its games are played under the same house rules" in page(controller)
    run(controller, "back")
    assert "Ana 1 – 0 Boris · game 2" in page(controller)


def test_a_rematch_after_a_match_is_a_new_match_of_its_best_of() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "next-in-match")
    win_game(controller, 0)
    finished = place(controller)
    assert finished is not None
    run(controller, "rematch")
    again = place(controller)
    assert again is not None
    assert (again.best_of, again.game) == (3, 1)
    assert again.id != finished.id
    assert "Ana 0 – 0 Boris · game 1" in page(controller)


def other_games(controller: Controller, count: int) -> None:
    """``count`` games of other teams, played after the match (newer than its games)."""
    rules = make_rules("belote", {"target": 100})
    for n in range(count):
        stamp = f"2026-12-01T10:{n // 60:02d}:{n % 60:02d}Z"
        game = Game(rules, teams=(f"T{n}", f"U{n}"))
        controller.games.write(SavedGame(f"other{n:02d}", game, 1, stamp, stamp))


def test_the_score_of_a_match_older_than_the_listed_games_counts_all_of_its_games() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "next-in-match")
    second = controller.state.current
    assert second is not None
    run(controller, "home")
    other_games(controller, LISTED + 1)  # the match's games are no longer listed
    run(controller, "home")
    assert second.id not in {g.id for g in controller.state.games}
    run(controller, ("open-game", second.id))
    assert "Ana 1 – 0 Boris · game 2" in page(controller)
    win_game(controller, 0)
    assert "Ana won the match, 2 to 0." in page(controller)
    assert 'data-testid="rematch"' in str(render(controller.state))


def test_a_match_with_a_game_deleted_shows_no_score_rather_than_a_wrong_one() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    first = controller.state.current
    assert first is not None
    run(controller, "next-in-match")
    second = controller.state.current
    assert second is not None
    run(controller, "home", ("ask-delete-game", first.id), ("delete-game", first.id))
    run(controller, ("open-game", second.id))
    shown = str(render(controller.state))
    assert 'data-testid="match"' not in shown  # not "Ana 0 – 0 Boris · game 2"
    assert "Boris" in page(controller)


def test_the_match_lines_are_found_without_reading_the_other_lines() -> None:
    controller = match_table(3)
    found = place(controller)
    assert found is not None
    win_game(controller, 0)
    run(controller, "next-in-match", "home")
    other_games(controller, 5)
    read_line.cache_clear()
    lines = controller.games.in_matches({found.id})
    assert sorted(s.match.game for s in lines if s.match is not None) == [1, 2]
    assert read_line.cache_info().currsize == 2  # the five other games' lines: not read
    assert controller.games.in_matches({"no such match"}) == ()


def test_another_tabs_change_to_a_game_of_the_match_is_followed_on_the_sheet() -> None:
    controller = match_table(3)
    win_game(controller, 0)
    first = controller.state.current
    assert first is not None
    run(controller, "next-in-match")
    assert "Ana 1 – 0 Boris · game 2" in page(controller)
    other = make_controller(controller.store)  # type: ignore[arg-type]
    run(other, ("ask-delete-game", first.id), ("delete-game", first.id))
    controller.external_change(INDEX_KEY)
    assert 'data-testid="match"' not in str(render(controller.state))


SHARED = {
    "en": [
        "Belote (classic)",
        "Match, best of 3 games: Ana 2 – 0 Boris · game 2",
        "Ana 100 : 62 Boris",
        "Ana won the game, 100 to 62.",
        "Ana won the match, 2 to 0.",
        "1. ♥ Ana: 100 : 62 (100 : 62)",
    ],
    "bg": [
        "Френски белот (класически)",
        "Мач от 3 игри: Ana 2 – 0 Boris · игра 2",
        "Ana 100 : 62 Boris",
        "Отбор Ana спечели играта с 100 на 62.",
        "Отбор Ana спечели мача с 2 на 0.",
        "1. ♥ Ana: 100 : 62 (100 : 62)",
    ],
    "fr": [
        "Belote classique",
        "Match au meilleur des 3 parties : Ana 2 – 0 Boris · partie 2",
        "Ana 100 : 62 Boris",
        "Partie gagnée par Ana, 100 à 62.",
        "Match gagné par Ana, 2 à 0.",
        "1. ♥ Ana : 100 : 62 (100 : 62)",
    ],
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shared_text_says_which_game_of_which_match_and_its_score(language: str) -> None:
    controller = match_table(3)
    win_game(controller, 0)
    run(controller, "next-in-match")
    win_game(controller, 0)
    speak(controller, language)
    run(controller, ("share-game", ""), "copy-summary")
    shared = [e for e in controller.state.effects if isinstance(e, Share)][-1].summary
    copied = [e for e in controller.state.effects if isinstance(e, Copy)][-1].text
    assert shared.splitlines() == SHARED[language]
    assert copied == shared
    run(controller, "share-fallback")  # the panel to copy from, without a share sheet
    assert html.escape(shared.splitlines()[1]) in str(render(controller.state))


def test_the_shared_text_of_a_game_in_no_match_says_no_match() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "belote"), ("setup-option", "target=100"))
    run(controller, ("setup-team", "0=Ana"), ("setup-team", "1=Boris"), "start-game")
    win_game(controller, 0)
    run(controller, ("share-game", ""))
    (shared,) = [e for e in controller.state.effects if isinstance(e, Share)]
    assert shared.summary.splitlines()[:3] == [
        "Belote (classic)",
        "Ana 100 : 62 Boris",
        "Ana won the game, 100 to 62.",
    ]


def test_the_next_game_and_a_rematch_open_at_the_top_of_their_sheet() -> None:
    controller = match_table(3)
    win_game(controller, 0)  # the sheet was scrolled down to its Next game
    run(controller, "next-in-match")
    assert ScrollTop() in controller.state.effects
    controller.state = replace(controller.state, effects=())
    win_game(controller, 0)
    run(controller, "rematch")
    assert ScrollTop() in controller.state.effects
