"""`corpus export`: the whole code of a jurisdiction as of a date, as JSON Lines or Markdown.

The bytes are `corpus.publish.export.export_bytes`'s, the same the site's
`/<jurisdiction>/-/export` answers.
"""

from __future__ import annotations

from datetime import date, datetime
from pathlib import Path

import click

from corpus.cli.app import main
from corpus.cli.database import open_jurisdiction
from corpus.cli.options import (
    DB_OPTION,
    JURISDICTION_OPTION,
    OUTPUT_FILE_OPTION,
    as_of_option,
    format_option,
)
from corpus.publish.export import ExportFormat, export_bytes, file_name
from corpus.publish.loaders.code_as_of import code_as_of


@main.command("export")
@as_of_option(
    "The date whose code to write: each section's version in force that day; default: today."
)
@format_option(
    [f.value for f in ExportFormat],
    "JSON Lines (a line per section) or Markdown (a .zip, a file per chapter).",
)
@OUTPUT_FILE_OPTION
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
    day = as_of.date() if as_of else date.today()
    db, where = open_jurisdiction(db_path, jurisdiction, "section_versions")
    try:
        code = code_as_of(db.conn, where, day)
    finally:
        db.close()
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
