"""The words of stored data that cannot be read."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "robust.newer.one": "{count} saved game comes from a newer version of this app. It is "
        "kept as it is: update the app (reload the page) to open it.",
        "robust.newer.other": "{count} saved games come from a newer version of this app. They "
        "are kept as they are: update the app (reload the page) to open them.",
        "robust.unreadable.one": "{count} saved item could not be read. Nothing was lost: it is "
        "kept as it was, to export or to discard.",
        "robust.unreadable.other": "{count} saved items could not be read. Nothing was lost: "
        "each is kept as it was, to export or to discard.",
        "robust.export": "Export unreadable data",
        "robust.discard": "Discard unreadable data",
        "robust.confirm_discard.one": "Delete the {count} unreadable item for good? Export it "
        "first if someone may be able to repair it.",
        "robust.confirm_discard.other": "Delete the {count} unreadable items for good? Export "
        "them first if someone may be able to repair them.",
        "robust.discarded.one": "Unreadable data deleted: {count} item.",
        "robust.discarded.other": "Unreadable data deleted: {count} items.",
        "robust.deleted_elsewhere": "This game was deleted in another tab.",
        "robust.unreadable_elsewhere": "This game was changed by another version of the app and "
        "cannot be read here: reload the page.",
        "robust.unreadable_now": "Not saved: this game was changed by another version of the app "
        "and cannot be read here. Reload the page; your entry is still in the form.",
    },
    "bg": {
        "robust.newer.one": "{count} запазена игра е от по-нова версия на приложението. Пази се "
        "непокътната: обновете приложението (презаредете страницата), за да я отворите.",
        "robust.newer.other": "{count} запазени игри са от по-нова версия на приложението. Пазят "
        "се непокътнати: обновете приложението (презаредете страницата), за да ги отворите.",
        "robust.unreadable.one": "{count} запис не може да се прочете. Нищо не е изгубено: пази "
        "се такъв, какъвто е, за да го експортирате или изтриете.",
        "robust.unreadable.other": "{count} записа не могат да се прочетат. Нищо не е изгубено: "
        "всеки се пази такъв, какъвто е, за да го експортирате или изтриете.",
        "robust.export": "Експорт на нечетимите данни",
        "robust.discard": "Изтриване на нечетимите данни",
        "robust.confirm_discard.one": "Да се изтрие ли завинаги {count} нечетим запис? Първо го "
        "експортирайте, ако някой може да го поправи.",
        "robust.confirm_discard.other": "Да се изтрият ли завинаги {count} нечетими записа? Първо "
        "ги експортирайте, ако някой може да ги поправи.",
        "robust.discarded.one": "Нечетимите данни са изтрити: {count} запис.",
        "robust.discarded.other": "Нечетимите данни са изтрити: {count} записа.",
        "robust.deleted_elsewhere": "Тази игра е изтрита в друг раздел.",
        "robust.unreadable_elsewhere": "Тази игра е променена от друга версия на приложението и "
        "не може да се прочете тук: презаредете страницата.",
        "robust.unreadable_now": "Не е записано: играта е променена от друга версия на "
        "приложението и не може да се прочете тук. Презаредете страницата; въведеното е още във "
        "формата.",
    },
    "fr": {
        "robust.newer.one": "{count} partie enregistrée vient d'une version plus récente de "
        "l'application. Elle est gardée telle quelle : mettez l'application à jour (rechargez la "
        "page) pour l'ouvrir.",
        "robust.newer.other": "{count} parties enregistrées viennent d'une version plus récente "
        "de l'application. Elles sont gardées telles quelles : mettez l'application à jour "
        "(rechargez la page) pour les ouvrir.",
        "robust.unreadable.one": "{count} élément enregistré n'a pas pu être lu. Rien n'est "
        "perdu : il est gardé tel quel, pour l'exporter ou le supprimer.",
        "robust.unreadable.other": "{count} éléments enregistrés n'ont pas pu être lus. Rien "
        "n'est perdu : chacun est gardé tel quel, pour l'exporter ou le supprimer.",
        "robust.export": "Exporter les données illisibles",
        "robust.discard": "Supprimer les données illisibles",
        "robust.confirm_discard.one": "Supprimer définitivement {count} élément illisible ? "
        "Exportez-le d'abord si quelqu'un peut le réparer.",
        "robust.confirm_discard.other": "Supprimer définitivement les {count} éléments illisibles "
        "? Exportez-les d'abord si quelqu'un peut les réparer.",
        "robust.discarded.one": "Données illisibles supprimées : {count} élément.",
        "robust.discarded.other": "Données illisibles supprimées : {count} éléments.",
        "robust.deleted_elsewhere": "Cette partie a été supprimée dans un autre onglet.",
        "robust.unreadable_elsewhere": "Cette partie a été modifiée par une autre version de "
        "l'application et ne peut pas être lue ici : rechargez la page.",
        "robust.unreadable_now": "Non enregistré : cette partie a été modifiée par une autre "
        "version de l'application et ne peut pas être lue ici. Rechargez la page ; votre saisie "
        "est toujours dans le formulaire.",
    },
}
