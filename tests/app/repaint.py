"""A DOM in Python, for checking belot.app.morph's changes without a browser: the nodes an
Element parses into (:func:`parsed`), the changes carried out on them as the browser edge
does (:func:`carry_out`, as belot.app.browser.dom.apply), and what would make the browser
parse an Element into other nodes than it was drawn as (:func:`parse_problems`)."""

from __future__ import annotations

from dataclasses import dataclass, field

from belot.app.markup import Element, Markup
from belot.app.morph import Change, ChildChange, Fresh, Kind


@dataclass
class Node:
    """An element (``name``), a text (``name`` "#text", its ``text``) or opaque HTML kept
    as one node ("#html", which only a test can tell apart)."""

    name: str
    attrs: list[tuple[str, str]] = field(default_factory=list)
    kids: list[Node] = field(default_factory=list)
    text: str = ""
    value: str | None = None  # a form control's value or tick, as the browser shows it
    checked: bool | None = None


def parsed(fresh: Fresh) -> Node:
    """The node the browser makes of ``fresh``."""
    if isinstance(fresh, Element):
        attrs = dict(fresh.attrs)
        return Node(
            fresh.name,
            list(fresh.attrs),
            [parsed(kid) for kid in fresh.kids],
            value=attrs.get("value"),
            checked="checked" in attrs,
        )
    if isinstance(fresh, Markup):
        return Node("#html", text=str(fresh))
    return Node("#text", text=fresh)


def carry_out(live: Node, change: Change) -> None:
    """``change`` made to ``live``, as belot.app.browser.dom.apply makes it."""
    for name, value in change.set:
        at = next((i for i, (n, _) in enumerate(live.attrs) if n == name), None)
        if at is None:
            live.attrs.append((name, value))
        else:
            live.attrs[at] = (name, value)
    live.attrs = [(n, v) for n, v in live.attrs if n not in change.remove]
    before = list(live.kids)
    for child in change.children:
        _carry_out_child(live, before[child.live] if child.live >= 0 else None, child)
    if change.value is not None:
        live.value = change.value
    if change.checked is not None:
        live.checked = change.checked


def _carry_out_child(parent: Node, node: Node | None, child: ChildChange) -> None:
    if child.kind is Kind.PATCH:
        assert node is not None
        assert node.name == child.name, (node.name, child.name)
        assert child.change is not None
        carry_out(node, child.change)
    elif child.kind is Kind.TEXT:
        assert node is not None
        assert node.name == "#text"
        assert isinstance(child.fresh, str)
        node.text = child.fresh
    elif child.kind is Kind.REPLACE:
        assert node is not None
        parent.kids[_index(parent, node)] = parsed(child.fresh)
    elif child.kind is Kind.INSERT:
        at = len(parent.kids) if node is None else _index(parent, node)
        parent.kids.insert(at, parsed(child.fresh))
    else:
        assert node is not None
        del parent.kids[_index(parent, node)]


def _index(parent: Node, node: Node) -> int:
    return next(i for i, kid in enumerate(parent.kids) if kid is node)


def shape(node: Node) -> tuple[object, ...]:
    """What two nodes must share to be the same on the page (attributes in any order)."""
    return (
        node.name,
        sorted(node.attrs),
        node.text,
        tuple(shape(kid) for kid in node.kids),
    )


# What the HTML parser does not take as written (https://html.spec.whatwg.org/#parsing):
# a <p> ends before a block; table parts go where tables want them; a button or a link
# does not hold another; a list item or an option outside its list is not one.
BLOCKS = frozenset(
    {
        *("address", "article", "aside", "blockquote", "details", "dialog", "div", "dl"),
        *("fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4"),
        *("h5", "h6", "header", "hgroup", "hr", "main", "menu", "nav", "ol", "p", "pre"),
        *("search", "section", "table", "ul"),
    }
)
TABLE_PARTS = {
    "table": {"caption", "colgroup", "thead", "tbody", "tfoot"},
    "thead": {"tr"},
    "tbody": {"tr"},
    "tfoot": {"tr"},
    "tr": {"td", "th"},
}


def parse_problems(tree: Element, inside: tuple[str, ...] = ()) -> list[str]:
    """Where the browser would parse ``tree`` into other nodes than it was drawn as."""
    problems: list[str] = []
    name = tree.name
    where = "/".join((*inside, name))
    if name and "p" in inside[-1:] and name in BLOCKS:
        problems.append(f"{where}: a <{name}> ends the <p> around it")
    if name in ("button", "a") and name in inside:
        problems.append(f"{where}: a <{name}> ends the <{name}> around it")
    if name == "li" and inside[-1:] not in (("ul",), ("ol",)):
        problems.append(f"{where}: a list item outside a list")
    if name == "option" and inside[-1:] not in (("select",), ("optgroup",), ("datalist",)):
        problems.append(f"{where}: an option outside a select")
    allowed = TABLE_PARTS.get(name)
    for kid in tree.kids:
        if allowed is not None and not (isinstance(kid, Element) and kid.name in allowed):
            problems.append(f"{where}: {kid[:40]!r} where the parser moves it")
        if isinstance(kid, Element) and not tree.opaque:
            problems += parse_problems(kid, (*inside, name) if name else inside)
    return problems
