"""The round screen: the draw, then each table with its teams, its status, its result (or
the two to choose from), the link that starts its game and its code full screen; a paper
table's result typed; the next round drawn, or the last one taken back."""

from __future__ import annotations

import contextlib
import functools

from belot.app.markup import Markup, tag
from belot.app.messages import describe_error, t
from belot.app.qr import QrUnavailableError, available, qr_svg
from belot.app.render import draws
from belot.app.screens.tournament import ROUND, CodeShown, NoCodes, Organising, Typing
from belot.app.screens.tournament.frame import frame, open_tournament, team_name
from belot.app.screens.tournament.kept import ShowRound
from belot.app.screens.tournament.rounds import (
    AskUndraw,
    ChooseResult,
    CloseCode,
    DrawRound,
    ShowCode,
    TypedAddGame,
    TypedCancel,
    TypedPoints,
    TypedRemoveGame,
    TypedSave,
    TypeResult,
    Undraw,
)
from belot.app.state import AppState
from belot.app.widgets import button, confirm_box, qr_figure, spoken
from belot.errors import BelotError
from belot.tournament import (
    Result,
    Round,
    Stage,
    Table,
    Tournament,
    can_draw,
    planned_rounds,
    pool_name,
    verify_draw,
)
from belot.tournament.links import assignment_link
from belot.tournament.results import match_of


def shown(state: AppState, tournament: Tournament) -> Round | None:
    """The round the screen shows (the one asked for, else the one drawn last)."""
    part = state.part(Organising)
    number = part.round if part is not None else 0
    if not tournament.rounds:
        return None
    return tournament.round(
        number if 1 <= number <= len(tournament.rounds) else len(tournament.rounds)
    )


STATUSES = ("waiting", "recorded", "typed", "choose")  # a table's, named tournament.status.<it>


def table_status(table: Table) -> str:
    """``waiting``, ``recorded`` (from the table's phone), ``typed`` or ``choose`` (results
    that differ: the organiser chooses)."""
    if table.undecided:
        return "choose"
    result = table.result
    if result is None:
        return "waiting"
    return "typed" if result.typed else "recorded"


@draws(ROUND)
def round_screen(state: AppState) -> Markup:
    tournament = open_tournament(state)
    if tournament is None:
        return frame(state, ROUND, "round-screen")
    drawn = shown(state, tournament)
    code = state.part(CodeShown)
    if (
        drawn is not None
        and code is not None
        and code.round == drawn.number
        and (1 <= code.table <= len(drawn.tables))
    ):
        return frame(state, ROUND, "round-screen", code_view(state, tournament, drawn, code.table))
    draw = draw_part(state, tournament, drawn)
    ready = can_draw(tournament)  # the next step: on top, else under the tables
    return frame(
        state,
        ROUND,
        "round-screen",
        round_nav(tournament, drawn),
        draw if ready else None,
        None if drawn is None else tables_part(state, tournament, drawn),
        None if ready else draw,
    )


def round_nav(tournament: Tournament, drawn: Round | None) -> Markup | None:
    """ "Round 2 of 5" with the ways to the rounds before and after it."""
    if drawn is None:
        return tag(
            "p", {"data-testid": "no-round"}, t("tournament.no_round", count=len(tournament.teams))
        )
    count = len(tournament.rounds)
    stage = drawn.stage
    words = t("tournament.round_heading", round=drawn.number, rounds=planned_rounds(tournament))
    if stage is not Stage.SWISS:
        words += " · " + t(f"tournament.stage.{stage.value}")
    return tag(
        "div",
        {"class": "round-nav"},
        button(
            "◀",
            ShowRound(drawn.number - 1),
            disabled=drawn.number <= 1,
            aria_label=t("tournament.round_before"),
            data_testid="round-before",
        ),
        tag("h2", {"data-testid": "round-shown"}, words),
        button(
            "▶",
            ShowRound(drawn.number + 1),
            disabled=drawn.number >= count,
            aria_label=t("tournament.round_after"),
            data_testid="round-after",
        ),
    )


def draw_part(state: AppState, tournament: Tournament, drawn: Round | None) -> Markup | None:
    """Draw the next round (off, with why, until it can be); take the last one back while
    no result has come for it."""
    current = tournament.current
    if drawn is not None and drawn is not current:
        return None  # an earlier round: nothing is drawn from here
    reason = None
    try:
        verify_draw(tournament)
    except BelotError as error:
        reason = "" if error.code == "tournament-over" else describe_error(error)
    if tournament.rounds and len(tournament.rounds) >= planned_rounds(tournament):
        reason = ""  # the last round is drawn: no more to draw
    undo = current is not None and not any(table.results for table in current.tables)
    return tag(
        "div",
        {"class": "draw"},
        None
        if reason == ""
        else button(
            t("tournament.draw", round=len(tournament.rounds) + 1),
            DrawRound(),
            disabled=reason is not None,
            **{"class": "primary"},
            data_testid="draw",
        ),
        tag("p", {"class": "hint", "data-testid": "draw-reason"}, reason) if reason else None,
        (
            confirm_box(t("tournament.confirm_undraw", round=current.number), Undraw())
            if state.confirm == "undraw"
            else button(
                t("tournament.undraw"), AskUndraw(), **{"class": "quiet"}, data_testid="undraw"
            )
        )
        if undo and current is not None
        else None,
    )


def tables_part(state: AppState, tournament: Tournament, drawn: Round) -> Markup:
    typing = state.part(Typing)
    byes = [team_name(tournament, i) for i in drawn.byes]
    return tag(
        "div",
        {"class": "round-tables"},
        button(
            t("tournament.show_codes"),
            ShowCode(1),
            **{"class": "primary codes"},
            data_testid="show-codes",
        )
        if drawn.tables
        else None,
        tag(
            "p",
            {"class": "byes", "data-testid": "byes"},
            t("tournament.byes", teams=", ".join(byes)),
        )
        if byes
        else None,
        tag(
            "ul",
            {"class": "tables"},
            [
                table_card(
                    state,
                    tournament,
                    drawn,
                    table,
                    typing
                    if typing is not None
                    and typing.round == drawn.number
                    and typing.table == table.number
                    else None,
                )
                for table in drawn.tables
            ],
        ),
    )


def table_card(
    state: AppState, tournament: Tournament, drawn: Round, table: Table, typing: Typing | None
) -> Markup:
    status, n = table_status(table), table.number
    one, two = (team_name(tournament, i) for i in table.teams)
    link = assignment_link(state.page_url, tournament, drawn.number, table.number)
    pool = "" if table.pool is None else t("tournament.pool", pool=pool_name(table.pool))
    return tag(
        "li",
        {
            "class": f"table status-{status}",
            "data-testid": f"table-{table.number}",
            "data-status": status,
        },
        tag(
            "div",
            {"class": "table-head"},
            tag("strong", {}, t("tournament.table", table=table.number)),
            tag(
                "span",
                {"class": f"chip {status}", "data-testid": f"status-{table.number}"},
                t(f"tournament.status.{status}"),
            ),
            tag("small", {}, pool) if pool else None,
        ),
        tag(
            "p",
            {"class": "pair"},
            tag("span", {}, one),
            tag("span", {"class": "versus"}, "–"),
            tag("span", {}, two),
        ),
        results_part(tournament, drawn, table),
        tag(
            "div",
            {"class": "table-tools"},
            tag(
                "a",
                {"href": link, "class": "table-link", "data-testid": f"round-table-{table.number}"},
                t("tournament.table_link", table=table.number),
            ),
            button(
                t("tournament.code"),
                ShowCode(table.number),
                aria_label=spoken(t("tournament.code"), t("tournament.code_named", table=n)),
                data_testid=f"code-{n}",
            ),
            None
            if typing is not None
            else button(
                t("tournament.type"),
                TypeResult(table.number),
                aria_label=spoken(t("tournament.type"), t("tournament.type_named", table=n)),
                data_testid=f"type-{n}",
            ),
        ),
        typed_form(tournament, drawn, table, typing) if typing is not None else None,
    )


def scores_words(result: Result) -> str:
    return " · ".join(f"{a} : {b}" for a, b in result.scores)


def winner_words(tournament: Tournament, table: Table, result: Result) -> str:
    if result.winner is None:
        return t("tournament.draw_result")
    return t("tournament.won_by", team=team_name(tournament, table.teams[result.winner]))


def result_line(
    tournament: Tournament, table: Table, result: Result, marked: bool = True
) -> Markup:
    return tag(
        "p",
        {"class": "result"},
        tag("strong", {"class": "scores"}, scores_words(result)),
        " ",
        tag("span", {}, winner_words(tournament, table, result)),
        " ",
        tag("small", {"class": "chip typed"}, t("tournament.status.typed"))
        if result.typed and marked
        else None,
    )


def results_part(tournament: Tournament, drawn: Round, table: Table) -> Markup | None:
    """The result that counts; every result side by side where more than one came."""
    if not table.results:
        return None
    if len(table.results) == 1 and table.result is not None:
        return result_line(tournament, table, table.result, marked=False)  # (its status says)
    return tag(
        "div",
        {"class": "candidates", "data-testid": f"candidates-{table.number}"},
        [
            tag(
                "div",
                {"class": "candidate" + (" chosen" if table.chosen == index else "")},
                tag("small", {}, t("tournament.candidate", number=index + 1)),
                result_line(tournament, table, result),
                tag("p", {"class": "counts"}, t("tournament.counts"))
                if table.chosen == index
                else button(
                    t("tournament.choose"),
                    ChooseResult(drawn.number, table.number, index),
                    aria_label=spoken(
                        t("tournament.choose"),
                        t("tournament.choose_named", number=index + 1, table=table.number),
                    ),
                    data_testid=f"choose-{table.number}-{index}",
                ),
            )
            for index, result in enumerate(table.results)
        ],
    )


def typed_form(tournament: Tournament, drawn: Round, table: Table, typing: Typing) -> Markup:
    """A paper table's points, game by game, the table's first team first."""
    one, two = (team_name(tournament, i) for i in table.teams)
    best_of = match_of(tournament, drawn)
    rows = []
    for game, (a, b) in enumerate(typing.scores):
        inputs = [
            tag(
                "label",
                {"class": "field"},
                tag("span", {}, name),
                tag(
                    "input",
                    {
                        "type": "text",
                        "inputmode": "numeric",
                        "maxlength": 7,
                        "data-field": TypedPoints.name,
                        "data-name": f"{game}:{side}",
                        "value": value,
                        "id": f"typed-{game}-{side}",
                        "data-testid": f"typed-{game}-{side}",
                        "autocomplete": "off",
                    },
                ),
            )
            for side, (name, value) in enumerate(((one, a), (two, b)))
        ]
        heading = t("tournament.typed.game", number=game + 1) if best_of is not None else None
        rows.append(
            tag(
                "div",
                {"class": "typed-game"},
                tag("small", {}, heading) if heading else None,
                inputs,
            )
        )
    return tag(
        "fieldset",
        {"class": "typed-result", "data-testid": "typed-result"},
        tag("legend", {}, t("tournament.typed.title", table=table.number)),
        tag("p", {"class": "hint"}, t("tournament.typed.help")),
        rows,
        tag(
            "div",
            {"class": "actions"},
            [
                button(t("tournament.typed.add"), TypedAddGame(), data_testid="typed-add"),
                button(
                    t("tournament.typed.remove"),
                    TypedRemoveGame(),
                    disabled=len(typing.scores) <= 1,
                    data_testid="typed-remove",
                ),
            ]
            if best_of is not None
            else None,
        ),
        tag("p", {"class": "error", "role": "alert", "data-testid": "typed-error"}, typing.error)
        if typing.error
        else None,
        tag(
            "div",
            {"class": "actions"},
            button(
                t("tournament.typed.save"),
                TypedSave(),
                **{"class": "primary"},
                data_testid="typed-save",
            ),
            button(t("common.cancel"), TypedCancel(), data_testid="typed-cancel"),
        ),
    )


@functools.lru_cache(maxsize=256)
def _drawn_code(link: str, label: str) -> Markup:
    return qr_svg(link, label)


def code_picture(link: str, label: str, failed: bool = False) -> Markup:
    """A table's code (drawn once per link), or what stands in for it while the QR library
    is not here (the link still works)."""
    svg = ""
    if available():
        with contextlib.suppress(QrUnavailableError):  # not drawn after all: the note
            svg = _drawn_code(link, label)
    status = "ready" if svg else "failed" if failed else "loading"
    return qr_figure(status, svg, t("tournament.code_loading"), t("tournament.code_failed"))


def code_view(state: AppState, tournament: Tournament, drawn: Round, number: int) -> Markup:
    """One table's code, as big as the screen allows, for the table's phone to scan; the
    previous and next tables."""
    table = drawn.table(number)
    one, two = (team_name(tournament, i) for i in table.teams)
    link = assignment_link(state.page_url, tournament, drawn.number, number)
    count = len(drawn.tables)
    label = t("tournament.code_label", table=number, round=drawn.number)
    return tag(
        "div",
        {"class": "table-code", "data-testid": "table-code"},
        tag(
            "h2", {"data-testid": "code-table"}, t("tournament.code_of", table=number, tables=count)
        ),
        tag(
            "p",
            {"class": "pair"},
            tag("span", {}, one),
            tag("span", {"class": "versus"}, "–"),
            tag("span", {}, two),
        ),
        code_picture(link, label, state.part(NoCodes) is not None),
        tag("p", {"class": "hint"}, t("tournament.code_hint")),
        tag(
            "p",
            {"class": "link"},
            tag(
                "a",
                {"href": link, "class": "table-link", "data-testid": f"round-table-{number}"},
                t("tournament.table_link", table=number),
            ),
        ),
        tag(
            "div",
            {"class": "actions code-steps"},
            button(
                "◀ " + t("tournament.code_before"),
                ShowCode(number - 1),
                disabled=number <= 1,
                data_testid="code-before",
            ),
            button(
                t("tournament.code_after") + " ▶",
                ShowCode(number + 1),
                disabled=number >= count,
                **{"class": "primary"},
                data_testid="code-after",
            ),
            button(t("tournament.code_close"), CloseCode(), data_testid="code-close"),
        ),
    )
