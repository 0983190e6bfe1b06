"""The page's cycle, guarded: whatever goes wrong, the page stays usable and nothing saved
is lost.

The browser edge hands every event to a :class:`Shell` and paints the HTML it returns. Each
step (start, an action, another tab's change, a repaint) runs the controller and renders
the views; if anything raises, including errors nobody foresaw:

* after an action: every value the action wrote is put back as it was
  (:meth:`GuardedStore.rollback <belot.app.storage.GuardedStore.rollback>`), the state
  and the language go back to the last ones that rendered, and a short notice in the
  player's language says so and offers the details to copy (``state.failure``);
* at start: the app starts with less of what was open (:class:`~belot.app.controller.StartWith`:
  the screen and its half-entered deal, then the open game, then the settings). The
  value that could not be reopened is moved to a backup key first (it is then listed with
  what could not be read, to export or discard), and the notice says what happened.
* if even the list of games cannot be drawn, :func:`fallback` shows a page that cannot
  fail: the details to copy, all games to export, and a way to try again.

No exception leaves a :class:`Shell` method; nothing here touches the browser.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TypeVar

from belot.app.actions import Action, Message, once_per_burst
from belot.app.common import CopyFailure, EffectDone, FallbackExport, GoHome
from belot.app.controller import LISTED, Controller, StartWith
from belot.app.effects import Copy, Download
from belot.app.markup import Markup, tag
from belot.app.messages import ENGLISH, current_language, set_language, t
from belot.app.render import render
from belot.app.state import AppState, Notice, Part
from belot.app.storage import SESSION_KEY, SETTINGS_KEY, adopt_drafts, set_aside, survey
from belot.app.transfer import export_filename, export_text

DETAILS_CHARS = 6000  # what the details to copy keep of a traceback (its end)
SAME_PLACE = 24  # CSS pixels: two taps this close are one spot tapped twice
Renderer = Callable[[AppState], Markup]
T = TypeVar("T")
Reporter = Callable[[str], None]


def describe_failure(what: str, error: BaseException, state: AppState) -> str:
    """The details of a failure for the player to copy and send: what was being done, on
    which screen, and Python's traceback (no saved data beyond what the action carried)."""
    lines = [
        "Belot score: something went wrong",
        f"while: {what[:200]}",
        f"screen: {state.screen.id}, language: {current_language()}",
        "",
        *traceback.format_exception(type(error), error, error.__traceback__),
    ]
    text = "\n".join(line.rstrip("\n") for line in lines)
    return text if len(text) <= DETAILS_CHARS else "…" + text[-DETAILS_CHARS:]


class Shell:
    """Runs the controller and the views for the browser edge; see the module's docstring."""

    def __init__(
        self,
        controller: Controller,
        renderer: Renderer = render,
        report: Reporter = lambda details: None,
    ) -> None:
        self.controller = controller
        self.render = renderer
        self.report = report  # where the details also go (the browser's console)
        self.fallen = False  # showing the fallback page
        self._tapped_on: tuple[object, ...] = ()  # the screen the last tap landed on
        self._tapped_at = (-1000, -1000)  # where it landed (CSS pixels)
        self._tapped_action = ""  # the action of the control it landed on

    def screen_key(self) -> tuple[object, ...]:
        """What a tap lands on: the screen, and any question or panel open on it."""
        state = self.state
        return (
            state.screen,
            state.current.id if state.current else None,
            state.detail,
            state.confirm,
            state.draft is None,
            tuple(type(part) for part in state.parts if part.lives_on is state.screen),
        )

    def accepts_tap(self, count: int, x: int = -1000, y: int = -1000, action: str = "") -> bool:
        """Whether a tap at (``x``, ``y``), on a control that sends ``action`` ("" if none),
        should act. The second and later taps of a quick burst (``count``, the browser's
        click count, 2 or more, at the same place as the burst's first tap give or take
        :data:`SAME_PLACE` pixels) do not:

        * when the first one changed what is on screen: otherwise such a tap lands on
          whatever the new screen has in the same place (after *Save deal*, the sheet's
          *Games* button; after *Delete*, its *Yes*);
        * when the burst is on a control that acts once per burst, or began on one
          (:attr:`Message.once_per_burst <belot.app.actions.Message.once_per_burst>`): a
          double tap on *Undo* takes back one change, not two, and a tap that lands on
          what took *Redo*'s place when it went is not a tap of its own either.

        Every other tap acts: the keypad's digits and the + of a counter take each tap,
        and two quick taps on two places (a browser may count them as a double tap) both
        act."""
        screen = self.screen_key()
        same_place = max(abs(x - self._tapped_at[0]), abs(y - self._tapped_at[1])) <= SAME_PLACE
        once = once_per_burst(action) or once_per_burst(self._tapped_action)
        if count >= 2 and same_place and (screen != self._tapped_on or once):
            return False
        self._tapped_on, self._tapped_at, self._tapped_action = screen, (x, y), action
        return True

    @property
    def state(self) -> AppState:
        return self.controller.state

    # --- the steps ---------------------------------------------------------------------

    def start(
        self, languages: tuple[str, ...] = (), known: tuple[Part, ...] = (), listed: int = LISTED
    ) -> Markup:
        """Start from what is saved, with less of it each time that fails; then set aside
        the one value the last failed start had and the first good one left out.

        ``known``: parts of the state the browser has told already (what it says of its
        storage, whether it can keep the screen on), there from each attempt's start, so
        that its drawing shows them and can be the page's first paint. ``listed``: the
        games the list shows at first (:meth:`Controller.start
        <belot.app.controller.Controller.start>`; :meth:`list_the_rest` lists the others)."""
        self._adopt()
        failed: list[StartWith] = []
        first, language = "", ""
        for start_with in sorted(StartWith, reverse=True):
            self.controller.state = AppState(parts=known)
            html = self._attempt(partial(self.controller.start, languages, start_with, listed))
            language = language or current_language()  # the player's, from the first try
            if isinstance(html, str):
                if not failed:
                    return html
                self._set_aside_for(failed[-1])
                self.controller.refresh_games()  # the list says what was kept aside
                self.controller.state = replace(
                    self.controller.state, notice=Notice("app.start_failed"), failure=first
                )
                return self.repaint()
            failed.append(start_with)
            first = first or describe_failure(f"start ({start_with.name})", html, self.state)
            self.report(first)
        set_language(language)
        return self._fall(first)

    def act(self, action: Action) -> Markup:
        """Apply a tap or an input; on any error, undo it whole and say so."""
        if self.fallen and action.name in FALLBACK_ACTIONS:
            return FALLBACK_ACTIONS[action.name](self)
        good, language = self.state, current_language()
        html = self._attempt(lambda: self.controller.dispatch(action))
        if isinstance(html, str):
            self.fallen = False
            return html
        if action.name == "add-deal":  # the one action that opens a stored form: it may be
            self._set_aside_draft()  # what failed; the next Add deal starts a fresh one
        return self._undo(good, language, f"{action.name} {action.arg[:80]!r}", html)

    def follow(self, key: str | None) -> Markup | None:
        """Another tab changed ``key`` in the store (None: cleared it all): the page to paint,
        None when nothing on it changed (another tab's half-entered deal, say)."""
        return self._background(lambda: self.controller.external_change(key), f"storage {key!r}")

    def audit(self, count: int) -> Markup | None:
        """Check ``count`` more games against the list's index (belot.app.index): the page
        to paint if the list changed, else None."""
        return self._background(lambda: self.controller.audit(count), "audit")

    def list_the_rest(self) -> Markup | None:
        """The list's other games, where the start listed only those that fill the screen:
        the page to paint if there were any (:meth:`Controller.list_the_rest
        <belot.app.controller.Controller.list_the_rest>`), else None."""
        return self._background(self.controller.list_the_rest, "listing the rest")

    def _background(self, work: Callable[[], object], what: str) -> Markup | None:
        """Work the player did not ask for: rendered only if it changed the state."""
        good, language = self.state, current_language()

        def then_render() -> Markup | None:
            work()
            return None if self.state is good else self.render(self.state)

        html = self._journaled(then_render)
        if not isinstance(html, Exception):
            return html
        return self._undo(good, language, what, html)

    def repaint(self) -> Markup:
        """The page for the state as it is (after the browser edge changed it, say)."""
        if self.fallen:
            return fallback(self.state.failure)
        try:
            return self.render(self.state)
        except Exception as error:
            details = describe_failure("repaint", error, self.state)
            self.report(details)
            return self._recover(details)

    # --- how -----------------------------------------------------------------------------

    def _attempt(self, work: Callable[[], object]) -> Markup | Exception:
        """``work`` then the page for the state it leaves, the writes kept; or the error,
        with every value written since put back."""

        def then_render() -> Markup:
            work()
            return self.render(self.state)

        return self._journaled(then_render)

    def _journaled(self, work: Callable[[], T]) -> T | Exception:
        """What ``work`` returns, the writes it made kept; or the error it raised, with every
        value written since put back."""
        stores = (self.controller.store, self.controller.tab_store)
        for store in stores:
            store.begin()
        try:
            result = work()
        except Exception as error:
            for store in stores:
                store.rollback()
            return error
        for store in stores:
            store.commit()
        return result

    def _undo(self, good: AppState, language: str, what: str, error: Exception) -> Markup:
        """After a failed step: back to the last state that rendered, and say so."""
        set_language(language)
        details = describe_failure(what, error, good)
        self.report(details)
        self.controller.state = replace(
            good, effects=(), notice=Notice("app.failed"), failure=details
        )
        try:
            return self.render(self.state)
        except Exception:
            return self._recover(details)

    def _recover(self, details: str) -> Markup:
        """The last good state does not render either: start again from what is saved."""
        for start_with in (StartWith.SHEET, StartWith.LIST, StartWith.BARE):
            self.controller.state = AppState()
            html = self._attempt(partial(self.controller.start, (), start_with))
            if isinstance(html, str):
                self.controller.state = replace(
                    self.controller.state, notice=Notice("app.failed"), failure=details
                )
                try:
                    return self.render(self.state)
                except Exception:
                    return html
        return self._fall(details)

    def _adopt(self) -> None:
        """Take over the forms of closed tabs once, before the attempts to start (which
        roll back what they write), so that a form that fails is set aside where it is."""
        try:
            tab = self.controller.tab
            adopt_drafts(self.controller.store, tab.id, tab.others)
        except Exception as error:
            self.report(describe_failure("adopt drafts", error, self.state))

    def _set_aside_draft(self) -> None:
        current = self.state.current
        session = self.controller.stored_session()
        game = current.id if current is not None else session.get("game") if session else None
        if isinstance(game, str):
            set_aside(self.controller.store, self.controller.draft_key(game))

    def _set_aside_for(self, failed: StartWith) -> None:
        """After a start that left out what ``failed`` reopens: move that value aside (the
        half-entered deal, the open screen, the settings), so the next start is the good one
        at once, and the value is kept to export or discard."""
        try:
            store, controller = self.controller.store, self.controller
            if failed is StartWith.SCREEN:
                self._set_aside_draft()
            elif failed is StartWith.SHEET:
                controller.tab_store.discard(SESSION_KEY)  # this tab's copy of the screen
                set_aside(store, SESSION_KEY)
            elif failed is StartWith.LIST:
                set_aside(store, SETTINGS_KEY)
        except Exception as error:  # setting aside is a courtesy: the start goes on anyway
            self.report(describe_failure("set aside", error, self.state))

    def _fall(self, details: str) -> Markup:
        self.fallen = True
        self.controller.state = replace(AppState(), failure=details)
        return fallback(details)


# --- the page that cannot fail -------------------------------------------------------------


def _word(key: str) -> str:
    try:
        return t(key)
    except Exception:
        return ENGLISH.get(key, key)


def fallback(details: str) -> Markup:
    """A page built from a few catalog words and nothing else, for when the views fail."""
    return tag(
        "section",
        {"class": "fallback", "data-testid": "fallback"},
        tag("h1", {}, _word("app.title")),
        tag("p", {"role": "alert", "data-testid": "failure"}, _word("app.fallback")),
        tag(
            "div",
            {"class": "actions"},
            _button("fallback.export", FallbackExport, "primary"),
            _button("app.copy_details", CopyFailure, "") if details else None,
            _button("app.try_again", GoHome, ""),
        ),
    )


def _button(key: str, action: type[Message], kind: str) -> Markup:
    attrs = {
        "type": "button",
        "data-action": action.name,
        "data-testid": action.name,
        "class": kind,
    }
    return tag("button", {k: v for k, v in attrs.items() if v}, _word(key))


def _export_everything(shell: Shell) -> Markup:
    """The fallback's export: every game that can be read, straight from the store."""
    try:
        games, _ = survey(shell.controller.store)
        now = shell.controller.clock()
        effect = Download(export_filename(games, now), export_text(games, now))
        shell.controller.state = replace(shell.controller.state, effects=(effect,))
    except Exception as error:
        shell.report(describe_failure("fallback export", error, shell.state))
    return fallback(shell.state.failure)


def _copy_details(shell: Shell) -> Markup:
    if shell.state.failure:
        shell.controller.state = replace(
            shell.controller.state, effects=(Copy(shell.state.failure),)
        )
    return fallback(shell.state.failure)


FALLBACK_ACTIONS: dict[str, Callable[[Shell], Markup]] = {
    FallbackExport.name: _export_everything,
    CopyFailure.name: _copy_details,
    EffectDone.name: lambda shell: fallback(shell.state.failure),
}
