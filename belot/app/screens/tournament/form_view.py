"""The new-tournament form: its name, the rules and house rules of every table (the
new-game form's own controls and presets), what a round's game is, the format, match
points, the bye, the tie-breaks in their order, and the teams."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.setup.actions import chosen_preset, shown_options
from belot.app.screens.setup.view import option_field, presets_field
from belot.app.screens.tournament import TOURNAMENT_NEW, TeamRow, TourForm
from belot.app.screens.tournament.form import (
    CreateTournament,
    TourAddRow,
    TourBestOf,
    TourBye,
    TourKind,
    TourName,
    TourNumber,
    TourOption,
    TourPreset,
    TourRemoveRow,
    TourRuleset,
    TourTeam,
    TourTieBreak,
    tie_break_order,
)
from belot.app.screens.tournament.kept import OpenTournaments
from belot.app.state import AppState
from belot.app.widgets import button, field, select, sends
from belot.limits import MAX_NAME, MAX_TOURNAMENT_NAME
from belot.match import BEST_OF
from belot.rulesets import RULESETS
from belot.tournament import Kind

KNOCKOUT_CHOICES = (0, 1, 2, 4, 8)  # the best N of each pool going through (0: none)


@draws(TOURNAMENT_NEW)
def tournament_form(state: AppState) -> Markup:
    form = state.part(TourForm) or TourForm()
    return tag(
        "section",
        {"class": "setup tour-form", "data-testid": "tournament-form"},
        tag("h1", {}, t("tournament.new.title")),
        field(
            t("tournament.name"),
            text_input(
                TourName,
                None,
                form.name,
                MAX_TOURNAMENT_NAME,
                "tour-name",
                t("tournament.name.placeholder"),
            ),
        ),
        rules_part(form),
        field(t("tournament.game"), best_of_select(form)),
        tag("small", {"class": "hint"}, t("tournament.game.help")),
        format_part(form),
        points_part(form),
        bye_part(form),
        tie_breaks_part(form),
        teams_part(form),
        tag("p", {"class": "error", "role": "alert", "data-testid": "error"}, form.error)
        if form.error
        else None,
        tag(
            "div",
            {"class": "actions"},
            button(
                t("tournament.create"),
                CreateTournament(),
                **{"class": "primary"},
                data_testid="tournament-create",
            ),
            button(t("common.cancel"), OpenTournaments(), data_testid="cancel"),
        ),
    )


def text_input(
    kind: type,
    name: object,
    value: str,
    most: int,
    testid: str,
    placeholder: str = "",
    label: str | None = None,
) -> Markup:
    return tag(
        "input",
        {
            "type": "text",
            "maxlength": most,
            **sends(kind, name),
            "value": value,
            "placeholder": placeholder or None,
            "id": testid,
            "data-testid": testid,
            "autocomplete": "off",
            "aria-label": label,
        },
    )


def number_input(name: str, value: str) -> Markup:
    return tag(
        "input",
        {
            "type": "text",
            "inputmode": "numeric",
            "maxlength": 6,
            **sends(TourNumber, name),
            "value": value,
            "id": f"tour-{name}",
            "data-testid": f"tour-{name}",
        },
    )


def rules_part(form: TourForm) -> Markup:
    """The rule system and its house rules, as on the new-game form."""
    ruleset = RULESETS[form.ruleset]
    preset = chosen_preset(form.ruleset, form.options)
    return tag(
        "fieldset",
        {"class": "house-rules"},
        tag("legend", {}, t("tournament.rules")),
        field(
            t("setup.rules"),
            select(
                TourRuleset,
                [(rid, t(f"ruleset.{rid}")) for rid in RULESETS],
                form.ruleset,
                data_testid="tour-ruleset",
            ),
        ),
        presets_field(ruleset, preset.id if preset else "", TourPreset),
        [
            option_field(o, form.option_text(o.name), TourOption)
            for o in shown_options(ruleset.id, form.options)
        ],
    )


def best_of_select(form: TourForm) -> Markup:
    choices = [
        (str(n), t("setup.best_of", count=n) if n > 1 else t("setup.single")) for n in BEST_OF
    ]
    return select(TourBestOf, choices, str(form.best_of), data_testid="tour-best-of")


def format_part(form: TourForm) -> Markup:
    kinds = [(k.value, t(f"tournament.kind.{k.value}")) for k in Kind]
    swiss = form.kind == Kind.SWISS.value
    knockout = [
        (
            str(n),
            knockout_words(n),
        )
        for n in KNOCKOUT_CHOICES
    ]
    if form.knockout not in {str(n) for n in KNOCKOUT_CHOICES}:
        knockout.append((form.knockout, form.knockout))
    return tag(
        "fieldset",
        {"class": "tour-format"},
        tag("legend", {}, t("tournament.format")),
        field(
            t("tournament.format.kind"), select(TourKind, kinds, form.kind, data_testid="tour-kind")
        ),
        tag("small", {"class": "hint"}, t(f"tournament.kind.{form.kind}.help"))
        if form.kind in {k.value for k in Kind}
        else None,
        field(t("tournament.form.rounds"), number_input("rounds", form.rounds)) if swiss else None,
        None
        if swiss
        else [
            field(t("tournament.form.pools"), number_input("pools", form.pools)),
            field(
                t("tournament.form.knockout"),
                select(
                    TourNumber,
                    knockout,
                    form.knockout,
                    data_name="knockout",
                    data_testid="tour-knockout",
                ),
            ),
        ],
    )


def knockout_words(best: int) -> str:
    if best == 0:
        return t("tournament.knockout.none")
    return (
        t("tournament.knockout.first") if best == 1 else t("tournament.knockout.best", count=best)
    )


def points_part(form: TourForm) -> Markup:
    return tag(
        "fieldset",
        {"class": "tour-points"},
        tag("legend", {}, t("tournament.points.title")),
        tag(
            "div",
            {"class": "row3"},
            [
                field(t(f"tournament.form.{name}"), number_input(name, value))
                for name, value in zip(("win", "draw", "loss"), form.points, strict=True)
            ],
        ),
    )


def bye_part(form: TourForm) -> Markup:
    choices = [("win", t("tournament.bye.win")), ("nothing", t("tournament.bye.nothing"))]
    return tag(
        "fieldset",
        {"class": "tour-bye"},
        tag("legend", {}, t("tournament.bye.title")),
        field(
            t("tournament.bye.scores"),
            select(TourBye, choices, "win" if form.bye_win else "nothing", data_testid="tour-bye"),
        ),
        tag(
            "div",
            {"class": "row3"},
            [
                field(t(f"tournament.form.{name}"), number_input(name, value))
                for name, value in zip(("scored", "against"), form.bye_points, strict=True)
            ],
        )
        if form.bye_win
        else None,
        tag("small", {"class": "hint"}, t("tournament.bye.help")),
    )


def tie_breaks_part(form: TourForm) -> Markup:
    order = tie_break_order(form)
    used = sum(1 for _, on in order if on)
    rows = []
    for place, (name, on) in enumerate(order):
        label = t(f"tournament.tie_break.{name}")
        rows.append(
            tag(
                "li",
                {"class": "tie-break"},
                tag(
                    "span",
                    {"class": "check"},
                    button(
                        "✓" if on else "",
                        TourTieBreak(name, "off" if on else "on"),
                        aria_pressed="true" if on else "false",
                        aria_label=label,
                        **{"class": "tick"},
                        data_testid=f"tie-break-{name}",
                    ),
                    tag("span", {}, f"{place + 1}. " if on else "", label),
                ),
                button(
                    "↑",
                    TourTieBreak(name, "up"),
                    disabled=not on or place == 0,
                    aria_label=t("tournament.tie_break.up", name=label),
                ),
                button(
                    "↓",
                    TourTieBreak(name, "down"),
                    disabled=not on or place >= used - 1,
                    aria_label=t("tournament.tie_break.down", name=label),
                ),
            )
        )
    return tag(
        "fieldset",
        {"class": "tour-tie-breaks"},
        tag("legend", {}, t("tournament.tie_breaks")),
        tag("ol", {"class": "tie-breaks"}, rows),
        tag("small", {"class": "hint"}, t("tournament.tie_breaks.help")),
    )


def teams_part(form: TourForm) -> Markup:
    return tag(
        "fieldset",
        {"class": "tour-teams"},
        tag("legend", {}, t("tournament.teams.title", count=named_teams(form))),
        tag("ol", {"class": "team-rows"}, [team_row(i, r) for i, r in enumerate(form.teams)]),
        button(t("tournament.team.add_row"), TourAddRow(), data_testid="tour-add-team"),
    )


def named_teams(form: TourForm) -> int:
    return sum(1 for row in form.teams if row.name.strip())


def team_row(index: int, row: TeamRow) -> Markup:
    return tag(
        "li",
        {"class": "team-row"},
        field(
            t("tournament.team.name", number=index + 1),
            text_input(TourTeam, f"{index}:name", row.name, MAX_NAME, f"tour-team-{index}"),
        ),
        tag(
            "div",
            {"class": "players"},
            [
                field(
                    t("tournament.team.player", number=seat + 1),
                    text_input(
                        TourTeam,
                        f"{index}:player-{seat + 1}",
                        row.players[seat],
                        MAX_NAME,
                        f"tour-team-{index}-player-{seat + 1}",
                        label=t("tournament.team.player_of", team=index + 1, number=seat + 1),
                    ),
                )
                for seat in (0, 1)
            ],
        ),
        button(
            t("tournament.team.remove_row"),
            TourRemoveRow(index),
            aria_label=t("tournament.team.remove_row_of", number=index + 1),
            **{"class": "quiet"},
        ),
    )
