"""Every string the page shows has an English entry in the catalog; the catalog merged at
set-up for the page is the one its parts make."""

from __future__ import annotations

import io
import marshal
import zipfile
from pathlib import Path

import pytest

from belot import RULESETS, Announcement, Contract
from belot.app.messages import (
    CATALOGS,
    ENGLISH,
    LANGUAGES,
    MERGED,
    dumps_merged,
    read_merged,
    set_language,
    t,
)
from belot.explain import TEMPLATES
from belot.rules import Collector, HeldUnit
from tests.scripts import load_script


def test_every_ruleset_option_and_choice_is_worded() -> None:
    for rid, ruleset in RULESETS.items():
        assert f"ruleset.{rid}" in ENGLISH
        for option in ruleset.options:
            assert f"option.{option.name}" in ENGLISH
            for choice in option.choices:
                assert f"option.{option.name}.{choice}" in ENGLISH


def test_every_contract_announcement_and_note_is_worded() -> None:
    for contract in Contract:
        assert f"contract.{contract.value}" in ENGLISH
        assert f"contract.name.{contract.value}" in ENGLISH
    for announcement in Announcement:
        assert f"announcement.{announcement.value}" in ENGLISH
    for code in TEMPLATES:
        assert f"explain.{code}" in ENGLISH
    for unit in HeldUnit:
        assert f"sheet.hanging.{unit.value}" in ENGLISH
    for collector in Collector:
        assert f"sheet.hanging.goes_to.{collector.value}" in ENGLISH


def test_unknown_language_reads_english() -> None:
    set_language("xx")
    try:
        assert t("sheet.add") == "Add deal"
        assert t("deal.title.new", number=3) == "Deal 3"
    finally:
        set_language("en")


def test_the_merged_catalog_reads_back_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / MERGED
    path.write_bytes(dumps_merged())
    assert read_merged(str(path)) == CATALOGS


EMPTY: dict[str, dict[str, str]] = {language: {} for language in LANGUAGES}


@pytest.mark.parametrize(
    "data",
    [
        b"",
        b"not marshal",
        marshal.dumps([1, 2]),
        marshal.dumps({"en": {}, "bg": {}}),  # a language missing
        marshal.dumps({**EMPTY, "xx": {}}),  # one too many
        marshal.dumps({**EMPTY, "bg": {"a": 1}}),  # not words
        marshal.dumps({**EMPTY, "fr": ["a"]}),
    ],
)
def test_a_merged_catalog_that_is_not_one_is_not_read(tmp_path: Path, data: bytes) -> None:
    """(The catalog then gathers its parts, as it does without the file.)"""
    path = tmp_path / MERGED
    path.write_bytes(data)
    assert read_merged(str(path)) is None
    assert read_merged(str(tmp_path / "missing")) is None


def test_the_page_s_package_has_the_merged_catalog_and_none_of_its_parts() -> None:
    vendor = load_script("vendor")
    with zipfile.ZipFile(io.BytesIO(vendor.page_package())) as archive:
        names = set(archive.namelist())
        merged = archive.read(vendor.CATALOG_ENTRY)
    assert f"belot/app/{MERGED}" == vendor.CATALOG_ENTRY
    assert marshal.loads(merged) == CATALOGS  # gathered by a Python of its own
    assert not [name for name in names if name.endswith("/words.py")]
    assert "belot/words/en.py" in names  # the engine speaks English
    assert not {"belot/words/bg.py", "belot/words/fr.py"} & names
