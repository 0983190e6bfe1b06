# The two commands of the README: `make serve` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000

.PHONY: serve test check unit venv clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test]'
	touch $@

venv: $(VENV)/.installed

# Until the page exists, serve replays the example game.
serve: venv
	$(PY) -m belot replay examples/bulgarian-game.json

check: venv
	$(PY) -m ruff check belot tests
	$(PY) -m ruff format --check belot tests
	$(PY) -m mypy

unit: venv
	$(PY) -m pytest

test: check unit

clean:
	rm -rf $(VENV) .mypy_cache .pytest_cache .ruff_cache .hypothesis
