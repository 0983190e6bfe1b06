"""A small HTML builder that escapes every text by default.

Text from players (team and player names) goes into the page only through
:func:`tag` children or attribute values, which are always escaped; only
:class:`Markup` built here is inserted as is.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from html import escape


class Markup(str):
    """HTML that is already safe to insert."""


def text(value: object) -> Markup:
    return value if isinstance(value, Markup) else Markup(escape(str(value), quote=True))


def _children(children: Iterable[object]) -> str:
    parts: list[str] = []
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, str | int):
            parts.append(text(child))
        elif isinstance(child, Iterable):
            parts.append(_children(child))
        else:
            parts.append(text(child))
    return "".join(parts)


def attributes(attrs: Mapping[str, object]) -> str:
    out = []
    for name, value in attrs.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{text(value)}"')
    return "".join(out)


VOID = frozenset({"input", "br", "hr", "img", "meta", "link"})


def tag(name: str, attrs: Mapping[str, object] | None = None, *children: object) -> Markup:
    """``<name attrs>children</name>`` with every text child and attribute escaped."""
    opening = f"<{name}{attributes(attrs or {})}>"
    if name in VOID:
        return Markup(opening)
    return Markup(f"{opening}{_children(children)}</{name}>")
