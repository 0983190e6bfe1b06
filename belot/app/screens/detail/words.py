"""A deal's breakdown screen's words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "detail.title": "Deal {number}",
        "detail.edit": "Edit",
        "detail.delete": "Delete",
        "detail.confirm_delete": "Delete deal {number}? Everything after it is recomputed.",
    },
    "bg": {
        "detail.title": "Раздаване {number}",
        "detail.edit": "Промени",
        "detail.delete": "Изтрий",
        "detail.confirm_delete": "Да изтрия ли раздаване {number}? Всичко след него се "
        "преизчислява.",
    },
    "fr": {
        "detail.title": "Donne {number}",
        "detail.edit": "Modifier",
        "detail.delete": "Supprimer",
        "detail.confirm_delete": "Supprimer la donne {number} ? Tout ce qui suit est recalculé.",
    },
}
