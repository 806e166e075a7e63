"""A database built from the seeds, shared by the graph tests that read one."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import sqlite_utils


@pytest.fixture(scope="session")
def database_path(seed_database_path: Path) -> Path:
    return seed_database_path


@pytest.fixture
def database(database_path: Path) -> Iterator[sqlite_utils.Database]:
    db = sqlite_utils.Database(database_path)
    yield db
    db.close()
