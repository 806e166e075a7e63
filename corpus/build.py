"""Build one database from the documents in `raw/`: the stages composed, in pipeline order.

Documents are parsed (one bad document becomes a parse issue, never a stopped build), each
jurisdiction runs through every stage in memory (`corpus.stages.pipeline`), and one writer
inserts the rows, jurisdictions in sorted order. On one core, or on Dask
(`corpus.distribute`): the same functions, so the same rows. SQLite is written to a temporary
file that is renamed into place only when everything succeeded: a failed or killed build never
leaves a half-written database, and the next build removes what a killed one left behind (its
temporary database, and a local Dask cluster's scratch folder with what it records).
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path

import sqlite_utils

from corpus.db.schema import count, create_schema, finalize
from corpus.db.write import write_prepared, write_rows
from corpus.distribute import distributed_rows, remove_scratch
from corpus.stages.pipeline import STAGES, jurisdiction_rows
from parsers.collect import (
    ParsedCorpus,
    ProgressCallback,
    by_jurisdiction,
    document_refs,
    parse_jurisdiction,
)

# (jurisdiction, stage): a stage of the build starts (STAGES, then WRITING, per jurisdiction;
# INDEXES once, for every jurisdiction, with an empty jurisdiction).
StageCallback = Callable[[str, str], None]
WRITING = "writing"
INDEXES = "indexes"


@dataclass(slots=True)
class BuildSummary:
    output: Path
    counts: dict[str, int] = field(default_factory=dict)

    def lines(self) -> list[str]:
        return [f"{name}: {count}" for name, count in self.counts.items()]


# The suffix of the folder a build on a local Dask cluster keeps its files in, beside the output.
SCRATCH_SUFFIX = ".scratch"


def _stale(output: Path) -> list[Path]:
    """What earlier builds of `output` left beside it: temporary databases and journals, and
    scratch folders."""
    return sorted([*output.parent.glob(f".{output.name}.*.tmp*"), *_scratch_folders(output)])


def _scratch_folders(output: Path) -> list[Path]:
    return [p for p in output.parent.glob(f".{output.name}.*{SCRATCH_SUFFIX}") if p.is_dir()]


@contextlib.contextmanager
def scratch_folder(output: Path) -> Iterator[Path]:
    """A folder of this build's own beside `output` (call it under `build_lock`), removed when
    the build ends; one a killed build left is removed by the next (`build_lock`)."""
    folder = Path(
        tempfile.mkdtemp(prefix=f".{output.name}.", suffix=SCRATCH_SUFFIX, dir=output.parent)
    )
    try:
        yield folder
    finally:
        remove_scratch(folder, killed=False)


@contextlib.contextmanager
def build_lock(output: Path) -> Iterator[None]:
    """One build of `output` at a time; under the lock, leftovers of killed builds go."""
    output.parent.mkdir(parents=True, exist_ok=True)
    lock = output.parent / f".{output.name}.lock"
    with lock.open("w") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise RuntimeError(f"{output}: another build is writing it") from None
        for path in _stale(output):
            if path.is_dir():
                remove_scratch(path, killed=True)
            else:
                path.unlink(missing_ok=True)
        try:
            yield
        finally:
            lock.unlink(missing_ok=True)


@contextlib.contextmanager
def atomic_database(output: Path) -> Iterator[sqlite_utils.Database]:
    """A database written to a temporary file beside `output`, renamed into place on success."""
    with build_lock(output):
        tmp: Path | None = None
        db: sqlite_utils.Database | None = None
        try:
            # Inside the try: a stop (Ctrl-C, SIGTERM) between creating the file and using it
            # still removes it.
            fd, tmp_name = tempfile.mkstemp(
                prefix=f".{output.name}.", suffix=".tmp", dir=output.parent
            )
            tmp = Path(tmp_name)
            os.close(fd)
            db = sqlite_utils.Database(tmp, recreate=True)
            # A file that is renamed into place only when complete needs no journal: a crash
            # leaves a temporary file the next build removes, never a half-written database.
            db.execute("PRAGMA journal_mode = OFF")
            db.execute("PRAGMA synchronous = OFF")
            yield db
            db.conn.commit()
            db.close()
            os.replace(tmp, output)
        except BaseException:
            if db is not None:
                db.close()
            if tmp is not None:
                tmp.unlink(missing_ok=True)
                tmp.with_name(tmp.name + "-journal").unlink(missing_ok=True)
            raise


def summarize(db: sqlite_utils.Database) -> dict[str, int]:
    """The build's headline counts; a stage that wrote nothing counts 0."""
    return {
        "documents": count(db, "documents"),
        "sections": count(db, "sections"),
        "versions": count(db, "section_versions"),
        "citations": count(db, "citations"),
        "unresolved": count(db, "citations", "resolved = 0"),
        "flagged instructions": count(db, "instructions", "status = 'flagged'"),
        "parse issues": count(db, "parse_issues"),
    }


def write_jurisdiction(
    db: sqlite_utils.Database, parsed: ParsedCorpus, stage: StageCallback
) -> None:
    """One jurisdiction through every stage in this process, its rows written to `db`. The
    caller hands `parsed` over: the records are let go once their rows are made (a big export's
    records and rows are not held at once while they are written)."""
    jurisdiction = parsed.jurisdiction
    rows = jurisdiction_rows(parsed, partial(stage, jurisdiction))
    del parsed
    stage(jurisdiction, WRITING)
    write_rows(db, rows)


def write_corpus(db: sqlite_utils.Database, corpora: Iterable[ParsedCorpus]) -> None:
    """Every stage over parsed records, written to `db` (schema first, indexes last)."""
    create_schema(db, indexes=False)
    for parsed in corpora:
        write_jurisdiction(db, parsed, lambda jurisdiction, name: None)
    finalize(db)


def build_stages(jurisdictions: int, distributed: bool) -> int:
    """How many times `build` calls its `stages` callback: each stage of each jurisdiction
    (on Dask the workers run them unheard, only the writing is), then the indexes."""
    per_jurisdiction = 1 if distributed else len(STAGES) + 1
    return jurisdictions * per_jurisdiction + 1


def build(
    raw_dir: Path,
    output: Path,
    progress: ProgressCallback | None = None,
    *,
    workers: int = 0,
    scheduler: str | None = None,
    stages: StageCallback | None = None,
) -> BuildSummary:
    """Build `output` from `raw_dir`: in this process, or on a local Dask cluster of `workers`
    processes, or on the Dask scheduler at `scheduler` (`tcp://host:8786`). `progress` hears
    each document parsed; `stages` each stage as it starts, with its jurisdiction."""
    refs = document_refs(raw_dir)
    summary = BuildSummary(output)
    stage = stages or (lambda jurisdiction, name: None)
    with atomic_database(output) as db:
        create_schema(db, indexes=False)  # indexes are made once, over the final rows
        if workers or scheduler:
            jurisdictions = sorted({ref.jurisdiction for ref in refs})
            with (
                scratch_folder(output) as scratch,
                distributed_rows(refs, workers, scheduler, progress, scratch=scratch) as rows,
            ):
                for jurisdiction, prepared in zip(jurisdictions, rows, strict=True):
                    stage(jurisdiction, WRITING)
                    write_prepared(db, prepared)
                # full-text indexes over the final rows while the cluster closes: keep last
                stage("", INDEXES)
                finalize(db)
        else:
            # One jurisdiction at a time, parsed, staged, written and let go: a serial build of
            # many cities holds one city's records, not every city's.
            for group in by_jurisdiction(refs).values():
                write_jurisdiction(db, parse_jurisdiction(group, progress), stage)
            stage("", INDEXES)
            finalize(db)  # full-text indexes over the final rows: keep last
        summary.counts = summarize(db)
    return summary
