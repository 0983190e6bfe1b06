"""Whether the page is served where other sites share its origin (README.md, "Hosting").

Everything the app keeps (saved games in localStorage, the service worker's caches, the
Python snapshot in IndexedDB) belongs to its origin (scheme, host and port), not to its
folder: any page that can run script on that origin can read and change all of it. So
the app belongs on an origin of its own, and :func:`shared_origin_warning` gives the
console line the page writes once at start when it is not.

An origin counts as shared when, from the page's address alone, something else may be on
it:

* the page is in a folder below the origin's root (``https://example.org/belot/``):
  whatever else is served from the same origin is outside the app's control;
* or its host is one that serves every project of an account from one origin
  (:data:`SHARED_HOSTS`: ``user.github.io/other-project/`` is the same origin as
  ``user.github.io/``), even at the root.

A loopback host (``localhost``, ``127.0.0.1``, ``[::1]``) never counts: it is a
developer's own machine, where ``make serve`` runs. Neither does an address that is not
``http`` or ``https``. The rule cannot see a host that puts several sites on one origin
by other means; the warning is a reminder, not a guarantee.
"""

from __future__ import annotations

import ipaddress
from urllib.parse import urlsplit

# Hosts whose one origin per account holds each of that account's project sites at a path.
SHARED_HOSTS = ("github.io", "gitlab.io", "codeberg.page")

_WHY = (
    "anything else that runs script on {origin} can read and change this app's saved "
    "games, its caches and its Python snapshot. The app belongs on an origin of its own "
    "(a domain or subdomain that serves nothing else): see README.md, Hosting."
)


def shared_origin_warning(url: str) -> str | None:
    """The console warning for a page at ``url`` whose origin may be shared (see the
    module's docstring), or None when the page is at the root of an origin that is not a
    shared host, on a loopback host, or not on ``http``/``https``. Only the address is
    read: the query and fragment do not matter, and the file name (``index.html``) does
    not make a folder."""
    parts = urlsplit(url)
    host = (parts.hostname or "").lower()
    if parts.scheme not in ("http", "https") or not host or _loopback(host):
        return None
    origin = f"{parts.scheme}://{parts.netloc.lower()}"
    folder = parts.path[: parts.path.rfind("/") + 1] or "/"
    shared = next((s for s in SHARED_HOSTS if host == s or host.endswith(f".{s}")), None)
    if shared is not None:
        where = f"{origin} is shared: {shared} serves every project of an account from it"
    elif folder != "/":
        where = f"this page is in the folder {folder} of {origin}"
    else:
        return None
    return f"belot: {where}; " + _WHY.format(origin=origin)


def _loopback(host: str) -> bool:
    if host == "localhost" or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a name, not an address
        return False
