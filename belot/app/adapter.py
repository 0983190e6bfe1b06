"""The only module that touches the browser: storage, events and painting.

It turns DOM events into :class:`~belot.app.controller.Action` values, gives
the controller ``localStorage`` as its store, and paints
:func:`~belot.app.views.render` into ``#app`` by patching the live DOM in
place, so the field a player is typing in keeps its focus and caret.
"""

from __future__ import annotations

from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_proxy  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from belot.app.controller import Action, Controller
from belot.app.messages import t
from belot.app.storage import StoreFullError
from belot.app.views import render

TEXT_TYPES = frozenset({"text", "search", "number", ""})
_keep: list[Any] = []  # event proxies must outlive this module's main()


class LocalStore:
    """``window.localStorage`` as a :class:`~belot.app.storage.Store`."""

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
            if "quota" in str(error).lower():
                raise StoreFullError(key) from None
            raise

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def list_keys(self) -> list[str]:
        return [str(self.storage.key(i)) for i in range(int(self.storage.length))]


def _new_id() -> str:
    return str(js.crypto.randomUUID())


def _now() -> str:
    return str(js.Date.new().toISOString())


class Page:
    """Wires one controller to the ``#app`` element."""

    def __init__(self, root: Any, controller: Controller) -> None:
        self.root = root
        self.controller = controller
        self.template = document.createElement("template")

    def paint(self) -> None:
        self.template.innerHTML = str(render(self.controller.state))
        morph_children(self.root, self.template.content)

    def send(self, action: Action) -> None:
        try:
            self.controller.dispatch(action)
        except Exception as error:  # never leave a player with a stuck page
            js.console.error(f"belot: {action!r} failed: {error!r}")
            self.controller.recover()
        self.paint()

    def on_click(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        if target and not target.hasAttribute("disabled"):
            self.send(Action(_attr(target, "data-action"), _attr(target, "data-arg")))

    def on_input(self, event: Any) -> None:
        target = event.target
        field = _attr(target, "data-field")
        is_text = str(target.tagName) == "INPUT" and str(target.type) in TEXT_TYPES
        if field and is_text == (event.type == "input"):
            self.send(Action(field, _field_value(target)))

    def on_storage(self, event: Any) -> None:
        key = event.key
        self.controller.external_change(key if isinstance(key, str) else None)
        self.paint()


def _attr(element: Any, name: str) -> str:
    """An attribute's text, "" when it is absent (getAttribute gives jsnull, not None)."""
    value = element.getAttribute(name)
    return value if isinstance(value, str) else ""


def _field_value(target: Any) -> str:
    value = str(target.checked).lower() if str(target.type) == "checkbox" else str(target.value)
    name = _attr(target, "data-name")
    return f"{name}={value}" if name else value


def morph_children(live: Any, fresh: Any) -> None:
    """Make ``live``'s children equal to ``fresh``'s, reusing nodes of the same kind."""
    fresh_nodes = list(fresh.childNodes)
    live_nodes = list(live.childNodes)
    for index, new in enumerate(fresh_nodes):
        if index >= len(live_nodes):
            live.appendChild(new)
            continue
        old = live_nodes[index]
        if old.nodeType != new.nodeType or old.nodeName != new.nodeName:
            live.replaceChild(new, old)
        elif old.nodeType == 1:
            morph_element(old, new)
        elif old.nodeValue != new.nodeValue:
            old.nodeValue = new.nodeValue
    for old in live_nodes[len(fresh_nodes) :]:
        live.removeChild(old)


def morph_element(live: Any, fresh: Any) -> None:
    for attr in list(live.attributes):
        if not fresh.hasAttribute(attr.name):
            live.removeAttribute(attr.name)
    for attr in list(fresh.attributes):
        if live.getAttribute(attr.name) != attr.value:
            live.setAttribute(attr.name, attr.value)
    name = str(live.nodeName)
    if name == "INPUT":
        if str(live.type) == "checkbox":
            live.checked = fresh.hasAttribute("checked")
        elif live != document.activeElement:
            value = fresh.getAttribute("value")
            live.value = value if isinstance(value, str) else ""
    morph_children(live, fresh)
    if name == "SELECT" and live.value != fresh.value:
        live.value = fresh.value


def word_static_text() -> None:
    """The few strings index.html carries for before Python starts, from the catalog."""
    for selector, key in (
        ("#update-toast span", "update.ready"),
        ("#update-reload", "update.reload"),
    ):
        element = document.querySelector(selector)
        if element:
            element.textContent = t(key)
    document.title = t("app.title")


def main() -> None:
    controller = Controller(LocalStore(window.localStorage), clock=_now, new_id=_new_id)
    controller.start()
    page = Page(document.getElementById("app"), controller)
    page.paint()
    word_static_text()
    for target, kind, handler in (
        (page.root, "click", page.on_click),
        (page.root, "input", page.on_input),
        (page.root, "change", page.on_input),
        (window, "storage", page.on_storage),
    ):
        proxy = create_proxy(handler)
        _keep.append(proxy)
        target.addEventListener(kind, proxy)
    document.documentElement.setAttribute("data-ready", "")
