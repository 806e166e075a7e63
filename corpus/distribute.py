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


def _client(workers: int, scheduler: str | None) -> Any:
    from distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler)
    import dask

    settings = {
        # No dashboard, so nobody reads the workers' statistical profiles: not taking them
        # spares a stack walk of the running task every 10 ms.
        "distributed.worker.profile.enabled": False,
        # Workers forked from a server that has imported Dask, rather than spawned: a spawned
        # worker starts a new interpreter and imports the `corpus` command and Dask again.
        "distributed.worker.multiprocessing-method": "forkserver",
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
