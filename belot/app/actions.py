"""What a tap or an input asks for: one message class per action, and the one handler
each has.

The page's DOM carries an action as text: ``data-action`` (the message's ``name``) and
``data-arg`` on a button, ``data-field`` (and ``data-name``) on a form control, whose
value the browser edge adds. :class:`Action` is that text, as the browser edge hands it over;
:func:`decode` turns it into the typed :class:`Message` it names, whose ``parse`` reads
the argument (and returns None for an argument no page of this app would send: such an
action is ignored, never an error). Views build the DOM from messages
(:meth:`Message.arg`), so an argument's format is written once, in its class.

A message class registers its name when it is defined (:class:`Message` subclasses are
made with ``name=...``); its handler registers with the controller, which runs it
(:func:`belot.app.controller.handles`). Two classes with one name, a second handler, or
(checked once every screen is imported, :func:`belot.app.controller.check_wiring`) a
message without a handler, fail at import, not at a tap.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Self

COPY = "copy-failure"  # the action that copies the details of a failure (belot.app.common)
# The most characters a message keeps of a typed text (a name, a note, points): more than
# any field allows, so only a page that is not this one's could send more.
MAX_TYPED = 1000


@dataclass(frozen=True)
class Action:
    """An action as the page sends it: ``name`` says what, ``arg`` carries the value (text)."""

    name: str
    arg: str = ""


class Message:
    """A typed action. A message class is a frozen dataclass declared with its name::

        @dataclass(frozen=True)
        class OpenDeal(Index, name="open-deal"):
            pass

    :class:`Plain`, :class:`Index`, :class:`Team`, :class:`Text` and :class:`Switch` are
    the usual shapes (no argument, a number, a team, a text, a checkbox); a message with
    another shape writes its own :meth:`parse` and :meth:`arg`.

    ``once_per_burst``: quick repeated taps on the control that sends it (a double or
    triple tap on one spot) act once (belot.app.shell.Shell.accepts_tap). For a step
    that each tap would take one further while its screen stays the same (*Undo*,
    *Redo*); a keypad's digit or a counter's + takes every tap.

    ``unasked``: an answer of the browser the player did not ask for (the QR library has
    arrived): the notice on screen is not taken away by it.
    """

    name: ClassVar[str]
    once_per_burst: ClassVar[bool] = False
    # What the browser answers without the player having done anything (a library
    # fetched in the background): what the page says stays said.
    unasked: ClassVar[bool] = False

    def __init_subclass__(cls, name: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not name:
            return  # a shape, not a message of its own
        if name in MESSAGES:
            raise ValueError(f"action {name!r} is declared twice")
        cls.name = name
        MESSAGES[name] = cls

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        """The message ``arg`` stands for; None if no page of this app would send it."""
        raise NotImplementedError(cls.__name__)

    def arg(self) -> str:
        """The argument as the DOM carries it (``data-arg``)."""
        return ""


@dataclass(frozen=True)
class Plain(Message):
    """A message without an argument."""

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls()


@dataclass(frozen=True)
class Index(Message):
    """A message about a number from :attr:`low` to :attr:`high` (a deal's index...)."""

    value: int
    low: ClassVar[int] = 0
    high: ClassVar[int] = 999_999

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        value = number(arg, cls.low, cls.high)
        return None if value is None else cls(value)

    def arg(self) -> str:
        return str(self.value)


@dataclass(frozen=True)
class Team(Index):
    """A message about a team, 0 or 1."""

    high: ClassVar[int] = 1


@dataclass(frozen=True)
class Text(Message):
    """A message carrying text (typed, or an id), cut to :data:`MAX_TYPED`."""

    text: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        return cls(arg[:MAX_TYPED])

    def arg(self) -> str:
        return self.text


@dataclass(frozen=True)
class OptionValue(Message):
    """A form's house rule as chosen or typed: ``<option>=<value>`` (None without a name)."""

    option: str
    value: str

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        option, value = named(arg)
        return cls(option, value) if option else None

    def arg(self) -> str:
        return f"{self.option}={self.value}"


@dataclass(frozen=True)
class Switch(Message):
    """A checkbox: ``true`` or ``false``."""

    on: bool

    @classmethod
    def parse(cls, arg: str) -> Self | None:
        on = flag(arg)
        return None if on is None else cls(on)

    def arg(self) -> str:
        return "true" if self.on else "false"


MESSAGES: dict[str, type[Message]] = {}


def decode(action: Action) -> Message | None:
    """The message ``action`` names, None if its argument is not one a page sends;
    ``ValueError`` for a name no message has."""
    kind = MESSAGES.get(action.name)
    if kind is None:
        raise ValueError(f"unknown action {action.name!r}")
    return kind.parse(action.arg)


def once_per_burst(name: str) -> bool:
    """Whether quick repeated taps on a control that sends the action ``name`` act once
    (:attr:`Message.once_per_burst`); False for "" (no control) and a name no message has."""
    kind = MESSAGES.get(name)
    return kind is not None and kind.once_per_burst


def number(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, None if it is not one. Every
    argument that should be a number goes through here: a page sends digits, but a
    message must not fail on anything else."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits.isascii() or not digits.isdecimal() or len(digits) > 9:
        return None
    value = int(text)
    return value if low <= value <= high else None


def flag(text: str) -> bool | None:
    """A checkbox's ``true``/``false``, None for anything else."""
    return {"true": True, "false": False}.get(text)


def named(arg: str) -> tuple[str, str]:
    """A form control's ``data-name=value`` as the browser edge sends it: (name, value)."""
    name, _, value = arg.partition("=")
    return name, value[:MAX_TYPED]
