"""A table's result coming in as a link (``#r1.``, docs/formats.md#result-link) on the
organiser's phone: the tournament it is for is found among those kept here, and the
result recorded by the engine, which scores every game again (the table's own totals are
never trusted: docs/rules.md#results). A link that is refused writes nothing and says why."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Self

from belot.app.actions import Text
from belot.app.controller import Controller, handles
from belot.app.messages import describe_error
from belot.app.screens.tournament import ARRIVAL, Arrived, Organising
from belot.app.screens.tournament.kept import keep
from belot.app.state import Notice
from belot.app.storage import UnreadableEntryError
from belot.errors import BelotError
from belot.limits import MAX_LINK

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    pass


@dataclass(frozen=True)
class OpenResultLink(Text, name="result-link"):
    """A table's result link's fragment, read by the browser edge: recorded, or refused
    with the reason."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        # Whole, or cut just past the most a link may be: it then says it is too big.
        return cls(arg.removeprefix("#")[: MAX_LINK + 1])


def _refused(controller: Controller, key: str, **params: str | int) -> None:
    controller.state = replace(controller.state, notice=Notice(key, tuple(params.items())))


@handles(OpenResultLink)
def result_in(controller: Controller, message: OpenResultLink) -> None:
    from belot.tournament import Status, read_result, record_games

    try:
        games = read_result(message.text)
    except BelotError as error:
        _refused(controller, "tournament.result_refused", reason=describe_error(error))
        return
    tag = games[0].tournament
    assert tag is not None  # read_result refuses a game without its tag
    try:
        kept = controller.tournaments.read(tag.id)
    except UnreadableEntryError:
        _refused(controller, "tournament.unreadable")
        return
    if kept is None:
        _refused(controller, "tournament.result_elsewhere", name=tag.name)
        return
    tournament, text = kept
    try:
        done = record_games(tournament, games)
    except BelotError as error:
        _refused(controller, "tournament.result_refused", reason=describe_error(error))
        return
    arrived = Arrived(done.round, done.table, done.status.value)
    notice = Notice(
        f"tournament.result.{done.status.value}", (("table", done.table), ("round", done.round))
    )
    before = controller.state
    if done.status is Status.UNCHANGED:
        part = Organising(tournament.id, tournament, text, done.round)
        controller.state = controller.state.with_part(part)
    else:
        controller.state = controller.state.with_part(Organising(tournament.id, round=done.round))
        if not keep(controller, done.tournament):  # the store is full: said, nothing changed
            failed = controller.state
            controller.state = replace(before, notice=failed.notice, store_full=failed.store_full)
            return
    state = controller.state.with_part(arrived)
    controller.state = replace(state, screen=ARRIVAL, confirm="", notice=notice)
