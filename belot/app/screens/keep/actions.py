"""Keeping the games safe: the actions (see belot.app.safekeeping for when and why).

What only the browser can do is an effect: ask for persistent storage (``persist``,
answered with ``keep-persisted`` when the player asked), hand a file to the share sheet
or download it (``share-file``, answered with ``backup-done`` or ``archive-saved``), pick
a file (``pick-file``, answered with ``archive-file``). What the browser says of its
storage comes from the browser edge through :func:`set_facts`, a plain function, as the screen
lock's state does (belot.app.screens.phone).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Plain, Switch, Text
from belot.app.common import queue
from belot.app.controller import Controller, handles
from belot.app.effects import Persist, PickFile, ShareFile
from belot.app.index import GameSummary
from belot.app.messages import t
from belot.app.safekeeping import StorageFacts, backup_due
from belot.app.screen import SHEET
from belot.app.screens.keep import KEEP, Archive, BackupOffer, Facts
from belot.app.screens.transfer.actions import (
    ImportNotUtf8,
    ImportStart,
    ImportTooBig,
    import_start,
)
from belot.app.state import AppState, Notice
from belot.app.storage import SavedGame
from belot.app.transfer import (
    TransferError,
    describe_transfer_error,
    export_of,
    export_text,
    fingerprint,
    read_import,
)

BackupOffer.lives_on = SHEET


def facts(state: AppState) -> StorageFacts:
    part = state.part(Facts)
    return part.facts if part is not None else StorageFacts()


def set_facts(controller: Controller, told: StorageFacts) -> None:
    """What the browser says of its storage (the browser edge, at start and after a request)."""
    controller.state = controller.state.with_part(Facts(told))


@dataclass(frozen=True)
class OpenKeep(Plain, name="keep-open"):
    """The storage and backups screen (from the list of games)."""


@dataclass(frozen=True)
class BackUp(Plain, name="backup"):
    """One file of every game, through the share sheet where it takes files, else saved."""


@dataclass(frozen=True)
class BackupDone(Text, name="backup-done"):
    """What became of the backup file: ``ok``, ``cancelled`` or ``failed:<why>``."""


@dataclass(frozen=True)
class NotNow(Plain, name="backup-not-now"):
    """No backup now (the offer of a game that ended; it is not made again for it)."""


@dataclass(frozen=True)
class TipSeen(Plain, name="keep-tip-seen"):
    """The protection tip was read: it is not shown again."""


@dataclass(frozen=True)
class AskPersist(Plain, name="keep-persist"):
    """Ask the browser to keep the games (persistent storage)."""


@dataclass(frozen=True)
class Persisted(Switch, name="keep-persisted"):
    """The browser's answer to the player's request for persistent storage."""


@dataclass(frozen=True)
class Restore(Plain, name="restore-start"):
    """Choose a backup file to restore (read as any import: nothing is written over)."""


@dataclass(frozen=True)
class ArchiveUntil(Text, name="archive-until"):
    """Move the games finished up to this month (``YYYY-MM``) to a file."""


@dataclass(frozen=True)
class ArchiveSave(Plain, name="archive-save"):
    """Save the file of the games to move."""


@dataclass(frozen=True)
class ArchiveSaved(Text, name="archive-saved"):
    """What became of that file: ``ok``, ``cancelled`` or ``failed:<why>``."""


@dataclass(frozen=True)
class ArchiveCheck(Plain, name="archive-check"):
    """Choose the file just saved, to check it holds the games before they are removed."""


@dataclass(frozen=True)
class ArchiveFile(Text, name="archive-file"):
    """The chosen file's text, read by the browser edge."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg)  # whole: the import checks its size itself


# --- after a deal is saved --------------------------------------------------------------------


def after_saved_deal(controller: Controller, was_over: bool) -> None:
    """After a deal is saved: ask for persistent storage the first time (never at load: some
    browsers ask the player), and offer a backup when this deal ended the game and one is
    due (once per game)."""
    state = controller.state
    told = facts(state)
    if not state.keeping.asked and told.can_persist and told.persisted is not True:
        queue(controller, Persist())
        controller.keep_safe(lambda k: replace(k, asked=True))
    current, sheet = state.current, state.sheet
    if current is None or sheet is None or not sheet.over or was_over:
        return
    if current.id in state.keeping.offered:
        return
    if backup_due(state.keeping, controller.clock(), controller.games.rows()):
        controller.state = controller.state.with_part(BackupOffer(current.id))
        controller.keep_safe(lambda k: k.offering(current.id))


# --- backups ----------------------------------------------------------------------------------


def _named(now: str, name: str) -> str:
    """``belot-<name>-<date>.json``: a backup's or an archive's file name."""
    date = now[:10] if re.fullmatch(r"\d{4}-\d\d-\d\d", now[:10]) else ""
    return f"belot-{name}-{date}.json" if date else f"belot-{name}.json"


def _file_of(controller: Controller, games: list[SavedGame], name: str) -> tuple[str, str]:
    now = controller.clock()
    return _named(now, name), export_text(games, now)


@handles(OpenKeep)
def open_keep(controller: Controller, _: OpenKeep) -> None:
    controller.state = replace(controller.state, screen=KEEP, detail=None, confirm="")
    controller.refresh_games()


@handles(BackUp)
def back_up(controller: Controller, _: BackUp) -> None:
    envelopes = list(controller.games.envelopes())
    if not envelopes:
        return
    now = controller.clock()
    filename, text = _named(now, "backup"), export_of(envelopes, now)
    title = t("keep.file_title", count=len(envelopes))
    effect = ShareFile(title, filename, text, BackupDone)
    queue(controller, effect)
    controller.state = controller.state.without_part(BackupOffer)


@handles(BackupDone)
def backup_done(controller: Controller, done: BackupDone) -> None:
    kind, _, detail = done.text.partition(":")
    if kind == "ok":
        rows, count = controller.games.rows(), controller.state.game_count
        now = controller.clock()
        controller.keep_safe(lambda k: replace(k, backup=now, rows=rows))
        controller.state = replace(
            controller.state, notice=Notice("keep.backed_up", (("count", count),))
        )
    elif kind == "failed":
        controller.state = replace(
            controller.state, notice=Notice("transfer.failed", (("detail", detail[:200]),))
        )


@handles(NotNow)
def not_now(controller: Controller, _: NotNow) -> None:
    controller.state = controller.state.without_part(BackupOffer)


@handles(TipSeen)
def tip_seen(controller: Controller, _: TipSeen) -> None:
    controller.keep_safe(lambda k: replace(k, tip=True))


@handles(AskPersist)
def ask_persist(controller: Controller, _: AskPersist) -> None:
    queue(controller, Persist(Persisted))
    controller.keep_safe(lambda k: replace(k, asked=True))


@handles(Persisted)
def persisted(controller: Controller, answer: Persisted) -> None:
    key = "keep.persisted" if answer.on else "keep.not_persisted"
    controller.state = replace(controller.state, notice=Notice(key))


@handles(Restore)
def restore(controller: Controller, _: Restore) -> None:
    import_start(controller, ImportStart())


# --- moving old games to a file ---------------------------------------------------------------


def archivable(games: tuple[GameSummary, ...], until: str) -> list[GameSummary]:
    """The finished games last played in the month ``until`` (``YYYY-MM``) or before."""
    return [g for g in games if g.over and g.updated[:7] <= until]


def archive_months(games: tuple[GameSummary, ...]) -> list[tuple[str, int]]:
    """The months finished games were last played in, newest first, each with how many
    finished games it and the months before it hold."""
    months = sorted({g.updated[:7] for g in games if g.over}, reverse=True)
    return [(month, len(archivable(games, month))) for month in months]


@handles(ArchiveUntil)
def archive_until(controller: Controller, message: ArchiveUntil) -> None:
    if any(month == message.text for month, _ in archive_months(controller.state.games)):
        controller.state = controller.state.with_part(Archive(message.text))


def _chosen(controller: Controller) -> tuple[Archive, list[GameSummary]] | None:
    archive = controller.state.part(Archive)
    if archive is None or not archive.until:
        return None
    moving = archivable(controller.state.games, archive.until)
    return (archive, moving) if moving else None


@handles(ArchiveSave)
def archive_save(controller: Controller, _: ArchiveSave) -> None:
    chosen = _chosen(controller)
    if chosen is None:
        return
    games = [g for g in (controller.games.get(s.id) for s in chosen[1]) if g is not None]
    filename, text = _file_of(controller, games, f"archive-{chosen[0].until}")
    title = t("keep.file_title", count=len(games))
    queue(controller, ShareFile(title, filename, text, ArchiveSaved))


@handles(ArchiveSaved)
def archive_saved(controller: Controller, done: ArchiveSaved) -> None:
    archive = controller.state.part(Archive)
    if archive is not None and done.text == "ok":
        controller.state = controller.state.with_part(replace(archive, saved=True))
    elif done.text.startswith("failed:"):
        detail = done.text.removeprefix("failed:")[:200]
        controller.state = replace(
            controller.state, notice=Notice("transfer.failed", (("detail", detail),))
        )


@handles(ArchiveCheck)
def archive_check(controller: Controller, _: ArchiveCheck) -> None:
    if _chosen(controller) is not None:
        queue(controller, PickFile(ArchiveFile, ImportTooBig, ImportNotUtf8))


@handles(ArchiveFile)
def archive_file(controller: Controller, message: ArchiveFile) -> None:
    """Remove the games to move only if the chosen file holds every one of them exactly as
    it is stored (the file was written and reads back); else nothing is removed."""
    chosen = _chosen(controller)
    if chosen is None:
        return
    try:
        incoming = read_import(message.text)
    except TransferError as error:
        notice = Notice("keep.archive.unreadable", (("reason", describe_transfer_error(error)),))
        controller.state = replace(controller.state, notice=notice)
        return
    in_file = {g.id: fingerprint(g.game) for g in incoming if g.id is not None}
    moving = [controller.games.get(s.id) for s in chosen[1]]
    safe = [g for g in moving if g is not None and in_file.get(g.id) == fingerprint(g.game)]
    missing = len(moving) - len(safe)
    if missing:
        notice = Notice("keep.archive.missing", (("count", missing),))
        controller.state = replace(controller.state, notice=notice)
        return
    for saved in safe:
        controller.games.remove(saved.id)
    controller.state = controller.state.without_part(Archive)
    controller.refresh_games()
    notice = Notice("keep.archive.done", (("count", len(safe)),))
    controller.state = replace(controller.state, notice=notice)
