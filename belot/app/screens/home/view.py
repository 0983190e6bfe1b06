"""The list of saved games, with the way to a new game, to the statistics, to export and
import, and the languages."""

from __future__ import annotations

from typing import TYPE_CHECKING

from belot.app.dates import when
from belot.app.index import GameSummary
from belot.app.markup import Markup, tag
from belot.app.matches import match_scores
from belot.app.messages import current_language, t
from belot.app.render import draws
from belot.app.screen import HOME
from belot.app.screens.home.actions import (
    AskDeleteGame,
    DeleteGame,
    MoreGames,
    OpenGame,
    SetLanguage,
)
from belot.app.screens.keep.view import keep_line, protection_tip
from belot.app.screens.setup.actions import NewGame
from belot.app.screens.stats.actions import StatsAll
from belot.app.screens.tournament.kept import OpenTournaments
from belot.app.screens.transfer.view import transfer_entry
from belot.app.screens.unreadable.view import storage_notes
from belot.app.state import AppState
from belot.app.widgets import button, choice, confirm_box
from belot.match import InMatch, MatchScore

if TYPE_CHECKING:  # the engine: imported where it is used, not for the first paint
    from belot.game import Game


def game_teams(game: Game) -> str:
    return f"{game.teams[0]} – {game.teams[1]}"


@draws(HOME)
def home(state: AppState) -> Markup:
    rows = games_list(state)
    return tag(
        "section",
        {"class": "home"},
        tag("h1", {}, t("home.title")),
        button(t("home.new"), NewGame(), **{"class": "primary", "data-testid": "new-game"}),
        storage_notes(state),
        protection_tip(state),
        tag("ul", {"class": "games"}, rows) if rows else tag("p", {}, t("home.empty")),
        more_games(state),
        keep_line(state),
        button(t("stats.open"), StatsAll(), data_testid="stats-all") if rows else None,
        transfer_entry(state),
        # The way to the tournaments: its action only (the tournaments' screens are imported
        # after a first visit's first paint: belot.app.browser.boot).
        button(
            t("tournament.list"),
            OpenTournaments(),
            **{"class": "tournaments-open"},
            data_testid="tournaments",
        ),
        language_bar(),
    )


def games_list(state: AppState) -> list[Markup]:
    """The listed games, newest first; a match's games together, under the match's score,
    where its newest listed game stands (docs/playing.md#matches). Each row keeps the id
    of its place in the list (``game-1`` is the newest game)."""
    keys = {saved.id: f"game-{i + 1}" for i, saved in enumerate(state.games)}
    in_match: dict[str, list[GameSummary]] = {}
    for saved in state.games:
        if saved.match is not None:
            in_match.setdefault(saved.match.id, []).append(saved)
    # Scored over every game of the match, listed or not (AppState.matched).
    scores = {played.id: played.score for played in match_scores(state.matched)}
    items: list[Markup] = []
    for saved in state.games:
        place = saved.match
        if place is None:
            items.append(game_row(saved, state.confirm, state.utc_offset, keys[saved.id]))
        elif saved is in_match[place.id][0]:
            games = sorted(in_match[place.id], key=lambda s: (s.match.game if s.match else 0, s.id))
            rows = [game_row(g, state.confirm, state.utc_offset, keys[g.id]) for g in games[::-1]]
            items.append(match_group(place, saved.teams, scores.get(place.id), rows))
    return items


def match_group(
    place: InMatch, teams: tuple[str, str], score: MatchScore | None, rows: list[Markup]
) -> Markup:
    """A match in the list: its best-of and score (who won it, once it has ended), then its
    listed games, the last one first. A match whose games do not make one says no score."""
    if score is None:
        head = t("home.match_bare", count=place.best_of)
    else:
        wins = score.wins
        head = t(
            "home.match",
            count=place.best_of,
            team0=teams[0],
            wins0=wins[0],
            wins1=wins[1],
            team1=teams[1],
        )
        winner = score.winner
        head += " · " + (
            t("home.running") if winner is None else t("home.match_won", team=teams[winner])
        )
    return tag(
        "li",
        {"class": "match", "data-match": place.id, "data-testid": "match-group"},
        tag("p", {"class": "match-head", "data-testid": "match-head"}, head),
        tag("ul", {"class": "match-games"}, rows),
    )


def more_games(state: AppState) -> Markup | None:
    """The way to the older games, when the list does not show them all."""
    left = state.game_count - len(state.games)
    if left <= 0:
        return None
    label = t("home.more", count=left)
    return button(label, MoreGames(), **{"class": "quiet", "data-testid": "more-games"})


LANGUAGE_NAMES = {"en": "English", "bg": "Български", "fr": "Français"}


def language_bar() -> Markup:
    """The languages, each named in itself; the current one pressed."""
    return tag(
        "nav",
        {"class": "languages", "aria-label": t("home.language")},
        [
            choice(
                name,
                SetLanguage(code),
                code == current_language(),
                lang=code,
                data_testid=f"language-{code}",
            )
            for code, name in LANGUAGE_NAMES.items()
        ],
    )


def last_played(saved: GameSummary, utc_offset: int) -> Markup | None:
    """When the game last changed, on the player's clock; nothing if the stamp is no time."""
    words = when(saved.updated, utc_offset) or when(saved.created, utc_offset)
    return tag("small", {"class": "when", "data-testid": "game-when"}, words) if words else None


def game_row(saved: GameSummary, confirm: str, utc_offset: int = 0, key: str = "game") -> Markup:
    """A saved game: its teams and score, its rules and state, and when it was last played
    (or started), so that two games of the same teams can be told apart. Its
    Delete is named with all that (``key`` is the row's id on the page): one Delete per
    game, each a different name to a screen reader. Drawn from the game's index entry:
    the list replays no game."""
    teams, totals = saved.teams, saved.totals
    if saved.winner is not None:
        status = t("home.won", team=teams[saved.winner])
    else:  # a game of a fixed number of deals can end in a draw
        status = t("home.drawn") if saved.over else t("home.running")
    summary = f"{teams[0]} {totals[0]} : {totals[1]} {teams[1]}"
    asking = confirm == f"delete-game:{saved.id}"
    if saved.match is not None:  # under its match (match_group): which game of it
        status = t("home.game_number", number=saved.match.game) + " · " + status
    return tag(
        "li",
        {"data-game": saved.id},
        button(
            [
                tag("strong", {}, summary),
                tag("small", {}, f"{t('ruleset.' + saved.rules.id)} · {status}"),
                last_played(saved, utc_offset),
            ],
            OpenGame(saved.id),
            **{"class": "game", "id": key},
        ),
        confirm_box(
            t("home.confirm_delete", teams=f"{teams[0]} – {teams[1]}"), DeleteGame(saved.id)
        )
        if asking
        else button(
            t("home.delete"),
            AskDeleteGame(saved.id),
            id=f"{key}-delete",
            aria_labelledby=f"{key}-delete {key}",
            **{"class": "quiet"},
        ),
    )
