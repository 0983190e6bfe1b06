"""Python's ``sitecustomize`` in the page: run by ``site`` as Python starts, before Pyodide's
own start imports anything.

scripts/vendor.py puts it into the page's standard library (``sitecustomize.pyc`` in
python_stdlib.zip), and scripts/pyodide-run.mjs into each Python the set-up runs under Node.

Pyodide's start makes a few of the standard library's dataclasses (``_colorize``'s themes,
which ``traceback`` imports, and ``asyncio.graph``'s frames), and ``dataclasses`` makes
their methods by compiling source it writes: 25 ms of a cold interpreter under Node, on
every start without a memory snapshot (a first visit), the first compiling the page does.
Here that code comes compiled at set-up instead, as belot.app.dataclass_methods does for
the package's own classes:

* at set-up, with no :data:`SHIPPED` file beside this module, each source is compiled as
  ``dataclasses`` would and noted in :data:`COMPILED`; scripts/start_methods.py writes the
  code of those (:func:`dumps`), and scripts/vendor.py puts it beside this module in the
  standard library's archive;
* in the page, ``dataclasses`` is given that code for the same source (what compiling it
  gives, without column positions as everything the set-up compiles: the classes are what
  they would be, a traceback through them names the same lines); a source without any is
  compiled as before and noted in :data:`COMPILED` (none is: tests/e2e/test_stdlib.py and
  tests/test_start_methods.py check). Once every shipped source has been used, the module
  ``dataclasses`` is left as it was.

A file written by another Python (another bytecode magic number), or not such a file at
all, is not used: the start compiles as it would without it. An error here never stops
Python: ``site`` reports it and goes on.
"""

import builtins
import dataclasses
import marshal
import os
from collections.abc import Iterable, Mapping
from importlib.util import MAGIC_NUMBER
from types import CodeType
from typing import Any

# Beside this module in the standard library's archive (written at set-up).
SHIPPED = "_start_methods.bin"
# The sources compiled here, none shipped for them; and those whose shipped code was used.
COMPILED: list[str] = []
USED: list[str] = []


def compiled(source: str) -> CodeType:
    """What ``dataclasses``'s ``exec(source, ...)`` compiles (this module's own compiling
    inherits nothing, as that module has no ``__future__`` import)."""
    return compile(source, "<string>", "exec", dont_inherit=True)


def dumps(sources: Iterable[str]) -> bytes:
    """The code of each source, for this Python (its bytecode's magic number first)."""
    return MAGIC_NUMBER + marshal.dumps({source: compiled(source) for source in sorted(sources)})


def loads(data: bytes) -> dict[str, CodeType]:
    """What :func:`dumps` wrote; nothing if another Python wrote it, or it is not such a file."""
    if not data.startswith(MAGIC_NUMBER):
        return {}
    try:
        found = marshal.loads(data[len(MAGIC_NUMBER) :])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, str) and isinstance(v, CodeType)}


def read_shipped() -> dict[str, CodeType]:
    """The code shipped beside this module (nothing if there is none): read through its
    loader, which reads the archive it was imported from."""
    loader: Any = globals().get("__loader__")
    try:
        return loads(loader.get_data(os.path.join(os.path.dirname(__file__), SHIPPED)))
    except (AttributeError, OSError):
        return {}


def give(shipped: Mapping[str, CodeType]) -> None:
    """Make ``dataclasses`` take the code in ``shipped`` for its sources, until each has
    been used (for good if nothing is shipped: the set-up notes every source)."""
    waiting = set(shipped)

    def exec_shipped(
        source: str | CodeType,
        global_names: dict[str, Any] | None = None,
        local_names: Mapping[str, object] | None = None,
        /,
    ) -> None:
        if isinstance(source, str):
            code = shipped.get(source)
            if code is None:
                COMPILED.append(source)
                code = compiled(source)
            else:
                USED.append(source)
                waiting.discard(source)
            source = code
        try:
            builtins.exec(source, global_names, local_names)
        finally:
            if shipped and not waiting and vars(dataclasses).get("exec") is exec_shipped:
                delattr(dataclasses, "exec")

    setattr(dataclasses, "exec", exec_shipped)  # noqa: B010  (a name mypy does not know there)


# Only as Python's sitecustomize: imported by another name (the tests), it changes nothing.
if __name__ == "sitecustomize":
    give(read_shipped())
