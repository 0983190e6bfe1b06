"""The score race as an SVG line chart, drawn from a sheet with no chart library.

Pure: a :class:`~belot.game.Sheet` in, :class:`~belot.app.markup.Markup` out. Every
coordinate is an integer in a 360-wide ``viewBox`` (the chart is drawn at the page's
width: ``width="100%"``). Colours and dashes come from CSS classes (the stats screen's
``style.css``) so the chart follows the light or dark theme; the attributes given here are
what a
stylesheet-less reader sees. Team names pass through :func:`~belot.app.markup.tag`, so
they are escaped like every other text.
"""

from __future__ import annotations

from belot.app.markup import Markup, tag
from belot.game import Sheet
from belot.stats import race

WIDTH = 360
HEIGHT = 234
LEFT, RIGHT, TOP, BOTTOM = 38, 10, 44, 24  # room for the value labels, legend, deal numbers
PLOT_W = WIDTH - LEFT - RIGHT
PLOT_H = HEIGHT - TOP - BOTTOM
MAX_GRID_LINES = 5
MAX_DEAL_LABELS = 10
# The legend: a line for each team (its name and total across the plot's width), so that
# a name of this many characters (the widest letters, W or Ш) and its total fit.
LEGEND_NAME_CHARS = 20
LEGEND_ROW = 16
TITLE_ID = "race-title"


def nice_step(span: int, most: int) -> int:
    """The smallest of 1, 2, 5, 10, 20, 50... that cuts ``span`` into at most ``most`` steps."""
    step = 1
    while True:
        for factor in (1, 2, 5):
            if span <= most * step * factor:
                return step * factor
        step *= 10


def _short(name: str) -> str:
    return name if len(name) <= LEGEND_NAME_CHARS else name[: LEGEND_NAME_CHARS - 1] + "…"


def race_chart(sheet: Sheet, teams: tuple[str, str], title: str) -> Markup:
    """Both teams' running totals, one point per row of the sheet after the origin.

    ``title`` is the chart's accessible name (its ``<title>``), in the player's language.
    """
    points = race(sheet)
    # A game of a fixed number of deals has no target to draw
    # (docs/rules.md#fixed-number-of-deals).
    aimed = sheet.rules.deals_to_play is None
    target = sheet.rules.target
    values = [v for pair in points for v in pair]
    low, high = min(0, *values), max(target if aimed else 0, *values)
    step = nice_step(high - low, MAX_GRID_LINES)
    bottom = (low // step) * step
    # Nothing scored yet and no target to draw (a game of a fixed number of deals whose
    # deals were all redeals): one step of scale all the same.
    top = max(-(-high // step) * step, bottom + step)
    deals = max(len(points) - 1, 1)

    def x(index: int) -> int:
        return LEFT + index * PLOT_W // deals

    def y(value: int) -> int:
        return TOP + (top - value) * PLOT_H // (top - bottom)

    grid = [
        [
            tag(
                "line",
                {
                    "class": "grid",
                    "x1": LEFT,
                    "y1": y(v),
                    "x2": WIDTH - RIGHT,
                    "y2": y(v),
                    "stroke": "currentColor",
                    "stroke-opacity": "0.15",
                },
            ),
            tag("text", {"class": "value", "x": LEFT - 4, "y": y(v) + 4, "text-anchor": "end"}, v),
        ]
        for v in range(bottom, top + 1, step)
    ]
    every = nice_step(deals, MAX_DEAL_LABELS)
    deal_labels = [
        tag("text", {"class": "deal", "x": x(i), "y": HEIGHT - 6, "text-anchor": "middle"}, i)
        for i in range(every, len(points), every)
    ]
    target_line = [
        tag(
            "line",
            {
                "class": "target",
                "data-testid": "race-target",
                "x1": LEFT,
                "y1": y(target),
                "x2": WIDTH - RIGHT,
                "y2": y(target),
                "stroke": "currentColor",
                "stroke-dasharray": "2 3",
            },
        ),
        tag(
            "text",
            {"class": "target", "x": WIDTH - RIGHT, "y": y(target) - 4, "text-anchor": "end"},
            target,
        ),
    ]
    lines = [
        tag(
            "polyline",
            {
                "class": f"race race-{team}",
                "data-testid": f"race-{team}",
                "points": " ".join(f"{x(i)},{y(pair[team])}" for i, pair in enumerate(points)),
                "fill": "none",
                "stroke": "currentColor",
                "stroke-width": 3,
                "stroke-linejoin": "round",
                "stroke-dasharray": "7 4" if team else None,
            },
        )
        for team in (0, 1)
    ]
    legend = [
        tag(
            "g",
            {"class": f"legend legend-{team}"},
            tag(
                "line",
                {
                    "class": f"race race-{team}",
                    "x1": LEFT,
                    "y1": 11 + team * LEGEND_ROW,
                    "x2": LEFT + 20,
                    "y2": 11 + team * LEGEND_ROW,
                    "stroke": "currentColor",
                    "stroke-width": 3,
                    "stroke-dasharray": "7 4" if team else None,
                },
            ),
            tag(
                "text",
                {
                    "x": LEFT + 26,
                    "y": 15 + team * LEGEND_ROW,
                    "data-testid": f"race-name-{team}",
                },
                _short(teams[team]),
                " ",
                tag("tspan", {"class": "total"}, sheet.totals[team]),
            ),
        )
        for team in (0, 1)
    ]
    return tag(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "width": "100%",
            "role": "img",
            "aria-labelledby": TITLE_ID,
            "class": "race-chart",
            "data-testid": "race-chart",
            "font-size": 12,
        },
        tag("title", {"id": TITLE_ID}, title),
        grid,
        tag(
            "line",
            {
                "class": "axis",
                "x1": LEFT,
                "y1": y(0),
                "x2": WIDTH - RIGHT,
                "y2": y(0),
                "stroke": "currentColor",
            },
        ),
        target_line if aimed else None,
        deal_labels,
        lines,
        legend,
    )
