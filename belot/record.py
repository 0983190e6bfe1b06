"""The game-record format, version 1: what the page saves and the command line reads.

Parsing is strict and defensive: any JSON value either becomes a
:class:`~belot.game.Game` or raises a :class:`~belot.errors.BelotError`
whose one-line message names the deal, the key and the value at fault.
Parsing checks the shape of the record; the rules are checked by playing it.
"""

from __future__ import annotations

import json
from typing import Any

from belot.deal import Announcements, Deal, PassedDeal, PlayedDeal
from belot.errors import DealError, RecordError
from belot.game import Game
from belot.rulesets import make_rules
from belot.vocabulary import CAPOT_BID, GENERALE_BID, Announcement, Bid, Contract, Double

FORMAT = "belot-game"
VERSION = 1
TOP_KEYS = ("format", "version", "rules", "options", "teams", "players", "first_dealer", "deals")
DEAL_KEYS = ("contract", "declarer", "points", "valat", "double", "announcements", "bid", "alone")
_SLAM_BIDS = {b.kind.value: b for b in (CAPOT_BID, GENERALE_BID)}
_NO_SQUARE = ("four-sevens", "four-eights")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _strings(value: object, count: int, what: str) -> tuple[str, ...]:
    if (
        not isinstance(value, list)
        or len(value) != count
        or not all(isinstance(v, str) for v in value)
    ):
        raise RecordError(f"{what} must be a list of {count} names (got {json.dumps(value)})")
    return tuple(value)


def game_from_record(data: object) -> Game:
    """Build a game from a parsed JSON record; raise a :class:`BelotError` if it is not one."""
    if not isinstance(data, dict):
        raise RecordError(f"a game record must be a JSON object (got {type(data).__name__})")
    unknown = [k for k in data if k not in TOP_KEYS]
    if unknown:
        raise RecordError(f"unknown key {unknown[0]!r} in the game record")
    if data.get("format") != FORMAT:
        raise RecordError(f"format must be {FORMAT!r} (got {json.dumps(data.get('format'))})")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"version must be a whole number (got {json.dumps(version)})")
    if version > VERSION:
        raise RecordError(f"version {version} is newer than this app reads ({VERSION})")
    if "rules" not in data:
        raise RecordError("rules is missing from the game record")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"options must be an object (got {json.dumps(options)})")
    rules = make_rules(data["rules"], options)
    first_dealer = data.get("first_dealer", 0)
    if not _is_int(first_dealer) or not 0 <= first_dealer <= 3:
        raise RecordError(
            f"first_dealer must be a seat from 0 to 3 (got {json.dumps(first_dealer)})"
        )
    deals = data.get("deals", [])
    if not isinstance(deals, list):
        raise RecordError(f"deals must be a list (got {json.dumps(deals)})")
    teams = _strings(data.get("teams", ["Us", "Them"]), 2, "teams")
    players = _strings(data["players"], 4, "players") if "players" in data else None
    return Game(
        rules=rules,
        deals=tuple(deal_from_record(d, n) for n, d in enumerate(deals, start=1)),
        teams=(teams[0], teams[1]),
        players=None if players is None else (players[0], players[1], players[2], players[3]),
        first_dealer=first_dealer,
    )


def _fail(number: int, field: str, value: object, reason: str) -> DealError:
    return DealError(reason, field=field, value=value, deal=number)


def deal_from_record(data: object, number: int) -> Deal:
    """One deal of a record; ``number`` (1-based) names it in errors."""
    if not isinstance(data, dict):
        raise _fail(number, "deal", data, f"a deal must be an object (got {json.dumps(data)})")
    if "passed" in data:
        if data["passed"] is not True or len(data) != 1:
            raise _fail(number, "passed", data, 'a passed deal is exactly {"passed": true}')
        return PassedDeal()
    for key in data:
        if key not in DEAL_KEYS:
            raise _fail(
                number,
                key,
                data[key],
                f"unknown key {key!r} (expected {', '.join(DEAL_KEYS)} or passed)",
            )
    for key in ("contract", "declarer", "points"):
        if key not in data:
            raise _fail(number, key, None, f"{key} is missing")
    return PlayedDeal(
        contract=_contract(number, data["contract"]),
        declarer=_team(number, "declarer", data["declarer"]),
        points=_points(number, data["points"]),
        valat=None if data.get("valat") is None else _team(number, "valat", data["valat"]),
        double=_double(number, data.get("double", 1)),
        announcements=_announcements(number, data.get("announcements", [[], []])),
        bid=_bid(number, data["bid"]) if "bid" in data else None,
        alone=_alone(number, data.get("alone", False)),
    )


def _contract(number: int, value: object) -> Contract:
    for contract in Contract:
        if contract.value == value:
            return contract
    names = ", ".join(c.value for c in Contract)
    raise _fail(
        number, "contract", value, f"unknown contract {json.dumps(value)} (expected one of {names})"
    )


def _team(number: int, field: str, value: object) -> int:
    if not _is_int(value) or value not in (0, 1):
        raise _fail(number, field, value, f"{field} must be team 0 or 1 (got {json.dumps(value)})")
    assert isinstance(value, int)
    return value


def _points(number: int, value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2 or not all(_is_int(v) for v in value):
        raise _fail(
            number,
            "points",
            value,
            f"points must be two whole numbers [team 0, team 1] (got {json.dumps(value)})",
        )
    return value[0], value[1]


def _double(number: int, value: object) -> Double:
    if not _is_int(value) or value not in (1, 2, 4):
        raise _fail(number, "double", value, f"double must be 1, 2 or 4 (got {json.dumps(value)})")
    return Double(value)


def _announcement(number: int, team: int, token: object) -> Announcement:
    for announcement in Announcement:
        if announcement.value == token:
            return announcement
    if token in _NO_SQUARE:
        raise _fail(
            number,
            "announcements",
            token,
            f"{token} does not count: squares of 7s and 8s score nothing",
        )
    names = ", ".join(a.value for a in Announcement)
    raise _fail(
        number,
        "announcements",
        token,
        f"unknown announcement {json.dumps(token)} for team {team} (expected one of {names})",
    )


def _announcements(number: int, value: object) -> Announcements:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, list) for v in value)
    ):
        raise _fail(
            number,
            "announcements",
            value,
            f"announcements must be two lists [team 0, team 1] (got {json.dumps(value)})",
        )
    zero, one = (tuple(_announcement(number, t, a) for a in value[t]) for t in (0, 1))
    return zero, one


def _bid(number: int, value: object) -> Bid:
    if _is_int(value):
        assert isinstance(value, int)
        return Bid.points(value)
    if isinstance(value, str) and value in _SLAM_BIDS:
        return _SLAM_BIDS[value]
    raise _fail(
        number,
        "bid",
        value,
        f"bid must be a number of points, capot or generale (got {json.dumps(value)})",
    )


def _alone(number: int, value: object) -> bool:
    if not isinstance(value, bool):
        raise _fail(
            number, "alone", value, f"alone must be true or false (got {json.dumps(value)})"
        )
    return value


def deal_to_record(deal: Deal) -> dict[str, Any]:
    """A deal as the record writes it; defaults are left out."""
    if isinstance(deal, PassedDeal):
        return {"passed": True}
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
    return out


def game_to_record(game: Game) -> dict[str, Any]:
    """The game as a version-1 record (every option written out, so the rules never drift)."""
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "rules": game.rules.id,
        "options": dict(game.rules.options),
        "teams": list(game.teams),
    }
    if game.players is not None:
        out["players"] = list(game.players)
    if game.first_dealer:
        out["first_dealer"] = game.first_dealer
    out["deals"] = [deal_to_record(d) for d in game.deals]
    return out


def loads(text: str | bytes) -> Game:
    """Parse a record from JSON text; bad JSON raises :class:`RecordError` too."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise RecordError(f"not valid JSON: {error}") from None
    return game_from_record(data)


def dumps(game: Game, *, indent: int | None = None) -> str:
    return json.dumps(game_to_record(game), ensure_ascii=False, indent=indent)
