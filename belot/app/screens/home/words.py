"""The list of games' words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "home.title": "Games",
        "home.language": "Language",
        "home.new": "New game",
        "home.empty": "No saved games yet.",
        "home.running": "in play",
        "home.drawn": "a draw",
        "home.match.one": "match of {count} game, game {number}",
        "home.match.other": "best of {count}, game {number}",
        "home.won": "won by {team}",
        "home.open": "Open",
        "home.delete": "Delete",
        "home.more.one": "Show {count} older game",
        "home.more.other": "Show older games ({count} more)",
        "home.confirm_delete": "Delete the game {teams}? This cannot be undone.",
    },
    "bg": {
        "home.title": "Игри",
        "home.language": "Език",
        "home.new": "Нова игра",
        "home.empty": "Още няма запазени игри.",
        "home.running": "в ход",
        "home.drawn": "равен резултат",
        "home.match.one": "мач от {count} игра, игра {number}",
        "home.match.other": "мач от {count} игри, игра {number}",
        "home.won": "победа на отбор {team}",
        "home.open": "Отвори",
        "home.delete": "Изтрий",
        "home.more.one": "Покажи {count} по-стара игра",
        "home.more.other": "Покажи по-старите игри (още {count})",
        "home.confirm_delete": "Да изтрия ли играта {teams}? Това не може да се върне.",
    },
    "fr": {
        "home.title": "Parties",
        "home.language": "Langue",
        "home.new": "Nouvelle partie",
        "home.empty": "Aucune partie enregistrée pour l'instant.",
        "home.running": "en cours",
        "home.drawn": "partie nulle",
        "home.match.one": "match en {count} partie, partie {number}",
        "home.match.other": "match au meilleur des {count}, partie {number}",
        "home.won": "gagnée par {team}",
        "home.open": "Ouvrir",
        "home.delete": "Supprimer",
        "home.more.one": "Afficher {count} partie plus ancienne",
        "home.more.other": "Afficher les parties plus anciennes ({count} de plus)",
        "home.confirm_delete": "Supprimer la partie {teams} ? C'est définitif.",
    },
}
