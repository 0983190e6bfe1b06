"""The command line: ``python -m belot replay FILE`` and ``python -m belot match FILE...``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).parent / "data" / "bulgarian-game.json"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "belot", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def test_replay_prints_the_documented_json() -> None:
    done = run("replay", str(EXAMPLE))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["rules"] == "bulgarian"
    first = out["deals"][0]
    assert {k: first[k] for k in ("scores", "outcome", "hanging")} == {
        "scores": [9, 7],  # seed 000: 87 to 75 at a suit is written 9 to 7
        "outcome": "made",
        "hanging": 0,
    }
    assert out["deals"][1]["outcome"] == "hanging"
    assert out["deals"][1]["hanging"] == 8
    assert out["deals"][2]["scores"] == [23, 13]  # 15 + the 8 held over, and 13
    assert out["deals"][3]["outcome"] == "redeal"
    assert out["totals"] == [153, 103]
    assert out["winner"] == 0
    assert out["hanging"] == 0


def test_replay_reads_standard_input() -> None:
    done = run("replay", "-", stdin=EXAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0
    assert json.loads(done.stdout)["totals"] == [153, 103]


@pytest.mark.parametrize(
    ("stdin", "message"),
    [
        ("{", "belot: not valid JSON: "),
        (
            '{"format": "belot-game", "version": 1, "rules": "bulgarian", "deals": '
            '[{"contract": "hearts", "declarer": 0, "points": [87, 70]}]}',
            "belot: deal 1: points must add up to 162 at hearts (got 87 + 70 = 157)",
        ),
        ('{"format": "belot-game", "version": 1, "rules": "x"}', "belot: unknown ruleset 'x'"),
        # Nesting is checked before parsing (belot.jsontext).
        (
            '{"deals": ' + "[" * 10_000 + "]" * 10_000 + "}",
            "belot: the JSON is nested too deeply (more than 64 levels)",
        ),
    ],
)
def test_invalid_input_exits_2_with_one_line(stdin: str, message: str) -> None:
    done = run("replay", "-", stdin=stdin)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(message)
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


def test_replay_accepts_an_adjustment() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["deals"].insert(1, {"adjust": [-2, 5], "note": "penalty"})
    done = run("replay", "-", stdin=json.dumps(record))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["deals"][1]["outcome"] == "adjustment"
    assert out["deals"][1]["scores"] == [-2, 5]
    assert out["deals"][1]["totals"] == [9 - 2, 7 + 5]


def test_missing_file_exits_2() -> None:
    done = run("replay", "/nonexistent/game.json")
    assert done.returncode == 2
    assert done.stderr.startswith("belot: cannot read /nonexistent/game.json")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "belot: the following arguments are required: command"),
        (("fly",), "belot: argument command: invalid choice: 'fly'"),
        (("replay",), "belot: the following arguments are required: file"),
        (
            ("replay", "-", "--indent", "100000000000"),
            "belot: argument --indent: must be from 0 to 16",
        ),
        (("replay", "-", "--indent", "-1"), "belot: argument --indent: must be from 0 to 16"),
        (("replay", "-", "--indent", "x"), "belot: argument --indent: must be from 0 to 16"),
        (("replay", "a.json", "b.json"), "belot: unrecognized arguments: b.json"),
    ],
)
def test_a_usage_error_is_one_line_and_status_2(args: tuple[str, ...], message: str) -> None:
    """Every error of the command line is one line on stderr with status 2,
    argparse's own included (no usage block; --indent is 0 to 16)."""
    done = run(*args, stdin="{}")
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.startswith(message)
    assert done.stderr.count("\n") == 1
    assert "Traceback" not in done.stderr


def test_indent_from_0_to_16_pretty_prints() -> None:
    for indent in ("0", "16"):
        done = run("replay", str(EXAMPLE), "--indent", indent)
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["totals"] == [153, 103]


def test_a_file_that_starts_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + EXAMPLE.read_bytes())
    for done in (run("replay", str(path)), run("replay", "-", stdin=path.read_text("utf-8"))):
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["totals"] == [153, 103]


CONTREE_DOUBLED = {
    "format": "belot-game",
    "version": 1,
    "rules": "contree",
    "options": {"doubled-points": "bid-and-tricks"},
    "deals": [{"contract": "hearts", "declarer": 0, "points": [120, 42], "bid": 100, "double": 2}],
}


def test_option_replays_a_game_under_other_house_rules() -> None:
    """Every house rule is in the CLI. docs/rules.md#doubled-points: (100 + 120) x 2
    with the defence keeping its 42 (40 rounded); under `base`, (160 + 100) x 2 = 520."""
    record = json.dumps(CONTREE_DOUBLED)
    as_recorded = json.loads(run("replay", "-", stdin=record).stdout)
    assert as_recorded["deals"][0]["scores"] == [440, 40]
    assert as_recorded["options"]["doubled-points"] == "bid-and-tricks"
    done = run(
        "replay", "-", "--option", "doubled-points=base", "--option", "rounding=none", stdin=record
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["deals"][0]["scores"] == [520, 0]
    assert (out["options"]["doubled-points"], out["options"]["rounding"]) == ("base", "none")
    assert list(out["options"]) == [  # the ruleset's order, whatever the record's
        "target",
        "max-bid",
        "made-points",
        "doubled-points",
        "failed-base",
        "capot-points",
        "rounding",
        "sa-ta",  # the options in force: all-trumps-belote needs sa-ta, deals needs end=deals
        "end",
    ]
    boolean = run("replay", str(EXAMPLE), "--option", "no-going-out-with-valat=false")
    assert boolean.returncode == 0, boolean.stderr
    assert json.loads(boolean.stdout)["options"]["no-going-out-with-valat"] is False


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("failed-base", "belot: --option takes name=value (got 'failed-base')"),
        ("failed-base=161", "belot: option failed-base must be from 160 to 162 in steps of 2"),
        ("made-points=all", "belot: option made-points must be one of tricks-and-bid, bid-only"),
        ("litige=carry", "belot: unknown option 'litige' for contree"),
        ("target=" + "9" * 30, "belot: option target must be from 1 to 100000"),
    ],
)
def test_a_bad_option_is_one_line_and_status_2(option: str, message: str) -> None:
    done = run("replay", "-", "--option", option, stdin=json.dumps(CONTREE_DOUBLED))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(message)
    assert done.stderr.count("\n") == 1


def test_a_reader_that_stops_early_is_no_error() -> None:
    """`python -m belot replay game.json | head -c 10`: no traceback on a closed pipe."""
    reader = subprocess.Popen(
        [sys.executable, "-m", "belot", "replay", str(EXAMPLE), "--indent", "16"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert reader.stdout is not None
    assert reader.stderr is not None
    reader.stdout.read(10)
    reader.stdout.close()
    error = reader.stderr.read().decode()
    assert reader.wait() == 0
    assert error == ""


# --- what the command line reads -----------------------------------------------------------


def _bounded(limit: int) -> None:
    """In the child: at most ``limit`` bytes of memory, so that reading without end fails
    at once rather than after filling the machine."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def test_an_endless_input_is_refused_after_the_limit_with_bounded_memory() -> None:
    """`replay /dev/zero` read until memory ran out (a MemoryError traceback): now at most
    8,000,001 bytes are read, and the refusal is one line, status 2, at once."""
    for args, stdin in ((("replay", "/dev/zero"), None), (("replay", "-"), "/dev/zero")):
        with open(stdin or "/dev/null", "rb") as source:
            done = subprocess.run(
                [sys.executable, "-m", "belot", *args],
                stdin=source,
                capture_output=True,
                text=True,
                check=False,
                timeout=60,
                preexec_fn=lambda: _bounded(400_000_000),
            )
        name = args[1] if args[1] != "-" else "standard input"
        assert (done.returncode, done.stdout) == (2, ""), done.stderr[-500:]
        assert done.stderr == (
            f"belot: cannot read {name}: more than 8000000 bytes, too big to be a game record\n"
        )


def test_a_file_of_the_most_bytes_is_read_and_one_more_is_refused(tmp_path: Path) -> None:
    record = EXAMPLE.read_bytes()
    most = tmp_path / "most.json"
    most.write_bytes(record + b" " * (8_000_000 - len(record)))
    assert run("replay", str(most)).returncode == 0
    over = tmp_path / "over.json"
    over.write_bytes(record + b" " * (8_000_001 - len(record)))
    done = run("replay", str(over))
    assert done.returncode == 2
    assert done.stderr.startswith(f"belot: cannot read {over}: more than 8000000 bytes")


def _run_bytes(*args: str, stdin: bytes) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "belot", *args], input=stdin, capture_output=True, check=False
    )


def test_bytes_that_are_not_utf8_are_refused_from_a_file_and_from_standard_input(
    tmp_path: Path,
) -> None:
    text = EXAMPLE.read_bytes().replace(b'"Us"', b'"\xff\xfe"', 1)
    assert b"\xff\xfe" in text
    path = tmp_path / "bad.json"
    path.write_bytes(text)
    byte = text.index(b"\xff") + 1
    for done, name in (
        (_run_bytes("replay", str(path), stdin=b""), str(path)),
        (_run_bytes("replay", "-", stdin=text), "standard input"),
    ):
        assert (done.returncode, done.stdout) == (2, b"")
        assert done.stderr.decode() == (
            f"belot: cannot read {name}: the text is not UTF-8 (byte {byte} cannot be read)\n"
        )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--indent", "٣"), "belot: argument --indent: must be from 0 to 16 (got '٣')"),
        (("--indent", "²"), "belot: argument --indent: must be from 0 to 16 (got '²')"),
        (
            ("--option", "target=٣٣٣"),
            "belot: option target must be a whole number (got '٣٣٣')",
        ),
        (  # a number out of range says the range
            ("--option", "target=-5"),
            "belot: option target must be from 1 to 100000 (got -5)",
        ),
    ],
)
def test_only_ascii_digits_are_numbers(args: tuple[str, ...], message: str) -> None:
    done = run("replay", str(EXAMPLE), *args)
    assert (done.returncode, done.stdout) == (2, "")
    usage = " (python -m belot --help)" if "argument" in message else ""
    assert done.stderr == message + usage + "\n"


def test_a_duplicate_key_is_refused_naming_the_key() -> None:
    """It used to keep the last "deals", silently."""
    record = EXAMPLE.read_text(encoding="utf-8").rstrip().removesuffix("}")
    done = run("replay", "-", stdin=record + ', "deals": []}')
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "belot: the key 'deals' appears twice in one object\n"


def test_a_record_over_a_limit_is_refused_naming_it() -> None:
    record = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    record["deals"] = [{"passed": True}] * 60_000
    done = run("replay", "-", stdin=json.dumps(record))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        "belot: the game has 60000 rows (deals, redeals and corrections); a game holds at most "
        "500\n"
    )
    record["deals"], record["teams"] = [], ["Us", "x" * 41]
    done = run("replay", "-", stdin=json.dumps(record))
    assert done.stderr == "belot: teams: name 2 has 41 characters; a name has at most 40\n"


# --- match ---------------------------------------------------------------------------------


def match_game(tmp_path: Path, number: int, winner: int | None, **match: object) -> str:
    """A belote game to 100 of match "m" (best of 3), won by ``winner`` in one deal (None:
    still in play), written to a file; its path."""
    deals = (
        []
        if winner is None
        else [
            {
                "contract": "hearts",
                "declarer": winner,
                "points": [100, 62] if winner == 0 else [62, 100],
            }
        ]
    )
    record = {
        "format": "belot-game",
        "version": 2,
        "rules": "belote",
        "options": {"target": 100},
        "teams": ["Ana", "Boris"],
        "match": {"id": "m", "best_of": 3, "game": number, **match},
        "deals": deals,
    }
    tmp_path.mkdir(exist_ok=True)
    path = tmp_path / f"game{number}.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    return str(path)


def test_match_prints_the_score_of_the_games_given_in_any_order(tmp_path: Path) -> None:
    files = [match_game(tmp_path, 3, 0), match_game(tmp_path, 1, 0), match_game(tmp_path, 2, 1)]
    done = run("match", *files)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert {k: out[k] for k in ("wins", "drawn", "played", "winner", "ended", "next_game")} == {
        "wins": [2, 1],
        "drawn": 0,
        "played": 3,
        "winner": 0,
        "ended": True,
        "next_game": None,
    }
    assert (out["match"], out["best_of"], out["rules"], out["teams"]) == (
        "m",
        3,
        "belote",
        ["Ana", "Boris"],
    )
    assert [(g["game"], g["winner"], g["totals"]) for g in out["games"]] == [
        (1, 0, [100, 62]),
        (2, 1, [62, 100]),
        (3, 0, [100, 62]),
    ]
    assert out["games"][0]["file"] == files[1]


def test_match_of_a_match_still_played_says_the_next_game(tmp_path: Path) -> None:
    stdin = Path(match_game(tmp_path, 1, 1)).read_text(encoding="utf-8")
    done = run("match", "-", match_game(tmp_path, 2, None), stdin=stdin)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert (out["wins"], out["played"], out["winner"], out["ended"]) == ([0, 1], 1, None, False)
    assert out["next_game"] == 2
    assert out["games"][0]["file"] == "standard input"


@pytest.mark.parametrize(
    ("games", "message"),
    [
        ([(1, 0, {}), (3, 0, {})], "belot: game 2 of the match is missing"),
        ([(1, 0, {}), (1, 1, {})], "belot: game 1 of the match is given twice"),
        ([(1, 0, {}), (2, 0, {"id": "n"})], "belot: game 2 is of another match"),
        ([(1, 0, {}), (2, 0, {}), (3, 1, {})], "belot: the match has ended (2 to 0)"),
        ([(1, None, {}), (2, 1, {})], "belot: game 1 of the match has not ended"),
    ],
)
def test_games_that_make_no_match_exit_2_with_one_line(
    tmp_path: Path, games: list[tuple[int, int | None, dict[str, object]]], message: str
) -> None:
    files = [match_game(tmp_path / str(i), n, w, **m) for i, (n, w, m) in enumerate(games)]
    done = run("match", *files)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.startswith(message)
    assert done.stderr.count("\n") == 1


def test_match_names_the_file_that_is_in_no_match_or_cannot_be_read(tmp_path: Path) -> None:
    done = run("match", match_game(tmp_path, 1, 0), str(EXAMPLE))
    assert (done.returncode, done.stderr) == (2, f"belot: {EXAMPLE}: this game is in no match\n")
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    done = run("match", str(bad))
    assert done.returncode == 2
    assert done.stderr.startswith(f"belot: {bad}: not valid JSON")
    done = run("match", "-", "-")
    assert (done.returncode, done.stderr) == (2, "belot: standard input (-) can be read once\n")
    done = run("match")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1
