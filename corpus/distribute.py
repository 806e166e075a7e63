"""The build on Dask (dask.distributed): one task per jurisdiction parses its documents and runs
every stage on a worker; the rows come back in jurisdiction order to the one writer.

Workers run `parsers.collect.parse_document_ref` and `corpus.stages.pipeline.jurisdiction_rows`,
the very functions the serial build runs, so the rows are the same; the parsed records never
leave the worker (only the rows and a progress line per document do). A worker needs the
installed package and the documents at the same paths (a shared folder): see README's
"Building on several machines".
"""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from corpus.db.write import PreparedRows, prepare_rows
from corpus.stages.pipeline import jurisdiction_rows
from parsers.collect import DocumentRef, ProgressCallback, by_jurisdiction, parse_jurisdiction


@dataclass(frozen=True, slots=True)
class JurisdictionResult:
    """What a worker sends back for one jurisdiction: a progress line per document, and the
    rows (the parsed records stay on the worker)."""

    outcomes: tuple[tuple[str, str], ...]  # (document id, outcome)
    rows: PreparedRows  # ready for the writer: unique keys, search items, tuples


def jurisdiction_task(refs: Sequence[DocumentRef]) -> JurisdictionResult:
    """One jurisdiction, documents to rows, on a worker: the serial build's own functions."""
    outcomes: list[tuple[str, str]] = []
    corpus = parse_jurisdiction(refs, lambda doc_id, outcome: outcomes.append((doc_id, outcome)))
    return JurisdictionResult(tuple(outcomes), prepare_rows(jurisdiction_rows(corpus)))


# What the server local workers are forked from imports before it forks them: Dask, this
# module with every stage it runs, and spaCy with its English data, which the terms stage
# would import on each worker's first jurisdiction (0.5 s). Only workers import spaCy: the
# command and the server never do.
FORKSERVER_PRELOAD = [
    "distributed",
    "dask",
    "cloudpickle",
    "msgpack",
    "tornado",
    __name__,
    "spacy",
    "spacy.matcher",
    "spacy.lang.en",
]


def _start_method() -> str:
    """How local workers start: forked from a server that has imported Dask and the stages
    (where the platform has one), rather than spawned, which starts a new interpreter that
    imports the `corpus` command, Dask and the stages again in each worker."""
    import multiprocessing
    import multiprocessing.forkserver

    if "forkserver" not in multiprocessing.get_all_start_methods():
        return "spawn"
    # Started now, so that its imports run while this process imports Dask and starts the
    # scheduler, not after.
    multiprocessing.get_context("forkserver").set_forkserver_preload(FORKSERVER_PRELOAD)
    multiprocessing.forkserver.ensure_running()
    return "forkserver"


def _client(workers: int, scheduler: str | None) -> Any:
    if scheduler:
        from distributed import Client

        return Client(scheduler)
    method = _start_method()
    import dask
    from distributed import Client, LocalCluster

    settings = {
        # No dashboard, so nobody reads the workers' statistical profiles: not taking them
        # spares a stack walk of the running task every 10 ms.
        "distributed.worker.profile.enabled": False,
        "distributed.worker.multiprocessing-method": method,
    }
    with dask.config.set(settings):
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,  # the stages are pure Python: processes, not threads
            processes=True,
            dashboard_address=None,
        )
    return Client(cluster)


def distributed_rows(
    refs: Sequence[DocumentRef],
    workers: int,
    scheduler: str | None,
    progress: ProgressCallback | None = None,
) -> Iterator[PreparedRows]:
    """Each jurisdiction's rows, prepared for the writer, in jurisdiction order, computed on
    Dask."""
    client = _client(workers, scheduler)
    try:
        # Submitted in the order the writer takes them, so it never waits for the first while
        # the workers finish later ones.
        futures = {
            j: client.submit(jurisdiction_task, group, pure=False)
            for j, group in by_jurisdiction(refs).items()
        }
        for j in sorted(futures):
            result: JurisdictionResult = futures.pop(j).result()
            if progress:
                for doc_id, outcome in result.outcomes:
                    progress(doc_id, outcome)
            yield result.rows
    finally:
        # Stopping the workers takes a moment the writer need not wait for: it overlaps the
        # indexes (the thread is not a daemon, so the process still ends after it).
        threading.Thread(target=_close, args=(client,), name="close-dask").start()


def _close(client: Any) -> None:
    cluster = client.cluster
    client.close()
    if cluster is not None:
        cluster.close()
