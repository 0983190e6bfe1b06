"""What was declared, on the page: *Declared by player…* keeps what each player
declared in the deal; reopening the deal shows it; a change of the game's house rules
(the sheet's *Change*) decides again, and the breakdown says why in every language."""

from __future__ import annotations

import html
import re

import pytest

from belot import PlayedDeal
from belot.app.controller import Controller
from belot.app.messages import LANGUAGES
from belot.app.render import render
from belot.app.screens.declarations.declaring import Declaring, encode
from belot.declared import Sequence, Square
from belot.vocabulary import Rank, Suit
from tests.app.conftest import make_controller, run, speak

SQUARE, QUINTE = Square(Rank.ACE), Sequence(5, Rank.KING, Suit.SPADES)


def text_of(controller: Controller) -> str:
    page = re.sub(r"<[^>]+>", " ", str(render(controller.state)))
    return html.unescape(re.sub(r"\s+", " ", page))


def combined_table() -> Controller:
    """A Bulgarian game with the contest combined (the 2001 program's reading), and one
    deal: Ние's square of aces against Вие's quinte to K, entered as declared."""
    controller = make_controller()
    run(controller, "new-game", ("setup-option", "announcement-contest=combined"))
    run(controller, ("setup-team", "0=Ние"), ("setup-team", "1=Вие"), "start-game")
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"), ("deal-points", "0=100"))
    run(controller, "decl-open", ("decl-add", encode(0, SQUARE)), ("decl-add", encode(1, QUINTE)))
    run(controller, "decl-apply", "save-deal")
    return controller


def scores(controller: Controller) -> tuple[int, int]:
    assert controller.state.sheet is not None
    return controller.state.sheet.rows[0].score.scores


def test_combined_counts_the_square_alone_and_separate_both() -> None:
    controller = combined_table()
    assert scores(controller) == (20, 6)  # 200 : 62, the square alone
    assert controller.state.current is not None
    (deal,) = controller.state.current.game.deals
    assert isinstance(deal, PlayedDeal)
    assert deal.declared == ((SQUARE,), (QUINTE,), (), ())
    run(controller, "edit-rules")
    assert 'data-testid="rules-form"' in render(controller.state)
    run(controller, ("rules-option", "announcement-contest=separate"), "save-rules")
    assert scores(controller) == (20, 16)  # 200 : 162, both count
    assert "House rules changed: every deal scored again." in text_of(controller)
    run(controller, "undo")
    assert scores(controller) == (20, 6)


WHY = {
    "en": "a square over a sequence of equal worth: all of Ние's declarations count.",
    "bg": "каре пред поредица със същата стойност: броят се всички анонси на Ние.",
    "fr": "un carré devant une suite de même valeur : toutes les annonces de Ние comptent.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_breakdown_says_why_in_every_language(language: str) -> None:
    controller = combined_table()
    speak(controller, language)
    run(controller, ("open-deal", "0"))
    assert WHY[language] in text_of(controller)


def test_reopening_the_deal_shows_what_each_player_declared() -> None:
    controller = combined_table()
    run(controller, ("open-deal", "0"), ("edit-deal", "0"), ("deal-fold", "announcements"))
    page = text_of(controller)
    assert "Sequences and squares: from what each player declared" in page
    assert "four aces" in page
    assert "quinte to K ♠" in page
    run(controller, "decl-open")
    found = controller.state.part(Declaring)
    assert found is not None
    assert found.seats == ((SQUARE,), (QUINTE,), (), ())
    run(controller, "deal-by-hand")  # back to counting by hand: nothing decided any more
    draft = controller.state.draft
    assert draft is not None
    assert draft.declared is None


def test_a_deal_the_new_rules_cannot_score_is_named_and_nothing_changes() -> None:
    """Separate contests let both teams' declarations count; combined says only one
    team's may: a deal counted by hand with both cannot be scored under it."""
    controller = make_controller()
    run(controller, "new-game", "start-game")
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"), ("deal-points", "0=100"))
    run(controller, ("deal-bump", "0:tierce:1"), ("deal-bump", "1:four-aces:1"), "save-deal")
    run(controller, "edit-rules", ("rules-option", "announcement-contest=combined"), "save-rules")
    assert "Deal 1 cannot be scored under these rules: Only the team with the best" in (
        text_of(controller)
    )
    assert controller.state.current is not None
    assert controller.state.current.game.rules.declarations.value == "separately"


def test_a_rule_out_of_range_is_refused_with_the_reason() -> None:
    controller = make_controller()
    run(controller, "new-game", ("setup-option", "target=500"), "start-game")
    run(controller, ("start-deal", "hearts"), ("deal-declarer", "0"), ("deal-points", "0=100"))
    run(controller, "save-deal", "edit-rules", ("rules-option", "target=0"), "save-rules")
    assert "Option target must be from 1 to 100000 (got 0)" in text_of(controller)
    assert controller.state.current is not None
    assert controller.state.current.game.rules.target == 500  # nothing changed
