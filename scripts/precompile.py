"""Compile Python sources to bytecode, run inside the page's own Pyodide under Node.

    node scripts/pyodide-run.mjs scripts/precompile.py SOURCE.zip PREFIX OUT.zip stdlib|package

(scripts/vendor.py runs it; the machine's files are under /host.) Every ``.py`` of
SOURCE.zip becomes a ``.pyc`` of the same name in OUT.zip, compiled as if imported from
PREFIX (its path in the page: tracebacks name the same files), with an unchecked hash in
place of a time stamp, so that the same sources always give the same bytes. The sources
are left out: the page imports the bytecode as it is and compiles nothing when it starts.
Other files are kept. OUT.zip's entries are stored, not deflated: the server compresses the
whole file better than zip does each entry (and Python reads a stored entry as it is).

Docstrings are left out too, as ``python -OO`` does (the page never reads one; asserts
stay), but for Pyodide's own modules, which read theirs. ``stdlib`` (the standard
library) also leaves out what a page like this one never imports:
the interactive and development tools, servers and network protocols, multiprocessing,
XML, and the text encodings but the common ones (:data:`LEFT_OUT`, :data:`ENCODINGS`).
Each was checked not to be imported, even lazily, by what the page runs (the package,
Pyodide's and PyScript's own modules): see bench/README.md. A module left out that is
imported after all raises ImportError, so the end-to-end tests would say so at once.
"""

import ast
import importlib.util
import marshal
import sys
import zipfile

STAMP = (1980, 1, 1, 0, 0, 0)

# Top-level modules and packages of the standard library the page never imports.
LEFT_OUT = frozenset(
    {
        # interactive and development tools
        "_pyrepl",
        "pdb",
        "pydoc",
        "pydoc_data",
        "doctest",
        "unittest",
        "idlelib",
        "turtle",
        "turtledemo",
        "tabnanny",
        "pyclbr",
        "trace",
        "timeit",
        "profile",
        "cProfile",
        "pstats",
        "cmd",
        "code",
        "rlcompleter",
        "getopt",
        "optparse",
        "compileall",
        "modulefinder",
        "symtable",
        "pickletools",
        "ensurepip",
        "venv",
        "zipapp",
        "this",
        "antigravity",
        "__phello__",
        "bdb",
        # command lines (the stdlib's own `main()`s) and file formats the page never reads
        "argparse",
        "configparser",
        "tomllib",
        "tarfile",
        "statistics",
        "ctypes",
        # servers, network protocols, mail and web formats
        "xml",
        "xmlrpc",
        "wsgiref",
        "socketserver",
        "ftplib",
        "imaplib",
        "poplib",
        "smtplib",
        "mailbox",
        "netrc",
        "webbrowser",
        "nntplib",
        "telnetlib",
        "cgi",
        "cgitb",
        "plistlib",
        # processes, terminals, databases, sound
        "multiprocessing",
        "pty",
        "tty",
        "curses",
        "tkinter",
        "dbm",
        "sqlite3",
        "shelve",
        "wave",
        "aifc",
        "sunau",
        "sndhdr",
        "chunk",
        # pure-Python copies of modules the runtime has built in
        "_pyio",
        "_pydatetime",
        "_pydecimal",
    }
)

# The text encodings kept (the others are tables for legacy code pages): UTF, ASCII, Latin-1,
# what zipfile (cp437) and the escapes use, and the codecs' own machinery.
ENCODINGS = frozenset(
    {
        "__init__", "aliases", "ascii", "latin_1", "cp1252", "cp437", "charmap", "idna",
        "punycode", "raw_unicode_escape", "unicode_escape", "utf_7", "utf_8", "utf_8_sig",
        "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le",
        "base64_codec", "hex_codec", "zlib_codec", "rot_13",
    }
)  # fmt: skip


def kept(name: str) -> bool:
    """Whether the standard library's file ``name`` (a path in its zip) is shipped."""
    parts = name.split("/")
    if parts[0].removesuffix(".py") in LEFT_OUT:
        return False
    if parts[0] == "encodings" and len(parts) == 2 and parts[1]:
        return parts[1].removesuffix(".py") in ENCODINGS
    return True


# Packages that read their own docstrings (Pyodide's documentation helpers).
KEEP_DOCSTRINGS = ("pyodide/", "_pyodide/")
DOCUMENTED = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def without_docstrings(tree: ast.Module) -> ast.Module:
    """``tree`` with the docstring of every module, class and function taken out."""
    for node in ast.walk(tree):
        if not isinstance(node, DOCUMENTED) or not node.body:
            continue
        first = node.body[0]
        if (
            isinstance(first, ast.Expr)
            and isinstance(first.value, ast.Constant)
            and isinstance(first.value.value, str)
        ):
            # A body needs a statement (and `from __future__` must come first in a module).
            rest = node.body[1:]
            node.body = rest if rest or isinstance(node, ast.Module) else [ast.Pass()]
            ast.fix_missing_locations(node)
    return tree


def compiled(source: bytes, path: str, docstrings: bool) -> bytes:
    tree = ast.parse(source, path)
    code = compile(
        tree if docstrings else without_docstrings(tree), path, "exec", dont_inherit=True
    )
    # PEP 552: the magic number, flags 0b01 (hash-based, not checked), the source's hash,
    # then the code object.
    flags = (1).to_bytes(4, "little")
    return (
        importlib.util.MAGIC_NUMBER
        + flags
        + importlib.util.source_hash(source)
        + marshal.dumps(code)
    )


def main(source_zip: str, prefix: str, out_zip: str, mode: str) -> None:
    with zipfile.ZipFile(source_zip) as src, zipfile.ZipFile(out_zip, "w") as out:
        for entry in sorted(src.infolist(), key=lambda e: e.filename):
            name = entry.filename
            if mode == "stdlib" and not kept(name):
                continue
            data = src.read(entry)
            if name.endswith(".py"):
                keep = name.startswith(KEEP_DOCSTRINGS)
                data, name = compiled(data, prefix + name, keep), name + "c"
            info = zipfile.ZipInfo(name, date_time=STAMP)
            info.external_attr = entry.external_attr
            out.writestr(info, data)


if __name__ == "__main__":
    main(*sys.argv[1:])
