"""Compile Python sources to bytecode, run inside the page's own Pyodide under Node.

    node scripts/pyodide-run.mjs scripts/precompile.py SOURCE.zip PREFIX OUT.zip MODE [KEEP]

(scripts/vendor.py runs it; the machine's files are under /host.) Every ``.py`` of
SOURCE.zip becomes a ``.pyc`` of the same name in OUT.zip, compiled as if imported from
PREFIX (its path in the page: tracebacks name the same files), with an unchecked hash in
place of a time stamp, so that the same sources always give the same bytes. The sources
are left out: the page imports the bytecode as it is and compiles nothing when it starts.
Other files are kept. OUT.zip's entries are stored, not deflated: the server compresses the
whole file better than zip does each entry (and Python reads a stored entry as it is).

Docstrings are left out too, as ``python -OO`` does (the page never reads one; asserts
stay), but for Pyodide's own modules, which read theirs; a class's is its name instead
(see :func:`named`). The line tables have no columns
(scripts/pyodide-run.mjs runs Python as ``-X no_debug_ranges`` would). MODE ``stdlib``
(the standard library) keeps only the ``.py`` files named in KEEP, a JSON list: the
modules the page imports, as scripts/vendor.py found them (scripts/trace.py); without
KEEP, all of them; and it drops the line numbers too (:func:`without_line_numbers`).
MODE ``package``: every file, with its line numbers.
"""

import ast
import importlib.util
import json
import marshal
import sys
import zipfile
from types import CodeType

STAMP = (1980, 1, 1, 0, 0, 0)


# Packages that read their own docstrings (Pyodide's documentation helpers).
KEEP_DOCSTRINGS = ("pyodide/", "_pyodide/")
DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree: ast.Module) -> ast.Module:
    """``tree`` with the docstring of every module and function taken out, and that of
    every class replaced by its name (:func:`named`; a class without one keeps none: its
    ``__slots__`` may name ``__doc__``)."""
    for node in ast.walk(tree):
        if not isinstance(node, DOCUMENTED) or not node.body:
            continue
        first = node.body[0]
        documented = (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        )
        if documented and isinstance(node, ast.ClassDef):
            node.body[0] = named(node)
        elif documented:
            # A body needs a statement (and `from __future__` must come first in a module).
            rest = node.body[1:]
            node.body = rest if rest or isinstance(node, ast.Module) else [ast.Pass()]
        ast.fix_missing_locations(node)
    return tree


def named(node: ast.ClassDef) -> ast.stmt:
    """The class's name as its docstring. A dataclass without a docstring writes itself one
    from its signature (``inspect.signature``, at import): for the page's 300 dataclasses,
    a ninth of the time importing the package takes. The name costs next to nothing on
    the wire (the same string as the class's own)."""
    doc = ast.Expr(ast.Constant(node.name))
    return ast.copy_location(doc, node.body[0])


# A line table entry "no columns" (kind 13) covering 8 code units, its line delta 0.
NO_COLUMNS_8 = bytes([0x80 | 13 << 3 | 7, 0])


def without_line_numbers(code: CodeType) -> CodeType:
    """``code`` (and every function in it) with each instruction on its first line: the
    standard library's line tables are a seventh of its size on the wire, and with no
    sources shipped a line number in it only says where in a file a maintainer does not
    have; a traceback still names each function (at its ``def`` line). The table stays
    valid: 2 bytes for each 8 code units (the last entry shorter)."""
    consts = tuple(
        without_line_numbers(c) if isinstance(c, CodeType) else c for c in code.co_consts
    )
    units = len(code.co_code) // 2
    table = NO_COLUMNS_8 * (units // 8)
    if units % 8:
        table += bytes([0x80 | 13 << 3 | (units % 8 - 1), 0])
    return code.replace(co_consts=consts, co_linetable=table)


def compiled(source: bytes, path: str, *, docstrings: bool, lines: bool) -> bytes:
    tree = ast.parse(source, path)
    code = compile(
        tree if docstrings else without_docstrings(tree), path, "exec", dont_inherit=True
    )
    if not lines:
        code = without_line_numbers(code)
    # PEP 552: the magic number, flags 0b01 (hash-based, not checked against a source: the
    # page has none), the source's hash, then the code object.
    return (
        importlib.util.MAGIC_NUMBER
        + (1).to_bytes(4, "little")
        + importlib.util.source_hash(source)
        + marshal.dumps(code)
    )


def _kept(name: str, wanted: set[str]) -> bool:
    """Whether the entry ``name`` goes with the modules ``wanted``: one of them, or another
    file (a folder's entry, a marker) of a package one of them is in."""
    if name.endswith(".py"):
        return name in wanted
    folder = name if name.endswith("/") else name.rpartition("/")[0] + "/"
    return any(module.startswith(folder) for module in wanted)


def main(source_zip: str, prefix: str, out_zip: str, mode: str, keep: str = "") -> None:
    wanted: set[str] | None = None
    if mode == "stdlib" and keep:
        with open(keep, encoding="utf-8") as file:
            wanted = set(json.load(file))
    with zipfile.ZipFile(source_zip) as src, zipfile.ZipFile(out_zip, "w") as out:
        for entry in sorted(src.infolist(), key=lambda e: e.filename):
            name = entry.filename
            if wanted is not None and not _kept(name, wanted):
                continue
            data = src.read(entry)
            if name.endswith(".py"):
                docstrings = name.startswith(KEEP_DOCSTRINGS)
                lines = mode != "stdlib"
                data = compiled(data, prefix + name, docstrings=docstrings, lines=lines)
                name += "c"
            info = zipfile.ZipInfo(name, date_time=STAMP)
            info.external_attr = entry.external_attr
            out.writestr(info, data)


if __name__ == "__main__":
    main(*sys.argv[1:])
