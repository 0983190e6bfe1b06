"""The loading line of a first visit writes its megabytes as each language does
(static/python.mjs ``megabytes``, under Node): the words Intl.NumberFormat writes, which
the page no longer calls while the runtime's files come in."""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from tests.scripts import python_mjs

NODE = shutil.which("node")

# For each language, each count of bytes: [megabytes(), what Intl.NumberFormat writes].
WRITE_JS = """
const { megabytes } = await import(process.argv[2]);
const [languages, counts] = JSON.parse(process.argv[3]);
const found = {};
for (const lang of languages) {
  const intl = new Intl.NumberFormat(lang || "en", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  found[lang] = counts.map((bytes) => [megabytes(bytes, lang), intl.format(bytes / 1e6)]);
}
console.log(JSON.stringify(found));
"""

# Round numbers, the halves between two tenths (rounded up, as Intl rounds them), the sizes
# a first visit shows, and the largest count it writes without grouping its digits.
COUNTS = [0, 1, 49_999, 50_000, 99_999, 100_000, 149_999, 150_000, 1_450_000, 1_550_000]
COUNTS += [3_960_000, 15_610_000, 2_740_123, 999_949_999]
COUNTS += random.Random(22).sample(range(1_000_000_000 - 50_001), 400)


@pytest.fixture(scope="module")
def written(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[list[str]]]:
    assert NODE is not None, "Node.js is needed (the set-up's npm ci needs it too)"
    folder = tmp_path_factory.mktemp("python-mjs")
    module = python_mjs(folder)
    (folder / "write.mjs").write_text(WRITE_JS)
    languages = ["en", "bg", "fr", "de", ""]
    done = subprocess.run(
        [NODE, str(folder / "write.mjs"), module.as_uri(), json.dumps([languages, COUNTS])],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    found: dict[str, list[list[str]]] = json.loads(done.stdout)
    return found


@pytest.mark.parametrize("language", ["en", "bg", "fr"])
def test_megabytes_are_written_as_intl_writes_them_in_each_language(
    written: dict[str, list[list[str]]], language: str
) -> None:
    pairs = zip(COUNTS, written[language], strict=True)
    differ = [(n, ours, intl) for n, (ours, intl) in pairs if ours != intl]
    assert not differ, differ[:5]


def test_a_language_the_app_does_not_speak_is_written_in_english(
    written: dict[str, list[list[str]]],
) -> None:
    english = [ours for ours, _ in written["en"]]
    assert [ours for ours, _ in written["de"]] == english
    assert [ours for ours, _ in written[""]] == english
    assert english[COUNTS.index(1_450_000)] == "1.5"
    assert [ours for ours, _ in written["fr"]][COUNTS.index(1_450_000)] == "1,5"
