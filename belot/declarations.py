"""What each player declared, and which of it counts.

At the table every player says what they hold (a sequence: its length and top
card, and its suit where that matters; a square: its rank; a belot), and the
ruleset's comparison decides which announcements are written. :func:`resolve`
does that comparison and gives the counting announcements per team, as a
:class:`~belot.deal.PlayedDeal` records them, with the reasons as data
(a code and its parameters) so the page can word them in the player's language.

- ``bulgarian`` and ``belot-arena`` (:attr:`Declarations.SEPARATELY`): sequences
  and squares are contested apart. The team with the stronger sequence (longer,
  then the higher top card) scores all its sequences; a full tie cancels every
  sequence. Likewise squares (J > 9 > A > 10 > K > Q). Belot is never contested;
  at no trumps nothing counts.
- ``bulgarian`` and ``belot-arena`` with announcement-contest ``combined``
  (:attr:`Declarations.COMBINED`, the 2001 program): only the team with the single
  strongest declaration scores, and then all of its declarations. Strongest: the higher
  value (square of jacks 200, nines 150, other squares and a quinte 100, quarte 50,
  tierce 20), then a square over a sequence, then the longer sequence, then the higher
  top card (squares of equal value: A > 10 > K > Q); a full tie: neither team scores any.
- ``belote-annonces`` and ``coinche`` (:attr:`Declarations.BEST_TEAM`): the team
  holding the best declaration scores all of its declarations. Any square beats
  any sequence; squares J > 9 > A > 10 > K > Q; sequences by points, then top
  card, then a trump sequence, then the player who plays first.
- ``belote`` and ``contree`` (:attr:`Declarations.BELOT_ONLY`): only belote counts.

Impossible declarations raise :class:`~belot.errors.DealError` with field
``declarations`` and a code ``declarations.<what>`` (English words in
:data:`ERRORS`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import combinations
from types import MappingProxyType

from belot.deal import Announcements
from belot.declared import (
    LONGEST,
    SHORTEST,
    SQUARE_ORDER,
    Belot,
    Declaration,
    Reason,
    Sequence,
    Square,
)
from belot.errors import DealError
from belot.rules import SEATS, Declarations, Rules
from belot.vocabulary import Contract, Rank, Suit

HAND = 8  # cards a player holds
_RANKS = tuple(Rank)


@dataclass(frozen=True)
class SeatDeclaration:
    """A declaration and the seat (0-3, clockwise) of the player who declared it."""

    seat: int
    declaration: Declaration

    @property
    def team(self) -> int:
        return self.seat % 2


@dataclass(frozen=True)
class Resolution:
    """The announcements that count, per team as a deal records them, and why."""

    announcements: Announcements
    reasons: tuple[Reason, ...]


# --- errors ---------------------------------------------------------------------------

# The English words of this module's errors, by code (the page's catalog: "error.<code>").
ERRORS: Mapping[str, str] = MappingProxyType(
    {
        "declarations.seat": "a seat is 0 to 3 (got {seat})",
        "declarations.length": "seat {seat}: a sequence has 3 to 8 cards (got {length})",
        "declarations.top": "seat {seat}: a sequence of {length} cards reaches at least "
        "{lowest} (got top card {top})",
        "declarations.square-rank": "seat {seat}: there is no square of {rank}s: sevens and "
        "eights make no square",
        "declarations.square-twice": "seat {seat}: four {rank}s can be declared only once "
        "(there are only four)",
        "declarations.belot-no-trumps": "there is no belot at no trumps (got {count})",
        "declarations.belot-all-trumps": "no belot counts at all trumps under "
        "all-trumps-belote none (got {count})",
        "declarations.belots": "at most {most} belot at this contract (got {count})",
        "declarations.belot-suit": "a belot is the king and queen of trumps ({trump}), "
        "not of {suit}",
        "declarations.card-twice": "{card} cannot be in two declarations of seat {seat}",
        "declarations.card-held-twice": "{card} cannot be held by seat {seat} and seat {other}",
        "declarations.one-run": "seat {seat}: two sequences of {suit} that touch are one run "
        "of {length} cards: declare it as one",
        "declarations.too-many-cards": "the declarations of seat {seat} need {cards} cards; "
        "a player holds 8",
        "declarations.suit-needed": "two sequences to {top} worth {points} tie: give their "
        "suits (a trump sequence wins)",
    }
)


def _refuse(code: str, value: object, **params: object) -> DealError:
    return DealError(
        ERRORS[code].format(**params),
        field="declarations",
        value=value,
        code=code,
        params=params,
    )


# --- checks ---------------------------------------------------------------------------


def validate(
    declared_by_seat: Mapping[int, Iterable[Declaration]], contract: Contract, rules: Rules
) -> tuple[SeatDeclaration, ...]:
    """Every declaration with its seat, in seat order; raises :class:`DealError` if impossible.

    Refused: a seat outside 0-3; a sequence shorter than 3 or longer than 8, or
    whose top card is too low for its length; a square of 7s or 8s; the same
    square twice; more belots than the contract has (1 at a suit, 4 at all
    trumps, none at no trumps) or a belot outside the trump suit; a card used
    twice where the declarations show it (two sequences of one suit that
    overlap, a square and another player's card of its rank, a sequence and a
    square of one player in the French games, which forbid it...); touching
    sequences of one suit (one longer run); more than 8 cards for one player.
    """
    declared = _by_seat(declared_by_seat)
    for one in declared:
        _check_shape(one)
    _check_squares_once(declared)
    _check_belots(declared, contract, rules)
    _check_cards(declared, contract, sharing=rules.ruleset.cards_may_serve_twice)
    return declared


def _by_seat(declared_by_seat: Mapping[int, Iterable[Declaration]]) -> tuple[SeatDeclaration, ...]:
    for seat in declared_by_seat:
        if seat not in range(SEATS):
            raise _refuse("declarations.seat", seat, seat=seat)
    return tuple(
        SeatDeclaration(seat, d)
        for seat in sorted(declared_by_seat)
        for d in declared_by_seat[seat]
    )


def _check_shape(one: SeatDeclaration) -> None:
    d = one.declaration
    if isinstance(d, Sequence):
        if not SHORTEST <= d.length <= LONGEST:
            raise _refuse("declarations.length", d.length, length=d.length, seat=one.seat)
        lowest = _RANKS[d.length - 1]
        if d.top.order < lowest.order:
            raise _refuse(
                "declarations.top",
                d.top.value,
                length=d.length,
                top=d.top.value,
                lowest=lowest.value,
                seat=one.seat,
            )
    elif isinstance(d, Square) and d.rank not in SQUARE_ORDER:
        raise _refuse("declarations.square-rank", d.rank.value, rank=d.rank.value, seat=one.seat)


def _check_squares_once(declared: tuple[SeatDeclaration, ...]) -> None:
    seen: set[Rank] = set()
    for h in declared:
        if isinstance(h.declaration, Square):
            rank = h.declaration.rank
            if rank in seen:
                raise _refuse("declarations.square-twice", rank.value, rank=rank.value, seat=h.seat)
            seen.add(rank)


def _check_belots(declared: tuple[SeatDeclaration, ...], contract: Contract, rules: Rules) -> None:
    belots = [h.declaration for h in declared if isinstance(h.declaration, Belot)]
    count = len(belots)
    if contract is Contract.NO_TRUMPS and count:
        raise _refuse("declarations.belot-no-trumps", count, count=count)
    if contract is Contract.ALL_TRUMPS and count and not rules.all_trumps_belots:
        raise _refuse("declarations.belot-all-trumps", count, count=count)
    most = SEATS if contract is Contract.ALL_TRUMPS else 1
    if count > most:
        raise _refuse("declarations.belots", count, count=count, most=most)
    trump = Suit.trump_of(contract)
    for belot in belots:
        if trump is not None and belot.suit not in (None, trump):
            raise _refuse(
                "declarations.belot-suit",
                belot.suit.value,
                suit=belot.suit.symbol,
                trump=trump.symbol,
            )


def _check_cards(declared: tuple[SeatDeclaration, ...], contract: Contract, sharing: bool) -> None:
    for a, b in combinations(declared, 2):
        if a.seat == b.seat:
            _check_own_pair(a, b, contract, sharing)
        else:
            card = _shared_card(a.declaration, b.declaration, contract)
            if card is not None:
                raise _refuse(
                    "declarations.card-held-twice", card, card=card, seat=a.seat, other=b.seat
                )
    for seat in range(SEATS):
        _check_hand_size(seat, [h.declaration for h in declared if h.seat == seat], sharing)


def _check_own_pair(
    a: SeatDeclaration, b: SeatDeclaration, contract: Contract, sharing: bool
) -> None:
    """Two declarations of one player: no card twice, except the ones a player may reuse."""
    da, db = a.declaration, b.declaration
    if isinstance(da, Sequence) and isinstance(db, Sequence):
        _check_touching(da, db, a.seat)
    kinds = {type(da), type(db)}
    if Belot in kinds and kinds != {Belot}:
        return  # a belot's king and queen may sit in the player's sequence or square
    if kinds == {Sequence, Square} and sharing:
        return
    card = _shared_card(da, db, contract)
    if card is not None:
        raise _refuse("declarations.card-twice", card, card=card, seat=a.seat)


def _check_touching(a: Sequence, b: Sequence, seat: int) -> None:
    if a.suit is None or a.suit is not b.suit:
        return
    low, high = sorted((a, b), key=lambda s: s.top.order)
    if high.top.order - high.length == low.top.order:
        length = a.length + b.length
        raise _refuse(
            "declarations.one-run", a.suit.value, suit=a.suit.symbol, length=length, seat=seat
        )


def _check_hand_size(seat: int, mine: list[Declaration], sharing: bool) -> None:
    runs = [d for d in mine if isinstance(d, Sequence)]
    squares = [d for d in mine if isinstance(d, Square)]
    cards = sum(s.length for s in runs) + 4 * len(squares)
    if sharing:
        cards -= sum(q.rank in s.ranks for s in runs for q in squares)
    if cards > HAND:
        raise _refuse("declarations.too-many-cards", cards, seat=seat, cards=cards)


def _known_cards(d: Declaration, contract: Contract) -> set[tuple[Rank, Suit]]:
    """The cards a declaration shows for certain (those of a suit not said are unknown)."""
    if isinstance(d, Square):
        return {(d.rank, suit) for suit in Suit}
    if isinstance(d, Sequence):
        return set() if d.suit is None else {(rank, d.suit) for rank in d.ranks}
    suit = d.suit or Suit.trump_of(contract)
    return set() if suit is None else {(Rank.QUEEN, suit), (Rank.KING, suit)}


def _ranks_needed(d: Declaration) -> set[Rank]:
    """The ranks a declaration needs one card of, whatever its suit."""
    if isinstance(d, Sequence):
        return set(d.ranks)
    return {Rank.QUEEN, Rank.KING} if isinstance(d, Belot) else {d.rank}


def _shared_card(a: Declaration, b: Declaration, contract: Contract) -> str | None:
    """A card both declarations need, as ``K♥`` (or ``K`` when its suit is unknown)."""
    both = _known_cards(a, contract) & _known_cards(b, contract)
    if both:
        rank, suit = min(both, key=lambda card: (card[0].order, card[1].value))
        return f"{rank.value}{suit.symbol}"
    for square, other in ((a, b), (b, a)):
        if isinstance(square, Square) and square.rank in _ranks_needed(other):
            return square.rank.value  # four of a rank: any other card of it is one of them
    return None


# --- the comparison -------------------------------------------------------------------


def resolve(
    declared_by_seat: Mapping[int, Iterable[Declaration]],
    contract: Contract,
    rules: Rules,
    dealer_seat: int,
) -> Resolution:
    """Which of the players' declarations count, per team, and the reasons.

    ``declared_by_seat`` maps seats (0-3, clockwise; seats 0 and 2 are team 0)
    to what each player declared; ``dealer_seat`` says who plays first (the
    next player in the ruleset's direction of play), for the French tie-break.
    Raises :class:`DealError` for impossible declarations (see :func:`validate`).
    """
    declared = validate(declared_by_seat, contract, rules)
    belots = [h for h in declared if isinstance(h.declaration, Belot)]
    combos = [h for h in declared if not isinstance(h.declaration, Belot)]
    winners, reasons = _contested(combos, contract, rules, dealer_seat) if combos else ([], [])
    return Resolution(_per_team(declared, belots + winners), (*_belot_reasons(declared), *reasons))


def _contested(
    combos: list[SeatDeclaration], contract: Contract, rules: Rules, dealer_seat: int
) -> tuple[list[SeatDeclaration], list[Reason]]:
    """The sequences and squares that count, and why."""
    style = rules.declarations
    if contract is Contract.NO_TRUMPS and not rules.ruleset.no_trumps_declarations:
        return [], [Reason("no-trumps")]
    if style is Declarations.BELOT_ONLY:
        return [], [Reason("belot-only", (("ruleset", rules.id),))]
    if style is Declarations.BEST_TEAM:
        leader = rules.seat_after(dealer_seat)
        winners, reason = _best_team(combos, contract, leader)
        return winners, [reason]
    if style is Declarations.COMBINED:
        winners, reason = _combined(combos)
        return winners, [reason]
    winners, reasons = [], []
    for kind in (Sequence, Square):
        won, why = _contest([h for h in combos if isinstance(h.declaration, kind)])
        winners += won
        reasons += [why] if why is not None else []
    return winners, reasons


def _per_team(
    declared: tuple[SeatDeclaration, ...], counting: list[SeatDeclaration]
) -> Announcements:
    """The counting declarations' tokens per team, in seat and declaration order."""
    teams = tuple(
        tuple(h.declaration.announcement for h in declared if h.team == team and h in counting)
        for team in (0, 1)
    )
    return teams[0], teams[1]


def _belot_reasons(declared: tuple[SeatDeclaration, ...]) -> Iterator[Reason]:
    for team in (0, 1):
        count = sum(isinstance(h.declaration, Belot) and h.team == team for h in declared)
        if count:
            yield Reason("belot", (("team", team), ("count", count)))


def _describe(
    code: str, team: int, best: SeatDeclaration, beaten: SeatDeclaration | None = None
) -> Reason:
    params: list[tuple[str, object]] = [
        ("team", team),
        ("best", best.declaration),
        ("best_seat", best.seat),
    ]
    if beaten is not None:
        params += [("beaten", beaten.declaration), ("beaten_seat", beaten.seat)]
    return Reason(code, tuple(params))


# Bulgarian: sequences by length then top card; squares J > 9 > A > 10 > K > Q.


def _bulgarian_key(d: Declaration) -> tuple[int, int]:
    if isinstance(d, Sequence):
        return d.length, d.top.order
    assert isinstance(d, Square)
    return 0, SQUARE_ORDER.index(d.rank)


def _contest(declared: list[SeatDeclaration]) -> tuple[list[SeatDeclaration], Reason | None]:
    """Bulgarian: the team with the stronger one of a kind scores all of that kind."""
    if not declared:
        return [], None
    kind = "sequence" if isinstance(declared[0].declaration, Sequence) else "square"
    best = [_strongest(declared, team, lambda h: _bulgarian_key(h.declaration)) for team in (0, 1)]
    one, other = best
    if one is None or other is None:
        alone = one or other
        assert alone is not None
        return [h for h in declared if h.team == alone.team], _describe(
            f"{kind}.unopposed", alone.team, alone
        )
    keys = _bulgarian_key(one.declaration), _bulgarian_key(other.declaration)
    if keys[0] == keys[1]:
        return [], _describe(f"{kind}.tie", 0, one, other)
    win, lose = (one, other) if keys[0] > keys[1] else (other, one)
    stage = "stronger" if kind == "square" else "longer" if keys[0][0] != keys[1][0] else "higher"
    return [h for h in declared if h.team == win.team], _describe(
        f"{kind}.{stage}", win.team, win, lose
    )


def _strongest(
    declared: list[SeatDeclaration], team: int, key: Callable[[SeatDeclaration], tuple[int, ...]]
) -> SeatDeclaration | None:
    return max((h for h in declared if h.team == team), key=key, default=None)


# The 2001 program: one contest for squares and sequences alike.

_SQUARE_VALUES = {Rank.JACK: 200, Rank.NINE: 150}  # any other square: 100
_EQUAL_SQUARES = (Rank.QUEEN, Rank.KING, Rank.TEN, Rank.ACE)  # of 100 each: A > 10 > K > Q
# What decides between two keys of _combined_key, by the first place they differ.
_COMBINED_STAGES = ("value", "square", "longer", "top")


def _combined_key(d: Declaration) -> tuple[int, int, int, int]:
    """(value, a square, length, top card): the higher key is the stronger declaration."""
    if isinstance(d, Square):
        value = _SQUARE_VALUES.get(d.rank, 100)
        top = _EQUAL_SQUARES.index(d.rank) if d.rank in _EQUAL_SQUARES else 0
        return value, 1, 0, top
    assert isinstance(d, Sequence)
    return d.announcement.points, 0, d.length, d.top.order


def _combined(declared: list[SeatDeclaration]) -> tuple[list[SeatDeclaration], Reason]:
    """The 2001 program: the team with the single strongest declaration scores all of its
    declarations; a full tie between the two strongest cancels every one."""
    best = [_strongest(declared, team, lambda h: _combined_key(h.declaration)) for team in (0, 1)]
    one, other = best
    if one is None or other is None:
        alone = one or other
        assert alone is not None
        team = alone.team
        return [h for h in declared if h.team == team], _describe("combined.unopposed", team, alone)
    keys = _combined_key(one.declaration), _combined_key(other.declaration)
    if keys[0] == keys[1]:
        return [], _describe("combined.tie", 0, one, other)
    win, lose = (one, other) if keys[0] > keys[1] else (other, one)
    stage = next(s for s, a, b in zip(_COMBINED_STAGES, *keys, strict=True) if a != b)
    return [h for h in declared if h.team == win.team], _describe(
        f"combined.{stage}", win.team, win, lose
    )


# French: any square beats any sequence; squares J > 9 > A > 10 > K > Q; sequences by
# points, then the top card, then a trump sequence, then the player who plays first.


def _points(d: Sequence) -> int:
    return d.announcement.points


def _trumpness(d: Sequence, trump: Suit | None) -> int:
    """2 a trump sequence, 0 a plain one, 1 a sequence whose suit was not said."""
    if trump is None:
        return 0
    if d.suit is None:
        return 1
    return 2 if d.suit is trump else 0


def _french_key(h: SeatDeclaration, trump: Suit | None, leader: int) -> tuple[int, ...]:
    """How strong a player's declaration is; the earlier player wins among equals."""
    first = -((h.seat - leader) % SEATS)
    d = h.declaration
    if isinstance(d, Square):
        return 1, SQUARE_ORDER.index(d.rank), 0, 0, first
    assert isinstance(d, Sequence)
    return 0, _points(d), d.top.order, _trumpness(d, trump), first


def _best_team(
    declared: list[SeatDeclaration], contract: Contract, leader: int
) -> tuple[list[SeatDeclaration], Reason]:
    """French: the team holding the best declaration scores all of its declarations."""
    trump = Suit.trump_of(contract)
    best = [_strongest(declared, team, lambda h: _french_key(h, trump, leader)) for team in (0, 1)]
    one, other = best
    if one is None or other is None:
        alone = one or other
        assert alone is not None
        return [h for h in declared if h.team == alone.team], _describe(
            "best.unopposed", alone.team, alone
        )
    stage, a_wins = _french_duel(one, other, trump, leader)
    win, lose = (one, other) if a_wins else (other, one)
    return [h for h in declared if h.team == win.team], _describe(
        f"best.{stage}", win.team, win, lose
    )


def _french_duel(
    a: SeatDeclaration, b: SeatDeclaration, trump: Suit | None, leader: int
) -> tuple[str, bool]:
    """The stage that decides between two teams' best declarations, and whether ``a`` wins."""
    da, db = a.declaration, b.declaration
    if isinstance(da, Square) or isinstance(db, Square):
        if isinstance(da, Square) and isinstance(db, Square):
            return "square", SQUARE_ORDER.index(da.rank) > SQUARE_ORDER.index(db.rank)
        return "square-beats-sequence", isinstance(da, Square)
    assert isinstance(da, Sequence)
    assert isinstance(db, Sequence)
    if _points(da) != _points(db):
        return "points", _points(da) > _points(db)
    if da.top is not db.top:
        return "top", da.top.order > db.top.order
    trumps = _trumpness(da, trump), _trumpness(db, trump)
    if 2 in trumps:  # two equal runs cannot both be of the trump suit
        return "trump", trumps[0] == 2
    if 1 in trumps:
        raise _refuse(
            "declarations.suit-needed", da.top.value, points=_points(da), top=da.top.value
        )
    return "first", (a.seat - leader) % SEATS < (b.seat - leader) % SEATS
