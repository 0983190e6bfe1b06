#!/usr/bin/env python3
"""Render the PNG icons of the web manifest from static/icons/icon.svg, in headless Chromium.

    .venv/bin/python scripts/icons.py

Needs the `playwright` package of the test extras and the whole Chromium (scripts/chromium.py:
$BELOT_CHROMIUM, Playwright's own, or one on PATH). Run it after editing icon.svg and commit
the PNGs: they are small and rendering them is not part of the build.

Each PNG is then reduced to a palette of 256 colours (with transparency; Pillow, of the test
extras): the drawing is a few flat colours, so nothing shows, and the four icons, which a
first visit's service worker downloads, are a third of their size (63 kB to 21 kB).

The "any" icons keep the SVG's rounded corners (transparent outside). The maskable icon and
the apple-touch icon are squared off, as the platform cuts its own shape out of them; the
SVG keeps its drawing inside the maskable safe zone (a circle of 40% of the size) for that.
"""

from __future__ import annotations

import sys
from pathlib import Path

from chromium import NoChromiumError, chromium_path  # scripts/chromium.py, beside this one

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "static" / "icons"
SOURCE = ICONS / "icon.svg"

# file name -> (size in pixels, squared off)
OUTPUTS = {
    "icon-192.png": (192, False),
    "icon-512.png": (512, False),
    "icon-maskable-512.png": (512, True),
    "apple-touch-icon.png": (180, True),
}

PAGE = """<!doctype html>
<style>
  html, body {{ margin: 0; background: transparent; }}
  svg {{ display: block; width: 100vw; height: 100vh; }}
  {extra}
</style>
{svg}
"""
SQUARE = "#bg { rx: 0; ry: 0; }"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]


def with_palette(path: Path) -> None:
    """Rewrite the PNG at ``path`` with a palette of at most 256 colours."""
    from PIL import Image

    with Image.open(path) as image:
        reduced = image.convert("RGBA").quantize(256, method=Image.Quantize.FASTOCTREE)
    reduced.save(path, "PNG", optimize=True)


def main() -> int:
    from playwright.sync_api import sync_playwright  # type: ignore[import-not-found, unused-ignore]

    svg = SOURCE.read_text(encoding="utf-8")
    with sync_playwright() as pw:
        try:
            executable = chromium_path(pw.chromium.executable_path)
        except NoChromiumError as error:
            raise SystemExit(f"icons: {error}") from None
        browser = pw.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        try:
            for name, (size, square) in OUTPUTS.items():
                page = browser.new_page(viewport={"width": size, "height": size})
                page.set_content(PAGE.format(svg=svg, extra=SQUARE if square else ""))
                page.screenshot(path=str(ICONS / name), omit_background=True)
                page.close()
                with_palette(ICONS / name)
                written = (ICONS / name).stat().st_size
                print(f"icons: static/icons/{name} ({size}x{size}, {written} bytes)")
        finally:
            browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
