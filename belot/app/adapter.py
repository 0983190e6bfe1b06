"""The only module that touches the browser: storage, events and painting.

It turns DOM events into :class:`~belot.app.controller.Action` values, hands them to a
:class:`~belot.app.shell.Shell` (which runs the controller and the views and never
raises), and paints the HTML it returns into ``#app`` by patching the live DOM in place,
so the field a player is typing in keeps its focus and caret. After each paint it keeps
the rendering for static/instant-paint.js, which shows it on the next visit until Python
is ready (:func:`keep_snapshot`); a tap on that picture is carried out once Python has
painted (:func:`queued_tap`). A game's link (belot.app.link) opened in the page, when
it starts or later in the same tab, is taken out of the address bar and handed over
(:func:`take_link`). Every callback the browser calls is guarded: an error in one is
reported to the console and the page goes on.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from belot.app import qr
from belot.app.actions import Action
from belot.app.controller import Controller, Tab
from belot.app.hosting import shared_origin_warning
from belot.app.link import is_game_link
from belot.app.markup import Markup
from belot.app.messages import current_language, t
from belot.app.morph import Key, Step, plan
from belot.app.morph import key as child_key
from belot.app.render import render
from belot.app.safekeeping import StorageFacts, browser_family, read_facts
from belot.app.screens.keep.actions import set_facts
from belot.app.screens.phone.actions import set_held, set_supported, wake_lock, wants_wake_lock
from belot.app.shell import Shell
from belot.app.snapshot import SNAPSHOT_KEY, read_snapshot, snapshot_text
from belot.app.state import Effect, Notice
from belot.app.storage import SESSION_KEY, TAB_ID, MemoryStore, Store, StoreFullError
from belot.app.transfer import MAX_IMPORT_CHARS, MIME, TransferError, file_text

TEXT_TYPES = frozenset({"text", "search", "number", ""})
_keep: list[Any] = []  # event proxies must outlive this module's main()
TAB_KEY = "belot:tab"  # in sessionStorage: this tab's id (see :func:`this_tab`)
TAB_LOCK = "belot:tab:"  # a Web Lock each tab holds while it is open
QR_HOME = "/home/pyodide"  # where the QR library's archive is unpacked (scripts/vendor.py)


def _report(details: str) -> None:
    js.console.error(details)


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
        # One call for them all (not one per key: a year of games is hundreds of keys).
        return [str(key) for key in js.Object.keys(self.storage)]


def _web_storage(name: str) -> Store | None:
    """``window.localStorage`` or ``sessionStorage``; None where the browser refuses it
    (some privacy settings make merely reading the property throw)."""
    try:
        storage = getattr(window, name)
        storage.getItem(TAB_KEY)
    except Exception:
        return None
    return LocalStore(storage)


def _new_id() -> str:
    return str(js.crypto.randomUUID())


def _now() -> str:
    return str(js.Date.new().toISOString())


class Page:
    """Wires one shell to the ``#app`` element."""

    def __init__(self, root: Any, shell: Shell) -> None:
        self.root = root
        self.shell = shell
        self.controller = shell.controller
        self.template = document.createElement("template")
        # The rendering static/instant-paint.js drew from (read before the first paint): a
        # first paint that is the same needs no work on the page at all.
        self.pictured: str | None = None

    def paint(self, html: Markup) -> None:
        """Show ``html``; then what follows a paint (the language, the snapshot, the screen
        lock), each guarded so that one failing leaves the others and the page working."""
        try:
            if html != self.pictured:
                self.template.innerHTML = html
                morph_children(self.root, self.template.content)
            self.pictured = None  # once: from now on the page may differ from any HTML
        except Exception as error:  # patching failed half-way: draw it whole instead
            _report(f"belot: paint failed: {error!r}")
            self.root.innerHTML = html
        for after in (_word_page, keep_snapshot, sync_wake_lock):
            try:
                after(self, html)
            except Exception as error:
                _report(f"belot: {after.__name__} failed: {error!r}")

    def refresh(self) -> None:
        """Paint the state as it is now (the adapter changed it: the screen lock)."""
        self.paint(self.shell.repaint())

    def send(self, action: Action) -> None:
        html = self.shell.act(action)
        if perform_effects(self):  # what the browser answered may have changed the state
            html = self.shell.repaint()
        self.paint(html)

    def on_click(self, event: Any) -> None:
        try:
            # Every tap counts (one on a text field too): the double-tap check compares the
            # screen a tap lands on with the one the tap before it landed on.
            where = (int(event.clientX or 0), int(event.clientY or 0))
            target = event.target.closest("[data-action]")
            action = _attr(target, "data-action") if target else ""
            if not self.shell.accepts_tap(int(event.detail or 0), *where, action):
                event.preventDefault()  # a double tap's second, on a new screen or on Undo
                return
            if target and not target.hasAttribute("disabled"):
                self.send(Action(action, _attr(target, "data-arg")))
        except Exception as error:
            _report(f"belot: a tap failed: {error!r}")

    def on_input(self, event: Any) -> None:
        try:
            target = event.target
            field = _attr(target, "data-field")
            is_text = str(target.tagName) == "INPUT" and str(target.type) in TEXT_TYPES
            if field and is_text == (event.type == "input"):
                self.send(Action(field, _field_value(target)))
        except Exception as error:
            _report(f"belot: an input failed: {error!r}")

    def on_focus(self, event: Any) -> None:
        """A tap on a filled value selects it, so that typing replaces it (``data-select``)."""
        try:
            target = event.target
            if str(target.tagName) == "INPUT" and target.hasAttribute("data-select"):
                target.setSelectionRange(0, len(str(target.value)))
        except Exception as error:
            _report(f"belot: a focus failed: {error!r}")

    def on_hash(self, _event: Any) -> None:
        """A game's link opened in this tab while the app runs (only the fragment changed)."""
        try:
            link = take_link()
            if link:
                self.send(Action("open-link", link))
        except Exception as error:
            _report(f"belot: opening a link failed: {error!r}")

    def on_storage(self, event: Any) -> None:
        try:
            key = event.key
            if event.storageArea == window.localStorage:
                html = self.shell.follow(key if isinstance(key, str) else None)
                if html is not None:  # else nothing this tab shows changed
                    self.paint(html)
        except Exception as error:
            _report(f"belot: following another tab failed: {error!r}")


def _attr(element: Any, name: str) -> str:
    """An attribute's text, "" when it is absent (getAttribute gives jsnull, not None)."""
    value = element.getAttribute(name)
    return value if isinstance(value, str) else ""


def _field_value(target: Any) -> str:
    value = str(target.checked).lower() if str(target.type) == "checkbox" else str(target.value)
    name = _attr(target, "data-name")
    return f"{name}={value}" if name else value


def morph_children(live: Any, fresh: Any) -> None:
    """Make ``live``'s children equal to ``fresh``'s, reusing nodes of the same kind: by
    position, or, where their number changed, by key (belot.app.morph)."""
    fresh_nodes = list(fresh.childNodes)
    live_nodes = list(live.childNodes)
    patch = _patch_item if str(live.nodeName) in LISTS else _patch
    if len(fresh_nodes) == len(live_nodes):
        for old, new in zip(live_nodes, fresh_nodes, strict=True):
            patch(live, old, new)
        return
    moves = plan([_key(n) for n in live_nodes], [_key(n) for n in fresh_nodes])
    for move in moves:
        if move.step is Step.PATCH:
            patch(live, live_nodes[move.live], fresh_nodes[move.fresh])
        elif move.step is Step.INSERT:
            before = live_nodes[move.live] if move.live >= 0 else None
            live.insertBefore(fresh_nodes[move.fresh], before)
        else:
            live.removeChild(live_nodes[move.live])


# Elements whose children are a list of like items (the sheet's rows, the list of games):
# an item drawn again unchanged is left as it is, without a walk through its nodes (each
# step of which is a call from Python into the browser). Not one with a form control in
# it: a control's live value is not in its HTML, and the state's must still be put back.
LISTS = frozenset({"TBODY", "UL", "OL"})


def _patch_item(parent: Any, old: Any, new: Any) -> None:
    if old.nodeType == 1 and new.nodeType == 1:
        html = str(new.outerHTML)
        if "<input" not in html and "<select" not in html and str(old.outerHTML) == html:
            return
    _patch(parent, old, new)


def _patch(parent: Any, old: Any, new: Any) -> None:
    if old.nodeType != new.nodeType or old.nodeName != new.nodeName:
        parent.replaceChild(new, old)
    elif old.nodeType == 1:
        morph_element(old, new)
    elif old.nodeValue != new.nodeValue:
        old.nodeValue = new.nodeValue


def _key(node: Any) -> Key:
    if node.nodeType != 1:
        return None
    return child_key(
        str(node.nodeName), _attr(node, "data-testid"), _attr(node, "id"), _attr(node, "class")
    )


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
        else:
            value = fresh.getAttribute("value")
            value = value if isinstance(value, str) else ""
            # The field being typed in keeps its caret, unless the state refused what was
            # typed (too long, not a number): then it shows the value kept, never a cut one.
            if live != document.activeElement or str(live.value) != value:
                live.value = value
    morph_children(live, fresh)
    if name == "SELECT" and live.value != fresh.value:
        live.value = fresh.value


def keep_snapshot(page: Page, html: Markup) -> None:
    """After a paint: keep the rendering for static/instant-paint.js (belot.app.snapshot
    says what, and when). Best effort: with the quota used up, there is none."""
    if page.shell.fallen:
        return
    storage = window.localStorage
    session = storage.getItem(SESSION_KEY)
    value = snapshot_text(
        page.controller.state,
        session if isinstance(session, str) else None,
        current_language(),
        render,
        html,
    )
    stored = storage.getItem(SNAPSHOT_KEY)
    if value is None or value == (stored if isinstance(stored, str) else ""):
        return
    try:
        if value:
            storage.setItem(SNAPSHOT_KEY, value)
        else:
            storage.removeItem(SNAPSHOT_KEY)
    except Exception:  # a JsException: QuotaExceededError
        storage.removeItem(SNAPSHOT_KEY)


def show_interactive(root: Any) -> None:
    """The first paint has replaced a snapshot static/instant-paint.js showed: let it be used
    (without the class, instant-paint.js no longer holds the events on it)."""
    root.inert = False  # as an older instant-paint.js held it
    root.classList.remove("snapshot")
    root.removeAttribute("aria-busy")


QueuedTap = tuple[Any, str, str]  # the control, its data-action and data-arg then


def pictured(root: Any) -> str | None:
    """The rendering the instant paint shows in ``root``, None if it shows none: the one
    stored for it (static/instant-paint.js rebuilds exactly that, element by element)."""
    try:
        if not root.classList.contains("snapshot"):
            return None
        text = window.localStorage.getItem(SNAPSHOT_KEY)
        html = read_snapshot(text)["html"] if isinstance(text, str) else None
        return html if isinstance(html, str) else None
    except Exception:  # a picture that cannot be read (not data): paint as usual
        return None


def queued_tap(root: Any) -> QueuedTap | None:
    """The control a player tapped on the snapshot before Python was ready (the first one:
    static/instant-paint.js marks it ``data-queued``) and what it did in the picture; read
    before the first paint, which drops the mark. None without one."""
    try:
        control = root.querySelector("[data-queued]")
        if not control:
            return None
        return control, _attr(control, "data-action"), _attr(control, "data-arg")
    except Exception as error:
        _report(f"belot: reading the tap made while loading failed: {error!r}")
        return None


def perform_queued_tap(page: Page, tap: QueuedTap | None) -> None:
    """After the first paint: carry out the tap made on the snapshot, as a click would.
    Only if Python's own paint kept that control (morph_children reuses the nodes of the
    screen it draws again), still doing the same and enabled: a tap on a picture of
    something that is not there, or no longer does that, is dropped. Never raises."""
    if tap is None:
        return
    control, action, arg = tap
    try:
        if (
            action
            and control.isConnected
            and page.root.contains(control)
            and _attr(control, "data-action") == action
            and _attr(control, "data-arg") == arg
            and not control.hasAttribute("disabled")
        ):
            page.send(Action(action, arg))
    except Exception as error:
        _report(f"belot: the tap made while loading failed: {error!r}")


_worded = [""]  # the language the page's own strings are in


def _word_page(page: Page, html: Markup) -> None:
    """The page's language and the few strings index.html carries for before Python starts."""
    if _worded[0] == current_language():
        return
    _worded[0] = current_language()
    document.documentElement.lang = current_language()
    for selector, key in (
        ("#update-toast span", "update.ready"),
        ("#update-reload", "update.reload"),
    ):
        element = document.querySelector(selector)
        if element:
            element.textContent = t(key)
    document.title = t("app.title")


# --- this tab among others ------------------------------------------------------------------


async def this_tab(session: Store | None) -> Tab:
    """This tab's id (kept in sessionStorage, so a reload keeps it) and the ids of the app's
    other open tabs. Each tab holds a Web Lock named after its id for as long as it is
    open, which the browser lets go when the tab is closed or crashes; so the held locks
    are the open tabs. A tab opened as a copy of another (its sessionStorage copied too)
    finds its id's lock taken and takes a new id. Without the Web Locks API (or should it
    not answer) the other tabs are unknown (None)."""
    if session is None:
        return Tab()
    stored = session.get(TAB_KEY)
    tab = stored if stored and TAB_ID.fullmatch(stored) else _new_id()
    locks = getattr(js.navigator, "locks", None)
    others: frozenset[str] | None = None
    if locks:
        try:
            if not await _hold_soon(locks, tab):
                tab = _new_id()
                await asyncio.wait_for(_hold(locks, tab), 2)
            held = await asyncio.wait_for(locks.query(), 2)
            names = [str(lock.name) for lock in held.held]
            others = frozenset(
                n.removeprefix(TAB_LOCK) for n in names if n.startswith(TAB_LOCK)
            ) - {tab}
        except Exception as error:  # a timeout, or a browser that says no
            _report(f"belot: cannot tell which tabs are open: {error!r}")
            others = None
    try:
        session.set(TAB_KEY, tab)
    except Exception as error:
        _report(f"belot: cannot keep this tab's id: {error!r}")
    return Tab(tab, others)


async def _hold_soon(locks: Any, tab: str) -> bool:
    """Take this tab's lock, allowing the page this one replaces (a reload) a moment to
    let go of it; False if another open tab holds it."""
    for pause in (0, 0.1, 0.3):
        await asyncio.sleep(pause)
        if await asyncio.wait_for(_hold(locks, tab), 2):
            return True
    return False


async def _hold(locks: Any, tab: str) -> bool:
    """Take this tab's lock for good if it is free; whether it was."""
    answer: asyncio.Future[bool] = asyncio.get_event_loop().create_future()

    def granted(lock: Any) -> Any:
        if not answer.done():
            answer.set_result(bool(lock))  # null (falsy) when another tab holds it
        if not lock:
            return None
        # A promise that never settles: the lock is held until the tab goes away.
        return js.Promise.new(create_proxy(lambda resolve, reject: _keep.append(resolve)))

    callback = create_proxy(granted)
    _keep.append(callback)
    locks.request(TAB_LOCK + tab, _js_object({"ifAvailable": True}), callback)
    return await answer


def take_link() -> str:
    """The page's fragment if it is a game's link ("" otherwise), taken out of the address
    bar (history.replaceState: no new history entry), so that a reload does not open it
    again. Any other fragment is left where it is."""
    fragment = str(window.location.hash or "")
    if not is_game_link(fragment):
        return ""
    try:
        location = window.location
        window.history.replaceState(window.history.state, "", location.pathname + location.search)
    except Exception as error:
        _report(f"belot: cannot take the link out of the address bar: {error!r}")
    return fragment


def page_url() -> str:
    """The page's own address, without its query or fragment: what links start with."""
    location = window.location
    return str(location.origin) + str(location.pathname)


async def main() -> None:
    if warning := shared_origin_warning(str(window.location.href)):
        js.console.warn(warning)  # once a visit: what an origin shared with others risks
    local = _web_storage("localStorage")
    tab_store = _web_storage("sessionStorage")
    # Asked at once, while the tab finds its id: the first paint says where the games stand.
    facts = asyncio.ensure_future(storage_facts())
    tab = await this_tab(tab_store)
    controller = Controller(
        local if local is not None else MemoryStore(),
        clock=_now,
        new_id=_new_id,
        tab=tab,
        tab_store=tab_store,
        utc_offset=-int(js.Date.new().getTimezoneOffset()),  # JS counts minutes behind UTC
        page_url=page_url(),
    )
    shell = Shell(controller, report=_report)
    shell.start(tuple(str(lang) for lang in window.navigator.languages))
    if local is None:  # the browser refuses storage: the page works, but keeps nothing
        controller.state = replace(controller.state, notice=Notice("app.no_storage"))
    page = Page(document.getElementById("app"), shell)
    try:
        set_facts(controller, await asyncio.wait_for(facts, 0.5))
    except Exception as error:  # a browser slow to answer: said when it does, if ever
        _report(f"belot: the storage facts came late: {error!r}")
        _spawn(tell_storage(page))
    tap = queued_tap(page.root)  # before anything paints over the snapshot
    page.pictured = pictured(page.root) if tap is None else None
    install_phone(page)
    link = take_link()  # a game's link the page was opened with: its preview is the first paint
    if link:
        shell.act(Action("open-link", link))
    page.paint(shell.repaint())
    for target, kind, handler in (
        (page.root, "click", page.on_click),
        (page.root, "input", page.on_input),
        (page.root, "change", page.on_input),
        (page.root, "focusin", page.on_focus),
        (window, "storage", page.on_storage),
        (window, "hashchange", page.on_hash),
    ):
        proxy = create_proxy(handler)
        _keep.append(proxy)
        target.addEventListener(kind, proxy)
    show_interactive(page.root)
    perform_queued_tap(page, tap)
    document.documentElement.setAttribute("data-ready", "")
    _spawn(audit_games(page))


AUDIT_DELAY = 3  # seconds after the start: the first taps go first
AUDIT_BATCH = 20  # games checked at a time (a few milliseconds)


async def audit_games(page: Page) -> None:
    """Once the page has started, check the list's index against every stored game, a few
    at a time (belot.app.index): a game an older version changed is shown as it is."""
    await asyncio.sleep(AUDIT_DELAY)
    while True:
        html = page.shell.audit(AUDIT_BATCH)
        if html is not None:
            page.paint(html)
        if not page.controller.games.auditing:
            return
        await asyncio.sleep(0.05)


# --- effects of features/transfer.py (files, share, clipboard) and features/phone.py ------

_tasks: set[Any] = set()  # running coroutines (asyncio keeps only weak references)
_picker: list[Any] = []  # the hidden <input type=file>, made on first use
_answer = ["import-file"]  # what the file picked next is for (Effect.answer)
_lock: dict[str, Any] = {"supported": False, "sentinel": None, "pending": False, "token": None}


def _spawn(coroutine: Any) -> None:
    task = asyncio.ensure_future(coroutine)
    _tasks.add(task)
    task.add_done_callback(_finished)


def _finished(task: Any) -> None:
    _tasks.discard(task)
    if not task.cancelled() and task.exception() is not None:
        _report(f"belot: a task failed: {task.exception()!r}")


def _guarded(handler: Any) -> Any:
    """``handler`` for the browser to call: an error is reported, never thrown at it."""

    def guarded(*args: Any) -> Any:
        try:
            return handler(*args)
        except Exception as error:
            _report(f"belot: {getattr(handler, '__name__', 'a callback')} failed: {error!r}")
            return None

    return guarded


def _js_object(values: dict[str, Any]) -> Any:
    return to_js(values, dict_converter=js.Object.fromEntries)


def perform_effects(page: Page) -> bool:
    """Do what the last action queued for the browser, inside the tap that asked for it
    (a file picker, a share sheet or the clipboard needs that), and empty the queue;
    whether there was anything to do."""
    effects = page.controller.state.effects
    if not effects:
        return False
    page.controller.state = replace(page.controller.state, effects=())
    for effect in effects:
        try:
            _EFFECTS[effect.kind](page, effect)
        except Exception as error:  # a JsException: report it, keep the page going
            _report(f"belot: effect {effect.kind} failed: {error!r}")
            page.shell.act(Action("transfer-done", f"failed:{error}"))
    return True


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
    _answer[0] = effect.answer or "import-file"  # the action the chosen file's text goes to
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
        proxy = create_proxy(_guarded(lambda _event: _read_chosen(page, picker)))
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
    try:  # its bytes: File.text() would put "�" in place of what is not UTF-8
        data = (await chosen.arrayBuffer()).to_bytes()
    except Exception as error:
        page.send(Action("transfer-done", f"failed:{error}"))
        return
    try:
        text = file_text(data)
    except TransferError as error:  # not UTF-8: refused with the reason, whatever it was for
        page.send(Action("import-not-utf8", str(error.params["byte"])))
        return
    page.send(Action(_answer[0], text))


def _share(page: Page, effect: Effect) -> None:
    """The share sheet with the file where the browser can share files, else the summary;
    without a share sheet (or if it fails), the page's own panel to copy or download."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        page.shell.act(Action("share-fallback"))
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
        page.shell.act(Action("transfer-done", "copy-failed"))
        return
    _spawn(_await_copy(page, clipboard.writeText(effect.text)))


async def _await_copy(page: Page, promise: Any) -> None:
    try:
        await promise
    except Exception:
        page.send(Action("transfer-done", "copy-failed"))
        return
    page.send(Action("transfer-done", "copied"))


def _share_link(page: Page, effect: Effect) -> None:
    """The share sheet with the game's link; without one, the link is copied."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        _copy(page, Effect("copy", text=effect.text))
        return
    data = _js_object({"title": effect.title, "url": effect.text})
    _spawn(_await_link_share(page, navigator.share(data), effect.text))  # needs the tap


async def _await_link_share(page: Page, promise: Any, link: str) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" not in str(error):  # not the player closing the sheet
            _copy(page, Effect("copy", text=link))


def _share_file(page: Page, effect: Effect) -> None:
    """A file for the player to keep (a backup): the share sheet where it takes files (a
    phone: to send it, or save it in Files), else a download; answered with
    ``effect.answer``: ``ok``, ``cancelled`` or ``failed:<why>``."""
    navigator = js.navigator
    file = js.File.new(to_js([effect.text]), effect.filename, _js_object({"type": MIME}))
    data = js.Object.new()
    data.title = effect.title
    data.files = js.Array.of(file)
    if hasattr(navigator, "share") and hasattr(navigator, "canShare") and navigator.canShare(data):
        _spawn(_await_file_share(page, navigator.share(data), effect))  # called now: the tap
        return
    _download(page, effect)
    page.shell.act(Action(effect.answer, "ok"))  # the page is painted after the effects


async def _await_file_share(page: Page, promise: Any, effect: Effect) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" in str(error):  # the player closed the sheet: nothing was kept
            page.send(Action(effect.answer, "cancelled"))
            return
        _download(page, effect)  # the sheet failed: the file is saved instead
    page.send(Action(effect.answer, "ok"))


def _persist(page: Page, effect: Effect) -> None:
    """Ask for persistent storage (inside the tap: a browser may ask the player), then say
    what the storage is now; answered with ``effect.answer`` if the player asked."""
    storage = getattr(js.navigator, "storage", None)
    if not storage or not hasattr(storage, "persist"):
        return
    _spawn(_await_persist(page, storage.persist(), effect.answer))


async def _await_persist(page: Page, promise: Any, answer: str) -> None:
    try:
        granted = bool(await promise)
    except Exception as error:
        _report(f"belot: asking for persistent storage failed: {error!r}")
        granted = False
    await tell_storage(page)
    if answer:
        page.send(Action(answer, "true" if granted else "false"))


async def tell_storage(page: Page) -> None:
    """Tell the page what the browser says of its storage now, and paint it."""
    set_facts(page.controller, await storage_facts())
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


def _scroll_top(page: Page, effect: Effect) -> None:
    window.scrollTo(0, 0)


def _load_qr(page: Page, effect: Effect) -> None:
    """Make the QR library importable (belot.app.qr): fetch its archive (from the service
    worker's cache once installed) and unpack it; then say so with ``qr-loaded``."""
    if qr.available():
        page.shell.act(Action("qr-loaded", "ok"))
        return
    _spawn(_fetch_qr(page, effect.text))


async def _fetch_qr(page: Page, url: str) -> None:
    try:
        response = await js.fetch(url)
        if not response.ok:
            raise OSError(f"{response.status} for {url}")
        archive = js.Uint8Array.new(await response.arrayBuffer()).to_bytes()
        qr.install(archive, QR_HOME)
    except Exception as error:
        _report(f"belot: the QR library could not be loaded: {error!r}")
        page.send(Action("qr-loaded", f"failed:{error}"))
        return
    page.send(Action("qr-loaded", "ok"))


_EFFECTS = {
    "download": _download,
    "pick-file": _pick_file,
    "share": _share,
    "copy": _copy,
    "share-link": _share_link,
    "load-qr": _load_qr,
    "scroll-top": _scroll_top,
    "share-file": _share_file,
    "persist": _persist,
}


def install_phone(page: Page) -> None:
    """Whether the screen can be kept on; follow the page being hidden and shown again."""
    _lock["supported"] = hasattr(js.navigator, "wakeLock")  # only in a secure context
    set_supported(page.controller, bool(_lock["supported"]))
    proxy = create_proxy(_guarded(lambda _event: _on_visibility(page)))
    _keep.append(proxy)
    document.addEventListener("visibilitychange", proxy)


def _on_visibility(page: Page) -> None:
    if str(document.visibilityState) == "visible":  # the browser let go of the lock: ask again
        set_held(page.controller, _lock["sentinel"] is not None)
        page.refresh()


def sync_wake_lock(page: Page, _html: Markup) -> None:
    """After each paint: hold the screen lock while the state wants it, else let it go."""
    state = page.controller.state
    if _lock["supported"] and not wake_lock(state).supported:  # a fresh state (recovery)
        set_supported(page.controller, True)
        set_held(page.controller, _lock["sentinel"] is not None)
        page.refresh()
        return
    want = wants_wake_lock(state) and str(document.visibilityState) == "visible"
    if want and _lock["sentinel"] is None and not _lock["pending"] and not wake_lock(state).refused:
        _lock["pending"] = True
        _spawn(_acquire(page))
    elif not want and _lock["sentinel"] is not None:
        sentinel, _lock["sentinel"], _lock["token"] = _lock["sentinel"], None, None
        sentinel.release()
        set_held(page.controller, False)
        page.refresh()
    elif not want and wake_lock(state).refused:  # ask again when a game is next opened
        set_held(page.controller, False)
        page.refresh()


async def _acquire(page: Page) -> None:
    try:
        sentinel = await js.navigator.wakeLock.request("screen")
    except Exception:  # not allowed (battery saver, no permission, page hidden)
        _lock["pending"] = False
        set_held(page.controller, False, refused=True)
        page.refresh()
        return
    _lock["pending"] = False
    token = object()
    _lock["sentinel"], _lock["token"] = sentinel, token

    def released(_event: Any) -> None:
        if _lock["token"] is token:  # the browser let go (the page was hidden)
            _lock["sentinel"], _lock["token"] = None, None
            set_held(page.controller, False)
            page.refresh()

    sentinel.addEventListener("release", create_once_callable(_guarded(released)))
    set_held(page.controller, True)
    page.refresh()  # releases it at once if it is no longer wanted
