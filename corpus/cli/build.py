"""`corpus build`: raw/ into one SQLite database, on one core or on Dask."""

from __future__ import annotations

import signal
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType

import click
from tqdm import tqdm

from corpus.build import BuildSummary, build_stages
from corpus.build import build as build_corpus
from corpus.cli.app import main
from corpus.cli.options import RAW_DIR_ARGUMENT, output_option
from parsers.collect import document_refs
from parsers.sniff import DOCUMENT_SUFFIXES


class BuildStopped(BaseException):
    """Ctrl-C or SIGTERM: the build unwinds (its temporary database and scratch folder are
    removed, its workers stopped) and the command says so in one line. A BaseException, like
    KeyboardInterrupt, so that no `except Exception` on the way swallows it."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signal = signal.Signals(signum)


@contextmanager
def stops_unwind() -> Iterator[None]:
    """Ctrl-C and SIGTERM raise `BuildStopped` while the build runs."""

    def stop(signum: int, frame: FrameType | None) -> None:
        raise BuildStopped(signum)

    stops = (signal.SIGINT, signal.SIGTERM)
    previous = {sig: signal.signal(sig, stop) for sig in stops}
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def build_with_progress(
    raw_dir: Path, output: Path, workers: int = 0, scheduler: str | None = None
) -> BuildSummary:
    """Build, with progress bars on stderr (none when stderr is not a terminal): one naming
    each document parsed and what came of it, then one naming each stage of each
    jurisdiction as it starts, then the indexes."""
    refs = document_refs(raw_dir)
    if all(ref.skipped is not None for ref in refs):
        # Nothing to build is a mistake (a wrong folder, a missing checkout), not an empty
        # corpus: say so and leave any database already at `output` as it is.
        suffixes = ", ".join(sorted(DOCUMENT_SUFFIXES))
        raise click.ClickException(
            f"{raw_dir}: no documents to build (no {suffixes} file in it); {output} was not written"
        )
    jurisdictions = len({ref.jurisdiction for ref in refs})
    distributed = bool(workers or scheduler)
    with (
        tqdm(total=len(refs), unit="doc", file=sys.stderr, leave=False, disable=None) as docs,
        tqdm(
            total=build_stages(jurisdictions, distributed),
            unit="stage",
            file=sys.stderr,
            leave=False,
            disable=None,
        ) as stages,
    ):

        def progress(doc_id: str, outcome: str) -> None:
            docs.write(f"  {doc_id}: {outcome}", file=sys.stderr)
            docs.update()

        def stage(jurisdiction: str, name: str) -> None:
            stages.set_description(f"{jurisdiction}: {name}" if jurisdiction else name)
            stages.update()

        try:
            return build_corpus(
                raw_dir, output, progress, workers=workers, scheduler=scheduler, stages=stage
            )
        except (FileNotFoundError, RuntimeError) as exc:
            raise click.ClickException(str(exc)) from None


@main.command()
@RAW_DIR_ARGUMENT
@output_option("Where to write the database (written atomically).")
@click.option(
    "--workers",
    type=click.IntRange(min=0),
    default=0,
    show_default=True,
    help="Build on a local Dask cluster of this many worker processes (0: in this process).",
)
@click.option(
    "--scheduler",
    metavar="ADDRESS",
    help="Build on the Dask cluster whose scheduler listens here (tcp://HOST:8786).",
)
def build(raw_dir: Path, output: Path, workers: int, scheduler: str | None) -> None:
    """Build the corpus database from the documents in RAW_DIR.

    Each top-level folder of RAW_DIR is one jurisdiction (raw/cotati/...). With --workers or
    --scheduler, documents are parsed and jurisdictions processed on Dask; the database is
    the same, row for row.
    """
    summary: BuildSummary | None = None
    try:
        with stops_unwind():  # from the walk of RAW_DIR on
            summary = build_with_progress(raw_dir, output, workers, scheduler)
    except BuildStopped as stopped:
        if summary is None:  # (a stop that comes once the database is in place is too late)
            # one line, no traceback: the stop was asked for, and nothing was written
            click.echo(
                f"corpus build: stopped by {stopped.signal.name}; {output} is unchanged",
                err=True,
            )
            sys.exit(128 + stopped.signal)
    assert summary is not None
    click.echo(f"built {summary.output}")
    for line in summary.lines():
        click.echo(f"  {line}")
