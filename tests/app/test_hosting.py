"""Which addresses get the console warning that the page's origin may be shared with
other sites (belot.app.hosting, written once by belot.app.browser.boot.main)."""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from belot.app.hosting import _loopback, shared_origin_warning, split
from tests.strategies import addresses


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


@given(addresses())
@example("HTTPS://User:pw@Belot.Example.ORG:8443/a/b/?q=/c#/d")
@example("http://[::FFFF:127.0.0.1]:80/x")
@example("file:///home/me/belot/index.html")
@example("https://example.org?x=/a/")
@example("https://example.org#/a/")
def test_an_address_is_split_as_urllib_splits_it(url: str) -> None:
    """belot.app.hosting splits the address itself (the page does not ship urllib): what
    it reads of it is what urllib.parse.urlsplit reads."""
    expected = urlsplit(url)
    got = split(url)
    assert (got.scheme, got.netloc, got.path) == (expected.scheme, expected.netloc, expected.path)
    assert got.hostname == (expected.hostname or "")


@given(st.one_of(st.ip_addresses(v=4), st.ip_addresses(v=6)))
@example(ipaddress.ip_address("127.255.0.1"))
@example(ipaddress.ip_address("::1"))
@example(ipaddress.ip_address("::2"))
@example(ipaddress.ip_address("128.0.0.1"))
def test_a_loopback_address_is_told_as_ipaddress_tells_it(
    address: ipaddress.IPv4Address | ipaddress.IPv6Address,
) -> None:
    """(socket.inet_pton in place of ipaddress, which the page does not ship.) An IPv4
    address mapped into IPv6 is loopback when its IPv4 address is, as ipaddress says from
    Python 3.13 on."""
    mapped = getattr(address, "ipv4_mapped", None)
    expected = (mapped or address).is_loopback
    assert _loopback(address.compressed) is expected
    assert _loopback(address.exploded) is expected


@pytest.mark.parametrize("host", ["127.1", "127.0.0.01", "1.2.3", "::1::", "[::1]", "local", ""])
def test_what_is_not_an_address_or_localhost_is_no_loopback(host: str) -> None:
    assert _loopback(host) is False
