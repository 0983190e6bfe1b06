"""The order ``make test`` hands the test files out in (tests/conftest.py)."""

from __future__ import annotations

from tests.conftest import E2E, LONGEST_FIRST, run_order


def test_each_file_named_longest_first_is_an_end_to_end_file() -> None:
    missing = [name for name in LONGEST_FIRST if not (E2E / name).is_file()]
    assert not missing, f"not in tests/e2e/: {missing}"
    assert len(set(LONGEST_FIRST)) == len(LONGEST_FIRST)


def test_browserless_files_first_then_the_longest_end_to_end_ones() -> None:
    ids = [
        "tests/e2e/test_boot.py::test_x",
        "tests/test_engine.py::test_y",
        f"tests/e2e/{LONGEST_FIRST[1]}::test_z",
        f"tests/e2e/{LONGEST_FIRST[0]}::test_w",
    ]
    assert sorted(ids, key=run_order) == [ids[1], ids[3], ids[2], ids[0]]
