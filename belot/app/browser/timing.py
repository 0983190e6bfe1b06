"""The steps of a tap as User Timing marks (``performance.mark``), for bench/boot.py and
for the Performance panel of the browser's developer tools: off unless the page's address
has ``timing`` in its query (``…/?timing``), so that a player's taps pay nothing for them.

A tap (belot.app.browser.page ``Page.send``) marks, in order: ``belot:send`` (Python has
the action), ``belot:render`` and ``belot:rendered`` around the drawing of the page's
HTML (belot.app.render, inside the shell's work), ``belot:acted`` (the shell's work and
the effects done), ``belot:morphed`` (the live DOM patched) and ``belot:painted`` (what
follows a paint done: the next visit's picture, the screen lock). The marks of the last
tap are cleared when the next one starts: the page's timeline does not grow with each tap.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import js

from belot.app.markup import Markup
from belot.app.state import AppState

STEPS = ("send", "render", "rendered", "acted", "morphed", "painted")
T = TypeVar("T")


class Timing:
    """Marks each step of a tap when ``on``; does nothing otherwise."""

    def __init__(self, on: bool) -> None:
        self.on = on

    def mark(self, step: str) -> None:
        if self.on:
            js.performance.mark(f"belot:{step}")

    def start(self) -> None:
        """A tap begins: the last one's marks go, this one's first is made."""
        if self.on:
            for step in STEPS:
                js.performance.clearMarks(f"belot:{step}")
            self.mark("send")

    def timed(self, render: Callable[[AppState], Markup]) -> Callable[[AppState], Markup]:
        """``render`` with its start and end marked."""
        if not self.on:
            return render

        def timed_render(state: AppState) -> Markup:
            self.mark("render")
            try:
                return render(state)
            finally:
                self.mark("rendered")

        return timed_render
