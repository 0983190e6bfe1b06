"""What the browser keeps: ``localStorage`` and ``sessionStorage`` as a
:class:`~belot.app.storage.Store`, and what the browser says of its storage (persistent?
how much used and allowed?) for the safekeeping panel (belot.app.safekeeping)."""

from __future__ import annotations

import json
from collections.abc import Awaitable
from typing import Any

import js
from js import window
from pyodide.ffi import to_js

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


def ask(storage: Any, method: str) -> Any:
    """``storage.method()``'s promise; None where the browser has no such method or its
    call throws."""
    if not storage or not hasattr(storage, method):
        return None
    try:
        return getattr(storage, method)()
    except Exception:
        return None


def answer(settled: Any) -> Any:
    """A promise's value as ``Promise.allSettled`` tells it; None if it was refused or
    there was none (no promise: JavaScript's ``undefined``)."""
    return settled.value if str(settled.status) == "fulfilled" else None


async def storage_facts() -> StorageFacts:
    """What the browser says of the storage (persistent? how much used and allowed? which
    browser, in a tab or as an app?), for the list of games (belot.app.safekeeping)."""
    navigator = js.navigator
    storage = getattr(navigator, "storage", None)
    # Both asked at once, for one round trip (the list of games' first paint waits for
    # it: belot.app.browser.boot); allSettled takes either's refusal at once, so that
    # neither is a rejection left unhandled (static/boot-error.js).
    asked = to_js([ask(storage, "persisted"), ask(storage, "estimate")])
    persisted_said, estimate = [answer(each) for each in await js.Promise.allSettled(asked)]
    persisted = persisted_said if isinstance(persisted_said, bool) else None
    usage = quota = None
    if estimate is not None:
        try:
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
