"""The build on Dask (dask.distributed): one task per jurisdiction parses its documents and runs
every stage on a worker; the rows come back in jurisdiction order to the one writer.

Workers run `parsers.collect.parse_document_ref` and `corpus.stages.pipeline.jurisdiction_rows`,
the very functions the serial build runs, so the rows are the same; the parsed records never
leave the worker (only the rows and a progress line per document do). A worker needs the
installed package and the documents at the same paths (a shared folder): see README's
"Building on several machines".

A local cluster keeps its files in a scratch folder the build owns (`corpus/build.py` makes it
beside the output, under the build's lock, and removes it): Dask's scheduler and worker folders
go there, and it records where multiprocessing put its own temporary folder (`pymp-*`, the
forkserver's socket), so that the next build removes what a killed one left. Stopping (Ctrl-C,
SIGTERM) is quiet: local workers ignore Ctrl-C (the build stops them), a stop that comes while
the cluster starts waits until it is up, and the cluster is then closed before the build ends.
"""

from __future__ import annotations

import contextlib
import logging
import shutil
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import FrameType
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


# Where a local cluster's scratch folder records the temporary folders multiprocessing made.
TEMP_DIRS_RECORD = "temp-dirs"
# The name multiprocessing gives its temporary folders (`multiprocessing.util.get_temp_dir`).
MULTIPROCESSING_TEMP_PREFIX = "pymp-"
# How long a stopped build waits for its local cluster to close, in seconds.
CLOSE_TIMEOUT = 10

SignalHandler = Callable[[int, FrameType | None], Any] | int | signal.Handlers | None


def _in_main_thread() -> bool:
    return threading.current_thread() is threading.main_thread()


@contextlib.contextmanager
def signals_deferred() -> Iterator[None]:
    """Ctrl-C and SIGTERM held back while a cluster starts or closes (Dask cannot close one
    caught half started), then handed to the handlers they would have met, at once."""
    if not _in_main_thread():  # only the main thread may set handlers
        yield
        return
    caught: list[int] = []
    stops = (signal.SIGINT, signal.SIGTERM)
    previous = {
        sig: signal.signal(sig, lambda signum, frame: caught.append(signum)) for sig in stops
    }
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for signum in caught[:1]:
            _deliver(signum, previous[signal.Signals(signum)])


def _deliver(signum: int, handler: SignalHandler) -> None:
    if callable(handler):
        handler(signum, None)
    elif handler == signal.SIG_DFL:
        signal.raise_signal(signum)


def _start_method(scratch: Path | None) -> str:
    """How local workers start: forked from a server that has imported Dask and the stages
    (where the platform has one), rather than spawned, which starts a new interpreter that
    imports the `corpus` command, Dask and the stages again in each worker. The server starts
    with Ctrl-C ignored, and so do the workers forked from it: a Ctrl-C at a terminal reaches
    every process of the build, and only the build itself should answer it."""
    import multiprocessing
    import multiprocessing.forkserver
    import multiprocessing.util

    if "forkserver" not in multiprocessing.get_all_start_methods():
        return "spawn"
    # Started now, so that its imports run while this process imports Dask and starts the
    # scheduler, not after.
    multiprocessing.get_context("forkserver").set_forkserver_preload(FORKSERVER_PRELOAD)
    ignored = _in_main_thread()
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN) if ignored else None
    try:
        multiprocessing.forkserver.ensure_running()
    finally:
        if ignored:
            signal.signal(signal.SIGINT, previous)
    if scratch is not None:  # the forkserver's socket lies in it: a killed build leaves it
        (scratch / TEMP_DIRS_RECORD).write_text(multiprocessing.util.get_temp_dir() + "\n")
    return "forkserver"


def remove_scratch(folder: Path, *, killed: bool) -> None:
    """Remove a local cluster's scratch folder; for a killed build's (`killed`), also the
    temporary folders of multiprocessing it records (a live process still uses its own)."""
    record = folder / TEMP_DIRS_RECORD
    if killed and record.is_file():
        for line in record.read_text(errors="replace").splitlines():
            temp = Path(line.strip())
            # only what multiprocessing names so, and only a folder: a damaged record
            # removes nothing else
            if temp.name.startswith(MULTIPROCESSING_TEMP_PREFIX) and temp.is_dir():
                shutil.rmtree(temp, ignore_errors=True)
    shutil.rmtree(folder, ignore_errors=True)


def _client(workers: int, scheduler: str | None, scratch: Path | None) -> Any:
    if scheduler:
        from distributed import Client

        return Client(scheduler)
    method = _start_method(scratch)
    import dask
    from distributed import Client, LocalCluster

    settings: dict[str, object] = {
        # No dashboard, so nobody reads the workers' statistical profiles: not taking them
        # spares a stack walk of the running task every 10 ms.
        "distributed.worker.profile.enabled": False,
        "distributed.worker.multiprocessing-method": method,
    }
    if scratch is not None:  # the scheduler's and the workers' folders, in the build's own
        settings["temporary-directory"] = str(scratch)
    with dask.config.set(settings):
        cluster = LocalCluster(
            n_workers=workers,
            threads_per_worker=1,  # the stages are pure Python: processes, not threads
            processes=True,
            dashboard_address=None,
            # the scheduler's HTTP server (health, metrics) on a free local port: 8787 may
            # be another cluster's, and Dask would say so on stderr
            scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},
            local_directory=str(scratch) if scratch is not None else None,
            # Dask's own log lines are not the build's: a task that fails raises in the
            # build, and what the cluster says while a stopped build closes it is noise
            silence_logs=logging.CRITICAL,
        )
    return Client(cluster)


@contextlib.contextmanager
def distributed_rows(
    refs: Sequence[DocumentRef],
    workers: int,
    scheduler: str | None,
    progress: ProgressCallback | None = None,
    *,
    scratch: Path | None = None,
) -> Iterator[Iterator[PreparedRows]]:
    """Each jurisdiction's rows, prepared for the writer, in jurisdiction order, computed on
    Dask; a local cluster keeps its files in `scratch`. The cluster is closed when the block
    ends: in the background once the last rows came (the writer makes its indexes meanwhile),
    at once if the block is left early (a stop, an error)."""
    client = None
    closing: list[threading.Thread] = []
    try:
        with signals_deferred():
            client = _client(workers, scheduler, scratch)
        yield _rows(client, refs, progress, closing)
    except BaseException:
        if client is not None and not closing:
            with signals_deferred():
                _close(client)
        raise
    finally:
        for thread in closing:
            thread.join()


def _rows(
    client: Any,
    refs: Sequence[DocumentRef],
    progress: ProgressCallback | None,
    closing: list[threading.Thread],
) -> Iterator[PreparedRows]:
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
    # Stopping the workers takes a moment the writer need not wait for: it overlaps the
    # indexes (the block's end waits for it).
    thread = threading.Thread(target=_close, args=(client,), name="close-dask")
    closing.append(thread)
    thread.start()


def _close(client: Any) -> None:
    cluster = client.cluster
    with contextlib.suppress(Exception):  # a client that will not close is left to exit
        client.close(timeout=CLOSE_TIMEOUT)
    if cluster is not None:
        with contextlib.suppress(Exception):
            cluster.close(timeout=CLOSE_TIMEOUT)
