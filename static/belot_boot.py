"""The page's start, once Pyodide has started: static/boot.py, the script PyScript runs
(index.html: <script type="py">), imports it. It comes compiled in belot.zip, as the
module ``belot_boot`` beside the package (scripts/vendor.py), not as a script's text:
PyScript runs a script through Pyodide's ``runPythonAsync``, which parses it into
Python's ``ast`` objects and tokenizes it before compiling it, 70-120 ms of a first visit
for this file (bench/README.md).

The belot package is unpacked by static/python.mjs; the page itself lives in belot.app.
Nothing may escape from here as a Python traceback: if the app cannot start at all, the
loading line says so in the page's language and <html data-boot-error> is set (as
static/boot-error.js does for errors before Python).
"""

import asyncio
import importlib.util
import os
import sys
import traceback
from typing import Any

import js
from pyodide.ffi import to_js

COULD_NOT_START = {
    "bg": "Приложението не успя да се стартира. Презаредете страницата.",
    "fr": "L'appli n'a pas pu démarrer. Rechargez la page.",
    "en": "The app could not start. Reload the page.",
}


def could_not_start(error: BaseException, *, after_ready: bool = False) -> None:
    """Say so in the page's loading line. ``after_ready``: the error came once the page
    was ready (the screens imported after a first paint: a slip in their wiring), and the
    page is taken back from the player, as if it had not started."""
    js.console.error("".join(traceback.format_exception(error)))
    root = js.document.documentElement
    if root.hasAttribute("data-ready") and not after_ready:
        return
    root.removeAttribute("data-ready")
    app = js.document.getElementById("app")
    if app:
        app.hidden = True
    root.setAttribute("data-boot-error", "")
    # The page's language, as static/instant-paint.js set it (the player's choice, else the
    # browser's); the browser's own without it.
    language = str(js.document.documentElement.lang or "")
    if language not in COULD_NOT_START:
        language = str(js.navigator.language or "en")[:2].lower()
    loading = js.document.getElementById("loading")
    if loading:
        loading.textContent = COULD_NOT_START.get(language, COULD_NOT_START["en"])


def dataclass_methods() -> Any:
    """belot.app.dataclass_methods: as the memory snapshot has it, else loaded by its path
    (importing it would import the package first, whose dataclasses it is for)."""
    name = f"belot.app.{METHODS}"
    if name in sys.modules:
        return sys.modules[name]
    found = importlib.util.find_spec("belot")
    if found is None or not found.submodule_search_locations:
        raise ImportError("the belot package is not where Python looks")
    folder = os.path.join(found.submodule_search_locations[0], "app")
    path = os.path.join(folder, f"{METHODS}.pyc")
    if not os.path.isfile(path):
        path = os.path.join(folder, f"{METHODS}.py")  # a package not compiled (the tests)
    spec = importlib.util.spec_from_file_location(f"_belot_boot_{METHODS}", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module at {path}")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


METHODS = "dataclass_methods"


def package_modules() -> list[str]:
    """The package's modules Python holds."""
    held = list(sys.modules)
    return sorted(name for name in held if name == "belot" or name.startswith("belot."))


def mark_methods(found: Any, imported: int, painted_with: list[str]) -> None:
    """For the tests: how many sources of methods the page compiled, of how many, how
    many classes it made from their shapes (tests/e2e/test_stdlib.py: on a first visit,
    none compiled, the set-up did; nearly every class made so), how many of the package's
    modules the start imported (tests/e2e/test_snapshot.py: none, from a memory snapshot),
    and those it held at its first paint (tests/e2e/test_first_start.py: on a first
    visit, none of the engine's scoring). Never in the way of the start."""
    try:
        counts = {
            "sources": len(found.code),
            "compiled": len(found.compiled),
            "made_from_shapes": found.made,
            "imported": imported,
            "painted_with": painted_with,
        }
        js.performance.mark(
            "belot:dataclass-methods",
            to_js({"detail": counts}, dict_converter=js.Object.fromEntries),
        )
    except Exception as error:
        js.console.warn(f"belot: the methods' mark failed: {error!r}")


async def boot() -> None:
    try:
        held = len(package_modules())
        methods = dataclass_methods()
        # Open until every screen is imported: those a first paint does not need come
        # after it (belot.app.browser.boot), with the same shipped methods.
        with methods.compiled_once(methods.read_shipped, methods.read_shapes) as found:
            from belot.app.browser.boot import main, the_other_screens

            await main()
            painted_with = package_modules()
            try:
                await the_other_screens()
            except Exception as error:
                could_not_start(error, after_ready=True)
                return
        mark_methods(found, len(package_modules()) - held, painted_with)
    except Exception as error:
        could_not_start(error)


RUNNING = {asyncio.ensure_future(boot())}  # kept: the event loop holds its tasks weakly
