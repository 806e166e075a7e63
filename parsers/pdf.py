"""PDF input: printed lines in reading order, paragraphs, plain text.

Lines come from PDFium (pypdfium2) in the order the page draws them, checked and split by
position (`parsers/pdf_lines.py`): about a hundred times faster than pdfplumber's layout
analysis, and a two-column page stays in column order instead of interleaving its columns.
pdfplumber runs only on a page that draws enough rules to hold a ruled table: each table it
finds reaches the text as one line per row (`parsers/pdf_tables.py`). Lines are grouped into
paragraphs by the vertical gap between them. The ecode360 export reader
(`parsers/ecode360/pdf.py`) finds page furniture over these lines; the ordinance reader takes
the plain text.

Every failure to read a PDF becomes a `DocumentError` naming the file (and page). PDFium is not
thread-safe: one lock serialises the documents this process reads.
"""

from __future__ import annotations

import re
import statistics
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path

import pypdfium2 as pdfium

from parsers.errors import DocumentError
from parsers.limits import check_time, max_document_bytes, too_large
from parsers.pdf_lines import PdfPage, TextPage, VisualLine, page_lines
from parsers.pdf_tables import may_hold_table, table_rows, with_tables

__all__ = [
    "PdfPage",
    "VisualLine",
    "open_pdf",
    "page_texts",
    "paragraphs",
    "read_pages",
    "read_pdf_pages",
    "read_pdf_text",
]

# A body line that starts a new paragraph whatever the spacing: a bullet glyph or a dash bullet.
BULLET_START = re.compile(r"[•▪◦●■\-–]\s")
# A body line that begins a section heading or a table-of-contents entry, which starts a
# paragraph whatever the spacing (a TOC's entries sit closer than a paragraph's gap, and a
# heading may follow a note with no gap): `§ 15.04.010. Title.`, `§ 24-5. Purchasing Agent.`,
# `§ 19:2-4. Definitions.` — a section sign, a number, a period, a capital or a bracket.
HEADING_START = re.compile(r"§{1,2}\s?\d[\w.:-]*\.\s+[A-Z\[(]")
# A line that is nothing but a structure heading (`Chapter 15.04`, `CHAPTER 17.90`, `Title 15`,
# `ARTICLE II`, `Part 2`): a paragraph of its own, its name on the next line another.
STRUCTURE_LINE = re.compile(
    r"(?:Title|TITLE|Subtitle|SUBTITLE|Chapter|CHAPTER|Subchapter|SUBCHAPTER|Article|ARTICLE"
    r"|Part|PART|Division|DIVISION)\s+(?:\d+[A-Z]?(?:[.:-]\d+[A-Z]?)*|[IVXLC]+)\.?"
)
PDF_MAGIC = b"%PDF"
MAGIC_WINDOW = 1024  # the PDF header may follow a few bytes of junk; readers look this far
PARAGRAPH_GAP = 0.45  # a vertical gap over this fraction of the line height starts a paragraph
RISE_SHARE = 0.5  # a line this share of its height above the last one starts a new column
ENCRYPTED = "the PDF is encrypted (a password is needed to read it)"

_PDFIUM = threading.RLock()  # PDFium keeps global state: one document at a time per process


def _check_file(path: Path) -> None:
    try:
        with path.open("rb") as handle:
            data = handle.read(MAGIC_WINDOW)
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not data.strip():
        raise DocumentError(path, "the file is empty")
    if PDF_MAGIC not in data:
        raise DocumentError(path, "not a PDF (no %PDF header)")


def pdf_error(exc: BaseException) -> str:
    """What a reader's exception means for a person: encrypted, or corrupt or truncated."""
    for err in (exc, exc.__cause__, exc.__context__):
        if err is None:
            continue
        name = type(err).__name__
        if "Password" in name or "Encrypt" in name or "password" in str(err).lower():
            return ENCRYPTED
    detail = str(exc).strip() or type(exc).__name__
    return f"cannot open the PDF: it is corrupt or truncated ({detail})"


def _page_count_by_pdfminer(path: Path) -> int | None:
    """A second opinion on a file PDFium rejects (PDFium refuses a document with an empty page
    tree): its page count when pdfminer can read it, else None."""
    import pdfplumber

    try:
        with pdfplumber.open(path) as pdf:
            return len(pdf.pages)
    except Exception:  # pdfminer raises many unrelated types on malformed input
        return None


@contextmanager
def open_pdf(path: Path) -> Iterator[pdfium.PdfDocument]:
    """The open PDFium document (under the PDFium lock), or a `DocumentError` naming the file."""
    _check_file(path)
    with _PDFIUM:
        try:
            pdf = pdfium.PdfDocument(path)
        except Exception as exc:  # PdfiumError, or an OS error reading the file
            if _page_count_by_pdfminer(path) == 0:
                raise DocumentError(path, "the PDF has no pages") from exc
            raise DocumentError(path, pdf_error(exc)) from exc
        try:
            if len(pdf) == 0:
                raise DocumentError(path, "the PDF has no pages")
            yield pdf
        finally:
            pdf.close()


def _pdfium_page(pdf: pdfium.PdfDocument, index: int) -> tuple[PdfPage, bool]:
    """One page's lines, and whether it draws enough rules to hold a ruled table."""
    page = pdf[index]
    try:
        _left, bottom, _right, top = page.get_mediabox()
        textpage = page.get_textpage()
        try:
            lines = tuple(page_lines(TextPage(textpage, top)))
        finally:
            textpage.close()
        return PdfPage(index + 1, top - bottom, lines), may_hold_table(page.raw)
    finally:
        page.close()


def _add_tables(path: Path, pages: list[PdfPage], ruled: list[int]) -> None:
    """Replace the lines of ruled tables on the `ruled` pages (1-based) by their rows."""
    import pdfplumber

    try:
        plumber = pdfplumber.open(path, pages=ruled)
    except Exception as exc:  # pdfminer raises many unrelated types on malformed input
        raise DocumentError(path, pdf_error(exc), page=ruled[0]) from exc
    with plumber:
        for number, plumber_page in zip(ruled, plumber.pages, strict=True):
            try:
                tables = table_rows(plumber_page)
            except Exception as exc:  # pdfminer raises many unrelated types on malformed input
                reason = f"cannot read the page ({pdf_error(exc)})"
                raise DocumentError(path, reason, page=number) from exc
            finally:
                plumber_page.close()
            if tables:
                lines = tuple(with_tables(pages[number - 1].lines, tables))
                pages[number - 1] = PdfPage(number, pages[number - 1].height, lines)


def read_pages(path: Path, pdf: pdfium.PdfDocument) -> list[PdfPage]:
    """Every page's printed lines in reading order, ruled tables as one line per row."""
    pages: list[PdfPage] = []
    ruled: list[int] = []
    limit = max_document_bytes()
    size = 0  # bytes of text read so far (UTF-8)
    for index in range(len(pdf)):
        check_time()
        try:
            page, may_table = _pdfium_page(pdf, index)
        except Exception as exc:  # PdfiumError on a broken page object
            reason = f"cannot read the page ({pdf_error(exc)})"
            raise DocumentError(path, reason, page=index + 1) from exc
        size += sum(len(line.text.encode("utf-8", "replace")) + 1 for line in page.lines)
        if size > limit:
            raise too_large(path, "the PDF's text", size, limit, page=index + 1)
        pages.append(page)
        if may_table:
            ruled.append(index + 1)
    if ruled:
        _add_tables(path, pages, ruled)
    return pages


def page_texts(path: Path) -> Iterator[str]:
    """Each page's plain text in the order the page draws it (what sniffing reads), one page at
    a time, so that a reader can stop early; `DocumentError` for an unreadable file or page."""
    with open_pdf(path) as pdf:
        for index in range(len(pdf)):
            check_time()
            try:
                page = pdf[index]
                textpage = page.get_textpage()
                text = textpage.get_text_range()
                textpage.close()
                page.close()
            except Exception as exc:  # PdfiumError on a broken page object
                raise DocumentError(path, pdf_error(exc), page=index + 1) from exc
            yield text.replace("\r\n", "\n").replace("\ufffe", "-\n")


def _starts_paragraph(line: VisualLine, prev: VisualLine | None, height: float) -> bool:
    if prev is None or line.table_row or prev.table_row:
        return True
    if line.top - prev.bottom > PARAGRAPH_GAP * height:
        return True
    if line.top < prev.top - RISE_SHARE * height:  # back up the page: the next column
        return True
    if STRUCTURE_LINE.fullmatch(line.text) or STRUCTURE_LINE.fullmatch(prev.text):
        return True
    return BULLET_START.match(line.text) is not None or HEADING_START.match(line.text) is not None


def paragraphs(lines: Sequence[VisualLine]) -> list[tuple[str, bool]]:
    """Body lines into (paragraph, is a table row): a wide vertical gap, a move back up the page
    (the next column), a bullet, a section heading, a table row starts a paragraph; a table
    row and a structure heading line (`Chapter 15.04`) are never joined to anything."""
    if not lines:
        return []
    heights = [line.bottom - line.top for line in lines if not line.table_row]
    height = statistics.median(heights) if heights else 10.0
    out: list[tuple[str, bool]] = []
    prev: VisualLine | None = None
    for line in lines:
        if _starts_paragraph(line, prev, height):
            out.append((line.text, line.table_row))
        else:
            out[-1] = (out[-1][0] + " " + line.text, False)
        prev = line
    return out


def read_pdf_pages(path: Path) -> tuple[str, ...]:
    """Each page's text in reading order, one paragraph per line: printed lines that a
    paragraph wraps over are joined (by the vertical gap, as for exports), table rows stay one
    line each. Page furniture is left in: an ordinance's parser knows its own."""
    with open_pdf(path) as pdf:
        pages = read_pages(path, pdf)
    return tuple(
        "\n".join(text for text, _row in paragraphs(reading_order(page.lines))) for page in pages
    )


def read_pdf_text(path: Path) -> str:
    """A PDF's text for the ordinance parser: pages in order, joined with newlines.

    The page of a character offset is recoverable with `read_pdf_pages` (same text, same joins).
    """
    texts = read_pdf_pages(path)
    if not any(t.strip() for t in texts):
        raise DocumentError(path, "the PDF has no text layer (scanned images need OCR first)")
    return "\n".join(texts)


def by_position(lines: Sequence[VisualLine]) -> list[VisualLine]:
    """Lines top to bottom, ties left to right."""
    return sorted(lines, key=lambda v: (round(v.top, 1), v.x0))


def _overlap(a: VisualLine, b: VisualLine) -> bool:
    return min(a.x1, b.x1) > max(a.x0, b.x0)


def reading_order(lines: Sequence[VisualLine]) -> list[VisualLine]:
    """The lines in the order the page draws them, unless that order goes back up the page
    within one column (a producer that draws out of order): then top to bottom.

    Going up to a line beside the last one is the next column and keeps the drawing order.
    """
    for prev, line in pairwise(lines):
        rise = RISE_SHARE * max(line.bottom - line.top, 1.0)
        if line.top < prev.top - rise and _overlap(prev, line) and not line.table_row:
            return by_position(lines)
    return list(lines)
