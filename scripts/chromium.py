"""Which Chromium drives the page: the end-to-end tests, the benchmarks and the icons.

$BELOT_CHROMIUM if set, else Playwright's own Chromium if it is installed, else one found
on PATH. The tests look for Chromium's headless shell first (Debian's
``chromium-headless-shell``, what Playwright's own headless launch runs too): the same
engine without the browser around it, the suite in a sixth less processor time. What needs
the whole browser asks for it (:data:`WHOLE_BROWSERS`): the test of the *Keep the screen
on* switch (the shell never grants a wake lock), and the benchmarks and the icons, whose
figures and pictures were made with it.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Sequence
from pathlib import Path

ENV = "BELOT_CHROMIUM"
HEADLESS_SHELLS = ("chromium-headless-shell",)
WHOLE_BROWSERS = ("chromium", "chromium-browser", "google-chrome")
INSTALL = "`apt-get install -y chromium chromium-headless-shell`"


class NoChromiumError(LookupError):
    """No Chromium here: the message says how to get one."""


def chromium_path(
    playwright_path: str, names: Sequence[str] = WHOLE_BROWSERS, *, env: bool = True
) -> str | None:
    """The Chromium to launch: None for Playwright's own (installed at ``playwright_path``),
    else a path: $BELOT_CHROMIUM (unless ``env`` is False: it may name a headless shell
    where the whole browser is needed), or the first of ``names`` on PATH.
    :class:`NoChromiumError` when there is none."""
    if env and os.environ.get(ENV):
        return os.environ[ENV]
    if Path(playwright_path).is_file():
        return None
    for name in names:
        found = shutil.which(name)
        if found:
            return found
    raise NoChromiumError(f"no Chromium ({', '.join(names)}): {INSTALL}, or set {ENV}")
