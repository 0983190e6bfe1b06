"""What every screen of one tournament shows around its own part: the tournament's name,
where it stands, the ways to its round, standings and teams, and back to the list."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.screen import Screen
from belot.app.screens.tournament import ROUND, STANDINGS, TEAMS, Organising
from belot.app.screens.tournament.board import progress
from belot.app.screens.tournament.kept import OpenTournaments, ShowRound, ShowStandings, ShowTeams
from belot.app.state import AppState
from belot.app.widgets import button, choice
from belot.tournament import Tournament


def open_tournament(state: AppState) -> Tournament | None:
    part = state.part(Organising)
    return None if part is None else part.tournament


def frame(state: AppState, screen: Screen, name: str, *content: object) -> Markup:
    """A screen of the open tournament: its heading and tabs, then ``content``."""
    tournament = open_tournament(state)
    if tournament is None:  # (it was deleted, or cannot be read: the list is the way)
        return tag(
            "section",
            {"class": "tournament", "data-testid": name},
            tag("p", {}, t("tournament.unreadable")),
            button(t("tournament.list"), OpenTournaments(), data_testid="tournaments"),
        )
    return tag(
        "section",
        {"class": f"tournament {name}", "data-testid": name},
        tag("h1", {"class": "tour-name"}, tournament.name),
        tag("p", {"class": "progress", "data-testid": "progress"}, progress(tournament)),
        tabs(screen),
        *content,
        tag(
            "div",
            {"class": "actions"},
            button(t("tournament.list"), OpenTournaments(), data_testid="tournaments"),
        ),
    )


def tabs(screen: Screen) -> Markup:
    """The round, the standings, the teams: the one shown pressed."""
    return tag(
        "nav",
        {"class": "tour-tabs", "aria-label": t("tournament.tabs")},
        choice(t("tournament.tab.round"), ShowRound(0), screen is ROUND, data_testid="tab-round"),
        choice(
            t("tournament.tab.standings"),
            ShowStandings(),
            screen is STANDINGS,
            data_testid="tab-standings",
        ),
        choice(t("tournament.tab.teams"), ShowTeams(), screen is TEAMS, data_testid="tab-teams"),
    )


def team_name(tournament: Tournament, team_id: str) -> str:
    return tournament.team(team_id).name
