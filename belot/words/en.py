"""The engine's words in English: the names of what the engine names by id, its error
messages (:class:`belot.errors.BelotError`) and the sentences of a deal's breakdown
(:mod:`belot.explain`). The command line and :func:`belot.explain.explain` speak these;
the page's catalog takes them with the rest of its words."""

from __future__ import annotations

from collections.abc import Mapping

# Rule systems, house rules, contracts, announcements, outcomes.
NAMES: Mapping[str, str] = {
    "option.announcement-contest": "Contest of announcements",
    "option.announcement-contest.separate": "sequences and squares apart",
    "option.announcement-contest.combined": "the strongest one, all its team's",
    "option.announcement-contest.help": "Who scores declarations: the team with the stronger "
    "sequence its sequences and the one with the stronger square its squares, or only the team "
    "with the single strongest declaration, all of them.",
    "option.minimum-one": "At least 1 point",
    "option.minimum-one.help": "In a made deal without kontra, a team that has some points but "
    "would write 0 writes 1, taken from the other team.",
    "option.valat-announcements": "Announcements in a valat",
    "option.valat-announcements.all": "all to the valat team",
    "option.valat-announcements.own": "each team keeps its own",
    "option.valat-announcements.help": "Whether the team that took every trick also takes the "
    "other team's announcements.",
    "preset.seed": "As the rules say",
    "preset.seed.help": "Sequences and squares contested apart; a valat takes every "
    "announcement; 0 is written as 0.",
    "preset.bridge-belot-2001": "Бридж Белот 2001",
    "preset.bridge-belot-2001.help": "As the 2001 program scores: only the strongest "
    "declaration's team scores them, at least 1 point, each team keeps its announcements in a "
    "valat.",
    "decl.reason.combined.unopposed": "Only {team} declared ({best}): all its declarations count.",
    "decl.reason.combined.value": "{best} beats {beaten}, worth more: all of {team}'s "
    "declarations count.",
    "decl.reason.combined.square": "{best} beats {beaten}, a square over a sequence of equal "
    "worth: all of {team}'s declarations count.",
    "decl.reason.combined.longer": "{best} beats {beaten}, longer: all of {team}'s declarations "
    "count.",
    "decl.reason.combined.top": "{best} beats {beaten}, the higher card: all of {team}'s "
    "declarations count.",
    "decl.reason.combined.tie": "{best} and {beaten} are equal: no declaration counts.",
    "option.target": "Target",
    "option.sa-ta": "Sans atout and tout atout",
    "option.sa-ta.help": "Whether a bid may also be sans atout (no trump, the ace 19) or tout "
    "atout (every suit trumps, the jack 14); 162 in a deal either way.",
    "option.all-trumps-belote": "Belote at tout atout",
    "option.all-trumps-belote.every-suit": "in every suit, up to four",
    "option.all-trumps-belote.none": "none",
    "option.all-trumps-belote.help": "Whether a king and queen of one suit are a belote at tout "
    "atout, in any suit (up to four in a deal), or never.",
    "option.end": "End of the game",
    "option.end.target": "at the target",
    "option.end.deals": "after a number of deals",
    "option.end.help": "Whether the game ends when a team reaches the target, or after a fixed "
    "number of deals (higher total wins; equal totals are a draw).",
    "option.deals": "Deals in the game",
    "option.deals.help": "How many played deals the game lasts (redeals and corrections do not "
    "count), 1 to 100.",
    "option.rounding": "Rounding",
    "option.rounding.official": "official (split digit)",
    "option.rounding.declarer": "declarer rounds",
    "option.rounding.none": "none",
    "option.rounding.nearest-ten": "to the nearest ten",
    "option.kontra-multiplies-valat": "Kontra multiplies a valat",
    "option.no-going-out-with-valat": "No going out with a valat",
    "option.litige": "Tie (litige)",
    "option.litige.carry": "points wait for the next made contract",
    "option.litige.failed": "counts as failed",
    "option.max-bid": "Highest bid",
    "option.litige.next-deal": "points go to the winner of the next deal",
    "option.made-points": "Made contract",
    "option.made-points.tricks-and-bid": "tricks + the bid",
    "option.made-points.bid-only": "the bid alone",
    "option.doubled-points": "Doubled contract",
    "option.doubled-points.base": "(160 + bid) × 2 or × 4",
    "option.doubled-points.bid-and-tricks": "(bid + tricks) × 2 or × 4",
    "option.failed-base": "Failed contract",
    "option.capot-points": "Capot or Générale bid",
    "option.capot-points.plus-bid": "250 + the bid (500, 750)",
    "option.capot-points.flat": "its value (250, 500)",
    "option.target.help": "The points a team must reach to win the game.",
    "option.rounding.help": "How each team's points are rounded when they are written.",
    "option.kontra-multiplies-valat.help": "Whether kontra and rekontra multiply a valat too.",
    "option.no-going-out-with-valat.help": "A team cannot win with the deal in which it made a "
    "valat: one more deal is played.",
    "option.litige.help": "What a tie does: the taker's points wait for its next made contract "
    "or for the next deal's winner, or the contract fails.",
    "option.max-bid.help": "The highest bid in points; higher, only Capot or Générale.",
    "option.made-points.help": "What a made contract writes when nobody doubled: the takers' "
    "tricks and the bid, or the bid alone.",
    "option.doubled-points.help": "What a doubled contract writes: 160 + the bid, or the takers' "
    "tricks + the bid, multiplied.",
    "option.failed-base.help": "What a failed contract gives the defence besides the bid: 160 or "
    "162.",
    "option.capot-points.help": "What a Capot or Générale bid is worth: 250 more than the bid, "
    "or its value alone.",
    "preset.ffb": "FFB / tournament",
    "preset.app": "App style",
    "preset.contract-only": "Contract only",
    "preset.custom": "Custom",
    "preset.ffb.help": "The federation's scoring: doubled, the winner writes (160 + bid) × 2 "
    "or × 4; failed, the defence 160 + bid.",
    "preset.app.help": "As most score apps count: doubled, (bid + tricks) × 2 or × 4 and the "
    "defence keeps its own; failed, the defence 162 + bid.",
    "preset.contract-only.help": "A made contract writes the bid alone to the takers, nothing "
    "to the defence.",
    "preset.custom.help": "The options below, as you set them.",
    "ruleset.bulgarian": "Belot (Bulgarian)",
    "ruleset.belot-arena": "Belot, Arena scoring",
    "ruleset.belote": "Belote (classic)",
    "ruleset.belote-annonces": "Belote with declarations",
    "ruleset.contree": "Contrée",
    "ruleset.coinche": "Coinche",
    "outcome.made": "made",
    "outcome.failed": "inside",
    "outcome.hanging": "hanging",
    "outcome.redeal": "redeal",
    "outcome.adjustment": "correction",
    "mark.valat": "valat",
    "contract.clubs": "♣",
    "contract.diamonds": "♦",
    "contract.hearts": "♥",
    "contract.spades": "♠",
    "contract.no-trumps": "NT",
    "contract.all-trumps": "AT",
    "contract.name.clubs": "clubs",
    "contract.name.diamonds": "diamonds",
    "contract.name.hearts": "hearts",
    "contract.name.spades": "spades",
    "contract.name.no-trumps": "no trumps",
    "contract.name.all-trumps": "all trumps",
    "announcement.belot": "belot",
    "announcement.tierce": "tierce",
    "announcement.quarte": "quarte",
    "announcement.quinte": "quinte",
    "announcement.four-jacks": "4 J",
    "announcement.four-nines": "4 9",
    "announcement.four-aces": "4 A",
    "announcement.four-tens": "4 10",
    "announcement.four-kings": "4 K",
    "announcement.four-queens": "4 Q",
    "outcome.failed@belote": "failed",
    "outcome.hanging@belote": "litige",
    "mark.valat@belote": "capot",
    "announcement.belot@belote": "belote",
    # The French games' no trumps and all trumps are sans atout and tout atout
    # (docs/rules.md#sans-atout-tout-atout).
    "contract.no-trumps@belote": "SA",
    "contract.all-trumps@belote": "TA",
    "contract.name.no-trumps@belote": "sans atout",
    "contract.name.all-trumps@belote": "tout atout",
}

# Error messages, by code (BelotError.code); the page words them as error.<code>.
GAME_ERRORS: Mapping[str, str] = {
    "declared-seats": "declared must be a list of the 4 seats' declarations (got {got})",
    "declared-seat": "declared: seat {seat} must be a list of declarations (got {got})",
    "declared-shape": "declared: seat {seat}: a declaration is "
    '{{"run": 3 to 8, "top": a rank, "suit": a suit}} or '
    '{{"square": a rank}} (got {got})',
    "declared-run": "declared: seat {seat}: a run has 3 to 8 cards (got {got})",
    "declared-rank": "declared: seat {seat}: a rank is 7, 8, 9, 10, J, Q, K or A (got {got})",
    "declared-suit": "declared: seat {seat}: a suit is clubs, diamonds, hearts or spades (got "
    "{got})",
    "declared-announcements": "with declared, announcements hold the belots only (got {got} for "
    "team {team})",
    "declared-no-trumps": "nothing is declared at no trumps (seat {seat} declared {got})",
    "contract-not-played": "contract {contract} is not played in {ruleset} (expected one of "
    "{expected})",
    "declarer-team": "declarer must be team 0 or 1 (got {got})",
    "valat-team": "valat must be team 0 or 1 (got {got})",
    "points-negative": "points cannot be negative (got {a} and {b})",
    "points-total": "points must add up to {total} at {contract} (got {a} + {b} = {sum})",
    "valat-points": "a valat by team {team} takes all {total} trick points (got {a} + {b})",
    "double-not-played": "double is not played in {ruleset} (got {got})",
    "bid-not-played": "bid is only used in contree and coinche, not {ruleset} (got {got})",
    "alone-not-played": "alone is only used in contree and coinche, not {ruleset}",
    "bid-missing": "bid is required in {ruleset} ({low} to {high} in tens, capot or generale)",
    "bid-range": "bid must be {low} to {high} in tens, capot or generale (got {got})",
    "alone-without-valat": "alone means the taker won every trick, so valat must be the "
    "declarer's team (got no valat)",
    "alone-other-valat": "alone means the taker won every trick, so valat must be the declarer's "
    "team (got valat {got})",
    "announcements-no-trumps": "announcements do not count at no trumps (got {got})",
    "declarations-not-played": "only belote counts in {ruleset}, declarations do not (got {got})",
    "belots-at-suit": "at most 1 belot at a suit contract (got {got})",
    "belots-at-all-trumps": "at most 4 belot at all trumps (got {got})",
    "square-twice": "{square} can count only once in a deal (got {got})",
    "team-squares": "team {team} cannot hold {got} squares: a team holds 16 cards, four "
    "squares at most",
    "team-quintes": "team {team} cannot hold {got} quintes: a player holds one at most",
    "team-cards": "the declarations of team {team} need {cards} cards; a team holds {most}",
    "belot-squares": "team {team} cannot have a belot: team {other} declared four kings and "
    "four queens",
    "too-many-sequences": "team {team} cannot hold more than {most} sequences (got {got})",
    "contested-sequences": "only the team with the stronger sequence scores sequences, not both "
    "(got {team0} for team 0 and {team1} for team 1)",
    "contested-squares": "only the team with the stronger square scores squares, not both (got "
    "{team0} for team 0 and {team1} for team 1)",
    "contested-declarations": "only the team with the best declaration scores declarations, not "
    "both (got {team0} for team 0 and {team1} for team 1)",
    "record-not-object": "a game record must be a JSON object (got {got})",
    "record-unknown-key": "unknown key {key} in the game record",
    "record-format": "format must be 'belot-game' (got {got})",
    "record-version": "version must be a whole number (got {got})",
    "record-newer": "version {version} is newer than this app reads ({supported})",
    "record-no-deals": "deals is missing from the game record (a game with no deals has "
    '"deals": [])',
    "record-no-rules": "rules is missing from the game record",
    "record-options": "options must be an object (got {got})",
    "record-first-dealer": "first_dealer must be a seat from 0 to 3 (got {got})",
    "record-deals": "deals must be a list (got {got})",
    "record-names": "{what} must be a list of {count} names (got {got})",
    "record-not-json": "not valid JSON: {detail}",
    "json-too-long": "the text is too long to read ({size} characters, at most {most})",
    "json-too-deep": "the JSON is nested too deeply (more than {most} levels)",
    "json-duplicate-key": "the key {key} appears twice in one object",
    "text-not-utf8": "the text is not UTF-8 (byte {byte} cannot be read)",
    "record-rows": "the game has {got} rows (deals, redeals and corrections); a game holds at "
    "most {most}",
    "record-name": "{what}: name {number} has {got} characters; a name has at most {most}",
    "game-full": "the game has {most} rows, the most a game holds: start a new game to play on",
    "deal-not-object": "a deal must be an object (got {got})",
    "deal-passed": 'a passed deal is exactly {{"passed": true}}',
    "deal-unknown-key": "unknown key {key} (expected {expected}, passed or adjust)",
    "deal-missing": "{key} is missing",
    "deal-contract": "unknown contract {got} (expected one of {expected})",
    "deal-team": "{name} must be team 0 or 1 (got {got})",
    "deal-points": "points must be two whole numbers [team 0, team 1] (got {got})",
    "deal-double": "double must be 1, 2 or 4 (got {got})",
    "deal-no-square": "{token} does not count: squares of 7s and 8s score nothing",
    "deal-announcement": "unknown announcement {got} for team {team} (expected one of {expected})",
    "deal-announcements": "announcements must be two lists [team 0, team 1] (got {got})",
    "deal-bid": "bid must be a number of points, capot or generale (got {got})",
    "deal-alone": "alone must be true or false (got {got})",
    "adjust-shape": 'an adjustment is {{"adjust": [team 0, team 1], "note": "..."}} with '
    "whole numbers (got {got})",
    "adjust-note": "note must be text of at most {most} characters (got {got})",
    "number-range": "{name} must be from {low} to {high} (got {got})",
    "ruleset-unknown": "unknown ruleset {got} (expected one of {expected})",
    "option-unknown": "unknown option {got} for {ruleset} (expected one of {expected})",
    "option-bool": "option {name} must be true or false (got {got})",
    "option-int": "option {name} must be a whole number (got {got})",
    "option-range": "option {name} must be from {low} to {high} (got {got})",
    "option-range-step": "option {name} must be from {low} to {high} in steps of {step} (got "
    "{got})",
    "option-choice": "option {name} must be one of {expected} (got {got})",
    "game-over": "the game ended after deal {last} (team {team} won {mine} to {theirs}); no deal "
    "can follow",
    "no-such-deal": "there is no deal {number} (the game has {count})",
    "option-requires": "option {name} applies only with {other} {wanted} (got {other} {got})",
    "belot-no-trumps": "there is no belot at no trumps, none can count (got {got})",
    "belot-all-trumps": "no belot counts at all trumps under all-trumps-belote none (got {got})",
    "declarations.belot-all-trumps": "no belot counts at all trumps under all-trumps-belote "
    "none (got {count})",
    "game-drawn": "the game ended after deal {last}, the last of its {deals} deals, in a draw "
    "({mine} to {theirs}); no deal can follow",
    "match-none": "this game is in no match",
    "match-best-of": "a match is best of 1, 3, 5 or 7 games (got {got})",
    "match-rules": "game {number} of the match is not played under the match's rules "
    "({expected}; got {got})",
    "match-teams": "game {number} of the match is not between the match's teams ({expected}; "
    "got {got})",
    "match-over": "the match has ended ({mine} to {theirs}): game {number} cannot follow",
    "match-unfinished": "game {number} of the match has not ended: the next cannot start",
    "match-empty": "a match needs at least its first game",
    "match-other": "game {number} is of another match ({expected}; got {got})",
    "match-twice": "game {number} of the match is given twice",
    "match-missing": "game {number} of the match is missing",
    "record-match": "match must be an object with id (text), best_of (1, 3, 5 or 7) and game "
    "(the game's number in the match, from 1) (got {got})",
}

# The tournament's errors (belot.tournament: docs/rules.md#tournaments), and the game
# record's tag (belot.record).
TOURNAMENT_ERRORS: Mapping[str, str] = {
    "record-tournament": "tournament must be an object with id (1 to 32 letters, digits, - or "
    "_), name (1 to 80 characters), round (1 to 64), table (1 to 128) and teams (two different "
    "team ids) (got {got})",
    "record-tournament-version": "a game played in a tournament is a record of version {since} "
    "or later (got version {version})",
    "tournament-id": "the tournament's id must be 1 to 32 letters, digits, - or _ (got {got})",
    "tournament-team-id": "a team's id must be 1 to 16 letters, digits, - or _ (got {got})",
    "tournament-name": "the tournament's name must be text of 1 to {most} characters, without "
    "control characters (got {got})",
    "tournament-team-name": "a team's name must be text of 1 to {most} characters, without "
    "control characters (got {got})",
    "tournament-player-name": "a player's name must be text of 1 to {most} characters, without "
    "control characters (got {got})",
    "tournament-seed": "the seed must be text of 1 to {most} characters (got {got})",
    "tournament-players": "a team has two players, or none given (got {got})",
    "tournament-best-of": "a round's game is one game or a match best of 3, 5 or 7 (got {got})",
    "tournament-swiss": "a Swiss tournament plays 1 to {most} rounds, in no pools and without a "
    "knockout (got {got} rounds)",
    "tournament-pools": "a round robin is played in 1 to {most} pools (got {got})",
    "tournament-knockout": "the knockout takes the best of each pool so that 2, 4, 8, 16... "
    "teams go through ({pools} pools × {knockout} = {got})",
    "tournament-points": "match points must be whole numbers with 0 ≤ loss ≤ draw ≤ win ≤ "
    "{most} and a win worth more than a loss (got win {win}, draw {draw}, loss {loss})",
    "tournament-bye": "a bye scores nothing, or a win with game points from 0 to 99999 (got "
    "{scored} for, {against} against)",
    "tournament-tie-breaks": "each tie-break is given once (got {got})",
    "tournament-team-twice": "a team named {name} is in the tournament already",
    "tournament-too-many-teams": "a tournament has at most {most} teams",
    "tournament-round-robin-started": "a round robin takes no team once its first round is "
    "drawn ({name} cannot join)",
    "tournament-withdrawn-twice": "{team} has withdrawn already",
    "tournament-no-team": "there is no team {team} in the tournament",
    "tournament-no-round": "round {round} has not been drawn ({drawn} have been)",
    "tournament-no-table": "round {round} has no table {table} (it has {count})",
    "tournament-results-missing": "round {round} is still being played: no result counts yet at "
    "table {tables}",
    "tournament-over": "the tournament's {rounds} rounds have all been drawn",
    "tournament-too-few": "round {round} needs at least two teams in the tournament",
    "tournament-pools-small": "{teams} teams cannot make {pools} pools of at least {least}",
    "tournament-knockout-short": "the knockout needs the best {knockout} of each pool, "
    "{expected} in all, but only {got} are left in the tournament",
    "tournament-nothing-drawn": "no round has been drawn",
    "tournament-undraw-results": "round {round} cannot be taken back: table {tables} has a result",
    "tournament-no-games": "a result holds at least one game",
    "tournament-too-many-games": "a result holds at most {most} games (got {got})",
    "tournament-untagged": "game {number} of the result was not played in a tournament: it "
    "was not started from a table's assignment",
    "tournament-mixed": "game {number} of the result was played at another table than the first",
    "tournament-other": "the result is of the tournament {got} ({got_id}), not of {expected} "
    "({expected_id})",
    "tournament-round-not-drawn": "the result is of round {round}, which has not been drawn "
    "({drawn} have been)",
    "tournament-round-closed": "the result is of round {round}, which is over: round {current} "
    "has been drawn on its results (the organiser can still type this table's result)",
    "tournament-teams": "the result is not between the teams of table {table} of round {round} "
    "({expected}; got {got})",
    "tournament-rules": "game {number} of the result is not played under the tournament's rules "
    "({expected}; got {got})",
    "tournament-one-game": "a table of this round plays one game, not a match (got {got} games)",
    "tournament-match-games": "game {number} of the result is not game {number} of one match "
    "best of {best_of}",
    "tournament-game-invalid": "game {number} of the result cannot be scored: {reason}",
    "tournament-unfinished": "game {number} of the result has not ended ({mine} to {theirs} "
    "after {deals} deals)",
    "tournament-match": "the result's match cannot be: {reason}",
    "tournament-match-unfinished": "the result's match has not ended ({mine} to {theirs} in "
    "games, best of {best_of})",
    "tournament-knockout-draw": "a knockout game cannot end in a draw: table {table} needs a "
    "winner",
    "tournament-too-many-results": "table {table} has {most} results already: choose one",
    "tournament-no-candidate": "table {table} has no result {number} (it has {count})",
    "tournament-typed-count": "a typed result gives each game's points: one game here, or the "
    "games of a match best of {best_of} (got {got})",
    "tournament-typed-points": "game {number}: points are whole numbers from -{most} to {most} "
    "(got {got})",
    "tournament-typed-target": "game {number} is to {target}: it ends with a winner at {target} "
    "or more (got {mine} to {theirs})",
    "tournament-result-format": "a result must be an object with format 'belot-result', a "
    "version and its games (got {got})",
    "tournament-result-newer": "the result is of version {version}, newer than this app reads "
    "({supported})",
    "tournament-link-foreign": "this is not a link of this kind (a table's assignment starts "
    "#t1., a table's result #r1.)",
    "tournament-link-newer": "the link is of version {version}, newer than this app reads "
    "({supported})",
    "tournament-link-cut": "the link is cut short ({got} of {expected} characters arrived)",
    "tournament-link-damaged": "the link is damaged",
    "tournament-link-too-big": "the link is too long ({size} characters)",
    "tournament-link-invalid": "what the link holds cannot be read: {reason}",
    "tournament-link-not-result": "this is a table's assignment link, not its result",
    "tournament-link-not-assignment": "the link holds a game, not a table's assignment (a "
    "game of a tournament not yet started)",
    "tournament-file-format": "format must be 'belot-tournament' (got {got})",
    "tournament-file-version": "version must be a whole number (got {got})",
    "tournament-file-newer": "the tournament file is of version {version}, newer than this app "
    "reads ({supported})",
    "tournament-file-unknown-key": "unknown key {key} in {where}",
    "tournament-file-missing": "{key} is missing from {where}",
    "tournament-file-value": "{where} must be {expected} (got {got})",
    "tournament-file-team-twice": "{where}: {got} is given to two teams",
    "tournament-file-joined": "team {team} joins or withdraws at round {round}, after the next "
    "({drawn} rounds have been drawn)",
    "tournament-file-rounds": "round {round} is more than the tournament plays ({planned})",
    "tournament-file-seated": "{where}: team {team} is not in the tournament in this round, or "
    "is at two places",
    "tournament-file-result-place": "the result is of round {round}, table {table}: not of the "
    "table it is kept at",
    "tournament-file-incomplete": "round {round} has a table without the result that counts "
    "(table {tables}), yet a later round was drawn",
}

# Every error of the engine, by code (belot.errors.BelotError; error.<code>).
ERRORS: Mapping[str, str] = {**GAME_ERRORS, **TOURNAMENT_ERRORS}

# A deal's breakdown, by note code (belot.score.Note) and line; explain.<code>.
EXPLAIN: Mapping[str, str] = {
    "valat-own": "{team} took every trick: valat, every trick point and +{bonus}; each team "
    "keeps its own announcements (house rule).",
    "minimum-one": "House rule: {team} has some points, so it writes 1, not 0, taken from the "
    "other team.",
    "no-trumps-doubled": "No trumps: the {counted} trick points count double, {scored}.",
    "valat": "{team} took every trick: valat, +{bonus} and every announcement.",
    "valat-not-multiplied": "House rule: kontra does not multiply a valat.",
    "split-digit": "Both totals end in {digit}: {team_up} rounds up, the other down.",
    "digit-rule": "Rounded to game points: units of {up_from} and above round up, the rest down.",
    "declarer-rounds": "House rule: the declarer rounds ({declarer}), the other gets {rest}.",
    "all-to-winner": "Kontra: {points} game points ×{multiplier} = {total} to one team.",
    "multiplied": "Multiplied by {multiplier}: {raw0} : {raw1}.",
    "half-up": "Rounded to game points: 5 and above up.",
    "collected": "{team} collects the {held} held over ({points} written).",
    "hanging": "Hanging: {points} held over, {held} in all, for the next deal's winner.",
    "litige": "Litige: the taker's {points} wait for the next made contract ({held} in all).",
    "tie-fails": "House rule: a tie is a failed contract.",
    "capot": "{team} took every trick: capot, {points} points.",
    "bid": "Bid {value}; the takers reached {reached}.",
    "doubled": "Doubled: ({sum}) × {multiplier} = {total} to the winning side.",
    "rounded": "Rounded to the nearest ten, 5 up: {a} : {b} becomes {to_a} : {to_b}.",
    "failed-bid": "Failed: the defence scores {base} + {bid}.",
    "bid-only": "House rule: the contract alone counts, the takers write the bid, {bid}.",
    "doubled-tricks": "Doubled: ({bid} + {tricks}) × {multiplier} = {total}, the defence keeps "
    "its {kept}.",
    "redoubled": "Redoubled: ({sum}) × {multiplier} = {total} to the winning side.",
    "redoubled-tricks": "Redoubled: ({bid} + {tricks}) × {multiplier} = {total}, the defence "
    "keeps its {kept}.",
    # Coinche says its own words for the double and its answer.
    "doubled@coinche": "Coinche: ({sum}) × {multiplier} = {total} to the winning side.",
    "doubled-tricks@coinche": "Coinche: ({bid} + {tricks}) × {multiplier} = {total}, the "
    "defence keeps its {kept}.",
    "redoubled@coinche": "Surcoinche: ({sum}) × {multiplier} = {total} to the winning side.",
    "redoubled-tricks@coinche": "Surcoinche: ({bid} + {tricks}) × {multiplier} = {total}, the "
    "defence keeps its {kept}.",
    "belote-lost": "{team} loses its belote: a capot or générale bid was missed.",
    "contract": "Contract: {contract}, taken by {declarer}.",
    "contract-doubled": "Contract: {contract}, taken by {declarer}, ×{multiplier}.",
    "tricks": "Trick points {a} : {b}.",
    "announcement-own": "{holder}: {name} ({points}).",
    "announcement-moved": "{holder}'s {name} ({points}) goes to {scorer}.",
    "announcement-lost": "{holder}'s {name} ({points}) is lost.",
    "outcome-made": "{declarer} made the contract ({mine} against {theirs}).",
    "outcome-failed": "{declarer} failed the contract ({mine} against {theirs}).",
    "outcome-hanging": "Tie, {mine} each: the declarer's points are held over.",
    "outcome-redeal": "Everyone passed: the cards are dealt again.",
    "written": "Written {a} : {b}.",
    "adjustment": "Written directly (a penalty or a correction): {a} : {b}.",
    "adjustment-note": "Note: {note}",
    "no-trumps-values": "Sans atout: no trump, the ace counts 19; {total} in the deal.",
    "all-trumps-values": "Tout atout: every suit is trumps, the jack counts 14; {total} in the "
    "deal.",
}

# Declarations as players say them, and why which count (the breakdown, and the deal
# form's "declared by player" panel): belot.explain.contest_lines words them.
DECLARATIONS: Mapping[str, str] = {
    "decl.rank.7": "7",
    "decl.rank.8": "8",
    "decl.rank.9": "9",
    "decl.rank.10": "10",
    "decl.rank.J": "J",
    "decl.rank.Q": "Q",
    "decl.rank.K": "K",
    "decl.rank.A": "A",
    "decl.word.sequence.3": "tierce to {top}",
    "decl.word.sequence.4": "quarte to {top}",
    "decl.word.sequence.5": "quinte to {top}",
    "decl.word.sequence.long": "quinte to {top} ({length} cards)",
    "decl.word.square.J": "four jacks",
    "decl.word.square.9": "four nines",
    "decl.word.square.A": "four aces",
    "decl.word.square.10": "four tens",
    "decl.word.square.K": "four kings",
    "decl.word.square.Q": "four queens",
    "decl.word.belot": "belot",
    "decl.word.belot@belote": "belote",
    "decl.by": "{player}'s {what}",
    "decl.reason.belot": "{team}: {count} × belot, never contested.",
    "decl.reason.belot@belote": "{team}: {count} × belote, it always stays with its holder.",
    "decl.reason.no-trumps": "No trumps: no announcement counts.",
    "decl.reason.belot-only": "Only belote counts in this game; other declarations score nothing.",
    "decl.reason.sequence.unopposed": "{best}: only {team} has sequences, they count.",
    "decl.reason.sequence.longer": "{best} beats {beaten}, longer: {team}'s sequences count.",
    "decl.reason.sequence.higher": "{best} beats {beaten}: {team}'s sequences count.",
    "decl.reason.sequence.tie": "{best} and {beaten} are equal: no sequence counts.",
    "decl.reason.square.unopposed": "{best}: only {team} has squares, they count.",
    "decl.reason.square.stronger": "{best} beats {beaten}: {team}'s squares count.",
    "decl.reason.square.tie": "{best} and {beaten} are equal: no square counts.",
    "decl.reason.best.unopposed": "Only {team} declared ({best}): all its declarations count.",
    "decl.reason.best.square-beats-sequence": "{best} beats {beaten}, a square beats any "
    "sequence: {team}'s declarations count.",
    "decl.reason.best.square": "{best} beats {beaten} (J, 9, A, 10, K, Q): {team}'s declarations "
    "count.",
    "decl.reason.best.points": "{best} beats {beaten}, more points: {team}'s declarations count.",
    "decl.reason.best.top": "{best} beats {beaten}, same points and a higher top card: {team}'s "
    "declarations count.",
    "decl.reason.best.trump": "{best} beats {beaten}, the same but in trumps: {team}'s "
    "declarations count.",
    "decl.reason.best.first": "{best} and {beaten} are equal; {best_seat} plays first: {team}'s "
    "declarations count.",
}

WORDS: Mapping[str, str] = {
    **NAMES,
    **DECLARATIONS,
    **{f"error.{code}": text for code, text in ERRORS.items()},
    **{f"explain.{code}": text for code, text in EXPLAIN.items()},
}
