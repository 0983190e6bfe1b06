"""Export, import and share: the screen, and the list of games' way to it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belot.app.common import Back, GoHome
from belot.app.dates import when
from belot.app.markup import Markup, tag
from belot.app.matches import match_words, standing
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.transfer import TRANSFER
from belot.app.screens.transfer.actions import (
    CopySummary,
    ExportAll,
    ExportGame,
    ImportCancel,
    ImportConfirm,
    ImportStart,
    TransferOpen,
)
from belot.app.state import AppState
from belot.app.transfer import ImportPlan, Planned, summary
from belot.app.widgets import button

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    pass

# --- on the list of games -------------------------------------------------------------------


def transfer_entry(state: AppState) -> Markup:
    """The list of games' way to the export and import screen."""
    return button(
        t("home.transfer"), TransferOpen(), **{"class": "transfer-open", "data-testid": "transfer"}
    )


# --- the export and import screen -----------------------------------------------------------


@draws(TRANSFER)
def transfer_screen(state: AppState) -> Markup:
    """From the list of games: export all, import a file; with a game open: share it."""
    if state.current is not None:
        return share_panel(state)
    count = state.game_count
    plan = state.part(ImportPlan)
    return tag(
        "section",
        {"class": "transfer", "data-testid": "transfer-screen"},
        tag("h1", {}, t("transfer.title")),
        tag(
            "div",
            {"class": "part"},
            tag("h2", {}, t("transfer.export.title")),
            tag("p", {"class": "hint"}, t("transfer.export.text")),
            button(
                t("transfer.export_all", count=count),
                ExportAll(),
                disabled=not count,
                data_testid="export-all",
            ),
        ),
        tag(
            "div",
            {"class": "part"},
            tag("h2", {}, t("transfer.import.title")),
            tag("p", {"class": "hint"}, t("transfer.import.text")),
            button(t("transfer.import_start"), ImportStart(), data_testid="import-start"),
        ),
        review(plan, state.utc_offset) if plan is not None else None,
        tag(
            "div",
            {"class": "actions sticky"},
            review_actions(plan)
            if plan is not None
            else button(t("common.back"), GoHome(), data_testid="back"),
        ),
    )


REVIEWED = 30  # games of a file the review lists (a backup of a year holds hundreds)


def review(plan: ImportPlan, utc_offset: int = 0) -> Markup:
    return tag(
        "div",
        {"class": "part review", "data-testid": "import-review"},
        tag("h2", {}, t("transfer.review.title", count=len(plan.items))),
        tag(
            "ul",
            {"class": "incoming"},
            [incoming_row(item, utc_offset) for item in plan.items[:REVIEWED]],
        ),
        tag(
            "p",
            {"class": "hint", "data-testid": "import-more"},
            t("transfer.review.more", count=len(plan.items) - REVIEWED),
        )
        if len(plan.items) > REVIEWED
        else None,
        None
        if plan.writes
        else tag("p", {"data-testid": "import-nothing"}, t("transfer.review.nothing")),
    )


def incoming_row(item: Planned, utc_offset: int = 0) -> Markup:
    """A game in the file: its score, rules and fate, and when it was last played, as on
    the list of games (two games of the same teams differ by it)."""
    from belot.game import play

    game = item.incoming.game
    played = when(item.incoming.updated or item.incoming.created or "", utc_offset)
    sheet = play(game)
    score = f"{game.teams[0]} {sheet.totals[0]} : {sheet.totals[1]} {game.teams[1]}"
    return tag(
        "li",
        {"class": f"fate-{item.fate.value}", "data-fate": item.fate.value},
        tag("strong", {}, score),
        tag(
            "small",
            {},
            f"{t('ruleset.' + game.rules.id)} · {t('transfer.fate.' + item.fate.value)}",
        ),
        tag("small", {"class": "when"}, played) if played else None,
    )


def review_actions(plan: ImportPlan) -> list[Markup]:
    count = len(plan.writes)
    confirm = (
        button(
            t("transfer.review.confirm", count=count),
            ImportConfirm(),
            **{"class": "primary", "data-testid": "import-confirm"},
        )
        if count
        else None
    )
    cancel = button(
        t("common.cancel") if count else t("transfer.close"),
        ImportCancel(),
        data_testid="import-cancel",
    )
    return [b for b in (confirm, cancel) if b is not None]


# --- sharing without a share sheet --------------------------------------------------------


def share_panel(state: AppState) -> Markup:
    """The open game's summary to copy, and its file to download."""
    from belot.game import play

    current = state.current
    assert current is not None
    sheet = state.sheet if state.sheet is not None else play(current.game)
    match = match_words(current.game, standing(state.matched, current.id, current.game, sheet))
    text = summary(current.game, sheet, match)
    return tag(
        "section",
        {"class": "transfer share", "data-testid": "share-panel"},
        tag("h1", {}, t("transfer.share.title")),
        tag("p", {"class": "hint"}, t("transfer.share.hint")),
        tag(
            "textarea",
            {
                "class": "summary",
                "readonly": True,
                "rows": min(14, text.count("\n") + 2),
                "aria-label": t("transfer.share.title"),
                "data-testid": "summary",
            },
            text,
        ),
        tag(
            "div",
            {"class": "actions sticky"},
            button(
                t("transfer.copy"),
                CopySummary(),
                **{"class": "primary", "data-testid": "copy-summary"},
            ),
            button(t("transfer.download"), ExportGame(current.id), data_testid="download"),
            button(t("common.back"), Back(), data_testid="back"),
        ),
    )
