"""Hand a file of `raw/` to the parser of its format (the registry in `parsers/formats.py`)."""

from __future__ import annotations

from pathlib import Path

from parsers.errors import DocumentError
from parsers.formats import FORMATS, UNKNOWN, Format, Parsed, Probe
from parsers.records import DocumentKind


def format_of(path: Path) -> Format:
    """The first format whose suffixes and sniff take the file; a `DocumentError` otherwise."""
    suffix = path.suffix.lower()
    probe = Probe(path)
    for fmt in FORMATS:
        if suffix in fmt.suffixes and fmt.sniff(probe):
            return fmt
    raise DocumentError(path, UNKNOWN.get(suffix, f"no parser reads `{suffix}` files"))


def detect_kind(path: Path) -> DocumentKind:
    return format_of(path).kind


def parse_document(path: Path, doc_id: str) -> Parsed:
    """Parse one file of `raw/` into records; raises `DocumentError` and nothing else."""
    return format_of(path).parse(path, doc_id)
