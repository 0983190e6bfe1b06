"""The deal form's "declared by player" panel: what each player declared, what counts.

:func:`declarations_entry` is the *Declared by player…* button, or the open panel, shown
after the form's announcements. Per seat: quick buttons for a tierce, quarte or quinte
by its top card (and a suit, where it matters), a square by its rank, a belot; the list
entered; the decision in words; *Use these announcements* writes the counting ones into
the counters.
"""

from __future__ import annotations

from collections.abc import Callable

from belot.app.draft import belot_counts
from belot.app.markup import Markup, tag
from belot.app.messages import t, term
from belot.app.screens.declarations.actions import (
    DeclAdd,
    DeclApply,
    DeclClose,
    DeclOpen,
    DeclRemove,
    DeclSeat,
    DeclSuit,
)
from belot.app.screens.declarations.declaring import (
    Declaring,
    contract_of,
    leader_of,
    offered,
    outcome,
    shown,
)
from belot.app.seats import seat_name
from belot.app.state import AppState
from belot.app.widgets import button, choice, spoken
from belot.declarations import Resolution
from belot.declared import SQUARE_ORDER, Belot, Declaration, Reason, Sequence, Square
from belot.errors import DealError
from belot.explain import declaration_words, reason_words
from belot.game import Game
from belot.rules import SEATS
from belot.vocabulary import Contract, Rank, Suit

RANKS = tuple(Rank)
# The quick buttons: the row's catalog key, a sequence's length, its possible top cards.
SEQUENCE_ROWS = (("tierce", 3), ("quarte", 4), ("quinte", 5))
LONGER = (
    (6, Rank.QUEEN),
    (6, Rank.KING),
    (6, Rank.ACE),
    (7, Rank.KING),
    (7, Rank.ACE),
    (8, Rank.ACE),
)
SQUARES = tuple(reversed(SQUARE_ORDER))  # jacks first


def declarations_entry(state: AppState) -> Markup:
    """The button that opens the panel, the panel itself, or nothing (no declarations)."""
    draft = state.draft
    if draft is None or draft.adjusting or not offered(state):
        return Markup("")
    declaring = shown(state)
    if declaring is None:
        return tag(
            "div",
            {"class": "decl-open"},
            button(t("decl.open"), DeclOpen(), **{"class": "quiet", "data-testid": "decl-open"}),
        )
    return panel(declaring, state)


def panel(declaring: Declaring, state: AppState) -> Markup:
    assert state.current is not None
    game = state.current.game
    result = outcome(declaring, state)
    french = game.rules.declarations.first_player_breaks_ties
    leader = seat_name(game, leader_of(state))
    return tag(
        "fieldset",
        {"class": "group decl", "data-testid": "declarations"},
        tag("legend", {}, t("decl.title")),
        tag("p", {"class": "hint"}, t("decl.hint"), " ", t("decl.leader", player=leader))
        if french
        else tag("p", {"class": "hint"}, t("decl.hint")),
        seat_tabs(declaring, game),
        refusal(result),  # by the buttons: a tap that made the entries impossible
        pad(declaring, state),
        entered(declaring, game),
        decision(result, declaring, game),
        tag(
            "div",
            {"class": "decl-actions"},
            button(
                t("decl.apply"),
                DeclApply(),
                disabled=isinstance(result, DealError) or declaring.empty,
                **{"class": "primary", "data-testid": "decl-apply"},
            ),
            button(t("decl.close"), DeclClose(), data_testid="decl-close"),
        ),
    )


def seat_tabs(declaring: Declaring, game: Game) -> Markup:
    return tag(
        "div",
        {"class": "decl-seats", "role": "group"},
        [
            choice(
                [
                    tag("span", {"class": "name"}, seat_name(game, seat)),
                    tag("small", {}, len(declaring.seats[seat]) or ""),
                ],
                DeclSeat(seat),
                declaring.seat == seat,
                title=seat_name(game, seat),  # a long name is shortened to two lines (style.css)
                **{"class": f"team-{seat % 2}", "data-testid": f"decl-seat-{seat}"},
            )
            for seat in range(SEATS)
        ],
    )


def pad(declaring: Declaring, state: AppState) -> Markup:
    """The quick buttons for the chosen player."""
    assert state.current is not None
    rid = state.current.game.rules.id
    seat, suit = declaring.seat, declaring.suit
    rows = [row(t("decl.suit"), suit_buttons(suit), "decl-suits")]
    for name, length in SEQUENCE_ROWS:
        tops = RANKS[length - 1 :]
        cells = [add_button(seat, Sequence(length, top, suit), rank_word(top), rid) for top in tops]
        rows.append(row(term(f"decl.row.{name}", rid), cells))
    longer = [
        add_button(
            seat, Sequence(n, top, suit), t("decl.longer", length=n, top=rank_word(top)), rid
        )
        for n, top in LONGER
    ]
    rows.append(row(term("decl.row.longer", rid), longer, "decl-longer"))
    squares = [add_button(seat, Square(rank), rank_word(rank), rid) for rank in SQUARES]
    rows.append(row(term("decl.row.square", rid), squares))
    if belot_counts(state.current.game.rules, state.draft.contract if state.draft else ""):
        rows.append(row(term("decl.row.belot", rid), belot_buttons(seat, state)))
    return tag("div", {"class": "decl-pad"}, rows)


def row(label: str, cells: list[Markup], extra: str = "") -> Markup:
    return tag(
        "div",
        {"class": f"decl-row {extra}".strip()},
        tag("span", {}, label),
        tag("div", {}, cells),
    )


def suit_buttons(suit: Suit | None) -> list[Markup]:
    any_suit = choice(
        t("decl.suit.none"), DeclSuit(None), suit is None, data_testid="decl-suit-none"
    )
    return [any_suit] + [
        choice(
            s.symbol,
            DeclSuit(s),
            suit is s,
            title=t(f"contract.name.{s.value}"),
            data_testid=f"decl-suit-{s.value}",
        )
        for s in Suit
    ]


def belot_buttons(seat: int, state: AppState) -> list[Markup]:
    assert state.current is not None
    rid = state.current.game.rules.id
    if contract_of(state) is not Contract.ALL_TRUMPS:
        return [add_button(seat, Belot(), "+", rid)]
    return [add_button(seat, Belot(s), s.symbol, rid) for s in Suit]


def add_button(seat: int, declaration: Declaration, label: str, ruleset_id: str) -> Markup:
    """A quick button: ``decl-add-3-K`` (a tierce to K), ``decl-add-square-J``,
    ``decl-add-belot`` (``decl-add-belot-hearts`` at all trumps); named for what it adds
    (the rows' K, J and + say it only with their row)."""
    if isinstance(declaration, Sequence):
        testid = f"decl-add-{declaration.length}-{declaration.top.value}"
    elif isinstance(declaration, Square):
        testid = f"decl-add-square-{declaration.rank.value}"
    else:
        suit = declaration.suit
        testid = "decl-add-belot" + (f"-{suit.value}" if suit else "")
    return button(
        label,
        DeclAdd(seat, declaration),
        aria_label=spoken(label, words(declaration, ruleset_id)),
        data_testid=testid,
    )


def entered(declaring: Declaring, game: Game) -> Markup:
    rid = game.rules.id
    lines = [
        tag(
            "li",
            {"class": f"team-{seat % 2}", "data-testid": f"decl-list-{seat}"},
            tag("span", {"class": "who"}, seat_name(game, seat)),
            [
                button(
                    [words(d, rid), tag("span", {"aria-hidden": "true"}, " ×")],
                    DeclRemove(seat, i),
                    aria_label=t("decl.remove", what=words(d, rid)),
                    **{"class": "chip", "data-testid": f"decl-remove-{seat}-{i}"},
                )
                for i, d in enumerate(declaring.seats[seat])
            ],
        )
        for seat in range(SEATS)
        if declaring.seats[seat]
    ]
    if not lines:
        return tag("p", {"class": "hint decl-none"}, t("decl.nothing"))
    return tag("ul", {"class": "decl-list", "aria-label": t("decl.declared")}, lines)


def refusal(result: Resolution | DealError) -> Markup:
    if not isinstance(result, DealError):
        return Markup("")
    return tag(
        "p", {"class": "error", "role": "alert", "data-testid": "decl-error"}, error_text(result)
    )


def decision(result: Resolution | DealError, declaring: Declaring, game: Game) -> Markup:
    if isinstance(result, DealError) or declaring.empty:
        return Markup("")
    rid = game.rules.id
    counting = [
        tag(
            "li",
            {"data-testid": f"decl-counting-{team}"},
            t(
                "decl.counting",
                team=game.teams[team],
                tokens=", ".join(term(f"announcement.{a.value}", rid) for a in tokens)
                or t("decl.counting.none"),
            ),
        )
        for team, tokens in enumerate(result.announcements)
    ]
    return tag(
        "div",
        {"class": "decl-decision", "aria-live": "polite"},
        tag("h2", {}, t("decl.decision")),
        tag(
            "ul",
            {"data-testid": "decl-reasons"},
            [tag("li", {}, reason_text(r, game)) for r in result.reasons],
        ),
        tag("ul", {"class": "decl-counting"}, counting),
    )


# --- words ----------------------------------------------------------------------------


def rank_word(rank: Rank) -> str:
    return t(f"decl.rank.{rank.value}")


def words(declaration: Declaration, ruleset_id: str) -> str:
    """A declaration as players say it: "tierce to K ♥", "four jacks", "belot"."""
    return declaration_words(declaration, game_word(ruleset_id))


def game_word(ruleset_id: str) -> Callable[..., str]:
    """The catalog's words in the game's own family (belot, belote...)."""
    return lambda key, /, **params: term(key, ruleset_id, **params)


def reason_text(reason: Reason, game: Game) -> str:
    return reason_words(
        reason, game.teams, game_word(game.rules.id), lambda seat: seat_name(game, seat)
    )


def error_text(error: DealError) -> str:
    """A refusal in the player's language, with the card ranks in their words."""
    params = dict(error.params)
    for name in ("top", "lowest", "rank"):
        if isinstance(params.get(name), str):
            params[name] = rank_word(Rank(params[name]))
    card = params.get("card")
    if isinstance(card, str):
        suit = card[-1] if card[-1] in {s.symbol for s in Suit} else ""
        params["card"] = rank_word(Rank(card.removesuffix(suit))) + suit
    return t(f"error.{error.code}", **params)
