"""A table's phone in a tournament: the assignment link opened (``#t1.``: shown, then the
game started with one tap), the result sent (``#r1.``: a code and a link built from every
game of the table), and which message a link of the page's address stands for."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar, Self

from belot.app.actions import Message, Plain, Text
from belot.app.common import queue
from belot.app.controller import Controller, handles, resumes, settles
from belot.app.effects import Copy, LoadQr, ScrollTop, ShareLink
from belot.app.link import is_game_link
from belot.app.matches import standing
from belot.app.messages import describe_error, t
from belot.app.qr import ARCHIVE, QrUnavailableError, available, fits, qr_svg
from belot.app.screen import SHEET
from belot.app.screens.share.actions import OpenLink
from belot.app.screens.table import ASSIGNMENT, SEND, Assignment, ResultCode, ResultLink
from belot.app.screens.tournament.arrival import OpenResultLink
from belot.app.state import Notice
from belot.app.storage import SavedGame, UnreadableEntryError, game_key
from belot.errors import BelotError
from belot.limits import MAX_LINK
from belot.tag import TournamentTag

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game, Sheet
    from belot.match import MatchScore


@dataclass(frozen=True)
class OpenAssignment(Text, name="assignment-link"):
    """A table's assignment link's fragment, read by the browser edge: shown, or refused
    with the reason."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg.removeprefix("#")[: MAX_LINK + 1])


@dataclass(frozen=True)
class StartTable(Plain, name="table-start"):
    """Start the table's game, everything set (or open it, if it was started here)."""


@dataclass(frozen=True)
class AssignmentCancel(Plain, name="assignment-cancel"):
    """Not now: back to the list of games."""


@dataclass(frozen=True)
class OpenSendResult(Plain, name="send-result-open"):
    """The table's result as a code and a link for the organiser's phone."""


@dataclass(frozen=True)
class ResultQrLoaded(Text, name="send-result-qr-loaded"):
    """The QR library was fetched (``ok``) or not (``failed:<why>``)."""

    unasked: ClassVar[bool] = True


@dataclass(frozen=True)
class CopyResultLink(Plain, name="send-result-copy"):
    """Copy the result's link."""


@dataclass(frozen=True)
class ShareResultLink(Plain, name="send-result-share"):
    """The share sheet with the result's link (copied where there is none)."""


def link_message(fragment: str) -> Message | None:
    """What a fragment of the page's address asks for: a game's link (``#g1.``), a table's
    assignment (``#t1.``) or its result (``#r1.``), of any version (a newer one is refused
    with the reason); None for any other fragment, which is left alone."""
    text = fragment.removeprefix("#")
    if is_game_link(text):
        return OpenLink.parse(text)
    from belot.tournament import is_assignment_link, is_result_link

    if is_assignment_link(text):
        return OpenAssignment.parse(text)
    if is_result_link(text):
        return OpenResultLink.parse(text)
    return None


@handles(OpenAssignment)
def open_assignment(controller: Controller, message: OpenAssignment) -> None:
    from belot.tournament import read_assignment

    try:
        game = read_assignment(message.text)
    except BelotError as error:
        notice = Notice("table.refused", (("reason", describe_error(error)),))
        controller.state = replace(controller.state, notice=notice)
        return
    state = replace(controller.state, screen=ASSIGNMENT, detail=None, confirm="")
    controller.state = state.with_part(Assignment(message.text, game))


@resumes(ASSIGNMENT)
def resume_assignment(controller: Controller, session: dict[str, object]) -> None:
    """Reopen the assignment that was shown (its link is in this tab's session)."""
    panels = session.get("panels")
    kept = panels.get(Assignment.kept) if isinstance(panels, dict) else None
    try:
        part = Assignment.from_json(kept)
    except ValueError:
        return  # (not kept, or no longer readable: the list of games)
    state = replace(controller.state, screen=ASSIGNMENT)
    controller.state = state.with_part(part)


def table_game_id(place: TournamentTag) -> str:
    """The id a table's game is saved under on its phone: scanning the code again opens
    it instead of starting a second one."""
    return f"{place.id}-r{place.round}-t{place.table}"


def _stored(controller: Controller, game_id: str) -> SavedGame | None:
    try:
        return controller.games.read(game_id)
    except UnreadableEntryError:
        return None


@handles(StartTable)
def start_table(controller: Controller, _: StartTable) -> None:
    part = controller.state.part(Assignment)
    if part is None or part.game.tournament is None:
        return
    place = part.game.tournament
    game_id = table_game_id(place)
    there = _stored(controller, game_id)
    kept = there.game.tournament if there is not None else None
    if there is not None and kept is not None and kept.same_place(place):
        controller.open(game_id)
        controller.state = replace(controller.state, notice=Notice("table.already"))
    elif controller.store.get(game_key(game_id)) is None:
        controller.create(part.game, game_id)
    else:  # that id holds another game (a round drawn again): a new id
        controller.create(part.game)
    if not available():  # the result's code, once the game has ended
        queue(controller, LoadQr(ARCHIVE, ResultQrLoaded))
    queue(controller, ScrollTop())


@handles(AssignmentCancel)
def assignment_cancel(controller: Controller, _: AssignmentCancel) -> None:
    controller.go_home()


def table_games(controller: Controller, saved: SavedGame) -> list[Game]:
    """Every game the table played, in order: the game, or each game of its match (as
    stored now), found by the match's id."""
    game = saved.game
    place = game.match
    if place is None:
        return [game]
    found: dict[int, Game] = {}
    for summary in controller.games.in_matches({place.id}):
        if summary.match is None or summary.match.id != place.id:
            continue
        if summary.id == saved.id:
            found[summary.match.game] = game
            continue
        other = _stored(controller, summary.id)
        if other is not None:
            found[summary.match.game] = other.game
    found[place.game] = game
    return [found[n] for n in sorted(found) if n <= place.game]


def table_done(game: Game, sheet: Sheet, score: MatchScore | None) -> bool:
    """Whether the table's game (its match) has ended: its result can be sent."""
    if game.tournament is None or not sheet.over:
        return False
    return game.match is None or (score is not None and score.ended)


@settles
def keep_result_link(controller: Controller) -> None:
    """The sheet of a table's finished game keeps its result link (made again only when the
    game changes), so that *Send the result* is that link."""
    state = controller.state
    current, sheet = state.current, state.sheet
    if state.screen is not SHEET or current is None or sheet is None:
        return
    kept = state.part(ResultLink)
    if kept is not None and (kept.game_id, kept.revision) == (current.id, current.revision):
        return
    score = standing(state.matched, current.id, current.game, sheet)
    if not table_done(current.game, sheet, score):
        if kept is not None:
            controller.state = state.without_part(ResultLink)
        return
    from belot.tournament import result_link

    link = result_link(controller.page_url, table_games(controller, current))
    controller.state = state.with_part(ResultLink(current.id, current.revision, link))


def result_code(controller: Controller, saved: SavedGame) -> ResultCode:
    """The result's code of the table whose game ``saved`` is (drawn if the QR library is
    here, else to be loaded)."""
    from belot.tournament import result_link

    games = table_games(controller, saved)
    link = result_link(controller.page_url, games)
    code = ResultCode(saved.id, saved.revision, link, "loading", len(games))
    if not fits(link):
        return replace(code, status="too-big")
    return drawn(code) if available() else code


def drawn(code: ResultCode) -> ResultCode:
    try:
        svg = qr_svg(code.link, t("table.qr_label"))
    except QrUnavailableError:
        return replace(code, status="failed")
    return replace(code, status="ready", svg=str(svg))


@handles(OpenSendResult)
def open_send_result(controller: Controller, _: OpenSendResult) -> None:
    current = controller.state.current
    if current is None or current.game.tournament is None:
        return
    code = result_code(controller, current)
    state = replace(controller.state, screen=SEND, detail=None, confirm="").with_part(code)
    controller.state = state
    queue(controller, ScrollTop())
    if code.status == "loading":
        queue(controller, LoadQr(ARCHIVE, ResultQrLoaded))


@handles(ResultQrLoaded)
def result_qr_loaded(controller: Controller, message: ResultQrLoaded) -> None:
    code = controller.state.part(ResultCode)
    if code is None or code.status != "loading":
        return  # (loaded ahead, while the table played)
    done = drawn(code) if message.text == "ok" else replace(code, status="failed")
    controller.state = controller.state.with_part(done)


def _link(controller: Controller) -> str:
    code = controller.state.part(ResultCode)
    return code.link if code is not None and code.status != "too-big" else ""


@handles(CopyResultLink)
def copy_result_link(controller: Controller, _: CopyResultLink) -> None:
    if link := _link(controller):
        queue(controller, Copy(link))


@handles(ShareResultLink)
def share_result_link(controller: Controller, _: ShareResultLink) -> None:
    current, link = controller.state.current, _link(controller)
    place = current.game.tournament if current is not None else None
    if link and place is not None:
        title = t("table.share_title", table=place.table, round=place.round, name=place.name)
        queue(controller, ShareLink(title, link))
