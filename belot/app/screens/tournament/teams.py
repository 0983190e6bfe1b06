"""The teams screen's actions (add a team late, withdraw one: docs/rules.md#swiss-pairing),
and the tournament as one file: export it (another organiser's phone takes over by
importing it), import one, delete one (docs/formats.md#tournament-file)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Index, Message, Plain, Text, named
from belot.app.common import queue
from belot.app.controller import Controller, handles
from belot.app.effects import PickFile, ShareFile
from belot.app.messages import describe_error, t
from belot.app.screens.tournament import (
    ROUND,
    NewTeam,
    Organising,
    Replacing,
)
from belot.app.screens.tournament.kept import keep, organising, refuse, show_list, want_codes
from belot.app.state import Notice
from belot.app.storage import StoreFullError, readable, set_aside, tournament_key
from belot.app.transfer import MAX_IMPORT_CHARS, TransferError, describe_transfer_error, not_utf8
from belot.errors import BelotError
from belot.limits import MAX_NAME
from belot.tournament import Tournament, add_team, dumps, loads, withdraw_team

NEW_TEAM_FIELDS = ("name", "player-1", "player-2")


@dataclass(frozen=True)
class NewTeamField(Message, name="team-new"):
    """The team being added, as typed: ``<field>=<text>`` (``name``, ``player-1``,
    ``player-2``)."""

    field: str
    text: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        field, text = named(arg)
        return cls(field, text) if field in NEW_TEAM_FIELDS else None

    def arg(self) -> str:
        return f"{self.field}={self.text}"


@dataclass(frozen=True)
class AddTeam(Plain, name="team-add"):
    """Add the team typed (it joins from the next round)."""


@dataclass(frozen=True)
class AskWithdraw(Text, name="team-ask-withdraw"):
    """Ask before withdrawing the team with this id."""


@dataclass(frozen=True)
class Withdraw(Text, name="team-withdraw"):
    """Withdraw the team with this id: it plays no later round and keeps its points."""


@dataclass(frozen=True)
class ExportTournament(Plain, name="tournament-export"):
    """The open tournament as one file: the share sheet where it takes files, else saved."""


@dataclass(frozen=True)
class Exported(Text, name="tournament-exported"):
    """What became of the file: ``ok``, ``cancelled`` or ``failed:<why>``."""


@dataclass(frozen=True)
class AskDeleteTournament(Text, name="tournament-ask-delete"):
    """Ask before deleting the tournament with this id."""


@dataclass(frozen=True)
class DeleteTournament(Text, name="tournament-delete"):
    """Delete the tournament with this id from this phone."""


@dataclass(frozen=True)
class ImportTournament(Plain, name="tournament-import"):
    """Choose a tournament file to import (another organiser's)."""


@dataclass(frozen=True)
class TournamentFile(Text, name="tournament-file"):
    """The chosen file's text, read by the browser edge."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg)  # whole: the reader checks its size


@dataclass(frozen=True)
class TournamentTooBig(Index, name="tournament-file-too-big"):
    """The chosen file is this many kilobytes: too big to read."""


@dataclass(frozen=True)
class TournamentNotUtf8(Index, name="tournament-file-not-utf8"):
    """The chosen file is not UTF-8 text: its byte of this number (from 1) is not."""

    low = 1
    high = MAX_IMPORT_CHARS


@dataclass(frozen=True)
class ReplaceTournament(Plain, name="tournament-replace"):
    """Yes: the file's tournament takes the place of the one kept here (which is kept
    aside, with what could not be read, never lost)."""


@dataclass(frozen=True)
class ReplaceCancel(Plain, name="tournament-replace-cancel"):
    """No: the tournament kept here stays as it is."""


def _new_team(controller: Controller) -> NewTeam:
    return controller.state.part(NewTeam) or NewTeam()


@handles(NewTeamField)
def new_team_field(controller: Controller, message: NewTeamField) -> None:
    team, text = _new_team(controller), message.text[:MAX_NAME]
    if message.field == "name":
        team = replace(team, name=text)
    elif message.field == "player-1":
        team = replace(team, players=(text, team.players[1]))
    else:
        team = replace(team, players=(team.players[0], text))
    controller.state = controller.state.with_part(replace(team, error=""))


@handles(AddTeam)
def add(controller: Controller, _: AddTeam) -> None:
    part, team = organising(controller), _new_team(controller)
    if part is None or part.tournament is None:
        return
    players = tuple(p.strip() for p in team.players)
    if any(players) and not all(players):
        error = t("tournament.add.one_player")
        controller.state = controller.state.with_part(replace(team, error=error))
        return
    try:
        added = add_team(
            part.tournament, team.name, (players[0], players[1]) if any(players) else None
        )
    except BelotError as error:
        controller.state = controller.state.with_part(replace(team, error=describe_error(error)))
        return
    notice = Notice("tournament.team_added", (("team", added.teams[-1].name),))
    if keep(controller, added, notice):
        controller.state = controller.state.without_part(NewTeam)


@handles(AskWithdraw)
def ask_withdraw(controller: Controller, message: AskWithdraw) -> None:
    controller.state = replace(controller.state, confirm=f"withdraw:{message.text}")


@handles(Withdraw)
def withdraw(controller: Controller, message: Withdraw) -> None:
    part = organising(controller)
    if part is None or part.tournament is None:
        return
    try:
        gone = withdraw_team(part.tournament, message.text)
    except BelotError as error:
        refuse(controller, error)
        return
    name = gone.team(message.text).name
    keep(controller, gone, Notice("tournament.withdrawn", (("team", name),)))


def file_name(tournament: Tournament, exported: str, suffix: str = "json") -> str:
    """``belot-tournament-<name>-<date>.<suffix>``."""
    date = exported[:10] if re.fullmatch(r"\d{4}-\d\d-\d\d", exported[:10]) else ""
    name = re.sub(r"[^\w]+", "-", tournament.name.casefold()).strip("-_")[:40]
    return "-".join(p for p in ("belot-tournament", name, date) if p) + f".{suffix}"


@handles(ExportTournament)
def export(controller: Controller, _: ExportTournament) -> None:
    part = organising(controller)
    if part is None or part.tournament is None:
        return
    tournament = part.tournament
    title = t("tournament.export.title", name=tournament.name)
    name = file_name(tournament, controller.clock())
    queue(controller, ShareFile(title, name, dumps(tournament), Exported))


@handles(Exported)
def exported(controller: Controller, message: Exported) -> None:
    kind, _, why = message.text.partition(":")
    if kind == "ok":
        controller.state = replace(controller.state, notice=Notice("tournament.exported"))
    elif kind == "failed":
        notice = Notice("transfer.failed", (("detail", why[:200]),))
        controller.state = replace(controller.state, notice=notice)


@handles(AskDeleteTournament)
def ask_delete(controller: Controller, message: AskDeleteTournament) -> None:
    controller.state = replace(controller.state, confirm=f"delete-tournament:{message.text}")


@handles(DeleteTournament)
def delete(controller: Controller, message: DeleteTournament) -> None:
    controller.tournaments.remove(message.text)
    state = controller.state
    part = state.part(Organising)
    if part is not None and part.id == message.text:
        state = state.without_part(Organising)
    controller.state = state
    show_list(controller, Notice("tournament.deleted"))


@handles(ImportTournament)
def import_start(controller: Controller, _: ImportTournament) -> None:
    controller.state = controller.state.without_part(Replacing)
    queue(controller, PickFile(TournamentFile, TournamentTooBig, TournamentNotUtf8))


def _refuse_file(controller: Controller, reason: str) -> None:
    notice = Notice("tournament.import_refused", (("reason", reason),))
    controller.state = replace(controller.state.without_part(Replacing), notice=notice)


@handles(TournamentTooBig)
def too_big(controller: Controller, message: TournamentTooBig) -> None:
    size = message.value
    error = TransferError("transfer-too-big", f"file too big ({size} kB)", size=size)
    _refuse_file(controller, describe_transfer_error(error))


@handles(TournamentNotUtf8)
def not_text(controller: Controller, message: TournamentNotUtf8) -> None:
    _refuse_file(controller, describe_transfer_error(not_utf8(message.value)))


@handles(TournamentFile)
def tournament_file(controller: Controller, message: TournamentFile) -> None:
    """A file read: a tournament not kept here is added and opened; the same one as kept
    is opened; another state of one kept here waits for the organiser's yes."""
    if len(message.text) > MAX_IMPORT_CHARS:
        too_big(controller, TournamentTooBig(len(message.text) // 1000))
        return
    try:
        incoming = loads(message.text)
    except BelotError as error:
        _refuse_file(controller, describe_error(error))
        return
    text = controller.store.get(tournament_key(incoming.id))
    if text is None:
        _take(controller, incoming, Notice("tournament.imported", (("name", incoming.name),)))
    elif text == dumps(incoming):
        _take(controller, incoming, Notice("tournament.import_same", (("name", incoming.name),)))
    else:
        show_list(controller)
        controller.state = controller.state.with_part(Replacing(dumps(incoming), incoming.name))


def _take(controller: Controller, tournament: Tournament, notice: Notice) -> None:
    """Keep ``tournament`` (written as it is, if it is not kept yet) and open it."""
    state = controller.state.without_part(Replacing).without_part(Organising)
    controller.state = state.with_part(Organising(tournament.id))
    if keep(controller, tournament, notice):
        controller.state = replace(controller.state, screen=ROUND)
        want_codes(controller)


@handles(ReplaceTournament)
def replace_tournament(controller: Controller, _: ReplaceTournament) -> None:
    pending = controller.state.part(Replacing)
    if pending is None:
        return
    try:
        incoming = loads(pending.text)
    except BelotError as error:  # it was read before: only a newer app's change could
        refuse(controller, error)
        return
    key = tournament_key(incoming.id)
    there = controller.store.get(key)
    # The one kept here, aside first (one that cannot be read, the store keeps aside itself).
    if there is not None and readable(key, there) and not set_aside(controller.store, key):
        controller.refused("tournament.storage_full")
        return
    try:
        controller.tournaments.write(incoming, controller.clock())
    except StoreFullError:
        controller.refused("tournament.storage_full")
        return
    controller.refresh_games()  # the list of games says what was kept aside
    notice = Notice("tournament.replaced", (("name", incoming.name),))
    _take(controller, incoming, notice)


@handles(ReplaceCancel)
def replace_cancel(controller: Controller, _: ReplaceCancel) -> None:
    controller.state = controller.state.without_part(Replacing)
