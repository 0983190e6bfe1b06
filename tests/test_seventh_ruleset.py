"""A seventh rule system, made up and written entirely here (issue 9: the design holds).

"Quick belot" is no real game: suits only, game points are the trick points rounded 5
up, the takers need more points than the defence or the defence writes everything, a tie
fails, and 51 wins. It is declared as traits plus a scorer, registered, and played through
:func:`belot.play` and the command line; no other file knows it. README's "Adding a rule
system" lists these same steps.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from belot import Contract, PlayedDeal, game_from_record, make_rules, play, score_deal
from belot.cli import main
from belot.deal import PlayedDeal as Deal
from belot.explain import explain
from belot.rounding import Rounding, half_up
from belot.rules import Collector, Declarations, Fixed, Option, Rules, Ruleset, Tie, WordFamily
from belot.rulesets import register, unregister
from belot.score import DealScore, Note, Tally, pair, scored
from belot.vocabulary import SUIT_CONTRACTS, Outcome


def score_quick(deal: Deal, rules: Rules, held: int) -> DealScore:
    """Each team its own points rounded 5 up when made; else the defence all of them."""
    d, o = deal.declarer, deal.defender
    mine, theirs = deal.points[d], deal.points[o]
    if mine > theirs or (mine == theirs and rules.tie is Tie.HANGS):
        outcome, written = Outcome.MADE, (half_up(deal.points[0]), half_up(deal.points[1]))
    else:
        outcome, written = Outcome.FAILED, pair(o, half_up(sum(deal.points)))
    counted = Tally(deal.points, deal.points, (), 0, (Note.of("half-up"),))
    return scored(deal, rules.rounding, outcome, counted, written, (held, held))


QUICK = Ruleset(
    id="quick-belot",
    position=70,
    words=WordFamily.BELOTE,
    contracts=SUIT_CONTRACTS,
    trick_total=dict.fromkeys(SUIT_CONTRACTS, 162),
    scorer=score_quick,
    options=(Option("target", 51),),
    declarations=Declarations.BELOT_ONLY,
    cards_may_serve_twice=False,
    doubles=False,
    tie=Fixed(Tie.FAILS),
    rounding=Fixed(Rounding.HALF_UP),
    collector=Fixed(Collector.NOBODY),
)

# Worked examples: (contract, declarer, points) -> (written, outcome).
EXAMPLES = [
    ((Contract.HEARTS, 0, (100, 62)), ((10, 6), Outcome.MADE)),
    ((Contract.SPADES, 0, (60, 102)), ((0, 16), Outcome.FAILED)),
    ((Contract.CLUBS, 1, (81, 81)), ((16, 0), Outcome.FAILED)),  # a tie fails
]


@pytest.fixture(autouse=True)
def quick_belot() -> Iterator[None]:
    register(QUICK)
    try:
        yield
    finally:
        unregister(QUICK.id)


@pytest.mark.parametrize(("deal", "expected"), EXAMPLES)
def test_each_example_scores_as_worked_out(
    deal: tuple[Contract, int, tuple[int, int]], expected: tuple[tuple[int, int], Outcome]
) -> None:
    contract, declarer, points = deal
    score = score_deal(PlayedDeal(contract, declarer, points), make_rules("quick-belot"))
    assert (score.scores, score.outcome) == expected
    assert explain(score)  # the breakdown speaks it too


def record() -> dict[str, object]:
    deals = [{"contract": c.value, "declarer": d, "points": list(p)} for (c, d, p), _ in EXAMPLES]
    deals.append({"contract": "diamonds", "declarer": 1, "points": [2, 160]})  # 0 : 16
    deals.append({"contract": "hearts", "declarer": 1, "points": [12, 150]})  # 1 : 15
    return {"format": "belot-game", "version": 1, "rules": "quick-belot", "deals": deals}


def test_a_game_plays_to_its_end() -> None:
    sheet = play(game_from_record(record()))
    assert sheet.totals == (27, 53)  # 10+0+16+0+1 : 6+16+0+16+15
    assert sheet.winner == 1
    assert sheet.next_dealer == 1  # five deals, clockwise from seat 0


def test_the_command_line_replays_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "quick.json"
    path.write_text(json.dumps(record()), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["rules"] == "quick-belot"
    assert out["totals"] == [27, 53]
    assert out["winner"] == 1
    assert [d["outcome"] for d in out["deals"]] == ["made", "failed", "failed", "made", "made"]


def test_a_trait_that_reads_no_option_fails_when_declared() -> None:
    from dataclasses import replace

    from belot.rules import FromOption

    with pytest.raises(ValueError, match="reads no option 'litige'"):
        replace(QUICK, id="broken", tie=FromOption("litige", {"carry": Tie.HANGS}))
    with pytest.raises(ValueError, match="registered twice"):
        register(replace(QUICK))
