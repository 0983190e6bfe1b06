"""The methods of the package's dataclasses, compiled once: at set-up, not at each start.

``dataclasses`` makes each class's methods (``__init__``, ``__eq__``, ``__hash__``...) by
compiling source it writes, and the package's 300 dataclasses write 136 different ones:
compiling them was two fifths of importing the package in the page, where nothing is
compiled yet. So, while the app is imported (:func:`compiled_once`):

* each source is compiled only once (the same code object for the same text: the classes
  are what they would be);
* and not at all if the set-up compiled it already: scripts/trace.py imports the whole
  package in the page's own Pyodide, keeps the code of each source (:func:`dumps`), and
  scripts/vendor.py puts it in belot.zip beside this module (:data:`SHIPPED`), which
  static/belot_boot.py reads (:func:`loads`) before the package is imported.

The code is found by a hash of its source (BLAKE2b, 128 bits), so a class changed since
the set-up, or a source it never saw, is compiled as before; and a file of another
Python (another bytecode's magic number) is not used at all.

static/belot_boot.py loads this module by its path, before the package is imported (the
package's ``__init__`` makes dataclasses): it imports nothing of the package.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import functools
import hashlib
import importlib.util
import marshal
import os
from collections.abc import Callable, Iterator, Mapping
from types import CodeType
from typing import Any

# Beside this module in the package (the page's belot/app/), written at set-up.
SHIPPED = "dataclass_methods.bin"


def key(source: str) -> bytes:
    """What finds the code of ``source``."""
    return hashlib.blake2b(source.encode(), digest_size=16).digest()


def dumps(compiled: Mapping[str, CodeType]) -> bytes:
    """The code of each source, by :func:`key`, for this Python (its magic number first)."""
    by_key = {key(source): code for source, code in sorted(compiled.items())}
    return importlib.util.MAGIC_NUMBER + marshal.dumps(by_key)


def loads(data: bytes) -> dict[bytes, CodeType]:
    """What :func:`dumps` wrote; nothing if it was another Python's, or is not such a file."""
    magic = importlib.util.MAGIC_NUMBER
    if not data.startswith(magic):
        return {}
    try:
        found = marshal.loads(data[len(magic) :])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(found, dict):
        return {}
    return {k: v for k, v in found.items() if isinstance(k, bytes) and isinstance(v, CodeType)}


def read_shipped() -> dict[bytes, CodeType]:
    """The code the set-up shipped beside this module (nothing if there is none)."""
    try:
        with open(os.path.join(os.path.dirname(__file__), SHIPPED), "rb") as file:
            return loads(file.read())
    except OSError:
        return {}


class Methods:
    """What :func:`compiled_once` found: the code of each source (``code``), and the
    sources it compiled itself, none shipped (``compiled``)."""

    def __init__(self) -> None:
        self.code: dict[str, CodeType] = {}
        self.compiled: list[str] = []


@contextlib.contextmanager
def compiled_once(shipped: Callable[[], Mapping[bytes, CodeType]] = dict) -> Iterator[Methods]:
    """While it is open, each source ``dataclasses`` runs is compiled once, or taken from
    what ``shipped`` gives (by :func:`key`; asked at the first source, so that an import
    that makes no dataclass, from the memory snapshot, reads nothing). (``dataclasses``
    calls ``exec`` by its global name: the module is given its own, taken away again
    after, so that it is left as it was.)"""
    methods = Methods()
    shipped_once = functools.cache(shipped)

    def exec_once(
        source: str | CodeType,
        global_names: dict[str, Any] | None = None,
        local_names: Mapping[str, object] | None = None,
    ) -> None:
        if isinstance(source, str):
            code = methods.code.get(source)
            if code is None:
                code = shipped_once().get(key(source))
                if code is None:
                    code = compile(source, "<string>", "exec", dont_inherit=True)
                    methods.compiled.append(source)
                methods.code[source] = code
            source = code
        builtins.exec(source, global_names, local_names)

    setattr(dataclasses, "exec", exec_once)  # noqa: B010  (a name mypy does not know there)
    try:
        yield methods
    finally:
        delattr(dataclasses, "exec")
