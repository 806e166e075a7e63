"""A wrong file or folder given to `corpus` is one line naming it, never a traceback."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from corpus.cli import main

# The commands that read a built database (`--db`), with the arguments each needs.
ARGUMENTS = {
    "history": ["17.62.030"],
    "diff": ["17.62.030"],
    "show": ["17.62.030"],
    "instructions": [],
    "refs": ["17.62"],
    "impact": ["17.62"],
    "check": [],
    "export-graph": ["-o", "{tmp}/graph.graphml"],
    "export": ["-o", "{tmp}/code.jsonl"],
    "housing": ["-o", "{tmp}/housing.csv"],
}
DB_COMMANDS = sorted(
    name
    for name, command in main.commands.items()
    if any(isinstance(p, click.Option) and "--db" in p.opts for p in command.params)
)


def test_every_database_command_is_probed() -> None:
    assert set(DB_COMMANDS) <= set(ARGUMENTS), "give the new command's arguments above"


def _bad_files(tmp_path: Path) -> dict[str, Path]:
    text = tmp_path / "notes.db"
    text.write_text("not a database\n" * 50, encoding="utf-8")
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("create table birds (name text)")
    conn.close()
    return {"text": text, "empty": empty, "other": other, "missing": tmp_path / "none.db"}


@pytest.mark.parametrize("kind", ["text", "empty", "other", "missing"])
@pytest.mark.parametrize("command", DB_COMMANDS)
def test_a_file_that_is_not_a_corpus_is_one_line(tmp_path: Path, command: str, kind: str) -> None:
    path = _bad_files(tmp_path)[kind]
    arguments = [a.format(tmp=tmp_path) for a in ARGUMENTS[command]]
    result = CliRunner().invoke(main, [command, *arguments, "--db", str(path)])
    assert result.exit_code == 1, result.output
    assert not isinstance(result.exception, sqlite3.Error)  # a ClickException, not a crash
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(f"Error: {path}:"), result.output
    expected = {
        "text": "not an SQLite database",
        "empty": "not a corpus database",  # SQLite reads an empty file as an empty database
        "other": "not a corpus database",
        "missing": "no database",
    }[kind]
    assert expected in lines[0]


def test_building_an_empty_folder_fails_and_keeps_the_database(tmp_path: Path) -> None:
    raw = tmp_path / "raw"
    (raw / "somewhere").mkdir(parents=True)
    (raw / "somewhere" / "notes.csv").write_text("a,b\n", encoding="utf-8")  # not a document
    output = tmp_path / "corpus.db"
    output.write_bytes(b"an earlier build")
    result = CliRunner().invoke(main, ["build", str(raw), "-o", str(output)])
    assert result.exit_code == 1
    assert f"{raw}: no documents to build" in result.output
    assert output.read_bytes() == b"an earlier build"
