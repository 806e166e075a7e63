"""The input formats a build reads, in the order `parsers.dispatch` tries them.

Each `Format` names the suffixes it reads, a `sniff` that decides from the file's content (read
once per file through a `Probe`: all of a text file, a PDF's pages up to the first that prints
a download footer) and the parser it hands the file to. A new input format is one
module plus one line in `FORMATS`. Parsers are imported when a file of theirs is parsed, so a
build of text files never loads pdfplumber or python-docx.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from parsers.decode import DecodedText, read_decoded, read_decoded_start, with_issues
from parsers.errors import AmbiguousDocument, DocumentError
from parsers.markdown import looks_like_markdown_ordinance
from parsers.ordinance_records import ParsedOrdinance
from parsers.records import DocumentKind, ParsedExport
from parsers.sniff import (
    ORDINANCE_SECTION,
    FooterReading,
    FooterVerdict,
    first_footer,
    in_folder,
    looks_like_ordinance,
    read_footer,
)

Parsed = ParsedExport | ParsedOrdinance


class Probe:
    """A file under inspection, read at most once: a text file decoded, or a PDF's plain text
    up to the first page that prints a download footer (an export decides there; anything
    else is read to its end, so a footer or a section heading on any page counts)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @cached_property
    def decoded(self) -> DecodedText:
        return read_decoded(self.path)

    @cached_property
    def text(self) -> str:
        if self.path.suffix.lower() == ".pdf":
            return _pdf_sniff_text(self.path)
        return self.decoded.text

    @cached_property
    def to_first_footer(self) -> str:
        """The text up to (at least) its first ecode360 download footer line, all of it when
        it has none: what `looks_like_export` reads, so that a big export is not decoded whole
        (the bytes and the text at once) only to be recognised."""
        if self.path.suffix.lower() == ".pdf" or "text" in self.__dict__:
            return self.text
        return read_decoded_start(self.path, lambda piece: first_footer(piece) is not None)

    @cached_property
    def whole(self) -> str:
        """All of the text: a PDF's every page (`text` stops at its first footer's page)."""
        if self.path.suffix.lower() == ".pdf":
            from parsers.pdf import page_texts

            return "\n".join(page_texts(self.path))
        return self.text

    @cached_property
    def footer(self) -> FooterVerdict:
        """What its download footer lines make of it (`parsers.sniff.read_footer`): read to
        its first footer, and whole only when an ordinance's caption opens it."""
        head = self.text if self.path.suffix.lower() == ".pdf" else self.to_first_footer
        return read_footer(head, lambda: self.whole)


def _pdf_sniff_text(path: Path) -> str:
    from parsers.pdf import page_texts

    pages: list[str] = []
    for text in page_texts(path):
        pages.append(text)
        if first_footer(text) is not None:
            break
    return "\n".join(pages)


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

    parsed = parse_html_file(path, doc_id)
    if path.suffix.lower() in TEXT:  # scraped paragraphs: the decoder's problems (the HTML
        # reader decodes pages itself, by their charset declarations)
        return with_issues(parsed, read_decoded(path).issues(doc_id))
    return parsed


def _ordinance(path: Path, doc_id: str) -> Parsed:
    from parsers.ordinance import parse_ordinance_file

    return parse_ordinance_file(path, doc_id)


def _is_export(probe: Probe) -> bool:
    """A download footer line makes an export, unless the document is an ordinance that
    quotes it; an ambiguous document is refused (`AmbiguousDocument`), never guessed."""
    verdict = probe.footer
    if verdict.reading is FooterReading.AMBIGUOUS:
        raise AmbiguousDocument(probe.path, verdict.reason)
    return verdict.reading is FooterReading.EXPORT


def _is_ordinance(probe: Probe) -> bool:
    """An ordinance by its caption and sections or enacting clause; also one that quotes a
    download footer where an export would print it (`_is_export` has declined it)."""
    return probe.footer.reading is FooterReading.ORDINANCE or looks_like_ordinance(probe.text)


def _pdf_is_ordinance(probe: Probe) -> bool:
    if _is_ordinance(probe):
        return True
    if not probe.text.strip():
        raise DocumentError(probe.path, "the PDF has no text layer (scanned images need OCR first)")
    return False


def _text_in_ordinances_folder(probe: Probe) -> bool:
    """A folder named `ordinances/` breaks the tie, but only beside `SECTION n:` headings."""
    return in_folder(probe.path, "ordinances") and ORDINANCE_SECTION.search(probe.text) is not None


def _is_print_view(probe: Probe) -> bool:
    """An ecode360 print view saved as text (its `Close`/`Print` chrome, `§ N. Title.` headings),
    wherever it lies."""
    from parsers.ecode360.printview import looks_like_print_view

    return looks_like_print_view(probe.text)


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
        _is_export,
        _export,
    ),
    Format("ordinance (PDF)", DocumentKind.ORDINANCE, PDF, _pdf_is_ordinance, _ordinance),
    Format(
        "ordinance (Markdown)",
        DocumentKind.ORDINANCE,
        frozenset({".md"}),
        lambda probe: looks_like_markdown_ordinance(probe.text),
        _ordinance,
    ),
    Format(
        "ecode360 export (text)",
        DocumentKind.ECODE360_EXPORT,
        TEXT,
        _is_export,
        _export,
    ),
    Format(
        "ordinance (text)",
        DocumentKind.ORDINANCE,
        TEXT,
        _is_ordinance,
        _ordinance,
    ),
    Format(
        "ecode360 print view (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        _is_print_view,
        _html,
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
    ".pdf": "not an ecode360 export or an ordinance (no ecode360 download footer on any page, "
    "no ordinance caption with `SECTION n` headings)",
    ".txt": "not an ecode360 export, ecode360 page or ordinance (no download footer line, "
    "no ordinance caption with `SECTION n` headings)",
}
