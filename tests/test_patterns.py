"""Regular expressions compiled at their first use (belot/patterns.py): they answer as
``re`` does, importing the package compiles none, and compile_all compiles each once."""

from __future__ import annotations

import ast
import re
import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belot.patterns import Pattern, compile_all, made
from tests.scripts import ROOT

SOURCES = [r"[0-9a-f]{8}-(0|[1-9]\d{0,8})", r"(\d{4})-(\d{2})-(\d{2})", r"\w+", r"^a.c$"]
FLAGS = [0, re.MULTILINE, re.DOTALL, re.IGNORECASE]


@given(
    st.sampled_from(SOURCES),
    st.sampled_from(FLAGS),
    st.text(alphabet="0123456789abcdef-A\nc", max_size=30),
    st.integers(0, 5),
)
def test_a_pattern_answers_as_re_does(source: str, flags: int, text: str, pos: int) -> None:
    lazy, compiled = Pattern(source, flags), re.compile(source, flags)

    def same(one: re.Match[str] | None, other: re.Match[str] | None) -> bool:
        if one is None or other is None:
            return one is other
        return one.span() == other.span() and one.groups() == other.groups()

    assert same(lazy.match(text, pos), compiled.match(text, pos))
    assert same(lazy.fullmatch(text, pos), compiled.fullmatch(text, pos))
    assert same(lazy.search(text, pos), compiled.search(text, pos))
    assert lazy.findall(text, pos) == compiled.findall(text, pos)
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in compiled.finditer(text)]
    assert lazy.sub("-", text) == compiled.sub("-", text)
    assert lazy.sub(lambda m: m.group(0).upper(), text, 1) == compiled.sub(
        lambda m: m.group(0).upper(), text, 1
    )
    assert lazy.compiled.pattern == source
    assert lazy.compiled.flags == compiled.flags


def test_a_pattern_is_compiled_at_its_first_use_and_a_bad_one_raises_there() -> None:
    lazy = Pattern(r"\d+")
    assert not lazy.is_compiled
    assert lazy.fullmatch("12") is not None
    assert lazy.is_compiled
    first = lazy.compiled
    assert lazy.compiled is first  # once
    bad = Pattern("(unclosed")  # made without complaint, as a module would make it
    with pytest.raises(re.error):
        bad.search("x")
    bad._compiled = re.compile("x")  # out of compile_all's way: it would raise too


def test_compile_all_compiles_each_pattern_once() -> None:
    fresh = [Pattern(r"[ab]+"), Pattern(r"c{2}")]
    assert compile_all() >= len(fresh)
    assert all(p.is_compiled for p in fresh)
    assert all(p.is_compiled for p in made())
    assert compile_all() == 0


IMPORT_EVERYTHING = """
import importlib, pkgutil, sys, belot
from belot import patterns
for found in pkgutil.walk_packages(belot.__path__, "belot."):
    # Not the browser edge (it needs the browser's js module), nor the command line's start.
    if not found.name.startswith("belot.app.browser") and found.name != "belot.__main__":
        importlib.import_module(found.name)
compiled = [p.pattern for p in patterns.made() if p.is_compiled]
print(len(patterns.made()), compiled)
"""


def test_importing_the_package_compiles_no_pattern() -> None:
    """What a first visit's import costs: every pattern made, none compiled (one compiled
    at import would be a check run at import, or a pattern made with ``re.compile``)."""
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERYTHING],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    count, compiled = done.stdout.split(" ", 1)
    assert int(count) >= 25
    assert compiled.strip() == "[]"


def test_only_belot_patterns_calls_re_compile() -> None:
    """Every other module makes a :class:`Pattern`, whose compiling waits for its use."""
    calling = []
    for path in sorted((ROOT / "belot").rglob("*.py")):
        if path == ROOT / "belot" / "patterns.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "compile"
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "re"
            ):
                calling.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert calling == []
