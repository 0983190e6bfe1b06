"""The tournament file (docs/formats.md#tournament-file) and the game record's tag
(docs/formats.md#tournament-tag): what is written reads back the same, and the one reader
refuses what could not have been written, naming where and what."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot import Adjustment, Game, make_rules
from belot.errors import BelotError, RecordError, TournamentError
from belot.record import (
    FIRST_VERSION,
    VERSION,
    game_from_record,
    game_to_record,
)
from belot.record import (
    dumps as record_dumps,
)
from belot.record import (
    loads as record_loads,
)
from belot.tag import TournamentTag
from belot.tournament import (
    Kind,
    Settings,
    System,
    Tournament,
    draw_round,
    dumps,
    loads,
    new_tournament,
    read_result,
    record_games,
    tournament_to_json,
)
from belot.tournament.links import assignment_game
from tests.strategies import played_tournaments

SLOW = settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SLOW
@given(played_tournaments(max_teams=16, max_rounds=4))
def test_a_tournament_reads_back_as_it_was_written(tournament: Tournament) -> None:
    text = dumps(tournament)
    assert loads(text) == tournament
    assert loads(text.encode("utf-8")) == tournament
    assert loads(json.dumps(json.loads(text))) == tournament  # any layout


def small() -> Tournament:
    settings_ = Settings(make_rules("bulgarian"), System(Kind.SWISS, 3))
    night = new_tournament("club", "Club night", "seed", settings_, [(n, None) for n in "ABCD"])
    night = draw_round(night)
    game = assignment_game(night, 1, 1).with_deal(Adjustment((151, 90)))
    return record_games(night, [game]).tournament


def refusal(data: Any) -> BelotError:
    with pytest.raises(BelotError) as caught:
        loads(data if isinstance(data, str) else json.dumps(data))
    return caught.value


def test_the_layout_has_a_line_per_setting_team_and_table() -> None:
    text = dumps(small())
    lines = text.splitlines()
    assert lines[0] == "{"
    assert lines[1] == ' "format": "belot-tournament",'
    assert ' "teams": [' in lines
    assert sum(1 for line in lines if line.startswith('   {"table": ')) == 2
    assert sum(1 for line in lines if line.startswith('  {"id": "t')) == 4


def test_the_reader_is_strict_and_says_where() -> None:
    data = tournament_to_json(small())
    assert str(refusal({**data, "extra": 1})) == "unknown key 'extra' in the tournament file"
    assert "is newer" not in str(refusal({**data, "version": 2}))
    assert refusal({**data, "version": 2}).code == "tournament-file-newer"
    assert refusal({**data, "format": "belot-game"}).code == "tournament-file-format"
    duplicate = dumps(small()).replace(' "seed": "seed",', ' "seed": "seed",\n "seed": "x",')
    assert isinstance(refusal(duplicate), RecordError)  # a key twice, as in a game record
    assert "appears twice" in str(refusal(duplicate))
    teams = [*data["teams"], {"id": "t1", "name": "Again"}]
    assert str(refusal({**data, "teams": teams})) == "teams[5]: t1 is given to two teams"
    rounds = json.loads(json.dumps(data["rounds"]))
    rounds[0]["tables"][1]["teams"][0] = rounds[0]["tables"][0]["teams"][0]
    error = refusal({**data, "rounds": rounds})
    assert error.code == "tournament-file-seated"
    assert str(error).startswith("rounds[1]: team ")
    rounds = json.loads(json.dumps(data["rounds"]))
    rounds[0]["tables"][0]["chosen"] = 3
    assert str(refusal({**data, "rounds": rounds})) == (
        "rounds[1].tables[1].chosen must be a whole number from 0 to 0 (got 3)"
    )
    assert refusal({**data, "system": {"kind": "knockout"}}).code == "tournament-file-value"
    assert refusal({**data, "points": {"win": 1, "draw": 2, "loss": 0}}).code == "tournament-points"


def test_a_stored_result_is_scored_again_as_the_file_is_read() -> None:
    """docs/formats.md#tournament-file: what a file holds is what could have been recorded."""
    data = tournament_to_json(small())
    rounds = json.loads(json.dumps(data["rounds"]))
    record = rounds[0]["tables"][0]["results"][0]["games"][0]
    record["deals"] = [{"adjust": [100, 90]}]  # a game that has not ended
    error = refusal({**data, "rounds": rounds})
    assert error.code == "tournament-unfinished"
    assert str(error).startswith(
        "rounds[1].tables[1].results[1]: game 1 of the result has not ended"
    )
    rounds = json.loads(json.dumps(data["rounds"]))
    moved = rounds[0]["tables"][0]["results"][0]["games"][0]
    moved["tournament"]["id"] = "other"
    assert refusal({**data, "rounds": rounds}).code == "tournament-other"
    rounds = json.loads(json.dumps(data["rounds"]))
    rounds[0]["tables"][0]["results"][0] = {"typed": [[150, 90]]}
    assert refusal({**data, "rounds": rounds}).code == "tournament-typed-target"


def test_a_round_after_an_unfinished_one_is_refused() -> None:
    data = tournament_to_json(small())
    tables = [
        {k: t[k] for k in ("table", "teams", "first_dealer")} for t in data["rounds"][0]["tables"]
    ]
    rounds = [*data["rounds"], {"number": 2, "stage": "swiss", "tables": tables}]
    error = refusal({**data, "rounds": rounds})
    assert str(error) == (
        "round 1 has a table without the result that counts (table 2), yet a later round was drawn"
    )


# --- the record's tag, version 3 (docs/formats.md#record-versions) ----------------------------


def tagged() -> Game:
    tag = TournamentTag("club", "Club night", 2, 3, ("t4", "t9"))
    return Game(make_rules("bulgarian"), teams=("Aces", "Kings"), tournament=tag)


def test_a_tagged_game_is_a_record_of_version_3_and_only_it() -> None:
    record = game_to_record(tagged())
    assert (record["version"], VERSION) == (3, 3)
    assert record["tournament"] == {
        "id": "club",
        "name": "Club night",
        "round": 2,
        "table": 3,
        "teams": ["t4", "t9"],
    }
    assert game_from_record(record) == tagged()
    plain = Game(make_rules("bulgarian"))
    assert game_to_record(plain)["version"] == FIRST_VERSION  # older records unchanged
    assert "tournament" not in record_dumps(plain)
    assert record_loads(record_dumps(tagged())) == tagged()


@pytest.mark.parametrize(
    ("tag", "code"),
    [
        ({"id": "club", "name": "N", "round": 1, "table": 1}, "record-tournament"),
        (
            {"id": "a b", "name": "N", "round": 1, "table": 1, "teams": ["t1", "t2"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "", "round": 1, "table": 1, "teams": ["t1", "t2"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "N", "round": 0, "table": 1, "teams": ["t1", "t2"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "N", "round": 1, "table": 129, "teams": ["t1", "t2"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "N", "round": 1, "table": 1, "teams": ["t1", "t1"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "N", "round": True, "table": 1, "teams": ["t1", "t2"]},
            "record-tournament",
        ),
        (
            {"id": "c", "name": "N", "round": 1, "table": 1, "teams": ["t1", "t2"], "x": 1},
            "record-tournament",
        ),
    ],
)
def test_a_bad_tag_is_refused_naming_it(tag: dict[str, Any], code: str) -> None:
    record = {**game_to_record(tagged()), "tournament": tag}
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    assert caught.value.code == code
    assert str(caught.value).startswith("tournament must be an object with id")


def test_a_tag_in_an_older_version_is_refused() -> None:
    record = {**game_to_record(tagged()), "version": 2}
    with pytest.raises(RecordError) as caught:
        game_from_record(record)
    assert str(caught.value) == (
        "a game played in a tournament is a record of version 3 or later (got version 2)"
    )
    assert game_from_record({**record, "tournament": None}).tournament is None


def test_a_tournament_error_is_a_value_error() -> None:
    assert issubclass(TournamentError, ValueError)


# --- anything else is refused with a reason, never another exception ---------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            found.extend(_paths(inner, (*path, key)))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found.extend(_paths(inner, (*path, index)))
    return found


def _replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    place = copy
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = new
    return copy


SMALL = tournament_to_json(small())


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(_paths(SMALL)), JSON_VALUES)
def test_a_damaged_file_is_refused_with_a_reason(path: tuple[Any, ...], new: Any) -> None:
    """Any value anywhere in a file: read, or refused by the engine's own error."""
    read = read_or_refusal(json.dumps(_replaced(SMALL, path, new)))
    if isinstance(read, BelotError):
        assert str(read)
        assert "\n" not in str(read)
    else:
        assert dumps(loads(dumps(read))) == dumps(read)


def read_or_refusal(text: str) -> Tournament | BelotError:
    try:
        return loads(text)
    except BelotError as error:  # only the engine's own errors: anything else fails the test
        return error


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60) | st.binary(max_size=60).map(lambda b: "r1." + b.hex()))
def test_any_text_is_a_result_link_or_refused_with_a_reason(text: str) -> None:
    with pytest.raises(TournamentError) as caught:  # none of these is a result's link
        read_result(text)
    assert caught.value.code.startswith("tournament-link-")
