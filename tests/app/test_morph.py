"""Matching the page's children when it is drawn again (belot.app.morph): every fresh child
is placed once, every live child used or removed once, in the fresh order, and a child
inserted or removed moves no other."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from belot.app.morph import Key, Move, Step, key, plan


def carried_out(live: list[Key], fresh: list[Key], moves: list[Move]) -> list[tuple[str, int]]:
    """The children after the moves, as (where from, index): ("live", i) kept, ("fresh", i)
    new; a patched live child stands for the fresh one it was patched into."""
    children: list[tuple[str, int]] = [("live", i) for i in range(len(live))]
    for move in moves:
        if move.step is Step.REMOVE:
            children.remove(("live", move.live))
        elif move.step is Step.INSERT:
            at = children.index(("live", move.live)) if move.live >= 0 else len(children)
            children.insert(at, ("fresh", move.fresh))
        else:
            at = children.index(("live", move.live))
            children[at] = ("patched", move.fresh)
    return children


def test_a_notice_put_above_the_screen_moves_nothing_else() -> None:
    live = [key("SECTION", "", "", "sheet-screen")]
    fresh = [key("P", "notice", "", "notice"), live[0]]
    assert plan(live, fresh) == [Move(Step.INSERT, 0, 0), Move(Step.PATCH, 1, 0)]


def test_a_notice_taken_away_keeps_the_screen() -> None:
    fresh = [key("SECTION", "", "", "sheet-screen")]
    live = [key("P", "notice", "", "notice"), fresh[0]]
    assert plan(live, fresh) == [Move(Step.REMOVE, live=0), Move(Step.PATCH, 0, 1)]


def test_a_row_added_before_the_totals_patches_every_row_in_its_place() -> None:
    rows = [key("TR", f"row-{n}", "", "") for n in range(1, 6)]
    total = key("TR", "totals", "", "")
    moves = plan([*rows, total], [*rows, key("TR", "row-6", "", ""), total])
    assert moves == [
        *(Move(Step.PATCH, i, i) for i in range(5)),
        Move(Step.INSERT, 5, 5),
        Move(Step.PATCH, 6, 5),
    ]


def test_as_many_children_are_patched_in_place() -> None:
    assert plan(["A#a", None], ["B#b", None]) == [Move(Step.PATCH, 0, 0), Move(Step.PATCH, 1, 1)]


keys = st.lists(st.sampled_from(["A#x", "A#y", "B#z", "P#notice", None]), max_size=8)


@given(keys, keys)
def test_every_child_is_placed_once_in_the_fresh_order(live: list[Key], fresh: list[Key]) -> None:
    moves = plan(live, fresh)
    placed = sorted(m.fresh for m in moves if m.step is not Step.REMOVE)
    assert placed == list(range(len(fresh)))
    used = sorted(m.live for m in moves if m.step is not Step.INSERT)
    assert used == list(range(len(live)))
    after = carried_out(live, fresh, moves)
    assert [index for _, index in after] == list(range(len(fresh)))
    assert all(kind != "live" for kind, _ in after)


@given(keys, st.data())
def test_a_keyed_child_inserted_or_removed_leaves_the_others_in_place(
    live: list[Key], data: st.DataObject
) -> None:
    at = data.draw(st.integers(0, len(live)))
    fresh = [*live[:at], "N#new", *live[at:]]
    patched = [m for m in plan(live, fresh) if m.step is Step.PATCH]
    assert all(fresh[m.fresh] == live[m.live] for m in patched)
    assert len(patched) == len(live)
