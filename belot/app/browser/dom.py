"""Patching the live DOM to equal a fresh rendering, reusing its nodes, so that the field a
player is typing in keeps its focus and caret (the plan is belot.app.morph's, tested
without a browser; this module carries it out on the live nodes).

Two ways: :func:`apply`, from what changed since the last paint (belot.app.morph's
``changes``, worked out in Python: only the nodes that changed are touched), and
:func:`morph_children`, which walks the live nodes against a fresh parse (a first paint,
over what static/instant-paint.js showed, or when the last paint is not known)."""

from __future__ import annotations

from typing import Any

from js import document

from belot.app.markup import Element, Markup
from belot.app.morph import Change, ChildChange, Control, Fresh, Key, Kind, Step, plan
from belot.app.morph import key as child_key

# Elements whose children are a list of like items (the sheet's rows, the list of games):
# an item drawn again unchanged is left as it is, without a walk through its nodes (each
# step of which is a call from Python into the browser). Not one with a form control in
# it: a control's live value is not in its HTML, and the state's must still be put back.
LISTS = frozenset({"TBODY", "UL", "OL"})


def attr(element: Any, name: str) -> str:
    """An attribute's text, "" when it is absent (getAttribute gives jsnull, not None)."""
    value = element.getAttribute(name)
    return value if isinstance(value, str) else ""


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
        str(node.nodeName), attr(node, "data-testid"), attr(node, "id"), attr(node, "class")
    )


def morph_element(live: Any, fresh: Any) -> None:
    for each in list(live.attributes):
        if not fresh.hasAttribute(each.name):
            live.removeAttribute(each.name)
    for each in list(fresh.attributes):
        if live.getAttribute(each.name) != each.value:
            live.setAttribute(each.name, each.value)
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


class MismatchError(ValueError):
    """The live DOM is not what the last paint left there (the page paints it whole)."""


def apply(live: Any, change: Change, template: Any) -> None:
    """Make the live element ``live`` (as last painted) take ``change``; ``template``: a
    <template> to parse new children with. :class:`MismatchError` if a child is not the node
    it was drawn as."""
    for name, value in change.set:
        live.setAttribute(name, value)
    for name in change.remove:
        live.removeAttribute(name)
    if change.children:
        nodes = live.childNodes
        # Every child a change names, before any moves: the indices are the old ones.
        try:
            found = {c.live: nodes[c.live] for c in change.children if c.live >= 0}
        except IndexError:
            raise MismatchError("fewer children than drawn") from None
        if None in found.values():
            raise MismatchError("fewer children than drawn")
        for child in change.children:
            _apply_child(live, found.get(child.live), child, template)
    show_control(live, Control(change.value, change.checked))


def _apply_child(parent: Any, node: Any, child: ChildChange, template: Any) -> None:
    if child.kind is Kind.PATCH:
        assert child.change is not None
        if node.nodeType != 1 or str(node.nodeName).lower() != child.name:
            raise MismatchError(f"{node.nodeName} where {child.name} was drawn")
        apply(node, child.change, template)
    elif child.kind is Kind.TEXT:
        if node.nodeType != 3:
            raise MismatchError(f"{node.nodeName} where a text was drawn")
        node.nodeValue = child.fresh
    elif child.kind is Kind.REPLACE:
        parent.replaceChild(made(child.fresh, template), node)
    elif child.kind is Kind.INSERT:
        parent.insertBefore(made(child.fresh, template), node)
    else:
        parent.removeChild(node)


def made(fresh: Fresh, template: Any) -> Any:
    """A new node for ``fresh``: a text node, the element an Element's HTML parses into,
    or what opaque HTML does (a fragment of nodes, taken in one go)."""
    if not isinstance(fresh, Markup):
        return document.createTextNode(fresh)
    template.innerHTML = fresh
    content = template.content
    if not isinstance(fresh, Element):
        return content
    if content.childNodes.length != 1:
        raise MismatchError(f"<{fresh.name}> parses into {content.childNodes.length} nodes")
    return content.firstChild


def show_control(live: Any, control: Control) -> None:
    """A form control shows ``control`` (what is None is left as it is). The field being
    typed in keeps its caret when it shows that value already."""
    if control.checked is not None:
        live.checked = control.checked
    if control.value is not None and (
        live != document.activeElement or str(live.value) != control.value
    ):
        live.value = control.value
