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

The address is split here (:func:`split`), not by ``urllib.parse``, and a loopback address
is told by ``socket.inet_pton``, not ``ipaddress``: the page's start imports neither module
otherwise, and they would be a tenth of the standard library it downloads (the tests check
the split against ``urllib.parse`` and the loopback test against ``ipaddress``).
"""

from __future__ import annotations

import contextlib
import socket
from typing import NamedTuple

from belot.patterns import Pattern

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
    parts = split(url)
    host = parts.hostname
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


# RFC 3986's generic syntax, as far as the warning reads it: scheme ":" ["//" authority]
# path, then the query and fragment (left out).
_ADDRESS = Pattern(r"([A-Za-z][A-Za-z0-9+.-]*):(?://([^/?#]*))?([^?#]*)")


class Address(NamedTuple):
    """What the warning reads of an address: ``scheme`` in lower case, ``netloc`` (the
    authority, as written), ``hostname`` (lower case up to any ``%``, without user, port
    or IPv6 brackets; "" when there is none) and ``path``."""

    scheme: str
    netloc: str
    hostname: str
    path: str


def split(url: str) -> Address:
    """``url``'s parts, as ``urllib.parse.urlsplit`` gives them for an absolute address
    (scheme, netloc, hostname, path); an address without a scheme has every part empty
    but its path."""
    found = _ADDRESS.match(url.strip())
    if found is None:
        return Address("", "", "", url.split("?")[0].split("#")[0])
    scheme, netloc, path = found[1].lower(), found[2] or "", found[3]
    host = netloc.rpartition("@")[2]  # after any user
    bracketed = host.startswith("[")  # an IPv6 address: its colons are not a port's
    host = host[1:].partition("]")[0] if bracketed else host.partition(":")[0]
    name, percent, zone = host.partition("%")  # an IPv6 zone keeps its case
    return Address(scheme, netloc, name.lower() + percent + zone, path)


def _loopback(host: str) -> bool:
    """Whether ``host`` (lower case) is ``localhost``, a name under it, or a loopback
    address: IPv4 127.0.0.0/8, IPv6 ::1, or 127.0.0.0/8 mapped into IPv6."""
    if host == "localhost" or host.endswith(".localhost"):
        return True
    with contextlib.suppress(OSError):  # OSError: not an IPv4 address
        return socket.inet_pton(socket.AF_INET, host)[0] == 127
    with contextlib.suppress(OSError):
        packed = socket.inet_pton(socket.AF_INET6, host)
        mapped = packed[:12] == bytes(10) + b"\xff\xff"
        return packed == bytes(15) + b"\x01" or (mapped and packed[12] == 127)
    return False
