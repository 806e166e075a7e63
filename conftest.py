"""Shared by every test folder (at the root, so the packages, not tests/parsers, come first on
sys.path): the `--regen-golden` flag and one build of raw/ per session.

Golden files are small and reviewed: `.venv/bin/pytest --regen-golden` rewrites every golden
file from the current code (the tests that did so skip); `git diff` then shows what changed.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlite_utils

from corpus.build import build

RAW = Path(__file__).resolve().parent / "raw"


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--regen-golden",
        action="store_true",
        default=False,
        help="rewrite the golden files from the current code instead of comparing",
    )


@pytest.fixture(scope="session")
def regen_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--regen-golden"))


@pytest.fixture(scope="session")
def seed_database_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The database of raw/, built once per session (read it, never write it)."""
    path = tmp_path_factory.mktemp("seed-build") / "corpus.db"
    build(RAW, path)
    return path


@pytest.fixture(scope="session")
def database_path(seed_database_path: Path) -> Path:
    return seed_database_path


@pytest.fixture
def database(database_path: Path) -> Iterator[sqlite_utils.Database]:
    """The seed database, opened for one test."""
    db = sqlite_utils.Database(database_path)
    yield db
    db.close()
