"""The address bar: a link the page is opened with, or that is opened in the same tab later
(a game's, belot.app.link; a tournament table's assignment or result,
belot.tournament.links), and the page's own address, which links start with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from js import window

from belot.app.browser.calls import report

if TYPE_CHECKING:
    from belot.app.actions import Message


def take_link() -> Message | None:
    """What the page's fragment asks for if it is one of the app's links (None otherwise),
    taken out of the address bar (history.replaceState: no new history entry), so that a
    reload does not open it again. Any other fragment is left where it is."""
    fragment = str(window.location.hash or "")
    if fragment in ("", "#"):  # every start asks: the links' screen is imported for a link
        return None
    from belot.app.screens.table.actions import link_message

    message = link_message(fragment)
    if message is None:
        return None
    try:
        location = window.location
        window.history.replaceState(window.history.state, "", location.pathname + location.search)
    except Exception as error:
        report(f"belot: cannot take the link out of the address bar: {error!r}")
    return message


def page_url() -> str:
    """The page's own address, without its query or fragment: what links start with."""
    location = window.location
    return str(location.origin) + str(location.pathname)


def query_flags() -> frozenset[str]:
    """The names in the page's query string (``?timing&check-paint`` gives both): what a
    maintainer or a test asks of the page (belot.app.browser.timing, and Page's check of
    each patch); a player's address has none."""
    query = str(window.location.search or "").lstrip("?")
    return frozenset(part.partition("=")[0] for part in query.split("&") if part)
