"""Decide what a file in `raw/` is, and hand it to the parser for its kind.

Detection looks at content first (an ecode360 footer, an ordinance's `SECTION n:` headings) and
uses the folder name (`ecode360/`, `ordinances/`) only to break ties, so a city's files work
wherever they sit. Sidecars (`.toml`) are not documents: the ordinance parser reads them.
"""

from __future__ import annotations

import re
from pathlib import Path

from parsers.errors import DocumentError
from parsers.records import DocumentKind, ParsedExport, ParsedOrdinance

# File suffixes a build reads; anything else in raw/ (README.md, sidecars, images) is skipped.
DOCUMENT_SUFFIXES = frozenset({".txt", ".pdf", ".docx", ".html", ".htm"})

# The footer ecode360 prints on every page of a download: the strongest sign of an export.
ECODE360_FOOTER = re.compile(r"Downloaded from https?://ecode360\.com/\w+")
# An ordinance's own section headings (`SECTION 9:`), anywhere on a line.
ORDINANCE_SECTION = re.compile(r"\bSECTION\s+\d+\s*[:.]")
# An ordinance's caption: `ORDINANCE NO.` with or without a number.
ORDINANCE_CAPTION = re.compile(r"\bORDINANCE\s+(?:NO\.|NUMBER)", re.IGNORECASE)

SNIFF_CHARS = 20_000


def is_document(path: Path) -> bool:
    return (
        path.is_file()
        and path.suffix.lower() in DOCUMENT_SUFFIXES
        and not path.name.startswith(".")
    )


def read_text(path: Path) -> str:
    """A text file's contents, or a `DocumentError` naming it when it is empty or binary."""
    data = path.read_bytes()
    if not data.strip():
        raise DocumentError(path, "the file is empty")
    if b"\x00" in data[:SNIFF_CHARS]:
        raise DocumentError(path, "the file is binary, not text")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        # Exports saved by Windows tools are often cp1252; accept them rather than lose them.
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            raise DocumentError(
                path, f"the file is not UTF-8 text (bad byte at offset {exc.start})"
            ) from exc


def kind_of_text(text: str, path: Path) -> DocumentKind:
    """The kind of a text document, from its content (the folder only breaks ties)."""
    head = text[:SNIFF_CHARS]
    if ECODE360_FOOTER.search(head):
        return DocumentKind.ECODE360_EXPORT
    if ORDINANCE_CAPTION.search(head) and ORDINANCE_SECTION.search(text):
        return DocumentKind.ORDINANCE
    folders = {part.lower() for part in path.parts[:-1]}
    if "ecode360" in folders:
        return DocumentKind.ECODE360_HTML
    if "ordinances" in folders and ORDINANCE_SECTION.search(text):
        return DocumentKind.ORDINANCE
    raise DocumentError(
        path, "not an ecode360 export, ecode360 page or ordinance (no footer, no SECTION headings)"
    )


def detect_kind(path: Path) -> DocumentKind:
    suffix = path.suffix.lower()
    if suffix in {".html", ".htm"}:
        return DocumentKind.ECODE360_HTML
    if suffix == ".docx":
        return DocumentKind.ORDINANCE
    if suffix == ".pdf":
        from parsers.pdf import pdf_kind

        return pdf_kind(path)
    return kind_of_text(read_text(path), path)


def parse_document(path: Path, doc_id: str) -> ParsedExport | ParsedOrdinance:
    """Parse one file of `raw/` into records; raises `DocumentError` and nothing else."""
    kind = detect_kind(path)
    if kind is DocumentKind.ECODE360_EXPORT:
        from parsers.ecode360 import parse_export_file

        return parse_export_file(path, doc_id)
    if kind is DocumentKind.ECODE360_HTML:
        from parsers.html import parse_html_file

        return parse_html_file(path, doc_id)
    from parsers.ordinance import parse_ordinance_file

    return parse_ordinance_file(path, doc_id)
