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
