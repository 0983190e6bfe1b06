"""The screens and panels of the app, one folder each, found without a list.

A folder holds what one screen or panel is: its :class:`~belot.app.screen.Screen` and
the parts of the state it keeps (``__init__.py``), its actions (``actions.py``: message
classes and their handlers), its view (``view.py``: ``@SCREEN.view``), its words
(``words.py``: ``WORDS``, which :mod:`belot.app.messages` adds to the catalog) and its
style (``style.css``, bundled by ``scripts/vendor.py``). :mod:`belot.app.wiring` imports
every folder's actions and view, and then fails at once if an action has no handler or
a screen no view.

A folder's ``__init__.py`` imports no more than :mod:`belot.app.screen` and
:mod:`belot.app.state`: the catalog imports each ``words.py``, which imports its package.
"""

from __future__ import annotations

SCREENS_PATH = __path__

# pkgutil is imported when the folders are first listed (the wiring, the catalog's parts):
# a first visit's first paint lists none, and imports it later (bench/README.md).


def folders() -> list[str]:
    """The screen folders' names, in name order."""
    import pkgutil

    return sorted(found.name for found in pkgutil.iter_modules(SCREENS_PATH) if found.ispkg)


def modules(folder: str) -> set[str]:
    """The names of a folder's modules (``actions``, ``view``, ``words``...)."""
    import pkgutil

    return {found.name for found in pkgutil.iter_modules([f"{SCREENS_PATH[0]}/{folder}"])}
