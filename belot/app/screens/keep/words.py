"""The words of keeping the games safe."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "keep.open": "Storage and backups",
        "keep.title": "Storage and backups",
        "keep.status.safe": "This browser keeps your games: its storage is marked persistent.",
        "keep.status.risk": "This browser may delete your games when the phone runs short of "
        "space: its storage is not marked persistent.",
        "keep.status.safari": "Safari deletes a web page's data after 7 days without a visit, "
        "unless the app is on the Home Screen.",
        "keep.backup.never": "Your games have never been backed up.",
        "keep.backup.last": "Last backup: {when}.",
        "keep.filling": "The games' storage is {percent} % full: move old games to a file to "
        "make room.",
        "keep.fill": "The games use {percent} % of the room this browser gives them ({used} of "
        "about {quota} million characters).",
        "keep.site": "The whole app, with its offline copy, uses {usage} of the {quota} this "
        "browser allows it.",
        "keep.megabytes": "{amount} MB",
        "keep.gigabytes": "{amount} GB",
        "keep.used": "The games use {percent} % of their room in this browser.",
        "keep.used_site": "The games use {percent} % of their room; the whole app {usage} of "
        "the {quota} this browser allows.",
        "keep.persist": "Ask the browser to keep the games",
        "keep.persisted": "This browser now keeps your games.",
        "keep.not_persisted": "The browser did not agree to keep the games for good: back them "
        "up now and then.",
        "keep.backups": "Backups",
        "keep.backup_all": "Back up all games",
        "keep.backup.hint": "One file with every game. Keep it somewhere else (send it to "
        "yourself, save it in your files); restore it on any phone.",
        "keep.restore": "Restore a backup",
        "keep.restore.hint": "A backup's games are added to these; a game here is never "
        "written over.",
        "keep.file_title.one": "Belot score: {count} game",
        "keep.file_title.other": "Belot score: {count} games",
        "keep.backed_up.one": "Backup made: {count} game.",
        "keep.backed_up.other": "Backup made: {count} games.",
        "keep.offer": "The game is over: back up all your games?",
        "keep.not_now": "Not now",
        "keep.tip.title": "Keep your games safe",
        "keep.tip.why": "Your games are kept only in this browser, on this phone, and the "
        "browser may delete them.",
        "keep.tip.backup": "A backup now and then keeps them whatever happens.",
        "keep.tip.seen": "Got it",
        "keep.steps.ios-safari": "Put the app on the Home Screen: tap Share (the square with "
        "an arrow), then Add to Home Screen, and open it from there.",
        "keep.steps.ios-other": "Put the app on the Home Screen: open the browser's Share menu, "
        "then Add to Home Screen (or open this page in Safari and do it there).",
        "keep.steps.mac-safari": "Add the app to the Dock: in Safari's File menu, choose Add to "
        "Dock.",
        "keep.steps.android-chrome": "Install the app: open Chrome's menu (⋮), then Add to Home "
        "screen or Install app.",
        "keep.steps.samsung": "Install the app: open the menu (≡), then Add page to, then Home "
        "screen.",
        "keep.steps.android-firefox": "Install the app: open Firefox's menu (⋮), then Add to "
        "Home screen.",
        "keep.steps.generic": "Install the app if the browser's menu offers it.",
        "keep.archive.title": "Move old games to a file",
        "keep.archive.hint": "The finished games last played up to the month you choose are "
        "saved in a file, then removed from this phone once the file has been checked. "
        "Importing the file brings them back.",
        "keep.archive.none": "No finished game to move.",
        "keep.archive.until": "Finished games up to",
        "keep.archive.month.one": "Up to {month} ({count} game)",
        "keep.archive.month.other": "Up to {month} ({count} games)",
        "keep.archive.save.one": "1. Save the file of {count} game",
        "keep.archive.save.other": "1. Save the file of {count} games",
        "keep.archive.check_hint": "Then choose that same file: the games are removed only if "
        "it holds every one of them.",
        "keep.archive.check.one": "2. Check the file and remove {count} game",
        "keep.archive.check.other": "2. Check the file and remove {count} games",
        "keep.archive.done.one": "{count} game moved to the file and removed from this phone.",
        "keep.archive.done.other": "{count} games moved to the file and removed from this phone.",
        "keep.archive.missing.one": "Nothing was removed: {count} game to move is missing from "
        "this file, or differs. Choose the file you just saved.",
        "keep.archive.missing.other": "Nothing was removed: {count} games to move are missing "
        "from this file, or differ. Choose the file you just saved.",
        "keep.archive.unreadable": "Nothing was removed: the file cannot be read. {reason}",
    },
    "bg": {
        "keep.open": "Памет и резервни копия",
        "keep.title": "Памет и резервни копия",
        "keep.status.safe": "Този браузър пази игрите ви: паметта му е отбелязана като трайна.",
        "keep.status.risk": "Този браузър може да изтрие игрите ви, когато на телефона не "
        "остане място: паметта му не е отбелязана като трайна.",
        "keep.status.safari": "Safari изтрива данните на уеб страница след 7 дни без посещение, "
        "освен ако приложението не е на началния екран.",
        "keep.backup.never": "Никога не е правено резервно копие на игрите ви.",
        "keep.backup.last": "Последно резервно копие: {when}.",
        "keep.filling": "Паметта за игрите е пълна на {percent} %: преместете стари игри във "
        "файл, за да освободите място.",
        "keep.fill": "Игрите заемат {percent} % от мястото, което този браузър им дава ({used} "
        "от около {quota} милиона знака).",
        "keep.site": "Цялото приложение, с копието си за работа без интернет, заема {usage} "
        "от {quota}, които този браузър му позволява.",
        "keep.megabytes": "{amount} MB",
        "keep.gigabytes": "{amount} GB",
        "keep.used": "Игрите заемат {percent} % от мястото си в този браузър.",
        "keep.used_site": "Игрите заемат {percent} % от мястото си; цялото приложение – "
        "{usage} от {quota}, които този браузър позволява.",
        "keep.persist": "Помолете браузъра да пази игрите",
        "keep.persisted": "Този браузър вече пази игрите ви.",
        "keep.not_persisted": "Браузърът не се съгласи да пази игрите трайно: правете резервно "
        "копие от време на време.",
        "keep.backups": "Резервни копия",
        "keep.backup_all": "Резервно копие на всички игри",
        "keep.backup.hint": "Един файл с всички игри. Пазете го другаде (изпратете го на себе "
        "си, запишете го във файловете си); възстановете го на всеки телефон.",
        "keep.restore": "Възстановяване от копие",
        "keep.restore.hint": "Игрите от копието се добавят към тези; игра тук никога не се "
        "презаписва.",
        "keep.file_title.one": "Белот: {count} игра",
        "keep.file_title.other": "Белот: {count} игри",
        "keep.backed_up.one": "Резервното копие е готово: {count} игра.",
        "keep.backed_up.other": "Резервното копие е готово: {count} игри.",
        "keep.offer": "Играта свърши: да направя ли резервно копие на всички игри?",
        "keep.not_now": "Не сега",
        "keep.tip.title": "Пазете игрите си",
        "keep.tip.why": "Игрите ви се пазят само в този браузър, на този телефон, и браузърът "
        "може да ги изтрие.",
        "keep.tip.backup": "Резервно копие от време на време ги пази каквото и да стане.",
        "keep.tip.seen": "Разбрах",
        "keep.steps.ios-safari": "Сложете приложението на началния екран: докоснете Сподели "
        "(квадратчето със стрелка), после „Към началния екран“, и го отваряйте оттам.",
        "keep.steps.ios-other": "Сложете приложението на началния екран: отворете менюто за "
        "споделяне на браузъра, после „Към началния екран“ (или отворете страницата в Safari и "
        "го направете там).",
        "keep.steps.mac-safari": "Добавете приложението в Dock: от менюто File на Safari "
        "изберете Add to Dock.",
        "keep.steps.android-chrome": "Инсталирайте приложението: отворете менюто на Chrome "
        "(⋮), после „Добавяне към началния екран“ или „Инсталиране на приложението“.",
        "keep.steps.samsung": "Инсталирайте приложението: отворете менюто (≡), после „Добавяне "
        "на страница към“, после „Начален екран“.",
        "keep.steps.android-firefox": "Инсталирайте приложението: отворете менюто на Firefox "
        "(⋮), после „Добавяне към началния екран“.",
        "keep.steps.generic": "Инсталирайте приложението, ако менюто на браузъра го предлага.",
        "keep.archive.title": "Преместване на стари игри във файл",
        "keep.archive.hint": "Завършените игри, играни последно до избрания месец, се "
        "записват във файл и се махат от този телефон, след като файлът бъде проверен. Внасянето "
        "на файла ги връща.",
        "keep.archive.none": "Няма завършена игра за преместване.",
        "keep.archive.until": "Завършени игри до",
        "keep.archive.month.one": "До {month} ({count} игра)",
        "keep.archive.month.other": "До {month} ({count} игри)",
        "keep.archive.save.one": "1. Запиши файла с {count} игра",
        "keep.archive.save.other": "1. Запиши файла с {count} игри",
        "keep.archive.check_hint": "После изберете същия файл: игрите се махат само ако той "
        "съдържа всяка от тях.",
        "keep.archive.check.one": "2. Провери файла и махни {count} игра",
        "keep.archive.check.other": "2. Провери файла и махни {count} игри",
        "keep.archive.done.one": "{count} игра е преместена във файла и махната от този телефон.",
        "keep.archive.done.other": "{count} игри са преместени във файла и махнати от този "
        "телефон.",
        "keep.archive.missing.one": "Нищо не е махнато: {count} игра за преместване липсва в "
        "този файл или е различна. Изберете файла, който току-що записахте.",
        "keep.archive.missing.other": "Нищо не е махнато: {count} игри за преместване липсват в "
        "този файл или са различни. Изберете файла, който току-що записахте.",
        "keep.archive.unreadable": "Нищо не е махнато: файлът не може да се прочете. {reason}",
    },
    "fr": {
        "keep.open": "Stockage et sauvegardes",
        "keep.title": "Stockage et sauvegardes",
        "keep.status.safe": "Ce navigateur conserve vos parties : son stockage est marqué "
        "persistant.",
        "keep.status.risk": "Ce navigateur peut effacer vos parties quand le téléphone manque "
        "de place : son stockage n'est pas marqué persistant.",
        "keep.status.safari": "Safari efface les données d'une page web après 7 jours sans "
        "visite, sauf si l'appli est sur l'écran d'accueil.",
        "keep.backup.never": "Vos parties n'ont jamais été sauvegardées.",
        "keep.backup.last": "Dernière sauvegarde : {when}.",
        "keep.filling": "Le stockage des parties est plein à {percent} % : déplacez d'anciennes "
        "parties dans un fichier pour faire de la place.",
        "keep.fill": "Les parties occupent {percent} % de la place que ce navigateur leur "
        "donne ({used} sur environ {quota} millions de caractères).",
        "keep.site": "L'appli entière, avec sa copie hors ligne, occupe {usage} sur les "
        "{quota} que ce navigateur lui accorde.",
        "keep.megabytes": "{amount} Mo",
        "keep.gigabytes": "{amount} Go",
        "keep.used": "Les parties occupent {percent} % de leur place dans ce navigateur.",
        "keep.used_site": "Les parties occupent {percent} % de leur place ; l'appli entière "
        "{usage} sur les {quota} que ce navigateur accorde.",
        "keep.persist": "Demander au navigateur de garder les parties",
        "keep.persisted": "Ce navigateur conserve désormais vos parties.",
        "keep.not_persisted": "Le navigateur n'a pas accepté de garder les parties pour de bon "
        ": sauvegardez-les de temps en temps.",
        "keep.backups": "Sauvegardes",
        "keep.backup_all": "Sauvegarder toutes les parties",
        "keep.backup.hint": "Un fichier avec toutes les parties. Gardez-le ailleurs "
        "(envoyez-le-vous, enregistrez-le dans vos fichiers) ; restaurez-le sur n'importe quel "
        "téléphone.",
        "keep.restore": "Restaurer une sauvegarde",
        "keep.restore.hint": "Les parties d'une sauvegarde s'ajoutent à celles-ci ; une partie "
        "d'ici n'est jamais écrasée.",
        "keep.file_title.one": "Belote : {count} partie",
        "keep.file_title.other": "Belote : {count} parties",
        "keep.backed_up.one": "Sauvegarde faite : {count} partie.",
        "keep.backed_up.other": "Sauvegarde faite : {count} parties.",
        "keep.offer": "La partie est finie : sauvegarder toutes vos parties ?",
        "keep.not_now": "Pas maintenant",
        "keep.tip.title": "Gardez vos parties",
        "keep.tip.why": "Vos parties ne sont gardées que dans ce navigateur, sur ce téléphone, "
        "et le navigateur peut les effacer.",
        "keep.tip.backup": "Une sauvegarde de temps en temps les garde quoi qu'il arrive.",
        "keep.tip.seen": "Compris",
        "keep.steps.ios-safari": "Mettez l'appli sur l'écran d'accueil : touchez Partager (le "
        "carré avec une flèche), puis « Sur l'écran d'accueil », et ouvrez-la de là.",
        "keep.steps.ios-other": "Mettez l'appli sur l'écran d'accueil : ouvrez le menu Partager "
        "du navigateur, puis « Sur l'écran d'accueil » (ou ouvrez cette page dans Safari et "
        "faites-le là).",
        "keep.steps.mac-safari": "Ajoutez l'appli au Dock : dans le menu Fichier de Safari, "
        "choisissez « Ajouter au Dock ».",
        "keep.steps.android-chrome": "Installez l'appli : ouvrez le menu de Chrome (⋮), puis "
        "« Ajouter à l'écran d'accueil » ou « Installer l'application ».",
        "keep.steps.samsung": "Installez l'appli : ouvrez le menu (≡), puis « Ajouter la page "
        "à », puis « Écran d'accueil ».",
        "keep.steps.android-firefox": "Installez l'appli : ouvrez le menu de Firefox (⋮), puis "
        "« Ajouter à l'écran d'accueil ».",
        "keep.steps.generic": "Installez l'appli si le menu du navigateur le propose.",
        "keep.archive.title": "Déplacer d'anciennes parties dans un fichier",
        "keep.archive.hint": "Les parties terminées jouées pour la dernière fois jusqu'au mois "
        "choisi sont enregistrées dans un fichier, puis retirées de ce téléphone une fois le "
        "fichier vérifié. Importer le fichier les ramène.",
        "keep.archive.none": "Aucune partie terminée à déplacer.",
        "keep.archive.until": "Parties terminées jusqu'à",
        "keep.archive.month.one": "Jusqu'à {month} ({count} partie)",
        "keep.archive.month.other": "Jusqu'à {month} ({count} parties)",
        "keep.archive.save.one": "1. Enregistrer le fichier de {count} partie",
        "keep.archive.save.other": "1. Enregistrer le fichier de {count} parties",
        "keep.archive.check_hint": "Puis choisissez ce même fichier : les parties ne sont "
        "retirées que s'il les contient toutes.",
        "keep.archive.check.one": "2. Vérifier le fichier et retirer {count} partie",
        "keep.archive.check.other": "2. Vérifier le fichier et retirer {count} parties",
        "keep.archive.done.one": "{count} partie déplacée dans le fichier et retirée de ce "
        "téléphone.",
        "keep.archive.done.other": "{count} parties déplacées dans le fichier et retirées de ce "
        "téléphone.",
        "keep.archive.missing.one": "Rien n'a été retiré : {count} partie à déplacer manque "
        "dans ce fichier, ou diffère. Choisissez le fichier que vous venez d'enregistrer.",
        "keep.archive.missing.other": "Rien n'a été retiré : {count} parties à déplacer "
        "manquent dans ce fichier, ou diffèrent. Choisissez le fichier que vous venez "
        "d'enregistrer.",
        "keep.archive.unreadable": "Rien n'a été retiré : le fichier ne peut pas être lu. {reason}",
    },
}
