"""The build on Dask (dask.distributed): documents parsed in parallel, then each jurisdiction
through every stage in parallel, the rows handed back in jurisdiction order to the one writer.

Workers run `parsers.collect.parse_document_ref` and `corpus.stages.pipeline.jurisdiction_rows`,
the very functions the serial build runs, so the rows are the same. A worker needs the
installed package and the documents at the same paths (a shared folder): see README's
"Building on several machines".
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from corpus.db.rows import TableRows
from corpus.stages.pipeline import jurisdiction_rows
from parsers.collect import (
    DocumentRef,
    Parsed,
    ProgressCallback,
    group,
    outcome_of,
    parse_document_ref,
)


def rows_of(refs: Sequence[DocumentRef], *parsed: Parsed) -> TableRows:
    """One jurisdiction's rows from its parsed documents (runs on a worker)."""
    (corpus,) = group(refs, parsed).values()
    return jurisdiction_rows(corpus)


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
) -> Iterator[TableRows]:
    """Each jurisdiction's rows, in jurisdiction order, computed on Dask."""
    from distributed import as_completed

    client = _client(workers, scheduler)
    try:
        parsed = client.map(parse_document_ref, refs, pure=False)
        by_jurisdiction: dict[str, list[int]] = {}
        for i, ref in enumerate(refs):
            by_jurisdiction.setdefault(ref.jurisdiction, []).append(i)
        rows = {
            j: client.submit(
                rows_of, [refs[i] for i in found], *[parsed[i] for i in found], pure=False
            )
            for j, found in sorted(by_jurisdiction.items())
        }
        if progress:
            where = {future.key: ref for future, ref in zip(parsed, refs, strict=True)}
            for future in as_completed(parsed):
                progress(where[future.key].id, outcome_of(future.result()))
        del parsed  # the workers may drop the parsed records once the rows are made
        for j in sorted(rows):
            yield rows.pop(j).result()
    finally:
        cluster = client.cluster
        client.close()
        if cluster is not None:
            cluster.close()
