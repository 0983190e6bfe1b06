"""scripts/vendor.py, one run at a time: what the end-to-end tests serve (static/vendor/).

The workers of one run, and the run's controller, share the repository's static/vendor/:
each run of vendor.py holds a lock named after the repository, so that a second one waits
for the first and then finds everything up to date (a fraction of a second).
"""

from __future__ import annotations

import fcntl
import subprocess
import sys
import tempfile
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def vendor() -> subprocess.CompletedProcess[str]:
    """Run scripts/vendor.py under the repository's lock; its result (output captured)."""
    lock = Path(tempfile.gettempdir()) / f"belot-vendor-{zlib.crc32(bytes(ROOT)):08x}.lock"
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        return subprocess.run(
            [sys.executable, str(ROOT / "scripts" / "vendor.py")],
            capture_output=True,
            text=True,
            check=False,
        )
