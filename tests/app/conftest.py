"""A controller over an in-memory store, with a fake clock and ids; and the app with every
screen in it, as the page has it (belot.app.wiring)."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from dataclasses import replace

import pytest

import belot.app.wiring  # noqa: F401  (wires every screen in, as the page has it)
from belot.app.actions import Action
from belot.app.controller import Controller, Tab
from belot.app.draft import DealDraft, UnreadableDraftError
from belot.app.index import SavedGames
from belot.app.messages import set_language
from belot.app.storage import SESSION_KEY, MemoryStore, SavedGame, Store, survey
from belot.game import Game
from belot.rulesets import make_rules


class Clock:
    def __init__(self) -> None:
        self.ticks = itertools.count()

    def __call__(self) -> str:
        return f"2026-11-30T10:00:{next(self.ticks):02d}Z"


def tab_controller(
    store: MemoryStore,
    tab: str,
    tab_store: MemoryStore,
    new_id: Callable[[], str],
    others: frozenset[str] | None = frozenset(),
) -> Controller:
    """A controller for one browser tab over ``store`` (``tab_store``: its sessionStorage,
    which outlives a reload of that tab), not started."""
    return Controller(
        store, clock=Clock(), new_id=new_id, tab=Tab(tab, others), tab_store=tab_store
    )


def make_controller(store: MemoryStore | None = None) -> Controller:
    ids = itertools.count(1)
    controller = Controller(store or MemoryStore(), clock=Clock(), new_id=lambda: f"g{next(ids)}")
    controller.start()
    return controller


def stored_games(count: int, screen: str = "home") -> MemoryStore:
    """A store of ``count`` new games and their index (``g000`` the oldest, each a minute
    after the one before), ``screen`` open at the last visit (on the newest game, but the
    list of games)."""
    store = MemoryStore()
    games = SavedGames(store)
    rules = make_rules("belote", {"target": 100})
    for n in range(count):
        stamp = f"2026-12-01T{n // 60:02d}:{n % 60:02d}:00Z"
        games.write(SavedGame(f"g{n:03d}", Game(rules, teams=(f"A{n}", f"B{n}")), 1, stamp, stamp))
    session: dict[str, str] = {"screen": screen}
    if screen != "home":
        session["game"] = f"g{count - 1:03d}"
    store.set(SESSION_KEY, json.dumps(session))
    return store


def list_games(store: Store) -> tuple[list[SavedGame], list[str]]:
    """Every readable saved game, newest first, and the keys of games that cannot be read."""
    games, report = survey(store)
    return games, list(report.games)


def lenient_draft(data: object) -> DealDraft:
    """A stored draft as the form would take it: anything unreadable is an empty form."""
    try:
        return DealDraft.parse(data)
    except UnreadableDraftError:
        return DealDraft()


def speak(controller: Controller, language: str) -> None:
    """Let the page speak ``language`` (the state's language, as a tap on it would set)."""
    controller.state = replace(controller.state, language=language)
    set_language(language)


def run(controller: Controller, *actions: tuple[str, str] | str) -> None:
    for action in actions:
        name, arg = (action, "") if isinstance(action, str) else action
        controller.dispatch(Action(name, arg))


def start_game(controller: Controller, ruleset: str = "bulgarian", **options: str) -> None:
    run(controller, "new-game", ("setup-ruleset", ruleset))
    for name, value in options.items():
        run(controller, ("setup-option", f"{name}={value}"))
    run(controller, ("setup-team", "0=Ana"), ("setup-team", "1=Boris"), "start-game")


def enter_deal(
    controller: Controller, contract: str, declarer: int, points0: int, *extra: tuple[str, str]
) -> None:
    run(
        controller,
        "add-deal",
        ("deal-contract", contract),
        ("deal-declarer", str(declarer)),
        ("deal-points", f"0={points0}"),
        *extra,
        "save-deal",
    )


@pytest.fixture
def controller() -> Controller:
    return make_controller()
