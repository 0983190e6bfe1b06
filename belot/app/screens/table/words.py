"""The table's phone's words: the assignment that came as a link, the result sent."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "table.title": "Your table",
        "table.place": "{name} · round {round} · table {table}",
        "table.round_table": "Round {round} · table {table}",
        "table.first_dealer": "First to deal: {name}",
        "table.start": "Start the game",
        "table.already": "This table's game was started on this phone already: here it is.",
        "table.refused": "This table's link cannot be opened: {reason}",
        "table.send": "Send the result",
        "table.send.hint": "The game is over: show the result to the organiser.",
        "table.send.title": "Send the result",
        "table.send.scan": "The organiser scans this code (or opens the link): this table's "
        "result goes into the standings.",
        "table.send.too_big": "This result is too long for a code: send its link.",
        "table.send.link": "The result as a link",
        "table.qr_label": "QR code of this table's result",
        "table.share_title": "Table {table}, round {round} of {name}: the result",
    },
    "bg": {
        "table.title": "Вашата маса",
        "table.place": "{name} · кръг {round} · маса {table}",
        "table.round_table": "Кръг {round} · маса {table}",
        "table.first_dealer": "Първи раздава: {name}",
        "table.start": "Започни играта",
        "table.already": "Играта на тази маса вече е започната на този телефон: ето я.",
        "table.refused": "Връзката на масата не може да се отвори: {reason}",
        "table.send": "Изпрати резултата",
        "table.send.hint": "Играта завърши: покажете резултата на организатора.",
        "table.send.title": "Изпращане на резултата",
        "table.send.scan": "Организаторът сканира този код (или отваря връзката): резултатът "
        "на масата влиза в класирането.",
        "table.send.too_big": "Резултатът е твърде дълъг за код: изпратете връзката му.",
        "table.send.link": "Резултатът като връзка",
        "table.qr_label": "QR код на резултата от тази маса",
        "table.share_title": "Маса {table}, кръг {round} от {name}: резултатът",
    },
    "fr": {
        "table.title": "Votre table",
        "table.place": "{name} · ronde {round} · table {table}",
        "table.round_table": "Ronde {round} · table {table}",
        "table.first_dealer": "Premier donneur : {name}",
        "table.start": "Commencer la partie",
        "table.already": "La partie de cette table a déjà commencé sur ce téléphone : la voici.",
        "table.refused": "Le lien de la table ne peut pas être ouvert : {reason}",
        "table.send": "Envoyer le résultat",
        "table.send.hint": "La partie est finie : montrez le résultat à l'organisateur.",
        "table.send.title": "Envoyer le résultat",
        "table.send.scan": "L'organisateur scanne ce code (ou ouvre le lien) : le résultat de "
        "cette table entre au classement.",
        "table.send.too_big": "Ce résultat est trop long pour un code : envoyez son lien.",
        "table.send.link": "Le résultat en lien",
        "table.qr_label": "Code QR du résultat de cette table",
        "table.share_title": "Table {table}, ronde {round} de {name} : le résultat",
    },
}
