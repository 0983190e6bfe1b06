"""Every worked example of the seeds and of the rulings (docs/rules.md#sources), as data.

Each case in ``tests/data/examples/<ruleset>.json`` names its source; the
expected values were worked out by hand from the rule texts, independently
of the engine. Only the keys a case gives are checked.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from belot import RULESETS, play
from belot.cli import sheet_summary
from belot.record import game_from_record

EXAMPLES = Path(__file__).parent / "data" / "examples"


def load_cases() -> list[Any]:
    cases = []
    for path in sorted(EXAMPLES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for case in data["cases"]:
            cases.append(pytest.param(data["ruleset"], case, id=f"{path.stem}:{case['name']}"))
    return cases


CASES = load_cases()


def test_every_ruleset_has_examples() -> None:
    assert {c.values[0] for c in CASES} == set(RULESETS)


@pytest.mark.parametrize(("ruleset", "case"), CASES)
def test_example(ruleset: str, case: dict[str, Any]) -> None:
    assert case["source"], "every example names its source"
    assert case["game"]["rules"] == ruleset
    summary = sheet_summary(play(game_from_record(case["game"])))
    expect = case["expect"]
    for key, value in expect.items():
        if key == "deals":
            assert len(summary["deals"]) == len(value)
            for number, (got, want) in enumerate(zip(summary["deals"], value, strict=True), 1):
                picked = {k: got[k] for k in want}
                assert picked == want, f"deal {number} ({case['source']})"
        else:
            assert summary[key] == value, f"{key} ({case['source']})"
