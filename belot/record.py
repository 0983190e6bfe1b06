"""The game-record format, versions 1 to 3: what the page saves and the command line reads.

Version 2 adds a game's place in a match (``match``) and the options newer than version 1
(``sa-ta``, ``all-trumps-belote``, ``end``, ``deals``: an option's ``since``). A game that
uses none of them is written as version 1, as it always was, so that a reader of version 1
still reads it; one that does is written as version 2 with every option in force. Version
3 adds the tag of a game played in a tournament (``tournament``: its id and name, the
round, the table and the teams' ids), and is written only for such a game. A record of any
of them is read; a version-1 record means every newer option's default
(docs/formats.md#record-versions).

Parsing is strict and defensive: any JSON value either becomes a
:class:`~belot.game.Game` or raises a :class:`~belot.errors.BelotError`
whose one-line message names the deal, the key and the value at fault.
Parsing checks the shape of the record; the rules are checked by playing it. The limits
(:mod:`belot.limits`: rows, names, notes) are checked first, so that a record far too big
is refused before any of its deals is read.
"""

from __future__ import annotations

import json
from typing import Any

from belot.deal import Adjustment, Announcements, Deal, Declared, PassedDeal, PlayedDeal
from belot.declared import LONGEST, SHORTEST, Sequence, Square
from belot.errors import DealError, RecordError, shown
from belot.game import Game
from belot.jsontext import decode_utf8, parse_json
from belot.limits import (
    MAX_NAME,
    MAX_NOTE,
    MAX_POINTS,
    MAX_ROUNDS,
    MAX_ROWS,
    MAX_TABLES,
    MAX_TOURNAMENT_NAME,
)
from belot.match import BEST_OF, MAX_GAMES, MAX_ID, InMatch
from belot.patterns import Pattern
from belot.rules import SEATS
from belot.rulesets import make_rules
from belot.tag import TEAM_ID, TOURNAMENT_ID, TournamentTag
from belot.vocabulary import (
    CAPOT_BID,
    GENERALE_BID,
    Announcement,
    Bid,
    Contract,
    Double,
    Rank,
    Suit,
)

FORMAT = "belot-game"
VERSION = 3  # the newest this module reads and writes
FIRST_VERSION = 1
MATCH_VERSION = 2  # the first version with a match
TOURNAMENT_VERSION = 3  # the first version with a tournament's tag
TOP_KEYS = (
    "format",
    "version",
    "rules",
    "options",
    "teams",
    "players",
    "first_dealer",
    "match",
    "tournament",
    "deals",
)
MATCH_KEYS = ("id", "best_of", "game")
TAG_KEYS = ("id", "name", "round", "table", "teams")
DEAL_KEYS = (
    "contract",
    "declarer",
    "points",
    "valat",
    "double",
    "announcements",
    "bid",
    "alone",
    "declared",
)
# Optional keys: left out or null, they take their default (one rule for every one of them).
_OPTIONAL_TOP = frozenset({"options", "teams", "players", "first_dealer", "match", "tournament"})
_OPTIONAL_DEAL = frozenset({"valat", "double", "announcements", "bid", "alone", "note", "declared"})


def _given(data: dict[str, Any], optional: frozenset[str]) -> dict[str, Any]:
    """``data`` without its optional keys that are null: null means "not given"."""
    return {k: v for k, v in data.items() if v is not None or k not in optional}


_SLAM_BIDS = {b.kind.value: b for b in (CAPOT_BID, GENERALE_BID)}
_NO_SQUARE = ("four-sevens", "four-eights")
# Text that cannot be written out as UTF-8 (a lone surrogate, which JSON's \ud800 allows).
_SURROGATE = Pattern("[\ud800-\udfff]")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_text(value: object) -> bool:
    return isinstance(value, str) and not _SURROGATE.search(value)


def _strings(value: object, count: int, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or len(value) != count or not all(_is_text(v) for v in value):
        raise RecordError.of("record-names", what=what, count=count, got=shown(value))
    for number, name in enumerate(value, start=1):
        if len(name) > MAX_NAME:
            raise RecordError.of(
                "record-name", what=what, number=number, got=len(name), most=MAX_NAME
            )
    return tuple(value)


def game_from_record(data: object) -> Game:
    """Build a game from a parsed JSON record; raise a :class:`BelotError` if it is not one."""
    if not isinstance(data, dict):
        raise RecordError.of("record-not-object", got=type(data).__name__)
    data = _given(data, _OPTIONAL_TOP)
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise RecordError.of("record-unknown-key", key=shown(unknown[0], repr))
    if data.get("format") != FORMAT:
        raise RecordError.of("record-format", got=shown(data.get("format")))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError.of("record-version", got=shown(version))
    if version > VERSION:
        raise RecordError.of("record-newer", version=shown(version), supported=VERSION)
    if "rules" not in data:
        raise RecordError.of("record-no-rules")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError.of("record-options", got=shown(options))
    rules = make_rules(data["rules"], options)
    first_dealer = data.get("first_dealer", 0)
    if not _is_int(first_dealer) or not 0 <= first_dealer <= 3:
        raise RecordError.of("record-first-dealer", got=shown(first_dealer))
    if "deals" not in data:
        raise RecordError.of("record-no-deals")
    deals = data["deals"]
    if not isinstance(deals, list):
        raise RecordError.of("record-deals", got=shown(deals))
    if len(deals) > MAX_ROWS:  # before any deal is read: reading thousands takes seconds
        raise RecordError.of("record-rows", got=len(deals), most=MAX_ROWS)
    teams = _strings(data.get("teams", ["Us", "Them"]), 2, "teams")
    players = _strings(data["players"], 4, "players") if "players" in data else None
    return Game(
        rules=rules,
        deals=tuple(deal_from_record(d, n) for n, d in enumerate(deals, start=1)),
        teams=(teams[0], teams[1]),
        players=None if players is None else (players[0], players[1], players[2], players[3]),
        first_dealer=first_dealer,
        match=match_from_record(data["match"]) if "match" in data else None,
        tournament=_tag(data, version),
    )


def _tag(data: dict[str, Any], version: int) -> TournamentTag | None:
    """The record's tournament tag, if it has one (only from version 3)."""
    if "tournament" not in data:
        return None
    if version < TOURNAMENT_VERSION:
        raise RecordError.of("record-tournament-version", version=version, since=TOURNAMENT_VERSION)
    return tag_from_record(data["tournament"])


def tag_from_record(value: object) -> TournamentTag:
    """A record's ``tournament``: ``{"id": ID, "name": TEXT, "round": N, "table": N,
    "teams": [ID, ID]}`` (docs/formats.md#tournament-tag); :class:`RecordError` naming what
    is wrong otherwise."""
    if not isinstance(value, dict) or set(value) != set(TAG_KEYS):
        raise RecordError.of("record-tournament", got=shown(value))
    tid, name, number, table, teams = (value[k] for k in TAG_KEYS)
    ids_ok = isinstance(teams, list) and len(teams) == 2 and all(_is_id(t, TEAM_ID) for t in teams)
    name_ok = _is_text(name) and 1 <= len(name) <= MAX_TOURNAMENT_NAME
    place_ok = _is_int(number) and 1 <= number <= MAX_ROUNDS and _is_int(table)
    if not (_is_id(tid, TOURNAMENT_ID) and name_ok and place_ok and 1 <= table <= MAX_TABLES):
        raise RecordError.of("record-tournament", got=shown(value))
    if not ids_ok or teams[0] == teams[1]:
        raise RecordError.of("record-tournament", got=shown(value))
    return TournamentTag(tid, name, number, table, (teams[0], teams[1]))


def _is_id(value: object, pattern: Pattern) -> bool:
    return isinstance(value, str) and pattern.fullmatch(value) is not None


def tag_to_record(tag: TournamentTag) -> dict[str, Any]:
    return {
        "id": tag.id,
        "name": tag.name,
        "round": tag.round,
        "table": tag.table,
        "teams": list(tag.teams),
    }


def match_from_record(value: object) -> InMatch:
    """A record's ``match``: ``{"id": TEXT, "best_of": 1 | 3 | 5 | 7, "game": N}``
    (docs/formats.md#match); :class:`RecordError` naming what is wrong otherwise."""
    shape = isinstance(value, dict) and set(value) == set(MATCH_KEYS)
    if not shape:
        raise RecordError.of("record-match", got=shown(value))
    assert isinstance(value, dict)
    match_id, best_of, game = value["id"], value["best_of"], value["game"]
    id_ok = _is_text(match_id) and 1 <= len(match_id) <= MAX_ID
    game_ok = _is_int(game) and 1 <= game <= MAX_GAMES
    if not id_ok or not game_ok or not _is_int(best_of) or best_of not in BEST_OF:
        raise RecordError.of("record-match", got=shown(value))
    return InMatch(match_id, best_of, game)


def match_to_record(place: InMatch) -> dict[str, Any]:
    return {"id": place.id, "best_of": place.best_of, "game": place.game}


def _fail(number: int, field: str, value: object, code: str, **params: object) -> DealError:
    return DealError.about(code, field=field, value=value, **params).numbered(number)


def deal_from_record(data: object, number: int) -> Deal:
    """One deal of a record; ``number`` (1-based) names it in errors."""
    if not isinstance(data, dict):
        raise _fail(number, "deal", data, "deal-not-object", got=shown(data))
    data = _given(data, _OPTIONAL_DEAL)
    if "passed" in data:
        if data["passed"] is not True or len(data) != 1:
            raise _fail(number, "passed", data, "deal-passed")
        return PassedDeal()
    if "adjust" in data:
        return _adjustment(number, data)
    for key in data:
        if key not in DEAL_KEYS:
            raise _fail(
                number,
                key,
                data[key],
                "deal-unknown-key",
                key=shown(key, repr),
                expected=", ".join(DEAL_KEYS),
            )
    for key in ("contract", "declarer", "points"):
        if key not in data:
            raise _fail(number, key, None, "deal-missing", key=key)
    return PlayedDeal(
        contract=_contract(number, data["contract"]),
        declarer=_team(number, "declarer", data["declarer"]),
        points=_points(number, data["points"]),
        valat=_team(number, "valat", data["valat"]) if "valat" in data else None,
        double=_double(number, data.get("double", 1)),
        announcements=_announcements(number, data.get("announcements", [[], []])),
        bid=_bid(number, data["bid"]) if "bid" in data else None,
        alone=_alone(number, data.get("alone", False)),
        declared=_declared(number, data["declared"]) if "declared" in data else None,
    )


def _contract(number: int, value: object) -> Contract:
    for contract in Contract:
        if contract.value == value:
            return contract
    names = ", ".join(c.value for c in Contract)
    raise _fail(number, "contract", value, "deal-contract", got=shown(value), expected=names)


def _team(number: int, field: str, value: object) -> int:
    if not _is_int(value) or value not in (0, 1):
        raise _fail(number, field, value, "deal-team", name=field, got=shown(value))
    assert isinstance(value, int)
    return value


def _points(number: int, value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(_is_int(v) for v in value):
        raise _fail(number, "points", value, "deal-points", got=shown(value))
    _in_range(number, "points", value)
    return value[0], value[1]


def _in_range(number: int, field: str, values: list[int]) -> None:
    """Points beyond :data:`MAX_POINTS` either way are refused before any sum is made."""
    for value in values:
        if not -MAX_POINTS <= value <= MAX_POINTS:
            raise _fail(
                number,
                field,
                value,
                "number-range",
                name=field,
                low=-MAX_POINTS,
                high=MAX_POINTS,
                got=shown(value),
            )


def _double(number: int, value: object) -> Double:
    if not _is_int(value) or value not in (1, 2, 4):
        raise _fail(number, "double", value, "deal-double", got=shown(value))
    return Double(value)


def _announcement(number: int, team: int, token: object) -> Announcement:
    for announcement in Announcement:
        if announcement.value == token:
            return announcement
    if token in _NO_SQUARE:
        raise _fail(number, "announcements", token, "deal-no-square", token=token)
    names = ", ".join(a.value for a in Announcement)
    raise _fail(
        number,
        "announcements",
        token,
        "deal-announcement",
        got=shown(token),
        team=team,
        expected=names,
    )


def _announcements(number: int, value: object) -> Announcements:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, list) for v in value)
    ):
        raise _fail(number, "announcements", value, "deal-announcements", got=shown(value))
    zero, one = (tuple(_announcement(number, t, a) for a in value[t]) for t in (0, 1))
    return zero, one


_RANKS = {rank.value: rank for rank in Rank}
_SUITS = {suit.value: suit for suit in Suit}


def read_declared(value: object, number: int) -> Declared:
    """What each of the four players declared (docs/rules.md#what-each-player-declared), as a
    record's deal ``number`` writes it; raises :class:`DealError` naming the seat."""
    return _declared(number, value)


def _declared(number: int, value: object) -> Declared:
    """What each of the four players declared (docs/rules.md#what-each-player-declared)."""
    if not isinstance(value, list) or len(value) != SEATS:
        raise _fail(number, "declared", value, "declared-seats", got=shown(value))
    seats = []
    for seat, mine in enumerate(value):
        if not isinstance(mine, list):
            raise _fail(number, "declared", mine, "declared-seat", seat=seat, got=shown(mine))
        seats.append(tuple(_declaration(number, seat, one) for one in mine))
    return seats[0], seats[1], seats[2], seats[3]


def _declaration(number: int, seat: int, value: object) -> Sequence | Square:
    """One declaration: ``{"run": 3..8, "top": RANK, "suit": SUIT}`` (suit may be left
    out) or ``{"square": RANK}``."""
    got = shown(value)
    if isinstance(value, dict) and set(value) == {"square"}:
        rank = _RANKS.get(value["square"]) if isinstance(value["square"], str) else None
        if rank is None:
            raise _fail(number, "declared", value, "declared-rank", seat=seat, got=got)
        return Square(rank)
    if isinstance(value, dict) and {"run", "top"} <= set(value) <= {"run", "top", "suit"}:
        length, top, suit = value["run"], value["top"], value.get("suit")
        if not _is_int(length) or not SHORTEST <= length <= LONGEST:
            raise _fail(number, "declared", value, "declared-run", seat=seat, got=got)
        rank = _RANKS.get(top) if isinstance(top, str) else None
        if rank is None:
            raise _fail(number, "declared", value, "declared-rank", seat=seat, got=got)
        found = _SUITS.get(suit) if isinstance(suit, str) else None
        if suit is not None and found is None:
            raise _fail(number, "declared", value, "declared-suit", seat=seat, got=got)
        return Sequence(length, rank, found)
    raise _fail(number, "declared", value, "declared-shape", seat=seat, got=got)


def _bid(number: int, value: object) -> Bid:
    if _is_int(value):
        assert isinstance(value, int)
        _in_range(number, "bid", [value])
        return Bid.points(value)
    if isinstance(value, str) and value in _SLAM_BIDS:
        return _SLAM_BIDS[value]
    raise _fail(number, "bid", value, "deal-bid", got=shown(value))


def _alone(number: int, value: object) -> bool:
    if not isinstance(value, bool):
        raise _fail(number, "alone", value, "deal-alone", got=shown(value))
    return value


def _adjustment(number: int, data: dict[str, Any]) -> Adjustment:
    """``{"adjust": [a, b], "note": "..."}``: points written directly (may be negative)."""
    points, note = data["adjust"], data.get("note", "")
    shape_ok = set(data) <= {"adjust", "note"} and isinstance(points, list) and len(points) == 2
    if not shape_ok or not all(_is_int(p) for p in points):
        raise _fail(number, "adjust", points, "adjust-shape", got=shown(data))
    _in_range(number, "adjust", points)
    if not _is_text(note) or len(note) > MAX_NOTE:
        raise _fail(number, "note", note, "adjust-note", most=MAX_NOTE, got=shown(note))
    return Adjustment((points[0], points[1]), note)


def deal_to_record(deal: Deal) -> dict[str, Any]:
    """A deal as the record writes it; defaults are left out."""
    if isinstance(deal, PassedDeal):
        return {"passed": True}
    if isinstance(deal, Adjustment):
        return (
            {"adjust": list(deal.points), "note": deal.note}
            if deal.note
            else {"adjust": list(deal.points)}
        )
    out: dict[str, Any] = {
        "contract": deal.contract.value,
        "declarer": deal.declarer,
        "points": list(deal.points),
    }
    if deal.valat is not None:
        out["valat"] = deal.valat
    if deal.double is not Double.NONE:
        out["double"] = int(deal.double)
    if any(deal.announcements):
        out["announcements"] = [[a.value for a in team] for team in deal.announcements]
    if deal.bid is not None:
        out["bid"] = deal.bid.token()
    if deal.alone:
        out["alone"] = True
    if deal.declared is not None:
        out["declared"] = [[declaration_to_record(d) for d in seat] for seat in deal.declared]
    return out


def declaration_to_record(declaration: Sequence | Square) -> dict[str, Any]:
    if isinstance(declaration, Square):
        return {"square": declaration.rank.value}
    out: dict[str, Any] = {"run": declaration.length, "top": declaration.top.value}
    if declaration.suit is not None:
        out["suit"] = declaration.suit.value
    return out


def record_version(game: Game) -> int:
    """The oldest version that can say everything ``game`` holds: 3 for a game played in a
    tournament; else 1 unless it is in a match or one of its options newer than version 1
    is not that option's default."""
    if game.tournament is not None:
        return TOURNAMENT_VERSION
    if game.match is not None:
        return MATCH_VERSION
    ruleset = game.rules.ruleset
    for name, value in game.rules.options_in_force.items():
        option = ruleset.option(name)
        if option.since > FIRST_VERSION and value != option.default:
            return option.since
    return FIRST_VERSION


def game_to_record(game: Game) -> dict[str, Any]:
    """The game as a record of :func:`record_version` (every option in force written out, so
    the rules never drift; a version-1 record leaves out the newer options, at their
    defaults)."""
    version = record_version(game)
    ruleset = game.rules.ruleset
    options = {
        n: v for n, v in game.rules.options_in_force.items() if ruleset.option(n).since <= version
    }
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": version,
        "rules": game.rules.id,
        "options": options,
        "teams": list(game.teams),
    }
    if game.players is not None:
        out["players"] = list(game.players)
    if game.first_dealer:
        out["first_dealer"] = game.first_dealer
    if game.match is not None:
        out["match"] = match_to_record(game.match)
    if game.tournament is not None:
        out["tournament"] = tag_to_record(game.tournament)
    out["deals"] = [deal_to_record(d) for d in game.deals]
    return out


def loads(text: str | bytes) -> Game:
    """Parse a record from JSON text, or from a file's bytes (UTF-8: :func:`decode_utf8`);
    bad JSON raises :class:`RecordError` too."""
    if isinstance(text, bytes):
        text = decode_utf8(text)
    return game_from_record(parse_json(text))


def dumps(game: Game, *, indent: int | None = None) -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=indent)
