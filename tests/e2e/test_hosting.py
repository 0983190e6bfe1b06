"""The page's console warning when its origin may be shared with other sites
(belot.app.hosting, written by adapter.main): the site is served under other addresses by
routing their requests to the test server (service workers blocked: a route does not see
theirs)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import urlsplit

import pytest

from . import ui

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Route

pytestmark = pytest.mark.e2e

WARNING = "an origin of its own"


def warnings_at(browser: Browser, site_url: str, url: str) -> list[str]:
    """The console warnings of the site opened at ``url`` (https, any host, any folder:
    everything under it comes from the test server), once it is ready and works."""
    origin = "{0.scheme}://{0.netloc}".format(urlsplit(url))
    folder = urlsplit(url).path

    def forward(route: Route) -> None:
        path = urlsplit(route.request.url).path
        if not path.startswith(folder):
            route.abort()
            return
        route.fulfill(response=route.fetch(url=site_url + path.removeprefix(folder)))

    # A profile of its own: the page is served from another origin (the route below).
    context = browser.new_context(service_workers="block")
    try:
        context.route(f"{origin}/**", forward)
        page = context.new_page()
        tab = ui.watch(page)
        warnings: list[str] = []
        page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
        page.goto(url)
        ui.wait_ready(page)
        ui.expect(ui.by_id(page, "new-game")).to_be_visible()
        assert tab.errors == []
        return warnings
    finally:
        context.close()


def test_a_page_in_a_folder_of_a_shared_host_warns_once(browser: Browser, site_url: str) -> None:
    warnings = warnings_at(browser, site_url, "https://user.github.io/belot/")
    said = [w for w in warnings if WARNING in w]
    assert len(said) == 1, warnings
    assert said[0].startswith("belot: https://user.github.io is shared")
    assert "saved games, its caches and its Python snapshot" in said[0]


def test_a_page_at_the_root_of_its_own_origin_does_not(browser: Browser, site_url: str) -> None:
    warnings = warnings_at(browser, site_url, "https://belot.example.org/")
    assert not any(WARNING in w for w in warnings), warnings
