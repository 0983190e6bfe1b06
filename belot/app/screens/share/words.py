"""The words of passing the sheet: the share screen, a game from a link, and why a link
cannot be opened."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "share.title": "Pass the sheet",
        "share.hint.one": "Scan this code with the other phone's camera: it opens this game "
        "({count} deal) in the app there. No server is involved: the game is in the link itself.",
        "share.hint.other": "Scan this code with the other phone's camera: it opens this game "
        "({count} deals) in the app there. No server is involved: the game is in the link "
        "itself.",
        "share.too_big": "This game is too long for a QR code or a link ({size} characters; "
        "one code holds {most}). Send it as a file instead.",
        "share.qr_label.one": "QR code of the link to this game, {count} deal",
        "share.qr_label.other": "QR code of the link to this game, {count} deals",
        "share.qr_loading": "Drawing the code…",
        "share.qr_failed": "The code cannot be drawn here right now. The link works the same: "
        "copy it or send it.",
        "share.link.one": "Link to this game ({count} deal)",
        "share.link.other": "Link to this game ({count} deals)",
        "share.link_size": "{size} characters",
        "share.follow": "Let the other pair follow",
        "share.follow.hint": "Keeps a “Latest code” button on the sheet: after each deal, show "
        "it and they scan it again. Their copy of the game is brought up to date, not added "
        "again.",
        "share.follow.code": "Latest code",
        "share.copy_link": "Copy link",
        "share.send_link": "Send link…",
        "share.file": "Send the file…",
        "share.show": "Show the code",
        "link.title": "A game from a link",
        "link.deals.one": "{count} deal",
        "link.deals.other": "{count} deals",
        "link.fate.add": "New on this phone: importing adds it.",
        "link.fate.copy": "A game with the same id is here with other deals: importing adds "
        "this one as a copy, and the one here stays as it is.",
        "link.fate.update": "This is the game here, continued: importing brings it up to date.",
        "link.fate.skip": "This game is already here, as it is in the link.",
        "link.fate.older": "This phone has this game further on than the link: nothing to import.",
        "link.import": "Import",
        "link.import_copy": "Import as a copy",
        "link.update": "Update the game",
        "link.open": "Open it",
        "link.done.add.one": "Imported the game from the link ({count} deal).",
        "link.done.add.other": "Imported the game from the link ({count} deals).",
        "link.done.copy.one": "Imported as a copy ({count} deal); the game that was here is "
        "kept as it was.",
        "link.done.copy.other": "Imported as a copy ({count} deals); the game that was here is "
        "kept as it was.",
        "link.done.update.one": "Updated: the same game, continued; now {count} deal.",
        "link.done.update.other": "Updated: the same game, continued; now {count} deals.",
        "link.done.skip": "This game was already here: nothing was imported.",
        "link.done.older": "This phone has this game further on: nothing was imported.",
        "link.changed": "Nothing was imported: the games here changed meanwhile. Open the link "
        "again.",
        "link.refused": "This link cannot be opened. {reason}",
        "error.link-foreign": "It is not a link to a game of this app.",
        "error.link-newer": "It was made by a newer version of the app (link version {version}; "
        "this one reads up to {supported}). Update the app to open it.",
        "error.link-version": "Its game's version is not valid (got {got}).",
        "error.link-cut": "It is cut short ({got} of {expected} characters arrived): ask for the "
        "code or the link again.",
        "error.link-damaged": "It is damaged (its check does not match what it holds): ask for "
        "the code or the link again.",
        "error.link-too-big": "It is far too long to be a game's link.",
        "error.link-too-deep": "It is not a game's link (its data is nested more than {most} "
        "levels deep).",
        "error.link-duplicate-key": "It is not a game's link (its data has the key {key} twice "
        "in one object).",
        "error.link-envelope": "Its game has no valid {field}.",
        "error.link-invalid-game": "Its game is not valid: {reason}",
    },
    "bg": {
        "share.title": "Подай листа",
        "share.hint.one": "Сканирайте кода с камерата на другия телефон: там играта ({count} "
        "раздаване) се отваря в приложението. Без сървър: играта е в самата връзка.",
        "share.hint.other": "Сканирайте кода с камерата на другия телефон: там играта ({count} "
        "раздавания) се отваря в приложението. Без сървър: играта е в самата връзка.",
        "share.too_big": "Играта е твърде дълга за QR код или връзка ({size} знака; един код "
        "побира {most}). Изпратете я като файл.",
        "share.qr_label.one": "QR код на връзката към тази игра, {count} раздаване",
        "share.qr_label.other": "QR код на връзката към тази игра, {count} раздавания",
        "share.qr_loading": "Кодът се рисува…",
        "share.qr_failed": "Кодът не може да се нарисува сега. Връзката работи по същия начин: "
        "копирайте я или я изпратете.",
        "share.link.one": "Връзка към играта ({count} раздаване)",
        "share.link.other": "Връзка към играта ({count} раздавания)",
        "share.link_size": "{size} знака",
        "share.follow": "Другата двойка да следи",
        "share.follow.hint": "На листа остава бутон „Последен код“: след всяко раздаване го "
        "покажете и те го сканират пак. Тяхното копие на играта се обновява, не се добавя "
        "наново.",
        "share.follow.code": "Последен код",
        "share.copy_link": "Копирай връзката",
        "share.send_link": "Изпрати връзката…",
        "share.file": "Изпрати файла…",
        "share.show": "Покажи кода",
        "link.title": "Игра от връзка",
        "link.deals.one": "{count} раздаване",
        "link.deals.other": "{count} раздавания",
        "link.fate.add": "Нова за този телефон: импортът я добавя.",
        "link.fate.copy": "Тук има игра със същия идентификатор, но с други раздавания: "
        "импортът добавя тази като копие, а другата остава каквато е.",
        "link.fate.update": "Това е играта оттук, продължена: импортът я обновява.",
        "link.fate.skip": "Тази игра вече я има тук, такава, каквато е във връзката.",
        "link.fate.older": "На този телефон играта е стигнала по-далеч от връзката: няма нищо "
        "за импорт.",
        "link.import": "Импорт",
        "link.import_copy": "Импорт като копие",
        "link.update": "Обнови играта",
        "link.open": "Отвори я",
        "link.done.add.one": "Играта от връзката е импортирана ({count} раздаване).",
        "link.done.add.other": "Играта от връзката е импортирана ({count} раздавания).",
        "link.done.copy.one": "Импортирана като копие ({count} раздаване); играта, която беше "
        "тук, е запазена.",
        "link.done.copy.other": "Импортирана като копие ({count} раздавания); играта, която "
        "беше тук, е запазена.",
        "link.done.update.one": "Обновено: същата игра, продължена; вече {count} раздаване.",
        "link.done.update.other": "Обновено: същата игра, продължена; вече {count} раздавания.",
        "link.done.skip": "Тази игра вече я имаше: нищо не е импортирано.",
        "link.done.older": "На този телефон играта е по-напред: нищо не е импортирано.",
        "link.changed": "Нищо не е импортирано: игрите тук се промениха междувременно. Отворете "
        "връзката отново.",
        "link.refused": "Тази връзка не може да се отвори. {reason}",
        "error.link-foreign": "Не е връзка към игра на това приложение.",
        "error.link-newer": "Направена е от по-нова версия на приложението (версия на връзката "
        "{version}; тази чете до {supported}). Обновете приложението, за да я отворите.",
        "error.link-version": "Версията на играта в нея е невалидна ({got}).",
        "error.link-cut": "Непълна е (пристигнаха {got} от {expected} знака): поискайте кода или "
        "връзката отново.",
        "error.link-damaged": "Повредена е (проверката ѝ не съвпада със съдържанието): поискайте "
        "кода или връзката отново.",
        "error.link-too-big": "Твърде дълга е, за да е връзка към игра.",
        "error.link-too-deep": "Не е връзка към игра (данните ѝ са вложени на повече от {most} "
        "нива).",
        "error.link-duplicate-key": "Не е връзка към игра (в данните ѝ ключът {key} се среща два "
        "пъти в един обект).",
        "error.link-envelope": "Играта в нея няма валидно поле {field}.",
        "error.link-invalid-game": "Играта в нея е невалидна: {reason}",
    },
    "fr": {
        "share.title": "Passer la feuille",
        "share.hint.one": "Scannez ce code avec l'appareil photo de l'autre téléphone : il y "
        "ouvre cette partie ({count} donne) dans l'appli. Aucun serveur : la partie est dans le "
        "lien lui-même.",
        "share.hint.other": "Scannez ce code avec l'appareil photo de l'autre téléphone : il y "
        "ouvre cette partie ({count} donnes) dans l'appli. Aucun serveur : la partie est dans "
        "le lien lui-même.",
        "share.too_big": "Cette partie est trop longue pour un code QR ou un lien ({size} "
        "caractères ; un code en contient {most}). Envoyez-la plutôt en fichier.",
        "share.qr_label.one": "Code QR du lien vers cette partie, {count} donne",
        "share.qr_label.other": "Code QR du lien vers cette partie, {count} donnes",
        "share.qr_loading": "Dessin du code…",
        "share.qr_failed": "Le code ne peut pas être dessiné pour l'instant. Le lien fait de "
        "même : copiez-le ou envoyez-le.",
        "share.link.one": "Lien vers cette partie ({count} donne)",
        "share.link.other": "Lien vers cette partie ({count} donnes)",
        "share.link_size": "{size} caractères",
        "share.follow": "Laisser l'autre équipe suivre",
        "share.follow.hint": "Garde un bouton « Dernier code » sur la feuille : après chaque "
        "donne, montrez-le et ils le scannent à nouveau. Leur copie de la partie est mise à "
        "jour, pas ajoutée une deuxième fois.",
        "share.follow.code": "Dernier code",
        "share.copy_link": "Copier le lien",
        "share.send_link": "Envoyer le lien…",
        "share.file": "Envoyer le fichier…",
        "share.show": "Montrer le code",
        "link.title": "Une partie reçue par lien",
        "link.deals.one": "{count} donne",
        "link.deals.other": "{count} donnes",
        "link.fate.add": "Nouvelle sur ce téléphone : l'import l'ajoute.",
        "link.fate.copy": "Une partie du même identifiant est ici avec d'autres donnes : "
        "l'import ajoute celle-ci comme copie, et celle d'ici reste telle quelle.",
        "link.fate.update": "C'est la partie d'ici, continuée : l'import la met à jour.",
        "link.fate.skip": "Cette partie est déjà là, telle qu'elle est dans le lien.",
        "link.fate.older": "Ce téléphone a cette partie plus avancée que le lien : rien à "
        "importer.",
        "link.import": "Importer",
        "link.import_copy": "Importer comme copie",
        "link.update": "Mettre la partie à jour",
        "link.open": "L'ouvrir",
        "link.done.add.one": "Partie du lien importée ({count} donne).",
        "link.done.add.other": "Partie du lien importée ({count} donnes).",
        "link.done.copy.one": "Importée comme copie ({count} donne) ; la partie qui était là "
        "est gardée telle quelle.",
        "link.done.copy.other": "Importée comme copie ({count} donnes) ; la partie qui était là "
        "est gardée telle quelle.",
        "link.done.update.one": "Mise à jour : la même partie, continuée ; {count} donne "
        "désormais.",
        "link.done.update.other": "Mise à jour : la même partie, continuée ; {count} donnes "
        "désormais.",
        "link.done.skip": "Cette partie était déjà là : rien n'a été importé.",
        "link.done.older": "Ce téléphone a cette partie plus avancée : rien n'a été importé.",
        "link.changed": "Rien n'a été importé : les parties d'ici ont changé entre-temps. Ouvrez "
        "le lien à nouveau.",
        "link.refused": "Ce lien ne peut pas être ouvert. {reason}",
        "error.link-foreign": "Ce n'est pas un lien vers une partie de cette appli.",
        "error.link-newer": "Il vient d'une version plus récente de l'appli (lien de version "
        "{version} ; celle-ci lit jusqu'à {supported}). Mettez l'appli à jour pour l'ouvrir.",
        "error.link-version": "La version de sa partie n'est pas valide ({got}).",
        "error.link-cut": "Il est incomplet ({got} caractères sur {expected} sont arrivés) : "
        "redemandez le code ou le lien.",
        "error.link-damaged": "Il est abîmé (sa vérification ne correspond pas à son contenu) : "
        "redemandez le code ou le lien.",
        "error.link-too-big": "Il est bien trop long pour être le lien d'une partie.",
        "error.link-too-deep": "Ce n'est pas le lien d'une partie (ses données sont imbriquées "
        "sur plus de {most} niveaux).",
        "error.link-duplicate-key": "Ce n'est pas le lien d'une partie (ses données ont deux fois "
        "la clé {key} dans un même objet).",
        "error.link-envelope": "Sa partie n'a pas de champ {field} valide.",
        "error.link-invalid-game": "Sa partie n'est pas valide : {reason}",
    },
}
