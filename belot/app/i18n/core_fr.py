"""The core screens' messages in French (keys as in :mod:`belot.app.i18n.core`)."""

from __future__ import annotations

from collections.abc import Mapping

FRENCH: Mapping[str, str] = {
    "app.title": "Compteur de belote",
    "app.loading": "Chargement…",
    "app.failed": "Un problème est survenu : cette étape a été annulée. Tout ce qui était "
    "enregistré est intact.",
    "app.start_failed": "Un problème est survenu en rouvrant l'écran précédent : l'appli "
    "s'est ouverte ici. Ce qui n'a pas pu être rouvert est conservé : voir la liste des "
    "parties.",
    "app.copy_details": "Copier les détails",
    "app.fallback": "Un problème est survenu et la page ne peut pas afficher vos parties pour "
    "l'instant. Elles sont en sécurité : vous pouvez les enregistrer toutes dans un fichier, "
    "copier les détails pour signaler le problème, ou réessayer.",
    "app.try_again": "Réessayer",
    "app.no_storage": "Ce navigateur n'autorise pas l'appli à enregistrer : les parties ne "
    "durent que tant que la page est ouverte.",
    "fallback.export": "Exporter toutes les parties",
    "update.ready": "Une nouvelle version est prête.",
    "update.reload": "Recharger",
    # home
    "home.title": "Parties",
    "home.language": "Langue",
    "home.new": "Nouvelle partie",
    "home.empty": "Aucune partie enregistrée pour l'instant.",
    "home.running": "en cours",
    "home.won": "gagnée par {team}",
    "home.open": "Ouvrir",
    "home.delete": "Supprimer",
    "home.confirm_delete": "Supprimer la partie {teams} ? C'est définitif.",
    "common.yes": "Oui",
    "common.no": "Non",
    "common.cancel": "Annuler",
    "common.back": "Retour",
    # setup
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
    "option.target": "Objectif",
    "option.rounding": "Arrondi",
    "option.rounding.official": "officiel (chiffre partagé)",
    "option.rounding.declarer": "le preneur arrondit",
    "option.rounding.none": "aucun",
    "option.rounding.nearest-ten": "à la dizaine la plus proche",
    "option.kontra-multiplies-valat": "Le contre multiplie le capot",
    "option.no-going-out-with-valat": "Pas de victoire sur un capot",
    "option.litige": "Égalité (litige)",
    "option.litige.carry": "les points attendent le contrat suivant",
    "option.litige.failed": "compte comme une chute",
    "option.max-bid": "Enchère maximale",
    # rulesets
    "ruleset.bulgarian": "Belote bulgare",
    "ruleset.belot-arena": "Belote bulgare, décompte Arena",
    "ruleset.belote": "Belote classique",
    "ruleset.belote-annonces": "Belote avec annonces",
    "ruleset.contree": "Contrée",
    "ruleset.coinche": "Coinche",
    # sheet
    "sheet.deal": "N°",
    "sheet.total": "Total",
    "sheet.add": "Nouvelle donne",
    "sheet.undo": "Annuler",
    "sheet.games": "Parties",
    "sheet.next_dealer": "Prochain donneur : {name}",
    "sheet.hanging.game": "En suspens : {points}, {goes_to}",
    "sheet.hanging.raw": "En suspens : {points} points, {goes_to}",
    "sheet.hanging.goes_to.next-deal-winner": "pour le gagnant de la prochaine donne",
    "sheet.hanging.goes_to.next-made-contract": "pour la prochaine équipe qui réussit son contrat",
    "sheet.hanging.goes_to.nobody": "",
    "sheet.winner": "Partie gagnée par {team}, {mine} à {theirs}.",
    "sheet.rematch": "Revanche",
    "sheet.empty": "Aucune donne pour l'instant. Touchez « Nouvelle donne » "
    "après la première donne.",
    "sheet.redeal": "passe",
    "seat.player": "place {seat} ({team})",
    "sheet.tap_hint": "Touchez une donne pour voir pourquoi elle a été inscrite ainsi, "
    "la modifier ou la supprimer.",
    # outcomes and marks
    "outcome.made": "réussi",
    "outcome.failed": "dedans",
    "outcome.hanging": "en suspens",
    "outcome.redeal": "redonne",
    "outcome.adjustment": "correction",
    "mark.valat": "capot",
    # deal form
    "deal.title.new": "Donne {number}",
    "deal.title.edit": "Modifier la donne {number}",
    "deal.passed": "Tout le monde a passé",
    "deal.adjusting": "Correction ou pénalité (points inscrits directement)",
    "deal.adjust.legend": "Points à inscrire (un signe moins en retire)",
    "deal.note": "Note",
    "deal.enter_adjust": "Entrez des nombres entiers pour les deux équipes (0 si rien).",
    "sheet.adjustment": "correction",
    "deal.contract": "Contrat",
    "deal.declarer": "Pris par",
    "deal.double": "Contre",
    "deal.double.1": "sans",
    "deal.bid": "Enchère",
    "deal.bid.capot": "Capot",
    "deal.bid.generale": "Générale",
    "deal.alone": "Preneur seul (Générale)",
    "deal.points": "Points des plis (dix de der compris, {total} en tout)",
    "deal.valat": "Capot",
    "deal.valat.none": "non",
    "deal.announcements": "Annonces qui comptent",
    "deal.save": "Enregistrer",
    "deal.cancel": "Annuler",
    "deal.preview": "À inscrire",
    "deal.enter_points": "Entrez les points des plis.",
    "deal.choose_contract": "Choisissez le contrat.",
    "deal.choose_declarer": "Choisissez l'équipe qui a pris.",
    "deal.choose_bid": "Choisissez l'enchère.",
    # contracts and announcements
    "contract.clubs": "♣",
    "contract.diamonds": "♦",
    "contract.hearts": "♥",
    "contract.spades": "♠",
    "contract.no-trumps": "SA",
    "contract.all-trumps": "TA",
    "contract.name.clubs": "trèfle",
    "contract.name.diamonds": "carreau",
    "contract.name.hearts": "cœur",
    "contract.name.spades": "pique",
    "contract.name.no-trumps": "sans-atout",
    "contract.name.all-trumps": "tout-atout",
    "announcement.belot": "belote",
    "announcement.tierce": "tierce",
    "announcement.quarte": "cinquante",
    "announcement.quinte": "cent",
    "announcement.four-jacks": "4 V",
    "announcement.four-nines": "4 9",
    "announcement.four-aces": "4 A",
    "announcement.four-tens": "4 10",
    "announcement.four-kings": "4 R",
    "announcement.four-queens": "4 D",
    # detail
    "detail.title": "Donne {number}",
    "detail.edit": "Modifier",
    "detail.delete": "Supprimer",
    "detail.confirm_delete": "Supprimer la donne {number} ? Tout ce qui suit est recalculé.",
    # notices
    "notice.saved_elsewhere": "Cette partie a été modifiée dans un autre onglet ; "
    "elle a été rechargée.",
    "notice.conflict": "Non enregistré : cette partie a été modifiée dans un autre onglet. "
    "Elle a été rechargée ; votre saisie est toujours dans le formulaire.",
    "notice.storage_full": "Non enregistré : le stockage du navigateur est plein. "
    "Votre saisie est toujours dans le formulaire.",
    "notice.undone": "Annulé.",
    "notice.recovered": "Un problème est survenu ; la partie a été rechargée telle qu'enregistrée.",
    "notice.nothing_to_undo": "Rien à annuler.",
    "notice.game_over": "La partie est terminée : lancez une revanche ou une nouvelle partie.",
    # why a deal wrote what it did (belot.explain.TEMPLATES)
    "explain.no-trumps-doubled": "Sans-atout : les {counted} points des plis comptent double, "
    "{scored}.",
    "explain.valat": "Capot pour {team} : tous les plis, +{bonus} et toutes les annonces.",
    "explain.valat-not-multiplied": "Règle maison : le contre ne multiplie pas le capot.",
    "explain.split-digit": "Les deux totaux finissent par {digit} : arrondi au-dessus "
    "pour {team_up}, au-dessous pour l'autre.",
    "explain.digit-rule": "Points de partie (÷ 10) : unités de {up_from} et plus arrondies "
    "au-dessus, les autres au-dessous.",
    "explain.declarer-rounds": "Règle maison : le preneur arrondit ({declarer}), "
    "l'autre équipe reçoit {rest}.",
    "explain.all-to-winner": "Contre : {points} points de partie x{multiplier} = {total} "
    "pour une seule équipe.",
    "explain.multiplied": "Multiplié par {multiplier} : {raw0} : {raw1}.",
    "explain.half-up": "Points de partie (÷ 10) : à partir de 5, arrondi au-dessus.",
    "explain.collected": "Les {held} mis de côté vont à {team} ({points} inscrits).",
    "explain.hanging": "En suspens : {points} mis de côté, {held} en tout, "
    "pour le gagnant de la donne suivante.",
    "explain.litige": "Litige : les {points} du preneur attendent le prochain contrat réussi "
    "({held} en tout).",
    "explain.tie-fails": "Règle maison : un litige compte comme une chute.",
    "explain.capot": "Capot pour {team} : tous les plis, {points} points.",
    "explain.bid": "Enchère {value} ; l'équipe du preneur a fait {reached}.",
    "explain.doubled": "Contré : ({base} + {bid} + {declarations}) x {multiplier} "
    "pour le camp gagnant.",
    "explain.failed-bid": "Chute : la défense marque {base} + {bid}.",
    "explain.belote-lost": "Belote perdue pour {team} : l'enchère Capot ou Générale a chuté.",
    "explain.contract": "Contrat : {contract}, pris par {declarer}.",
    "explain.contract-doubled": "Contrat : {contract}, pris par {declarer}, x{multiplier}.",
    "explain.tricks": "Points des plis {a} : {b}.",
    "explain.announcement-own": "{holder} : {name} ({points}).",
    "explain.announcement-moved": "{holder} : {name} ({points}) va à {scorer}.",
    "explain.announcement-lost": "{holder} : {name} ({points}) ne compte pas.",
    "explain.outcome-made": "Contrat réussi par {declarer} ({mine} contre {theirs}).",
    "explain.outcome-failed": "Chute pour {declarer} ({mine} contre {theirs}).",
    "explain.outcome-hanging": "Égalité, {mine} partout : les points du preneur sont mis de côté.",
    "explain.outcome-redeal": "Tout le monde a passé : on redonne.",
    "explain.written": "Inscrit {a} : {b}.",
    "explain.adjustment": "Inscrit directement (pénalité ou correction) : {a} : {b}.",
    "explain.adjustment-note": "Note : {note}",
    # the engine's errors (belot.errors.ERRORS)
    "error.contract-not-played": "le contrat {contract} ne se joue pas en {ruleset} "
    "(possibles : {expected})",
    "error.declarer-team": "le preneur (declarer) doit être l'équipe 0 ou 1 (reçu : {got})",
    "error.valat-team": "le capot (valat) doit être à l'équipe 0 ou 1 (reçu : {got})",
    "error.points-negative": "les points ne peuvent pas être négatifs (reçu : {a} et {b})",
    "error.points-total": "les points doivent faire {total} en tout au contrat {contract} "
    "(reçu : {a} + {b} = {sum})",
    "error.valat-points": "sur un capot, l'équipe {team} prend les {total} points des plis "
    "(reçu : {a} + {b})",
    "error.double-not-played": "le contre (double) ne se joue pas en {ruleset} (reçu : {got})",
    "error.bid-not-played": "l'enchère (bid) n'existe qu'en contrée et en coinche, "
    "pas en {ruleset} (reçu : {got})",
    "error.alone-not-played": "« seul » (alone) n'existe qu'en contrée et en coinche, "
    "pas en {ruleset}",
    "error.bid-missing": "l'enchère (bid) est obligatoire en {ruleset} (de {low} à {high} "
    "par dizaines, capot ou generale)",
    "error.bid-range": "l'enchère (bid) doit aller de {low} à {high} par dizaines, "
    "capot ou generale (reçu : {got})",
    "error.alone-without-valat": "alone signifie que le preneur a fait seul tous les plis, "
    "donc valat doit être son équipe (reçu : pas de capot)",
    "error.alone-other-valat": "alone signifie que le preneur a fait seul tous les plis, "
    "donc valat doit être son équipe (reçu : valat {got})",
    "error.announcements-no-trumps": "les annonces ne comptent pas à sans-atout (reçu : {got})",
    "error.declarations-not-played": "en {ruleset}, seule la belote compte, pas les annonces "
    "(reçu : {got})",
    "error.belots-at-suit": "au plus 1 belote à un contrat couleur (reçu : {got})",
    "error.belots-at-all-trumps": "au plus 4 belotes à tout-atout (reçu : {got})",
    "error.square-twice": "{square} ne peut compter qu'une fois par donne (reçu : {got})",
    "error.too-many-sequences": "l'équipe {team} ne peut pas avoir plus de {most} suites "
    "(reçu : {got})",
    "error.contested-sequences": "seule l'équipe qui a la meilleure suite marque ses suites, "
    "pas les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.contested-squares": "seule l'équipe qui a le meilleur carré marque ses carrés, "
    "pas les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.contested-declarations": "seule l'équipe qui a la meilleure annonce marque "
    "ses annonces, pas les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.record-not-object": "un enregistrement de partie doit être un objet JSON (reçu : {got})",
    "error.record-unknown-key": "clé inconnue {key} dans l'enregistrement de la partie",
    "error.record-format": "le champ format doit valoir 'belot-game' (reçu : {got})",
    "error.record-version": "le champ version doit être un nombre entier (reçu : {got})",
    "error.record-newer": "la version {version} est plus récente que ce que cette appli "
    "sait lire ({supported})",
    "error.record-no-rules": "le champ rules manque dans l'enregistrement de la partie",
    "error.record-options": "le champ options doit être un objet (reçu : {got})",
    "error.record-first-dealer": "le champ first_dealer doit être une place de 0 à 3 "
    "(reçu : {got})",
    "error.record-deals": "le champ deals doit être une liste (reçu : {got})",
    "error.record-names": "le champ {what} doit être une liste de {count} noms (reçu : {got})",
    "error.record-not-json": "JSON invalide : {detail}",
    "error.json-too-long": "le texte est trop long ({size} caractères, au plus {most})",
    "error.json-too-deep": "le JSON est imbriqué trop profondément (plus de {most} niveaux)",
    "error.deal-not-object": "une donne doit être un objet (reçu : {got})",
    "error.deal-passed": 'une donne passée s\'écrit exactement {{"passed": true}}',
    "error.deal-unknown-key": "clé inconnue {key} (attendu : {expected}, passed ou adjust)",
    "error.deal-missing": "il manque {key}",
    "error.deal-contract": "contrat inconnu {got} (possibles : {expected})",
    "error.deal-team": "{name} doit être l'équipe 0 ou 1 (reçu : {got})",
    "error.deal-points": "les points (points) doivent être deux nombres entiers "
    "[équipe 0, équipe 1] (reçu : {got})",
    "error.deal-double": "le contre (double) doit valoir 1, 2 ou 4 (reçu : {got})",
    "error.deal-no-square": "{token} ne compte pas : les carrés de 7 et de 8 ne valent rien",
    "error.deal-announcement": "annonce inconnue {got} pour l'équipe {team} "
    "(possibles : {expected})",
    "error.deal-announcements": "les annonces (announcements) doivent être deux listes "
    "[équipe 0, équipe 1] (reçu : {got})",
    "error.deal-bid": "l'enchère (bid) doit être un nombre de points, capot ou generale "
    "(reçu : {got})",
    "error.deal-alone": "le champ alone doit valoir true ou false (reçu : {got})",
    "error.adjust-shape": "une correction s'écrit "
    '{{"adjust": [équipe 0, équipe 1], "note": "..."}} avec des nombres entiers (reçu : {got})',
    "error.adjust-note": "la note doit être un texte de {most} caractères au plus (reçu : {got})",
    "error.ruleset-unknown": "règles inconnues {got} (possibles : {expected})",
    "error.option-unknown": "option inconnue {got} pour {ruleset} (possibles : {expected})",
    "error.option-bool": "l'option {name} doit valoir true ou false (reçu : {got})",
    "error.option-int": "l'option {name} doit être un nombre entier (reçu : {got})",
    "error.option-range": "l'option {name} doit aller de {low} à {high} (reçu : {got})",
    "error.option-range-step": "l'option {name} doit aller de {low} à {high} "
    "par pas de {step} (reçu : {got})",
    "error.option-choice": "l'option {name} doit être l'une de : {expected} (reçu : {got})",
    "error.game-over": "la partie s'est terminée après la donne {last} (l'équipe {team} "
    "a gagné {mine} à {theirs}) ; aucune donne ne peut suivre",
    "error.no-such-deal": "il n'y a pas de donne {number} (la partie en a {count})",
    # words of the French games, where they differ (see term())
    "outcome.failed@belote": "chute",
    "outcome.hanging@belote": "litige",
    "mark.valat@belote": "capot",
    "deal.valat@belote": "Capot",
    "announcement.belot@belote": "belote",
    "sheet.hanging.raw@belote": "Mis de côté (litige) : {points} points, {goes_to}",
    "deal.double.2": "contra",
    "deal.double.4": "recontra",
    "deal.double.2@belote": "contre",
    "deal.double.4@belote": "surcontre",
    "deal.double.2@coinche": "coinche",
    "deal.double.4@coinche": "surcoinche",
}
