"""Drawing the page again from what was drawn last (belot.app.morph ``changes``): the live
nodes, changed as the browser edge changes them, are the nodes of the new drawing, and a
drawing is parsed by the browser into the nodes it was drawn as (tests/app/repaint.py)."""

from __future__ import annotations

import itertools
from dataclasses import replace

from hypothesis import given
from hypothesis import strategies as st

from belot.app.actions import Action
from belot.app.markup import Element, Markup, fragment, tag, with_attributes
from belot.app.messages import LANGUAGES
from belot.app.morph import BEHIND, Kind, changes, drawn, find_control, kept_behind, normalized
from belot.app.render import render
from belot.app.screen import DEAL, HOME, SCREENS, SHEET
from belot.app.screens.detail import DETAIL
from belot.app.shell import Shell
from belot.app.shell import fallback as fallback_page
from belot.app.storage import MemoryStore
from tests.app.conftest import tab_controller
from tests.app.page_model import controls
from tests.app.repaint import Node, carry_out, parse_problems, parsed, shape


def repainted(old: Markup, new: Markup) -> Node:
    """The live nodes of an element filled with ``old`` once the changes into ``new`` are
    carried out (as the page's ``#app``: belot.app.browser.page)."""
    was, now = drawn(old), drawn(new)
    assert was is not None
    assert now is not None
    live = parsed(was)
    change = changes(was, now)
    if change is not None:
        carry_out(live, change)
    return live


def assert_repaints(old: Markup, new: Markup) -> Element:
    """``new`` painted over ``old`` as the page paints it (a screen drawn over another
    keeping it behind: belot.app.morph.kept_behind): the live nodes are the nodes of the
    drawing the page says it shows, which is ``new`` and at most the one screen kept,
    hidden. That drawing (the ``old`` of the next paint)."""
    was, now = drawn(old), drawn(new)
    assert was is not None
    assert now is not None
    shown = kept_behind(was, now)
    assert shape(repainted(was, shown)) == shape(parsed(shown))
    behind = [kid for kid in shown.kids if kid not in now.kids]
    assert [kid for kid in shown.kids if kid not in behind] == list(now.kids)
    assert len(behind) <= 1
    for kept in behind:
        assert isinstance(kept, Element)
        assert BEHIND.keys() <= dict(kept.attrs).keys()
        assert kept in was.kids or with_attributes(kept, dict.fromkeys(BEHIND)) in was.kids
    return shown


# --- drawings made up --------------------------------------------------------------------

texts = st.sampled_from(["", "a", "b", " ", "<b>", "5 & 6"])
names = st.sampled_from(["div", "p", "span", "button"])
attributes = st.dictionaries(
    st.sampled_from(["class", "data-testid", "id", "title", "disabled"]),
    st.sampled_from(["x", "y", "", True, None]),
    max_size=3,
)


def drawings(depth: int = 3) -> st.SearchStrategy[Markup]:
    leaf = st.one_of(texts, st.builds(Markup, st.sampled_from(["<i>raw</i>", ""])))
    if depth == 0:
        return st.builds(tag, names, attributes, leaf)
    kids = st.lists(st.one_of(leaf, drawings(depth - 1)), max_size=4)
    return st.builds(lambda n, a, k: tag(n, a, *k), names, attributes, kids)


@given(st.lists(drawings(), max_size=4), st.lists(drawings(), max_size=4))
def test_any_drawing_repaints_into_any_other(old: list[Markup], new: list[Markup]) -> None:
    assert_repaints(fragment(*old), fragment(*new))


@given(st.lists(drawings(), min_size=1, max_size=5), st.data())
def test_a_child_put_in_or_taken_out_changes_nothing_else(
    kids: list[Markup], data: st.DataObject
) -> None:
    """Children that have keys (a screen's sections do: a class, an id, a test id)."""
    keyed = [tag("div", {"data-testid": f"part-{n}"}, kid) for n, kid in enumerate(kids)]
    at = data.draw(st.integers(0, len(keyed)))
    notice = tag("p", {"class": "notice", "data-testid": "notice"}, "changed elsewhere")
    with_it = fragment(*keyed[:at], notice, *keyed[at:])
    without = fragment(*keyed)
    change = changes(without, with_it)
    assert change is not None
    assert [c.kind for c in change.children] == [Kind.INSERT]
    assert_repaints(without, with_it)
    back = changes(with_it, without)
    assert back is not None
    assert [c.kind for c in back.children] == [Kind.REMOVE]


def test_a_page_of_one_element_repaints_into_a_page_of_several() -> None:
    """The shell's fallback page is one section, not a fragment: the same children."""
    fallback = fallback_page("details")
    page = fragment(tag("p", {"class": "notice"}, "x"), tag("section", {"class": "home"}, "y"))
    assert_repaints(fallback, page)
    assert_repaints(page, fallback)
    assert drawn(Markup("<p>made elsewhere</p>")) is None


def test_the_same_drawing_changes_nothing() -> None:
    page = fragment(tag("section", {"class": "x"}, tag("p", {}, "a"), " ", tag("b", {}, 1)))
    again = fragment(tag("section", {"class": "x"}, tag("p", {}, "a"), " ", tag("b", {}, 1)))
    assert changes(page, again) is None


def test_one_text_changed_is_one_change_deep_down() -> None:
    keys = [tag("button", {"data-testid": f"key-{d}"}, d) for d in range(10)]
    old = fragment(tag("section", {}, tag("div", {}, keys), tag("p", {}, "Us 9")))
    new = fragment(tag("section", {}, tag("div", {}, keys), tag("p", {}, "Us 97")))
    change = changes(old, new)
    assert change is not None
    (section,) = change.children
    assert section.kind is Kind.PATCH
    assert section.change is not None
    (line,) = section.change.children  # the keypad is skipped whole
    assert (line.kind, line.live) == (Kind.PATCH, 1)
    assert line.change is not None
    (said,) = line.change.children
    assert (said.kind, said.live, said.fresh) == (Kind.TEXT, 0, "Us 97")


def test_a_text_typed_like_markup_stays_a_text() -> None:
    old = fragment(tag("p", {}, "<b></b>"))
    new = fragment(tag("p", {}, tag("b", {})))
    assert_repaints(old, new)
    assert_repaints(new, old)


def test_a_field_shows_its_value_and_a_box_its_tick() -> None:
    old = fragment(
        tag("input", {"type": "text", "value": "9", "data-field": "f"}),
        tag("input", {"type": "checkbox", "data-field": "c"}),
        tag(
            "select",
            {"data-field": "s"},
            tag("option", {"value": "a"}, "A"),
            tag("option", {"value": "b"}, "B"),
        ),
    )
    new = fragment(
        tag("input", {"type": "text", "value": "97", "data-field": "f"}),
        tag("input", {"type": "checkbox", "checked": True, "data-field": "c"}),
        tag(
            "select",
            {"data-field": "s"},
            tag("option", {"value": "a"}, "A"),
            tag("option", {"value": "b", "selected": True}, "B"),
        ),
    )
    live = repainted(old, new)
    field, box, _ = live.kids
    assert field.value == "97"
    assert box.checked is True
    change = changes(old, new)
    assert change is not None
    assert change.children[2].change is not None
    assert change.children[2].change.value == "b"
    assert find_control(new, "f", "", "") is not None
    assert find_control(new, "f", "", "").value == "97"  # type: ignore[union-attr]
    assert find_control(new, "c", "", "").checked is True  # type: ignore[union-attr]
    assert find_control(new, "s", "", "").value == "b"  # type: ignore[union-attr]
    assert find_control(new, "nothing", "", "") is None


def test_attributes_are_compared_in_any_order() -> None:
    patched = '<p title="t" class="a">x</p><input value="1" type="text" disabled="">'
    parsed_whole = '<p class="a" title="t">x</p><input disabled="" type="text" value="1">'
    assert normalized(patched) == normalized(parsed_whole)
    assert normalized('<p class="a">x</p>') != normalized('<p class="b">x</p>')


# --- the app's own drawings --------------------------------------------------------------


def tour() -> list[Markup]:
    """Every drawing of a short game: set up, deals entered tap by tap, saved, undone, the
    list, statistics, in each language."""
    ids = itertools.count(1)
    shell = Shell(tab_controller(MemoryStore(), "t", MemoryStore(), lambda: f"g{next(ids)}"))
    drawn = [shell.start()]
    steps = [
        ("new-game", ""),
        ("setup-team", "0=Ana & Vera"),
        ("start-game", ""),
        *[
            step
            for points in ("97", "65", "162")
            for step in (
                ("add-deal", ""),
                ("deal-contract", "hearts"),
                ("deal-declarer", "0"),
                *(("deal-key", d) for d in points),
                ("deal-fold", "announcements"),
                ("deal-bump", "0:belot:1"),
                ("save-deal", ""),
            )
        ],
        ("start-deal", "spades"),
        ("deal-passed", "true"),
        ("deal-adjusting", "true"),
        ("deal-points", "0=-10"),
        ("cancel-deal", ""),
        ("undo", ""),
        ("redo", ""),
        ("stats-game", ""),
        ("home", ""),
        *[("set-language", language) for language in LANGUAGES],
    ]
    for name, arg in steps:
        drawn.append(shell.act(Action(name, arg)))
        assert not shell.controller.state.failure, shell.controller.state.failure
    return drawn


def test_each_drawing_of_a_game_repaints_from_the_one_before() -> None:
    drawn = tour()
    shown = drawn[0]
    for new in drawn[1:]:
        shown = assert_repaints(shown, new)  # as the page paints: the last paint, kept ones too
    for old, new in itertools.pairwise(drawn):
        assert_repaints(old, new)
    for old, new in itertools.combinations(drawn[::4], 2):  # and from further away
        assert_repaints(old, new)


def test_the_browser_parses_each_drawing_into_the_nodes_drawn() -> None:
    for drawing in tour():
        assert isinstance(drawing, Element)
        assert parse_problems(drawing) == []
        assert controls(drawing)  # something to tap on every screen


def test_a_drawing_the_browser_would_parse_otherwise_is_found() -> None:
    assert parse_problems(tag("p", {}, tag("div", {}, "x"))) != []
    assert parse_problems(tag("table", {}, tag("tr", {}, tag("td", {}, 1)))) != []
    assert parse_problems(tag("button", {}, tag("button", {}, "x"))) != []
    assert parse_problems(tag("li", {}, "x")) != []
    ok = tag("table", {}, tag("tbody", {}, tag("tr", {}, tag("td", {}, 1))))
    assert parse_problems(ok) == []


def test_every_screen_drawn_is_parsed_as_drawn() -> None:
    """Each screen of the tour, drawn in every language."""
    ids = itertools.count(1)
    shell = Shell(tab_controller(MemoryStore(), "t", MemoryStore(), lambda: f"g{next(ids)}"))
    shell.start()
    for language in LANGUAGES:
        drawing = render(replace(shell.controller.state, language=language))
        assert isinstance(drawing, Element)
        assert parse_problems(drawing) == []


# --- a screen kept behind the one drawn over it (belot.app.morph.kept_behind) ------------


def _sheet(rows: int) -> Element:
    body = tag("tbody", {}, [tag("tr", {"data-testid": f"row-{n}"}, n) for n in range(rows)])
    return tag("section", {"class": "sheet-screen", **SHEET.outermost()}, tag("table", {}, body))


def _form(typed: str) -> Element:
    return tag("section", {"class": "deal-form", **DEAL.outermost()}, tag("p", {}, typed))


NOTICE = tag("p", {"class": "notice", "data-testid": "notice"}, "Saved elsewhere")


def test_the_deal_form_keeps_the_sheet_behind_it_and_saving_patches_it_in_place() -> None:
    sheet = fragment(_sheet(3))
    form = assert_repaints(sheet, fragment(_form("9")))
    kept, shown = form.kids
    assert isinstance(kept, Element)
    assert dict(kept.attrs)["data-behind"] == ""
    assert shown == _form("9")
    again = assert_repaints(form, fragment(_form("97")))
    assert again.kids[0] is kept  # the same drawing: nothing to do for it
    change = changes(form, again)
    assert change is not None
    assert [(c.kind, c.live) for c in change.children] == [(Kind.PATCH, 1)]
    saved = fragment(_sheet(4))
    assert assert_repaints(again, saved) == saved
    change = changes(again, saved)
    assert change is not None
    patch, gone = change.children  # the sheet patched where it is, a row put in
    assert (patch.kind, patch.live, gone.kind, gone.live) == (Kind.PATCH, 0, Kind.REMOVE, 1)
    assert patch.change is not None
    assert set(patch.change.remove) == set(BEHIND)


def test_a_notice_above_the_sheet_does_not_cost_it_its_place() -> None:
    form = assert_repaints(fragment(NOTICE, _sheet(2)), fragment(_form("")))
    change = changes(fragment(NOTICE, _sheet(2)), form)
    assert change is not None
    assert [c.kind for c in change.children] == [Kind.REMOVE, Kind.PATCH, Kind.INSERT]
    back = fragment(NOTICE, _sheet(3))
    change = changes(form, back)
    assert change is not None
    assert [c.kind for c in change.children] == [Kind.INSERT, Kind.PATCH, Kind.REMOVE]


def test_only_a_screen_drawn_over_another_keeps_it() -> None:
    sheet = fragment(_sheet(2))
    home = fragment(tag("section", {"class": "home", **HOME.outermost()}, "games"))
    assert kept_behind(sheet, home) is home
    assert kept_behind(None, fragment(_form(""))) == fragment(_form(""))
    assert kept_behind(home, fragment(_form(""))) == fragment(_form(""))  # no sheet to keep
    both = fragment(_sheet(2), _form(""))  # a screen that draws it itself keeps none
    assert kept_behind(sheet, both) is both


def test_the_screens_drawn_over_the_sheet_say_so_on_their_element() -> None:
    """Each screen drawn over another, in the tour: its element says which (data-over),
    and the one it is drawn over says what it is (data-screen), or nothing is kept."""
    overs = {s for s in SCREENS.values() if s.over is not None}
    assert {DEAL, DETAIL} <= overs
    seen = set()
    for drawing in tour():
        assert isinstance(drawing, Element)
        for kid in drawing.kids:
            if isinstance(kid, Element) and "data-screen" in dict(kid.attrs):
                seen.add(dict(kid.attrs)["data-screen"])
                screen = SCREENS[dict(kid.attrs)["data-screen"]]
                assert dict(kid.attrs).get("data-over") == (screen.over and screen.over.id)
    assert {SHEET.id, DEAL.id} <= seen
