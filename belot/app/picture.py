"""A picture described in Python and drawn by the browser (a PNG made on a canvas): boxes
and lines of text at given places, so that what it shows is computed and tested here and
the browser edge only paints it (belot.app.browser.effects, the ``ShareImage`` effect).

Nothing is measured here: a text is given the width it may take, and the browser narrows
a longer one to fit (the canvas's ``fillText`` with a maximum width).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Box:
    """A filled rectangle: its top left corner, its size, its colour (CSS)."""

    x: int
    y: int
    width: int
    height: int
    fill: str


@dataclass(frozen=True)
class Words:
    """A line of text whose baseline starts at (``x``, ``y``) (ends there with ``align``
    ``right``, is centred on it with ``center``), ``size`` pixels high, narrowed by the
    browser to ``width`` if longer."""

    x: int
    y: int
    text: str
    size: int
    width: int
    fill: str = "#000"
    bold: bool = False
    align: str = "left"


@dataclass(frozen=True)
class Picture:
    """A ``width`` by ``height`` picture on ``background``, its shapes drawn in order."""

    width: int
    height: int
    background: str
    shapes: tuple[Box | Words, ...]
