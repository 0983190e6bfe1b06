"""The words every screen shares: the app's name, notices, questions, what went wrong,
dates."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "app.title": "Belot score",
        "house.option": "{name}: {value}",
        "house.deals.one": "a game of {count} deal",
        "house.deals.other": "a game of {count} deals",
        "app.loading": "Loading…",
        "app.fetching": "Getting the app ready for offline use: {got} of {total}\u00a0MB",
        "app.starting": "Starting Python…",
        "app.failed": "Something went wrong, so that step was undone. Everything saved is as it "
        "was.",
        "app.start_failed": "Something went wrong reopening where you were, so the app opened "
        "here. What could not be reopened is kept: see the list of games.",
        "app.copy_details": "Copy the details",
        "app.fallback": "Something went wrong and the page cannot show your games right now. "
        "They are safe: you can save them all to a file, copy the details to report the problem, "
        "or try again.",
        "app.try_again": "Try again",
        "app.no_storage": "This browser does not let the app save anything: games last only "
        "until the page is closed.",
        "fallback.export": "Export all games",
        "update.ready": "A new version is ready.",
        "update.reload": "Reload",
        "common.yes": "Yes",
        "common.no": "No",
        "common.cancel": "Cancel",
        "common.back": "Back",
        "common.choice": "{group}: {choice}",
        "seat.player": "seat {seat} ({team})",
        "notice.saved_elsewhere": "This game was changed in another tab; it has been reloaded.",
        "notice.conflict": "Not saved: this game was changed in another tab. It has been "
        "reloaded; your entry is still in the form.",
        "notice.storage_full": "Not saved: the browser's storage is full. Your entry is still in "
        "the form; to make room, move old games to a file (Games, then Storage and backups).",
        "notice.storage_full_kept": "The browser's storage is full: this deal is kept in this "
        "tab (a reload keeps it) until it can be saved. To make room, move old games to a file "
        "(Games, then Storage and backups).",
        "notice.undone": "Undone.",
        "notice.recovered": "Something went wrong; the game was reloaded as last saved.",
        "notice.nothing_to_undo": "Nothing to undo.",
        "notice.game_over": "The game is over: start a rematch or a new game.",
        "date.when": "{day} {month} {year}, {hour}:{minute}",
        "date.month.1": "Jan",
        "date.month.2": "Feb",
        "date.month.3": "Mar",
        "date.month.4": "Apr",
        "date.month.5": "May",
        "date.month.6": "Jun",
        "date.month.7": "Jul",
        "date.month.8": "Aug",
        "date.month.9": "Sep",
        "date.month.10": "Oct",
        "date.month.11": "Nov",
        "date.month.12": "Dec",
    },
    "bg": {
        "app.title": "Белот – резултат",
        "house.option": "{name}: {value}",
        "house.deals.one": "игра от {count} раздаване",
        "house.deals.other": "игра от {count} раздавания",
        "app.loading": "Зареждане…",
        "app.fetching": "Приложението се подготвя за работа без интернет: {got} от {total}\u00a0MB",
        "app.starting": "Python се стартира…",
        "app.failed": "Нещо се обърка и последната стъпка е отменена. Всичко записано е както "
        "беше.",
        "app.start_failed": "Нещо се обърка при отварянето на последния екран, затова "
        "приложението се отвори тук. Каквото не се отвори, е запазено: вижте списъка с игри.",
        "app.copy_details": "Копирай подробностите",
        "app.fallback": "Нещо се обърка и страницата не може да покаже игрите ви в момента. Те "
        "са запазени: можете да ги запишете всичките във файл, да копирате подробностите, за да "
        "съобщите за проблема, или да опитате отново.",
        "app.try_again": "Опитай отново",
        "app.no_storage": "Този браузър не позволява на приложението да записва: игрите се пазят "
        "само докато страницата е отворена.",
        "fallback.export": "Изнеси всички игри",
        "update.ready": "Има нова версия.",
        "update.reload": "Презареди",
        "common.yes": "Да",
        "common.no": "Не",
        "common.cancel": "Отказ",
        "common.back": "Назад",
        "common.choice": "{group}: {choice}",
        "seat.player": "място {seat} ({team})",
        "notice.saved_elsewhere": "Тази игра е променена в друг раздел и е заредена наново.",
        "notice.conflict": "Не е записано: играта е променена в друг раздел. Заредена е наново; "
        "въведеното е още във формата.",
        "notice.storage_full": "Не е записано: паметта на браузъра е пълна. Въведеното е още във "
        "формата; за да освободите място, преместете стари игри във файл (Игри, после Памет и "
        "резервни копия).",
        "notice.storage_full_kept": "Паметта на браузъра е пълна: това раздаване се пази в този "
        "раздел (презареждането не го губи), докато може да се запише. За да освободите място, "
        "преместете стари игри във файл (Игри, после Памет и резервни копия).",
        "notice.undone": "Отменено.",
        "notice.recovered": "Нещо се обърка; играта е заредена, както е записана последно.",
        "notice.nothing_to_undo": "Няма какво да се отмени.",
        "notice.game_over": "Играта свърши: започнете реванш или нова игра.",
        "date.when": "{day} {month} {year}, {hour}:{minute}",
        "date.month.1": "яну.",
        "date.month.2": "февр.",
        "date.month.3": "март",
        "date.month.4": "апр.",
        "date.month.5": "май",
        "date.month.6": "юни",
        "date.month.7": "юли",
        "date.month.8": "авг.",
        "date.month.9": "септ.",
        "date.month.10": "окт.",
        "date.month.11": "ноем.",
        "date.month.12": "дек.",
    },
    "fr": {
        "app.title": "Compteur de belote",
        "house.option": "{name} : {value}",
        "house.deals.one": "partie en {count} donne",
        "house.deals.other": "partie en {count} donnes",
        "app.loading": "Chargement…",
        "app.fetching": "Préparation de l'appli pour le hors-ligne : {got} sur {total}\u00a0Mo",
        "app.starting": "Démarrage de Python…",
        "app.failed": "Un problème est survenu : cette étape a été annulée. Tout ce qui était "
        "enregistré est intact.",
        "app.start_failed": "Un problème est survenu en rouvrant l'écran précédent : l'appli "
        "s'est ouverte ici. Ce qui n'a pas pu être rouvert est conservé : voir la liste des "
        "parties.",
        "app.copy_details": "Copier les détails",
        "app.fallback": "Un problème est survenu et la page ne peut pas afficher vos parties "
        "pour l'instant. Elles sont en sécurité : vous pouvez les enregistrer toutes dans un "
        "fichier, copier les détails pour signaler le problème, ou réessayer.",
        "app.try_again": "Réessayer",
        "app.no_storage": "Ce navigateur n'autorise pas l'appli à enregistrer : les parties ne "
        "durent que tant que la page est ouverte.",
        "fallback.export": "Exporter toutes les parties",
        "update.ready": "Une nouvelle version est prête.",
        "update.reload": "Recharger",
        "common.yes": "Oui",
        "common.no": "Non",
        "common.cancel": "Annuler",
        "common.back": "Retour",
        "common.choice": "{group} : {choice}",
        "seat.player": "place {seat} ({team})",
        "notice.saved_elsewhere": "Cette partie a été modifiée dans un autre onglet ; elle a été "
        "rechargée.",
        "notice.conflict": "Non enregistré : cette partie a été modifiée dans un autre onglet. "
        "Elle a été rechargée ; votre saisie est toujours dans le formulaire.",
        "notice.storage_full": "Non enregistré : le stockage du navigateur est plein. Votre "
        "saisie est toujours dans le formulaire ; pour faire de la place, déplacez d'anciennes "
        "parties dans un fichier (Parties, puis Stockage et sauvegardes).",
        "notice.storage_full_kept": "Le stockage du navigateur est plein : cette donne est "
        "gardée dans cet onglet (un rechargement la garde) jusqu'à ce qu'elle puisse être "
        "enregistrée. Pour faire de la place, déplacez d'anciennes parties dans un fichier "
        "(Parties, puis Stockage et sauvegardes).",
        "notice.undone": "Dernière action défaite.",
        "notice.recovered": "Un problème est survenu ; la partie a été rechargée telle "
        "qu'enregistrée.",
        "notice.nothing_to_undo": "Rien à défaire.",
        "notice.game_over": "La partie est terminée : lancez une revanche ou une nouvelle partie.",
        "date.when": "{day} {month} {year}, {hour}:{minute}",
        "date.month.1": "janv.",
        "date.month.2": "févr.",
        "date.month.3": "mars",
        "date.month.4": "avr.",
        "date.month.5": "mai",
        "date.month.6": "juin",
        "date.month.7": "juil.",
        "date.month.8": "août",
        "date.month.9": "sept.",
        "date.month.10": "oct.",
        "date.month.11": "nov.",
        "date.month.12": "déc.",
    },
}
