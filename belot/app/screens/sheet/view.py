"""The score sheet: a row per deal, tapped for its breakdown, and the game's status."""

from __future__ import annotations

import functools

from belot.app.common import GoHome
from belot.app.house_rules import house_rules
from belot.app.marks import contract_marks, contract_name, contract_word, result_marks
from belot.app.markup import Markup, tag
from belot.app.matches import match_words, standing
from belot.app.messages import current_language, t, term
from belot.app.render import draws
from belot.app.screen import SHEET
from belot.app.screens.deal.actions import AddDeal, StartDeal
from belot.app.screens.detail.actions import OpenDeal
from belot.app.screens.keep.view import backup_offer
from belot.app.screens.phone.view import wake_lock_toggle
from belot.app.screens.rules.actions import EditRules
from belot.app.screens.share.actions import OpenShare
from belot.app.screens.share.view import follow_button
from belot.app.screens.sheet.actions import NextInMatch, Redo, Rematch, Undo
from belot.app.screens.stats.actions import StatsGame
from belot.app.screens.table.view import send_result_button, tournament_place
from belot.app.screens.transfer.actions import ExportGame
from belot.app.seats import seat_name
from belot.app.state import AppState
from belot.app.widgets import button, spoken
from belot.deal import Adjustment
from belot.game import Game, Row, Sheet
from belot.match import MatchScore
from belot.vocabulary import Contract


@draws(SHEET)
def score_sheet(state: AppState) -> Markup:
    current, sheet = state.current, state.sheet
    assert current is not None
    assert sheet is not None
    game = current.game
    score = standing(state.matched, current.id, game, sheet)
    return tag(
        "section",
        {"class": "sheet-screen", **SHEET.outermost()},
        tag("h1", {}, t(f"ruleset.{game.rules.id}")),
        tournament_place(game),
        header(game),
        match_line(game, score),
        sheet_table(game, sheet),
        tag("p", {"class": "hint"}, t("sheet.tap_hint")) if sheet.rows else None,
        sheet_status(game, sheet, score, send_result_button(state)),
        backup_offer(state),
        sheet_tools(state),
        tag(
            "div",
            {"class": "actions"},
            None if sheet.over else new_deal_bar(game),
            follow_button(state),  # the latest code, when the other pair follows
            button(t("sheet.undo"), Undo(), disabled=not state.undo, data_testid="undo"),
            button(t("sheet.redo"), Redo(), data_testid="redo") if state.redo else None,
            button(t("stats.open"), StatsGame(), data_testid="stats-game"),
            button(t("sheet.games"), GoHome(), data_testid="games"),
        ),
    )


def new_deal_bar(game: Game) -> Markup:
    """The next deal starts with its contract, one tap here (then the team and the
    points); the last button opens the form with nothing chosen (a redeal, a correction)."""
    return _new_deal_bar(current_language(), game.rules.id, game.rules.contracts)


@functools.lru_cache(maxsize=32)
def _new_deal_bar(language: str, rid: str, contracts: tuple[Contract, ...]) -> Markup:
    """Drawn once per language and table (the same at every change of the sheet)."""
    starts = [
        button(
            contract_word(c, rid),
            StartDeal(c.value),
            title=contract_name(c, rid),
            aria_label=t(
                "sheet.start", contract=spoken(contract_word(c, rid), contract_name(c, rid))
            ),
            **{"class": "start", "data-testid": f"start-{c.value}"},
        )
        for c in contracts
    ]
    other = button(
        "⋯",
        AddDeal(),
        title=t("sheet.add"),
        aria_label=t("sheet.add"),
        **{"class": "start other", "data-testid": "add-deal"},
    )
    return tag(
        "div",
        {"class": "new-deal", "role": "group", "aria-label": t("sheet.new_deal")},
        tag("span", {"aria-hidden": "true"}, t("sheet.new_deal")),
        tag("div", {"class": "starts"}, starts, other),
    )


def header(game: Game) -> Markup:
    """Under the title: the house rules the game is played with, for all to see, and the
    way to change them (the sheet is then scored again)."""
    words = house_rules(game.rules)
    said = t("sheet.house_rules", rules=" · ".join(words)) if words else t("rules.none")
    return tag(
        "div",
        {"class": "house-rules-line"},
        tag("p", {"class": "house-rules", "data-testid": "house-rules"}, said),
        button(
            t("rules.change"),
            EditRules(),
            aria_label=spoken(t("rules.change"), t("rules.title")),
            **{"class": "quiet", "data-testid": "edit-rules"},
        ),
    )


def sheet_table(game: Game, sheet: Sheet) -> Markup:
    head = tag(
        "tr",
        {},
        tag("th", {}, t("sheet.deal")),
        [tag("th", {"data-testid": f"team-name-{i}"}, game.teams[i]) for i in (0, 1)],
    )
    rows = [sheet_row(game, row) for row in sheet.rows]
    foot = tag(
        "tr",
        {"class": "totals"},
        tag("th", {}, t("sheet.total")),
        [tag("td", {"data-testid": f"total-{i}"}, sheet.totals[i]) for i in (0, 1)],
    )
    body = rows or [tag("tr", {}, tag("td", {"colspan": 3, "class": "empty"}, t("sheet.empty")))]
    return tag(
        "table",
        {"class": "sheet", "data-testid": "sheet"},
        tag("thead", {}, head),
        tag("tbody", {}, body),
        tag("tfoot", {}, foot),
    )


def sheet_row(game: Game, row: Row) -> Markup:
    """A row of the sheet: drawn once per language (a game's sheet is drawn again at every
    change, and only its last rows ever change). Found by the row itself, not by its
    value, first: a sheet extended by one deal keeps its other rows (belot.game.extend),
    and hashing sixty rows' values at each change costs as much as a tap should."""
    language, rid = current_language(), game.rules.id
    kept = _DRAWN_ROWS.get(id(row))
    if kept is not None and kept[0] is row and kept[1] == language and kept[2] == rid:
        return kept[3]
    drawn = _drawn_row(language, rid, row)
    if len(_DRAWN_ROWS) >= DRAWN_ROWS:
        del _DRAWN_ROWS[next(iter(_DRAWN_ROWS))]  # the oldest
    _DRAWN_ROWS[id(row)] = (row, language, rid, drawn)  # the row kept: its id stays its own
    return drawn


DRAWN_ROWS = 2048  # rows kept drawn (a long game in each language, and then some)
_DRAWN_ROWS: dict[int, tuple[Row, str, str, Markup]] = {}


@functools.lru_cache(maxsize=2048)
def _drawn_row(language: str, ruleset_id: str, row: Row) -> Markup:
    """A row drawn, found by its value when the row is another object (the game read
    again: after Undo, or another tab's change)."""
    score = row.score
    label = [tag("span", {"class": "number"}, row.number), " ", _mark(ruleset_id, row)]
    cells = [
        tag(
            "td",
            {"class": _cell_class(row, team), "data-testid": f"row-{row.number}-{team}"},
            tag("span", {"class": "written"}, score.scores[team]),
            tag("small", {"class": "running"}, row.totals[team]),
        )
        for team in (0, 1)
    ]
    return tag(
        "tr",
        {
            "data-action": OpenDeal.name,
            "data-arg": OpenDeal(row.number - 1).arg(),
            "class": f"row outcome-{score.outcome.value}",
            "data-testid": f"row-{row.number}",
        },
        # The whole row takes a tap; the button is the way to it by keyboard.
        tag(
            "th", {"scope": "row"}, button(label, OpenDeal(row.number - 1), **{"class": "row-open"})
        ),
        cells,
    )


def _mark(ruleset_id: str, row: Row) -> Markup:
    """The row's words (:mod:`belot.app.marks`), each once; a trump suit's
    symbol in a span of its colour, so that a failed or hanging row's red leaves it be."""
    score = row.score
    if isinstance(row.deal, Adjustment):
        return tag("small", {"class": "mark"}, t("sheet.adjustment"), " ", row.deal.note)
    if score.contract is None:
        return tag("small", {}, t("sheet.redeal"))
    words: list[object] = []
    for mark in contract_marks(score, ruleset_id) + result_marks(score, ruleset_id):
        words += [" "] if words else []
        suit = tag("span", {"class": f"suit suit-{mark.suit}"}, mark.text)
        words.append(suit if mark.suit else mark.text)
    return tag("small", {"class": "mark"}, words)


def _cell_class(row: Row, team: int) -> str:
    return "declarer" if row.score.declarer == team else ""


def match_line(game: Game, score: MatchScore | None) -> Markup | None:
    """In a match: its best-of, the games each team has won, which game this is; once it
    has ended, who won it (docs/rules.md#matches)."""
    words = match_words(game, score)
    if not words:
        return None
    line, *won = words
    lines = [tag("p", {"class": "match", "data-testid": "match"}, line)]
    lines += [tag("p", {"class": "winner", "data-testid": "match-winner"}, w) for w in won]
    return tag("div", {"class": "match-score"}, lines)


def sheet_status(
    game: Game, sheet: Sheet, score: MatchScore | None = None, send: Markup | None = None
) -> Markup:
    lines: list[Markup | None] = []
    ruleset = game.rules.ruleset
    if sheet.held:
        lines.append(
            tag(
                "p",
                {"class": "held", "data-testid": "held"},
                term(
                    f"sheet.hanging.{ruleset.held_unit.value}",
                    ruleset.id,
                    points=sheet.held,
                    goes_to=t(f"sheet.hanging.goes_to.{game.rules.collector.value}"),
                ),
            )
        )
    if sheet.winner is not None:
        w = sheet.winner
        lines.append(
            tag(
                "p",
                {"class": "winner", "data-testid": "winner"},
                t(
                    "sheet.winner",
                    team=game.teams[w],
                    mine=sheet.totals[w],
                    theirs=sheet.totals[1 - w],
                ),
            )
        )
    elif sheet.drawn:  # a fixed number of deals, equal totals (docs/rules.md#fixed-number-of-deals)
        lines.append(
            tag(
                "p",
                {"class": "winner drawn", "data-testid": "drawn"},
                t("sheet.drawn", count=sheet.played, mine=sheet.totals[0], theirs=sheet.totals[1]),
            )
        )
    if sheet.over and score is not None and not score.ended:  # the match goes on
        lines.append(
            button(
                t("sheet.next_game"),
                NextInMatch(),
                **{"class": "primary", "data-testid": "next-in-match"},
            )
        )
    elif sheet.over and game.tournament is not None:  # a tournament's table: its result
        lines.append(send)
    elif sheet.over:
        lines.append(
            button(t("sheet.rematch"), Rematch(), **{"class": "primary", "data-testid": "rematch"})
        )
    else:
        lines += deals_left(game, sheet)
        lines.append(
            tag(
                "p",
                {"class": "dealer", "data-testid": "next-dealer"},
                t("sheet.next_dealer", name=seat_name(game, sheet.next_dealer)),
            )
        )
    return tag("div", {"class": "status"}, lines)


def deals_left(game: Game, sheet: Sheet) -> list[Markup]:
    """In a game of a fixed number of deals, which deal comes next ("Deal 7 of 12")."""
    deals = game.rules.deals_to_play
    if deals is None:
        return []
    line = t("sheet.deal_of", number=sheet.played + 1, deals=deals)
    return [tag("p", {"class": "deals", "data-testid": "deal-of"}, line)]


def sheet_tools(state: AppState) -> Markup:
    """Under the sheet: keep the screen on (where the browser can), share (the code and
    link for another phone, and the file: belot.app.screens.share), export."""
    current = state.current
    if current is None:
        return Markup("")
    return tag(
        "div",
        {"class": "tools", "data-testid": "sheet-tools"},
        wake_lock_toggle(state),
        button(t("transfer.share"), OpenShare(), data_testid="share"),
        button(t("transfer.export_game"), ExportGame(current.id), data_testid="export-game"),
    )
