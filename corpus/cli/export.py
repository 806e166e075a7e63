"""`corpus export`: the whole code of a jurisdiction as of a date, as JSON Lines or Markdown.

The bytes are `corpus.publish.export.export_bytes`'s, the same the site's
`/<jurisdiction>/-/export` answers.
"""

from __future__ import annotations

import sqlite3
from datetime import date, datetime
from pathlib import Path

import click
import sqlite_utils

from corpus.cli.app import main
from corpus.cli.options import DB_OPTION, JURISDICTION_OPTION
from corpus.db import read
from corpus.db.export import code_as_of
from corpus.publish.export import ExportFormat, export_bytes, file_name


@main.command("export")
@click.option(
    "--as-of",
    "as_of",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    metavar="YYYY-MM-DD",
    help="The date whose code to write: each section's version in force that day; default: today.",
)
@click.option(
    "--format",
    "fmt",
    type=click.Choice([f.value for f in ExportFormat]),
    default=ExportFormat.JSONL.value,
    show_default=True,
    help="JSON Lines (a line per section) or Markdown (a .zip, a file per chapter).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    help="The file to write; default: standard output.",
)
@DB_OPTION
@JURISDICTION_OPTION
def export_command(
    as_of: datetime | None,
    fmt: str,
    output: Path | None,
    db_path: Path,
    jurisdiction: str | None,
) -> None:
    """Write the whole code as in force on a date, byte for byte what the site downloads."""
    if not db_path.is_file():
        raise click.ClickException(f"{db_path}: no such database (run `corpus build` first)")
    day = as_of.date() if as_of else date.today()
    conn = sqlite3.connect(db_path)
    try:
        where = read.jurisdiction(sqlite_utils.Database(conn), jurisdiction)
        code = code_as_of(conn, where, day)
    except read.UnknownJurisdiction as exc:
        raise click.ClickException(f"{db_path}: {exc}") from None
    finally:
        conn.close()
    if code is None:
        raise click.ClickException(f"{db_path}: no jurisdiction {where!r}")
    chosen = ExportFormat(fmt)
    body = export_bytes(code, chosen)
    if output is None:
        click.echo(body, nl=False)  # bytes: written to the binary stream as they are
        return
    output.write_bytes(body)
    click.echo(
        f"wrote {output}: {len(code.sections)} sections as of {day.isoformat()} "
        f"({file_name(code, chosen)})",
        err=True,
    )
