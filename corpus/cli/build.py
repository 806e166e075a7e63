"""`corpus build`: raw/ into one SQLite database."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from tqdm import tqdm

from corpus.build import BuildSummary
from corpus.build import build as build_corpus
from corpus.cli.app import main
from corpus.cli.options import RAW_DIR_ARGUMENT, output_option
from parsers.collect import discover


def build_with_progress(raw_dir: Path, output: Path) -> BuildSummary:
    """Build, with a progress bar on stderr that names each document and what came of it."""
    with tqdm(
        total=len(discover(raw_dir)), unit="doc", file=sys.stderr, leave=False, disable=None
    ) as bar:

        def progress(doc_id: str, outcome: str) -> None:
            bar.write(f"  {doc_id}: {outcome}", file=sys.stderr)
            bar.update()

        return build_corpus(raw_dir, output, progress)


@main.command()
@RAW_DIR_ARGUMENT
@output_option("Where to write the database (written atomically).")
def build(raw_dir: Path, output: Path) -> None:
    """Build the corpus database from the documents in RAW_DIR."""

    summary = build_with_progress(raw_dir, output)
    click.echo(f"built {summary.output}")
    for line in summary.lines():
        click.echo(f"  {line}")
