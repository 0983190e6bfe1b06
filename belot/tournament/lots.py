"""Drawing lots: every random choice of a tournament, made from its seed, so that each is
a pure function of the tournament file (docs/rules.md#drawing-lots).

A lot is the SHA-256 of ``<seed>:<what>:<part>:...`` (UTF-8): the same file draws the same
way on every phone, in every version, and anyone can check a draw with any SHA-256 tool.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

SEATS = 4


def lot(seed: str, *parts: object) -> bytes:
    """The lot drawn for ``parts`` (a round's number, a team's id...) from ``seed``."""
    text = ":".join([seed, *(str(p) for p in parts)])
    return hashlib.sha256(text.encode("utf-8")).digest()


def shuffled(seed: str, what: str, ids: Sequence[str]) -> tuple[str, ...]:
    """``ids`` in the order of their lots for ``what`` (a random order that does not
    depend on the order they are given in)."""
    return tuple(sorted(ids, key=lambda i: (lot(seed, what, i), i)))


def first_dealer(seed: str, round_number: int, table: int) -> int:
    """The seat that deals first at a table: drawn, as a table would cut for it."""
    return lot(seed, "dealer", round_number, table)[0] % SEATS
