"""What an action asks of the browser (belot.app.effects), done: one handler per effect
class, registered with :func:`performs` and found by the effect's type. An effect class
without a handler fails at import, here, not when a player taps.

The effects are done after the action that queued them, inside the tap that asked (a file
picker, a share sheet or the clipboard needs that), and the queue is emptied. What the
browser answers goes back as the message the effect names (``answer``, ``fallback``...),
or as :class:`~belot.app.common.EffectDone` for what no one screen owns; an effect that
fails is reported to the console and answered with ``EffectDone("failed:<why>")``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeVar

import js
from js import document, window
from pyodide.ffi import create_once_callable, to_js

from belot.app import qr
from belot.app.actions import Action
from belot.app.browser.calls import guarded, js_object, proxy, report, spawn
from belot.app.browser.page import Page
from belot.app.browser.stores import tell_storage
from belot.app.common import EffectDone
from belot.app.effects import (
    EFFECTS,
    Copy,
    Download,
    Effect,
    LoadQr,
    Persist,
    PickFile,
    ScrollTop,
    Share,
    ShareFile,
    ShareImage,
    ShareLink,
    ShareText,
)
from belot.app.picture import Box, Picture
from belot.app.transfer import MAX_IMPORT_CHARS, MIME, TransferError, file_text

QR_HOME = "/home/pyodide"  # where the QR library's archive is unpacked (scripts/vendor.py)

E = TypeVar("E", bound=Effect)
Perform = Callable[[Page, E], None]
PERFORMERS: dict[type[Effect], Callable[[Page, Any], None]] = {}


def performs(kind: type[E]) -> Callable[[Perform[E]], Perform[E]]:
    """Register the decorated function as what the browser does for an effect ``kind``."""

    def register(perform: Perform[E]) -> Perform[E]:
        if kind in PERFORMERS:
            raise ValueError(f"effect {kind.__name__} has two handlers")
        PERFORMERS[kind] = perform
        return perform

    return register


def perform_effects(page: Page) -> bool:
    """Do what the last action queued for the browser and empty the queue; whether there
    was anything to do."""
    effects = page.controller.state.effects
    if not effects:
        return False
    page.controller.state = replace(page.controller.state, effects=())
    for effect in effects:
        try:
            PERFORMERS[type(effect)](page, effect)
        except Exception as error:  # a JsException: report it, keep the page going
            report(f"belot: effect {type(effect).__name__} failed: {error!r}")
            page.tell(EffectDone(f"failed:{error}"))
    return True


def _file(contents: Any, filename: str, mime: str = MIME) -> Any:
    return js.File.new(to_js([contents]), filename, js_object({"type": mime}))


@performs(Download)
def download(page: Page, effect: Download) -> None:
    save(js.Blob.new(to_js([effect.contents]), js_object({"type": effect.mime})), effect.filename)


def save(blob: Any, filename: str) -> None:
    """Download ``blob`` as ``filename``."""
    url = js.URL.createObjectURL(blob)
    link = document.createElement("a")
    link.href = url
    link.download = filename
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()
    js.setTimeout(create_once_callable(lambda: js.URL.revokeObjectURL(url)), 60_000)


class FilePicker:
    """The hidden ``<input type=file>``, made on first use (outside #app, which painting
    would remove it from), and the effect it was last opened for: where the chosen file's
    text goes."""

    def __init__(self) -> None:
        self.element: Any = None
        self.asked: PickFile | None = None

    def open(self, page: Page, effect: PickFile) -> None:
        self.asked = effect
        if self.element is None:
            # No accept filter: phones label .json files in many ways, and the import
            # refuses what is not a game file anyway.
            picker = document.createElement("input")
            picker.type = "file"
            # Out of sight but not display:none, which some mobile browsers will not open.
            picker.style.cssText = "position:fixed;left:-10px;top:0;width:1px;height:1px;opacity:0"
            picker.tabIndex = -1
            picker.setAttribute("aria-hidden", "true")
            picker.setAttribute("data-testid", "import-file")
            picker.addEventListener("change", proxy(guarded(lambda _event: self.chosen(page))))
            document.body.appendChild(picker)
            self.element = picker
        self.element.value = ""  # choosing the same file again is a change too
        self.element.click()

    def chosen(self, page: Page) -> None:
        files = self.element.files
        asked = self.asked
        if asked is None or not files or int(files.length) == 0:
            return
        chosen = files.item(0)
        if int(chosen.size) > MAX_IMPORT_CHARS:
            page.answer(asked.too_big(int(chosen.size) // 1000))
            return
        spawn(self._read(page, asked, chosen))

    async def _read(self, page: Page, asked: PickFile, chosen: Any) -> None:
        try:  # its bytes: File.text() would put "�" in place of what is not UTF-8
            data = (await chosen.arrayBuffer()).to_bytes()
        except Exception as error:
            page.answer(EffectDone(f"failed:{error}"))
            return
        try:
            text = file_text(data)
        except TransferError as error:  # not UTF-8: refused with the reason, whatever for
            page.send(Action(asked.not_utf8.name, str(error.params["byte"])))
            return
        page.answer(asked.answer(text))


PICKER = FilePicker()


@performs(PickFile)
def pick_file(page: Page, effect: PickFile) -> None:
    PICKER.open(page, effect)


@performs(Share)
def share(page: Page, effect: Share) -> None:
    """The share sheet with the file where the browser can share files, else the summary;
    without a share sheet (or if it fails), the page's own panel to copy or download."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        page.tell(effect.fallback())
        return
    text_only = js.Object.new()
    text_only.title = effect.title
    text_only.text = effect.summary
    data = text_only
    if hasattr(navigator, "canShare"):
        with_file = js.Object.new()
        with_file.title = effect.title
        with_file.text = effect.summary
        with_file.files = js.Array.of(_file(effect.contents, effect.filename))
        if navigator.canShare(with_file):
            data = with_file
    spawn(_await_share(page, navigator.share(data), effect))  # called now: it needs the tap


async def _await_share(page: Page, promise: Any, effect: Share) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" not in str(error):  # not the player closing the sheet
            page.answer(effect.fallback())


@performs(Copy)
def copy(page: Page, effect: Copy) -> None:
    clipboard = getattr(js.navigator, "clipboard", None)
    if not clipboard:
        page.tell(EffectDone("copy-failed"))
        return
    spawn(_await_copy(page, clipboard.writeText(effect.text)))


async def _await_copy(page: Page, promise: Any) -> None:
    try:
        await promise
    except Exception:
        page.answer(EffectDone("copy-failed"))
        return
    page.answer(EffectDone("copied"))


@performs(ShareText)
def share_text(page: Page, effect: ShareText) -> None:
    """The share sheet with the text; without one (or if it fails), the text is copied."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        copy(page, Copy(effect.text))
        return
    data = js_object({"title": effect.title, "text": effect.text})
    spawn(_await_text_share(page, navigator.share(data), effect.text))  # needs the tap


async def _await_text_share(page: Page, promise: Any, text: str) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" not in str(error):  # not the player closing the sheet
            copy(page, Copy(text))


def _canvas(picture: Picture) -> Any:
    """``picture`` drawn on a canvas (not in the page)."""
    canvas = document.createElement("canvas")
    canvas.width = picture.width
    canvas.height = picture.height
    pen = canvas.getContext("2d")
    pen.fillStyle = picture.background
    pen.fillRect(0, 0, picture.width, picture.height)
    for shape in picture.shapes:
        pen.fillStyle = shape.fill
        if isinstance(shape, Box):
            pen.fillRect(shape.x, shape.y, shape.width, shape.height)
            continue
        weight = "bold " if shape.bold else ""
        pen.font = (
            f"{weight}{shape.size}px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        )
        pen.textAlign = shape.align
        pen.fillText(shape.text, shape.x, shape.y, shape.width)
    return canvas


@performs(ShareImage)
def share_image(page: Page, effect: ShareImage) -> None:
    """The picture as a PNG: drawn now, then shared as a file where the share sheet takes
    one (asked within the tap, as the sheet requires), else downloaded."""
    canvas = _canvas(effect.picture)
    navigator = js.navigator
    probe = js.Object.new()
    probe.files = js.Array.of(_file("", effect.filename, "image/png"))
    can_share = hasattr(navigator, "share") and hasattr(navigator, "canShare")
    sharing = can_share and bool(navigator.canShare(probe))

    def made(blob: Any) -> None:
        if blob is None:
            page.answer(effect.answer("failed:no image"))
            return
        if not sharing:
            save(blob, effect.filename)
            page.answer(effect.answer("ok"))
            return
        data = js.Object.new()
        data.title = effect.title
        data.files = js.Array.of(_file(blob, effect.filename, "image/png"))
        spawn(_await_image_share(page, navigator.share(data), effect, blob))

    canvas.toBlob(create_once_callable(guarded(made)), "image/png")


async def _await_image_share(page: Page, promise: Any, effect: ShareImage, blob: Any) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" in str(error):
            page.answer(effect.answer("cancelled"))
            return
        save(blob, effect.filename)  # the sheet failed (it may want the tap): downloaded
    page.answer(effect.answer("ok"))


@performs(ShareLink)
def share_link(page: Page, effect: ShareLink) -> None:
    """The share sheet with the game's link; without one, the link is copied."""
    navigator = js.navigator
    if not hasattr(navigator, "share"):
        copy(page, Copy(effect.url))
        return
    data = js_object({"title": effect.title, "url": effect.url})
    spawn(_await_link_share(page, navigator.share(data), effect.url))  # needs the tap


async def _await_link_share(page: Page, promise: Any, link: str) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" not in str(error):  # not the player closing the sheet
            copy(page, Copy(link))


@performs(ShareFile)
def share_file(page: Page, effect: ShareFile) -> None:
    """A file for the player to keep (a backup): the share sheet where it takes files (a
    phone: to send it, or save it in Files), else a download; answered with
    ``effect.answer``: ``ok``, ``cancelled`` or ``failed:<why>``."""
    navigator = js.navigator
    data = js.Object.new()
    data.title = effect.title
    data.files = js.Array.of(_file(effect.contents, effect.filename))
    if hasattr(navigator, "share") and hasattr(navigator, "canShare") and navigator.canShare(data):
        spawn(_await_file_share(page, navigator.share(data), effect))  # called now: the tap
        return
    download(page, Download(effect.filename, effect.contents))
    page.tell(effect.answer("ok"))  # the page is painted after the effects


async def _await_file_share(page: Page, promise: Any, effect: ShareFile) -> None:
    try:
        await promise
    except Exception as error:
        if "AbortError" in str(error):  # the player closed the sheet: nothing was kept
            page.answer(effect.answer("cancelled"))
            return
        download(page, Download(effect.filename, effect.contents))  # the sheet failed
    page.answer(effect.answer("ok"))


@performs(Persist)
def persist(page: Page, effect: Persist) -> None:
    """Ask for persistent storage (inside the tap: a browser may ask the player), then say
    what the storage is now; answered with ``effect.answer`` if the player asked."""
    storage = getattr(js.navigator, "storage", None)
    if not storage or not hasattr(storage, "persist"):
        return
    spawn(_await_persist(page, storage.persist(), effect))


async def _await_persist(page: Page, promise: Any, effect: Persist) -> None:
    try:
        granted = bool(await promise)
    except Exception as error:
        report(f"belot: asking for persistent storage failed: {error!r}")
        granted = False
    await tell_storage(page)
    if effect.answer is not None:
        page.answer(effect.answer(granted))


@performs(ScrollTop)
def scroll_top(page: Page, effect: ScrollTop) -> None:
    window.scrollTo(0, 0)


@performs(LoadQr)
def load_qr(page: Page, effect: LoadQr) -> None:
    """Make the QR library importable (belot.app.qr): fetch its archive (from the service
    worker's cache once installed) and unpack it; then say so with ``effect.answer``."""
    if qr.available():
        page.tell(effect.answer("ok"))
        return
    spawn(_fetch_qr(page, effect))


async def _fetch_qr(page: Page, effect: LoadQr) -> None:
    try:
        response = await js.fetch(effect.url)
        if not response.ok:
            raise OSError(f"{response.status} for {effect.url}")
        archive = js.Uint8Array.new(await response.arrayBuffer()).to_bytes()
        qr.install(archive, QR_HOME)
    except Exception as error:
        report(f"belot: the QR library could not be loaded: {error!r}")
        page.answer(effect.answer(f"failed:{error}"))
        return
    page.answer(effect.answer("ok"))


_unhandled = sorted(kind.__name__ for kind in EFFECTS if kind not in PERFORMERS)
if _unhandled:
    raise ValueError(f"effects without a handler: {', '.join(_unhandled)}")
