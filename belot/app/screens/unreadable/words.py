"""The words of stored data that cannot be read."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "robust.newer": "{count} saved game(s) come from a newer version of this app. They are "
        "kept as they are: update the app (reload the page) to open them.",
        "robust.unreadable": "{count} saved item(s) could not be read. Nothing was lost: each is "
        "kept as it was, to export or to discard.",
        "robust.export": "Export unreadable data",
        "robust.discard": "Discard unreadable data",
        "robust.confirm_discard": "Delete the {count} unreadable item(s) for good? Export them "
        "first if someone may be able to repair them.",
        "robust.discarded": "Unreadable data deleted: {count} item(s).",
        "robust.deleted_elsewhere": "This game was deleted in another tab.",
        "robust.unreadable_elsewhere": "This game was changed by another version of the app and "
        "cannot be read here: reload the page.",
        "robust.unreadable_now": "Not saved: this game was changed by another version of the app "
        "and cannot be read here. Reload the page; your entry is still in the form.",
    },
    "bg": {
        "robust.newer": "Игри, записани от по-нова версия на приложението: {count}. Пазят се "
        "непокътнати: обновете приложението (презаредете страницата), за да ги отворите.",
        "robust.unreadable": "Записи, които не могат да се прочетат: {count}. Нищо не е "
        "изгубено: всеки се пази такъв, какъвто е, за да го експортирате или изтриете.",
        "robust.export": "Експорт на нечетимите данни",
        "robust.discard": "Изтриване на нечетимите данни",
        "robust.confirm_discard": "Да се изтрият ли завинаги нечетимите записи ({count})? Първо "
        "ги експортирайте, ако някой може да ги поправи.",
        "robust.discarded": "Нечетимите данни са изтрити: {count}.",
        "robust.deleted_elsewhere": "Тази игра е изтрита в друг раздел.",
        "robust.unreadable_elsewhere": "Тази игра е променена от друга версия на приложението и "
        "не може да се прочете тук: презаредете страницата.",
        "robust.unreadable_now": "Не е записано: играта е променена от друга версия на "
        "приложението и не може да се прочете тук. Презаредете страницата; въведеното е още във "
        "формата.",
    },
    "fr": {
        "robust.newer": "Parties enregistrées par une version plus récente de l'application : "
        "{count}. Elles sont gardées telles quelles : mettez l'application à jour (rechargez la "
        "page) pour les ouvrir.",
        "robust.unreadable": "Éléments enregistrés illisibles : {count}. Rien n'est perdu : "
        "chacun est gardé tel quel, pour l'exporter ou le supprimer.",
        "robust.export": "Exporter les données illisibles",
        "robust.discard": "Supprimer les données illisibles",
        "robust.confirm_discard": "Supprimer définitivement les éléments illisibles ({count}) ? "
        "Exportez-les d'abord si quelqu'un peut les réparer.",
        "robust.discarded": "Données illisibles supprimées : {count}.",
        "robust.deleted_elsewhere": "Cette partie a été supprimée dans un autre onglet.",
        "robust.unreadable_elsewhere": "Cette partie a été modifiée par une autre version de "
        "l'application et ne peut pas être lue ici : rechargez la page.",
        "robust.unreadable_now": "Non enregistré : cette partie a été modifiée par une autre "
        "version de l'application et ne peut pas être lue ici. Rechargez la page ; votre saisie "
        "est toujours dans le formulaire.",
    },
}
