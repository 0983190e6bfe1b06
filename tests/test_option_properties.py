"""Properties of the contrée and coinche house-rule options, for every combination
(docs/rules.md#options-used-by-other-counters).

* made or failed never depends on how a deal is counted (the options) nor on rounding;
* with rounding off, the points a deal writes in all are what the options promise,
  restated here from the words of docs/rules.md;
* rounding to the nearest ten moves each team's number by 5 at most, to a multiple of 10.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from belot import Announcement, PlayedDeal, make_rules, score_deal
from belot.rules import Rules
from tests import strategies as bst

OPTIONS = st.fixed_dictionaries(
    {
        "made-points": st.sampled_from(["tricks-and-bid", "bid-only"]),
        "doubled-points": st.sampled_from(["base", "bid-and-tricks"]),
        "failed-base": st.sampled_from([160, 162]),
        "capot-points": st.sampled_from(["plus-bid", "flat"]),
    }
)


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, dict[str, object]]:
    """A contrée or coinche table with its house rules, rounding off."""
    options: dict[str, object] = draw(OPTIONS)
    rules = make_rules(
        draw(st.sampled_from(["contree", "coinche"])), {**options, "rounding": "none"}
    )
    return rules, options


def promised(deal: PlayedDeal, made: bool, options: dict[str, object]) -> int:
    """The points the deal writes in all, from the words of docs/rules.md (rounding off)."""
    assert deal.bid is not None
    c, m, f = deal.bid.value, int(deal.double), int(str(options["failed-base"]))
    flat = options["capot-points"] == "flat"
    declared = [
        sum(a.points for a in deal.announced(t) if a is not Announcement.BELOT) for t in (0, 1)
    ]
    belotes = [20 * deal.announced(t).count(Announcement.BELOT) for t in (0, 1)]
    if deal.bid.is_slam and not made:
        belotes[deal.declarer] = 0  # a Capot or Générale bid missed: the takers' belote is lost
    capot = deal.valat is not None
    slam_worth = c if flat else 250 + c  # what a Capot or Générale bid is worth
    extra = sum(declared) + sum(belotes)
    if m == 1 and made:
        if deal.bid.is_slam:
            return slam_worth + extra
        if options["made-points"] == "bid-only":
            return c + extra
        return (250 if deal.valat == deal.declarer else 162) + c + extra
    if m == 1:  # failed
        if deal.bid.is_slam:
            return (f + c if flat else 250 + c) + extra
        return (250 if deal.valat == deal.defender else f) + c + extra
    if made and options["doubled-points"] == "bid-and-tricks" and not deal.bid.is_slam:
        d, o = deal.declarer, deal.defender
        takers = 250 if deal.valat == d else deal.points[d]  # a capot counts 250
        mine = declared[d] + (declared[o] if capot else 0)  # a capot: D to the winners
        kept = (0 if deal.valat == d else deal.points[o]) + (0 if capot else declared[o])
        return (takers + c + mine) * m + kept + sum(belotes)
    if deal.bid.is_slam and flat:
        base = 0 if made else f
    elif made:
        base = 250 if capot or deal.bid.is_slam else 160
    else:
        base = (
            250
            if deal.bid.is_slam
            or (capot and (options["doubled-points"] == "base" or deal.valat == deal.defender))
            else f
        )
    return (base + c + sum(declared)) * m + sum(belotes)


@settings(max_examples=400, deadline=None)
@given(st.data())
def test_a_deal_writes_what_the_options_promise(data: st.DataObject) -> None:
    rules, options = data.draw(tables())
    deal = data.draw(bst.played_deals(rules))
    score = score_deal(deal, rules)
    made = score.outcome.value == "made"
    assert sum(score.scores) == promised(deal, made, options), score.notes


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_made_or_failed_depends_on_no_option_and_no_rounding(data: st.DataObject) -> None:
    rules, options = data.draw(tables())
    deal = data.draw(bst.played_deals(rules))
    plain = make_rules(rules.id, {"rounding": "none"})
    rounded = make_rules(rules.id, {**options, "rounding": "nearest-ten"})
    outcomes = {score_deal(deal, r).outcome for r in (rules, plain, rounded)}
    assert len(outcomes) == 1


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_rounding_moves_each_number_to_its_nearest_ten(data: st.DataObject) -> None:
    rules, options = data.draw(tables())
    deal = data.draw(bst.played_deals(rules))
    exact = score_deal(deal, rules).scores
    rounded = score_deal(deal, make_rules(rules.id, {**options, "rounding": "nearest-ten"})).scores
    for before, after in zip(exact, rounded, strict=True):
        assert after % 10 == 0
        assert -5 < after - before <= 5


@settings(max_examples=200, deadline=None)
@given(st.data())
def test_the_breakdown_says_when_rounding_changed_a_number(data: st.DataObject) -> None:
    rules, options = data.draw(tables())
    deal = data.draw(bst.played_deals(rules))
    exact = score_deal(deal, make_rules(rules.id, {**options, "rounding": "none"})).scores
    score = score_deal(deal, make_rules(rules.id, {**options, "rounding": "nearest-ten"}))
    said = [n for n in score.notes if n.code == "rounded"]
    if exact == score.scores:
        assert said == []
    else:
        (note,) = said
        assert (note.param("a"), note.param("b")) == exact
        assert (note.param("to_a"), note.param("to_b")) == score.scores
