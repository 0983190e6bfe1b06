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
    if deal.contract not in ruleset.contracts:
        raise DealError(
            f"contract {deal.contract.value} is not played in {ruleset.id} "
            f"(expected one of {_names(ruleset.contracts)})",
            field="contract",
            value=deal.contract.value,
        )
    if deal.declarer not in (0, 1):
        raise DealError(
            f"declarer must be team 0 or 1 (got {deal.declarer!r})",
            field="declarer",
            value=deal.declarer,
        )
    if deal.valat is not None and deal.valat not in (0, 1):
        raise DealError(
            f"valat must be team 0 or 1 (got {deal.valat!r})", field="valat", value=deal.valat
        )


def _check_points(deal: PlayedDeal, rules: Rules) -> None:
    a, b = deal.points
    if a < 0 or b < 0:
        raise DealError(
            f"points cannot be negative (got {a} and {b})", field="points", value=[a, b]
        )
    total = rules.ruleset.trick_total[deal.contract]
    if a + b != total:
        raise DealError(
            f"points must add up to {total} at {deal.contract.value} (got {a} + {b} = {a + b})",
            field="points",
            value=[a, b],
        )
    if deal.valat is not None and deal.points[1 - deal.valat] != 0:
        raise DealError(
            f"a valat by team {deal.valat} takes all {total} trick points (got {a} + {b})",
            field="valat",
            value=deal.valat,
        )


def _check_double_and_bid(deal: PlayedDeal, rules: Rules) -> None:
    ruleset = rules.ruleset
    if deal.double is not Double.NONE and not ruleset.doubles:
        raise DealError(
            f"double is not played in {ruleset.id} (got {int(deal.double)})",
            field="double",
            value=int(deal.double),
        )
    if not ruleset.bids:
        if deal.bid is not None:
            raise DealError(
                f"bid is only used in contree and coinche, not {ruleset.id} "
                f"(got {deal.bid.token()!r})",
                field="bid",
                value=deal.bid.token(),
            )
        if deal.alone:
            raise DealError(
                f"alone is only used in contree and coinche, not {ruleset.id}",
                field="alone",
                value=True,
            )
        return
    highest = rules.int_option("max-bid")
    allowed = f"{MIN_BID} to {highest} in tens, capot or generale"
    if deal.bid is None:
        raise DealError(f"bid is required in {ruleset.id} ({allowed})", field="bid", value=None)
    value = deal.bid.value
    if deal.bid.kind is BidKind.POINTS and (not MIN_BID <= value <= highest or value % BID_STEP):
        raise DealError(f"bid must be {allowed} (got {value})", field="bid", value=value)
    if deal.alone and deal.valat != deal.declarer:
        raise DealError(
            "alone means the taker won every trick, so valat must be the declarer's team "
            + ("(got no valat)" if deal.valat is None else f"(got valat {deal.valat})"),
            field="alone",
            value=True,
        )


def _listing(deal: PlayedDeal, kind: AnnouncementKind) -> str:
    return " and ".join(
        f"{_names(a for a in deal.announced(t) if a.kind is kind)} for team {t}" for t in (0, 1)
    )


def _check_announcements(deal: PlayedDeal, rules: Rules) -> None:
    ruleset = rules.ruleset
    both = deal.announced(0) + deal.announced(1)
    if not both:
        return
    if deal.contract is Contract.NO_TRUMPS:
        raise DealError(
            f"announcements do not count at no trumps (got {_names(both)})",
            field="announcements",
            value=_names(both),
        )
    declared = [a for a in both if a.kind is not AnnouncementKind.BELOT]
    if declared and ruleset.declarations is Declarations.BELOT_ONLY:
        raise DealError(
            f"only belote counts in {ruleset.id}, declarations do not (got {_names(declared)})",
            field="announcements",
            value=_names(declared),
        )
    counts = Counter(both)
    most_belots = 4 if deal.contract is Contract.ALL_TRUMPS else 1
    if counts[Announcement.BELOT] > most_belots:
        where = "at all trumps" if most_belots == 4 else "at a suit contract"
        raise DealError(
            f"at most {most_belots} belot {where} (got {counts[Announcement.BELOT]})",
            field="announcements",
            value=counts[Announcement.BELOT],
        )
    for announcement, count in counts.items():
        if announcement.kind is AnnouncementKind.SQUARE and count > 1:
            raise DealError(
                f"{announcement.value} can count only once in a deal (got {count})",
                field="announcements",
                value=count,
            )
    for team in (0, 1):
        runs = sum(a.kind is AnnouncementKind.SEQUENCE for a in deal.announced(team))
        if runs > MAX_SEQUENCES_PER_TEAM:
            raise DealError(
                f"team {team} cannot hold more than {MAX_SEQUENCES_PER_TEAM} sequences "
                f"(got {runs})",
                field="announcements",
                value=runs,
            )
    _check_contested(deal, ruleset.declarations)


def _check_contested(deal: PlayedDeal, declarations: Declarations) -> None:
    """Only one team's contested announcements can count."""
    if declarations is Declarations.SEPARATELY:
        for kind, what in (
            (AnnouncementKind.SEQUENCE, "sequences"),
            (AnnouncementKind.SQUARE, "squares"),
        ):
            if all(any(a.kind is kind for a in deal.announced(t)) for t in (0, 1)):
                raise DealError(
                    f"only the team with the stronger {what[:-1]} scores {what}, "
                    f"not both (got {_listing(deal, kind)})",
                    field="announcements",
                    value=_listing(deal, kind),
                )
    elif declarations is Declarations.BEST_TEAM:
        per_team = [
            [a for a in deal.announced(t) if a.kind is not AnnouncementKind.BELOT] for t in (0, 1)
        ]
        if per_team[0] and per_team[1]:
            listing = " and ".join(f"{_names(per_team[t])} for team {t}" for t in (0, 1))
            raise DealError(
                f"only the team with the best declaration scores declarations, not both "
                f"(got {listing})",
                field="announcements",
                value=listing,
            )
