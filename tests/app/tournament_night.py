"""A club night driven through the page's Python, as the organiser's and the tables'
phones would: helpers for the tests of the tournament screens (each phone a controller
over its own store, the organiser's with the page's address, so that its links are whole).
"""

from __future__ import annotations

import itertools
import re
from html import unescape

from belot.app.controller import Controller, Tab
from belot.app.render import render
from belot.app.screens.table import ResultCode
from belot.app.screens.table.actions import link_message
from belot.app.screens.tournament import Organising
from belot.app.storage import MemoryStore
from belot.tournament import Tournament
from tests.app.conftest import Clock, run

PAGE = "https://club.example.org/belot/"


def phone(
    store: MemoryStore | None = None, tab_store: MemoryStore | None = None, prefix: str = "id"
) -> Controller:
    """A phone's page, started: its own store unless given (a reload keeps both stores)."""
    ids = itertools.count(1)
    controller = Controller(
        store if store is not None else MemoryStore(),
        clock=Clock(),
        new_id=lambda: f"{prefix}{next(ids)}",
        tab=Tab("tab-1", frozenset()),
        tab_store=tab_store if tab_store is not None else MemoryStore(),
        page_url=PAGE,
    )
    controller.start()
    return controller


def reload(controller: Controller, prefix: str = "re") -> Controller:
    """The same tab loaded again: the same stores, a new page."""
    store = controller.store.inner
    tab_store = controller.tab_store.inner
    assert isinstance(store, MemoryStore)
    assert isinstance(tab_store, MemoryStore)
    return phone(store, tab_store, prefix)


def data(controller: Controller) -> dict[str, str]:
    """What the phone's localStorage holds (a MemoryStore's dict: change it to act out
    another version's value)."""
    store = controller.store.inner
    assert isinstance(store, MemoryStore)
    return store.data


def page_text(controller: Controller) -> str:
    text = re.sub(r"<[^>]+>", " ", str(render(controller.state)))
    return unescape(re.sub(r"\s+", " ", text))


def html(controller: Controller) -> str:
    return str(render(controller.state))


def create(
    controller: Controller,
    teams: int = 8,
    name: str = "Club night",
    rounds: int = 3,
    options: dict[str, str] | None = None,
    best_of: int = 1,
    players: bool = False,
    kind: str = "swiss",
    pools: int = 1,
    knockout: int = 0,
) -> Tournament:
    """New tournament through the form: its name, house rules, format, teams; Create."""
    run(controller, "tournaments-open", "tournament-new", ("tour-name", name))
    for option, value in (options or {}).items():
        run(controller, ("tour-option", f"{option}={value}"))
    run(controller, ("tour-best-of", str(best_of)), ("tour-kind", kind))
    if kind == "swiss":
        run(controller, ("tour-number", f"rounds={rounds}"))
    else:
        run(controller, ("tour-number", f"pools={pools}"), ("tour-number", f"knockout={knockout}"))
    for row in range(teams):
        if row >= 4:
            run(controller, "tour-add-team")
        run(controller, ("tour-team", f"{row}:name=Team {row + 1}"))
        if players:
            run(controller, ("tour-team", f"{row}:player-1=P{row + 1}a"))
            run(controller, ("tour-team", f"{row}:player-2=P{row + 1}b"))
    run(controller, "tournament-create")
    return tournament_of(controller)


def tournament_of(controller: Controller) -> Tournament:
    part = controller.state.part(Organising)
    assert part is not None
    assert part.tournament is not None
    return part.tournament


def table_links(controller: Controller) -> dict[int, str]:
    """Each table's assignment link, as the round screen's ``round-table-<n>`` has it."""
    found = re.findall(r'<a href="([^"]+)"[^>]*data-testid="round-table-(\d+)"', html(controller))
    return {int(n): unescape(href) for href, n in found}


def fragment(link: str) -> str:
    return link.partition("#")[2]


def open_link(controller: Controller, link: str) -> None:
    """A link opened in the page (the browser edge sends what its fragment asks for)."""
    message = link_message("#" + fragment(link))
    assert message is not None
    controller.dispatch(message)


def start_table(link: str, prefix: str = "tp") -> Controller:
    """A table's phone that never had the app opens its assignment link and starts."""
    table = phone(prefix=prefix)
    open_link(table, link)
    run(table, "table-start")
    return table


def play_deal(controller: Controller, declarer: int = 0, points: int = 100) -> None:
    """A deal of hearts, taken by ``declarer`` with ``points`` trick points."""
    run(
        controller,
        "add-deal",
        ("deal-contract", "hearts"),
        ("deal-declarer", str(declarer)),
        ("deal-points", f"{declarer}={points}"),
        "save-deal",
    )


def result_link(table: Controller) -> str:
    """*Send the result* on the table's phone: the link the sheet's button is, and its
    screen shows once tapped."""
    on_sheet = re.search(r'<a href="([^"]+)"[^>]* data-testid="send-result"', html(table))
    assert on_sheet is not None
    run(table, "send-result-open")
    code = table.state.part(ResultCode)
    assert code is not None
    found = re.search(r'<a href="([^"]+)" data-testid="send-result"', html(table))
    assert found is not None
    assert unescape(found[1]) == code.link == unescape(on_sheet[1])
    return code.link
