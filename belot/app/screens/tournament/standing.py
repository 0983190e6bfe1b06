"""The standings screen's actions: a team's rounds (where each of its points came from),
the big screen for the room, and the standings shared as text, as a picture and as a CSV
file (docs/rules.md#standings)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.app.actions import Plain, Switch, Text
from belot.app.common import queue
from belot.app.controller import Controller, handles
from belot.app.effects import Download, ShareImage, ShareText
from belot.app.messages import t
from belot.app.screens.tournament import BigScreen, TeamShown
from belot.app.screens.tournament.board import (
    standings_csv,
    standings_picture,
    standings_text,
)
from belot.app.screens.tournament.kept import the_tournament
from belot.app.screens.tournament.teams import file_name
from belot.app.state import Notice


@dataclass(frozen=True)
class ShowTeam(Text, name="standings-team"):
    """Show this team's rounds ("" closes them)."""


@dataclass(frozen=True)
class BigScreenOn(Switch, name="standings-big"):
    """The standings for a projector or a tablet across the room (or back)."""


@dataclass(frozen=True)
class ShareStandings(Plain, name="standings-share"):
    """The standings as text: the share sheet, else copied."""


@dataclass(frozen=True)
class StandingsImage(Plain, name="standings-image"):
    """The standings as a picture (PNG): the share sheet where it takes files, else saved."""


@dataclass(frozen=True)
class ImageDone(Text, name="standings-image-done"):
    """What became of the picture: ``ok``, ``cancelled`` or ``failed:<why>``."""


@dataclass(frozen=True)
class StandingsCsv(Plain, name="standings-csv"):
    """The standings as a CSV file, downloaded."""


@handles(ShowTeam)
def show_team(controller: Controller, message: ShowTeam) -> None:
    tournament = the_tournament(controller)
    if not message.text or tournament is None:
        controller.state = controller.state.without_part(TeamShown)
    elif any(team.id == message.text for team in tournament.teams):
        controller.state = controller.state.with_part(TeamShown(message.text))


@handles(BigScreenOn)
def big_screen(controller: Controller, message: BigScreenOn) -> None:
    state = controller.state.without_part(TeamShown)
    controller.state = state.with_part(BigScreen()) if message.on else state.without_part(BigScreen)


@handles(ShareStandings)
def share_standings(controller: Controller, _: ShareStandings) -> None:
    tournament = the_tournament(controller)
    if tournament is not None:
        title = t("tournament.standings.title_of", name=tournament.name)
        queue(controller, ShareText(title, standings_text(tournament)))


@handles(StandingsImage)
def standings_image(controller: Controller, _: StandingsImage) -> None:
    tournament = the_tournament(controller)
    if tournament is not None:
        title = t("tournament.standings.title_of", name=tournament.name)
        name = file_name(tournament, controller.clock(), "png")
        queue(controller, ShareImage(title, name, standings_picture(tournament), ImageDone))


@handles(ImageDone)
def image_done(controller: Controller, message: ImageDone) -> None:
    kind, _, why = message.text.partition(":")
    if kind == "failed":
        notice = Notice("transfer.failed", (("detail", why[:200]),))
        controller.state = replace(controller.state, notice=notice)


@handles(StandingsCsv)
def csv_file(controller: Controller, _: StandingsCsv) -> None:
    tournament = the_tournament(controller)
    if tournament is not None:
        name = file_name(tournament, controller.clock(), "csv")
        queue(controller, Download(name, standings_csv(tournament), "text/csv"))
