"""Scoring a deal and folding a game's deals into a score sheet.

Everything here is pure: a :class:`Game` is an immutable value, editing
returns a new one, and :func:`play` recomputes the whole sheet from the
deals, so a change to a past deal is reflected in everything after it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from belot.deal import Adjustment, Deal, Pair, PassedDeal, PlayedDeal
from belot.declarations import resolve
from belot.declared import Reason
from belot.errors import DealError, MatchError
from belot.match import GameResult, InMatch, MatchScore
from belot.rules import Rules
from belot.score import DealScore, Note, add
from belot.tag import TournamentTag
from belot.validate import validate_deal
from belot.vocabulary import Announcement, Contract, Outcome


def score_deal(deal: Deal, rules: Rules, held: int = 0, dealer: int = 0) -> DealScore:
    """Validate and score one deal; ``held`` is what earlier hanging deals left over.

    A deal that says what each player declared is scored with the declarations the
    ruleset's comparison makes count (:func:`counting`; ``dealer``: the seat that dealt,
    whose next player breaks the French ties). Raises :class:`~belot.errors.DealError`
    (without a deal number) if the deal is impossible under ``rules``.
    """
    if isinstance(deal, Adjustment):
        return DealScore(
            outcome=Outcome.ADJUSTMENT,
            rounding=rules.rounding,
            written=deal.points,
            held_in=held,
            held_out=held,
            notes=(Note.of("adjustment-note", note=deal.note),) if deal.note else (),
        )
    if isinstance(deal, PassedDeal):
        return DealScore(
            outcome=Outcome.REDEAL,
            rounding=rules.rounding,
            written=(0, 0),
            held_in=held,
            held_out=held,
        )
    counted, reasons = counting(deal, rules, dealer)
    validate_deal(counted, rules)
    return replace(rules.ruleset.scorer(counted, rules, held), contest=reasons)


def counting(deal: PlayedDeal, rules: Rules, dealer: int) -> tuple[PlayedDeal, tuple[Reason, ...]]:
    """``deal`` with the announcements that count, and why: its own if it records only
    those; with what each player declared (``declared``), its belots and the sequences and
    squares the ruleset's comparison makes count, decided again at every replay (so an
    edit, or another house rule, decides again)."""
    if deal.declared is None:
        return deal, ()
    for team in (0, 1):
        others = [a.value for a in deal.announced(team) if a is not Announcement.BELOT]
        if others:
            got = ", ".join(others)
            raise DealError.about(
                "declared-announcements", field="announcements", value=got, got=got, team=team
            )
    if deal.contract is Contract.NO_TRUMPS and not rules.ruleset.no_trumps_declarations:
        for seat, mine in enumerate(deal.declared):
            if mine:
                got = ", ".join(d.announcement.value for d in mine)
                raise DealError.about(
                    "declared-no-trumps", field="declared", value=got, got=got, seat=seat
                )
        return deal, ()
    by_seat = dict(enumerate(deal.declared))
    resolution = resolve(by_seat, deal.contract, rules, dealer)
    both = tuple(deal.announced(t) + resolution.announcements[t] for t in (0, 1))
    return replace(deal, announcements=(both[0], both[1])), resolution.reasons


@dataclass(frozen=True)
class Game:
    """A game: the rules, the table, and the deals in play order.

    Seats are numbered 0 to 3 clockwise; seats 0 and 2 are team 0.
    """

    rules: Rules
    deals: tuple[Deal, ...] = ()
    teams: tuple[str, str] = ("Us", "Them")
    players: tuple[str, str, str, str] | None = None
    first_dealer: int = 0
    match: InMatch | None = None  # where it stands in a match (docs/rules.md#matches)
    # Where it is played in a tournament (docs/rules.md#tournaments): round, table, teams.
    tournament: TournamentTag | None = None

    def with_deal(self, deal: Deal) -> Game:
        """The game with ``deal`` played next."""
        return replace(self, deals=(*self.deals, deal))

    def with_replaced(self, index: int, deal: Deal) -> Game:
        """The game with the deal at ``index`` (0-based) replaced."""
        self._check_index(index)
        return replace(self, deals=(*self.deals[:index], deal, *self.deals[index + 1 :]))

    def without(self, index: int) -> Game:
        """The game with the deal at ``index`` (0-based) deleted."""
        self._check_index(index)
        return replace(self, deals=self.deals[:index] + self.deals[index + 1 :])

    def _check_index(self, index: int) -> None:
        if not 0 <= index < len(self.deals):
            raise DealError.about(
                "no-such-deal",
                field="deals",
                value=index + 1,
                number=index + 1,
                count=len(self.deals),
            )


@dataclass(frozen=True)
class Row:
    """One line of the score sheet."""

    number: int
    deal: Deal
    dealer: int
    score: DealScore
    totals: Pair
    held: int


@dataclass(frozen=True)
class Sheet:
    """The game folded: rows, running totals, what is held over, the winner.

    ``ended``: the game is over, with ``winner`` the team that won it, or None for a draw
    (equal totals after the last of a fixed number of deals,
    docs/rules.md#fixed-number-of-deals); ``played`` counts the played deals (not the
    redeals, not the corrections).
    """

    rules: Rules
    rows: tuple[Row, ...]
    totals: Pair
    held: int
    winner: int | None
    next_dealer: int
    ended: bool = False
    played: int = 0

    def is_of(self, game: Game) -> bool:
        """Whether this is ``game``'s sheet: its rules, its first dealer and its very deals
        (the same objects) in its rows, as :func:`play` made it for ``game`` or for a game
        it was edited into. A cheap check, for a sheet kept beside a game."""
        return (
            self.rules is game.rules
            and self.first_dealer == game.first_dealer
            and len(self.rows) == len(game.deals)
            and all(row.deal is deal for row, deal in zip(self.rows, game.deals, strict=True))
        )

    @property
    def first_dealer(self) -> int:
        """The seat that dealt first: its first row's dealer (none yet: the next one)."""
        return self.rows[0].dealer if self.rows else self.next_dealer

    @property
    def over(self) -> bool:
        """Whether the game has ended, won or drawn."""
        return self.ended or self.winner is not None

    @property
    def drawn(self) -> bool:
        """Whether the game ended with no winner."""
        return self.over and self.winner is None


def next_dealer(rules: Rules, dealer: int) -> int:
    """The seat that deals after ``dealer`` (the deal passes on after a redeal too)."""
    return rules.seat_after(dealer)


def winner_after(
    rules: Rules, totals: Pair, score: DealScore, after_valat: bool = False
) -> int | None:
    """The team that has won once ``score`` is written, or None to play on.

    A team wins with the target reached and strictly more than the other; where the
    ruleset forbids going out with a valat, not with a deal in which it made one, and
    nobody before the next played deal after one (``after_valat``: ``score`` is a redeal
    or a correction since); docs/rules.md#no-going-out-with-a-valat.
    """
    if rules.deals_to_play is not None:  # the target plays no part
        return None
    if score.outcome is Outcome.REDEAL or totals[0] == totals[1]:
        return None
    leader = 0 if totals[0] > totals[1] else 1
    if totals[leader] < rules.target:
        return None
    if not rules.valat_ends_game and (score.valat is not None or after_valat):
        return None
    return leader


def _ended_error(rules: Rules, number: int, totals: Pair, winner: int | None) -> DealError:
    """Nothing can follow a game that has ended: it names what ended it."""
    if winner is None:  # a draw, after the last of a fixed number of deals
        return DealError.about(
            "game-drawn",
            field="deals",
            value=number,
            last=number - 1,
            deals=rules.deals_to_play,
            mine=totals[0],
            theirs=totals[1],
        ).numbered(number)
    return DealError.about(
        "game-over",
        field="deals",
        value=number,
        last=number - 1,
        team=winner,
        mine=totals[winner],
        theirs=totals[1 - winner],
    ).numbered(number)


def last_deal_result(totals: Pair) -> int | None:
    """Who wins a game of a fixed number of deals once its last is played: the higher
    total, None for a draw (docs/rules.md#fixed-number-of-deals)."""
    if totals[0] == totals[1]:
        return None
    return 0 if totals[0] > totals[1] else 1


def play(game: Game, known: Sheet | None = None) -> Sheet:
    """Fold the game's deals into a score sheet, validating each deal.

    Raises :class:`~belot.errors.DealError` naming the first bad deal, or a
    deal (a correction too) after the game has ended: won, or, with ``end`` ``deals``,
    after its last played deal whatever the totals.

    ``known``: a sheet this function gave for a game that ``game`` may continue (another
    tab's game read again with a deal more, say). Where it has ``game``'s rules and first
    dealer and its rows' deals are equal to ``game``'s first deals, only the deals after
    them are scored: the same sheet, or the same error, as without it. Any other sheet is
    not used.
    """
    if known is not None and continues(known, game):
        return _fold(_as_of(known, game), game.deals[len(known.rows) :])
    empty = Sheet(game.rules, (), (0, 0), 0, None, game.first_dealer)
    return _fold(empty, game.deals)


def _as_of(sheet: Sheet, game: Game) -> Sheet:
    """``sheet``, which ``game`` continues, with ``game``'s own rules and deals in it (the
    same values, other objects): what is played on from it is ``game``'s sheet for
    :meth:`Sheet.is_of` too, as the deal form and the save ask."""
    rows = tuple(
        Row(row.number, deal, row.dealer, row.score, row.totals, row.held)
        for row, deal in zip(sheet.rows, game.deals, strict=False)
    )
    return replace(sheet, rules=game.rules, rows=rows)


def continues(sheet: Sheet, game: Game) -> bool:
    """Whether ``game`` continues the game ``sheet`` was played for: the same rules and
    first dealer, and deals equal to its rows' first (objects read again count: unlike
    :meth:`Sheet.is_of`, deals are compared, not their identity)."""
    rows = sheet.rows
    return (
        len(rows) <= len(game.deals)
        and sheet.first_dealer == game.first_dealer
        and sheet.rules == game.rules
        and all(row.deal == deal for row, deal in zip(rows, game.deals, strict=False))
    )


def extend(sheet: Sheet, deal: Deal) -> Sheet:
    """The sheet of a game with ``deal`` played next, given ``sheet``, the game's own:
    ``play(game.with_deal(deal))`` (the same sheet, or the same error), without scoring
    the game's deals again (the deal form checks a deal at every tap, and a long game's
    deals would be scored each time)."""
    return _fold(sheet, (deal,))


def _fold(sheet: Sheet, deals: tuple[Deal, ...]) -> Sheet:
    """``sheet`` with ``deals`` played after its rows: the one fold of :func:`play` and
    :func:`extend`, which starts where ``sheet`` stands."""
    rules = sheet.rules
    rows: list[Row] = list(sheet.rows)
    totals, held, dealer, winner = sheet.totals, sheet.held, sheet.next_dealer, sheet.winner
    ended, count, last = sheet.ended, sheet.played, rules.deals_to_play
    after_valat = _after_valat(sheet.rows)  # the last played deal was a valat
    for number, deal in enumerate(deals, start=len(rows) + 1):
        if ended:
            raise _ended_error(rules, number, totals, winner)
        try:
            score = score_deal(deal, rules, held, dealer)
        except DealError as error:
            raise error.numbered(number) from None
        totals, held = add(totals, score.scores), score.held_out
        rows.append(Row(number, deal, dealer, score, totals, held))
        played = isinstance(deal, PlayedDeal)  # the next played deal ends a valat's wait
        count += played
        if last is not None:  # a fixed number of deals: only their count ends the game
            ended = count == last
            winner = last_deal_result(totals) if ended else None
        else:
            winner = winner_after(rules, totals, score, after_valat and not played)
            ended = winner is not None
        if played:
            after_valat = score.valat is not None
        if not isinstance(deal, Adjustment):  # a correction is not a deal of cards
            dealer = next_dealer(rules, dealer)
    return Sheet(rules, tuple(rows), totals, held, winner, dealer, ended, count)


def _after_valat(rows: tuple[Row, ...]) -> bool:
    """Whether the last played deal of ``rows`` (none: False) was a valat."""
    for row in reversed(rows):
        if isinstance(row.deal, PlayedDeal):
            return row.score.valat is not None
    return False


def verify_deal(game: Game, deal: Deal) -> None:
    """Raise :class:`DealError` unless ``deal`` can be added to ``game`` next."""
    play(game.with_deal(deal))


def can_add_deal(game: Game, deal: Deal) -> bool:
    """Whether ``deal`` can be added to ``game`` next (for enabling a save button)."""
    try:
        verify_deal(game, deal)
    except DealError:
        return False
    return True


def game_result(game: Game, sheet: Sheet | None = None) -> GameResult:
    """What a match needs of ``game``: its rules, teams, whether it ended and who won
    (``sheet``: its sheet, if it has been played already)."""
    sheet = sheet if sheet is not None else play(game)
    return GameResult(game.rules, game.teams, sheet.over, sheet.winner)


def next_in_match(game: Game, score: MatchScore) -> Game:
    """The match's next game after ``game``, which has ended: the same rules, teams,
    players and tournament table (its tag), the deal passing on to the next dealer.
    :class:`MatchError` if ``game`` is in no match, has not ended, or the match has
    (``score``: the match with ``game`` in it)."""
    if game.match is None:
        raise MatchError.of("match-none")
    sheet = play(game)
    if not sheet.over:
        raise MatchError.of("match-unfinished", number=game.match.game)
    if score.ended:
        mine, theirs = score.wins
        raise MatchError.of("match-over", mine=mine, theirs=theirs, number=game.match.game + 1)
    return Game(
        game.rules,
        teams=game.teams,
        players=game.players,
        first_dealer=sheet.next_dealer,
        match=game.match.next(),
        tournament=game.tournament,
    )
