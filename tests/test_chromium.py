"""Which Chromium drives the page (scripts/chromium.py): the tests' headless shell first,
the whole browser where it is needed, $BELOT_CHROMIUM over both, or a message saying how
to install one."""

from __future__ import annotations

import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import load_script


@pytest.fixture
def chromium() -> ModuleType:
    return load_script("chromium")


@pytest.fixture
def on_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A PATH of one empty folder (and no $BELOT_CHROMIUM): put programs in it."""
    monkeypatch.setenv("PATH", str(tmp_path))
    monkeypatch.delenv("BELOT_CHROMIUM", raising=False)
    return tmp_path


def program(folder: Path, name: str) -> str:
    path = folder / name
    path.write_text("#!/bin/sh\n", encoding="utf-8")
    path.chmod(0o755)
    return str(path)


@pytest.mark.skipif(sys.platform == "win32", reason="executables by mode bits")
def test_the_headless_shell_first_for_the_tests_the_whole_browser_when_asked(
    chromium: ModuleType, on_path: Path
) -> None:
    whole = program(on_path, "chromium")
    shell = program(on_path, "chromium-headless-shell")
    missing = str(on_path / "no-playwright-chromium")
    both = chromium.HEADLESS_SHELLS + chromium.WHOLE_BROWSERS
    assert chromium.chromium_path(missing, both) == shell
    assert chromium.chromium_path(missing) == whole  # the whole browser by default


def test_playwrights_own_chromium_when_it_is_installed(chromium: ModuleType, on_path: Path) -> None:
    installed = program(on_path, "playwright-chrome")
    program(on_path, "chromium")
    assert chromium.chromium_path(installed) is None


def test_the_environment_wins_unless_the_whole_browser_is_needed(
    chromium: ModuleType, on_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = program(on_path, "chromium")
    monkeypatch.setenv("BELOT_CHROMIUM", "/opt/shell/headless_shell")
    missing = str(on_path / "none")
    assert chromium.chromium_path(missing) == "/opt/shell/headless_shell"
    assert chromium.chromium_path(missing, env=False) == whole


def test_none_says_how_to_install_one(chromium: ModuleType, on_path: Path) -> None:
    with pytest.raises(chromium.NoChromiumError, match="apt-get install -y chromium") as raised:
        chromium.chromium_path(str(on_path / "none"))
    assert "BELOT_CHROMIUM" in str(raised.value)
    assert isinstance(raised.value, LookupError)
