"""A table's phone: the assignment that came as a link, the result's code and link, and
what the sheet of a tournament's game says of it (its tournament, round and table; *Send
the result* once the table's game or match has ended)."""

from __future__ import annotations

from belot.app.common import Back
from belot.app.house_rules import house_rules
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.table import ASSIGNMENT, SEND, Assignment, ResultCode, ResultLink
from belot.app.screens.table.actions import (
    AssignmentCancel,
    CopyResultLink,
    OpenSendResult,
    ShareResultLink,
    StartTable,
)
from belot.app.seats import seat_name
from belot.app.state import AppState
from belot.app.widgets import button, qr_figure
from belot.game import Game


def place_words(game: Game) -> str:
    """ "Club night · round 2 · table 3"."""
    place = game.tournament
    if place is None:
        return ""
    return t("table.place", name=place.name, round=place.round, table=place.table)


def tournament_place(game: Game) -> Markup | None:
    """On the sheet of a tournament's game: which tournament, round and table it is."""
    if game.tournament is None:
        return None
    return tag(
        "p", {"class": "tournament-place", "data-testid": "tournament-place"}, place_words(game)
    )


def send_result_button(state: AppState) -> Markup | None:
    """*Send the result*, where a rematch would be: a link to the table's result (what the
    organiser's phone opens), which shows its code when tapped here."""
    kept = state.part(ResultLink)
    if kept is None:
        return None
    return tag(
        "div",
        {"class": "send-result"},
        tag("p", {"class": "hint"}, t("table.send.hint")),
        tag(
            "a",
            {
                "href": kept.link,
                "class": "button primary",
                "role": "button",
                "data-action": OpenSendResult.name,
                "data-arg": OpenSendResult().arg(),
                "data-testid": "send-result",
            },
            t("table.send"),
        ),
    )


@draws(ASSIGNMENT)
def assignment_screen(state: AppState) -> Markup:
    part = state.part(Assignment)
    if part is None or part.game.tournament is None:  # (reopened without it)
        return tag(
            "section",
            {"class": "assignment", "data-testid": "assignment"},
            tag("h1", {}, t("table.title")),
            button(t("common.back"), AssignmentCancel(), data_testid="back"),
        )
    game, place = part.game, part.game.tournament
    rules = house_rules(game.rules)
    match = game.match
    players = game.players
    return tag(
        "section",
        {"class": "assignment", "data-testid": "assignment"},
        tag("h1", {}, place.name),
        tag(
            "p",
            {"class": "where", "data-testid": "assignment-place"},
            t("table.round_table", round=place.round, table=place.table),
        ),
        tag(
            "div",
            {"class": "pair-card"},
            [
                tag(
                    "p",
                    {"class": "team", "data-testid": f"assignment-team-{side}"},
                    tag("strong", {}, game.teams[side]),
                    tag("small", {}, f"{players[side]} & {players[side + 2]}") if players else None,
                )
                for side in (0, 1)
            ],
        ),
        tag("p", {}, t(f"ruleset.{game.rules.id}")),
        tag("p", {"class": "hint"}, " · ".join(rules)) if rules else None,
        tag("p", {"class": "hint"}, t("setup.best_of", count=match.best_of)) if match else None,
        tag(
            "p", {"class": "hint"}, t("table.first_dealer", name=seat_name(game, game.first_dealer))
        ),
        tag(
            "div",
            {"class": "actions"},
            button(
                t("table.start"), StartTable(), **{"class": "primary"}, data_testid="table-start"
            ),
            button(t("common.cancel"), AssignmentCancel(), data_testid="assignment-cancel"),
        ),
    )


@draws(SEND)
def send_screen(state: AppState) -> Markup:
    current, code = state.current, state.part(ResultCode)
    assert current is not None
    game = current.game
    if code is None or code.game_id != current.id:  # (reopened without its code)
        return tag(
            "section",
            {"class": "share-screen send-screen", "data-testid": "send-screen"},
            tag("h1", {}, t("table.send.title")),
            button(t("table.send"), OpenSendResult(), **{"class": "primary"}),
            button(t("common.back"), Back(), data_testid="back"),
        )
    big = code.status == "too-big"
    return tag(
        "section",
        {"class": "share-screen send-screen", "data-testid": "send-screen"},
        tag("h1", {}, t("table.send.title")),
        tag("p", {"class": "where", "data-testid": "send-place"}, place_words(game)),
        tag(
            "p",
            {"class": "hint"},
            t("table.send.too_big") if big else t("table.send.scan"),
        ),
        None if big else picture(code),
        None
        if big
        else tag(
            "p",
            {"class": "link"},
            tag(
                "a",
                {"href": code.link, "data-testid": "send-result", "class": "game-link"},
                t("table.send.link"),
            ),
            " ",
            tag("small", {}, t("share.link_size", size=len(code.link))),
        ),
        tag(
            "div",
            {"class": "actions sticky"},
            None
            if big
            else [
                button(
                    t("share.copy_link"),
                    CopyResultLink(),
                    **{"class": "primary"},
                    data_testid="send-result-copy",
                ),
                button(t("share.send_link"), ShareResultLink(), data_testid="send-result-share"),
            ],
            button(t("common.back"), Back(), data_testid="back"),
        ),
    )


def picture(code: ResultCode) -> Markup:
    return qr_figure(code.status, code.svg, t("share.qr_loading"), t("share.qr_failed"))
