"""When Chromium crashes under a test (its renderer, or the whole browser), that test fails
saying which test, the page's URL and its last console lines, and the tests after it get
a freshly launched browser instead of failing one after another (tests/e2e/conftest.py's
``Chromium``).

The crashes happen in a pytest of their own (tests/e2e/crash_case.py), whose report is
read here: in this session they would fail this very test. It runs with the options
``make test`` gives: a test in which Chromium crashed runs once more, and a crash that comes
back fails it again.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import RERUN_A_CRASH

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]
CASE = "tests/e2e/crash_case.py"


def test_a_crash_fails_its_test_with_where_and_what_and_the_next_test_gets_a_browser() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            CASE,
            "-p",
            "no:cacheprovider",
            "-q",
            "-rAR",
            *RERUN_A_CRASH,
        ],
        cwd=ROOT,
        env={**os.environ, "PYTEST_ADDOPTS": ""},  # one process, no report file of ours
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    out = done.stdout
    outcomes = {
        name: outcome
        for outcome, name in re.findall(rf"^(PASSED|FAILED) {CASE}::(\w+)", out, re.MULTILINE)
    }
    reruns = re.findall(rf"^RERUN {CASE}::(\w+)", out, re.MULTILINE)
    assert sorted(reruns) == ["test_the_browser_crashes", "test_the_renderer_crashes"], out
    assert outcomes == {
        "test_the_shared_tab_before_the_crashes": "PASSED",
        "test_the_renderer_crashes": "FAILED",
        "test_after_the_renderer_crash": "PASSED",
        "test_the_browser_crashes": "FAILED",
        "test_after_the_browser_crash": "PASSED",
    }, out[-3000:]
    for test, what in (
        ("test_the_renderer_crashes", "renderer"),
        ("test_the_browser_crashes", "browser"),
    ):
        found = re.search(
            rf"^{CASE}::{test}: Chromium's {what} crashed at (\S+); the last 20 console "
            r"lines:\n((?:    .*\n){20})",
            out,
            re.MULTILINE,
        )
        assert found is not None, out[-3000:]
        # the shared tabs open the app with ?check-paint (conftest.CHECKED)
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/(\?check-paint)?", found.group(1))
        lines = found.group(2).splitlines()
        assert lines == [f"    log: line {n} before the crash" for n in range(6, 26)]
