"""Plural forms per language, one label per meaning, dates on the
list of games, statistics that say why deals are fewer than rows, and a sheet's marks
each read once (with a suit in its own colour), in English, Bulgarian and French."""

from __future__ import annotations

import functools
import itertools
import json
import re
import string
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from belot import RULESETS, game_from_record, play
from belot.app.controller import Controller
from belot.app.dates import local_time, when
from belot.app.marks import contract_marks, result_marks
from belot.app.messages import (
    CATALOGS,
    ENGLISH,
    LANGUAGES,
    PLURAL_FORMS,
    plural_form,
    set_language,
    speaking,
    t,
)
from belot.app.render import render
from belot.app.shell import Shell
from belot.app.storage import APP, SCHEMA, MemoryStore, SavedGame, encode, game_key
from belot.app.transfer import export_text, summary
from belot.errors import DealError, RecordError
from tests.app.conftest import Clock, run, speak

STAMP = "2026-12-01T07:35:00.000Z"  # as the browser's Date.toISOString() writes it
SHEET = Path(__file__).resolve().parents[2] / "belot" / "app" / "screens" / "sheet"


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


# --- helpers ---------------------------------------------------------------------------


class Texts(HTMLParser):
    """The text inside each element with a ``data-testid``, and every button's label."""

    def __init__(self) -> None:
        super().__init__()
        self.open: list[tuple[str, str | None, list[str]]] = []
        self.testids: dict[str, str] = {}
        self.buttons: list[tuple[str | None, str]] = []  # (data-testid, label)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("input", "br", "hr", "img", "meta", "link"):
            return
        self.open.append((tag, dict(attrs).get("data-testid"), []))

    def handle_endtag(self, tag: str) -> None:
        name, testid, parts = self.open.pop()
        text = "".join(parts)
        if testid:
            self.testids[testid] = text
        if name == "button":
            self.buttons.append((testid, text))
        if self.open:
            self.open[-1][2].append(text)

    def handle_data(self, data: str) -> None:
        if self.open:
            self.open[-1][2].append(data)


def texts(html: str) -> Texts:
    parsed = Texts()
    parsed.feed(html)
    return parsed


def record(ruleset: str, deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "belot-game", "version": 1, "rules": ruleset, "teams": ["Us", "Them"],
            "deals": deals}  # fmt: skip


Deal = dict[str, Any]  # a deal as a game record writes it
MADE: Deal = {"contract": "hearts", "declarer": 0, "points": [90, 72]}
PASSED: Deal = {"passed": True}
CORRECTION: Deal = {"adjust": [0, 10], "note": "penalty"}


def saved(game_id: str, deals: list[dict[str, Any]], updated: str = STAMP) -> SavedGame:
    game = game_from_record(record("bulgarian", deals))
    return SavedGame(game_id, game, 1, "2026-11-30T10:00:00.000Z", updated)


def controller_with(*games: SavedGame, language: str = "en", utc_offset: int = 0) -> Controller:
    """A started controller over a store holding ``games``, speaking ``language``."""
    store = MemoryStore()
    for each in games:
        store.set(game_key(each.id), encode(each))
    ids = itertools.count(1)
    controller = Controller(
        store, clock=Clock(), new_id=lambda: f"n{next(ids)}", utc_offset=utc_offset
    )
    controller.start()
    speak(controller, language)
    return controller


def page(controller: Controller) -> Texts:
    return texts(render(controller.state))


# --- 1. plural forms -------------------------------------------------------------------


def test_the_plural_rules_are_cldrs_for_whole_numbers() -> None:
    """English and Bulgarian: "one" for 1 only; French: for 0 and 1 ("0 partie")."""
    counts = (0, 1, 2, 5, 11, 21, 101)
    assert [plural_form(n, "en") for n in counts] == ["other", "one"] + ["other"] * 5
    assert [plural_form(n, "bg") for n in counts] == ["other", "one"] + ["other"] * 5
    assert [plural_form(n, "fr") for n in counts] == ["one", "one"] + ["other"] * 5


def plural_keys() -> set[str]:
    """Every message with plural forms: a ``.other`` key in some language."""
    return {
        key.removesuffix(".other")
        for catalog in CATALOGS.values()
        for key in catalog
        if key.endswith(".other")
    }


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_the_scan_finds_the_plural_messages() -> None:
    assert {"transfer.review.title", "robust.unreadable", "stats.game.played"} <= plural_keys()


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_plural_message_has_every_form_with_its_count(language: str) -> None:
    catalog = CATALOGS[language]
    for key in sorted(plural_keys()):
        assert key not in catalog, f"{key} is both one message and plural forms"
        for form in PLURAL_FORMS[language]:
            text = catalog.get(f"{key}.{form}")
            assert text is not None, f"{key}.{form} missing in {language}"
            assert "count" in placeholders(text), f"{key}.{form} ({language}) shows no count"
            assert placeholders(text) == placeholders(ENGLISH[f"{key}.other"]), f"{key}.{form}"


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_one_form_is_always_part_of_a_plural_message(language: str) -> None:
    """A ``.one`` key with no ``.other`` beside it would be a plural form nobody picks."""
    stray = [
        key
        for key in CATALOGS[language]
        if key.endswith(".one") and f"{key.removesuffix('.one')}.other" not in CATALOGS[language]
    ]
    assert stray == []


def test_no_message_says_game_s_any_more() -> None:
    """The "(s)" and "(e)s" of one text for all counts are gone."""
    for language, catalog in CATALOGS.items():
        assert [k for k, v in catalog.items() if re.search(r"\w\((s|e|es|e\)\(s)\)", v)] == [], (
            language
        )


def test_a_plural_message_needs_its_count() -> None:
    with pytest.raises(KeyError):
        t("transfer.review.title")
    with pytest.raises(KeyError):
        t("transfer.review.title", number=2)


def import_review(language: str, count: int) -> tuple[Texts, Controller]:
    games = [saved(f"g{i}", [MADE]) for i in range(count)]
    controller = controller_with(language=language)
    run(controller, "transfer-open", ("import-file", export_text(games, STAMP)))
    return page(controller), controller


REVIEW = {
    "en": (
        ["In the file: 1 game", "Import 1 game"],
        ["In the file: 2 games", "Import 2 games"],
    ),
    "bg": (
        ["Във файла: 1 игра", "Импорт на 1 игра"],
        ["Във файла: 2 игри", "Импорт на 2 игри"],
    ),
    "fr": (
        ["Dans le fichier : 1 partie", "Importer 1 partie"],
        ["Dans le fichier : 2 parties", "Importer 2 parties"],
    ),
}
IMPORTED = {
    "en": (
        "Imported 1 game: 1 new, 0 as copies; 0 already here.",
        "Imported 2 games: 2 new, 0 as copies; 0 already here.",
    ),
    "bg": (
        "Импорт: 1 игра (1 нова, 0 като копия); 0 вече ги има.",
        "Импорт: 2 игри (2 нови, 0 като копия); 0 вече ги има.",
    ),
    "fr": (
        "1 partie importée : 1 nouvelle, 0 en copie ; 0 déjà là.",
        "2 parties importées : 2 nouvelles, 0 en copie ; 0 déjà là.",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("count", [1, 2])
def test_the_import_review_and_its_notice_count_games_in_the_right_form(
    language: str, count: int
) -> None:
    """Bulgarian said "1 игри"."""
    shown, controller = import_review(language, count)
    title, confirm = REVIEW[language][count - 1]
    assert shown.testids["import-review"].startswith(title)
    assert shown.testids["import-confirm"] == confirm
    run(controller, "import-confirm")
    assert page(controller).testids["notice"] == IMPORTED[language][count - 1]


def with_unreadable(language: str, newer: int, damaged: int) -> Texts:
    controller = controller_with(language=language)
    assert isinstance(controller.store.inner, MemoryStore)
    for i in range(newer):
        value = {"app": APP, "schema": SCHEMA + 1, "id": f"future{i}", "game": {}}
        controller.store.inner.set(game_key(f"future{i}"), json.dumps(value))
    for i in range(damaged):
        controller.store.inner.set(game_key(f"broken{i}"), "{not json")
    controller.refresh_games()
    return page(controller)


UNREADABLE = {
    "en": (
        ("1 saved game comes from a newer version", "1 saved item could not be read. "),
        ("2 saved games come from a newer version", "2 saved items could not be read. "),
    ),
    "bg": (
        ("1 запазена игра е от по-нова версия", "1 запис не може да се прочете. "),
        ("2 запазени игри са от по-нова версия", "2 записа не могат да се прочетат. "),
    ),
    "fr": (
        ("1 partie enregistrée vient d'une version", "1 élément enregistré n'a pas pu être lu. "),
        ("2 parties enregistrées viennent d'une", "2 éléments enregistrés n'ont pas pu être lus. "),
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("count", [1, 2])
def test_the_list_of_games_counts_what_it_cannot_read_in_the_right_form(
    language: str, count: int
) -> None:
    notes = with_unreadable(language, count, count).testids["unreadable"]
    newer, damaged = UNREADABLE[language][count - 1]
    assert notes.startswith(newer)
    assert damaged in notes


SHARED = {
    "en": ("In play after 1 deal.", "In play after 2 deals.", "In play after 0 deals."),
    "bg": (
        "Играта продължава след 1 раздаване.",
        "Играта продължава след 2 раздавания.",
        "Играта продължава след 0 раздавания.",
    ),
    "fr": ("En cours après 1 donne.", "En cours après 2 donnes.", "En cours après 0 donne."),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shared_summary_counts_deals_in_the_right_form(language: str) -> None:
    """The share panel's text; French says "0 donne" (CLDR: 0 takes the singular)."""
    one, two, none = SHARED[language]
    with speaking(language):
        cases: list[tuple[list[Deal], str]] = [([MADE], one), ([MADE, PASSED], two), ([], none)]
        for deals, line in cases:
            assert summary(saved("g", deals).game).splitlines()[2] == line


@pytest.mark.parametrize(
    ("language", "count", "tally"),
    [
        ("en", 1, "1 card · 11"),
        ("en", 2, "2 cards · 11"),
        ("bg", 1, "1 карта · 11"),
        ("bg", 2, "2 карти · 11"),
        ("fr", 0, "0 carte · 11"),
        ("fr", 1, "1 carte · 11"),
        ("fr", 2, "2 cartes · 11"),
    ],
)
def test_the_card_count_says_card_or_cards(language: str, count: int, tally: str) -> None:
    with speaking(language):
        assert t("cards.tally", count=count, points=11) == tally


# --- 2. one label per meaning -----------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_undo_and_cancel_are_two_words_in_every_language(language: str) -> None:
    """French said "Annuler" for the sheet's Undo and for every form's Cancel."""
    catalog = CATALOGS[language]
    cancels = {text for key, text in catalog.items() if key.rpartition(".")[2].endswith("cancel")}
    assert cancels  # common.cancel at least
    assert catalog["sheet.undo"] not in cancels
    assert catalog["sheet.undo"] not in (catalog["transfer.close"], catalog["common.back"])


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_other_button_of_the_sheet_says_undo(language: str) -> None:
    controller = controller_with(saved("g", [MADE, MADE]), language=language)
    run(controller, ("open-game", "g"))
    labels = [label for _, label in page(controller).buttons]
    assert dict(page(controller).buttons).get("undo") == CATALOGS[language]["sheet.undo"]
    assert labels.count(CATALOGS[language]["sheet.undo"]) == 1


def test_french_undo_is_defaire_and_its_notices_say_so() -> None:
    fr = CATALOGS["fr"]
    assert fr["sheet.undo"] == "Défaire"
    assert "défai" in fr["notice.undone"].lower()
    assert "défaire" in fr["notice.nothing_to_undo"].lower()


# --- 3. dates on the list of games ----------------------------------------------------------


@pytest.mark.parametrize(
    ("stamp", "offset", "local"),
    [
        (STAMP, 0, (2026, 12, 1, 7, 35)),
        (STAMP, 120, (2026, 12, 1, 9, 35)),  # Sofia in winter: getTimezoneOffset() is -120
        (STAMP, -300, (2026, 12, 1, 2, 35)),  # New York
        ("2026-12-31T23:30:00.000Z", 120, (2027, 1, 1, 1, 30)),  # a new year
        ("2028-03-01T01:00:00Z", -120, (2028, 2, 29, 23, 0)),  # back into a leap day
        ("2026-06-15T12:00:00.000Z", 345, (2026, 6, 15, 17, 45)),  # Nepal: quarter hours
    ],
)
def test_a_utc_stamp_reads_on_the_players_clock(
    stamp: str, offset: int, local: tuple[int, ...]
) -> None:
    moment = local_time(stamp, offset)
    assert moment is not None
    assert (moment.year, moment.month, moment.day, moment.hour, moment.minute) == local


@pytest.mark.parametrize(
    "stamp", ["", "c", "now", "2026-13-01T00:00:00Z", "2026-02-30T10:00Z", "0001-01-01T00:10:00Z"]
)
def test_a_stamp_that_is_no_time_shows_nothing(stamp: str) -> None:
    """Stored stamps are whatever text a version wrote; the last one is before year 1 once
    an hour is taken off."""
    assert when(stamp, -60) == ""


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "1 Dec 2026, 09:35"), ("bg", "1 дек. 2026, 09:35"), ("fr", "1 déc. 2026, 09:35")],
)
def test_a_date_is_written_in_the_players_words(language: str, words: str) -> None:
    with speaking(language):
        assert when(STAMP, 120) == words


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_month_has_its_words(language: str) -> None:
    with speaking(language):
        months = [when(f"2026-{m:02d}-15T12:00:00.000Z", 0) for m in range(1, 13)]
    assert len({m.split()[1] for m in months}) == 12
    assert all(m.startswith("15 ") and m.endswith(" 2026, 12:00") for m in months)


@pytest.mark.parametrize("language", LANGUAGES)
def test_two_games_of_the_same_teams_differ_by_when_they_were_played(language: str) -> None:
    earlier = saved("a", [MADE], updated="2026-11-30T18:05:00.000Z")
    later = saved("b", [MADE], updated=STAMP)
    controller = controller_with(earlier, later, language=language, utc_offset=120)
    html = render(controller.state)
    rows = re.findall(r'<li data-game="(\w)">(.*?)</li>', html)
    with speaking(language):
        expected = {"a": when(earlier.updated, 120), "b": when(STAMP, 120)}
    assert [game for game, _ in rows] == ["b", "a"]  # newest first
    for game, row in rows:
        assert texts(row).testids["game-when"] == expected[game]
    assert expected["a"] != expected["b"]
    assert expected["b"].endswith("2026, 09:35")


def test_the_offset_is_the_controllers_at_every_start() -> None:
    """The browser edge gives it once; the shell starts again with less after a failure, and the
    controller after an error: each new state has it."""
    controller = controller_with(saved("g", [MADE]), utc_offset=-300)
    assert controller.state.utc_offset == -300
    assert controller.recover().utc_offset == -300
    shell = Shell(controller)
    shell.start()
    assert shell.state.utc_offset == -300
    assert "1 Dec 2026, 02:35" in shell.repaint()


def test_under_cpython_the_offset_is_nought() -> None:
    controller = controller_with(saved("g", [MADE]))
    assert controller.state.utc_offset == 0
    assert "1 Dec 2026, 07:35" in render(controller.state)


def test_the_import_review_says_when_each_game_was_played() -> None:
    _, controller = import_review("fr", 1)
    assert "1 déc. 2026, 07:35" in texts(render(controller.state)).testids["import-review"]


# --- 4. statistics say why deals are fewer than rows ---------------------------------------


STATS = {
    "en": (
        "8 deals played, 1 passed (redealt)",
        "1 deal played, 2 passed (redealt), 1 correction",
        "0 deals played",
    ),
    "bg": (
        "8 изиграни раздавания, 1 с всички пас (раздадено наново)",
        "1 изиграно раздаване, 2 с всички пас (раздадени наново), 1 корекция",
        "0 изиграни раздавания",
    ),
    "fr": (
        "8 donnes jouées, 1 passée (redonnée)",
        "1 donne jouée, 2 passées (redonnées), 1 correction",
        "0 donne jouée",
    ),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_statistics_say_why_deals_are_fewer_than_rows(language: str) -> None:
    """A game of 9 rows with one redeal said "deals: 8" and not why."""
    games = [
        saved("a", [MADE] * 4 + [PASSED] + [MADE] * 4),
        saved("b", [PASSED, MADE, CORRECTION, PASSED]),
        saved("c", []),
    ]
    ruleset = CATALOGS[language]["ruleset.bulgarian"]
    for each, words in zip(games, STATS[language], strict=True):
        controller = controller_with(each, language=language)
        run(controller, ("open-game", each.id), "stats-game")
        assert page(controller).testids["stats-game-summary"] == f"{ruleset} · {words}"


ACROSS = {
    "en": ("1 game · 1 finished", "2 games · 0 finished"),
    "bg": ("1 игра · 1 завършена", "2 игри · 0 завършени"),
    "fr": ("1 partie · 1 terminée", "2 parties · 0 terminée"),
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_statistics_of_all_games_count_games_in_the_right_form(language: str) -> None:
    won = game_from_record({**record("bulgarian", [MADE]), "options": {"target": 5}})
    assert play(won).winner == 0
    one = controller_with(SavedGame("w", won, 1, STAMP, STAMP), language=language)
    two = controller_with(saved("a", [MADE]), saved("b", []), language=language)
    for controller, words in zip((one, two), ACROSS[language], strict=True):
        run(controller, "stats-all")
        assert page(controller).testids["stats-summary"] == words


# --- 5. every mark on the sheet read by a player -------------------------------------------


def contree(deal: dict[str, Any]) -> dict[str, Any]:
    return {"contract": "diamonds", "declarer": 0, **deal}


# What a row says, in English, French and Bulgarian, for deals whose words used to repeat.
MARKS = [
    (
        contree({"points": [162, 0], "valat": 0, "bid": "capot"}),
        {"en": "♦ Capot", "fr": "♦ Capot", "bg": "♦ Капо"},
    ),
    (
        contree({"points": [162, 0], "valat": 0, "bid": "capot", "double": 2}),
        {"en": "♦ ×2 Capot", "fr": "♦ ×2 Capot", "bg": "♦ ×2 Капо"},
    ),
    (
        contree({"points": [100, 62], "bid": "capot"}),
        {"en": "♦ Capot failed", "fr": "♦ Capot chute", "bg": "♦ Капо вътре"},
    ),
    (
        contree({"points": [162, 0], "valat": 0, "bid": 120}),
        {"en": "♦ 120 capot", "fr": "♦ 120 capot", "bg": "♦ 120 капо"},
    ),
    (
        contree({"points": [90, 72], "bid": 80}),
        {"en": "♦ 80", "fr": "♦ 80", "bg": "♦ 80"},
    ),
]


def mark_text(game_record: dict[str, Any], language: str) -> str:
    sheet = play(game_from_record(game_record))
    with speaking(language):
        marks = contract_marks(sheet.rows[-1].score, game_record["rules"])
        marks += result_marks(sheet.rows[-1].score, game_record["rules"])
    return " ".join(m.text for m in marks)


@pytest.mark.parametrize(("deal", "words"), MARKS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_capot_bid_that_made_its_capot_says_capot_once(
    deal: dict[str, Any], words: dict[str, str], language: str
) -> None:
    """The sheet showed "♦ capot capot": the bid and the valat said the same."""
    game_record = {**record("contree", [deal]), "options": {"max-bid": 160}}
    assert mark_text(game_record, language) == words[language]


def every_kind_of_deal() -> Iterator[tuple[str, dict[str, Any]]]:
    """For each rule system, deals of every contract, double, bid, outcome (made, failed,
    hanging) and valat (either team's), some of which its engine refuses."""
    for rid, ruleset in sorted(RULESETS.items()):
        bids: list[object] = [None, 80, 120, "capot", "generale"] if ruleset.bids else [None]
        doubles = [1, 2, 4] if ruleset.doubles else [1]
        for contract, total in itertools.product(
            ("clubs", "hearts", "no-trumps", "all-trumps"), (162, 258, 130, 260)
        ):
            half = total // 2
            splits: list[tuple[list[int], int | None]] = [
                ([half + 9, total - half - 9], None),
                ([half - 21, total - half + 21], None),
                ([half, total - half], None),
                ([total, 0], 0),
                ([0, total], 1),
            ]
            for (points, valat), bid, double in itertools.product(splits, bids, doubles):
                deal: dict[str, Any] = {"contract": contract, "declarer": 0, "points": points}
                deal |= {} if valat is None else {"valat": valat}
                deal |= {} if bid is None else {"bid": bid}
                deal |= {} if double == 1 else {"double": double}
                yield rid, deal


def sheet_marks() -> Iterator[tuple[str, str, str]]:
    """(rule system, language, the mark's HTML) of each deal of every_kind_of_deal()."""
    for rid, deal in every_kind_of_deal():
        game_record = record(rid, [deal])
        try:
            game = game_from_record(game_record)
            play(game)
        except (
            DealError,
            RecordError,
        ):  # a deal those rules do not have (a no-trumps in belote...)
            continue
        controller = controller_with(SavedGame("g", game, 1, STAMP, STAMP))
        run(controller, ("open-game", "g"))
        for language in LANGUAGES:
            speak(controller, language)
            html = render(controller.state)
            row = re.search(r'data-testid="row-1".*?<th scope="row">(.*?)</th>', html)
            assert row is not None
            yield rid, language, row.group(1)


@functools.cache
def mark_html() -> list[tuple[str, str, str]]:
    """The sweep, made once for the tests that read it (English spoken again after it)."""
    with speaking("en"):
        return list(sheet_marks())


def test_the_sweep_covers_every_rule_system_and_suit() -> None:
    assert {rid for rid, _, _ in mark_html()} == set(RULESETS)
    assert len(mark_html()) > 300
    assert any("suit-red" in html for _, _, html in mark_html())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_mark_says_a_word_twice_or_x_for_times_or_plus_nought(language: str) -> None:
    for rid, spoken, html in mark_html():
        if spoken != language:
            continue
        words = re.sub(r"<[^>]+>", " ", html).split()[1:]  # after the deal's number
        assert len({w.casefold() for w in words}) == len(words), (rid, words)
        assert not re.search(r"(^|\s)x\d|\dx(\s|$)", " ".join(words)), (rid, words)
        assert "+ 0" not in html, (rid, html)
        assert "+0" not in html, (rid, html)
        assert "generale" not in words, (rid, words)  # the record's token, not a word


def test_a_trump_suit_is_in_a_span_of_its_colour_on_every_row() -> None:
    colours = {"♣": "black", "♠": "black", "♥": "red", "♦": "red"}
    seen = set()
    for _, _, html in mark_html():
        for symbol, colour in colours.items():
            if symbol in html:
                assert f'<span class="suit suit-{colour}">{symbol}</span>' in html
                seen.add(symbol)
    assert seen == {"♣", "♥"}  # the sweep plays clubs and hearts


def test_a_hanging_spade_keeps_its_black_beside_the_red_label() -> None:
    """ "The spade of a hanging deal turns red with the 'висяща' label"."""
    hanging = {"contract": "spades", "declarer": 0, "points": [81, 81]}
    controller = controller_with(
        SavedGame("g", game_from_record(record("bulgarian", [hanging])), 1, STAMP, STAMP),
        language="bg",
    )
    run(controller, ("open-game", "g"))
    html = render(controller.state)
    mark = '<span class="suit suit-black">♠</span> висяща'
    assert re.search(f'class="row outcome-hanging".*{mark}', html)
    css = (SHEET / "style.css").read_text(encoding="utf-8")
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = {s.strip(): body.strip() for s, body in re.findall(r"([^{}]+)\{([^}]*)\}", css)}
    # Colours of their own, on the span itself: the red the row's outcome gives the whole
    # mark (static/app.css) is inherited, and an element's own colour always wins over that.
    assert rules["table.sheet .mark .suit-red"] == "color: var(--red-suit);"
    assert rules["table.sheet .mark .suit-black"] == "color: var(--fg);"


def test_the_shared_summary_reads_its_deals_as_the_sheet_does() -> None:
    game_record = {
        **record("contree", [contree({"points": [162, 0], "valat": 0, "bid": "capot"})]),
        "options": {"max-bid": 160},
    }
    with speaking("fr"):
        line = summary(game_from_record(game_record)).splitlines()[-1]
    assert line.startswith("1. ♦ Capot Us : ")
    assert "capot" not in line
