"""Choosing the page's language; the choice is kept with the player's settings."""

from __future__ import annotations

import contextlib
import json

from belot.app.controller import Controller, action
from belot.app.messages import LANGUAGES, set_language
from belot.app.storage import SETTINGS_KEY, StoreFullError


@action("set-language")
def choose_language(controller: Controller, language: str) -> None:
    if language not in LANGUAGES:
        return
    set_language(language)
    # Only a preference: if the store is full, the page still switches for this visit.
    with contextlib.suppress(StoreFullError):
        controller.store.set(SETTINGS_KEY, json.dumps({"language": language}))
    controller.update()  # a new state value, so the page paints in the new language
