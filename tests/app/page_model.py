"""What a player can do on a rendered page, read from the HTML as the browser edge reads the DOM.

:func:`controls` lists every control of a rendering with the action it sends: buttons with
``data-action`` (not disabled), inputs and selects with ``data-field`` (a checkbox sends
``true``/``false``, a select one of its options, a text field what is typed), so a test
can tap and type at random through the page's own controls, as a player would.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

from belot.app.actions import MESSAGES, Action


@dataclass(frozen=True)
class Control:
    """One control of the page: what it sends, and for a field how its value is given."""

    action: str
    arg: str = ""  # a button's data-arg
    kind: str = "button"  # "button", "checkbox", "text", "select"
    name: str = ""  # a field's data-name (sent as "name=value")
    options: tuple[str, ...] = ()  # a select's values

    def send(self, value: str = "") -> Action:
        """The action the browser edge sends when this control is tapped, or set to ``value``."""
        if self.kind == "button":
            return Action(self.action, self.arg)
        return Action(self.action, f"{self.name}={value}" if self.name else value)


@dataclass
class _Reader(HTMLParser):
    found: list[Control] = field(default_factory=list)
    select: dict[str, str] | None = None
    options: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        super().__init__()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "select" and "data-field" in a:
            self.select, self.options = a, []
        elif tag == "option" and self.select is not None:
            self.options.append(a.get("value", ""))
        elif "disabled" in a:
            return
        elif "data-action" in a:
            self.found.append(Control(a["data-action"], a.get("data-arg", "")))
        elif tag == "input" and "data-field" in a:
            kind = "checkbox" if a.get("type") == "checkbox" else "text"
            self.found.append(Control(a["data-field"], kind=kind, name=a.get("data-name", "")))

    def handle_endtag(self, tag: str) -> None:
        if tag == "select" and self.select is not None:
            select = self.select
            self.found.append(
                Control(
                    select["data-field"],
                    kind="select",
                    name=select.get("data-name", ""),
                    options=tuple(self.options),
                )
            )
            self.select = None


def controls(html: str) -> list[Control]:
    """Every control of ``html`` a player can use, in page order."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.found


def action_names() -> list[str]:
    """Every action the app knows (each message class's name)."""
    return sorted(MESSAGES)
