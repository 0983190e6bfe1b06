"""Pass the sheet under CPython: the link's format and its refusals, its sizes
and the QR code's, the import rules of a link (never over another game; the same game
continued is updated in place), the share screen and the link's preview."""

from __future__ import annotations

import hashlib
import importlib
import itertools
import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from belot import Announcement, Contract, Double, Game, PassedDeal, PlayedDeal, make_rules, play
from belot.app import link, packing, qr
from belot.app.controller import Controller
from belot.app.effects import Copy, LoadQr, ShareLink
from belot.app.messages import set_language
from belot.app.render import render
from belot.app.screens.share import LINK, SHARE, Following, ShareCode
from belot.app.screens.share.actions import LinkPlan
from belot.app.screens.table.actions import link_message
from belot.app.storage import (
    MemoryStore,
    SavedGame,
    UnreadableEntryError,
    decode,
    encode,
    envelope,
    game_key,
)
from belot.app.transfer import Fate, Incoming, TransferError, describe_transfer_error, plan_link
from belot.errors import DealError
from tests.app.conftest import Clock, enter_deal, run, start_game
from tests.strategies import games

ROOT = Path(__file__).resolve().parents[2]
PAGE = "https://example.github.io/belot/"
STAMP = "2026-12-01T21:02:44.456Z"


def table_game(deals: int, seed: int = 1) -> Game:
    """A Bulgarian game as a table plays it: every contract, a third of the deals with
    announcements, some doubled, a few passed; names in Cyrillic (two bytes a letter)."""
    rng = random.Random(seed)
    rules = make_rules("bulgarian", {"target": 100_000})
    game = Game(rules, teams=("Ние", "Вие"), players=("Иван", "Мария", "Петър", "Елена"))
    sets = ((Announcement.BELOT,), (Announcement.TIERCE,), (Announcement.QUARTE,))
    while len(game.deals) < deals:
        if rng.random() < 0.05:
            game = game.with_deal(PassedDeal())
            continue
        contract = rng.choice(rules.ruleset.contracts)
        total = rules.ruleset.trick_total[contract]
        first = rng.randrange(total + 1)
        said = (
            rng.choice(sets) if contract is not Contract.NO_TRUMPS and rng.random() < 0.35 else ()
        )
        team = rng.randrange(2)
        deal = PlayedDeal(
            contract=contract,
            declarer=rng.randrange(2),
            points=(first, total - first),
            announcements=(said, ()) if team == 0 else ((), said),
            double=Double(2) if rng.random() < 0.1 else Double.NONE,
        )
        try:
            play(game.with_deal(deal))
        except DealError:  # a deal these rules refuse: draw another
            continue
        game = game.with_deal(deal)
    return game


def saved(game: Game, game_id: str = "7c1e9a52-3b8d-4f0e-9d6a-2a51c4e8b0f3") -> SavedGame:
    return SavedGame(game_id, game, len(game.deals) + 1, "2026-12-01T19:30:05.123Z", STAMP)


def fragment(game: SavedGame) -> str:
    return link.fragment_of(game)


def refusal(text: str) -> TransferError:
    with pytest.raises(TransferError) as refused:
        link.read_link(text)
    return refused.value


def controller_at(store: MemoryStore | None = None) -> Controller:
    ids = itertools.count(1)
    controller = Controller(
        store or MemoryStore(), clock=Clock(), new_id=lambda: f"g{next(ids)}", page_url=PAGE
    )
    controller.start()
    return controller


# --- the format --------------------------------------------------------------------------


def test_a_link_carries_the_whole_envelope_and_reads_back() -> None:
    game = saved(table_game(9))
    url = link.game_link(PAGE, game)
    assert url.startswith(PAGE + "#g1.")
    assert re.fullmatch(r"g1\.(\d+)\.[0-9a-f]{8}\.[A-Za-z0-9_-]+", url.partition("#")[2])
    incoming = link.read_link(url.partition("#")[2])
    assert incoming == Incoming(game.game, game.id, game.revision, game.created, game.updated)
    assert link.read_link("#" + fragment(game)) == incoming  # with its "#" too
    with_source = replace(game, source="abc")
    assert link.read_link(fragment(with_source)).source == "abc"


def test_the_dictionary_is_fixed_for_version_one() -> None:
    """Changing a byte of it would break every g1 link there is: a new one is a g2."""
    digest = hashlib.sha256(link.DICTIONARY).hexdigest()
    assert digest[:16] == "dfde0dfdba9d78e8", digest


@pytest.mark.parametrize(
    ("deals", "most_chars", "most_version"), [(9, 500, 18), (60, 1000, 26), (61, 1010, 26)]
)
def test_sizes_of_a_table_s_game(deals: int, most_chars: int, most_version: int) -> None:
    url = link.game_link(PAGE, saved(table_game(deals)))
    assert len(url) <= most_chars
    version, level = qr.version_of(url)
    assert version <= most_version
    assert level in "MQH"


def test_only_our_fragments_are_game_links() -> None:
    assert link.is_game_link("#g1.12.0a0b0c0d.xyz")
    assert link.is_game_link("g2.whatever")  # a newer version's: refused with that reason
    for other in ("", "#", "#top", "#g1", "#game", "#g.1", "#G1.2"):
        assert not link.is_game_link(other), other


def test_a_tampered_link_is_refused_as_damaged() -> None:
    text = fragment(saved(table_game(9)))
    head, data = text[: text.rindex(".") + 1], text[text.rindex(".") + 1 :]
    middle = len(data) // 2
    changed = data[:middle] + ("A" if data[middle] != "A" else "B") + data[middle + 1 :]
    assert refusal(head + changed).code == "link-damaged"
    assert refusal(head + data + "x").code == "link-damaged"  # one more character
    assert refusal(head + data[:-3] + "!!!").code == "link-damaged"
    assert refusal(text.replace(".", ".0", 1)).code in ("link-damaged", "link-cut")
    crc = text.split(".")[2]
    assert refusal(text.replace(crc, f"{int(crc, 16) ^ 1:08x}")).code == "link-damaged"


def test_a_cut_link_is_refused_as_cut_with_how_much_arrived() -> None:
    text = fragment(saved(table_game(9)))
    expected = int(text.split(".")[1])
    error = refusal(text[:-40])
    assert error.code == "link-cut"
    assert error.params == {"got": expected - 40, "expected": expected}
    set_language("en")
    assert "It is cut short" in describe_transfer_error(error)
    assert f"({expected - 40} of {expected} characters arrived)" in describe_transfer_error(error)
    for cut in ("g1.", "g1.31", "g1.310.5d2c"):
        assert refusal(cut).code == "link-cut"


def test_a_link_of_a_newer_version_or_another_kind_is_refused() -> None:
    assert refusal("g2.10.00000000.abc").code == "link-newer"
    assert refusal("g0.10.00000000.abc").code == "link-foreign"
    assert refusal("top").code == "link-foreign"
    assert refusal("g1." + "A" * 40_000).code == "link-too-big"


def _packed(text: bytes) -> str:
    import base64
    import zlib

    packer = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zdict=link.DICTIONARY)
    data = base64.urlsafe_b64encode(packer.compress(text) + packer.flush()).rstrip(b"=")
    chars = data.decode()
    return f"g1.{len(chars)}.{zlib.crc32(data):08x}.{chars}"


def test_what_the_link_holds_is_checked_as_a_file_s_game_is() -> None:
    good = envelope(saved(table_game(3)))
    bad = {**good, "game": {**good["game"], "deals": [{"contract": "hearts", "declarer": 5}]}}
    error = refusal(_packed(json.dumps(bad).encode()))
    assert error.code == "link-invalid-game"
    assert error.cause is not None
    assert refusal(_packed(b"[1, 2]")).code == "link-foreign"
    assert refusal(_packed(b'{"format": "belot-game"}')).code == "link-foreign"  # no envelope
    assert refusal(_packed(b"not json")).code == "link-damaged"
    assert refusal(_packed(b"\xff\xfe")).code == "link-damaged"
    newer = {**good, "schema": 99}
    assert refusal(_packed(json.dumps(newer).encode())).code == "link-newer"
    no_id = {**good, "id": ""}
    assert refusal(_packed(json.dumps(no_id).encode())).code == "link-envelope"


def test_a_link_that_inflates_to_too_much_is_refused() -> None:
    assert refusal(_packed(b" " * (link.MAX_INFLATED + 10))).code == "link-too-big"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games(max_deals=12))
def test_every_game_goes_through_a_link_unchanged(game: Game) -> None:
    assert link.read_link(fragment(saved(game))).game == game


def test_every_refusal_is_worded_in_every_language() -> None:
    cases = [
        "g2.1.00000000.a",
        "g1.5.00000000.abc",
        "g1.3.00000000.abc",
        "x",
        _packed(b"{}"),
    ]
    for language in ("en", "bg", "fr"):
        set_language(language)
        for case in cases:
            text = describe_transfer_error(refusal(case))
            assert text
            assert "{" not in text
    set_language("en")


def test_the_page_s_script_knows_a_link_as_python_does() -> None:
    """instant-paint.js shows no picture of the last screen when the page opens a link of
    the app (a game's, a table's assignment or its result): it tells one as Python does."""
    script = (ROOT / "static" / "instant-paint.js").read_text(encoding="utf-8")
    found = re.search(r"if \(/(.+?)/\.test\(location\.hash\)\) return;", script)
    assert found is not None
    pattern = re.compile(found[1])
    assert packing.OURS.pattern == r"g(\d{1,6})\."
    fragments = [
        "#g1.3.abc",
        "#t1.70.e04cf195.G8ll",
        "#r1.5.00000000.x",
        "#g2.",
        "#t99.",
        "#r7.",
        "#x1.",
        "#g.",
        "#tg1.",
        "#top",
        "#",
        "",
        "#r1",
        "#g1234567.",
    ]
    for fragment in fragments:
        assert (pattern.search(fragment) is not None) == (link_message(fragment) is not None)


# --- the QR code ---------------------------------------------------------------------------


def test_the_code_is_an_svg_of_attributes_with_its_quiet_zone() -> None:
    url = link.game_link(PAGE, saved(table_game(9)))
    svg = qr.qr_svg(url, "QR <code>")
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')
    assert "style" not in svg
    assert 'aria-label="QR &lt;code&gt;"' in svg
    found = re.search(r'data-version="(\d+)"', svg)
    assert found is not None
    version = int(found[1])
    size = 17 + 4 * version + 2 * qr.BORDER
    assert f'viewBox="0 0 {size} {size}"' in svg
    assert f'<rect width="{size}" height="{size}" fill="#fff">' in svg
    first = re.search(r'd="M(\d+) (\d+)', svg)
    assert first is not None
    assert (first[1], first[2]) == ("4", "4")  # the finder pattern starts after the border


def test_a_link_too_long_for_one_code_is_not_drawn() -> None:
    too_long = PAGE + "#" + "a" * qr.MAX_LINK_BYTES
    assert not qr.fits(too_long)
    with pytest.raises(ValueError, match="more than one QR code holds"):
        qr.qr_svg(too_long, "")
    longest = PAGE + "#" + "a" * (qr.MAX_LINK_BYTES - len(PAGE) - 1)
    assert qr.fits(longest)
    assert qr.version_of(longest) == (40, "M")


def test_the_archive_is_unpacked_where_python_imports_it(tmp_path: Path) -> None:
    import io
    import sys
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("belot_qr_probe/__init__.py", "VALUE = 13\n")
    qr.install(buffer.getvalue(), str(tmp_path / "lib"))
    try:
        assert importlib.import_module("belot_qr_probe").VALUE == 13
    finally:
        sys.path.remove(str(tmp_path / "lib"))
        sys.modules.pop("belot_qr_probe", None)


def test_the_archive_path_is_the_one_vendor_writes() -> None:
    text = (ROOT / "scripts" / "vendor.py").read_text(encoding="utf-8")
    assert 'SEGNO_ZIP = "segno.zip"' in text
    assert qr.ARCHIVE == "static/vendor/segno.zip"
    pyproject = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    import segno

    assert f'page = ["segno=={segno.__version__}"]' in pyproject


# --- the rules of a link's import ------------------------------------------------------------


def incoming(game: SavedGame) -> Incoming:
    return link.read_link(fragment(game))


def test_a_new_game_is_added_under_its_id_and_remembers_its_source() -> None:
    there = saved(table_game(9))
    (item,) = plan_link(incoming(there), [], "now").items
    assert item.fate is Fate.ADD
    assert item.saved == replace(there, source=there.id)


def test_the_same_game_is_recognised() -> None:
    there = saved(table_game(9))
    mine = replace(there, source=there.id, revision=1)
    (item,) = plan_link(incoming(there), [mine], "now").items
    assert item.fate is Fate.SKIP
    assert item.saved is mine


def test_a_later_link_of_the_same_game_updates_the_copy_in_place() -> None:
    nine, twelve = table_game(9), table_game(12)
    assert twelve.deals[:9] == nine.deals
    copy = SavedGame("copy-1", nine, 3, "c", "2026-12-01T20:00:00Z", source="origin")
    later = SavedGame("origin", twelve, 14, "c0", STAMP)
    (item,) = plan_link(incoming(later), [copy], "now").items
    assert item.fate is Fate.UPDATE
    assert item.saved == SavedGame("copy-1", twelve, 4, "c", STAMP, "origin")
    assert item.saved.revision == copy.revision + 1  # another tab showing it follows


def test_the_game_a_link_was_made_of_is_continued_in_place_too() -> None:
    """The sheet passed back: the phone that started the game gets it continued."""
    mine = saved(table_game(9), "origin")
    back = SavedGame("origin", table_game(11), 12, mine.created, STAMP, source="origin")
    (item,) = plan_link(incoming(back), [mine], "now").items
    assert item.fate is Fate.UPDATE
    assert (item.saved.id, len(item.saved.game.deals)) == ("origin", 11)


def test_an_earlier_link_than_the_game_here_imports_nothing() -> None:
    here = SavedGame("copy", table_game(12), 5, "c", STAMP, source="origin")
    older = saved(table_game(9), "origin")
    (item,) = plan_link(incoming(older), [here], "now").items
    assert item.fate is Fate.OLDER
    assert item.saved is here


def test_a_different_game_with_the_same_id_still_becomes_a_copy() -> None:
    here = SavedGame("origin", table_game(9, seed=1), 5, "c", STAMP, source="origin")
    other = saved(table_game(10, seed=2), "origin")  # other deals under the same id
    (item,) = plan_link(incoming(other), [here], "now").items
    assert item.fate is Fate.COPY
    assert item.saved.id.startswith("origin-")
    assert item.saved.source == "origin"
    # A copy continued in place by the next link of that game, the other one kept.
    next_one = SavedGame("origin", table_game(12, seed=2), 13, "c", STAMP)
    (after,) = plan_link(incoming(next_one), [here, item.saved], "now").items
    assert after.fate is Fate.UPDATE
    assert after.saved.id == item.saved.id


def test_another_game_of_other_teams_or_rules_is_never_continued() -> None:
    here = SavedGame("origin", table_game(9), 5, "c", STAMP, source="origin")
    renamed = replace(table_game(12), teams=("Ana", "Boris"))
    (item,) = plan_link(incoming(saved(renamed, "origin")), [here], "now").items
    assert item.fate is Fate.COPY


# --- the screens ----------------------------------------------------------------------------


def shared_game(controller: Controller, deals: int) -> None:
    start_game(controller)
    for n in range(deals):
        enter_deal(controller, ("hearts", "spades", "clubs")[n % 3], n % 2, 97)


def test_share_opens_the_code_and_the_link_of_the_game_as_it_is() -> None:
    controller = controller_at()
    shared_game(controller, 3)
    run(controller, "share-open")
    state = controller.state
    assert state.screen is SHARE
    code = state.part(ShareCode)
    assert code is not None
    assert code.status == "ready"
    current = state.current
    assert current is not None
    assert code.link == link.game_link(PAGE, current)
    html = render(state)
    assert f'href="{code.link}"' in html
    assert 'data-testid="share-link"' in html
    assert 'data-testid="qr"' in html
    assert "Link to this game (3 deals)" in html
    run(controller, "copy-link")
    assert [e.text for e in controller.state.effects if isinstance(e, Copy)] == [code.link]
    run(controller, "send-link")
    (sent,) = [e for e in controller.state.effects if isinstance(e, ShareLink)]
    assert (sent.url, sent.title) == (code.link, "Belot: Ana – Boris")


def test_without_the_qr_library_the_page_loads_it_first(monkeypatch: pytest.MonkeyPatch) -> None:
    controller = controller_at()
    shared_game(controller, 1)
    monkeypatch.setattr("belot.app.screens.share.actions.available", lambda: False)
    run(controller, "share-open")
    assert [e.url for e in controller.state.effects if isinstance(e, LoadQr)] == [qr.ARCHIVE]
    assert 'data-testid="qr-note">Drawing the code…' in render(controller.state)
    run(controller, ("qr-loaded", "failed:offline"))
    html = render(controller.state)
    assert "The code cannot be drawn here right now" in html
    assert 'data-testid="share-link"' in html  # the link works all the same
    run(controller, "share-open", ("qr-loaded", "ok"))
    code = controller.state.part(ShareCode)
    assert code is not None
    assert code.status == "ready"


def test_a_game_too_long_for_a_code_gets_the_file_instead() -> None:
    store = MemoryStore()
    controller = controller_at(store)
    long_one = SavedGame("long", table_game(300), 301, "c", STAMP)
    store.set(game_key("long"), encode(long_one))
    run(controller, ("open-game", "long"), "share-open")
    code = controller.state.part(ShareCode)
    assert code is not None
    assert code.status == "too-big"
    html = render(controller.state)
    assert "too long for a QR code or a link" in html
    assert 'data-testid="share-link"' not in html
    assert 'data-testid="qr"' not in html
    assert 'data-testid="share-file"' in html


def test_follow_keeps_the_latest_code_one_tap_away_on_the_sheet() -> None:
    controller = controller_at()
    shared_game(controller, 1)
    assert 'data-testid="follow-code"' not in render(controller.state)
    run(controller, "share-open", ("follow-game", "true"), "back")
    following = controller.state.part(Following)
    assert following is not None
    assert 'data-testid="follow-code"' in render(controller.state)
    enter_deal(controller, "clubs", 0, 97)
    assert 'data-testid="follow-code"' in render(controller.state)
    run(controller, "share-open")  # what the sheet's Latest code button sends
    code = controller.state.part(ShareCode)
    assert code is not None
    assert code.deals == 2  # the code of the sheet as it is now
    run(controller, ("follow-game", "false"), "back")
    assert 'data-testid="follow-code"' not in render(controller.state)


def test_a_link_opens_its_preview_and_import_opens_its_sheet() -> None:
    there = saved(table_game(9))
    store = MemoryStore()
    controller = controller_at(store)
    run(controller, ("open-link", "#" + fragment(there)))
    assert controller.state.screen is LINK
    plan = controller.state.part(LinkPlan)
    assert plan is not None
    assert plan.item.fate is Fate.ADD
    totals = play(there.game).totals
    html = render(controller.state)
    assert f"Ние {totals[0]} : {totals[1]} Вие" in html
    assert "9 deals, Belot (Bulgarian)" in html
    assert 'data-testid="import"' in html
    run(controller, "link-import")
    assert controller.state.current is not None
    assert controller.state.current.id == there.id
    assert controller.state.notice is not None
    assert controller.state.notice.key == "link.done.add"
    stored = decode(controller.store.get(game_key(there.id)) or "")
    assert stored == replace(there, source=there.id)
    # The same link again: recognised, nothing written, the game opened.
    before = dict(store.data)
    run(controller, ("open-link", fragment(there)), "link-import")
    assert controller.state.notice is not None
    assert controller.state.notice.key == "link.done.skip"
    assert store.data == before


def test_a_later_link_updates_the_copy_and_says_so() -> None:
    controller = controller_at()
    first = saved(table_game(9))
    run(controller, ("open-link", fragment(first)), "link-import")
    later = replace(first, game=table_game(12), revision=13)
    run(controller, ("open-link", fragment(later)))
    html = render(controller.state)
    assert "This is the game here, continued" in html
    assert ">Update the game<" in html
    run(controller, "link-import")
    notice = controller.state.notice
    assert notice is not None
    assert notice.key == "link.done.update"
    assert "Updated: the same game, continued; now 12 deals." in render(controller.state)
    stored = decode(controller.store.get(game_key(first.id)) or "")
    assert stored.game == later.game
    assert stored.revision == first.revision + 1


def test_a_refused_link_changes_nothing_and_says_why() -> None:
    store = MemoryStore()
    controller = controller_at(store)
    shared_game(controller, 1)
    before = dict(store.data)
    screen = controller.state.screen
    text = fragment(saved(table_game(9)))
    run(controller, ("open-link", text[:-30]))
    assert controller.state.screen is screen
    assert store.data == before
    assert "This link cannot be opened. It is cut short" in render(controller.state)


def test_cancel_goes_back_where_the_player_was() -> None:
    controller = controller_at()
    shared_game(controller, 1)
    run(controller, ("open-link", fragment(saved(table_game(3)))), "link-cancel")
    assert controller.state.screen.id == "sheet"
    run(controller, "home", ("open-link", fragment(saved(table_game(3)))), "link-cancel")
    assert controller.state.screen.id == "home"


def test_an_update_is_never_written_over_a_game_changed_meanwhile() -> None:
    controller = controller_at()
    first = saved(table_game(9))
    run(controller, ("open-link", fragment(first)), "link-import", "home")
    later = replace(first, game=table_game(12), revision=13)
    run(controller, ("open-link", fragment(later)))
    # Another tab changes the copy meanwhile, so that the link no longer continues it.
    changed = replace(first, game=table_game(10, seed=5), source=first.id, revision=99)
    controller.store.set(game_key(first.id), encode(changed))
    run(controller, "link-import")
    stored = decode(controller.store.get(game_key(first.id)) or "")
    assert stored == changed  # kept; the link became a copy, planned again at the yes
    games = {g.id for g in controller.state.games}
    assert len(games) == 2


def test_the_sample_of_a_game_from_a_link_reads_with_its_source() -> None:
    text = (ROOT / "tests" / "data" / "storage" / "linked-game-v1.json").read_text("utf-8")
    game = decode(text, "c3a1d7e2-5b9f-4e60-8a2d-1f4b6c8e0a97")
    assert game.source == "7c1e9a52-3b8d-4f0e-9d6a-2a51c4e8b0f3"
    assert envelope(game)["source"] == game.source
    assert "source" not in envelope(replace(game, source=None))
    bad = json.loads(text) | {"source": 12}
    with pytest.raises(UnreadableEntryError, match="no valid source"):
        decode(json.dumps(bad))


# --- limits and reasons ---------------------------------------------------------------------


def refused_words(text: str) -> str:
    """What the page says of the link ``text``, opened as the browser edge hands it over."""
    controller = controller_at()
    run(controller, ("open-link", text))
    assert controller.state.screen is not LINK
    assert controller.state.part(LinkPlan) is None
    html = render(controller.state)
    assert "This link cannot be opened." in html
    return html


def test_a_link_far_too_long_is_too_big_not_cut_short() -> None:
    """A 2,000,000-character link was "cut short (29980 of 2000000 characters arrived)": the
    page cut it to 30,001 characters with its "#", and the header's length was never
    compared with the most a link may have."""
    data = "A" * 1_999_980
    whole = f"#g1.{len(data)}.00000000.{data}"
    assert "It is far too long to be a game&#x27;s link." in refused_words(whole)
    assert refusal(whole[:30_001]).code == "link-too-big"  # what arrived says it is too big
    assert refusal(f"g1.30001.00000000.{'A' * 100}").code == "link-too-big"
    assert refusal(f"g1.30000.00000000.{'A' * 100}").code == "link-cut"  # could still fit


def _redeals(count: int, teams: tuple[str, str] = ("Us", "Them")) -> SavedGame:
    game = Game(make_rules("bulgarian"), deals=(PassedDeal(),) * count, teams=teams)
    return SavedGame("far-too-long", game, 1, STAMP, STAMP)


def test_a_link_of_too_many_deals_is_refused_at_once_with_the_reason(
    deals_read: list[int],
) -> None:
    """A 2,567-character link of 60,000 redeals took seconds to preview (and Import froze
    the tab for minutes): its rows are counted before any deal is read."""
    text = fragment(_redeals(60_000))
    assert len(text) < 3_000
    error = refusal(text)
    assert deals_read == []
    assert error.code == "link-invalid-game"
    assert describe_transfer_error(error) == (
        "Its game is not valid: the game has 60000 rows (deals, redeals and corrections); a "
        "game holds at most 500"
    )
    assert "a game holds at most 500" in refused_words(text)
    assert len(link.read_link(fragment(_redeals(500))).game.deals) == 500


def test_a_link_with_a_name_too_long_is_refused_with_the_reason() -> None:
    text = fragment(_redeals(1, teams=("Us", "x" * 300_000)))
    assert "teams: name 2 has 300000 characters; a name has at most 40" in refused_words(text)


def test_a_link_nested_too_deeply_says_so() -> None:
    """It said "its check does not match"; the check matched: its data is what is wrong."""
    error = refusal(_packed(b"[" * 10_000 + b"]" * 10_000))
    assert (error.code, error.params) == ("link-too-deep", {"most": 64})
    set_language("en")
    assert describe_transfer_error(error) == (
        "It is not a game's link (its data is nested more than 64 levels deep)."
    )


def test_a_link_with_a_key_twice_says_so() -> None:
    good = json.dumps(envelope(saved(table_game(3))))
    error = refusal(_packed((good[:-1] + ', "id": "other"}').encode()))
    assert (error.code, error.params) == ("link-duplicate-key", {"key": "'id'"})
    assert describe_transfer_error(error) == (
        "It is not a game's link (its data has the key 'id' twice in one object)."
    )


def test_the_new_refusals_are_worded_in_every_language() -> None:
    cases = [
        _packed(b"[" * 100 + b"]" * 100),
        _packed(b'{"a": 1, "a": 2}'),
        f"g1.99999.00000000.{'A' * 10}",
    ]
    worded: dict[str, set[str]] = {case: set() for case in cases}
    for language in ("en", "bg", "fr"):
        set_language(language)
        for case in cases:
            text = describe_transfer_error(refusal(case))
            assert text
            assert "{" not in text
            worded[case].add(text)
    set_language("en")
    assert all(len(texts) == 3 for texts in worded.values())
