"""The statistics feature under CPython: the SVG chart, the screens and their actions."""

from __future__ import annotations

import itertools
import re
import string
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from html.parser import HTMLParser

import pytest

from belot import RULESETS, Game, PassedDeal, game_from_record, make_rules, play
from belot.app.actions import MESSAGES
from belot.app.controller import Controller
from belot.app.messages import set_language
from belot.app.render import render
from belot.app.screen import Screen as AppScreen
from belot.app.screens.stats import StatsFilter, chart
from belot.app.screens.stats import words as stats_messages
from belot.deal import Adjustment
from belot.game import Row, Sheet
from belot.rounding import Rounding
from belot.score import DealScore
from belot.vocabulary import Outcome
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game
from tests.app.screens import Screen

SVG = "{http://www.w3.org/2000/svg}"
EVIL = "<b>\"&'"  # short enough to be shown whole in the legend


def points_of(polyline: ET.Element) -> list[tuple[int, int]]:
    pairs = (p.split(",") for p in polyline.attrib["points"].split())
    return [(int(x), int(y)) for x, y in pairs]


def bulgarian_sheet(count: int, teams: tuple[str, str] = ("Us", "Them")) -> tuple[Game, Sheet]:
    game = game_from_record(
        {
            "format": "belot-game",
            "version": 1,
            "rules": "bulgarian",
            "teams": list(teams),
            "deals": [
                {"contract": "hearts", "declarer": i % 2, "points": [90, 72]}
                if i % 3
                else {"passed": True}
                for i in range(count)
            ],
        }
    )
    return game, play(game)


# --- the chart ----------------------------------------------------------------------


@pytest.mark.parametrize("count", [0, 1, 2, 5, 17])
def test_the_chart_is_svg_with_a_line_per_team_and_a_point_per_deal(count: int) -> None:
    game, sheet = bulgarian_sheet(count)
    svg = chart.race_chart(sheet, game.teams, "Score race")
    root = ET.fromstring(svg)  # well-formed XML
    assert root.tag == f"{SVG}svg"
    assert root.attrib["viewBox"] == f"0 0 {chart.WIDTH} {chart.HEIGHT}"
    assert root.attrib["width"] == "100%"
    assert root.attrib["role"] == "img"
    title = root.find(f"{SVG}title")
    assert title is not None
    assert title.text == "Score race"
    assert root.attrib["aria-labelledby"] == title.attrib["id"]
    lines = root.findall(f"{SVG}polyline")
    assert [line.attrib["data-testid"] for line in lines] == ["race-0", "race-1"]
    origin = None
    for team, line in enumerate(lines):
        points = points_of(line)
        assert len(points) == count + 1
        origin = origin or points[0]
        assert points[0] == origin  # both start at (deal 0, 0 points)
        xs = [x for x, _ in points]
        assert xs == sorted(set(xs))  # one point per deal, left to right
        assert all(chart.LEFT <= x <= chart.WIDTH - chart.RIGHT for x in xs)
        # A higher running total is drawn higher: y follows the totals in reverse.
        totals = [0, *(row.totals[team] for row in sheet.rows)]
        steps = zip(itertools.pairwise(points), itertools.pairwise(totals), strict=True)
        for ((_, y1), (_, y2)), (t1, t2) in steps:
            assert (y1 > y2) == (t2 > t1)
    target = root.find(f"{SVG}line[@data-testid='race-target']")
    assert target is not None
    assert chart.TOP <= int(target.attrib["y1"]) <= chart.HEIGHT - chart.BOTTOM
    labels = [t.text for t in root.iter(f"{SVG}text") if t.attrib.get("class") == "deal"]
    assert len(labels) <= chart.MAX_DEAL_LABELS
    assert all(label is not None and label.isdigit() for label in labels)


def test_every_coordinate_is_an_integer_inside_the_view_box() -> None:
    game, sheet = bulgarian_sheet(9)
    root = ET.fromstring(chart.race_chart(sheet, game.teams, "t"))
    for element in root.iter():
        for name in ("x", "y", "x1", "y1", "x2", "y2"):
            if name in element.attrib:
                value = int(element.attrib[name])  # an int, or this raises
                assert 0 <= value <= (chart.WIDTH if name.startswith("x") else chart.HEIGHT)


def test_team_names_are_escaped() -> None:
    game, sheet = bulgarian_sheet(3, teams=(EVIL, "<script>x</script>"))
    svg = chart.race_chart(sheet, game.teams, f"race of {EVIL}")
    assert "<b>" not in svg
    assert "<script>" not in svg
    root = ET.fromstring(svg)
    legend = [t for t in root.iter(f"{SVG}text") if t.attrib.get("data-testid") == "race-name-0"]
    assert "".join(legend[0].itertext()).startswith(EVIL + " ")
    title = root.find(f"{SVG}title")
    assert title is not None
    assert title.text == f"race of {EVIL}"


def test_long_names_are_shortened_in_the_legend() -> None:
    game, sheet = bulgarian_sheet(1, teams=("A" * 40, "B"))
    root = ET.fromstring(chart.race_chart(sheet, game.teams, "t"))
    legend = [t for t in root.iter(f"{SVG}text") if t.attrib.get("data-testid") == "race-name-0"]
    name = "".join(legend[0].itertext()).split(" ")[0]
    assert len(name) == chart.LEGEND_NAME_CHARS
    assert name.endswith("…")


def test_a_game_of_fixed_deals_with_nothing_scored_has_a_chart() -> None:
    """No target to draw and every total 0 (a redeal): the scale still has a height (the
    division by it failed, and the statistics could not open)."""
    rules = make_rules("bulgarian", {"end": "deals", "deals": 12})
    game = Game(rules, deals=(PassedDeal(),))
    root = ET.fromstring(chart.race_chart(play(game), game.teams, "t"))
    for line in root.findall(f"{SVG}polyline"):
        for _, y in points_of(line):
            assert chart.TOP <= y <= chart.HEIGHT - chart.BOTTOM


def test_negative_totals_and_a_target_below_them_stay_in_the_frame() -> None:
    rules = make_rules("belote", {"target": 100})
    game = Game(rules, deals=(Adjustment((-80, 30)), PassedDeal(), Adjustment((0, 40))))
    sheet = play(game)
    root = ET.fromstring(chart.race_chart(sheet, game.teams, "t"))
    for line in root.findall(f"{SVG}polyline"):
        for _, y in points_of(line):
            assert chart.TOP <= y <= chart.HEIGHT - chart.BOTTOM
    ys = [y for _, y in points_of(root.findall(f"{SVG}polyline")[0])]
    assert ys[1] > ys[0]  # -80 is drawn below the origin


def test_a_sheet_made_by_hand_with_big_numbers() -> None:
    score = DealScore(Outcome.REDEAL, Rounding.NONE, (0, 0))
    rows = tuple(
        Row(n, PassedDeal(), 0, score, (n * 997, n * 1234), 0) for n in range(1, 31)
    )  # a 30-deal race past 37 000 points
    sheet = Sheet(make_rules("coinche"), rows, rows[-1].totals, 0, None, 0)
    root = ET.fromstring(chart.race_chart(sheet, ("a", "b"), "t"))
    assert [len(points_of(line)) for line in root.findall(f"{SVG}polyline")] == [31, 31]
    values = [t.text for t in root.iter(f"{SVG}text") if t.attrib.get("class") == "value"]
    assert 2 <= len(values) <= chart.MAX_GRID_LINES + 1


@pytest.mark.parametrize(("span", "most", "step"), [(151, 5, 50), (1000, 5, 200), (0, 5, 1)])
def test_nice_steps(span: int, most: int, step: int) -> None:
    assert chart.nice_step(span, most) == step


# --- the screens and actions --------------------------------------------------------


class Collector(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.testids: dict[str, str] = {}
        self._open: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        testid = dict(attrs).get("data-testid")
        if testid:
            self.testids[testid] = ""
        self._open.append(testid or "")

    def handle_endtag(self, tag: str) -> None:
        if self._open:
            self._open.pop()

    def handle_data(self, data: str) -> None:
        for testid in self._open:
            if testid:
                self.testids[testid] += data


def parse(html: str) -> Collector:
    collector = Collector()
    collector.feed(html)
    return collector


def screen(controller: Controller) -> AppScreen:
    """The open screen (a function, so that mypy does not keep a narrowed type across actions)."""
    return controller.state.screen


def played(controller: Controller, ruleset: str = "bulgarian") -> None:
    """A game with two deals, each made by its declarer."""
    start_game(controller, ruleset)
    bid = (("deal-bid", "80"),) if RULESETS[ruleset].bids else ()
    enter_deal(controller, "hearts", 0, 100, *bid)
    enter_deal(controller, "spades", 1, 50, *bid)
    assert controller.state.sheet is not None
    assert len(controller.state.sheet.rows) == 2


def test_the_actions_are_registered() -> None:
    assert {"stats-game", "stats-all", "stats-filter", "stats-back"} <= set(MESSAGES)


def test_from_the_sheet_to_the_game_statistics_and_back(controller: Controller) -> None:
    played(controller)
    assert "stats-game" in parse(render(controller.state)).testids  # the sheet's button
    run(controller, "stats-game")
    assert screen(controller) is Screen.STATS_GAME
    page = parse(render(controller.state))
    assert {"race-chart", "race-0", "race-1", "stats-game-table"} <= set(page.testids)
    assert page.testids["stat-taken-0"] == "1"
    assert page.testids["stat-made-rate-0"] == "100% 1/1"
    run(controller, "stats-all")
    assert screen(controller) is Screen.STATS_ALL
    run(controller, "stats-back")
    assert screen(controller) is Screen.STATS_GAME
    run(controller, "stats-back")
    assert screen(controller) is Screen.SHEET


def test_from_the_list_of_games_to_all_statistics_and_back(controller: Controller) -> None:
    assert "stats-all" not in parse(render(controller.state)).testids  # no games yet
    played(controller)
    run(controller, "home")
    played(controller, "belote")
    run(controller, "home")
    assert "stats-all" in parse(render(controller.state)).testids
    run(controller, "stats-all")
    assert screen(controller) is Screen.STATS_ALL
    page = parse(render(controller.state))
    assert page.testids["stats-filter-all"] == "All (2)"
    assert page.testids["stats-filter-bulgarian"] == "Belot (Bulgarian) (1)"
    assert "stats-filter-coinche" not in page.testids
    assert page.testids["stats-summary"] == "2 games · 0 finished"
    assert "stats-mixed" in page.testids
    assert "stats-pairs" not in page.testids  # no players named: pairs would be the teams
    run(controller, ("stats-filter", "belote"))
    assert (controller.state.part(StatsFilter) or StatsFilter()).ruleset == "belote"
    page = parse(render(controller.state))
    assert page.testids["stats-summary"] == "1 game · 0 finished"
    assert "stats-mixed" not in page.testids
    run(controller, ("stats-filter", "no-such-rules"))  # ignored
    assert (controller.state.part(StatsFilter) or StatsFilter()).ruleset == "belote"
    run(controller, ("stats-filter", "coinche"))  # rules with no games: said so
    assert "stats-empty" in parse(render(controller.state)).testids
    run(controller, ("stats-filter", ""))
    assert (controller.state.part(StatsFilter) or StatsFilter()).ruleset == ""
    run(controller, "stats-back")
    assert screen(controller) is Screen.HOME


def test_game_statistics_need_an_open_game(controller: Controller) -> None:
    run(controller, "stats-game")
    assert screen(controller) is Screen.HOME


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_both_screens_render_for_every_ruleset_with_names_escaped(ruleset: str) -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", ruleset))
    run(controller, ("setup-team", f"0={EVIL}<img src=x>"), ("setup-team", "1=B"))
    for seat, name in enumerate(("<img>", "x", "Ana", "y")):
        run(controller, ("setup-player", f"{seat}={name}"))
    run(controller, "start-game")
    enter_deal(controller, "hearts", 0, 100, ("deal-bid", "80"))
    pages = []
    for action in ("stats-game", "stats-all"):
        run(controller, action)
        pages.append(render(controller.state))
    for page in pages:
        assert "img" not in parse(page).tags
        assert "<b>" not in page
    game_page, all_page = parse(pages[0]), parse(pages[1])
    assert "stat-doubled-by-0" in game_page.testids or not RULESETS[ruleset].doubles
    assert "stats-pairs" in all_page.testids
    assert "&lt;img&gt; &amp; Ana" in pages[1]


@pytest.fixture
def in_bulgarian() -> Iterator[Controller]:
    """A controller with the catalog in Bulgarian (set after start, which picks English)."""
    controller = make_controller()
    speak(controller, "bg")
    try:
        yield controller
    finally:
        set_language("en")


def test_the_words_are_the_players_words(in_bulgarian: Controller) -> None:
    controller = in_bulgarian
    played(controller)
    run(controller, "stats-game")
    html = render(controller.state)
    for word in ("Взети игри", "Изиграни", "Вътре", "Валати", "Казани контри"):
        assert word in html
    run(controller, "home")
    played(controller, "belote")
    run(controller, "stats-game")
    assert "Капо" in render(controller.state)


@pytest.mark.parametrize("ruleset", ["bulgarian", "belote", "coinche"])
def test_averages_use_the_language_s_decimal_separator(ruleset: str) -> None:
    controller = make_controller()
    played(controller, ruleset)
    run(controller, "stats-game")
    english = parse(render(controller.state)).testids["stat-average-0"]
    assert re.fullmatch(r"\d+\.\d", english)
    speak(controller, "fr")
    try:
        assert parse(render(controller.state)).testids["stat-average-0"] == english.replace(
            ".", ","
        )
    finally:
        set_language("en")


def test_every_language_has_every_key_with_the_same_fields() -> None:
    english = stats_messages.WORDS["en"]
    for language in ("bg", "fr"):
        catalog = stats_messages.WORDS[language]
        assert set(catalog) == set(english), language
        for key, text in catalog.items():
            fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
            expected = {f for _, f, _, _ in string.Formatter().parse(english[key]) if f}
            assert fields == expected, (language, key)
