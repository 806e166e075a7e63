"""`corpus serve`'s decisions and command line, and the metadata it writes."""

from __future__ import annotations

import itertools
import json
import os
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from corpus.cli import main
from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, load_metadata, write_metadata
from corpus.publish.serve import ServeFiles, datasette_command, needs_build


def touch(path: Path, mtime: float) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("x", encoding="utf-8")
    os.utime(path, (mtime, mtime))


def test_needs_build(tmp_path: Path) -> None:
    raw, db = tmp_path / "raw", tmp_path / "build" / "city.db"
    touch(raw / "city" / "ordinances" / "a.txt", 1000)
    assert needs_build(db, raw)  # missing
    touch(db, 2000)
    assert not needs_build(db, raw)
    touch(raw / "city" / "ordinances" / "a.toml", 3000)  # a sidecar edited later
    assert needs_build(db, raw)


def test_datasette_command_is_immutable_local_and_ours(tmp_path: Path) -> None:
    files = ServeFiles(tmp_path / "x.db", tmp_path / "x.inspect.json", tmp_path / "x.json")
    command = datasette_command(files, "127.0.0.1", 8123)
    assert command[:4] == [sys.executable, "-m", "datasette", "serve"]
    pairs = dict(itertools.pairwise(command))
    assert pairs["-i"] == str(files.database)
    assert pairs["--inspect-file"] == str(files.inspect)
    assert pairs["--metadata"] == str(files.metadata)
    assert pairs["--plugins-dir"] == str(PLUGINS_DIR)
    assert pairs["--template-dir"] == str(TEMPLATES_DIR)
    assert pairs["--host"] == "127.0.0.1" and pairs["--port"] == "8123"
    assert command[command.index("--setting") + 1] == "sql_time_limit_ms"
    assert not (PLUGINS_DIR.parent / "__init__.py").exists()  # would shadow datasette


@pytest.mark.parametrize("name", ["springfield", "cotati", "county-of-x"])
def test_metadata_follows_the_database_name(tmp_path: Path, name: str) -> None:
    data = load_metadata(name)
    assert list(data["databases"]) == [name]
    assert f"/{name}/search" in data["description_html"]
    queries = data["databases"][name]["queries"]
    assert all(q["description"] and q["sql"] for q in queries.values())
    written = write_metadata(name, tmp_path / "m.json")
    assert json.loads(written.read_text(encoding="utf-8")) == data


def test_serve_help_names_its_options() -> None:
    result = CliRunner().invoke(main, ["serve", "--help"])
    assert result.exit_code == 0
    for option in ("--port", "--host", "--rebuild", "-o"):
        assert option in result.output
