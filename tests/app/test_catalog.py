"""Every string the page shows has an English entry in the catalog."""

from __future__ import annotations

from belot import RULESETS, Announcement, Contract
from belot.app.messages import ENGLISH, set_language, t
from belot.explain import TEMPLATES
from belot.rules import Collector, HeldUnit


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
