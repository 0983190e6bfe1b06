"""Pass the sheet: the share screen (the code, the link, follow, the file) and the preview
of a game that came in a link; the sheet's button for the latest code."""

from __future__ import annotations

from belot.app.common import Back
from belot.app.dates import when
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.qr import MAX_LINK_BYTES
from belot.app.render import draws
from belot.app.screens.share import LINK, SHARE, Following, ShareCode
from belot.app.screens.share.actions import (
    CopyLink,
    FollowGame,
    LinkCancel,
    LinkImport,
    LinkPlan,
    OpenShare,
    SendLink,
)
from belot.app.screens.transfer.actions import ShareGame
from belot.app.state import AppState
from belot.app.transfer import Fate, Planned
from belot.app.widgets import button, choice, qr_figure
from belot.game import play


def follow_button(state: AppState) -> Markup | None:
    """On the sheet of a game the other pair follows: its latest code, one tap away."""
    current, following = state.current, state.part(Following)
    if current is None or following is None or current.id not in following.ids:
        return None
    return button(
        t("share.follow.code"), OpenShare(), **{"class": "follow", "data-testid": "follow-code"}
    )


@draws(SHARE)
def share_screen(state: AppState) -> Markup:
    current, code = state.current, state.part(ShareCode)
    assert current is not None
    if code is None or code.game_id != current.id:  # (reopened without its code)
        return tag(
            "section",
            {"class": "share-screen", "data-testid": "share-screen"},
            tag("h1", {}, t("share.title")),
            button(t("share.show"), OpenShare(), **{"class": "primary"}),
            button(t("common.back"), Back(), data_testid="back"),
        )
    following = state.part(Following)
    follows = following is not None and current.id in following.ids
    big = code.status == "too-big"
    return tag(
        "section",
        {"class": "share-screen", "data-testid": "share-screen"},
        tag("h1", {}, t("share.title")),
        tag(
            "p",
            {"class": "hint"},
            t("share.too_big", size=len(code.link), most=MAX_LINK_BYTES)
            if big
            else t("share.hint", count=code.deals),
        ),
        None if big else picture(code),
        None
        if big
        else tag(
            "p",
            {"class": "link"},
            tag(
                "a",
                {"href": code.link, "data-testid": "share-link", "class": "game-link"},
                t("share.link", count=code.deals),
            ),
            " ",
            tag("small", {}, t("share.link_size", size=len(code.link))),
        ),
        None
        if big
        else tag(
            "div",
            {"class": "part follow"},
            choice(
                t("share.follow"),
                FollowGame(not follows),
                follows,
                data_testid="follow",
            ),
            tag("p", {"class": "hint"}, t("share.follow.hint")),
        ),
        tag(
            "div",
            {"class": "actions sticky"},
            None
            if big
            else [
                button(
                    t("share.copy_link"),
                    CopyLink(),
                    **{"class": "primary", "data-testid": "copy-link"},
                ),
                button(t("share.send_link"), SendLink(), data_testid="send-link"),
            ],
            button(
                t("share.file"),
                ShareGame(current.id),
                **({"class": "primary"} if big else {}),
                data_testid="share-file",
            ),
            button(t("common.back"), Back(), data_testid="back"),
        ),
    )


def picture(code: ShareCode) -> Markup:
    """The code, big and square (or what stands in its place while it cannot be drawn)."""
    return qr_figure(code.status, code.svg, t("share.qr_loading"), t("share.qr_failed"))


# --- a game from a link --------------------------------------------------------------------


@draws(LINK)
def link_screen(state: AppState) -> Markup:
    plan = state.part(LinkPlan)
    if plan is None:  # (reopened after the plan was dropped)
        return tag(
            "section",
            {"class": "link-screen", "data-testid": "link-screen"},
            tag("h1", {}, t("link.title")),
            button(t("common.back"), LinkCancel(), data_testid="back"),
        )
    item = plan.item
    fate = item.fate
    confirm = {
        Fate.ADD: "link.import",
        Fate.COPY: "link.import_copy",
        Fate.UPDATE: "link.update",
        Fate.SKIP: "link.open",
        Fate.OLDER: "link.open",
    }[fate]
    return tag(
        "section",
        {"class": "link-screen", "data-testid": "link-screen"},
        tag("h1", {}, t("link.title")),
        tag("ul", {"class": "incoming"}, link_row(item, state.utc_offset)),
        tag(
            "p",
            {"class": f"fate fate-{fate.value}", "data-testid": "link-fate"},
            t(
                f"link.fate.{fate.value}",
                here=len(item.saved.game.deals),
                count=len(item.incoming.game.deals),
            ),
        ),
        tag(
            "div",
            {"class": "actions sticky"},
            button(t(confirm), LinkImport(), **{"class": "primary", "data-testid": "import"}),
            button(t("common.cancel"), LinkCancel(), data_testid="import-cancel"),
        ),
    )


def link_row(item: Planned, utc_offset: int = 0) -> Markup:
    """The game in the link: "Ние 153 : 137 Вие", its deals and rules, when last played."""
    game = item.incoming.game
    sheet = play(game)
    score = f"{game.teams[0]} {sheet.totals[0]} : {sheet.totals[1]} {game.teams[1]}"
    played = when(item.incoming.updated or item.incoming.created or "", utc_offset)
    return tag(
        "li",
        {"class": f"fate-{item.fate.value}", "data-fate": item.fate.value},
        tag("strong", {"data-testid": "link-score"}, score),
        tag(
            "small",
            {"data-testid": "link-game"},
            t("link.deals", count=len(game.deals)),
            ", ",
            t(f"ruleset.{game.rules.id}"),
        ),
        tag("small", {"class": "when"}, played) if played else None,
    )
