"""The words of export, import and share."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "home.transfer": "Export & import",
        "transfer.title": "Export and import",
        "transfer.export.title": "Export",
        "transfer.export.text": "Save every game in one file, to keep it safe or to open it on "
        "another phone.",
        "transfer.export_all": "Export all games ({count})",
        "transfer.import.title": "Import",
        "transfer.import.text": "Open a file exported from this app, or a game record. A game "
        "already here is never overwritten: the same game is skipped, a changed one is added as "
        "a copy.",
        "transfer.import_start": "Choose a file…",
        "transfer.review.title": "In the file: {count} game(s)",
        "transfer.fate.add": "new",
        "transfer.fate.copy": "differs from the one here: added as a copy",
        "transfer.fate.skip": "already here",
        "transfer.review.confirm": "Import {count} game(s)",
        "transfer.review.nothing": "Nothing to import: every game in the file is already here.",
        "transfer.imported": "Imported {added} game(s): {new} new, {copies} as copies; {skipped} "
        "already here.",
        "transfer.nothing_imported": "Nothing imported: every game in the file is already here.",
        "transfer.refused": "Nothing was imported. {reason}",
        "transfer.in_deal": "deal {deal}: {reason}",
        "transfer.storage_full": "Nothing was imported: the browser's storage is full.",
        "transfer.share": "Share",
        "transfer.export_game": "Export file",
        "transfer.share.subject": "Belot: {team0} – {team1}",
        "transfer.share.title": "Share the score",
        "transfer.share.hint": "This browser has no share menu: copy the text, or download the "
        "game's file.",
        "transfer.copy": "Copy text",
        "transfer.download": "Download file",
        "transfer.close": "Close",
        "transfer.copied": "Copied.",
        "transfer.copy_failed": "Could not copy: select the text and copy it.",
        "transfer.failed": "The browser could not do that: {detail}",
        "transfer.summary.score": "{team0} {total0} : {total1} {team1}",
        "transfer.summary.in_play": "In play after {deals} deal(s).",
        "transfer.summary.deal": "{number}. {what}: {score0} : {score1} ({total0} : {total1})",
        "error.transfer-too-big": "the file is too big to be a game file ({size} kB).",
        "error.transfer-not-json": "the file is not a game file (it is not JSON).",
        "error.transfer-too-deep": "the file is not a game file (its data is nested more than "
        "{most} levels deep).",
        "error.transfer-foreign": "the file is not from this app (it is not a Belot score export "
        "or game record).",
        "error.transfer-version": "the file's version is not valid (got {got}).",
        "error.transfer-newer": "the file was written by a newer version of the app (version "
        "{version}; this one reads up to {supported}). Update the app to import it.",
        "error.transfer-no-games": "the file has no list of games.",
        "error.transfer-empty": "the file holds no games.",
        "error.transfer-entry": "game {number} in the file is not a saved game.",
        "error.transfer-envelope": "game {number} in the file has no valid {field}.",
        "error.transfer-invalid-game": "game {number} in the file is not valid: {reason}",
    },
    "bg": {
        "home.transfer": "Експорт и импорт",
        "transfer.title": "Експорт и импорт",
        "transfer.export.title": "Експорт",
        "transfer.export.text": "Запазете всички игри в един файл, за да ги пазите или да ги "
        "отворите на друг телефон.",
        "transfer.export_all": "Експорт на всички игри ({count})",
        "transfer.import.title": "Импорт",
        "transfer.import.text": "Отворете файл, експортиран от това приложение, или запис на "
        "игра. Игра, която я има тук, никога не се презаписва: същата се пропуска, а променена "
        "се добавя като копие.",
        "transfer.import_start": "Изберете файл…",
        "transfer.review.title": "Във файла: {count} игри",
        "transfer.fate.add": "нова",
        "transfer.fate.copy": "различна от тази тук: добавя се като копие",
        "transfer.fate.skip": "вече я има",
        "transfer.review.confirm": "Импорт на {count} игри",
        "transfer.review.nothing": "Няма нищо за импорт: всички игри от файла ги има тук.",
        "transfer.imported": "Импортирани игри: {added} ({new} нови, {copies} като копия); "
        "{skipped} вече ги има.",
        "transfer.nothing_imported": "Нищо не е импортирано: всички игри от файла ги има тук.",
        "transfer.refused": "Нищо не е импортирано. {reason}",
        "transfer.in_deal": "раздаване {deal}: {reason}",
        "transfer.storage_full": "Нищо не е импортирано: паметта на браузъра е пълна.",
        "transfer.share": "Сподели",
        "transfer.export_game": "Експорт във файл",
        "transfer.share.subject": "Белот: {team0} – {team1}",
        "transfer.share.title": "Споделяне на резултата",
        "transfer.share.hint": "Този браузър няма меню за споделяне: копирайте текста или "
        "изтеглете файла на играта.",
        "transfer.copy": "Копирай текста",
        "transfer.download": "Изтегли файла",
        "transfer.close": "Затвори",
        "transfer.copied": "Копирано.",
        "transfer.copy_failed": "Не можа да се копира: маркирайте текста и го копирайте.",
        "transfer.failed": "Браузърът не можа да го направи: {detail}",
        "transfer.summary.score": "{team0} {total0} : {total1} {team1}",
        "transfer.summary.in_play": "Играта продължава след {deals} раздавания.",
        "transfer.summary.deal": "{number}. {what}: {score0} : {score1} ({total0} : {total1})",
        "error.transfer-too-big": "файлът е твърде голям за файл с игри ({size} kB).",
        "error.transfer-not-json": "това не е файл с игри (не е JSON).",
        "error.transfer-too-deep": "това не е файл с игри (данните му са вложени на повече от "
        "{most} нива).",
        "error.transfer-foreign": "файлът не е от това приложение (не е експорт или запис на "
        "игра на белот).",
        "error.transfer-version": "версията на файла е невалидна ({got}).",
        "error.transfer-newer": "файлът е от по-нова версия на приложението (версия {version}; "
        "тази чете до {supported}). Обновете приложението, за да го импортирате.",
        "error.transfer-no-games": "във файла няма списък с игри.",
        "error.transfer-empty": "във файла няма игри.",
        "error.transfer-entry": "игра {number} във файла не е запазена игра.",
        "error.transfer-envelope": "игра {number} във файла няма валидно поле {field}.",
        "error.transfer-invalid-game": "игра {number} във файла е невалидна: {reason}",
    },
    "fr": {
        "home.transfer": "Exporter, importer",
        "transfer.title": "Exporter et importer",
        "transfer.export.title": "Exporter",
        "transfer.export.text": "Enregistrez toutes les parties dans un fichier, pour les garder "
        "ou les ouvrir sur un autre téléphone.",
        "transfer.export_all": "Exporter toutes les parties ({count})",
        "transfer.import.title": "Importer",
        "transfer.import.text": "Ouvrez un fichier exporté par cette application, ou une feuille "
        "de partie. Une partie déjà présente n'est jamais écrasée : la même est ignorée, une "
        "partie modifiée est ajoutée comme copie.",
        "transfer.import_start": "Choisir un fichier…",
        "transfer.review.title": "Dans le fichier : {count} partie(s)",
        "transfer.fate.add": "nouvelle",
        "transfer.fate.copy": "différente de celle d'ici : ajoutée comme copie",
        "transfer.fate.skip": "déjà là",
        "transfer.review.confirm": "Importer {count} partie(s)",
        "transfer.review.nothing": "Rien à importer : toutes les parties du fichier sont déjà là.",
        "transfer.imported": "{added} partie(s) importée(s) : {new} nouvelle(s), {copies} en "
        "copie ; {skipped} déjà là.",
        "transfer.nothing_imported": "Rien d'importé : toutes les parties du fichier sont déjà là.",
        "transfer.refused": "Rien n'a été importé. {reason}",
        "transfer.in_deal": "donne {deal} : {reason}",
        "transfer.storage_full": "Rien n'a été importé : le stockage du navigateur est plein.",
        "transfer.share": "Partager",
        "transfer.export_game": "Exporter",
        "transfer.share.subject": "Belote : {team0} – {team1}",
        "transfer.share.title": "Partager le score",
        "transfer.share.hint": "Ce navigateur n'a pas de menu de partage : copiez le texte ou "
        "téléchargez le fichier de la partie.",
        "transfer.copy": "Copier le texte",
        "transfer.download": "Télécharger",
        "transfer.close": "Fermer",
        "transfer.copied": "Copié.",
        "transfer.copy_failed": "Copie impossible : sélectionnez le texte et copiez-le.",
        "transfer.failed": "Le navigateur n'a pas pu le faire : {detail}",
        "transfer.summary.score": "{team0} {total0} : {total1} {team1}",
        "transfer.summary.in_play": "En cours après {deals} donne(s).",
        "transfer.summary.deal": "{number}. {what} : {score0} : {score1} ({total0} : {total1})",
        "error.transfer-too-big": "le fichier est trop gros pour un fichier de parties ({size} "
        "ko).",
        "error.transfer-not-json": "ce n'est pas un fichier de parties (ce n'est pas du JSON).",
        "error.transfer-too-deep": "ce n'est pas un fichier de parties (ses données sont "
        "imbriquées sur plus de {most} niveaux).",
        "error.transfer-foreign": "le fichier ne vient pas de cette application (ni export ni "
        "feuille de partie de belote).",
        "error.transfer-version": "la version du fichier n'est pas valide ({got}).",
        "error.transfer-newer": "le fichier vient d'une version plus récente de l'application "
        "(version {version} ; celle-ci lit jusqu'à {supported}). Mettez l'application à jour "
        "pour l'importer.",
        "error.transfer-no-games": "le fichier n'a pas de liste de parties.",
        "error.transfer-empty": "le fichier ne contient aucune partie.",
        "error.transfer-entry": "la partie {number} du fichier n'est pas une partie enregistrée.",
        "error.transfer-envelope": "la partie {number} du fichier n'a pas de champ {field} valide.",
        "error.transfer-invalid-game": "la partie {number} du fichier n'est pas valide : {reason}",
    },
}
