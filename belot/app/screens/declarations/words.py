"""The words of *Declared by player*: ``decl.reason.<code>`` words a
:class:`belot.declarations.Reason`; the ``error.declarations.*`` words take the
parameters of the errors of :mod:`belot.declarations`.
"""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "decl.open": "Declared by player…",
        "decl.title": "What each player declared",
        "decl.hint": "Tap what each player declared; the app says which announcements count.",
        "decl.leader": "{player} plays first.",
        "decl.suit": "Suit",
        "decl.suit.none": "any",
        "decl.row.tierce": "Tierce to",
        "decl.row.quarte": "Quarte to",
        "decl.row.quinte": "Quinte to",
        "decl.row.longer": "Longer",
        "decl.row.square": "Four",
        "decl.row.belot": "Belot",
        "decl.row.belot@belote": "Belote",
        "decl.longer": "{length} to {top}",
        "decl.declared": "Declared",
        "decl.nothing": "Nothing declared yet.",
        "decl.remove": "Remove {what}",
        "decl.decision": "What counts",
        "decl.counting": "{team}: {tokens}",
        "decl.counting.none": "nothing",
        "decl.apply": "Use these announcements",
        "decl.close": "Close",
        "decl.rank.7": "7",
        "decl.rank.8": "8",
        "decl.rank.9": "9",
        "decl.rank.10": "10",
        "decl.rank.J": "J",
        "decl.rank.Q": "Q",
        "decl.rank.K": "K",
        "decl.rank.A": "A",
        "decl.word.sequence.3": "tierce to {top}",
        "decl.word.sequence.4": "quarte to {top}",
        "decl.word.sequence.5": "quinte to {top}",
        "decl.word.sequence.long": "quinte to {top} ({length} cards)",
        "decl.word.square.J": "four jacks",
        "decl.word.square.9": "four nines",
        "decl.word.square.A": "four aces",
        "decl.word.square.10": "four tens",
        "decl.word.square.K": "four kings",
        "decl.word.square.Q": "four queens",
        "decl.word.belot": "belot",
        "decl.word.belot@belote": "belote",
        "decl.by": "{player}'s {what}",
        "decl.reason.belot": "{team}: {count} × belot, never contested.",
        "decl.reason.belot@belote": "{team}: {count} × belote, it always stays with its holder.",
        "decl.reason.no-trumps": "No trumps: no announcement counts.",
        "decl.reason.belot-only": "Only belote counts in this game; other declarations score "
        "nothing.",
        "decl.reason.sequence.unopposed": "{best}: only {team} has sequences, they count.",
        "decl.reason.sequence.longer": "{best} beats {beaten}, longer: {team}'s sequences count.",
        "decl.reason.sequence.higher": "{best} beats {beaten}: {team}'s sequences count.",
        "decl.reason.sequence.tie": "{best} and {beaten} are equal: no sequence counts.",
        "decl.reason.square.unopposed": "{best}: only {team} has squares, they count.",
        "decl.reason.square.stronger": "{best} beats {beaten}: {team}'s squares count.",
        "decl.reason.square.tie": "{best} and {beaten} are equal: no square counts.",
        "decl.reason.best.unopposed": "Only {team} declared ({best}): all its declarations count.",
        "decl.reason.best.square-beats-sequence": "{best} beats {beaten}, a square beats any "
        "sequence: {team}'s declarations count.",
        "decl.reason.best.square": "{best} beats {beaten} (J, 9, A, 10, K, Q): {team}'s "
        "declarations count.",
        "decl.reason.best.points": "{best} beats {beaten}, more points: {team}'s declarations "
        "count.",
        "decl.reason.best.top": "{best} beats {beaten}, same points and a higher top card: "
        "{team}'s declarations count.",
        "decl.reason.best.trump": "{best} beats {beaten}, the same but in trumps: {team}'s "
        "declarations count.",
        "decl.reason.best.first": "{best} and {beaten} are equal; {best_seat} plays first: "
        "{team}'s declarations count.",
        "error.declarations.seat": "There is no seat {seat}.",
        "error.declarations.length": "A sequence has 3 to 8 cards (got {length}).",
        "error.declarations.top": "A sequence of {length} cards goes up to {lowest} at least "
        "(got {top}).",
        "error.declarations.square-rank": "Four {rank}s are not a square: sevens and eights do "
        "not count.",
        "error.declarations.square-twice": "Four {rank}s can be declared only once.",
        "error.declarations.belot-no-trumps": "There is no belot at no trumps.",
        "error.declarations.belots": "At most {most} × belot at this contract (got {count}).",
        "error.declarations.belot-suit": "A belot is the king and queen of trumps ({trump}), not "
        "of {suit}.",
        "error.declarations.card-twice": "{card} cannot be used in two of one player's "
        "declarations.",
        "error.declarations.card-held-twice": "{card} cannot be in two players' hands.",
        "error.declarations.one-run": "Two {suit} sequences that touch are one run of {length} "
        "cards: enter it as one.",
        "error.declarations.too-many-cards": "These declarations need {cards} cards; a player "
        "holds 8.",
        "error.declarations.suit-needed": "Two sequences to {top} worth {points} tie: give their "
        "suits (a trump sequence wins).",
    },
    "bg": {
        "decl.open": "Обявено от играчите…",
        "decl.title": "Какво обяви всеки играч",
        "decl.hint": "Отбележете какво обяви всеки играч; приложението казва кои анонси се броят.",
        "decl.leader": "{player} играе пръв.",
        "decl.suit": "Боя",
        "decl.suit.none": "все една",
        "decl.row.tierce": "Терца до",
        "decl.row.quarte": "Кварта до",
        "decl.row.quinte": "Квинта до",
        "decl.row.longer": "По-дълга",
        "decl.row.square": "Каре",
        "decl.row.belot": "Белот",
        "decl.row.belot@belote": "Белот",
        "decl.longer": "{length} до {top}",
        "decl.declared": "Обявено",
        "decl.nothing": "Още нищо не е обявено.",
        "decl.remove": "Махни {what}",
        "decl.decision": "Какво се брои",
        "decl.counting": "{team}: {tokens}",
        "decl.counting.none": "нищо",
        "decl.apply": "Запиши тези анонси",
        "decl.close": "Затвори",
        "decl.rank.7": "7",
        "decl.rank.8": "8",
        "decl.rank.9": "9",
        "decl.rank.10": "10",
        "decl.rank.J": "В",
        "decl.rank.Q": "Д",
        "decl.rank.K": "П",
        "decl.rank.A": "А",
        "decl.word.sequence.3": "терца до {top}",
        "decl.word.sequence.4": "кварта до {top}",
        "decl.word.sequence.5": "квинта до {top}",
        "decl.word.sequence.long": "квинта до {top} ({length} карти)",
        "decl.word.square.J": "каре от валета",
        "decl.word.square.9": "каре от деветки",
        "decl.word.square.A": "каре от аса",
        "decl.word.square.10": "каре от десетки",
        "decl.word.square.K": "каре от попове",
        "decl.word.square.Q": "каре от дами",
        "decl.word.belot": "белот",
        "decl.word.belot@belote": "белот",
        "decl.by": "{what} на {player}",
        "decl.reason.belot": "{team}: {count} × белот, белотът не се сравнява.",
        "decl.reason.belot@belote": "{team}: {count} × белот, винаги остава за отбора, който го "
        "има.",
        "decl.reason.no-trumps": "Без коз: не се брои никакъв анонс.",
        "decl.reason.belot-only": "В тази игра се брои само белот; другите анонси не носят точки.",
        "decl.reason.sequence.unopposed": "{best}: само {team} има поредни карти, те се броят.",
        "decl.reason.sequence.longer": "{best} бие {beaten}, по-дълга е: броят се поредните "
        "карти на {team}.",
        "decl.reason.sequence.higher": "{best} бие {beaten}: броят се поредните карти на {team}.",
        "decl.reason.sequence.tie": "{best} и {beaten} са равни: поредни карти не се броят.",
        "decl.reason.square.unopposed": "{best}: само {team} има каре, то се брои.",
        "decl.reason.square.stronger": "{best} бие {beaten}: броят се каретата на {team}.",
        "decl.reason.square.tie": "{best} и {beaten} са равни: карета не се броят.",
        "decl.reason.best.unopposed": "Само {team} обяви ({best}): броят се всичките му анонси.",
        "decl.reason.best.square-beats-sequence": "{best} бие {beaten}, каре бие всяка поредица: "
        "броят се анонсите на {team}.",
        "decl.reason.best.square": "{best} бие {beaten} (В, 9, А, 10, П, Д): броят се анонсите "
        "на {team}.",
        "decl.reason.best.points": "{best} бие {beaten}, повече точки: броят се анонсите на "
        "{team}.",
        "decl.reason.best.top": "{best} бие {beaten}, равни точки и по-висока карта: броят се "
        "анонсите на {team}.",
        "decl.reason.best.trump": "{best} бие {beaten}, същата, но коз: броят се анонсите на "
        "{team}.",
        "decl.reason.best.first": "{best} и {beaten} са равни; {best_seat} играе пръв: броят се "
        "анонсите на {team}.",
        "error.declarations.seat": "Няма място {seat}.",
        "error.declarations.length": "Поредицата е от 3 до 8 карти (дадено: {length}).",
        "error.declarations.top": "Поредица от {length} карти стига поне до {lowest} (дадено: "
        "{top}).",
        "error.declarations.square-rank": "Четири {rank} не са каре: седмици и осмици не се броят.",
        "error.declarations.square-twice": "Каре от {rank} може да се обяви само веднъж.",
        "error.declarations.belot-no-trumps": "Без коз няма белот.",
        "error.declarations.belots": "Най-много {most} × белот при тази игра (дадено: {count}).",
        "error.declarations.belot-suit": "Белотът е поп и дама коз ({trump}), не {suit}.",
        "error.declarations.card-twice": "{card} не може да е в два анонса на един играч.",
        "error.declarations.card-held-twice": "{card} не може да е в ръцете на двама играчи.",
        "error.declarations.one-run": "Две поредици {suit}, които се допират, са една от "
        "{length} карти: въведете я като една.",
        "error.declarations.too-many-cards": "Тези анонси искат {cards} карти, а играчът има 8.",
        "error.declarations.suit-needed": "Две поредици до {top} за {points} са равни: кажете "
        "боите им (печели козовата).",
    },
    "fr": {
        "decl.open": "Annoncé par joueur…",
        "decl.title": "Ce que chaque joueur a annoncé",
        "decl.hint": "Touchez ce que chaque joueur a annoncé ; l'appli dit quelles annonces "
        "comptent.",
        "decl.leader": "{player} joue en premier.",
        "decl.suit": "Couleur",
        "decl.suit.none": "peu importe",
        "decl.row.tierce": "Tierce au",
        "decl.row.quarte": "Cinquante au",
        "decl.row.quinte": "Cent au",
        "decl.row.longer": "Plus longue",
        "decl.row.square": "Carré",
        "decl.row.belot": "Belote",
        "decl.row.belot@belote": "Belote",
        "decl.longer": "{length} au {top}",
        "decl.declared": "Annoncé",
        "decl.nothing": "Rien d'annoncé pour l'instant.",
        "decl.remove": "Retirer {what}",
        "decl.decision": "Ce qui compte",
        "decl.counting": "{team} : {tokens}",
        "decl.counting.none": "rien",
        "decl.apply": "Prendre ces annonces",
        "decl.close": "Fermer",
        "decl.rank.7": "7",
        "decl.rank.8": "8",
        "decl.rank.9": "9",
        "decl.rank.10": "10",
        "decl.rank.J": "V",
        "decl.rank.Q": "D",
        "decl.rank.K": "R",
        "decl.rank.A": "A",
        "decl.word.sequence.3": "tierce au {top}",
        "decl.word.sequence.4": "cinquante au {top}",
        "decl.word.sequence.5": "cent au {top}",
        "decl.word.sequence.long": "cent au {top} ({length} cartes)",
        "decl.word.square.J": "carré de valets",
        "decl.word.square.9": "carré de neuf",
        "decl.word.square.A": "carré d'as",
        "decl.word.square.10": "carré de dix",
        "decl.word.square.K": "carré de rois",
        "decl.word.square.Q": "carré de dames",
        "decl.word.belot": "belote",
        "decl.word.belot@belote": "belote",
        "decl.by": "{what} de {player}",
        "decl.reason.belot": "{team} : {count} × belote, jamais contestée.",
        "decl.reason.belot@belote": "{team} : {count} × belote, elle reste toujours à son équipe.",
        "decl.reason.no-trumps": "Sans atout : aucune annonce ne compte.",
        "decl.reason.belot-only": "Seule la belote compte dans ce jeu ; les autres annonces ne "
        "marquent rien.",
        "decl.reason.sequence.unopposed": "{best} : seule l'équipe {team} a des suites, elles "
        "comptent.",
        "decl.reason.sequence.longer": "{best} bat {beaten}, plus longue : les suites de {team} "
        "comptent.",
        "decl.reason.sequence.higher": "{best} bat {beaten} : les suites de {team} comptent.",
        "decl.reason.sequence.tie": "{best} et {beaten} sont égales : aucune suite ne compte.",
        "decl.reason.square.unopposed": "{best} : seule l'équipe {team} a des carrés, ils "
        "comptent.",
        "decl.reason.square.stronger": "{best} bat {beaten} : les carrés de {team} comptent.",
        "decl.reason.square.tie": "{best} et {beaten} sont égaux : aucun carré ne compte.",
        "decl.reason.best.unopposed": "Seule l'équipe {team} a annoncé ({best}) : toutes ses "
        "annonces comptent.",
        "decl.reason.best.square-beats-sequence": "{best} bat {beaten}, un carré bat toute suite "
        ": les annonces de {team} comptent.",
        "decl.reason.best.square": "{best} bat {beaten} (V, 9, A, 10, R, D) : les annonces de "
        "{team} comptent.",
        "decl.reason.best.points": "{best} bat {beaten}, plus de points : les annonces de {team} "
        "comptent.",
        "decl.reason.best.top": "{best} bat {beaten}, mêmes points et carte plus haute : les "
        "annonces de {team} comptent.",
        "decl.reason.best.trump": "{best} bat {beaten}, la même mais à l'atout : les annonces de "
        "{team} comptent.",
        "decl.reason.best.first": "{best} et {beaten} sont égales ; {best_seat} joue en premier "
        ": les annonces de {team} comptent.",
        "error.declarations.seat": "Il n'y a pas de place {seat}.",
        "error.declarations.length": "Une suite a de 3 à 8 cartes (reçu : {length}).",
        "error.declarations.top": "Une suite de {length} cartes va au moins jusqu'au {lowest} "
        "(reçu : {top}).",
        "error.declarations.square-rank": "Quatre {rank} ne font pas un carré : les 7 et les 8 "
        "ne comptent pas.",
        "error.declarations.square-twice": "Le carré de {rank} ne peut être annoncé qu'une fois.",
        "error.declarations.belot-no-trumps": "Pas de belote sans atout.",
        "error.declarations.belots": "Au plus {most} × belote à ce contrat (reçu : {count}).",
        "error.declarations.belot-suit": "La belote est le roi et la dame d'atout ({trump}), pas "
        "de {suit}.",
        "error.declarations.card-twice": "{card} ne peut pas servir dans deux annonces d'un même "
        "joueur.",
        "error.declarations.card-held-twice": "{card} ne peut pas être dans deux mains.",
        "error.declarations.one-run": "Deux suites à {suit} qui se touchent n'en font qu'une de "
        "{length} cartes : entrez-la en une fois.",
        "error.declarations.too-many-cards": "Ces annonces demandent {cards} cartes ; un joueur "
        "en a 8.",
        "error.declarations.suit-needed": "Deux suites au {top} de {points} sont égales : donnez "
        "leurs couleurs (la suite à l'atout gagne).",
    },
}
