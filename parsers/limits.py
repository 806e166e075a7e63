"""The guards of one document: its size, before it is read whole, and its parse time.

Size: 200 MB by default, set by the environment variable `CORPUS_MAX_DOCUMENT_MB` (megabytes,
a decimal number) or by the `max_bytes` keyword of `parse_document`/`parse_all`, which wins. It
bounds a file's bytes before anything reads it (text, HTML, Word and PDF files alike) and, for a
PDF, the text extracted from it, checked page by page as it is read.

Time: 600 s of CPU time by default (a 30 MB export parses in well under a minute), set by
`CORPUS_MAX_DOCUMENT_SECONDS` or the `max_seconds` keyword. The parsers call `check_time()` in
their loops (per page, paragraph, element, line, section); past the budget it raises the
`DocumentError` that makes the document one parse issue while the others still build. The
check is cooperative rather than a signal: a signal reaches only a process's main thread, and a
Dask worker parses in a thread of its own; an exception raised where the parser chose is also
one it is written to let through. The clock is the thread's CPU time, so a busy machine does
not fail a document that a quiet one parses. A single step (one regular expression over one
line) is not interrupted: the parsers keep each step linear in its input instead.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from parsers.errors import DocumentError

DEFAULT_MAX_MB = 200.0
MAX_MB_ENV = "CORPUS_MAX_DOCUMENT_MB"
MEGABYTE = 1_000_000
# The `max_bytes` a caller of `parse_document` gave, for the readers it calls (a PDF's text).
_CALLER_LIMIT: ContextVar[int | None] = ContextVar("max_document_bytes", default=None)

DEFAULT_MAX_SECONDS = 600.0
MAX_SECONDS_ENV = "CORPUS_MAX_DOCUMENT_SECONDS"
# The clock is read at one `check_time()` in this many (reading it costs about a microsecond;
# the parsers' steps between checks take microseconds to milliseconds each).
CHECK_EVERY = 64


def max_document_bytes(override: int | None = None) -> int:
    """The limit in bytes: `override` when given, else the one `limited` set, else the
    environment's, else the default."""
    if override is None:
        override = _CALLER_LIMIT.get()
    if override is not None:
        if override <= 0:
            raise ValueError(f"the document size limit must be positive, not {override}")
        return override
    return int(_positive_setting(MAX_MB_ENV, DEFAULT_MAX_MB, "megabytes") * MEGABYTE)


def describe(size: int) -> str:
    return f"{size / MEGABYTE:,.1f} MB" if size >= MEGABYTE // 10 else f"{size:,} bytes"


def too_large(path: str | Path, what: str, size: int, limit: int, **where: int) -> DocumentError:
    return DocumentError(
        path,
        f"{what} is {describe(size)}, over the limit of {describe(limit)} "
        f"(set {MAX_MB_ENV} or max_bytes to raise it)",
        **where,
    )


def check_file_size(path: Path, limit: int | None = None) -> None:
    """A `DocumentError` naming `path` when its size is over the limit (nothing is read)."""
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    cap = max_document_bytes(limit)
    if size > cap:
        raise too_large(path, "the file", size, cap)


@contextmanager
def limited(max_bytes: int | None) -> Iterator[None]:
    """Within the block, `max_document_bytes()` is `max_bytes` (when given)."""
    token = _CALLER_LIMIT.set(max_bytes)
    try:
        yield
    finally:
        _CALLER_LIMIT.reset(token)


def _positive_setting(name: str, default: float, unit: str) -> float:
    setting = os.environ.get(name, "").strip()
    if not setting:
        return default
    try:
        value = float(setting)
    except ValueError:
        raise ValueError(f"{name}={setting!r} is not a number of {unit}") from None
    if not value > 0:
        raise ValueError(f"{name}={setting!r} must be positive")
    return value


def max_document_seconds(override: float | None = None) -> float:
    """The parse time budget of one document in seconds of CPU time: `override` when given,
    else the environment's, else the default."""
    if override is not None:
        if not override > 0:
            raise ValueError(f"the document time budget must be positive, not {override}")
        return override
    return _positive_setting(MAX_SECONDS_ENV, DEFAULT_MAX_SECONDS, "seconds")


class _Budget:
    """The CPU time one document's parse may still take, in the thread that parses it."""

    __slots__ = ("calls", "deadline", "path", "seconds")

    def __init__(self, path: str | Path, seconds: float) -> None:
        self.path, self.seconds = path, seconds
        self.deadline = time.thread_time() + seconds
        self.calls = 0

    def check(self) -> None:
        self.calls += 1
        if self.calls % CHECK_EVERY == 0 and time.thread_time() > self.deadline:
            raise DocumentError(
                self.path,
                f"parsing took more than its budget of {self.seconds:g} s of CPU time, "
                f"stopped (set {MAX_SECONDS_ENV} or max_seconds to raise it)",
            )


_BUDGET: ContextVar[_Budget | None] = ContextVar("document_time_budget", default=None)


def check_time() -> None:
    """A `DocumentError` naming the document being parsed when its time budget is spent (see
    the module); nothing outside `timed`."""
    budget = _BUDGET.get()
    if budget is not None:
        budget.check()


@contextmanager
def timed(path: str | Path, max_seconds: float | None = None) -> Iterator[None]:
    """Within the block, `check_time()` stops the parse of `path` once it has taken its budget
    (`max_seconds`, else the environment's, else the default) of the thread's CPU time."""
    token = _BUDGET.set(_Budget(path, max_document_seconds(max_seconds)))
    try:
        yield
    finally:
        _BUDGET.reset(token)
