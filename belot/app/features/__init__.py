"""Feature modules: each registers its actions with :func:`belot.app.controller.action`.

A feature keeps its actions, its catalog part (:mod:`belot.app.i18n`) and its views in
modules of its own; importing it here is all the wiring it needs.
"""

from belot.app.features import (
    cards,  # noqa: F401  (count the cards for me)
    declarations,  # noqa: F401  (which announcements count)
    language,  # noqa: F401  (the page's language)
    phone,  # noqa: F401  (keep the screen on)
    robustness,  # noqa: F401  (stored data that cannot be read)
    stats,  # noqa: F401  (statistics and the score race)
    transfer,  # noqa: F401  (export, import, share)
)
