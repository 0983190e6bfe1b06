"""The controller: applies actions to the state and keeps the store in step with it.

It owns the current :class:`~belot.app.state.AppState` value and a
:class:`~belot.app.storage.Store`. An action (:mod:`belot.app.actions`) is handled by
its screen's handler, which computes a new state with the controller's operations
below: opening a game, saving a change to it (after checking that no other tab changed
it meanwhile, the envelope's revision), keeping the deal being entered. The
screens themselves are in :mod:`belot.app.screens`; this module knows only the list of
games (:data:`~belot.app.screen.HOME`) and an open game's sheet
(:data:`~belot.app.screen.SHEET`). The screens register here what the controller runs for
them: each message's handler (:func:`handles`) and how a reload reopens a screen
(:func:`resumes`).
"""

from __future__ import annotations

import contextlib
import enum
import json
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from belot.app.actions import COPY, MESSAGES, Action, Message, decode
from belot.app.draft import DealDraft
from belot.app.index import SavedGames, read_index_ahead
from belot.app.messages import pick_language, set_language, speaking
from belot.app.safekeeping import Safekeeping
from belot.app.screen import HOME, SCREENS, SHEET, Screen
from belot.app.state import KEPT, AppState, KeptPart, Notice
from belot.app.storage import (
    BACKUP_PREFIX,
    GAME_PREFIX,
    INDEX_KEY,
    SAFEKEEPING_KEY,
    SESSION_KEY,
    SETTINGS_KEY,
    MemoryStore,
    SavedGame,
    StorageReport,
    Store,
    StoreFullError,
    UnreadableEntryError,
    adopt_drafts,
    decode_played,
    draft_key,
    game_key,
    guarded,
    read_stored,
)
from belot.app.storage import decode as decode_saved
from belot.app.tournaments import KeptTournaments

if TYPE_CHECKING:  # the engine is imported where it is used: the first paint does without it
    from belot.game import Game, Sheet

UNDO_DEPTH = 50
LISTED = 30  # games the list shows at first (belot.app.index reads only those)
# The least height of a row of the list of games, in CSS pixels: 81 from one row to the next
# at the browser's usual text size (static/app.css), 103 on a phone, where a game's Delete
# wraps under it. Smaller here, so that rows enough for a screen are never fewer than show.
ROW_PX = 64


def listed_for(height: int) -> int:
    """The games a start lists at first on a screen ``height`` CSS pixels tall: rows enough
    to fill it (the list begins below the title and *New game*), at most :data:`LISTED`.
    The others come a frame later (:meth:`Controller.list_the_rest`)."""
    return max(1, min(LISTED, -(-height // ROW_PX)))


@dataclass(frozen=True)
class Tab:
    """This browser tab: its id ("" for a page that has none, as in most tests) and the ids
    of the app's other tabs that were open when it started (None: the browser cannot tell).
    Each tab keeps its own deal form and its own open screen (storage.draft_key)."""

    id: str = ""
    others: frozenset[str] | None = None


class StartWith(enum.IntEnum):
    """How much of what was open :meth:`Controller.start` reopens. belot.app.shell starts
    with less when reopening everything fails."""

    BARE = 0  # the list of games, in the browser's language
    LIST = 1  # the list of games
    SHEET = 2  # the open game, on its sheet
    SCREEN = 3  # the open game and screen, with a half-entered deal


def stored_session(tab_store: Store | None, store: Store) -> dict[str, object] | None:
    """The screen a tab had open (in ``tab_store``, its sessionStorage: kept across a
    reload), else the last one saved (in ``store``)."""
    for where in (tab_store, store):
        session = read_stored(where, SESSION_KEY) if where is not None else None
        if isinstance(session, dict):
            return session
    return None


def read_ahead(store: Store, tab_store: Store | None) -> None:
    """Read the game a start will reopen, if any, and the list's index before the start:
    both are remembered once read (belot.app.storage.decode_played,
    belot.app.index.read_index), so the start finds them read. For the time the browser
    takes to say what the start needs first (this tab's id: belot.app.browser.boot); what
    cannot be read is left to the start, which says so."""
    session = stored_session(tab_store, store)
    game_id = session.get("game") if session is not None else None
    if isinstance(game_id, str) and (text := store.get(game_key(game_id))) is not None:
        with contextlib.suppress(UnreadableEntryError):
            decode_played(text, game_id)
    read_index_ahead(store)


class Controller:
    """Applies actions to the state and keeps the store in step with it."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], str],
        new_id: Callable[[], str],
        tab: Tab | None = None,
        tab_store: Store | None = None,
        utc_offset: int = 0,
        page_url: str = "",
    ) -> None:
        # Every write goes through the guard: a value this version cannot read is copied to
        # a backup key before it is replaced (storage.GuardedStore).
        self.store = guarded(store)
        # The games and their index (what the list of games shows of each, belot.app.index).
        self.games = SavedGames(self.store)
        # The organiser's tournaments and their list (belot.app.tournaments).
        self.tournaments = KeptTournaments(self.store)
        # The stored text of the open game as this tab last read or wrote it: a save finds
        # out whether another tab changed it meanwhile without reading the game again.
        self._seen: tuple[str, int, str] = ("", 0, "")
        self.clock = clock
        self.new_id = new_id
        self.tab = tab or Tab()
        # What only this tab keeps (sessionStorage in the page): its open screen.
        self.tab_store = guarded(tab_store if tab_store is not None else MemoryStore())
        # Minutes the browser's clock is ahead of UTC, put in every state it starts.
        self.utc_offset = utc_offset
        # The page's own address, without a fragment: what a game's link starts with.
        self.page_url = page_url
        self.state = AppState()

    # --- starting and syncing -------------------------------------------------------

    def start(
        self,
        languages: tuple[str, ...] = (),
        start_with: StartWith = StartWith.SCREEN,
        listed: int = LISTED,
    ) -> AppState:
        """Load the saved games and resume the game and screen that were open (this tab's,
        else the last one any tab had), as far as ``start_with`` says.

        ``languages`` are the browser's, used until the player picks one. ``listed``: the
        games the list shows at first, fewer than :data:`LISTED` for a page that draws
        only what fills its screen at its start, and the rest a frame later
        (:meth:`list_the_rest`).
        """
        settings = read_stored(self.store, SETTINGS_KEY) if start_with > StartWith.BARE else None
        chosen = settings.get("language") if isinstance(settings, dict) else None
        language = chosen if isinstance(chosen, str) else pick_language(languages)
        set_language(language)
        self.state = replace(
            self.state, language=language, utc_offset=self.utc_offset, page_url=self.page_url
        )
        with speaking(language):
            adopt_drafts(self.store, self.tab.id, self.tab.others)
            self.refresh_games(first=listed)
            session = self.stored_session() if start_with >= StartWith.SHEET else None
            game_id = session.get("game") if session is not None else None
            if session is not None and isinstance(game_id, str):
                self.open(game_id)
                if self.state.current is not None and start_with >= StartWith.SCREEN:
                    self._resume(session)
            elif session is not None and start_with >= StartWith.SCREEN:
                self._resume(session)  # a screen of no game (a tournament's) that says how
            self._keep_in_step()
        return self.state

    def stored_session(self) -> dict[str, object] | None:
        """The screen this tab had open (kept across a reload), else the last one saved."""
        return stored_session(self.tab_store, self.store)

    def reopens_instantly(self) -> bool:
        """Whether the stored session names a screen a reload reopens (the one the instant
        paint shows: the sheet, the deal form, a deal's detail), as the start will, unless
        it finds that screen's game gone. Its screen's folder must be imported to be known."""
        session = self.stored_session()
        screen = SCREENS.get(str(session.get("screen"))) if session is not None else None
        return screen is not None and screen.reopens

    def recover(self) -> AppState:
        """After an unexpected error: start again from what is saved, and say so."""
        self.state = AppState()
        self.start()
        self.state = replace(self.state, notice=Notice("notice.recovered"))
        return self.state

    def _resume(self, session: dict[str, object]) -> None:
        """Reopen the stored screen, the way its folder says (the sheet is open already);
        not one that needs a game when none is open (a session that names none)."""
        screen = SCREENS.get(str(session.get("screen")))
        if screen is None or (screen.needs_game and self.state.current is None):
            return
        resume = RESUMERS.get(screen)
        if resume is not None:
            resume(self, session)
            self._reopen_panels(session.get("panels"))

    def _reopen_panels(self, panels: object) -> None:
        """The open screen's panels as they were kept (:class:`KeptPart`); one that cannot
        be read, or belongs to another screen, stays closed."""
        if not isinstance(panels, dict):
            return
        reopened = False
        for name, data in panels.items():
            kind = KEPT.get(name)
            if kind is None or kind.lives_on is not self.state.screen:
                continue
            try:
                part = kind.from_json(data)
            except (ValueError, TypeError, KeyError):
                continue
            self.state, reopened = self.state.with_part(part), True
        if reopened:
            self._save_session()  # so that a second reload reopens them too

    def stored_draft(self, game_id: str) -> DealDraft:
        """This tab's half-entered deal of ``game_id``, an empty form if none: the copy in
        this tab's own storage first, if there is one (kept there while the browser's
        storage was full: :meth:`change_draft`)."""
        key = self.draft_key(game_id)
        for store in (self.tab_store, self.store):
            stored = read_stored(store, key)
            if isinstance(stored, DealDraft):
                return stored
        return DealDraft()

    def drop_draft(self, game_id: str) -> None:
        """Forget this tab's half-entered deal of ``game_id`` (saved, or given up)."""
        key = self.draft_key(game_id)
        self.store.remove(key)
        if self.tab_store.get(key) is not None:
            self.tab_store.remove(key)

    def draft_key(self, game_id: str) -> str:
        """Where this tab keeps its half-entered deal of ``game_id``."""
        return draft_key(game_id, self.tab.id)

    def external_change(self, key: str | None) -> AppState:
        """Another tab changed ``key`` (None: cleared everything): follow it.

        Only what the page shows is read again: the list of games on a screen that shows it
        (from the index, which the other tab writes with each game), the open game. Another
        tab's half-entered deal, its session or the next visit's picture change nothing here;
        the list is read again on the way to a screen that shows it."""
        with speaking(self.state.language):
            for follow in FOLLOWERS:  # what the screens follow besides the games
                follow(self, key)
        if key is not None and not key.startswith((GAME_PREFIX, BACKUP_PREFIX, INDEX_KEY)):
            return self.state
        with speaking(self.state.language):
            if self.state.screen.lists_games and (key is None or not key.startswith(GAME_PREFIX)):
                self.refresh_games()
            current = self.state.current
            if current is not None and key in (None, game_key(current.id)):
                self._follow(current)
            if current is not None and current.game.match is not None and key in (None, INDEX_KEY):
                self.refresh_matches()  # another game of its match may have changed
            self._keep_in_step()
        return self.state

    def _follow(self, current: SavedGame) -> None:
        text = self.store.get(game_key(current.id))
        if text is None:
            self.refresh_games()
            self.gone()
            return
        if self._seen == (current.id, current.revision, text):
            return
        try:
            # Another tab most often adds a deal: the deals this tab has scored are not
            # scored again (most of the other tab's work for a save is this reading).
            saved, sheet = decode_played(text, current.id, known=self.state.sheet)
        except UnreadableEntryError:
            self.state = replace(self.state, notice=Notice("robust.unreadable_elsewhere"))
            return
        if saved.revision != current.revision:
            self.show(saved, undo=(), sheet=sheet, text=text)
            self.state = replace(self.state, notice=Notice("notice.saved_elsewhere"))

    def audit(self, count: int) -> None:
        """Check ``count`` more games against the list's index, and show the list as
        mended if any was changed behind its back (belot.app.index.SavedGames.audit)."""
        if self.games.audit(count):
            with speaking(self.state.language):
                self.refresh_games()

    # --- dispatch ------------------------------------------------------------------

    def dispatch(self, action: Action | Message) -> AppState:
        """Apply ``action`` (as the page sends it, or typed) with its screen's handler.

        A name no action has raises ``ValueError``; an argument no page of this app would
        send makes the action do nothing.
        """
        message = action if isinstance(action, Message) else decode(action)
        # A notice lasts one action; the details of a failure, as long as its notice (and
        # for the action that copies them).
        keep = self.state.failure if message is not None and message.name == COPY else ""
        if message is not None and message.unasked:  # the notice on screen stays
            keep, notice = self.state.failure, self.state.notice
        else:
            notice = None
        self.state = replace(self.state, notice=notice, failure=keep)
        if message is None:
            return self.state
        backups = self.store.backups_made
        handler = HANDLERS.get(type(message))
        if handler is None:  # a message whose screen was not imported (belot.app.wiring)
            raise LookupError(f"action {message.name!r} has no handler")
        with speaking(self.state.language):
            handler(self, message)
            self._settle()
        set_language(self.state.language)
        self._save_session()
        if self.store.backups_made != backups:  # the list of games says what was kept aside
            self.refresh_games()
        return self.state

    def _settle(self) -> None:
        """Whatever an action did, a screen is shown only with what it needs: a game's
        screens with a game, the deal form with a form, a deal's detail with that deal
        (else the sheet); a screen's parts only on that screen."""
        state = self.state
        if state.screen.needs_game and (state.current is None or state.sheet is None):
            self.refresh_games()
            state = replace(
                self.state, screen=HOME, current=None, sheet=None, draft=None, detail=None
            )
        elif state.screen.needs_draft and state.draft is None:
            state = replace(state, screen=SHEET)
        elif state.screen.needs_detail and (
            state.sheet is None or state.detail is None or state.detail >= len(state.sheet.rows)
        ):
            state = replace(state, screen=SHEET, detail=None)
        if not state.screen.needs_draft:
            state = replace(state, draft=None)
        kept = tuple(p for p in state.parts if p.lives_on in (None, state.screen))
        self.state = replace(state, parts=kept)
        self._keep_in_step()

    def _keep_in_step(self) -> None:
        for settle in SETTLERS:  # what the screens derive from the state and keep in step
            settle(self)

    # --- the list of games -------------------------------------------------------------

    def refresh_games(self, more: int = 0, first: int = LISTED) -> None:
        """Read the list of games again: as many as it shows now (at least ``first``), and
        ``more``; all of them on a screen that lists every game."""
        state = self.state
        count = max(first, len(state.games)) + more
        listing = self.games.listing(None if state.screen.lists_every_game else count)
        kept = self.tournaments.listing()
        report = listing.report
        if kept.newer or kept.damaged:  # the tournaments that cannot be read are listed too
            report = StorageReport(
                tuple(sorted((*report.newer, *kept.newer))),
                tuple(sorted((*report.damaged, *kept.damaged))),
                report.backups,
            )
        keeping = read_stored(self.store, SAFEKEEPING_KEY)
        self.state = replace(
            state,
            games=listing.games,
            game_count=listing.count,
            unreadable=report.games,
            storage=report,
            keeping=keeping if isinstance(keeping, Safekeeping) else Safekeeping(),
            used=listing.used,
        )
        self.refresh_matches()

    def list_the_rest(self) -> None:
        """The list's first :data:`LISTED` games, where the start listed only those that
        fill the screen (:meth:`start`'s ``listed``): read if the open screen shows the
        list and it shows fewer; nothing otherwise (a later listing reads them anyway)."""
        state = self.state
        if state.screen.lists_games and len(state.games) < min(LISTED, state.game_count):
            with speaking(state.language):
                self.refresh_games()
                self._keep_in_step()

    def refresh_matches(self) -> None:
        """Read again the lines of every game of the matches the list and the open game are
        in (``AppState.matched``): a few lines, found without reading the others."""
        state = self.state
        ids = {g.match.id for g in state.games if g.match is not None}
        if state.current is not None and state.current.game.match is not None:
            ids.add(state.current.game.match.id)
        self.state = replace(state, matched=self.games.in_matches(ids))

    def keep_safe(self, change: Callable[[Safekeeping], Safekeeping]) -> None:
        """Change what is remembered about keeping the games safe (and keep it, if there is
        room: it is a courtesy, never worth a game's room)."""
        value = change(self.state.keeping)
        self.state = replace(self.state, keeping=value)
        with contextlib.suppress(StoreFullError):
            self.store.set(SAFEKEEPING_KEY, json.dumps(value.to_json()))

    def refused(self, notice: str = "notice.storage_full") -> None:
        """The store is full: say so (``notice``), and remember it for this visit."""
        self.state = replace(self.state, notice=Notice(notice), store_full=True)

    def go_home(self) -> None:
        self.state = replace(
            self.state,
            screen=HOME,
            current=None,
            sheet=None,
            draft=None,
            confirm="",
            undo=(),
            redo=(),
            games=self.state.games[:LISTED],
        )
        self.refresh_games()

    def gone(self) -> None:
        """The open game was deleted in another tab: back to the list, and say so."""
        self.state = replace(
            self.state,
            current=None,
            sheet=None,
            screen=HOME,
            draft=None,
            undo=(),
            redo=(),
            detail=None,
            confirm="",
            notice=Notice("robust.deleted_elsewhere"),
        )

    # --- an open game --------------------------------------------------------------

    def open(self, game_id: str) -> None:
        """Open the stored game ``game_id`` on its sheet (the list, if it cannot be read)."""
        try:
            found = self.games.read_played(game_id)
        except UnreadableEntryError:
            found = None
        if found is None:
            self.state = replace(self.state, screen=HOME)
            return
        saved, sheet, text = found
        self.show(saved, undo=(), sheet=sheet, text=text)

    def show(
        self,
        saved: SavedGame,
        undo: tuple[SavedGame, ...],
        redo: tuple[SavedGame, ...] = (),
        sheet: Sheet | None = None,
        text: str | None = None,
    ) -> None:
        """Show ``saved`` as the open game, with what Undo and Redo would bring back: on its
        sheet, unless the same game is open on a screen that stays when it changes (the
        deal form). ``sheet``: its sheet, if it has been played already; ``text``: what it
        is stored as, if known."""
        same = self.state.current is not None and self.state.current.id == saved.id
        screen = self.state.screen if same and self.state.screen.stays else SHEET
        from belot.game import play

        sheet = sheet if sheet is not None else play(saved.game)
        self._seen = (saved.id, saved.revision, text) if text is not None else ("", 0, "")
        self.state = replace(
            self.state,
            current=saved,
            sheet=sheet,
            undo=undo,
            redo=redo,
            screen=screen,
            confirm="",
        )
        place = saved.game.match
        known = {g.match.id for g in self.state.matched if g.match is not None}
        if place is not None and place.id not in known:
            self.refresh_matches()  # a match the list did not show

    def create(self, game: Game, game_id: str | None = None) -> None:
        """Save ``game`` as a new game (under ``game_id``, where no game is; a new id by
        default) and open it."""
        now = self.clock()
        saved = SavedGame(game_id or self.new_id(), game, 1, now, now)
        from belot.game import play

        sheet = play(game)
        try:
            text = self.games.write(saved, sheet)
        except StoreFullError:
            self.refused()
            return
        self.state = replace(self.state, current=None)
        self.show(saved, undo=(), sheet=sheet, text=text)
        self.refresh_games()

    def commit(self, game: Game, remember: bool = True, sheet: Sheet | None = None) -> bool:
        """Save ``game`` as the open game's new revision; False if it could not be saved.
        ``sheet``: its sheet, if the caller has played it already (checked to be its own).

        ``remember``: a change of the player's: the game as it was goes on the undo list, and
        what was undone can no longer be redone. Without it (Undo itself) both lists are
        left to the caller. A game another tab changed meanwhile is shown with neither."""
        current = self.state.current
        assert current is not None
        key = game_key(current.id)
        text = self.store.get(key)
        if text is None:  # deleted in another tab: not brought back
            self.refresh_games()
            self.gone()
            return False
        if self._seen != (current.id, current.revision, text):
            try:
                stored = decode_saved(text, current.id)
            except UnreadableEntryError:
                # Another version of the app wrote it: never written over from here.
                self.state = replace(self.state, notice=Notice("robust.unreadable_now"))
                return False
            if stored.revision != current.revision:
                self.show(stored, undo=(), text=text)
                self.state = replace(self.state, notice=Notice("notice.conflict"))
                return False
        saved = replace(current, game=game, revision=current.revision + 1, updated=self.clock())
        from belot.game import play

        sheet = sheet if sheet is not None and sheet.is_of(game) else play(game)
        try:
            written = self.games.write(saved, sheet)
        except StoreFullError:
            self.refused()
            return False
        undo = (*self.state.undo, current)[-UNDO_DEPTH:] if remember else self.state.undo
        redo = () if remember else self.state.redo
        self.show(saved, undo=undo, redo=redo, sheet=sheet, text=written)
        return True

    # --- the deal being entered ------------------------------------------------------------

    def change_draft(self, change: Callable[[DealDraft], DealDraft]) -> None:
        """Change the deal being entered, and keep it (this tab's form of the open game)."""
        current, draft = self.state.current, self.state.draft
        if current is None or draft is None:
            return
        draft = change(draft)
        self.state = replace(self.state, draft=draft)
        key, text = self.draft_key(current.id), json.dumps(draft.to_json())
        try:
            self.store.set(key, text)
        except StoreFullError:
            # The browser's storage is full: the deal being typed is kept in this tab's own
            # storage (sessionStorage, which has room of its own and outlives a reload)
            # until it can be saved, so that a reload loses nothing.
            try:
                self.tab_store.set(key, text)
            except StoreFullError:
                self.refused()
                return
            self.refused("notice.storage_full_kept")
            return
        if self.tab_store.get(key) is not None:  # there is room again: one copy, here
            self.tab_store.remove(key)

    # --- the session ---------------------------------------------------------------

    def _save_session(self) -> None:
        state = self.state
        session: dict[str, object] = {"screen": state.screen.id}
        if state.current is not None:
            session["game"] = state.current.id
        if state.detail is not None:
            session["detail"] = state.detail
        # Losing the open screen is harmless; the games themselves are saved.
        with contextlib.suppress(StoreFullError):
            self.store.set(SESSION_KEY, json.dumps(session, ensure_ascii=False))
        # The open panels only in this tab's copy: another tab has a form of its own.
        panels = {p.kept: p.to_json() for p in state.parts if isinstance(p, KeptPart)}
        if panels:
            session["panels"] = panels
        with contextlib.suppress(StoreFullError):
            self.tab_store.set(SESSION_KEY, json.dumps(session, ensure_ascii=False))


# --- what the screens register ------------------------------------------------------------

M = TypeVar("M", bound=Message)
Handler = Callable[[Controller, Any], None]
# The one handler of each message class (its screen's actions.py: ``@handles(Kind)``).
HANDLERS: dict[type[Message], Handler] = {}
Resumer = Callable[[Controller, dict[str, object]], None]
# How a reload reopens a screen from the stored session, for the screens that say (the
# others reopen on the sheet): ``@resumes(SCREEN)``.
RESUMERS: dict[Screen, Resumer] = {}


def handles(kind: type[M]) -> Callable[[Callable[[Controller, M], None]], Callable[..., None]]:
    """Register the handler of the message class ``kind`` (once)."""

    def register(handler: Callable[[Controller, M], None]) -> Callable[..., None]:
        if kind in HANDLERS:
            raise ValueError(f"action {kind.name!r} has two handlers")
        HANDLERS[kind] = handler
        return handler

    return register


def resumes(screen: Screen) -> Callable[[Resumer], Resumer]:
    """Register how a reload reopens ``screen`` (once)."""

    def register(resume: Resumer) -> Resumer:
        if screen in RESUMERS:
            raise ValueError(f"screen {screen.id!r} is resumed twice")
        RESUMERS[screen] = resume
        return resume

    return register


Follower = Callable[[Controller, str | None], None]
# What a screen does when another tab changes a stored key (None: cleared everything), for
# what it keeps besides the open game and the list: ``@follows``.
FOLLOWERS: list[Follower] = []


def follows(follow: Follower) -> Follower:
    """Register ``follow`` to be told of another tab's change to any stored key."""
    FOLLOWERS.append(follow)
    return follow


Settler = Callable[[Controller], None]
# What a screen works out from the state and keeps beside it, made again after each action,
# at start and after another tab's change (a finished table's result link on its sheet):
# ``@settles``. A settler looks at the state and changes it only where it is out of step.
SETTLERS: list[Settler] = []


def settles(settle: Settler) -> Settler:
    """Register ``settle`` to keep the state in step after every change."""
    SETTLERS.append(settle)
    return settle


def check_wiring() -> None:
    """Every declared message has a handler (run once every screen is imported)."""
    missing = sorted(kind.name for kind in MESSAGES.values() if kind not in HANDLERS)
    if missing:
        raise ValueError(f"actions without a handler: {', '.join(missing)}")
