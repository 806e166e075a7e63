"""A database built from the seeds, shared by the graph tests that read one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlite_utils

from corpus.build import build

RAW = Path(__file__).resolve().parents[2] / "raw"


@pytest.fixture(scope="session")
def database_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("graph-build") / "corpus.db"
    build(RAW, path)
    return path


@pytest.fixture
def database(database_path: Path) -> Iterator[sqlite_utils.Database]:
    db = sqlite_utils.Database(database_path)
    yield db
    db.close()
