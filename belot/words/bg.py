"""The engine's words in Bulgarian (the keys of :mod:`belot.words.en`)."""

from __future__ import annotations

from collections.abc import Mapping

WORDS: Mapping[str, str] = {
    "option.target": "Игра до",
    "contract.no-trumps@belote": "БК",
    "contract.all-trumps@belote": "ВК",
    "contract.name.no-trumps@belote": "без коз",
    "contract.name.all-trumps@belote": "всичко коз",
    "option.sa-ta": "Без коз и всичко коз",
    "option.sa-ta.help": "Дали може да се наддава и без коз (асо 19) и всичко коз (вале 14); "
    "и при двете раздаването е 162 точки.",
    "option.all-trumps-belote": "Белот при всичко коз",
    "option.all-trumps-belote.every-suit": "във всяка боя, до четири",
    "option.all-trumps-belote.none": "няма",
    "option.all-trumps-belote.help": "Дали поп и дама от една боя са белот при всичко коз, във "
    "всяка боя (до четири в раздаване), или никога.",
    "option.end": "Край на играта",
    "option.end.target": "при целта",
    "option.end.deals": "след определен брой раздавания",
    "option.end.help": "Дали играта свършва, когато отбор стигне целта, или след определен брой "
    "раздавания (печели повече точки; при равни е равенство).",
    "option.deals": "Раздавания в играта",
    "option.deals.help": "Колко изиграни раздавания трае играта (преразданията и поправките не "
    "се броят), от 1 до 100.",
    "error.option-requires": "опцията {name} важи само при {other} {wanted} (дадено: {other} "
    "{got})",
    "error.belot-no-trumps": "без коз няма белот, никой не се брои (дадено: {got})",
    "error.belot-all-trumps": "при всичко коз с all-trumps-belote none белот не се брои (дадено: "
    "{got})",
    "error.declarations.belot-all-trumps": "Без белот при всичко коз по тези правила (дадено: "
    "{count}).",
    "error.game-drawn": "играта свърши след раздаване {last}, последното от {deals}, наравно "
    "({mine} на {theirs}); не може да има следващо раздаване",
    "error.match-none": "тази игра не е част от мач",
    "error.match-best-of": "мачът е от 1, 3, 5 или 7 игри (дадено: {got})",
    "error.match-rules": "игра {number} от мача не е по правилата на мача ({expected}; дадено: "
    "{got})",
    "error.match-teams": "игра {number} от мача не е между отборите на мача ({expected}; "
    "дадено: {got})",
    "error.match-over": "мачът свърши ({mine} на {theirs}): игра {number} не може да последва",
    "error.match-unfinished": "игра {number} от мача не е свършила: следващата не може да започне",
    "error.match-empty": "за мач е нужна поне първата му игра",
    "error.match-other": "игра {number} е от друг мач ({expected}; дадено: {got})",
    "error.match-twice": "игра {number} от мача е дадена два пъти",
    "error.match-missing": "липсва игра {number} от мача",
    "error.record-match": "match трябва да е обект с id (текст), best_of (1, 3, 5 или 7) и game "
    "(номерът на играта в мача, от 1) (дадено: {got})",
    "explain.no-trumps-values": "Без коз: няма коз, асото е 19; {total} в раздаването.",
    "explain.all-trumps-values": "Всичко коз: всяка боя е коз, валето е 14; {total} в раздаването.",
    "option.rounding": "Закръгляне",
    "option.rounding.official": "официално (спорна цифра)",
    "option.rounding.declarer": "закръглят играещите",
    "option.rounding.none": "без",
    "option.rounding.nearest-ten": "до най-близката десетица",
    "option.kontra-multiplies-valat": "Контрата умножава валата",
    "option.no-going-out-with-valat": "С валат не се излиза",
    "option.litige": "Равенство (висяща)",
    "option.litige.carry": "точките чакат следващата изкарана игра",
    "option.litige.failed": "играещите са вътре",
    "option.max-bid": "Най-високо наддаване",
    "option.litige.next-deal": "точките отиват при победителя в следващата игра",
    "option.made-points": "Изкарана игра",
    "option.made-points.tricks-and-bid": "взятки + обявата",
    "option.made-points.bid-only": "само обявата",
    "option.doubled-points": "Игра с контра",
    "option.doubled-points.base": "(160 + обява) × 2 или × 4",
    "option.doubled-points.bid-and-tricks": "(обява + взятки) × 2 или × 4",
    "option.failed-base": "Вкарана игра",
    "option.capot-points": "Обявено капо или женерал",
    "option.capot-points.plus-bid": "250 + обявата (500, 750)",
    "option.capot-points.flat": "стойността си (250, 500)",
    "option.target.help": "Точките, до които отборът трябва да стигне, за да спечели.",
    "option.rounding.help": "Как се закръглят точките на всеки отбор при записването.",
    "option.kontra-multiplies-valat.help": "Дали контрата и реконтрата умножават и валата.",
    "option.no-going-out-with-valat.help": "Отбор не може да спечели с раздаването, в което е "
    "направил валат: играе се още едно.",
    "option.litige.help": "Какво става при равенство: точките на играещите чакат тяхна изкарана "
    "игра или победителя в следващата игра, или играта е вътре.",
    "option.max-bid.help": "Най-високата обява в точки; над нея само капо или женерал.",
    "option.made-points.help": "Какво пише изкарана игра без контра: взятките на играещите и "
    "обявата, или само обявата.",
    "option.doubled-points.help": "Какво пише игра с контра: 160 + обявата или взятките на "
    "играещите + обявата, умножено.",
    "option.failed-base.help": "Какво получават противниците при вкарана игра освен обявата: 160 "
    "или 162.",
    "option.capot-points.help": "Колко струва обявено капо или женерал: 250 над обявата или само "
    "стойността му.",
    "preset.ffb": "FFB / турнир",
    "preset.app": "Като в приложенията",
    "preset.contract-only": "Само обявата",
    "preset.custom": "Свои правила",
    "preset.ffb.help": "Точкуването на федерацията: при контра печелившите пишат (160 + "
    "обявата) × 2 или × 4; при вкарана игра противниците пишат 160 + обявата.",
    "preset.app.help": "Както броят повечето приложения: при контра (обявата + взятките) × 2 "
    "или × 4, а противниците запазват своите; при вкарана игра противниците пишат 162 + "
    "обявата.",
    "preset.contract-only.help": "Изкарана игра пише само обявата на играещите, на "
    "противниците нищо.",
    "preset.custom.help": "Опциите по-долу, както ги зададете.",
    "ruleset.bulgarian": "Белот (български)",
    "ruleset.belot-arena": "Белот, точкуване на Арена",
    "ruleset.belote": "Френски белот (класически)",
    "ruleset.belote-annonces": "Френски белот с анонси",
    "ruleset.contree": "Контре",
    "ruleset.coinche": "Коанш",
    "outcome.made": "изкарана",
    "outcome.failed": "вътре",
    "outcome.hanging": "висяща",
    "outcome.redeal": "ново раздаване",
    "outcome.adjustment": "корекция",
    "mark.valat": "валат",
    "contract.clubs": "♣",
    "contract.diamonds": "♦",
    "contract.hearts": "♥",
    "contract.spades": "♠",
    "contract.no-trumps": "БК",
    "contract.all-trumps": "ВК",
    "contract.name.clubs": "спатия",
    "contract.name.diamonds": "каро",
    "contract.name.hearts": "купа",
    "contract.name.spades": "пика",
    "contract.name.no-trumps": "без коз",
    "contract.name.all-trumps": "всичко коз",
    "announcement.belot": "белот",
    "announcement.tierce": "терца",
    "announcement.quarte": "кварта",
    "announcement.quinte": "квинта",
    "announcement.four-jacks": "4 В",
    "announcement.four-nines": "4 9",
    "announcement.four-aces": "4 А",
    "announcement.four-tens": "4 10",
    "announcement.four-kings": "4 П",
    "announcement.four-queens": "4 Д",
    "explain.no-trumps-doubled": "Без коз: {counted} точки от ръцете се броят двойно, {scored}.",
    "explain.valat": "Валат за отбор {team}: всички ръце, +{bonus} и всички анонси.",
    "explain.valat-not-multiplied": "Домашно правило: контрата не умножава валата.",
    "explain.split-digit": "И двата резултата завършват на {digit}: нагоре закръгля отбор "
    "{team_up}, другият – надолу.",
    "explain.digit-rule": "Делим на 10: от {up_from} единици нагоре закръгляме нагоре, под това "
    "– надолу.",
    "explain.declarer-rounds": "Домашно правило: играещите закръглят ({declarer}), другите "
    "получават {rest}.",
    "explain.all-to-winner": "Контра: {points} точки ×{multiplier} = {total} за единия отбор.",
    "explain.multiplied": "Умножено по {multiplier}: {raw0} : {raw1}.",
    "explain.half-up": "Делим на 10: от 5 нагоре закръгляме нагоре.",
    "explain.collected": "Отбор {team} прибира висящите {held} (записани: {points}).",
    "explain.hanging": "Висяща: висят {points}, общо {held}, за спечелилите следващото раздаване.",
    "explain.litige": "Равенство: {points} точки на играещите чакат следващата изкарана обява "
    "(общо {held}).",
    "explain.tie-fails": "Домашно правило: при равенство играещите са вътре.",
    "explain.capot": "Капо за отбор {team}: всички ръце, {points} точки.",
    "explain.bid": "Наддаване {value}; играещите събраха {reached}.",
    "explain.doubled": "С контра: ({sum}) × {multiplier} = {total} за печелившите.",
    "explain.rounded": "Закръгляне до десетица, 5 нагоре: {a} : {b} става {to_a} : {to_b}.",
    "explain.failed-bid": "Вътре: противниците пишат {base} + {bid}.",
    "explain.bid-only": "Домашно правило: брои се само обявата, поелите пишат {bid}.",
    "explain.doubled-tricks": "С контра: ({bid} + {tricks}) × {multiplier} = {total}, "
    "противниците запазват своите {kept}.",
    "explain.redoubled": "С реконтра: ({sum}) × {multiplier} = {total} за печелившите.",
    "explain.redoubled-tricks": "С реконтра: ({bid} + {tricks}) × {multiplier} = {total}, "
    "противниците запазват своите {kept}.",
    "explain.doubled@coinche": "С коанш: ({sum}) × {multiplier} = {total} за печелившите.",
    "explain.doubled-tricks@coinche": "С коанш: ({bid} + {tricks}) × {multiplier} = {total}, "
    "противниците запазват своите {kept}.",
    "explain.redoubled@coinche": "Със сюркоанш: ({sum}) × {multiplier} = {total} за печелившите.",
    "explain.redoubled-tricks@coinche": "Със сюркоанш: ({bid} + {tricks}) × {multiplier} = "
    "{total}, противниците запазват своите {kept}.",
    "explain.belote-lost": "Отбор {team} губи белота си: обявеното капо или женерал не е изкарано.",
    "explain.contract": "Обява {contract}, играе отбор {declarer}.",
    "explain.contract-doubled": "Обява {contract}, играе отбор {declarer}, ×{multiplier}.",
    "explain.tricks": "Точки от ръцете {a} : {b}.",
    "explain.announcement-own": "{holder}: {name} ({points}).",
    "explain.announcement-moved": "{holder}: {name} ({points}) отива при отбор {scorer}.",
    "explain.announcement-lost": "{holder}: {name} ({points}) се губи.",
    "explain.outcome-made": "Отбор {declarer} изкара обявата ({mine} срещу {theirs}).",
    "explain.outcome-failed": "Отбор {declarer} е вътре ({mine} срещу {theirs}).",
    "explain.outcome-hanging": "Равенство, по {mine}: точките на играещите висят.",
    "explain.outcome-redeal": "Всички казаха пас: раздава се наново.",
    "explain.written": "Записва се {a} : {b}.",
    "explain.adjustment": "Записано направо (наказание или корекция): {a} : {b}.",
    "explain.adjustment-note": "Бележка: {note}",
    "error.contract-not-played": "обявата {contract} не се играе в {ruleset} (възможни: "
    "{expected})",
    "error.declarer-team": "играещият отбор (declarer) трябва да е 0 или 1 (дадено: {got})",
    "error.valat-team": "валатът (valat) трябва да е на отбор 0 или 1 (дадено: {got})",
    "error.points-negative": "точките не може да са отрицателни (дадено: {a} и {b})",
    "error.points-total": "при обява {contract} точките трябва да са общо {total} (дадено: {a} + "
    "{b} = {sum})",
    "error.valat-points": "при валат отбор {team} взима всички {total} точки от ръцете (дадено: "
    "{a} + {b})",
    "error.double-not-played": "контра (double) не се играе в {ruleset} (дадено: {got})",
    "error.bid-not-played": "наддаване (bid) има само в контре и коанш, не в {ruleset} (дадено: "
    "{got})",
    "error.alone-not-played": "„сам“ (alone) има само в контре и коанш, не в {ruleset}",
    "error.bid-missing": "в {ruleset} трябва наддаване (bid): от {low} до {high} през 10, capot "
    "или generale",
    "error.bid-range": "наддаването (bid) трябва да е от {low} до {high} през 10, capot или "
    "generale (дадено: {got})",
    "error.alone-without-valat": "alone значи, че обявилият сам е взел всички ръце, така че "
    "valat трябва да е неговият отбор (дадено: без валат)",
    "error.alone-other-valat": "alone значи, че обявилият сам е взел всички ръце, така че valat "
    "трябва да е неговият отбор (дадено: valat {got})",
    "error.announcements-no-trumps": "при без коз анонсите не се броят (дадено: {got})",
    "error.declarations-not-played": "в {ruleset} се брои само белотът, другите анонси не "
    "(дадено: {got})",
    "error.belots-at-suit": "най-много 1 белот при обява на цвят (дадено: {got})",
    "error.belots-at-all-trumps": "най-много 4 белота при всичко коз (дадено: {got})",
    "error.square-twice": "{square} се брои само веднъж в раздаване (дадено: {got})",
    "error.team-squares": "отбор {team} не може да има {got} карета: един отбор държи 16 карти, "
    "най-много четири карета",
    "error.team-quintes": "отбор {team} не може да има {got} квинти: един играч държи най-много "
    "една",
    "error.team-cards": "анонсите на отбор {team} изискват {cards} карти; един отбор държи {most}",
    "error.belot-squares": "отбор {team} не може да има белот: отбор {other} обяви четири попа и "
    "четири дами",
    "error.too-many-sequences": "отбор {team} не може да има повече от {most} поредици (дадено: "
    "{got})",
    "error.contested-sequences": "поредици пише само отборът с по-силната поредица, не и двата "
    "(дадено: {team0} за отбор 0 и {team1} за отбор 1)",
    "error.contested-squares": "карета пише само отборът с по-силното каре, не и двата (дадено: "
    "{team0} за отбор 0 и {team1} за отбор 1)",
    "error.contested-declarations": "анонси пише само отборът с най-силния анонс, не и двата "
    "(дадено: {team0} за отбор 0 и {team1} за отбор 1)",
    "error.record-not-object": "записът на игра трябва да е JSON обект (дадено: {got})",
    "error.record-unknown-key": "непознат ключ {key} в записа на играта",
    "error.record-format": "полето format трябва да е 'belot-game' (дадено: {got})",
    "error.record-version": "полето version трябва да е цяло число (дадено: {got})",
    "error.record-newer": "версия {version} е по-нова от тази, която приложението чете "
    "({supported})",
    "error.record-no-deals": "в записа на играта липсва deals (игра без раздавания има "
    '"deals": [])',
    "error.record-no-rules": "в записа на играта липсва полето rules",
    "error.record-options": "полето options трябва да е обект (дадено: {got})",
    "error.record-first-dealer": "полето first_dealer трябва да е място от 0 до 3 (дадено: {got})",
    "error.record-deals": "полето deals трябва да е списък (дадено: {got})",
    "error.record-names": "полето {what} трябва да е списък от {count} имена (дадено: {got})",
    "error.record-not-json": "невалиден JSON: {detail}",
    "error.json-too-long": "текстът е твърде дълъг ({size} знака, най-много {most})",
    "error.json-too-deep": "JSON е вложен твърде дълбоко (повече от {most} нива)",
    "error.json-duplicate-key": "ключът {key} се среща два пъти в един обект",
    "error.text-not-utf8": "текстът не е UTF-8 (байт {byte} не може да се прочете)",
    "error.record-rows": "играта има {got} реда (раздавания, нови раздавания и корекции); една "
    "игра има най-много {most}",
    "error.record-name": "{what}: име {number} има {got} знака; едно име има най-много {most}",
    "error.game-full": "играта има {most} реда, колкото най-много може да има: започнете нова "
    "игра, за да продължите",
    "error.deal-not-object": "раздаването трябва да е обект (дадено: {got})",
    "error.deal-passed": 'раздаване с пас е точно {{"passed": true}}',
    "error.deal-unknown-key": "непознат ключ {key} (очаква се {expected}, passed или adjust)",
    "error.deal-missing": "липсва {key}",
    "error.deal-contract": "непозната обява {got} (възможни: {expected})",
    "error.deal-team": "{name} трябва да е отбор 0 или 1 (дадено: {got})",
    "error.deal-points": "точките (points) трябва да са две цели числа [отбор 0, отбор 1] "
    "(дадено: {got})",
    "error.deal-double": "контрата (double) трябва да е 1, 2 или 4 (дадено: {got})",
    "error.deal-no-square": "{token} не се брои: каре от седмици или осмици не носи точки",
    "error.deal-announcement": "непознат анонс {got} за отбор {team} (възможни: {expected})",
    "error.deal-announcements": "анонсите (announcements) трябва да са два списъка [отбор 0, "
    "отбор 1] (дадено: {got})",
    "error.deal-bid": "наддаването (bid) трябва да е брой точки, capot или generale (дадено: "
    "{got})",
    "error.deal-alone": "полето alone трябва да е true или false (дадено: {got})",
    "error.adjust-shape": 'корекцията е {{"adjust": [отбор 0, отбор 1], "note": "..."}} с '
    "цели числа (дадено: {got})",
    "error.adjust-note": "бележката трябва да е текст до {most} знака (дадено: {got})",
    "error.ruleset-unknown": "непознати правила {got} (възможни: {expected})",
    "error.option-unknown": "непозната настройка {got} за {ruleset} (възможни: {expected})",
    "error.option-bool": "настройката {name} трябва да е true или false (дадено: {got})",
    "error.option-int": "настройката {name} трябва да е цяло число (дадено: {got})",
    "error.option-range": "настройката {name} трябва да е от {low} до {high} (дадено: {got})",
    "error.option-range-step": "настройката {name} трябва да е от {low} до {high} през {step} "
    "(дадено: {got})",
    "error.option-choice": "настройката {name} трябва да е едно от: {expected} (дадено: {got})",
    "error.game-over": "играта свърши след раздаване {last} (отбор {team} спечели с {mine} на "
    "{theirs}); не може да има следващо раздаване",
    "error.no-such-deal": "няма раздаване {number} (играта има {count})",
    "outcome.failed@belote": "вътре",
    "outcome.hanging@belote": "висяща",
    "mark.valat@belote": "капо",
    "announcement.belot@belote": "белот",
    "error.number-range": "{name} трябва да е от {low} до {high} (дадено: {got})",
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
    "decl.reason.belot@belote": "{team}: {count} × белот, винаги остава за отбора, който го има.",
    "decl.reason.no-trumps": "Без коз: не се брои никакъв анонс.",
    "decl.reason.belot-only": "В тази игра се брои само белот; другите анонси не носят точки.",
    "decl.reason.sequence.unopposed": "{best}: само {team} има поредни карти, те се броят.",
    "decl.reason.sequence.longer": "{best} бие {beaten}, по-дълга е: броят се поредните карти на "
    "{team}.",
    "decl.reason.sequence.higher": "{best} бие {beaten}: броят се поредните карти на {team}.",
    "decl.reason.sequence.tie": "{best} и {beaten} са равни: поредни карти не се броят.",
    "decl.reason.square.unopposed": "{best}: само {team} има каре, то се брои.",
    "decl.reason.square.stronger": "{best} бие {beaten}: броят се каретата на {team}.",
    "decl.reason.square.tie": "{best} и {beaten} са равни: карета не се броят.",
    "decl.reason.best.unopposed": "Само {team} обяви ({best}): броят се всичките му анонси.",
    "decl.reason.best.square-beats-sequence": "{best} бие {beaten}, каре бие всяка поредица: "
    "броят се анонсите на {team}.",
    "decl.reason.best.square": "{best} бие {beaten} (В, 9, А, 10, П, Д): броят се анонсите на "
    "{team}.",
    "decl.reason.best.points": "{best} бие {beaten}, повече точки: броят се анонсите на {team}.",
    "decl.reason.best.top": "{best} бие {beaten}, равни точки и по-висока карта: броят се "
    "анонсите на {team}.",
    "decl.reason.best.trump": "{best} бие {beaten}, същата, но коз: броят се анонсите на {team}.",
    "decl.reason.best.first": "{best} и {beaten} са равни; {best_seat} играе пръв: броят се "
    "анонсите на {team}.",
    "option.announcement-contest": "Сравняване на анонсите",
    "option.announcement-contest.separate": "поредици и карета поотделно",
    "option.announcement-contest.combined": "най-силният, всички на отбора му",
    "option.announcement-contest.help": "Кой пише анонсите: отборът с по-силната поредица своите "
    "поредици и този с по-силното каре своите карета, или само отборът с най-силния анонс, "
    "всичките.",
    "option.minimum-one": "Поне 1 точка",
    "option.minimum-one.help": "В изкарана игра без контра отбор с точки, който би писал 0, пише "
    "1, взета от другия отбор.",
    "option.valat-announcements": "Анонсите при валат",
    "option.valat-announcements.all": "всички за отбора с валата",
    "option.valat-announcements.own": "всеки отбор си пази своите",
    "option.valat-announcements.help": "Дали отборът, взел всички ръце, взима и анонсите на "
    "другия отбор.",
    "preset.seed": "Както са правилата",
    "preset.seed.help": "Поредици и карета поотделно; валатът взима всички анонси; 0 се пише 0.",
    "preset.bridge-belot-2001": "Бридж Белот 2001",
    "preset.bridge-belot-2001.help": "Както брои програмата от 2001: анонсите пише само отборът "
    "с най-силния, поне 1 точка, при валат всеки си пази анонсите.",
    "decl.reason.combined.unopposed": "Само {team} обяви ({best}): броят се всичките му анонси.",
    "decl.reason.combined.value": "{best} бие {beaten}, по-скъп: броят се всички анонси на {team}.",
    "decl.reason.combined.square": "{best} бие {beaten}, каре пред поредица със същата стойност: "
    "броят се всички анонси на {team}.",
    "decl.reason.combined.longer": "{best} бие {beaten}, по-дълга: броят се всички анонси на "
    "{team}.",
    "decl.reason.combined.top": "{best} бие {beaten}, по-високата карта: броят се всички анонси "
    "на {team}.",
    "decl.reason.combined.tie": "{best} и {beaten} са равни: не се брои нито един анонс.",
    "error.declared-seats": "declared трябва да е списък с анонсите на 4-те места (дадено: {got})",
    "error.declared-seat": "declared: място {seat} трябва да е списък с анонси (дадено: {got})",
    "error.declared-shape": "declared: място {seat}: анонсът е "
    '{{"run": 3 до 8, "top": карта, "suit": боя}} '
    'или {{"square": карта}} (дадено: {got})',
    "error.declared-run": "declared: място {seat}: поредицата е от 3 до 8 карти (дадено: {got})",
    "error.declared-rank": "declared: място {seat}: картата е 7, 8, 9, 10, J, Q, K или A "
    "(дадено: {got})",
    "error.declared-suit": "declared: място {seat}: боята е clubs, diamonds, hearts или spades "
    "(дадено: {got})",
    "error.declared-announcements": "с declared в announcements стоят само белотите (дадено: "
    "{got} за отбор {team})",
    "error.declared-no-trumps": "на без коз не се обявява нищо (място {seat} обяви {got})",
    "explain.valat-own": "Валат за отбор {team}: всички ръце и +{bonus}; всеки отбор си пази "
    "анонсите (домашно правило).",
    "explain.minimum-one": "Домашно правило: отбор {team} има точки и пише 1, не 0, взета от "
    "другия отбор.",
    # Tournaments (belot.tournament).
    "error.record-tournament": "tournament трябва да е обект с id (1 до 32 букви, цифри, - или _), "
    "name (1 до 80 знака), round (1 до 64), table (1 до 128) и teams (два различни кода на отбори) "
    "(дадено: {got})",
    "error.record-tournament-version": "игра от турнир се записва с версия {since} или по-нова "
    "(дадено: версия {version})",
    "error.tournament-id": "кодът на турнира е от 1 до 32 букви, цифри, - или _ (дадено: {got})",
    "error.tournament-team-id": "кодът на отбор е от 1 до 16 букви, цифри, - или _ (дадено: {got})",
    "error.tournament-name": "името на турнира е текст от 1 до {most} знака, без управляващи знаци "
    "(дадено: {got})",
    "error.tournament-team-name": "името на отбор е текст от 1 до {most} знака, без управляващи "
    "знаци (дадено: {got})",
    "error.tournament-player-name": "името на играч е текст от 1 до {most} знака, без управляващи "
    "знаци (дадено: {got})",
    "error.tournament-seed": "семето на жребия е текст от 1 до {most} знака (дадено: {got})",
    "error.tournament-players": "отборът има двама играчи или никой не е посочен (дадено: {got})",
    "error.tournament-best-of": "в кръг се играе една игра или мач до 2 от 3, 3 от 5 или 4 от 7 "
    "(дадено: {got})",
    "error.tournament-swiss": "швейцарската система е от 1 до {most} кръга, без групи и без "
    "елиминации (дадено: {got} кръга)",
    "error.tournament-pools": "всеки срещу всеки се играе в 1 до {most} групи (дадено: {got})",
    "error.tournament-knockout": "на елиминациите продължават най-добрите от всяка група, общо 2, "
    "4, 8, 16... отбора ({pools} групи × {knockout} = {got})",
    "error.tournament-points": "точките за класиране са цели числа с 0 ≤ загуба ≤ равен ≤ победа ≤ "
    "{most}, победата повече от загубата (дадено: победа {win}, равен {draw}, загуба {loss})",
    "error.tournament-bye": "почиващият не получава нищо или победа с точки от 0 до 99999 (дадено: "
    "{scored} за, {against} срещу)",
    "error.tournament-tie-breaks": "всеки показател за равенство се дава веднъж (дадено: {got})",
    "error.tournament-team-twice": "отбор с име {name} вече е в турнира",
    "error.tournament-too-many-teams": "турнирът има най-много {most} отбора",
    "error.tournament-round-robin-started": "във всеки срещу всеки не влизат нови отбори, след "
    "като първият кръг е изтеглен ({name} не може да влезе)",
    "error.tournament-withdrawn-twice": "{team} вече се е оттеглил",
    "error.tournament-no-team": "в турнира няма отбор {team}",
    "error.tournament-no-round": "кръг {round} не е изтеглен (изтеглени са {drawn})",
    "error.tournament-no-table": "кръг {round} няма маса {table} (има {count})",
    "error.tournament-results-missing": "кръг {round} още се играе: няма зачетен резултат на маса "
    "{tables}",
    "error.tournament-over": "всичките {rounds} кръга на турнира са изтеглени",
    "error.tournament-too-few": "за кръг {round} трябват поне два отбора в турнира",
    "error.tournament-pools-small": "{teams} отбора не стигат за {pools} групи от поне {least}",
    "error.tournament-knockout-short": "за елиминациите трябват най-добрите {knockout} от всяка "
    "група, общо {expected}, а в турнира са останали {got}",
    "error.tournament-nothing-drawn": "няма изтеглен кръг",
    "error.tournament-undraw-results": "кръг {round} не може да се върне: маса {tables} има "
    "резултат",
    "error.tournament-no-games": "резултатът съдържа поне една игра",
    "error.tournament-too-many-games": "резултатът съдържа най-много {most} игри (дадено: {got})",
    "error.tournament-untagged": "игра {number} от резултата не е от турнир: не е започната от "
    "разпределението на маса",
    "error.tournament-mixed": "игра {number} от резултата е играна на друга маса, не на тази на "
    "първата",
    "error.tournament-other": "резултатът е от турнира {got} ({got_id}), не от {expected} "
    "({expected_id})",
    "error.tournament-round-not-drawn": "резултатът е от кръг {round}, който не е изтеглен "
    "(изтеглени са {drawn})",
    "error.tournament-round-closed": "резултатът е от кръг {round}, който е свършил: кръг "
    "{current} е изтеглен по неговите резултати (организаторът още може да въведе резултата на "
    "масата на ръка)",
    "error.tournament-teams": "резултатът не е между отборите на маса {table} от кръг {round} "
    "({expected}; дадено: {got})",
    "error.tournament-rules": "игра {number} от резултата не е по правилата на турнира "
    "({expected}; дадено: {got})",
    "error.tournament-one-game": "на масите от този кръг се играе една игра, не мач (дадено: {got} "
    "игри)",
    "error.tournament-match-games": "игра {number} от резултата не е игра {number} от един мач от "
    "{best_of} игри",
    "error.tournament-game-invalid": "игра {number} от резултата не може да се сметне: {reason}",
    "error.tournament-unfinished": "игра {number} от резултата не е свършила ({mine} на {theirs} "
    "след {deals} раздавания)",
    "error.tournament-match": "мачът от резултата не може да бъде: {reason}",
    "error.tournament-match-unfinished": "мачът от резултата не е свършил ({mine} на {theirs} "
    "игри, от {best_of})",
    "error.tournament-knockout-draw": "игра на елиминации не може да завърши наравно: маса {table} "
    "трябва да има победител",
    "error.tournament-too-many-results": "маса {table} вече има {most} резултата: изберете един",
    "error.tournament-no-candidate": "маса {table} няма резултат {number} (има {count})",
    "error.tournament-typed-count": "резултатът на ръка дава точките на всяка игра: тук една игра "
    "или игрите на мач от {best_of} (дадено: {got})",
    "error.tournament-typed-points": "игра {number}: точките са цели числа от -{most} до {most} "
    "(дадено: {got})",
    "error.tournament-typed-target": "игра {number} е до {target}: свършва с победител с {target} "
    "или повече (дадено: {mine} на {theirs})",
    "error.tournament-result-format": "резултатът трябва да е обект с format 'belot-result', "
    "версия и игрите си (дадено: {got})",
    "error.tournament-result-newer": "резултатът е от версия {version}, по-нова от тази, която "
    "приложението чете ({supported})",
    "error.tournament-link-foreign": "това не е връзка от този вид (разпределението на маса "
    "започва с #t1., резултатът на маса с #r1.)",
    "error.tournament-link-newer": "връзката е от версия {version}, по-нова от тази, която "
    "приложението чете ({supported})",
    "error.tournament-link-cut": "връзката е отрязана (пристигнаха {got} от {expected} знака)",
    "error.tournament-link-damaged": "връзката е повредена",
    "error.tournament-link-too-big": "връзката е твърде дълга ({size} знака)",
    "error.tournament-link-invalid": "съдържанието на връзката не може да се прочете: {reason}",
    "error.tournament-link-not-result": "това е връзката с разпределението на маса, не "
    "резултатът й",
    "error.tournament-link-not-assignment": "връзката съдържа игра, а не разпределение на маса "
    "(незапочната игра от турнир)",
    "error.tournament-file-format": "format трябва да е 'belot-tournament' (дадено: {got})",
    "error.tournament-file-version": "version трябва да е цяло число (дадено: {got})",
    "error.tournament-file-newer": "файлът на турнира е от версия {version}, по-нова от тази, "
    "която приложението чете ({supported})",
    "error.tournament-file-unknown-key": "непознат ключ {key} в {where}",
    "error.tournament-file-missing": "{key} липсва в {where}",
    "error.tournament-file-value": "{where} трябва да е {expected} (дадено: {got})",
    "error.tournament-file-team-twice": "{where}: {got} е дадено на два отбора",
    "error.tournament-file-joined": "отбор {team} влиза или се оттегля в кръг {round}, след "
    "следващия (изтеглени са {drawn} кръга)",
    "error.tournament-file-rounds": "кръг {round} е повече, отколкото турнирът играе ({planned})",
    "error.tournament-file-seated": "{where}: отбор {team} не е в турнира в този кръг или е на две "
    "места",
    "error.tournament-file-result-place": "резултатът е от кръг {round}, маса {table}: не от "
    "масата, при която е записан",
    "error.tournament-file-incomplete": "кръг {round} има маса без зачетен резултат (маса "
    "{tables}), а следващ кръг е изтеглен",
}
