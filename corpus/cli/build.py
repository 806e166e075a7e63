"""`corpus build`: raw/ into one SQLite database."""

from __future__ import annotations

from pathlib import Path

import click

from corpus.build import build as build_corpus
from corpus.cli.app import main


@main.command()
@click.argument(
    "raw_dir",
    default="raw",
    type=click.Path(exists=True, file_okay=False, path_type=Path),
)
@click.option(
    "-o",
    "--output",
    default="build/cotati.db",
    show_default=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Where to write the database (written atomically).",
)
def build(raw_dir: Path, output: Path) -> None:
    """Build the corpus database from the documents in RAW_DIR."""

    def progress(doc_id: str, outcome: str) -> None:
        click.echo(f"  {doc_id}: {outcome}", err=True)

    summary = build_corpus(raw_dir, output, progress)
    click.echo(f"built {summary.output}")
    for line in summary.lines():
        click.echo(f"  {line}")
