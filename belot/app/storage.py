"""What the page keeps in ``localStorage``, and how it reads it back.

Keys (all prefixed ``belot:``):

* ``belot:game:<id>``  a game, as a versioned envelope around the game record
* ``belot:draft:<id>`` the deal being entered in that game, if any
* ``belot:session``    which game and screen were open, to resume after a reload
* ``belot:settings``   the player's choices that outlive a game (the language)

A value that cannot be read is reported and left exactly as it is: nothing
here ever overwrites a key it could not parse.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Protocol

from belot.errors import BelotError
from belot.game import Game
from belot.record import game_from_record, game_to_record

APP = "belot-score"
SCHEMA = 1
PREFIX = "belot:"
GAME_PREFIX = "belot:game:"
DRAFT_PREFIX = "belot:draft:"
SESSION_KEY = "belot:session"
SETTINGS_KEY = "belot:settings"


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
    """A game as stored: the record plus the app's metadata."""

    id: str
    game: Game
    revision: int
    created: str
    updated: str


class UnreadableEntryError(BelotError):
    """A stored value that is not a game envelope this version can read."""


def game_key(game_id: str) -> str:
    return GAME_PREFIX + game_id


def draft_key(game_id: str) -> str:
    return DRAFT_PREFIX + game_id


def encode(saved: SavedGame) -> str:
    envelope = {
        "app": APP,
        "schema": SCHEMA,
        "id": saved.id,
        "revision": saved.revision,
        "created": saved.created,
        "updated": saved.updated,
        "game": game_to_record(saved.game),
    }
    return json.dumps(envelope, ensure_ascii=False, separators=(",", ":"))


def decode(text: str) -> SavedGame:
    """Read an envelope; raise :class:`UnreadableEntryError`, never another error, if it is not."""
    try:
        data: Any = json.loads(text)
    except (ValueError, RecursionError):
        raise UnreadableEntryError("not JSON") from None
    if not isinstance(data, dict) or data.get("app") != APP:
        raise UnreadableEntryError("not a game of this app")
    schema = data.get("schema")
    if not isinstance(schema, int) or schema > SCHEMA:
        raise UnreadableEntryError(f"schema {schema!r} is newer than this app reads ({SCHEMA})")
    try:
        game = game_from_record(data.get("game"))
        return SavedGame(
            id=str(data["id"]),
            game=game,
            revision=int(data["revision"]),
            created=str(data["created"]),
            updated=str(data["updated"]),
        )
    except BelotError as error:
        raise UnreadableEntryError(str(error)) from None
    except (KeyError, TypeError, ValueError):
        raise UnreadableEntryError("the envelope lacks a field") from None


def read_game(store: Store, game_id: str) -> SavedGame | None:
    """The stored game, None if there is none; :class:`UnreadableEntryError` if it is unreadable."""
    text = store.get(game_key(game_id))
    return None if text is None else decode(text)


def list_games(store: Store) -> tuple[list[SavedGame], list[str]]:
    """Every readable saved game, newest first, and the keys that could not be read."""
    games: list[SavedGame] = []
    unreadable: list[str] = []
    for key in store.list_keys():
        if not key.startswith(GAME_PREFIX):
            continue
        text = store.get(key)
        try:
            games.append(decode(text or ""))
        except UnreadableEntryError:
            unreadable.append(key)
    games.sort(key=lambda g: (g.updated, g.id), reverse=True)
    return games, sorted(unreadable)


def read_json(store: Store, key: str) -> Any:
    """A small JSON value (draft, session), None if missing or unreadable."""
    text = store.get(key)
    if text is None:
        return None
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        return None
