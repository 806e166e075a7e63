"""A database built once per session from raw/ (and one from a hostile copy of it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from datasette.app import Datasette
from publish_fixtures import RAW, hostile_raw, make_datasette

from corpus.build import build


@pytest.fixture(scope="session")
def seed_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Named `seeds`, not after the city: the metadata must follow whatever the file is called.
    output = tmp_path_factory.mktemp("seeds") / "seeds.db"
    build(RAW, output)
    return output


@pytest.fixture(scope="session")
def hostile_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    raw = hostile_raw(tmp_path_factory.mktemp("hostile") / "raw")
    output = raw.parent / "hostile.db"
    build(raw, output)
    return output


@pytest.fixture
def ds(seed_db: Path) -> Datasette:
    return make_datasette(seed_db)
