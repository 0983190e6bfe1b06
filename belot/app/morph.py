"""How the page's children are matched when the page is drawn again: pure, so that it is
tested without a browser (the browser edge carries the plan out on the live DOM).

The browser edge patches the live DOM to equal the freshly rendered one, reusing nodes, so that
the field being typed in keeps its focus and the browser lays out only what changed. Taken
position by position, one element inserted before the others (a notice above the screen)
made every later element be patched into its predecessor, and one removed (the notice
gone at the next tap) replaced the whole screen. So where a list of children changes
length, the children are matched by a key (:func:`key`: the element's name and its
``data-testid``, ``id`` or ``class``) before their position.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

Key = str | None


def key(name: str, testid: str, ident: str, classes: str) -> Key:
    """An element's key: its name and the first of its ``data-testid``, ``id`` and
    ``class`` it has (None for an element with none of them, and for text)."""
    found = testid or ident or classes
    return f"{name}#{found}" if found else None


class Step(enum.Enum):
    PATCH = "patch"  # make the live child ``live`` equal to the fresh child ``fresh``
    INSERT = "insert"  # put the fresh child before the live child ``live`` (or at the end)
    REMOVE = "remove"  # the live child ``live`` is gone


@dataclass(frozen=True)
class Move:
    step: Step
    fresh: int = -1  # index among the fresh children
    live: int = -1  # index among the live children (-1: at the end)


def plan(live: Sequence[Key], fresh: Sequence[Key]) -> list[Move]:
    """The moves that turn children keyed ``live`` into children keyed ``fresh``.

    Of the same length, children are patched position by position (the usual case: the
    same screen drawn again). Otherwise each fresh child takes, in order, the next live
    child with its key; live children skipped over are removed, and a fresh child whose
    key no live child has is inserted; a keyless child is patched into the next live child
    that no later fresh child claims. Every fresh child is patched or inserted once, every
    live child patched or removed once.
    """
    if len(live) == len(fresh):
        return [Move(Step.PATCH, i, i) for i in range(len(fresh))]
    moves: list[Move] = []
    at = 0  # the next live child not yet used
    for index, wanted in enumerate(fresh):
        ahead = _find(live, wanted, at) if wanted is not None else None
        if ahead is not None:
            moves += [Move(Step.REMOVE, live=i) for i in range(at, ahead)]
            moves.append(Move(Step.PATCH, index, ahead))
            at = ahead + 1
        elif at < len(live) and not _claimed(live[at], fresh, index, wanted):
            moves.append(Move(Step.PATCH, index, at))  # into the next child nobody else wants
            at += 1
        else:
            moves.append(Move(Step.INSERT, index, at if at < len(live) else -1))
    moves += [Move(Step.REMOVE, live=i) for i in range(at, len(live))]
    return moves


def _find(live: Sequence[Key], wanted: str, start: int) -> int | None:
    for i in range(start, len(live)):
        if live[i] == wanted:
            return i
    return None


def _claimed(live_key: Key, fresh: Sequence[Key], after: int, wanted: Key) -> bool:
    """Whether a later fresh child should have this live child rather than the fresh child
    ``wanted``: one with its key; or, for a keyless live child that a keyed fresh child
    would take, a later keyless one."""
    if live_key is not None:
        return live_key in fresh[after + 1 :]
    return wanted is not None and None in fresh[after + 1 :]
