"""How the page's children are matched when the page is drawn again: pure, so that it is
tested without a browser (the browser edge carries the plan out on the live DOM).

The browser edge patches the live DOM to equal the freshly rendered one, reusing nodes, so that
the field being typed in keeps its focus and the browser lays out only what changed. Taken
position by position, one element inserted before the others (a notice above the screen)
made every later element be patched into its predecessor, and one removed (the notice
gone at the next tap) replaced the whole screen. So where a list of children changes
length, the children are matched by a key (:func:`key`: the element's name and its
``data-testid``, ``id`` or ``class``) before their position.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from belot.app.markup import Element, Markup, fragment, with_attributes
from belot.patterns import Pattern

Key = str | None


def key(name: str, testid: str, ident: str, classes: str) -> Key:
    """An element's key: its name and the first of its ``data-testid``, ``id`` and first
    class it has (None for an element with none of them, and for text). The first class
    says what the element is; the others say how it stands (``field points-field target``
    is the same field when it is not the target any more)."""
    found = testid or ident or classes.split(" ", 1)[0]
    return f"{name}#{found}" if found else None


class Step(enum.Enum):
    PATCH = "patch"  # make the live child ``live`` equal to the fresh child ``fresh``
    INSERT = "insert"  # put the fresh child before the live child ``live`` (or at the end)
    REMOVE = "remove"  # the live child ``live`` is gone


@dataclass(frozen=True)
class Move:
    step: Step
    fresh: int = -1  # index among the fresh children
    live: int = -1  # index among the live children (-1: at the end)


def plan(live: Sequence[Key], fresh: Sequence[Key]) -> list[Move]:
    """The moves that turn children keyed ``live`` into children keyed ``fresh``.

    Of the same length and with no two keys at the same place that differ, children are
    patched position by position (the usual case: the same screen drawn again). Otherwise
    each fresh child takes, in order, the next live child with its key; live children
    skipped over are removed, and a fresh child whose key no live child has is inserted; a
    keyless child is patched into the next live child that no later fresh child claims.
    Every fresh child is patched or inserted once, every live child patched or removed once.
    """
    if len(live) == len(fresh) and not any(map(_differ, live, fresh)):
        return [Move(Step.PATCH, i, i) for i in range(len(fresh))]
    moves: list[Move] = []
    at = 0  # the next live child not yet used
    for index, wanted in enumerate(fresh):
        ahead = _find(live, wanted, at) if wanted is not None else None
        if ahead is not None:
            moves += [Move(Step.REMOVE, live=i) for i in range(at, ahead)]
            moves.append(Move(Step.PATCH, index, ahead))
            at = ahead + 1
        elif at < len(live) and not _claimed(live[at], fresh, index, wanted):
            moves.append(Move(Step.PATCH, index, at))  # into the next child nobody else wants
            at += 1
        else:
            moves.append(Move(Step.INSERT, index, at if at < len(live) else -1))
    moves += [Move(Step.REMOVE, live=i) for i in range(at, len(live))]
    return moves


def _differ(live: Key, fresh: Key) -> bool:
    """Two keyed children that are not the same thing (a keyless one may be either)."""
    return live is not None and fresh is not None and live != fresh


def _find(live: Sequence[Key], wanted: str, start: int) -> int | None:
    for i in range(start, len(live)):
        if live[i] == wanted:
            return i
    return None


def _claimed(live_key: Key, fresh: Sequence[Key], after: int, wanted: Key) -> bool:
    """Whether a later fresh child should have this live child rather than the fresh child
    ``wanted``: one with its key; or, for a keyless live child that a keyed fresh child
    would take, a later keyless one."""
    if live_key is not None:
        return live_key in fresh[after + 1 :]
    return wanted is not None and None in fresh[after + 1 :]


# --- drawing again from what was drawn last ----------------------------------------------
#
# The page keeps the Element it painted last (belot.app.markup: the HTML with its parts).
# The next one is compared with it here, in Python, without reading the live DOM: a child
# drawn the same (the same string, most often the very same object) is skipped whole, and
# only what differs becomes a change for the browser edge to make. So a tap that changes
# a digit costs a few calls into the browser, not a walk through every node of the screen.

Fresh = Element | Markup | str  # a child as drawn: an element, opaque HTML or a text
# Elements drawn in another namespace (the QR code): replaced whole when they differ.
FOREIGN = frozenset({"svg", "math"})


class Kind(enum.Enum):
    PATCH = "patch"  # the live element ``live`` takes ``change``
    TEXT = "text"  # the live text ``live`` says ``fresh`` now
    REPLACE = "replace"  # the live child ``live`` gives way to ``fresh``
    INSERT = "insert"  # ``fresh`` goes before the live child ``live`` (-1: at the end)
    REMOVE = "remove"  # the live child ``live`` is gone


@dataclass(frozen=True)
class ChildChange:
    kind: Kind
    live: int  # index among the live element's children as they were before any change
    fresh: Fresh = ""  # TEXT: the text; REPLACE, INSERT: the child to make
    change: Change | None = None  # PATCH
    name: str = ""  # PATCH: the live element's name (checked before it is changed)


@dataclass(frozen=True)
class Change:
    """What makes one live element equal to a fresh one: attributes set and removed, its
    children's changes in order, and for a form control the state shown (``value``: a
    field's or a select's value; ``checked``: a box's), which is not its HTML."""

    set: tuple[tuple[str, str], ...] = ()
    remove: tuple[str, ...] = ()
    children: tuple[ChildChange, ...] = ()
    value: str | None = None
    checked: bool | None = None


def drawn(html: Markup) -> Element | None:
    """``html`` as the children of the element it fills (the page's ``#app``): a fragment
    of them; None when its nodes are not known (HTML not built by tag())."""
    if not isinstance(html, Element) or html.opaque:
        return None
    return html if not html.name else fragment(html)


# --- a screen kept behind the one drawn over it ------------------------------------------
#
# The sheet of a long game is the page's largest drawing: its every row laid out anew by
# the browser when a deal is saved is most of what a tap on *Save* costs on a slow phone
# (tens of milliseconds for sixty rows). So the screens opened from it (the deal form, a
# deal's breakdown) are drawn *over* it: its element stays where it is in the page, hidden
# and out of reach (``data-behind``: static/app.css gives it ``content-visibility:
# hidden``, which keeps its layout; ``inert``; ``aria-hidden``), and when it is drawn again
# it is patched in place, so that the browser lays out only the rows that changed.

SCREEN = "data-screen"  # on a screen's outermost element: its id (belot.app.screen)
OVER = "data-over"  # on a screen's outermost element: the screen it is drawn over
BEHIND = {"data-behind": True, "inert": True, "aria-hidden": "true"}


def kept_behind(painted: Element | None, fresh: Element) -> Element:
    """The page to draw for ``fresh`` (the page's children) where ``painted`` is on the page
    now: ``fresh`` itself, or, where one of its children is drawn over a screen (``OVER``)
    that ``painted`` shows (``SCREEN``) and ``fresh`` does not, ``fresh`` with that screen's
    element just before that child, hidden (``BEHIND``). Only a screen drawn over another
    keeps it; a screen kept behind is found again (:func:`changes`) when it is drawn."""
    over = next((kid for kid in fresh.kids if _attribute(kid, OVER)), None)
    if painted is None or over is None:
        return fresh
    wanted = _attribute(over, OVER)
    if any(_attribute(kid, SCREEN) == wanted for kid in fresh.kids):
        return fresh
    kept = next((kid for kid in painted.kids if _attribute(kid, SCREEN) == wanted), None)
    if not isinstance(kept, Element):
        return fresh
    if _attribute(kept, "data-behind") is None:
        kept = with_attributes(kept, BEHIND)
    at = fresh.kids.index(over)
    return fragment(*fresh.kids[:at], kept, *fresh.kids[at:])


def _attribute(node: Fresh, name: str) -> str | None:
    """An element's attribute (None if it has none, or is not an element)."""
    if not isinstance(node, Element):
        return None
    return next((value for key, value in node.attrs if key == name), None)


def changes(old: Element, new: Element) -> Change | None:
    """What makes the live element drawn as ``old`` equal to ``new`` (of the same name),
    None if nothing: every child of either is a node of the live one, in order."""
    if old is new or str.__eq__(old, new):
        return None
    set_, remove = _attribute_changes(old.attrs, new.attrs)
    children = _child_changes(old.kids, new.kids)
    value, checked = _control_changes(new, set_, remove, children)
    return Change(set_, remove, children, value, checked)


def _attribute_changes(
    old: tuple[tuple[str, str], ...], new: tuple[tuple[str, str], ...]
) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    if old == new:
        return (), ()
    before = dict(old)
    after = dict(new)
    set_ = tuple((name, value) for name, value in new if before.get(name) != value)
    return set_, tuple(name for name in before if name not in after)


def _child_changes(old: tuple[Fresh, ...], new: tuple[Fresh, ...]) -> tuple[ChildChange, ...]:
    found: list[ChildChange] = []
    if len(old) == len(new) and not any(map(_moved, old, new)):
        for index, (was, now) in enumerate(zip(old, new, strict=True)):
            found += _pair(index, was, now)
        return tuple(found)
    for move in plan([node_key(n) for n in old], [node_key(n) for n in new]):
        if move.step is Step.PATCH:
            found += _pair(move.live, old[move.live], new[move.fresh])
        elif move.step is Step.INSERT:
            found.append(ChildChange(Kind.INSERT, move.live, new[move.fresh]))
        else:
            found.append(ChildChange(Kind.REMOVE, move.live))
    return tuple(found)


def _pair(index: int, old: Fresh, new: Fresh) -> list[ChildChange]:
    """The change of the live child ``index``, drawn as ``old``, into ``new`` (none: [])."""
    if old is new or (str.__eq__(old, new) and _same_kind(old, new)):
        return []
    if (
        isinstance(old, Element)
        and isinstance(new, Element)
        and old.name == new.name
        and not (old.opaque or new.opaque or new.name in FOREIGN)
        and not _other(old, new)
    ):
        change = changes(old, new)
        return (
            [] if change is None else [ChildChange(Kind.PATCH, index, change=change, name=old.name)]
        )
    if _is_text(old) and _is_text(new):
        return [ChildChange(Kind.TEXT, index, new)]
    return [ChildChange(Kind.REPLACE, index, new)]


def _moved(old: Fresh, new: Fresh) -> bool:
    """Whether two children at the same place are different things that the keys may find
    elsewhere (:func:`plan`): a screen kept behind another (:func:`kept_behind`) where a
    notice was is found again, not drawn anew."""
    return (
        old is not new
        and isinstance(old, Element)
        and isinstance(new, Element)
        and _other(old, new)
    )


def _other(old: Element, new: Element) -> bool:
    """Whether two elements in the same place are different things (both have a key, and
    not the same): another screen's section in place of the last one is put there whole,
    not patched out of the old one node by node."""
    was, now = node_key(old), node_key(new)
    return was is not None and now is not None and was != now


def _is_text(node: Fresh) -> bool:
    return not isinstance(node, Markup)


def _same_kind(old: Fresh, new: Fresh) -> bool:
    """A text and an element may be written alike ("<b>" typed by a player is the text
    ``<b>``, escaped): equal only as the same kind of node."""
    return _is_text(old) == _is_text(new)


def node_key(node: Fresh) -> Key:
    """A child's key, as :func:`key` gives it for the live element (None for a text)."""
    if not isinstance(node, Element):
        return None
    attrs = dict(node.attrs)
    return key(
        node.name.upper(), attrs.get("data-testid", ""), attrs.get("id", ""), attrs.get("class", "")
    )


def _control_changes(
    new: Element,
    set_: tuple[tuple[str, str], ...],
    remove: tuple[str, ...],
    children: tuple[ChildChange, ...],
) -> tuple[str | None, bool | None]:
    """What a form control shows that its attributes no longer set once the player has
    used it: a field's value, a box's tick, a select's choice."""
    if new.name == "input":
        changed = {name for name, _ in set_} | set(remove)
        if control_type(new) == "checkbox":
            return None, ("checked" in dict(new.attrs)) if "checked" in changed else None
        return (dict(new.attrs).get("value", "") if "value" in changed else None), None
    if new.name == "select" and children:
        return selected(new), None
    return None, None


def control_type(element: Element) -> str:
    return dict(element.attrs).get("type", "text")


def selected(select: Element) -> str:
    """The value a select shows: its selected option's, else its first option's."""
    options = [kid for kid in select.kids if isinstance(kid, Element) and kid.name == "option"]
    chosen = next(
        (o for o in options if "selected" in dict(o.attrs)), options[0] if options else None
    )
    if chosen is None:
        return ""
    attrs = dict(chosen.attrs)
    if "value" in attrs:
        return attrs["value"]
    return "".join(kid for kid in chosen.kids if _is_text(kid))


@dataclass(frozen=True)
class Control:
    """What a form control drawn in the page shows: a field's or select's value, a box's
    tick (the one not used is None)."""

    value: str | None
    checked: bool | None


def find_control(tree: Element, field: str, name: str, ident: str) -> Control | None:
    """The form control of ``tree`` that sends ``field`` (with ``data-name`` ``name`` and
    ``id`` ``ident``, "" for none), as drawn: None if there is none."""
    wanted = {"data-field": field, "data-name": name, "id": ident}
    for element in _elements(tree):
        if element.name not in ("input", "select"):
            continue
        attrs = dict(element.attrs)
        if all(attrs.get(k, "") == v for k, v in wanted.items()):
            if element.name == "select":
                return Control(selected(element), None)
            if control_type(element) == "checkbox":
                return Control(None, "checked" in attrs)
            return Control(attrs.get("value", ""), None)
    return None


def _elements(tree: Element) -> list[Element]:
    found = []
    todo = [tree]
    while todo:
        element = todo.pop()
        found.append(element)
        todo.extend(kid for kid in reversed(element.kids) if isinstance(kid, Element))
    return found


_TAG = Pattern(r"<([a-zA-Z][^\s/>]*)((?:\s+[^\s=>]+(?:=\"[^\"]*\")?)*)\s*>")
_ATTRIBUTE = Pattern(r"[^\s=>]+(?:=\"[^\"]*\")?")


def normalized(html: str) -> str:
    """HTML as the browser writes it out (``innerHTML``), with each element's attributes
    in name order: two DOMs that differ only in the order of attributes (one patched, one
    parsed) give the same text."""
    return _TAG.sub(
        lambda m: f"<{m[1]}{''.join(' ' + a for a in sorted(_ATTRIBUTE.findall(m[2])))}>", html
    )
