"""The page's start (static/belot_boot.py runs :func:`main` once Pyodide is up): the store,
this tab, the controller and its shell, the first paint (or none, when it is the instant
paint's picture), then the events; then :func:`the_other_screens`.

Every screen's actions and view are imported, and the wiring checked
(belot.app.wiring), at every start. A start with nothing to reopen (no screen stored, no
link, no tap on the instant paint's picture: a first visit) paints the list of games with
the core and its own folder only, and imports the other screens right after the page is
ready: the page is usable about 30 ms sooner on a first visit, 125 with the CPU 4x slower
(bench/README.md). Any other start imports them all before its first paint, as a screen
reopened is reopened by its folder. Every event imports them first if they are not yet
(belot.app.browser.events).

The list of games is drawn at first as far as the screen shows it, the rest of it once the
first frame is on screen (:func:`list_the_rest`).

Every callback the browser calls is guarded: an error in one is reported to the console
and the page goes on.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import js
from js import document, window
from pyodide.ffi import create_once_callable

import belot.app.common  # the actions no one screen owns, and their handlers
import belot.app.screens.home.actions  # the list of games: a first start's first paint
import belot.app.screens.home.view  # noqa: F401
from belot.app.browser import events, instant, wake_lock
from belot.app.browser.address import page_url, query_flags, take_link
from belot.app.browser.calls import report, spawn
from belot.app.browser.effects import perform_effects
from belot.app.browser.page import Page, as_action
from belot.app.browser.stores import storage_facts, tell_storage, web_storage
from belot.app.browser.tabs import new_id, this_tab
from belot.app.browser.timing import Timing
from belot.app.controller import Controller, listed_for, read_ahead
from belot.app.hosting import shared_origin_warning
from belot.app.render import render
from belot.app.safekeeping import StorageFacts
from belot.app.screen import HOME
from belot.app.screens.keep import Facts
from belot.app.screens.keep.actions import set_facts
from belot.app.shell import Shell
from belot.app.state import Notice, Part
from belot.app.storage import MemoryStore
from belot.patterns import compile_all

AUDIT_DELAY = 3  # seconds after the start: the first taps go first
AUDIT_BATCH = 20  # games checked at a time (a few milliseconds)


def now() -> str:
    """The browser's clock, as the stamps are written (UTC, ISO 8601)."""
    return str(js.Date.new().toISOString())


async def main() -> None:
    if warning := shared_origin_warning(str(window.location.href)):
        js.console.warn(warning)  # once a visit: what an origin shared with others risks
    local = web_storage("localStorage")
    tab_store = web_storage("sessionStorage")
    # Asked at once, while the tab finds its id: the first paint says where the games stand.
    facts = asyncio.ensure_future(storage_facts())
    # Asked by the page as it started (static/this-tab.js), answered by now as a rule; if
    # not, the game is read while the browser answers.
    asking = this_tab(tab_store)
    try:
        if local is not None:
            read_ahead(local, tab_store)
    except Exception as error:  # the start reads it again, and says what it finds
        report(f"belot: reading the game ahead failed: {error!r}")
    root = document.getElementById("app")
    picture = instant.pictured(root)  # what the instant paint shows, read meanwhile too
    tab = await asking
    controller = Controller(
        local if local is not None else MemoryStore(),
        clock=now,
        new_id=new_id,
        tab=tab,
        tab_store=tab_store,
        utc_offset=-int(js.Date.new().getTimezoneOffset()),  # JS counts minutes behind UTC
        page_url=page_url(),
    )
    asked = query_flags()
    timing = Timing("timing" in asked)  # ?timing: each tap's steps marked
    shell = Shell(controller, renderer=timing.timed(render), report=report)
    if not events.every_screen_imported() and controller.stored_session() is not None:
        events.every_screen()  # a screen to reopen: its folder says how
    # What the browser says of its storage, drawn by the list of games (not by a screen the
    # instant paint shows): the start that draws it waits for it, to draw once.
    waited = not controller.reopens_instantly()
    known = await told_by_start(facts, wait=waited)
    # Told the lock's part too: the start's drawing is then the first paint (nothing the
    # browser says changes the state before it).
    languages = tuple(str(lang) for lang in window.navigator.languages)
    # The list drawn as far as the screen shows it: the others a frame later (list_the_rest).
    listed = listed_for(int(window.innerHeight))
    started = shell.start(languages, (*known, wake_lock.known_at_start(controller)), listed)
    started_state = controller.state
    if local is None:  # the browser refuses storage: the page works, but keeps nothing
        controller.state = replace(controller.state, notice=Notice("app.no_storage"))
    page = Page(
        root,
        shell,
        perform=perform_effects,
        after_paint=(instant.keep_snapshot, wake_lock.sync_wake_lock),
        timing=timing,
        check="check-paint" in asked,  # ?check-paint: each patch checked (for the tests)
    )
    link = take_link()  # a link the page was opened with: what it shows is the first paint
    if not known:  # drawn without the storage facts
        # A screen the instant paint shows draws none of them (tested): it is painted
        # without waiting for them. Another (the game gone, a link) waits for them, if the
        # start did not wait already.
        shows_facts = link is not None or not controller.state.screen.reopens
        await set_when_told(page, facts, wait=shows_facts and not waited)
    tap = instant.queued_tap(root)  # before anything paints over the snapshot
    page.pictured = picture if tap is None else None
    wake_lock.install(page)
    instant.keep_when_leaving()
    if link is not None or tap is not None or controller.state.screen is not HOME:
        events.every_screen()
    if link is not None:
        shell.act(as_action(link))
    perform_effects(page)  # what the reopened screen asked for (the QR library for its codes)
    # The start drew the page already (its check that what is saved draws): drawn again
    # only if the state changed since.
    page.paint(started if controller.state is started_state else shell.repaint())
    events.listen(page)
    instant.show_interactive(page.root)
    instant.perform_queued_tap(page, tap)
    document.documentElement.setAttribute("data-ready", "")
    spawn(list_the_rest(page))
    spawn(audit_games(page))


FACTS_WAIT = 0.5  # seconds a start that shows the storage facts waits for them


def told(facts: asyncio.Future[StorageFacts]) -> StorageFacts | None:
    """What the browser said of its storage, if it has answered (None: not yet, or its
    question failed)."""
    if facts.done() and not facts.cancelled() and facts.exception() is None:
        return facts.result()
    return None


async def told_by_start(facts: asyncio.Future[StorageFacts], *, wait: bool) -> tuple[Part, ...]:
    """The storage facts as the start's state has them, so that its drawing shows them:
    awaited (up to ``FACTS_WAIT``) if ``wait``, else only if the browser has answered."""
    if wait:
        await asyncio.wait([facts], timeout=FACTS_WAIT)
    known = told(facts)
    return (Facts(known),) if known is not None else ()


async def set_when_told(page: Page, facts: asyncio.Future[StorageFacts], *, wait: bool) -> None:
    """The storage facts the start did not have: awaited (up to ``FACTS_WAIT``) if ``wait``,
    else, or if they are not there by then, set and painted when they come."""
    if wait:
        await asyncio.wait([facts], timeout=FACTS_WAIT)
        if (late := told(facts)) is not None:
            set_facts(page.controller, late)
            return
        # A browser slow to answer (said when it does, if ever), or a question that failed.
        report(f"belot: the storage facts came late: {facts!r}")
    spawn(tell_storage(page, None if facts.done() else facts))


async def the_other_screens() -> None:
    """Once the page is ready and has painted, every screen it has not imported yet, and
    the wiring checked (:func:`belot.app.browser.events.every_screen`); then every regular
    expression compiled (:func:`belot.patterns.compile_all`), so that no tap compiles one.
    An error here is a slip in the wiring: it is raised, for the start to say the app could
    not start."""
    await next_frame_painted()
    events.every_screen()
    compile_all()


FRAME_WAIT = 0.1  # seconds: a hidden tab draws no frame; the screens come in after this


async def next_frame_painted() -> None:
    """Once the browser has drawn its next frame (the task after its callbacks), or after
    ``FRAME_WAIT`` in a tab that draws none."""
    drawn = asyncio.get_running_loop().create_future()

    def done(*_: Any) -> None:
        if not drawn.done():
            drawn.set_result(None)

    after_frame = create_once_callable(lambda _: js.setTimeout(create_once_callable(done), 0))
    js.requestAnimationFrame(after_frame)
    await asyncio.wait([drawn], timeout=FRAME_WAIT)


async def list_the_rest(page: Page) -> None:
    """Once the first frame is on screen, the games of the list below it (the start listed
    those that fill the screen: belot.app.controller.listed_for)."""
    await next_frame_painted()
    html = page.shell.list_the_rest()
    if html is not None:
        page.paint(html)


async def audit_games(page: Page) -> None:
    """Once the page has started, check the list's index against every stored game, a few
    at a time (belot.app.index): a game an older version changed is shown as it is."""
    await asyncio.sleep(AUDIT_DELAY)
    while True:
        html = page.shell.audit(AUDIT_BATCH)
        if html is not None:
            page.paint(html)
        if not page.controller.games.auditing:
            return
        await asyncio.sleep(0.05)
