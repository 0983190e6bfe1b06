"""Every validation rule: bad input raises the package's own error with a one-line message.

Sources: docs/rules.md#refused-deals (the checks), docs/rules.md#impossible-declarations
(announcement limits per ruleset), seed 000 (no squares of 7s or 8s, no announcements at
no trumps).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from belot import BelotError, DealError, RecordError, RulesError, make_rules, play
from belot.record import game_from_record, loads


def record(rules: str, *deals: dict[str, Any], **top: Any) -> dict[str, Any]:
    return {"format": "belot-game", "version": 1, "rules": rules, "deals": list(deals), **top}


def deal(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"contract": "hearts", "declarer": 0, "points": [90, 72]}
    base.update(fields)
    return base


def error_of(data: Any) -> BelotError:
    with pytest.raises(BelotError) as caught:
        play(game_from_record(data))
    assert isinstance(caught.value, ValueError)
    assert "\n" not in str(caught.value)
    return caught.value


def third_deal_error(rules: str, bad: dict[str, Any], **top: Any) -> str:
    """The message for ``bad`` played as deal 3 after two good deals."""
    good = deal(contract="clubs", points=[100, 62]) if rules != "contree" else deal(bid=80)
    if rules in ("contree", "coinche"):
        good = deal(points=[100, 62], bid=80)
    error = error_of(record(rules, good, good, bad, **top))
    assert isinstance(error, DealError)
    assert error.deal == 3
    return str(error)


CASES = [
    (
        "bulgarian",
        deal(points=[87, 70]),
        "deal 3: points must add up to 162 at hearts (got 87 + 70 = 157)",
    ),
    (
        "bulgarian",
        deal(contract="all-trumps", points=[100, 100]),
        "deal 3: points must add up to 258 at all-trumps (got 100 + 100 = 200)",
    ),
    (
        "bulgarian",
        deal(contract="no-trumps", points=[100, 60]),
        "deal 3: points must add up to 130 at no-trumps (got 100 + 60 = 160)",
    ),
    (
        "belot-arena",
        deal(contract="no-trumps", points=[100, 30]),
        "deal 3: points must add up to 250 at no-trumps (got 100 + 30 = 130)",
    ),
    ("bulgarian", deal(points=[170, -8]), "deal 3: points cannot be negative (got 170 and -8)"),
    (
        "bulgarian",
        deal(points=[90]),
        "deal 3: points must be two whole numbers [team 0, team 1] (got [90])",
    ),
    (
        "bulgarian",
        deal(points=[90.5, 71.5]),
        "deal 3: points must be two whole numbers [team 0, team 1] (got [90.5, 71.5])",
    ),
    ("bulgarian", deal(declarer=2), "deal 3: declarer must be team 0 or 1 (got 2)"),
    ("bulgarian", deal(declarer=True), "deal 3: declarer must be team 0 or 1 (got true)"),
    ("bulgarian", deal(valat=-1), "deal 3: valat must be team 0 or 1 (got -1)"),
    (
        "bulgarian",
        deal(valat=0),
        "deal 3: a valat by team 0 takes all 162 trick points (got 90 + 72)",
    ),
    ("bulgarian", deal(double=3), "deal 3: double must be 1, 2 or 4 (got 3)"),
    ("belote", deal(double=2), "deal 3: double is not played in belote (got 2)"),
    (
        "bulgarian",
        deal(contract="harts"),
        'deal 3: unknown contract "harts" (expected one of clubs, diamonds, hearts, spades, '
        "no-trumps, all-trumps)",
    ),
    (
        "belote",
        deal(contract="no-trumps", points=[100, 30]),
        "deal 3: contract no-trumps is not played in belote "
        "(expected one of clubs, diamonds, hearts, spades)",
    ),
    (
        "bulgarian",
        deal(contract=None),
        "deal 3: unknown contract null (expected one of clubs, "
        "diamonds, hearts, spades, no-trumps, all-trumps)",
    ),
    (
        "bulgarian",
        {"declarer": 0, "points": [90, 72]},
        "deal 3: contract is missing",
    ),
    (
        "bulgarian",
        deal(pionts=[1, 2]),
        "deal 3: unknown key 'pionts' (expected contract, declarer, points, valat, double, "
        "announcements, bid, alone, declared, passed or adjust)",
    ),
    (
        "bulgarian",
        {"passed": False},
        'deal 3: a passed deal is exactly {"passed": true}',
    ),
    (
        "bulgarian",
        deal(contract="no-trumps", points=[70, 60], announcements=[["belot"], []]),
        "deal 3: announcements do not count at no trumps (got belot)",
    ),
    (
        "bulgarian",
        deal(contract="no-trumps", points=[70, 60], announcements=[[], ["tierce"]]),
        "deal 3: announcements do not count at no trumps (got tierce)",
    ),
    (
        "bulgarian",
        deal(announcements=[["belot"], ["belot"]]),
        "deal 3: at most 1 belot at a suit contract (got 2)",
    ),
    (
        "bulgarian",
        deal(
            contract="all-trumps",
            points=[158, 100],
            announcements=[["belot", "belot", "belot"], ["belot", "belot"]],
        ),
        "deal 3: at most 4 belot at all trumps (got 5)",
    ),
    (
        "bulgarian",
        deal(announcements=[["four-sevens"], []]),
        "deal 3: four-sevens does not count: squares of 7s and 8s score nothing",
    ),
    (
        "belote-annonces",
        deal(announcements=[["four-eights"], []]),
        "deal 3: four-eights does not count: squares of 7s and 8s score nothing",
    ),
    (
        "bulgarian",
        deal(announcements=[["tierse"], []]),
        'deal 3: unknown announcement "tierse" for team 0 (expected one of belot, tierce, '
        "quarte, quinte, four-jacks, four-nines, four-aces, four-tens, four-kings, four-queens)",
    ),
    (
        "bulgarian",
        deal(announcements=[["four-aces", "four-aces"], []]),
        "deal 3: four-aces can count only once in a deal (got 2)",
    ),
    (
        "bulgarian",
        deal(announcements=[["four-kings"], ["four-kings"]]),
        "deal 3: four-kings can count only once in a deal (got 2)",
    ),
    (
        "bulgarian",
        deal(announcements=[["tierce"], ["quarte"]]),
        "deal 3: only the team with the stronger sequence scores sequences, not both "
        "(got tierce for team 0 and quarte for team 1)",
    ),
    (
        "belot-arena",
        deal(announcements=[["four-nines"], ["four-aces"]]),
        "deal 3: only the team with the stronger square scores squares, not both "
        "(got four-nines for team 0 and four-aces for team 1)",
    ),
    (
        "belote-annonces",
        deal(announcements=[["tierce"], ["four-queens"]]),
        "deal 3: only the team with the best declaration scores declarations, not both "
        "(got tierce for team 0 and four-queens for team 1)",
    ),
    (
        "coinche",
        deal(bid=80, announcements=[["quinte", "belot"], ["tierce"]]),
        "deal 3: only the team with the best declaration scores declarations, not both "
        "(got quinte for team 0 and tierce for team 1)",
    ),
    (
        "belote",
        deal(announcements=[["tierce"], []]),
        "deal 3: only belote counts in belote, declarations do not (got tierce)",
    ),
    (
        "contree",
        deal(bid=80, announcements=[[], ["four-jacks"]]),
        "deal 3: only belote counts in contree, declarations do not (got four-jacks)",
    ),
    (
        "bulgarian",
        deal(announcements=[["tierce"] * 5, []]),
        "deal 3: team 0 cannot hold more than 4 sequences (got 5)",
    ),
    (
        "contree",
        deal(),
        "deal 3: bid is required in contree (80 to 160 in tens, capot or generale)",
    ),
    (
        "coinche",
        deal(bid=85),
        "deal 3: bid must be 80 to 160 in tens, capot or generale (got 85)",
    ),
    (
        "coinche",
        deal(bid=170),
        "deal 3: bid must be 80 to 160 in tens, capot or generale (got 170)",
    ),
    (
        "contree",
        deal(bid=70),
        "deal 3: bid must be 80 to 160 in tens, capot or generale (got 70)",
    ),
    (
        "contree",
        deal(bid="slam"),
        'deal 3: bid must be a number of points, capot or generale (got "slam")',
    ),
    (
        "bulgarian",
        deal(bid=100),
        "deal 3: bid is only used in contree and coinche, not bulgarian (got 100)",
    ),
    (
        "belote",
        deal(bid="capot"),
        "deal 3: bid is only used in contree and coinche, not belote (got 'capot')",
    ),
    (
        "coinche",
        deal(bid="generale", alone=True),
        "deal 3: alone means the taker won every trick, so valat must be the declarer's team "
        "(got no valat)",
    ),
    ("belote", deal(alone=True), "deal 3: alone is only used in contree and coinche, not belote"),
    ("contree", deal(bid=80, alone="yes"), 'deal 3: alone must be true or false (got "yes")'),
    (
        "bulgarian",
        {"adjust": [5]},
        'deal 3: an adjustment is {"adjust": [team 0, team 1], "note": "..."} with whole numbers '
        '(got {"adjust": [5]})',
    ),
    (
        "bulgarian",
        {"adjust": [5, 0], "contract": "hearts"},
        'deal 3: an adjustment is {"adjust": [team 0, team 1], "note": "..."} with whole numbers '
        '(got {"adjust": [5, 0], "contract": "hearts"})',
    ),
    (
        "belote",
        {"adjust": [5, 0], "note": 7},
        "deal 3: note must be text of at most 200 characters (got 7)",
    ),
    (
        "bulgarian",
        deal(announcements=[["belot"]]),
        'deal 3: announcements must be two lists [team 0, team 1] (got [["belot"]])',
    ),
]


@pytest.mark.parametrize(("rules", "bad", "message"), CASES)
def test_bad_deal_names_deal_field_and_value(rules: str, bad: dict[str, Any], message: str) -> None:
    assert third_deal_error(rules, bad) == message


def test_max_bid_house_rule_allows_higher_bids() -> None:
    # 162 trick points without every trick do not reach 250: the defence scores 160 + 250.
    short = record("contree", deal(points=[162, 0], bid=250), options={"max-bid": 250})
    assert play(game_from_record(short)).rows[0].score.scores == (0, 410)
    capot = record("contree", deal(points=[162, 0], bid=250, valat=0), options={"max-bid": 250})
    assert play(game_from_record(capot)).rows[0].score.scores == (500, 0)
    assert "got 260" in str(error_of(record("contree", deal(bid=260), options={"max-bid": 250})))


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            record("belotte"),
            "unknown ruleset 'belotte' (expected one of bulgarian, belot-arena, "
            "belote, belote-annonces, contree, coinche)",
        ),
        (
            record("bulgarian", options={"traget": 151}),
            "unknown option 'traget' for bulgarian "
            "(expected one of target, rounding, kontra-multiplies-valat, no-going-out-with-valat, "
            "announcement-contest, minimum-one, valat-announcements, end, deals)",
        ),
        (
            record("bulgarian", options={"target": "151"}),
            "option target must be a whole number (got '151')",
        ),
        (
            record("bulgarian", options={"target": 0}),
            "option target must be from 1 to 100000 (got 0)",
        ),
        (
            record("bulgarian", options={"rounding": "up"}),
            "option rounding must be one of official, declarer (got 'up')",
        ),
        (
            record("bulgarian", options={"kontra-multiplies-valat": 1}),
            "option kontra-multiplies-valat must be true or false (got 1)",
        ),
        (
            record("contree", options={"max-bid": 165}),
            "option max-bid must be from 160 to 360 in steps of 10 (got 165)",
        ),
        (
            {"format": "belot-game", "version": 4, "rules": "bulgarian", "deals": []},
            "version 4 is newer than this app reads (3)",
        ),
        (
            {"format": "belot", "version": 1, "rules": "bulgarian"},
            "format must be 'belot-game' (got \"belot\")",
        ),
        (
            {"format": "belot-game", "version": 1, "deals": []},
            "rules is missing from the game record",
        ),
        (record("bulgarian", extra=1), "unknown key 'extra' in the game record"),
        (record("bulgarian", teams=["Us"]), 'teams must be a list of 2 names (got ["Us"])'),
        (record("bulgarian", first_dealer=4), "first_dealer must be a seat from 0 to 3 (got 4)"),
        ([], "a game record must be a JSON object (got list)"),
    ],
)
def test_bad_record_is_a_clear_error(data: Any, message: str) -> None:
    error = error_of(data)
    assert isinstance(error, (RecordError, RulesError))
    assert str(error) == message


def test_not_json_is_a_record_error() -> None:
    with pytest.raises(RecordError, match=r"^not valid JSON: "):
        loads("{")


def test_a_deal_after_the_game_ended_is_an_error() -> None:
    win = deal(contract="all-trumps", points=[258, 0], valat=0, double=4)
    data = record(
        "bulgarian", win, deal(), options={"no-going-out-with-valat": False, "target": 101}
    )
    assert str(error_of(data)) == (
        "deal 2: the game ended after deal 1 (team 0 won 140 to 0); no deal can follow"
    )


def test_errors_are_value_errors_of_the_package() -> None:
    for error in (BelotError, DealError, RecordError, RulesError):
        assert issubclass(error, ValueError)
    with pytest.raises(RulesError):
        make_rules("bulgarian", {"nope": 1})


def test_an_error_message_is_one_line_for_any_json_value() -> None:
    odd = json.loads(
        '{"format": "belot-game", "version": 1, "rules": "bulgarian", '
        '"deals": [{"contract": "hearts", "declarer": 0, "points": "a\\nb"}]}'
    )
    assert "\n" not in str(error_of(odd))


# --- what no hand can hold (docs/rules.md#impossible-declarations) --------------------------

IMPOSSIBLE = [
    (
        "bulgarian",
        deal(
            contract="all-trumps",
            points=[200, 58],
            announcements=[
                ["four-jacks", "four-nines", "four-aces", "four-tens", "four-kings"],
                [],
            ],
        ),
        "deal 3: team 0 cannot hold 5 squares: a team holds 16 cards, four squares at most",
    ),
    (
        "bulgarian",
        deal(announcements=[["quinte", "quinte", "quinte"], []]),
        "deal 3: team 0 cannot hold 3 quintes: a player holds one at most",
    ),
    (
        "belot-arena",
        deal(announcements=[[], ["quinte", "quinte", "quinte"]]),
        "deal 3: team 1 cannot hold 3 quintes: a player holds one at most",
    ),
    (
        "bulgarian",
        deal(announcements=[["belot"], ["four-kings", "four-queens"]]),
        "deal 3: team 0 cannot have a belot: team 1 declared four kings and four queens",
    ),
    (
        "belote-annonces",
        deal(announcements=[["four-jacks", "four-nines", "four-aces", "four-tens", "quinte"], []]),
        "deal 3: the declarations of team 0 need 21 cards; a team holds 16",
    ),
    (
        "coinche",
        deal(
            points=[100, 62],
            bid=80,
            announcements=[["four-jacks", "four-nines", "quinte", "quinte"], []],
        ),
        "deal 3: the declarations of team 0 need 18 cards; a team holds 16",
    ),
]


@pytest.mark.parametrize(("rules", "bad", "message"), IMPOSSIBLE)
def test_declarations_no_hand_can_hold_are_refused(
    rules: str, bad: dict[str, Any], message: str
) -> None:
    assert third_deal_error(rules, bad) == message


def test_what_two_hands_can_hold_still_counts() -> None:
    """Four squares fill a team's 16 cards; in the Bulgarian game a player's square and
    sequence may share cards (docs/rules.md#separate-contest), so squares and runs add up
    apart."""
    four = deal(
        contract="all-trumps",
        points=[200, 58],
        announcements=[["four-jacks", "four-nines", "four-aces", "four-tens"], []],
    )
    play(game_from_record(record("bulgarian", four)))
    shared = deal(announcements=[["four-jacks", "four-nines", "quinte", "quinte"], []])
    play(game_from_record(record("bulgarian", shared)))
    one_square = deal(announcements=[["belot"], ["four-kings"]])  # the engine's rule: both
    play(game_from_record(record("bulgarian", one_square)))


# --- null and missing keys ------------------------------------------------------------------


def test_a_record_without_deals_is_refused() -> None:
    error = error_of({"format": "belot-game", "version": 1, "rules": "bulgarian"})
    assert (
        str(error) == 'deals is missing from the game record (a game with no deals has "deals": [])'
    )
    assert play(game_from_record(record("bulgarian"))).rows == ()


def test_null_is_the_same_as_leaving_an_optional_key_out() -> None:
    """docs/formats.md#game-record: every optional key, of the record and of a deal, takes its
    default when it is left out or null; a required one is an error either way."""
    plain = play(game_from_record(record("contree", deal(bid=80))))
    nulls = record(
        "contree",
        deal(bid=80, valat=None, double=None, announcements=None, alone=None),
        options=None,
        teams=None,
        players=None,
        first_dealer=None,
    )
    assert play(game_from_record(nulls)) == plain
    note = record("bulgarian", {"adjust": [5, 0], "note": None})
    assert play(game_from_record(note)).rows[0].score.scores == (5, 0)
    assert str(error_of(record("bulgarian", deal(contract=None)))).startswith(
        "deal 1: unknown contract null"
    )
    assert (
        str(error_of({**record("bulgarian"), "deals": None})) == "deals must be a list (got null)"
    )
    assert str(error_of(record("contree", deal(bid=None)))).startswith("deal 1: bid is required")


# --- limits (belot.limits) ---------------------------------------------------------------------

REDEAL = {"passed": True}


def test_a_game_of_the_most_rows_reads_and_one_more_is_refused_naming_the_limit() -> None:
    """500 rows (deals, redeals and corrections) is the most a game holds."""
    most = record("bulgarian", *[REDEAL] * 499, {"adjust": [1, 0]}, options={"target": 1000})
    assert len(play(game_from_record(most)).rows) == 500
    error = error_of(record("bulgarian", *[REDEAL] * 501))
    assert isinstance(error, RecordError)
    assert error.code == "record-rows"
    assert str(error) == (
        "the game has 501 rows (deals, redeals and corrections); a game holds at most 500"
    )


def test_the_rows_are_counted_before_any_deal_is_read(deals_read: list[int]) -> None:
    """The refusal comes before the work: a bad first deal is never reached, and 60,000
    redeals are refused without reading one (reading and playing them took about a
    second)."""
    bad_first = record("bulgarian", deal(points=[87, 70]), *[REDEAL] * 500)
    assert error_of(bad_first).code == "record-rows"
    deals_read.clear()
    many = json.dumps(record("bulgarian", *[REDEAL] * 60_000))
    with pytest.raises(RecordError, match="60000 rows"):
        loads(many)
    assert deals_read == []
    loads(json.dumps(record("bulgarian", *[REDEAL] * 3)))
    assert deals_read == [1, 2, 3]  # (the count is of the reader the record uses)


@pytest.mark.parametrize(
    ("top", "message"),
    [
        (
            {"teams": ["Us", "x" * 300_000]},
            "teams: name 2 has 300000 characters; a name has at most 40",
        ),
        (
            {"players": ["Ana", "Boris", "y" * 41, "Georgi"]},
            "players: name 3 has 41 characters; a name has at most 40",
        ),
    ],
)
def test_a_name_longer_than_the_limit_is_refused(top: dict[str, Any], message: str) -> None:
    error = error_of(record("bulgarian", deal(), **top))
    assert (error.code, str(error)) == ("record-name", message)
    longest = record("bulgarian", teams=["x" * 40, "Them"], players=["é" * 40] * 4)
    assert game_from_record(longest).teams[0] == "x" * 40


def test_a_note_longer_than_the_limit_is_refused() -> None:
    assert game_from_record(record("bulgarian", {"adjust": [1, 0], "note": "n" * 200}))
    error = error_of(record("bulgarian", {"adjust": [1, 0], "note": "n" * 201}))
    assert error.code == "adjust-note"
    assert "at most 200 characters" in str(error)
