"""The statistics screens: one game's figures and score race, and figures across games."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from belot.app.house_rules import house_rules
from belot.app.marks import contract_name
from belot.app.markup import Markup, tag
from belot.app.matches import MatchesWon, match_scores, matches_won
from belot.app.messages import t, term
from belot.app.render import draws
from belot.app.screens.stats import STATS_ALL, STATS_GAME, StatsFilter
from belot.app.screens.stats.actions import FilterStats, StatsAll, StatsBack
from belot.app.screens.stats.chart import race_chart
from belot.app.state import AppState
from belot.app.widgets import button, choice
from belot.game import Sheet
from belot.rules import Collector, Rules
from belot.rulesets import RULESETS
from belot.stats import (
    AVERAGE_ROUNDING,
    PERCENT_ROUNDING,
    AcrossStats,
    GameStats,
    Ratio,
    Side,
    SideStats,
    TeamGameStats,
    across,
    game_stats,
)
from belot.vocabulary import Contract, Outcome

# --- numbers ------------------------------------------------------------------------


def percent(ratio: Ratio) -> str:
    """A rate in whole percent (``PERCENT_ROUNDING``), a dash when nothing was taken."""
    value = ratio.percent(PERCENT_ROUNDING)
    return t("stats.none") if value is None else t("stats.percent", value=value)


def decimal(ratio: Ratio) -> str:
    """An average to one decimal (``AVERAGE_ROUNDING``), with the language's separator."""
    tenths = ratio.scaled(10, AVERAGE_ROUNDING)
    if tenths is None:
        return t("stats.none")
    sign = "-" if tenths < 0 else ""
    whole, tenth = divmod(abs(tenths), 10)
    return f"{sign}{whole}{t('stats.decimal_separator')}{tenth}"


def fraction(part: int, whole: int) -> Markup:
    return tag("small", {"class": "of"}, f"{part}/{whole}")


# --- one game -----------------------------------------------------------------------


def game_summary(stats: GameStats, ruleset_id: str) -> str:
    """The rules and the deals played, and why the sheet has more rows than that: the deals
    everyone passed (dealt again) and the corrections, when there are any."""
    corrections = stats.rows - stats.played - stats.redeals
    parts = [t("stats.game.played", count=stats.played)]
    parts += [t("stats.game.redeals", count=stats.redeals)] if stats.redeals else []
    parts += [t("stats.game.corrections", count=corrections)] if corrections else []
    return t(
        "stats.game.summary",
        ruleset=t(f"ruleset.{ruleset_id}"),
        deals=t("stats.separator").join(parts),
    )


Figure = Callable[[TeamGameStats], object]


def by_contract(sheet: Sheet, contract: Contract, team: int) -> tuple[int, int]:
    """How many contracts at ``contract`` ``team`` made, out of how many it took."""
    taken = made = 0
    for row in sheet.rows:
        score = row.score
        if score.declarer == team and score.contract is contract:
            taken += 1
            made += score.outcome is Outcome.MADE
    return made, taken


def contract_rows(sheet: Sheet, rules: Rules) -> list[Markup]:
    """A row of the table for each contract of the table that was taken in the game: the
    contracts made at it out of those taken, by team (TeamGameStats counts every contract
    together). A contract nobody took has no row (rows of 0/0 would bury the others)."""
    rows: list[Markup] = []
    for contract in rules.contracts:
        counts = [by_contract(sheet, contract, team) for team in (0, 1)]
        if not any(taken for _, taken in counts):
            continue
        label = t("stats.by_contract", contract=contract_name(contract, rules.id))
        cells = [
            tag(
                "td",
                {"data-testid": f"stat-contract-{contract.value}-{team}"},
                fraction(*counts[team]),
            )
            for team in (0, 1)
        ]
        rows.append(tag("tr", {"class": "per-contract"}, tag("th", {"scope": "row"}, label), cells))
    return rows


@draws(STATS_GAME)
def game_stats_screen(state: AppState) -> Markup:
    current, sheet = state.current, state.sheet
    assert current is not None
    assert sheet is not None
    game = current.game
    stats = game_stats(sheet)
    rid = game.rules.id
    deals = game.rules.deals_to_play
    title = t(
        "stats.chart.title" if deals is None else "stats.chart.title_deals",
        team0=game.teams[0],
        total0=sheet.totals[0],
        team1=game.teams[1],
        total1=sheet.totals[1],
        **({"target": sheet.rules.target} if deals is None else {"deals": deals}),
    )
    figures: list[tuple[str, str, Figure]] = [
        ("taken", t("stats.taken"), lambda s: s.taken),
        ("made", t("stats.made"), lambda s: s.made),
        ("failed", term("stats.failed", rid), lambda s: s.failed),
    ]
    if game.rules.collector is not Collector.NOBODY:
        figures.append(("hanging", term("stats.hanging", rid), lambda s: s.hanging))
    figures += [
        (
            "made-rate",
            t("stats.made_rate"),
            lambda s: [percent(s.made_rate), " ", fraction(s.made, s.taken)],
        ),
        ("valats", term("stats.valats", rid), lambda s: s.valats),
    ]
    if game.rules.ruleset.doubles:
        figures += [
            ("doubled-by", term("stats.doubled_by", rid), lambda s: s.doubled_by),
            ("doubled-against", term("stats.doubled_against", rid), lambda s: s.doubled_against),
            ("redoubled", term("stats.redoubled", rid), lambda s: s.redoubled),
        ]
    figures.append(("average", t("stats.points_per_deal"), lambda s: decimal(s.average)))
    table = tag(
        "table",
        {"class": "stats", "data-testid": "stats-game-table"},
        tag(
            "thead",
            {},
            tag(
                "tr",
                {},
                tag("td", {}),
                [tag("th", {"scope": "col", "class": f"team-{i}"}, game.teams[i]) for i in (0, 1)],
            ),
        ),
        tag(
            "tbody",
            {},
            [
                tag(
                    "tr",
                    {},
                    tag("th", {"scope": "row"}, label),
                    [
                        tag("td", {"data-testid": f"stat-{key}-{i}"}, value(stats.teams[i]))
                        for i in (0, 1)
                    ],
                )
                for key, label, value in figures
            ],
            contract_rows(sheet, game.rules),
        ),
    )
    return tag(
        "section",
        {"class": "stats-screen", "data-testid": "stats-game"},
        tag("h1", {}, t("stats.game.title")),
        tag(
            "p",
            {"class": "hint", "data-testid": "stats-game-summary"},
            game_summary(stats, rid),
        ),
        tag("figure", {"class": "race"}, race_chart(sheet, game.teams, title)),
        None if sheet.rows else tag("p", {"class": "hint"}, t("stats.game.empty")),
        table,
        tag(
            "div",
            {"class": "actions"},
            button(t("stats.all.open"), StatsAll(), data_testid="stats-all"),
            button(t("common.back"), StatsBack(), data_testid="back"),
        ),
    )


# --- across games -------------------------------------------------------------------


def house_filters(stats: AcrossStats) -> Markup | None:
    """Within the chosen rule system, its games' sets of house rules (when they differ)."""
    counted = next((c for c in stats.rulesets if c.ruleset == stats.ruleset), None)
    if counted is None or len(counted.house) < 2:
        return None
    rid = counted.ruleset
    choices = [
        choice(
            t("stats.house.all"),
            FilterStats(rid),
            not stats.house_rules,
            data_testid="stats-house-all",
        )
    ]
    choices += [
        choice(
            t(
                "stats.filter.named",
                name=" · ".join(house_rules(h.rules, with_target=False))
                or t("stats.house.standard"),
                count=h.games,
            ),
            FilterStats(f"{rid}|{h.house_rules}"),
            stats.house_rules == h.house_rules,
            data_testid=f"stats-house-{i}",
        )
        for i, h in enumerate(counted.house)
    ]
    return tag(
        "div",
        {"class": "choices stats-filter", "role": "group", "aria-label": t("stats.house")},
        choices,
    )


def across_summary(games: int, finished: int, drawn: int = 0) -> str:
    """How many games the figures are from, how many of them are over, and how many of
    those were drawn (when any were: a game of a fixed number of deals can be)."""
    counts = {
        "games": t("stats.summary.games", count=games),
        "finished": t("stats.summary.finished", count=finished),
    }
    if not drawn:
        return t("stats.summary", **counts)
    return t("stats.summary.with_drawn", drawn=t("stats.summary.drawn", count=drawn), **counts)


@draws(STATS_ALL)
def all_stats_screen(state: AppState) -> Markup:
    wanted = state.part(StatsFilter) or StatsFilter()
    chosen = wanted.ruleset
    stats = across((saved.figures for saved in state.games), chosen, wanted.house_rules)
    counts = {c.ruleset: c.games for c in stats.rulesets}
    total = sum(counts.values())
    if chosen and chosen not in counts:
        counts[chosen] = 0
    filters = [
        choice(
            t("stats.filter.all", count=total),
            FilterStats(""),
            not chosen,
            data_testid="stats-filter-all",
        ),
        *(
            choice(
                t("stats.filter.named", name=t(f"ruleset.{rid}"), count=counts[rid]),
                FilterStats(rid),
                chosen == rid,
                data_testid=f"stats-filter-{rid}",
            )
            for rid in RULESETS
            if rid in counts
        ),
    ]
    body: list[object]
    if stats.games == 0:
        body = [tag("p", {"data-testid": "stats-empty"}, t("stats.empty"))]
    else:
        body = [
            tag(
                "p",
                {"data-testid": "stats-summary"},
                # Every finished game not won was drawn (AcrossStats.wins counts won games).
                across_summary(stats.games, stats.finished, stats.finished - stats.wins),
            ),
            tag("p", {"class": "notice", "data-testid": "stats-mixed"}, t("stats.mixed"))
            if stats.mixed
            else None,
            tag("h2", {}, t("stats.teams")),
            sides_table("stats-teams", t("stats.col.team"), stats.teams, lambda name: name),
        ]
        body.append(matches_section(state, wanted))
        if stats.has_pairs:
            body += [
                tag("h2", {}, t("stats.pairs")),
                sides_table("stats-pairs", t("stats.col.pair"), stats.pairs, pair_name),
            ]
        body.append(tag("p", {"class": "hint"}, t("stats.legend")))
    return tag(
        "section",
        {"class": "stats-screen", "data-testid": "stats-all-screen"},
        tag("h1", {}, t("stats.all.title")),
        tag(
            "div",
            {"class": "choices stats-filter", "role": "group", "aria-label": t("stats.filter")},
            filters,
        ),
        house_filters(stats),
        body,
        tag(
            "div",
            {"class": "actions"},
            button(t("common.back"), StatsBack(), data_testid="back"),
        ),
    )


def pair_name(side: Side) -> str:
    if side.is_pair:
        return t("stats.pair", first=side.names[0], second=side.names[1])
    return side.names[0]


K = TypeVar("K", str, Side)


def matches_section(state: AppState, wanted: StatsFilter) -> Markup | None:
    """The matches won per team (and per pair, where the games name the players), over the
    matches played to their end under the rules filtered (nothing when there are none:
    docs/rules.md#matches)."""
    played = [
        m
        for m in match_scores(state.games)
        if (not wanted.ruleset or m.score.match.rules.id == wanted.ruleset)
        and (not wanted.house_rules or m.score.match.rules.house_rules == wanted.house_rules)
    ]
    teams = matches_won(played)
    if not teams:
        return None
    pairs = matches_won(played, pairs=True)
    tables = [matches_table("stats-matches", t("stats.col.team"), teams)]
    if any(row.side.is_pair for row in pairs):
        tables.append(matches_table("stats-matches-pairs", t("stats.col.pair"), pairs))
    return tag("div", {}, tag("h2", {}, t("stats.matches")), tables)


def matches_table(testid: str, heading: str, rows: list[MatchesWon]) -> Markup:
    head = tag(
        "tr",
        {},
        tag("th", {"scope": "col"}, heading),
        tag("th", {"scope": "col"}, t("stats.col.matches")),
    )
    body = [
        tag(
            "tr",
            {"data-testid": f"{testid}-row"},
            tag("th", {"scope": "row"}, pair_name(row.side)),
            tag("td", {"data-testid": "matches-won"}, tag("strong", {}, row.won), f"/{row.ended}"),
        )
        for row in rows
    ]
    return tag(
        "table",
        {"class": "stats sides", "data-testid": testid},
        tag("thead", {}, head),
        tag("tbody", {}, body),
    )


def sides_table(
    testid: str,
    heading: str,
    rows: tuple[tuple[K, SideStats], ...],
    name: Callable[[K], str],
) -> Markup:
    head = tag(
        "tr",
        {},
        tag("th", {"scope": "col"}, heading),
        tag("th", {"scope": "col"}, t("stats.col.wins")),
        tag("th", {"scope": "col"}, t("stats.col.made")),
        tag("th", {"scope": "col"}, t("stats.col.average")),
    )
    body = [
        tag(
            "tr",
            {"data-testid": f"{testid}-row"},
            tag("th", {"scope": "row"}, name(key)),
            tag("td", {"data-testid": "wins"}, tag("strong", {}, s.wins), f"/{s.games}"),
            tag("td", {"data-testid": "made"}, percent(s.made_rate), fraction(s.made, s.taken)),
            tag("td", {"data-testid": "average"}, decimal(s.average)),
        )
        for key, s in rows
    ]
    return tag(
        "table",
        {"class": "stats sides", "data-testid": testid},
        tag("thead", {}, head),
        tag("tbody", {}, body),
    )
