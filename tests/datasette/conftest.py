"""A database built once per session from raw/, and Datasette instances serving it in-process."""

from __future__ import annotations

from pathlib import Path

import pytest
from datasette.app import Datasette

from corpus.build import build
from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, load_metadata

REPO = Path(__file__).resolve().parents[2]
RAW = REPO / "raw"


def make_datasette(database: Path) -> Datasette:
    """Datasette as `corpus serve` runs it: immutable, our metadata, plugins and templates."""
    return Datasette(
        immutables=[str(database)],
        metadata=load_metadata(database.stem),
        plugins_dir=str(PLUGINS_DIR),
        template_dir=str(TEMPLATES_DIR),
        settings={"sql_time_limit_ms": 3000},
    )


@pytest.fixture(scope="session")
def seed_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Named `seeds`, not after the city: the metadata must follow whatever the file is called.
    output = tmp_path_factory.mktemp("seeds") / "seeds.db"
    build(RAW, output)
    return output


@pytest.fixture
def ds(seed_db: Path) -> Datasette:
    return make_datasette(seed_db)
