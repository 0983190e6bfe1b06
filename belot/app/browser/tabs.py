"""This tab among the app's other open tabs: each tab holds a Web Lock named after its id
for as long as it is open, which the browser lets go when the tab is closed or crashes;
so the held locks are the open tabs (belot.app.controller.Tab).

The page asks for this tab's lock as it starts (static/this-tab.js, before Python is up)
and :func:`this_tab` takes the browser's answers from there; it asks itself only where the
page could not, or was refused (a reload whose old page had not let go of the lock yet)."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Coroutine
from typing import Any

import js
from pyodide.ffi import create_proxy

from belot.app.browser.calls import js_object, keep, report
from belot.app.controller import Tab
from belot.app.storage import TAB_ID, Store

TAB_KEY = "belot:tab"  # in sessionStorage: this tab's id (see :func:`this_tab`)
TAB_LOCK = "belot:tab:"  # a Web Lock each tab holds while it is open
# Where static/this-tab.js leaves what it asked as the page started, and the answers.
ASKED_AHEAD = "belotTabAsked"


def new_id() -> str:
    """A new random id (a tab's, a game's)."""
    return str(js.crypto.randomUUID())


def this_tab(session: Store | None) -> Coroutine[Any, Any, Tab]:
    """This tab's id (kept in sessionStorage, so a reload keeps it) and the ids of the app's
    other open tabs. A tab opened as a copy of another (its sessionStorage copied too)
    finds its id's lock taken and takes a new id. Without the Web Locks API (or should it
    not answer) the other tabs are unknown (None).

    The page asked the browser as it started (static/this-tab.js): if it has answered and
    given the lock, what is returned answers without waiting. Else the browser is asked
    (or waited for) at once, as this is called, and what is returned answers once it has
    said; the caller may do meanwhile what needs no tab (belot.app.browser.boot reads the
    game it will reopen)."""
    if session is None:
        return _told(Tab())
    stored = session.get(TAB_KEY)
    kept = stored if stored and TAB_ID.fullmatch(stored) else None
    locks = getattr(js.navigator, "locks", None)
    if not locks:
        return _told(_kept(session, kept or new_id(), None))
    ahead = _asked_ahead(kept)
    if ahead is not None:
        return _answered_ahead(session, locks, ahead)
    return _asked_now(session, locks, kept or new_id())


def _asked_now(session: Store, locks: Any, tab: str) -> Coroutine[Any, Any, Tab]:
    """Ask the browser for ``tab``'s lock and which locks are held, both now."""
    # Asked beside this tab's own lock, not after it (a round trip to the browser less
    # before the first paint). The others come out the same whichever is answered first:
    # the locks held but this tab's. (A reload's old page, still holding this id, is this
    # tab; a copy of a tab finds the original holding the id, takes a new one, and the
    # original is among the others.)
    held = asyncio.ensure_future(asyncio.wait_for(_held(locks), 2))
    return _answered(session, locks, tab, held, _ask(locks, tab))


async def _told(tab: Tab) -> Tab:
    return tab


def _asked_ahead(kept: str | None) -> Any:
    """What the page asked as it started (static/this-tab.js), taken once; None if it asked
    nothing, or not for the id kept (read from the same sessionStorage: never, unless
    another script wrote there meanwhile)."""
    ahead = getattr(js.globalThis, ASKED_AHEAD, None)
    if ahead is None:
        return None
    js.Reflect.deleteProperty(js.globalThis, ASKED_AHEAD)
    tab = getattr(ahead, "id", None)
    if not isinstance(tab, str) or not TAB_ID.fullmatch(tab) or kept not in (None, tab):
        return None
    return ahead


async def _answered_ahead(session: Store, locks: Any, ahead: Any) -> Tab:
    """:func:`this_tab`'s answer from what the page asked as it started: at once if the
    browser has answered and given the lock (nothing is awaited: the start goes on in the
    same task); else once it answers. Refused (a reload's old page may not have let go of
    the lock yet, a copy of a tab finds the original holding it) or not answered within 2
    s, the lock is asked for again now, as without."""
    tab = str(ahead.id)
    if not isinstance(ahead.granted, bool):  # JavaScript's null (jsnull here): not yet
        with contextlib.suppress(Exception):  # a timeout: asked again below
            await asyncio.wait_for(_settled(ahead.answered), 2)
    if ahead.granted is True:  # the held locks' names were written first
        return _kept(session, tab, _others([str(name) for name in ahead.held], tab))
    return await _asked_now(session, locks, tab)


async def _settled(promise: Any) -> None:
    await promise


async def _held(locks: Any) -> list[str]:
    """The names of the locks held."""
    state = await locks.query()
    return [str(lock.name) for lock in state.held]


def _others(names: list[str], tab: str) -> frozenset[str]:
    """The other open tabs' ids: the tab locks held (``names``) but ``tab``'s."""
    return frozenset(n.removeprefix(TAB_LOCK) for n in names if n.startswith(TAB_LOCK)) - {tab}


async def _answered(
    session: Store,
    locks: Any,
    tab: str,
    held: asyncio.Future[list[str]],
    asked: asyncio.Future[bool],
) -> Tab:
    """:func:`this_tab`'s answer, once the browser has given this tab's lock (``asked``)
    and said which are held (``held``)."""
    others: frozenset[str] | None = None
    try:
        if not await _hold_soon(locks, tab, asked):
            tab = new_id()
            await asyncio.wait_for(_ask(locks, tab), 2)
        others = _others(await held, tab)
    except Exception as error:  # a timeout, or a browser that says no
        held.cancel()
        report(f"belot: cannot tell which tabs are open: {error!r}")
        others = None
    return _kept(session, tab, others)


def _kept(session: Store, tab: str, others: frozenset[str] | None) -> Tab:
    """This tab, its id kept for a reload."""
    try:
        session.set(TAB_KEY, tab)
    except Exception as error:
        report(f"belot: cannot keep this tab's id: {error!r}")
    return Tab(tab, others)


async def _hold_soon(locks: Any, tab: str, asked: asyncio.Future[bool]) -> bool:
    """Take this tab's lock (``asked`` for already), allowing the page this one replaces (a
    reload) a moment to let go of it; False if another open tab holds it."""
    for pause in (0, 0.1, 0.3):
        if pause:  # (none before the first try: a sleep of 0 is a task of its own)
            await asyncio.sleep(pause)
            asked = _ask(locks, tab)
        if await asyncio.wait_for(asked, 2):
            return True
    return False


def _ask(locks: Any, tab: str) -> asyncio.Future[bool]:
    """Ask now for this tab's lock, for good if it is free: whether it was, when answered."""
    answer: asyncio.Future[bool] = asyncio.get_event_loop().create_future()

    def granted(lock: Any) -> Any:
        if not answer.done():
            answer.set_result(bool(lock))  # null (falsy) when another tab holds it
        if not lock:
            return None
        # A promise that never settles: the lock is held until the tab goes away.
        return js.Promise.new(create_proxy(lambda resolve, reject: keep(resolve)))

    try:
        locks.request(TAB_LOCK + tab, js_object({"ifAvailable": True}), keep(create_proxy(granted)))
    except Exception as error:  # a browser that says no at once: said where it is awaited
        answer.set_exception(error)
    return answer
