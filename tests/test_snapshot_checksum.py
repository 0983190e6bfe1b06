"""The checksum in the Python snapshot's seal (static/snapshot-reader.mjs, ``checksum``): computed
under Node by the page's own function and here by a second account of it in Python, over
the same bytes, they agree; any one byte changed changes it; a view that does not start on
a word's boundary sums as its copy does; the length counts. (A stored snapshot whose sum
is not its seal's is not run: tests/e2e/test_snapshot.py.) And the reader, where no worker
can start (Node has none), reads a Blob on its own thread and gives its bytes and their
sum (in the page a worker reads it: tests/e2e/test_snapshot.py)."""

from __future__ import annotations

import json
import random
import shutil
import subprocess
from pathlib import Path
from typing import NamedTuple

import pytest

from tests.scripts import ROOT

NODE = shutil.which("node")
READER_MJS = ROOT / "static" / "snapshot-reader.mjs"
MASK = 0xFFFFFFFF
ODD_1 = 0x9E3779B1
ODD_2 = 0x85EBCA77


def one_round(lane: int, word: int) -> int:
    mixed = (lane + word * ODD_2) & MASK
    return (((mixed << 13) | (mixed >> 19)) & MASK) * ODD_1 & MASK


def checksum(data: bytes) -> str:
    """The same sum, written from its description in static/snapshot-reader.mjs: four lanes, each
    every fourth little-endian word; the bytes after the last whole group of four words
    and then the length, in the first lane."""
    lanes = [1, 2, 3, 4]
    whole = len(data) // 16 * 16
    for at in range(0, whole, 4):
        lane = at // 4 % 4
        lanes[lane] = one_round(lanes[lane], int.from_bytes(data[at : at + 4], "little"))
    for at in range(whole, len(data)):
        lanes[0] = one_round(lanes[0], data[at] + 256 * at)
    lanes[0] = one_round(lanes[0], len(data))
    return "".join(f"{lane:08x}" for lane in lanes)


class Sums(NamedTuple):
    """What the page's function gave for one case."""

    whole: str
    changed: list[str]  # with each byte changed in turn
    view: str  # of a view from the case's second byte
    copy: str  # of that view's copy


# Each case: [its checksum, the checksums of the case with each of its bytes changed in
# turn, the checksum of a view of it from its second byte and of that view's copy].
CHECK_JS = """
const [readerMjs, casesPath] = process.argv.slice(2);
const { readFileSync } = await import("node:fs");
const { checksum } = await import(readerMjs);
const cases = JSON.parse(readFileSync(casesPath, "utf8")).map((hex) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16)));
console.log(JSON.stringify(cases.map((bytes) => {
  const changed = [...bytes.keys()].map((at) => {
    const copy = bytes.slice();
    copy[at] ^= 1 << (at % 8);
    return checksum(copy);
  });
  const view = bytes.subarray(Math.min(1, bytes.length));
  return [checksum(bytes), changed, checksum(view), checksum(view.slice())];
})));
"""


@pytest.fixture(scope="module")
def computed(tmp_path_factory: pytest.TempPathFactory) -> list[tuple[bytes, Sums]]:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    generator = random.Random(22)
    cases = [bytes(length) for length in range(20)]
    cases += [generator.randbytes(length) for length in (1, 15, 16, 17, 1027, 4099)]
    cases += [bytes(4096) + b"\x80" + bytes(4096)]
    folder: Path = tmp_path_factory.mktemp("checksum")
    (folder / "cases.json").write_text(json.dumps([case.hex() for case in cases]))
    (folder / "check.mjs").write_text(CHECK_JS)
    done = subprocess.run(
        [NODE, str(folder / "check.mjs"), str(READER_MJS), str(folder / "cases.json")],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    found = [Sums(*sums) for sums in json.loads(done.stdout)]
    return list(zip(cases, found, strict=True))


def test_the_page_s_checksum_is_the_one_described(
    computed: list[tuple[bytes, Sums]],
) -> None:
    for data, sums in computed:
        assert sums.whole == checksum(data), len(data)
        assert len(sums.whole) == 32


def test_any_one_byte_changed_changes_the_checksum(
    computed: list[tuple[bytes, Sums]],
) -> None:
    for data, sums in computed:
        assert len(sums.changed) == len(data)
        assert sums.whole not in sums.changed, len(data)
        # The Python account agrees on the changed bytes too (a sample of them).
        for at in range(0, len(data), 97):
            flipped = bytearray(data)
            flipped[at] ^= 1 << (at % 8)
            assert sums.changed[at] == checksum(bytes(flipped))


def test_a_view_off_a_word_s_boundary_sums_as_its_copy(
    computed: list[tuple[bytes, Sums]],
) -> None:
    for data, sums in computed:
        assert sums.view == sums.copy == checksum(data[min(1, len(data)) :])


def test_the_length_counts() -> None:
    """Zeros of every length up to 20 sum differently: a snapshot cut short or padded with
    zeros is told from the one sealed (its size is in the seal too)."""
    sums = {checksum(bytes(length)) for length in range(20)}
    assert len(sums) == 20


# The reader as the page starts it, in Node (no Worker): [the bytes read, as hex, their
# sum, the checksum of the bytes given, whether a worker read them].
READ_JS = """
const [readerMjs, hex] = process.argv.slice(2);
const { checksum, reader } = await import(readerMjs);
const bytes = Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const read = await reader().read(new Blob([bytes]));
const back = Buffer.from(read.bytes).toString("hex");
console.log(JSON.stringify([back, read.sum, checksum(bytes), read.off]));
"""


def test_without_a_worker_the_reader_reads_and_sums_on_its_own_thread(tmp_path: Path) -> None:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    data = random.Random(7).randbytes(4099)
    (tmp_path / "read.mjs").write_text(READ_JS)
    done = subprocess.run(
        [NODE, str(tmp_path / "read.mjs"), str(READER_MJS), data.hex()],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    back, sum_read, sum_given, off = json.loads(done.stdout)
    assert bytes.fromhex(back) == data
    assert sum_read == sum_given == checksum(data)
    assert off is False
