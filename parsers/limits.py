"""The size guard: a document over the limit is one clear error before it is read whole.

The limit is 200 MB by default, set by the environment variable `CORPUS_MAX_DOCUMENT_MB`
(megabytes, a decimal number) or by the `max_bytes` keyword of `parse_document`/`parse_all`,
which wins. It bounds a file's bytes before anything reads it (text, HTML, Word and PDF files
alike) and, for a PDF, the text extracted from it, checked page by page as it is read.
"""

from __future__ import annotations

import os
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


def max_document_bytes(override: int | None = None) -> int:
    """The limit in bytes: `override` when given, else the one `limited` set, else the
    environment's, else the default."""
    if override is None:
        override = _CALLER_LIMIT.get()
    if override is not None:
        if override <= 0:
            raise ValueError(f"the document size limit must be positive, not {override}")
        return override
    setting = os.environ.get(MAX_MB_ENV, "").strip()
    if not setting:
        return int(DEFAULT_MAX_MB * MEGABYTE)
    try:
        megabytes = float(setting)
    except ValueError:
        raise ValueError(f"{MAX_MB_ENV}={setting!r} is not a number of megabytes") from None
    if megabytes <= 0:
        raise ValueError(f"{MAX_MB_ENV}={setting!r} must be positive")
    return int(megabytes * MEGABYTE)


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
