"""Export, import and share: the actions. The file work is in :mod:`belot.app.transfer`.

What only the browser can do (save a file, open the file picker, the share sheet, the
clipboard) is queued as an :class:`~belot.app.state.Effect` in the state; the adapter
performs it after the action and reports back with an action (``import-file`` with the
chosen file's text, ``share-fallback`` when there is no share sheet, ``transfer-done``).
"""

from __future__ import annotations

from belot.app.controller import Controller, action
from belot.app.messages import t
from belot.app.state import Effect, Notice, Screen
from belot.app.storage import (
    GAME_PREFIX,
    SavedGame,
    StoreFullError,
    UnreadableEntryError,
    drafts_of,
    encode,
    game_key,
    read_game,
)
from belot.app.transfer import (
    MIME,
    Fate,
    TransferError,
    describe_transfer_error,
    export_filename,
    export_text,
    plan_import,
    read_import,
    summary,
)


def queue(controller: Controller, effect: Effect) -> None:
    controller.update(effects=(*controller.state.effects, effect))


def find_game(controller: Controller, game_id: str) -> SavedGame | None:
    """The open game when ``game_id`` is it or empty, else the stored game with that id."""
    current = controller.state.current
    if current is not None and game_id in ("", current.id):
        return current
    if not game_id:
        return None
    try:
        return read_game(controller.store, game_id)
    except UnreadableEntryError:
        return None


# --- export ----------------------------------------------------------------------------


@action("transfer-open")
def open_transfer(controller: Controller, _: str) -> None:
    """The export and import screen (from the list of games)."""
    controller.refresh_games()
    controller.update(screen=Screen.TRANSFER, import_plan=None, confirm="")


@action("export-all")
def export_all(controller: Controller, _: str) -> None:
    controller.refresh_games()
    games = controller.state.games
    if games:
        now = controller.clock()
        download = Effect(
            "download", filename=export_filename(games, now), text=export_text(games, now)
        )
        queue(controller, download)


@action("export-game")
def export_game(controller: Controller, game_id: str) -> None:
    saved = find_game(controller, game_id)
    if saved is not None:
        now = controller.clock()
        text = export_text([saved], now)
        queue(controller, Effect("download", filename=export_filename([saved], now), text=text))


# --- import ----------------------------------------------------------------------------


@action("import-start")
def import_start(controller: Controller, _: str) -> None:
    controller.update(import_plan=None)
    queue(controller, Effect("pick-file", title=MIME))


def _unreadable_ids(controller: Controller) -> list[str]:
    return [key.removeprefix(GAME_PREFIX) for key in controller.state.unreadable]


def refuse(controller: Controller, error: TransferError) -> None:
    """Nothing is imported; say why."""
    reason = describe_transfer_error(error)
    controller.update(import_plan=None, notice=Notice("transfer.refused", (("reason", reason),)))


@action("import-file")
def import_file(controller: Controller, text: str) -> None:
    """A file's text, as read by the adapter: refused with a message, or shown for a yes."""
    try:
        incoming = read_import(text)
    except TransferError as error:
        refuse(controller, error)
        return
    controller.refresh_games()
    plan = plan_import(
        incoming, controller.state.games, controller.clock(), _unreadable_ids(controller)
    )
    controller.update(screen=Screen.TRANSFER, import_plan=plan)


@action("import-cancel")
def import_cancel(controller: Controller, _: str) -> None:
    controller.update(import_plan=None)


@action("import-confirm")
def import_confirm(controller: Controller, _: str) -> None:
    """Write the file's new games; the plan is made again against what is stored now."""
    pending = controller.state.import_plan
    if pending is None:
        return
    controller.refresh_games()
    plan = plan_import(
        [p.incoming for p in pending.items],
        controller.state.games,
        controller.clock(),
        _unreadable_ids(controller),
    )
    written: list[str] = []
    try:
        for saved in plan.writes:
            key = game_key(saved.id)
            if controller.store.get(key) is not None:  # never overwrite, whatever happens
                continue
            controller.store.set(key, encode(saved))
            written.append(key)
            for form in drafts_of(controller.store, saved.id):  # stale forms of a deleted game
                controller.store.remove(form)
    except StoreFullError:
        for key in written:  # all or nothing
            controller.store.remove(key)
        controller.refresh_games()
        controller.update(notice=Notice("transfer.storage_full"))
        return
    controller.refresh_games()
    new, copies, skipped = (plan.count(f) for f in (Fate.ADD, Fate.COPY, Fate.SKIP))
    notice = (
        Notice(
            "transfer.imported",
            (("added", new + copies), ("new", new), ("copies", copies), ("skipped", skipped)),
        )
        if new + copies
        else Notice("transfer.nothing_imported")
    )
    controller.update(import_plan=None, screen=Screen.HOME, notice=notice)


# --- share -----------------------------------------------------------------------------


def _subject(saved: SavedGame) -> str:
    return t("transfer.share.subject", team0=saved.game.teams[0], team1=saved.game.teams[1])


@action("share-game")
def share_game(controller: Controller, game_id: str) -> None:
    """The system share sheet with the game's file and its summary (the adapter decides)."""
    saved = find_game(controller, game_id)
    if saved is None:
        return
    now = controller.clock()
    effect = Effect(
        "share",
        filename=export_filename([saved], now),
        text=export_text([saved], now),
        title=_subject(saved),
        summary=summary(saved.game),
    )
    queue(controller, effect)


@action("share-fallback")
def share_fallback(controller: Controller, _: str) -> None:
    """No share sheet here: the open game's summary to copy, and its file to download."""
    if controller.state.current is not None:
        controller.update(screen=Screen.TRANSFER, detail=None, confirm="")


@action("copy-summary")
def copy_summary(controller: Controller, _: str) -> None:
    current = controller.state.current
    if current is not None:
        queue(controller, Effect("copy", text=summary(current.game)))


@action("transfer-done")
def transfer_done(controller: Controller, outcome: str) -> None:
    """What the browser did with an effect: ``copied``, ``copy-failed``, ``failed:<why>``."""
    kind, _, detail = outcome.partition(":")
    if kind == "copied":
        controller.update(notice=Notice("transfer.copied"))
    elif kind == "copy-failed":
        controller.update(notice=Notice("transfer.copy_failed"))
    elif kind == "failed":
        controller.update(notice=Notice("transfer.failed", (("detail", detail[:200]),)))


@action("import-too-big")
def import_too_big(controller: Controller, kilobytes: str) -> None:
    """The chosen file is too big to read (the adapter checks its size first)."""
    size = int(kilobytes) if kilobytes.isdigit() else 0
    refuse(controller, TransferError("transfer-too-big", f"file too big ({size} kB)", size=size))
