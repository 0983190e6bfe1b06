"""The new-game form's words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
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
