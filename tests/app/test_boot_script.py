"""The methods of the package's dataclasses compiled once (belot.app.dataclass_methods), and
static/belot_boot.py, the page's start (static/boot.py imports it), finding that module
before the package is imported (under CPython, with stand-ins for the browser's ``js`` and
``pyodide.ffi``)."""

from __future__ import annotations

import asyncio
import dataclasses
import shutil
import sys
import types
from pathlib import Path

import pytest

from belot.app import dataclass_methods as methods
from tests.scripts import ROOT, load


@pytest.fixture
def boot_script(monkeypatch: pytest.MonkeyPatch) -> types.ModuleType:
    monkeypatch.setitem(sys.modules, "js", types.ModuleType("js"))
    ffi = types.ModuleType("pyodide.ffi")
    ffi.to_js = lambda value, **_: value  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyodide", types.ModuleType("pyodide"))
    monkeypatch.setitem(sys.modules, "pyodide.ffi", ffi)
    # The app's start, which needs a browser, is not run here.
    monkeypatch.setattr(asyncio, "ensure_future", lambda coroutine: coroutine.close())
    return load(ROOT / "static" / "belot_boot.py", "_belot_boot_script")


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


def works(left: type, right: type) -> None:
    assert left("a", 3) == left("a", 3) != right("a", 3)
    assert repr(right("b")).endswith("Right(name='b', points=0)")
    with pytest.raises(dataclasses.FrozenInstanceError):
        left("a").points = 1
    assert hash(left("a")) == hash(left("a"))


def test_classes_with_the_same_methods_share_their_code_and_still_work() -> None:
    with methods.compiled_once() as found:
        left, right = two_alike()
    assert init_code(left) is init_code(right)
    works(left, right)
    assert found.compiled == list(found.code)
    assert len(found.code) >= 1


def test_outside_it_dataclasses_is_as_it_was() -> None:
    with methods.compiled_once():
        assert "exec" in vars(dataclasses)
    assert "exec" not in vars(dataclasses)
    left, right = two_alike()
    assert init_code(left) is not init_code(right)
    assert init_code(left) == init_code(right)


def test_the_code_the_set_up_compiled_is_taken_and_nothing_compiled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    with methods.compiled_once() as found:
        two_alike()
    shipped = methods.loads(methods.dumps(found.code))
    assert set(shipped) == {methods.key(source) for source in found.code}

    def refused(*args: object, **kwargs: object) -> types.CodeType:
        raise AssertionError("compiled again")

    monkeypatch.setattr(methods, "compile", refused, raising=False)
    with methods.compiled_once(lambda: shipped) as again:
        left, right = two_alike()
    assert again.compiled == []
    assert init_code(left) is init_code(right)
    assert {methods.key(source) for source in again.code} == set(shipped)
    works(left, right)


def test_a_source_not_shipped_is_compiled_and_the_file_read_only_when_needed() -> None:
    asked: list[int] = []

    def other() -> dict[bytes, types.CodeType]:
        asked.append(1)
        return {methods.key("x = 1"): compile("x = 1", "<string>", "exec")}

    with methods.compiled_once(other) as found:
        pass
    assert asked == []  # no dataclass made: nothing read
    with methods.compiled_once(other) as found:
        left, right = two_alike()
    assert asked == [1]
    assert found.compiled == list(found.code)
    works(left, right)


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"\x00\x01\r\n" + b"rest",  # another Python's magic number
        methods.dumps({})[:-1],  # cut short
        methods.dumps({})[:4] + b"\xff\xff",  # not marshal's
        methods.dumps({})[:4] + __import__("marshal").dumps([1, 2]),  # not a table of code
    ],
)
def test_a_file_not_this_pythons_is_not_used(data: bytes) -> None:
    assert methods.loads(data) == {}


def test_the_shapes_are_read_back_and_anything_else_is_not_used() -> None:
    shape = (True, False, False, False, (("rank", methods.NO_DEFAULT), ("points", methods.DEFAULT)))
    source = "def __create_fn__():\n return ()\n"
    shipped = methods.loads_shapes(methods.dumps_shapes({shape: (("__init__",), source)}))
    assert shipped == {shape: (("__init__",), methods.key(source))}
    data = methods.dumps_shapes({shape: (("__init__",), source)})
    for other in (b"", b"\x00\x01\r\n" + data[4:], data[:-1], methods.dumps({})):
        assert methods.loads_shapes(other) == {}
    odd = {(True, 1, False, False, ()): ((), b"k"), shape: (("x", 2), b"k")}  # not of the form
    assert methods.loads_shapes(data[:4] + __import__("marshal").dumps(odd)) == {}


@pytest.mark.skipif(methods.FOLLOWED, reason="this Python is the one followed")
def test_under_another_python_dataclasses_makes_every_class() -> None:
    """The module follows the internals of the page's Python (3.14): under any other, as
    the tests' CPython, the classes are made by dataclasses, and nothing is noted."""
    before = vars(dataclasses).get("_process_class")
    with methods.compiled_once() as found:
        assert vars(dataclasses).get("_process_class") is before
        left, right = two_alike()
    works(left, right)
    assert found.made == 0
    assert found.shapes == {}


def test_the_file_beside_the_module_is_read(tmp_path: Path) -> None:
    copy = tmp_path / "dataclass_methods.py"
    shutil.copy(methods.__file__, copy)
    module = load(copy, "_belot_methods_copy")
    assert module.read_shipped() == {}  # none there
    source = "y = 2"
    (tmp_path / methods.SHIPPED).write_bytes(
        methods.dumps({source: compile(source, "<string>", "exec")})
    )
    assert set(module.read_shipped()) == {methods.key(source)}
    assert module.read_shapes() == {}  # none there
    shape = (False, False, True, True, ())
    (tmp_path / methods.SHAPES).write_bytes(methods.dumps_shapes({shape: ((), source)}))
    assert module.read_shapes() == {shape: ((), methods.key(source))}


def test_boot_finds_the_module_without_importing_the_package_again(
    boot_script: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert boot_script.dataclass_methods() is methods  # as the snapshot has it
    monkeypatch.delitem(sys.modules, "belot.app.dataclass_methods")
    found = boot_script.dataclass_methods()  # the page's first start: by its path
    assert found is not methods
    assert Path(found.__file__) == Path(methods.__file__)
    with found.compiled_once(found.read_shipped) as made:
        two_alike()
    assert made.code


def test_the_tests_mark_never_stops_the_start(boot_script: types.ModuleType) -> None:
    warned: list[str] = []
    console = types.SimpleNamespace(warn=warned.append)
    boot_script.js.console = console  # and no performance: the mark fails
    with methods.compiled_once() as found:
        two_alike()
    boot_script.mark_methods(found, imported=0, painted_with=["belot"])
    assert len(warned) == 1
    assert "the methods' mark failed" in warned[0]
