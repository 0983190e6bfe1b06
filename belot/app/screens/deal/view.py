"""The deal form, made for a thumb: a plain deal is its contract, the team that took it
and one number typed on the form's own keypad, all on one screen with *Save* in view;
kontra, valat, announcements and the helpers fold away until needed."""

from __future__ import annotations

import functools
from collections.abc import Mapping

from belot.app.actions import Switch
from belot.app.breakdown import breakdown
from belot.app.draft import (
    DealDraft,
    IncompleteDraftError,
    evaluate,
    offered_announcements,
    points_cap,
    token_record,
    trick_total,
)
from belot.app.marks import contract_name, contract_word
from belot.app.markup import Markup, tag
from belot.app.messages import current_language, describe_error, t, term
from belot.app.render import draws
from belot.app.screen import DEAL
from belot.app.screens.cards.actions import CardsOpen
from belot.app.screens.cards.count import shown as cards_shown
from belot.app.screens.cards.view import card_grid
from belot.app.screens.deal import Entry
from belot.app.screens.deal.actions import (
    CancelDeal,
    DealAdjusting,
    DealAlone,
    DealBid,
    DealBump,
    DealByHand,
    DealContract,
    DealDeclarer,
    DealDouble,
    DealFold,
    DealKey,
    DealNote,
    DealPassed,
    DealPoints,
    DealTarget,
    DealValat,
    SaveDeal,
)
from belot.app.screens.deal.keypad import BACK, CLEAR, DIGITS, target_team
from belot.app.screens.deal.panels import stage
from belot.app.screens.declarations.actions import DeclOpen
from belot.app.screens.declarations.declaring import offered as declarations_offered
from belot.app.screens.declarations.declaring import shown as declarations_shown
from belot.app.screens.declarations.view import game_word
from belot.app.screens.declarations.view import panel as declarations_panel
from belot.app.seats import seat_name
from belot.app.state import AppState
from belot.app.widgets import button, choice, error_line, field, group, sends, spoken
from belot.errors import DealError
from belot.explain import declaration_words
from belot.game import Game
from belot.limits import MAX_NOTE, POINTS_DIGITS
from belot.record import read_declared
from belot.score import DealScore
from belot.vocabulary import Announcement, AnnouncementKind, Contract


@draws(DEAL)
def deal_form(state: AppState) -> Markup:
    current, draft = state.current, state.draft
    assert current is not None
    assert draft is not None
    game = current.game
    entry = state.part(Entry) or Entry()
    number = (len(game.deals) if draft.index is None else draft.index) + 1
    result = evaluate(draft, game, state.sheet)
    errors = _errors_by_field(result.error, entry.tried)
    title = t("deal.title.new" if draft.index is None else "deal.title.edit", number=number)
    if draft.adjusting:
        sections = [adjustment_section(draft, game, errors, entry)]
    else:
        sections = [] if draft.passed else played_sections(state, errors, entry)
    return tag(
        "section",
        {"class": "deal-form", "data-testid": "deal-form", **DEAL.outermost()},
        tag(
            "div",
            {"class": "deal-head"},
            tag("h1", {}, title),
            checkbox(t("deal.passed"), DealPassed, draft.passed, "passed"),
            checkbox(t("deal.adjusting"), DealAdjusting, draft.adjusting, "adjusting"),
        ),
        sections,
        error_line(errors.get("")),
        preview(result.score, game) if result.score is not None else None,
        tag(
            "div",
            {"class": "actions sticky"},
            will_write(result.score, game),
            button(
                t("deal.save"),
                SaveDeal(),
                # Greyed out only while a reason is shown; a tap on Save with something
                # missing says what (Entry.tried).
                disabled=result.deal is None and bool(errors),
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


def _errors_by_field(error: DealError | None, tried: bool) -> dict[str, str]:
    """The reason the deal cannot be saved, by the field it is about. Something not yet
    chosen is said only once *Save* was tapped: before that it is no mistake."""
    if error is None or (isinstance(error, IncompleteDraftError) and not tried):
        return {}
    message = t(error.reason) if isinstance(error, IncompleteDraftError) else describe_error(error)
    return {error.field if error.field in FIELDS else "": message}


def played_sections(state: AppState, errors: Mapping[str, str], entry: Entry) -> list[Markup]:
    """A played deal: contract, team, bid and points; the chips of what folds away; then
    the keypad, or the one panel picked in its place."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    ruleset = game.rules.ruleset
    language, rid = current_language(), game.rules.id
    sections = [
        group(
            t("deal.contract"),
            "contract",
            errors,
            [
                _contract_choice(language, rid, c, draft.contract == c.value)
                for c in game.rules.contracts
            ],
        ),
        group(
            t("deal.declarer"),
            "declarer",
            errors,
            [
                _team_choice(language, game.teams[team], team, draft.declarer == team)
                for team in (0, 1)
            ],
        ),
    ]
    if ruleset.bids:
        sections.append(bid_section(draft, state, errors))
    sections.append(points_section(state, errors, entry))
    shown = stage(state, _needed(errors))
    sections.append(
        tag(
            "div",
            {"class": "folds", "role": "group", "aria-label": t("deal.more")},
            fold_chips(state, shown),
        )
    )
    sections.append(tag("div", {"class": "stage"}, staged(state, shown, errors, entry)))
    return sections


# The form's buttons are drawn once per language and what they show (the same at every
# tap): a tap on the form draws it again, and most of it is these.


@functools.lru_cache(maxsize=64)
def _contract_choice(language: str, rid: str, contract: Contract, pressed: bool) -> Markup:
    return choice(
        contract_word(contract, rid),
        DealContract(contract.value),
        pressed,
        title=contract_name(contract, rid),
        aria_label=spoken(contract_word(contract, rid), contract_name(contract, rid)),
        data_testid=f"contract-{contract.value}",
    )


@functools.lru_cache(maxsize=64)
def _team_choice(language: str, name: str, team: int, pressed: bool) -> Markup:
    return choice(
        name,
        DealDeclarer(team),
        pressed,
        aria_label=t("common.choice", group=t("deal.declarer"), choice=name),
        # A long name is shortened to one line (style.css): whole in its title.
        title=name,
        data_testid=f"declarer-{team}",
        **{"class": "team"},
    )


def _needed(errors: Mapping[str, str]) -> str:
    """The folding panel an error is about ("" if none): it is the one shown."""
    return next((f for f in ("double", "valat", "announcements") if f in errors), "")


def staged(state: AppState, shown: str, errors: Mapping[str, str], entry: Entry) -> Markup:
    """Under the chips: a helper while it is open (the card counter, what each player
    declared), else the panel picked, else the keypad."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    count = cards_shown(state)
    if count is not None:
        return card_grid(count, state)
    declaring = declarations_shown(state)
    if declaring is not None:
        return declarations_panel(declaring, state)
    if shown == "double":
        return double_section(draft, game, errors)
    if shown == "valat":
        return valat_section(draft, game, errors)
    if shown == "announcements":
        return announcements_section(state, errors)
    return keypad(game.teams[target_team(entry.target, draft.declarer)])


def fold_chips(state: AppState, shown: str) -> list[Markup]:
    """A chip for each folding panel (a tap shows it in place of the keypad, a second
    tap folds it; a folded one says what is set in it) and one for what each player
    declared (while it is open, its panel has its own Close)."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    ruleset = game.rules.ruleset
    chips = []
    if ruleset.doubles:
        said = "" if draft.double == 1 else f" ×{draft.double}"
        chips.append(fold_chip(term("deal.double", ruleset.id) + said, "double", shown))
    said = "" if draft.valat is None else f": {game.teams[draft.valat]}"
    chips.append(fold_chip(term("deal.valat", ruleset.id) + said, "valat", shown))
    if offered_announcements(game.rules, draft.contract):
        count = len(draft.announcements[0]) + len(draft.announcements[1])
        count += sum(len(seat) for seat in draft.declared or ())
        said = f" · {count}" if count else ""
        chips.append(fold_chip(t("deal.announcements.short") + said, "announcements", shown))
    if declarations_offered(state) and declarations_shown(state) is None:
        chips.append(
            button(
                t("deal.declared.short"),
                DeclOpen(),
                aria_label=spoken(t("deal.declared.short"), t("decl.open")),
                **{"class": "chip", "data-testid": "decl-open"},
            )
        )
    return chips


def fold_chip(label: str, panel: str, shown: str) -> Markup:
    return button(
        label,
        DealFold(panel),
        aria_expanded="true" if panel == shown else "false",
        **{"class": "chip", "data-testid": f"fold-{panel}"},
    )


def double_section(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> Markup:
    rid = game.rules.id
    names = tuple(term(f"deal.double.{m}", rid) for m in (1, 2, 4))
    return group(
        term("deal.double", rid),
        "double",
        errors,
        [
            choice(name, DealDouble(value), draft.double == value, data_testid=f"double-{value}")
            for value, name in zip((1, 2, 4), names, strict=True)
        ],
    )


def valat_section(draft: DealDraft, game: Game, errors: Mapping[str, str]) -> Markup:
    """Which team took every trick (a valat, a capot): it has all the trick points."""
    valat = [
        choice(t("deal.valat.none"), DealValat(None), draft.valat is None, data_testid="valat-none")
    ]
    legend = term("deal.valat", game.rules.id)
    valat += [
        choice(
            game.teams[team],
            DealValat(team),
            draft.valat == team,
            aria_label=t("common.choice", group=legend, choice=game.teams[team]),
            title=game.teams[team],
            data_testid=f"valat-{team}",
            **{"class": "team"},
        )
        for team in (0, 1)
    ]
    return group(legend, "valat", errors, valat)


def bid_section(draft: DealDraft, state: AppState, errors: Mapping[str, str]) -> Markup:
    """The bid in one tap: a chip for each value, Capot and Générale; "taker alone" only
    for a Générale, the one bid it is about."""
    assert state.current is not None
    rules = state.current.game.rules
    highest = rules.int_option("max-bid")
    values = [(str(v), str(v)) for v in range(80, highest + 1, 10)]
    values += [("capot", t("deal.bid.capot")), ("generale", t("deal.bid.generale"))]
    chips = tag(
        "div",
        {
            "class": "choices bids",
            "role": "group",
            "aria-label": t("deal.bid"),
            "data-testid": "bid",
        },
        [
            choice(
                label,
                DealBid(value),
                draft.bid == value,
                aria_label=t("common.choice", group=t("deal.bid"), choice=label),
                data_testid=f"bid-{value}",
            )
            for value, label in values
        ],
    )
    alone = (
        checkbox(t("deal.alone"), DealAlone, draft.alone, "alone")
        if draft.bid == "generale"
        else None
    )
    return tag(
        "fieldset",
        {"class": "group group-bid"},
        tag("legend", {}, t("deal.bid")),
        chips,
        alone,
        error_line(errors.get("bid") or errors.get("alone")),
    )


def checkbox(label: str, kind: type[Switch], checked: bool, testid: str) -> Markup:
    box = {"type": "checkbox", **sends(kind), "checked": checked, "data-testid": testid}
    return tag("label", {"class": "check chip"}, tag("input", box), label)


def adjustment_section(
    draft: DealDraft, game: Game, errors: Mapping[str, str], entry: Entry
) -> Markup:
    """A correction or penalty: points typed for each team (may be negative) and a note.
    The phone's keyboard is used here: a correction needs its minus sign."""
    inputs = [
        field(
            game.teams[team],
            tag(
                "input",
                {
                    "type": "text",
                    "inputmode": "text",
                    "autocomplete": "off",
                    **sends(DealPoints, team),
                    "data-select": "",
                    "value": draft.points[team],
                    "id": f"points-{team}",
                    "data-testid": f"points-{team}",
                },
            ),
            title=game.teams[team],  # shortened to two lines beside its points (style.css)
        )
        for team in (0, 1)
    ]
    note = field(
        t("deal.note"),
        tag(
            "input",
            {
                "type": "text",
                "maxlength": MAX_NOTE,
                **sends(DealNote),
                "data-select": "",
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
        refusal(entry, draft, game),
        error_line(errors.get("points")),
        note,
        error_line(errors.get("note")),
    )


def cards_chip(state: AppState) -> Markup | None:
    """Count the cards for me: by the points it counts (while open, it has its own Close)."""
    if cards_shown(state) is not None:
        return None
    return button(
        t("deal.cards.short"),
        CardsOpen(),
        aria_label=spoken(t("deal.cards.short"), t("cards.open")),
        **{"class": "chip cards-chip", "data-testid": "count-cards"},
    )


def points_section(state: AppState, errors: Mapping[str, str], entry: Entry) -> Markup:
    """Each team's trick points (the keypad types for the team that took, or the one
    tapped; the other team's share is filled in from the total), and the card counter."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    total = trick_total(game.rules, draft.contract)
    label = t("deal.points", total=total if total is not None else "…")
    target = target_team(entry.target, draft.declarer)
    fields = [points_field(draft, game, team, team == target) for team in (0, 1)]
    return tag(
        "fieldset",
        {"class": "group group-points"},
        tag("legend", {}, label),
        tag("div", {"class": "points"}, fields, cards_chip(state)),
        refusal(entry, draft, game),
        error_line(errors.get("points")),
    )


def points_field(draft: DealDraft, game: Game, team: int, target: bool) -> Markup:
    """One team's points: a field the keypad types into. ``inputmode=none`` keeps the
    phone's keyboard away; a tap chooses it (and selects its value, so typing replaces)."""
    return tag(
        "label",
        # A long name is shortened to two lines (style.css): whole in the title.
        {"class": "field points-field" + (" target" if target else ""), "title": game.teams[team]},
        tag("span", {}, game.teams[team]),
        tag(
            "input",
            {
                "type": "text",
                "inputmode": "none",
                "autocomplete": "off",
                **sends(DealPoints, team),
                "data-action": DealTarget.name,
                "data-arg": DealTarget(team).arg(),
                "data-select": "",
                "value": draft.points[team],
                "id": f"points-{team}",
                "data-testid": f"points-{team}",
            },
        ),
    )


def keypad(team: str) -> Markup:
    """Ten digits, back and clear: the points of ``team`` without the phone's keyboard."""
    return _keypad(current_language(), team)


@functools.lru_cache(maxsize=16)
def _keypad(language: str, team: str) -> Markup:
    keys = [
        button(
            d,
            DealKey(d),
            aria_label=t("deal.key.digit", digit=d, team=team),
            data_testid=f"key-{d}",
        )
        for d in DIGITS
    ]
    keys.insert(
        5,
        button(
            "⌫", DealKey(BACK), aria_label=t("deal.key.back", team=team), data_testid="key-back"
        ),
    )
    keys.append(
        button(
            "C", DealKey(CLEAR), aria_label=t("deal.key.clear", team=team), data_testid="key-clear"
        )
    )
    return tag(
        "div",
        {"class": "keypad", "role": "group", "aria-label": t("deal.keypad", team=team)},
        keys,
    )


def refusal(entry: Entry, draft: DealDraft, game: Game) -> Markup | None:
    """Why the last key or text was not taken, by the points (the value is kept as it was)."""
    if not entry.refused:
        return None
    valat = draft.valat if draft.valat is not None else 0
    words = t(
        entry.refused,
        typed=entry.refused_at,
        total=points_cap(game.rules, draft.contract),
        digits=POINTS_DIGITS,
        team=game.teams[valat],
        valat=term("deal.valat", game.rules.id),
        none=t("deal.valat.none"),
    )
    return tag("p", {"class": "error refused", "role": "alert", "data-testid": "refused"}, words)


def announcements_section(state: AppState, errors: Mapping[str, str]) -> Markup:
    """The announcements that count: belot and sequences counted for each team, squares
    tapped on and off (one of each in a deal); and the way to what each player declared."""
    assert state.current is not None
    assert state.draft is not None
    draft, game = state.draft, state.current.game
    offered = offered_announcements(game.rules, draft.contract)
    if draft.declared is not None:  # the engine decides from what was declared: belots here
        offered = tuple(a for a in offered if a is Announcement.BELOT)
    counted = [a for a in offered if a.kind is not AnnouncementKind.SQUARE]
    squares = [a for a in offered if a.kind is AnnouncementKind.SQUARE]
    head = tag(
        "div",
        {"class": "counter-head"},
        # A long name is shortened to two lines (style.css): whole in its title.
        tag("span", {"title": game.teams[0]}, game.teams[0]),
        tag("span", {}),
        tag("span", {"title": game.teams[1]}, game.teams[1]),
    )
    rows = [
        tag(
            "div",
            {"class": "counter-row"},
            counter(draft, game, 0, a.value),
            tag("span", {"class": "name"}, term(f"announcement.{a.value}", game.rules.id)),
            counter(draft, game, 1, a.value),
        )
        for a in counted
    ]
    return tag(
        "fieldset",
        {"class": "group group-announcements"},
        tag("legend", {}, t("deal.announcements")),
        declared_summary(draft, game),
        head,
        rows,
        tag(
            "div",
            {"class": "square-rows"},
            [square_row(draft, game, team, squares) for team in (0, 1)],
        )
        if squares
        else None,
        error_line(errors.get("announcements")),
    )


def declared_summary(draft: DealDraft, game: Game) -> Markup | None:
    """What each player declared, when the deal keeps it (*Declared*): the engine decides
    which of it counts (the breakdown says why); and the way back to counting by hand."""
    if draft.declared is None:
        return None
    word = game_word(game.rules.id)
    said = [
        t(
            "deal.declared.seat",
            player=seat_name(game, seat),
            what=", ".join(declaration_words(d, word) for d in declared),
        )
        for seat, declared in enumerate(
            read_declared([[token_record(token) for token in mine] for mine in draft.declared], 1)
        )
        if declared
    ]
    return tag(
        "div",
        {"class": "declared", "data-testid": "declared"},
        tag("p", {}, t("deal.declared.intro")),
        tag("ul", {}, [tag("li", {}, line) for line in said]) if said else None,
        button(
            t("deal.declared.by_hand"), DealByHand(), **{"class": "chip", "data-testid": "by-hand"}
        ),
    )


def square_row(draft: DealDraft, game: Game, team: int, squares: list[Announcement]) -> Markup:
    """A team's squares, under its column: each a chip, on once it is tapped (a second tap
    takes it off)."""
    chips = []
    for square in squares:
        announced = square.value in draft.announcements[team]
        named = {
            "name": term(f"announcement.{square.value}", game.rules.id),
            "team": game.teams[team],
        }
        chips.append(
            choice(
                term(f"announcement.{square.value}", game.rules.id),
                DealBump(team, square.value, -1 if announced else 1),
                announced,
                aria_label=t("deal.square", **named),
                data_testid=f"more-{team}-{square.value}",
            )
        )
    return tag(
        "div",
        {
            "class": "squares",
            "role": "group",
            "aria-label": t("deal.squares", team=game.teams[team]),
        },
        chips,
    )


def counter(draft: DealDraft, game: Game, team: int, token: str) -> Markup:
    """How many of an announcement a team has, with its minus and plus named for the team and the
    announcement (a screen reader tells the ten rows and two teams apart)."""
    count = draft.announcements[team].count(token)
    named = {"name": term(f"announcement.{token}", game.rules.id), "team": game.teams[team]}
    return tag(
        "span",
        {"class": "counter" + (" on" if count else "")},
        button(
            "−",
            DealBump(team, token, -1),
            disabled=not count,
            aria_label=t("deal.bump.less", **named),
            data_testid=f"less-{team}-{token}",
        ),
        tag("output", {"data-testid": f"count-{team}-{token}"}, count),
        button(
            "+",
            DealBump(team, token, 1),
            aria_label=t("deal.bump.more", **named),
            data_testid=f"more-{team}-{token}",
        ),
    )


def will_write(score: DealScore | None, game: Game) -> Markup:
    """What each team will write, never cut (it wraps); kept in place, empty, until the
    deal says something, so that the bar does not jump."""
    if score is None:
        return tag("p", {"class": "will-write empty", "aria-hidden": "true"}, "")
    written = " · ".join(f"{game.teams[i]} {score.scores[i]}" for i in (0, 1))
    return tag(
        "p",
        {"class": "will-write", "data-testid": "will-write", "aria-live": "polite"},
        tag("strong", {}, t("deal.preview")),
        " ",
        written,
        " — ",
        term(f"outcome.{score.outcome.value}", game.rules.id),
    )


def preview(score: DealScore, game: Game) -> Markup:
    return tag(
        "ol",
        {"class": "breakdown preview", "data-testid": "preview"},
        [tag("li", {}, line) for line in breakdown(score, game)],
    )
