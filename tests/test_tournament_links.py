"""The tournament's two links (docs/formats.md#tournament-links): a table's assignment
(``#t1.``) and a table's result (``#r1.``): what they hold reads back, their dictionary is
fixed, each fits one QR code with room to spare (measured here: a 12-deal game, a best of
3 of games to 151), and every refusal says why."""

from __future__ import annotations

import hashlib
import json
import random
import statistics

import pytest

from belot import Announcement, Contract, Double, Game, PlayedDeal, Rules, make_rules, play
from belot.app import qr
from belot.errors import TournamentError
from belot.game import game_result, next_in_match
from belot.match import Match, score_match
from belot.packing import GAME
from belot.record import game_to_record
from belot.tournament import (
    Kind,
    Settings,
    System,
    Tournament,
    draw_round,
    is_assignment_link,
    is_result_link,
    new_tournament,
    read_assignment,
    read_result,
    result_link,
)
from belot.tournament.links import (
    ASSIGNMENT,
    DICTIONARY,
    RESULT,
    assignment_fragment,
    assignment_game,
    assignment_link,
)

PAGE = "https://belot.example.org/"


def night(options: dict[str, object] | None = None, best_of: int = 1) -> Tournament:
    settings = Settings(make_rules("bulgarian", options), System(Kind.SWISS, 5), best_of)
    names = [
        ("Ace of hearts", ("Ana Petrova", "Boris Ivanov")),
        ("The Kings", ("Vera Dimitrova", "Georgi Georgiev")),
    ]
    return draw_round(
        new_tournament("k7p2x9ab", "Club night, Thursday 12 December", "s", settings, names)
    )


def refusal(read: object, text: str) -> TournamentError:
    with pytest.raises(TournamentError) as caught:
        read(text)  # type: ignore[operator]
    return caught.value


def test_the_dictionary_is_fixed_for_version_one() -> None:
    """Changing a byte of it would break every t1 and r1 link: a new one is t2 and r2."""
    assert hashlib.sha256(DICTIONARY).hexdigest()[:16] == "e126a84c6a46daff"
    assert (ASSIGNMENT.prefix, RESULT.prefix) == ("t1.", "r1.")


def test_an_assignment_starts_the_table_s_game_with_nothing_to_type() -> None:
    tournament = night()
    table = tournament.round(1).table(1)
    link = assignment_link(PAGE, tournament, 1, 1)
    assert link.startswith(PAGE + "#t1.")
    game = read_assignment(link.partition("#")[2])
    assert game == assignment_game(tournament, 1, 1)
    assert game.rules == tournament.settings.rules
    assert game.deals == ()
    assert game.first_dealer == table.first_dealer
    one, two = (tournament.team(t) for t in table.teams)
    assert game.teams == (one.name, two.name)
    assert game.players is not None
    assert game.players[0::2] == one.players
    assert game.tournament is not None
    assert (game.tournament.round, game.tournament.table, game.tournament.teams) == (
        1,
        1,
        table.teams,
    )
    assert game.match is None
    matched = read_assignment(assignment_fragment(night(best_of=3), 1, 1))
    assert matched.match is not None
    assert (matched.match.best_of, matched.match.game) == (3, 1)


def test_a_result_link_carries_every_game_of_the_table() -> None:
    tournament = night(best_of=3)
    games = match_of_151(tournament, random.Random(1))
    link = result_link(PAGE, games)
    assert is_result_link(link.partition("#")[2])
    assert read_result("#" + link.partition("#")[2]) == tuple(games)


def test_only_our_fragments_are_tournament_links() -> None:
    tournament = night()
    assignment = assignment_fragment(tournament, 1, 1)
    assert is_assignment_link(assignment)
    assert is_assignment_link("#t2.whatever")  # a newer version's: refused with that reason
    assert not is_result_link(assignment)
    assert not is_assignment_link(GAME.pack("{}"))  # a game's link is not one
    for other in ("", "#", "#top", "#t1", "#T1.2", "#g1.12.0a0b0c0d.xyz"):
        assert not is_assignment_link(other), other
        assert not is_result_link(other), other


def test_every_refusal_says_why() -> None:
    tournament = night()
    text = assignment_fragment(tournament, 1, 1)
    assert refusal(read_assignment, text[:-10]).code == "tournament-link-cut"
    cut = refusal(read_assignment, text[:-10])
    expected = int(text.split(".")[1])
    assert str(cut) == f"the link is cut short ({expected - 10} of {expected} characters arrived)"
    head, data = text[: text.rindex(".") + 1], text[text.rindex(".") + 1 :]
    changed = data[:5] + ("A" if data[5] != "A" else "B") + data[6:]
    assert refusal(read_assignment, head + changed).code == "tournament-link-damaged"
    assert refusal(read_assignment, "t2.10.00000000.abc").code == "tournament-link-newer"
    assert refusal(read_assignment, "r1.10.00000000.abc").code == "tournament-link-foreign"
    assert refusal(read_assignment, "t1." + "A" * 40_000).code == "tournament-link-too-big"
    assert refusal(read_result, text).code == "tournament-link-foreign"
    played = assignment_game(tournament, 1, 1).with_deal(PlayedDeal(Contract.HEARTS, 0, (100, 62)))
    packed = ASSIGNMENT.pack(json.dumps(game_to_record(played)))
    assert refusal(read_assignment, packed).code == "tournament-link-not-assignment"
    untagged = ASSIGNMENT.pack(json.dumps(game_to_record(Game(make_rules("bulgarian")))))
    assert refusal(read_assignment, untagged).code == "tournament-link-not-assignment"
    assert (
        refusal(read_assignment, ASSIGNMENT.pack('{"format": "belot-game"}')).code
        == "tournament-link-invalid"
    )
    assert (
        refusal(read_assignment, ASSIGNMENT.pack('{"a": 1, "a": 2}')).code
        == "tournament-link-invalid"
    )
    assert (
        refusal(
            read_result, RESULT.pack('{"format": "belot-result", "version": 2, "games": []}')
        ).code
        == "tournament-result-newer"
    )
    bare = {
        "format": "belot-result",
        "version": 1,
        "games": [game_to_record(Game(make_rules("bulgarian")))],
    }
    assert refusal(read_result, RESULT.pack(json.dumps(bare))).code == "tournament-untagged"
    assert refusal(read_result, RESULT.pack("[]")).code == "tournament-result-format"


# --- sizes: one QR code each (docs/formats.md#result-link) --------------------------------------


def deal(rng: random.Random, rules: Rules) -> PlayedDeal:
    """A Bulgarian deal as tables play them: any contract, a belot or a tierce now and
    then, a kontra once in ten."""
    contract = rng.choice(list(rules.contracts))
    total = rules.ruleset.trick_total[contract]
    mine = rng.randint(0, total)
    announcements: tuple[tuple[Announcement, ...], tuple[Announcement, ...]] = ((), ())
    if contract is not Contract.NO_TRUMPS and rng.random() < 0.3:
        announcements = (
            ((Announcement.BELOT,), ()) if rng.random() < 0.5 else ((), (Announcement.TIERCE,))
        )
    double = Double.DOUBLED if rng.random() < 0.1 else Double.NONE
    return PlayedDeal(
        contract,
        rng.randint(0, 1),
        (mine, total - mine),
        double=double,
        announcements=announcements,
    )


def finish(game: Game, rng: random.Random) -> Game:
    while not play(game).over:
        try:
            longer = game.with_deal(deal(rng, game.rules))
            play(longer)
        except ValueError:  # a deal this game cannot take (a valat's rule...): another
            continue
        game = longer
    return game


def match_of_151(tournament: Tournament, rng: random.Random) -> list[Game]:
    game = finish(assignment_game(tournament, 1, 1), rng)
    games = [game]
    match = Match(tournament.settings.best_of, game.rules, game.teams)
    while not score_match(match, [game_result(g) for g in games]).ended:
        score = score_match(match, [game_result(g) for g in games])
        games.append(finish(next_in_match(games[-1], score), rng))
    return games


@pytest.mark.parametrize(
    ("options", "best_of", "most_chars", "most_version"),
    [
        ({"end": "deals", "deals": 12}, 1, 420, 16),  # about 375, version 15
        ({}, 1, 460, 17),  # a game to 151: about 390, version 15
        ({}, 3, 800, 23),  # a best of 3 of games to 151: about 630, version 20
    ],
)
def test_a_result_fits_one_qr_code(
    options: dict[str, object], best_of: int, most_chars: int, most_version: int
) -> None:
    tournament = night(options, best_of)
    sizes, versions = [], []
    for seed in range(30):
        games = match_of_151(tournament, random.Random(seed))
        link = result_link(PAGE, games)
        assert read_result(link.partition("#")[2]) == tuple(games)
        sizes.append(len(link))
        versions.append(qr.version_of(link)[0])
        assert qr.version_of(link)[1] in "MQH"
    assert max(sizes) <= most_chars, (statistics.median(sizes), max(sizes))
    assert max(versions) <= most_version
    assert qr.fits(PAGE + "#" + "A" * most_chars)


def test_an_assignment_is_a_small_code() -> None:
    link = assignment_link(PAGE, night(best_of=3), 1, 1)
    assert len(link) <= 260
    assert qr.version_of(link)[0] <= 12
