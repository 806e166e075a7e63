"""Hand a file of `raw/` to the parser of its format (the registry in `parsers/formats.py`).

The size guard (`parsers/limits.py`) runs first: a file over the limit is refused before it is
opened (a PDF by the text it yields, page by page, since its bytes may be mostly pictures). The
time budget (same module) then bounds the sniff and the parse together. The registry decides
the format once (`choose`) and hands its parser the file with what the sniff decoded of it
(`formats.Source`), so nothing is decoded or sniffed twice.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

from parsers.errors import DocumentError
from parsers.formats import FORMATS, UNKNOWN, Format, Parsed, Probe, Source
from parsers.limits import check_file_size, limited, timed
from parsers.records import DocumentKind, ParsedExport
from parsers.scheme_headings import export_scheme, in_scheme

PDF_SUFFIX = ".pdf"


def choose(path: Path) -> tuple[Format, Source]:
    """The first format whose suffixes and sniff take the file, and what its parser is handed
    of it (`Format.source`); a `DocumentError` otherwise."""
    suffix = path.suffix.lower()
    if suffix != PDF_SUFFIX:
        check_file_size(path)
    probe = Probe(path)
    for fmt in FORMATS:
        if suffix in fmt.suffixes and fmt.sniff(probe):
            return fmt, fmt.source(probe)
    raise DocumentError(path, UNKNOWN.get(suffix, f"no parser reads `{suffix}` files"))


def format_of(path: Path) -> Format:
    """The format the registry chooses for the file (`choose`)."""
    return choose(path)[0]


def detect_kind(path: Path, *, max_bytes: int | None = None) -> DocumentKind:
    with limited(max_bytes):
        return format_of(path).kind


def parse_document(
    path: Path, doc_id: str, *, max_bytes: int | None = None, max_seconds: float | None = None
) -> Parsed:
    """Parse one file of `raw/` into records; raises `DocumentError` and nothing else.

    `max_bytes` overrides the size limit (`CORPUS_MAX_DOCUMENT_MB`, default 200 MB),
    `max_seconds` the time budget (`CORPUS_MAX_DOCUMENT_SECONDS`, default 600 s of CPU time).
    The document record carries the file's modification time as it was before the parse."""
    modified = modification_time(path)
    with limited(max_bytes), timed(path, max_seconds):
        fmt, source = choose(path)
        parsed = fmt.parse(source, doc_id)
    parsed = replace(parsed, document=replace(parsed.document, modified=modified))
    if isinstance(parsed, ParsedExport):  # every reader's export: its scheme decided here, once
        scheme = export_scheme(parsed)
        return replace(in_scheme(parsed, scheme), scheme=scheme)
    return parsed


def modification_time(path: Path) -> datetime:
    """A file's modification time (UTC); a `DocumentError` naming it when it cannot be read."""
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, tz=UTC)
    except OSError as exc:
        raise DocumentError(path, f"cannot read its modification time: {exc}") from exc
