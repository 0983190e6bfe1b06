"""The house-rules form's words."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, Mapping[str, str]] = {
    "en": {
        "rules.title": "House rules of this game",
        "rules.hint": "Every deal is scored again under the rules you save.",
        "rules.save": "Save and score again",
        "rules.change": "Change",
        "rules.changed": "House rules changed: every deal scored again.",
        "rules.deal_refused": "Deal {number} cannot be scored under these rules: {reason}",
        "rules.none": "House rules: as the rules say",
        "rules.match_refused": "This game is one of a match of {count} games so far: its games "
        "are played under the same house rules, which cannot change here.",
    },
    "bg": {
        "rules.title": "Домашни правила на играта",
        "rules.hint": "Всяко раздаване се пресмята наново по правилата, които запишете.",
        "rules.save": "Запиши и пресметни наново",
        "rules.change": "Промени",
        "rules.changed": "Домашните правила са променени: всяко раздаване е пресметнато наново.",
        "rules.deal_refused": "Раздаване {number} не може да се пресметне по тези правила: "
        "{reason}",
        "rules.none": "Домашни правила: както са правилата",
        "rules.match_refused": "Тази игра е от мач с {count} игри досега: игрите му се играят "
        "по едни и същи домашни правила, които тук не могат да се променят.",
    },
    "fr": {
        "rules.title": "Règles maison de cette partie",
        "rules.hint": "Chaque donne est comptée à nouveau selon les règles enregistrées.",
        "rules.save": "Enregistrer et recompter",
        "rules.change": "Modifier",
        "rules.changed": "Règles maison modifiées : chaque donne a été recomptée.",
        "rules.deal_refused": "La donne {number} ne peut pas être comptée selon ces règles : "
        "{reason}",
        "rules.none": "Règles maison : selon les règles",
        "rules.match_refused": "Cette partie est d'un match de {count} parties jusqu'ici : ses "
        "parties se jouent selon les mêmes règles maison, qui ne peuvent pas changer ici.",
    },
}
