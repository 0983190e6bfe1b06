"""Where the games stand: a line on the list of games (and, once, what protects them on this
phone), the offer of a backup on a sheet whose game has just ended, and the storage and
backups screen."""

from __future__ import annotations

from belot.app.common import GoHome
from belot.app.dates import when
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.safekeeping import LOCAL_QUOTA, Fill, StorageFacts
from belot.app.screens.keep import KEEP, Archive, BackupOffer
from belot.app.screens.keep.actions import (
    ArchiveCheck,
    ArchiveSave,
    ArchiveUntil,
    AskPersist,
    BackUp,
    NotNow,
    OpenKeep,
    Restore,
    TipSeen,
    archivable,
    archive_months,
    facts,
)
from belot.app.state import AppState
from belot.app.widgets import button, choice


def fill(state: AppState) -> Fill:
    return Fill(state.used, LOCAL_QUOTA, state.store_full)


def _last_backup(state: AppState) -> str:
    stamp = state.keeping.backup
    words = when(stamp, state.utc_offset) if stamp is not None else ""
    return t("keep.backup.last", when=words) if words else t("keep.backup.never")


def _protection(told: StorageFacts) -> str | None:
    """Whether the browser keeps the games, in a sentence (None before it has said)."""
    if not told.known:
        return None
    if told.family in ("ios-safari", "ios-other", "mac-safari") and not told.installed:
        return t("keep.status.safari")
    if told.persisted:
        return t("keep.status.safe")
    if told.persisted is False:
        return t("keep.status.risk")
    return None


# --- on the list of games ---------------------------------------------------------------------


def keep_line(state: AppState) -> Markup:
    """Under the list: whether the games are protected, how full their storage is, when
    they were last backed up; the way to the storage and backups screen (there even with no
    game: a new phone restores a backup from it)."""
    opening = button(t("keep.open"), OpenKeep(), data_testid="keep-open")
    if not state.game_count:
        return tag("div", {"class": "keep-line", "data-testid": "keep-line"}, opening)
    told, full = facts(state), fill(state)
    protection = _protection(told)
    return tag(
        "div",
        {"class": "keep-line", "data-testid": "keep-line"},
        tag("p", {"class": "warning" if told.at_risk else "hint"}, protection)
        if protection
        else None,
        tag(
            "p",
            {"class": "warning", "data-testid": "keep-filling"},
            t("keep.filling", percent=full.percent),
        )
        if full.filling
        else tag("p", {"class": "hint", "data-testid": "keep-used"}, _used(told, full)),
        tag("p", {"class": "hint", "data-testid": "keep-last"}, _last_backup(state)),
        opening,
    )


def _used(told: StorageFacts, full: Fill) -> str:
    """How much of their room the games use, and the whole app of what the browser allows
    (when the browser says)."""
    if told.usage is not None and told.quota:
        return t(
            "keep.used_site", percent=full.percent, usage=_size(told.usage), quota=_size(told.quota)
        )
    return t("keep.used", percent=full.percent)


def protection_tip(state: AppState) -> Markup | None:
    """Once (until read), where the browser may delete the games: what keeps them on this
    phone, in that browser's own steps, or a backup."""
    told = facts(state)
    if not state.game_count or not told.at_risk or state.keeping.tip:
        return None
    steps = None if told.installed else t(f"keep.steps.{told.family}")
    return tag(
        "div",
        {"class": "keep-tip", "role": "note", "data-testid": "keep-tip"},
        tag("h2", {}, t("keep.tip.title")),
        tag("p", {}, t("keep.tip.why")),
        tag("p", {}, steps) if steps else None,
        tag("p", {}, t("keep.tip.backup")),
        tag(
            "div",
            {"class": "choices"},
            button(
                t("keep.backup_all"), BackUp(), **{"class": "primary", "data-testid": "tip-backup"}
            ),
            button(t("keep.tip.seen"), TipSeen(), data_testid="tip-seen"),
        ),
    )


# --- on a sheet whose game has just ended -----------------------------------------------------


def backup_offer(state: AppState) -> Markup | None:
    offer = state.part(BackupOffer)
    if offer is None or state.current is None or offer.game_id != state.current.id:
        return None
    return tag(
        "div",
        {"class": "keep-offer", "role": "note", "data-testid": "backup-offer"},
        tag("p", {}, t("keep.offer"), " ", _last_backup(state)),
        tag(
            "div",
            {"class": "choices"},
            button(
                t("keep.backup_all"),
                BackUp(),
                **{"class": "primary", "data-testid": "offer-backup"},
            ),
            button(t("keep.not_now"), NotNow(), data_testid="offer-not-now"),
        ),
    )


# --- the storage and backups screen -----------------------------------------------------------


def _millions(count: int) -> str:
    """``count`` in millions, to one decimal (rounded half up), in the player's digits."""
    tenths = (count + 50_000) // 100_000
    return f"{tenths // 10}{t('stats.decimal_separator')}{tenths % 10}"


def _size(count: int) -> str:
    """Bytes as a player reads them: megabytes, or gigabytes from a thousand of them."""
    if count >= 1_000_000_000:
        return t("keep.gigabytes", amount=_millions(count // 1000))
    return t("keep.megabytes", amount=_millions(count))


@draws(KEEP)
def keep_screen(state: AppState) -> Markup:
    told, full = facts(state), fill(state)
    protection = _protection(told)
    site = (
        t("keep.site", usage=_size(told.usage), quota=_size(told.quota))
        if told.usage is not None and told.quota
        else None
    )
    return tag(
        "section",
        {"class": "keep-screen", "data-testid": "keep-screen"},
        tag("h1", {}, t("keep.title")),
        tag(
            "div",
            {"class": "part"},
            tag(
                "p",
                {"class": "warning" if told.at_risk else "", "data-testid": "keep-status"},
                protection,
            )
            if protection
            else None,
            button(t("keep.persist"), AskPersist(), data_testid="keep-persist")
            if told.can_persist and told.persisted is False
            else None,
            tag(
                "p",
                {"class": "warning" if full.filling else "", "data-testid": "keep-fill"},
                t(
                    "keep.fill",
                    percent=full.percent,
                    used=_millions(full.used),
                    quota=_millions(full.quota),
                ),
            ),
            tag("p", {"class": "hint", "data-testid": "keep-site"}, site) if site else None,
        ),
        tag(
            "div",
            {"class": "part"},
            tag("h2", {}, t("keep.backups")),
            tag("p", {"data-testid": "keep-last"}, _last_backup(state)),
            tag("p", {"class": "hint"}, t("keep.backup.hint")),
            button(
                t("keep.backup_all"),
                BackUp(),
                disabled=not state.game_count,
                **{"class": "primary", "data-testid": "backup"},
            ),
            tag("p", {"class": "hint"}, t("keep.restore.hint")),
            button(t("keep.restore"), Restore(), data_testid="restore"),
        ),
        archive_part(state),
        tag("div", {"class": "actions"}, button(t("common.back"), GoHome(), data_testid="back")),
    )


def archive_part(state: AppState) -> Markup:
    """Move the games finished up to a chosen month to a file: save it, then choose it
    again to have it checked; only then are they removed."""
    months = archive_months(state.games)
    archive = state.part(Archive) or Archive()
    body: list[object] = [
        tag("h2", {}, t("keep.archive.title")),
        tag("p", {"class": "hint"}, t("keep.archive.hint")),
    ]
    if not months:
        body.append(tag("p", {"data-testid": "archive-none"}, t("keep.archive.none")))
        return tag("div", {"class": "part archive", "data-testid": "archive"}, body)
    body.append(
        tag(
            "div",
            {"class": "choices", "role": "group", "aria-label": t("keep.archive.until")},
            [
                choice(
                    t("keep.archive.month", month=_month(month), count=count),
                    ArchiveUntil(month),
                    archive.until == month,
                    data_testid=f"archive-{month}",
                )
                for month, count in months[:12]
            ],
        )
    )
    if archive.until:
        count = len(archivable(state.games, archive.until))
        body += [
            button(
                t("keep.archive.save", count=count),
                ArchiveSave(),
                **{"class": "primary", "data-testid": "archive-save"},
            ),
            tag("p", {"class": "hint"}, t("keep.archive.check_hint")),
            button(
                t("keep.archive.check", count=count),
                ArchiveCheck(),
                disabled=not archive.saved,
                **{"class": "danger", "data-testid": "archive-check"},
            ),
        ]
    return tag("div", {"class": "part archive", "data-testid": "archive"}, body)


def _month(month: str) -> str:
    """``YYYY-MM`` in the player's words ("Nov 2026")."""
    year, _, number = month.partition("-")
    name = (
        t(f"date.month.{int(number)}") if number.isdecimal() and 1 <= int(number) <= 12 else number
    )
    return f"{name} {year}"
