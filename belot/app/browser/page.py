"""One :class:`~belot.app.shell.Shell` wired to the ``#app`` element: it hands the shell an
action, has the browser do what the action asked of it (its effects), and paints the HTML
the shell returns by patching the live DOM in place (belot.app.browser.dom).

What follows a paint (the page's own words, and what :mod:`belot.app.browser.boot` adds:
the instant paint's picture, the screen lock) runs after each one, each guarded so that
one failing leaves the others and the page working.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyscript import document

from belot.app.actions import Action, Message
from belot.app.browser.calls import report
from belot.app.browser.dom import morph_children
from belot.app.browser.timing import Timing
from belot.app.markup import Markup
from belot.app.messages import current_language, t
from belot.app.shell import Shell

# What runs after each paint, with the page and the HTML painted.
AfterPaint = Callable[["Page", Markup], None]
# Performs the effects the last action queued (belot.app.browser.effects); whether it did any.
Perform = Callable[["Page"], bool]


def _nothing_to_perform(_page: Page) -> bool:
    return False


class Page:
    """Wires one shell to the ``#app`` element ``root``."""

    def __init__(
        self,
        root: Any,
        shell: Shell,
        perform: Perform = _nothing_to_perform,
        after_paint: tuple[AfterPaint, ...] = (),
        timing: Timing | None = None,
    ) -> None:
        self.root = root
        self.shell = shell
        self.controller = shell.controller
        self.perform = perform
        self.after_paint = (_word_page, *after_paint)
        self.template = document.createElement("template")
        # The rendering static/instant-paint.js drew from (read before the first paint): a
        # first paint that is the same needs no work on the page at all.
        self.pictured: str | None = None
        self.language = ""  # the language the page's own strings are in (_word_page)
        self.timing = timing or Timing(on=False)  # a tap's steps marked (?timing), or not

    def paint(self, html: Markup) -> None:
        """Show ``html``; then what follows a paint, each step guarded."""
        try:
            if html != self.pictured:
                self.template.innerHTML = html
                morph_children(self.root, self.template.content)
            self.pictured = None  # once: from now on the page may differ from any HTML
        except Exception as error:  # patching failed half-way: draw it whole instead
            report(f"belot: paint failed: {error!r}")
            self.root.innerHTML = html
        self.timing.mark("morphed")
        for after in self.after_paint:
            try:
                after(self, html)
            except Exception as error:
                report(f"belot: {after.__name__} failed: {error!r}")
        self.timing.mark("painted")

    def refresh(self) -> None:
        """Paint the state as it is now (the edge changed it: the screen lock)."""
        self.paint(self.shell.repaint())

    def send(self, action: Action) -> None:
        """Carry out ``action`` as a tap would: the shell, the effects, then a paint."""
        self.timing.start()
        html = self.shell.act(action)
        if self.perform(self):  # what the browser answered may have changed the state
            html = self.shell.repaint()
        self.timing.mark("acted")
        self.paint(html)

    def answer(self, message: Message) -> None:
        """What the browser answered, sent as the page sends ``message`` (then painted)."""
        self.send(as_action(message))

    def tell(self, message: Message) -> None:
        """``message`` to the shell without a paint: an effect answering at once, inside
        the tap that asked (the page is painted after the effects)."""
        self.shell.act(as_action(message))


def as_action(message: Message) -> Action:
    """``message`` as the DOM would carry it (the shell reads it back the same way)."""
    return Action(message.name, message.arg())


def _word_page(page: Page, html: Markup) -> None:
    """The page's language and the few strings index.html carries for before Python starts."""
    if page.language == current_language():
        return
    page.language = current_language()
    document.documentElement.lang = current_language()
    for selector, key in (
        ("#update-toast span", "update.ready"),
        ("#update-reload", "update.reload"),
    ):
        element = document.querySelector(selector)
        if element:
            element.textContent = t(key)
    document.title = t("app.title")
