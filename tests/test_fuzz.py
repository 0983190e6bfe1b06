"""Malformed records thrown at the parsers and the engine: a game, or the package's own error.

Each target reads a value from outside (an imported file, a stored value): the game-record
parser and the engine (:func:`belot.record.game_from_record` and :func:`belot.play`), the
stored envelope (:func:`belot.app.storage.decode`), the deal form's saved draft
(:meth:`belot.app.draft.DealDraft.parse`, an empty form if it refuses) and the import parser
(:func:`belot.app.transfer.read_import`). Whatever it is given, it must give a valid value or
raise a :class:`~belot.errors.BelotError`, never another exception: anything else would stop
the page.

Inputs are valid records mutated (keys deleted, values replaced by wrong types, huge or
negative numbers, deep nesting, odd unicode, keys added) and arbitrary JSON values.
"""

from __future__ import annotations

import contextlib
import copy
import json
import math
import os
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from belot import BelotError, Game, play
from belot.app.draft import DealDraft, draft_of, evaluate
from belot.app.storage import (
    SavedGame,
    UnreadableEntryError,
    decode,
    encode,
)
from belot.app.transfer import (
    Incoming,
    TransferError,
    export_document,
    export_text,
    plan_import,
    read_document,
    read_import,
    summary,
)
from belot.explain import explain
from belot.record import game_from_record, game_to_record, loads
from tests import strategies as bst
from tests.app.conftest import lenient_draft

FUZZ = settings(
    max_examples=int(os.environ.get("BELOT_FUZZ_EXAMPLES", "300")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def nested(depth: int) -> Any:
    """A list inside a list... ``depth`` deep: deeper than json and repr can recurse."""
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


def nested_dict(depth: int) -> Any:
    value: Any = {}
    for _ in range(depth):
        value = {"deals": value}
    return value


DEEP_LIST, DEEP_DICT = object(), object()  # stand-ins for values built fresh when drawn


def _fresh(value: Any) -> Any:
    """A value of :data:`NASTY` of its own (mutations must not change the shared list)."""
    if value is DEEP_LIST:
        return nested(3000)
    if value is DEEP_DICT:
        return nested_dict(3000)
    return copy.deepcopy(value)


def _copy(value: Any) -> Any:
    try:
        return copy.deepcopy(value)
    except RecursionError:
        return nested(3000)


# Values that have broken parsers before: wrong types, numbers past every limit (a Python
# int of more than 4300 digits cannot even be turned into text), floats JSON allows
# (Infinity, NaN), lone surrogates and control characters, very long text, deep nesting.
NASTY: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    2,
    3,
    4,
    5,
    80,
    162,
    -162,
    10**6,
    -(10**6),
    2**31,
    2**53 + 1,
    2**63,
    -(2**63),
    10**4299,
    -(10**4299),
    10**5000,
    -(10**5000),
    1.5,
    -0.0,
    1e308,
    math.inf,
    -math.inf,
    math.nan,
    "",
    "0",
    "1",
    "-1",
    "162",
    "hearts",
    "all-trumps",
    "belot",
    "tierce",
    "four-sevens",
    "capot",
    "generale",
    "bulgarian",
    "contree",
    "belot-game",
    "belot-score",
    "belot-export",
    "\ud800",
    "\udfff x",
    "\x00\x1f\x7f",
    "\u202e\u200b",
    "Жълти 🂡 é",
    "²",
    "١٢",
    "a" * 10_000,
    [],
    {},
    [[]],
    [[], []],
    [0, 0],
    [162, 0],
    [1, 2, 3],
    ["belot"],
    [["belot"], []],
    {"a": 1},
    {"passed": True},
    {"adjust": [0, 0]},
    DEEP_LIST,
    DEEP_DICT,
]

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=10), children, max_size=4)
    ),
    max_leaves=16,
)
# The values past some limit, drawn more often than their share of NASTY.
EXTREME: list[Any] = [10**5000, -(10**5000), 10**4299, math.inf, math.nan, "\ud800", "²"]
EXTREME += [DEEP_LIST, DEEP_DICT]
nasty = st.one_of(
    st.sampled_from(EXTREME).map(_fresh), st.sampled_from(NASTY).map(_fresh), json_values
)


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in a JSON value: the keys and indexes that lead there (10 levels deep)."""
    found = [path]
    if len(path) >= 10:
        return found
    if isinstance(value, dict):
        for key, child in value.items():
            found += _paths(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            found += _paths(child, (*path, index))
    return found


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        value = value[step]
    return value


@st.composite
def mutated(draw: st.DrawFn, valid: Any, max_mutations: int = 4) -> Any:
    """``valid`` with a few places deleted, replaced, wrapped or given extra keys."""
    value = copy.deepcopy(valid)
    for _ in range(draw(st.integers(1, max_mutations))):
        paths = _paths(value)
        # A depth first, then a place at that depth: the few top-level keys are hit as
        # often as the many places inside the deals.
        depth = draw(st.sampled_from(sorted({len(p) for p in paths})))
        path = draw(st.sampled_from([p for p in paths if len(p) == depth]))
        if not path:
            if draw(st.booleans()):
                return draw(nasty)
            continue
        parent, step = _get(value, path[:-1]), path[-1]
        how = draw(st.sampled_from(["delete", "replace", "replace", "wrap", "add", "grow"]))
        if how == "delete":
            del parent[step]
        elif how == "replace":
            parent[step] = draw(nasty)
        elif how == "wrap":
            parent[step] = [parent[step]] if draw(st.booleans()) else {"x": parent[step]}
        elif how == "add" and isinstance(parent, dict):
            key = draw(st.sampled_from(["", "extra", "format", "version", "passed", "adjust"]))
            parent[key] = draw(nasty)
        elif how == "grow" and isinstance(parent, list):
            parent.append(_copy(parent[step]) if draw(st.booleans()) else draw(nasty))
    return value


@st.composite
def records(draw: st.DrawFn) -> Any:
    """A game record, mutated (most of the time) or any JSON value."""
    if draw(st.integers(0, 9)) == 0:
        return draw(nasty)
    game = draw(bst.games(max_deals=8))
    return draw(mutated(game_to_record(game)))


def _dumps(value: Any) -> str | None:
    """``value`` as JSON text, None if even json cannot write it (too deep, too big)."""
    try:
        return json.dumps(value)
    except (ValueError, RecursionError):
        return None


def check_game(game: Game) -> None:
    """What the page does next with a game it read: play it, word it, save it."""
    sheet = play(game)
    for row in sheet.rows:
        explain(row.score)
    summary(game, sheet)
    json.dumps(game_to_record(game), ensure_ascii=False)
    str(sheet.totals)
    game_to_record(game)["teams"][0].encode("utf-8")
    assert game_from_record(game_to_record(game)) == game  # saved, it reads back the same


def check_refusal(error: BelotError) -> None:
    """A refusal of ours names what is wrong: a code and words."""
    assert error.code
    assert str(error).strip()


@FUZZ
@given(records())
def test_a_malformed_record_is_a_game_or_our_error(record: Any) -> None:
    try:
        check_game(game_from_record(record))  # a record is read, then played
    except BelotError as error:
        check_refusal(error)


@FUZZ
@given(records())
def test_a_malformed_record_text_is_a_game_or_our_error(record: Any) -> None:
    text = _dumps(record)
    if text is None:
        text = "[" * 100_000 + "]" * 100_000  # what json cannot write, as deep text
    try:
        check_game(loads(text))
    except BelotError as error:
        check_refusal(error)


@st.composite
def envelopes(draw: st.DrawFn) -> Any:
    """A stored envelope with its record or its own fields mutated, or any JSON value."""
    if draw(st.integers(0, 9)) == 0:
        return draw(nasty)
    game = draw(bst.games(max_deals=6))
    envelope = json.loads(encode(SavedGame("g-1", game, 3, "2026-01-01", "2026-01-02")))
    return draw(mutated(envelope))


@FUZZ
@given(envelopes())
def test_a_malformed_envelope_is_a_game_or_unreadable(envelope: Any) -> None:
    text = _dumps(envelope)
    if text is None:
        return
    try:
        saved = decode(text)
    except UnreadableEntryError:
        return
    check_game(saved.game)
    assert decode(encode(saved)) == saved


@FUZZ
@given(st.text() | st.binary().map(lambda b: b.decode("latin-1")))
def test_any_stored_text_is_a_game_or_unreadable(text: str) -> None:
    try:
        saved = decode(text)
    except UnreadableEntryError as error:
        check_refusal(error)
        return
    check_game(saved.game)
    assert decode(encode(saved)) == saved


@st.composite
def drafts(draw: st.DrawFn) -> Any:
    if draw(st.integers(0, 9)) == 0:
        return draw(nasty)
    rules = draw(bst.rules())
    deal = draw(bst.deals(rules))
    return draw(mutated(draft_of(deal, draw(st.integers(0, 3))).to_json()))


@FUZZ
@given(drafts(), bst.games(max_deals=4))
def test_a_malformed_draft_is_a_draft_and_the_form_evaluates_it(data: Any, game: Game) -> None:
    draft = lenient_draft(data)
    assert isinstance(draft, DealDraft)
    try:
        assert DealDraft.parse(data) == draft
    except BelotError:
        assert draft == DealDraft()
    evaluation = evaluate(draft, game)
    assert (evaluation.deal is None) == (evaluation.error is not None)
    # Given the game's sheet (as the form has it), only the new deal is scored: the same.
    given = evaluate(draft, game, play(game))
    assert (given.deal, given.score, given.sheet) == (
        evaluation.deal,
        evaluation.score,
        evaluation.sheet,
    )
    assert repr(given.error) == repr(evaluation.error)


@st.composite
def export_files(draw: st.DrawFn) -> Any:
    """An export file (or a bare record, or one envelope), mutated; or any JSON value."""
    if draw(st.integers(0, 9)) == 0:
        return draw(nasty)
    games = draw(st.lists(bst.games(max_deals=5), min_size=1, max_size=3))
    saved = [SavedGame(f"g-{n}", g, 1, "2026-01-01", "2026-01-01") for n, g in enumerate(games)]
    document: Any = json.loads(json.dumps(export_document(saved, "2026-02-02T10:00:00Z")))
    shape = draw(st.sampled_from(["export", "export", "record", "envelope"]))
    if shape == "record":
        document = document["games"][0]["game"]
    elif shape == "envelope":
        document = document["games"][0]
    return draw(mutated(document, max_mutations=5))


@FUZZ
@given(export_files(), bst.games(max_deals=3))
def test_a_malformed_import_file_is_games_or_a_refusal(document: Any, stored: Game) -> None:
    results: list[tuple[Incoming, ...]] = []
    with contextlib.suppress(TransferError):
        results.append(read_document(document))
    with contextlib.suppress(TransferError):
        results.append(read_import(_dumps(document) or ""))
    for incoming in results:
        here = [SavedGame("g-0", stored, 1, "2026-01-01", "2026-01-01")]
        plan = plan_import(incoming, here, "2026-03-03T10:00:00Z", taken=["g-1"])
        for saved in plan.writes:
            check_game(saved.game)
            assert decode(encode(saved)).game == saved.game
        export_text(plan.writes, "2026-03-03T10:00:00Z")
