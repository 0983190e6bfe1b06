"""The picture of the open screen kept for the next visit (static/instant-paint.js).

After each paint the browser edge keeps the rendering of an open game's sheet, deal form or
deal detail under :data:`SNAPSHOT_KEY`, with what it depends on: the stored session it
was drawn for, the game's revision and the language. instant-paint.js shows it on the
next visit only while all three are unchanged (the language being the one Python will
start in), and only after rebuilding it from an allow-list of elements and attributes (so
a value written by anyone else cannot do anything but show text, and a tap on it is
carried out only where Python draws the same control).

The value is a picture, not data: one that cannot be read is ignored and replaced at the
next paint, never backed up.
"""

from __future__ import annotations

import json
from typing import Any

from belot.app.markup import Markup
from belot.app.state import AppState
from belot.errors import BelotError
from belot.jsontext import parse_json

SNAPSHOT_KEY = "belot:snapshot"
SNAPSHOT_SCHEMA = 2  # static/instant-paint.js reads only this one
_FIELDS = frozenset({"schema", "session", "game", "revision", "lang", "html"})
MAX_HTML = 400_000  # as static/instant-paint.js: bigger ones are not shown


class UnreadableSnapshotError(BelotError):
    """A stored snapshot that is not one this version writes."""


def session_shows(session: str | None, state: AppState) -> bool:
    """Whether the stored session text is the screen ``state`` shows (as Controller saves
    it): only then is the snapshot of this state what a reload would open."""
    try:
        data = parse_json(session or "", max_chars=10_000)
    except BelotError:
        return False
    return (
        isinstance(data, dict)
        and data.get("screen") == state.screen.id
        and data.get("game") == (state.current.id if state.current else None)
        and data.get("detail") == state.detail
    )


def snapshot_text(
    state: AppState, session: str | None, language: str, render: Any, html: Markup
) -> str | None:
    """What to store for ``state`` just painted as ``html``: the snapshot's JSON, "" to
    remove the stored one (no game open on a screen a reload reopens), or None to leave it
    (``session``, the stored session, is another tab's screen: that tab keeps it).

    The picture is what a reload's first paint will draw (:meth:`AppState.as_reloaded`:
    no notice or question, nothing to undo, the screen's lock not held yet), so that the
    paint has nothing to change in it: ``render`` draws the state again if any of that
    differs from ``state``.
    """
    if not session_shows(session, state):
        return None
    current = state.current
    if current is None or not state.screen.reopens:  # only what a reload reopens
        return ""
    reloaded = state.as_reloaded()
    if reloaded is not state:
        html = render(reloaded)
    if len(html) > MAX_HTML:
        return ""
    value = {
        "schema": SNAPSHOT_SCHEMA,
        "session": session,
        "game": current.id,
        "revision": current.revision,
        "lang": language,
        "html": str(html),
    }
    return json.dumps(value, ensure_ascii=False)


def read_snapshot(text: str) -> dict[str, Any]:
    """A stored snapshot, checked as instant-paint.js checks it before using it; raises
    :class:`UnreadableSnapshotError` otherwise."""
    try:
        data = parse_json(text)
    except BelotError as error:
        raise UnreadableSnapshotError(str(error)) from None
    if not isinstance(data, dict) or set(data) != _FIELDS:
        raise UnreadableSnapshotError("not a snapshot")
    if data["schema"] != SNAPSHOT_SCHEMA:
        raise UnreadableSnapshotError("another schema")
    for name, kind in (("session", str), ("game", str), ("lang", str), ("html", str)):
        if not isinstance(data[name], kind):
            raise UnreadableSnapshotError(f"no valid {name}")
    revision = data["revision"]
    if not isinstance(revision, int) or isinstance(revision, bool) or len(data["html"]) > MAX_HTML:
        raise UnreadableSnapshotError("no valid revision or html")
    return data
