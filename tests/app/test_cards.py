"""Count the cards for me, under CPython: actions, state, the draft's points, the view."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

import belot
from belot.app.actions import MESSAGES
from belot.app.controller import Controller
from belot.app.messages import CATALOGS, describe_error, set_language
from belot.app.render import render
from belot.app.screens.cards import words as catalog
from belot.app.screens.cards.count import CardCount
from belot.cards import DECK, ERRORS, Card, verify_pile
from belot.errors import DealError
from belot.vocabulary import Contract
from tests.app.conftest import make_controller, run, speak, start_game

EVIL = '<img src=x onerror=alert(1)>"&'
PILE = ("hearts:J", "hearts:9", "spades:A", "clubs:10")  # 20 + 14 + 11 + 10 at hearts


class Buttons(HTMLParser):
    """Every element with a data-testid: its attributes."""

    def __init__(self) -> None:
        super().__init__()
        self.by_id: dict[str, dict[str, str | None]] = {}
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        found = dict(attrs)
        testid = found.get("data-testid")
        if testid:
            self.by_id[testid] = found


def page(controller: Controller) -> Buttons:
    parsed = Buttons()
    parsed.feed(render(controller.state))
    return parsed


def deal_form(
    ruleset: str = "bulgarian", contract: str = "hearts", declarer: int = 0
) -> Controller:
    controller = make_controller()
    start_game(controller, ruleset)
    run(controller, "add-deal")
    if contract:
        run(controller, ("deal-contract", contract))
    run(controller, ("deal-declarer", str(declarer)))
    return controller


def tap(controller: Controller, *tokens: str) -> None:
    run(controller, *(("cards-toggle", token) for token in tokens))


def grid_error(controller: Controller) -> str:
    match = re.search(r'data-testid="cards-error">([^<]*)<', render(controller.state))
    return "" if match is None else match.group(1)


def test_the_actions_are_registered() -> None:
    for name in ("open", "toggle", "team", "last", "apply", "close"):
        assert f"cards-{name}" in MESSAGES


def test_count_tap_last_trick_apply_fills_both_teams_points() -> None:
    controller = deal_form(declarer=1)
    assert "count-cards" in page(controller).by_id
    run(controller, "cards-open")
    count = controller.state.part(CardCount)
    assert count is not None
    assert count.team == 1  # the declarer's pile first
    tap(controller, *PILE)
    run(controller, ("cards-last", "1"))
    shown = page(controller).by_id
    assert shown["card-hearts-J"]["aria-pressed"] == "true"
    assert shown["card-hearts-Q"]["aria-pressed"] == "false"
    assert "cards-error" not in shown
    assert "disabled" not in shown["cards-apply"]
    html = render(controller.state)
    assert re.search(r'data-testid="cards-count-0"><b>Ana</b> <span>28 cards · 97<', html)
    assert re.search(r'data-testid="cards-count-1"><b>Boris</b> <span>4 cards · 65<', html)
    # The form's points only change on apply.
    assert controller.state.draft is not None
    assert controller.state.draft.points == ("", "")
    run(controller, "cards-apply")
    assert controller.state.part(CardCount) is None
    assert controller.state.draft.points == ("97", "65")
    shown = page(controller).by_id
    assert shown["points-0"]["value"] == "97"
    assert shown["points-1"]["value"] == "65"
    assert "cards" not in shown
    run(controller, "save-deal")
    sheet = controller.state.sheet
    assert sheet is not None
    rules = belot.make_rules("bulgarian")
    expected = belot.score_deal(belot.PlayedDeal(Contract.HEARTS, 1, (97, 65)), rules)
    assert sheet.rows[0].score.scores == expected.scores == (16, 0)  # inside


def test_untapping_a_card_and_switching_the_pile_team() -> None:
    controller = deal_form()
    run(controller, "cards-open")
    tap(controller, *PILE, "spades:K", "spades:K")  # tapped twice: back out
    run(controller, ("cards-team", "1"), ("cards-last", "0"), "cards-apply")
    draft = controller.state.draft
    assert draft is not None
    assert draft.points == ("107", "55")
    assert draft.typed == 1


@pytest.mark.parametrize(
    ("ruleset", "contract", "points"),
    [
        ("bulgarian", "no-trumps", ("33", "97")),  # plain values, 130 in all
        ("belot-arena", "no-trumps", ("56", "194")),  # doubled values, 250 in all
        ("belot-arena", "all-trumps", ("65", "193")),
        ("belote", "hearts", ("65", "97")),
        ("contree", "hearts", ("65", "97")),
    ],
)
def test_points_follow_the_ruleset(ruleset: str, contract: str, points: tuple[str, str]) -> None:
    controller = deal_form(ruleset, contract)
    run(controller, "cards-open")
    tap(controller, *PILE)
    run(controller, ("cards-last", "0"), "cards-apply")
    assert controller.state.draft is not None
    assert controller.state.draft.points == points


def test_every_card_shows_its_value_under_the_contract() -> None:
    controller = deal_form("belot-arena", "hearts")
    run(controller, "cards-open")

    def value(card: str) -> str:
        match = re.search(
            rf'data-testid="card-{card}"[^>]*><b>[^<]*</b>\s*<small>(\d*)<',
            render(controller.state),
        )
        assert match is not None
        return match.group(1)

    assert (value("hearts-J"), value("clubs-J"), value("hearts-9")) == ("20", "2", "14")
    run(controller, ("deal-contract", "all-trumps"))
    assert value("clubs-J") == "20"
    run(controller, ("deal-contract", "no-trumps"))
    assert (value("hearts-J"), value("spades-A")) == ("4", "22")  # Arena doubles at NT
    assert len(re.findall(r'data-action="cards-toggle"', render(controller.state))) == 32


def test_a_team_that_took_every_card_made_a_valat() -> None:
    controller = deal_form(declarer=0)
    run(controller, "cards-open")
    tap(controller, *(card.token for card in DECK))
    run(controller, ("cards-last", "0"), "cards-apply")
    draft = controller.state.draft
    assert draft is not None
    assert (draft.points, draft.valat) == (("162", "0"), 0)
    # An empty pile: the other team took every trick.
    run(controller, "cards-open", ("cards-team", "0"), ("cards-last", "1"), "cards-apply")
    assert controller.state.draft is not None
    assert (controller.state.draft.points, controller.state.draft.valat) == (("0", "162"), 1)


def test_a_partial_count_after_a_valat_clears_it() -> None:
    controller = deal_form()
    run(controller, ("deal-valat", "0"), "cards-open")
    tap(controller, *PILE)
    run(controller, ("cards-last", "0"), "cards-apply")
    assert controller.state.draft is not None
    assert controller.state.draft.valat is None
    assert controller.state.draft.points == ("65", "97")


REFUSALS = [
    ("", PILE, "0", "Choose the contract before counting the cards."),
    ("hearts", PILE[:3], "0", "A pile is whole tricks, a multiple of 4 cards (counted: 3)."),
    ("hearts", PILE, "", "Say which team took the last trick."),
    ("hearts", (), "0", "A team with no cards cannot have taken the last trick."),
]


@pytest.mark.parametrize(("contract", "pile", "last", "message"), REFUSALS)
def test_impossible_picks_are_refused_with_the_reason(
    contract: str, pile: tuple[str, ...], last: str, message: str
) -> None:
    controller = deal_form(contract=contract)
    run(controller, "cards-open")
    tap(controller, *pile)
    run(controller, ("cards-last", last))
    assert grid_error(controller) == message
    assert "disabled" in page(controller).by_id["cards-apply"]
    before = controller.state.draft
    run(controller, "cards-apply")  # refused: nothing changes
    assert controller.state.draft == before
    assert controller.state.part(CardCount) is not None


def test_the_whole_deck_with_the_last_trick_to_the_other_team_is_refused() -> None:
    controller = deal_form()
    run(controller, "cards-open")
    tap(controller, *(card.token for card in DECK))
    run(controller, ("cards-last", "1"))
    assert grid_error(controller) == (
        "The other team took no cards (all 32 are in this pile), "
        "so it cannot have taken the last trick."
    )


def test_close_and_stray_arguments() -> None:
    controller = deal_form()
    run(controller, "cards-open")
    tap(controller, "hearts:1", "trumps:A", "")  # not cards: ignored
    run(controller, ("cards-team", "7"))
    count = controller.state.part(CardCount)
    assert count is not None
    assert (count.cards, count.team) == (frozenset(), 0)
    run(controller, "cards-close")
    assert controller.state.part(CardCount) is None
    assert "cards" not in page(controller).by_id
    # Without an open grid the grid's actions do nothing.
    tap(controller, "hearts:J")
    run(controller, ("cards-last", "0"), "cards-apply")
    assert controller.state.part(CardCount) is None


def test_the_grid_does_not_follow_into_the_next_deal() -> None:
    controller = deal_form()
    run(controller, "cards-open")
    tap(controller, *PILE)
    run(controller, ("deal-points", "0=100"), "save-deal", "add-deal")
    shown = page(controller).by_id
    assert "cards" not in shown
    assert "count-cards" in shown


def test_editing_a_past_deal_counts_too() -> None:
    controller = deal_form()
    run(controller, ("deal-points", "0=100"), "save-deal", ("edit-deal", "0"), "cards-open")
    tap(controller, *PILE)
    run(controller, ("cards-last", "0"), "cards-apply", "save-deal")
    sheet = controller.state.sheet
    assert sheet is not None
    assert len(sheet.rows) == 1
    assert controller.state.current is not None
    deal = controller.state.current.game.deals[0]
    assert isinstance(deal, belot.PlayedDeal)
    assert deal.points == (65, 97)


def test_no_grid_when_passed() -> None:
    controller = deal_form()
    run(controller, "cards-open", ("deal-passed", "true"))
    assert not {"cards", "count-cards"} & set(page(controller).by_id)


def test_the_grid_sits_after_the_points() -> None:
    """The plain deal's controls come first; the grid opens under the chips, in
    place of the keypad (the points it counts go where the keypad types)."""
    controller = deal_form()
    assert 'class="keypad"' in render(controller.state)
    run(controller, "cards-open")
    html = render(controller.state)
    assert html.index("group-points") < html.index('data-testid="cards"')
    assert 'class="keypad"' not in html


def test_team_names_are_escaped_in_the_grid() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-team", f"0={EVIL}"), ("setup-team", f"1={EVIL}"))
    run(controller, "start-game", "add-deal", ("deal-contract", "hearts"), "cards-open")
    tap(controller, *PILE)
    html = render(controller.state)
    assert 'data-testid="cards"' in html
    assert "<img" not in html
    assert "img" not in page(controller).tags
    assert "&lt;img src=x onerror=alert(1)&gt;&quot;&amp;" in html


# --- the catalog ----------------------------------------------------------------------


def sample_errors() -> list[DealError]:
    """One error of each code the engine raises for a pile."""
    rules = belot.make_rules("bulgarian")
    calls: list[tuple[object, ...]] = [
        (DECK[:4], 0, 0, None, rules),
        (DECK[:4], 0, 0, Contract.NO_TRUMPS, belot.make_rules("belote")),
        ((DECK[0], DECK[0]), 0, 0, Contract.HEARTS, rules),
        (DECK[:4], 5, 0, Contract.HEARTS, rules),
        (DECK[:3], 0, 0, Contract.HEARTS, rules),
        (DECK[:4], 0, None, Contract.HEARTS, rules),
        (DECK[:4], 0, 9, Contract.HEARTS, rules),
        ((), 0, 0, Contract.HEARTS, rules),
        (DECK, 0, 1, Contract.HEARTS, rules),
    ]
    errors = []
    for args in calls:
        with pytest.raises(DealError) as caught:
            verify_pile(*args)  # type: ignore[arg-type]
        errors.append(caught.value)
    with pytest.raises(DealError) as caught:
        Card.parse("hearts:1")
    errors.append(caught.value)
    return errors


def test_every_error_code_is_worded_in_three_languages_with_its_params() -> None:
    errors = sample_errors()
    assert {e.code for e in errors} == set(ERRORS)
    for language in ("en", "bg", "fr"):
        set_language(language)
        try:
            for error in errors:
                assert f"error.{error.code}" in catalog.WORDS[language]
                message = describe_error(error)
                assert message
                assert "{" not in message
                assert message[0].isupper()
        finally:
            set_language("en")


def test_the_part_has_the_same_keys_in_every_language() -> None:
    english = set(catalog.WORDS["en"])
    for language in ("bg", "fr"):
        assert set(catalog.WORDS[language]) == english
        for key in english:
            assert CATALOGS[language][key] == catalog.WORDS[language][key]


def test_the_grid_in_bulgarian() -> None:
    controller = deal_form()
    speak(controller, "bg")
    try:
        run(controller, "cards-open")
        html = render(controller.state)
    finally:
        set_language("en")
    assert "Последна ръка (+10)" in html
    assert 'data-testid="card-hearts-J"' in html
    assert "<b>В</b> <small>20</small>" in html  # вале коз
    assert "Кажете кой отбор взе последната ръка." in html
