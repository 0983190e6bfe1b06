"""The teams screen: every team with its players, when it joined or withdrew; a team added
late; the tournament's file to export (another organiser's phone takes over), and the
tournament deleted from this phone."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.tournament import TEAMS, NewTeam
from belot.app.screens.tournament.frame import frame, open_tournament
from belot.app.screens.tournament.teams import (
    AddTeam,
    AskDeleteTournament,
    AskWithdraw,
    DeleteTournament,
    ExportTournament,
    NewTeamField,
    Withdraw,
)
from belot.app.state import AppState
from belot.app.widgets import button, confirm_box, field, sends
from belot.limits import MAX_NAME
from belot.tournament import Kind, Team, Tournament


@draws(TEAMS)
def teams_screen(state: AppState) -> Markup:
    tournament = open_tournament(state)
    if tournament is None:
        return frame(state, TEAMS, "teams-screen")
    return frame(
        state,
        TEAMS,
        "teams-screen",
        tag(
            "ul",
            {"class": "teams"},
            [team_row(state, tournament, team) for team in tournament.teams],
        )
        if tournament.teams
        else tag("p", {}, t("tournament.no_teams")),
        add_part(state, tournament),
        tag(
            "div",
            {"class": "part file"},
            tag("h2", {}, t("tournament.file.title")),
            tag("p", {"class": "hint"}, t("tournament.file.hint")),
            button(t("tournament.export"), ExportTournament(), data_testid="tournament-export"),
        ),
        tag(
            "div",
            {"class": "part"},
            confirm_box(
                t("tournament.confirm_delete", name=tournament.name),
                DeleteTournament(tournament.id),
            )
            if state.confirm == f"delete-tournament:{tournament.id}"
            else button(
                t("tournament.delete"),
                AskDeleteTournament(tournament.id),
                **{"class": "quiet"},
                data_testid="tournament-delete",
            ),
        ),
    )


def team_row(state: AppState, tournament: Tournament, team: Team) -> Markup:
    notes = []
    if team.joined > 1:
        notes.append(t("tournament.joined", round=team.joined))
    if team.withdrawn is not None:
        notes.append(t("tournament.withdrawn_from", round=team.withdrawn))
    asking = state.confirm == f"withdraw:{team.id}"
    return tag(
        "li",
        {"class": "team" + (" withdrawn" if team.withdrawn is not None else "")},
        tag(
            "div",
            {"class": "team-words"},
            tag("strong", {}, team.name),
            tag("small", {}, " & ".join(team.players)) if team.players else None,
            [tag("small", {}, note) for note in notes],
        ),
        None
        if team.withdrawn is not None
        else confirm_box(t("tournament.confirm_withdraw", team=team.name), Withdraw(team.id))
        if asking
        else button(
            t("tournament.withdraw"),
            AskWithdraw(team.id),
            aria_label=t("tournament.withdraw_team", team=team.name),
            **{"class": "quiet"},
        ),
    )


def add_part(state: AppState, tournament: Tournament) -> Markup:
    started = bool(tournament.rounds)
    if started and tournament.settings.system.kind is Kind.ROUND_ROBIN:
        return tag("p", {"class": "hint"}, t("tournament.add.round_robin"))
    team = state.part(NewTeam) or NewTeam()
    inputs = [
        field(
            label,
            tag(
                "input",
                {
                    "type": "text",
                    "maxlength": MAX_NAME,
                    **sends(NewTeamField, name),
                    "value": value,
                    "id": f"new-team-{name}",
                    "data-testid": f"new-team-{name}",
                    "autocomplete": "off",
                },
            ),
        )
        for label, name, value in (
            (t("tournament.team.name_label"), "name", team.name),
            (t("tournament.team.player", number=1), "player-1", team.players[0]),
            (t("tournament.team.player", number=2), "player-2", team.players[1]),
        )
    ]
    return tag(
        "fieldset",
        {"class": "add-team"},
        tag("legend", {}, t("tournament.add.title")),
        tag(
            "p",
            {"class": "hint"},
            t("tournament.add.late") if started else t("tournament.add.hint"),
        ),
        inputs,
        tag("p", {"class": "error", "role": "alert"}, team.error) if team.error else None,
        button(t("tournament.add"), AddTeam(), **{"class": "primary"}, data_testid="team-add"),
    )
