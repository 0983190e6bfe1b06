"""The words of *Count the cards*, as players say them at the table. The
``error.cards.*`` words take the parameters of the errors of :mod:`belot.cards`.
"""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "cards.open": "Count the cards",
        "cards.title": "Count the cards",
        "cards.hint": "Tap the cards one team took and say who took the last trick: the other "
        "team has the rest.",
        "cards.pile": "Cards of",
        "cards.last": "Last trick (+10)",
        "cards.tally.one": "{count} card · {points}",
        "cards.tally.other": "{count} cards · {points}",
        "cards.apply": "Fill in the points",
        "cards.close": "Close",
        "cards.card": "{rank} of {suit}",
        "cards.rank.7": "7",
        "cards.rank.8": "8",
        "cards.rank.9": "9",
        "cards.rank.10": "10",
        "cards.rank.J": "J",
        "cards.rank.Q": "Q",
        "cards.rank.K": "K",
        "cards.rank.A": "A",
        "error.cards.no-contract": "Choose the contract before counting the cards.",
        "error.cards.contract": "Contract {contract} is not played in {ruleset}.",
        "error.cards.card": "Unknown card {got}.",
        "error.cards.duplicate": "Card {card} is in the pile {got} times.",
        "error.cards.team": "The pile must be one of the two teams' (got {got}).",
        "error.cards.whole-tricks": "A pile is whole tricks, a multiple of 4 cards (counted: "
        "{got}).",
        "error.cards.no-last-trick": "Say which team took the last trick.",
        "error.cards.last-trick": "The last trick must go to one of the two teams (got {got}).",
        "error.cards.last-trick-empty": "A team with no cards cannot have taken the last trick.",
        "error.cards.last-trick-other": "The other team took no cards (all 32 are in this pile), "
        "so it cannot have taken the last trick.",
    },
    "bg": {
        "cards.open": "Преброй картите",
        "cards.title": "Преброяване на картите",
        "cards.hint": "Докоснете картите, взети от единия отбор, и кажете кой взе последната "
        "ръка: другият отбор има останалите.",
        "cards.pile": "Картите на",
        "cards.last": "Последна ръка (+10)",
        "cards.tally.one": "{count} карта · {points}",
        "cards.tally.other": "{count} карти · {points}",
        "cards.apply": "Попълни точките",
        "cards.close": "Затвори",
        "cards.card": "{rank} {suit}",
        "cards.rank.7": "7",
        "cards.rank.8": "8",
        "cards.rank.9": "9",
        "cards.rank.10": "10",
        "cards.rank.J": "В",
        "cards.rank.Q": "Д",
        "cards.rank.K": "П",
        "cards.rank.A": "А",
        "error.cards.no-contract": "Първо изберете обявата, после бройте картите.",
        "error.cards.contract": "Обявата {contract} не се играе в {ruleset}.",
        "error.cards.card": "Няма такава карта: {got}.",
        "error.cards.duplicate": "Картата {card} е отбелязана {got} пъти.",
        "error.cards.team": "Картите трябва да са на единия от двата отбора (дадено: {got}).",
        "error.cards.whole-tricks": "Взетите карти са цели ръце, по 4 карти (отбелязани: {got}).",
        "error.cards.no-last-trick": "Кажете кой отбор взе последната ръка.",
        "error.cards.last-trick": "Последната ръка е на единия от двата отбора (дадено: {got}).",
        "error.cards.last-trick-empty": "Отбор без нито една карта не може да е взел последната "
        "ръка.",
        "error.cards.last-trick-other": "Другият отбор няма нито една карта (всичките 32 са "
        "тук), така че не може да е взел последната ръка.",
    },
    "fr": {
        "cards.open": "Compter les cartes",
        "cards.title": "Compter les cartes",
        "cards.hint": "Touchez les cartes d'une équipe et dites qui a fait le dernier pli : "
        "l'autre équipe a le reste.",
        "cards.pile": "Plis de",
        "cards.last": "Dernier pli (dix de der)",
        "cards.tally.one": "{count} carte · {points}",
        "cards.tally.other": "{count} cartes · {points}",
        "cards.apply": "Reporter les points",
        "cards.close": "Fermer",
        "cards.card": "{rank} de {suit}",
        "cards.rank.7": "7",
        "cards.rank.8": "8",
        "cards.rank.9": "9",
        "cards.rank.10": "10",
        "cards.rank.J": "V",
        "cards.rank.Q": "D",
        "cards.rank.K": "R",
        "cards.rank.A": "A",
        "error.cards.no-contract": "Choisissez d'abord le contrat, puis comptez les cartes.",
        "error.cards.contract": "Le contrat {contract} ne se joue pas en {ruleset}.",
        "error.cards.card": "Carte inconnue : {got}.",
        "error.cards.duplicate": "La carte {card} est comptée {got} fois.",
        "error.cards.team": "Les plis doivent être à l'une des deux équipes (reçu : {got}).",
        "error.cards.whole-tricks": "Des plis entiers font un multiple de 4 cartes (comptées : "
        "{got}).",
        "error.cards.no-last-trick": "Dites quelle équipe a fait le dernier pli (dix de der).",
        "error.cards.last-trick": "Le dernier pli va à l'une des deux équipes (reçu : {got}).",
        "error.cards.last-trick-empty": "Une équipe sans aucune carte ne peut pas avoir fait le "
        "dernier pli.",
        "error.cards.last-trick-other": "L'autre équipe n'a aucune carte (les 32 sont ici) : le "
        "dernier pli ne peut pas être à elle.",
    },
}
