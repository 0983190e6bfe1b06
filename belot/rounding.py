"""Rounding raw points to what is written, as named integer policies.

Raw points are non-negative integers; nothing here uses floats. Game points
are raw points divided by 10; the French rulesets write points rounded to a
ten instead (still multiples of the raw unit).
"""

from __future__ import annotations

import enum


class Rounding(enum.Enum):
    """A rounding policy, by the id a house-rule option uses."""

    OFFICIAL_SPLIT = "official"  # Bulgarian: the split digit goes to the team with fewer
    DECLARER_ROUNDS = "declarer"  # house rule: the declarer rounds, the other gets the rest
    HALF_UP = "half-up"  # Belot Arena: 5 and above up
    NEAREST_TEN = "nearest-ten"  # French: each total to the nearest ten, 5 up
    NONE = "none"  # classic belote: points are written as counted


def up_from(raw: int, digit: int) -> int:
    """Game points of ``raw``: units below ``digit`` round down, the rest up."""
    return raw // 10 + (1 if raw % 10 >= digit else 0)


def half_up(raw: int) -> int:
    """Game points, 5 and above up: 125 -> 13, 124 -> 12."""
    return up_from(raw, 5)


def to_nearest_ten(points: int) -> int:
    """Points rounded to a ten, 5 up: 85 -> 90, 84 -> 80."""
    return half_up(points) * 10


def split_digit_pair(x: int, y: int, digit: int, *, tie_up: int) -> tuple[int, int]:
    """Bulgarian official rounding of two teams' raw totals to game points.

    Units below ``digit`` round down and above it up. When both totals end in
    ``digit`` the team with fewer rounds up and the one with more down, so the
    deal still writes its full value; on an equal pair the team ``tie_up``
    (0 for ``x``, 1 for ``y``) is the one that rounds up. A lone unit equal
    to ``digit`` (possible only at no trumps, where it is 6) rounds up.
    """
    if x % 10 == digit and y % 10 == digit:
        x_up = x < y or (x == y and tie_up == 0)
        return x // 10 + int(x_up), y // 10 + int(not x_up)
    return up_from(x, digit), up_from(y, digit)
