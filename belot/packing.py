"""Text packed small for a link or for storage: deflate against a preset dictionary, in
base64url, with its length and checksum in front. Pure and app-independent: the game's
link and a finished game as the page stores it (``g1``, :data:`GAME`; belot.app.packing,
docs/formats.md#link), and the tournament's two links (``t1``, a table's assignment, and
``r1``, a table's result: belot.tournament.links) are each a :class:`Packing`::

    g1.310.5d2c7a1e.jZDNbsIwEITfZc9OlQRCiW9t...

* ``g1``: the format (a letter) and its version;
* ``310``: the number of characters of the data, so that a text cut short is told from a
  damaged one;
* ``5d2c7a1e``: the CRC-32 of the data's characters, in hexadecimal: a changed character
  is caught before anything is decoded (against accidents, not against someone who means
  harm: what it holds is read by the format's one reader all the same);
* the data: a JSON text as compact UTF-8, compressed with raw deflate (zlib, level 9, a
  32 kB window) against the format's preset dictionary, in base64url without padding. The
  dictionary holds the words every text of the format repeats, so that even a short one
  packs small. It is part of the format: changing a byte of it breaks every text packed
  with it (the tests pin each dictionary's hash); a new dictionary is a new version.

:meth:`Packing.pack` makes the text; :meth:`Packing.unpack` gives back the JSON text, or
raises :class:`PackingError` saying why it cannot. :func:`pack`, :func:`unpack`,
:func:`is_packed`, :data:`OURS` and :data:`DICTIONARY` are the game's (``g1``), by the
names they have always had.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from dataclasses import dataclass, field

from belot.patterns import Pattern

WBITS = -15  # raw deflate, 32 kB window: no zlib header or Adler-32 (the CRC is outside)
_DATA = Pattern(r"[A-Za-z0-9_-]*")


class PackingError(ValueError):
    """A text that cannot be unpacked; ``code`` says why: ``foreign`` (not packed by this
    app, or not in this format), ``newer`` (a later version: ``version``), ``cut`` (shorter
    than it says: ``got`` and ``expected`` characters), ``damaged``, ``too-big``."""

    def __init__(self, code: str, message: str, **params: object) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass(frozen=True)
class Packing:
    """One packed format: its ``letter``, its ``version`` and its preset ``dictionary``
    (part of the format: never edited; a new one is a new version)."""

    letter: str
    version: int
    dictionary: bytes = field(repr=False)
    # "<letter><digits>.": a text packed in this format, of some version (a link's fragment
    # that is not is not this format's, and is left alone).
    ours: Pattern = field(init=False, repr=False, compare=False)
    _header: Pattern = field(init=False, repr=False, compare=False)
    _cut: Pattern = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        head = f"{self.letter}{self.version}\\."
        object.__setattr__(self, "ours", Pattern(self.letter + r"(\d{1,6})\."))
        header = Pattern(head + r"(0|[1-9]\d{0,6})\.([0-9a-f]{8})\.")
        object.__setattr__(self, "_header", header)
        object.__setattr__(self, "_cut", Pattern(head + r"(\d{0,7}(\.[0-9a-f]{0,8})?)?"))

    @property
    def prefix(self) -> str:
        """What every text of this version starts with: ``g1.``."""
        return f"{self.letter}{self.version}."

    def is_packed(self, text: str) -> bool:
        """Whether ``text`` is meant as a text of this format, of any version (only then is
        it read as one, and refused with a reason if it cannot be)."""
        return self.ours.match(text) is not None

    def pack(self, text: str) -> str:
        """``text`` (a JSON text) packed."""
        packer = zlib.compressobj(9, zlib.DEFLATED, WBITS, 9, zdict=self.dictionary)
        packed = packer.compress(text.encode("utf-8")) + packer.flush()
        data = base64.urlsafe_b64encode(packed).rstrip(b"=").decode("ascii")
        return f"{self.prefix}{len(data)}.{_crc(data)}.{data}"

    def unpack(self, text: str, most: int, inflated: int) -> str:
        """The JSON text ``text`` packs, if it is at most ``most`` characters long and
        inflates to at most ``inflated`` bytes; else :class:`PackingError` (only)."""
        if len(text) > most:
            raise PackingError("too-big", "it is too long", size=len(text))
        self._check_version(text)
        header = self._header.match(text)
        if header is None:
            if self._cut.fullmatch(text):
                raise PackingError("cut", "it is cut short", got=0, expected="?")
            raise PackingError("damaged", "its header is damaged")
        expected, crc = int(header[1]), header[2]
        if expected > most:
            raise PackingError("too-big", "it says it is too long", size=expected)
        data = text[header.end() :]
        if not _DATA.fullmatch(data):
            raise PackingError("damaged", "it has characters a packed text never has")
        if len(data) < expected:
            raise PackingError(
                "cut",
                f"it is cut short ({len(data)} of {expected} characters)",
                got=len(data),
                expected=expected,
            )
        if len(data) > expected or _crc(data) != crc:
            raise PackingError("damaged", "its checksum does not match")
        return _inflate(data, inflated, self.dictionary)

    def _check_version(self, text: str) -> None:
        """Refuse a text of another format (``foreign``) or of a newer version (``newer``)."""
        ours = self.ours.match(text)
        if ours is None:
            raise PackingError("foreign", "it is not packed by this app")
        if int(ours[1]) != self.version:
            if int(ours[1]) > self.version:
                raise PackingError(
                    "newer",
                    f"it is of version {ours[1]}, newer than this app reads ({self.version})",
                    version=ours[1],
                    supported=self.version,
                )
            raise PackingError("foreign", "it is not packed by this app")


def _crc(data: str) -> str:
    return f"{zlib.crc32(data.encode('ascii')):08x}"


def _inflate(data: str, most: int, dictionary: bytes) -> str:
    try:
        packed = base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
        unpacker = zlib.decompressobj(WBITS, zdict=dictionary)
        raw = unpacker.decompress(packed, most)
    except (binascii.Error, ValueError, zlib.error):
        raise PackingError("damaged", "its data cannot be decoded") from None
    if not unpacker.eof and len(raw) >= most:
        raise PackingError("too-big", "what it holds is too big", size=len(data))
    if not unpacker.eof or unpacker.unused_data:
        raise PackingError("damaged", "its data is incomplete")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise PackingError("damaged", "its data is not UTF-8") from None


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

GAME = Packing("g", 1, DICTIONARY)
"""A game's envelope (docs/formats.md#packed, docs/formats.md#link)."""
VERSION = GAME.version
PREFIX = GAME.prefix
OURS = GAME.ours


def is_packed(text: str) -> bool:
    """Whether ``text`` is meant as a packed envelope of some version (only then is it read
    as one, and refused with a reason if it cannot be)."""
    return GAME.is_packed(text)


def pack(text: str) -> str:
    """``text`` (an envelope's JSON) packed."""
    return GAME.pack(text)


def unpack(text: str, most: int, inflated: int) -> str:
    """The JSON text ``text`` packs (:meth:`Packing.unpack` of :data:`GAME`)."""
    return GAME.unpack(text, most, inflated)
