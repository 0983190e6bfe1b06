# The two commands of the README: `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

NPM_STAMP := node_modules/.package-lock.json

.PHONY: serve test check unit venv vendor icons bench clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,page]'
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
# in one process, so that what a file shares (a booted page) is booted once.
# A test in which Chromium crashed (a renderer's SIGSEGV in WebAssembly, seldom) runs once
# more; one whose crash comes back fails (tests/e2e/conftest.py, ChromiumCrashError).
JOBS ?= 2
RERUN_A_CRASH := --reruns 1 --only-rerun ChromiumCrashError
unit: venv vendor
	$(PY) -m pytest -n $(JOBS) --dist loadfile $(RERUN_A_CRASH)

test: check unit

# How fast the page opens, against bare Pyodide, how it does with years of games, and a
# club night's tournament (bench/README.md): prints, asserts nothing.
bench: venv vendor
	$(PY) bench/boot.py
	$(PY) bench/games.py
	$(PY) bench/tournament.py --pyodide

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis static/vendor node_modules
