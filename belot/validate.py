"""Checks that a deal can happen under a ruleset, with one-line reasons.

Each check raises :class:`~belot.errors.DealError` naming the record field
and the value given; the game numbers the deal.
"""

from __future__ import annotations

from collections import Counter

from belot.deal import PlayedDeal
from belot.errors import DealError
from belot.rules import Declarations, Rules
from belot.vocabulary import Announcement, AnnouncementKind, BidKind, Contract, Double

MAX_SEQUENCES_PER_TEAM = 4  # two players, eight cards each: 3 + 5, 3 + 3 or 4 + 4 at most
MIN_BID, BID_STEP = 80, 10


def _names(values: object) -> str:
    return ", ".join(str(getattr(v, "value", v)) for v in values)  # type: ignore[attr-defined]


def validate_deal(deal: PlayedDeal, rules: Rules) -> None:
    """Raise :class:`DealError` unless ``deal`` is possible under ``rules``."""
    _check_contract_and_teams(deal, rules)
    _check_points(deal, rules)
    _check_double_and_bid(deal, rules)
    _check_announcements(deal, rules)


def _check_contract_and_teams(deal: PlayedDeal, rules: Rules) -> None:
    ruleset = rules.ruleset
    if deal.contract not in rules.contracts:
        raise DealError.about(
            "contract-not-played",
            field="contract",
            value=deal.contract.value,
            contract=deal.contract.value,
            ruleset=ruleset.id,
            expected=_names(rules.contracts),
        )
    if deal.declarer not in (0, 1):
        raise DealError.about(
            "declarer-team", field="declarer", value=deal.declarer, got=repr(deal.declarer)
        )
    if deal.valat is not None and deal.valat not in (0, 1):
        raise DealError.about("valat-team", field="valat", value=deal.valat, got=repr(deal.valat))


def _check_points(deal: PlayedDeal, rules: Rules) -> None:
    a, b = deal.points
    if a < 0 or b < 0:
        raise DealError.about("points-negative", field="points", value=[a, b], a=a, b=b)
    total = rules.ruleset.trick_total[deal.contract]
    if a + b != total:
        raise DealError.about(
            "points-total",
            field="points",
            value=[a, b],
            total=total,
            contract=deal.contract.value,
            a=a,
            b=b,
            sum=a + b,
        )
    if deal.valat is not None and deal.points[1 - deal.valat] != 0:
        raise DealError.about(
            "valat-points", field="valat", value=deal.valat, team=deal.valat, total=total, a=a, b=b
        )


def _check_double_and_bid(deal: PlayedDeal, rules: Rules) -> None:
    ruleset = rules.ruleset
    if deal.double is not Double.NONE and not ruleset.doubles:
        double = int(deal.double)
        raise DealError.about(
            "double-not-played", field="double", value=double, ruleset=ruleset.id, got=double
        )
    if not ruleset.bids:
        if deal.bid is not None:
            token = deal.bid.token()
            raise DealError.about(
                "bid-not-played", field="bid", value=token, ruleset=ruleset.id, got=repr(token)
            )
        if deal.alone:
            raise DealError.about("alone-not-played", field="alone", value=True, ruleset=ruleset.id)
        return
    _check_bid(deal, rules)


def _check_bid(deal: PlayedDeal, rules: Rules) -> None:
    high = rules.int_option("max-bid")
    if deal.bid is None:
        raise DealError.about(
            "bid-missing", field="bid", value=None, ruleset=rules.id, low=MIN_BID, high=high
        )
    value = deal.bid.value
    if deal.bid.kind is BidKind.POINTS and (not MIN_BID <= value <= high or value % BID_STEP):
        raise DealError.about(
            "bid-range", field="bid", value=value, low=MIN_BID, high=high, got=value
        )
    if deal.alone and deal.valat is None:
        raise DealError.about("alone-without-valat", field="alone", value=True)
    if deal.alone and deal.valat != deal.declarer:
        raise DealError.about("alone-other-valat", field="alone", value=True, got=deal.valat)


def _tokens(deal: PlayedDeal, team: int, kinds: tuple[AnnouncementKind, ...]) -> str:
    return _names(a for a in deal.announced(team) if a.kind in kinds)


def _check_announcements(deal: PlayedDeal, rules: Rules) -> None:
    ruleset = rules.ruleset
    both = deal.announced(0) + deal.announced(1)
    if not both:
        return
    if deal.contract is Contract.NO_TRUMPS and not ruleset.no_trumps_declarations:
        got = _names(both)
        raise DealError.about("announcements-no-trumps", field="announcements", value=got, got=got)
    _check_belots_count(deal, rules, Counter(both)[Announcement.BELOT])
    declared = [a for a in both if a.kind is not AnnouncementKind.BELOT]
    if declared and rules.declarations is Declarations.BELOT_ONLY:
        got = _names(declared)
        raise DealError.about(
            "declarations-not-played",
            field="announcements",
            value=got,
            ruleset=ruleset.id,
            got=got,
        )
    _check_counts(deal, Counter(both))
    for team in (0, 1):
        _check_hands(deal, team, rules)
    _check_contested(deal, rules.declarations)


def _check_belots_count(deal: PlayedDeal, rules: Rules, belots: int) -> None:
    """No belot where none can count: at the French games' sans atout, and at their tout
    atout under ``all-trumps-belote`` ``none`` (docs/rules.md#sa-ta-belote)."""
    if not belots:
        return
    if deal.contract is Contract.NO_TRUMPS:
        raise DealError.about("belot-no-trumps", field="announcements", value=belots, got=belots)
    if deal.contract is Contract.ALL_TRUMPS and not rules.all_trumps_belots:
        raise DealError.about("belot-all-trumps", field="announcements", value=belots, got=belots)


def _check_counts(deal: PlayedDeal, counts: Counter[Announcement]) -> None:
    belots = counts[Announcement.BELOT]
    if deal.contract is Contract.ALL_TRUMPS and belots > 4:
        raise DealError.about(
            "belots-at-all-trumps", field="announcements", value=belots, got=belots
        )
    if deal.contract is not Contract.ALL_TRUMPS and belots > 1:
        raise DealError.about("belots-at-suit", field="announcements", value=belots, got=belots)
    for announcement, count in counts.items():
        if announcement.kind is AnnouncementKind.SQUARE and count > 1:
            raise DealError.about(
                "square-twice",
                field="announcements",
                value=count,
                square=announcement.value,
                got=count,
            )
    for team in (0, 1):
        runs = sum(a.kind is AnnouncementKind.SEQUENCE for a in deal.announced(team))
        if runs > MAX_SEQUENCES_PER_TEAM:
            raise DealError.about(
                "too-many-sequences",
                field="announcements",
                value=runs,
                team=team,
                most=MAX_SEQUENCES_PER_TEAM,
                got=runs,
            )


# The cards a sequence needs at the least, and how many cards a team holds.
_RUN_CARDS = {Announcement.TIERCE: 3, Announcement.QUARTE: 4, Announcement.QUINTE: 5}
TEAM_CARDS = 16
_KING_QUEEN = (Announcement.FOUR_KINGS, Announcement.FOUR_QUEENS)


def _check_hands(deal: PlayedDeal, team: int, rules: Rules) -> None:
    """What one team declares must fit in its two hands of eight cards."""
    held = deal.announced(team)
    squares = sum(a.kind is AnnouncementKind.SQUARE for a in held)
    if 4 * squares > TEAM_CARDS:
        raise _hands("team-squares", squares, team=team, got=squares)
    quintes = held.count(Announcement.QUINTE)
    if quintes > 2:  # five cards in a row: one player of eight cards holds one at most
        raise _hands("team-quintes", quintes, team=team, got=quintes)
    runs = sum(_RUN_CARDS.get(a, 0) for a in held)
    # Where no card may serve twice, squares and sequences need cards of their own.
    cards = runs if rules.ruleset.cards_may_serve_twice else runs + 4 * squares
    if cards > TEAM_CARDS:
        raise _hands("team-cards", cards, team=team, cards=cards, most=TEAM_CARDS)
    other = deal.announced(1 - team)
    if Announcement.BELOT in held and all(square in other for square in _KING_QUEEN):
        # A belot is the king and queen of trumps; the other team has every king and queen.
        raise _hands("belot-squares", "four-kings, four-queens", team=team, other=1 - team)


def _hands(code: str, value: object, **params: object) -> DealError:
    return DealError.about(code, field="announcements", value=value, **params)


_CONTESTED = {
    Declarations.SEPARATELY: (
        ("contested-sequences", (AnnouncementKind.SEQUENCE,)),
        ("contested-squares", (AnnouncementKind.SQUARE,)),
    ),
    Declarations.BEST_TEAM: (
        ("contested-declarations", (AnnouncementKind.SEQUENCE, AnnouncementKind.SQUARE)),
    ),
}
# The 2001 program's reading: one team's declarations count, as in the French games.
_CONTESTED[Declarations.COMBINED] = _CONTESTED[Declarations.BEST_TEAM]


def _check_contested(deal: PlayedDeal, declarations: Declarations) -> None:
    """Only one team's contested announcements can count."""
    for code, kinds in _CONTESTED.get(declarations, ()):
        team0, team1 = _tokens(deal, 0, kinds), _tokens(deal, 1, kinds)
        if team0 and team1:
            raise DealError.about(
                code, field="announcements", value=[team0, team1], team0=team0, team1=team1
            )
