"""Calling the browser and being called by it: every other module of the edge uses these.

An error in a callback the browser calls is reported to the console and the page goes
on (:func:`guarded`); a coroutine started for a promise is kept until it ends
(:func:`spawn`: asyncio keeps only weak references), and its error reported too; a proxy
the browser calls later is kept for as long as the page lives (:func:`keep`).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

import js
from pyodide.ffi import create_proxy, to_js

_kept: list[Any] = []  # proxies the browser may call at any time: never collected
_running: set[asyncio.Future[Any]] = set()  # coroutines under way


def report(details: str) -> None:
    """Say what went wrong in the console (the page goes on)."""
    js.console.error(details)


def keep(value: Any) -> Any:
    """Keep ``value`` (a proxy, a promise's resolver) alive for the page's life."""
    _kept.append(value)
    return value


def proxy(handler: Callable[..., Any]) -> Any:
    """``handler`` as a proxy the browser can call any number of times, kept alive."""
    return keep(create_proxy(handler))


def spawn(coroutine: Coroutine[Any, Any, Any]) -> None:
    """Run ``coroutine`` in the background; an error it ends with is reported."""
    task = asyncio.ensure_future(coroutine)
    _running.add(task)
    task.add_done_callback(_finished)


def _finished(task: asyncio.Future[Any]) -> None:
    _running.discard(task)
    if not task.cancelled() and task.exception() is not None:
        report(f"belot: a task failed: {task.exception()!r}")


def guarded(handler: Callable[..., Any]) -> Callable[..., Any]:
    """``handler`` for the browser to call: an error is reported, never thrown at it."""

    def guarded(*args: Any) -> Any:
        try:
            return handler(*args)
        except Exception as error:
            report(f"belot: {getattr(handler, '__name__', 'a callback')} failed: {error!r}")
            return None

    return guarded


def js_object(values: dict[str, Any]) -> Any:
    """A plain JavaScript object with ``values`` (not a Map, which the browser's APIs refuse)."""
    return to_js(values, dict_converter=js.Object.fromEntries)
