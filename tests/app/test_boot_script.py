"""static/boot.py, the script PyScript runs, under CPython (with a stand-in for the
browser's ``js`` module): while the app is imported, dataclasses compiles each source of
methods once."""

from __future__ import annotations

import asyncio
import dataclasses
import sys
import types

import pytest

from tests.scripts import ROOT, load


@pytest.fixture
def boot_script(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    monkeypatch.setitem(sys.modules, "js", types.ModuleType("js"))
    # The app's start, which needs a browser, is not run here.
    monkeypatch.setattr(asyncio, "ensure_future", lambda coroutine: coroutine.close())
    return load(ROOT / "static" / "boot.py", "_belot_boot_script")


def two_alike() -> tuple[type, type]:
    @dataclasses.dataclass(frozen=True)
    class Left:
        name: str
        points: int = 0

    @dataclasses.dataclass(frozen=True)
    class Right:
        name: str
        points: int = 0

    return Left, Right


def init_code(cls: type) -> types.CodeType:
    code: types.CodeType = vars(cls)["__init__"].__code__
    return code


def test_classes_with_the_same_methods_share_their_code_and_still_work(
    boot_script: types.ModuleType,
) -> None:
    with boot_script.dataclass_code_compiled_once():
        left, right = two_alike()
    assert init_code(left) is init_code(right)
    assert left("a", 3) == left("a", 3) != right("a", 3)
    assert repr(right("b")).endswith("Right(name='b', points=0)")
    with pytest.raises(dataclasses.FrozenInstanceError):
        left("a").points = 1
    assert hash(left("a")) == hash(left("a"))


def test_outside_it_dataclasses_is_as_it_was(boot_script: types.ModuleType) -> None:
    with boot_script.dataclass_code_compiled_once():
        assert "exec" in vars(dataclasses)
    assert "exec" not in vars(dataclasses)
    left, right = two_alike()
    assert init_code(left) is not init_code(right)
    assert init_code(left) == init_code(right)
