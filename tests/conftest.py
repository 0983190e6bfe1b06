"""The whole suite's order, and the page's files set up while the first tests run.

``make test`` runs the files in three processes, handing them out in this order as each
process becomes free (pytest-xdist, ``--dist loadfile --no-loadscope-reorder``): the files
that need no browser first, then the end-to-end ones (tests/e2e/), the longest first.
Meanwhile the run sets up what the end-to-end tests serve (scripts/vendor.py, on a clean
clone most of a minute of one core: the traced standard library, the brotli copies), which
the first of them would otherwise wait for: by the time they start it is done, and each
process's own run of vendor.py finds nothing to do (tests/vendoring.py).

Also the fixtures every folder of tests uses (``deals_read``, and ``speaking_english``
around each test).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

import belot.record
from belot.app.messages import speaking
from belot.deal import Deal
from tests.vendoring import ROOT, vendor

E2E = ROOT / "tests" / "e2e"
_SETTING_UP: list[threading.Thread] = []


def _runs_e2e(config: pytest.Config) -> bool:
    """Whether the run's paths take in an end-to-end test (no path: the testpaths)."""
    paths = [a.split("::")[0] for a in config.args if not a.startswith("-")] or ["tests"]
    for path in paths:
        where = (Path(config.invocation_params.dir) / path).resolve()
        if where == E2E or E2E in where.parents or where in E2E.parents:
            return True
    return False


# How much the processes of xdist (and the browsers they start) yield to the one that runs
# them: the set-up of the page's files (its Node processes, one after another) is what the
# first end-to-end tests wait for, so it goes first while the tests without a browser
# share what is left. Between the processes themselves nothing changes.
WORKER_NICENESS = 5


def pytest_configure(config: pytest.Config) -> None:
    if hasattr(config, "workerinput") and hasattr(os, "nice"):
        os.nice(WORKER_NICENESS)


def pytest_sessionstart(session: pytest.Session) -> None:
    config = session.config
    if hasattr(config, "workerinput") or not _runs_e2e(config):
        return  # a worker of xdist (the controller sets up), or no browser test
    setting_up = threading.Thread(target=vendor, name="vendor", daemon=True)
    setting_up.start()
    _SETTING_UP.append(setting_up)


def pytest_sessionfinish(session: pytest.Session) -> None:
    for setting_up in _SETTING_UP:
        setting_up.join()  # (a failure is said by the worker's own run, which repeats it)


# The end-to-end files by the time they take, longest first (measured in a whole run on two
# cores, from about a minute down to ten seconds), handed out in this order: one of them
# started last would keep its process working alone at the end of the run while the others
# have nothing left to do. The files not named here (each under ten seconds) come after,
# and a new file that takes longer belongs here.
LONGEST_FIRST = (
    "test_accessibility.py",
    "test_never_stuck.py",
    "test_club_night.py",
    "test_app.py",
    "test_instant.py",
    "test_long_names.py",
    "test_snapshot.py",
    "test_link.py",
    "test_offline.py",
    "test_progress.py",
    "test_crash.py",
    "test_keep.py",
    "test_fast_entry.py",
    "test_transfer.py",
    "test_stats.py",
    "test_first_frame.py",
    "test_declared.py",
    "test_sa_ta_match.py",
    "test_cards.py",
    "test_house_rules.py",
    "test_hosting.py",
)


def run_order(nodeid: str) -> tuple[int, int]:
    """Where a test's file comes in the run: the files that need no browser, then the
    end-to-end ones, the longest first (:data:`LONGEST_FIRST`), then the others."""
    path = nodeid.split("::")[0]
    if not path.startswith("tests/e2e/"):
        return (0, 0)
    name = path.rpartition("/")[2]
    return (1, LONGEST_FIRST.index(name) if name in LONGEST_FIRST else len(LONGEST_FIRST))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A stable sort: each file's tests stay together and in their order.
    items.sort(key=lambda item: run_order(item.nodeid))


@pytest.fixture(autouse=True)
def speaking_english() -> Iterator[None]:
    """Each test starts with the app's words in English, whatever the test before it in
    the same process left (the controller sets the language for the whole process, and a
    test may compute what the page should say, as tests/e2e/test_transfer.py does)."""
    with speaking("en"):
        yield


@pytest.fixture
def deals_read(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The numbers of the deals the game record's reader reads from now on, in turn (a
    refusal that comes before the work reads none)."""
    read: list[int] = []
    reader = belot.record.deal_from_record

    def counted(data: object, number: int) -> Deal:
        read.append(number)
        return reader(data, number)

    monkeypatch.setattr(belot.record, "deal_from_record", counted)
    return read
