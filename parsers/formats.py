"""The input formats a build reads, in the order `parsers.dispatch` tries them.

Each `Format` names the suffixes it reads, a `sniff` that decides from the file's content (read
once per file through a `Probe`: all of a text file, a PDF's pages up to the first that prints
a download footer) and the parser it hands the file to. The registry's choice is the only one:
each format has its own parser, which never sniffs again, and a text the sniff decoded is handed
on as a `Source` rather than decoded again (`Reading` says what a format's parser reads). A new
input format is one module plus one line in `FORMATS`. Parsers are imported when a file of
theirs is parsed, so a build of text files never loads pdfplumber or python-docx.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
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

# A text file of at most this many bytes is decoded whole, once, when its format is decided,
# and that text handed to its parser; a longer export streams (`decode.TextFile`).
SHORT = 1 << 18


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
    def short(self) -> bool:
        """A text file of at most `SHORT` bytes: decoded whole at once, its text handed on."""
        try:
            return self.path.suffix.lower() != ".pdf" and self.path.stat().st_size <= SHORT
        except OSError:  # the decoder names the file and why it cannot be read
            return False

    @cached_property
    def to_first_footer(self) -> str:
        """The text up to (at least) its first ecode360 download footer line, all of it when
        it has none: what `looks_like_export` reads, so that a big export is not decoded whole
        (the bytes and the text at once) only to be recognised. A short text is decoded whole
        (`short`), once, for every sniff and its parser."""
        if self.path.suffix.lower() == ".pdf" or "text" in self.__dict__ or self.short:
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


class Reading(Enum):
    """What a format's parser is handed to read."""

    DECODED = "the decoded text"  # the text the sniff decoded, handed on whole
    STREAMED = "a short text decoded, a long one streamed"  # big exports: `decode.TextFile`
    OWN = "the file, for its own reader"  # PDFium, python-docx, lxml


@dataclass(frozen=True, slots=True)
class Source:
    """A document as the registry hands it to its format's parser: its path, and the text the
    sniff decoded (`held`) when the parser reads that text rather than the file."""

    path: Path
    held: DecodedText | None = None

    @property
    def decoded(self) -> DecodedText:
        if self.held is None:
            raise TypeError(f"{self.path}: the registry hands this format no decoded text")
        return self.held


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    kind: DocumentKind
    suffixes: frozenset[str]
    sniff: Callable[[Probe], bool]
    parse: Callable[[Source, str], Parsed]
    reading: Reading = Reading.DECODED

    def source(self, probe: Probe) -> Source:
        """What this format's parser is handed of the file `probe` looked at."""
        if self.reading is Reading.DECODED or (self.reading is Reading.STREAMED and probe.short):
            return Source(probe.path, probe.decoded)
        return Source(probe.path)


def _export_text(source: Source, doc_id: str) -> Parsed:
    from parsers.ecode360 import parse_export_text_file

    return parse_export_text_file(source.path, doc_id, source.held)


def _export_pdf(source: Source, doc_id: str) -> Parsed:
    from parsers.ecode360 import parse_export_pdf

    return parse_export_pdf(source.path, doc_id)


def _html(source: Source, doc_id: str) -> Parsed:
    from parsers.ecode360.html import parse_html_page

    return parse_html_page(source.path, doc_id)


def _numbered_text(source: Source, doc_id: str) -> Parsed:
    """A code's text with its `§ N. Title.` headings (a print view saved as text): sections."""
    from parsers.ecode360.html import parse_print_view_text

    parsed = parse_print_view_text(source.decoded, source.path, doc_id)
    return with_issues(parsed, source.decoded.issues(doc_id))


def _paragraphs(source: Source, doc_id: str) -> Parsed:
    from parsers.ecode360.html import parse_paragraph_text

    parsed = parse_paragraph_text(source.decoded.text, source.path, doc_id)
    return with_issues(parsed, source.decoded.issues(doc_id))


def _ordinance_text(source: Source, doc_id: str) -> Parsed:
    from parsers.ordinance import parse_ordinance_read

    decoded = source.decoded  # the shared decoder's problems become parse issues
    issues = decoded.issues(doc_id)
    return parse_ordinance_read(source.path, doc_id, decoded.text, issues, decoded.sha256)


def _ordinance_markdown(source: Source, doc_id: str) -> Parsed:
    from parsers.markdown import read_markdown
    from parsers.ordinance import parse_ordinance_read

    markdown = read_markdown(source.decoded.text)  # a link read otherwise than printed: an issue
    issues = markdown.issues(doc_id)
    return parse_ordinance_read(source.path, doc_id, markdown.text, issues, source.decoded.sha256)


def _ordinance_pdf(source: Source, doc_id: str) -> Parsed:
    from parsers.ordinance import parse_ordinance_read
    from parsers.ordinance.word_edits import marks_of_pdf
    from parsers.pdf import read_pdf_text

    text = read_pdf_text(source.path)
    marks = marks_of_pdf(source.path, text)
    return parse_ordinance_read(source.path, doc_id, text, marks=marks)


def _ordinance_docx(source: Source, doc_id: str) -> Parsed:
    from parsers.ordinance import parse_ordinance_read
    from parsers.word import read_docx_marked

    text, marks = read_docx_marked(source.path)
    return parse_ordinance_read(source.path, doc_id, text, marks=marks)


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


def _is_copied_code_page(probe: Probe) -> bool:
    """The text of an ecode360 code page copied from a browser (no footer, no chrome), wherever
    it lies: it opens with its chapter line and its section headings carry that chapter's
    number (`parsers.ecode360.printview.looks_like_code_page`)."""
    from parsers.ecode360.printview import looks_like_code_page

    return looks_like_code_page(probe.text)


def _is_numbered_code_text(probe: Probe) -> bool:
    """A text in an `ecode360/` folder that prints `§ N. Title.` heading lines: a code's text
    with its numbers (a print view without its chrome), not paragraphs waiting for them."""
    from parsers.ecode360.printview import has_headings

    return in_folder(probe.path, "ecode360") and has_headings(probe.text)


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
        Reading.OWN,
    ),
    Format(
        "ordinance (Word)",
        DocumentKind.ORDINANCE,
        frozenset({".docx"}),
        lambda p: True,
        _ordinance_docx,
        Reading.OWN,
    ),
    Format(
        "ecode360 export (PDF)",
        DocumentKind.ECODE360_EXPORT,
        PDF,
        _is_export,
        _export_pdf,
        Reading.OWN,
    ),
    Format(
        "ordinance (PDF)",
        DocumentKind.ORDINANCE,
        PDF,
        _pdf_is_ordinance,
        _ordinance_pdf,
        Reading.OWN,
    ),
    Format(
        "ordinance (Markdown)",
        DocumentKind.ORDINANCE,
        frozenset({".md"}),
        lambda probe: looks_like_markdown_ordinance(probe.text),
        _ordinance_markdown,
    ),
    Format(
        "ecode360 export (text)",
        DocumentKind.ECODE360_EXPORT,
        TEXT,
        _is_export,
        _export_text,
        Reading.STREAMED,
    ),
    Format(
        "ecode360 code page copied from a browser (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        _is_copied_code_page,
        _numbered_text,
    ),
    Format(
        "ordinance (text)",
        DocumentKind.ORDINANCE,
        TEXT,
        _is_ordinance,
        _ordinance_text,
    ),
    Format(
        "ecode360 print view (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        _is_print_view,
        _numbered_text,
    ),
    Format(
        "ecode360 code text (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        _is_numbered_code_text,
        _numbered_text,
    ),
    Format(
        "ecode360 paragraphs (text)",
        DocumentKind.ECODE360_HTML,
        TEXT,
        lambda probe: in_folder(probe.path, "ecode360"),
        _paragraphs,
    ),
    Format(
        "ordinance (text, by folder)",
        DocumentKind.ORDINANCE,
        TEXT,
        _text_in_ordinances_folder,
        _ordinance_text,
    ),
)

# What a file that no format takes is told, by suffix.
UNKNOWN = {
    ".pdf": "not an ecode360 export or an ordinance (no ecode360 download footer on any page, "
    "no ordinance caption with `SECTION n` headings)",
    ".txt": "not an ecode360 export, ecode360 page or ordinance (no download footer line, "
    "no ordinance caption with `SECTION n` headings)",
}
