"""Opening the database a query command reads: the one place that turns a missing file, a file
that is not SQLite, or an SQLite file that is not a corpus into one line naming the file."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import click
import sqlite_utils

from corpus.db import read


def open_corpus(path: Path, *tables: str) -> sqlite_utils.Database:
    """The corpus database at `path` holding `tables`, or one clear error naming it."""
    if not path.is_file():
        raise click.ClickException(f"{path}: no database; run `corpus build` first")
    db = sqlite_utils.Database(path)
    try:
        # The first read of the file: SQLite checks its header here, not when it opens it.
        names = set(db.table_names())
    except sqlite3.DatabaseError as exc:
        db.close()
        raise click.ClickException(f"{path}: not an SQLite database ({exc})") from None
    missing = [table for table in ("jurisdictions", *tables) if table not in names]
    if missing:
        db.close()
        raise click.ClickException(
            f"{path}: not a corpus database (no {', '.join(missing)} table); "
            "rebuild it with `corpus build`"
        )
    return db


def open_jurisdiction(
    path: Path, jurisdiction: str | None, *tables: str
) -> tuple[sqlite_utils.Database, str]:
    """The corpus database at `path` and the jurisdiction a command is about, or one clear
    error naming the file."""
    db = open_corpus(path, *tables)
    try:
        return db, read.jurisdiction(db, jurisdiction)
    except read.UnknownJurisdiction as exc:
        db.close()
        raise click.ClickException(f"{path}: {exc}") from None
