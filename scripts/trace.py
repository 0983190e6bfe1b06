"""Which standard modules the page's Python imports: traced by running it, inside the page's
own Pyodide under Node (scripts/pyodide-run.mjs), at set-up (scripts/vendor.py):

    node scripts/pyodide-run.mjs scripts/trace.py SOURCES.zip SEGNO.zip OUT.json METHODS.bin

(the machine's files are under /host). It records ``sys.modules``:

1. as Pyodide has it once started (its own modules, and those its start imports);
2. once the package is unpacked as static/python.mjs unpacks it, and every module of it
   imported (the screens' folders found as belot.app.wiring finds them), as the memory
   snapshot has it, but the browser edge (belot/app/browser/, which imports ``js``, not
   here under Node: what it imports is recorded in the page); and
   every module the package names in an import anywhere (inside a function too, where no
   tour may go), with what it imports in turn;
3. after a tour of the app, through its shell over a store in memory, as a player would
   go: each step taps or fills one of the controls of the page drawn last (read from its
   HTML as the browser edge reads the DOM: ``data-action``, ``data-field``), preferring
   one not used yet on that screen, so that every screen reachable by taps is reached,
   whatever folders there are; the effects are answered as the browser would (a file
   picked is an export of the games, the QR library is unpacked from SEGNO.zip, a link
   shared or shown on a page is opened as the page routes it), in every language; the
   store starts with a club night under way (:func:`keep_a_night`), whose deeper screens
   are visited first (:data:`NIGHT`);
4. the modules imported while the first QR code is drawn (segno's), kept apart: they go
   into segno.zip, loaded when a code is first shown, not into the standard library
   every start downloads.

What only the page imports (PyScript's own package, the browser edge, Pyodide's parts
that only a browser uses) cannot be traced here: scripts/page-modules.txt lists it, as
recorded in the page itself (tests/e2e/test_stdlib.py, which also fails if the page ever
imports a module the trimmed standard library lacks).

OUT.json: {"start": [...], "package": [...], "tour": [...], "qr": [...], "frozen": [...],
"screens": [...], "unreached": [...], "actions": n}; the lists are module names (and
screen ids). "frozen": those of the others whose code is frozen into the runtime
(``os``, ``codecs``, ``importlib._bootstrap``...): Python takes them from there and never
reads their file.
The tour only uses what the app imports anyway (``re``, ``json``): nothing of its own
gets into the list.

METHODS.bin: the code of the methods that ``dataclasses`` compiled meanwhile, by their
source (belot.app.dataclass_methods: scripts/vendor.py puts it in belot.zip, and the page
compiles none of them again); SHAPES.bin: the shape of each class ``dataclasses`` made
and the source it wrote for it (the page makes a class of those shapes without writing
it). A class whose methods ``dataclasses`` made otherwise than that module expects stops
the trace (a Python whose ``dataclasses`` changed needs that module changed too).
"""

from __future__ import annotations

import contextlib
import importlib
import importlib.machinery
import importlib.util
import json
import re
import sys
import zipfile
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from belot.app.effects import Effect, LoadQr
    from belot.app.markup import Markup
    from belot.app.shell import Shell

START = set(sys.modules)
HOME = "/home/pyodide"
QR_HOME = "/tmp/trace-qr"
STEPS = 1200  # taps and entries of the tour (each screen is reached within a few hundred)
TYPED = ("97", "65", "-10", "Ana", "")  # what is typed into a text field, in turn

CONTROL = re.compile(r"<(button|input|select|tr|a)\b([^>]*)>")
HREF = re.compile(r'<a\b[^>]*\bhref="[^"#]*(#[^"]+)"')
ATTRIBUTE = re.compile(r'([\w-]+)(?:="([^"]*)")?')
OPTION = re.compile(r'<option\b[^>]*value="([^"]*)"')


def unescaped(text: str) -> str:
    return (
        text.replace("&quot;", '"').replace("&#x27;", "'").replace("&lt;", "<")
        .replace("&gt;", ">").replace("&amp;", "&")
    )  # fmt: skip


def controls(html: str) -> list[tuple[str, str]]:
    """The (action name, argument) pairs the page drawn as ``html`` can send, in page
    order: a button's (or a row's) data-action with its data-arg; a field's data-field with
    each of its values: a select's options, a box ticked or not, a few texts typed (with
    its data-name, ``name=value``)."""
    found: list[tuple[str, str]] = []
    for match in CONTROL.finditer(html):
        attrs = {k: unescaped(v or "") for k, v in ATTRIBUTE.findall(match[2])}
        if "disabled" in attrs:
            continue
        if "data-action" in attrs:
            found.append((attrs["data-action"], attrs.get("data-arg", "")))
        if "data-field" in attrs:
            if match[1] == "select":
                rest = html[match.end() : html.find("</select>", match.end())]
                values = tuple(unescaped(v) for v in OPTION.findall(rest))
            elif attrs.get("type") == "checkbox":
                values = ("true", "false")
            else:
                values = TYPED
            name = attrs.get("data-name", "")
            found += [(attrs["data-field"], f"{name}={v}" if name else v) for v in values]
    return found


class Tour:
    """The app in a shell over a store in memory, driven as a player would drive it."""

    def __init__(self, qr_archive: bytes) -> None:
        from belot.app.controller import Controller, Tab
        from belot.app.shell import Shell
        from belot.app.storage import MemoryStore

        self.qr_archive = qr_archive
        self.store = MemoryStore()
        self.ids = iter(range(1, 1_000_000))
        self.clock = iter(range(1, 1_000_000))

        def controller() -> Controller:
            return Controller(
                self.store,
                clock=lambda: f"2026-12-01T10:{next(self.clock) % 60:02}:00.000Z",
                new_id=lambda: f"g{next(self.ids)}",
                tab=Tab("trace", frozenset()),
                page_url="https://example.invalid/belot/",
            )

        self.new_controller = controller
        self.shell: Shell = Shell(controller())
        keep_a_night(self.store)  # a club night under way, for its screens to be reached
        self.html: Markup = self.shell.start(("en",))
        self.used: set[tuple[str, str, str]] = set()  # (screen, action, argument) used
        self.screens: set[str] = set()
        self.actions: set[str] = set()
        self.links: list[str] = []  # links the app handed to the browser or showed
        self.opened: set[str] = set()
        self.turn = 0
        self.qr_modules: set[str] | None = None
        # The controls each screen drew, and the screen each one led to from there.
        self.seen: dict[str, set[tuple[str, str]]] = {}
        self.led: dict[str, dict[tuple[str, str], str]] = {}
        self.exhausted: set[str] = set()  # screens whose page had nothing left to use
        self.guided = False  # once every control here was used: towards one not used
        self.exports = 0  # files picked
        self.draw = 2026  # which control comes next, among those to choose from

    def act(self, name: str, arg: str) -> None:
        from belot.app.actions import Action

        self.actions.add(name)
        self.html = self.shell.act(Action(name, arg))
        self.answer_effects()
        self.screens.add(self.shell.state.screen.id)
        for shown in HREF.findall(str(self.html)):  # a link on the page: opened in turn
            fragment = unescaped(shown)
            if fragment not in self.opened and fragment not in self.links:
                self.links.append(fragment)

    def open_link(self, fragment: str) -> None:
        """The page opened with ``fragment`` (a game's, a table's, a result's link), as the
        browser edge routes it."""
        from belot.app.screens.table.actions import link_message

        self.opened.add(fragment)
        message = link_message(fragment)
        if message is not None:
            self.act(message.name, message.arg())

    def answer_effects(self) -> None:
        """Do what the browser does for each effect asked, and answer as it does."""
        from dataclasses import replace

        from belot.app.common import EffectDone
        from belot.app.screens.table.actions import link_message

        state = self.shell.controller.state
        effects, self.shell.controller.state = state.effects, replace(state, effects=())
        for effect in effects:
            self.answer(effect, EffectDone.name)
            text = str(getattr(effect, "url", "") or getattr(effect, "text", ""))
            if "#" in text and link_message(text[text.index("#") :]) is not None:
                self.links.append(text[text.index("#") :])

    def answer(self, effect: Effect, done: str) -> None:
        """What the browser answers to ``effect`` (belot.app.browser.effects)."""
        from belot.app.effects import Copy, LoadQr, Persist, PickFile, Share, ShareFile

        if isinstance(effect, LoadQr):
            self.load_qr(effect)
        elif isinstance(effect, PickFile):
            self.act(effect.answer.name, self.export())
        elif isinstance(effect, Copy):
            self.act(done, "copied")
        elif isinstance(effect, Share):
            self.act(effect.fallback.name, "")
        elif isinstance(effect, ShareFile):
            self.act(effect.answer.name, "ok")
        elif isinstance(effect, Persist) and effect.answer is not None:
            self.act(effect.answer.name, "true")

    def load_qr(self, effect: LoadQr) -> None:
        from belot.app import qr

        if not qr.available():
            qr.install(self.qr_archive, QR_HOME)
        before = set(sys.modules)
        self.act(effect.answer.name, "ok")  # the share screen draws the code now
        if self.qr_modules is None:
            self.qr_modules = set(sys.modules) - before

    def export(self) -> str:
        """A file a player picks: an export of the games here, or of games from elsewhere."""
        from belot.app.storage import survey
        from belot.app.transfer import export_text

        games, _ = survey(self.store)
        text = export_text(games, "2026-12-01T10:00:00.000Z")
        self.exports += 1
        if self.exports % 2:  # every other file holds games not stored here: new ones
            document = json.loads(text)
            for entry in document["games"]:
                entry["id"] = f"{entry['id']}-{self.exports}"
            text = json.dumps(document)
        return text

    def step(self) -> None:
        """Use a control of the page: one not used yet on this screen (one whose action
        was never sent first, one time in three); where every one has been, one that led
        before towards a screen that still has controls not used (the screens as a map
        of what led where), else any, in turn."""
        screen = self.shell.state.screen.id
        found = controls(self.html)
        if not found:
            self.act("home", "")
            return
        self.turn += 1
        seen = self.seen.setdefault(screen, set())
        if not seen.issuperset(found):  # something new here: worth coming back to
            self.exhausted.discard(screen)
            seen.update(found)
        fresh = [c for c in found if (screen, *c) not in self.used]
        if not fresh:  # what is left here is not on the page now: go elsewhere
            self.exhausted.add(screen)
        new = [c for c in fresh if c[0] not in self.actions] if self.turn % 2 == 0 else []
        guided = self.towards_fresh(screen, found) if self.guided else []
        choices = new or fresh or guided or found
        # In an order of its own (a fixed one, the same at each run), not the page's.
        self.draw = (self.draw * 1_103_515_245 + 12_345) % 2**31
        name, arg = choices[(self.draw >> 8) % len(choices)]
        self.used.add((screen, name, arg))
        self.act(name, arg)
        self.led.setdefault(screen, {})[(name, arg)] = self.shell.state.screen.id

    def towards_fresh(self, screen: str, found: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The controls of this page that begin the shortest known way to a screen that
        has controls not used yet (none if no way is known)."""

        def unused(where: str) -> bool:
            seen = self.seen.get(where, ())
            return where not in self.exhausted and any((where, *c) not in self.used for c in seen)

        first: dict[str, tuple[str, str]] = {}
        todo = []
        for control in found:
            to = self.led.get(screen, {}).get(control)
            if to is not None and to not in first:
                first[to] = control
                todo.append(to)
        for where in todo:  # breadth first: todo grows as it is read
            if unused(where):
                return [first[where]]
            for to in self.led.get(where, {}).values():
                if to not in first:
                    first[to] = first[where]
                    todo.append(to)
        return []

    def run(self, steps: int) -> None:
        """``steps`` taps and entries, in two halves: the first goes from screen to screen
        as the controls come, the second also heads back to screens with controls not used
        (the two reach different corners; what either imports is traced)."""
        from belot.app.messages import LANGUAGES

        for name, arg in NIGHT:  # the kept night's screens first: they lie deep
            self.act(name, arg)
        for number in range(steps):
            if number % 300 == 299:  # the page loaded again (and from another tab's start)
                self.shell = type(self.shell)(self.new_controller())
                self.html = self.shell.start((LANGUAGES[number // 300 % len(LANGUAGES)],))
            self.guided = number >= steps // 2
            if number == steps // 2:
                self.used.clear()  # the second half uses every control again
            self.step()
            if self.links and number % 25 == 12:  # a link opened in the page
                self.open_link(self.links.pop())
        for language in LANGUAGES:
            self.act("set-language", language)
        self.shell.follow(None)  # another tab cleared the store
        self.shell.audit(20)


# The way to the screens of the night :func:`keep_a_night` keeps, as a player taps it: the
# table's finished game and its result's code, the round, its standings and teams (its
# result link, on the sheet, is opened by the tour as any link shown).
NIGHT = (
    ("open-game", "trace-table-2"),
    ("send-result-open", ""),
    ("tournaments-open", ""),
    ("tournament-open", "trace"),
    ("tournament-standings", ""),
    ("tournament-open", "trace"),
    ("tournament-teams", ""),
    ("home", ""),
)


def keep_a_night(store: Any) -> None:
    """A club night kept in ``store``: four teams, a game of one deal a round, the first round
    drawn. Its round, teams and standings are a tap from the list of tournaments, a table's
    link is on the round's page, and a table's one deal ends its game, whose result link the
    sheet shows: the tour reaches each of its screens from there."""
    from belot.app.index import SavedGames
    from belot.app.storage import SavedGame
    from belot.app.tournaments import KeptTournaments
    from belot.deal import PlayedDeal
    from belot.rulesets import make_rules
    from belot.tournament import Kind, Settings, System, assignment_game, draw_round, new_tournament
    from belot.vocabulary import Contract

    rules = make_rules("belote", {"end": "deals", "deals": 1})
    teams = [(name, None) for name in ("Aces", "Kings", "Queens", "Jacks")]
    night = new_tournament(
        "trace", "Trace", "seed", Settings(rules, System(Kind.SWISS, rounds=2)), teams
    )
    now = "2026-12-01T10:00:00.000Z"
    KeptTournaments(store).write(draw_round(night), now)
    # Table 2 has played its deal: its sheet sends the result, which this phone records.
    played = assignment_game(draw_round(night), 1, 2).with_deal(
        PlayedDeal(Contract.HEARTS, 0, (100, 62))
    )
    SavedGames(store).write(SavedGame("trace-table-2", played, 1, now, now))


def named_imports(folder: str) -> list[str]:
    """The modules the package's files import, anywhere in their code, but its own (and
    what a name imported from a module may be: a submodule of it)."""
    import ast
    import os

    found: set[str] = set()
    for directory, _, files in os.walk(folder):
        for name in files:
            if not name.endswith(".py"):
                continue
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                tree = ast.parse(file.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    found |= {alias.name for alias in node.names}
                elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                    found.add(node.module)
                    found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return sorted(n for n in found if n.split(".")[0] not in ("belot", "__future__"))


def _frozen(module: object) -> bool:
    """Whether ``module``'s code came from the runtime's frozen modules: also under another
    name (``importlib._bootstrap`` is ``_frozen_importlib``, ``collections.abc`` is
    ``_collections_abc``), whose file is then never read either."""
    spec = getattr(module, "__spec__", None)
    return getattr(spec, "origin", None) == "frozen"


def main(sources: str, segno: str, out: str, methods_out: str, shapes_out: str) -> None:
    traced: dict[str, Any] = {"start": sorted(START)}
    with zipfile.ZipFile(sources) as archive:  # as static/python.mjs mounts the package
        archive.extractall(HOME)
    finder = sys.path_importer_cache.get(HOME)
    if isinstance(finder, importlib.machinery.FileFinder):
        finder.invalidate_caches()
    if HOME not in sys.path:
        sys.path.insert(0, HOME)
    # Loaded by its path, as static/belot_boot.py loads it: before the package is imported.
    path = f"{HOME}/belot/app/dataclass_methods.py"
    spec = importlib.util.spec_from_file_location("_trace_dataclass_methods", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module at {path}")
    methods = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(methods)
    with methods.compiled_once() as found:
        tour = trace(traced, segno)
    if found.unexpected:
        raise RuntimeError(
            "dataclasses made classes otherwise than belot.app.dataclass_methods expects: "
            + "; ".join(found.unexpected)
        )
    with open(methods_out, "wb") as binary:
        binary.write(methods.dumps(found.code))
    with open(shapes_out, "wb") as binary:
        binary.write(methods.dumps_shapes(found.shapes))
    from belot.app.screen import SCREENS

    traced["qr"] = sorted(tour.qr_modules or ())
    traced["frozen"] = sorted(n for n, m in sys.modules.items() if _frozen(m))
    traced["screens"] = sorted(tour.screens)
    traced["unreached"] = sorted(set(SCREENS) - tour.screens)
    traced["actions"] = len(tour.actions)
    with open(out, "w", encoding="utf-8") as file:
        json.dump(traced, file, indent=1)


def trace(traced: dict[str, Any], segno: str) -> Tour:
    """Every module of the package imported, then the tour: what each left in
    ``sys.modules``, in ``traced``."""
    import pkgutil

    import belot

    for found in pkgutil.walk_packages(belot.__path__, "belot."):
        if not found.name.startswith("belot.app.browser") and found.name != "belot.__main__":
            importlib.import_module(found.name)
    for name in named_imports(HOME + "/belot"):
        # The browser's (js, pyscript) fail here, and segno (the tour imports it), and a
        # name imported from a module that is not a module of its own.
        with contextlib.suppress(ImportError):
            importlib.import_module(name)
    traced["package"] = sorted(sys.modules)
    with open(segno, "rb") as file:
        tour = Tour(file.read())
    tour.run(STEPS)
    traced["tour"] = sorted(sys.modules)
    return tour


if __name__ == "__main__":
    main(*sys.argv[1:])
