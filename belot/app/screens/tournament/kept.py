"""The open tournament: opened from the store once, kept in the state
(:class:`~belot.app.screens.tournament.Organising`), written back after each step of the
night; and the ways between the organiser's screens.

Every step reads the tournament through :func:`organising`, which compares the stored text
with what this tab last read or wrote: if another tab (another scan of a result, say)
changed it meanwhile, it is read again and the step is not taken on the old one. A step
that the engine refuses changes nothing and says why, in the player's language.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from belot.app.actions import Index, Plain, Text
from belot.app.common import queue
from belot.app.controller import Controller, follows, handles, resumes
from belot.app.effects import LoadQr, ScrollTop
from belot.app.messages import describe_error
from belot.app.qr import ARCHIVE, available
from belot.app.screens.tournament import (
    OF_ONE,
    ROUND,
    STANDINGS,
    TEAMS,
    TOURNAMENT_NEW,
    TOURNAMENTS,
    Listed,
    NoCodes,
    Organising,
    TourForm,
)
from belot.app.state import Notice
from belot.app.storage import StoreFullError, UnreadableEntryError, tournament_key
from belot.errors import BelotError

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.tournament import Tournament


@dataclass(frozen=True)
class OpenTournaments(Plain, name="tournaments-open"):
    """The list of the tournaments kept on this phone."""


@dataclass(frozen=True)
class OpenTournament(Text, name="tournament-open"):
    """Open the kept tournament with this id, on its round screen."""


@dataclass(frozen=True)
class ShowRound(Index, name="tournament-round"):
    """The round screen, showing this round (0: the one drawn last)."""

    high = 64


@dataclass(frozen=True)
class ShowStandings(Plain, name="tournament-standings"):
    """The standings of the open tournament."""


@dataclass(frozen=True)
class ShowTeams(Plain, name="tournament-teams"):
    """The teams of the open tournament: add one, withdraw one; the file."""


@dataclass(frozen=True)
class CodesLoaded(Text, name="tournament-qr-loaded"):
    """The QR library was fetched (``ok``) or not (``failed:<why>``): the codes show."""

    unasked: ClassVar[bool] = True


def organising(controller: Controller) -> Organising | None:
    """The open tournament as it is stored now (read again if another tab changed it);
    None if none is open, or it is no longer kept or cannot be read."""
    part = controller.state.part(Organising)
    if part is None:
        return None
    text = controller.store.get(tournament_key(part.id))
    if part.tournament is not None and text == part.text:
        return part
    found = _read(controller, part.id)
    if found is None:
        controller.state = controller.state.without_part(Organising)
        return None
    tournament, text = found
    fresh = replace(part, tournament=tournament, text=text)
    controller.state = controller.state.with_part(fresh)
    return fresh


def _read(controller: Controller, tournament_id: str) -> tuple[Tournament, str] | None:
    try:
        return controller.tournaments.read(tournament_id)
    except UnreadableEntryError:
        return None


def the_tournament(controller: Controller) -> Tournament | None:
    part = organising(controller)
    return None if part is None else part.tournament


def keep(controller: Controller, tournament: Tournament, notice: Notice | None = None) -> bool:
    """Write ``tournament`` as the open one's new state (and say ``notice``); False, with
    nothing changed, if the store is full."""
    try:
        text = controller.tournaments.write(tournament, controller.clock())
    except StoreFullError:
        controller.refused("tournament.storage_full")
        return False
    part = controller.state.part(Organising) or Organising(tournament.id)
    part = replace(part, id=tournament.id, tournament=tournament, text=text)
    controller.state = replace(controller.state.with_part(part), notice=notice, confirm="")
    return True


def refuse(controller: Controller, error: BelotError) -> None:
    """The engine refused the step: nothing changes; say why, in the player's language."""
    reason = describe_error(error)
    notice = Notice("tournament.refused", (("reason", reason),))
    controller.state = replace(controller.state, notice=notice, confirm="")


def open_tournament(controller: Controller, tournament_id: str) -> bool:
    """Make ``tournament_id`` the open tournament (read from the store unless it is open
    already); False, with the list of tournaments and a notice, if it cannot be."""
    part = controller.state.part(Organising)
    if part is not None and part.id == tournament_id and organising(controller) is not None:
        return True
    found = _read(controller, tournament_id)
    if found is None:
        controller.state = controller.state.without_part(Organising)
        show_list(controller, Notice("tournament.unreadable"))
        return False
    tournament, text = found
    controller.state = controller.state.with_part(Organising(tournament_id, tournament, text))
    return True


def shown_round(controller: Controller) -> int:
    """The round the round screen shows: the one asked for, else the one drawn last."""
    part = organising(controller)
    if part is None or part.tournament is None:
        return 0
    drawn = len(part.tournament.rounds)
    return part.round if 1 <= part.round <= drawn else drawn


def show_list(controller: Controller, notice: Notice | None = None) -> None:
    """The list of the kept tournaments (read now), saying ``notice`` if there is one."""
    listed = Listed(controller.tournaments.listing().lines)
    state = replace(controller.state, screen=TOURNAMENTS, confirm="").with_part(listed)
    controller.state = state if notice is None else replace(state, notice=notice)


def want_codes(controller: Controller) -> None:
    """Fetch the QR library if it is not here yet (the tables' codes need it)."""
    if not available():
        queue(controller, LoadQr(ARCHIVE, CodesLoaded))


@handles(OpenTournaments)
def open_tournaments(controller: Controller, _: OpenTournaments) -> None:
    show_list(controller)


@handles(OpenTournament)
def open_one(controller: Controller, message: OpenTournament) -> None:
    if open_tournament(controller, message.text):
        part = controller.state.part(Organising)
        if part is not None:
            controller.state = controller.state.with_part(replace(part, round=0))
        controller.state = replace(controller.state, screen=ROUND, confirm="")
        want_codes(controller)
        queue(controller, ScrollTop())


@handles(ShowRound)
def show_round(controller: Controller, message: ShowRound) -> None:
    part = organising(controller)
    if part is None:
        return
    shown = replace(part, round=message.value)
    controller.state = replace(controller.state.with_part(shown), screen=ROUND, confirm="")
    want_codes(controller)


@handles(ShowStandings)
def show_standings(controller: Controller, _: ShowStandings) -> None:
    if organising(controller) is not None:
        controller.state = replace(controller.state, screen=STANDINGS, confirm="")


@handles(ShowTeams)
def show_teams(controller: Controller, _: ShowTeams) -> None:
    if organising(controller) is not None:
        controller.state = replace(controller.state, screen=TEAMS, confirm="")


@handles(CodesLoaded)
def codes_loaded(controller: Controller, message: CodesLoaded) -> None:
    """The page is painted again, with the codes if they can be drawn now."""
    if message.text.startswith("failed"):
        controller.state = controller.state.with_part(NoCodes())


def settle(controller: Controller) -> None:
    """A screen of one tournament without it (deleted, unreadable) shows the list."""
    if controller.state.screen in OF_ONE and organising(controller) is None:
        show_list(controller, controller.state.notice)


def _resume_one(controller: Controller, session: dict[str, object]) -> None:
    """Reopen a screen of the tournament the tab had open (its id is in the tab's session);
    the list of tournaments if it is no longer kept."""
    panels = session.get("panels")
    data = panels.get(Organising.kept) if isinstance(panels, dict) else None
    screen = next((s for s in OF_ONE if s.id == session.get("screen")), ROUND)
    try:
        part = Organising.from_json(data)
    except ValueError:
        show_list(controller)
        return
    controller.state = replace(controller.state, screen=screen)
    if open_tournament(controller, part.id):
        opened = controller.state.part(Organising)
        if opened is not None:
            controller.state = controller.state.with_part(replace(opened, round=part.round))
        if screen is ROUND:
            want_codes(controller)
    settle(controller)


for _screen in OF_ONE:
    resumes(_screen)(_resume_one)


@resumes(TOURNAMENTS)
def _resume_list(controller: Controller, session: dict[str, object]) -> None:
    show_list(controller)


@resumes(TOURNAMENT_NEW)
def _resume_form(controller: Controller, session: dict[str, object]) -> None:
    """The form reopens; what was typed in it comes back with its kept part."""
    controller.state = replace(controller.state, screen=TOURNAMENT_NEW).with_part(TourForm())


@follows
def _follow(controller: Controller, key: str | None) -> None:
    """Another tab changed the open tournament (it recorded a result that came as a link):
    show it as it is now; deleted there, back to the list."""
    part = controller.state.part(Organising)
    if part is None or key not in (None, tournament_key(part.id)):
        return
    organising(controller)
    settle(controller)
