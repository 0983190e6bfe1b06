"""Entry point that PyScript runs in the page once Pyodide has started.

PyScript fetches this file (index.html: <script type="py" src="static/boot.py">) and runs
it as __main__; the belot package itself arrives through the [files] of the generated
static/vendor/pyscript.toml and is imported normally.

Stand-in until the UI exists: it imports every module of the package but __main__ (so a module that
cannot run under Pyodide fails here, visibly), shows what it loaded, and marks the page
ready. The real UI will replace the body of this file with an import of belot.app.
"""

import importlib
import pkgutil
import sys

from pyscript import document  # type: ignore[import-not-found, unused-ignore]

import belot


def main() -> None:
    found = pkgutil.walk_packages(belot.__path__, "belot.")
    names = sorted(m.name for m in found if not m.name.endswith(".__main__"))
    for name in names:
        importlib.import_module(name)

    app = document.getElementById("app")
    # A missing element arrives as pyodide.ffi.jsnull (falsy), not None, in Pyodide 314.
    if not app:
        raise RuntimeError("index.html has no #app element")
    version = ".".join(map(str, sys.version_info[:3]))
    app.textContent = f"Python {version} ready: {len(names) + 1} belot modules imported."
    app.dataset.modules = " ".join(["belot", *names])
    document.documentElement.setAttribute("data-ready", "")


main()
