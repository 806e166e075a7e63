"""The build on Dask (dask.distributed): one task per jurisdiction parses its documents and runs
every stage on a worker; the rows come back in jurisdiction order to the one writer.

Workers run `parsers.collect.parse_document_ref` and `corpus.stages.pipeline.jurisdiction_rows`,
the very functions the serial build runs, so the rows are the same; the parsed records never
leave the worker (only the rows and a progress line per document do). A worker needs the
installed package and the documents at the same paths (a shared folder): see README's
"Building on several machines".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from corpus.db.write import shard_of
from corpus.stages.pipeline import jurisdiction_rows
from parsers.collect import (
    DocumentRef,
    ProgressCallback,
    parse_refs,
)


@dataclass(frozen=True, slots=True)
class JurisdictionResult:
    """What a worker sends back for one jurisdiction: a progress line per document, and the
    rows (the parsed records stay on the worker)."""

    outcomes: tuple[tuple[str, str], ...]  # (document id, outcome)
    shard: bytes  # the rows, as a SQLite database image (corpus.db.write.shard_of)


def jurisdiction_task(refs: Sequence[DocumentRef]) -> JurisdictionResult:
    """One jurisdiction, documents to rows, on a worker: the serial build's own functions."""
    outcomes: list[tuple[str, str]] = []
    (corpus,) = parse_refs(
        refs, lambda doc_id, outcome: outcomes.append((doc_id, outcome))
    ).values()
    return JurisdictionResult(tuple(outcomes), shard_of(jurisdiction_rows(corpus)))


def _client(workers: int, scheduler: str | None) -> Any:
    from distributed import Client, LocalCluster

    if scheduler:
        return Client(scheduler)
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
) -> Iterator[bytes]:
    """Each jurisdiction's rows as a shard image, in jurisdiction order, computed on Dask."""
    client = _client(workers, scheduler)
    try:
        by_jurisdiction: dict[str, list[DocumentRef]] = {}
        for ref in refs:
            by_jurisdiction.setdefault(ref.jurisdiction, []).append(ref)
        # Submitted in the order the writer takes them, so it never waits for the first while
        # the workers finish later ones.
        order = sorted(by_jurisdiction)
        futures = {
            j: client.submit(jurisdiction_task, by_jurisdiction[j], pure=False) for j in order
        }
        for j in sorted(futures):
            result: JurisdictionResult = futures.pop(j).result()
            if progress:
                for doc_id, outcome in result.outcomes:
                    progress(doc_id, outcome)
            yield result.shard
    finally:
        cluster = client.cluster
        client.close()
        if cluster is not None:
            cluster.close()
