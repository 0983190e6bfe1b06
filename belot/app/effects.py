"""What only the browser can do, asked for by an action: one class per effect, each with
its own fields, typed as the actions are.

A handler queues effects in the state (:func:`belot.app.common.queue`); the browser edge
performs them after the action, inside the tap that asked for them (a file picker, a
share sheet or the clipboard needs that), and empties the queue. Each class here has its
one handler there (:mod:`belot.app.browser.effects`, which fails at import if a class has
none). What the browser answers comes back as an action: the message class the effect
names (``answer``, ``fallback``...), or :class:`belot.app.common.EffectDone` for what no
one screen owns (copied, or failed), so a screen reads the answer as it reads any tap.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from belot.app.actions import Index, Plain, Switch, Text
from belot.app.picture import Picture


class Effect:
    """Something only the browser can do: a frozen dataclass subclassing this class.

    Every such class is in :data:`EFFECTS`, in the order they are declared.
    """

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        EFFECTS.append(cls)


EFFECTS: list[type[Effect]] = []


@dataclass(frozen=True)
class Download(Effect):
    """Save ``contents`` as a file called ``filename``, of the type ``mime`` (JSON:
    belot.app.transfer.MIME, unless said)."""

    filename: str
    contents: str
    mime: str = "application/json"


@dataclass(frozen=True)
class PickFile(Effect):
    """Open the browser's file picker. The chosen file's text goes to ``answer``; a file
    too big to read (belot.app.transfer.MAX_IMPORT_CHARS) to ``too_big``, with its size in
    kilobytes, and one that is not UTF-8 to ``not_utf8``, with the byte that is not."""

    answer: type[Text]
    too_big: type[Index]
    not_utf8: type[Index]


@dataclass(frozen=True)
class Share(Effect):
    """The share sheet with a game's ``summary`` (titled ``title``), and its file where the
    browser can share files; where there is no share sheet, or it fails, ``fallback``."""

    title: str
    summary: str
    filename: str
    contents: str
    fallback: type[Plain]


@dataclass(frozen=True)
class ShareFile(Effect):
    """A file for the player to keep (a backup): through the share sheet where it takes
    files (a phone: to send it, or save it in Files), else downloaded; answered with
    ``answer``: ``ok``, ``cancelled`` or ``failed:<why>``."""

    title: str
    filename: str
    contents: str
    answer: type[Text]


@dataclass(frozen=True)
class Copy(Effect):
    """Put ``text`` on the clipboard (answered with EffectDone: copied, or copy-failed)."""

    text: str


@dataclass(frozen=True)
class ShareText(Effect):
    """The share sheet with ``text`` (titled ``title``); without one, the text is copied
    (answered with EffectDone: copied, or copy-failed)."""

    title: str
    text: str


@dataclass(frozen=True)
class ShareImage(Effect):
    """``picture`` drawn as a PNG called ``filename``, through the share sheet where it
    takes files, else downloaded; answered with ``answer``: ``ok``, ``cancelled`` or
    ``failed:<why>``."""

    title: str
    filename: str
    picture: Picture
    answer: type[Text]


@dataclass(frozen=True)
class ShareLink(Effect):
    """The share sheet with a game's link ``url``; without one, the link is copied."""

    title: str
    url: str


@dataclass(frozen=True)
class LoadQr(Effect):
    """Make the QR library importable (belot.app.qr) from its archive at ``url``; answered
    with ``answer``: ``ok`` or ``failed:<why>``."""

    url: str
    answer: type[Text]


@dataclass(frozen=True)
class ScrollTop(Effect):
    """Scroll the page to its top."""


@dataclass(frozen=True)
class Persist(Effect):
    """Ask the browser for persistent storage, then tell the page what its storage is now
    (belot.app.safekeeping.StorageFacts); answered with ``answer`` (whether it was granted)
    if there is one: when the player asked, not when the app did."""

    answer: type[Switch] | None = None
