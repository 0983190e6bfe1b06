"""A small HTML builder that escapes every text by default.

Text from players (team and player names) goes into the page only through
:func:`tag` children or attribute values, which are always escaped; only
:class:`Markup` built here is inserted as is.

What :func:`tag` and :func:`fragment` build is an :class:`Element`: its HTML, and what it
is made of (its name, attributes and children, text unescaped), so that the browser edge
can tell what changed between two drawings of the page without asking the browser
(belot.app.morph): one node for each node the browser parses from the HTML.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping


def escape(value: str) -> str:
    """``value`` with ``&``, ``<``, ``>`` and both quotes written as character references:
    what ``html.escape(value)`` writes. Not imported from there: ``html`` loads its table of
    2,231 named references as it is imported, which no page here needs (a first visit's
    start would pay for it)."""
    return (
        value.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace('"', "&quot;")
        .replace("'", "&#x27;")
    )


class Markup(str):
    """HTML that is already safe to insert."""


class Element(Markup):
    """HTML built by :func:`tag` (or :func:`fragment`, whose ``name`` is ""), with its
    parts: ``attrs`` as the browser reads them, in order (a value-less one has ""),
    ``kids`` its children as the browser parses them (adjacent texts joined, empty ones
    left out), ``opaque`` when one of them is HTML not built here."""

    name: str
    attrs: tuple[tuple[str, str], ...]
    kids: tuple[Element | Markup | str, ...]
    opaque: bool


def text(value: object) -> Markup:
    return value if isinstance(value, Markup) else Markup(escape(str(value)))


def _gather(
    children: Iterable[object], parts: list[str], kids: list[Element | Markup | str]
) -> bool:
    """The HTML of ``children`` appended to ``parts`` and their nodes to ``kids`` (a text
    after a text joined to it, as the browser does); whether any is opaque HTML."""
    opaque = False
    for child in children:
        if child is None or child is False:
            continue
        if isinstance(child, Element):
            parts.append(child)
            kids.append(child)
        elif isinstance(child, Markup):
            if child:  # HTML made elsewhere: its nodes are not known
                parts.append(child)
                kids.append(child)
                opaque = True
        elif isinstance(child, str | int) or not isinstance(child, Iterable):
            said = str(child)
            if not said:
                continue
            parts.append(escape(said))
            last = kids[-1] if kids else None
            if isinstance(last, str) and not isinstance(last, Markup):
                kids[-1] = last + said
            else:
                kids.append(said)
        else:
            opaque |= _gather(child, parts, kids)
    return opaque


def _opening(name: str, attrs: Mapping[str, object]) -> tuple[str, list[tuple[str, str]]]:
    """``<name attrs>``, and the attributes as the browser reads them: (name, value), ""
    for a value-less one (``True``); ``None`` and ``False`` leave an attribute out."""
    out = [f"<{name}"]
    found = []
    for key, value in attrs.items():
        if value is None or value is False:
            continue
        key = key.rstrip("_").replace("_", "-")
        if value is True:
            out.append(f" {key}")
            found.append((key, ""))
        else:
            said = str(value)
            out.append(f' {key}="{value if isinstance(value, Markup) else escape(said)}"')
            found.append((key, said))
    out.append(">")
    return "".join(out), found


VOID = frozenset({"input", "br", "hr", "img", "meta", "link"})


def _element(name: str, attrs: Mapping[str, object], children: Iterable[object]) -> Element:
    parts: list[str] = []
    kids: list[Element | Markup | str] = []
    if name:
        opening, found = _opening(name, attrs)
    else:
        opening, found = "", []
    if name in VOID:
        html, opaque = opening, False
    else:
        opaque = _gather(children, parts, kids)
        html = f"{opening}{''.join(parts)}</{name}>" if name else "".join(parts)
    element = Element(html)
    element.name = name
    element.attrs = tuple(found)
    element.kids = tuple(kids)
    element.opaque = opaque
    return element


def tag(name: str, attrs: Mapping[str, object] | None = None, *children: object) -> Element:
    """``<name attrs>children</name>`` with every text child and attribute escaped (an
    :class:`Element`)."""
    return _element(name, attrs or {}, children)


def with_attributes(element: Element, attrs: Mapping[str, object]) -> Element:
    """``element`` drawn again with ``attrs`` set on it (``None`` or ``False`` takes one
    away): the same children, the very same objects."""
    return _element(element.name, {**dict(element.attrs), **attrs}, element.kids)


def fragment(*children: object) -> Element:
    """``children`` one after the other, with no element around them (the page's ``#app``;
    an :class:`Element` without a name)."""
    return _element("", {}, children)
