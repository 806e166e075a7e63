# Two commands set up a fresh machine: `make serve` and `make test` (see README.md).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
RAW ?= raw
DB ?= build/cotati.db
PORT ?= 8001

.PHONY: install install-test build serve test lint typecheck pytest bench clean

# What serving needs (the package and its dependencies), then the test tools on top: `make
# serve` never installs the test extras (Playwright alone is 165 MB).
$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: $(VENV)/.installed
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(VENV)/.installed

install-test: $(VENV)/.installed-test

build: install
	$(BIN)/corpus build $(RAW) -o $(DB)

serve: install
	$(BIN)/corpus serve $(RAW) -o $(DB) --port $(PORT)

lint: install-test
	$(BIN)/lint-imports
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: install-test
	$(BIN)/mypy

pytest: install-test
	$(BIN)/pytest -q

test: lint typecheck pytest

bench: install
	for script in benchmarks/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf build .mypy_cache .pytest_cache .ruff_cache
