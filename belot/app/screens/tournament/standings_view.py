"""The standings: a row per team (its rank, match points and every tie-break figure, in the
organiser's order), each team's rounds one tap away (where each point came from), the
pools ranked apart and the knockout after them, the big screen for the room, and the ways
to share them."""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.app.render import draws
from belot.app.screens.tournament import STANDINGS, BigScreen, TeamShown
from belot.app.screens.tournament.board import (
    champion_name,
    figure,
    pool_label,
    pooled,
    progress,
    ranking,
)
from belot.app.screens.tournament.frame import frame, open_tournament, team_name
from belot.app.screens.tournament.round_view import scores_words, winner_words
from belot.app.screens.tournament.standing import (
    BigScreenOn,
    ShareStandings,
    ShowTeam,
    StandingsCsv,
    StandingsImage,
)
from belot.app.state import AppState
from belot.app.widgets import button
from belot.tournament import Line, Outcome, Stage, Standing, Tournament, pool_name
from belot.tournament.knockout import knockout_rounds


@draws(STANDINGS)
def standings_screen(state: AppState) -> Markup:
    tournament = open_tournament(state)
    if tournament is None:
        return frame(state, STANDINGS, "standings-screen")
    if state.part(BigScreen) is not None:
        return big_screen(tournament)
    shown = state.part(TeamShown)
    return frame(
        state,
        STANDINGS,
        "standings-screen",
        standings_table(tournament, shown.team if shown is not None else None),
        team_rounds(tournament, shown.team) if shown is not None else None,
        knockout_part(tournament),
        tag(
            "div",
            {"class": "actions share-standings"},
            button(
                t("tournament.big_screen"),
                BigScreenOn(True),
                **{"class": "primary"},
                data_testid="big-screen",
            ),
            button(t("tournament.share_text"), ShareStandings(), data_testid="share-standings"),
            button(t("tournament.share_image"), StandingsImage(), data_testid="standings-image"),
            button(t("tournament.share_csv"), StandingsCsv(), data_testid="standings-csv"),
        ),
    )


def standings_table(tournament: Tournament, open_team: str | None = None) -> Markup:
    breaks = tournament.settings.tie_breaks
    head = tag(
        "tr",
        {},
        tag("th", {"scope": "col"}, "#"),
        tag("th", {"scope": "col", "class": "team"}, t("tournament.team")),
        tag(
            "th",
            {"scope": "col", "title": t("tournament.points_long")},
            t("tournament.points_short"),
        ),
        [
            tag(
                "th",
                {"scope": "col", "title": t(f"tournament.tie_break.{b.value}")},
                t(f"tournament.tie_break.short.{b.value}"),
            )
            for b in breaks
        ],
    )
    rows: list[Markup] = []
    pool: int | None = None
    for standing in ranking(tournament):
        if pooled(tournament) and standing.pool != pool:
            pool = standing.pool
            rows.append(
                tag(
                    "tr",
                    {"class": "pool"},
                    tag("th", {"colspan": 3 + len(breaks)}, pool_label(standing)),
                )
            )
        rows.append(standing_row(tournament, standing, open_team))
    return tag(
        "table",
        {"class": "standings", "data-testid": "standings"},
        tag("thead", {}, head),
        tag("tbody", {}, rows),
    )


def row_testid(tournament: Tournament, standing: Standing) -> str:
    """``standing-<rank>``; in pools, ``standing-<pool letter>-<rank>``."""
    if pooled(tournament) and standing.pool is not None:
        return f"standing-{pool_name(standing.pool)}-{standing.rank}"
    return f"standing-{standing.rank}"


def standing_row(tournament: Tournament, standing: Standing, open_team: str | None) -> Markup:
    team = standing.team
    gone = team.withdrawn is not None
    figures = [
        tag("td", {"data-testid": f"{b.value}"}, figure(standing, b))
        for b in tournament.settings.tie_breaks
    ]
    opened = open_team == team.id
    return tag(
        "tr",
        {
            "class": "standing" + (" withdrawn" if gone else "") + (" open" if opened else ""),
            "data-testid": row_testid(tournament, standing),
            "data-action": ShowTeam.name,
            "data-arg": ShowTeam("" if opened else team.id).arg(),
        },
        tag("td", {"class": "rank"}, standing.rank),
        tag(
            "th",
            {"scope": "row", "class": "team"},
            button(
                team.name,
                ShowTeam("" if opened else team.id),
                aria_expanded="true" if opened else "false",
                **{"class": "team-open"},
            ),
            tag("small", {}, t("tournament.withdrawn_mark")) if gone else None,
        ),
        tag("td", {"class": "mp", "data-testid": "match-points"}, standing.match_points),
        figures,
    )


def line_words(tournament: Tournament, line: Line) -> Markup:
    """One round of a team: where, against whom, how it went, what it earned."""
    where = t("tournament.line.round", round=line.round)
    if line.table is not None:
        where += " · " + t("tournament.table", table=line.table)
    if line.opponent is None:
        against = t("tournament.outcome.bye")
    else:
        against = t("tournament.line.against", team=team_name(tournament, line.opponent))
    outcome = t(f"tournament.outcome.{line.outcome.value}")
    games = " · ".join(f"{a} : {b}" for a, b in line.scores)
    counted = line.outcome not in (Outcome.WAITING, Outcome.UNDECIDED)
    earned = (
        t(
            "tournament.line.earned",
            points=t("tournament.points", count=line.match_points),
            scored=line.scored,
            against=line.against,
        )
        if counted
        else ""
    )
    return tag(
        "li",
        {"class": f"line outcome-{line.outcome.value}"},
        tag("strong", {}, where),
        " ",
        tag("span", {}, against),
        tag("br", {}),
        tag("span", {"class": "outcome"}, outcome),
        " ",
        tag("span", {"class": "scores"}, games) if games else None,
        " ",
        tag("small", {"class": "chip typed"}, t("tournament.status.typed")) if line.typed else None,
        tag("br", {}) if earned else None,
        tag("small", {}, earned) if earned else None,
    )


def team_rounds(tournament: Tournament, team_id: str) -> Markup | None:
    """Where a team's figures come from: each of its rounds, then the sums."""
    standing = next((s for s in ranking(tournament) if s.team.id == team_id), None)
    if standing is None:
        return None
    team = standing.team
    players = " & ".join(team.players) if team.players else ""
    notes = []
    if team.joined > 1:
        notes.append(t("tournament.joined", round=team.joined))
    if team.withdrawn is not None:
        notes.append(t("tournament.withdrawn_from", round=team.withdrawn))
    total = t(
        "tournament.team.total",
        points=t("tournament.points", count=standing.match_points),
        scored=standing.scored,
        against=standing.against,
        difference=figure_difference(standing),
    )
    return tag(
        "div",
        {"class": "team-rounds", "data-testid": "team-rounds"},
        tag("h2", {}, team.name),
        tag("p", {"class": "hint"}, players) if players else None,
        [tag("p", {"class": "hint"}, note) for note in notes],
        tag("ol", {"class": "lines"}, [line_words(tournament, line) for line in standing.lines])
        if standing.lines
        else tag("p", {}, t("tournament.team.no_rounds")),
        tag("p", {"class": "total", "data-testid": "team-total"}, total),
        button(t("tournament.team.close"), ShowTeam(""), data_testid="team-close"),
    )


def figure_difference(standing: Standing) -> str:
    value = standing.difference
    return f"+{value}" if value > 0 else str(value).replace("-", "−")


def knockout_part(tournament: Tournament) -> Markup | None:
    """The knockout after the pools: each of its rounds' tables, then the champion."""
    rounds = knockout_rounds(tournament)
    if not rounds:
        return None
    items = []
    for drawn in rounds:
        tables = []
        for table in drawn.tables:
            one, two = (team_name(tournament, i) for i in table.teams)
            result = table.result
            outcome = (
                f"{scores_words(result)} · {winner_words(tournament, table, result)}"
                if result is not None
                else t("tournament.status.waiting")
            )
            tables.append(
                tag("li", {}, tag("strong", {}, f"{one} – {two}"), tag("br", {}), outcome)
            )
        title = stage_round_name(len(drawn.tables))
        items.append(tag("div", {"class": "ko-round"}, tag("h3", {}, title), tag("ul", {}, tables)))
    winner = champion_name(tournament)
    return tag(
        "div",
        {"class": "knockout", "data-testid": "knockout"},
        tag("h2", {}, t(f"tournament.stage.{Stage.KNOCKOUT.value}")),
        items,
        tag(
            "p",
            {"class": "winner", "data-testid": "champion"},
            t("tournament.champion", team=winner),
        )
        if winner is not None
        else None,
    )


KNOCKOUT_NAMED = (1, 2, 4)  # tables of the final, semi-finals, quarter-finals: tournament.ko.<n>


def stage_round_name(tables: int) -> str:
    """The final, the semi-finals, the quarter-finals, else the round of n teams."""
    if tables in KNOCKOUT_NAMED:
        return t(f"tournament.ko.{tables}")
    return t("tournament.ko.of", count=2 * tables)


def big_screen(tournament: Tournament) -> Markup:
    """The standings for a projector or a tablet: large, high contrast, nothing but them."""
    winner = champion_name(tournament)
    return tag(
        "section",
        {"class": "tournament standings-screen big", "data-testid": "standings-screen"},
        tag("h1", {"class": "tour-name"}, tournament.name),
        tag("p", {"class": "progress", "data-testid": "progress"}, progress(tournament)),
        standings_table(tournament),
        knockout_part(tournament) if winner is None else None,
        tag(
            "p",
            {"class": "winner", "data-testid": "champion"},
            t("tournament.champion", team=winner),
        )
        if winner is not None
        else None,
        button(
            t("tournament.big_screen.leave"),
            BigScreenOn(False),
            **{"class": "leave"},
            data_testid="big-screen-leave",
        ),
    )
