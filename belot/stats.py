"""Statistics of one game and across saved games, in integers only.

Everything is computed from the score sheet (:func:`belot.game.play`), so a
statistic always agrees with what the sheet writes. A rate or an average is
kept as a :class:`Ratio` of two integers; :meth:`Ratio.percent` and
:meth:`Ratio.scaled` turn it into a whole number under a named
:class:`RatioRounding` policy, with no float anywhere.

Definitions:

* A team *takes* a contract when it is the declarer of a played deal; the
  deal is then *made*, *failed* (Bulgarian "inside", French "chute") or
  *hanging* (French "litige"). Redeals have no declarer and count for neither.
* A *double* (kontra, contre, coinche) is called by the defenders against the
  declarer's contract; a *redouble* (rekontra, surcontre) is the declarer's answer.
* *Points per deal* are the points a team wrote in played deals (held-over
  points it collected included) divided by the number of played deals; redeals
  and rows that are not deals of cards (corrections) are left out of both.
* Across games, a *pair* is the two players of a team, in either order, when
  the game names both; otherwise the team's name stands for the pair.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TypeVar

from belot.deal import Pair
from belot.game import Game, Sheet, play
from belot.rules import Rules
from belot.rulesets import RULESETS
from belot.vocabulary import Double, Outcome

# --- ratios -------------------------------------------------------------------------


class RatioRounding(enum.Enum):
    """How a ratio becomes a whole number (of percent, tenths...)."""

    DOWN = "down"  # towards minus infinity: 2/3 -> 66 %
    HALF_UP = "half-up"  # to the nearest, a half up: 2/3 -> 67 %, 1/8 -> 13 %
    # To the nearest, a half up, except that only a ratio of exactly 0 shows as 0 and only
    # an exact whole shows as the whole: 199/200 made is 99 %, not 100 %; 1/300 is 1 %.
    HALF_UP_EXACT_ENDS = "half-up-exact-ends"


PERCENT_ROUNDING = RatioRounding.HALF_UP_EXACT_ENDS
"""The policy the page uses for a percentage (a made rate)."""

AVERAGE_ROUNDING = RatioRounding.HALF_UP
"""The policy the page uses for an average (points per deal, in tenths)."""


@dataclass(frozen=True)
class Ratio:
    """``numerator / denominator`` as two integers; undefined when the denominator is 0."""

    numerator: int
    denominator: int

    @property
    def defined(self) -> bool:
        return self.denominator > 0

    def scaled(self, unit: int, rounding: RatioRounding = RatioRounding.HALF_UP) -> int | None:
        """``numerator * unit / denominator`` as a whole number, None if undefined.

        ``unit`` 100 gives percent, 10 tenths, 1 a whole number.
        """
        if not self.defined:
            return None
        n, d = self.numerator * unit, self.denominator
        if rounding is RatioRounding.DOWN:
            return n // d
        value = (2 * n + d) // (2 * d)  # floor(n/d + 1/2)
        if rounding is RatioRounding.HALF_UP_EXACT_ENDS:
            if value == 0 and n > 0:
                return 1
            if value == 0 and n < 0:
                return -1
            if value == unit and 0 <= self.numerator < self.denominator:
                return unit - 1
        return value

    def percent(self, rounding: RatioRounding = PERCENT_ROUNDING) -> int | None:
        """The ratio in whole percent, None if undefined."""
        return self.scaled(100, rounding)

    def __add__(self, other: Ratio) -> Ratio:
        """Pool two ratios: numerators and denominators add (3/4 + 1/2 = 4/6)."""
        return Ratio(self.numerator + other.numerator, self.denominator + other.denominator)


# --- one game -----------------------------------------------------------------------


class _Rates:
    """The two ratios every tally of contracts shows (its fields give the counts)."""

    taken: int
    made: int
    points: int
    deals: int

    @property
    def made_rate(self) -> Ratio:
        """Contracts made as declarer out of contracts taken."""
        return Ratio(self.made, self.taken)

    @property
    def average(self) -> Ratio:
        """Points per played deal."""
        return Ratio(self.points, self.deals)


@dataclass(frozen=True)
class TeamGameStats(_Rates):
    """One team's figures in one game."""

    taken: int  # contracts it took (played deals it declared)
    made: int
    failed: int
    hanging: int
    valats: int  # deals in which it took every trick
    doubled_by: int  # doubles it called on the other team's contracts
    doubled_against: int  # its contracts the other team doubled
    redoubled: int  # redoubles it answered to a double
    points: int  # written in played deals, collected held-over points included
    deals: int  # played deals (the same for both teams)
    per_deal: tuple[int, ...]  # what it wrote in each row of the sheet (0 for a redeal)


@dataclass(frozen=True)
class GameStats:
    """A game's figures per team and its score race."""

    teams: tuple[TeamGameStats, TeamGameStats]
    rows: int  # rows of the sheet
    played: int  # played deals
    redeals: int
    race: tuple[Pair, ...]  # running totals: (0, 0), then after each row
    target: int
    winner: int | None


@dataclass
class _Tally:
    """One team's counts while a sheet is read (mutable, private)."""

    taken: int = 0
    made: int = 0
    failed: int = 0
    hanging: int = 0
    valats: int = 0
    doubled_by: int = 0
    doubled_against: int = 0
    redoubled: int = 0
    points: int = 0


def race(sheet: Sheet) -> tuple[Pair, ...]:
    """The running totals for a chart: ``(0, 0)``, then the totals after each row."""
    return ((0, 0), *(row.totals for row in sheet.rows))


def game_stats(sheet: Sheet) -> GameStats:
    """The figures of the game folded into ``sheet``."""
    tallies = (_Tally(), _Tally())
    played = redeals = 0
    for row in sheet.rows:
        score = row.score
        if score.outcome is Outcome.REDEAL:
            redeals += 1
        if score.declarer is None:  # a redeal, or a row that is not a deal of cards
            continue
        played += 1
        mine, theirs = tallies[score.declarer], tallies[1 - score.declarer]
        mine.taken += 1
        if score.outcome is Outcome.MADE:
            mine.made += 1
        elif score.outcome is Outcome.FAILED:
            mine.failed += 1
        elif score.outcome is Outcome.HANGING:
            mine.hanging += 1
        if score.valat is not None:
            tallies[score.valat].valats += 1
        if score.double is not Double.NONE:
            theirs.doubled_by += 1
            mine.doubled_against += 1
        if score.double is Double.REDOUBLED:
            mine.redoubled += 1
        for team in (0, 1):
            tallies[team].points += score.scores[team]

    def figures(t: int) -> TeamGameStats:
        c = tallies[t]
        return TeamGameStats(
            taken=c.taken,
            made=c.made,
            failed=c.failed,
            hanging=c.hanging,
            valats=c.valats,
            doubled_by=c.doubled_by,
            doubled_against=c.doubled_against,
            redoubled=c.redoubled,
            points=c.points,
            deals=played,
            per_deal=tuple(row.score.scores[t] for row in sheet.rows),
        )

    return GameStats(
        teams=(figures(0), figures(1)),
        rows=len(sheet.rows),
        played=played,
        redeals=redeals,
        race=race(sheet),
        target=sheet.rules.target,
        winner=sheet.winner,
    )


# --- across games -------------------------------------------------------------------


@dataclass(frozen=True, order=True)
class Side:
    """Who sat on one side of a game: two players' names in sorted order, or a team's name."""

    names: tuple[str, ...]

    @property
    def is_pair(self) -> bool:
        return len(self.names) == 2


def side_of(game: Game, team: int) -> Side:
    """The pair that played as ``team`` (seats ``team`` and ``team + 2``), or the team's name.

    Names are compared as typed, surrounding spaces aside; a pair needs both names.
    """
    return side_named(game.teams, game.players, team)


def side_named(
    teams: tuple[str, str], players: tuple[str, str, str, str] | None, team: int
) -> Side:
    """:func:`side_of` from a game's names alone (what the list of games keeps of it)."""
    if players is not None:
        a, b = players[team].strip(), players[team + 2].strip()
        if a and b:
            first, second = sorted((a, b))
            return Side((first, second))
    return Side((teams[team],))


@dataclass(frozen=True)
class TeamTally:
    """What one team of one game adds to the figures across games."""

    taken: int = 0
    made: int = 0
    points: int = 0  # written in played deals
    deals: int = 0  # played deals


@dataclass(frozen=True)
class GameFigures:
    """What the figures across games need of one game, and nothing more: so that they can be
    kept beside each saved game (belot.app.index) and summed without replaying any game.
    :func:`figures_of` makes them from the game; :func:`across` sums them."""

    rules: Rules
    teams: tuple[str, str]
    players: tuple[str, str, str, str] | None
    winner: int | None
    tallies: tuple[TeamTally, TeamTally]
    drawn: bool = False  # ended with no winner (docs/rules.md#fixed-number-of-deals)

    @property
    def over(self) -> bool:
        return self.drawn or self.winner is not None


def figures_of(game: Game, sheet: Sheet | None = None) -> GameFigures:
    """The figures of ``game`` (``sheet``: its sheet, when it has been played already)."""
    sheet = sheet if sheet is not None else play(game)
    stats = game_stats(sheet)
    tallies = tuple(TeamTally(s.taken, s.made, s.points, s.deals) for s in stats.teams)
    return GameFigures(
        game.rules, game.teams, game.players, sheet.winner, (tallies[0], tallies[1]), sheet.drawn
    )


@dataclass(frozen=True)
class SideStats(_Rates):
    """A team's or a pair's figures summed over games."""

    games: int = 0
    finished: int = 0  # of those games, the ones that ended (won, or drawn)
    wins: int = 0
    taken: int = 0
    made: int = 0
    points: int = 0  # written in played deals
    deals: int = 0  # played deals

    def __add__(self, other: SideStats) -> SideStats:
        return SideStats(
            games=self.games + other.games,
            finished=self.finished + other.finished,
            wins=self.wins + other.wins,
            taken=self.taken + other.taken,
            made=self.made + other.made,
            points=self.points + other.points,
            deals=self.deals + other.deals,
        )


@dataclass(frozen=True)
class RulesetCount:
    """How many games were played under one ruleset, and how many of them are finished.

    ``house`` counts them per set of house rules (:attr:`belot.rules.Rules.house_rules`),
    with one game of each for its words.
    """

    ruleset: str
    games: int
    finished: int
    house: tuple[HouseCount, ...] = ()


@dataclass(frozen=True)
class HouseCount:
    """The games of one ruleset played with one set of house rules."""

    house_rules: str
    games: int
    rules: Rules


@dataclass(frozen=True)
class AcrossStats:
    """Figures over saved games, for one ruleset (``ruleset``) or for all (``""``).

    ``teams`` and ``pairs`` are ordered by wins, then games, then name.
    ``rulesets`` counts every ruleset that has games, whatever the filter, in the
    registry's order, so the page can offer them as filters.
    """

    ruleset: str
    games: int
    finished: int
    teams: tuple[tuple[str, SideStats], ...]
    pairs: tuple[tuple[Side, SideStats], ...]
    rulesets: tuple[RulesetCount, ...]
    house_rules: str = ""  # the house rules counted (with a ruleset), "" for all

    @property
    def wins(self) -> int:
        """Wins summed over teams: the number of finished games."""
        return sum(s.wins for _, s in self.teams)

    @property
    def has_pairs(self) -> bool:
        """Whether any game named both players of a team (else pairs are just teams)."""
        return any(side.is_pair for side, _ in self.pairs)

    @property
    def mixed(self) -> bool:
        """Whether the games counted are under more than one ruleset (points differ)."""
        return not self.ruleset and len(self.rulesets) > 1


K = TypeVar("K", str, Side)


def _ordered(table: Mapping[K, SideStats]) -> tuple[tuple[K, SideStats], ...]:
    """Most wins first, then most games, then by name."""
    return tuple(sorted(table.items(), key=lambda kv: (-kv[1].wins, -kv[1].games, kv[0])))


def across(
    games: Iterable[Game | GameFigures], ruleset: str = "", house_rules: str = ""
) -> AcrossStats:
    """Figures over ``games`` (games, or their :class:`GameFigures`), only those under
    ``ruleset`` unless it is ``""``, and only those played with ``house_rules``
    (:attr:`belot.rules.Rules.house_rules`) unless it is ``""``.

    A game counts for both of its teams; a name on both sides of one game counts
    that game twice for it.
    """
    teams: dict[str, SideStats] = {}
    pairs: dict[Side, SideStats] = {}
    per_ruleset: dict[str, list[int]] = {}
    per_house: dict[str, dict[str, tuple[int, Rules]]] = {}
    count = finished = 0
    for each in games:
        game = each if isinstance(each, GameFigures) else figures_of(each)
        tally = per_ruleset.setdefault(game.rules.id, [0, 0])
        tally[0] += 1
        tally[1] += int(game.over)
        house = per_house.setdefault(game.rules.id, {})
        key = game.rules.house_rules
        house[key] = (house.get(key, (0, game.rules))[0] + 1, game.rules)
        if ruleset and game.rules.id != ruleset:
            continue
        if ruleset and house_rules and key != house_rules:
            continue
        count += 1
        finished += int(game.over)
        for t in (0, 1):
            mine = game.tallies[t]
            figures = SideStats(
                games=1,
                finished=int(game.over),
                wins=int(game.winner == t),
                taken=mine.taken,
                made=mine.made,
                points=mine.points,
                deals=mine.deals,
            )
            name = game.teams[t]
            teams[name] = teams.get(name, SideStats()) + figures
            side = side_named(game.teams, game.players, t)
            pairs[side] = pairs.get(side, SideStats()) + figures
    return AcrossStats(
        ruleset=ruleset,
        games=count,
        finished=finished,
        teams=_ordered(teams),
        pairs=_ordered(pairs),
        rulesets=tuple(
            RulesetCount(
                rid,
                per_ruleset[rid][0],
                per_ruleset[rid][1],
                house=tuple(
                    HouseCount(key, n, rules) for key, (n, rules) in sorted(per_house[rid].items())
                ),
            )
            for rid in RULESETS
            if rid in per_ruleset
        ),
        house_rules=house_rules if ruleset else "",
    )
