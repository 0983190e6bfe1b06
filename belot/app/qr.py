"""A QR code of a link, drawn in Python as SVG (segno, loaded only when a code is shown).

The code is made by `segno <https://segno.readthedocs.io>`_ (pure Python, pinned in
pyproject.toml's ``page`` extra). The page does not load it at start: scripts/vendor.py
packs it, compiled and without its writers (an empty module in their place: only the
matrix is read here), into ``static/vendor/segno.zip`` (precached, so it works offline),
and the share screen asks the browser edge to fetch it the first time a code is shown; the
browser edge hands the archive to :func:`install`. Under CPython (the tests) segno is simply
installed. Only the matrix is segno's: the SVG is drawn here, so that it is exactly what
the page's Content-Security-Policy allows (attributes, never ``style=``) and stays crisp:
one unit per module in a ``viewBox`` that CSS scales to the screen, ``crispEdges``, dark
modules on a white square with a quiet zone of four modules, in dark mode too.

Error correction is at least level M (15 % of the code can be lost to a reflection on
the screen and it still reads); segno raises it when a higher level fits in the same
size. A link of at most :data:`MAX_LINK_BYTES` fits one code (version 40, level M);
longer ones get the file instead (the share screen says so). A 9-deal game makes a
version-15 code or so, a 60-deal one a version-23 (belot.app.link's docstring).
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import io
import sys
import zipfile
from pathlib import Path
from typing import TYPE_CHECKING

from belot.app.markup import Markup, tag

if TYPE_CHECKING:
    import segno

ERROR = "m"  # the lowest error-correction level used (segno boosts it when it fits)
MAX_LINK_BYTES = 2331  # what a version-40 code holds at level M, in byte mode
BORDER = 4  # the quiet zone, in modules, that a reader needs around the code
ARCHIVE = "static/vendor/segno.zip"  # scripts/vendor.py SEGNO_ZIP, relative to the page


class QrUnavailableError(Exception):
    """segno cannot be imported here (its archive was not loaded, or not fully)."""


def available() -> bool:
    """Whether segno can be imported (installed, or its archive unpacked)."""
    return "segno" in sys.modules or importlib.util.find_spec("segno") is not None


def install(archive: bytes, where: str) -> None:
    """Unpack the vendored archive (segno, and any standard module only it needs, which the
    page's trimmed standard library leaves out) into ``where``, put on ``sys.path``."""
    folder = Path(where)
    folder.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(io.BytesIO(archive)) as unpacked:
        unpacked.extractall(folder)
    if str(folder) not in sys.path:
        sys.path.append(str(folder))
    # Its finder, if it listed the folder before, lists it again (not every finder's, as
    # importlib.invalidate_caches() does: that imports importlib.metadata, and email).
    finder = sys.path_importer_cache.get(str(folder))
    if isinstance(finder, importlib.machinery.FileFinder):
        finder.invalidate_caches()


def fits(link: str) -> bool:
    """Whether ``link`` fits in one QR code."""
    return len(link.encode("utf-8")) <= MAX_LINK_BYTES


def qr_svg(link: str, label: str) -> Markup:
    """The QR code of ``link`` as an SVG element named ``label`` (for a screen reader);
    :class:`QrUnavailableError` if segno cannot be imported, ``ValueError`` if the link does
    not fit in one code."""
    if not fits(link):
        raise ValueError(f"the link has {len(link)} characters, more than one QR code holds")
    code = _code(link)
    size = len(code.matrix) + 2 * BORDER
    runs: list[str] = []
    for y, row in enumerate(code.matrix):
        x = 0
        while x < len(row):
            if not row[x]:
                x += 1
                continue
            start = x
            while x < len(row) and row[x]:
                x += 1
            runs.append(f"M{start + BORDER} {y + BORDER}h{x - start}v1h-{x - start}z")
    return tag(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {size} {size}",
            "class": "qr-code",
            "role": "img",
            "aria-label": label,
            "shape-rendering": "crispEdges",
            "data-testid": "qr",
            "data-version": code.version,
            "data-error": str(code.error).upper(),
        },
        tag("rect", {"width": size, "height": size, "fill": "#fff"}),
        tag("path", {"fill": "#000", "d": "".join(runs)}),
    )


def version_of(link: str) -> tuple[int, str]:
    """(version, error level) of the code :func:`qr_svg` draws for ``link`` (for tests and
    the README's figures)."""
    code = _code(link)
    return int(code.version), str(code.error).upper()


def _code(link: str) -> segno.QRCode:
    """segno's code of ``link``, as every code here is made."""
    try:
        import segno
    except ImportError as error:
        raise QrUnavailableError(str(error)) from None
    return segno.make_qr(link, error=ERROR, boost_error=True, mode="byte")
