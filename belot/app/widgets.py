"""Small building blocks shared by the screens: buttons, fields, confirmations.

A button sends the message it is built with (``data-action`` and ``data-arg``); a form
control names the message class its value makes (``data-field`` and ``data-name``): so a
view refers to actions by their classes, and a misspelt one fails at import.
"""

from __future__ import annotations

from collections.abc import Mapping

from belot.app.actions import Message
from belot.app.common import CancelConfirm
from belot.app.markup import Markup, tag
from belot.app.messages import t
from belot.patterns import Pattern


def button(label: object, message: Message, **attrs: object) -> Markup:
    attributes = {"type": "button", "data-action": message.name, "data-arg": message.arg()}
    return tag("button", {**attributes, **attrs}, label)


def choice(label: object, message: Message, pressed: bool, **attrs: object) -> Markup:
    return button(label, message, aria_pressed="true" if pressed else "false", **attrs)


def spoken(shown: str, name: str) -> str:
    """The accessible name of a control that shows ``shown`` and means ``name``: ``name``
    when it says what is shown (or what is shown is a sign, such as ♥), else both,
    ``"NT, no trumps"``: a name holds the words on screen, so that someone who drives the
    phone by voice can say what they see (WCAG 2.5.3, label in name)."""
    seen = _WORD.findall(shown.casefold())
    said = _WORD.findall(name.casefold())
    if not seen or any(said[i : i + len(seen)] == seen for i in range(len(said))):
        return name
    return f"{shown}, {name}"


_WORD = Pattern(r"\w+")


def sends(kind: type[Message], name: object = None) -> dict[str, object]:
    """The attributes of a form control whose value makes a ``kind`` message (sent as
    ``name=value`` when ``name`` is given)."""
    return {"data-field": kind.name, "data-name": name}


def confirm_box(question: str, yes: Message) -> Markup:
    """A question in place, Yes or No (one at a time on a screen: the question names it)."""
    return tag(
        "div",
        {"class": "confirm", "role": "alertdialog", "aria-labelledby": "confirm-question"},
        tag("p", {"id": "confirm-question"}, question),
        button(t("common.yes"), yes, **{"class": "danger", "data-testid": "confirm-yes"}),
        button(t("common.no"), CancelConfirm()),
    )


def field(label: str, control: Markup, title: str | None = None) -> Markup:
    """A control under (or beside) its words; ``title``: the words whole, where the style
    may shorten them (a team's name beside its points)."""
    return tag("label", {"class": "field", "title": title}, tag("span", {}, label), control)


def select(
    kind: type[Message], options: list[tuple[str, str]], current: str, **attrs: object
) -> Markup:
    return tag(
        "select",
        {**sends(kind), **attrs},
        [tag("option", {"value": v, "selected": v == current}, label) for v, label in options],
    )


def error_line(message: str | None) -> Markup | None:
    if not message:
        return None
    return tag("p", {"class": "error", "role": "alert", "data-testid": "error"}, message)


def group(label: str, name: str, errors: Mapping[str, str], *controls: object) -> Markup:
    return tag(
        "fieldset",
        {"class": f"group group-{name}"},
        tag("legend", {}, label),
        tag("div", {"class": "choices"}, controls),
        error_line(errors.get(name)),
    )


def qr_figure(status: str, svg: str, loading: str, failed: str) -> Markup:
    """A QR code as large as its screen allows (static/app.css: dark modules on white in
    either theme, so that a camera reads it): ``svg``, the code as belot.app.qr draws it,
    when ``status`` is ``ready``; else the words that stand in its place, ``loading`` while
    the QR library is being fetched (``loading``), ``failed`` when it could not be drawn
    (any other status: the link still works)."""
    if status == "ready":
        inner: object = Markup(svg)
    else:
        note = loading if status == "loading" else failed
        inner = tag("p", {"class": "qr-note", "data-testid": "qr-note"}, note)
    return tag("figure", {"class": f"qr qr-{status}"}, inner)
