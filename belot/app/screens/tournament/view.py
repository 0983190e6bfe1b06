"""The organiser's screens, one module each (each registers its view as it is imported):
the list (:mod:`.list_view`), the form (:mod:`.form_view`), the round (:mod:`.round_view`),
the standings (:mod:`.standings_view`), the teams (:mod:`.teams_view`); and here, a table's
result that came as a link."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.tournament import (
    ARRIVAL,
    Arrived,
    form_view,
    list_view,
    round_view,
    standings_view,
    teams_view,
)
from belot.app.screens.tournament.frame import frame, open_tournament, team_name
from belot.app.screens.tournament.kept import ShowRound, ShowStandings
from belot.app.screens.tournament.round_view import results_part
from belot.app.state import AppState
from belot.app.widgets import button

VIEWS = (form_view, list_view, round_view, standings_view, teams_view)


@draws(ARRIVAL)
def arrival_screen(state: AppState) -> Markup:
    """What came: which table of which round, what recording it did, the table's result
    (or its results side by side, to choose from)."""
    tournament, arrived = open_tournament(state), state.part(Arrived)
    if tournament is None or arrived is None or arrived.round > len(tournament.rounds):
        return frame(
            state, ARRIVAL, "result-screen", button(t("tournament.tab.round"), ShowRound(0))
        )
    drawn = tournament.round(arrived.round)
    if arrived.table > len(drawn.tables):
        return frame(
            state, ARRIVAL, "result-screen", button(t("tournament.tab.round"), ShowRound(0))
        )
    table = drawn.table(arrived.table)
    one, two = (team_name(tournament, i) for i in table.teams)
    return frame(
        state,
        ARRIVAL,
        "result-screen",
        tag("h2", {}, t("tournament.table_of_round", table=table.number, round=drawn.number)),
        tag(
            "p",
            {"class": "pair"},
            tag("span", {}, one),
            tag("span", {"class": "versus"}, "–"),
            tag("span", {}, two),
        ),
        tag(
            "p",
            {"class": f"arrived {arrived.status}", "data-testid": "arrived"},
            t(f"tournament.arrived.{arrived.status}"),
        ),
        results_part(tournament, drawn, table),
        tag(
            "div",
            {"class": "actions"},
            button(
                t("tournament.tab.round"),
                ShowRound(drawn.number),
                **{"class": "primary"},
                data_testid="to-round",
            ),
            button(t("tournament.tab.standings"), ShowStandings(), data_testid="to-standings"),
        ),
    )
