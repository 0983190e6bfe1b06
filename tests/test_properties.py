"""Properties that hold for every valid game, checked with hypothesis."""

from __future__ import annotations

import json
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from belot import (
    Contract,
    DealError,
    Double,
    Game,
    Outcome,
    PassedDeal,
    Sheet,
    extend,
    make_rules,
    play,
    score_deal,
)
from belot.game import continues
from belot.record import dumps, game_to_record, loads
from belot.rounding import split_digit_pair
from tests import strategies as bst

settings.register_profile("ci", max_examples=200, deadline=None)
settings.load_profile("ci")


@given(bst.games())
def test_record_survives_a_json_round_trip(game: Game) -> None:
    again = loads(json.dumps(json.loads(dumps(game))))
    assert again == game
    assert game_to_record(again) == game_to_record(game)


def played_or_refused(game: Game) -> Sheet | tuple[str, str]:
    try:
        return play(game)
    except DealError as error:
        return error.code, str(error)


@given(st.data())
def test_extending_a_sheet_is_playing_the_longer_game(data: st.DataObject) -> None:
    """The deal form checks a new deal against the sheet it has: the same sheet, or the
    same refusal, as the whole game played again (a deal after the end included)."""
    game = data.draw(bst.games())
    deal = data.draw(bst.deals(game.rules))
    try:
        extended: Sheet | tuple[str, str] = extend(play(game), deal)
    except DealError as error:
        extended = error.code, str(error)
    assert extended == played_or_refused(game.with_deal(deal))


@given(st.data())
def test_playing_on_from_a_known_sheet_is_playing_the_whole_game(data: st.DataObject) -> None:
    """Another tab's game read again scores only the deals after the sheet this tab has
    (belot.app.controller): the same sheet, or the same refusal, as the whole game played,
    with its deals read again (equal, other objects); a sheet of another game, or of a
    longer one, is not used."""
    game = data.draw(bst.games())
    more = game.with_deal(data.draw(bst.deals(game.rules)))  # may be refused: after the end
    read_again = replace(more, deals=tuple(replace(deal) for deal in more.deals))
    whole = played_or_refused(read_again)
    cut = data.draw(st.integers(0, len(game.deals)))
    for known in (
        play(replace(game, deals=game.deals[:cut])),  # a sheet this game continues
        play(replace(game, first_dealer=(game.first_dealer + 1) % 4)),
        play(Game(make_rules("belote"), first_dealer=game.first_dealer)),
        play(game.with_deal(PassedDeal())) if not play(game).over else play(game),
    ):
        try:
            again: Sheet | tuple[str, str] = play(read_again, known)
        except DealError as error:
            again = error.code, str(error)
        assert again == whole
        # the game's own sheet, as the deal form and the save check it (the same objects)
        assert not isinstance(again, Sheet) or again.is_of(read_again)


@given(bst.games())
def test_a_known_sheet_is_used_only_where_the_game_continues_it(game: Game) -> None:
    sheet = play(game)
    assert continues(sheet, game)
    assert continues(play(replace(game, deals=())), game)
    copies = tuple(replace(deal) for deal in game.deals)
    assert continues(sheet, replace(game, deals=copies))  # equal deals, other objects
    assert not continues(sheet, replace(game, first_dealer=(game.first_dealer + 1) % 4))
    if game.deals:
        assert not continues(sheet, game.without(len(game.deals) - 1))  # shorter
        assert not continues(sheet, game.with_replaced(0, PassedDeal())) or isinstance(
            game.deals[0], PassedDeal
        )


@given(bst.games(), st.integers(0, 3))
def test_a_sheet_knows_its_own_game(game: Game, dealer: int) -> None:
    sheet = play(game)
    assert sheet.is_of(game)
    assert not sheet.is_of(game.with_deal(PassedDeal()))
    assert sheet.is_of(replace(game, teams=("A", "B")))  # the names are not scored
    assert sheet.is_of(replace(game, first_dealer=dealer)) == (dealer == game.first_dealer)
    if game.deals:
        assert not sheet.is_of(game.without(len(game.deals) - 1))
        copies = tuple(replace(deal) for deal in game.deals)  # equal, but other objects
        assert not sheet.is_of(replace(game, deals=copies))


@given(bst.games())
def test_swapping_the_teams_swaps_every_output(game: Game) -> None:
    mirror = replace(game, deals=tuple(bst.swapped(d) for d in game.deals))
    sheet, other = play(game), play(mirror)
    for row, twin in zip(sheet.rows, other.rows, strict=True):
        assert twin.score.scores == row.score.scores[::-1]
        assert twin.score.written == row.score.written[::-1]
        assert twin.score.raw == row.score.raw[::-1]
        assert twin.score.outcome is row.score.outcome
        assert twin.held == row.held
        assert twin.totals == row.totals[::-1]
    assert other.totals == sheet.totals[::-1]
    assert other.winner == (None if sheet.winner is None else 1 - sheet.winner)


@given(st.data())
def test_bulgarian_made_deal_writes_the_contract_total(data: st.DataObject) -> None:
    """docs/rules.md#official-split: the split digit keeps 16 at a suit, 26 at NT and AT."""
    rules = data.draw(bst.rules("bulgarian"))
    deal = data.draw(bst.played_deals(rules))
    deal = replace(deal, announcements=((), ()), double=Double.NONE, valat=None)
    score = score_deal(deal, rules)
    whole = 16 if deal.contract.is_suit else 26
    if score.outcome is Outcome.HANGING:
        assert score.written[deal.defender] + score.held_out == whole
    else:
        assert sum(score.written) == whole


@given(st.integers(0, 400), st.integers(0, 400), st.sampled_from([4, 6]), st.integers(0, 1))
def test_split_rounding_never_reverses_the_order(x: int, y: int, digit: int, tie: int) -> None:
    rx, ry = split_digit_pair(x, y, digit, tie_up=tie)
    if x > y:
        assert rx >= ry
    if y > x:
        assert ry >= rx


@given(st.data())
def test_rounding_never_reverses_which_team_has_more(data: st.DataObject) -> None:
    """Where both teams write their own raw points, the order survives rounding."""
    rules = data.draw(bst.rules(data.draw(st.sampled_from(["bulgarian", "belot-arena", "belote"]))))
    deal = data.draw(bst.played_deals(rules))
    score = score_deal(deal, rules)
    if score.outcome is Outcome.MADE and deal.valat is None and deal.double is Double.NONE:
        a, b = score.raw
        if a > b:
            assert score.written[0] >= score.written[1]
        elif b > a:
            assert score.written[1] >= score.written[0]


@given(bst.games(), st.data())
def test_a_prefix_replays_to_the_same_running_totals(game: Game, data: st.DataObject) -> None:
    whole = play(game)
    cut = data.draw(st.integers(0, len(game.deals)))
    prefix = play(replace(game, deals=game.deals[:cut]))
    assert [r.totals for r in prefix.rows] == [r.totals for r in whole.rows[:cut]]
    assert [r.held for r in prefix.rows] == [r.held for r in whole.rows[:cut]]
    assert prefix.totals == (whole.rows[cut - 1].totals if cut else (0, 0))


@given(bst.games())
def test_totals_are_the_fold_of_the_written_scores(game: Game) -> None:
    sheet = play(game)
    totals = (0, 0)
    for row in sheet.rows:
        totals = (totals[0] + row.score.scores[0], totals[1] + row.score.scores[1])
        assert row.totals == totals
    assert sheet.totals == totals


def test_suits_are_the_only_french_contracts() -> None:
    assert make_rules("coinche").ruleset.contracts == (
        Contract.CLUBS,
        Contract.DIAMONDS,
        Contract.HEARTS,
        Contract.SPADES,
    )
