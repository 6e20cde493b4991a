# Duckgeon TUI: `make play` to play, `make test` to run the tests (`make test-fast`: all but
# the app's Pilot tests). Both create .venv when needed.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test test-fast lint typecheck bench validate clean

# An editable install compiles nothing, so the package's byte code is compiled here: the first
# game starts as fast as the next.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[test,bench]'
	$(BIN)/python -m compileall -q duckgeon_tui
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/duckgeon play

test: $(STAMP)
	$(BIN)/python -m pytest -n 2 tests

# Everything but the Pilot tests of the app (tests/app) and the browser tests: the engines,
# content, saves and the turn flow, in under a minute.
test-fast: $(STAMP)
	$(BIN)/python -m pytest -n 2 tests/unit

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/vulture

validate: $(STAMP)
	$(BIN)/duckgeon validate mods/*/

bench: $(STAMP)
	for f in bench/*.py; do $(BIN)/python $$f || exit 1; done

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
