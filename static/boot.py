"""Entry point PyScript runs once Pyodide has started (index.html: <script type="py">).

The belot package is unpacked by static/python.mjs; the page itself lives in belot.app.
Nothing may escape from here as a Python traceback: if the app cannot start at all, the
loading line says so in the page's language and <html data-boot-error> is set (as
static/boot-error.js does for errors before Python).
"""

import asyncio
import builtins
import contextlib
import dataclasses
import traceback
from collections.abc import Iterator, Mapping
from types import CodeType
from typing import Any

import js

COULD_NOT_START = {
    "bg": "Приложението не успя да се стартира. Презаредете страницата.",
    "fr": "L'appli n'a pas pu démarrer. Rechargez la page.",
    "en": "The app could not start. Reload the page.",
}


def could_not_start(error: BaseException) -> None:
    js.console.error("".join(traceback.format_exception(error)))
    root = js.document.documentElement
    if root.hasAttribute("data-ready"):
        return
    root.setAttribute("data-boot-error", "")
    # The page's language, as static/instant-paint.js set it (the player's choice, else the
    # browser's); the browser's own without it.
    language = str(js.document.documentElement.lang or "")
    if language not in COULD_NOT_START:
        language = str(js.navigator.language or "en")[:2].lower()
    loading = js.document.getElementById("loading")
    if loading:
        loading.textContent = COULD_NOT_START.get(language, COULD_NOT_START["en"])


@contextlib.contextmanager
def dataclass_code_compiled_once() -> Iterator[None]:
    """While the app is imported, each source dataclasses makes a class's methods from is
    compiled once: the package's 300 dataclasses make only 136 different ones, and compiling
    them is two fifths of importing it (in the page, where nothing is compiled yet). The
    same code object for the same source text: the classes are what they would be.
    (dataclasses calls ``exec`` by its global name: the module is given its own, taken
    away again after.)"""
    compiled: dict[str, CodeType] = {}

    def exec_once(
        source: str | CodeType,
        global_names: dict[str, Any] | None = None,
        local_names: Mapping[str, object] | None = None,
    ) -> None:
        if isinstance(source, str):
            code = compiled.get(source)
            if code is None:
                code = compiled[source] = compile(source, "<string>", "exec", dont_inherit=True)
            source = code
        builtins.exec(source, global_names, local_names)

    setattr(dataclasses, "exec", exec_once)  # noqa: B010  (a name mypy does not know there)
    try:
        yield
    finally:
        delattr(dataclasses, "exec")


async def boot() -> None:
    try:
        with dataclass_code_compiled_once():
            from belot.app.browser.boot import main

        await main()
    except Exception as error:
        could_not_start(error)


RUNNING = {asyncio.ensure_future(boot())}  # kept: the event loop holds its tasks weakly
