"""The deal form's "count the cards" grid: 4 suits of 8 cards, each with its value.

:func:`card_counter` is the *Count the cards* button, or the open grid, which the deal
form shows right after its trick points.
"""

from __future__ import annotations

from belot.app.actions import Message
from belot.app.markup import Markup, tag
from belot.app.messages import describe_error, t
from belot.app.screens.cards.actions import (
    CardsApply,
    CardsClose,
    CardsLast,
    CardsOpen,
    CardsTeam,
    CardsToggle,
)
from belot.app.screens.cards.count import CardCount, contract_of, counted, problem, shown
from belot.app.state import AppState
from belot.app.widgets import button, choice, spoken
from belot.cards import LAST_TRICK, Card, card_points, is_trump, pile_points
from belot.game import Game
from belot.vocabulary import Contract, Rank, Suit

# The order of a hand laid out for counting: the cards that count most first.
RANKS = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE, Rank.EIGHT, Rank.SEVEN)


def card_counter(state: AppState) -> Markup:
    count = shown(state)
    if count is None:
        return tag(
            "div",
            {"class": "cards-open"},
            button(
                t("cards.open"), CardsOpen(), **{"class": "quiet", "data-testid": "count-cards"}
            ),
        )
    assert state.current is not None
    return card_grid(count, state)


def card_grid(count: CardCount, state: AppState) -> Markup:
    current, draft = state.current, state.draft
    assert current is not None
    assert draft is not None
    game = current.game
    contract = contract_of(draft, game.rules)
    error = problem(count, draft, game.rules)
    return tag(
        "fieldset",
        {"class": "group cards", "data-testid": "cards"},
        tag("legend", {}, t("cards.title")),
        tag("p", {"class": "hint"}, t("cards.hint")),
        team_row(t("cards.pile"), CardsTeam, count.team, game, "cards-team"),
        tag(
            "div",
            {"class": "card-grid", "role": "group", "aria-label": t("cards.title")},
            [suit_row(suit, count, contract, game) for suit in Suit],
        ),
        team_row(t("cards.last"), CardsLast, count.last_trick, game, "cards-last"),
        tally(count, state),
        None
        if error is None
        else tag(
            "p",
            {"class": "error", "role": "alert", "data-testid": "cards-error"},
            describe_error(error),
        ),
        tag(
            "div",
            {"class": "cards-actions"},
            button(
                t("cards.apply"),
                CardsApply(),
                disabled=error is not None,
                **{"class": "primary", "data-testid": "cards-apply"},
            ),
            button(t("cards.close"), CardsClose(), data_testid="cards-close"),
        ),
    )


def team_row(
    label: str, kind: type[CardsTeam] | type[CardsLast], chosen: int | None, game: Game, testid: str
) -> Markup:
    choices: list[Message] = [kind(team) for team in (0, 1)]
    return tag(
        "div",
        {"class": "cards-row"},
        tag("span", {}, label),
        [
            choice(
                game.teams[team],
                choices[team],
                chosen == team,
                # The row's words with the team: both rows name the same two teams.
                aria_label=t("common.choice", group=label, choice=game.teams[team]),
                title=game.teams[team],  # a long name is shortened to one line (style.css)
                data_testid=f"{testid}-{team}",
            )
            for team in (0, 1)
        ],
    )


def suit_row(suit: Suit, count: CardCount, contract: Contract | None, game: Game) -> Markup:
    trump = contract is not None and suit.contract is contract
    return tag(
        "div",
        {"class": f"card-suit suit-{suit.value}" + (" trump" if trump else "")},
        tag("span", {"class": "suit", "aria-hidden": "true"}, t(f"contract.{suit.value}")),
        [card_button(Card(suit, rank), count, contract, game) for rank in RANKS],
    )


def card_button(card: Card, count: CardCount, contract: Contract | None, game: Game) -> Markup:
    rank = t(f"cards.rank.{card.rank.value}")
    name = t("cards.card", rank=rank, suit=t(f"contract.name.{card.suit.value}"))
    value = "" if contract is None else card_points(card, contract, game.rules)
    trump = contract is not None and is_trump(card, contract)
    return choice(
        [tag("b", {}, rank), " ", tag("small", {}, value)],
        CardsToggle(card),
        card in count.cards,
        aria_label=spoken(f"{rank} {value}".strip(), name),
        data_testid=f"card-{card.suit.value}-{card.rank.value}",
        **{"class": "card" + (" trump" if trump else "")},
    )


def tally(count: CardCount, state: AppState) -> Markup:
    """Both teams' cards and points as they stand (the other team's once they can be
    counted)."""
    current, draft = state.current, state.draft
    assert current is not None
    assert draft is not None
    game = current.game
    contract = contract_of(draft, game.rules)
    points = counted(count, draft, game.rules)
    mine: int | str = "…"
    if contract is not None:
        mine = pile_points(count.cards, contract, game.rules)
        mine += LAST_TRICK if count.last_trick == count.team and count.cards else 0
    shown_points: dict[int, int | str] = {count.team: mine, 1 - count.team: "…"}
    if points is not None:
        shown_points = {0: points[0], 1: points[1]}
    sizes = {count.team: len(count.cards), 1 - count.team: 32 - len(count.cards)}
    return tag(
        "p",
        {"class": "cards-tally", "aria-live": "polite"},
        [
            tag(
                "span",
                # The name is shortened to one line (style.css): whole in the title.
                {"title": game.teams[team], "data-testid": f"cards-count-{team}"},
                tag("b", {}, game.teams[team]),
                " ",
                tag("span", {}, t("cards.tally", count=sizes[team], points=shown_points[team])),
            )
            for team in (0, 1)
        ],
    )
