"""The ecode360 code-export parser: an export (its text rendering or its PDF) into sections.

    parse_export_text(text, doc_id, path)   the text rendering
    parse_export_pages(export, document)    the common core over a page stream (PDF path too)
    parse_export_file(path, doc_id)         a `.txt` or `.pdf` file, by its suffix
    parse_export_text_file(path, doc_id, decoded)   a `.txt` file (its text, when decoded)
    parse_export_pdf(path, doc_id)          a `.pdf` file
    parse_print_view(text, document)        ecode360's print view saved as text (no footer), or
                                            a code page's text copied from a browser

Stages: `text` (or `pdf`, or `printview`) cuts pages and keeps the furniture apart; `clean`
turns body lines into clean, classified paragraphs (`blocks`, `paragraphs`, `classify`,
`outline`); `structure` cuts them into sections (`segments`), numbers them (`numbering`), and
builds their records (`sections`: text, subsections, tables, history citations) and the
outline's chapters and articles (`outline_records`).

The parse reads the pages three times (`source`), holding one page at a time and what each
pass keeps: (1) the furniture (`facts.Furniture`: the footer, the running headers, the
numbers they and the heading lines print, hence the numbering scheme, `schemes`); (2) the
contents pages (`toc`), the expected list of sections (a pass skipped when every page's
running header names a section, a contents page's never does, or when no page whose header
names none prints enough `§` for a listing); (3) the paragraphs, to plan the
sections (where each is cut, its number: `structure.plan_sections`), which needs the whole
stream, each paragraph packed as it goes by (`packed`: not compressed, about the text's
size); then the paragraphs unpacked, each section's record made as soon as its paragraphs are
read (`structure.make_records`). A text rendering is decoded a piece at a time on each pass
(`parsers/decode.py`), so the parse never holds the whole text, every page or every
paragraph as objects: its peak is the records it returns, the packed paragraphs and one
page's work.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

from parsers.decode import (
    DecodedText,
    TextFile,
    file_sha256,
    problem_issues,
    unix_lines,
    with_issues,
)
from parsers.ecode360.clean import iter_clean_items
from parsers.ecode360.facts import Furniture, read_contents, without_contents
from parsers.ecode360.furniture import Footer
from parsers.ecode360.items import Item
from parsers.ecode360.packed import PackedItems
from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.ecode360.printview import looks_like_code_page, looks_like_print_view, read_print_view
from parsers.ecode360.sections import Lines
from parsers.ecode360.source import HEAD, HeldPages, PageSource, TextPages, check_head
from parsers.ecode360.structure import Built, make_records, plan_sections
from parsers.ecode360.text import read_export_text
from parsers.ecode360.toc import Toc
from parsers.errors import DocumentError
from parsers.records import Document, DocumentKind, ParsedExport, ParseIssue

__all__ = [
    "ExportPage",
    "ExportText",
    "Line",
    "parse_export_file",
    "parse_export_pages",
    "parse_export_pdf",
    "parse_export_text",
    "parse_export_text_file",
    "parse_print_view",
    "read_export_text",
]


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


def _not_an_export(document: Document) -> DocumentError:
    return DocumentError(
        document.path or document.id,
        "not an ecode360 export: no 'Downloaded from https://ecode360.com/…' footer",
    )


def parse_export_pages(export: ExportText, document: Document) -> ParsedExport:
    """The sections of an export's page stream; the document's missing fields (jurisdiction,
    ecode360 code, download date, page count, title) are filled from the furniture."""
    source = HeldPages(export)
    furniture = Furniture.read(source.pages())
    if furniture.footer is None:
        raise _not_an_export(document)
    return _parse_pages(source, furniture, document, export.wrapped)


def _parse_pages(
    source: PageSource, furniture: Furniture, document: Document, wrapped: bool | None
) -> ParsedExport:
    """The parse after its first pass (`furniture`): the contents pages and the wrapping, then
    the paragraphs, to plan the sections (their cuts and numbers), and the same paragraphs
    held or packed, to make their records. Each pass reads the pages afresh and lets each go
    once read; a text that reads otherwise than the first time is refused."""
    footer: Footer | None = furniture.footer
    as_of = document.as_of or (footer.as_of if footer else None)
    scheme = furniture.scheme()
    # A pass over the pages for their contents, unless every page's header names a section.
    toc = Toc()
    if furniture.may_list_contents:
        toc = read_contents(source.pages(), scheme, document.id)
    wrapped = furniture.wrapped(toc) if wrapped is None else wrapped
    filled = replace(
        document,
        jurisdiction=document.jurisdiction or furniture.jurisdiction,
        as_of=as_of,
        code=document.code or (footer.code if footer else None),
        pages=document.pages or furniture.pages,
    )

    def paragraphs(issues: list[ParseIssue]) -> Iterator[Item]:
        pages = without_contents(source.pages(), toc)
        return iter_clean_items(
            pages, document.id, scheme, wrapped, issues, notes_at_foot=footer is not None
        )

    issues: list[ParseIssue] = []
    # A short text's paragraphs are held for the second reading; a longer one's are packed
    # (`packed`) as the plan reads them, rather than its pages read and cleaned again.
    held = list(paragraphs(issues)) if source.small else None
    packed = PackedItems()
    first = held if held is not None else packed.packing(paragraphs(issues))
    replay = packed.replayed if held is None else held.__iter__
    # Cut at headings if the furniture saw heading lines (the other way only if that was wrong).
    guess = (replay, bool(furniture.heading_numbers))
    plan = plan_sections(first, furniture.headers, document.id, toc, guess)
    if source.changed():
        raise DocumentError(document.path or document.id, "the text changed while it was read")
    lines = Lines(source.line_starts())
    again = held if held is not None else packed.unpacked()
    built = make_records(again, plan, lines, document.id, as_of, toc)
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


def _check_text(text: str, where: str) -> None:
    """A `DocumentError` for an empty text or binary data."""
    check_head(text[:HEAD], not text or text.isspace(), where)  # `strip` would copy the text


def parse_export_text(text: str, doc_id: str, path: str = "") -> ParsedExport:
    """Parse an export's text rendering; raises `DocumentError` naming `path` (or `doc_id`).
    CR LF and bare CR line ends read as LF, as a file's do (offsets are in that text)."""
    text = unix_lines(text)
    _check_text(text, path or doc_id)
    sha256 = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return _parse_text(TextPages(lambda: [text]), _new_document(doc_id, path, sha256))


def _parse_text(source: TextPages, document: Document, *, sniff: bool = True) -> ParsedExport:
    """An export's text rendering, its pages cut from the text's pieces on each pass; unless
    the registry has decided it is an export (`sniff` false), a text of no pages that opens
    as a print view, or as a code page copied from a browser, is read as one."""
    furniture = Furniture.read(source.pages())
    check_head(source.head, source.blank, document.path or document.id)
    if sniff and not furniture.pages and _opens_as_code_page(source.head):
        return parse_print_view("".join(source.texts()), document)
    if furniture.footer is None:
        raise _not_an_export(document)
    return _parse_pages(source, furniture, document, None)


def _opens_as_code_page(head: str) -> bool:
    """A text of no pages that opens as a print view or a code page copied from a browser."""
    return looks_like_print_view(head) or looks_like_code_page(head)


def parse_print_view(text: str, document: Document) -> ParsedExport:
    """ecode360's print view saved as text (no pages, no footer): sections from its headings."""
    source = HeldPages(read_print_view(text))
    furniture = replace(Furniture.read(source.pages()), footer=None)  # it prints none
    return _parse_pages(source, furniture, document, False)


def parse_export_file(path: Path, doc_id: str) -> ParsedExport:
    """Parse a `.txt` rendering or a `.pdf` download of an ecode360 export, by its suffix."""
    if path.suffix.lower() == ".pdf":
        return parse_export_pdf(path, doc_id)
    return parse_export_text_file(path, doc_id, sniff=True)


def parse_export_pdf(path: Path, doc_id: str) -> ParsedExport:
    """Parse a `.pdf` download of an ecode360 export."""
    from parsers.ecode360.pdf import read_export_pdf

    export = read_export_pdf(path)
    sha256 = file_sha256(path)
    return parse_export_pages(export, _new_document(doc_id, str(path), sha256))


def parse_export_text_file(
    path: Path, doc_id: str, decoded: DecodedText | None = None, *, sniff: bool = False
) -> ParsedExport:
    """Parse a `.txt` rendering of an ecode360 export: `decoded`, its text as the registry
    decoded it (a short one, read from memory on each pass), or else the file decoded a
    piece at a time on each pass (`TextFile`: the size guard, the encoding, NUL bytes). It is
    an export, as the registry decided, unless `sniff` asks for a print view to be told."""
    if decoded is not None:  # its bytes' digest read with them
        text = decoded.text
        document = _new_document(doc_id, str(path), decoded.sha256)
        parsed = _parse_text(TextPages(lambda: [text]), document, sniff=sniff)
        return with_issues(parsed, decoded.issues(doc_id))
    document = _new_document(doc_id, str(path), file_sha256(path))
    reader = TextFile(path)
    parsed = _parse_text(TextPages(reader.texts, checked=True), document, sniff=sniff)
    return with_issues(parsed, problem_issues(reader.problems, doc_id))
