"""The tournament's two links, siblings of a game's (``#g1.``, docs/formats.md#link): a
table's assignment and a table's result (docs/formats.md#tournament-links).

* **Assignment** ``#t1.<length>.<CRC-32>.<data>``: what the organiser's phone shows each
  table as a QR code. It holds the table's game as it starts, a game record of version 3
  without deals: the rules and house rules, the two teams' names and players, the first
  dealer, the tournament's tag (its id and name, the round, the table, the teams' ids) and,
  for a match, its place in the match (game 1 of its best-of). A table's phone reads it
  with the game record's one reader and starts the game with nothing to type.
* **Result** ``#r1.<length>.<CRC-32>.<data>``: what a table's phone shows the organiser
  when its game has ended. It holds ``{"format": "belot-result", "version": 1, "games":
  [...]}``, the records of the table's games as played (every game of a match), each
  tagged. The organiser's phone reads it here and records it with
  :func:`belot.tournament.results.record_games`, which scores every game again.

Both are packed as a game's link is (:class:`belot.packing.Packing`), against
:data:`DICTIONARY`, the words every game record repeats: part of the format, pinned by the
tests. A link that cannot be read raises :class:`~belot.errors.TournamentError` saying why
(``tournament-link-…``: not this kind of link, of a newer version, cut short, damaged, too
big, or what it holds is not valid).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any, TypeVar

from belot.errors import BelotError, TournamentError, shown
from belot.game import Game
from belot.jsontext import parse_json
from belot.limits import MAX_LINK, MAX_LINK_INFLATED
from belot.match import MAX_GAMES, InMatch
from belot.packing import Packing, PackingError
from belot.record import game_from_record, game_to_record
from belot.tag import TournamentTag
from belot.tournament.model import Tournament
from belot.tournament.results import match_of

# The preset dictionary of the t1 and r1 links: strings every tagged game record repeats,
# the most frequent last (deflate reaches the nearest ones with the shortest codes). Never
# edit it: a new dictionary is a new version of both links.
DICTIONARY = (
    b'{"format":"belot-result","version":1,"games":['
    b'"rules":"belot-arena","rules":"belote","rules":"belote-annonces","rules":"coinche",'
    b'"rules":"contree","options":{"target":1000,"max-bid":160,"made-points":"tricks-and-bid",'
    b'"doubled-points":"base","failed-base":160,"capot-points":"plus-bid",'
    b'"rounding":"nearest-ten","sa-ta":true,"all-trumps-belote":"every-suit","end":"deals",'
    b'"deals":12},"options":{"target":1000,"litige":"carry","rounding":"none","end":"target"},'
    b'"options":{"target":151,"no-going-out-with-valat":false,'
    b'"announcement-contest":"combined","minimum-one":true,"valat-announcements":"own",'
    b'{"format":"belot-game","version":3,"rules":"bulgarian","options":{"target":151,'
    b'"rounding":"official","kontra-multiplies-valat":true,"no-going-out-with-valat":true,'
    b'"announcement-contest":"separate","minimum-one":false,"valat-announcements":"all",'
    b'"end":"target"},"teams":["",""],"players":["","","",""],"first_dealer":1,'
    b'"match":{"id":"-r1-t1","best_of":3,"game":2},"tournament":{"id":"","name":"",'
    b'"round":1,"table":1,"teams":["t1","t2"]},"deals":[{"passed":true},'
    b'{"adjust":[0,0],"note":""},"valat":1,"double":4,"alone":true,"bid":"capot",'
    b'"bid":"generale","bid":80,"announcements":[["four-jacks","four-nines","four-aces",'
    b'"four-tens","four-kings","four-queens","quinte","quarte","tierce","belot"],[]]},'
    b'{"contract":"no-trumps","declarer":1,"points":[65,65],"double":2},'
    b'{"contract":"all-trumps","declarer":0,"points":[129,129]},'
    b'{"contract":"spades","declarer":1,"points":[81,81]},{"contract":"diamonds","declarer":0,'
    b'"points":[81,81]},{"contract":"clubs","declarer":1,"points":[81,81]},'
    b'"announcements":[[],["belot"]]},"announcements":[["belot"],[]]},{"contract":"hearts",'
    b'"declarer":0,"points":[97,65]},{"contract":"'
)
ASSIGNMENT = Packing("t", 1, DICTIONARY)
RESULT = Packing("r", 1, DICTIONARY)
RESULT_FORMAT = "belot-result"
RESULT_VERSION = 1
T = TypeVar("T")


def _compact(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def _link(page_url: str, fragment: str) -> str:
    return f"{page_url.partition('#')[0]}#{fragment}"


def is_assignment_link(fragment: str) -> bool:
    """Whether a URL's fragment (with or without its ``#``) is meant as a table's
    assignment, of any version (only then is it read, and refused with a reason if it
    cannot be)."""
    return ASSIGNMENT.is_packed(fragment.removeprefix("#"))


def is_result_link(fragment: str) -> bool:
    """Whether a URL's fragment is meant as a table's result, of any version."""
    return RESULT.is_packed(fragment.removeprefix("#"))


def match_id(tournament: Tournament, round_number: int, table: int) -> str:
    """The id of a table's match: the same in each of its games, made from its place."""
    return f"{tournament.id}-r{round_number}-t{table}"


def assignment_game(tournament: Tournament, round_number: int, table_number: int) -> Game:
    """The game a table starts: its rules, teams, players (when both teams named theirs:
    seats 0 and 2 the first team's), first dealer and tag; game 1 of its match, for a
    match."""
    drawn = tournament.round(round_number)
    table = drawn.table(table_number)
    one, two = (tournament.team(i) for i in table.teams)
    players = None
    if one.players is not None and two.players is not None:
        players = (one.players[0], two.players[0], one.players[1], two.players[1])
    best_of = match_of(tournament, drawn)
    place = (
        None
        if best_of is None
        else InMatch(match_id(tournament, drawn.number, table.number), best_of)
    )
    tag = TournamentTag(tournament.id, tournament.name, drawn.number, table.number, table.teams)
    return Game(
        tournament.settings.rules,
        teams=(one.name, two.name),
        players=players,
        first_dealer=table.first_dealer,
        match=place,
        tournament=tag,
    )


def assignment_fragment(tournament: Tournament, round_number: int, table_number: int) -> str:
    """The assignment link's fragment (without ``#``) of a table."""
    game = assignment_game(tournament, round_number, table_number)
    return ASSIGNMENT.pack(_compact(game_to_record(game)))


def assignment_link(
    page_url: str, tournament: Tournament, round_number: int, table_number: int
) -> str:
    """The link that starts a table's game in the app at ``page_url``."""
    return _link(page_url, assignment_fragment(tournament, round_number, table_number))


def read_assignment(fragment: str) -> Game:
    """The game an assignment link starts (tagged, no deal played); a
    :class:`TournamentError` (only) saying why it cannot be read."""
    data = _unpacked(ASSIGNMENT, fragment)
    game = _read(lambda: game_from_record(data))
    if game.tournament is None or game.deals:
        raise TournamentError.of("tournament-link-not-assignment")
    return game


def result_to_json(games: Sequence[Game]) -> dict[str, Any]:
    """A table's result as the result link holds it (and as a file may)."""
    return {
        "format": RESULT_FORMAT,
        "version": RESULT_VERSION,
        "games": [game_to_record(g) for g in games],
    }


def result_from_json(data: object) -> tuple[Game, ...]:
    """The games of a ``belot-result`` object: each read by the game record's reader and
    tagged (what the tournament then checks of them is :mod:`belot.tournament.results`)."""
    if not isinstance(data, dict) or set(data) != {"format", "version", "games"}:
        raise TournamentError.of("tournament-result-format", got=shown(data))
    if data["format"] != RESULT_FORMAT:
        raise TournamentError.of("tournament-result-format", got=shown(data))
    version, records = data["version"], data["games"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise TournamentError.of("tournament-result-format", got=shown(data))
    if version > RESULT_VERSION:
        raise TournamentError.of(
            "tournament-result-newer", version=version, supported=RESULT_VERSION
        )
    if not isinstance(records, list) or not 1 <= len(records) <= MAX_GAMES:
        raise TournamentError.of("tournament-result-format", got=shown(data))
    games = tuple(_read(partial(game_from_record, r)) for r in records)
    for number, game in enumerate(games, start=1):
        if game.tournament is None:
            raise TournamentError.of("tournament-untagged", number=number)
    return games


def result_fragment(games: Sequence[Game]) -> str:
    """The result link's fragment (without ``#``) of a table's games."""
    return RESULT.pack(_compact(result_to_json(games)))


def result_link(page_url: str, games: Sequence[Game]) -> str:
    """The link that hands a table's games to the organiser's phone at ``page_url``."""
    return _link(page_url, result_fragment(games))


def read_result(fragment: str) -> tuple[Game, ...]:
    """The games a result link holds; a :class:`TournamentError` (only) saying why it
    cannot be read."""
    data = _unpacked(RESULT, fragment)
    return result_from_json(data)


def _unpacked(packing: Packing, fragment: str) -> object:
    """The JSON value a link's fragment packs, or why not."""
    try:
        text = packing.unpack(fragment.removeprefix("#"), MAX_LINK, MAX_LINK_INFLATED)
    except PackingError as error:
        raise TournamentError.of(f"tournament-link-{error.code}", **error.params) from None
    return _read(lambda: parse_json(text, max_chars=MAX_LINK_INFLATED))


def _read(read: Callable[[], T]) -> T:
    """What ``read`` gives; the engine's refusal of what a link holds, said as such."""
    try:
        return read()
    except TournamentError:
        raise
    except BelotError as error:
        raise TournamentError.of("tournament-link-invalid", reason=str(error)) from None
