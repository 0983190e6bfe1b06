"""The start run before the memory snapshot is made (belot.app.warm_up): it starts as a
player's start does, and leaves nothing of its sample game behind."""

from __future__ import annotations

import sys

import pytest

from belot import Contract, Game, PlayedDeal, make_rules
from belot.app import warm_up as warming
from belot.app.messages import current_language, set_language
from belot.app.storage import SavedGame


def filled_caches() -> dict[str, int]:
    """The package's functools caches that hold anything: name, entries."""
    found = {}
    for name, module in list(sys.modules.items()):
        if name == "belot" or name.startswith("belot."):
            for attr, value in vars(module).items():
                info = getattr(value, "cache_info", None)
                if callable(info) and info().currsize:
                    found[f"{name}.{attr}"] = info().currsize
    return found


def players_game() -> SavedGame:
    game = Game(make_rules("bulgarian", {"target": 100_000}), teams=("Us", "Them"))
    for n in range(20):
        contract = (Contract.HEARTS, Contract.SPADES)[n % 2]
        game = game.with_deal(PlayedDeal(contract, declarer=n % 2, points=(97, 65)))
    return SavedGame("players-game", game, 21, "2026-02-01T00:00:00Z", "2026-02-01T00:00:00Z")


def test_the_sample_start_reopens_its_game_on_its_sheet() -> None:
    html = warming.start_once(warming.sample_game())
    assert 'data-testid="sheet"' in html
    assert html.count('class="row') >= len(warming.DEALS)


def test_it_leaves_no_cache_filled_and_the_language_as_it_was() -> None:
    warming.start_once(players_game())  # the caches hold something to begin with
    assert filled_caches()
    set_language("bg")
    try:
        warming.warm_up()
        assert filled_caches() == {}
        assert current_language() == "bg"
    finally:
        set_language("en")


def test_a_start_after_it_draws_what_it_draws_without() -> None:
    warming.empty_caches()
    before = warming.start_once(players_game())
    warming.empty_caches()
    warming.warm_up()
    assert warming.start_once(players_game()) == before


def test_a_sample_start_that_fails_stops_it_and_still_leaves_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A start that cannot reopen the game (here: what is stored is not a game) is a bug
    of the start: the snapshot's worker reports it and makes no snapshot."""
    monkeypatch.setattr(warming, "encode", lambda saved: "{not a game")
    set_language("fr")
    try:
        with pytest.raises(warming.WarmUpError):
            warming.warm_up()
        assert filled_caches() == {}
        assert current_language() == "fr"
    finally:
        set_language("en")
