"""The form's own numeric keypad: the trick points typed without the phone's keyboard.

A key changes the text of one team's points the way a field with its value selected
would: right after that field is chosen (``fresh``) a digit replaces the value and
*back* clears it; then digits add up and *back* takes the last one off.
"""

from __future__ import annotations

DIGITS = tuple("1234567890")  # in the order the keypad shows them
BACK = "back"
CLEAR = "clear"
KEYS = frozenset((*DIGITS, BACK, CLEAR))


def key_text(current: str, fresh: bool, key: str) -> str:
    """The points text after ``key`` (one of :data:`KEYS`) on ``current``."""
    if key == CLEAR or (key == BACK and fresh):
        return ""
    if key == BACK:
        return current[:-1]
    kept = "" if fresh or current == "0" else current  # no leading zero: 0 then 7 is 7
    return kept + key


def target_team(chosen: int | None, declarer: int | None) -> int:
    """The team the keypad types for: the one chosen, else the declarer's, else team 0."""
    if chosen is not None:
        return chosen
    return declarer if declarer is not None else 0
