"""`corpus housing`: every district's housing treatments in the National Zoning Atlas's fields.

The same bytes as the site's `/<jurisdiction>/housing.csv` and `.json` (`corpus/publish/atlas.py`
makes both), read from a built database.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import click

from corpus.cli.amend import open_db
from corpus.cli.app import main
from corpus.cli.options import DB_OPTION, JURISDICTION_OPTION
from corpus.db.housing import treatments_in_force
from corpus.publish.atlas import AtlasFormat, atlas_records, atlas_text


@main.command()
@click.option(
    "--as-of",
    "as_of",
    type=click.DateTime(formats=["%Y-%m-%d"]),
    metavar="YYYY-MM-DD",
    help="The treatments of the permit matrices in force on this date; default: today's.",
)
@click.option(
    "--format",
    "form",
    type=click.Choice([f.value for f in AtlasFormat]),
    default=AtlasFormat.CSV.value,
    show_default=True,
    help="CSV (a header of the Atlas's field names) or JSON (a list of objects).",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write to this file; default: standard output.",
)
@DB_OPTION
@JURISDICTION_OPTION
def housing(
    as_of: datetime | None,
    form: str,
    output: Path | None,
    db_path: Path,
    jurisdiction: str | None,
) -> None:
    """Print every district's housing treatments in the National Zoning Atlas's fields."""
    db, where = open_db(db_path, jurisdiction)
    try:
        treatments = treatments_in_force(db.conn, where, as_of.date() if as_of else None)
    finally:
        db.close()
    text = atlas_text(atlas_records(where, treatments), AtlasFormat(form))
    if output is None:
        click.echo(text, nl=False)
    else:
        output.write_text(text, encoding="utf-8")
