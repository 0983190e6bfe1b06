"""The order of the whole suite's files: the end-to-end ones (tests/e2e/) first.

``make test`` runs the files in three processes, handing them out in this order as each
process becomes free (pytest-xdist, ``--dist loadfile --no-loadscope-reorder``). The
end-to-end files are the long ones (seconds to a minute each); started first, they are
spread over the processes, and the many short files after them fill whichever process is
free at the end, so that they all finish at about the same time.
"""

from __future__ import annotations

import pytest


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # A stable sort: each file's tests stay together and in their order.
    items.sort(key=lambda item: not item.nodeid.startswith("tests/e2e/"))
