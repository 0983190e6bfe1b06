"""bench/turns.py's summary of visits taking turns: what it prints is what the visits said."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from bench import boot, turns


def test_a_visit_s_figures_are_named_and_the_time_after_python_worked_out() -> None:
    marks = {"ready": 600.0, "pyReady": 540.0, "sheet": 120.0, "sheetFrame": 130.0, "b:x": 5.0}
    assert turns.figures(marks) == {
        "ready": 600.0,
        "py:ready": 540.0,
        "sheet on screen": 120.0,
        "b:x": 5.0,
        turns.AFTER_PYTHON: 60.0,
    }
    assert turns.AFTER_PYTHON not in turns.figures({"ready": 300.0})  # bench/bare.html


def test_the_table_has_each_figure_s_median_and_each_version_against_the_first() -> None:
    def visit(ready: float, python: float) -> turns.Marks:
        return turns.figures({"ready": ready, "pyReady": python})

    visits = {
        "HEAD~1": [visit(600, 540), visit(640, 560), visit(610, 550)],
        ".": [visit(570, 520), visit(580, 530), visit(590, 520)],
        turns.BARE: [turns.figures({"ready": 500.0}), turns.figures({"ready": 520.0})],
    }
    lines = turns.table("repeat visits", visits, turns.BARE)
    assert lines[0].startswith("repeat visits (3 of each")
    rows = {line[2:26].strip(): line for line in lines[2:] if not line.startswith("  ready,")}
    assert "550 (540–560)" in rows["py:ready"]
    assert "610 (600–640)" in rows["ready"]
    assert "580 (570–590)" in rows["ready"]
    assert "510 (500–520)" in rows["ready"]  # the runtime alone: the median of two
    assert "60 (60–80)" in rows[turns.AFTER_PYTHON]
    assert "50 (50–70)" in rows[turns.AFTER_PYTHON]
    assert rows[turns.AFTER_PYTHON].endswith("—")  # the runtime alone has no py:ready
    ratios = [line.strip() for line in lines if line.startswith("  ready,")]
    assert ratios == [
        f"ready, . / HEAD~1: {580 / 610:.3f}",
        f"ready, HEAD~1 / {turns.BARE}: {610 / 510:.3f}",
        f"ready, . / {turns.BARE}: {580 / 510:.3f}",
    ]
    assert lines.index(rows["py:ready"]) < lines.index(rows["ready"])  # in the order they came


def test_a_kind_of_visit_not_measured_prints_nothing() -> None:
    assert turns.table("first visits", {"HEAD~1": [], ".": []}) == []


class _Context:
    def add_init_script(self, script: str) -> None:
        assert "__bench" in script

    def close(self) -> None:
        pass


class _Browser:
    def __init__(self) -> None:
        self.contexts = 0

    def new_context(self, **options: str) -> _Context:
        assert options == {"service_workers": "block"}  # a first visit: no worker
        self.contexts += 1
        return _Context()


def test_first_visits_take_turns_with_the_runtime_alone_after_each_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[tuple[str, bool]] = []

    def visit(
        context: object, url: str, prefixes: object, *, sheet: bool, throttle: bool
    ) -> turns.Marks:
        assert not sheet
        seen.append((url, throttle))
        return {"ready": float(len(seen))}

    monkeypatch.setattr(turns, "visit", visit)
    browser = _Browser()
    urls = {"HEAD~1": "http://a/", ".": "http://b/"}
    found = turns.first_visits(browser, urls, 2, [], throttle=True)  # type: ignore[arg-type]
    bare = "http://a/" + boot.BARE  # from the first version's folder
    # A round not counted (caches), then two; the versions' order reversed every other round.
    assert [url for url, _ in seen] == [
        "http://b/", "http://a/", bare,
        "http://a/", "http://b/", bare,
        "http://b/", "http://a/", bare,
    ]  # fmt: skip
    assert all(throttle for _, throttle in seen)
    assert browser.contexts == len(seen)  # each visit in a context of its own
    assert found == {
        "HEAD~1": [{"ready": 4.0}, {"ready": 8.0}],
        ".": [{"ready": 5.0}, {"ready": 7.0}],
        turns.BARE: [{"ready": 6.0}, {"ready": 9.0}],
    }


def test_repeat_visits_give_each_version_and_the_runtime_alone_a_browser_of_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Each browser makes one measured visit a round (when the runtime alone shared the
    first version's, that version came out about 4 % faster than the same code named
    second: bench/README.md)."""
    made: list[str] = []
    seen: list[tuple[str, str]] = []

    @contextlib.contextmanager
    def profile(pw: object, executable: object, *, service_workers: bool) -> Iterator[str]:
        assert service_workers
        made.append(f"profile {len(made)}")
        yield made[-1]

    def visit(
        context: str, url: str, prefixes: object, *, sheet: bool, throttle: bool = False
    ) -> turns.Marks:
        assert sheet == (not url.endswith(boot.BARE))
        seen.append((context, url))
        return {"ready": float(len(seen))}

    monkeypatch.setattr(boot, "profile", profile)
    monkeypatch.setattr(boot, "open_game", lambda context, url, saved, screen: None)
    monkeypatch.setattr(boot, "make_snapshot", lambda context, url: None)
    monkeypatch.setattr(turns, "visit", visit)
    urls = {"HEAD~1": "http://a/", ".": "http://b/"}
    found = turns.repeat_visits(None, None, urls, 2, [])  # type: ignore[arg-type]
    bare = "http://a/" + boot.BARE
    assert made == ["profile 0", "profile 1", "profile 2"]
    measured = seen[6:]  # after two visits in each profile, to make the code caches
    assert measured == [
        ("profile 0", "http://a/"), ("profile 1", "http://b/"), ("profile 2", bare),
        ("profile 1", "http://b/"), ("profile 0", "http://a/"), ("profile 2", bare),
    ]  # fmt: skip
    assert seen[:6] == [
        ("profile 0", "http://a/"), ("profile 0", "http://a/"),
        ("profile 1", "http://b/"), ("profile 1", "http://b/"),
        ("profile 2", bare), ("profile 2", bare),
    ]  # fmt: skip
    assert [len(found[v]) for v in ("HEAD~1", ".", turns.BARE)] == [2, 2, 2]
