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

import base64
import binascii
import json
import re
import zlib
from typing import Any

from belot.app.storage import SavedGame, envelope
from belot.app.transfer import Incoming, TransferError, read_entry
from belot.errors import BelotError
from belot.jsontext import parse_json
from belot.limits import MAX_LINK, MAX_LINK_INFLATED

VERSION = 1
PREFIX = f"g{VERSION}."
# A fragment that is a game link of some version: "g<digits>." (anything else in a URL's
# fragment is not ours, and is left alone).
_OURS = re.compile(r"g(\d{1,6})\.")
_HEADER = re.compile(r"g1\.(0|[1-9]\d{0,6})\.([0-9a-f]{8})\.")
_DATA = re.compile(r"[A-Za-z0-9_-]*")
# What a link holds is at most what one QR code holds (belot.app.qr.MAX_LINK_BYTES); a
# fragment is read up to ten times that, and what it inflates to up to so many bytes
# (belot.limits, by the names this module has always given them).
MAX_FRAGMENT = MAX_LINK
MAX_INFLATED = MAX_LINK_INFLATED
WBITS = -15  # raw deflate, 32 kB window: no zlib header or Adler-32 (the CRC is outside)

# The preset dictionary of format 1: strings every envelope repeats, the most frequent
# last (deflate reaches the nearest ones with the shortest codes). Never edit it.
DICTIONARY = (
    b'{"app":"belot-score","schema":1,"id":"","revision":,"created":"2026-12-01T00:00:00.000Z",'
    b'"updated":"2026-","source":"","game":{"format":"belot-game","version":1,'
    b'"rules":"belot-arena","rules":"belote-annonces","rules":"contree","rules":"coinche",'
    b'"options":{"target":1000,"max-bid":160,"made-points":"tricks-and-bid",'
    b'"doubled-points":"base","failed-base":160,"capot-points":"plus-bid",'
    b'"rounding":"nearest-ten"},"options":{"target":1000,"litige":"carry","rounding":"none"},'
    b'"options":{"target":151,"no-going-out-with-valat":false},"rules":"bulgarian",'
    b'"announcement-contest":"combined","minimum-one":true,"valat-announcements":"own",'
    b'"options":{"target":151,"rounding":"official","kontra-multiplies-valat":true,'
    b'"no-going-out-with-valat":true,"announcement-contest":"separate","minimum-one":false,'
    b'"valat-announcements":"all"},"teams":["Us","Them"],"players":["","","",""],'
    b'"first_dealer":1,"deals":[{"passed":true},{"adjust":[0,0],"note":""},"valat":1,'
    b'"double":4,"alone":true,"bid":"capot","bid":"generale","bid":80,"announcements":'
    b'[["four-jacks","four-nines","four-aces","four-tens","four-kings","four-queens","quinte",'
    b'"quarte","tierce","belot"],[]]},{"contract":"no-trumps","declarer":1,"points":[65,65],'
    b'"double":2},{"contract":"all-trumps","declarer":0,"points":[129,129]},'
    b'{"contract":"spades","declarer":1,"points":[81,81]},{"contract":"diamonds","declarer":0,'
    b'"points":[81,81]},{"contract":"clubs","declarer":1,"points":[81,81]},'
    b'"announcements":[[],["belot"]]},"announcements":[["belot"],[]]},{"contract":"hearts",'
    b'"declarer":0,"points":[97,65]},{"contract":"'
)


def is_game_link(fragment: str) -> bool:
    """Whether a URL's fragment (with or without its ``#``) is meant as a game link of any
    version: only then is it read (and refused with a reason if it cannot be)."""
    return _OURS.match(fragment.removeprefix("#")) is not None


def fragment_of(saved: SavedGame) -> str:
    """The fragment (without ``#``) that carries ``saved``."""
    text = json.dumps(envelope(saved), ensure_ascii=False, separators=(",", ":"))
    packer = zlib.compressobj(9, zlib.DEFLATED, WBITS, 9, zdict=DICTIONARY)
    packed = packer.compress(text.encode("utf-8")) + packer.flush()
    data = base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")
    return f"{PREFIX}{len(data)}.{_crc(data)}.{data}"


def game_link(page_url: str, saved: SavedGame) -> str:
    """The link that opens ``saved`` in the app at ``page_url`` (the page's own address,
    without a fragment)."""
    return f"{page_url.partition('#')[0]}#{fragment_of(saved)}"


def _crc(data: str) -> str:
    return f"{zlib.crc32(data.encode('ascii')):08x}"


def read_link(fragment: str) -> Incoming:
    """The game a link's fragment (with or without its ``#``) holds; a
    :class:`~belot.app.transfer.TransferError` (only) with a ``link-*`` code if it cannot
    be opened: not a game link (``link-foreign``), of a newer format (``link-newer``), cut
    short (``link-cut``), damaged (``link-damaged``), too big (``link-too-big``: longer than
    :data:`MAX_FRAGMENT`, or saying so in its header), data nested too deeply
    (``link-too-deep``) or with a key twice (``link-duplicate-key``), or its game is not
    valid (the reasons of a file's game, worded for a link)."""
    fragment = fragment.removeprefix("#")
    if len(fragment) > MAX_FRAGMENT:
        raise TransferError("link-too-big", "the link is too long", size=len(fragment))
    ours = _OURS.match(fragment)
    if ours is None:
        raise TransferError("link-foreign", "the link is not a game link of this app")
    if int(ours[1]) != VERSION:
        if int(ours[1]) > VERSION:
            raise TransferError(
                "link-newer",
                f"the link is of version {ours[1]}, newer than this app reads ({VERSION})",
                version=ours[1],
                supported=VERSION,
            )
        raise TransferError("link-foreign", "the link is not a game link of this app")
    header = _HEADER.match(fragment)
    if header is None:
        if re.fullmatch(r"g1\.(\d{0,7}(\.[0-9a-f]{0,8})?)?", fragment):
            raise TransferError("link-cut", "the link is cut short", got=0, expected="?")
        raise TransferError("link-damaged", "the link's header is damaged")
    expected, crc = int(header[1]), header[2]
    if expected > MAX_FRAGMENT:  # what arrived may be cut: what it says it is, is too big
        raise TransferError("link-too-big", "the link is too long", size=expected)
    data = fragment[header.end() :]
    if not _DATA.fullmatch(data):
        raise TransferError("link-damaged", "the link has characters a link never has")
    if len(data) < expected:
        raise TransferError(
            "link-cut",
            f"the link is cut short ({len(data)} of {expected} characters)",
            got=len(data),
            expected=expected,
        )
    if len(data) > expected or _crc(data) != crc:
        raise TransferError("link-damaged", "the link's checksum does not match")
    return _entry(_inflate(data))


def _inflate(data: str) -> str:
    """The envelope's JSON text; ``link-damaged`` or ``link-too-big`` if it is not one."""
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        unpacker = zlib.decompressobj(WBITS, zdict=DICTIONARY)
        raw = unpacker.decompress(packed, MAX_INFLATED)
    except (binascii.Error, ValueError, zlib.error):
        raise TransferError("link-damaged", "the link's data cannot be decoded") from None
    if not unpacker.eof and len(raw) >= MAX_INFLATED:
        raise TransferError("link-too-big", "the link's game is too big", size=len(data))
    if not unpacker.eof or unpacker.unused_data:
        raise TransferError("link-damaged", "the link's data is incomplete")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TransferError("link-damaged", "the link's data is not UTF-8") from None


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
