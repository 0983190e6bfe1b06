"""PyScript's core chunk as the page loads it (scripts/vendor.py, ``core_without_python``):
without PyScript's own Python package, which the chunk as published writes into Python's
working directory and imports before each ``<script type="py">``. The page takes
``document`` and ``window`` from ``js`` (tests/test_layers.py: nothing imports
``pyscript``), and tests/e2e/test_stdlib.py checks in the page that the package is neither
written nor imported. A chunk that is not as expected (a PyScript upgrade) stops the set-up
with the reason."""

from __future__ import annotations

import zipfile
from pathlib import Path
from types import ModuleType

import pytest

from tests.scripts import ROOT, load_script


@pytest.fixture(scope="module")
def vendor() -> ModuleType:
    return load_script("vendor")


# A chunk shaped as the published one is, minified: the package written from an object of
# sources, its import pushed last, the lines joined into the code run before each script.
CHUNK = (
    'const ho=["import os as _os"],wo=(e,t)=>{};wo(".",{pyscript:{"__init__.py":"x = 1\\n",'
    'web:{"__init__.py":"y = \\"}\\"\\n"}}}),ho.push("import pyscript as _pyscript"),'
    'ho.push("\\n");const Ao=ho.join("\\n"),bo=go.join("\\n");export{Ao as s};'
)

TWICE = 'ho.push("import pyscript as _pyscript");const Z=ho.join("\\n");'


def test_the_code_run_before_each_script_is_empty_and_the_sources_are_gone(
    vendor: ModuleType,
) -> None:
    patched = vendor.core_without_python(CHUNK)
    assert patched == (
        'const ho=["import os as _os"],wo=(e,t)=>{};wo(".",{pyscript:{}}),'
        'ho.push("import pyscript as _pyscript"),ho.push("\\n");const Ao="",'
        'bo=go.join("\\n");export{Ao as s};'
    )


@pytest.mark.parametrize(
    ("chunk", "reason"),
    [
        (CHUNK.replace("pyscript:{", "other:{"), "Python package is not in the core chunk"),
        (CHUNK.replace('"__init__.py":"x', '"main.py":"x'), "package has no __init__.py"),
        (CHUNK.replace("const Ao=ho.join", "const Ao=ho.concat"), "found 0 times, not once"),
        (CHUNK.replace("export{", f"{TWICE}export{{"), "found 2 times"),
    ],
)
def test_a_chunk_not_as_expected_stops_the_set_up(
    vendor: ModuleType, chunk: str, reason: str
) -> None:
    with pytest.raises(vendor.VendorError, match=reason):
        vendor.core_without_python(chunk)


def test_the_published_chunk_is_patched_and_the_vendored_one_is_the_patched_one(
    vendor: ModuleType,
) -> None:
    if not (vendor.NODE_MODULES / "@pyscript" / "core").is_dir():
        pytest.skip("no node_modules in this checkout (npm ci)")
    chunk = vendor.core_chunk()[0]
    published = chunk.read_text(encoding="utf-8")
    patched = vendor.core_without_python(published)
    assert "import pyscript as _pyscript" in published
    assert len(published) - len(patched) > 20_000  # the package's sources left out
    assert "from pyscript.context import" not in patched
    vendored = ROOT / "static" / "vendor" / "pyscript" / chunk.name
    if vendored.is_file():
        assert vendored.read_text(encoding="utf-8") == patched


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


def test_nothing_of_pyscripts_package_is_in_belot_zip() -> None:
    path = ROOT / "static" / "vendor" / "belot.zip"
    if not path.is_file():
        pytest.skip("not vendored yet in this checkout")
    with zipfile.ZipFile(path) as archive:
        assert [n for n in archive.namelist() if n.startswith("pyscript/")] == []


def test_index_html_preloads_the_chunks_the_core_imports_as_it_starts(
    vendor: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The core imports the error plugin (to switch it off) and the TOML parser (for
    pyscript.toml) as it starts: index.html preloads exactly those, by their names in the
    installed PyScript, and the set-up refuses a page that names others."""
    if not (vendor.NODE_MODULES / "@pyscript" / "core" / "dist").is_dir():
        pytest.skip("npm ci has not run in this checkout")
    started, _ = vendor.pyscript_started_chunks()
    assert sorted(name.split("-")[0] for name in started) == ["error", "toml"]
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    preloads = vendor.render_pyscript_preloads(started)
    assert vendor.PYSCRIPT_PRELOADS.findall(page) == [preloads]
    for name in started:
        assert f'<link rel="modulepreload" href="static/vendor/pyscript/{name}">' in page
    _, disabled = vendor.pyscript_files()
    configs = (vendor.render_config(disabled), vendor.render_mpy_config(disabled), preloads)
    vendor.check_config(*configs)
    # A page naming a chunk of another build (PyScript upgraded, index.html not rewritten).
    (tmp_path / "index.html").write_text(page.replace(started[-1], "toml-0ld.js"))
    (tmp_path / "pyscript.toml").write_text(vendor.CONFIG.read_text(encoding="utf-8"))
    monkeypatch.setattr(vendor, "ROOT", tmp_path)
    monkeypatch.setattr(vendor, "CONFIG", tmp_path / "pyscript.toml")
    with pytest.raises(vendor.VendorError, match="preloads of PyScript's chunks"):
        vendor.check_config(*configs)
