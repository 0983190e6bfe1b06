"""When something happened, in the player's words and on the player's clock.

The app stamps a game with the browser's ``Date.toISOString()`` (UTC, as
``2026-12-01T07:35:00.000Z``). A player reads it in local time: the browser edge gives the
browser's offset from UTC once at start (:attr:`belot.app.state.AppState.utc_offset`,
0 under CPython), and the day, month and time are written with the catalog's words
(``date.when``, ``date.month.1`` to ``date.month.12``): Pyodide has no locale to ask.
The offset is today's: a game stamped on the other side of a daylight-saving change
reads an hour off, which still tells two games apart.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from belot.app.messages import t
from belot.patterns import Pattern

# The minutes of a stamp as the browser writes it; seconds and their fractions are left out.
_STAMP = Pattern(r"(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})")


def local_time(stamp: str, utc_offset: int) -> datetime | None:
    """The UTC ``stamp`` on a clock ``utc_offset`` minutes ahead of UTC; None if ``stamp``
    is not a time (the stored value is any text a version of the app wrote)."""
    found = _STAMP.match(stamp)
    if found is None:
        return None
    year, month, day, hour, minute = (int(part) for part in found.groups())
    try:
        return datetime(year, month, day, hour, minute) + timedelta(minutes=utc_offset)
    except (ValueError, OverflowError):  # 2026-13-40, or past year 1 or 9999 once shifted
        return None


def when(stamp: str, utc_offset: int) -> str:
    """``stamp`` as a player reads it ("1 Dec 2026, 09:35"); "" if it is not a time."""
    moment = local_time(stamp, utc_offset)
    if moment is None:
        return ""
    return t(
        "date.when",
        day=moment.day,
        month=t(f"date.month.{moment.month}"),
        year=moment.year,
        hour=f"{moment.hour:02d}",
        minute=f"{moment.minute:02d}",
    )
