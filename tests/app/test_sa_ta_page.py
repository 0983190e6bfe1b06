"""Sans atout and tout atout on the page, under CPython: the contract row and the sheet's
bar offer the table's contracts, the marks say SA and TA in each language, the card
counter counts their values, *Declared by player* breaks a tie without a trump, the
statistics count each contract, and the new-game form shows an option only where it
applies (docs/rules.md#sans-atout-tout-atout)."""

from __future__ import annotations

import html
import re
from collections.abc import Mapping

import pytest

from belot.app.controller import Controller
from belot.app.draft import DealDraft, offered_announcements, with_contract
from belot.app.messages import CATALOGS, LANGUAGES
from belot.app.render import render
from belot.app.screens.declarations.declaring import encode
from belot.cards import DECK, SANS_ATOUT_VALUES, TOUT_ATOUT_VALUES, card_points
from belot.declared import Sequence
from belot.rulesets import make_rules
from belot.vocabulary import Announcement, Contract, Rank, Suit
from tests.app.conftest import enter_deal, make_controller, run, speak, start_game

SA, TA = Contract.NO_TRUMPS.value, Contract.ALL_TRUMPS.value
WORDS = {"en": ("SA", "TA"), "fr": ("SA", "TA"), "bg": ("БК", "ВК")}


def table(ruleset: str = "coinche", **options: str) -> Controller:
    controller = make_controller()
    start_game(controller, ruleset, **{"sa-ta": "true", **options})
    return controller


def by_testid(controller: Controller) -> dict[str, str]:
    """Each element with a data-testid: its text (tags stripped)."""
    page = str(render(controller.state))
    found = {}
    for match in re.finditer(r'data-testid="([^"]+)"[^>]*>(.*?)</', page):
        found[match.group(1)] = html.unescape(re.sub(r"<[^>]+>", "", match.group(2)))
    return found


def marks(controller: Controller) -> list[str]:
    page = str(render(controller.state))
    return [
        html.unescape(re.sub(r"<[^>]+>", "", m))
        for m in re.findall(r'<small class="mark">(.*?)</small>', page)
    ]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("ruleset", ["contree", "coinche"])
def test_the_contract_row_and_the_bar_offer_sa_and_ta_in_each_language(
    ruleset: str, language: str
) -> None:
    controller = table(ruleset)
    speak(controller, language)
    sa, ta = WORDS[language]
    bar = by_testid(controller)
    assert (bar[f"start-{SA}"], bar[f"start-{TA}"]) == (sa, ta)
    run(controller, "add-deal")
    row = by_testid(controller)
    assert (row[f"contract-{SA}"], row[f"contract-{TA}"]) == (sa, ta)
    run(controller, ("deal-contract", TA))
    assert controller.state.draft is not None
    assert controller.state.draft.contract == TA  # one tap, like a suit


def test_without_sa_ta_the_row_offers_only_the_suits() -> None:
    controller = make_controller()
    start_game(controller, "coinche")
    run(controller, "add-deal")
    row = by_testid(controller)
    assert f"contract-{SA}" not in row
    assert f"contract-{TA}" not in row
    assert "contract-hearts" in row
    run(controller, ("deal-contract", TA))  # no page would send it: ignored
    assert controller.state.draft is not None
    assert controller.state.draft.contract == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_sheet_marks_say_sa_and_ta(language: str) -> None:
    controller = table("contree")
    enter_deal(controller, TA, 0, 100, ("deal-bid", "90"))
    enter_deal(controller, SA, 1, 30, ("deal-bid", "80"))
    speak(controller, language)
    sa, ta = WORDS[language]
    shown = marks(controller)
    assert shown[0].split()[0] == ta
    assert shown[1].split()[0] == sa


def test_the_breakdown_says_the_sa_ta_card_values() -> None:
    controller = table("contree")
    enter_deal(controller, TA, 0, 100, ("deal-bid", "90"))
    run(controller, ("open-deal", "0"))
    page = html.unescape(str(render(controller.state)))
    assert "Tout atout: every suit is trumps, the jack counts 14; 162 in the deal." in page
    speak(controller, "fr")
    page = html.unescape(str(render(controller.state)))
    assert CATALOGS["fr"]["explain.all-trumps-values"].format(total=162) in page


@pytest.mark.parametrize(("contract", "values"), [(SA, SANS_ATOUT_VALUES), (TA, TOUT_ATOUT_VALUES)])
def test_the_card_counter_counts_sa_ta_values_to_162(
    contract: str, values: Mapping[Rank, int]
) -> None:
    controller = table("coinche")
    run(controller, "add-deal", ("deal-contract", contract), ("deal-declarer", "0"))
    run(controller, "cards-open")
    run(controller, *(("cards-toggle", f"hearts:{rank.value}") for rank in Rank))
    run(controller, ("cards-last", "0"))
    jack = re.search(r'data-testid="card-hearts-J".*?<small>(\d+)</small>', setup_page(controller))
    assert jack is not None
    assert int(jack.group(1)) == values[Rank.JACK]
    run(controller, "cards-apply")
    draft = controller.state.draft
    assert draft is not None
    mine, theirs = int(draft.points[0]), int(draft.points[1])
    assert mine + theirs == 162
    assert (mine, theirs) == (38 + 10, 162 - 48)  # one suit, 38 at SA and at TA; the last trick
    rules = make_rules("coinche", {"sa-ta": True})
    assert {card_points(c, Contract(contract), rules) for c in DECK if c.rank is Rank.JACK} == {
        values[Rank.JACK]
    }
    assert sum(card_points(c, Contract(contract), rules) for c in DECK) == 162 - 10


def test_declared_by_player_at_sa_gives_a_tie_to_the_first_to_play() -> None:
    """Seats 0 (team 0) and 3 (team 1) each declare a tierce to the king, in two suits: at
    sans atout no trump breaks the tie, the first of them to play does."""
    rules = make_rules("coinche", {"sa-ta": True})
    leader = rules.seat_after(0)  # the first dealer is seat 0
    ahead = min((0, 3), key=lambda seat: (seat - leader) % 4)  # play goes round clockwise
    assert ahead == 3  # not the lower seat: the order of play decides
    controller = table("coinche")
    run(controller, "add-deal", ("deal-contract", SA), ("deal-declarer", "0"))
    first, second = Sequence(3, Rank.KING, Suit.HEARTS), Sequence(3, Rank.KING, Suit.CLUBS)
    run(controller, "decl-open", ("decl-add", encode(0, first)), ("decl-add", encode(3, second)))
    page = html.unescape(str(render(controller.state)))
    assert "Tierce to K" in page or "tierce to K" in page
    run(controller, "decl-apply", ("deal-bid", "80"), ("deal-points", "0=100"), "save-deal")
    sheet = controller.state.sheet
    assert sheet is not None
    (row,) = sheet.rows
    assert [(a.held_by, a.announcement) for a in row.score.announcements] == [
        (ahead % 2, Announcement.TIERCE)
    ]
    assert [r.code for r in row.score.contest] == ["best.first"]


def test_declared_by_player_offers_no_belote_at_sa_and_at_ta_only_when_it_counts() -> None:
    controller = table("coinche")
    run(controller, "add-deal", ("deal-contract", SA), ("deal-declarer", "0"), "decl-open")
    assert "decl-add-belot" not in str(render(controller.state))
    assert "decl-add-3-K" in str(render(controller.state))  # sequences count at SA
    run(controller, ("deal-contract", TA))
    assert "decl-add-belot-hearts" in str(render(controller.state))
    none = table("coinche", **{"all-trumps-belote": "none"})
    run(none, "add-deal", ("deal-contract", TA), ("deal-declarer", "0"), "decl-open")
    assert "decl-add-belot" not in str(render(none.state))


def test_choosing_sa_keeps_the_declarations_and_drops_the_belote() -> None:
    rules = make_rules("coinche", {"sa-ta": True})
    belot, tierce = Announcement.BELOT.value, Announcement.TIERCE.value
    draft = DealDraft(contract="hearts", announcements=((belot, tierce), ()))
    assert Announcement.BELOT not in offered_announcements(rules, SA)
    assert Announcement.TIERCE in offered_announcements(rules, SA)
    assert with_contract(draft, rules, SA).announcements == ((tierce,), ())
    assert with_contract(draft, rules, TA).announcements == ((belot, tierce), ())
    none = make_rules("coinche", {"sa-ta": True, "all-trumps-belote": "none"})
    assert with_contract(draft, none, TA).announcements == ((tierce,), ())
    # Elsewhere no trumps still drops every announcement (no declaration counts there).
    bulgarian = make_rules("bulgarian", {})
    assert with_contract(draft, bulgarian, SA).announcements == ((), ())


def test_the_statistics_count_contracts_made_and_taken_per_contract() -> None:
    controller = table("contree")
    enter_deal(controller, TA, 0, 100, ("deal-bid", "90"))  # made
    enter_deal(controller, TA, 0, 40, ("deal-bid", "90"))  # failed
    enter_deal(controller, SA, 1, 30, ("deal-bid", "80"))  # made by team 1
    run(controller, "stats-game")
    shown = by_testid(controller)
    assert shown[f"stat-contract-{TA}-0"] == "1/2"
    assert shown[f"stat-contract-{TA}-1"] == "0/0"
    assert shown[f"stat-contract-{SA}-1"] == "1/1"
    assert "stat-contract-hearts-0" not in shown  # a contract nobody took: no row
    assert [k for k in shown if k.startswith("stat-contract-")] == [
        f"stat-contract-{SA}-0",
        f"stat-contract-{SA}-1",
        f"stat-contract-{TA}-0",
        f"stat-contract-{TA}-1",
    ]
    page = html.unescape(str(render(controller.state)))
    assert "Made/taken at tout atout" in page
    speak(controller, "fr")
    assert "Réussies/prises à sans atout" in html.unescape(str(render(controller.state)))


def setup_page(controller: Controller) -> str:
    return str(render(controller.state))


def test_the_new_game_form_shows_an_option_only_where_it_applies() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "coinche"))
    page = setup_page(controller)
    assert 'data-option="sa-ta"' in page
    assert 'data-option="end"' in page
    assert 'data-option="all-trumps-belote"' not in page
    assert 'data-option="deals"' not in page
    run(controller, ("setup-option", "sa-ta=true"), ("setup-option", "end=deals"))
    page = setup_page(controller)
    assert 'data-option="all-trumps-belote"' in page
    assert 'data-option="deals"' in page
    for key in ("option.sa-ta.help", "option.all-trumps-belote.help", "option.deals.help"):
        assert CATALOGS["en"][key].replace("'", "&#x27;") in page


def test_an_option_whose_requirement_is_undone_is_left_out_not_an_error() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", "belote"))
    run(controller, ("setup-option", "end=deals"), ("setup-option", "deals=20"))
    run(controller, ("setup-option", "end=target"), ("setup-team", "0=A"), "start-game")
    current = controller.state.current
    assert current is not None  # the game started: no "deals applies only with..." error
    assert "deals" not in current.game.rules.options_in_force
    assert current.game.rules.deals_to_play is None


def test_the_sheet_names_the_sa_ta_house_rule_in_each_language() -> None:
    controller = table("coinche")
    for language in LANGUAGES:
        speak(controller, language)
        header = by_testid(controller)["house-rules"]
        assert CATALOGS[language]["option.sa-ta"] in header, language


@pytest.mark.parametrize(
    ("language", "ruleset", "chip"),
    [
        ("fr", "coinche", "Coinche ×2"),
        ("en", "coinche", "Coinche ×2"),
        ("fr", "contree", "Contre ×2"),
    ],
)
def test_the_double_is_named_as_the_table_names_it(language: str, ruleset: str, chip: str) -> None:
    controller = make_controller()
    start_game(controller, ruleset, **{"sa-ta": "true"})
    run(controller, ("start-deal", "all-trumps"), ("deal-double", "2"))
    speak(controller, language)
    shown = str(render(controller.state))
    found = re.search(r'data-testid="fold-double"[^>]*>([^<]*)<', shown)
    assert found is not None
    assert found.group(1) == chip
