"""Reading JSON text and a file's bytes (belot.jsontext): a duplicate key is refused by the
one parser every reader uses, and bytes are decoded strictly as UTF-8."""

from __future__ import annotations

import pytest

from belot.errors import RecordError
from belot.jsontext import decode_utf8, parse_json
from belot.record import loads


def test_a_duplicate_key_is_refused_naming_the_key() -> None:
    """`{"deals": [...], "deals": []}` used to keep the last one, silently."""
    with pytest.raises(RecordError) as caught:
        parse_json('{"format": "belot-game", "deals": [{"passed": true}], "deals": []}')
    assert caught.value.code == "json-duplicate-key"
    assert str(caught.value) == "the key 'deals' appears twice in one object"
    with pytest.raises(RecordError, match="the key 'x' appears twice"):
        parse_json('[1, {"a": {"x": 1, "y": 2, "x": 3}}]')  # at any depth


def test_the_same_key_in_different_objects_is_no_duplicate() -> None:
    assert parse_json('[{"a": 1}, {"b": {"a": 3}}]') == [{"a": 1}, {"b": {"a": 3}}]
    assert parse_json('{"a": 1, "A": 2, "a ": 3}') == {"a": 1, "A": 2, "a ": 3}


@pytest.mark.parametrize(
    "text", ["NaN", "Infinity", "-Infinity", '{"points": [NaN, 1]}', '[1, {"a": -Infinity}]']
)
def test_nan_and_infinity_are_not_json(text: str) -> None:
    """Python's parser reads them as floats; JSON has no such values (found by hypothesis:
    a file holding ``Infinity`` was refused as "not a game file" instead of "not JSON")."""
    with pytest.raises(RecordError) as caught:
        parse_json(text)
    assert caught.value.code == "record-not-json"
    assert "is not JSON" in str(caught.value)


def test_a_duplicate_key_in_a_game_record_is_refused() -> None:
    text = '{"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": [], "deals": []}'
    with pytest.raises(RecordError, match="the key 'deals' appears twice in one object"):
        loads(text)


def test_bytes_are_read_as_utf8_with_a_byte_order_mark_allowed() -> None:
    assert decode_utf8("Ние".encode()) == "Ние"
    assert decode_utf8(b"\xef\xbb\xbf{}") == "{}"  # a BOM first is skipped
    assert decode_utf8(b"") == ""


@pytest.mark.parametrize(
    ("data", "byte"),
    [
        (b'{"teams": ["\xff\xfe", "x"]}', 13),  # the first byte that is not UTF-8, from 1
        (b"\xff\xfe{\x00}\x00", 1),  # UTF-16 is not UTF-8 either
        (b"abc\xe2\x82", 4),  # a character cut short at the end
        (b"\xed\xa0\x80", 1),  # an encoded surrogate
    ],
)
def test_bytes_that_are_not_utf8_are_refused_naming_the_byte(data: bytes, byte: int) -> None:
    with pytest.raises(RecordError) as caught:
        decode_utf8(data)
    assert (caught.value.code, caught.value.params) == ("text-not-utf8", {"byte": byte})
    assert str(caught.value) == f"the text is not UTF-8 (byte {byte} cannot be read)"
    with pytest.raises(RecordError, match="not UTF-8"):
        loads(data)
