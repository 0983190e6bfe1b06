"""Fixtures for the end-to-end tests: the repo served on 127.0.0.1 and a headless Chromium.

Needs the `playwright` Python package (its own browser is used when installed, otherwise
the system's headless shell of Chromium, else its Chromium, or $BELOT_CHROMIUM) and
node_modules from `npm ci`; static/vendor/ is refreshed by scripts/vendor.py before the
first test.

A test that is not about starting the page takes a booted tab from :class:`SharedTabs`
(``fresh_tab``, ``fresh_touch_tab``, or ``shared_tabs.tab(...)``, also for a context whose
pages run an init script): emptied and loaded again, it is what a first visit finds. A test
that opens a context of its own says why (a first visit from an empty cache, a service
worker, offline, another origin, another phone beside the shared one).
A crash of Chromium fails the test it happens in and the next tests get a fresh browser
(:class:`Chromium`; tests/e2e/test_crash.py).
"""

from __future__ import annotations

import contextlib
import json
from collections import deque
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.scripts import load_script as _load_script
from tests.vendoring import vendor

from . import ui

if TYPE_CHECKING:
    from playwright.sync_api import (
        Browser,
        BrowserContext,
        Page,
        Playwright,
        Request,
    )

ROOT = Path(__file__).resolve().parents[2]
BOOT_TIMEOUT_MS = 60_000
CHROMIUM_ARGS = [
    # The tabs of one context that show the app share one renderer process, so a second tab
    # starts Python with the WebAssembly the first one compiled (half the price of a tab of
    # its own: Pyodide's compiled code lives in its process, and a context has no disk cache).
    "--process-per-site",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


# A server answering on a thread while a block runs: its URL (scripts/serve.py's).
serving = _load_script("serve").serving


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    """URL of the repo root, vendored and served by scripts/serve.py on a free port (each
    pytest-xdist worker has its own server and browser)."""
    done = vendor()  # once the run's own (tests/conftest.py) is done, in no time
    if done.returncode != 0:
        pytest.fail(f"scripts/vendor.py failed:\n{done.stdout}{done.stderr}")
    with serving(_load_script("serve").make_server(0, ROOT, quiet=True)) as url:
        yield url


def _chromium_path(playwright_chromium_path: str, *, whole: bool = False) -> str | None:
    """scripts/chromium.py's choice: the headless shell first, or the whole browser (not
    $BELOT_CHROMIUM, which may name the shell) when ``whole``."""
    chromium = _load_script("chromium")
    names = chromium.WHOLE_BROWSERS if whole else chromium.HEADLESS_SHELLS + chromium.WHOLE_BROWSERS
    try:
        found: str | None = chromium.chromium_path(playwright_chromium_path, names, env=not whole)
    except chromium.NoChromiumError as error:
        pytest.fail(str(error))
    return found


CONSOLE_LINES = 20


@dataclass(frozen=True)
class Crash:
    """A page's renderer, or the whole browser, gone: where it was and what it last said."""

    what: str  # "the renderer" or "the browser"
    url: str
    console: tuple[str, ...]

    def describe(self) -> str:
        said = "\n".join(f"    {line}" for line in self.console) or "    (nothing)"
        return (
            f"Chromium's {self.what} crashed at {self.url}; "
            f"the last {len(self.console)} console lines:\n{said}"
        )


class Chromium:
    """The session's Chromium, launched again when it or one of its pages crashed.

    Tests use it as a Playwright ``Browser`` (its attributes are the live browser's). Every
    page of every context made through it is watched: a crash is recorded with the page's
    URL and last :data:`CONSOLE_LINES` console lines, the browser is closed, and the next
    use launches a fresh one, so that the tests after it run in a working browser; the
    test it happened in fails with the record (``pytest_runtest_makereport`` below).
    """

    def __init__(self, launch: Callable[[], Browser], crashes: list[Crash]) -> None:
        self._launch = launch
        self._browser: Browser | None = None
        self.crashes = crashes  # the session's, shared by every browser it watches
        self._console: dict[int, deque[str]] = {}
        self._pages: list[Page] = []

    @property
    def live(self) -> Browser:
        """The browser, launched if there is none or the last one crashed or closed."""
        if self._browser is None or not self._browser.is_connected():
            self._browser = self._launch()
            self._browser.on("disconnected", self._on_disconnected)
            self._pages = []
        return self._browser

    def __getattr__(self, name: str) -> Any:
        return getattr(self.live, name)

    def new_context(self, **options: Any) -> BrowserContext:
        context = self.live.new_context(**options)
        context.on("page", self.watch)
        return context

    def watch(self, page: Page) -> None:
        """Keep ``page``'s last console lines, and record it if its renderer crashes."""
        if any(p is page for p in self._pages):
            return
        self._pages.append(page)
        lines: deque[str] = deque(maxlen=CONSOLE_LINES)
        self._console[id(page)] = lines
        page.on("console", lambda m: lines.append(f"{m.type}: {m.text}"))
        page.on("pageerror", lambda e: lines.append(f"uncaught: {e}"))
        page.on("crash", lambda p: self._crashed("renderer", p))

    def _crashed(self, what: str, page: Page) -> None:
        lines = self._console.get(id(page), ())
        self.crashes.append(Crash(what, page.url, tuple(lines)))
        self.discard()

    def _on_disconnected(self, browser: Browser) -> None:
        if browser is not self._browser:  # closed by discard() or at the end
            return
        self._browser = None
        open_pages = [p for p in self._pages if not p.is_closed()] or self._pages[-1:]
        for page in open_pages:
            lines = self._console.get(id(page), ())
            self.crashes.append(Crash("browser", page.url, tuple(lines)))
        if not open_pages:
            self.crashes.append(Crash("browser", "(no page)", ()))

    def discard(self) -> None:
        """Close the browser (what is left of it): the next use launches a fresh one."""
        browser, self._browser = self._browser, None
        self._pages = []
        if browser is not None:
            with contextlib.suppress(Exception):  # a crashed browser may not answer
                browser.close()

    def close(self) -> None:
        self.discard()


# Every crash of the session's browsers (the headless shell and the whole Chromium).
CRASHES: pytest.StashKey[list[Crash]] = pytest.StashKey()
CRASHES_SEEN: pytest.StashKey[int] = pytest.StashKey()


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    """The session's Playwright (one per process: a second would refuse to start)."""
    from playwright import sync_api

    with sync_api.sync_playwright() as pw:
        yield pw


def watched_chromium(
    config: pytest.Config, playwright: Playwright, executable: str | None
) -> Chromium:
    """A :class:`Chromium` whose crashes are the session's (:data:`CRASHES`)."""
    return Chromium(
        lambda: playwright.chromium.launch(
            headless=True, executable_path=executable, args=CHROMIUM_ARGS
        ),
        config.stash.setdefault(CRASHES, []),
    )


@pytest.fixture(scope="session")
def browser(pytestconfig: pytest.Config, playwright: Playwright) -> Iterator[Chromium]:
    """The session's Chromium (a fresh one after a crash: see :class:`Chromium`)."""
    executable = _chromium_path(playwright.chromium.executable_path)
    chromium = watched_chromium(pytestconfig, playwright, executable)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.fixture(scope="session")
def full_chromium(pytestconfig: pytest.Config, playwright: Playwright) -> Iterator[Chromium]:
    """The whole Chromium, not its headless shell: for what the shell lacks (a screen's wake
    lock, which it always refuses). Launched when a test first asks for it; watched for
    crashes as the shell is."""
    executable = _chromium_path(playwright.chromium.executable_path, whole=True)
    chromium = watched_chromium(pytestconfig, playwright, executable)
    try:
        yield chromium
    finally:
        chromium.close()


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    item.stash[CRASHES_SEEN] = len(item.config.stash.get(CRASHES, []))


# What ``make test`` gives pytest (the Makefile's RERUN_A_CRASH says the same).
RERUN_A_CRASH = ["--reruns", "1", "--only-rerun", "ChromiumCrashError"]


class ChromiumCrashError(Exception):
    """What a test in which Chromium crashed failed of, whatever the test made of the crash:
    ``make test`` runs such a test once more (pytest-rerunfailures, ``--only-rerun
    ChromiumCrashError``), since a crash that comes back fails again."""


# trylast: the innermost wrapper, so that the other plugins' wrappers (the rerun's) see the
# crash it records.
@pytest.hookimpl(wrapper=True, trylast=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    """A test in which Chromium crashed fails, saying which test, where, and what the page
    last said (whatever the test itself made of the crash)."""
    report: pytest.TestReport = yield
    every = item.config.stash.get(CRASHES, [])
    seen = item.stash.get(CRASHES_SEEN, None)
    if seen is None or len(every) <= seen:
        return report
    crashes, item.stash[CRASHES_SEEN] = every[seen:], len(every)
    words = "\n".join(crash.describe() for crash in crashes)
    before = f"\n\n{report.longreprtext}" if report.failed else ""
    report.outcome = "failed"
    report.longrepr = f"{item.nodeid}: {words}{before}"
    try:
        raise ChromiumCrashError(words)
    except ChromiumCrashError:
        call.excinfo = pytest.ExceptionInfo.from_current()
    return report


@dataclass
class BootedPage:
    """A page after Python has set data-ready, with what happened while it booted."""

    page: Page
    url: str
    boot_seconds: float
    requests: list[str] = field(default_factory=list)
    failures: list[str] = field(default_factory=list)
    console: list[str] = field(default_factory=list)


def open_booted_page(browser: Browser, url: str, *, service_workers: bool = False) -> BootedPage:
    """Open url in a fresh context and wait until Python marks <html data-ready>.

    Service workers are blocked unless service_workers is true, so that by default every
    request reaches the server. Fails with the page's Python error (PyScript's .py-error
    banner) if there is one.
    """
    context = browser.new_context(service_workers="allow" if service_workers else "block")
    page = context.new_page()
    booted = BootedPage(page=page, url=url, boot_seconds=0.0)

    def on_request(request: Request) -> None:
        booted.requests.append(request.url)

    def on_finished(request: Request) -> None:
        response = request.response()
        if response is not None and response.status >= 400:
            booted.failures.append(f"{response.status} {request.url}")

    # On the context rather than the page: it also reports a service worker's own requests.
    context.on("request", on_request)
    context.on("requestfinished", on_finished)
    context.on("requestfailed", lambda r: booted.failures.append(f"{r.failure} {r.url}"))
    page.on("console", lambda m: booted.console.append(f"{m.type}: {m.text}"))
    page.goto(url)
    wait_until_booted(booted)
    return booted


def wait_until_booted(booted: BootedPage) -> None:
    """Wait until the page's current document is ready (after a goto or a reload)."""
    page = booted.page
    # boot-error.js (before Python) and static/boot.py (a Python error at start) set
    # data-boot-error; .py-error is PyScript's error banner, switched off by the page's
    # config (so it must never appear).
    page.wait_for_selector(
        "html[data-ready], html[data-boot-error], .py-error",
        state="attached",
        timeout=BOOT_TIMEOUT_MS,
    )
    if page.get_attribute("html", "data-ready") is None:
        errors = [e.text_content() or "" for e in page.query_selector_all(".py-error")]
        pytest.fail(
            "the page did not start:\n"
            + "\n".join([page.text_content("#loading") or "", *errors, *booted.failures])
        )
    booted.boot_seconds = page.evaluate("performance.now()") / 1000


@pytest.fixture(scope="session")
def booted_page(browser: Browser, site_url: str) -> Iterator[BootedPage]:
    """The page at site_url, booted once for the whole session (don't navigate it away)."""
    booted = open_booted_page(browser, site_url)
    try:
        yield booted
    finally:
        booted.page.context.close()


# --- one booted tab per kind of phone, reset between tests ------------------------------

# The shared tabs' address: each paint that patches the page from the last one is checked
# against the page painted whole, and a difference is an error in the console, which
# fails the test (belot.app.browser.page, ``check``).
CHECKED = "?check-paint"


class SharedTabs:
    """Booted tabs kept for the whole session, one per kind of context (touch, viewport),
    each handed to one test at a time with nothing of the tests before it.

    A test that is not about booting gets a tab of the app as a first visit would find it
    (empty localStorage and sessionStorage, on the list of games, a 360 x 740 viewport,
    its own lists of requests, dialogs and errors) for the price of a reload: Python starts
    again from the browser's cache instead of a new context's cold start. The app is opened
    with ``?check-paint`` (:data:`CHECKED`).

    Between tests the tab is sent to the app's address again, asking its next document to
    empty the storage before any script of the app runs (:func:`ui.on_next_load`, which the
    context's init script :data:`ui.NEXT_LOAD` carries out): nothing the last test left
    running (the old document, its timers, a write as it was unloaded) can write after
    that. (Going through a blank page instead would cost as much as a new context: the
    renderer would drop its compiled WebAssembly with the old document, and compile Pyodide
    again.)

    A tab whose renderer or browser crashed, or that a test closed, is replaced by a newly
    booted one.
    """

    def __init__(self, chromium: Chromium, url: str) -> None:
        self.chromium = chromium
        self.url = url
        self._tabs: dict[str, ui.Tab] = {}

    def tab(self, init_script: str = "", **context_options: Any) -> ui.Tab:
        """A clean, booted tab in a context with these options (service workers always
        blocked: every request reaches the server), whose pages all run ``init_script``
        before the page's own scripts (a kind of context of its own: the script cannot be
        taken off a context again)."""
        key = json.dumps([init_script, context_options], sort_keys=True)
        tab = self._tabs.get(key)
        if tab is not None and self._usable(tab.page):
            self._reset(tab)
            return tab
        context = self.chromium.new_context(service_workers="block", **context_options)
        context.add_init_script(ui.NEXT_LOAD)
        if init_script:
            context.add_init_script(init_script)
        page = context.new_page()
        self.chromium.watch(page)
        tab = ui.watch(page)
        page.goto(self.url + CHECKED)
        ui.wait_ready(page)
        self._tabs[key] = tab
        return tab

    def _usable(self, page: Page) -> bool:
        if page.is_closed() or not page.context.browser or not page.context.browser.is_connected():
            return False
        return page.context.browser is self.chromium.live

    def _reset(self, tab: ui.Tab) -> None:
        page = tab.page
        context = page.context
        for other in context.pages:  # tabs a test opened beside it
            if other is not page:
                other.close()
        page.unroute_all(behavior="ignoreErrors")
        context.clear_permissions()
        context.set_offline(False)
        page.set_viewport_size(ui.PHONE)
        page.emulate_media(media="screen", color_scheme="light")  # a context's defaults
        page.set_default_timeout(ui.ACTION_TIMEOUT_MS)
        ui.on_next_load(page, clear=True)
        page.goto(self.url + CHECKED)
        ui.wait_ready(page)
        assert page.evaluate("window.__belotNextLoad?.clear === true"), "the tab was not emptied"
        tab.requests.clear()
        tab.dialogs.clear()
        tab.errors.clear()


@pytest.fixture(scope="session")
def shared_tabs(browser: Chromium, site_url: str) -> SharedTabs:
    return SharedTabs(browser, site_url)


@pytest.fixture
def fresh_tab(shared_tabs: SharedTabs) -> Iterator[ui.Tab]:
    """A booted tab of the app as on a first visit (no game, nothing stored), a phone
    without touch; after the test, the page reported no error."""
    tab = shared_tabs.tab()
    yield tab
    assert tab.errors == [], "errors in the page"


@pytest.fixture
def fresh_touch_tab(shared_tabs: SharedTabs) -> Iterator[ui.Tab]:
    """As :func:`fresh_tab`, on a touch screen (taps are touches)."""
    tab = shared_tabs.tab(has_touch=True)
    yield tab
    assert tab.errors == [], "errors in the page"
