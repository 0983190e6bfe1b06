"""The package's surface (``belot/__init__.py``): every name of ``__all__`` is its module's,
imported when first asked for, so that importing one module of the package (the app's first
paint does) does not import the whole engine."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

import belot
from tests.scripts import ROOT

# The engine's heavy modules: the scoring, the rule systems, the records, the tournaments.
SCORING = ("belot.game", "belot.rules", "belot.rulesets", "belot.record", "belot.tournament")


def test_every_name_of_the_surface_is_found_in_its_module() -> None:
    assert sorted(belot._MODULE_OF) == sorted(belot.__all__)
    for name in belot.__all__:
        module = importlib.import_module(belot._MODULE_OF[name])
        assert getattr(belot, name) is getattr(module, name), name


def test_the_docstring_example_scores_as_it_says() -> None:
    from belot import Contract, PlayedDeal, make_rules, score_deal

    rules = make_rules("bulgarian")
    score = score_deal(PlayedDeal(Contract.HEARTS, declarer=0, points=(87, 75)), rules)
    assert score.scores == (9, 7)


def test_a_name_not_in_the_surface_is_an_attribute_error_naming_it() -> None:
    with pytest.raises(AttributeError, match="'score_dael'"):
        belot.score_dael  # noqa: B018
    with pytest.raises(ImportError, match="score_dael"):
        exec("from belot import score_dael", {})


def test_dir_lists_the_surface() -> None:
    assert set(belot.__all__) <= set(dir(belot))


def imported_after(code: str) -> set[str]:
    """The package's modules a new Python holds after running ``code``."""
    done = subprocess.run(
        [sys.executable, "-c", f"{code}\nimport sys\nprint(' '.join(sorted(sys.modules)))"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    return {name for name in done.stdout.split() if name.startswith("belot")}


def test_one_module_of_the_package_imports_only_what_it_needs() -> None:
    held = imported_after("import belot.errors")
    assert not [name for name in held if name.startswith(SCORING)]
    held = imported_after("from belot import make_rules")
    assert {"belot.rules", "belot.rulesets"} <= held
    assert "belot.tournament" not in held
