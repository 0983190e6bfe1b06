"""What the player does on the page, turned into actions for it (belot.app.actions: the
DOM carries an action as ``data-action``/``data-arg`` on a control, ``data-field`` and
``data-name`` on a form control), and what other tabs and the address bar do to it. Every
handler is guarded: an error is reported and the page goes on."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from js import window

from belot.app.actions import Action
from belot.app.browser.address import take_link
from belot.app.browser.calls import proxy, report
from belot.app.browser.dom import attr
from belot.app.browser.page import Page, as_action

TEXT_TYPES = frozenset({"text", "search", "number", ""})


def every_screen() -> None:
    """Every screen's actions and view imported, and the wiring checked
    (:mod:`belot.app.wiring`); nothing more once it is. A first start shows the list of
    games before the other screens are imported (:mod:`belot.app.browser.boot`), so what
    may act on any screen asks for this first. Marked ``belot:every-screen`` in the page's
    performance timeline when it imports them (for the tests: when, against the first
    paint)."""
    if every_screen_imported():
        return
    import belot.app.wiring  # noqa: F401

    window.performance.mark("belot:every-screen")


def every_screen_imported() -> bool:
    """Whether :func:`every_screen` has nothing to do (a start from the memory snapshot,
    which holds every screen, or once it has run)."""
    return "belot.app.wiring" in sys.modules


def listen(page: Page) -> None:
    """Follow the page's events from now on: each with every screen imported first (an
    event can come before the start has imported the screens the first paint did not need)."""

    def follow(handler: Callable[[Page, Any], None]) -> Any:
        def followed(event: Any) -> None:
            try:
                every_screen()
            except Exception as error:
                report(f"belot: the screens could not be imported: {error!r}")
                return
            handler(page, event)

        return proxy(followed)

    for target, kind, handler in (
        (page.root, "click", on_click),
        (page.root, "input", on_input),
        (page.root, "change", on_input),
        (page.root, "focusin", on_focus),
        (window, "storage", on_storage),
        (window, "hashchange", on_hash),
    ):
        target.addEventListener(kind, follow(handler))


def on_click(page: Page, event: Any) -> None:
    try:
        # Every tap counts (one on a text field too): the double-tap check compares the
        # screen a tap lands on with the one the tap before it landed on.
        where = (int(event.clientX or 0), int(event.clientY or 0))
        target = event.target.closest("[data-action]")
        action = attr(target, "data-action") if target else ""
        if not page.shell.accepts_tap(int(event.detail or 0), *where, action):
            event.preventDefault()  # a double tap's second, on a new screen or on Undo
            return
        if target and str(target.tagName) == "A":
            event.preventDefault()  # a link that is also a control: the tap is the action
        if target and not target.hasAttribute("disabled"):
            page.send(Action(action, attr(target, "data-arg")))
    except Exception as error:
        report(f"belot: a tap failed: {error!r}")


def on_input(page: Page, event: Any) -> None:
    try:
        target = event.target
        field = attr(target, "data-field")
        is_text = str(target.tagName) == "INPUT" and str(target.type) in TEXT_TYPES
        if field and is_text == (event.type == "input"):
            page.send(Action(field, field_value(target)), touched=target)
    except Exception as error:
        report(f"belot: an input failed: {error!r}")


def field_value(target: Any) -> str:
    """A form control's value as its action carries it (``data-name=value`` if named)."""
    value = str(target.checked).lower() if str(target.type) == "checkbox" else str(target.value)
    name = attr(target, "data-name")
    return f"{name}={value}" if name else value


def on_focus(page: Page, event: Any) -> None:
    """A tap on a filled value selects it, so that typing replaces it (``data-select``)."""
    try:
        target = event.target
        if str(target.tagName) == "INPUT" and target.hasAttribute("data-select"):
            target.setSelectionRange(0, len(str(target.value)))
    except Exception as error:
        report(f"belot: a focus failed: {error!r}")


def on_hash(page: Page, _event: Any) -> None:
    """A link opened in this tab while the app runs (only the fragment changed)."""
    try:
        link = take_link()
        if link is not None:
            page.send(as_action(link))
    except Exception as error:
        report(f"belot: opening a link failed: {error!r}")


def on_storage(page: Page, event: Any) -> None:
    """Another tab of the app changed the store: follow it, if this tab shows what changed."""
    try:
        key = event.key
        if event.storageArea == window.localStorage:
            html = page.shell.follow(key if isinstance(key, str) else None)
            if html is not None:  # else nothing this tab shows changed
                page.paint(html)
    except Exception as error:
        report(f"belot: following another tab failed: {error!r}")
