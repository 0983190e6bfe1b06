"""Actions: what a tap or a keystroke does to the state, and what is saved.

The controller owns the current :class:`~belot.app.state.AppState` value and
a :class:`~belot.app.storage.Store`; every action computes a new state. A
change to a game is written to the store at once, after checking that no
other tab changed it meanwhile (the envelope's revision), and is kept on
screen only if it was saved.
"""

from __future__ import annotations

import contextlib
import enum
import json
from collections.abc import Callable
from dataclasses import dataclass, replace

from belot.app import draft as forms
from belot.app.draft import DealDraft, evaluate
from belot.app.messages import describe_error, pick_language, set_language, t
from belot.app.state import AppState, Notice, Screen, Setup
from belot.app.storage import (
    GAME_PREFIX,
    SESSION_KEY,
    SETTINGS_KEY,
    MemoryStore,
    SavedGame,
    Store,
    StoreFullError,
    UnreadableEntryError,
    adopt_drafts,
    decode,
    draft_key,
    drafts_of,
    encode,
    game_key,
    guarded,
    read_stored,
    survey,
)
from belot.errors import BelotError
from belot.game import Game, play
from belot.rulesets import RULESETS, make_rules

UNDO_DEPTH = 50
COPY = "copy-failure"  # the action that copies the details of a failure (features/robustness)
# The screens of an open game: shown only while one is (Controller._settle).
GAME_SCREENS = frozenset({Screen.SHEET, Screen.DEAL, Screen.DETAIL, Screen.STATS_GAME})
# The most characters an action keeps of a typed text (a name, a note, points): more than
# any field allows, so only a page that is not this one's could send more.
MAX_TYPED = 1000


Handler = Callable[["Controller", str], None]
ACTIONS: dict[str, Handler] = {}


def action(name: str) -> Callable[[Handler], Handler]:
    """Register a feature module's handler for the action ``name``."""

    def register(handler: Handler) -> Handler:
        if name in ACTIONS:
            raise ValueError(f"action {name!r} is registered twice")
        ACTIONS[name] = handler
        return handler

    return register


@dataclass(frozen=True)
class Action:
    """A tap or an input: ``name`` says what, ``arg`` carries the value (always text)."""

    name: str
    arg: str = ""


@dataclass(frozen=True)
class Tab:
    """This browser tab: its id ("" for a page that has none, as in most tests) and the ids
    of the app's other tabs that were open when it started (None: the browser cannot tell).
    Each tab keeps its own deal form and its own open screen (storage.draft_key)."""

    id: str = ""
    others: frozenset[str] | None = None


class Resume(enum.IntEnum):
    """How much of what was open :meth:`Controller.start` reopens. belot.app.shell starts
    with less when reopening everything fails."""

    BARE = 0  # the list of games, in the browser's language
    LIST = 1  # the list of games
    SHEET = 2  # the open game, on its sheet
    SCREEN = 3  # the open game and screen, with a half-entered deal


def number(text: str, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, None if it is not one. Every
    action argument that should be a number goes through here: a page sends digits, but
    an action must not fail on anything else."""
    text = text.strip()
    digits = text.removeprefix("-")
    if not digits.isascii() or not digits.isdecimal() or len(digits) > 9:
        return None
    value = int(text)
    return value if low <= value <= high else None


class Controller:
    """Applies actions to the state and keeps the store in step with it."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], str],
        new_id: Callable[[], str],
        tab: Tab | None = None,
        tab_store: Store | None = None,
    ) -> None:
        # Every write goes through the guard: a value this version cannot read is copied to
        # a backup key before it is replaced (storage.GuardedStore).
        self.store = guarded(store)
        self.clock = clock
        self.new_id = new_id
        self.tab = tab or Tab()
        # What only this tab keeps (sessionStorage in the page): its open screen.
        self.tab_store = guarded(tab_store if tab_store is not None else MemoryStore())
        self.state = AppState()

    # --- starting and syncing -------------------------------------------------------

    def start(self, languages: tuple[str, ...] = (), resume: Resume = Resume.SCREEN) -> AppState:
        """Load the saved games and resume the game and screen that were open (this tab's,
        else the last one any tab had), as far as ``resume`` says.

        ``languages`` are the browser's, used until the player picks one.
        """
        settings = read_stored(self.store, SETTINGS_KEY) if resume > Resume.BARE else None
        chosen = settings.get("language") if isinstance(settings, dict) else None
        set_language(chosen if isinstance(chosen, str) else pick_language(languages))
        adopt_drafts(self.store, self.tab.id, self.tab.others)
        self.refresh_games()
        session = self.stored_session() if resume >= Resume.SHEET else None
        game_id = session.get("game") if session is not None else None
        if session is not None and isinstance(game_id, str):
            self._open(game_id)
            if self.state.current is not None and resume >= Resume.SCREEN:
                self._resume(session)
        return self.state

    def stored_session(self) -> dict[str, object] | None:
        """The screen this tab had open (kept across a reload), else the last one saved."""
        for store in (self.tab_store, self.store):
            session = read_stored(store, SESSION_KEY)
            if isinstance(session, dict):
                return session
        return None

    def recover(self) -> AppState:
        """After an unexpected error: start again from what is saved, and say so."""
        self.state = AppState()
        self.start()
        self.update(notice=Notice("notice.recovered"))
        return self.state

    def _resume(self, session: dict[str, object]) -> None:
        screen = session.get("screen")
        detail = session.get("detail")
        if screen == Screen.DEAL.value:
            self._resume_draft()
        elif screen == Screen.DETAIL.value and isinstance(detail, int):
            self.dispatch(Action("open-deal", str(detail)))

    def _resume_draft(self) -> None:
        """Reopen the form as it was: a new deal, or the edit of a deal that still exists."""
        current = self.state.current
        assert current is not None
        stored = self._stored_draft(current.id)
        if stored.index is None:
            self.dispatch(Action("add-deal"))
        elif stored.index < len(current.game.deals):
            self.update(screen=Screen.DEAL, draft=stored)

    def _stored_draft(self, game_id: str) -> DealDraft:
        stored = read_stored(self.store, draft_key(game_id, self.tab.id))
        return stored if isinstance(stored, DealDraft) else DealDraft()

    def draft_key(self, game_id: str) -> str:
        """Where this tab keeps its half-entered deal of ``game_id``."""
        return draft_key(game_id, self.tab.id)

    def external_change(self, key: str | None) -> AppState:
        """Another tab changed ``key`` (None: cleared everything): follow it."""
        self.refresh_games()
        current = self.state.current
        if current is not None and key in (None, game_key(current.id)):
            text = self.store.get(game_key(current.id))
            if text is None:
                self._gone()
            else:
                try:
                    saved = decode(text, current.id)
                except UnreadableEntryError:
                    self.update(notice=Notice("robust.unreadable_elsewhere"))
                    return self.state
                if saved.revision != current.revision:
                    self.show(saved, undo=())
                    self.update(notice=Notice("notice.saved_elsewhere"))
        return self.state

    # --- dispatch ------------------------------------------------------------------

    def dispatch(self, action: Action) -> AppState:
        """Apply ``action``: a method ``_on_<name>`` here, or a feature's registered handler."""
        method = getattr(self, "_on_" + action.name.replace("-", "_"), None)
        feature = ACTIONS.get(action.name)
        if method is None and feature is None:
            raise ValueError(f"unknown action {action.name!r}")
        # A notice lasts one action; the details of a failure, as long as its notice (and
        # for the action that copies them).
        self.update(notice=None, failure=self.state.failure if action.name == COPY else "")
        backups = self.store.backups_made
        if method is not None:
            method(action.arg)
        elif feature is not None:
            feature(self, action.arg)
        self._settle()
        self._save_session()
        if self.store.backups_made != backups:  # the list of games says what was kept aside
            self.refresh_games()
        return self.state

    def _settle(self) -> None:
        """Whatever an action did, a screen is shown only with what it needs: a game's
        screens with a game, the deal form with a form, a deal's detail with that deal
        (else the screen it comes from); the form's panels only with the form."""
        state = self.state
        if state.screen in GAME_SCREENS and (state.current is None or state.sheet is None):
            self.refresh_games()
            self.update(screen=Screen.HOME, current=None, sheet=None, draft=None, detail=None)
        elif state.screen is Screen.DEAL and state.draft is None:
            self.update(screen=Screen.SHEET)
        elif state.screen is Screen.DETAIL and (
            state.sheet is None or state.detail is None or state.detail >= len(state.sheet.rows)
        ):
            self.update(screen=Screen.SHEET, detail=None)
        if self.state.screen is not Screen.DEAL:
            self.update(draft=None, card_count=None, declaring=None)

    def update(self, **changes: object) -> None:
        self.state = replace(self.state, **changes)  # type: ignore[arg-type]

    # --- home ----------------------------------------------------------------------

    def _on_home(self, _: str) -> None:
        self.refresh_games()
        self.update(screen=Screen.HOME, current=None, sheet=None, draft=None, confirm="", undo=())

    def _on_new_game(self, _: str) -> None:
        self.update(screen=Screen.SETUP, setup=Setup())

    def _on_open_game(self, game_id: str) -> None:
        self._open(game_id)

    def _on_ask_delete_game(self, game_id: str) -> None:
        self.update(confirm=f"delete-game:{game_id}")

    def _on_cancel_confirm(self, _: str) -> None:
        self.update(confirm="")

    def _on_delete_game(self, game_id: str) -> None:
        self.store.remove(game_key(game_id))
        for key in drafts_of(self.store, game_id):
            self.store.remove(key)
        self.update(confirm="")
        self.refresh_games()

    def refresh_games(self) -> None:
        games, report = survey(self.store)
        unreadable = sorted(
            k for k in (*report.newer, *report.damaged) if k.startswith(GAME_PREFIX)
        )
        self.update(games=tuple(games), unreadable=tuple(unreadable), storage=report)

    def _gone(self) -> None:
        """The open game was deleted in another tab: back to the list, and say so."""
        self.update(current=None, sheet=None, screen=Screen.HOME, draft=None, undo=())
        self.update(card_count=None, declaring=None, detail=None, confirm="")
        self.update(notice=Notice("robust.deleted_elsewhere"))

    def _open(self, game_id: str) -> None:
        try:
            text = self.store.get(game_key(game_id))
            saved = None if text is None else decode(text, game_id)
        except UnreadableEntryError:
            saved = None
        if saved is None:
            self.update(screen=Screen.HOME)
            return
        self.show(saved, undo=())

    def show(self, saved: SavedGame, undo: tuple[SavedGame, ...]) -> None:
        screen = self.state.screen if self.state.screen in (Screen.DEAL,) else Screen.SHEET
        if self.state.current is None or self.state.current.id != saved.id:
            screen = Screen.SHEET
        self.update(current=saved, sheet=play(saved.game), undo=undo, screen=screen, confirm="")

    # --- setup ---------------------------------------------------------------------

    def _on_setup_ruleset(self, ruleset: str) -> None:
        if ruleset in RULESETS:
            self.update(setup=replace(self.state.setup, ruleset=ruleset, options=(), error=""))

    def _on_setup_option(self, arg: str) -> None:
        name, _, value = arg.partition("=")
        if not any(option.name == name for option in RULESETS[self.state.setup.ruleset].options):
            return
        options = dict(self.state.setup.options)
        options[name] = value[:MAX_TYPED]
        self.update(setup=replace(self.state.setup, options=tuple(options.items()), error=""))

    def _on_setup_team(self, arg: str) -> None:
        text, _, name = arg.partition("=")
        team = number(text, 0, 1)
        if team is not None:
            teams = list(self.state.setup.teams)
            teams[team] = name[:MAX_TYPED]
            self.update(setup=replace(self.state.setup, teams=(teams[0], teams[1])))

    def _on_setup_player(self, arg: str) -> None:
        text, _, name = arg.partition("=")
        seat = number(text, 0, 3)
        if seat is not None:
            players = list(self.state.setup.players)
            players[seat] = name[:MAX_TYPED]
            self.update(setup=replace(self.state.setup, players=_four(players)))

    def _on_setup_dealer(self, text: str) -> None:
        seat = number(text, 0, 3)
        if seat is not None:
            self.update(setup=replace(self.state.setup, first_dealer=seat))

    def _on_start_game(self, _: str) -> None:
        setup = self.state.setup
        try:
            rules = make_rules(setup.ruleset, _parse_options(setup))
        except BelotError as error:
            self.update(setup=replace(setup, error=describe_error(error)))
            return
        teams = (
            setup.teams[0].strip() or t("setup.team0.default"),
            setup.teams[1].strip() or t("setup.team1.default"),
        )
        players = (
            None
            if not any(p.strip() for p in setup.players)
            else _four([p.strip() for p in setup.players])
        )
        game = Game(rules, teams=teams, players=players, first_dealer=setup.first_dealer)
        self.create(game)

    def create(self, game: Game) -> None:
        now = self.clock()
        saved = SavedGame(self.new_id(), game, 1, now, now)
        try:
            self.store.set(game_key(saved.id), encode(saved))
        except StoreFullError:
            self.update(notice=Notice("notice.storage_full"))
            return
        self.update(current=None)
        self.show(saved, undo=())
        self.refresh_games()

    def _on_rematch(self, _: str) -> None:
        current, sheet = self.state.current, self.state.sheet
        if current is None or sheet is None:
            return
        game = Game(
            current.game.rules,
            teams=current.game.teams,
            players=current.game.players,
            first_dealer=sheet.next_dealer,
        )
        self.create(game)

    # --- the sheet -----------------------------------------------------------------

    def _on_add_deal(self, _: str) -> None:
        current, sheet = self.state.current, self.state.sheet
        if current is None or sheet is None:
            return
        if sheet.over:
            self.update(notice=Notice("notice.game_over"))
            return
        saved = self._stored_draft(current.id)
        draft = saved if saved.index is None else DealDraft()
        self.update(screen=Screen.DEAL, draft=draft)

    def _deal_index(self, text: str) -> int | None:
        """``text`` as the index of a deal of the open game, None if it is not one."""
        current = self.state.current
        if current is None:
            return None
        return number(text, 0, len(current.game.deals) - 1)

    def _on_open_deal(self, text: str) -> None:
        index = self._deal_index(text)
        if self.state.sheet is not None and index is not None:
            self.update(screen=Screen.DETAIL, detail=index, confirm="")

    def _on_back(self, _: str) -> None:
        if self.state.current is not None:
            self.update(screen=Screen.SHEET, detail=None, confirm="")

    def _on_edit_deal(self, text: str) -> None:
        current, index = self.state.current, self._deal_index(text)
        if current is not None and index is not None:
            draft = forms.draft_of(current.game.deals[index], index)
            self.update(screen=Screen.DEAL, draft=draft, confirm="")
            self.change_draft(lambda d: d)

    def _on_ask_delete_deal(self, text: str) -> None:
        index = self._deal_index(text)
        if index is not None:
            self.update(confirm=f"delete-deal:{index}")

    def _on_delete_deal(self, text: str) -> None:
        current, index = self.state.current, self._deal_index(text)
        if current is None or index is None:
            return
        if self.commit(current.game.without(index)):
            self.update(screen=Screen.SHEET, detail=None, confirm="")

    def _on_undo(self, _: str) -> None:
        current = self.state.current
        if current is None or not self.state.undo:
            self.update(notice=Notice("notice.nothing_to_undo"))
            return
        previous = self.state.undo[-1]
        if self.commit(previous.game, remember=False):
            self.update(undo=self.state.undo[:-1], notice=Notice("notice.undone"))

    def commit(self, game: Game, remember: bool = True) -> bool:
        """Save ``game`` as the open game's new revision; False if it could not be saved."""
        current = self.state.current
        assert current is not None
        key = game_key(current.id)
        text = self.store.get(key)
        if text is None:  # deleted in another tab: not brought back
            self.refresh_games()
            self._gone()
            return False
        try:
            stored = decode(text, current.id)
        except UnreadableEntryError:
            # Another version of the app wrote it: never written over from here.
            self.update(notice=Notice("robust.unreadable_now"))
            return False
        if stored.revision != current.revision:
            self.show(stored, undo=())
            self.update(notice=Notice("notice.conflict"))
            return False
        saved = replace(current, game=game, revision=current.revision + 1, updated=self.clock())
        try:
            self.store.set(key, encode(saved))
        except StoreFullError:
            self.update(notice=Notice("notice.storage_full"))
            return False
        undo = (*self.state.undo, current)[-UNDO_DEPTH:] if remember else self.state.undo
        self.show(saved, undo=undo)
        return True

    # --- the deal form -------------------------------------------------------------

    def change_draft(self, change: Callable[[DealDraft], DealDraft]) -> None:
        current, draft = self.state.current, self.state.draft
        if current is None or draft is None:
            return
        draft = change(draft)
        self.update(draft=draft)
        try:
            self.store.set(self.draft_key(current.id), _json(draft))
        except StoreFullError:
            self.update(notice=Notice("notice.storage_full"))

    def _on_deal_passed(self, value: str) -> None:
        self.change_draft(lambda d: replace(d, passed=value == "true", adjusting=False))

    def _on_deal_adjusting(self, value: str) -> None:
        self.change_draft(lambda d: replace(d, adjusting=value == "true", passed=False))

    def _on_deal_note(self, text: str) -> None:
        self.change_draft(lambda d: replace(d, note=text[:MAX_TYPED]))

    def _on_deal_contract(self, contract: str) -> None:
        rules = self.state.current.game.rules if self.state.current else None
        if rules is not None and contract in {c.value for c in rules.ruleset.contracts}:
            self.change_draft(lambda d: forms.with_contract(d, rules, contract))

    def _on_deal_declarer(self, text: str) -> None:
        team = number(text, 0, 1)
        if team is not None:
            self.change_draft(lambda d: replace(d, declarer=team, passed=False))

    def _on_deal_double(self, text: str) -> None:
        double = number(text, 1, 4)
        if double in (1, 2, 4):
            self.change_draft(lambda d: replace(d, double=double))

    def _on_deal_bid(self, bid: str) -> None:
        self.change_draft(lambda d: replace(d, bid=bid[:MAX_TYPED]))

    def _on_deal_alone(self, value: str) -> None:
        self.change_draft(lambda d: replace(d, alone=value == "true"))

    def _on_deal_points(self, arg: str) -> None:
        name, _, text = arg.partition("=")
        team = number(name, 0, 1)
        rules = self.state.current.game.rules if self.state.current else None
        if rules is not None and team is not None:
            self.change_draft(lambda d: forms.with_points(d, rules, team, text[:MAX_TYPED]))

    def _on_deal_valat(self, text: str) -> None:
        team = number(text, 0, 1)
        rules = self.state.current.game.rules if self.state.current else None
        if rules is not None and (team is not None or text == ""):
            self.change_draft(lambda d: forms.with_valat(d, rules, team))

    def _on_deal_bump(self, arg: str) -> None:
        team_text, _, rest = arg.partition(":")
        token, _, step_text = rest.rpartition(":")
        team, step = number(team_text, 0, 1), number(step_text, -1, 1)
        if team is not None and step and token in forms.ANNOUNCEMENT_TOKENS:
            self.change_draft(lambda d: forms.bump(d, team, token, step))

    def _on_cancel_deal(self, _: str) -> None:
        if self.state.current is not None:
            self.store.remove(self.draft_key(self.state.current.id))
        self._leave_form()

    def _leave_form(self) -> None:
        """Back to the sheet; the form's panels (card grid, declarations) close with it."""
        self.update(screen=Screen.SHEET, draft=None, card_count=None, declaring=None)

    def _on_save_deal(self, _: str) -> None:
        current, draft = self.state.current, self.state.draft
        if current is None or draft is None:
            return
        result = evaluate(draft, current.game)
        if result.deal is None:
            return
        game = current.game
        edited = (
            game.with_deal(result.deal)
            if draft.index is None
            else game.with_replaced(draft.index, result.deal)
        )
        if self.commit(edited):
            self.store.remove(self.draft_key(current.id))
            self._leave_form()

    # --- the session ---------------------------------------------------------------

    def _save_session(self) -> None:
        state = self.state
        session: dict[str, object] = {"screen": state.screen.value}
        if state.current is not None:
            session["game"] = state.current.id
        if state.detail is not None:
            session["detail"] = state.detail
        # Losing the open screen is harmless; the games themselves are saved.
        text = _json(session)
        for store in (self.store, self.tab_store):
            with contextlib.suppress(StoreFullError):
                store.set(SESSION_KEY, text)


def _four(names: list[str]) -> tuple[str, str, str, str]:
    return names[0], names[1], names[2], names[3]


def _parse_options(setup: Setup) -> dict[str, object]:
    """The typed house-rule options as values; the engine checks their ranges."""
    ruleset = RULESETS[setup.ruleset]
    options: dict[str, object] = {}
    for name, text in setup.options:
        default = ruleset.option(name).default
        if isinstance(default, bool):
            options[name] = text == "true"
        elif isinstance(default, int):
            digits = text.strip()
            options[name] = int(digits) if digits.isdecimal() and len(digits) < 10 else text
        else:
            options[name] = text
    return options


def _json(value: object) -> str:
    if isinstance(value, DealDraft):
        value = value.to_json()
    return json.dumps(value, ensure_ascii=False)


# Feature modules register their actions when imported; importing them here means every
# controller knows them. (At the end: they import this module's names.)
import belot.app.features  # noqa: E402, F401
