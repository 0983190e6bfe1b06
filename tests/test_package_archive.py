"""static/python.mjs unpacks belot.zip itself (``storedEntries``, under Node here): what it
reads is what Python's zipfile reads, and an archive it cannot read so is refused with the
reason, never unpacked in part."""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from tests.scripts import load_script, python_mjs

vendor = load_script("vendor")

NODE = shutil.which("node")

# Imports python.mjs (with its stand-ins: tests.scripts.python_mjs) and prints each entry's
# name and bytes (hex), or the error.
READ_JS = """
import { readFileSync } from "node:fs";
const { storedEntries } = await import(process.argv[2]);
try {
  const entries = storedEntries(new Uint8Array(readFileSync(process.argv[3])));
  const found = entries.map(([name, bytes]) => [name, Buffer.from(bytes).toString("hex")]);
  console.log(JSON.stringify(found));
} catch (error) {
  console.log(JSON.stringify({ error: error.message }));
}
"""


@pytest.fixture(scope="module")
def module(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("python-mjs")
    python_mjs(folder)
    (folder / "read.mjs").write_text(READ_JS)
    return folder


def read(module: Path, archive: bytes) -> list[tuple[str, bytes]] | str:
    """The entries python.mjs reads in ``archive``, or its error's message."""
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    path = module / "archive.zip"
    path.write_bytes(archive)
    done = subprocess.run(
        [NODE, str(module / "read.mjs"), (module / "python.mjs").as_uri(), str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    if isinstance(found, dict):
        return str(found["error"])
    return [(name, bytes.fromhex(data)) for name, data in found]


def archive(files: dict[str, bytes], method: int = zipfile.ZIP_STORED, **options: bytes) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as out:
        for name, data in files.items():
            info = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            info.compress_type = method
            info.extra = options.get("extra", b"")
            out.writestr(info, data)
        out.comment = options.get("comment", b"")
    return buffer.getvalue()


def zipfile_reads(data: bytes) -> list[tuple[str, bytes]]:
    with zipfile.ZipFile(io.BytesIO(data)) as found:
        return [(info.filename, found.read(info)) for info in found.infolist()]


def test_it_reads_an_archive_written_as_the_set_up_writes_belot_zip(module: Path) -> None:
    """scripts/vendor.py's own writers: stored archives merged into one (the package, the
    dataclasses' methods), entries in name order. (The page's own belot.zip is read at every
    start of the end-to-end tests.)"""
    package = vendor.render_zip(
        {"belot/__init__.pyc": b"\x00" * 70, "belot/app/screens/deal/view.pyc": b"v" * 999},
        stored=True,
    )
    methods = vendor.render_zip({vendor.METHODS_ENTRY: bytes(range(256))}, stored=True)
    data = vendor.merged(package, methods)
    assert read(module, data) == zipfile_reads(data)
    assert len(read(module, data)) == 3


def test_it_reads_names_folders_empty_files_and_extra_fields_as_zipfile_does(
    module: Path,
) -> None:
    files = {
        "belot/": b"",
        "belot/__init__.pyc": bytes(range(256)) * 3,
        "belot/app/empty.bin": b"",
        "belot/words/bg/карти.txt": "Коз: купа".encode(),
    }
    for data in (archive(files), archive(files, extra=b"\x99\x99\x04\x00abcd")):
        assert read(module, data) == zipfile_reads(data)


@pytest.mark.parametrize(
    ("data", "why"),
    [
        (archive({"a.pyc": b"x" * 100}, zipfile.ZIP_DEFLATED), "a.pyc is compressed"),
        (archive({"a.pyc": b"x"}, comment=b"made here"), "not a zip archive"),
        (b"not a zip at all", "not a zip archive"),
        (b"", "not a zip archive"),
        (archive({"../outside.pyc": b"x"}), "leaves its folder"),
        (archive({"/root.pyc": b"x"}), "leaves its folder"),
    ],
)
def test_an_archive_it_cannot_read_so_is_refused_with_the_reason(
    module: Path, data: bytes, why: str
) -> None:
    found = read(module, data)
    assert isinstance(found, str)
    assert why in found


def test_an_archive_cut_short_is_refused(module: Path) -> None:
    data = archive({"a.pyc": b"x" * 1000, "b.pyc": b"y" * 1000})
    # The directory kept, the second file's bytes cut out from the middle.
    end = data.index(b"PK\x01\x02")
    cut = data[: end - 600] + data[end:]
    found = read(module, cut)
    assert isinstance(found, str)
