"""Export, import and share: the actions. The file work is in :mod:`belot.app.transfer`.

What only the browser can do (save a file, open the file picker, the share sheet, the
clipboard) is queued as an effect (belot.app.effects) in the state; the browser edge
performs it after the action and reports back with an action (``import-file`` with the
chosen file's text, ``import-too-big`` or ``import-not-utf8`` when it cannot be read,
``share-fallback`` when there is no share sheet, ``transfer-done``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Self

from belot.app.actions import Index, Plain, Text
from belot.app.common import FallbackExport, queue
from belot.app.controller import Controller, handles
from belot.app.effects import Copy, Download, PickFile, Share
from belot.app.index import SavedGames
from belot.app.matches import match_words, standing
from belot.app.messages import t
from belot.app.screen import HOME
from belot.app.screens.transfer import TRANSFER
from belot.app.state import Notice
from belot.app.storage import (
    GAME_PREFIX,
    SavedGame,
    StoreFullError,
    drafts_of,
    game_key,
)
from belot.app.transfer import (
    MAX_IMPORT_CHARS,
    Fate,
    ImportPlan,
    TransferError,
    describe_transfer_error,
    export_filename,
    export_of,
    export_text,
    file_name,
    not_utf8,
    plan_import,
    read_import,
    summary,
)

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Sheet

ImportPlan.lives_on = TRANSFER  # a file read waits for its yes on this screen only


@dataclass(frozen=True)
class TransferOpen(Plain, name="transfer-open"):
    """The export and import screen (from the list of games)."""


@dataclass(frozen=True)
class ExportAll(Plain, name="export-all"):
    """Save every game in one file."""


@dataclass(frozen=True)
class ExportGame(Text, name="export-game"):
    """Save the game with this id ("" for the open one) in a file."""


@dataclass(frozen=True)
class ImportStart(Plain, name="import-start"):
    """Open the browser's file picker."""


@dataclass(frozen=True)
class ImportFile(Text, name="import-file"):
    """The chosen file's text, read by the browser edge: refused, or shown for a yes."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg)  # whole: the import checks its size itself


@dataclass(frozen=True)
class ImportCancel(Plain, name="import-cancel"):
    """No: nothing is imported."""


@dataclass(frozen=True)
class ImportConfirm(Plain, name="import-confirm"):
    """Yes: write the file's new games."""


@dataclass(frozen=True)
class ImportTooBig(Index, name="import-too-big"):
    """The chosen file is this many kilobytes: too big to read (the browser edge checks first)."""


@dataclass(frozen=True)
class ImportNotUtf8(Index, name="import-not-utf8"):
    """The chosen file is not UTF-8 text: its byte of this number (from 1) is not (the
    browser edge reads the file's bytes with :func:`belot.app.transfer.file_text`)."""

    low = 1
    high = MAX_IMPORT_CHARS


@dataclass(frozen=True)
class ShareGame(Text, name="share-game"):
    """The system share sheet with the game's file and summary ("" for the open game)."""


@dataclass(frozen=True)
class ShareFallback(Plain, name="share-fallback"):
    """No share sheet here: the open game's summary to copy, and its file to download."""


@dataclass(frozen=True)
class CopySummary(Plain, name="copy-summary"):
    """Copy the open game's summary."""


def find_game(controller: Controller, game_id: str) -> SavedGame | None:
    """The open game when ``game_id`` is it or empty, else the stored game with that id."""
    current = controller.state.current
    if current is not None and game_id in ("", current.id):
        return current
    if not game_id:
        return None
    return controller.games.get(game_id)


# --- export ----------------------------------------------------------------------------


@handles(TransferOpen)
def open_transfer(controller: Controller, _: TransferOpen) -> None:
    controller.refresh_games()
    state = controller.state.without_part(ImportPlan)
    controller.state = replace(state, screen=TRANSFER, confirm="")


@handles(ExportAll)
@handles(FallbackExport)
def export_all(controller: Controller, _: ExportAll | FallbackExport) -> None:
    envelopes = list(controller.games.envelopes())
    if envelopes:
        now = controller.clock()
        name = file_name(_teams(envelopes[0]) if len(envelopes) == 1 else None, now)
        queue(controller, Download(name, export_of(envelopes, now)))


def _teams(envelope: dict[str, Any]) -> list[str]:
    """The teams an envelope's record names (a record may leave them out: the defaults')."""
    record = envelope.get("game")
    teams = record.get("teams") if isinstance(record, dict) else None
    return [str(t) for t in teams] if isinstance(teams, list) else ["Us", "Them"]


@handles(ExportGame)
def export_game(controller: Controller, message: ExportGame) -> None:
    saved = find_game(controller, message.text)
    if saved is not None:
        now = controller.clock()
        text = export_text([saved], now)
        queue(controller, Download(export_filename([saved], now), text))


# --- import ----------------------------------------------------------------------------


@handles(ImportStart)
def import_start(controller: Controller, _: ImportStart) -> None:
    controller.state = controller.state.without_part(ImportPlan)
    queue(controller, PickFile(ImportFile, ImportTooBig, ImportNotUtf8))


def unreadable_ids(controller: Controller) -> list[str]:
    """The ids of the stored games that cannot be read: an import never takes one."""
    return [key.removeprefix(GAME_PREFIX) for key in controller.state.unreadable]


def write_new_game(games: SavedGames, saved: SavedGame) -> None:
    """Write an imported game where none is, and delete the half-entered forms an earlier
    game of that id left (they are not this game's); :class:`StoreFullError` if full."""
    games.write(saved)
    for form in drafts_of(games.store, saved.id):
        games.store.remove(form)


def refuse(controller: Controller, error: TransferError) -> None:
    """Nothing is imported; say why."""
    reason = describe_transfer_error(error)
    notice = Notice("transfer.refused", (("reason", reason),))
    controller.state = replace(controller.state.without_part(ImportPlan), notice=notice)


@handles(ImportFile)
def import_file(controller: Controller, message: ImportFile) -> None:
    try:
        incoming = read_import(message.text)
    except TransferError as error:
        refuse(controller, error)
        return
    controller.refresh_games()
    plan = plan_import(incoming, controller.games, controller.clock(), unreadable_ids(controller))
    controller.state = replace(controller.state, screen=TRANSFER).with_part(plan)


@handles(ImportCancel)
def import_cancel(controller: Controller, _: ImportCancel) -> None:
    controller.state = controller.state.without_part(ImportPlan)


@handles(ImportConfirm)
def import_confirm(controller: Controller, _: ImportConfirm) -> None:
    """Write the file's new games; the plan is made again against what is stored now."""
    pending = controller.state.part(ImportPlan)
    if pending is None:
        return
    controller.refresh_games()
    plan = plan_import(
        [p.incoming for p in pending.items],
        controller.games,
        controller.clock(),
        unreadable_ids(controller),
    )
    # Never over anything, whatever happened since the plan; all or nothing.
    new_games = [g for g in plan.writes if controller.store.get(game_key(g.id)) is None]
    try:
        controller.games.write_many(new_games)
    except StoreFullError:
        controller.refresh_games()
        controller.refused("transfer.storage_full")
        return
    for saved in new_games:  # the forms an earlier game of that id left are not this one's
        for form in drafts_of(controller.store, saved.id):
            controller.store.remove(form)
    controller.refresh_games()
    new, copies, skipped = (plan.count(f) for f in (Fate.ADD, Fate.COPY, Fate.SKIP))
    notice = imported(new, copies, skipped) if new + copies else Notice("transfer.nothing_imported")
    state = controller.state.without_part(ImportPlan)
    controller.state = replace(state, screen=HOME, notice=notice)


def imported(new: int, copies: int, skipped: int) -> Notice:
    """What an import did, each count with its noun in its plural form: the
    notice's frame is filled with one phrase per count, in the language spoken now."""
    counts = {"added": new + copies, "new": new, "copies": copies, "skipped": skipped}
    phrases = tuple((name, t(f"transfer.imported.{name}", count=n)) for name, n in counts.items())
    return Notice("transfer.imported", phrases)


# --- share -----------------------------------------------------------------------------


def _subject(saved: SavedGame) -> str:
    return t("transfer.share.subject", team0=saved.game.teams[0], team1=saved.game.teams[1])


def _match_words(controller: Controller, saved: SavedGame, sheet: Sheet | None = None) -> list[str]:
    """What the shared text says of the match ``saved`` is in (its games as stored now;
    ``sheet``: its sheet, if played already)."""
    from belot.game import play

    place = saved.game.match
    if place is None:
        return []
    games = controller.games.in_matches({place.id})
    sheet = sheet if sheet is not None else play(saved.game)
    return match_words(saved.game, standing(games, saved.id, saved.game, sheet))


@handles(ShareGame)
def share_game(controller: Controller, message: ShareGame) -> None:
    saved = find_game(controller, message.text)
    if saved is None:
        return
    now = controller.clock()
    effect = Share(
        title=_subject(saved),
        summary=summary(saved.game, match=_match_words(controller, saved)),
        filename=export_filename([saved], now),
        contents=export_text([saved], now),
        fallback=ShareFallback,
    )
    queue(controller, effect)


@handles(ShareFallback)
def share_fallback(controller: Controller, _: ShareFallback) -> None:
    if controller.state.current is not None:
        controller.state = replace(controller.state, screen=TRANSFER, detail=None, confirm="")


@handles(CopySummary)
def copy_summary(controller: Controller, _: CopySummary) -> None:
    current, sheet = controller.state.current, controller.state.sheet
    if current is not None:
        queue(
            controller, Copy(summary(current.game, sheet, _match_words(controller, current, sheet)))
        )


@handles(ImportTooBig)
def import_too_big(controller: Controller, message: ImportTooBig) -> None:
    size = message.value
    refuse(controller, TransferError("transfer-too-big", f"file too big ({size} kB)", size=size))


@handles(ImportNotUtf8)
def import_not_utf8(controller: Controller, message: ImportNotUtf8) -> None:
    refuse(controller, not_utf8(message.value))
