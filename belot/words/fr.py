"""The engine's words in French (the keys of :mod:`belot.words.en`)."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, str] = {
    "option.target": "Objectif",
    "contract.no-trumps@belote": "SA",
    "contract.all-trumps@belote": "TA",
    "contract.name.no-trumps@belote": "sans atout",
    "contract.name.all-trumps@belote": "tout atout",
    "option.sa-ta": "Sans atout et tout atout",
    "option.sa-ta.help": "Si l'on peut aussi annoncer sans atout (l'as vaut 19) ou tout atout "
    "(le valet vaut 14) ; 162 points par donne dans les deux cas.",
    "option.all-trumps-belote": "Belote à tout atout",
    "option.all-trumps-belote.every-suit": "dans chaque couleur, jusqu'à quatre",
    "option.all-trumps-belote.none": "aucune",
    "option.all-trumps-belote.help": "Si un roi et une dame de même couleur font une belote à "
    "tout atout, dans toute couleur (jusqu'à quatre par donne), ou jamais.",
    "option.end": "Fin de la partie",
    "option.end.target": "à l'objectif",
    "option.end.deals": "après un nombre de donnes",
    "option.end.help": "Si la partie s'arrête quand une équipe atteint l'objectif, ou après un "
    "nombre fixe de donnes (le plus haut total gagne ; à égalité, partie nulle).",
    "option.deals": "Donnes de la partie",
    "option.deals.help": "Combien de donnes jouées dure la partie (les donnes redistribuées et "
    "les corrections ne comptent pas), de 1 à 100.",
    "error.option-requires": "l'option {name} ne s'applique qu'avec {other} {wanted} (reçu : "
    "{other} {got})",
    "error.belot-no-trumps": "il n'y a pas de belote à sans atout, aucune ne compte (reçu : {got})",
    "error.belot-all-trumps": "aucune belote ne compte à tout atout avec all-trumps-belote none "
    "(reçu : {got})",
    "error.declarations.belot-all-trumps": "Pas de belote à tout atout avec ces règles (reçu : "
    "{count}).",
    "error.game-drawn": "la partie s'est terminée après la donne {last}, la dernière de ses "
    "{deals} donnes, sur une égalité ({mine} à {theirs}) ; aucune donne ne peut suivre",
    "error.match-none": "cette partie n'appartient à aucun match",
    "error.match-best-of": "un match se joue en 1, 3, 5 ou 7 parties (reçu : {got})",
    "error.match-rules": "la partie {number} du match n'est pas jouée avec les règles du match "
    "({expected} ; reçu : {got})",
    "error.match-teams": "la partie {number} du match n'oppose pas les équipes du match "
    "({expected} ; reçu : {got})",
    "error.match-over": "le match est terminé ({mine} à {theirs}) : la partie {number} ne peut "
    "pas suivre",
    "error.match-unfinished": "la partie {number} du match n'est pas terminée : la suivante ne "
    "peut pas commencer",
    "error.match-empty": "un match demande au moins sa première partie",
    "error.match-other": "la partie {number} est d'un autre match ({expected} ; reçu : {got})",
    "error.match-twice": "la partie {number} du match est donnée deux fois",
    "error.match-missing": "il manque la partie {number} du match",
    "error.record-match": "match doit être un objet avec id (texte), best_of (1, 3, 5 ou 7) et "
    "game (le numéro de la partie dans le match, à partir de 1) (reçu : {got})",
    "explain.no-trumps-values": "Sans atout : pas d'atout, l'as vaut 19 ; {total} dans la donne.",
    "explain.all-trumps-values": "Tout atout : toutes les couleurs sont atout, le valet vaut 14 ; "
    "{total} dans la donne.",
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
    "option.litige.next-deal": "les points vont au gagnant de la donne suivante",
    "option.made-points": "Contrat réussi",
    "option.made-points.tricks-and-bid": "plis + contrat",
    "option.made-points.bid-only": "le contrat seul",
    "option.doubled-points": "Contrat contré",
    "option.doubled-points.base": "(160 + contrat) × 2 ou × 4",
    "option.doubled-points.bid-and-tricks": "(contrat + plis) × 2 ou × 4",
    "option.failed-base": "Contrat chuté",
    "option.capot-points": "Enchère Capot ou Générale",
    "option.capot-points.plus-bid": "250 + le contrat (500, 750)",
    "option.capot-points.flat": "sa valeur (250, 500)",
    "option.target.help": "Les points qu'une équipe doit atteindre pour gagner la partie.",
    "option.rounding.help": "Comment les points de chaque équipe sont arrondis à l'inscription.",
    "option.kontra-multiplies-valat.help": "Si le contre et le surcontre multiplient aussi le "
    "capot.",
    "option.no-going-out-with-valat.help": "Une équipe ne gagne pas sur la donne où elle a fait "
    "capot : on joue une donne de plus.",
    "option.litige.help": "Ce que fait une égalité : les points du preneur attendent son prochain "
    "contrat réussi ou le gagnant de la donne suivante, ou le contrat chute.",
    "option.max-bid.help": "L'enchère la plus haute en points ; au-delà, seulement Capot ou "
    "Générale.",
    "option.made-points.help": "Ce qu'inscrit un contrat réussi non contré : les plis du preneur "
    "et le contrat, ou le contrat seul.",
    "option.doubled-points.help": "Ce qu'inscrit un contrat contré : 160 + le contrat, ou les "
    "plis du preneur + le contrat, multipliés.",
    "option.failed-base.help": "Ce qu'un contrat chuté donne à la défense en plus du contrat : "
    "160 ou 162.",
    "option.capot-points.help": "Ce que vaut une enchère Capot ou Générale : 250 de plus que le "
    "contrat, ou sa valeur seule.",
    "preset.ffb": "FFB / tournoi",
    "preset.app": "Comme les applis",
    "preset.contract-only": "Contrat seul",
    "preset.custom": "Personnalisé",
    "preset.ffb.help": "Le décompte de la fédération : contré, le gagnant marque (160 + "
    "contrat) × 2 ou × 4 ; chuté, la défense 160 + contrat.",
    "preset.app.help": "Comme comptent la plupart des applis : contré, (contrat + plis) × 2 ou "
    "× 4 et la défense garde les siens ; chuté, la défense 162 + contrat.",
    "preset.contract-only.help": "Un contrat réussi inscrit le contrat seul au preneur, rien à "
    "la défense.",
    "preset.custom.help": "Les options ci-dessous, comme vous les réglez.",
    "ruleset.bulgarian": "Belote bulgare",
    "ruleset.belot-arena": "Belote bulgare, décompte Arena",
    "ruleset.belote": "Belote classique",
    "ruleset.belote-annonces": "Belote avec annonces",
    "ruleset.contree": "Contrée",
    "ruleset.coinche": "Coinche",
    "outcome.made": "réussi",
    "outcome.failed": "dedans",
    "outcome.hanging": "en suspens",
    "outcome.redeal": "redonne",
    "outcome.adjustment": "correction",
    "mark.valat": "capot",
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
    "explain.no-trumps-doubled": "Sans-atout : les {counted} points des plis comptent double, "
    "{scored}.",
    "explain.valat": "Capot pour {team} : tous les plis, +{bonus} et toutes les annonces.",
    "explain.valat-not-multiplied": "Règle maison : le contre ne multiplie pas le capot.",
    "explain.split-digit": "Les deux totaux finissent par {digit} : arrondi au-dessus pour "
    "{team_up}, au-dessous pour l'autre.",
    "explain.digit-rule": "Points de partie (÷ 10) : unités de {up_from} et plus arrondies "
    "au-dessus, les autres au-dessous.",
    "explain.declarer-rounds": "Règle maison : le preneur arrondit ({declarer}), l'autre équipe "
    "reçoit {rest}.",
    "explain.all-to-winner": "Contre : {points} points de partie ×{multiplier} = {total} pour "
    "une seule équipe.",
    "explain.multiplied": "Multiplié par {multiplier} : {raw0} : {raw1}.",
    "explain.half-up": "Points de partie (÷ 10) : à partir de 5, arrondi au-dessus.",
    "explain.collected": "Les {held} mis de côté vont à {team} ({points} inscrits).",
    "explain.hanging": "En suspens : {points} mis de côté, {held} en tout, pour le gagnant de la "
    "donne suivante.",
    "explain.litige": "Litige : les {points} du preneur attendent le prochain contrat réussi "
    "({held} en tout).",
    "explain.tie-fails": "Règle maison : un litige compte comme une chute.",
    "explain.capot": "Capot pour {team} : tous les plis, {points} points.",
    "explain.bid": "Enchère {value} ; l'équipe du preneur a fait {reached}.",
    "explain.doubled": "Contré : ({sum}) × {multiplier} = {total} pour le camp gagnant.",
    "explain.rounded": "Arrondi à la dizaine la plus proche, 5 vers le haut : {a} : {b} devient "
    "{to_a} : {to_b}.",
    "explain.failed-bid": "Chute : la défense marque {base} + {bid}.",
    "explain.bid-only": "Règle maison : seul le contrat compte, les preneurs marquent l'enchère, "
    "{bid}.",
    "explain.doubled-tricks": "Contré : ({bid} + {tricks}) × {multiplier} = {total}, la défense "
    "garde ses {kept}.",
    "explain.redoubled": "Surcontré : ({sum}) × {multiplier} = {total} pour le camp gagnant.",
    "explain.redoubled-tricks": "Surcontré : ({bid} + {tricks}) × {multiplier} = {total}, la "
    "défense garde ses {kept}.",
    "explain.doubled@coinche": "Coinché : ({sum}) × {multiplier} = {total} pour le camp gagnant.",
    "explain.doubled-tricks@coinche": "Coinché : ({bid} + {tricks}) × {multiplier} = {total}, la "
    "défense garde ses {kept}.",
    "explain.redoubled@coinche": "Surcoinché : ({sum}) × {multiplier} = {total} pour le camp "
    "gagnant.",
    "explain.redoubled-tricks@coinche": "Surcoinché : ({bid} + {tricks}) × {multiplier} = "
    "{total}, la défense garde ses {kept}.",
    "explain.belote-lost": "Belote perdue pour {team} : l'enchère Capot ou Générale a chuté.",
    "explain.contract": "Contrat : {contract}, pris par {declarer}.",
    "explain.contract-doubled": "Contrat : {contract}, pris par {declarer}, ×{multiplier}.",
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
    "error.contract-not-played": "le contrat {contract} ne se joue pas en {ruleset} (possibles : "
    "{expected})",
    "error.declarer-team": "le preneur (declarer) doit être l'équipe 0 ou 1 (reçu : {got})",
    "error.valat-team": "le capot (valat) doit être à l'équipe 0 ou 1 (reçu : {got})",
    "error.points-negative": "les points ne peuvent pas être négatifs (reçu : {a} et {b})",
    "error.points-total": "les points doivent faire {total} en tout au contrat {contract} (reçu "
    ": {a} + {b} = {sum})",
    "error.valat-points": "sur un capot, l'équipe {team} prend les {total} points des plis (reçu "
    ": {a} + {b})",
    "error.double-not-played": "le contre (double) ne se joue pas en {ruleset} (reçu : {got})",
    "error.bid-not-played": "l'enchère (bid) n'existe qu'en contrée et en coinche, pas en "
    "{ruleset} (reçu : {got})",
    "error.alone-not-played": "« seul » (alone) n'existe qu'en contrée et en coinche, pas en "
    "{ruleset}",
    "error.bid-missing": "l'enchère (bid) est obligatoire en {ruleset} (de {low} à {high} par "
    "dizaines, capot ou generale)",
    "error.bid-range": "l'enchère (bid) doit aller de {low} à {high} par dizaines, capot ou "
    "generale (reçu : {got})",
    "error.alone-without-valat": "alone signifie que le preneur a fait seul tous les plis, donc "
    "valat doit être son équipe (reçu : pas de capot)",
    "error.alone-other-valat": "alone signifie que le preneur a fait seul tous les plis, donc "
    "valat doit être son équipe (reçu : valat {got})",
    "error.announcements-no-trumps": "les annonces ne comptent pas à sans-atout (reçu : {got})",
    "error.declarations-not-played": "en {ruleset}, seule la belote compte, pas les annonces "
    "(reçu : {got})",
    "error.belots-at-suit": "au plus 1 belote à un contrat couleur (reçu : {got})",
    "error.belots-at-all-trumps": "au plus 4 belotes à tout-atout (reçu : {got})",
    "error.square-twice": "{square} ne peut compter qu'une fois par donne (reçu : {got})",
    "error.team-squares": "l'équipe {team} ne peut pas avoir {got} carrés : une équipe tient 16 "
    "cartes, quatre carrés au plus",
    "error.team-quintes": "l'équipe {team} ne peut pas avoir {got} quintes : un joueur en tient "
    "une au plus",
    "error.team-cards": "les annonces de l'équipe {team} demandent {cards} cartes ; une équipe "
    "en tient {most}",
    "error.belot-squares": "l'équipe {team} ne peut pas avoir de belote : l'équipe {other} a "
    "annoncé quatre rois et quatre dames",
    "error.too-many-sequences": "l'équipe {team} ne peut pas avoir plus de {most} suites (reçu : "
    "{got})",
    "error.contested-sequences": "seule l'équipe qui a la meilleure suite marque ses suites, pas "
    "les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.contested-squares": "seule l'équipe qui a le meilleur carré marque ses carrés, pas "
    "les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.contested-declarations": "seule l'équipe qui a la meilleure annonce marque ses "
    "annonces, pas les deux (reçu : {team0} pour l'équipe 0 et {team1} pour l'équipe 1)",
    "error.record-not-object": "un enregistrement de partie doit être un objet JSON (reçu : {got})",
    "error.record-unknown-key": "clé inconnue {key} dans l'enregistrement de la partie",
    "error.record-format": "le champ format doit valoir 'belot-game' (reçu : {got})",
    "error.record-version": "le champ version doit être un nombre entier (reçu : {got})",
    "error.record-newer": "la version {version} est plus récente que ce que cette appli sait "
    "lire ({supported})",
    "error.record-no-deals": "deals manque dans l'enregistrement de la partie (une partie sans "
    'donne a "deals": [])',
    "error.record-no-rules": "le champ rules manque dans l'enregistrement de la partie",
    "error.record-options": "le champ options doit être un objet (reçu : {got})",
    "error.record-first-dealer": "le champ first_dealer doit être une place de 0 à 3 (reçu : "
    "{got})",
    "error.record-deals": "le champ deals doit être une liste (reçu : {got})",
    "error.record-names": "le champ {what} doit être une liste de {count} noms (reçu : {got})",
    "error.record-not-json": "JSON invalide : {detail}",
    "error.json-too-long": "le texte est trop long ({size} caractères, au plus {most})",
    "error.json-too-deep": "le JSON est imbriqué trop profondément (plus de {most} niveaux)",
    "error.json-duplicate-key": "la clé {key} figure deux fois dans un même objet",
    "error.text-not-utf8": "le texte n'est pas en UTF-8 (l'octet {byte} est illisible)",
    "error.record-rows": "la partie a {got} lignes (donnes, redonnes et corrections) ; une "
    "partie en a au plus {most}",
    "error.record-name": "{what} : le nom {number} a {got} caractères ; un nom en a au plus {most}",
    "error.game-full": "la partie a {most} lignes, le plus qu'une partie puisse avoir : "
    "commencez une nouvelle partie pour continuer",
    "error.deal-not-object": "une donne doit être un objet (reçu : {got})",
    "error.deal-passed": 'une donne passée s\'écrit exactement {{"passed": true}}',
    "error.deal-unknown-key": "clé inconnue {key} (attendu : {expected}, passed ou adjust)",
    "error.deal-missing": "il manque {key}",
    "error.deal-contract": "contrat inconnu {got} (possibles : {expected})",
    "error.deal-team": "{name} doit être l'équipe 0 ou 1 (reçu : {got})",
    "error.deal-points": "les points (points) doivent être deux nombres entiers [équipe 0, "
    "équipe 1] (reçu : {got})",
    "error.deal-double": "le contre (double) doit valoir 1, 2 ou 4 (reçu : {got})",
    "error.deal-no-square": "{token} ne compte pas : les carrés de 7 et de 8 ne valent rien",
    "error.deal-announcement": "annonce inconnue {got} pour l'équipe {team} (possibles : "
    "{expected})",
    "error.deal-announcements": "les annonces (announcements) doivent être deux listes [équipe "
    "0, équipe 1] (reçu : {got})",
    "error.deal-bid": "l'enchère (bid) doit être un nombre de points, capot ou generale (reçu : "
    "{got})",
    "error.deal-alone": "le champ alone doit valoir true ou false (reçu : {got})",
    "error.adjust-shape": 'une correction s\'écrit {{"adjust": [équipe 0, équipe 1], "note": '
    '"..."}} avec des nombres entiers (reçu : {got})',
    "error.adjust-note": "la note doit être un texte de {most} caractères au plus (reçu : {got})",
    "error.ruleset-unknown": "règles inconnues {got} (possibles : {expected})",
    "error.option-unknown": "option inconnue {got} pour {ruleset} (possibles : {expected})",
    "error.option-bool": "l'option {name} doit valoir true ou false (reçu : {got})",
    "error.option-int": "l'option {name} doit être un nombre entier (reçu : {got})",
    "error.option-range": "l'option {name} doit aller de {low} à {high} (reçu : {got})",
    "error.option-range-step": "l'option {name} doit aller de {low} à {high} par pas de {step} "
    "(reçu : {got})",
    "error.option-choice": "l'option {name} doit être l'une de : {expected} (reçu : {got})",
    "error.game-over": "la partie s'est terminée après la donne {last} (l'équipe {team} a gagné "
    "{mine} à {theirs}) ; aucune donne ne peut suivre",
    "error.no-such-deal": "il n'y a pas de donne {number} (la partie en a {count})",
    "outcome.failed@belote": "chute",
    "outcome.hanging@belote": "litige",
    "mark.valat@belote": "capot",
    "announcement.belot@belote": "belote",
    "error.number-range": "{name} doit aller de {low} à {high} (reçu : {got})",
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
    "decl.reason.square.unopposed": "{best} : seule l'équipe {team} a des carrés, ils comptent.",
    "decl.reason.square.stronger": "{best} bat {beaten} : les carrés de {team} comptent.",
    "decl.reason.square.tie": "{best} et {beaten} sont égaux : aucun carré ne compte.",
    "decl.reason.best.unopposed": "Seule l'équipe {team} a annoncé ({best}) : toutes ses "
    "annonces comptent.",
    "decl.reason.best.square-beats-sequence": "{best} bat {beaten}, un carré bat toute suite : "
    "les annonces de {team} comptent.",
    "decl.reason.best.square": "{best} bat {beaten} (V, 9, A, 10, R, D) : les annonces de {team} "
    "comptent.",
    "decl.reason.best.points": "{best} bat {beaten}, plus de points : les annonces de {team} "
    "comptent.",
    "decl.reason.best.top": "{best} bat {beaten}, mêmes points et carte plus haute : les "
    "annonces de {team} comptent.",
    "decl.reason.best.trump": "{best} bat {beaten}, la même mais à l'atout : les annonces de "
    "{team} comptent.",
    "decl.reason.best.first": "{best} et {beaten} sont égales ; {best_seat} joue en premier : "
    "les annonces de {team} comptent.",
    "option.announcement-contest": "Comparaison des annonces",
    "option.announcement-contest.separate": "suites et carrés à part",
    "option.announcement-contest.combined": "la plus forte, toutes celles de son équipe",
    "option.announcement-contest.help": "Qui marque les annonces : l'équipe de la meilleure "
    "suite ses suites et celle du meilleur carré ses carrés, ou seulement l'équipe de l'annonce "
    "la plus forte, toutes.",
    "option.minimum-one": "Au moins 1 point",
    "option.minimum-one.help": "Dans une donne réussie sans contre, une équipe qui a des points "
    "mais inscrirait 0 inscrit 1, pris à l'autre équipe.",
    "option.valat-announcements": "Annonces d'un valat",
    "option.valat-announcements.all": "toutes à l'équipe du valat",
    "option.valat-announcements.own": "chaque équipe garde les siennes",
    "option.valat-announcements.help": "Si l'équipe qui a fait tous les plis prend aussi les "
    "annonces de l'autre.",
    "preset.seed": "Selon les règles",
    "preset.seed.help": "Suites et carrés comparés à part ; un valat prend toutes les annonces ; "
    "0 s'inscrit 0.",
    "preset.bridge-belot-2001": "Бридж Белот 2001",
    "preset.bridge-belot-2001.help": "Comme compte le programme de 2001 : seule l'équipe de "
    "l'annonce la plus forte marque, au moins 1 point, chaque équipe garde ses annonces lors "
    "d'un valat.",
    "decl.reason.combined.unopposed": "Seule l'équipe {team} a annoncé ({best}) : toutes ses "
    "annonces comptent.",
    "decl.reason.combined.value": "{best} bat {beaten}, vaut plus : toutes les annonces de "
    "{team} comptent.",
    "decl.reason.combined.square": "{best} bat {beaten}, un carré devant une suite de même "
    "valeur : toutes les annonces de {team} comptent.",
    "decl.reason.combined.longer": "{best} bat {beaten}, plus longue : toutes les annonces de "
    "{team} comptent.",
    "decl.reason.combined.top": "{best} bat {beaten}, la carte plus haute : toutes les annonces "
    "de {team} comptent.",
    "decl.reason.combined.tie": "{best} et {beaten} sont égales : aucune annonce ne compte.",
    "error.declared-seats": "declared doit être la liste des annonces des 4 places (reçu : {got})",
    "error.declared-seat": "declared : la place {seat} doit être une liste d'annonces (reçu : "
    "{got})",
    "error.declared-shape": "declared : place {seat} : une annonce est "
    '{{"run": 3 à 8, "top": un rang, "suit": une couleur}} '
    'ou {{"square": un rang}} (reçu : {got})',
    "error.declared-run": "declared : place {seat} : une suite a de 3 à 8 cartes (reçu : {got})",
    "error.declared-rank": "declared : place {seat} : un rang est 7, 8, 9, 10, J, Q, K ou A "
    "(reçu : {got})",
    "error.declared-suit": "declared : place {seat} : une couleur est clubs, diamonds, hearts ou "
    "spades (reçu : {got})",
    "error.declared-announcements": "avec declared, announcements ne contient que les belotes "
    "(reçu : {got} pour l'équipe {team})",
    "error.declared-no-trumps": "on n'annonce rien à sans-atout (la place {seat} a annoncé {got})",
    "explain.valat-own": "Valat pour {team} : tous les plis et +{bonus} ; chaque équipe garde "
    "ses annonces (règle maison).",
    "explain.minimum-one": "Règle maison : {team} a des points et inscrit donc 1, pas 0, pris à "
    "l'autre équipe.",
    # Tournaments (belot.tournament).
    "error.record-tournament": "tournament doit être un objet avec id (1 à 32 lettres, chiffres, - "
    "ou _), name (1 à 80 caractères), round (1 à 64), table (1 à 128) et teams (deux identifiants "
    "d'équipe différents) (reçu : {got})",
    "error.record-tournament-version": "une partie jouée dans un tournoi est un enregistrement de "
    "version {since} ou plus (reçu : version {version})",
    "error.tournament-id": "l'identifiant du tournoi fait 1 à 32 lettres, chiffres, - ou _ (reçu : "
    "{got})",
    "error.tournament-team-id": "l'identifiant d'une équipe fait 1 à 16 lettres, chiffres, - ou _ "
    "(reçu : {got})",
    "error.tournament-name": "le nom du tournoi est un texte de 1 à {most} caractères, sans "
    "caractère de contrôle (reçu : {got})",
    "error.tournament-team-name": "le nom d'une équipe est un texte de 1 à {most} caractères, sans "
    "caractère de contrôle (reçu : {got})",
    "error.tournament-player-name": "le nom d'un joueur est un texte de 1 à {most} caractères, "
    "sans caractère de contrôle (reçu : {got})",
    "error.tournament-seed": "la graine du tirage est un texte de 1 à {most} caractères (reçu : "
    "{got})",
    "error.tournament-players": "une équipe a deux joueurs, ou aucun n'est donné (reçu : {got})",
    "error.tournament-best-of": "une ronde se joue en une partie ou en un match en 3, 5 ou 7 "
    "parties (reçu : {got})",
    "error.tournament-swiss": "un tournoi à la suisse se joue en 1 à {most} rondes, sans poules ni "
    "phase finale (reçu : {got} rondes)",
    "error.tournament-pools": "un championnat se joue en 1 à {most} poules (reçu : {got})",
    "error.tournament-knockout": "la phase finale prend les meilleurs de chaque poule, 2, 4, 8, "
    "16... équipes en tout ({pools} poules × {knockout} = {got})",
    "error.tournament-points": "les points de classement sont des nombres entiers avec 0 ≤ défaite "
    "≤ nul ≤ victoire ≤ {most}, la victoire valant plus que la défaite (reçu : victoire {win}, nul "
    "{draw}, défaite {loss})",
    "error.tournament-bye": "l'exempt ne marque rien, ou une victoire avec des points de 0 à 99999 "
    "(reçu : {scored} pour, {against} contre)",
    "error.tournament-tie-breaks": "chaque critère de départage est donné une fois (reçu : {got})",
    "error.tournament-team-twice": "une équipe nommée {name} est déjà dans le tournoi",
    "error.tournament-too-many-teams": "un tournoi a au plus {most} équipes",
    "error.tournament-round-robin-started": "un championnat ne prend plus d'équipe une fois sa "
    "première ronde tirée ({name} ne peut pas entrer)",
    "error.tournament-withdrawn-twice": "{team} s'est déjà retirée",
    "error.tournament-no-team": "il n'y a pas d'équipe {team} dans le tournoi",
    "error.tournament-no-round": "la ronde {round} n'a pas été tirée ({drawn} l'ont été)",
    "error.tournament-no-table": "la ronde {round} n'a pas de table {table} (elle en a {count})",
    "error.tournament-results-missing": "la ronde {round} se joue encore : aucun résultat ne "
    "compte encore à la table {tables}",
    "error.tournament-over": "les {rounds} rondes du tournoi ont toutes été tirées",
    "error.tournament-too-few": "la ronde {round} demande au moins deux équipes dans le tournoi",
    "error.tournament-pools-small": "{teams} équipes ne font pas {pools} poules d'au moins {least}",
    "error.tournament-knockout-short": "la phase finale demande les {knockout} meilleures de "
    "chaque poule, {expected} en tout, mais il n'en reste que {got} dans le tournoi",
    "error.tournament-nothing-drawn": "aucune ronde n'a été tirée",
    "error.tournament-undraw-results": "la ronde {round} ne peut pas être annulée : la table "
    "{tables} a un résultat",
    "error.tournament-no-games": "un résultat contient au moins une partie",
    "error.tournament-too-many-games": "un résultat contient au plus {most} parties (reçu : {got})",
    "error.tournament-untagged": "la partie {number} du résultat n'a pas été jouée dans un tournoi "
    ": elle n'a pas été lancée depuis l'affectation d'une table",
    "error.tournament-mixed": "la partie {number} du résultat a été jouée à une autre table que la "
    "première",
    "error.tournament-other": "le résultat est du tournoi {got} ({got_id}), pas de {expected} "
    "({expected_id})",
    "error.tournament-round-not-drawn": "le résultat est de la ronde {round}, qui n'a pas été "
    "tirée ({drawn} l'ont été)",
    "error.tournament-round-closed": "le résultat est de la ronde {round}, qui est terminée : la "
    "ronde {current} a été tirée sur ses résultats (l'organisateur peut encore saisir le résultat "
    "de cette table)",
    "error.tournament-teams": "le résultat n'oppose pas les équipes de la table {table} de la "
    "ronde {round} ({expected} ; reçu : {got})",
    "error.tournament-rules": "la partie {number} du résultat n'est pas jouée avec les règles du "
    "tournoi ({expected} ; reçu : {got})",
    "error.tournament-one-game": "une table de cette ronde joue une partie, pas un match (reçu : "
    "{got} parties)",
    "error.tournament-match-games": "la partie {number} du résultat n'est pas la partie {number} "
    "d'un même match en {best_of}",
    "error.tournament-game-invalid": "la partie {number} du résultat ne peut pas être comptée : "
    "{reason}",
    "error.tournament-unfinished": "la partie {number} du résultat n'est pas terminée ({mine} à "
    "{theirs} après {deals} donnes)",
    "error.tournament-match": "le match du résultat ne peut pas être : {reason}",
    "error.tournament-match-unfinished": "le match du résultat n'est pas terminé ({mine} à "
    "{theirs} en parties, en {best_of})",
    "error.tournament-knockout-draw": "une partie de phase finale ne peut pas finir à égalité : la "
    "table {table} doit avoir un vainqueur",
    "error.tournament-too-many-results": "la table {table} a déjà {most} résultats : choisissez-en "
    "un",
    "error.tournament-no-candidate": "la table {table} n'a pas de résultat {number} (elle en a "
    "{count})",
    "error.tournament-typed-count": "un résultat saisi donne les points de chaque partie : ici une "
    "partie, ou les parties d'un match en {best_of} (reçu : {got})",
    "error.tournament-typed-points": "partie {number} : les points sont des nombres entiers de "
    "-{most} à {most} (reçu : {got})",
    "error.tournament-typed-target": "la partie {number} se joue en {target} : elle finit avec un "
    "vainqueur à {target} ou plus (reçu : {mine} à {theirs})",
    "error.tournament-result-format": "un résultat doit être un objet avec format 'belot-result', "
    "une version et ses parties (reçu : {got})",
    "error.tournament-result-newer": "le résultat est de la version {version}, plus récente que ce "
    "que l'appli lit ({supported})",
    "error.tournament-link-foreign": "ce n'est pas un lien de ce genre (l'affectation d'une table "
    "commence par #t1., le résultat d'une table par #r1.)",
    "error.tournament-link-newer": "le lien est de la version {version}, plus récente que ce que "
    "l'appli lit ({supported})",
    "error.tournament-link-cut": "le lien est coupé ({got} caractères sur {expected} sont arrivés)",
    "error.tournament-link-damaged": "le lien est abîmé",
    "error.tournament-link-too-big": "le lien est trop long ({size} caractères)",
    "error.tournament-link-invalid": "le contenu du lien ne peut pas être lu : {reason}",
    "error.tournament-link-not-result": "c'est le lien d'affectation d'une table, pas son résultat",
    "error.tournament-link-not-assignment": "le lien contient une partie, pas l'affectation d'une "
    "table (une partie de tournoi pas encore commencée)",
    "error.tournament-file-format": "format doit être 'belot-tournament' (reçu : {got})",
    "error.tournament-file-version": "version doit être un nombre entier (reçu : {got})",
    "error.tournament-file-newer": "le fichier du tournoi est de la version {version}, plus "
    "récente que ce que l'appli lit ({supported})",
    "error.tournament-file-unknown-key": "clé inconnue {key} dans {where}",
    "error.tournament-file-missing": "{key} manque dans {where}",
    "error.tournament-file-value": "{where} doit être {expected} (reçu : {got})",
    "error.tournament-file-team-twice": "{where} : {got} est donné à deux équipes",
    "error.tournament-file-joined": "l'équipe {team} entre ou se retire à la ronde {round}, après "
    "la suivante ({drawn} rondes ont été tirées)",
    "error.tournament-file-rounds": "la ronde {round} dépasse ce que le tournoi joue ({planned})",
    "error.tournament-file-seated": "{where} : l'équipe {team} n'est pas dans le tournoi à cette "
    "ronde, ou est à deux places",
    "error.tournament-file-result-place": "le résultat est de la ronde {round}, table {table} : "
    "pas de la table où il est rangé",
    "error.tournament-file-incomplete": "la ronde {round} a une table sans résultat qui compte "
    "(table {tables}), et pourtant une ronde suivante a été tirée",
}
