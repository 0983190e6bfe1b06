"""A game in a link, for another phone: the whole game in the URL's fragment, no server.

A link is the page's own address and a fragment (the part after ``#``, which a browser
never sends to any server)::

    https://example.github.io/belot/#g1.310.5d2c7a1e.jZDNbsIwEITfZc9OlQRCiW9t...

* ``g1`` names the format and its version (a later format is ``g2``, and this version
  refuses it as a newer app's);
* ``310`` is the number of characters of the data, so that a link cut short (a chat that
  wraps it, a copy that missed its end) is told from a damaged one;
* ``5d2c7a1e`` is the CRC-32 of the data's characters, in hexadecimal: a changed
  character is caught before anything is decoded (it guards against accidents, not
  against someone who means harm: what a link holds is checked as any imported game is);
* the data: the game's stored envelope (:func:`belot.app.storage.envelope`: its id,
  revision, times, the optional ``source`` and the game record), as compact UTF-8 JSON,
  compressed with raw deflate (zlib, level 9, a 32 kB window) against the preset
  dictionary :data:`DICTIONARY`, in base64url without padding. The dictionary holds the
  words every envelope repeats, so that even a short game compresses: a 9-deal game
  takes about 320 characters, a 60-deal one about 760 (see :mod:`belot.app.qr` for what a
  QR code holds). It is part of the format: changing a byte of it breaks every ``g1``
  link (tests/app/test_link.py pins its hash); a new dictionary is a new version.

Reading a link (:func:`read_link`) is defensive like reading a file: any text gives the
game it holds, read by the one validator of envelopes
(:func:`belot.app.storage.read_envelope`, through the import's own reading), or a
:class:`~belot.app.transfer.TransferError` whose code (``link-*``) says why, never another
exception. What an import of the link then does is :func:`belot.app.transfer.plan_link`.
"""

from __future__ import annotations

import json
from typing import Any

from belot.app.packing import DICTIONARY as DICTIONARY  # the format's: tests pin its hash
from belot.app.packing import PackingError, is_packed, pack, unpack
from belot.app.storage import SavedGame, envelope
from belot.app.transfer import Incoming, TransferError, read_entry
from belot.errors import BelotError
from belot.jsontext import parse_json
from belot.limits import MAX_LINK, MAX_LINK_INFLATED

# What a link holds is at most what one QR code holds (belot.app.qr.MAX_LINK_BYTES); a
# fragment is read up to ten times that, and what it inflates to up to so many bytes
# (belot.limits, by the names this module has always given them).
MAX_FRAGMENT = MAX_LINK
MAX_INFLATED = MAX_LINK_INFLATED


def is_game_link(fragment: str) -> bool:
    """Whether a URL's fragment (with or without its ``#``) is meant as a game link of any
    version: only then is it read (and refused with a reason if it cannot be)."""
    return is_packed(fragment.removeprefix("#"))


def fragment_of(saved: SavedGame) -> str:
    """The fragment (without ``#``) that carries ``saved``: its envelope, packed."""
    return pack(json.dumps(envelope(saved), ensure_ascii=False, separators=(",", ":")))


def game_link(page_url: str, saved: SavedGame) -> str:
    """The link that opens ``saved`` in the app at ``page_url`` (the page's own address,
    without a fragment)."""
    return f"{page_url.partition('#')[0]}#{fragment_of(saved)}"


def read_link(fragment: str) -> Incoming:
    """The game a link's fragment (with or without its ``#``) holds; a
    :class:`~belot.app.transfer.TransferError` (only) with a ``link-*`` code if it cannot
    be opened: not a game link (``link-foreign``), of a newer format (``link-newer``), cut
    short (``link-cut``), damaged (``link-damaged``), too big (``link-too-big``: longer than
    :data:`MAX_FRAGMENT`, or saying so in its header), data nested too deeply
    (``link-too-deep``) or with a key twice (``link-duplicate-key``), or its game is not
    valid (the reasons of a file's game, worded for a link)."""
    try:
        text = unpack(fragment.removeprefix("#"), MAX_FRAGMENT, MAX_INFLATED)
    except PackingError as error:
        code = f"link-{error.code}"
        raise TransferError(code, f"the link: {error}", None, **error.params) from None
    return _entry(text)


# A file's reasons, worded for a link (the params are the same).
_AS_LINK = {
    "transfer-newer": "link-newer",
    "transfer-version": "link-version",
    "transfer-invalid-game": "link-invalid-game",
    "transfer-envelope": "link-envelope",
    "transfer-entry": "link-foreign",
    "transfer-too-deep": "link-too-deep",
    "transfer-not-json": "link-damaged",
}
# Why a link's data is not JSON the app reads (belot.jsontext), worded for a link.
_UNPARSED = {"json-too-deep": "link-too-deep", "json-duplicate-key": "link-duplicate-key"}


def _entry(text: str) -> Incoming:
    """The envelope in a link, read as a file's envelope is read."""
    try:
        data: Any = parse_json(text, max_chars=MAX_INFLATED)
    except BelotError as error:
        code = _UNPARSED.get(error.code)
        if code is None:
            raise TransferError("link-damaged", "the link's data is not JSON") from None
        raise TransferError(
            code, f"the link's data cannot be read: {error}", None, **error.params
        ) from None
    if not isinstance(data, dict) or "app" not in data:  # a link holds an envelope
        raise TransferError("link-foreign", "the link does not hold a game of this app")
    try:
        return read_entry(data, 1)
    except TransferError as error:
        code = _AS_LINK.get(error.code, "link-damaged")
        raise TransferError(code, str(error), error.cause, **error.params) from None
