"""Keeping the games safe from the browser itself: what is known of the storage, and when
to suggest a backup.

A browser may delete a site's storage: Safari deletes what a page's scripts stored after
seven days without a visit, unless the page is an app on the Home Screen; every browser
may clear storage that is not marked persistent when the device runs short of space. So
the app

* asks for persistent storage (``navigator.storage.persist()``) after the first deal is
  saved, never at load (some browsers ask the player: a question out of nowhere at start
  is one a player refuses), and once;
* says on the list of games whether the storage is persistent, how much of it the games
  use, and when the games were last backed up (:class:`StorageFacts`, told by the
  browser edge; :class:`Safekeeping`, stored);
* where the storage is not persistent, or on Safari in a browser tab, says once (until
  dismissed) what protects the games on that phone: that browser's steps to add the app to
  the Home Screen, or a backup (:func:`browser_family`);
* after a game ends, when the last backup is older than :data:`BACKUP_DAYS` days or
  :data:`BACKUP_ROWS` rows of play, offers a backup of every game, once per game
  (:func:`backup_due`).

What is stored, under ``belot:safekeeping`` (read strictly by belot.app.storage)::

    {"asked": bool, "backup": "<ISO time>" | null, "rows": int, "offered": [<game id>...],
     "tip": bool}

``rows``: the rows of every game's sheet when the last backup was made; ``offered``: the
games that offered a backup when they ended (the newest :data:`OFFERED_KEPT`); ``tip``:
the protection tip was dismissed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from belot.patterns import Pattern

BACKUP_DAYS = 14
BACKUP_ROWS = 20
OFFERED_KEPT = 200
# What localStorage holds for one site, in characters (UTF-16 code units, keys included):
# 5 MiB in Chromium (measured: 52 values of 100,000 characters fit, ASCII or Cyrillic
# alike), in Firefox and in Safari. Browsers do not say it; the app counts against it.
LOCAL_QUOTA = 5 * 1024 * 1024
FULL_PERCENT = 80  # from this share of LOCAL_QUOTA on, the list says the storage is filling


@dataclass(frozen=True)
class Safekeeping:
    """What the app remembers about keeping the games safe (see the module's docstring)."""

    asked: bool = False  # persistent storage was asked for
    backup: str | None = None  # when all games were last backed up
    rows: int = 0  # every game's rows then
    offered: tuple[str, ...] = ()  # games that offered a backup when they ended
    tip: bool = False  # the protection tip was dismissed

    def to_json(self) -> dict[str, Any]:
        return {
            "asked": self.asked,
            "backup": self.backup,
            "rows": self.rows,
            "offered": list(self.offered),
            "tip": self.tip,
        }

    def offering(self, game_id: str) -> Safekeeping:
        """This, with ``game_id`` among the games that offered a backup."""
        kept = tuple(i for i in self.offered if i != game_id)[-(OFFERED_KEPT - 1) :]
        return replace(self, offered=(*kept, game_id))


_STAMP = Pattern(r"\d{4}-\d\d-\d\dT\d\d:\d\d[^\x00-\x1f]{0,40}")
_ID = Pattern(r"[^\x00-\x1f\x7f\ud800-\udfff]{1,200}")


def read_safekeeping(data: object) -> Safekeeping:
    """The stored value; ``ValueError`` (only) if it is not one this version writes."""
    if not isinstance(data, dict) or set(data) != {"asked", "backup", "rows", "offered", "tip"}:
        raise ValueError("not the safekeeping record")
    asked, backup, rows, offered, tip = (
        data[k] for k in ("asked", "backup", "rows", "offered", "tip")
    )
    if not isinstance(asked, bool) or not isinstance(tip, bool):
        raise ValueError("not the safekeeping record")
    if backup is not None and (not isinstance(backup, str) or not _STAMP.fullmatch(backup)):
        raise ValueError("the last backup is not a time")
    if not isinstance(rows, int) or isinstance(rows, bool) or not 0 <= rows < 10**9:
        raise ValueError("the rows at the last backup are not a count")
    if not isinstance(offered, list) or len(offered) > OFFERED_KEPT:
        raise ValueError("the games offered a backup are not a list of ids")
    if not all(isinstance(i, str) and _ID.fullmatch(i) for i in offered):
        raise ValueError("the games offered a backup are not a list of ids")
    return Safekeeping(asked, backup, rows, tuple(offered), tip)


def _moment(stamp: str) -> datetime | None:
    found = re.match(r"(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)", stamp)
    if found is None:
        return None
    year, month, day, hour, minute = (int(part) for part in found.groups())
    try:
        return datetime(year, month, day, hour, minute)
    except ValueError:
        return None


def days_between(earlier: str, later: str) -> int | None:
    """Whole days from ``earlier`` to ``later`` (ISO times, UTC), None if either is not one."""
    start, end = _moment(earlier), _moment(later)
    if start is None or end is None:
        return None
    return (end - start).days


def backup_due(keeping: Safekeeping, now: str, rows: int) -> bool:
    """Whether a backup is due: never made, made :data:`BACKUP_DAYS` days or more ago, or
    :data:`BACKUP_ROWS` rows of play or more ago (``rows``: every game's rows now)."""
    if keeping.backup is None:
        return True
    days = days_between(keeping.backup, now)
    return days is None or days >= BACKUP_DAYS or rows - keeping.rows >= BACKUP_ROWS


# --- what the browser says ----------------------------------------------------------------------

# Browsers told apart for the steps that put the app on the Home Screen (each has words:
# ``keep.steps.<family>``).
FAMILIES = (
    "ios-safari",
    "ios-other",
    "mac-safari",
    "android-chrome",
    "samsung",
    "android-firefox",
    "generic",
)


def browser_family(user_agent: str, touch_points: int = 0) -> str:
    """Which of :data:`FAMILIES` the browser is, from its user agent (and how many touch
    points it has: an iPad says it is a Mac). Only to word the steps to the Home Screen."""
    ua = user_agent
    ios = bool(re.search(r"iPhone|iPad|iPod", ua)) or ("Macintosh" in ua and touch_points > 1)
    if ios:
        other = re.search(r"CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA/", ua)
        return "ios-other" if other else "ios-safari"
    if "Android" in ua:
        if "SamsungBrowser" in ua:
            return "samsung"
        if "Firefox" in ua:
            return "android-firefox"
        return "android-chrome" if "Chrome" in ua else "generic"
    if "Macintosh" in ua and "Safari" in ua and not re.search(r"Chrome|Chromium|Firefox|Edg", ua):
        return "mac-safari"
    return "generic"


@dataclass(frozen=True)
class StorageFacts:
    """What the browser says of the storage (the browser edge asks at start, and again after a
    request for persistent storage); unknown until it does."""

    known: bool = False
    persisted: bool | None = None  # None: the browser cannot tell (no Storage API)
    can_persist: bool = False  # it has navigator.storage.persist()
    usage: int | None = None  # bytes the site uses (navigator.storage.estimate())
    quota: int | None = None  # bytes the browser allows it
    family: str = "generic"
    installed: bool = False  # opened as an app (from the Home Screen), not in a tab

    @property
    def at_risk(self) -> bool:
        """Whether the games may be deleted by the browser: storage not persistent, or
        Safari in a browser tab (its seven days rule)."""
        safari = self.family in ("ios-safari", "ios-other", "mac-safari")
        return self.known and (self.persisted is False or (safari and not self.installed))


def read_facts(data: object) -> StorageFacts:
    """What the browser edge tells, as JSON; ``ValueError`` if it is not that."""
    keys = {"persisted", "can_persist", "usage", "quota", "family", "installed"}
    if not isinstance(data, dict) or set(data) != keys:
        raise ValueError("not the storage facts")
    persisted, usage, quota = data["persisted"], data["usage"], data["quota"]
    if persisted is not None and not isinstance(persisted, bool):
        raise ValueError("not the storage facts")
    for amount in (usage, quota):
        if amount is not None and (
            not isinstance(amount, int) or isinstance(amount, bool) or not 0 <= amount < 2**53
        ):
            raise ValueError("not the storage facts")
    family = data["family"] if data["family"] in FAMILIES else "generic"
    can_persist, installed = data["can_persist"], data["installed"]
    if not isinstance(can_persist, bool) or not isinstance(installed, bool):
        raise ValueError("not the storage facts")
    return StorageFacts(True, persisted, can_persist, usage, quota, family, installed)


@dataclass(frozen=True)
class Fill:
    """How full the games' own storage (localStorage) is."""

    used: int  # characters
    quota: int = LOCAL_QUOTA
    refused: bool = False  # the browser refused a write in this visit (it is full)

    @property
    def percent(self) -> int:
        """Whole percent, rounded down (100 when a write was refused)."""
        return 100 if self.refused else min(100, self.used * 100 // self.quota)

    @property
    def filling(self) -> bool:
        return self.percent >= FULL_PERCENT
