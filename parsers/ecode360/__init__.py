"""The ecode360 code-export parser: an export (its text rendering or its PDF) into sections.

    parse_export_text(text, doc_id, path)   the text rendering
    parse_export_pages(export, document)    the common core over a page stream (PDF path too)
    parse_export_file(path, doc_id)         a `.txt` or `.pdf` file
    parse_print_view(text, document)        ecode360's print view saved as text (no footer)

Stages: `text` (or `pdf`, or `printview`) splits pages and keeps the furniture apart; the
numbering scheme is detected from the printed numbers (`schemes`); `toc` takes the contents
pages out as the expected list; `clean` turns body lines into clean, classified paragraphs
(`blocks`, `paragraphs`, `classify`, `outline`); `structure` cuts them into sections (`segments`),
numbers them (`numbering`), and builds their records (`sections`: text, subsections, tables,
history citations) and the outline's chapters and articles.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import replace
from pathlib import Path

from parsers.decode import file_sha256, read_decoded, with_issues
from parsers.ecode360.clean import clean_items
from parsers.ecode360.furniture import Footer, footer_of, header_refs, jurisdiction_of
from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.ecode360.printview import looks_like_print_view, read_print_view
from parsers.ecode360.schemes import ANY_NUMBER, detect_scheme
from parsers.ecode360.sections import Lines
from parsers.ecode360.structure import Built, build_sections
from parsers.ecode360.text import read_export_text
from parsers.ecode360.toc import Toc, read_toc
from parsers.errors import DocumentError
from parsers.records import Document, DocumentKind, ParsedExport, ParseIssue

__all__ = [
    "ExportPage",
    "ExportText",
    "Line",
    "parse_export_file",
    "parse_export_pages",
    "parse_export_text",
    "parse_print_view",
    "read_export_text",
]

# NUL and other C0 controls (tab, newline, vertical tab, form feed, carriage return aside): a
# text containing them is binary data, not an export's text rendering.
CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f]")

# A heading line's section number (`§ 17.62.030.`, `§ 24-1.`), of any scheme: what the
# scheme is detected from, with the running headers.
HEADING_NUMBER = re.compile(rf"^\s*§\s*(?P<number>{ANY_NUMBER})\.")


def _new_document(doc_id: str, path: str, sha256: str) -> Document:
    return Document(
        id=doc_id,
        path=path,
        kind=DocumentKind.ECODE360_EXPORT,
        sha256=sha256,
        jurisdiction=None,
        as_of=None,
        title=None,
    )


def parse_export_pages(export: ExportText, document: Document) -> ParsedExport:
    """The sections of an export's page stream; the document's missing fields (jurisdiction,
    ecode360 code, download date, page count, title) are filled from the furniture."""
    return _parse_handed([export], document)


def _parse_handed(handed: list[ExportText], document: Document) -> ParsedExport:
    """`parse_export_pages` over the page stream `handed` holds (taken out of it, so that a
    caller keeping no other reference lets the text and the lines go as soon as the phases
    after them have what they need)."""
    footer = footer_of(handed[0].pages)
    if footer is None:
        where = document.path or document.id
        raise DocumentError(
            where, "not an ecode360 export: no 'Downloaded from https://ecode360.com/…' footer"
        )
    return _parse_pages(handed, document, footer)


def _parse_pages(
    handed: list[ExportText], document: Document, footer: Footer | None
) -> ParsedExport:
    export = handed.pop()
    as_of = document.as_of or (footer.as_of if footer else None)
    scheme = detect_scheme(_printed_numbers(export))
    toc, toc_pages = read_toc(export.pages, scheme, document.id)
    pages, wrapped = list(toc_pages), export.wrapped
    headers = [(page.number, page.header) for page in export.pages]
    lines = Lines(export.line_starts or Lines.of_text(export.text).starts)
    filled = replace(
        document,
        jurisdiction=document.jurisdiction or jurisdiction_of(export.pages),
        as_of=as_of,
        code=document.code or (footer.code if footer else None),
        pages=document.pages or len(export.pages),
    )
    del export, toc_pages  # the text and the page stream: the pages' lines go as they are read
    items, issues = clean_items(pages, document.id, scheme, wrapped)
    built = build_sections(items, headers, lines, document.id, as_of, toc)
    issues.extend(built.issues)
    return _parsed(filled, built, issues, toc)


def _parsed(document: Document, built: Built, issues: list[ParseIssue], toc: Toc) -> ParsedExport:
    chapters, sections = built.chapters, built.sections
    if not sections and not any(c.history or c.notes for c in chapters):
        raise DocumentError(
            document.path or document.id,
            "no sections found: the export has no history notes, section headings or "
            "numbered running headers",
        )
    title = document.title
    if title is None and chapters:
        first = chapters[0]
        title = f"Chapter {first.id}" + (f" — {first.title}" if first.title else "")
    return ParsedExport(
        replace(document, title=title),
        chapters,
        sections,
        tuple(issues),
        articles=built.articles,
        toc=tuple(toc.entries),
    )


def _printed_numbers(export: ExportText) -> list[str]:
    """The section numbers the running headers and `§ N.` heading lines print."""
    numbers = [n for page in export.pages for n in header_refs(page.header)]
    for page in export.pages:
        for line in page.body:
            match = HEADING_NUMBER.match(line.text)
            if match is not None:
                numbers.append(match.group("number"))
    return numbers


def _check_text(text: str, where: str) -> None:
    """A `DocumentError` for an empty text or binary data."""
    if not text or text.isspace():  # `text.strip()` would copy the whole text
        raise DocumentError(where, "the file is empty")
    control = CONTROL.search(text, 0, 20_000)
    if control is not None:
        position = control.start()
        raise DocumentError(where, "binary data, not text", line=text.count("\n", 0, position) + 1)


def parse_export_text(text: str, doc_id: str, path: str = "") -> ParsedExport:
    """Parse an export's text rendering; raises `DocumentError` naming `path` (or `doc_id`)."""
    _check_text(text, path or doc_id)
    sha256 = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return _parse_text([text], _new_document(doc_id, path, sha256))


def _parse_text(handed: list[str], document: Document) -> ParsedExport:
    """`parse_export_text` over the text `handed` holds (taken out of it: see `_parse_handed`)."""
    text = handed.pop()
    export = read_export_text(text)
    if not export.pages and looks_like_print_view(text):
        return parse_print_view(text, document)
    del text
    handed_pages = [export]
    del export
    return _parse_handed(handed_pages, document)


def parse_print_view(text: str, document: Document) -> ParsedExport:
    """ecode360's print view saved as text (no pages, no footer): sections from its headings."""
    return _parse_pages([read_print_view(text)], document, None)


def parse_export_file(path: Path, doc_id: str) -> ParsedExport:
    """Parse a `.txt` rendering or a `.pdf` download of an ecode360 export."""
    if path.suffix.lower() == ".pdf":
        from parsers.ecode360.pdf import read_export_pdf

        export = read_export_pdf(path)
        sha256 = file_sha256(path)
        return parse_export_pages(export, _new_document(doc_id, str(path), sha256))
    decoded = read_decoded(path)  # the size guard, the encoding, NUL bytes: parsers/decode.py
    issues, handed = decoded.issues(doc_id), [decoded.text]
    del decoded  # the text is handed on alone, to be let go once read into pages
    _check_text(handed[0], str(path))
    parsed = _parse_text(handed, _new_document(doc_id, str(path), file_sha256(path)))
    return with_issues(parsed, issues)
