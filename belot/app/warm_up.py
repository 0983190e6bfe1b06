"""A start run in the worker that makes the memory snapshot, before it makes it
(static/python.mjs, ``PRELOAD``), so that a repeat visit's own start runs code that has
run before.

Python's interpreter specializes each instruction for what it meets once it has run it (the
attribute it reads, the function it calls, the kind of number it adds), and fills its
caches as it goes; a snapshot keeps Python's memory, and the code as specialized with it.
Without this, every function of a repeat visit's start (reading the game it reopens, the
controller's start, drawing the sheet) ran for the first time: the start after ``py:ready``
took 13 ms, 11 with it (bench/README.md).

The game started is a sample, not a player's: every functools cache of the package is
emptied after each start, and the language is set back as it was, so the snapshot keeps
the code that read and drew a game, not the game. Nothing of the browser edge runs (the
worker has no page): the start is the controller's and the shell's, on stores in memory.
"""

from __future__ import annotations

import json
import sys

from belot import Contract, Game, PlayedDeal, make_rules
from belot.app.controller import Controller, Tab, read_ahead
from belot.app.messages import current_language, set_language
from belot.app.render import render
from belot.app.shell import Shell
from belot.app.storage import SESSION_KEY, MemoryStore, SavedGame, encode, game_key

# Twice: an instruction is specialized only once it has run.
STARTS = 2
STAMP = "2026-01-01T00:00:00Z"
# A few deals of each kind of contract a sheet draws, as (contract, declarer, points).
DEALS = (
    (Contract.HEARTS, 0, (97, 65)),
    (Contract.NO_TRUMPS, 1, (50, 80)),
    (Contract.ALL_TRUMPS, 0, (150, 108)),
    (Contract.CLUBS, 1, (40, 122)),
)


class WarmUpError(RuntimeError):
    """The sample start did not start as a player's would: a bug of the start, which the
    set-up's snapshot worker reports (and makes no snapshot)."""


def sample_game() -> SavedGame:
    """A Bulgarian game of a few deals, stored as the page stores one."""
    game = Game(make_rules("bulgarian", {}), teams=("A", "B"))
    for contract, declarer, points in DEALS:
        game = game.with_deal(PlayedDeal(contract, declarer=declarer, points=points))
    return SavedGame("warm-up", game, len(DEALS) + 1, STAMP, STAMP)


def start_once(saved: SavedGame) -> str:
    """A repeat visit's start on ``saved``, its sheet open: the game read ahead, the
    controller started and the page drawn (its HTML)."""
    store, tab_store = MemoryStore(), MemoryStore()
    store.set(game_key(saved.id), encode(saved))
    store.set(SESSION_KEY, json.dumps({"screen": "sheet", "game": saved.id}))
    read_ahead(store, tab_store)
    controller = Controller(
        store,
        clock=lambda: STAMP,
        new_id=lambda: "warm-up",
        tab=Tab("warm-up", frozenset()),
        tab_store=tab_store,
    )
    shell = Shell(controller, renderer=render, report=_failed)
    html = shell.start(("en",))
    if controller.state.current is None:
        raise WarmUpError("the sample game was not reopened")
    return str(html)


def warm_up() -> None:
    """Start on a sample game :data:`STARTS` times, each time leaving no cache filled."""
    language = current_language()
    try:
        for _ in range(STARTS):
            start_once(sample_game())
            empty_caches()
    finally:
        empty_caches()
        set_language(language)


def empty_caches() -> None:
    """Every functools cache of the package's modules emptied (a game read, an index, a
    row drawn: each keyed by what it was made from)."""
    for name, module in list(sys.modules.items()):
        if name != "belot" and not name.startswith("belot."):
            continue
        for value in list(vars(module).values()):
            if hasattr(value, "cache_info") and callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def _failed(details: str) -> None:
    raise WarmUpError(details)
