"""The "declared by player" panel under CPython: actions -> state -> the draft's
announcements, what the panel shows, and its messages in every language."""

from __future__ import annotations

import html
import re
import string
from collections.abc import Iterator

import pytest

from belot import PlayedDeal
from belot.app.controller import Controller
from belot.app.draft import evaluate
from belot.app.messages import CATALOGS, LANGUAGES, set_language
from belot.app.render import render
from belot.app.screens.declarations import words as catalog
from belot.app.screens.declarations.declaring import Declaring, decode, encode
from belot.declarations import ERRORS
from belot.declared import Belot, Declaration, Sequence, Square
from belot.vocabulary import Rank, Suit
from tests.app.conftest import make_controller, run, speak

EVIL = '<img src=x onerror=alert(1)>"&'
REASON_CODES = (
    "belot",
    "no-trumps",
    "belot-only",
    "sequence.unopposed",
    "sequence.longer",
    "sequence.higher",
    "sequence.tie",
    "square.unopposed",
    "square.stronger",
    "best.unopposed",
    "best.square-beats-sequence",
    "best.square",
    "best.points",
    "best.top",
    "best.trump",
    "best.first",
)
# The parameters a reason's template may use (see belot.declarations.Reason).
REASON_PARAMS = {"team", "count", "ruleset", "best", "best_seat", "beaten", "beaten_seat"}


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def new_game(
    ruleset: str = "bulgarian", players: tuple[str, ...] = (), dealer: int = 0
) -> Controller:
    controller = make_controller()
    run(controller, "new-game", ("setup-ruleset", ruleset))
    for seat, name in enumerate(players):
        run(controller, ("setup-player", f"{seat}={name}"))
    run(controller, ("setup-dealer", str(dealer)), "start-game")
    return controller


def deal_form(controller: Controller, contract: str = "hearts", *extra: tuple[str, str]) -> None:
    run(controller, "add-deal", ("deal-contract", contract), ("deal-declarer", "0"))
    run(controller, ("deal-points", "0=92"), *extra)


def add(controller: Controller, seat: int, *declarations: Sequence | Square | Belot) -> None:
    for declaration in declarations:
        run(controller, ("decl-add", encode(seat, declaration)))


def panel_text(controller: Controller) -> str:
    page = str(render(controller.state))
    start = page.index('data-testid="declarations"')
    end = page.index("</fieldset>", start)
    return html.unescape(re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", page[start:end])))


def declaring(controller: Controller) -> Declaring:
    found = controller.state.part(Declaring)
    assert found is not None
    return found


# --- the button and the panel ----------------------------------------------------------


def test_the_button_is_offered_where_declarations_can_count() -> None:
    controller = new_game()
    run(controller, "add-deal")
    assert 'data-testid="decl-open"' not in render(controller.state)  # no contract yet
    run(controller, ("deal-contract", "hearts"))
    assert 'data-testid="decl-open"' in render(controller.state)
    run(controller, ("deal-contract", "no-trumps"))  # nothing counts at no trumps
    assert 'data-testid="decl-open"' not in render(controller.state)
    run(controller, ("deal-contract", "all-trumps"), ("deal-passed", "true"))
    assert 'data-testid="decl-open"' not in render(controller.state)
    for ruleset in ("belote", "contree"):  # only belote counts: the counter is enough
        other = new_game(ruleset)
        run(other, "add-deal", ("deal-contract", "spades"))
        assert 'data-testid="decl-open"' not in render(other.state)


@pytest.mark.parametrize(
    ("ruleset", "dealer", "first"),
    [("bulgarian", 0, 3), ("bulgarian", 2, 1), ("belote-annonces", 0, 1), ("coinche", 3, 0)],
)
def test_the_panel_opens_on_the_player_who_plays_first(
    ruleset: str, dealer: int, first: int
) -> None:
    """Bulgarian play goes to the dealer's right (seat - 1), French to the left (seat + 1)."""
    controller = new_game(ruleset, dealer=dealer)
    deal_form(controller, "spades")
    run(controller, "decl-open")
    assert declaring(controller).seat == first
    assert declaring(controller).empty
    assert 'data-testid="declarations"' in render(controller.state)
    assert 'data-testid="decl-open"' not in render(controller.state)


def test_two_players_declarations_applied_become_the_counting_announcements() -> None:
    controller = new_game()
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Sequence(3, Rank.QUEEN))
    add(controller, 1, Sequence(3, Rank.KING), Belot())
    assert declaring(controller).seats == (
        (Sequence(3, Rank.QUEEN),),
        (Sequence(3, Rank.KING), Belot()),
        (),
        (),
    )
    run(controller, "decl-apply")
    state = controller.state
    assert state.part(Declaring) is None
    assert state.draft is not None
    # The deal keeps what was declared (its belots as announcements); the engine
    # decides which declarations count.
    assert state.draft.announcements == ((), ("belot",))
    assert state.draft.declared == (("run:3:Q:",), ("run:3:K:",), (), ())
    assert state.current is not None
    result = evaluate(state.draft, state.current.game)
    assert result.error is None
    assert result.score is not None
    run(controller, "save-deal")
    assert controller.state.current is not None
    (deal,) = controller.state.current.game.deals
    assert isinstance(deal, PlayedDeal)
    assert [a.value for a in deal.announcements[1]] == ["belot"]
    assert deal.declared == ((Sequence(3, Rank.QUEEN),), (Sequence(3, Rank.KING),), (), ())
    assert controller.state.sheet is not None
    (row,) = controller.state.sheet.rows
    counted = [(a.announcement.value, a.scored_by) for a in row.score.announcements]
    assert sorted(counted) == [("belot", 1), ("tierce", 1)]


def test_apply_replaces_the_counters_and_is_kept_with_the_draft() -> None:
    controller = new_game("belote-annonces")
    deal_form(controller, "hearts", ("deal-bump", "0:quinte:1"), ("deal-bump", "1:belot:1"))
    run(controller, "decl-open")
    add(controller, 2, Square(Rank.NINE))
    add(controller, 1, Sequence(5, Rank.ACE, Suit.SPADES), Belot())
    run(controller, "decl-apply")
    assert controller.state.draft is not None
    assert controller.state.draft.announcements == ((), ("belot",))
    assert controller.state.draft.declared == ((), ("run:5:A:spades",), ("square:9",), ())
    # The draft is saved as it is after every change, so it survives a reload.
    assert controller.state.current is not None
    stored = controller.store.get(f"belot:draft:{controller.state.current.id}")
    assert stored is not None
    assert '"square:9"' in stored


def test_an_impossible_entry_is_explained_and_cannot_be_applied() -> None:
    controller = new_game()
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Square(Rank.NINE))
    add(controller, 3, Square(Rank.NINE))
    page = render(controller.state)
    assert "Four 9s can be declared only once." in panel_text(controller)
    assert re.search(r'<button[^>]*data-action="decl-apply"[^>]*disabled', page)
    run(controller, "decl-apply")
    assert controller.state.part(Declaring) is not None  # still open, nothing written
    assert controller.state.draft is not None
    assert controller.state.draft.announcements == ((), ())
    run(controller, ("decl-remove", "3:0"), "decl-apply")
    draft = controller.state.draft
    assert draft is not None
    assert (draft.announcements, draft.declared) == (((), ()), (("square:9",), (), (), ()))


def test_seat_suit_remove_and_close() -> None:
    controller = new_game("coinche")
    deal_form(controller, "hearts", ("deal-bid", "80"))
    run(controller, "decl-open", ("decl-seat", "2"), ("decl-suit", "hearts"))
    assert (declaring(controller).seat, declaring(controller).suit) == (2, Suit.HEARTS)
    assert f'data-arg="{encode(2, Sequence(3, Rank.KING, Suit.HEARTS))}"' in render(
        controller.state
    )
    add(controller, 2, Sequence(3, Rank.KING, Suit.HEARTS))
    assert declaring(controller).suit is None  # a suit is for one sequence
    add(controller, 2, Square(Rank.ACE))
    run(controller, ("decl-remove", "2:0"))
    assert declaring(controller).seats[2] == (Square(Rank.ACE),)
    run(controller, "decl-close")
    assert controller.state.part(Declaring) is None
    assert controller.state.draft is not None
    assert controller.state.draft.announcements == ((), ())


@pytest.mark.parametrize(
    ("name", "arg"),
    [
        ("decl-add", "garbage"),
        ("decl-add", "5:square::J:"),
        ("decl-add", "0:sequence:x:K:"),
        ("decl-add", "0:sequence:3:Z:"),
        ("decl-add", "0:joker:::"),
        ("decl-remove", "0:7"),
        ("decl-remove", "9:0"),
        ("decl-remove", "x"),
        ("decl-seat", "7"),
        ("decl-seat", "x"),
        ("decl-suit", "purple"),
    ],
)
def test_arguments_that_mean_nothing_change_nothing(name: str, arg: str) -> None:
    controller = new_game()
    deal_form(controller)
    run(controller, "decl-open")
    before = controller.state.part(Declaring)
    run(controller, (name, arg))
    assert controller.state.part(Declaring) == before


def test_the_arguments_round_trip() -> None:
    cases: list[tuple[int, Declaration]] = [
        (0, Sequence(3, Rank.NINE)),
        (1, Sequence(8, Rank.ACE, Suit.CLUBS)),
        (2, Square(Rank.TEN)),
        (3, Belot()),
        (3, Belot(Suit.DIAMONDS)),
    ]
    for seat, declaration in cases:
        assert decode(encode(seat, declaration)) == (seat, declaration)


def test_actions_without_an_open_panel_do_nothing() -> None:
    controller = new_game()
    deal_form(controller)
    add(controller, 0, Square(Rank.JACK))
    run(controller, "decl-apply", ("decl-seat", "1"))
    assert controller.state.part(Declaring) is None
    assert controller.state.draft is not None
    assert controller.state.draft.announcements == ((), ())


def test_a_panel_left_open_does_not_follow_to_another_deal() -> None:
    controller = new_game()
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Sequence(4, Rank.ACE))
    run(controller, "save-deal")  # saving closes the panel with the form
    assert controller.state.part(Declaring) is None
    run(controller, "add-deal", ("deal-contract", "clubs"))
    page = render(controller.state)
    assert 'data-testid="decl-open"' in page
    assert 'data-testid="declarations"' not in page
    run(controller, ("decl-add", encode(0, Square(Rank.JACK))))  # no panel: nothing to add to
    assert controller.state.part(Declaring) is None


def test_editing_a_deal_uses_that_deals_dealer() -> None:
    """The French tie-break needs who played first in the deal on the form."""
    controller = new_game("belote-annonces")
    for points in ("100", "90"):
        run(controller, "add-deal", ("deal-contract", "hearts"), ("deal-declarer", "0"))
        run(controller, ("deal-points", f"0={points}"), "save-deal")
    run(controller, ("edit-deal", "1"), "decl-open")  # deal 2, dealt by seat 1
    assert declaring(controller).seat == 2
    add(controller, 0, Sequence(3, Rank.KING, Suit.CLUBS))
    add(controller, 3, Sequence(3, Rank.KING, Suit.SPADES))
    assert "Seat 4 (Them)'s tierce to K ♠ and seat 1 (Us)'s tierce to K ♣ are equal" in (
        panel_text(controller)
    )
    assert "seat 4 (Them) plays first: Them's declarations count." in panel_text(controller)


# --- words -----------------------------------------------------------------------------


def test_the_decision_in_words_names_players_and_teams() -> None:
    controller = new_game(players=("Ana", "Boris", "Vera", "Georgi"))
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Sequence(3, Rank.QUEEN))
    add(controller, 1, Sequence(3, Rank.KING), Belot())
    add(controller, 2, Square(Rank.NINE))
    text = panel_text(controller)
    assert "Boris's tierce to K beats Ana's tierce to Q: Them's sequences count." in text
    assert "Vera's four nines: only Us has squares, they count." in text
    assert "Them: 1 × belot, never contested." in text
    assert "Us: 4 9" in text
    assert "Them: tierce, belot" in text


def test_all_trumps_offers_a_belot_per_suit_and_french_words_for_french_games() -> None:
    controller = new_game()
    deal_form(controller, "all-trumps")
    run(controller, "decl-open")
    page = render(controller.state)
    for suit in Suit:
        assert f'data-testid="decl-add-belot-{suit.value}"' in page
    french = new_game("belote-annonces")
    deal_form(french)
    run(french, "decl-open")
    add(french, 1, Belot())
    assert "Belote" in panel_text(french)
    assert "Them: 1 × belote, it always stays with its holder." in panel_text(french)
    assert "seat 2 (Them) plays first." in panel_text(french)


def test_player_names_are_escaped_in_the_panel() -> None:
    controller = new_game(players=(EVIL, "b", "c", "d"))
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Sequence(3, Rank.KING))
    page = str(render(controller.state))
    assert EVIL not in page
    assert "&lt;img src=x onerror=alert(1)&gt;&quot;&amp;" in page


@pytest.mark.parametrize(
    ("language", "words", "refusal"),
    [
        (
            "bg",
            ["Терца до", "терца до П", "Каре", "белот", "Какво се брои"],
            "П не може да е в ръцете на двама играчи.",
        ),
        (
            "fr",
            ["Tierce au", "tierce au R", "Carré", "belote", "Ce qui compte"],
            "R ne peut pas être dans deux mains.",
        ),
    ],
)
def test_the_panel_speaks_the_players_language(
    language: str, words: list[str], refusal: str
) -> None:
    controller = new_game()
    deal_form(controller)
    run(controller, "decl-open")
    add(controller, 0, Sequence(3, Rank.QUEEN))
    add(controller, 1, Sequence(3, Rank.KING), Belot())
    speak(controller, language)
    text = panel_text(controller)
    for word in words:
        assert word in text
    add(controller, 2, Square(Rank.KING))  # a king is in seat 1's tierce: refused
    assert refusal in panel_text(controller)


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_reason_and_refusal_has_words_in_every_language(language: str) -> None:
    part = catalog.WORDS[language]
    words = CATALOGS[language]  # the reasons' words are the engine's (belot.words), shared
    for code in REASON_CODES:
        template = words[f"decl.reason.{code}"]
        assert placeholders(template) <= REASON_PARAMS, code
    for code, english in ERRORS.items():
        template = words[f"error.{code}"]
        assert placeholders(template) <= placeholders(english), code
    assert set(part) == set(catalog.WORDS["en"])
    for key, english in catalog.WORDS["en"].items():
        assert placeholders(part[key]) == placeholders(english), key
