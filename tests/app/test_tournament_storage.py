"""The tournaments kept on the organiser's phone (docs/formats.md#stored-tournaments): the
samples of what the page writes read back and reopen the screen they were on; a value
that cannot be read, or is a newer version's, is listed and never written over; the list
of tournaments is derived; what a link asks for; a notice outlives an answer nobody asked
for."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from belot.app.actions import Action
from belot.app.screens.share.actions import OpenLink
from belot.app.screens.table.actions import OpenAssignment, link_message
from belot.app.screens.tournament import ROUND, Typing
from belot.app.screens.tournament.arrival import OpenResultLink
from belot.app.state import Notice
from belot.app.storage import (
    BACKUP_PREFIX,
    SESSION_KEY,
    TOURNAMENT_LIST_KEY,
    MemoryStore,
    UnreadableEntryError,
    read_tournament,
    read_value,
    tournament_key,
)
from belot.app.tournaments import KeptTournaments, read_list, text_check
from belot.tournament import dumps, loads
from tests.app.conftest import run
from tests.app.tournament_night import data, page_text, phone, tournament_of

SAMPLES = Path(__file__).resolve().parents[1] / "data" / "storage"
KEY = tournament_key("org2")


def sample(name: str) -> str:
    return (SAMPLES / name).read_text(encoding="utf-8")


def test_the_stored_tournament_sample_reads_by_the_file_s_one_reader() -> None:
    text = sample("tournament-v1.json")
    night = read_value(KEY, text)
    assert night == loads(text)
    assert dumps(night) == text  # what the page writes, byte for byte
    table = night.round(1).table(1)
    assert table.result is not None
    assert not table.result.typed
    typed = night.round(1).table(2).result
    assert typed is not None
    assert typed.typed
    lines = read_list(sample("tournaments-list-v1.json"))
    assert lines["org2"].check == text_check(text)


def test_a_tournament_under_another_id_s_key_is_unreadable() -> None:
    with pytest.raises(UnreadableEntryError, match="not its key's"):
        read_tournament(sample("tournament-v1.json"), "someone-else")


def test_the_samples_reopen_the_round_with_the_result_half_typed() -> None:
    store, tab_store = MemoryStore(), MemoryStore()
    store.set(KEY, sample("tournament-v1.json"))
    store.set(TOURNAMENT_LIST_KEY, sample("tournaments-list-v1.json"))
    tab_store.set(SESSION_KEY, sample("tab-session-round.json"))
    controller = phone(store, tab_store)
    assert controller.state.screen is ROUND
    assert tournament_of(controller) == loads(sample("tournament-v1.json"))
    typing = controller.state.part(Typing)
    assert typing is not None
    assert typing.scores == (("12", ""),)
    assert controller.state.storage.keys == ()


def test_a_newer_version_s_tournament_is_kept_untouched() -> None:
    store = MemoryStore()
    newer = sample("tournament-v1.json").replace('"version": 1', '"version": 2', 1)
    store.set(KEY, newer)
    controller = phone(store)
    assert controller.state.storage.newer == (KEY,)
    run(controller, "tournaments-open")
    assert "Club night" not in page_text(controller)
    run(controller, ("tournament-open", "org2"))
    assert "cannot be read on this phone" in page_text(controller)
    assert store.data[KEY] == newer


def test_an_unreadable_tournament_is_kept_aside_before_a_file_replaces_it() -> None:
    store = MemoryStore()
    damaged = sample("tournament-v1.json").replace('"t1"', '"t 1"')
    store.set(KEY, damaged)
    controller = phone(store)
    assert KEY in controller.state.storage.damaged
    run(controller, "tournaments-open", ("tournament-file", sample("tournament-v1.json")))
    run(controller, "tournament-replace")
    assert data(controller)[KEY] == sample("tournament-v1.json")
    kept = [v for k, v in data(controller).items() if k.startswith(BACKUP_PREFIX)]
    assert kept == [damaged]


def test_the_list_is_derived_and_reads_only_what_changed() -> None:
    store = MemoryStore()
    store.set(KEY, sample("tournament-v1.json"))
    kept = KeptTournaments(store)
    (line,) = kept.listing().lines
    assert (line.name, line.teams, line.rounds, line.planned) == ("Club night", 4, 1, 2)
    assert read_list(store.data[TOURNAMENT_LIST_KEY]) == {"org2": line}
    # A line that matches the text is trusted without reading the tournament again.
    store.data[TOURNAMENT_LIST_KEY] = store.data[TOURNAMENT_LIST_KEY].replace(
        '"name":"Club night"', '"name":"Shown from the list"'
    )
    assert kept.listing().lines[0].name == "Shown from the list"
    # One that does not is made again.
    store.data[KEY] = dumps(replace(loads(store.data[KEY]), name="Renamed"))
    assert kept.listing().lines[0].name == "Renamed"
    kept.remove("org2")
    assert kept.listing().lines == ()
    assert read_list(store.data[TOURNAMENT_LIST_KEY]) == {}
    assert read_list(json.dumps({"app": "belot-score", "tournaments": 2, "lines": []})) == {}


def test_a_link_s_fragment_says_which_message_it_is() -> None:
    assert isinstance(link_message("#g1.3.00000000.abc"), OpenLink)
    assert isinstance(link_message("#t1.3.00000000.abc"), OpenAssignment)
    assert isinstance(link_message("r1.3.00000000.abc"), OpenResultLink)
    assert isinstance(link_message("#t7.9"), OpenAssignment)  # a newer one: refused, said why
    for other in ("", "#", "#top", "#x1.", "#g.", "#tournament"):
        assert link_message(other) is None


def test_a_notice_stays_when_the_qr_library_arrives_unasked() -> None:
    controller = phone()
    controller.state = replace(controller.state, notice=Notice("tournament.deleted"))
    controller.dispatch(Action("tournament-qr-loaded", "ok"))
    assert controller.state.notice == Notice("tournament.deleted")
    controller.dispatch(Action("tournaments-open"))  # a tap: the notice has been read
    assert controller.state.notice is None
    controller.dispatch(Action("tournament-qr-loaded", "failed:offline"))
    run(controller, "tournament-new")
    assert "{" not in page_text(controller)
