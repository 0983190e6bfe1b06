"""Render the state as HTML: pure functions from values to :class:`Markup`.

The DOM contract with the adapter: an element with ``data-action`` sends
``Action(data-action, data-arg)`` when tapped; a form control with
``data-field`` sends ``Action(data-field, [data-name=]value)`` when it
changes (checkboxes send ``true``/``false``). Every string comes from the
message catalog; every name a player typed is escaped.
"""

from __future__ import annotations

from collections.abc import Mapping

from belot.app.draft import (
    DealDraft,
    IncompleteDraftError,
    evaluate,
    offered_announcements,
    trick_total,
)
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.state import AppState, Screen, Setup
from belot.app.storage import SavedGame
from belot.errors import DealError
from belot.explain import explain
from belot.game import Game, Row, Sheet, play
from belot.rules import Option, Rules
from belot.rulesets import RULESETS
from belot.score import DealScore
from belot.vocabulary import Double, Outcome


def render(state: AppState) -> Markup:
    """The whole app for ``state``."""
    body = {
        Screen.HOME: home,
        Screen.SETUP: setup_form,
        Screen.SHEET: score_sheet,
        Screen.DEAL: deal_form,
        Screen.DETAIL: deal_detail,
    }[state.screen](state)
    return Markup(notice(state) + body)


def notice(state: AppState) -> Markup:
    if state.notice is None:
        return Markup("")
    message = t(state.notice.key, **dict(state.notice.params))
    return tag("p", {"class": "notice", "role": "alert", "data-testid": "notice"}, message)


def button(label: object, action: str, arg: object = "", **attrs: object) -> Markup:
    return tag("button", {"type": "button", "data-action": action, "data-arg": arg, **attrs}, label)


def choice(label: object, action: str, arg: object, pressed: bool, **attrs: object) -> Markup:
    return button(label, action, arg, aria_pressed="true" if pressed else "false", **attrs)


def game_teams(game: Game) -> str:
    return f"{game.teams[0]} – {game.teams[1]}"


# --- home -----------------------------------------------------------------------


def home(state: AppState) -> Markup:
    rows = [game_row(saved, state.confirm) for saved in state.games]
    unreadable = (
        tag("p", {"class": "warning"}, t("home.unreadable", count=len(state.unreadable)))
        if state.unreadable
        else None
    )
    return tag(
        "section",
        {"class": "home"},
        tag("h1", {}, t("home.title")),
        button(t("home.new"), "new-game", **{"class": "primary", "data-testid": "new-game"}),
        unreadable,
        tag("ul", {"class": "games"}, rows) if rows else tag("p", {}, t("home.empty")),
    )


def game_row(saved: SavedGame, confirm: str) -> Markup:
    game = saved.game
    sheet = play(game)
    status = (
        t("home.won", team=game.teams[sheet.winner])
        if sheet.winner is not None
        else t("home.running")
    )
    summary = f"{game.teams[0]} {sheet.totals[0]} : {sheet.totals[1]} {game.teams[1]}"
    asking = confirm == f"delete-game:{saved.id}"
    return tag(
        "li",
        {"data-game": saved.id},
        button(
            [
                tag("strong", {}, summary),
                tag("small", {}, f"{t('ruleset.' + game.rules.id)} · {status}"),
            ],
            "open-game",
            saved.id,
            **{"class": "game"},
        ),
        confirm_box(t("home.confirm_delete", teams=game_teams(game)), "delete-game", saved.id)
        if asking
        else button(t("home.delete"), "ask-delete-game", saved.id, **{"class": "quiet"}),
    )


def confirm_box(question: str, action: str, arg: object) -> Markup:
    return tag(
        "div",
        {"class": "confirm", "role": "alertdialog"},
        tag("p", {}, question),
        button(t("common.yes"), action, arg, **{"class": "danger", "data-testid": "confirm-yes"}),
        button(t("common.no"), "cancel-confirm"),
    )


# --- setup ----------------------------------------------------------------------


def setup_form(state: AppState) -> Markup:
    setup = state.setup
    ruleset = RULESETS[setup.ruleset]
    return tag(
        "section",
        {"class": "setup"},
        tag("h1", {}, t("setup.title")),
        field(t("setup.rules"), ruleset_select(setup)),
        tag(
            "fieldset",
            {},
            tag("legend", {}, t("setup.house_rules")),
            [option_control(o, setup) for o in ruleset.options],
        ),
        tag("fieldset", {}, tag("legend", {}, t("setup.teams")), team_inputs(setup)),
        tag("fieldset", {}, tag("legend", {}, t("setup.players")), player_inputs(setup)),
        field(t("setup.dealer"), dealer_select(setup)),
        tag("p", {"class": "error", "role": "alert"}, setup.error) if setup.error else None,
        tag(
            "div",
            {"class": "actions"},
            button(t("setup.start"), "start-game", **{"class": "primary", "data-testid": "start"}),
            button(t("common.cancel"), "home"),
        ),
    )


def field(label: str, control: Markup) -> Markup:
    return tag("label", {"class": "field"}, tag("span", {}, label), control)


def select(
    field_name: str, options: list[tuple[str, str]], current: str, **attrs: object
) -> Markup:
    return tag(
        "select",
        {"data-field": field_name, **attrs},
        [tag("option", {"value": v, "selected": v == current}, label) for v, label in options],
    )


def ruleset_select(setup: Setup) -> Markup:
    options = [(rid, t(f"ruleset.{rid}")) for rid in RULESETS]
    return select("setup-ruleset", options, setup.ruleset, data_testid="ruleset")


def option_control(option: Option, setup: Setup) -> Markup:
    current = setup.option_text(option.name)
    label = t(f"option.{option.name}")
    if isinstance(option.default, bool):
        checked = option.default if current is None else current == "true"
        box = tag(
            "input",
            {
                "type": "checkbox",
                "data-field": "setup-option",
                "data-name": option.name,
                "checked": checked,
            },
        )
        return tag("label", {"class": "check"}, box, label)
    if option.choices:
        value = str(option.default) if current is None else current
        choices = [(c, t(f"option.{option.name}.{c}")) for c in option.choices]
        return field(label, select("setup-option", choices, value, data_name=option.name))
    value = str(option.default) if current is None else current
    return field(
        label,
        tag(
            "input",
            {
                "type": "text",
                "inputmode": "numeric",
                "data-field": "setup-option",
                "data-name": option.name,
                "value": value,
                "id": f"option-{option.name}",
            },
        ),
    )


def team_inputs(setup: Setup) -> list[Markup]:
    return [
        field(
            t(f"setup.team{team}"),
            tag(
                "input",
                {
                    "type": "text",
                    "maxlength": 40,
                    "data-field": "setup-team",
                    "data-name": team,
                    "value": setup.teams[team],
                    "placeholder": t(f"setup.team{team}.default"),
                    "id": f"team-{team}",
                    "data-testid": f"team-{team}",
                },
            ),
        )
        for team in (0, 1)
    ]


def player_inputs(setup: Setup) -> list[Markup]:
    return [
        field(
            t("setup.player", seat=seat + 1, team=t(f"setup.team{seat % 2}")),
            tag(
                "input",
                {
                    "type": "text",
                    "maxlength": 40,
                    "data-field": "setup-player",
                    "data-name": seat,
                    "value": setup.players[seat],
                    "id": f"player-{seat}",
                },
            ),
        )
        for seat in range(4)
    ]


def dealer_select(setup: Setup) -> Markup:
    names = [
        p or t("setup.player", seat=s + 1, team=t(f"setup.team{s % 2}"))
        for s, p in enumerate(setup.players)
    ]
    return select(
        "setup-dealer", [(str(s), n) for s, n in enumerate(names)], str(setup.first_dealer)
    )


# --- the sheet ------------------------------------------------------------------


def seat_name(game: Game, seat: int) -> str:
    if game.players is not None and game.players[seat]:
        return game.players[seat]
    return t("seat.player", team=game.teams[seat % 2], number=seat // 2 + 1)


def score_sheet(state: AppState) -> Markup:
    current, sheet = state.current, state.sheet
    assert current is not None
    assert sheet is not None
    game = current.game
    return tag(
        "section",
        {"class": "sheet-screen"},
        tag("h1", {}, t(f"ruleset.{game.rules.id}")),
        sheet_table(game, sheet),
        sheet_status(game, sheet),
        tag(
            "div",
            {"class": "actions"},
            None
            if sheet.over
            else button(
                t("sheet.add"), "add-deal", **{"class": "primary", "data-testid": "add-deal"}
            ),
            button(t("sheet.undo"), "undo", disabled=not state.undo, data_testid="undo"),
            button(t("sheet.games"), "home", data_testid="games"),
        ),
    )


def sheet_table(game: Game, sheet: Sheet) -> Markup:
    head = tag(
        "tr",
        {},
        tag("th", {}, t("sheet.deal")),
        [tag("th", {"data-testid": f"team-name-{i}"}, game.teams[i]) for i in (0, 1)],
    )
    rows = [sheet_row(game, row) for row in sheet.rows]
    foot = tag(
        "tr",
        {"class": "totals"},
        tag("th", {}, t("sheet.total")),
        [tag("td", {"data-testid": f"total-{i}"}, sheet.totals[i]) for i in (0, 1)],
    )
    body = rows or [tag("tr", {}, tag("td", {"colspan": 3, "class": "empty"}, t("sheet.empty")))]
    return tag(
        "table",
        {"class": "sheet", "data-testid": "sheet"},
        tag("thead", {}, head),
        tag("tbody", {}, body),
        tag("tfoot", {}, foot),
    )


def sheet_row(game: Game, row: Row) -> Markup:
    score = row.score
    label = [tag("span", {"class": "number"}, row.number), " ", deal_mark(row)]
    cells = [
        tag(
            "td",
            {"class": _cell_class(row, team), "data-testid": f"row-{row.number}-{team}"},
            tag("span", {"class": "written"}, score.scores[team]),
            tag("small", {"class": "running"}, row.totals[team]),
        )
        for team in (0, 1)
    ]
    return tag(
        "tr",
        {
            "data-action": "open-deal",
            "data-arg": row.number - 1,
            "class": f"row outcome-{score.outcome.value}",
            "data-testid": f"row-{row.number}",
        },
        tag("th", {"scope": "row"}, label),
        cells,
    )


def deal_mark(row: Row) -> Markup:
    score = row.score
    if score.contract is None:
        return tag("small", {}, t("sheet.redeal"))
    parts = [t(f"contract.{score.contract.value}")]
    if score.double is not Double.NONE:
        parts.append(f"×{int(score.double)}")
    if score.bid is not None:
        parts.append(str(score.bid.token()))
    if score.outcome is not Outcome.MADE:
        parts.append(t(f"outcome.{score.outcome.value}"))
    if score.valat is not None:
        parts.append(t("mark.valat"))
    return tag("small", {"class": "mark"}, " ".join(parts))


def _cell_class(row: Row, team: int) -> str:
    return "declarer" if row.score.declarer == team else ""


def sheet_status(game: Game, sheet: Sheet) -> Markup:
    lines: list[Markup] = []
    ruleset = game.rules.ruleset
    if sheet.held:
        lines.append(
            tag(
                "p",
                {"class": "held", "data-testid": "held"},
                t(
                    "sheet.hanging",
                    points=sheet.held,
                    unit=t(f"sheet.hanging.unit.{ruleset.held_unit.value}"),
                    goes_to=t(f"sheet.hanging.goes_to.{ruleset.collector.value}"),
                ),
            )
        )
    if sheet.winner is not None:
        w = sheet.winner
        lines.append(
            tag(
                "p",
                {"class": "winner", "data-testid": "winner"},
                t(
                    "sheet.winner",
                    team=game.teams[w],
                    mine=sheet.totals[w],
                    theirs=sheet.totals[1 - w],
                ),
            )
        )
        lines.append(
            button(t("sheet.rematch"), "rematch", **{"class": "primary", "data-testid": "rematch"})
        )
    else:
        lines.append(
            tag(
                "p",
                {"class": "dealer", "data-testid": "next-dealer"},
                t("sheet.next_dealer", name=seat_name(game, sheet.next_dealer)),
            )
        )
    return tag("div", {"class": "status"}, lines)


# --- deal detail ----------------------------------------------------------------


def deal_detail(state: AppState) -> Markup:
    current, sheet, index = state.current, state.sheet, state.detail
    assert current is not None
    assert sheet is not None
    assert index is not None
    row = sheet.rows[index]
    lines = breakdown(row.score, current.game)
    asking = state.confirm == f"delete-deal:{index}"
    return tag(
        "section",
        {"class": "detail"},
        tag("h1", {}, t("detail.title", number=row.number)),
        tag(
            "ol",
            {"class": "breakdown", "data-testid": "breakdown"},
            [tag("li", {}, line) for line in lines],
        ),
        confirm_box(t("detail.confirm_delete", number=row.number), "delete-deal", index)
        if asking
        else None,
        tag(
            "div",
            {"class": "actions"},
            button(
                t("detail.edit"),
                "edit-deal",
                index,
                **{"class": "primary", "data-testid": "edit-deal"},
            ),
            button(t("detail.delete"), "ask-delete-deal", index, data_testid="delete-deal"),
            button(t("common.back"), "back", data_testid="back"),
        ),
    )


def breakdown(score: DealScore, game: Game) -> list[str]:
    return explain(
        score,
        game.teams,
        text=lambda key, params: t(f"explain.{key}", **params),
        names=_token_name,
    )


def _token_name(token: str) -> str:
    for prefix in ("contract.name.", "announcement."):
        try:
            return t(prefix + token)
        except KeyError:
            continue
    return token


# --- the deal form --------------------------------------------------------------


def deal_form(state: AppState) -> Markup:
    current, draft = state.current, state.draft
    assert current is not None
    assert draft is not None
    game = current.game
    number = (len(game.deals) if draft.index is None else draft.index) + 1
    result = evaluate(draft, game)
    errors = _errors_by_field(result.error)
    title = t("deal.title.new" if draft.index is None else "deal.title.edit", number=number)
    sections = [] if draft.passed else played_sections(draft, game, errors)
    return tag(
        "section",
        {"class": "deal-form", "data-testid": "deal-form"},
        tag("h1", {}, title),
        tag(
            "label",
            {"class": "check"},
            tag(
                "input",
                {
                    "type": "checkbox",
                    "data-field": "deal-passed",
                    "checked": draft.passed,
                    "data-testid": "passed",
                },
            ),
            t("deal.passed"),
        ),
        sections,
        error_line(errors.get("")),
        preview(result.score, game) if result.score is not None else None,
        tag(
            "div",
            {"class": "actions sticky"},
            will_write(result.score, game) if result.score is not None else None,
            button(
                t("deal.save"),
                "save-deal",
                disabled=result.deal is None,
                **{"class": "primary", "data-testid": "save-deal"},
            ),
            button(t("deal.cancel"), "cancel-deal", data_testid="cancel-deal"),
        ),
    )


FIELDS = ("contract", "declarer", "double", "bid", "alone", "points", "valat", "announcements")


def _errors_by_field(error: DealError | None) -> dict[str, str]:
    if error is None:
        return {}
    message = t(error.reason) if isinstance(error, IncompleteDraftError) else error.reason
    return {error.field if error.field in FIELDS else "": message}


def error_line(message: str | None) -> Markup | None:
    if not message:
        return None
    return tag("p", {"class": "error", "role": "alert", "data-testid": "error"}, message)


def group(label: str, name: str, errors: Mapping[str, str], *controls: object) -> Markup:
    return tag(
        "fieldset",
        {"class": f"group group-{name}"},
        tag("legend", {}, label),
        tag("div", {"class": "choices"}, controls),
        error_line(errors.get(name)),
    )


def played_sections(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> list[Markup]:
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
                    "deal-contract",
                    c.value,
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
                    "deal-declarer",
                    team,
                    draft.declarer == team,
                    data_testid=f"declarer-{team}",
                )
                for team in (0, 1)
            ],
        ),
    ]
    if ruleset.doubles:
        names = (t("deal.double.1"), *ruleset.double_names)
        sections.append(
            group(
                t("deal.double"),
                "double",
                errors,
                [
                    choice(
                        name,
                        "deal-double",
                        value,
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
                "data-field": "deal-alone",
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
        select("deal-bid", values, draft.bid, data_testid="bid"),
        alone,
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
                    "maxlength": 4,
                    "data-field": "deal-points",
                    "data-name": team,
                    "value": draft.points[team],
                    "id": f"points-{team}",
                    "data-testid": f"points-{team}",
                },
            ),
        )
        for team in (0, 1)
    ]
    valat = [
        choice(
            t("deal.valat.none"), "deal-valat", "", draft.valat is None, data_testid="valat-none"
        )
    ]
    valat += [
        choice(
            game.teams[team], "deal-valat", team, draft.valat == team, data_testid=f"valat-{team}"
        )
        for team in (0, 1)
    ]
    return tag(
        "fieldset",
        {"class": "group group-points"},
        tag("legend", {}, label),
        tag("div", {"class": "points"}, inputs),
        error_line(errors.get("points")),
        tag("div", {"class": "valat"}, tag("span", {}, t("deal.valat")), valat),
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
            tag("span", {"class": "name"}, t(f"announcement.{a.value}")),
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
            "deal-bump",
            f"{team}:{token}:-1",
            disabled=not count,
            aria_label=f"− {name}",
            data_testid=f"less-{team}-{token}",
        ),
        tag("output", {"data-testid": f"count-{team}-{token}"}, count),
        button(
            "+",
            "deal-bump",
            f"{team}:{token}:1",
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
        t(f"outcome.{score.outcome.value}"),
    )


def preview(score: DealScore, game: Game) -> Markup:
    return tag(
        "ol",
        {"class": "breakdown preview", "data-testid": "preview", "aria-live": "polite"},
        [tag("li", {}, line) for line in breakdown(score, game)],
    )
