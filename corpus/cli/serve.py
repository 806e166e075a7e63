"""`corpus serve`: build the database if needed, then serve it with Datasette."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path
from types import FrameType

import click

from corpus.cli.app import main
from corpus.cli.build import build_with_progress
from corpus.cli.options import RAW_DIR_ARGUMENT, output_option
from corpus.publish.serve import datasette_command, needs_build, prepare


@main.command()
@RAW_DIR_ARGUMENT
@output_option(
    "The database to serve (built from RAW_DIR when missing or older than RAW_DIR's files)."
)
@click.option("--port", default=8001, show_default=True, help="Port to listen on.")
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--rebuild", is_flag=True, help="Build the database even if it is up to date.")
def serve(raw_dir: Path, output: Path, port: int, host: str, rebuild: bool) -> None:
    """Build the corpus if needed, then serve it read-only with Datasette.

    Datasette runs as a child process (`python -m datasette serve -i DB`, immutable, with an
    inspect file, our metadata, plugins and templates) until interrupted.
    """
    if rebuild or needs_build(output, raw_dir):
        summary = build_with_progress(raw_dir, output)
        click.echo(f"built {summary.output}: " + ", ".join(summary.lines()), err=True)
    files = prepare(output)
    click.echo(f"serving {output} at http://{host}:{port}/", err=True)
    child = subprocess.Popen(datasette_command(files, host, port))

    def stop(signum: int, frame: FrameType | None) -> None:
        child.terminate()

    signal.signal(signal.SIGTERM, stop)
    try:
        code = child.wait()
    except KeyboardInterrupt:
        child.terminate()
        code = child.wait()
    sys.exit(0 if code in (0, -signal.SIGTERM, -signal.SIGINT) else code)
