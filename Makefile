# The two commands of the README: `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

NPM_STAMP := node_modules/.package-lock.json

.PHONY: serve test check unit venv vendor icons bench clean

# --no-compile: Python compiles a module when it is first imported, and most never are.
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --no-compile -e '.[test,page]'
	touch $@

venv: $(VENV)/.installed

# npm ci rewrites node_modules/.package-lock.json, so it stands for "installed from the lock".
$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund

# Copies the pinned Pyodide and PyScript into static/vendor/ and writes the page config;
# with .venv's Python, which has the page's QR library (segno, pyproject's "page" extra).
vendor: venv $(NPM_STAMP)
	$(PY) scripts/vendor.py

# Re-renders static/icons/*.png from static/icons/icon.svg (only after editing the SVG).
icons: venv
	$(PY) scripts/icons.py

serve: vendor
	$(PY) scripts/serve.py --port $(PORT)

check: venv
	$(PY) -m ruff check belot tests scripts static bench
	$(PY) -m ruff format --check belot tests scripts static bench
	$(PY) -m mypy

# Unit and end-to-end tests (the e2e ones drive a real Chromium: see tests/e2e/conftest.py),
# in $(JOBS) processes, each with its own server and browser; a file's tests stay together,
# in one process, so that what a file shares (a booted page) is booted once. Three on two
# cores: an end-to-end test waits about a third of its time (the page's frames, a player's
# glance between two taps, the network), and the third process works meanwhile. Files are
# handed out in the order tests/conftest.py puts them in: those that need no browser first,
# while the run sets up the page's files (scripts/vendor.py) for the end-to-end ones after.
# A test in which Chromium crashed (a renderer's SIGSEGV in WebAssembly, seldom) runs once
# more; one whose crash comes back fails (tests/e2e/conftest.py, ChromiumCrashError).
# The test server's brotli copies are made at quality 5 (scripts/compress.py): the wasm's in
# half a second instead of 23 (`make serve` and `make bench` make them at 11 again).
JOBS ?= 3
RERUN_A_CRASH := --reruns 1 --only-rerun ChromiumCrashError
PYTEST := BELOT_BROTLI_QUALITY=5 $(PY) -m pytest -n $(JOBS) --dist loadfile --no-loadscope-reorder $(RERUN_A_CRASH)
unit: venv $(NPM_STAMP)
	$(PYTEST)

# The checks beside npm ci, then the tests (which set up the page's files meanwhile).
test:
	@$(MAKE) --no-print-directory -j2 --output-sync=target check $(NPM_STAMP)
	$(PYTEST)

# How fast the page opens, against bare Pyodide, how it does with years of games, and a
# club night's tournament (bench/README.md): prints, asserts nothing.
bench: venv vendor
	$(PY) bench/boot.py
	$(PY) bench/games.py
	$(PY) bench/tournament.py --pyodide

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis static/vendor node_modules
