"""The only module that touches the browser: storage, events and painting.

It turns DOM events into :class:`~belot.app.controller.Action` values, gives
the controller ``localStorage`` as its store, and paints
:func:`~belot.app.views.render` into ``#app`` by patching the live DOM in
place, so the field a player is typing in keeps its focus and caret. After each paint it
keeps the rendering for static/instant-paint.js, which shows it on the next visit until
Python is ready (:func:`keep_snapshot`).
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import js  # type: ignore[import-not-found]
from pyodide.ffi import create_once_callable, create_proxy, to_js  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from belot.app.controller import Action, Controller
from belot.app.features.phone import set_held, set_supported, wants_wake_lock
from belot.app.messages import current_language, t
from belot.app.state import AppState, Effect, Screen
from belot.app.storage import SESSION_KEY, StoreFullError
from belot.app.transfer import MAX_IMPORT_CHARS, MIME
from belot.app.views import render

TEXT_TYPES = frozenset({"text", "search", "number", ""})
_keep: list[Any] = []  # event proxies must outlive this module's main()

# The last rendering of an open game, for static/instant-paint.js (which checks the schema).
SNAPSHOT_KEY = "belot:snapshot"
SNAPSHOT_SCHEMA = 1
# The screens a reload reopens (Controller.start): the ones worth showing before Python.
SNAPSHOT_SCREENS = frozenset({Screen.SHEET, Screen.DEAL, Screen.DETAIL})


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
        html = str(render(self.controller.state))
        self.template.innerHTML = html
        morph_children(self.root, self.template.content)
        if document.documentElement.lang != current_language():
            document.documentElement.lang = current_language()
            word_static_text()
        keep_snapshot(self, html)
        sync_wake_lock(self)

    def send(self, action: Action) -> None:
        try:
            self.controller.dispatch(action)
        except Exception as error:  # never leave a player with a stuck page
            js.console.error(f"belot: {action!r} failed: {error!r}")
            self.controller.recover()
        perform_effects(self)
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


def keep_snapshot(page: Page, html: str) -> None:
    """After a paint: keep the rendering for static/instant-paint.js to show on the next
    visit until Python is ready, with what it depends on (the stored session, the game's
    revision), so that it is shown only while those are still what Python will open.

    Only for a game open on a screen a reload reopens; a notice or a question is left out (a
    reload shows neither). Only by the tab whose screen the stored session is: the tab that
    acted last (another tab may have opened another game since, and the snapshot is that
    tab's to keep). Best effort: with the quota used up, there is none.
    """
    state = page.controller.state
    current = state.current
    session = _stored(SESSION_KEY)
    if not _session_shows(session, state):
        return
    value = ""
    if current is not None and state.screen in SNAPSHOT_SCREENS:
        if state.notice is not None or state.confirm:
            html = str(render(replace(state, notice=None, confirm="")))
        value = json.dumps(
            {
                "schema": SNAPSHOT_SCHEMA,
                "session": session,
                "game": current.id,
                "revision": current.revision,
                "lang": current_language(),
                "loading": t("app.loading"),
                "html": html,
            },
            ensure_ascii=False,
        )
    if value == (_stored(SNAPSHOT_KEY) or ""):
        return
    storage = window.localStorage
    try:
        if value:
            storage.setItem(SNAPSHOT_KEY, value)
        else:
            storage.removeItem(SNAPSHOT_KEY)
    except Exception:  # a JsException: QuotaExceededError
        storage.removeItem(SNAPSHOT_KEY)


def _stored(key: str) -> str | None:
    value = window.localStorage.getItem(key)
    return value if isinstance(value, str) else None


def _session_shows(session: str | None, state: AppState) -> bool:
    """Whether the stored session is the screen ``state`` shows (as Controller saves it)."""
    try:
        data = json.loads(session or "")
    except ValueError:
        return False
    return (
        isinstance(data, dict)
        and data.get("screen") == state.screen.value
        and data.get("game") == (state.current.id if state.current else None)
        and data.get("detail") == state.detail
    )


def show_interactive(root: Any) -> None:
    """The first paint has replaced a snapshot static/instant-paint.js showed: let it be used."""
    root.inert = False
    root.classList.remove("snapshot")
    root.removeAttribute("aria-busy")


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
    controller.start(tuple(str(lang) for lang in window.navigator.languages))
    page = Page(document.getElementById("app"), controller)
    install_phone(page)
    page.paint()
    for target, kind, handler in (
        (page.root, "click", page.on_click),
        (page.root, "input", page.on_input),
        (page.root, "change", page.on_input),
        (window, "storage", page.on_storage),
    ):
        proxy = create_proxy(handler)
        _keep.append(proxy)
        target.addEventListener(kind, proxy)
    show_interactive(page.root)
    document.documentElement.setAttribute("data-ready", "")


# --- effects of features/transfer.py (files, share, clipboard) and features/phone.py ------

_tasks: set[Any] = set()  # running coroutines (asyncio keeps only weak references)
_picker: list[Any] = []  # the hidden <input type=file>, made on first use
_lock: dict[str, Any] = {"supported": False, "sentinel": None, "pending": False, "token": None}


def _spawn(coroutine: Any) -> None:
    task = asyncio.ensure_future(coroutine)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def _js_object(values: dict[str, Any]) -> Any:
    return to_js(values, dict_converter=js.Object.fromEntries)


def perform_effects(page: Page) -> None:
    """Do what the last action queued for the browser, inside the tap that asked for it
    (a file picker, a share sheet or the clipboard needs that), and empty the queue."""
    effects = page.controller.state.effects
    if not effects:
        return
    page.controller.update(effects=())
    for effect in effects:
        try:
            _EFFECTS[effect.kind](page, effect)
        except Exception as error:  # a JsException: report it, keep the page going
            js.console.error(f"belot: effect {effect.kind} failed: {error!r}")
            page.controller.dispatch(Action("transfer-done", f"failed:{error}"))


def _download(page: Page, effect: Effect) -> None:
    blob = js.Blob.new(to_js([effect.text]), _js_object({"type": MIME}))
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = effect.filename
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 60_000)


def _pick_file(page: Page, effect: Effect) -> None:
    if not _picker:
        # Outside #app (painting would remove it). No accept filter: phones label .json
        # files in many ways, and the import refuses what is not a game file anyway.
        picker = document.createElement("input")
        picker.type = "file"
        # Out of sight but not display:none, which some mobile browsers will not open.
        picker.style.cssText = "position:fixed;left:-10px;top:0;width:1px;height:1px;opacity:0"
        picker.tabIndex = -1
        picker.setAttribute("aria-hidden", "true")
        picker.setAttribute("data-testid", "import-file")
        proxy = create_proxy(lambda _event: _read_chosen(page, picker))
        _keep.append(proxy)
        picker.addEventListener("change", proxy)
        document.body.appendChild(picker)
        _picker.append(picker)
    _picker[0].value = ""  # choosing the same file again is a change too
    _picker[0].click()


def _read_chosen(page: Page, picker: Any) -> None:
    files = picker.files
    if not files or int(files.length) == 0:
        return
    chosen = files.item(0)
    if int(chosen.size) > MAX_IMPORT_CHARS:
        page.send(Action("import-too-big", str(int(chosen.size) // 1000)))
        return
    _spawn(_read_text(page, chosen))


async def _read_text(page: Page, chosen: Any) -> None:
    try:
        text = await chosen.text()
    except Exception as error:
        page.send(Action("transfer-done", f"failed:{error}"))
        return
    page.send(Action("import-file", str(text)))


def _share(page: Page, effect: Effect) -> None:
    """The share sheet with the file where the browser can share files, else the summary;
    without a share sheet (or if it fails), the page's own panel to copy or download."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        page.controller.dispatch(Action("share-fallback"))
        return
    text_only = js.Object.new()
    text_only.title = effect.title
    text_only.text = effect.summary
    data = text_only
    if hasattr(navigator, "canShare"):
        with_file = js.Object.new()
        with_file.title = effect.title
        with_file.text = effect.summary
        with_file.files = js.Array.of(
            js.File.new(to_js([effect.text]), effect.filename, _js_object({"type": MIME}))
        )
        if navigator.canShare(with_file):
            data = with_file
    _spawn(_await_share(page, navigator.share(data)))  # called now: it needs the tap


async def _await_share(page: Page, promise: Any) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" not in str(error):  # not the player closing the sheet
            page.send(Action("share-fallback"))


def _copy(page: Page, effect: Effect) -> None:
    clipboard = getattr(js.navigator, "clipboard", None)
    if not clipboard:
        page.controller.dispatch(Action("transfer-done", "copy-failed"))
        return
    _spawn(_await_copy(page, clipboard.writeText(effect.text)))


async def _await_copy(page: Page, promise: Any) -> None:
    try:
        await promise
    except Exception:
        page.send(Action("transfer-done", "copy-failed"))
        return
    page.send(Action("transfer-done", "copied"))


_EFFECTS = {"download": _download, "pick-file": _pick_file, "share": _share, "copy": _copy}


def install_phone(page: Page) -> None:
    """Whether the screen can be kept on; follow the page being hidden and shown again."""
    _lock["supported"] = hasattr(js.navigator, "wakeLock")  # only in a secure context
    set_supported(page.controller, bool(_lock["supported"]))
    proxy = create_proxy(lambda _event: _on_visibility(page))
    _keep.append(proxy)
    document.addEventListener("visibilitychange", proxy)


def _on_visibility(page: Page) -> None:
    if str(document.visibilityState) == "visible":  # the browser let go of the lock: ask again
        set_held(page.controller, _lock["sentinel"] is not None)
        page.paint()


def sync_wake_lock(page: Page) -> None:
    """After each paint: hold the screen lock while the state wants it, else let it go."""
    state = page.controller.state
    if _lock["supported"] and not state.wake_lock.supported:  # a fresh state (recovery)
        set_supported(page.controller, True)
        set_held(page.controller, _lock["sentinel"] is not None)
        page.paint()
        return
    want = wants_wake_lock(state) and str(document.visibilityState) == "visible"
    if want and _lock["sentinel"] is None and not _lock["pending"] and not state.wake_lock.refused:
        _lock["pending"] = True
        _spawn(_acquire(page))
    elif not want and _lock["sentinel"] is not None:
        sentinel, _lock["sentinel"], _lock["token"] = _lock["sentinel"], None, None
        sentinel.release()
        set_held(page.controller, False)
        page.paint()
    elif not want and state.wake_lock.refused:  # ask again when a game is next opened
        set_held(page.controller, False)
        page.paint()


async def _acquire(page: Page) -> None:
    try:
        sentinel = await js.navigator.wakeLock.request("screen")
    except Exception:  # not allowed (battery saver, no permission, page hidden)
        _lock["pending"] = False
        set_held(page.controller, False, refused=True)
        page.paint()
        return
    _lock["pending"] = False
    token = object()
    _lock["sentinel"], _lock["token"] = sentinel, token

    def released(_event: Any) -> None:
        if _lock["token"] is token:  # the browser let go (the page was hidden)
            _lock["sentinel"], _lock["token"] = None, None
            set_held(page.controller, False)
            page.paint()

    sentinel.addEventListener("release", create_once_callable(released))
    set_held(page.controller, True)
    page.paint()  # releases it at once if it is no longer wanted
