"""The score sheet's words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "sheet.deal": "#",
        "sheet.total": "Total",
        "sheet.house_rules": "House rules: {rules}",
        "sheet.add": "Add deal",
        "sheet.undo": "Undo",
        "sheet.games": "Games",
        "sheet.next_dealer": "Next dealer: {name}",
        "sheet.hanging.game": "Held over: {points}, {goes_to}",
        "sheet.hanging.raw": "Held over: {points} points, {goes_to}",
        "sheet.hanging.goes_to.next-deal-winner": "to the winner of the next deal",
        "sheet.hanging.goes_to.next-made-contract": "to the next team that makes its contract",
        "sheet.hanging.goes_to.nobody": "",
        "sheet.winner": "{team} won the game, {mine} to {theirs}.",
        "sheet.rematch": "Rematch",
        "sheet.empty": "No deals yet. Tap “Add deal” after the first deal.",
        "sheet.redeal": "passed",
        "sheet.tap_hint": "Tap a deal to see why it was written, to edit or to delete it.",
        "sheet.adjustment": "correction",
        "sheet.hanging.raw@belote": "Set aside (litige): {points} points, {goes_to}",
    },
    "bg": {
        "sheet.deal": "№",
        "sheet.total": "Общо",
        "sheet.house_rules": "Домашни правила: {rules}",
        "sheet.add": "Ново раздаване",
        "sheet.undo": "Отмени",
        "sheet.games": "Игри",
        "sheet.next_dealer": "Следващ раздава: {name}",
        "sheet.hanging.game": "Висящи: {points}, {goes_to}",
        "sheet.hanging.raw": "Висящи: {points} точки, {goes_to}",
        "sheet.hanging.goes_to.next-deal-winner": "за спечелилите следващото раздаване",
        "sheet.hanging.goes_to.next-made-contract": "за следващия отбор, който изкара обявата си",
        "sheet.hanging.goes_to.nobody": "",
        "sheet.winner": "Отбор {team} спечели играта с {mine} на {theirs}.",
        "sheet.rematch": "Реванш",
        "sheet.empty": "Още няма раздавания. След първото раздаване докоснете „Ново раздаване“.",
        "sheet.redeal": "пас",
        "sheet.tap_hint": "Докоснете раздаване, за да видите защо е записано така, да го "
        "промените или изтриете.",
        "sheet.adjustment": "корекция",
        "sheet.hanging.raw@belote": "Отложени при равенство: {points} точки, {goes_to}",
    },
    "fr": {
        "sheet.deal": "N°",
        "sheet.total": "Total",
        "sheet.house_rules": "Règles maison : {rules}",
        "sheet.add": "Nouvelle donne",
        "sheet.undo": "Annuler",
        "sheet.games": "Parties",
        "sheet.next_dealer": "Prochain donneur : {name}",
        "sheet.hanging.game": "En suspens : {points}, {goes_to}",
        "sheet.hanging.raw": "En suspens : {points} points, {goes_to}",
        "sheet.hanging.goes_to.next-deal-winner": "pour le gagnant de la prochaine donne",
        "sheet.hanging.goes_to.next-made-contract": "pour la prochaine équipe qui réussit son "
        "contrat",
        "sheet.hanging.goes_to.nobody": "",
        "sheet.winner": "Partie gagnée par {team}, {mine} à {theirs}.",
        "sheet.rematch": "Revanche",
        "sheet.empty": "Aucune donne pour l'instant. Touchez « Nouvelle donne » après la "
        "première donne.",
        "sheet.redeal": "passe",
        "sheet.tap_hint": "Touchez une donne pour voir pourquoi elle a été inscrite ainsi, la "
        "modifier ou la supprimer.",
        "sheet.adjustment": "correction",
        "sheet.hanging.raw@belote": "Mis de côté (litige) : {points} points, {goes_to}",
    },
}
