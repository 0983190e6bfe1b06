"""A random walk cannot break the page: a hypothesis state machine drives the
page's Python under CPython as a player and a stranger would.

Each step taps or types into a control of the rendered page (what a player can do), sends
any registered action with any text (what no page sends), switches the language, reloads
the page, lets another tab change the same game, organises a club night (a tournament made
and its round drawn) or has a table's phone play its game and send its result. After every
step:

* nothing went wrong: no action raised and every rendering worked (the shell never had
  to step in: ``state.failure`` stays empty), in all three languages;
* everything stored reads back: each game, form, session and setting (no value became
  unreadable, none was set aside), and the snapshot for the next visit;
* the sheet on screen is :func:`belot.play` of the game as stored;
* the tournament the organiser's screens show is the one stored (read by its one reader);
* the snapshot uses only the elements and attributes instant-paint.js allows;
* the drawing is parsed by the browser into the nodes drawn, and the page drawn before,
  changed as the browser edge changes it (belot.app.morph ``changes``), is this one.
"""

from __future__ import annotations

import itertools
import json
import os
from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from belot import RULESETS, Adjustment, Deal, Double, PassedDeal, PlayedDeal, play
from belot.app.actions import Action, once_per_burst
from belot.app.common import EffectDone
from belot.app.effects import Copy, Share
from belot.app.index import read_index
from belot.app.markup import Element
from belot.app.messages import LANGUAGES, current_language, set_language
from belot.app.render import render
from belot.app.screens.table import ResultCode
from belot.app.screens.table.actions import link_message
from belot.app.screens.tournament import Organising
from belot.app.shell import Shell
from belot.app.snapshot import read_snapshot, snapshot_text
from belot.app.storage import (
    DERIVED,
    INDEX_KEY,
    PREFIX,
    SESSION_KEY,
    MemoryStore,
    decode,
    game_key,
    read_value,
    survey,
    tournament_key,
)
from belot.app.transfer import export_text
from belot.record import dumps
from belot.tournament import loads as tournament_from_text
from belot.tournament.links import assignment_link
from tests import strategies
from tests.app.conftest import tab_controller
from tests.app.page_model import Control, action_names, controls
from tests.app.repaint import parse_problems
from tests.app.test_repaint import assert_repaints
from tests.app.test_snapshot import ALLOWED, used_names

# What a player types into a text field: points, signed corrections, names, slips.
typed = st.one_of(
    st.from_regex(r"-?[0-9]{0,5}", fullmatch=True),
    st.sampled_from(["", "0", "81", "162", "258", "-10", " 7 ", "−20", "1e3", "٣", "abc"]),
    st.text(max_size=12),
)
# What no page sends: anything at all, and values shaped like the page's but wrong.
strange = st.one_of(
    st.text(max_size=30),
    st.sampled_from(
        [
            "-1",
            "4",
            "99999999999999",
            "0:tierce:5",
            "2:belot:1",
            "0:nothing:1",
            "1=",
            "=",
            "9=x",
            "hearts:Z",
            "0:sequence:9:A:hearts",
            "7:0",
            "no-such-game",
            "\x00",
            "é" * 3000,
        ]
    ),
)

BURST_AT = (180, 620)  # where a quick burst of taps lands (CSS pixels): one spot for all


@st.composite
def file_texts(draw: st.DrawFn, store: MemoryStore) -> str:
    """A file a player picks: an export of the games here, a game from elsewhere, or
    something else entirely."""
    games, _ = survey(store)
    export = export_text(games, "2026-12-01T10:00:00.000Z") if games else "{}"
    record = dumps(draw(strategies.games(max_deals=20)))
    return draw(
        st.sampled_from(
            [
                export,
                record,
                export[: len(export) // 2],
                "[" * 10_000 + "]" * 10_000,
                json.dumps({"format": "belot-export", "version": 1, "games": [[[]]]}),
                "not json",
                "",
            ]
        )
    )


def form_actions(deal: Deal) -> list[Action]:
    """What a player taps and types to enter ``deal`` in the form (after *Add deal*)."""
    if isinstance(deal, PassedDeal):
        return [Action("deal-passed", "true")]
    if isinstance(deal, Adjustment):
        return [
            Action("deal-adjusting", "true"),
            Action("deal-points", f"0={deal.points[0]}"),
            Action("deal-points", f"1={deal.points[1]}"),
            Action("deal-note", deal.note),
        ]
    assert isinstance(deal, PlayedDeal)
    steps = [
        Action("deal-contract", deal.contract.value),
        Action("deal-declarer", str(deal.declarer)),
    ]
    if deal.double is not Double.NONE:
        steps.append(Action("deal-double", str(int(deal.double))))
    if deal.bid is not None:
        steps.append(Action("deal-bid", str(deal.bid.token())))
    if deal.valat is not None:
        steps.append(Action("deal-valat", str(deal.valat)))
    else:
        steps.append(Action("deal-points", f"{deal.declarer}={deal.points[deal.declarer]}"))
    for team, tokens in enumerate(deal.announcements):
        steps += [Action("deal-bump", f"{team}:{a.value}:1") for a in tokens]
    if deal.alone:
        steps.append(Action("deal-alone", "true"))
    return steps


class Page(RuleBasedStateMachine):
    """One browser tab over a store, plus another tab now and then."""

    def __init__(self) -> None:
        super().__init__()
        self.store = MemoryStore()
        self.ids = itertools.count(1)
        self.tab_store = MemoryStore()
        self.shell = self._open_tab("tab-a", self.tab_store)
        self.html = self.shell.start()
        self.painted = self.html  # what the page showed at the last check

    def _open_tab(self, tab: str, tab_store: MemoryStore) -> Shell:
        controller = tab_controller(self.store, tab, tab_store, lambda: f"g{next(self.ids)}")
        return Shell(controller, report=lambda details: None)

    @property
    def state(self) -> Any:
        return self.shell.controller.state

    def _act(self, action: Action) -> None:
        self.html = self.shell.act(action)
        self._answer_effects()

    def _answer_effects(self) -> None:
        """What the browser would answer: a copy done; a file picker is answered by
        :meth:`pick_file`; downloads and share sheets need no answer."""
        effects = self.state.effects
        self.shell.controller.state = replace(self.state, effects=())
        for effect in effects:
            if isinstance(effect, Copy):
                self.html = self.shell.act(Action(EffectDone.name, "copied"))
            elif isinstance(effect, Share):
                self.html = self.shell.act(Action(effect.fallback.name))

    # --- steps -----------------------------------------------------------------------

    @initialize(ruleset=st.sampled_from(sorted(RULESETS)), language=st.sampled_from(LANGUAGES))
    def start_a_game(self, ruleset: str, language: str) -> None:
        for action in (
            Action("set-language", language),
            Action("new-game"),
            Action("setup-ruleset", ruleset),
            Action("start-game"),
        ):
            self._act(action)

    @rule(data=st.data())
    def tap_or_type(self, data: st.DataObject) -> None:
        """Use one of the controls on screen, as a player would."""
        found = controls(self.html)
        if not found:
            return
        control: Control = data.draw(st.sampled_from(found))
        if control.kind == "checkbox":
            value = data.draw(st.sampled_from(["true", "false"]))
        elif control.kind == "select":
            value = data.draw(st.sampled_from(control.options or ("",)))
        else:
            value = data.draw(typed)
        self._act(control.send(value))

    @rule(data=st.data(), taps=st.integers(2, 3))
    def tap_quickly(self, data: st.DataObject, taps: int) -> None:
        """A double or triple tap on one spot, through the double-tap guard as the browser edge
        sends it (click counts 1, 2, 3 and the action of the control there): each tap lands
        on the same control while it is there, else on whatever took its place. A burst on
        Undo or Redo acts once: Undo takes back exactly one change."""
        buttons = [c for c in controls(self.html) if c.kind == "button"]
        if not buttons:
            return
        # Every button, and Undo and Redo (the ones a burst taps once) half the time there
        # is one: among a sheet's twenty buttons they would hardly ever come up.
        once = [c for c in buttons if once_per_burst(c.action)]
        prefer_once: bool = bool(once) and data.draw(st.booleans())
        control: Control = data.draw(st.sampled_from(once if prefer_once else buttons))
        first, undo = control.action, self.state.undo
        acted = 0
        for count in range(1, taps + 1):
            here = [c for c in controls(self.html) if c.kind == "button"]
            if control not in here:
                if not here:
                    break
                control = data.draw(st.sampled_from(here))
            if self.shell.accepts_tap(count, *BURST_AT, control.action):
                self._act(control.send())
                acted += 1
        if once_per_burst(first):
            assert acted == 1
        current = self.state.current
        if first == "undo" and current is not None and undo and self.state.undo == undo[:-1]:
            assert current.game == undo[-1].game  # one change back, not two

    @rule(data=st.data())
    def enter_a_deal(self, data: st.DataObject) -> None:
        """Add deal, fill in a deal that the rules allow, save: the game moves on."""
        current = self.state.current
        if current is None or self.state.sheet is None or self.state.sheet.over:
            return
        deal = data.draw(strategies.deals(current.game.rules))
        for action in (Action("add-deal"), *form_actions(deal), Action("save-deal")):
            self._act(action)

    @rule(name=st.deferred(lambda: st.sampled_from(action_names())), arg=strange)
    def send_anything(self, name: str, arg: str) -> None:
        """Any registered action with any text: what no page sends must not break it."""
        self._act(Action(name, arg))

    @rule(data=st.data())
    def pick_file(self, data: st.DataObject) -> None:
        self._act(Action("import-file", data.draw(file_texts(self.store))))

    @rule(teams=st.integers(0, 6), rounds=st.integers(1, 3), best_of=st.sampled_from((1, 3)))
    def organise_a_night(self, teams: int, rounds: int, best_of: int) -> None:
        """A tournament made through its form (games of one deal), its round drawn."""
        steps = [
            Action("tournaments-open"),
            Action("tournament-new"),
            Action("tour-name", "Night"),
            Action("tour-option", "end=deals"),
            Action("tour-option", "deals=1"),
            Action("tour-best-of", str(best_of)),
            Action("tour-number", f"rounds={rounds}"),
        ]
        for row in range(teams):
            steps += [Action("tour-add-team")] if row >= 4 else []
            steps.append(Action("tour-team", f"{row}:name=Team {row}"))
        for action in (*steps, Action("tournament-create"), Action("round-draw")):
            self._act(action)

    @rule(data=st.data())
    def a_table_sends_its_result(self, data: st.DataObject) -> None:
        """A table of the open tournament's round, on a phone of its own: its link opened,
        its game (its match) played to its end, its result's link opened here."""
        part = self.state.part(Organising)
        night = part.tournament if part is not None else None
        if night is None or night.current is None or not night.current.tables:
            return
        table = data.draw(st.integers(1, len(night.current.tables)))
        link = assignment_link("", night, night.current.number, table)
        phone = Shell(tab_controller(MemoryStore(), "table", MemoryStore(), lambda: "x"))
        phone.start()
        message = link_message(link)
        assert message is not None
        phone.act(Action(message.name, message.arg()))
        phone.act(Action("table-start"))
        winner = data.draw(st.integers(0, 1))
        for _ in range(7):  # each game of a match goes to the same team
            for action in (
                Action("add-deal"),
                Action("deal-contract", "hearts"),
                Action("deal-declarer", str(winner)),
                Action("deal-points", f"{winner}=100"),
                Action("save-deal"),
            ):
                phone.act(action)
            if "send-result-open" in render(phone.state):
                break
            phone.act(Action("next-in-match"))
        assert not phone.state.failure, phone.state.failure
        phone.act(Action("send-result-open"))
        code = phone.state.part(ResultCode)
        assert code is not None
        self._act(Action("result-link", code.link.partition("#")[2]))

    @rule(language=st.sampled_from(LANGUAGES))
    def switch_language(self, language: str) -> None:
        self._act(Action("set-language", language))

    @rule()
    def reload(self) -> None:
        """The page is loaded again in the same tab (its sessionStorage kept)."""
        self.shell = self._open_tab("tab-a", self.tab_store)
        self.html = self.shell.start()

    @rule(data=st.data())
    def another_tab_plays(self, data: st.DataObject) -> None:
        """Another tab opens the same game, uses a few controls, and this tab follows."""
        current = self.state.current
        if current is None:
            return
        language = current_language()
        other = self._open_tab("tab-b", MemoryStore())
        other.start()
        html = other.act(Action("open-game", current.id))
        for _ in range(data.draw(st.integers(1, 4))):
            found = controls(html)
            if not found:
                break
            control = data.draw(st.sampled_from(found))
            html = other.act(control.send(data.draw(typed)))
            assert not other.state.failure, other.state.failure
        set_language(language)  # the other tab's language is its own
        followed = self.shell.follow(game_key(current.id))
        self.html = self.html if followed is None else followed  # None: nothing changed

    # --- what must always hold ---------------------------------------------------------

    @invariant()
    def nothing_went_wrong(self) -> None:
        assert not self.shell.fallen
        assert self.state.failure == "", self.state.failure
        assert isinstance(self.html, str)

    @invariant()
    def renders_in_every_language(self) -> None:
        for other in LANGUAGES:
            render(replace(self.state, language=other))

    @invariant()
    def everything_stored_reads_back(self) -> None:
        for key, text in self.store.data.items():
            if key == INDEX_KEY:
                read_index(text)  # raises if it cannot be read
            elif key in DERIVED:
                continue  # made again from the tournaments when out of step
            elif key.startswith(PREFIX):
                read_value(key, text)
        _, report = survey(self.store)
        assert report.keys == (), report
        session = self.tab_store.get(SESSION_KEY)
        if session is not None:
            read_value(SESSION_KEY, session)

    @invariant()
    def the_sheet_is_the_stored_game_played(self) -> None:
        current, sheet = self.state.current, self.state.sheet
        if current is None:
            return
        text = self.store.get(game_key(current.id))
        assert text is not None
        stored = decode(text, current.id)
        assert stored == current
        assert sheet == play(stored.game)

    @invariant()
    def the_tournament_shown_is_the_one_stored(self) -> None:
        part = self.state.part(Organising)
        if part is None or part.tournament is None:
            return
        text = self.store.get(tournament_key(part.id))
        if text is not None and text == part.text:
            assert tournament_from_text(text) == part.tournament

    @invariant()
    def the_snapshot_reads_back_and_is_allowed(self) -> None:
        value = snapshot_text(
            self.state, self.store.get(SESSION_KEY), current_language(), render, self.html
        )
        if value:
            snapshot = read_snapshot(value)
            elements, attributes = used_names(snapshot["html"])
            assert elements <= set(ALLOWED["elements"])
            assert attributes <= set(ALLOWED["attributes"])

    @invariant()
    def the_page_repaints_from_the_last_drawing(self) -> None:
        assert isinstance(self.html, Element)
        assert parse_problems(self.html) == []
        self.painted = assert_repaints(self.painted, self.html)


# BELOT_WALK=<n> walks n times longer (for a deeper search than the suite's).
SCALE = int(os.environ.get("BELOT_WALK", "1"))
Page.TestCase.settings = settings(
    max_examples=60
    * SCALE,  # the deep walk: the browser's is short (tests/e2e/test_never_stuck.py)
    stateful_step_count=30 + 5 * SCALE,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
TestRandomWalk = Page.TestCase
