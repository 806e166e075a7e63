"""`corpus housing`: every district's housing treatments in the National Zoning Atlas's fields.

The same bytes as the site's `/<jurisdiction>/housing.csv` and `.json` (`corpus/publish/atlas.py`
makes both), read from a built database.
"""

from __future__ import annotations

from datetime import datetime
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
from corpus.publish.atlas import AtlasFormat, atlas_records, atlas_text
from corpus.publish.loaders.district_page import treatments_in_force


@main.command()
@as_of_option("The treatments of the permit matrices in force on this date; default: today's.")
@format_option(
    [f.value for f in AtlasFormat],
    "CSV (a header of the Atlas's field names) or JSON (a list of objects).",
)
@OUTPUT_FILE_OPTION
@DB_OPTION
@JURISDICTION_OPTION
def housing(
    as_of: datetime | None,
    fmt: str,
    output: Path | None,
    db_path: Path,
    jurisdiction: str | None,
) -> None:
    """Print every district's housing treatments in the National Zoning Atlas's fields."""
    db, where = open_jurisdiction(db_path, jurisdiction)
    try:
        treatments = treatments_in_force(db.conn, where, as_of.date() if as_of else None)
    finally:
        db.close()
    text = atlas_text(atlas_records(where, treatments), AtlasFormat(fmt))
    if output is None:
        click.echo(text, nl=False)
    else:
        output.write_text(text, encoding="utf-8")
