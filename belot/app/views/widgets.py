"""Small building blocks shared by the screens: buttons, fields, confirmations."""

from __future__ import annotations

from collections.abc import Mapping

from belot.app.markup import Markup, tag
from belot.app.messages import t


def button(label: object, action: str, arg: object = "", **attrs: object) -> Markup:
    return tag("button", {"type": "button", "data-action": action, "data-arg": arg, **attrs}, label)


def choice(label: object, action: str, arg: object, pressed: bool, **attrs: object) -> Markup:
    return button(label, action, arg, aria_pressed="true" if pressed else "false", **attrs)


def confirm_box(question: str, action: str, arg: object) -> Markup:
    return tag(
        "div",
        {"class": "confirm", "role": "alertdialog"},
        tag("p", {}, question),
        button(t("common.yes"), action, arg, **{"class": "danger", "data-testid": "confirm-yes"}),
        button(t("common.no"), "cancel-confirm"),
    )


def field(label: str, control: Markup) -> Markup:
    return tag("label", {"class": "field"}, tag("span", {}, label), control)


def select(
    field_name: str, options: list[tuple[str, str]], current: str, **attrs: object
) -> Markup:
    return tag(
        "select",
        {"data-field": field_name, **attrs},
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
