# Two commands set up a fresh machine: `make serve` and `make test` (see README.md).
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
RAW ?= raw
DB ?= build/cotati.db
PORT ?= 8001

.PHONY: install build serve test lint typecheck pytest bench clean

$(BIN)/corpus: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@

install: $(BIN)/corpus

build: install
	$(BIN)/corpus build $(RAW) -o $(DB)

serve: install
	$(BIN)/corpus serve $(RAW) -o $(DB) --port $(PORT)

lint: install
	$(BIN)/lint-imports
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: install
	$(BIN)/mypy

pytest: install
	$(BIN)/pytest -q

test: lint typecheck pytest

bench: install
	for script in benchmarks/*.py; do $(BIN)/python $$script || exit 1; done

clean:
	rm -rf build .mypy_cache .pytest_cache .ruff_cache
