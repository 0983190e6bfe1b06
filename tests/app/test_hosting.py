"""Which addresses get the console warning that the page's origin may be shared with
other sites (belot.app.hosting, written once by belot.app.browser.boot.main)."""

from __future__ import annotations

import pytest

from belot.app.hosting import shared_origin_warning


@pytest.mark.parametrize(
    "url",
    [
        "https://belot.example.org/",
        "https://belot.example.org/index.html",
        "https://belot.example.org/?lang=fr#g1.abc",
        "https://belot.example.org:8443/",
        "http://localhost:8000/",
        "http://localhost:8000/belot/",
        "http://app.localhost/some/folder/",
        "http://127.0.0.1:8000/belot/index.html",
        "http://[::1]:8000/belot/",
        "file:///home/me/belot/index.html",
    ],
)
def test_an_origin_of_its_own_or_a_loopback_host_gets_no_warning(url: str) -> None:
    assert shared_origin_warning(url) is None


@pytest.mark.parametrize(
    ("url", "origin", "says"),
    [
        ("https://example.org/belot/", "https://example.org", "the folder /belot/"),
        ("https://example.org/belot/index.html", "https://example.org", "the folder /belot/"),
        ("https://Example.org:8443/a/b/", "https://example.org:8443", "the folder /a/b/"),
        ("https://user.github.io/belot/", "https://user.github.io", "github.io serves"),
        ("https://user.github.io/belot/index.html?x=1", "https://user.github.io", "github.io"),
        ("https://user.github.io/", "https://user.github.io", "github.io serves every project"),
        ("https://group.gitlab.io/belot/", "https://group.gitlab.io", "gitlab.io serves"),
        ("https://user.codeberg.page/", "https://user.codeberg.page", "codeberg.page"),
    ],
)
def test_a_folder_or_a_shared_host_gets_a_warning_naming_the_origin(
    url: str, origin: str, says: str
) -> None:
    warning = shared_origin_warning(url)
    assert warning is not None
    assert warning.startswith("belot: ")
    assert says in warning
    assert f"on {origin} can read and change" in warning
    for what in ("saved games", "caches", "Python snapshot", "an origin of its own"):
        assert what in warning


def test_a_host_that_only_ends_like_a_shared_one_is_not_taken_for_it() -> None:
    assert shared_origin_warning("https://notgithub.io/") is None
    assert shared_origin_warning("https://github.io.example.org/") is None
