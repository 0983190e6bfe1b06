"""bench/turns.py's summary of visits taking turns: what it prints is what the visits said."""

from __future__ import annotations

from bench import turns


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
