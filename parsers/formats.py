"""The input formats a build reads, in the order `parsers.dispatch` tries them.

Each `Format` names the suffixes it reads, a `sniff` that decides from the file's content (read
once per file through a `Probe`) and the parser it hands the file to. A new input format is one
module plus one line in `FORMATS`. Parsers are imported when a file of theirs is parsed, so a
build of text files never loads pdfplumber or python-docx.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from parsers.errors import DocumentError
from parsers.markdown import looks_like_markdown_ordinance
from parsers.records import DocumentKind, ParsedExport, ParsedOrdinance
from parsers.sniff import (
    ORDINANCE_SECTION,
    SNIFF_CHARS,
    in_folder,
    looks_like_export,
    looks_like_ordinance,
    read_text,
)

Parsed = ParsedExport | ParsedOrdinance


class Probe:
    """A file under inspection: its text (or its PDF's first pages) read at most once."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @cached_property
    def text(self) -> str:
        return read_text(self.path)

    @cached_property
    def head(self) -> str:
        """What sniffing reads: a text file's start, or a PDF's first pages."""
        if self.path.suffix.lower() == ".pdf":
            from parsers.pdf import first_pages_text

            return first_pages_text(self.path)
        return self.text[:SNIFF_CHARS]


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    kind: DocumentKind
    suffixes: frozenset[str]
    sniff: Callable[[Probe], bool]
    parse: Callable[[Path, str], Parsed]


def _export(path: Path, doc_id: str) -> Parsed:
    from parsers.ecode360 import parse_export_file

    return parse_export_file(path, doc_id)


def _html(path: Path, doc_id: str) -> Parsed:
    from parsers.ecode360.html import parse_html_file

    return parse_html_file(path, doc_id)


def _ordinance(path: Path, doc_id: str) -> Parsed:
    from parsers.ordinance import parse_ordinance_file

    return parse_ordinance_file(path, doc_id)


def _pdf_is_ordinance(probe: Probe) -> bool:
    if looks_like_ordinance(probe.head):
        return True
    if not probe.head.strip():
        raise DocumentError(probe.path, "the PDF has no text layer (scanned images need OCR first)")
    return False


def _text_in_ordinances_folder(probe: Probe) -> bool:
    """A folder named `ordinances/` breaks the tie, but only beside `SECTION n:` headings."""
    return in_folder(probe.path, "ordinances") and ORDINANCE_SECTION.search(probe.text) is not None


TEXT = frozenset({".txt"})
PDF = frozenset({".pdf"})

# Tried in order; the first whose suffixes and sniff match parses the file.
FORMATS: tuple[Format, ...] = (
    Format(
        "ecode360 HTML page",
        DocumentKind.ECODE360_HTML,
        frozenset({".html", ".htm"}),
        lambda probe: True,
        _html,
    ),
    Format(
        "ordinance (Word)", DocumentKind.ORDINANCE, frozenset({".docx"}), lambda p: True, _ordinance
    ),
    Format(
        "ecode360 export (PDF)",
        DocumentKind.ECODE360_EXPORT,
        PDF,
        lambda probe: looks_like_export(probe.head),
        _export,
    ),
    Format("ordinance (PDF)", DocumentKind.ORDINANCE, PDF, _pdf_is_ordinance, _ordinance),
    Format(
        "ordinance (Markdown)",
        DocumentKind.ORDINANCE,
        frozenset({".md"}),
        lambda probe: looks_like_markdown_ordinance(probe.head),
        _ordinance,
    ),
    Format(
        "ecode360 export (text)",
        DocumentKind.ECODE360_EXPORT,
        TEXT,
        lambda probe: looks_like_export(probe.head),
        _export,
    ),
    Format(
        "ordinance (text)",
        DocumentKind.ORDINANCE,
        TEXT,
        lambda probe: looks_like_ordinance(probe.head, probe.text),
        _ordinance,
    ),
    Format(
        "ecode360 paragraphs (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        lambda probe: in_folder(probe.path, "ecode360"),
        _html,
    ),
    Format(
        "ordinance (text, by folder)",
        DocumentKind.ORDINANCE,
        TEXT,
        _text_in_ordinances_folder,
        _ordinance,
    ),
)

# What a file that no format takes is told, by suffix.
UNKNOWN = {
    ".pdf": "not an ecode360 export or an ordinance (no ecode360 download footer, "
    "no `ORDINANCE NO.` caption with `SECTION n:` headings on the first pages)",
    ".txt": "not an ecode360 export, ecode360 page or ordinance (no footer, no SECTION headings)",
}
