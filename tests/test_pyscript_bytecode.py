"""PyScript's own Python package, which its core chunk writes into Python's working
directory at every start, is compiled at set-up (scripts/vendor.py, scripts/precompile.py):
the bytecode goes beside it in belot.zip (``pyscript/__pycache__/``), with a checked hash,
for the modules its start imports; Python uses it only for exactly the source written."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import io
import sys
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import ROOT, load_script


@pytest.fixture(scope="module")
def vendor() -> ModuleType:
    return load_script("vendor")


def test_sources_are_read_from_a_javascript_object_of_strings_and_folders(
    vendor: ModuleType,
) -> None:
    text = 'x=1;f({a:{"b.py":"print(\\"hi\\")\\n",c:{"d.py":"x = \'\\\\n\'"}},"e.py":""})'
    files, end = vendor._js_sources(text, text.index("{a:") + 3, "a/")
    assert files == {"a/b.py": b'print("hi")\n', "a/c/d.py": b"x = '\\n'"}
    assert text[end:].startswith(',"e.py"')
    with pytest.raises(vendor.VendorError, match="not understood"):
        vendor._js_sources('{"b.py":`template`}', 0, "a/")
    with pytest.raises(vendor.VendorError, match="ends early"):
        vendor._js_sources('{"b.py":"x",', 0, "a/")


def test_pyscripts_package_is_found_in_its_core_chunk(vendor: ModuleType) -> None:
    if not (vendor.NODE_MODULES / "@pyscript" / "core").is_dir():
        pytest.skip("no node_modules in this checkout (npm ci)")
    files = vendor.pyscript_python()
    assert {"pyscript/__init__.py", "pyscript/display.py", "pyscript/context.py"} <= set(files)
    for path, source in files.items():
        compile(source, path, "exec")  # Python, every one of them


def test_only_what_the_start_imports_at_module_level(vendor: ModuleType) -> None:
    files = {
        "p/__init__.py": b"from p.b import x\nif X:\n    import p.c\ndef f():\n    import p.d\n",
        "p/b.py": b"try:\n    from p import e\nexcept ImportError:\n    pass\n",
        "p/c.py": b"",
        "p/d.py": b"",
        "p/e.py": b"",
    }
    started = vendor.imported_at_start(files, "p/__init__.py")
    assert sorted(started) == ["p/__init__.py", "p/b.py", "p/c.py", "p/e.py"]
    unreadable = {**files, "p/c.py": b"def (:"}
    assert vendor.imported_at_start(unreadable, "p/__init__.py") == unreadable


def cache_archive(tmp_path: Path, sources: dict[str, bytes]) -> dict[str, bytes]:
    """precompile.py's "cache" mode on ``sources``, here under CPython: its output."""
    source_zip, out_zip = tmp_path / "src.zip", tmp_path / "out.zip"
    with zipfile.ZipFile(source_zip, "w") as archive:
        for name, data in sources.items():
            archive.writestr(name, data)
    load_script("precompile").main(str(source_zip), f"{tmp_path}/site/", str(out_zip), "cache")
    with zipfile.ZipFile(out_zip) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_the_bytecode_is_used_for_the_same_source_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = b"WHERE = 'compiled at set-up'\n"
    out = cache_archive(tmp_path, {"cachedpkg/__init__.py": source})
    tag = sys.implementation.cache_tag
    assert list(out) == [f"cachedpkg/__pycache__/__init__.{tag}.pyc"]
    pyc = out[f"cachedpkg/__pycache__/__init__.{tag}.pyc"]
    assert int.from_bytes(pyc[4:8], "little") == 0b11  # hash-based, checked
    site = tmp_path / "site"
    (site / "cachedpkg" / "__pycache__").mkdir(parents=True)
    (site / "cachedpkg" / "__pycache__" / f"__init__.{tag}.pyc").write_bytes(pyc)
    (site / "cachedpkg" / "__init__.py").write_bytes(source)  # as PyScript writes it
    compiled_from_source: list[str] = []
    original = importlib.machinery.SourceFileLoader.source_to_code

    def spy(self: importlib.machinery.SourceFileLoader, data: bytes, path: str) -> object:
        compiled_from_source.append(path)
        return original(self, data, path)

    monkeypatch.setattr(importlib.machinery.SourceFileLoader, "source_to_code", spy)
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.delitem(sys.modules, "cachedpkg", raising=False)
    module = importlib.import_module("cachedpkg")
    assert module.WHERE == "compiled at set-up"
    assert compiled_from_source == []  # the bytecode, not the source
    (site / "cachedpkg" / "__init__.py").write_bytes(b"WHERE = 'changed since'\n")
    del sys.modules["cachedpkg"]
    importlib.invalidate_caches()
    assert importlib.import_module("cachedpkg").WHERE == "changed since"
    assert len(compiled_from_source) == 1
    del sys.modules["cachedpkg"]


def test_belot_zip_carries_pyscripts_bytecode(vendor: ModuleType) -> None:
    path = ROOT / "static" / "vendor" / "belot.zip"
    if not path.is_file():
        pytest.skip("not vendored yet in this checkout")
    with zipfile.ZipFile(io.BytesIO(path.read_bytes())) as archive:
        names = set(archive.namelist())
    cached = {n for n in names if n.startswith("pyscript/")}
    assert "pyscript/__pycache__/__init__.cpython-314.pyc" in cached  # no source: PyScript's
    started = vendor.imported_at_start(vendor.pyscript_python(), "pyscript/__init__.py")
    assert cached == {
        f"pyscript/__pycache__/{Path(p).stem}.cpython-314.pyc" for p in started
    }  # only what its start imports
    assert len(started) < len(vendor.pyscript_python())
