"""`corpus serve`'s steps: decide whether to build, write Datasette's inspect and metadata
files, and the Datasette command line.

Datasette runs as a child process (`sys.executable -m datasette serve ...`), so it uses the same
interpreter and virtualenv as `corpus`, and serves the file immutable (`-i`) with counts taken
from the inspect file instead of being recomputed on every start.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from corpus.publish.metadata import PLUGINS_DIR, TEMPLATES_DIR, write_metadata

# Queries (canned, typed SQL, the search page) are stopped after this long, so one heavy query
# cannot hold a worker thread: the pages and canned queries take milliseconds.
SQL_TIME_LIMIT_MS = 3000


def datasette_settings() -> dict[str, object]:
    """Datasette's settings for a corpus, the same for `corpus serve`, the tests and the
    benchmarks: the time limit, and no facet suggestions (each suggestion is a GROUP BY over
    the whole table on every table page: seconds at 100,000 sections)."""
    return {"sql_time_limit_ms": SQL_TIME_LIMIT_MS, "suggest_facets": False}


def newest_input(raw_dir: Path) -> float:
    """The latest modification time of any file under `raw_dir` (documents and sidecars)."""
    times = [p.stat().st_mtime for p in raw_dir.rglob("*") if p.is_file()]
    return max(times, default=0.0)


def needs_build(database: Path, raw_dir: Path) -> bool:
    """True when the database is missing or older than a file in `raw_dir`."""
    if not database.exists():
        return True
    return database.stat().st_mtime < newest_input(raw_dir)


@dataclass(frozen=True, slots=True)
class ServeFiles:
    database: Path
    inspect: Path
    metadata: Path


def prepare(database: Path) -> ServeFiles:
    """Write the inspect file (`datasette inspect`) and the metadata beside the database."""
    inspect = database.with_name(f"{database.stem}.inspect.json")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "datasette",
            "inspect",
            str(database),
            "--inspect-file",
            str(inspect),
        ],
        check=True,
    )
    metadata = write_metadata(database.stem, database.with_name(f"{database.stem}.metadata.json"))
    return ServeFiles(database, inspect, metadata)


def _setting_arguments() -> list[str]:
    arguments = []
    for name, value in datasette_settings().items():
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        arguments += ["--setting", name, shown]
    return arguments


def datasette_command(files: ServeFiles, host: str, port: int) -> list[str]:
    """The command line that serves `files.database` read-only with our metadata and plugin."""
    return [
        sys.executable,
        "-m",
        "datasette",
        "serve",
        "-i",
        str(files.database),
        "--inspect-file",
        str(files.inspect),
        "--metadata",
        str(files.metadata),
        "--plugins-dir",
        str(PLUGINS_DIR),
        "--template-dir",
        str(TEMPLATES_DIR),
        *_setting_arguments(),
        "--host",
        host,
        "--port",
        str(port),
    ]
