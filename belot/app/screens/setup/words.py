"""The new-game form's words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "setup.match": "Match",
        "setup.single": "one game",
        "setup.best_of.one": "best of {count} game",
        "setup.best_of.other": "best of {count} games",
        "setup.match.help": "A match is won by the first team to win more than half of its "
        "games (2 of 3); a drawn game counts for neither.",
        "setup.title": "New game",
        "setup.rules": "Rules",
        "setup.teams": "Teams",
        "setup.team0": "Team 1",
        "setup.team1": "Team 2",
        "setup.team0.default": "Us",
        "setup.team1.default": "Them",
        "setup.players": "Players (optional, in seat order)",
        "setup.player": "Seat {seat} ({team})",
        "setup.dealer": "First dealer",
        "setup.start": "Start",
        "setup.house_rules": "House rules",
        "setup.preset": "Rules of the table",
    },
    "bg": {
        "setup.match": "Мач",
        "setup.single": "една игра",
        "setup.best_of.one": "от {count} игра",
        "setup.best_of.other": "от {count} игри",
        "setup.match.help": "Мачът печели отборът, спечелил пръв повече от половината игри "
        "(2 от 3); игра наравно не се брои за никого.",
        "setup.title": "Нова игра",
        "setup.rules": "Правила",
        "setup.teams": "Отбори",
        "setup.team0": "Отбор 1",
        "setup.team1": "Отбор 2",
        "setup.team0.default": "Ние",
        "setup.team1.default": "Вие",
        "setup.players": "Играчи (по желание, по реда на местата)",
        "setup.player": "Място {seat} ({team})",
        "setup.dealer": "Първи раздава",
        "setup.start": "Започни",
        "setup.house_rules": "Домашни правила",
        "setup.preset": "Правила на масата",
    },
    "fr": {
        "setup.match": "Match",
        "setup.single": "une partie",
        "setup.best_of.one": "en {count} partie",
        "setup.best_of.other": "au meilleur des {count} parties",
        "setup.match.help": "Le match revient à la première équipe qui gagne plus de la moitié "
        "des parties (2 sur 3) ; une partie nulle ne compte pour personne.",
        "setup.title": "Nouvelle partie",
        "setup.rules": "Règles",
        "setup.teams": "Équipes",
        "setup.team0": "Équipe 1",
        "setup.team1": "Équipe 2",
        "setup.team0.default": "Nous",
        "setup.team1.default": "Eux",
        "setup.players": "Joueurs (facultatif, dans l'ordre des places)",
        "setup.player": "Place {seat} ({team})",
        "setup.dealer": "Premier donneur",
        "setup.start": "Commencer",
        "setup.house_rules": "Règles maison",
        "setup.preset": "Règles de la table",
    },
}
