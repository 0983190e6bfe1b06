"""A game's envelope packed small (``g1``): the format of a game's link (belot.app.link)
and of a finished game as it is stored (belot.app.storage). The packing itself is the
engine's (:mod:`belot.packing`, which has no part of the app in it, so that the command
line reads the tournament's links with it too); this module names the game's format for
the app, by the names it has always had. The dictionary is the format's: changing a byte
of it breaks every ``g1`` text (tests/app/test_link.py pins its hash).
"""

from __future__ import annotations

from belot.packing import (
    DICTIONARY,
    GAME,
    OURS,
    PREFIX,
    VERSION,
    WBITS,
    PackingError,
    is_packed,
    pack,
    unpack,
)

__all__ = [
    "DICTIONARY",
    "GAME",
    "OURS",
    "PREFIX",
    "VERSION",
    "WBITS",
    "PackingError",
    "is_packed",
    "pack",
    "unpack",
]
