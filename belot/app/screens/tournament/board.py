"""The standings as the organiser shares them: as text (a chat, the share sheet), as a
picture (a PNG drawn by the browser from :class:`belot.app.picture.Picture`) and as a CSV
file for the club's records. Pure: each is made from the tournament and the catalog, in
the language spoken now. The figures are the engine's (:func:`belot.tournament.standings`,
docs/rules.md#standings)."""

from __future__ import annotations

from collections.abc import Sequence

from belot.app.messages import t
from belot.app.picture import Box, Picture, Words
from belot.tournament import (
    Kind,
    Outcome,
    Standing,
    TieBreak,
    Tournament,
    champion,
    planned_rounds,
    pool_name,
    pool_of,
    standings,
)


def ranking(tournament: Tournament) -> tuple[Standing, ...]:
    """The standings as the page shows them: a round robin's ranked per pool."""
    if tournament.settings.system.kind is Kind.ROUND_ROBIN:
        return standings(tournament, pool_of(tournament))
    return standings(tournament)


def pooled(tournament: Tournament) -> bool:
    """Whether the standings are ranked per pool (a round robin in more than one pool)."""
    system = tournament.settings.system
    return system.kind is Kind.ROUND_ROBIN and system.pools > 1


def progress(tournament: Tournament) -> str:
    """Where the tournament stands: before its first round, after round n of m (its results
    all in or not), or over."""
    current, planned = tournament.current, planned_rounds(tournament)
    if current is None:
        return t("tournament.progress.none", rounds=planned)
    if champion(tournament) is not None or (
        not current.missing and len(tournament.rounds) >= planned
    ):
        return t("tournament.progress.over", count=len(tournament.rounds))
    key = "tournament.progress.playing" if current.missing else "tournament.progress.after"
    return t(key, round=current.number, rounds=planned)


def figure(standing: Standing, tie_break: TieBreak) -> str:
    """A tie-break's figure as shown: a signed difference, the points scored, the
    head-to-head match points (a dash where the team was not level with any other)."""
    if tie_break is TieBreak.DIFFERENCE:
        value = standing.difference
        return f"+{value}" if value > 0 else str(value).replace("-", "−")
    if tie_break is TieBreak.SCORED:
        return str(standing.scored)
    return "–" if standing.head_to_head is None else str(standing.head_to_head)


def pool_label(standing: Standing) -> str:
    return "" if standing.pool is None else t("tournament.pool", pool=pool_name(standing.pool))


def champion_name(tournament: Tournament) -> str | None:
    won = champion(tournament)
    return None if won is None else tournament.team(won).name


def standings_text(tournament: Tournament) -> str:
    """The standings to send: the tournament, where it stands, one line per team with its
    match points and tie-break figures, the champion once there is one."""
    lines = [tournament.name, progress(tournament), ""]
    breaks = tournament.settings.tie_breaks
    pool: int | None = None
    for standing in ranking(tournament):
        if pooled(tournament) and standing.pool != pool:
            pool = standing.pool
            lines += ["", pool_label(standing)] if lines[-1] else [pool_label(standing)]
        figures = " · ".join(
            t(f"tournament.tie_break.short.{b.value}") + " " + figure(standing, b) for b in breaks
        )
        lines.append(
            t(
                "tournament.text.line",
                rank=standing.rank,
                team=standing.team.name,
                points=t("tournament.points", count=standing.match_points),
                figures=figures,
            ).rstrip(" ·")
        )
    winner = champion_name(tournament)
    if winner is not None:
        lines += ["", t("tournament.champion", team=winner)]
    return "\n".join(lines).strip() + "\n"


def _csv_field(value: object) -> str:
    text = str(value)
    if any(c in text for c in ',"\n\r') or text != text.strip():
        return '"' + text.replace('"', '""') + '"'
    return text


# The CSV file's columns, each named in the language spoken (tournament.csv.<column>).
CSV_COLUMNS = (
    "rank", "pool", "team", "players", "played", "won", "drawn", "lost", "byes",
    "match_points", "scored", "against", "difference", "head_to_head",
)  # fmt: skip


def standings_csv(tournament: Tournament) -> str:
    """The standings as a CSV file (RFC 4180, comma-separated, UTF-8 with a byte-order mark
    so that a spreadsheet reads every alphabet): a header row of the column names in the
    language spoken now, then a row per team."""
    rows = [[t(f"tournament.csv.{name}") for name in CSV_COLUMNS]]
    for s in ranking(tournament):
        players = " & ".join(s.team.players) if s.team.players else ""
        rows.append(
            [
                str(s.rank),
                "" if s.pool is None else pool_name(s.pool),
                s.team.name,
                players,
                str(s.played),
                str(s.count(Outcome.WIN)),
                str(s.count(Outcome.DRAW)),
                str(s.count(Outcome.LOSS)),
                str(s.count(Outcome.BYE)),
                str(s.match_points),
                str(s.scored),
                str(s.against),
                str(s.difference),
                "" if s.head_to_head is None else str(s.head_to_head),
            ]
        )
    return "\ufeff" + "".join(",".join(_csv_field(v) for v in row) + "\r\n" for row in rows)


# The picture: a card for a phone's gallery or a chat, readable at a glance.
WIDTH = 1080
MARGIN = 48
ROW = 64
INK = "#1d1d1b"
MUTED = "#5c5c57"
ACCENT = "#1f6f4a"
STRIPE = "#f1efe8"
PAPER = "#ffffff"


def _columns(breaks: Sequence[TieBreak]) -> list[int]:
    """The right edges of the figure columns (match points, then each tie-break)."""
    right = WIDTH - MARGIN
    return [right - 150 * i for i in range(len(breaks), -1, -1)]


def standings_picture(tournament: Tournament) -> Picture:
    """The standings drawn as a picture (the browser makes it a PNG)."""
    breaks = tournament.settings.tie_breaks
    edges = _columns(breaks)
    team_width = edges[0] - 150 - MARGIN - 90
    shapes: list[Box | Words] = [
        Box(0, 0, WIDTH, 12, ACCENT),
        Words(MARGIN, 92, tournament.name, 52, WIDTH - 2 * MARGIN, INK, True),
        Words(MARGIN, 142, progress(tournament), 32, WIDTH - 2 * MARGIN, MUTED),
    ]
    y = 200
    heads = [t("tournament.points_short")] + [
        t(f"tournament.tie_break.short.{b.value}") for b in breaks
    ]

    def header(y: int) -> int:
        shapes.append(Words(MARGIN, y + 40, "#", 28, 60, MUTED, True))
        shapes.append(Words(MARGIN + 90, y + 40, t("tournament.team"), 28, team_width, MUTED, True))
        for edge, words in zip(edges, heads, strict=True):
            shapes.append(Words(edge, y + 40, words, 28, 140, MUTED, True, "right"))
        return y + ROW

    pool: int | None = None
    y = header(y)
    for index, s in enumerate(ranking(tournament)):
        if pooled(tournament) and s.pool != pool:
            pool = s.pool
            shapes.append(Words(MARGIN, y + 46, pool_label(s), 34, 400, ACCENT, True))
            y += ROW
        if index % 2 == 0:
            shapes.append(Box(MARGIN - 16, y, WIDTH - 2 * MARGIN + 32, ROW, STRIPE))
        base = y + 44
        shapes.append(Words(MARGIN, base, str(s.rank), 34, 80, INK, True))
        shapes.append(Words(MARGIN + 90, base, s.team.name, 34, team_width, INK))
        values = [str(s.match_points)] + [figure(s, b) for b in breaks]
        for column, (edge, value) in enumerate(zip(edges, values, strict=True)):
            shapes.append(Words(edge, base, value, 34, 140, INK, column == 0, "right"))
        y += ROW
    winner = champion_name(tournament)
    if winner is not None:
        y += 24
        line = t("tournament.champion", team=winner)
        shapes.append(Words(MARGIN, y + 44, line, 38, WIDTH - 2 * MARGIN, ACCENT, True))
        y += ROW
    return Picture(WIDTH, y + MARGIN, PAPER, tuple(shapes))
