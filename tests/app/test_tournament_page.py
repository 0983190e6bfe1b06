"""A club night on the page, under CPython: the organiser's screens (the list, the form,
the round with its tables' links and codes, typed results and two results to choose from,
the standings with a team's rounds, the big screen and what is shared, the teams, the file)
and the tables' phones (the assignment link, the game started with everything set, the
result sent), each phone a controller over its own store (docs/rules.md#tournaments)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from belot.app.actions import Action
from belot.app.controller import Controller
from belot.app.effects import Copy, Download, LoadQr, ShareFile, ShareImage, ShareText
from belot.app.messages import LANGUAGES, set_language
from belot.app.picture import Words
from belot.app.render import render
from belot.app.screen import SHEET
from belot.app.screens.table import ASSIGNMENT, SEND, ResultCode
from belot.app.screens.tournament import (
    ARRIVAL,
    ROUND,
    STANDINGS,
    TEAMS,
    TOURNAMENT_NEW,
    TOURNAMENTS,
    Organising,
    TourForm,
)
from belot.app.screens.tournament.board import standings_csv, standings_text
from belot.app.state import AppState
from belot.app.storage import (
    BACKUP_PREFIX,
    TOURNAMENT_LIST_KEY,
    SavedGame,
    read_value,
    tournament_key,
)
from belot.app.tournaments import read_list
from belot.game import Game
from belot.tournament import (
    Outcome,
    Status,
    Tournament,
    can_draw,
    dumps,
    loads,
    read_assignment,
    read_result,
    record_games,
    standings,
)
from belot.tournament.links import result_link as engine_result_link
from tests.app.conftest import run, speak
from tests.app.tournament_night import (
    PAGE,
    create,
    data,
    fragment,
    html,
    open_link,
    page_text,
    phone,
    play_deal,
    reload,
    result_link,
    start_table,
    table_links,
    tournament_of,
)

ONE_DEAL = {"end": "deals", "deals": "1"}  # a round's game is one deal: a quick night


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def organiser(prefix: str = "org", **kwargs: Any) -> Controller:
    controller = phone(prefix=prefix)
    create(controller, **kwargs)
    return controller


# --- the list and the form ---------------------------------------------------------------


def test_the_list_of_games_leads_to_the_tournaments_and_a_new_one() -> None:
    controller = phone()
    assert 'data-testid="tournaments"' in html(controller)
    run(controller, "tournaments-open")
    assert controller.state.screen is TOURNAMENTS
    assert "No tournament on this phone yet." in page_text(controller)
    assert 'data-testid="tournament-new"' in html(controller)
    run(controller, "tournament-new")
    assert controller.state.screen is TOURNAMENT_NEW
    run(controller, "tournaments-open")
    run(controller, "home")
    assert 'data-testid="new-game"' in html(controller)


def test_a_tournament_is_made_as_the_form_says_and_kept() -> None:
    controller = phone(prefix="org")
    night = create(
        controller, teams=6, rounds=4, options={"target": "201"}, best_of=3, players=True
    )
    assert controller.state.screen is ROUND
    assert night.name == "Club night"
    assert night.settings.rules.id == "bulgarian"
    assert night.settings.rules.target == 201
    assert night.settings.best_of == 3
    assert night.settings.system.rounds == 4
    assert [t.name for t in night.teams] == [f"Team {n}" for n in range(1, 7)]
    assert night.teams[0].players == ("P1a", "P1b")
    stored = controller.store.get(tournament_key(night.id))
    assert stored is not None
    assert loads(stored) == night  # the one reader reads back what was written
    assert dumps(night) == stored
    lines = read_list(controller.store.get(TOURNAMENT_LIST_KEY))
    assert [(line.name, line.teams, line.rounds, line.planned) for line in lines.values()] == [
        ("Club night", 6, 0, 4)
    ]
    run(controller, "tournaments-open")
    assert "Swiss · 6 teams · not started" in page_text(controller)


def test_the_form_uses_the_new_game_s_house_rules_and_presets() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", ("tour-ruleset", "contree"))
    shown = html(controller)
    assert 'data-testid="preset"' in shown  # the new-game form's own controls
    run(controller, ("tour-preset", "ffb"))
    assert "tournament" in page_text(controller).casefold()  # FFB / tournament
    assert 'data-option="target"' in shown
    run(controller, ("tour-option", "end=deals"))
    shown = html(controller)
    assert 'data-option="deals"' in shown  # "12 donnes"
    assert 'data-option="target"' not in shown  # moot with a number of deals
    run(controller, ("tour-option", "deals=12"), ("tour-name", "Concours"))
    run(controller, ("tour-team", "0:name=A"), ("tour-team", "1:name=B"), "tournament-create")
    night = tournament_of(controller)
    assert night.settings.rules.deals_to_play == 12


def test_the_format_match_points_bye_and_tie_breaks_as_chosen() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", ("tour-name", "Cup"))
    run(controller, ("tour-kind", "round-robin"))
    shown = html(controller)
    assert 'data-testid="tour-pools"' in shown
    assert 'data-testid="tour-rounds"' not in shown
    run(controller, ("tour-number", "pools=2"), ("tour-number", "knockout=2"))
    run(controller, ("tour-number", "win=3"), ("tour-number", "draw=1"), ("tour-number", "loss=0"))
    run(controller, ("tour-bye", "nothing"))
    assert 'data-testid="tour-scored"' not in html(controller)
    run(controller, ("tour-tie-break", "head-to-head:up"), ("tour-tie-break", "head-to-head:up"))
    run(controller, ("tour-tie-break", "scored:off"))
    for row in range(8):
        if row >= 4:
            run(controller, "tour-add-team")
        run(controller, ("tour-team", f"{row}:name=T{row}"))
    run(controller, "tournament-create")
    night = tournament_of(controller)
    system = night.settings.system
    assert (system.kind.value, system.pools, system.knockout) == ("round-robin", 2, 2)
    assert night.settings.points.win == 3
    assert not night.settings.bye.win
    assert [b.value for b in night.settings.tie_breaks] == ["head-to-head", "difference"]


@pytest.mark.parametrize(
    ("steps", "words"),
    [
        ([("tour-name", "  ")], "Give the tournament a name."),
        ([("tour-name", "X"), ("tour-number", "rounds=three")], "Rounds: type a whole number."),
        (
            [("tour-name", "X"), ("tour-team", "0:player-1=Ana")],
            "Team 1 has players but no name.",
        ),
        (
            [
                ("tour-name", "X"),
                ("tour-kind", "round-robin"),
                ("tour-number", "pools=3"),
                ("tour-number", "knockout=1"),
            ],
            "2, 4, 8, 16",
        ),
        ([("tour-name", "X"), ("tour-number", "win=0")], "loss ≤ draw ≤ win"),
        (
            [("tour-name", "X"), ("tour-team", "0:name=Aces"), ("tour-team", "1:name=aces")],
            "aces",
        ),
    ],
)
def test_a_form_that_makes_no_tournament_says_why_and_keeps_what_was_typed(
    steps: list[tuple[str, str]], words: str
) -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", *steps, "tournament-create")
    assert controller.state.screen is TOURNAMENT_NEW
    assert words in page_text(controller)
    assert not [k for k in data(controller) if k.startswith("belot:tournament:")]
    form = controller.state.part(TourForm)
    assert form is not None
    assert form.name == dict(steps).get("tour-name", "")


def test_a_refusal_of_the_form_is_in_the_player_s_language() -> None:
    controller = phone()
    speak(controller, "bg")
    run(controller, "tournaments-open", "tournament-new", ("tour-number", "rounds=x"))
    run(controller, ("tour-name", "Купа"), "tournament-create")
    assert "Кръгове: въведете цяло число." in page_text(controller)
    speak(controller, "fr")
    run(controller, ("tour-number", "rounds=0"), "tournament-create")
    assert "Un tournoi en système suisse" in page_text(controller) or "1 à" in page_text(controller)


def test_team_rows_are_added_and_removed() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new")
    form = controller.state.part(TourForm)
    assert form is not None
    assert len(form.teams) == 4
    run(controller, "tour-add-team", ("tour-team", "4:name=Late"), ("tour-remove-team", "0"))
    form = controller.state.part(TourForm)
    assert form is not None
    assert [row.name for row in form.teams] == ["", "", "", "Late"]
    run(controller, ("tour-team", "9:name=Nowhere"))  # no such row: nothing
    assert controller.state.part(TourForm) == form


def test_a_form_half_filled_in_comes_back_after_a_reload() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", ("tour-name", "Friday"))
    run(controller, ("tour-option", "target=201"), ("tour-team", "1:name=Kings"))
    run(controller, ("tour-tie-break", "scored:up"), "tour-add-team")
    before = controller.state.part(TourForm)
    again = reload(controller)
    assert again.state.screen is TOURNAMENT_NEW
    assert again.state.part(TourForm) == before
    assert 'value="Kings"' in html(again)


# --- the round ------------------------------------------------------------------------


def test_the_draw_waits_for_teams_and_says_why() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", ("tour-name", "Empty"))
    run(controller, "tournament-create")
    shown = html(controller)
    assert re.search(r'<button[^>]*data-action="round-draw"[^>]*disabled', shown)
    assert "needs at least two teams" in page_text(controller)
    run(controller, "round-draw")  # a page that sent it anyway: refused, nothing drawn
    assert tournament_of(controller).rounds == ()


def test_each_table_has_its_link_that_starts_its_game() -> None:
    controller = organiser(teams=8, options=ONE_DEAL, players=True)
    run(controller, "round-draw")
    night = tournament_of(controller)
    links = table_links(controller)
    assert sorted(links) == [1, 2, 3, 4]
    for number, link in links.items():
        assert link.startswith(PAGE + "#t1.")
        game = read_assignment(fragment(link))
        table = night.round(1).table(number)
        assert game.tournament is not None
        assert (game.tournament.round, game.tournament.table) == (1, number)
        assert game.teams == tuple(night.team(i).name for i in table.teams)
        assert game.first_dealer == table.first_dealer
    assert page_text(controller).count("waiting") == 4
    stored = controller.store.get(tournament_key(night.id))
    assert stored == dumps(night)


def test_a_table_s_code_shows_full_screen_with_the_next_and_previous() -> None:
    controller = organiser(teams=6)
    run(controller, "round-draw", ("round-code", "1"))
    shown = html(controller)
    assert 'data-testid="table-code"' in shown
    assert shown.count('data-testid="qr"') == 1
    assert "Table 1 of 3" in page_text(controller)
    assert re.search(r'data-action="round-code"[^>]*data-arg="0"[^>]*disabled', shown)
    run(controller, ("round-code", "3"))
    assert "Table 3 of 3" in page_text(controller)
    assert re.search(r'<button[^>]*disabled[^>]*data-testid="code-after"', html(controller))
    run(controller, ("round-code", "4"))  # no such table: nothing
    assert "Table 3 of 3" in page_text(controller)
    again = reload(controller)  # a reload keeps the table shown
    assert "Table 3 of 3" in page_text(again)
    run(again, "round-code-close")
    assert 'data-testid="table-code"' not in html(again)


def test_opening_the_round_asks_for_the_qr_library_when_it_is_not_here(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from belot.app.screens.tournament import kept

    monkeypatch.setattr(kept, "available", lambda: False)
    controller = organiser(teams=4)
    assert any(isinstance(e, LoadQr) for e in controller.state.effects)


def test_the_draw_is_taken_back_while_no_result_came() -> None:
    controller = organiser(teams=8, options=ONE_DEAL)
    run(controller, "round-draw", "round-ask-undraw")
    assert "Take back round 1?" in page_text(controller)
    run(controller, "round-undraw")
    assert tournament_of(controller).rounds == ()
    assert "Round 1 taken back." in page_text(controller)
    run(controller, "round-draw", ("round-type", "1"))
    run(controller, ("round-typed", "0:0=10"), ("round-typed", "0:1=6"), "round-typed-save")
    assert 'data-testid="undraw"' not in html(controller)
    run(controller, "round-undraw")  # sent anyway: refused with the engine's reason
    assert "cannot be taken back" in page_text(controller)
    assert len(tournament_of(controller).rounds) == 1


def test_a_paper_table_s_result_is_typed_and_marked_typed() -> None:
    controller = organiser(teams=4)  # games to 151
    run(controller, "round-draw", ("round-type", "2"))
    assert 'data-testid="typed-result"' in html(controller)
    run(controller, ("round-typed", "0:0=151"), ("round-typed", "0:1=abc"), "round-typed-save")
    assert "type each team's points as a whole number" in page_text(controller)
    run(controller, ("round-typed", "0:1=160"), ("round-typed", "0:0=98"))
    half = reload(controller)  # typed half-way, reloaded: still there
    assert 'value="98"' in html(half)
    run(half, ("round-typed", "0:1=120"), "round-typed-save")
    assert "ends with a winner at 151" in page_text(half)
    run(half, ("round-typed", "0:1=161"), "round-typed-save")
    table = tournament_of(half).round(1).table(2)
    assert table.result is not None
    assert table.result.typed
    assert table.result.scores == ((98, 161),)
    assert 'data-status="typed"' in html(half)
    assert "Table 2 of round 1: typed result recorded." in page_text(half)


def test_a_match_s_result_is_typed_game_by_game() -> None:
    controller = organiser(teams=4, best_of=3, options={"target": "151"})
    run(controller, "round-draw", ("round-type", "1"))
    assert html(controller).count('data-testid="typed-0-0"') == 1
    assert 'data-testid="typed-1-0"' in html(controller)  # two games at least
    scores = [(151, 90), (80, 160), (155, 40)]
    run(controller, "round-typed-add")
    for game, (a, b) in enumerate(scores):
        run(controller, ("round-typed", f"{game}:0={a}"), ("round-typed", f"{game}:1={b}"))
    run(controller, "round-typed-save")
    result = tournament_of(controller).round(1).table(1).result
    assert result is not None
    assert result.scores == tuple(scores)
    assert result.winner == 0


# --- the tables' phones and their results ----------------------------------------------------


def night_with_tables(
    teams: int = 8, prefix: str = "org", **kwargs: Any
) -> tuple[Controller, dict[int, str]]:
    controller = organiser(prefix, teams=teams, options=ONE_DEAL, **kwargs)
    run(controller, "round-draw")
    return controller, table_links(controller)


def test_a_table_s_phone_opens_its_link_and_starts_with_everything_set() -> None:
    controller, links = night_with_tables(players=True)
    night = tournament_of(controller)
    table = phone(prefix="tp")
    open_link(table, links[3])
    assert table.state.screen is ASSIGNMENT
    words = page_text(table)
    assert "Club night" in words
    assert "Round 1 · table 3" in words
    sitting = night.round(1).table(3).teams
    for team_id in sitting:
        assert night.team(team_id).name in words
    run(table, "table-start")
    current = table.state.current
    assert current is not None
    assert current.game == read_assignment(fragment(links[3]))
    assert "Club night · round 1 · table 3" in page_text(table)
    assert table.state.sheet is not None
    assert not table.state.sheet.over
    run(table, "home", "tournaments-open")  # the table's phone keeps no tournament
    assert "No tournament on this phone yet." in page_text(table)


def test_scanning_a_table_s_code_again_opens_its_game() -> None:
    _, links = night_with_tables()
    table = start_table(links[1])
    play_deal(table, 0, 100)
    first = table.state.current
    open_link(table, links[1])
    run(table, "table-start")
    assert table.state.current == first
    assert "started on this phone already" in page_text(table)


def test_an_assignment_link_that_cannot_be_read_is_refused_with_the_reason() -> None:
    _, links = night_with_tables()
    table = phone()
    broken = links[1][:-5]
    open_link(table, broken)
    assert table.state.screen is not ASSIGNMENT
    assert "This table's link cannot be opened: The link is cut short" in page_text(table)
    speak(table, "fr")
    open_link(table, broken)
    assert "Le lien de la table ne peut pas être ouvert" in page_text(table)


def test_a_reload_on_the_assignment_keeps_it() -> None:
    _, links = night_with_tables()
    table = phone()
    open_link(table, links[2])
    again = reload(table)
    assert again.state.screen is ASSIGNMENT
    run(again, "table-start")
    assert again.state.current is not None


def test_the_sheet_offers_to_send_the_result_once_the_game_has_ended() -> None:
    _, links = night_with_tables()
    table = start_table(links[1])
    assert 'data-testid="send-result"' not in html(table)
    play_deal(table, 0, 100)
    shown = html(table)
    assert 'data-testid="send-result"' in shown
    assert 'data-testid="rematch"' not in shown  # the table's result, not a rematch
    link = result_link(table)
    assert table.state.screen is SEND
    assert link.startswith(PAGE + "#r1.")
    (game,) = read_result(fragment(link))
    current = table.state.current
    assert current is not None
    assert game == current.game
    assert 'data-testid="qr"' in html(table)
    run(table, "send-result-copy")
    assert table.state.effects[-1] == Copy(link)


def test_the_organiser_records_a_result_the_engine_scores_again() -> None:
    controller, links = night_with_tables()
    table = start_table(links[2])
    play_deal(table, 1, 120)
    link = result_link(table)
    open_link(controller, link)
    assert controller.state.screen is ARRIVAL
    night = tournament_of(controller)
    result = night.round(1).table(2).result
    assert result is not None
    assert not result.typed
    expected = record_games(loads(dumps(night)), read_result(fragment(link)))
    assert expected.status is Status.UNCHANGED
    words = page_text(controller)
    assert "Table 2 of round 1: result recorded." in words
    team_with_most = standings(night)[0]
    assert team_with_most.match_points == 2


def test_the_same_result_again_changes_nothing_and_says_so() -> None:
    controller, links = night_with_tables()
    table = start_table(links[1])
    play_deal(table)
    link = result_link(table)
    open_link(controller, link)
    before = dict(data(controller))
    open_link(controller, link)
    assert "this result was recorded already. Nothing changed." in page_text(controller)
    after = {k: v for k, v in data(controller).items() if k != "belot:session"}
    assert after == {k: v for k, v in before.items() if k != "belot:session"}


def test_a_second_different_result_is_shown_beside_the_first_to_choose() -> None:
    controller, links = night_with_tables()
    one, two = start_table(links[1], "a"), start_table(links[1], "b")
    play_deal(one, 0, 100)
    play_deal(two, 1, 100)  # the other phone of the table says the other team won
    open_link(controller, result_link(one))
    open_link(controller, result_link(two))
    table = tournament_of(controller).round(1).table(1)
    assert table.undecided
    assert "had another result: both are shown" in page_text(controller)
    run(controller, ("tournament-round", "1"))
    shown = html(controller)
    assert 'data-status="choose"' in shown
    assert 'data-testid="choose-1-0"' in shown
    assert 'data-testid="choose-1-1"' in shown
    run(controller, ("round-choose", "1:1:1"))
    table = tournament_of(controller).round(1).table(1)
    assert table.chosen == 1
    assert table.result is not None
    assert table.result.winner == 1


def test_a_result_of_another_tournament_is_refused_and_nothing_is_written() -> None:
    controller, _ = night_with_tables()
    _, other_links = night_with_tables(prefix="other")
    table = start_table(other_links[1])
    play_deal(table)
    link = result_link(table)
    tournament_of(controller)
    before = dict(data(controller))
    speak(controller, "bg")
    open_link(controller, link)
    words = page_text(controller)
    assert "Този резултат е от турнира Club night, който не е на този телефон" in words
    stored = data(controller)
    assert {k: v for k, v in stored.items() if k != "belot:session"} == {
        k: v for k, v in before.items() if k != "belot:session"
    }


def test_a_result_of_a_tournament_not_kept_here_is_refused() -> None:
    _, links = night_with_tables()
    table = start_table(links[1])
    play_deal(table)
    stranger = phone()
    open_link(stranger, result_link(table))
    assert "This result is of the tournament Club night, which is not on this phone" in (
        page_text(stranger)
    )
    assert not [k for k in data(stranger) if k.startswith("belot:tournament")]


def test_a_result_of_a_round_over_is_refused_with_the_engine_s_reason() -> None:
    controller, links = night_with_tables(teams=4)
    late = start_table(links[1])
    play_deal(late)
    for number in (1, 2):
        run(controller, ("round-type", str(number)))
        run(controller, ("round-typed", "0:0=10"), ("round-typed", "0:1=6"), "round-typed-save")
    run(controller, "round-draw")
    speak(controller, "fr")
    open_link(controller, result_link(late))
    assert "Ce résultat n'a pas été enregistré" in page_text(controller)
    kept = tournament_of(controller).round(1).table(1).result
    assert kept is not None
    assert kept.typed


def test_a_match_s_result_is_sent_once_the_match_has_ended_with_all_its_games() -> None:
    controller = organiser(teams=4, best_of=3, options=ONE_DEAL)
    run(controller, "round-draw")
    links = table_links(controller)
    table = start_table(links[1])
    play_deal(table, 0, 100)
    assert 'data-testid="send-result"' not in html(table)
    assert 'data-testid="next-in-match"' in html(table)
    run(table, "next-in-match")
    play_deal(table, 0, 100)
    assert 'data-testid="send-result"' in html(table)
    games = read_result(fragment(result_link(table)))
    assert [g.match.game for g in games if g.match is not None] == [1, 2]
    open_link(controller, result_link(table))
    result = tournament_of(controller).round(1).table(1).result
    assert result is not None
    assert len(result.scores) == 2


def test_the_result_screen_reopens_after_a_reload() -> None:
    controller, links = night_with_tables()
    table = start_table(links[4])
    play_deal(table)
    open_link(controller, result_link(table))
    again = reload(controller)
    assert again.state.screen is ARRIVAL
    assert "Recorded: the standings count it." in page_text(again)
    again_table = reload(table)  # the code is made again from the sheet
    assert again_table.state.screen is SHEET
    assert 'data-testid="send-result"' in html(again_table)


# --- the standings ----------------------------------------------------------------------------


def played_night() -> Controller:
    """Round 1 of 8 teams, every table typed: 10 : 6 for the first team."""
    controller = organiser(teams=8, options=ONE_DEAL, players=True)
    run(controller, "round-draw")
    for number in range(1, 5):
        run(controller, ("round-type", str(number)))
        points = (10 + number, 6)
        run(controller, ("round-typed", f"0:0={points[0]}"), ("round-typed", f"0:1={points[1]}"))
        run(controller, "round-typed-save")
    return controller


def test_the_standings_are_the_engine_s_with_every_figure() -> None:
    controller = played_night()
    run(controller, "tournament-standings")
    assert controller.state.screen is STANDINGS
    night = tournament_of(controller)
    shown = html(controller)
    assert '<table class="standings" data-testid="standings">' in shown
    for standing in standings(night):
        row = re.search(
            rf'<tr [^>]*data-testid="standing-{standing.rank}"[^>]*>(.*?)</tr>', shown, re.S
        )
        assert row is not None
        cells = [
            re.sub(r"<[^>]+>", "", c) for c in re.findall(r"<t[dh][^>]*>(.*?)</t[dh]>", row[1])
        ]
        assert cells[0] == str(standing.rank)
        assert standing.team.name in cells[1]
        assert cells[2] == str(standing.match_points)
        difference = standing.difference
        assert cells[3] == (f"+{difference}" if difference > 0 else str(difference)).replace(
            "-", "−"
        )
        assert cells[4] == str(standing.scored)


def test_a_team_s_rounds_say_where_each_point_came_from() -> None:
    controller = played_night()
    night = tournament_of(controller)
    first = standings(night)[0]
    run(controller, "tournament-standings", ("standings-team", first.team.id))
    words = page_text(controller)
    (line,) = first.lines
    opponent = night.team(line.opponent or "").name
    assert f"Round 1 · Table {line.table} against {opponent}" in words
    assert f"won {line.scores[0][0]} : {line.scores[0][1]} typed" in words
    assert f"2 pts, {line.scored} for, {line.against} against" in words
    assert "In all: 2 pts" in words
    again = reload(controller)
    assert 'data-testid="team-rounds"' in html(again)
    run(again, ("standings-team", ""))
    assert 'data-testid="team-rounds"' not in html(again)


def test_the_big_screen_shows_the_standings_alone() -> None:
    controller = played_night()
    run(controller, "tournament-standings", ("standings-big", "true"))
    shown = html(controller)
    assert 'class="tournament standings-screen big"' in shown
    assert 'data-testid="tab-round"' not in shown
    assert 'data-testid="standings"' in shown
    again = reload(controller)
    assert "standings-screen big" in html(again)
    run(again, ("standings-big", "false"))
    assert "standings-screen big" not in html(again)


def test_the_standings_are_shared_as_text_a_picture_and_a_csv_file() -> None:
    controller = played_night()
    run(controller, "tournament-standings", "standings-share", "standings-image", "standings-csv")
    night = tournament_of(controller)
    effects = controller.state.effects
    text = next(e for e in effects if isinstance(e, ShareText))
    image = next(e for e in effects if isinstance(e, ShareImage))
    csv = next(e for e in effects if isinstance(e, Download))
    top = standings(night)[0]
    assert text.text.startswith("Club night\nAfter round 1 of 3\n\n1. ")
    assert f"1. {top.team.name}: 2 pts · Diff +{top.difference} · For {top.scored}" in text.text
    assert image.filename.endswith(".png")
    drawn = [s.text for s in image.picture.shapes if isinstance(s, Words)]
    assert top.team.name in drawn
    assert "Club night" in drawn
    assert csv.mime == "text/csv"
    assert csv.filename.endswith(".csv")
    rows = csv.contents.removeprefix("\ufeff").split("\r\n")
    assert rows[0].startswith("Rank,Pool,Team,Players,Played,Won,Drawn,Lost,Byes,Match points")
    assert rows[1].split(",")[:5] == [
        "1",
        "",
        top.team.name,
        " & ".join(top.team.players or ()),
        "1",
    ]
    assert len([r for r in rows if r]) == 9


def test_the_shared_words_are_in_the_player_s_language() -> None:
    controller = played_night()
    night = tournament_of(controller)
    set_language("bg")
    assert standings_text(night).startswith("Club night\nСлед кръг 1 от 3")
    assert standings_csv(night).startswith("\ufeffМясто,Група,Отбор")
    set_language("fr")
    assert "Diff." in standings_text(night)


def test_a_csv_field_with_a_comma_or_a_quote_is_quoted() -> None:
    controller = phone()
    run(controller, "tournaments-open", "tournament-new", ("tour-name", "X"))
    run(controller, ("tour-team", '0:name=Aces, "the" best'), ("tour-team", "1:name=B"))
    run(controller, "tournament-create")
    csv = standings_csv(tournament_of(controller))
    assert '"Aces, ""the"" best"' in csv


def test_pools_are_ranked_apart_and_the_knockout_has_its_champion() -> None:
    controller = organiser(teams=4, kind="round-robin", pools=2, knockout=1, options=ONE_DEAL)
    for _ in range(20):
        night = tournament_of(controller)
        if night.current is not None and not night.current.missing and not _can_draw(night):
            break
        run(controller, "round-draw")
        night = tournament_of(controller)
        assert night.current is not None
        for table in night.current.tables:
            run(controller, ("round-type", str(table.number)))
            run(controller, ("round-typed", "0:0=12"), ("round-typed", "0:1=4"), "round-typed-save")
    run(controller, "tournament-standings")
    shown = html(controller)
    assert 'data-testid="standing-A-1"' in shown
    assert 'data-testid="standing-B-1"' in shown
    assert 'data-testid="knockout"' in shown
    assert 'data-testid="champion"' in shown
    assert "Final" in page_text(controller)


def _can_draw(night: Tournament) -> bool:
    return can_draw(night)


# --- the teams and the file --------------------------------------------------------------------


def test_a_team_added_late_joins_from_the_next_round() -> None:
    controller, _ = night_with_tables(teams=5)
    run(controller, "tournament-teams")
    assert controller.state.screen is TEAMS
    run(controller, ("team-new", "name=Latecomers"), ("team-new", "player-1=Zoe"))
    run(controller, "team-add")
    assert "Give both players' names, or none." in page_text(controller)
    run(controller, ("team-new", "player-2=Yan"), "team-add")
    night = tournament_of(controller)
    assert night.teams[-1].name == "Latecomers"
    assert night.teams[-1].joined == 2
    assert "joined at round 2" in page_text(controller)


def test_a_team_withdraws_after_a_question_and_keeps_its_points() -> None:
    controller, _ = night_with_tables(teams=4)
    run(controller, "tournament-teams", ("team-ask-withdraw", "t2"))
    assert "Withdraw Team 2?" in page_text(controller)
    run(controller, "cancel-confirm")
    assert tournament_of(controller).team("t2").withdrawn is None
    run(controller, ("team-ask-withdraw", "t2"), ("team-withdraw", "t2"))
    assert tournament_of(controller).team("t2").withdrawn == 2
    assert "Team 2 has withdrawn." in page_text(controller)


def test_the_tournament_is_exported_as_one_file_and_imported_on_another_phone() -> None:
    controller = played_night()
    run(controller, "tournament-teams", "tournament-export")
    effect = controller.state.effects[-1]
    assert isinstance(effect, ShareFile)
    night = tournament_of(controller)
    assert loads(effect.contents) == night
    second = phone(prefix="second")
    run(second, "tournaments-open", ("tournament-file", effect.contents))
    assert second.state.screen is ROUND
    assert tournament_of(second) == night
    assert "Tournament Club night imported." in page_text(second)
    run(second, "tournaments-open", ("tournament-file", effect.contents))
    assert "is here already, as in the file" in page_text(second)


def test_an_older_state_of_a_kept_tournament_replaces_it_only_after_a_yes_and_is_kept_aside() -> (
    None
):
    controller = played_night()
    night = tournament_of(controller)
    older = dumps(replace(night, rounds=()))
    run(controller, "tournaments-open", ("tournament-file", older))
    assert controller.state.screen is TOURNAMENTS
    assert "in another state" in page_text(controller)
    run(controller, "tournament-replace-cancel")
    assert controller.store.get(tournament_key(night.id)) == dumps(night)
    run(controller, ("tournament-file", older), "tournament-replace")
    assert tournament_of(controller).rounds == ()
    kept = [v for k, v in data(controller).items() if k.startswith(BACKUP_PREFIX)]
    assert kept == [dumps(night)]  # nothing lost


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("not json", "This file was not imported"),
        (
            json.dumps(
                {
                    "format": "belot-tournament",
                    "version": 9,
                    "id": "x",
                    "name": "n",
                    "seed": "s",
                    "rules": "bulgarian",
                    "system": {"kind": "swiss", "rounds": 1},
                }
            ),
            "version 9, newer than this app",
        ),
        ("{}", "Format is missing from the tournament file"),
    ],
)
def test_a_file_that_is_no_tournament_is_refused_with_the_reason(text: str, words: str) -> None:
    controller = phone()
    run(controller, "tournaments-open", ("tournament-file", text))
    assert words in page_text(controller)
    assert not [k for k in data(controller) if k.startswith("belot:tournament")]


def test_a_tournament_is_deleted_after_a_question() -> None:
    controller = played_night()
    night = tournament_of(controller)
    run(controller, "tournament-teams", ("tournament-ask-delete", night.id))
    assert "Delete the tournament Club night" in page_text(controller)
    run(controller, ("tournament-delete", night.id))
    assert controller.state.screen is TOURNAMENTS
    assert controller.store.get(tournament_key(night.id)) is None
    assert read_list(controller.store.get(TOURNAMENT_LIST_KEY)) == {}


# --- kept across reloads and tabs; what cannot be read ----------------------------------------


@pytest.mark.parametrize("screen", ["round", "standings", "teams"])
def test_a_reload_reopens_the_tournament_s_screen(screen: str) -> None:
    controller = played_night()
    run(
        controller,
        {
            "round": "tournament-round",
            "standings": "tournament-standings",
            "teams": "tournament-teams",
        }[screen],
    )
    again = reload(controller)
    assert again.state.screen.id == screen
    assert tournament_of(again) == tournament_of(controller)


def test_another_tab_s_change_is_followed() -> None:
    controller, links = night_with_tables()
    other = reload(controller)
    table = start_table(links[1])
    play_deal(table)
    open_link(other, result_link(table))
    key = tournament_key(tournament_of(controller).id)
    controller.external_change(key)
    assert tournament_of(controller).round(1).table(1).result is not None


def test_a_step_taken_on_a_stale_tournament_is_taken_on_the_stored_one() -> None:
    controller, links = night_with_tables()
    other = reload(controller)
    table = start_table(links[1])
    play_deal(table)
    open_link(other, result_link(table))  # another tab recorded table 1
    run(controller, ("round-type", "2"))
    run(controller, ("round-typed", "0:0=10"), ("round-typed", "0:1=6"), "round-typed-save")
    night = tournament_of(controller)
    assert night.round(1).table(1).result is not None  # not lost
    assert night.round(1).table(2).result is not None


def test_a_tournament_that_cannot_be_read_is_listed_and_never_written_over() -> None:
    controller = played_night()
    night = tournament_of(controller)
    key = tournament_key(night.id)
    damaged = dumps(night).replace('"Club night"', '"Club night", "extra": 1', 1)
    data(controller)[key] = damaged
    fresh = reload(controller)
    assert key in fresh.state.storage.damaged
    run(fresh, "tournaments-open")
    assert "Club night" not in page_text(fresh)
    with pytest.raises(Exception):  # noqa: B017, PT011
        read_value(key, damaged)
    assert fresh.store.get(key) == damaged


def test_the_list_of_tournaments_is_made_again_when_it_is_missing_or_damaged() -> None:
    controller = played_night()
    for value in (None, "not json", json.dumps({"app": "belot-score", "tournaments": 1})):
        if value is None:
            data(controller).pop(TOURNAMENT_LIST_KEY, None)
        else:
            data(controller)[TOURNAMENT_LIST_KEY] = value
        again = reload(controller)
        run(again, "tournaments-open")
        assert "Swiss · 8 teams · round 1 of 3" in page_text(again)
        assert read_list(data(controller)[TOURNAMENT_LIST_KEY])


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_screen_of_the_night_draws_in_every_language(language: str) -> None:
    controller, links = night_with_tables()
    speak(controller, language)
    table = start_table(links[1])
    speak(table, language)
    play_deal(table)
    result_link(table)
    render(table.state)
    open_link(controller, result_link(table))
    for step in (
        "tournament-round",
        ("round-code", "1"),
        "round-code-close",
        ("round-type", "2"),
        "tournament-standings",
        ("standings-team", "t1"),
        ("standings-big", "true"),
        "tournament-teams",
        "tournaments-open",
        "tournament-new",
    ):
        run(controller, step)
        assert "{" not in page_text(controller)


def test_opening_a_link_on_a_phone_keeps_the_game_list_as_it_was() -> None:
    table = phone()
    run(table, "new-game", "start-game")
    games_before = [k for k in data(table) if k.startswith("belot:game:")]
    _, links = night_with_tables()
    open_link(table, links[1])
    run(table, "assignment-cancel")
    assert [k for k in data(table) if k.startswith("belot:game:")] == games_before


def test_a_result_link_made_by_the_engine_is_the_table_s() -> None:
    """The page's link is the engine's result_link of the table's games."""
    _, links = night_with_tables()
    table = start_table(links[1])
    play_deal(table)
    current = table.state.current
    assert isinstance(current, SavedGame)
    link = result_link(table)
    assert link == engine_result_link(PAGE, [current.game])
    code = table.state.part(ResultCode)
    assert code is not None
    assert code.status == "ready"


def test_a_game_of_a_tournament_is_tagged_and_stays_so() -> None:
    _, links = night_with_tables()
    table = start_table(links[1])
    current = table.state.current
    assert current is not None
    assert isinstance(current.game, Game)
    assert current.game.tournament is not None
    play_deal(table)
    stored = table.state.current
    assert stored is not None
    assert stored.game.tournament == current.game.tournament


def test_an_undecided_table_shows_in_the_team_s_rounds() -> None:
    controller, links = night_with_tables()
    one, two = start_table(links[1], "a"), start_table(links[1], "b")
    play_deal(one, 0, 100)
    play_deal(two, 1, 100)
    open_link(controller, result_link(one))
    open_link(controller, result_link(two))
    night = tournament_of(controller)
    team = night.round(1).table(1).teams[0]
    line = next(s for s in standings(night) if s.team.id == team).lines[0]
    assert line.outcome is Outcome.UNDECIDED
    run(controller, "tournament-standings", ("standings-team", team))
    assert "two results: the organiser chooses" in page_text(controller)


def test_a_message_no_page_sends_does_nothing() -> None:
    controller = played_night()
    before = controller.state
    for name, arg in (
        ("round-code", "0"),
        ("round-choose", "1:1"),
        ("round-typed", "x"),
        ("tour-team", "999:name=x"),
        ("tour-tie-break", "nothing:up"),
        ("team-new", "age=3"),
    ):
        controller.dispatch(Action(name, arg))
    assert tournament_of(controller) == tournament_of_state(before)


def tournament_of_state(state: AppState) -> Tournament | None:
    part = state.part(Organising)
    return None if part is None else part.tournament
