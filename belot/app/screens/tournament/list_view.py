"""The list of the tournaments kept on this phone, the way to a new one, and a tournament
file imported (another organiser's, to take over)."""

from __future__ import annotations

from belot.app.common import GoHome
from belot.app.dates import when
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.tournament import TOURNAMENTS, Listed, Replacing
from belot.app.screens.tournament.form import NewTournament
from belot.app.screens.tournament.kept import OpenTournament
from belot.app.screens.tournament.teams import (
    AskDeleteTournament,
    DeleteTournament,
    ImportTournament,
    ReplaceCancel,
    ReplaceTournament,
)
from belot.app.state import AppState
from belot.app.tournaments import TournamentLine
from belot.app.widgets import button, confirm_box


@draws(TOURNAMENTS)
def tournaments_screen(state: AppState) -> Markup:
    lines = state_lines(state)
    replacing = state.part(Replacing)
    return tag(
        "section",
        {"class": "tournaments", "data-testid": "tournaments-screen"},
        tag("h1", {}, t("tournament.list.title")),
        tag("p", {"class": "hint"}, t("tournament.list.hint")),
        button(
            t("tournament.new"),
            NewTournament(),
            **{"class": "primary"},
            data_testid="tournament-new",
        ),
        replace_box(replacing) if replacing is not None else None,
        tag("ul", {"class": "games tournament-list"}, [row(line, state) for line in lines])
        if lines
        else tag("p", {"data-testid": "no-tournaments"}, t("tournament.list.empty")),
        tag(
            "div",
            {"class": "actions"},
            button(t("tournament.import"), ImportTournament(), data_testid="tournament-import"),
            button(t("tournament.games"), GoHome(), data_testid="games"),
        ),
    )


def state_lines(state: AppState) -> tuple[TournamentLine, ...]:
    listed = state.part(Listed)
    return listed.lines if listed is not None else ()


def replace_box(replacing: Replacing) -> Markup:
    return tag(
        "div",
        {"class": "confirm", "role": "alertdialog", "aria-labelledby": "replace-question"},
        tag("p", {"id": "replace-question"}, t("tournament.replace", name=replacing.name)),
        button(
            t("tournament.replace.yes"),
            ReplaceTournament(),
            **{"class": "danger"},
            data_testid="replace-yes",
        ),
        button(t("common.cancel"), ReplaceCancel(), data_testid="replace-no"),
    )


def summary_of(line: TournamentLine) -> str:
    """ "Swiss · 8 teams · round 2 of 3" (or over, or no round yet)."""
    kind = t(f"tournament.kind.{line.kind}")
    teams = t("tournament.teams_count", count=line.teams)
    if line.over:
        where = t("tournament.over")
    elif line.rounds:
        where = t("tournament.round_of", round=line.rounds, rounds=line.planned)
    else:
        where = t("tournament.not_started")
    return f"{kind} · {teams} · {where}"


def row(line: TournamentLine, state: AppState) -> Markup:
    key = f"tournament-{line.id}"
    asking = state.confirm == f"delete-tournament:{line.id}"
    changed = when(line.updated, state.utc_offset) if line.updated else ""
    return tag(
        "li",
        {"data-tournament": line.id},
        button(
            [
                tag("strong", {}, line.name),
                tag("small", {}, summary_of(line)),
                tag("small", {"class": "when"}, changed) if changed else None,
            ],
            OpenTournament(line.id),
            **{"class": "game", "id": key},
            data_testid="open-tournament",
        ),
        confirm_box(t("tournament.confirm_delete", name=line.name), DeleteTournament(line.id))
        if asking
        else button(
            t("home.delete"),
            AskDeleteTournament(line.id),
            id=f"{key}-delete",
            aria_labelledby=f"{key}-delete {key}",
            **{"class": "quiet"},
        ),
    )
