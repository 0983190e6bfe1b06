"""What was declared, in the game record (docs/rules.md#what-each-player-declared,
docs/rules.md#bulgarian-programs-readings): the engine decides which declarations count,
by the ruleset's rule and options, at every replay; impossible declarations are one-line
errors naming the deal and the seat; the old records (counting announcements only) are
unchanged."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from belot import PlayedDeal, game_from_record, make_rules, play, score_deal
from belot.declarations import validate
from belot.declared import SQUARE_ORDER, Sequence, Square
from belot.errors import BelotError, DealError
from belot.explain import explain
from belot.game import counting
from belot.record import game_to_record
from belot.vocabulary import Announcement, Contract, Rank, Suit

SUITS = [Contract.CLUBS, Contract.DIAMONDS, Contract.HEARTS, Contract.SPADES]


def record(deal: dict[str, Any], rules: str = "bulgarian", **options: object) -> dict[str, Any]:
    return {
        "format": "belot-game",
        "version": 1,
        "rules": rules,
        "options": options,
        "deals": [{"contract": "hearts", "declarer": 0, "points": [100, 62], **deal}],
    }


def error_of(data: dict[str, Any]) -> str:
    with pytest.raises(BelotError) as caught:
        play(game_from_record(data))
    message = str(caught.value)
    assert "\n" not in message
    return message


# --- the record -------------------------------------------------------------------------


def test_declared_is_kept_by_the_record_and_decided_at_replay() -> None:
    data = record({"declared": [[{"square": "A"}], [{"run": 5, "top": "K"}], [], []]})
    game = game_from_record(data)
    assert game_to_record(game)["deals"][0]["declared"] == data["deals"][0]["declared"]
    (row,) = play(game).rows
    assert row.score.scores == (20, 16)  # separate: both count (200 : 162)
    combined = make_rules("bulgarian", {"announcement-contest": "combined"})
    (row,) = play(replace(game, rules=combined)).rows
    assert row.score.scores == (20, 6)  # combined: the square alone (200 : 62)


def test_a_record_with_declared_replays_through_the_command_line() -> None:
    data = record(
        {"declared": [[{"square": "A"}], [{"run": 5, "top": "K"}], [], []]},
        **{"announcement-contest": "combined"},
    )
    done = subprocess.run(
        [sys.executable, "-m", "belot", "replay", "-"],
        input=json.dumps(data),
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["deals"][0]["scores"] == [20, 6]


def test_the_breakdown_says_why_in_english() -> None:
    data = record(
        {"declared": [[{"square": "A"}], [{"run": 5, "top": "K"}], [], []]},
        **{"announcement-contest": "combined"},
    )
    (row,) = play(game_from_record(data)).rows
    lines = explain(row.score, ("Ние", "Вие"))
    assert (
        "Seat 0's four aces beats seat 1's quinte to K, a square over a sequence of equal "
        "worth: all of Ние's declarations count." in lines
    )


def test_belots_stay_in_announcements_and_nothing_else_may() -> None:
    ok = record(
        {
            "announcements": [["belot"], []],
            "declared": [[{"run": 3, "top": "A", "suit": "spades"}], [], [], []],
        }
    )
    (row,) = play(game_from_record(ok)).rows
    assert row.score.raw == (100 + 20 + 20, 62)
    bad = record({"announcements": [["tierce"], []], "declared": [[{"square": "A"}], [], [], []]})
    assert error_of(bad) == (
        "deal 1: with declared, announcements hold the belots only (got tierce for team 0)"
    )


def test_an_old_record_is_unchanged() -> None:
    old = record({"announcements": [["four-aces"], ["quinte"]]})
    (row,) = play(game_from_record(old)).rows
    assert row.score.scores == (20, 16)
    assert row.score.contest == ()
    assert "declared" not in game_to_record(game_from_record(old))["deals"][0]


def test_null_declared_is_no_declared() -> None:
    assert play(game_from_record(record({"declared": None}))) == play(game_from_record(record({})))


@pytest.mark.parametrize(
    ("declared", "message"),
    [
        (["x"], 'deal 1: declared must be a list of the 4 seats\' declarations (got ["x"])'),
        ([[], "x", [], []], 'deal 1: declared: seat 1 must be a list of declarations (got "x")'),
        (
            [[], [], [{"run": 9, "top": "A"}], []],
            'deal 1: declared: seat 2: a run has 3 to 8 cards (got {"run": 9, "top": "A"})',
        ),
        (
            [[{"square": "6"}], [], [], []],
            'deal 1: declared: seat 0: a rank is 7, 8, 9, 10, J, Q, K or A (got {"square": "6"})',
        ),
        (
            [[{"run": 3, "top": "A", "suit": "stars"}], [], [], []],
            "deal 1: declared: seat 0: a suit is clubs, diamonds, hearts or spades "
            '(got {"run": 3, "top": "A", "suit": "stars"})',
        ),
        (
            [[{"belot": True}], [], [], []],
            'deal 1: declared: seat 0: a declaration is {"run": 3 to 8, "top": a rank, '
            '"suit": a suit} or {"square": a rank} (got {"belot": true})',
        ),
    ],
)
def test_a_declaration_that_is_not_one_is_refused(declared: object, message: str) -> None:
    assert error_of(record({"declared": declared})) == message


@pytest.mark.parametrize(
    ("rules", "declared", "message"),
    [
        # docs/rules.md#impossible-declarations: a run below the 7
        ("bulgarian", [[{"run": 4, "top": "9"}], [], [], []], "seat 0: a sequence of 4 cards"),
        # a square of 7s or 8s
        ("bulgarian", [[], [{"square": "8"}], [], []], "seat 1: there is no square of 8s"),
        # the same square twice
        ("bulgarian", [[{"square": "K"}], [{"square": "K"}], [], []], "seat 1: four Ks"),
        # a run through a rank another player holds as a square
        (
            "bulgarian",
            [[{"run": 3, "top": "A", "suit": "hearts"}], [{"square": "K"}], [], []],
            "K♥ cannot be held by seat 0 and seat 1",
        ),
        # more cards than a hand holds
        (
            "bulgarian",
            [
                [{"run": 5, "top": "A", "suit": "hearts"}, {"run": 4, "top": "A", "suit": "clubs"}],
                [],
                [],
                [],
            ],
            "the declarations of seat 0 need 9 cards; a player holds 8",
        ),
        # a run and a square sharing a card in the French games
        (
            "belote-annonces",
            [[{"run": 3, "top": "A", "suit": "hearts"}, {"square": "A"}], [], [], []],
            "A♥ cannot be in two declarations of seat 0",
        ),
    ],
)
def test_what_no_hand_can_hold_is_refused(rules: str, declared: object, message: str) -> None:
    got = error_of(record({"declared": declared}, rules))
    assert got.startswith("deal 1: ")
    assert message in got


def test_declarations_at_no_trumps_are_an_error() -> None:
    data = record(
        {"contract": "no-trumps", "points": [70, 60], "declared": [[{"square": "A"}]] + [[]] * 3}
    )
    assert error_of(data) == "deal 1: nothing is declared at no trumps (seat 0 declared four-aces)"


# --- properties -------------------------------------------------------------------------


@st.composite
def declarations(draw: st.DrawFn) -> tuple[tuple[Sequence | Square, ...], ...]:
    """What four players declared: each nothing, a run, a square, or a run and a square."""
    seats: list[tuple[Sequence | Square, ...]] = []
    for _ in range(4):
        mine: list[Sequence | Square] = []
        if draw(st.booleans()):
            length = draw(st.integers(3, 8))
            top = draw(st.sampled_from([r for r in Rank if r.order >= length - 1]))
            mine.append(Sequence(length, top, draw(st.sampled_from(list(Suit)))))
        if draw(st.integers(0, 3)) == 0:
            mine.append(Square(draw(st.sampled_from(SQUARE_ORDER))))
        seats.append(tuple(mine))
    return tuple(seats)


CASES = st.tuples(
    st.sampled_from(["bulgarian", "belot-arena", "belote-annonces"]),
    st.sampled_from(["separate", "combined"]),
    declarations(),
    st.sampled_from(SUITS),
    st.integers(0, 162),
    st.integers(0, 3),
)


def table(rules_id: str, contest: str) -> Any:
    bulgarian = rules_id in ("bulgarian", "belot-arena")
    return make_rules(rules_id, {"announcement-contest": contest} if bulgarian else {})


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(CASES)
def test_declared_scores_as_the_old_record_with_what_was_decided(case: Any) -> None:
    """With declared, the result equals the old record with the counting announcements the
    resolver chose (docs/rules.md#what-each-player-declared)."""
    rules_id, contest, seats, contract, points, dealer = case
    rules = table(rules_id, contest)
    try:
        validate(dict(enumerate(seats)), contract, rules)
    except DealError:
        assume(False)
    deal = PlayedDeal(contract, 0, (points, 162 - points), declared=seats)
    counted, reasons = counting(deal, rules, dealer)
    assert counted.declared == seats
    assert reasons or not any(seats)  # something says why, when something was declared
    old = replace(counted, declared=None)
    try:
        expected = score_deal(old, rules, 0, dealer)
    except DealError as error:
        refused = error.code
    else:
        refused = ""
    if refused:  # then the same deal with declared is refused for the same reason
        with pytest.raises(DealError) as caught:
            score_deal(deal, rules, 0, dealer)
        assert caught.value.code == refused
        return
    got = score_deal(deal, rules, 0, dealer)
    assert replace(got, contest=()) == expected
    assert got.contest == reasons


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(CASES, st.booleans())
def test_the_contest_never_changes_trick_points_or_belots(case: Any, belot: bool) -> None:
    """Changing announcement-contest never changes trick points or belots
    (docs/rules.md#what-each-player-declared)."""
    rules_id, _, seats, contract, points, dealer = case
    assume(rules_id != "belote-annonces")
    belots = ((Announcement.BELOT,), ()) if belot else ((), ())
    deal = PlayedDeal(contract, 0, (points, 162 - points), announcements=belots, declared=seats)
    scores = []
    for contest in ("separate", "combined"):
        try:
            scores.append(score_deal(deal, table(rules_id, contest), 0, dealer))
        except DealError:
            assume(False)
    one, other = scores
    assert (one.trick_points, one.card_points) == (other.trick_points, other.card_points)
    belot_of = [
        [a for a in s.announcements if a.announcement is Announcement.BELOT] for s in scores
    ]
    assert belot_of[0] == belot_of[1]
