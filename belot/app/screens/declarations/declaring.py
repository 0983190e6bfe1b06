"""The deal form's "declared by player" panel, as a part of the page's state.

A :class:`Declaring` keeps what each seat declared for one deal form (the game, its
revision and the draft's deal index), so a panel left open is not shown over another
deal's form. :func:`outcome` runs :func:`belot.declarations.resolve` on it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Self

from belot.app.draft import Tokens, declared_tokens, form_of, is_one_of, token_record
from belot.app.screen import DEAL
from belot.app.state import AppState, KeptPart
from belot.deal import Announcements
from belot.declarations import Resolution, resolve
from belot.declared import Belot, Declaration, Sequence, Square
from belot.errors import DealError
from belot.record import read_declared
from belot.rules import SEATS, Rules
from belot.vocabulary import Announcement, Contract, Rank, Suit

BySeat = tuple[tuple[Declaration, ...], ...]


@dataclass(frozen=True)
class Declaring(KeptPart):
    """What each seat declared; ``seat`` is the player whose buttons are shown, ``suit``
    the suit the next sequence is given (None: not said). Kept across a reload of the form,
    what is not applied yet included."""

    lives_on = DEAL
    kept = "declaring"

    game: str
    revision: int
    index: int | None
    seats: BySeat = ((), (), (), ())
    seat: int = 0
    suit: Suit | None = None

    def added(self, seat: int, declaration: Declaration) -> Declaring:
        seats = list(self.seats)
        seats[seat] = (*seats[seat], declaration)
        return replace(self, seats=tuple(seats), suit=None)

    def removed(self, seat: int, index: int) -> Declaring:
        seats = list(self.seats)
        seats[seat] = seats[seat][:index] + seats[seat][index + 1 :]
        return replace(self, seats=tuple(seats))

    @property
    def empty(self) -> bool:
        return not any(self.seats)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "revision": self.revision,
            "index": self.index,
            "seats": [[_kept_token(d) for d in seat] for seat in self.seats],
            "seat": self.seat,
            "suit": None if self.suit is None else self.suit.value,
        }

    @classmethod
    def from_json(cls, data: Any) -> Self:
        """A panel :meth:`to_json` wrote; raises ``ValueError`` for anything else (each
        declaration is read as a record's, on its own: the panel may hold what cannot be)."""
        game, revision, index = form_of(data)
        seats, seat, suit = data.get("seats"), data.get("seat"), data.get("suit")
        if not isinstance(seats, list) or len(seats) != SEATS or not is_one_of(seat, *range(4)):
            raise ValueError("not a declaring panel")
        if not all(isinstance(mine, list) and len(mine) <= _MOST_KEPT for mine in seats):
            raise ValueError("not a declaring panel")
        read = tuple(tuple(_kept_declaration(token) for token in mine) for mine in seats)
        told = None if suit is None else Suit(suit)
        return cls(game, revision, index, seats=read, seat=seat, suit=told)


_BELOT_TOKEN = "belot"
_MOST_KEPT = 16  # more declarations than a hand can hold, and few enough to read


def _kept_token(declaration: Declaration) -> str:
    if isinstance(declaration, Belot):
        return _BELOT_TOKEN
    ((token,),) = declared_tokens([[declaration]])
    return token


def _kept_declaration(token: object) -> Declaration:
    if token == _BELOT_TOKEN:
        return Belot()
    ((declaration,), *_) = read_declared([[token_record(token)], [], [], []], 1)
    return declaration


def contract_of(state: AppState) -> Contract | None:
    """The contract chosen in the deal form, if it is one of the ruleset's."""
    if state.current is None or state.draft is None:
        return None
    for contract in state.current.game.rules.contracts:
        if contract.value == state.draft.contract:
            return contract
    return None


def offered(state: AppState) -> bool:
    """Whether the form offers the panel: a contract at which declarations can count (not
    at no trumps, but at the French games' sans atout, where a tie goes to the first to
    play: docs/rules.md#sans-atout-tout-atout)."""
    contract = contract_of(state)
    if contract is None or state.draft is None:
        return False
    assert state.current is not None
    rules = state.current.game.rules
    if contract is Contract.NO_TRUMPS and not rules.ruleset.no_trumps_declarations:
        return False
    return not state.draft.passed and rules.declarations.counted


def dealer_of(state: AppState) -> int:
    """The seat that dealt the deal on the form (the next dealer for a new deal)."""
    sheet, draft = state.sheet, state.draft
    if sheet is None or draft is None:
        return 0
    if draft.index is not None and draft.index < len(sheet.rows):
        return sheet.rows[draft.index].dealer
    return sheet.next_dealer


def leader_of(state: AppState) -> int:
    """The seat that plays first: next to the dealer in the ruleset's direction of play."""
    assert state.current is not None
    return state.current.game.rules.seat_after(dealer_of(state))


def open_for(state: AppState) -> Declaring | None:
    """The panel for the deal form on screen, on the player who plays first: with what the
    deal says each player declared, if it says (its belots on their team's first seat)."""
    current, draft = state.current, state.draft
    if current is None or draft is None:
        return None
    seats: BySeat = ((), (), (), ())
    if draft.declared is not None:
        recorded = [[token_record(t) for t in seat] for seat in draft.declared]
        found: list[tuple[Declaration, ...]] = list(read_declared(recorded, 1))
        for team in (0, 1):
            belots = draft.announcements[team].count(Announcement.BELOT.value)
            found[team] = (*found[team], *(Belot() for _ in range(belots)))
        seats = tuple(found)
    return Declaring(current.id, current.revision, draft.index, seats=seats, seat=leader_of(state))


def as_recorded(declaring: Declaring) -> tuple[tuple[Tokens, Tokens], tuple[Tokens, ...]]:
    """What the panel holds as the deal form keeps it: each team's belots (the deal's
    announcements) and what each seat declared but belots (its ``declared``)."""
    belots = [
        tuple(
            Announcement.BELOT.value
            for seat in range(team, SEATS, 2)
            for d in declaring.seats[seat]
            if isinstance(d, Belot)
        )
        for team in (0, 1)
    ]
    declared = [[d for d in seat if isinstance(d, Sequence | Square)] for seat in declaring.seats]
    return (belots[0], belots[1]), declared_tokens(declared)


def shown(state: AppState) -> Declaring | None:
    """The panel if it belongs to the deal form on screen, else None."""
    declaring, current, draft = state.part(Declaring), state.current, state.draft
    if declaring is None or current is None or draft is None or not offered(state):
        return None
    if (declaring.game, declaring.revision, declaring.index) != (
        current.id,
        current.revision,
        draft.index,
    ):
        return None
    if state.screen is not DEAL:
        return None
    return declaring


def outcome(declaring: Declaring, state: AppState) -> Resolution | DealError:
    """What counts of the declarations entered, or why they cannot all be right."""
    contract = contract_of(state)
    assert contract is not None
    assert state.current is not None
    rules: Rules = state.current.game.rules
    by_seat = dict(enumerate(declaring.seats))
    try:
        return resolve(by_seat, contract, rules, dealer_of(state))
    except DealError as error:
        return error


def tokens(announcements: Announcements) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The counting announcements as the deal form keeps them (record tokens)."""
    return (
        tuple(a.value for a in announcements[0]),
        tuple(a.value for a in announcements[1]),
    )


# --- the buttons' data-arg: "seat:kind:length:top:suit" ------------------------------


def encode(seat: int, declaration: Declaration) -> str:
    if isinstance(declaration, Sequence):
        fields = ("sequence", str(declaration.length), declaration.top.value, declaration.suit)
    elif isinstance(declaration, Square):
        fields = ("square", "", declaration.rank.value, None)
    else:
        fields = ("belot", "", "", declaration.suit)
    kind, length, top, suit = fields
    return f"{seat}:{kind}:{length}:{top}:{suit.value if suit else ''}"


def decode(arg: str) -> tuple[int, Declaration] | None:
    """A seat and declaration from a button's argument; None if it is not one."""
    try:
        seat_text, kind, length, top, suit_text = arg.split(":")
        seat = int(seat_text)
        suit = Suit(suit_text) if suit_text else None
        declaration: Declaration
        if kind == "sequence":
            declaration = Sequence(int(length), Rank(top), suit)
        elif kind == "square":
            declaration = Square(Rank(top))
        elif kind == "belot":
            declaration = Belot(suit)
        else:
            return None
    except ValueError:
        return None
    return (seat, declaration) if seat in range(SEATS) else None
