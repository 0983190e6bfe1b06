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

from js import document

from belot.app.actions import Action, Message
from belot.app.browser.calls import report
from belot.app.browser.dom import MismatchError, apply, attr, morph_children, show_control
from belot.app.browser.timing import Timing
from belot.app.markup import Element, Markup
from belot.app.messages import current_language, t
from belot.app.morph import changes, drawn, find_control, kept_behind, normalized
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
        check: bool = False,
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
        # What the page shows, as drawn (None: not known; the next paint walks the DOM).
        self.painted: Element | None = None
        # Each patch checked against a paint of the whole (?check-paint: for the tests).
        self.check = check

    def paint(self, html: Markup, touched: Any = None) -> None:
        """Show ``html``; then what follows a paint, each step guarded. ``touched``: the
        form control the player has just used, if any: it shows what ``html`` says, even
        where ``html`` is what was painted before (what was typed refused, say)."""
        try:
            self.painted = self._patch(html, touched)
        except Exception as error:  # patching failed half-way: draw it whole instead
            report(f"belot: paint failed: {error!r}")
            self.root.innerHTML = html
            self.painted = drawn(html)
        self.pictured = None  # once: from now on the page may differ from any HTML
        self.timing.mark("morphed")
        for after in self.after_paint:
            try:
                after(self, html)
            except Exception as error:
                report(f"belot: {after.__name__} failed: {error!r}")
        self.timing.mark("painted")

    def _patch(self, html: Markup, touched: Any) -> Element | None:
        """The live DOM made equal to ``html``: from what changed since the last paint if
        it is known (a screen drawn over the last one keeping it behind it:
        belot.app.morph.kept_behind), else by walking the live nodes
        (belot.app.browser.dom). What the page now shows, as drawn (None: not known)."""
        if html == self.pictured:
            return drawn(html)  # what static/instant-paint.js shows already, node for node
        tree = drawn(html)
        if self.painted is not None and tree is not None:
            tree = kept_behind(self.painted, tree)
            try:
                change = changes(self.painted, tree)
                if change is not None:
                    apply(self.root, change, self.template)
                if touched is not None:
                    self._show_touched(tree, touched)
                if self.check:
                    self._check(tree)
                return tree
            except MismatchError as error:  # not what was painted: walk it all
                report(f"belot: the page was not as painted: {error}")
        self.template.innerHTML = html
        morph_children(self.root, self.template.content)
        return drawn(html)

    def _show_touched(self, html: Element, touched: Any) -> None:
        field, name, ident = (attr(touched, a) for a in ("data-field", "data-name", "id"))
        control = find_control(html, field, name, ident) if field else None
        if control is not None and self.root.contains(touched):
            show_control(touched, control)

    def _check(self, html: Markup) -> None:
        """Report (as an error in the console) a patched page that differs from ``html``
        painted whole: ``?check-paint``, for the tests."""
        live = normalized(str(self.root.innerHTML))
        self.template.innerHTML = html
        whole = normalized(str(self.template.innerHTML))
        if live != whole:
            at = next(
                (i for i, (a, b) in enumerate(zip(live, whole, strict=False)) if a != b), len(live)
            )
            report(
                "belot: the patched page differs from its drawing: "
                f"{live[max(0, at - 80) : at + 80]!r} against {whole[max(0, at - 80) : at + 80]!r}"
            )

    def refresh(self) -> None:
        """Paint the state as it is now (the edge changed it: the screen lock)."""
        self.paint(self.shell.repaint())

    def send(self, action: Action, touched: Any = None) -> None:
        """Carry out ``action`` as a tap would: the shell, the effects, then a paint
        (``touched``: the form control that sent it, if any: see :meth:`paint`)."""
        self.timing.start()
        html = self.shell.act(action)
        if self.perform(self):  # what the browser answered may have changed the state
            html = self.shell.repaint()
        self.timing.mark("acted")
        self.paint(html, touched)

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
