"""The docs hold together: every relative link of every Markdown file resolves (the file,
and the heading or ``<a id>`` a ``#fragment`` names), every ``docs/<page>.md#anchor`` a
comment, test or worked example cites exists, and nothing cites a text the repository does
not have (the specification's ``RULES.md``, an issue tracker's numbers): the rules are in
docs/rules.md, with their sources (docs/rules.md#sources).

The files are read as text, in milliseconds; nothing is imported or rendered, so a link
GitHub would render differently (a raw HTML block, say) may slip through.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
# Made by the set-up, or other people's: never the project's text.
NOT_OURS = {".git", ".venv", "node_modules", "vendor", "__pycache__", "build", "dist"}
TEXT_SUFFIXES = {".py", ".md", ".json", ".css", ".js", ".mjs", ".html", ".toml", ".txt"}

FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$")
EXPLICIT_ANCHOR = re.compile(r"""<a\s+[^>]*?(?:id|name)\s*=\s*["']([^"']+)["']""", re.I)
INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
HTML_LINK = re.compile(r"""\b(?:href|src)\s*=\s*["']([^"']+)["']""", re.I)
CODE_SPAN = re.compile(r"(`+).+?\1")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:|^//")
DOC_CITATION = re.compile(r"\b((?:docs/)?[\w-]+\.md)#([\w-]+)")
# "issue 11", "(issue 18, finding 3)", "Issue 13:": a tracker a clone does not have.
ISSUE_NUMBER = re.compile(r"\b[Ii]ssue[ -]?#?\d+")
# The one place that may name the specification: the sources table of docs/rules.md.
MAY_NAME_THE_SPECIFICATION = {Path("docs/rules.md")}
SELF = Path(__file__).resolve().relative_to(ROOT)  # its own examples of what it looks for


def ours(suffixes: set[str]) -> list[Path]:
    """The project's own files with one of these suffixes, relative to the root (this one
    left out)."""
    found = []
    for path in ROOT.rglob("*"):
        relative = path.relative_to(ROOT)
        if path.suffix in suffixes and path.is_file() and not NOT_OURS & set(relative.parts):
            if relative == SELF:
                continue
            found.append(relative)
    return sorted(found)


def slug(heading: str) -> str:
    """The anchor GitHub gives a heading of this text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"<[^>]+>", "", text).replace("`", "").replace("*", "")
    kept = (
        "-" if ch == " " else ch
        for ch in text.lower()
        if ch in " -_" or ch.isalnum() or unicodedata.category(ch).startswith("M")
    )
    return "".join(kept)


def outside_fences(text: str) -> list[tuple[int, str]]:
    lines, fenced = [], False
    for number, line in enumerate(text.splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            lines.append((number, line))
    return lines


@cache
def anchors(page: Path) -> frozenset[str]:
    """Every anchor a link may name in this Markdown page (repeated headings get -1, -2)."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    for _, line in outside_fences((ROOT / page).read_text(encoding="utf-8")):
        found.update(EXPLICIT_ANCHOR.findall(line))
        heading = HEADING.match(line)
        if heading:
            base = slug(heading.group(1))
            found.add(f"{base}-{seen[base]}" if base in seen else base)
            seen[base] = seen.get(base, 0) + 1
    return frozenset(found)


def broken(page: Path, target: str) -> str | None:
    """Why a link from ``page`` to ``target`` does not resolve, or None."""
    path_part, _, fragment = target.partition("#")
    destination = (
        (ROOT / page.parent / path_part.split("?")[0]).resolve() if path_part else ROOT / page
    )
    if not destination.exists():
        return "no such file"
    if not destination.is_relative_to(ROOT):
        return "outside the repository (a clone does not have it)"
    relative = destination.relative_to(ROOT)
    if fragment and destination.suffix == ".md" and fragment not in anchors(relative):
        return f"no anchor #{fragment} in {relative}"
    return None


@pytest.mark.parametrize("page", ours({".md"}), ids=str)
def test_every_relative_link_of_a_page_resolves(page: Path) -> None:
    problems = []
    for number, line in outside_fences((ROOT / page).read_text(encoding="utf-8")):
        bare = CODE_SPAN.sub("", line)
        for target in INLINE_LINK.findall(bare) + HTML_LINK.findall(bare):
            why = None if SCHEME.match(target) else broken(page, target)
            if why:
                problems.append(f"{page}:{number}: {target}: {why}")
    assert not problems, "\n".join(problems)


def test_every_cited_section_of_the_docs_exists() -> None:
    problems, cited = [], 0
    for path in ours(TEXT_SUFFIXES):
        for number, line in enumerate((ROOT / path).read_text(encoding="utf-8").splitlines(), 1):
            for page, anchor in DOC_CITATION.findall(line):
                target = Path(page) if page.startswith("docs/") else Path("docs") / page
                if not (ROOT / target).exists():
                    target = Path(page)  # README.md#..., CONTRIBUTING.md#...
                if not (ROOT / target).exists():
                    continue  # a name like "notes.md#x" in a test's made-up text
                cited += 1
                if anchor not in anchors(target):
                    problems.append(f"{path}:{number}: {target}#{anchor}: no such section")
    assert cited > 100, f"only {cited} citations of the docs found: is the pattern right?"
    assert not problems, "\n".join(problems)


def test_nothing_cites_a_text_the_repository_does_not_have() -> None:
    problems = []
    for path in ours(TEXT_SUFFIXES):
        for number, line in enumerate((ROOT / path).read_text(encoding="utf-8").splitlines(), 1):
            if ISSUE_NUMBER.search(line) or (
                "RULES.md" in line and path not in MAY_NAME_THE_SPECIFICATION
            ):
                problems.append(f"{path}:{number}: {line.strip()[:100]}")
    assert not problems, "cite a section of docs/rules.md instead:\n" + "\n".join(problems)


def test_the_checks_see_a_broken_link_and_a_missing_section() -> None:
    assert broken(Path("README.md"), "docs/no-such-page.md") == "no such file"
    assert broken(Path("README.md"), "docs/rules.md#no-such-section") == (
        "no anchor #no-such-section in docs/rules.md"
    )
    assert broken(Path("README.md"), "docs/rules.md#sources") is None
    assert broken(Path("README.md"), "../shared/RULES.md") is not None
    assert slug("The `end` option: *deals*") == "the-end-option-deals"
    assert ISSUE_NUMBER.search("(issue 18, finding 3)")
    assert not ISSUE_NUMBER.search("an issue of timing")
