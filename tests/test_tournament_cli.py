"""The command line's tournament commands (docs/engine.md#tournament-commands): each one,
its JSON, the file it writes, and its refusals (one line, exit status 2, nothing
changed)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from belot import Adjustment
from belot.game import game_result, next_in_match
from belot.match import Match, score_match
from belot.record import game_to_record
from belot.tournament import loads, read_assignment
from belot.tournament.links import result_fragment, result_to_json

PAGE = "https://example.org/belot/"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "belot", "tournament", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def ok(*args: str, stdin: str = "") -> Any:
    done = run(*args, stdin=stdin)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return json.loads(done.stdout)


def refused(*args: str, stdin: str = "") -> str:
    done = run(*args, stdin=stdin)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith("belot: ")
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr
    return done.stderr.removeprefix("belot: ").rstrip("\n")


@pytest.fixture
def club(tmp_path: Path) -> Path:
    path = tmp_path / "club.json"
    made = ok(
        "new", str(path), "--name", "Club night", "--rules", "bulgarian", "--swiss", "3",
        "--seed", "s1", "--id", "club1", "--team", "Aces|Ana|Boris", "--team", "Kings|Vera|Georgi",
        "--team", "Queens", "--team", "Jacks", "--team", "Nines",
    )  # fmt: skip
    assert made == {
        "tournament": {"id": "club1", "name": "Club night"},
        "teams": [
            {"id": "t1", "name": "Aces", "players": ["Ana", "Boris"]},
            {"id": "t2", "name": "Kings", "players": ["Vera", "Georgi"]},
            {"id": "t3", "name": "Queens"},
            {"id": "t4", "name": "Jacks"},
            {"id": "t5", "name": "Nines"},
        ],
    }
    return path


def finished_link(assignment: str, mine: int, theirs: int) -> str:
    """A table's result link: its game, ended by a correction of mine : theirs."""
    game = read_assignment(assignment).with_deal(Adjustment((mine, theirs)))
    return PAGE + "#" + result_fragment([game])


def test_a_night_from_the_command_line(club: Path, tmp_path: Path) -> None:
    drawn = ok("draw", str(club), "--page", PAGE)
    assert (drawn["round"], drawn["of"], drawn["stage"]) == (1, 3, "swiss")
    assert len(drawn["tables"]) == 2
    assert len(drawn["byes"]) == 1
    assert drawn["missing"] == [1, 2]
    first, second = drawn["tables"]
    assert first["link"].startswith(PAGE + "#t1.")
    assert {t["id"] for t in first["teams"]} | {t["id"] for t in second["teams"]} | {
        drawn["byes"][0]["id"]
    } == {"t1", "t2", "t3", "t4", "t5"}
    message = refused("draw", str(club))
    assert message == "round 1 is still being played: no result counts yet at table 1, 2"
    one = finished_link(first["link"].partition("#")[2], 151, 90)
    saved = tmp_path / "result.txt"
    saved.write_text(one + "\n", encoding="utf-8")
    recorded = ok("record", str(club), str(saved))
    assert recorded["status"] == "recorded"
    assert recorded["result"] == {
        "games": [[151, 90]],
        "points": [151, 90],
        "winner": first["teams"][0]["id"],
        "typed": False,
    }
    assert (recorded["candidates"], recorded["chosen"]) == (1, 1)
    winner = next(m for m in recorded["moved"] if m["team"] == first["teams"][0]["id"])
    assert winner["match_points"] == [0, 2]
    assert ok("record", str(club), one)["status"] == "unchanged"  # the link itself
    assert ok("record", str(club), one.partition("#")[2])["status"] == "unchanged"
    other = finished_link(first["link"].partition("#")[2], 90, 151)
    candidate = ok("record", str(club), other)
    assert (candidate["status"], candidate["candidates"], candidate["chosen"]) == (
        "candidate",
        2,
        None,
    )
    typed = ok("type", str(club), "1", "2", "151:98")
    assert typed["result"]["typed"] is True
    assert "table 1" in refused("draw", str(club))
    chosen = ok("choose", str(club), "1", "1", "2")
    assert chosen["result"]["winner"] == first["teams"][1]["id"]
    standings = ok("standings", str(club), "--explain")
    assert [row["rank"] for row in standings["standings"]] == [1, 2, 3, 4, 5]
    assert set(standings["standings"][0]) >= {
        "team", "name", "match_points", "difference", "scored", "against", "head_to_head", "rounds",
    }  # fmt: skip
    assert standings["rounds"] == {"drawn": 1, "of": 3}
    second_round = ok("draw", str(club))
    assert second_round["round"] == 2
    assert second_round["tables"][0]["assignment"].startswith("t1.")
    assert ok("undraw", str(club)) == {"undrawn": 2, "rounds": 1}
    shown = ok("show", str(club), "--round", "1")
    assert [r["round"] for r in shown["rounds"]] == [1]
    assert not list(tmp_path.glob("*.new"))  # the file was replaced whole


def test_teams_are_added_and_withdrawn(club: Path) -> None:
    assert ok("team", str(club), "Tens|Ivan|Maria")["added"] == {
        "id": "t6", "name": "Tens", "players": ["Ivan", "Maria"],
    }  # fmt: skip
    assert ok("withdraw", str(club), "Queens")["withdrawn"]["withdrawn"] == 1
    assert refused("withdraw", str(club), "t3") == "Queens has withdrawn already"
    assert refused("team", str(club), "aces") == "a team named aces is in the tournament already"
    assert refused("withdraw", str(club), "Nobody") == "there is no team Nobody in the tournament"
    drawn = ok("draw", str(club))
    seated = {t["id"] for table in drawn["tables"] for t in table["teams"]}
    assert "t3" not in seated
    assert "t6" in seated


def test_a_match_is_recorded_from_its_games_or_a_result_file(tmp_path: Path) -> None:
    path = tmp_path / "cup.json"
    ok("new", str(path), "--name", "Cup", "--rules", "belote", "--best-of", "3", "--swiss", "2",
       "--team", "A", "--team", "B")  # fmt: skip
    table = ok("draw", str(path))["tables"][0]
    first = read_assignment(table["assignment"]).with_deal(Adjustment((1000, 500)))
    match = Match(3, first.rules, first.teams)
    second = next_in_match(first, score_match(match, [game_result(first)])).with_deal(
        Adjustment((1001, 300))
    )
    one, two = tmp_path / "1.json", tmp_path / "2.json"
    one.write_text(json.dumps(game_to_record(first)), encoding="utf-8")
    two.write_text(json.dumps(game_to_record(second)), encoding="utf-8")
    assert "has not ended" in refused("record", str(path), str(one))
    done = ok("record", str(path), str(one), str(two))
    assert done["result"]["games"] == [[1000, 500], [1001, 300]]
    again = ok("record", str(path), "-", stdin=json.dumps(result_to_json([first, second])))
    assert again["status"] == "unchanged"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ("new", "{dir}/x.json", "--name", "N", "--rules", "nope", "--swiss", "3"),
            "unknown ruleset 'nope'",
        ),
        (
            ("new", "{dir}/x.json", "--name", "N", "--rules", "bulgarian", "--swiss", "0"),
            "a Swiss tournament plays 1 to 64 rounds",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--swiss",
                "3",
                "--bye",
                "maybe",
            ),
            "--bye takes none or win:FOR:AGAINST (got 'maybe')",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--swiss",
                "3",
                "--points",
                "1,2,0",
            ),
            "match points must be whole numbers",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--round-robin",
                "--pools",
                "3",
                "--knockout",
                "1",
            ),
            "the knockout takes the best of each pool",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--swiss",
                "3",
                "--option",
                "target=0",
            ),
            "option target must be from 1 to 100000 (got 0)",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--swiss",
                "3",
                "--team",
                "A|B",
            ),
            "--team takes NAME or NAME|PLAYER|PLAYER",
        ),
        (
            (
                "new",
                "{dir}/x.json",
                "--name",
                "N",
                "--rules",
                "bulgarian",
                "--swiss",
                "3",
                "--tie-breaks",
                "luck",
            ),
            "--tie-breaks takes difference, scored, head-to-head or none",
        ),
        (
            ("new", "{club}", "--name", "N", "--rules", "bulgarian", "--swiss", "3"),
            "exists already: nothing was written",
        ),
        (
            ("draw", "{dir}/missing.json"),
            "cannot read {dir}/missing.json: No such file or directory",
        ),
        (
            ("record", "{club}", "r1.10.00000000.abc"),
            "the link is cut short (3 of 10 characters arrived)",
        ),
        (("record", "{club}", "r1.3.00000000.abc"), "the link is damaged"),
        (("record", "{club}", "{dir}/missing.json"), "cannot read"),
        (("type", "{club}", "1", "1", "151:90"), "round 1 has not been drawn (0 have been)"),
        (("type", "{club}", "1", "1", "151-90"), "a game's points are A:B"),
        (("choose", "{club}", "1", "1", "1"), "round 1 has not been drawn (0 have been)"),
        (("undraw", "{club}"), "no round has been drawn"),
    ],
)
def test_every_refusal_is_one_line_and_changes_nothing(
    club: Path, tmp_path: Path, args: tuple[str, ...], message: str
) -> None:
    before = club.read_bytes()
    filled = [a.format(dir=tmp_path, club=club) for a in args]
    assert message.format(dir=tmp_path) in refused(*filled)
    assert club.read_bytes() == before
    assert not (tmp_path / "x.json").exists()


def test_an_assignment_is_not_a_result_and_a_bad_file_is_named(club: Path, tmp_path: Path) -> None:
    assignment = ok("draw", str(club))["tables"][0]["assignment"]
    assert (
        refused("record", str(club), assignment)
        == "this is a table's assignment link, not its result"
    )
    assert refused("record", str(club), "#g1.10.00000000.abc").startswith(
        "this is not a link of this kind"
    )
    bad = tmp_path / "bad.json"
    data = json.loads(club.read_text(encoding="utf-8"))
    data["surprise"] = True
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert refused("standings", str(bad)) == f"{bad}: unknown key 'surprise' in the tournament file"
    assert loads(club.read_text(encoding="utf-8")).rounds[0].number == 1
