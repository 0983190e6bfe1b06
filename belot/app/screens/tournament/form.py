"""The new-tournament form's actions: fill it in (the rules and house rules as the new-game
form has them, what a round's game is, the format, match points, the bye, the tie-breaks,
the teams), then create the tournament (docs/rules.md#tournaments)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Index, Message, OptionValue, Plain, Text, named, number
from belot.app.controller import Controller, handles
from belot.app.messages import describe_error, t
from belot.app.screens.setup.actions import parse_options, preset_options
from belot.app.screens.tournament import (
    MAX_FORM_ROWS,
    ROUND,
    TOURNAMENT_NEW,
    Organising,
    TeamRow,
    TourForm,
)
from belot.app.screens.tournament.kept import keep, want_codes
from belot.app.storage import tournament_key
from belot.errors import BelotError
from belot.limits import MAX_NAME, MAX_TOURNAMENT_NAME
from belot.match import BEST_OF
from belot.patterns import Pattern
from belot.rulesets import RULESETS, make_rules
from belot.tournament import (
    Bye,
    Kind,
    MatchPoints,
    Settings,
    System,
    TieBreak,
    Tournament,
    new_tournament,
)

NUMBERS = ("rounds", "pools", "knockout")  # the format's numbers
POINTS = ("win", "draw", "loss")
BYE_POINTS = ("scored", "against")
FORM_NUMBERS = (*NUMBERS, *POINTS, *BYE_POINTS)  # each named tournament.form.<name>
FIELDS = ("name", "player-1", "player-2")  # a team row's fields
_ID_CHARACTERS = Pattern(r"[^A-Za-z0-9_-]")
ID_LENGTH = 12  # characters of a new tournament's id (it goes into every link of the night)


@dataclass(frozen=True)
class NewTournament(Plain, name="tournament-new"):
    """Open an empty new-tournament form."""


@dataclass(frozen=True)
class TourName(Text, name="tour-name"):
    """The tournament's name as typed."""


@dataclass(frozen=True)
class TourRuleset(Text, name="tour-ruleset"):
    """The rule system of every table (its house rules go back to their defaults)."""


@dataclass(frozen=True)
class TourOption(OptionValue, name="tour-option"):
    """A house rule of every table, as typed or chosen."""


@dataclass(frozen=True)
class TourPreset(Text, name="tour-preset"):
    """The house rules a preset names ("": custom, they stay as they are)."""


@dataclass(frozen=True)
class TourBestOf(Index, name="tour-best-of"):
    """A round's game: one game (1), or a match best of 3, 5 or 7."""

    low = 1
    high = max(BEST_OF)


@dataclass(frozen=True)
class TourKind(Text, name="tour-kind"):
    """The format: ``swiss`` or ``round-robin``."""


@dataclass(frozen=True)
class TourNumber(OptionValue, name="tour-number"):
    """A number of the form as typed: ``rounds``, ``pools``, ``knockout`` (the format),
    ``win``, ``draw``, ``loss`` (match points), ``scored``, ``against`` (a bye's score)."""


@dataclass(frozen=True)
class TourBye(Text, name="tour-bye"):
    """What a bye scores: ``win`` or ``nothing``."""


@dataclass(frozen=True)
class TourTieBreak(Message, name="tour-tie-break"):
    """A tie-break moved ``up`` or ``down`` in the order, or used (``on``) or not (``off``):
    ``<tie-break>:<move>``."""

    tie_break: str
    move: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        value, _, move = arg.partition(":")
        known = {b.value for b in TieBreak}
        return cls(value, move) if value in known and move in ("up", "down", "on", "off") else None

    def arg(self) -> str:
        return f"{self.tie_break}:{self.move}"


@dataclass(frozen=True)
class TourTeam(Message, name="tour-team"):
    """A team row's field as typed: ``<row>:<field>=<text>`` (``name``, ``player-1``,
    ``player-2``)."""

    row: int
    field: str
    text: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        place, text = named(arg)
        row, _, field = place.partition(":")
        found = number(row, 0, MAX_FORM_ROWS - 1)
        return None if found is None or field not in FIELDS else cls(found, field, text)

    def arg(self) -> str:
        return f"{self.row}:{self.field}={self.text}"


@dataclass(frozen=True)
class TourAddRow(Plain, name="tour-add-team"):
    """One more team row."""


@dataclass(frozen=True)
class TourRemoveRow(Index, name="tour-remove-team"):
    """Take this team row away."""

    high = MAX_FORM_ROWS - 1


@dataclass(frozen=True)
class CreateTournament(Plain, name="tournament-create"):
    """Create the tournament the form describes (or say why it cannot be)."""


def _form(controller: Controller) -> TourForm:
    return controller.state.part(TourForm) or TourForm()


def _change(controller: Controller, form: TourForm) -> None:
    controller.state = controller.state.with_part(replace(form, error=""))


@handles(NewTournament)
def new_form(controller: Controller, _: NewTournament) -> None:
    state = replace(controller.state, screen=TOURNAMENT_NEW, confirm="")
    controller.state = state.with_part(TourForm())


@handles(TourName)
def tour_name(controller: Controller, message: TourName) -> None:
    _change(controller, replace(_form(controller), name=message.text[:MAX_TOURNAMENT_NAME]))


@handles(TourRuleset)
def tour_ruleset(controller: Controller, message: TourRuleset) -> None:
    if message.text in RULESETS:
        _change(controller, replace(_form(controller), ruleset=message.text, options=()))


@handles(TourOption)
def tour_option(controller: Controller, message: TourOption) -> None:
    form = _form(controller)
    if not any(o.name == message.option for o in RULESETS[form.ruleset].options):
        return
    options = dict(form.options)
    options[message.option] = message.value[:12]
    _change(controller, replace(form, options=tuple(options.items())))


@handles(TourPreset)
def tour_preset(controller: Controller, message: TourPreset) -> None:
    form = _form(controller)
    options = preset_options(form.ruleset, message.text, form.option_text("target"))
    if options is not None:
        _change(controller, replace(form, options=tuple(options.items())))


@handles(TourBestOf)
def tour_best_of(controller: Controller, message: TourBestOf) -> None:
    if message.value in BEST_OF:
        _change(controller, replace(_form(controller), best_of=message.value))


@handles(TourKind)
def tour_kind(controller: Controller, message: TourKind) -> None:
    if message.text in {k.value for k in Kind}:
        _change(controller, replace(_form(controller), kind=message.text))


@handles(TourNumber)
def tour_number(controller: Controller, message: TourNumber) -> None:
    form, value, name = _form(controller), message.value[:12], message.option
    if name == "rounds":
        _change(controller, replace(form, rounds=value))
    elif name == "pools":
        _change(controller, replace(form, pools=value))
    elif name == "knockout":
        _change(controller, replace(form, knockout=value))
    elif name in POINTS:
        points = dict(zip(POINTS, form.points, strict=True)) | {name: value}
        _change(controller, replace(form, points=(points["win"], points["draw"], points["loss"])))
    elif name in BYE_POINTS:
        scores = dict(zip(BYE_POINTS, form.bye_points, strict=True)) | {name: value}
        _change(controller, replace(form, bye_points=(scores["scored"], scores["against"])))


@handles(TourBye)
def tour_bye(controller: Controller, message: TourBye) -> None:
    if message.text in ("win", "nothing"):
        _change(controller, replace(_form(controller), bye_win=message.text == "win"))


def tie_break_order(form: TourForm) -> list[tuple[str, bool]]:
    """Every tie-break with whether it is used: the used ones first, in their order."""
    unused = [b.value for b in TieBreak if b.value not in form.tie_breaks]
    return [(b, True) for b in form.tie_breaks] + [(b, False) for b in unused]


@handles(TourTieBreak)
def tour_tie_break(controller: Controller, message: TourTieBreak) -> None:
    form = _form(controller)
    used = list(form.tie_breaks)
    name = message.tie_break
    if message.move == "on" and name not in used:
        used.append(name)
    elif message.move == "off" and name in used:
        used.remove(name)
    elif message.move in ("up", "down") and name in used:
        at = used.index(name)
        to = at - 1 if message.move == "up" else at + 1
        if 0 <= to < len(used):
            used[at], used[to] = used[to], used[at]
    _change(controller, replace(form, tie_breaks=tuple(used)))


@handles(TourTeam)
def tour_team(controller: Controller, message: TourTeam) -> None:
    form = _form(controller)
    if message.row >= len(form.teams):
        return
    row = form.teams[message.row]
    text = message.text[:MAX_NAME]
    if message.field == "name":
        row = replace(row, name=text)
    elif message.field == "player-1":
        row = replace(row, players=(text, row.players[1]))
    else:
        row = replace(row, players=(row.players[0], text))
    teams = list(form.teams)
    teams[message.row] = row
    _change(controller, replace(form, teams=tuple(teams)))


@handles(TourAddRow)
def tour_add_row(controller: Controller, _: TourAddRow) -> None:
    form = _form(controller)
    if len(form.teams) < MAX_FORM_ROWS:
        _change(controller, replace(form, teams=(*form.teams, TeamRow())))


@handles(TourRemoveRow)
def tour_remove_row(controller: Controller, message: TourRemoveRow) -> None:
    form = _form(controller)
    if message.value < len(form.teams):
        teams = form.teams[: message.value] + form.teams[message.value + 1 :]
        _change(controller, replace(form, teams=teams or (TeamRow(),)))


class FormError(ValueError):
    """What is wrong with the form, in the player's words."""


def _whole(text: str, what: str) -> int:
    digits = text.strip()
    if not re.fullmatch(r"[0-9]{1,6}", digits):
        raise FormError(t("tournament.form.not_whole", what=t(f"tournament.form.{what}")))
    return int(digits)


def settings_of(form: TourForm) -> Settings:
    """The tournament's settings as the form says; :class:`FormError` or the engine's
    error naming what is wrong (the engine checks the ranges: new_tournament)."""
    rules = make_rules(form.ruleset, parse_options(form.ruleset, form.options))
    if form.kind == Kind.SWISS.value:
        system = System(Kind.SWISS, rounds=_whole(form.rounds, "rounds"))
    else:
        pools, through = _whole(form.pools, "pools"), _whole(form.knockout, "knockout")
        system = System(Kind.ROUND_ROBIN, pools=pools, knockout=through)
    win, draw, loss = (_whole(v, n) for v, n in zip(form.points, POINTS, strict=True))
    scored, against = (_whole(v, n) for v, n in zip(form.bye_points, BYE_POINTS, strict=True))
    bye = Bye(True, scored, against) if form.bye_win else Bye(False)
    tie_breaks = tuple(TieBreak(b) for b in form.tie_breaks)
    return Settings(rules, system, form.best_of, MatchPoints(win, draw, loss), bye, tie_breaks)


def teams_of(form: TourForm) -> list[tuple[str, tuple[str, str] | None]]:
    """The teams the form names (rows left empty are not teams); :class:`FormError` for a
    row with players and no name."""
    teams: list[tuple[str, tuple[str, str] | None]] = []
    for place, row in enumerate(form.teams, start=1):
        name, players = row.name.strip(), tuple(p.strip() for p in row.players)
        if not name:
            if any(players):
                raise FormError(t("tournament.form.no_team_name", number=place))
            continue
        if any(players) and not all(players):
            raise FormError(t("tournament.form.one_player", number=place))
        teams.append((name, (players[0], players[1]) if any(players) else None))
    return teams


def new_tournament_id(controller: Controller) -> str:
    """A new tournament's id, made of the page's random ids: one no tournament kept here has."""
    while True:
        made = _ID_CHARACTERS.sub("", controller.new_id())[:ID_LENGTH] or "t"
        if controller.store.get(tournament_key(made)) is None:
            return made


def made_tournament(controller: Controller, form: TourForm) -> Tournament:
    """The tournament the form describes; the reason it cannot be (:class:`FormError`, or
    the engine's :class:`~belot.errors.BelotError`)."""
    name = form.name.strip()
    if not name:
        raise FormError(t("tournament.form.no_name"))
    settings = settings_of(form)
    teams = teams_of(form)
    seed = _ID_CHARACTERS.sub("", controller.new_id())[:64] or "seed"
    return new_tournament(new_tournament_id(controller), name, seed, settings, teams)


@handles(CreateTournament)
def create_tournament(controller: Controller, _: CreateTournament) -> None:
    form = _form(controller)
    try:
        tournament = made_tournament(controller, form)
    except FormError as error:
        controller.state = controller.state.with_part(replace(form, error=str(error)))
        return
    except BelotError as error:
        controller.state = controller.state.with_part(replace(form, error=describe_error(error)))
        return
    controller.state = controller.state.without_part(Organising)  # shown from its round 1
    if keep(controller, tournament):
        controller.state = replace(controller.state.without_part(TourForm), screen=ROUND)
        want_codes(controller)
