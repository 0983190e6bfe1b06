"""Long team and player names on a 360-px phone: a name of 40
characters (the most the new-game form takes), with no space in it (Latin and Cyrillic)
or with spaces, never makes a screen wider than the phone, never spills over what is
beside it, and is shortened (with an ellipsis) only where its full name stays at hand (a
``title``); the deal form's two team buttons are on screen and take a tap.

One phone (a touch screen, 360 x 740) tours every screen that shows a name, in each
language (Bulgarian in the dark theme, the others in the light one), at the normal text
size and at 200 % (as tests/e2e/test_accessibility.py sets it). The games are planted in
localStorage in the storage format (:func:`belot.app.storage.encode`): typing the names
is not what this test is about, except on the new-game form, where they are typed.

The tour ends with a club night's screens: a tournament of 80 characters with six teams
of 40-character names and players (planted as its file, its first round drawn: a result
from a table's phone, one typed, two that differ), its list, round, a table's code, a
typed result, the standings with a team's rounds and the big screen, its teams, the
new-tournament form with long names typed, a table's assignment link and its game's
sheet with *Send the result* and its code.
"""

from __future__ import annotations

import copy
import json
import os
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

import pytest

import belot
from belot.app.storage import SavedGame, encode, envelope, game_key, tournament_key
from belot.tournament import (
    Kind,
    Settings,
    System,
    Tournament,
    draw_round,
    dumps,
    new_tournament,
    record_games,
    record_typed,
)
from belot.tournament.links import assignment_game, assignment_link, result_link

from . import ui
from .ui import by_id, expect

if TYPE_CHECKING:
    from playwright.sync_api import FilePayload, Page

pytestmark = pytest.mark.e2e

LONGEST = 40  # the new-game form's maxlength (belot/app/screens/setup/view.py)
WIDTH = ui.PHONE["width"]
HEIGHT = ui.PHONE["height"]

# Two teams and four players a game; every name is LONGEST characters.
LATIN = ("A" + "a" * 39, "W" * 40)
LATIN_PLAYERS = ("M" * 40, "Ж" * 40, "m" * 40, "ж" * 40)
CYRILLIC = ("Б" + "б" * 39, "Ш" * 40)
CYRILLIC_PLAYERS = ("Щ" * 40, "Ю" * 40, "щ" * 40, "ю" * 40)
SPACED = ("The Very Long Team Name Of Our Old Table", "Les Joueurs de la Petite Place du Marché")
SPACED_PLAYERS = tuple(
    name[:LONGEST]
    for name in (
        "Maximilian Alexander von Hohenzollern Gans",
        "Светослава Александрова Константинова Бор",
        "Jean-Baptiste Emmanuel de La Rochefoucauld",
        "Christopher Bartholomew Montgomery Wilson",
    )
)
for _names in (LATIN, LATIN_PLAYERS, CYRILLIC, CYRILLIC_PLAYERS, SPACED, SPACED_PLAYERS):
    assert all(len(name) == LONGEST for name in _names), _names

RUNNING, WON, BIDS = "long-running", "long-won", "long-bids"
NIGHT = "T" + "у" * 79  # a tournament's name of 80 characters, the most it takes
TABLE_GAME = "long-table-game"


def saved(game_id: str, record: dict[str, Any]) -> SavedGame:
    game = belot.game_from_record(record)
    return SavedGame(game_id, game, 1, "2026-03-01T19:30:05.000Z", "2026-03-01T21:02:44.000Z")


def games() -> list[SavedGame]:
    """A running game (names without spaces, what each player declared, a valat, a
    correction, a redeal), a won one (Cyrillic names, the first game of a match) and a
    contrée game (names with spaces, a bid)."""
    running = ui.new_record(
        "bulgarian",
        LATIN,
        [
            {
                "contract": "hearts",
                "declarer": 0,
                "points": [100, 62],
                "declared": [[{"run": 3, "top": "K", "suit": "hearts"}], [{"square": "A"}], [], []],
            },
            {"contract": "spades", "declarer": 1, "points": [50, 112]},
            {"contract": "clubs", "declarer": 0, "points": [162, 0], "valat": 0},
            {"adjust": [10, -10], "note": "penalty"},
            {"passed": True},
        ],
    )
    running["players"] = list(LATIN_PLAYERS)
    won = ui.new_record(
        "bulgarian",
        CYRILLIC,
        [{"contract": "diamonds", "declarer": 1, "points": [40, 122]}] * 2,
    )
    won["options"] = {"target": 21}
    won["players"] = list(CYRILLIC_PLAYERS)
    # The first game of a match: the list groups it under the match's score, the sheet
    # shows that score and its next game (docs/playing.md#matches).
    won["version"] = 2
    won["match"] = {"id": "long-match", "best_of": 3, "game": 1}
    bids = ui.new_record(
        "contree", SPACED, [{"contract": "hearts", "declarer": 0, "points": [100, 62], "bid": 90}]
    )
    bids["players"] = list(SPACED_PLAYERS)
    return [saved(RUNNING, running), saved(WON, won), saved(BIDS, bids)]


def night() -> tuple[Tournament, belot.Game]:
    """Six teams of 40-character names, round 1 drawn: table 1's result from its phone,
    table 2's typed, table 3's two results that differ (the organiser chooses); and table
    1's game as its phone has it."""
    names = [*LATIN, *CYRILLIC, *SPACED]
    every = [*LATIN_PLAYERS, *CYRILLIC_PLAYERS, *SPACED_PLAYERS]
    players = [every[i : i + 2] for i in range(0, len(every), 2)]
    rules = belot.make_rules("bulgarian", {"end": "deals", "deals": 1})
    settings = Settings(rules, System(Kind.SWISS, rounds=3))
    teams = [(n, (p[0], p[1])) for n, p in zip(names, players, strict=True)]
    made = draw_round(new_tournament("longnight", NIGHT, "seed", settings, teams))
    deal = belot.PlayedDeal(belot.Contract.HEARTS, 0, (100, 62))
    other = belot.PlayedDeal(belot.Contract.HEARTS, 1, (62, 100))
    first = assignment_game(made, 1, 1).with_deal(deal)
    made = record_games(made, [first]).tournament
    made = record_typed(made, 1, 2, [(7, 9)]).tournament
    third = assignment_game(made, 1, 3)
    made = record_games(made, [third.with_deal(deal)]).tournament
    made = record_games(made, [third.with_deal(other)]).tournament
    return made, first


# How the screen is laid out now: the page's width, and every visible element of #app
# that is not within the screen's width, whose content spills out of its box (over what
# is beside it), or that cuts its words without an ellipsis and a title saying them whole;
# then every visible control that, scrolled to, is not the element at its own centre.
LAYOUT = """
(phone) => {
  const root = document.documentElement;
  const width = Math.min(root.clientWidth, phone);
  const problems = [];
  const name = (el) => el.dataset.testid
    || `<${el.tagName.toLowerCase()} class="${el.className}">`
       + ` "${el.textContent.trim().slice(0, 24)}"`;
  if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide`);
  const wrong = [];  // [element, what is wrong]; only the innermost are said
  for (const el of document.querySelectorAll("#app *")) {
    if (el.closest("svg") || el.matches("input, select, textarea, option")) continue;
    if (!el.checkVisibility({ checkOpacityProperty: true, checkVisibilityCSS: true })) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;  // for screen readers only
    if (box.left < -0.5 || box.right > width + 0.5) {
      wrong.push([el, `${Math.round(box.left)}..${Math.round(box.right)} px`]);
      continue;
    }
    if (el.clientWidth === 0) continue;
    const style = getComputedStyle(el);
    const wide = el.scrollWidth > el.clientWidth + 1;
    const tall = el.scrollHeight > el.clientHeight + 1 && style.overflowY !== "visible";
    if (!wide && !tall) continue;
    const shortened = wide ? style.textOverflow === "ellipsis" : style.webkitLineClamp !== "none";
    const size = wide ? `${el.scrollWidth} px in ${el.clientWidth}`
                      : `${el.scrollHeight} px high in ${el.clientHeight}`;
    if (wide && style.overflowX === "visible") {
      wrong.push([el, `spills out (${size})`]);
    } else if (!shortened) {
      wrong.push([el, `cut (${size})`]);
    } else if (!(el.closest("[title]")?.title ?? "").includes(el.textContent.trim())) {
      wrong.push([el, "shortened, with no title saying it whole"]);
    }
  }
  for (const [el, what] of wrong) {
    if (!wrong.some(([other]) => other !== el && el.contains(other))) {
      problems.push(`${name(el)}: ${what}`);
    }
  }
  const wanted = 'button, select, input[type="text"], label:has(input[type="checkbox"])';
  for (const el of document.querySelectorAll(wanted)) {
    if (!el.checkVisibility({ checkOpacityProperty: true, checkVisibilityCSS: true })) continue;
    let box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    el.scrollIntoView({ block: "center", inline: "nearest" });
    box = el.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), width - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 20), 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !el.contains(hit)) {
      const cover = hit ? name(hit) : "nothing";
      problems.push(`${name(el)}: covered by ${cover}`);
    }
  }
  window.scrollTo(0, 0);
  return problems;
}
"""

# The score race's legend: each team's name and total on its own line, within the chart.
LEGEND = """
() => {
  const width = document.querySelector("svg.race-chart").viewBox.baseVal.width;
  const boxes = [0, 1].map((team) =>
    document.querySelector(`[data-testid=race-name-${team}]`).getBBox());
  const problems = [];
  if (boxes[0].y + boxes[0].height > boxes[1].y) problems.push("the names overlap");
  for (const [team, box] of boxes.entries()) {
    if (box.x + box.width > width) problems.push(`team ${team}'s name leaves the chart`);
  }
  return problems;
}
"""


class Stops:
    """The one page of the tour and what its stops found."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.where = ""
        self.problems: list[str] = []

    def stop(self, where: str, ready: str | None = None) -> None:
        """Check the screen as it is, at the normal text size and at 200 %."""
        page = self.page
        if ready is not None:
            expect(by_id(page, ready)).to_be_visible()
        ui.painted(page)  # the screen as drawn
        label = f"{self.where}, {where}"
        self.found(label, page.evaluate(LAYOUT, WIDTH))
        self.snap(label)
        page.evaluate("document.documentElement.style.fontSize = '200%'")
        try:
            self.found(f"{label}, 200 %", page.evaluate(LAYOUT, WIDTH))
            self.snap(f"{label}, 200 %")
        finally:
            page.evaluate("document.documentElement.style.fontSize = ''")

    def snap(self, where: str) -> None:
        """The whole screen as a picture if BELOT_SCREENSHOTS names a folder (as ui.snap)."""
        folder = os.environ.get("BELOT_SCREENSHOTS")
        if folder:
            name = re.sub(r"[^\w]+", "-", f"long names {where}").strip("-")
            Path(folder).mkdir(parents=True, exist_ok=True)
            self.page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)

    def found(self, where: str, problems: list[str], most: int = 8) -> None:
        """Keep what a stop found (its first ``most`` problems: the rest follow from them)."""
        more = [f"... and {len(problems) - most} more"] if len(problems) > most else []
        self.problems += [f"{where}: {p}" for p in problems[:most] + more]

    def team_buttons(self, where: str) -> None:
        """The deal form's two teams: each whole on the screen, and a tap chooses it."""
        page = self.page
        page.evaluate("window.scrollTo(0, 0)")
        for team in (0, 1):
            box = by_id(page, f"declarer-{team}").bounding_box()
            assert box is not None
            inside = box["x"] >= 0 and box["x"] + box["width"] <= WIDTH
            inside = inside and box["y"] >= 0 and box["y"] + box["height"] <= HEIGHT
            if not inside:
                self.problems.append(f"{self.where}, {where}: declarer-{team} at {box}")
        pressed = [by_id(page, f"declarer-{t}").get_attribute("aria-pressed") for t in (0, 1)]
        for team in sorted((0, 1), key=lambda t: pressed[t] == "true"):  # the other one first
            ui.glance(page)
            by_id(page, f"declarer-{team}").tap()
            expect(by_id(page, f"declarer-{team}")).to_have_attribute("aria-pressed", "true")


def tap_row(page: Page, number: int) -> None:
    """Tap row ``number`` of the sheet (as ui.tap_row, in any language)."""
    by_id(page, f"row-{number}").click()
    expect(by_id(page, "breakdown")).to_be_visible()


def open_game(page: Page, game_id: str) -> None:
    ui.go_home(page)
    page.locator(f"#app li[data-game='{game_id}'] button.game").click()
    expect(by_id(page, "sheet")).to_be_visible()


def tour(stops: Stops) -> None:
    """Every screen that shows a team's or a player's name."""
    page, stop = stops.page, stops.stop
    stop("list of games", "match-head")

    by_id(page, "new-game").click()
    for team, name in enumerate(LATIN):
        by_id(page, f"team-{team}").fill(name)
    for seat, name in enumerate(SPACED_PLAYERS[:2] + CYRILLIC_PLAYERS[2:]):
        page.locator(f"#player-{seat}").fill(name)
    page.locator("#player-3").blur()
    stop("new-game form", "start")
    page.locator("#app .setup [data-action=home]").click()

    open_game(page, RUNNING)
    stop("sheet")
    ui.glance(page)
    by_id(page, "add-deal").click()
    stop("deal form", "deal-form")
    by_id(page, "contract-hearts").click()
    stops.team_buttons("deal form")
    by_id(page, "points-0").click()
    for key in "100":
        by_id(page, f"key-{key}").click()
    expect(by_id(page, "will-write")).to_be_visible()
    stop("deal form, filled in")
    ui.unfold(page, "announcements")
    by_id(page, "more-1-belot").click()
    stop("deal form, announcements")
    by_id(page, "decl-open").click()
    by_id(page, "decl-add-3-K").click()
    by_id(page, "decl-seat-1").click()
    by_id(page, "decl-add-square-9").click()
    stop("deal form, declared", "declarations")
    by_id(page, "decl-close").click()
    by_id(page, "count-cards").click()
    by_id(page, "cards-team-1").click()
    for card in ("hearts-J", "hearts-9", "spades-A", "clubs-10"):
        by_id(page, f"card-{card}").click()
    by_id(page, "cards-last-1").click()
    stop("deal form, counting the cards", "cards")
    by_id(page, "cards-close").click()
    ui.unfold(page, "valat")
    stop("deal form, valat")
    by_id(page, "adjusting").click()
    stop("deal form, a correction", "points-1")
    by_id(page, "cancel-deal").click()

    ui.glance(page)
    tap_row(page, 1)
    stop("a deal's breakdown")
    by_id(page, "back").click()
    by_id(page, "stats-game").click()
    stop("game statistics", "stats-game-table")
    stops.found(f"{stops.where}, the score race", page.evaluate(LEGEND))
    by_id(page, "stats-all").click()
    stop("all games' statistics", "stats-pairs")
    by_id(page, "back").click()
    by_id(page, "back").click()

    by_id(page, "share").click()
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    stop("share screen")
    link = by_id(page, "share-link").get_attribute("href")
    assert link is not None
    by_id(page, "share-file").click()
    stop("share panel", "share-panel")
    by_id(page, "back").click()
    by_id(page, "edit-rules").click()
    stop("house rules of the game", "rules-form")
    by_id(page, "back").click()
    page.goto(link)  # the fragment changes: the page stays, its preview opens
    stop("a game's link: the preview", "link-screen")
    by_id(page, "import-cancel").click()

    open_game(page, WON)
    expect(by_id(page, "next-in-match")).to_be_visible()
    stop("sheet of a won game in a match", "match")
    tap_row(page, 1)
    stop("a won game's breakdown")
    by_id(page, "edit-deal").click()
    stops.team_buttons("a won game's deal")
    stop("a won game's deal form", "deal-form")
    ui.unfold(page, "announcements")
    stop("a won game's deal form, announcements")
    by_id(page, "cancel-deal").click()

    open_game(page, BIDS)
    stop("sheet, names with spaces")
    ui.glance(page)
    by_id(page, "add-deal").click()
    by_id(page, "contract-hearts").click()
    by_id(page, "bid-90").click()
    stops.team_buttons("deal form with bids")
    ui.type_into(page, "points-0", "100")
    stop("deal form with bids", "will-write")
    by_id(page, "cancel-deal").click()

    ui.go_home(page)
    by_id(page, "transfer").click()
    choose_import(page)
    stop("export and import, the preview", "import-review")
    by_id(page, "import-cancel").click()
    ui.go_home(page)
    tour_night(stops)


def tour_night(stops: Stops) -> None:
    """The club night's screens, the organiser's and a table's."""
    page, stop = stops.page, stops.stop
    made, first = night()
    by_id(page, "tournaments").click()
    stop("tournaments", "tournament-new")
    page.locator("#app li[data-tournament=longnight] button.game").click()
    stop("a round", "round-screen")
    by_id(page, "code-1").click()
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    stop("a table's code", "table-code")
    by_id(page, "code-close").click()
    by_id(page, "type-3").click()
    stop("a typed result", "typed-result")
    by_id(page, "typed-cancel").click()
    by_id(page, "tab-standings").click()
    stop("standings", "standings")
    page.locator("[data-testid=standing-1] button.team-open").click()
    stop("a team's rounds", "team-rounds")
    by_id(page, "big-screen").click()
    stop("the big screen", "big-screen-leave")
    by_id(page, "big-screen-leave").click()
    by_id(page, "tab-teams").click()
    stop("teams", "team-add")
    by_id(page, "tournaments").click()
    by_id(page, "tournament-new").click()
    by_id(page, "tour-name").fill(NIGHT)
    for row, name in enumerate((*LATIN, *CYRILLIC)):
        by_id(page, f"tour-team-{row}").fill(name)
        by_id(page, f"tour-team-{row}-player-1").fill(SPACED_PLAYERS[row])
    stop("new-tournament form", "tournament-create")
    by_id(page, "cancel").click()
    page.goto(result_link(page.url.partition("#")[0], [first]))
    stop("a result that came", "result-screen")
    page.goto(assignment_link(page.url.partition("#")[0], made, 1, 3))
    stop("a table's assignment", "table-start")
    by_id(page, "assignment-cancel").click()
    ui.go_home(page)
    page.locator(f"#app li[data-game='{TABLE_GAME}'] button.game").click()
    stop("a table's sheet", "send-result")
    by_id(page, "send-result").click()
    expect(page.locator("svg[data-testid=qr]")).to_be_visible(timeout=30_000)
    stop("send the result", "send-result")
    by_id(page, "back").click()
    ui.go_home(page)


def choose_import(page: Page) -> None:
    """A file of four games: one stored already, a changed copy, two new ones."""
    stored = [envelope(s) for s in games()]
    changed = copy.deepcopy(stored[1])
    changed["game"]["deals"] = changed["game"]["deals"][:1]
    new = [copy.deepcopy(stored[0]), copy.deepcopy(stored[2])]
    for n, one in enumerate(new):
        one["id"] = f"imported-{n}"
    document = {
        "format": "belot-export",
        "version": 1,
        "app": "belot-score",
        "exported": "2026-03-02T00:00:00Z",
        "games": [stored[0], changed, *new],
    }
    payload: FilePayload = {
        "name": "games.json",
        "mimeType": "application/json",
        "buffer": json.dumps(document).encode(),
    }
    with page.expect_file_chooser() as chooser:
        by_id(page, "import-start").click()
    chooser.value.set_files(payload)


@pytest.fixture
def phone(fresh_touch_tab: ui.Tab) -> ui.Tab:
    """A touch phone, 360 x 740, loaded with the three games stored before the page's first
    script."""
    values = {game_key(s.id): encode(s) for s in games()}
    made, first = night()
    values[tournament_key(made.id)] = dumps(made)
    table = SavedGame(TABLE_GAME, first, 2, "2026-03-01T19:30:05.000Z", "2026-03-01T19:40:00.000Z")
    values[game_key(TABLE_GAME)] = encode(table)
    ui.on_next_load(fresh_touch_tab.page, local=values)
    ui.reload(fresh_touch_tab.page)
    return fresh_touch_tab


TOURS: tuple[tuple[str, Literal["light", "dark"]], ...] = (
    ("en", "light"),
    ("bg", "dark"),
    ("fr", "light"),
)


def test_forty_character_names_fit_a_360_px_phone_on_every_screen(phone: ui.Tab) -> None:
    page = phone.page
    found = Stops(page)
    for language, scheme in TOURS:
        found.where = f"{language} ({scheme})"
        page.emulate_media(color_scheme=scheme)
        ui.go_home(page)
        by_id(page, f"language-{language}").click()
        expect(page.locator("html")).to_have_attribute("lang", language)
        tour(found)
    assert phone.errors == [], "errors in the page"
    assert phone.dialogs == [], "dialogs opened"
    assert not found.problems, "\n".join(found.problems)
