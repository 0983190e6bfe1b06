"""What the page keeps in ``localStorage``, and how it reads it back.

Keys (all prefixed ``belot:``):

* ``belot:game:<id>``    a game, as a versioned envelope around the game record
* ``belot:draft:<id>``   the deal being entered in that game, if any
* ``belot:session``      which game and screen were open, to resume after a reload
* ``belot:settings``     the player's choices that outlive a game (the language)
* ``belot:wake-lock``    whether to keep the screen on (``true``/``false``)
* ``belot:safekeeping``  persistent storage asked for, the last backup, the backups offered
  (belot.app.safekeeping)
* ``belot:index``        what the list of games shows of each game (belot.app.index):
  derived from the games, made again when it is missing or disagrees with them
* ``belot:tournament:<id>``  a club night's tournament, as its file (belot.tournament.file)
* ``belot:tournaments``  what the list of tournaments shows of each (belot.app.tournaments):
  derived from the tournaments, as the index is from the games
* ``belot:backup:<key>:<n>``  a value of ``<key>`` the app could not read, kept aside before
  the app wrote ``<key>`` (n = 1, 2...)

A value that cannot be read (damaged JSON, a foreign value, a newer version's data) never
stops the app and is never lost: it is reported (:func:`survey`), and the controller's
store is a :class:`GuardedStore`, which copies such a value to a backup key before anything
replaces or removes it. A game saved by a newer version (a higher ``schema``) is left
exactly where it is: the app refuses to write over it.

The envelope is versioned by ``schema``; :data:`MIGRATIONS` turns an older envelope into
the current one as it is read (nothing is written until the game is next saved).
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeGuard

from belot.app.draft import DealDraft, UnreadableDraftError
from belot.app.packing import PackingError, is_packed, pack, unpack
from belot.app.safekeeping import Safekeeping, read_safekeeping
from belot.errors import BelotError, shown
from belot.jsontext import parse_json
from belot.limits import MAX_FILE
from belot.patterns import Pattern

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game, Sheet
    from belot.tournament import Tournament

APP = "belot-score"
SCHEMA = 1
PREFIX = "belot:"
GAME_PREFIX = "belot:game:"
DRAFT_PREFIX = "belot:draft:"
TAB_DRAFT_PREFIX = "belot:tab-draft:"
BACKUP_PREFIX = "belot:backup:"
SESSION_KEY = "belot:session"
SETTINGS_KEY = "belot:settings"
WAKE_LOCK_KEY = "belot:wake-lock"
SAFEKEEPING_KEY = "belot:safekeeping"
# Derived from the games, made again whenever it is missing or wrong (belot.app.index): never
# backed up before it is written over.
INDEX_KEY = "belot:index"
# A tournament, as its file (docs/formats.md#tournament-file), and what the list of them
# shows of each (derived from them, as the index is from the games: belot.app.tournaments).
TOURNAMENT_PREFIX = "belot:tournament:"
TOURNAMENT_LIST_KEY = "belot:tournaments"
# An envelope's own fields: revisions count saves (JavaScript counts exactly up to 2**53);
# an id is what the import accepts; times are ISO 8601 strings, kept as written.
MAX_REVISION = 2**53 - 1
_ID = Pattern(r"[^\x00-\x1f\x7f\ud800-\udfff]{1,200}")
# A browser tab's id (a random UUID, kept in sessionStorage by belot.app.browser.tabs).
TAB_ID = Pattern(r"[0-9a-zA-Z-]{1,64}")
_STAMP_MAX = 64
# A packed game (a finished one, belot.app.packing) is at most this long as stored, and
# what it holds at most as long as any JSON read (belot.limits).
MAX_PACKED = 2_000_000


class StoreFullError(Exception):
    """The browser refused to store a value (its quota is used up)."""


class Store(Protocol):
    """The part of ``localStorage`` the app uses (a dict serves in tests)."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def list_keys(self) -> list[str]: ...


class MemoryStore:
    """A :class:`Store` in a dict, with an optional size limit to act out a full quota."""

    def __init__(self, limit: int | None = None) -> None:
        self.data: dict[str, str] = {}
        self.limit = limit

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        size = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
        if self.limit is not None and size + len(key) + len(value) > self.limit:
            raise StoreFullError(key)
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def list_keys(self) -> list[str]:
        return list(self.data)


@dataclass(frozen=True)
class SavedGame:
    """A game as stored: the record plus the app's metadata.

    ``source``: for a game that came from a link (belot.app.link), the id of the game the
    link was made of, on the phone that made it; a later link of that game which
    continues this one updates it in place (belot.app.transfer.plan_link). None otherwise.
    """

    id: str
    game: Game
    revision: int
    created: str
    updated: str
    source: str | None = None


class UnreadableEntryError(BelotError):
    """A stored value that is not one this version can read.

    ``code`` says why: ``stored-not-json``, ``stored-foreign`` (not this app's),
    ``stored-newer`` (a newer version's: keep it untouched) or ``stored-invalid``. For a
    game envelope, ``params["field"]`` names the part at fault (``app``, ``schema``,
    ``game``, ``id``, ``revision``, ``created``, ``updated``), a newer version's value adds
    ``version`` and ``supported``, and ``cause`` is the engine's error about the game.
    """

    def __init__(
        self,
        message: str,
        *,
        code: str,
        params: Mapping[str, object] | None = None,
        cause: BelotError | None = None,
    ) -> None:
        super().__init__(message, code=code, params=params)
        self.cause = cause

    @property
    def newer(self) -> bool:
        return self.code == "stored-newer"

    @property
    def field(self) -> str:
        return str(self.params.get("field", ""))


def _unreadable(code: str, message: str, **params: object) -> UnreadableEntryError:
    return UnreadableEntryError(message, code=code, params=params)


def game_key(game_id: str) -> str:
    return GAME_PREFIX + game_id


def draft_key(game_id: str, tab: str = "") -> str:
    """Where the deal form of ``game_id`` being filled in by the tab ``tab`` is kept.

    Each tab of the browser has a form of its own (``belot:tab-draft:<tab>:<game id>``), so
    that two tabs with the same game open never take or delete each other's half-entered
    deal. ``tab`` "" is the key of a page with no tab id (and of drafts saved before tabs
    had one): ``belot:draft:<game id>``.
    """
    return f"{TAB_DRAFT_PREFIX}{tab}:{game_id}" if tab else DRAFT_PREFIX + game_id


def draft_owner(key: str) -> tuple[str, str] | None:
    """(tab, game id) of a draft key (tab "" for ``belot:draft:``), None for another key.

    A tab id never holds ":" (:data:`TAB_ID`), so the first ":" ends it.
    """
    if key.startswith(DRAFT_PREFIX):
        return "", key.removeprefix(DRAFT_PREFIX)
    if key.startswith(TAB_DRAFT_PREFIX):
        tab, colon, game_id = key.removeprefix(TAB_DRAFT_PREFIX).partition(":")
        if colon and TAB_ID.fullmatch(tab) and game_id:
            return tab, game_id
    return None


def drafts_of(store: Store, game_id: str) -> list[str]:
    """The keys of every tab's form of ``game_id``."""
    return [
        key
        for key in store.list_keys()
        if (owner := draft_owner(key)) is not None and owner[1] == game_id
    ]


def adopt_drafts(store: Store, tab: str, others: frozenset[str] | None) -> None:
    """At a tab's start, take over the forms left by tabs that are gone.

    A form of a tab that is no longer open (a closed tab, a browser that was quit, an older
    version's ``belot:draft:`` key) moves to ``tab``'s key for the same game, unless ``tab``
    has a form for that game already. ``others`` are the ids of the tabs open now; None when
    the browser cannot tell, and then every other tab's form is taken (as before tabs had
    forms of their own). The move copies first and removes after, so nothing is lost.
    """
    if not tab:
        return
    for key in store.list_keys():
        owner = draft_owner(key)
        if owner is None or owner[0] == tab or (others is not None and owner[0] in others):
            continue
        mine = draft_key(owner[1], tab)
        text = store.get(key)
        if text is None or store.get(mine) is not None:
            continue
        store.set(mine, text)
        store.remove(key)


def set_aside(store: Store, key: str) -> bool:
    """Move the value of ``key`` to a free backup key (it is listed with what could not be
    read, to export or discard); False if there was nothing or it could not be copied, in
    which case it stays where it is."""
    text = store.get(key)
    if text is None:
        return False
    try:
        store.set(free_backup_key(store, key), text)
    except StoreFullError:
        return False
    store.remove(key)
    return True


def envelope(saved: SavedGame) -> dict[str, Any]:
    """A stored game as the versioned envelope around its game record (with ``source``
    only for a game that came from a link: an optional field of schema 1, which a version
    that does not know it reads as it reads any game)."""
    from belot.record import game_to_record

    value: dict[str, Any] = {
        "app": APP,
        "schema": SCHEMA,
        "id": saved.id,
        "revision": saved.revision,
        "created": saved.created,
        "updated": saved.updated,
        "game": game_to_record(saved.game),
    }
    if saved.source is not None:
        value["source"] = saved.source
    return value


def encode(saved: SavedGame, compact: bool = False) -> str:
    """The text ``saved`` is stored as: its envelope as JSON, or packed (``compact``: the
    link's own format, belot.app.packing, about a fifth of the characters), as a finished
    game is stored (it is rarely written again, and years of them must fit)."""
    text = json.dumps(envelope(saved), ensure_ascii=False, separators=(",", ":"))
    return pack(text) if compact else text


# --- schema versions -------------------------------------------------------------------

Envelope = dict[str, Any]
Migration = Callable[[Envelope], Envelope]

# MIGRATIONS[n] turns an envelope of schema n into one of schema n + 1 (and says so in its
# "schema"). Schema 1 is the first there was, so the table is empty. To change the
# envelope: raise SCHEMA, add the step from the previous version here, and add a sample of
# the new version to tests/data/storage/ (tests/app/test_robustness.py reads every sample).
MIGRATIONS: dict[int, Migration] = {}


def migrate(
    envelope: Envelope, schema: int = SCHEMA, migrations: Mapping[int, Migration] = MIGRATIONS
) -> Envelope:
    """``envelope`` brought to ``schema`` step by step; :class:`UnreadableEntryError` if it
    is newer than ``schema`` or has no way there."""
    version = envelope.get("schema")
    if not _is_int(version) or version < 1:
        raise _unreadable(
            "stored-invalid", "the envelope has no valid schema", field="schema", got=version
        )
    if version > schema:
        raise _unreadable(
            "stored-newer",
            f"schema {shown(version)} is newer than this app reads ({schema})",
            field="schema",
            version=shown(version),
            supported=schema,
        )
    while version < schema:
        step = migrations.get(version)
        if step is None:
            raise _unreadable(
                "stored-invalid", f"no migration from schema {version}", field="schema"
            )
        try:
            envelope = step(dict(envelope))
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
            raise _unreadable(
                "stored-invalid", f"schema {version}: {error}", field="schema"
            ) from None
        version += 1
        if envelope.get("schema") != version:
            raise _unreadable(
                "stored-invalid", f"the migration to schema {version} failed", field="schema"
            )
    return envelope


def decode(text: str, key_id: str | None = None) -> SavedGame:
    """Read an envelope; raise :class:`UnreadableEntryError`, never another error, if it is not.

    The game must play (every deal valid). ``key_id``, the id in the key it was stored
    under, must be the envelope's own.
    """
    return decode_played(text, key_id)[0]


def decode_played(
    text: str, key_id: str | None = None, known: Sheet | None = None
) -> tuple[SavedGame, Sheet]:
    """:func:`decode`, and the game's sheet (reading it plays it: no need to again).
    ``known``: the sheet of a game the stored one may continue (the open game, changed by
    another tab): only the deals after its rows are scored, if it does (belot.game.play)."""
    saved, sheet = _decode(text) if known is None else _read(text, known)
    if key_id is not None and saved.id != key_id:
        raise _unreadable("stored-invalid", "the envelope's id is not its key's", field="id")
    return saved, sheet


@functools.lru_cache(maxsize=256)
def _decode(text: str) -> tuple[SavedGame, Sheet]:
    """:func:`decode_played`, remembered: a game is read again and again (opened, followed)."""
    return _read(text)


def _read(text: str, known: Sheet | None = None) -> tuple[SavedGame, Sheet]:
    if is_packed(text):
        try:
            text = unpack(text, MAX_PACKED, MAX_FILE)
        except PackingError as error:
            code = "stored-newer" if error.code == "newer" else "stored-invalid"
            raise _unreadable(code, f"the packed game: {error}", **error.params) from None
    return read_envelope_played(parse_stored(text), known)


def parse_stored(text: str) -> Any:
    """A stored value's JSON; :class:`UnreadableEntryError` if it is not JSON, or is too big or
    too deeply nested to be one of the app's (checked before parsing: belot.jsontext)."""
    try:
        return parse_json(text)
    except BelotError as error:
        raise _unreadable("stored-not-json", str(error)) from None


def read_envelope(data: object) -> SavedGame:
    """The one reading of a game envelope, for every reader: stored games and imported files.

    Checks, in this order, that it is this app's, its ``schema`` (older ones are migrated,
    :data:`MIGRATIONS`), the game record (read and played through, so that every deal is
    valid), ``id``, ``revision`` (1 to :data:`MAX_REVISION` - 1, so that it can still grow)
    and the ``created``/``updated`` times, and the optional ``source`` (an id, or absent);
    raises :class:`UnreadableEntryError` naming the first field at fault, never another
    error.
    """
    return read_envelope_played(data)[0]


def read_envelope_played(data: object, known: Sheet | None = None) -> tuple[SavedGame, Sheet]:
    """:func:`read_envelope`, and the sheet its game played to (``known``: as for
    :func:`read_record_played`)."""
    if not isinstance(data, dict) or data.get("app") != APP:
        raise _unreadable("stored-foreign", "not a game of this app", field="app")
    data = migrate(data)
    game, sheet = read_record_played(data.get("game"), known)
    game_id, revision = data.get("id"), data.get("revision")
    if not isinstance(game_id, str) or not _ID.fullmatch(game_id):
        raise _unreadable("stored-invalid", "the envelope has no valid id", field="id")
    if not _is_int(revision) or not 1 <= revision < MAX_REVISION:
        raise _unreadable("stored-invalid", "the envelope has no valid revision", field="revision")
    stamps = {"created": data.get("created"), "updated": data.get("updated")}
    for name, stamp in stamps.items():
        if not isinstance(stamp, str) or len(stamp) > _STAMP_MAX:
            raise _unreadable("stored-invalid", f"the envelope has no valid {name}", field=name)
    source = data.get("source")
    if source is not None and (not isinstance(source, str) or not _ID.fullmatch(source)):
        raise _unreadable("stored-invalid", "the envelope has no valid source", field="source")
    created, updated = str(stamps["created"]), str(stamps["updated"])
    return SavedGame(game_id, game, revision, created, updated, source), sheet


def read_record(record: object) -> Game:
    """A game record inside an envelope (or imported bare), read and played through.

    A record of a newer version than the engine reads is ``stored-newer``; any other fault
    is ``stored-invalid`` with the engine's error as ``cause``.
    """
    return read_record_played(record)[0]


def read_record_played(record: object, known: Sheet | None = None) -> tuple[Game, Sheet]:
    """:func:`read_record`, and the sheet the game played to. ``known``: a sheet of a game
    this one may continue, whose deals are not scored again (belot.game.play)."""
    from belot.game import play
    from belot.record import game_from_record

    try:
        game = game_from_record(record)
        sheet = play(game, known)
    except BelotError as error:
        if error.code == "record-newer":
            raise _unreadable("stored-newer", str(error), field="game", **error.params) from None
        raise UnreadableEntryError(
            str(error), code="stored-invalid", params={"field": "game"}, cause=error
        ) from None
    except (KeyError, TypeError, ValueError, IndexError, AttributeError, RecursionError):
        # The engine's own checks should have caught it; unreadable all the same.
        raise _unreadable("stored-invalid", "the game cannot be read", field="game") from None
    return game, sheet


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def read_game(store: Store, game_id: str) -> SavedGame | None:
    """The stored game, None if there is none; :class:`UnreadableEntryError` if it is unreadable."""
    text = store.get(game_key(game_id))
    return None if text is None else decode(text, game_id)


# --- the small values: session, settings, drafts -----------------------------------------


def _session(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or not set(data) <= {"screen", "game", "detail", "panels"}:
        raise _unreadable("stored-invalid", "not a session")
    if not isinstance(data.get("panels", {}), dict):  # each is read by its part
        raise _unreadable("stored-invalid", "not a session")
    detail = data.get("detail")
    if not isinstance(data.get("screen"), str) or not isinstance(data.get("game", ""), str):
        raise _unreadable("stored-invalid", "not a session")
    if detail is not None and not (
        isinstance(detail, int) and not isinstance(detail, bool) and 0 <= detail < 1_000_000
    ):
        raise _unreadable("stored-invalid", "not a session")
    return data


def _settings(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or not set(data) <= {"language"}:
        raise _unreadable("stored-invalid", "not the settings")
    if not isinstance(data.get("language", ""), str):
        raise _unreadable("stored-invalid", "not the settings")
    return data


def _safekeeping(data: Any) -> Safekeeping:
    try:
        return read_safekeeping(data)
    except ValueError as error:
        raise _unreadable("stored-invalid", str(error)) from None


def _wake_lock(data: Any) -> bool:
    if not isinstance(data, bool):
        raise _unreadable("stored-invalid", "not true or false")
    return data


def tournament_key(tournament_id: str) -> str:
    return TOURNAMENT_PREFIX + tournament_id


def read_tournament(text: str, key_id: str | None = None) -> Tournament:
    """A stored tournament, read by the tournament file's one reader (every game of every
    result scored again); :class:`UnreadableEntryError` if it cannot be: ``stored-newer``
    for a newer version's file (kept untouched until the app is updated). ``key_id``, the
    id in its key, must be the tournament's own."""
    tournament = _tournament(text)
    if key_id is not None and tournament.id != key_id:
        raise _unreadable("stored-invalid", "the tournament's id is not its key's", field="id")
    return tournament


@functools.lru_cache(maxsize=8)
def _tournament(text: str) -> Tournament:
    """Remembered: reading a tournament scores its games again (tens of milliseconds for a
    night of twenty teams), and the same text is read when it is listed, opened and kept."""
    from belot.tournament import tournament_from_json

    try:
        return tournament_from_json(parse_stored(text))
    except BelotError as error:
        code = "stored-newer" if error.code == "tournament-file-newer" else "stored-invalid"
        raise _unreadable(code, f"the tournament: {error}", **error.params) from None


def _draft(data: Any) -> DealDraft:
    try:
        return DealDraft.parse(data)
    except UnreadableDraftError as error:
        raise _unreadable("stored-invalid", str(error)) from None


_READERS: dict[str, Callable[[Any], Any]] = {
    SESSION_KEY: _session,
    SETTINGS_KEY: _settings,
    WAKE_LOCK_KEY: _wake_lock,
    SAFEKEEPING_KEY: _safekeeping,
}


# The values derived from others (the index, read by belot.app.index.read_index; the list of
# tournaments, by belot.app.tournaments): never reported as unreadable nor backed up (they
# are made again instead), and not read here.
DERIVED = frozenset({INDEX_KEY, TOURNAMENT_LIST_KEY})


def read_value(key: str, text: str) -> Any:
    """The value stored under ``key`` as this version reads it: a :class:`SavedGame`, a
    :class:`~belot.tournament.Tournament`, a :class:`DealDraft`, the session or settings
    dict, the wake-lock bool, the safekeeping.
    Raises :class:`UnreadableEntryError` (only) if it cannot be read, or if ``key`` is not
    one of the app's keys (an unknown key is a newer version's). A derived value
    (:data:`DERIVED`) is its own module's to read: ``ValueError``."""
    if key.startswith(GAME_PREFIX):
        return decode(text, key.removeprefix(GAME_PREFIX))
    if key.startswith(TOURNAMENT_PREFIX):
        return read_tournament(text, key.removeprefix(TOURNAMENT_PREFIX))
    if key in DERIVED:
        raise ValueError(f"{key} is derived: belot.app.index reads it")
    reader = _draft if draft_owner(key) is not None else _READERS.get(key)
    if reader is None:
        raise _unreadable("stored-foreign", f"{key} is not a key this version writes")
    return reader(parse_stored(text))


def readable(key: str, text: str) -> bool:
    try:
        read_value(key, text)
    except UnreadableEntryError:
        return False
    return True


def read_stored(store: Store, key: str) -> Any:
    """The value under ``key`` (see :func:`read_value`), None if missing or unreadable."""
    text = store.get(key)
    if text is None:
        return None
    try:
        return read_value(key, text)
    except UnreadableEntryError:
        return None


# --- what could not be read ----------------------------------------------------------------


@dataclass(frozen=True)
class StorageReport:
    """The stored values this version cannot read, by key, sorted."""

    newer: tuple[str, ...] = ()  # games saved by a newer version: left untouched
    damaged: tuple[str, ...] = ()  # other unreadable values of the app's keys, left in place
    backups: tuple[str, ...] = ()  # unreadable values kept aside before their key was written

    @property
    def count(self) -> int:
        """What the player can export or discard (a newer version's games are not counted)."""
        return len(self.damaged) + len(self.backups)

    @property
    def keys(self) -> tuple[str, ...]:
        return (*self.newer, *self.damaged, *self.backups)

    @property
    def games(self) -> tuple[str, ...]:
        """The keys of the stored games that cannot be read (a newer version's or damaged)."""
        return tuple(sorted(k for k in (*self.newer, *self.damaged) if k.startswith(GAME_PREFIX)))


def is_known(key: str) -> bool:
    """Whether ``key`` is one of the values this version reads and reports (not a derived
    value, not a newer version's key)."""
    return (
        key.startswith((GAME_PREFIX, TOURNAMENT_PREFIX))
        or draft_owner(key) is not None
        or key in _READERS
    )


def survey(store: Store) -> tuple[list[SavedGame], StorageReport]:
    """Every readable saved game, newest first, and what could not be read.

    Keys under ``belot:`` that this version does not know (a newer version's) are neither
    read nor reported.
    """
    games: list[SavedGame] = []
    newer: list[str] = []
    damaged: list[str] = []
    backups: list[str] = []
    for key in store.list_keys():
        if key.startswith(BACKUP_PREFIX):
            backups.append(key)
            continue
        if not is_known(key):
            continue
        text = store.get(key)
        if text is None:
            continue
        try:
            value = read_value(key, text)
        except UnreadableEntryError as error:
            (newer if error.newer else damaged).append(key)
            continue
        if isinstance(value, SavedGame):
            games.append(value)
    games.sort(key=lambda g: (g.updated, g.id), reverse=True)
    report = StorageReport(tuple(sorted(newer)), tuple(sorted(damaged)), tuple(sorted(backups)))
    return games, report


def backup_key(key: str, number: int) -> str:
    return f"{BACKUP_PREFIX}{key}:{number}"


def free_backup_key(store: Store, key: str) -> str:
    """The first backup key of ``key`` that holds nothing."""
    taken = set(store.list_keys())
    number = 1
    while backup_key(key, number) in taken:
        number += 1
    return backup_key(key, number)


def backed_up_key(backup: str) -> str:
    """The key a backup was taken from (``belot:backup:belot:session:2`` -> ``belot:session``)."""
    return backup.removeprefix(BACKUP_PREFIX).rpartition(":")[0]


class GuardedStore:
    """The controller's store: before a value of one of the app's keys that this version
    cannot read is replaced or removed, it is copied to a free backup key.

    If the copy cannot be made (the quota is used up), :meth:`set` raises
    :class:`StoreFullError` and writes nothing, and :meth:`remove` leaves the value: the
    original is never lost. Only :meth:`discard` (the player's explicit choice) deletes
    without a copy.

    Between :meth:`begin` and :meth:`commit`, every write is also journaled, so that
    :meth:`rollback` can put back what was stored before (belot.app.shell does, when an
    action fails half-way).
    """

    def __init__(self, inner: Store) -> None:
        self.inner = inner
        self._readable: dict[str, str] = {}  # the last value seen readable, per key
        self.backups_made = 0  # how many backups this store has written
        self._journal: list[tuple[str, str | None]] | None = None  # (key, value before)

    def get(self, key: str) -> str | None:
        return self.inner.get(key)

    def list_keys(self) -> list[str]:
        return self.inner.list_keys()

    def set(self, key: str, value: str) -> None:
        old = self._before(key)  # read once, for the backup and the journal both
        self._keep(key, old)
        self._write(key, value, old)
        self._readable[key] = value  # the app's own value

    def remove(self, key: str) -> None:
        old = self._before(key)
        try:
            self._keep(key, old)
        except StoreFullError:
            return  # the unreadable value stays where it is
        self._write(key, None, old)
        self._readable.pop(key, None)

    def discard(self, key: str) -> None:
        """Delete ``key`` without a backup (the player chose to discard it)."""
        self._write(key, None, self.inner.get(key) if self._journal is not None else None)
        self._readable.pop(key, None)

    def _before(self, key: str) -> str | None:
        """The value under ``key``, where a write needs it (a guarded key, or a journal)."""
        return self.inner.get(key) if self._guards(key) or self._journal is not None else None

    @staticmethod
    def _guards(key: str) -> bool:
        """Whether a value under ``key`` is backed up before it is written over."""
        return key.startswith(PREFIX) and not key.startswith(BACKUP_PREFIX) and key not in DERIVED

    def _keep(self, key: str, old: str | None) -> None:
        """Copy ``old``, the value under ``key``, to a backup key if it is one this version
        cannot read."""
        if not self._guards(key):
            return
        if old is None or self._readable.get(key) == old:
            return
        if readable(key, old):
            self._readable[key] = old
            return
        backup = free_backup_key(self.inner, key)
        self._write(backup, old, self.inner.get(backup) if self._journal is not None else None)
        self.backups_made += 1

    # --- the journal -------------------------------------------------------------------

    def _write(self, key: str, value: str | None, before: str | None) -> None:
        """Write ``value`` (None: remove) under ``key``, whose value is ``before``."""
        if self._journal is not None:
            self._journal.append((key, before))
        if value is None:
            self.inner.remove(key)
        else:
            self.inner.set(key, value)

    def begin(self) -> None:
        """Start journaling writes (an action begins)."""
        self._journal = []

    def commit(self) -> None:
        """Keep what was written since :meth:`begin`."""
        self._journal = None

    def rollback(self) -> None:
        """Put back every value written since :meth:`begin`, newest first (best effort: a
        value that cannot be put back is left as it is, and the others still are)."""
        journal, self._journal = self._journal or [], None
        self._readable.clear()
        for key, before in reversed(journal):
            try:
                if before is None:
                    self.inner.remove(key)
                else:
                    self.inner.set(key, before)
            except Exception:  # a store that fails now: the others are still restored
                continue


def guarded(store: Store) -> GuardedStore:
    return store if isinstance(store, GuardedStore) else GuardedStore(store)


# --- exporting what could not be read -------------------------------------------------------

UNREADABLE_FORMAT = "belot-unreadable"
UNREADABLE_VERSION = 1


def unreadable_text(store: Store, report: StorageReport, exported: str) -> str:
    """A file of the raw stored strings of ``report``, key by key, for someone to repair::

        {"format": "belot-unreadable", "version": 1, "app": "belot-score", "exported": ...,
         "items": [{"key", "kind": "newer" | "damaged" | "backup", "value", "from"?}, ...]}

    ``value`` is the stored string exactly as it was (written with ASCII escapes, so that
    even a lone surrogate survives); a backup says the key it was taken ``from``.
    """
    items: list[dict[str, str]] = []
    for kind, keys in (("newer", report.newer), ("damaged", report.damaged)):
        items += [
            {"key": k, "kind": kind, "value": v} for k in keys if (v := store.get(k)) is not None
        ]
    for key in report.backups:
        value = store.get(key)
        if value is not None:
            items.append({"key": key, "kind": "backup", "from": backed_up_key(key), "value": value})
    document = {
        "format": UNREADABLE_FORMAT,
        "version": UNREADABLE_VERSION,
        "app": APP,
        "exported": exported,
        "items": items,
    }
    return json.dumps(document, indent=1) + "\n"


def unreadable_filename(exported: str) -> str:
    date = exported[:10] if re.fullmatch(r"\d{4}-\d\d-\d\d", exported[:10]) else ""
    return "-".join(part for part in ("belot-unreadable", date) if part) + ".json"
