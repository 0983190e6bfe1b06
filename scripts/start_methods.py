"""The code of the dataclass methods Python's own start compiles, for the page's standard
library: run inside the pinned Pyodide under Node, at set-up (scripts/vendor.py):

    node scripts/pyodide-run.mjs scripts/start_methods.py OUT.bin

(the machine's files are under /host). scripts/pyodide-run.mjs starts Python with
scripts/start_site.py as its ``sitecustomize``, which notes each source ``dataclasses``
compiled while Pyodide started; OUT.bin is their code (``start_site.dumps``), which
scripts/vendor.py puts beside it in python_stdlib.zip.
"""

import sys


def main(out: str) -> None:
    site = sys.modules.get("sitecustomize")
    if site is None or not hasattr(site, "COMPILED"):
        raise SystemExit("start_methods: Python started without scripts/start_site.py")
    with open(out, "wb") as file:
        file.write(site.dumps(site.COMPILED))


if __name__ == "__main__":
    main(*sys.argv[1:])
