"""The page boots Python from the page's own origin and imports the belot package."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin, urlsplit

import pytest

if TYPE_CHECKING:
    from .conftest import BootedPage

pytestmark = pytest.mark.e2e

ROOT = Path(__file__).resolve().parents[2]


def test_boot_is_local_and_ready(booted_page: BootedPage) -> None:
    page = booted_page.page
    origin = urlsplit(booted_page.url)[:2]

    assert page.get_attribute("html", "data-ready") is not None
    assert page.is_hidden("#loading")
    assert page.is_visible("[data-testid=new-game]")

    foreign = [u for u in booted_page.requests if urlsplit(u)[:2] != origin]
    assert foreign == [], f"requests to other origins: {foreign}"
    assert booted_page.failures == []

    # Everything the page fetched is in the service worker's precache list.
    precache = json.loads((ROOT / "static/vendor/precache.json").read_text(encoding="utf-8"))
    listed = {urlsplit(urljoin(booted_page.url, f)).path for f in precache["files"]}
    fetched = {urlsplit(u).path for u in booted_page.requests}
    assert fetched - listed == set()
    # ...and the list has nothing the page does not fetch, but index.html (fetched as "/"),
    # what only installing the app needs (the manifest and its icons), the QR library,
    # fetched when a code is first shown (precached so that sharing works offline), and the
    # Python snapshot's reader, which a first visit has no snapshot for (the worker that
    # makes one loads it, and the next visits).
    assert {p for p in listed - fetched if not p.startswith("/static/icons/")} <= {
        "/index.html",
        "/static/manifest.webmanifest",
        "/static/vendor/segno.zip",
        "/static/snapshot-reader.mjs",
    }
    assert "/static/snapshot-reader.mjs" not in fetched, "a first visit loads the snapshot's reader"
    assert "/static/vendor/segno.zip" not in fetched, "the QR library is loaded at boot"
    print(f"boot: {booted_page.boot_seconds:.1f} s, {len(fetched)} URLs: {sorted(fetched)}")
