"""Keeping the games safe from the browser: where the games stand (persistent storage, how
full, the last backup), backups and their restore, moving old games to a file, and what
protects the games on this phone (belot.app.safekeeping says why and when)."""

from __future__ import annotations

from dataclasses import dataclass, field

from belot.app.safekeeping import StorageFacts
from belot.app.screen import Screen
from belot.app.state import Part

KEEP = Screen("keep", lists_games=True, lists_every_game=True)


@dataclass(frozen=True)
class Facts(Part):
    """What the browser says of the storage (on every screen, for the whole visit)."""

    facts: StorageFacts = field(default_factory=StorageFacts)


@dataclass(frozen=True)
class BackupOffer(Part):
    """A game that has just ended offers a backup of every game (on its sheet, once)."""

    game_id: str


@dataclass(frozen=True)
class Archive(Part):
    """Moving finished games to a file: up to which month (``YYYY-MM``, "" before one is
    chosen), and whether the file was saved (then it can be checked, and the games removed)."""

    until: str = ""
    saved: bool = False


Archive.lives_on = KEEP
