"""The deal form: a few taps per deal, with a live preview of what will be written."""

from __future__ import annotations

from collections.abc import Mapping

from belot.app.actions import Switch
from belot.app.draft import (
    DealDraft,
    IncompleteDraftError,
    evaluate,
    offered_announcements,
    trick_total,
)
from belot.app.markup import Markup, tag
from belot.app.messages import describe_error, t, term
from belot.app.screens.cards.view import card_counter
from belot.app.screens.deal import DEAL
from belot.app.screens.deal.actions import (
    CancelDeal,
    DealAdjusting,
    DealAlone,
    DealBid,
    DealBump,
    DealContract,
    DealDeclarer,
    DealDouble,
    DealNote,
    DealPassed,
    DealPoints,
    DealValat,
    SaveDeal,
)
from belot.app.screens.declarations.view import declarations_entry
from belot.app.screens.detail.view import breakdown
from belot.app.state import AppState
from belot.app.widgets import button, choice, error_line, field, group, select, sends
from belot.errors import DealError
from belot.game import Game
from belot.record import NOTE_LENGTH, POINTS_DIGITS
from belot.rules import Rules
from belot.score import DealScore


@DEAL.view
def deal_form(state: AppState) -> Markup:
    current, draft = state.current, state.draft
    assert current is not None
    assert draft is not None
    game = current.game
    number = (len(game.deals) if draft.index is None else draft.index) + 1
    result = evaluate(draft, game)
    errors = _errors_by_field(result.error)
    title = t("deal.title.new" if draft.index is None else "deal.title.edit", number=number)
    if draft.adjusting:
        sections = [adjustment_section(draft, game, errors)]
    else:
        sections = [] if draft.passed else played_sections(state, errors)
    return tag(
        "section",
        {"class": "deal-form", "data-testid": "deal-form"},
        tag("h1", {}, title),
        checkbox(t("deal.passed"), DealPassed, draft.passed, "passed"),
        checkbox(t("deal.adjusting"), DealAdjusting, draft.adjusting, "adjusting"),
        sections,
        declarations_entry(state),  # "declared by player" (screens/declarations)
        error_line(errors.get("")),
        preview(result.score, game) if result.score is not None else None,
        tag(
            "div",
            {"class": "actions sticky"},
            will_write(result.score, game)
            if result.score is not None
            else tag("p", {"class": "blocked", "data-testid": "blocked"}, *errors.values()),
            button(
                t("deal.save"),
                SaveDeal(),
                disabled=result.deal is None,
                **{"class": "primary", "data-testid": "save-deal"},
            ),
            button(t("deal.cancel"), CancelDeal(), data_testid="cancel-deal"),
        ),
    )


FIELDS = (
    "contract",
    "declarer",
    "double",
    "bid",
    "alone",
    "points",
    "valat",
    "announcements",
    "note",
)


def _errors_by_field(error: DealError | None) -> dict[str, str]:
    if error is None:
        return {}
    message = t(error.reason) if isinstance(error, IncompleteDraftError) else describe_error(error)
    return {error.field if error.field in FIELDS else "": message}


def played_sections(state: AppState, errors: Mapping[str, str]) -> list[Markup]:
    """The sections of a played deal: the card counter comes after the trick points."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    rules = game.rules
    ruleset = rules.ruleset
    sections = [
        group(
            t("deal.contract"),
            "contract",
            errors,
            [
                choice(
                    t(f"contract.{c.value}"),
                    DealContract(c.value),
                    draft.contract == c.value,
                    title=t(f"contract.name.{c.value}"),
                    data_testid=f"contract-{c.value}",
                )
                for c in ruleset.contracts
            ],
        ),
        group(
            t("deal.declarer"),
            "declarer",
            errors,
            [
                choice(
                    game.teams[team],
                    DealDeclarer(team),
                    draft.declarer == team,
                    data_testid=f"declarer-{team}",
                )
                for team in (0, 1)
            ],
        ),
    ]
    if ruleset.doubles:
        names = tuple(term(f"deal.double.{m}", ruleset.id) for m in (1, 2, 4))
        sections.append(
            group(
                t("deal.double"),
                "double",
                errors,
                [
                    choice(
                        name,
                        DealDouble(value),
                        draft.double == value,
                        data_testid=f"double-{value}",
                    )
                    for value, name in zip((1, 2, 4), names, strict=True)
                ],
            )
        )
    if ruleset.bids:
        sections.append(bid_section(draft, rules, errors))
    sections.append(points_section(draft, game, errors))
    sections.append(card_counter(state))
    sections.append(announcements_section(draft, game, errors))
    return sections


def bid_section(draft: DealDraft, rules: Rules, errors: Mapping[str, str]) -> Markup:
    highest = rules.int_option("max-bid")
    values = [("", "–")] + [(str(v), str(v)) for v in range(80, highest + 1, 10)]
    values += [("capot", t("deal.bid.capot")), ("generale", t("deal.bid.generale"))]
    alone = tag(
        "label",
        {"class": "check"},
        tag(
            "input",
            {
                "type": "checkbox",
                **sends(DealAlone),
                "checked": draft.alone,
                "data-testid": "alone",
            },
        ),
        t("deal.alone"),
    )
    return group(
        t("deal.bid"),
        "bid",
        errors,
        select(DealBid, values, draft.bid, data_testid="bid"),
        alone,
    )


def checkbox(label: str, kind: type[Switch], checked: bool, testid: str) -> Markup:
    box = {"type": "checkbox", **sends(kind), "checked": checked, "data-testid": testid}
    return tag("label", {"class": "check"}, tag("input", box), label)


def adjustment_section(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> Markup:
    """A correction or penalty: points typed for each team (may be negative) and a note."""
    inputs = [
        field(
            game.teams[team],
            tag(
                "input",
                {
                    "type": "text",
                    "inputmode": "text",
                    "autocomplete": "off",
                    "maxlength": POINTS_DIGITS + 1,  # and a sign
                    **sends(DealPoints, team),
                    "value": draft.points[team],
                    "id": f"points-{team}",
                    "data-testid": f"points-{team}",
                },
            ),
        )
        for team in (0, 1)
    ]
    note = field(
        t("deal.note"),
        tag(
            "input",
            {
                "type": "text",
                "maxlength": NOTE_LENGTH,
                **sends(DealNote),
                "value": draft.note,
                "id": "note",
                "data-testid": "note",
            },
        ),
    )
    return tag(
        "fieldset",
        {"class": "group group-adjust"},
        tag("legend", {}, t("deal.adjust.legend")),
        tag("div", {"class": "points"}, inputs),
        error_line(errors.get("points")),
        note,
        error_line(errors.get("note")),
    )


def points_section(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> Markup:
    total = trick_total(game.rules, draft.contract)
    label = t("deal.points", total=total if total is not None else "…")
    inputs = [
        field(
            game.teams[team],
            tag(
                "input",
                {
                    "type": "text",
                    "inputmode": "numeric",
                    "autocomplete": "off",
                    "maxlength": POINTS_DIGITS,
                    **sends(DealPoints, team),
                    "value": draft.points[team],
                    "id": f"points-{team}",
                    "data-testid": f"points-{team}",
                },
            ),
        )
        for team in (0, 1)
    ]
    valat = [
        choice(t("deal.valat.none"), DealValat(None), draft.valat is None, data_testid="valat-none")
    ]
    valat += [
        choice(game.teams[team], DealValat(team), draft.valat == team, data_testid=f"valat-{team}")
        for team in (0, 1)
    ]
    return tag(
        "fieldset",
        {"class": "group group-points"},
        tag("legend", {}, label),
        tag("div", {"class": "points"}, inputs),
        error_line(errors.get("points")),
        tag("div", {"class": "valat"}, tag("span", {}, term("deal.valat", game.rules.id)), valat),
        error_line(errors.get("valat")),
    )


def announcements_section(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> Markup:
    offered = offered_announcements(game.rules, draft.contract)
    if not offered:
        return Markup("")
    head = tag(
        "div",
        {"class": "counter-head"},
        tag("span", {}, game.teams[0]),
        tag("span", {}),
        tag("span", {}, game.teams[1]),
    )
    rows = [
        tag(
            "div",
            {"class": "counter-row"},
            counter(draft, 0, a.value),
            tag("span", {"class": "name"}, term(f"announcement.{a.value}", game.rules.id)),
            counter(draft, 1, a.value),
        )
        for a in offered
    ]
    return tag(
        "fieldset",
        {"class": "group group-announcements"},
        tag("legend", {}, t("deal.announcements")),
        head,
        rows,
        error_line(errors.get("announcements")),
    )


def counter(draft: DealDraft, team: int, token: str) -> Markup:
    count = draft.announcements[team].count(token)
    name = t(f"announcement.{token}")
    return tag(
        "span",
        {"class": "counter" + (" on" if count else "")},
        button(
            "−",
            DealBump(team, token, -1),
            disabled=not count,
            aria_label=f"− {name}",
            data_testid=f"less-{team}-{token}",
        ),
        tag("output", {"data-testid": f"count-{team}-{token}"}, count),
        button(
            "+",
            DealBump(team, token, 1),
            aria_label=f"+ {name}",
            data_testid=f"more-{team}-{token}",
        ),
    )


def will_write(score: DealScore, game: Game) -> Markup:
    written = " · ".join(f"{game.teams[i]} {score.scores[i]}" for i in (0, 1))
    return tag(
        "p",
        {"class": "will-write", "data-testid": "will-write"},
        tag("strong", {}, t("deal.preview")),
        " ",
        written,
        " — ",
        term(f"outcome.{score.outcome.value}", game.rules.id),
    )


def preview(score: DealScore, game: Game) -> Markup:
    return tag(
        "ol",
        {"class": "breakdown preview", "data-testid": "preview", "aria-live": "polite"},
        [tag("li", {}, line) for line in breakdown(score, game)],
    )
