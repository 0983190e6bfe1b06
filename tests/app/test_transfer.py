"""Export, import and share under CPython: the file format, merging without overwriting,
refusals that change nothing, the text summary, and keeping the screen on."""

from __future__ import annotations

import copy
import json
import string
from collections.abc import Callable
from typing import Any, TypeVar

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from belot.app.actions import Action
from belot.app.controller import Controller
from belot.app.effects import Copy, Download, Effect, Share
from belot.app.markup import text as text_of
from belot.app.messages import CATALOGS, describe_error, set_language, t
from belot.app.render import render
from belot.app.screens.phone.actions import (
    WAKE_LOCK_KEY,
    set_screen_on,
    set_supported,
    wake_lock,
    wants_wake_lock,
)
from belot.app.screens.transfer.view import REVIEWED
from belot.app.screens.transfer.words import WORDS as MESSAGES
from belot.app.storage import (
    GAME_PREFIX,
    MemoryStore,
    SavedGame,
    StoreFullError,
    decode,
    envelope,
    game_key,
)
from belot.app.transfer import (
    EXPORT_FORMAT,
    Fate,
    ImportPlan,
    Incoming,
    TransferError,
    describe_transfer_error,
    export_document,
    export_filename,
    export_text,
    file_text,
    plan_import,
    read_document,
    read_import,
    summary,
)
from belot.errors import BelotError
from belot.game import Game, play
from belot.record import VERSION as RECORD_VERSION
from belot.record import game_to_record
from belot.rulesets import make_rules
from tests.app.conftest import enter_deal, list_games, make_controller, run, start_game
from tests.app.screens import Screen
from tests.strategies import games

# --- helpers ---------------------------------------------------------------------------

E = TypeVar("E", bound=Effect)


def effects(controller: Controller, kind: type[E]) -> list[E]:
    """The effects of ``kind`` queued so far (no browser edge empties the queue here)."""
    return [e for e in controller.state.effects if isinstance(e, kind)]


def exported(controller: Controller, action: str = "export-all", arg: str = "") -> str:
    run(controller, (action, arg))
    return effects(controller, Download)[-1].contents


def two_games() -> Controller:
    """A controller with two saved games: one with two deals, one with none."""
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    enter_deal(controller, "spades", 1, 66)
    run(controller, "home")
    start_game(controller, "belote")
    run(controller, "home")
    return controller


def stored_games(controller: Controller) -> dict[str, SavedGame]:
    games_, unreadable = list_games(controller.store)
    assert unreadable == []
    return {g.id: g for g in games_}


def import_text(controller: Controller, text: str, confirm: bool = True) -> None:
    run(controller, "home", "transfer-open", ("import-file", text))
    if confirm and controller.state.part(ImportPlan) is not None:
        run(controller, "import-confirm")


class FullAfter(MemoryStore):
    """A store that takes ``games`` more games, then is full."""

    def __init__(self, games: int) -> None:
        super().__init__()
        self.games = games

    def set(self, key: str, value: str) -> None:
        if key.startswith(GAME_PREFIX) and key not in self.data:
            if self.games == 0:
                raise StoreFullError(key)
            self.games -= 1
        super().set(key, value)


def data(controller: Controller) -> dict[str, str]:
    """Everything in the controller's (in-memory) store."""
    assert isinstance(controller.store.inner, MemoryStore)
    return controller.store.inner.data


def without_session(data: dict[str, str]) -> dict[str, str]:
    """The store's values but the open screen (every action saves it)."""
    return {k: v for k, v in data.items() if k != "belot:session"}


def refusal(controller: Controller) -> str:
    """The refusal shown, in full."""
    notice = controller.state.notice
    assert notice is not None
    assert notice.key == "transfer.refused"
    return t(notice.key, **dict(notice.params))


# --- export ----------------------------------------------------------------------------


def test_export_all_is_a_versioned_document_of_the_stored_envelopes() -> None:
    controller = two_games()
    text = exported(controller)
    document = json.loads(text)
    assert document["format"] == EXPORT_FORMAT
    assert document["version"] == 1
    assert document["exported"].startswith("2026-11-30T10:00:")
    stored = {k: json.loads(v) for k, v in data(controller).items() if k.startswith(GAME_PREFIX)}
    envelopes = {GAME_PREFIX + e["id"]: e for e in document["games"]}
    assert envelopes == stored
    download = effects(controller, Download)[-1]
    assert download.filename == "belot-games-2026-11-30.json"


def test_export_one_game_from_its_sheet() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    text = exported(controller, "export-game")
    (envelope_,) = json.loads(text)["games"]
    assert controller.state.current is not None
    assert decode(json.dumps(envelope_)) == controller.state.current
    assert effects(controller, Download)[-1].filename == "belot-ana-boris-2026-11-30.json"


def test_export_filename_keeps_letters_of_any_script() -> None:
    game = Game(make_rules("bulgarian"), teams=("Ние/", "Вие <3"))
    saved = SavedGame("x", game, 1, "", "")
    assert export_filename([saved], "2026-01-02T03:04:05Z") == "belot-ние-вие-3-2026-01-02.json"
    assert export_filename([saved], "?") == "belot-ние-вие-3.json"


def test_nothing_to_export_queues_nothing() -> None:
    controller = make_controller()
    run(controller, "transfer-open", "export-all", ("export-game", "no-such-game"))
    assert controller.state.effects == ()


# --- import: round trip and merging ----------------------------------------------------


def test_round_trip_into_an_empty_store_gives_the_same_games() -> None:
    source = two_games()
    text = exported(source)
    target = make_controller()
    import_text(target, text)
    assert stored_games(target) == stored_games(source)
    assert target.state.screen is Screen.HOME
    assert target.state.notice is not None
    assert render(target.state).count("Imported 2 games: 2 new, 0 as copies; 0 already here.") == 1
    assert {g.id for g in target.state.games} == set(stored_games(source))


def test_importing_the_same_games_again_adds_nothing() -> None:
    controller = two_games()
    before = dict(data(controller))
    text = exported(controller)
    run(controller, "home", "transfer-open", ("import-file", text))
    plan = controller.state.part(ImportPlan)
    assert plan is not None
    assert [p.fate for p in plan.items] == [Fate.SKIP, Fate.SKIP]
    assert "import-confirm" not in render(controller.state)
    run(controller, "import-confirm")
    assert without_session(data(controller)) == without_session(before)
    assert controller.state.notice is not None
    assert controller.state.notice.key == "transfer.nothing_imported"


def test_a_changed_game_with_a_clashing_id_is_kept_as_a_copy() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    text = exported(controller, "export-game")
    original = controller.state.current
    assert original is not None
    enter_deal(controller, "clubs", 1, 70)  # the stored game moves on; the file does not
    changed = controller.state.current
    assert changed is not None
    import_text(controller, text)
    stored = stored_games(controller)
    assert stored[changed.id] == changed  # untouched
    (copy_id,) = set(stored) - {changed.id}
    assert copy_id.startswith(f"{changed.id}-")
    copied = stored[copy_id]
    assert copied.game == original.game
    assert copied.created == original.created
    assert copied.revision == 1
    # The same file once more: the copy is found, nothing is added.
    import_text(controller, text)
    assert set(stored_games(controller)) == {changed.id, copy_id}


def test_several_clashes_get_several_copies_and_never_overwrite() -> None:
    rules = make_rules("bulgarian")
    stored = [SavedGame("a", Game(rules, teams=("A", "B")), 3, "c", "u")]
    incoming = [
        Incoming(Game(rules, teams=("X", "Y")), "a", 1, "c1", "u1"),
        Incoming(Game(rules, teams=("X", "Z")), "a", 1, "c2", "u2"),
        Incoming(Game(rules, teams=("X", "Y")), "a", 1, "c3", "u3"),  # same as the first
    ]
    plan = plan_import(incoming, stored, "now", taken=["a-dead"])
    assert [p.fate for p in plan.items] == [Fate.COPY, Fate.COPY, Fate.SKIP]
    ids = [p.saved.id for p in plan.items]
    assert len({ids[0], ids[1], "a"}) == 3
    assert ids[2] == ids[0]
    assert all(w.id != "a" for w in plan.writes)


def test_an_unreadable_stored_value_is_never_overwritten() -> None:
    source = make_controller()
    start_game(source)
    text = exported(source, "export-game")
    game_id = json.loads(text)["games"][0]["id"]
    target = make_controller()
    target.store.set(game_key(game_id), "garbage from an older app")
    target.refresh_games()
    import_text(target, text)
    assert data(target)[game_key(game_id)] == "garbage from an older app"
    games_, unreadable = list_games(target.store)
    assert unreadable == [game_key(game_id)]
    assert [g.game for g in games_] == [source.state.current.game]  # type: ignore[union-attr]


def test_a_bare_game_record_is_imported_once() -> None:
    record = {
        "format": "belot-game",
        "version": 1,
        "rules": "bulgarian",
        "teams": ["Us", "Them"],
        "deals": [{"contract": "hearts", "declarer": 0, "points": [87, 75]}],
    }
    controller = make_controller()
    import_text(controller, json.dumps(record))
    (saved,) = stored_games(controller).values()
    assert saved.id.startswith("import-")
    assert play(saved.game).totals == (9, 7)
    import_text(controller, json.dumps(record))
    assert len(stored_games(controller)) == 1
    # An export whose entries are bare records is read the same way.
    import_text(controller, json.dumps({"format": EXPORT_FORMAT, "version": 1, "games": [record]}))
    assert len(stored_games(controller)) == 1


def test_a_full_store_imports_nothing() -> None:
    source = two_games()
    text = exported(source)
    target = make_controller(FullAfter(1))
    before = dict(data(target))
    import_text(target, text)
    assert target.state.notice is not None
    assert target.state.notice.key == "transfer.storage_full"
    assert without_session(data(target)) == without_session(before)


def test_the_review_lists_each_game_and_cancel_changes_nothing() -> None:
    source = two_games()
    text = exported(source)
    target = make_controller()
    run(target, "transfer-open", ("import-file", text))
    html = render(target.state)
    assert html.count('data-fate="add"') == 2
    assert 'data-testid="import-confirm"' in html
    before = dict(data(target))
    run(target, "import-cancel")
    assert target.state.part(ImportPlan) is None
    assert without_session(data(target)) == without_session(before)


def test_the_review_of_a_year_of_games_lists_the_first_and_counts_the_rest() -> None:
    games = [
        SavedGame(f"g{n:03}", Game(make_rules("belote")), 1, "2026-11-30T10:00:00Z", f"t{n:03}")
        for n in range(REVIEWED + 12)
    ]
    target = make_controller()
    run(target, "transfer-open", ("import-file", export_text(games, "now")))
    html = render(target.state)
    assert html.count("data-fate=") == REVIEWED
    assert text_of(t("transfer.review.more", count=12)) in html
    run(target, "import-confirm")  # every game is imported, listed or not
    assert target.state.game_count == REVIEWED + 12


# --- refusals --------------------------------------------------------------------------


def valid_document() -> dict[str, Any]:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    document: dict[str, Any] = json.loads(exported(controller, "export-game"))
    return document


def _newer_export(d: dict[str, Any]) -> None:
    d["version"] = 2


def _newer_schema(d: dict[str, Any]) -> None:
    d["games"][0]["schema"] = 2


def _newer_record(d: dict[str, Any]) -> None:
    d["games"][0]["game"]["version"] = RECORD_VERSION + 1


def _bad_points(d: dict[str, Any]) -> None:
    d["games"][0]["game"]["deals"][0]["points"] = [87, 70]


def _bad_contract(d: dict[str, Any]) -> None:
    d["games"][0]["game"]["deals"][0]["contract"] = "trumps"


def _bad_id(d: dict[str, Any]) -> None:
    d["games"][0]["id"] = 7


def _no_games(d: dict[str, Any]) -> None:
    d["games"] = {}


def _foreign_app(d: dict[str, Any]) -> None:
    d["format"] = "other-app-backup"


Change = Callable[[dict[str, Any]], None]


def _same(d: dict[str, Any]) -> None:
    pass


REFUSALS: list[tuple[str, Change, str | None, str, str]] = [
    ("not json", _same, "{not json", "transfer-not-json", "not JSON"),
    ("a list", _same, "[1, 2]", "transfer-foreign", "not from this app"),
    ("foreign", _foreign_app, None, "transfer-foreign", "not from this app"),
    ("newer export", _newer_export, None, "transfer-newer", "newer version"),
    ("newer schema", _newer_schema, None, "transfer-newer", "newer version"),
    ("newer record", _newer_record, None, "transfer-newer", "newer version"),
    ("bad points", _bad_points, None, "transfer-invalid-game", "deal 1: "),
    ("bad contract", _bad_contract, None, "transfer-invalid-game", "trumps"),
    ("bad id", _bad_id, None, "transfer-envelope", "valid id"),
    ("no games", _no_games, None, "transfer-no-games", "no list of games"),
]


@pytest.mark.parametrize(
    ("change", "text", "code", "words"),
    [r[1:] for r in REFUSALS],
    ids=[r[0] for r in REFUSALS],
)
def test_a_file_that_cannot_be_imported_is_refused_and_changes_nothing(
    change: Change, text: str | None, code: str, words: str
) -> None:
    document = valid_document()
    change(document)
    text = json.dumps(document) if text is None else text
    with pytest.raises(TransferError) as caught:
        read_import(text)
    assert caught.value.code == code
    controller = two_games()
    before = dict(data(controller))
    run(controller, "home", "transfer-open")
    run(controller, ("import-file", text))
    assert words in refusal(controller)
    assert refusal(controller).startswith("Nothing was imported. ")
    assert controller.state.part(ImportPlan) is None
    assert 'data-testid="notice"' in render(controller.state)
    run(controller, "import-confirm")  # nothing pending: does nothing
    assert without_session(data(controller)) == without_session(before)


def test_a_game_played_after_the_end_is_refused() -> None:
    document = valid_document()
    record = document["games"][0]["game"]
    record["options"]["target"] = 10
    record["deals"] = [
        {"contract": "hearts", "declarer": 0, "points": [150, 12]},  # won here
        {"contract": "hearts", "declarer": 0, "points": [87, 75]},
    ]
    with pytest.raises(TransferError) as caught:
        read_import(json.dumps(document))
    assert caught.value.code == "transfer-invalid-game"


def test_too_big_a_file_is_refused() -> None:
    controller = make_controller()
    run(controller, "transfer-open", ("import-too-big", "9000"))
    assert "9000 kB" in refusal(controller)
    with pytest.raises(TransferError, match="too big"):
        read_import(" " * 8_000_001)


def test_every_refusal_is_worded_in_every_language() -> None:
    for _, change, text, code, _ in REFUSALS:
        document = valid_document()
        change(document)
        with pytest.raises(TransferError) as caught:
            read_import(json.dumps(document) if text is None else text)
        worded = {}
        for language in ("en", "bg", "fr"):
            set_language(language)
            try:
                worded[language] = describe_transfer_error(caught.value)
            finally:
                set_language("en")
        assert all(worded.values()), code
        assert not any("{" in message for message in worded.values()), code
        assert len(set(worded.values())) == 3, (code, worded)


def test_the_catalog_part_has_the_same_keys_and_fields_in_every_language() -> None:
    english = MESSAGES["en"]
    for language in ("bg", "fr"):
        assert set(MESSAGES[language]) == set(english), language
        for key, text in MESSAGES[language].items():
            fields = {n for _, n, _, _ in string.Formatter().parse(text) if n}
            expected = {n for _, n, _, _ in string.Formatter().parse(english[key]) if n}
            assert fields == expected, (language, key)
    for key in english:
        assert all(key in CATALOGS[language] for language in ("en", "bg", "fr"))


# --- fuzzing the reader ----------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)

KEYS = [
    "format",
    "version",
    "games",
    "app",
    "schema",
    "id",
    "revision",
    "created",
    "updated",
    "game",
    "rules",
    "deals",
    "teams",
    "options",
]


def _check_read(value: object) -> None:
    try:
        result = read_document(value)
    except TransferError as error:
        refused: TransferError | None = error
    else:
        refused = None
    if refused is not None:
        assert isinstance(refused, BelotError)
        assert refused.code.startswith("transfer-")
        assert describe_transfer_error(refused)
        assert describe_error(refused)
        return
    assert isinstance(result, tuple)
    assert result
    for game in result:
        assert isinstance(game, Incoming)
        play(game.game)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_any_json_value_is_read_or_refused_with_our_error(value: object) -> None:
    _check_read(value)


@st.composite
def mutated_documents(draw: st.DrawFn) -> object:
    """A valid export with one part replaced by any JSON value (or a key removed)."""
    document: Any = copy.deepcopy(VALID)
    path: list[Any] = []
    node = document
    while isinstance(node, dict | list) and node and draw(st.booleans()):
        key = draw(st.sampled_from(list(node) if isinstance(node, dict) else range(len(node))))
        path.append(key)
        node = node[key]
    if not path:
        return draw(json_values)
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    if isinstance(parent, dict) and draw(st.booleans()):
        del parent[path[-1]]
    else:
        parent[path[-1]] = draw(json_values | st.sampled_from(["belot-score", 1, 2, 0, -1, True]))
    if isinstance(parent, dict) and draw(st.booleans()):
        parent[draw(st.sampled_from(KEYS))] = draw(json_values)
    return document


VALID = {
    "format": EXPORT_FORMAT,
    "version": 1,
    "exported": "2026-11-30T10:00:00Z",
    "games": [
        {
            "app": "belot-score",
            "schema": 1,
            "id": "g1",
            "revision": 3,
            "created": "2026-11-30T10:00:00Z",
            "updated": "2026-11-30T10:00:01Z",
            "game": {
                "format": "belot-game",
                "version": 1,
                "rules": "contree",
                "options": {"target": 1000},
                "teams": ["A", "B"],
                "players": ["a", "b", "c", "d"],
                "first_dealer": 2,
                "deals": [
                    {"contract": "hearts", "declarer": 0, "points": [100, 62], "bid": 80},
                    {"passed": True},
                    {
                        "contract": "spades",
                        "declarer": 1,
                        "points": [0, 162],
                        "bid": "capot",
                        "valat": 1,
                        "double": 2,
                        "announcements": [[], ["belot"]],
                    },
                ],
            },
        },
        {"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": []},
    ],
}


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_documents())
def test_a_damaged_export_is_read_or_refused_with_our_error(value: object) -> None:
    _check_read(value)


def _strict_json(text: str) -> object:
    """``text`` parsed as JSON proper (no NaN, no repeated key); ValueError if it is not."""

    def no_constant(name: str) -> object:
        raise ValueError(name)

    def no_repeat(pairs: list[tuple[str, object]]) -> dict[str, object]:
        if len({key for key, _ in pairs}) != len(pairs):
            raise ValueError("repeated key")
        return dict(pairs)

    return json.loads(text, parse_constant=no_constant, object_pairs_hook=no_repeat)


_VALID_TEXT = json.dumps(VALID)

file_texts = st.one_of(
    st.text(max_size=60),  # almost never JSON
    json_values.map(json.dumps),  # JSON, almost never a game file
    mutated_documents().map(json.dumps),  # nearly an export
    st.integers(0, len(_VALID_TEXT) - 1).map(lambda n: _VALID_TEXT[:n]),  # an export cut short
    st.tuples(st.integers(0, len(_VALID_TEXT)), st.sampled_from(list('{}[],:"x1 '))).map(
        lambda cut: _VALID_TEXT[: cut[0]] + cut[1] + _VALID_TEXT[cut[0] :]  # one stray character
    ),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(file_texts)
@example("Infinity")  # Python's parser reads it as a float; it is not JSON
@example(_VALID_TEXT.replace("[", "[NaN, ", 1))
def test_any_text_is_read_as_its_json_or_refused_as_not_json(text: str) -> None:
    """A file's text is refused as "not JSON" exactly when it is not JSON; when it is, it is
    read as its parsed value is (the same games, or the same refusal)."""
    try:
        value = _strict_json(text)
    except ValueError:
        with pytest.raises(TransferError) as caught:
            read_import(text)
        assert caught.value.code == "transfer-not-json", text
        assert (
            describe_transfer_error(caught.value) == "The file is not a game file (it is not JSON)."
        )
        return
    try:
        expected: tuple[Incoming, ...] | str = read_document(value)
    except TransferError as error:
        expected = error.code
    try:
        got: tuple[Incoming, ...] | str = read_import(text)
    except TransferError as error:
        got = error.code
    assert got == expected
    _check_read(value)


def test_the_valid_fuzzing_seed_reads() -> None:
    result = read_document(copy.deepcopy(VALID))
    assert [g.id for g in result] == ["g1", None]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(games(max_deals=8), min_size=1, max_size=3))
def test_export_then_import_gives_the_same_games(drawn: list[Game]) -> None:
    saved = [SavedGame(f"g{i}", game, i + 1, "c", f"u{i}") for i, game in enumerate(drawn)]
    incoming = read_import(export_text(saved, "now"))
    plan = plan_import(incoming, [], "later")
    assert list(plan.writes) == saved
    again = plan_import(incoming, saved, "later")
    assert again.writes == ()
    assert [game_to_record(s.game) for s in saved] == [envelope(s)["game"] for s in saved]
    assert export_document(saved, "now")["games"][0]["id"] == "g0"


# --- share and summary -----------------------------------------------------------------


def test_the_summary_says_who_leads_and_each_deal() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    enter_deal(controller, "clubs", 0, 81)
    run(controller, "add-deal", ("deal-passed", "true"), "save-deal")
    assert controller.state.current is not None
    lines = summary(controller.state.current.game).splitlines()
    assert lines == [
        "Belot (Bulgarian)",
        "Ana 9 : 15 Boris",
        "In play after 3 deals.",
        "1. ♥ Ana: 9 : 7 (9 : 7)",
        "2. ♣ Ana hanging: 0 : 8 (9 : 15)",
        "3. passed: 0 : 0 (9 : 15)",
    ]


def test_the_summary_of_a_won_game_names_the_winner() -> None:
    game = Game(make_rules("bulgarian", {"target": 10}), teams=("Us", "Them"))
    record = game_to_record(game)
    record["deals"] = [{"contract": "hearts", "declarer": 1, "points": [40, 122], "double": 2}]
    (incoming,) = read_document(record)
    text = summary(incoming.game)
    assert "Them won the game, 32 to 0." in text
    assert "1. ♥ ×2 Them: 0 : 32 (0 : 32)" in text


def test_share_queues_the_file_and_the_summary() -> None:
    controller = make_controller()
    start_game(controller)
    enter_deal(controller, "hearts", 0, 87)
    run(controller, ("share-game", ""))
    (share,) = effects(controller, Share)
    assert share.title == "Belot: Ana – Boris"
    assert share.filename.endswith(".json")
    assert json.loads(share.contents)["games"][0]["game"]["deals"]
    assert share.summary.startswith("Belot (Bulgarian)\nAna 9 : 7 Boris")


def test_without_a_share_sheet_the_summary_is_shown_to_copy() -> None:
    controller = make_controller()
    start_game(controller)
    run(controller, "share-fallback")
    assert controller.state.screen is Screen.TRANSFER
    html = render(controller.state)
    assert 'data-testid="share-panel"' in html
    assert "Ana 0 : 0 Boris" in html
    run(controller, "copy-summary")
    assert effects(controller, Copy)[-1].text.startswith("Belot (Bulgarian)")
    run(controller, ("transfer-done", "copied"))
    assert controller.state.notice is not None
    assert controller.state.notice.key == "transfer.copied"
    run(controller, ("transfer-done", "copy-failed"))
    assert controller.state.notice is not None
    assert controller.state.notice.key == "transfer.copy_failed"
    after = controller.dispatch(Action("back"))
    assert after.screen is Screen.SHEET


def test_names_are_escaped_in_the_review_and_the_summary() -> None:
    evil = '<img src=x onerror=alert(1)>"&'
    controller = make_controller()
    run(controller, "new-game", ("setup-team", f"0={evil}"), "start-game")
    text = exported(controller, "export-game")
    run(controller, "share-fallback")
    assert evil not in render(controller.state)
    run(controller, "home", "transfer-open", ("import-file", text))
    html = render(controller.state)
    assert controller.state.part(ImportPlan) is not None
    assert evil not in html
    assert "&lt;img src=x" in html


# --- keeping the screen on -------------------------------------------------------------


def test_the_wake_lock_is_wanted_while_a_game_is_open_and_the_choice_is_kept() -> None:
    controller = make_controller()
    assert not wake_lock(controller.state).supported
    set_supported(controller, True)
    assert wake_lock(controller.state).wanted
    assert not wants_wake_lock(controller.state)  # no game open
    start_game(controller)
    assert wants_wake_lock(controller.state)
    html = render(controller.state)
    assert 'data-testid="wakelock"' in html
    assert 'aria-pressed="true"' in html
    set_screen_on(controller, True)
    assert 'data-held="true"' in render(controller.state)
    run(controller, "wakelock-toggle")
    assert not wants_wake_lock(controller.state)
    assert controller.store.get(WAKE_LOCK_KEY) == "false"
    # The next visit remembers the choice.
    other = make_controller(controller.store)  # type: ignore[arg-type]
    set_supported(other, True)
    assert not wake_lock(other.state).wanted


def test_a_refused_lock_is_said_and_the_toggle_is_hidden_where_unsupported() -> None:
    controller = make_controller()
    start_game(controller)
    assert 'data-testid="wakelock"' not in render(controller.state)
    set_supported(controller, True)
    set_screen_on(controller, False, refused=True)
    assert "not allowed now" in render(controller.state)
    run(controller, "wakelock-toggle", "wakelock-toggle")
    assert not wake_lock(controller.state).refused
    assert wake_lock(controller.dispatch(Action("home"))).wanted


def test_a_copy_of_a_game_with_a_long_id_can_be_exported_and_read_again() -> None:
    rules = make_rules("bulgarian")
    stored = [SavedGame("x" * 200, Game(rules, teams=("A", "B")), 1, "c", "u")]
    incoming = [Incoming(Game(rules, teams=("C", "D")), "x" * 200)]
    (copy_,) = plan_import(incoming, stored, "now").writes
    assert copy_.id != "x" * 200
    (again,) = read_import(export_text([copy_], "now"))
    assert again.id == copy_.id


def test_a_single_stored_envelope_is_read_too() -> None:
    controller = make_controller()
    start_game(controller)
    assert controller.state.current is not None
    text = data(controller)[game_key(controller.state.current.id)]
    (incoming,) = read_import(text)
    assert incoming.id == controller.state.current.id
    assert incoming.game == controller.state.current.game


# --- limits, bytes and words ----------------------------------------------------------------


def notice_words(controller: Controller) -> str:
    notice = controller.state.notice
    assert notice is not None
    return t(notice.key, **dict(notice.params))


def test_a_bare_record_into_an_empty_app_is_a_new_game_not_a_copy() -> None:
    """It said "Imported 1 game: 0 new, 1 as a copy" although nothing was here."""
    record = {"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": []}
    controller = make_controller()
    import_text(controller, json.dumps(record))
    assert notice_words(controller) == "Imported 1 game: 1 new, 0 as copies; 0 already here."
    (first,) = stored_games(controller).values()
    # The game goes on; the same record again is not that game any more: now a copy.
    run(controller, ("open-game", first.id))
    enter_deal(controller, "hearts", 0, 87)
    import_text(controller, json.dumps(record))
    assert notice_words(controller) == "Imported 1 game: 0 new, 1 as a copy; 0 already here."
    assert len(stored_games(controller)) == 2


def test_a_bare_record_is_planned_as_new_unless_its_id_is_another_game_s() -> None:
    game = Game(make_rules("bulgarian"))
    (planned,) = plan_import([Incoming(game)], [], "now").items
    assert planned.fate is Fate.ADD
    assert planned.saved.id.startswith("import-")
    other = SavedGame(planned.saved.id, Game(make_rules("belote")), 1, "c", "u")
    (again,) = plan_import([Incoming(game)], [other], "now").items
    assert again.fate is Fate.COPY
    assert again.saved.id != other.id


def _record_file(**changes: Any) -> str:
    record = {"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": []}
    return json.dumps({**record, **changes}, ensure_ascii=False)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (
            _record_file(deals=[{"passed": True}] * 60_000),
            "Game 1 in the file is not valid: the game has 60000 rows (deals, redeals and "
            "corrections); a game holds at most 500",
        ),
        (
            _record_file(teams=["x" * 300_000, "Them"]),
            "Game 1 in the file is not valid: teams: name 1 has 300000 characters; a name has "
            "at most 40",
        ),
        (
            _record_file(deals=[{"adjust": [1, 0], "note": "n" * 201}]),
            "Game 1 in the file is not valid: deal 1: note must be text of at most 200 characters",
        ),
        (
            _record_file(deals=[{"passed": True}]).removesuffix("}") + ', "deals": []}',
            "The file is not a game file (its data has the key 'deals' twice in one object).",
        ),
    ],
    ids=["rows", "name", "note", "duplicate key"],
)
def test_a_file_over_a_limit_is_refused_at_once_with_the_reason(
    text: str, words: str, deals_read: list[int]
) -> None:
    controller = two_games()
    before = without_session(data(controller))
    deals_read.clear()
    run(controller, "home", "transfer-open", ("import-file", text))
    assert len(deals_read) <= 1  # not 60,000 rows read (and played: seconds) before it
    assert refusal(controller).startswith("Nothing was imported. " + words)
    assert controller.state.part(ImportPlan) is None
    assert without_session(data(controller)) == before


def test_a_file_s_bytes_are_read_strictly_as_utf8() -> None:
    text = _record_file(teams=["Ние", "Вие"])
    assert file_text(text.encode()) == text
    assert file_text(b"\xef\xbb\xbf" + text.encode()) == text  # a byte-order mark is skipped
    bad = text.encode().replace("Ние".encode(), b"\xff\xfe")
    with pytest.raises(TransferError) as caught:
        file_text(bad)
    byte = bad.index(b"\xff") + 1
    assert (caught.value.code, caught.value.params) == ("transfer-not-utf8", {"byte": byte})
    assert describe_transfer_error(caught.value) == (
        f"The file is not a game file (it is not UTF-8 text: byte {byte} cannot be read)."
    )


def test_a_file_that_is_not_utf8_is_refused_and_changes_nothing() -> None:
    """What the browser edge sends when :func:`file_text` refuses the chosen file's bytes."""
    controller = two_games()
    before = without_session(data(controller))
    run(controller, "home", "transfer-open", ("import-not-utf8", "13"))
    assert refusal(controller) == (
        "Nothing was imported. The file is not a game file (it is not UTF-8 text: byte 13 "
        "cannot be read)."
    )
    assert without_session(data(controller)) == before
