"""The round screen's actions: draw the next round (or take it back while no result has
come), show a table's code full screen, type a paper table's result, choose between two
results of one table (docs/rules.md#drawing-a-round, docs/rules.md#results)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Self

from belot.app.actions import Index, Message, Plain, named, number
from belot.app.common import queue
from belot.app.controller import Controller, handles
from belot.app.effects import ScrollTop
from belot.app.messages import describe_error, t
from belot.app.screens.tournament import CodeShown, Typing
from belot.app.screens.tournament.kept import (
    keep,
    organising,
    refuse,
    shown_round,
    the_tournament,
    want_codes,
)
from belot.app.state import Notice
from belot.errors import BelotError
from belot.limits import MAX_POINTS
from belot.match import MAX_GAMES
from belot.patterns import Pattern
from belot.tournament import (
    Status,
    choose_result,
    draw_round,
    record_typed,
    undraw_round,
)
from belot.tournament.results import match_of

MAX_TABLE = 128


@dataclass(frozen=True)
class DrawRound(Plain, name="round-draw"):
    """Draw the next round."""


@dataclass(frozen=True)
class AskUndraw(Plain, name="round-ask-undraw"):
    """Ask before taking back the round drawn last."""


@dataclass(frozen=True)
class Undraw(Plain, name="round-undraw"):
    """Take back the round drawn last (no result has come for it)."""


@dataclass(frozen=True)
class ShowCode(Index, name="round-code"):
    """Table n's code full screen (of the round shown)."""

    low = 1
    high = MAX_TABLE


@dataclass(frozen=True)
class CloseCode(Plain, name="round-code-close"):
    """Back to the round's tables."""


@dataclass(frozen=True)
class TypeResult(Index, name="round-type"):
    """Type table n's result from its paper sheet (in the round shown)."""

    low = 1
    high = MAX_TABLE


@dataclass(frozen=True)
class TypedPoints(Message, name="round-typed"):
    """A game's points as typed: ``<game>:<side>=<points>`` (game from 0, side 0 or 1 in
    the table's order)."""

    game: int
    side: int
    text: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        place, text = named(arg)
        game, _, side = place.partition(":")
        found, seat = number(game, 0, MAX_GAMES - 1), number(side, 0, 1)
        return None if found is None or seat is None else cls(found, seat, text[:12])

    def arg(self) -> str:
        return f"{self.game}:{self.side}={self.text}"


@dataclass(frozen=True)
class TypedAddGame(Plain, name="round-typed-add"):
    """One more game of the match to type."""


@dataclass(frozen=True)
class TypedRemoveGame(Plain, name="round-typed-remove"):
    """One game fewer."""


@dataclass(frozen=True)
class TypedSave(Plain, name="round-typed-save"):
    """Record the typed result (marked typed)."""


@dataclass(frozen=True)
class TypedCancel(Plain, name="round-typed-cancel"):
    """Nothing typed is recorded."""


@dataclass(frozen=True)
class ChooseResult(Message, name="round-choose"):
    """The result that counts for a table that has several: ``<round>:<table>:<index>``
    (the index from 0, in the order they came)."""

    round: int
    table: int
    index: int

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        parts = arg.split(":")
        if len(parts) != 3:
            return None
        found = (number(parts[0], 1, 64), number(parts[1], 1, MAX_TABLE), number(parts[2], 0, 9))
        one, two, three = found
        return None if one is None or two is None or three is None else cls(one, two, three)

    def arg(self) -> str:
        return f"{self.round}:{self.table}:{self.index}"


@handles(DrawRound)
def draw(controller: Controller, _: DrawRound) -> None:
    part = organising(controller)
    if part is None or part.tournament is None:
        return
    try:
        drawn = draw_round(part.tournament)
    except BelotError as error:
        refuse(controller, error)
        return
    number = len(drawn.rounds)
    controller.state = controller.state.with_part(replace(part, round=0))
    if keep(controller, drawn, Notice("tournament.drawn", (("round", number),))):
        want_codes(controller)


@handles(AskUndraw)
def ask_undraw(controller: Controller, _: AskUndraw) -> None:
    controller.state = replace(controller.state, confirm="undraw")


@handles(Undraw)
def undraw(controller: Controller, _: Undraw) -> None:
    part = organising(controller)
    if part is None or part.tournament is None:
        return
    try:
        taken = undraw_round(part.tournament)
    except BelotError as error:
        refuse(controller, error)
        return
    number = len(part.tournament.rounds)
    controller.state = controller.state.with_part(replace(part, round=0)).without_part(CodeShown)
    keep(controller, taken, Notice("tournament.undrawn", (("round", number),)))


@handles(ShowCode)
def show_code(controller: Controller, message: ShowCode) -> None:
    tournament, shown = the_tournament(controller), shown_round(controller)
    if tournament is None or not shown:
        return
    if message.value <= len(tournament.round(shown).tables):
        controller.state = controller.state.with_part(CodeShown(shown, message.value))
        want_codes(controller)
        queue(controller, ScrollTop())


@handles(CloseCode)
def close_code(controller: Controller, _: CloseCode) -> None:
    controller.state = controller.state.without_part(CodeShown)


def games_to_type(controller: Controller, round_number: int) -> int:
    """How many games a typed result starts with: one, or the fewest a match can have."""
    tournament = the_tournament(controller)
    if tournament is None:
        return 1
    best_of = match_of(tournament, tournament.round(round_number))
    return 1 if best_of is None else (best_of + 1) // 2


@handles(TypeResult)
def type_result(controller: Controller, message: TypeResult) -> None:
    tournament, shown = the_tournament(controller), shown_round(controller)
    if tournament is None or not shown or message.value > len(tournament.round(shown).tables):
        return
    rows = (("", ""),) * games_to_type(controller, shown)
    controller.state = controller.state.with_part(Typing(shown, message.value, rows))


def _typing(controller: Controller) -> Typing | None:
    return controller.state.part(Typing)


@handles(TypedPoints)
def typed_points(controller: Controller, message: TypedPoints) -> None:
    typing = _typing(controller)
    if typing is None or message.game >= len(typing.scores):
        return
    scores = [list(pair) for pair in typing.scores]
    scores[message.game][message.side] = message.text
    changed = tuple((a, b) for a, b in scores)
    controller.state = controller.state.with_part(replace(typing, scores=changed, error=""))


@handles(TypedAddGame)
def typed_add(controller: Controller, _: TypedAddGame) -> None:
    typing = _typing(controller)
    if typing is not None and len(typing.scores) < MAX_GAMES:
        changed = replace(typing, scores=(*typing.scores, ("", "")), error="")
        controller.state = controller.state.with_part(changed)


@handles(TypedRemoveGame)
def typed_remove(controller: Controller, _: TypedRemoveGame) -> None:
    typing = _typing(controller)
    if typing is not None and len(typing.scores) > 1:
        changed = replace(typing, scores=typing.scores[:-1], error="")
        controller.state = controller.state.with_part(changed)


@handles(TypedCancel)
def typed_cancel(controller: Controller, _: TypedCancel) -> None:
    controller.state = controller.state.without_part(Typing)


_POINTS = Pattern(r"[-+−]?[0-9]{1,6}")


def typed_scores(typing: Typing) -> list[tuple[int, int]] | str:
    """The typed points as numbers, or what is wrong with them (in the player's words)."""
    scores = []
    for game, pair in enumerate(typing.scores, start=1):
        values = []
        for text in pair:
            cleaned = text.strip().replace("−", "-")
            if not _POINTS.fullmatch(cleaned) or abs(int(cleaned)) > MAX_POINTS:
                return t("tournament.typed.not_points", number=game, most=MAX_POINTS)
            values.append(int(cleaned))
        scores.append((values[0], values[1]))
    return scores


@handles(TypedSave)
def typed_save(controller: Controller, _: TypedSave) -> None:
    typing, part = _typing(controller), organising(controller)
    if typing is None or part is None or part.tournament is None:
        return
    scores = typed_scores(typing)
    if isinstance(scores, str):
        controller.state = controller.state.with_part(replace(typing, error=scores))
        return
    try:
        done = record_typed(part.tournament, typing.round, typing.table, scores)
    except BelotError as error:
        reason = describe_error(error)
        controller.state = controller.state.with_part(replace(typing, error=reason))
        return
    key = "tournament.typed.same" if done.status is Status.UNCHANGED else "tournament.typed.done"
    notice = Notice(key, (("table", typing.table), ("round", typing.round)))
    if keep(controller, done.tournament, notice):
        controller.state = controller.state.without_part(Typing)


@handles(ChooseResult)
def choose(controller: Controller, message: ChooseResult) -> None:
    part = organising(controller)
    if part is None or part.tournament is None:
        return
    try:
        chosen = choose_result(part.tournament, message.round, message.table, message.index)
    except BelotError as error:
        refuse(controller, error)
        return
    notice = Notice("tournament.chosen", (("table", message.table), ("round", message.round)))
    keep(controller, chosen, notice)
