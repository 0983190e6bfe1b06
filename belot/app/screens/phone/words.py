"""The words of *Keep the screen on*."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "phone.wake": "Keep screen on",
        "phone.wake.on": "on",
        "phone.wake.off": "off",
        "phone.wake.waiting": "…",
        "phone.wake.refused": "not allowed now",
    },
    "bg": {
        "phone.wake": "Екранът да не изгасва",
        "phone.wake.on": "вкл.",
        "phone.wake.off": "изкл.",
        "phone.wake.waiting": "…",
        "phone.wake.refused": "не е разрешено сега",
    },
    "fr": {
        "phone.wake": "Garder l'écran allumé",
        "phone.wake.on": "oui",
        "phone.wake.off": "non",
        "phone.wake.waiting": "…",
        "phone.wake.refused": "refusé pour l'instant",
    },
}
