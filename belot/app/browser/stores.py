"""What the browser keeps: ``localStorage`` and ``sessionStorage`` as a
:class:`~belot.app.storage.Store`, and what the browser says of its storage (persistent?
how much used and allowed?) for the safekeeping panel (belot.app.safekeeping)."""

from __future__ import annotations

import json
from collections.abc import Awaitable
from typing import Any

import js
from js import window

from belot.app.browser.page import Page
from belot.app.browser.tabs import TAB_KEY
from belot.app.safekeeping import StorageFacts, browser_family, read_facts
from belot.app.screens.keep.actions import set_facts
from belot.app.snapshot import SNAPSHOT_KEY
from belot.app.storage import Store, StoreFullError


class LocalStore:
    """``window.localStorage`` (or ``sessionStorage``) as a :class:`~belot.app.storage.Store`."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        value = self.storage.getItem(key)
        # A missing key comes back as pyodide's jsnull, which is not None.
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        try:
            self.storage.setItem(key, value)
        except Exception as error:  # a JsException: QuotaExceededError
            if "quota" not in str(error).lower():
                raise
            if self.get(SNAPSHOT_KEY) is None:
                raise StoreFullError(key) from None
            # The picture of the sheet goes before a game's data does.
            self.storage.removeItem(SNAPSHOT_KEY)
            self.set(key, value)

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def list_keys(self) -> list[str]:
        # The keys cross from JavaScript as one JSON text: an array handed to Python crosses
        # once a key, and a year of games is hundreds of keys (bench/README.md).
        return [str(key) for key in json.loads(js.JSON.stringify(js.Object.keys(self.storage)))]


def web_storage(name: str) -> Store | None:
    """``window.localStorage`` or ``sessionStorage``; None where the browser refuses it
    (some privacy settings make merely reading the property throw)."""
    try:
        storage = getattr(window, name)
        storage.getItem(TAB_KEY)
    except Exception:
        return None
    return LocalStore(storage)


async def tell_storage(page: Page, asked: Awaitable[StorageFacts] | None = None) -> None:
    """Tell the page what the browser says of its storage (``asked``: the answer already
    asked for, else asked now), and paint it."""
    set_facts(page.controller, await (asked if asked is not None else storage_facts()))
    page.refresh()


async def storage_facts() -> StorageFacts:
    """What the browser says of the storage (persistent? how much used and allowed? which
    browser, in a tab or as an app?), for the list of games (belot.app.safekeeping)."""
    navigator = js.navigator
    storage = getattr(navigator, "storage", None)
    persisted: bool | None = None
    usage = quota = None
    if storage and hasattr(storage, "persisted"):
        try:
            persisted = bool(await storage.persisted())
        except Exception:
            persisted = None
    if storage and hasattr(storage, "estimate"):
        try:
            estimate = await storage.estimate()
            usage, quota = int(estimate.usage or 0), int(estimate.quota or 0)
        except Exception:
            usage = quota = None
    standalone = bool(getattr(navigator, "standalone", False)) or bool(
        window.matchMedia("(display-mode: standalone)").matches
    )
    told = {
        "persisted": persisted,
        "can_persist": bool(storage and hasattr(storage, "persist")),
        "usage": usage,
        "quota": quota,
        "family": browser_family(
            str(navigator.userAgent), int(getattr(navigator, "maxTouchPoints", 0) or 0)
        ),
        "installed": standalone,
    }
    return read_facts(told)
