"""The command line: ``python -m belot replay FILE`` (issue: the scoring engine, item 6)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parent / "data" / "bulgarian-game.json"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "belot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_replay_prints_the_documented_json() -> None:
    done = run("replay", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rules"] == "bulgarian"
    first = out["deals"][0]
    assert {k: first[k] for k in ("scores", "outcome", "hanging")} == {
        "scores": [9, 7],  # seed 000: 87 to 75 at a suit is written 9 to 7
        "outcome": "made",
        "hanging": 0,
    }
    assert out["deals"][1]["outcome"] == "hanging"
    assert out["deals"][1]["hanging"] == 8
    assert out["deals"][2]["scores"] == [23, 13]  # 15 + the 8 held over, and 13
    assert out["deals"][3]["outcome"] == "redeal"
    assert out["totals"] == [153, 103]
    assert out["winner"] == 0
    assert out["hanging"] == 0


def test_replay_reads_standard_input() -> None:
    done = run("replay", "-", stdin=EXAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0
    assert json.loads(done.stdout)["totals"] == [153, 103]


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("{", "belot: not valid JSON: "),
        (
            '{"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": '
            '[{"contract": "hearts", "declarer": 0, "points": [87, 70]}]}',
            "belot: deal 1: points must add up to 162 at hearts (got 87 + 70 = 157)",
        ),
        ('{"format": "belot-game", "version": 1, "rules": "x"}', "belot: unknown ruleset 'x'"),
        # Nesting is checked before parsing (belot.jsontext; issue 8, finding 3).
        (
            '{"deals": ' + "[" * 10_000 + "]" * 10_000 + "}",
            "belot: the JSON is nested too deeply (more than 64 levels)",
        ),
    ],
)
def test_invalid_input_exits_2_with_one_line(stdin: str, message: str) -> None:
    done = run("replay", "-", stdin=stdin)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(message)
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


def test_replay_accepts_an_adjustment() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["deals"].insert(1, {"adjust": [-2, 5], "note": "penalty"})
    done = run("replay", "-", stdin=json.dumps(record))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["deals"][1]["outcome"] == "adjustment"
    assert out["deals"][1]["scores"] == [-2, 5]
    assert out["deals"][1]["totals"] == [9 - 2, 7 + 5]


def test_missing_file_exits_2() -> None:
    done = run("replay", "/nonexistent/game.json")
    assert done.returncode == 2
    assert done.stderr.startswith("belot: cannot read /nonexistent/game.json")
