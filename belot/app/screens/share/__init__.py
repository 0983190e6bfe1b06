"""Pass the sheet: the open game as a QR code and a link for another phone
(the share screen), and a game that came in a link, waiting for the player's yes (the
link screen). The link's format is :mod:`belot.app.link`, the code's :mod:`belot.app.qr`,
the import's rules :func:`belot.app.transfer.plan_link`."""

from __future__ import annotations

from dataclasses import dataclass

from belot.app.screen import Screen
from belot.app.state import Part

SHARE = Screen("share", needs_game=True)
LINK = Screen("link")


@dataclass(frozen=True)
class ShareCode(Part):
    """The code and link of the open game as it was when the share screen opened.

    ``status``: ``ready`` (``svg`` is the code), ``loading`` (segno is being fetched),
    ``failed`` (it could not be: the link still works) or ``too-big`` (no code holds the
    link: the file instead). ``svg`` is kept here, drawn once: views run on every tap.
    """

    game_id: str
    revision: int
    link: str
    status: str
    svg: str = ""
    deals: int = 0


ShareCode.lives_on = SHARE


@dataclass(frozen=True)
class Following(Part):
    """The games whose sheet keeps a button for their latest code ("let them follow"),
    for the visit. On no screen: it outlives each."""

    ids: frozenset[str] = frozenset()
