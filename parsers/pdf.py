"""PDF input through pdfplumber: printed lines in reading order, paragraphs, plain text.

Lines are grouped from words by height, split into segments at wide horizontal gaps (the left and
right parts of a running header), and grouped into paragraphs by the vertical gap between them;
tables that pdfplumber's table finder recognises reach the text as one line per row. The
ecode360 export reader (`parsers/ecode360/pdf.py`) finds page furniture over these lines; the
ordinance reader takes the plain text.

Every failure to read a PDF becomes a `DocumentError` naming the file (and page).
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pdfplumber

from parsers.errors import DocumentError

# A body line that starts a new paragraph whatever the spacing: a bullet glyph or a dash bullet.
BULLET_START = re.compile(r"[•▪◦●■\-–]\s")
PDF_MAGIC = b"%PDF"
MAGIC_WINDOW = 1024  # the PDF header may follow a few bytes of junk; readers look this far
SNIFF_PAGES = 3  # pages read to decide what a PDF is
SEGMENT_GAP_EMS = 2.5  # a horizontal gap this many text heights wide splits a furniture line
PARAGRAPH_GAP = 0.45  # a vertical gap over this fraction of the line height starts a paragraph


@dataclass(frozen=True, slots=True)
class VisualLine:
    """One printed line of a page (or one table row), with its position."""

    text: str
    top: float
    bottom: float
    x0: float
    segments: tuple[str, ...]  # the line split at wide horizontal gaps (left/right header parts)
    table_row: bool = False


@dataclass(frozen=True, slots=True)
class PdfPage:
    number: int
    height: float
    lines: tuple[VisualLine, ...]  # in reading order (top to bottom)


def _check_file(path: Path) -> None:
    try:
        data = path.read_bytes()[:MAGIC_WINDOW]
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not data.strip():
        raise DocumentError(path, "the file is empty")
    if PDF_MAGIC not in data:
        raise DocumentError(path, "not a PDF (no %PDF header)")


@contextmanager
def open_pdf(path: Path) -> Iterator[Any]:
    """The open pdfplumber document, or a `DocumentError` naming the file."""
    _check_file(path)
    try:
        pdf = pdfplumber.open(path)
    except Exception as exc:  # pdfminer raises many unrelated types on malformed input
        raise DocumentError(path, pdf_error(exc)) from exc
    try:
        try:
            count = len(pdf.pages)
        except Exception as exc:  # the page tree itself may be corrupt
            raise DocumentError(path, f"cannot read the page tree: {pdf_error(exc)}") from exc
        if count == 0:
            raise DocumentError(path, "the PDF has no pages")
        yield pdf
    finally:
        pdf.close()


def pdf_error(exc: BaseException) -> str:
    name = type(exc).__name__
    if "Password" in name or "Encrypt" in name:
        return "the PDF is encrypted (a password is needed to read it)"
    detail = str(exc).strip() or name
    inner = exc.__cause__ or exc.__context__
    if inner is not None and "Password" in type(inner).__name__:
        return "the PDF is encrypted (a password is needed to read it)"
    return f"cannot open the PDF: it is corrupt or truncated ({detail})"


def _page_lines(page: Any) -> tuple[VisualLine, ...]:
    """The page's printed lines in reading order, table rows standing in for table words."""
    # The table finder's default strategy follows ruling lines: a page without any has no table
    # it could find, and skipping the search there saves most of its cost.
    ruled = bool(page.rects or page.lines or page.curves)
    tables = [t for t in page.find_tables() if len(t.rows) > 1] if ruled else []
    boxes = [t.bbox for t in tables]

    def outside_tables(obj: dict[str, Any]) -> bool:
        if obj.get("object_type") != "char":
            return True
        cx = (obj["x0"] + obj["x1"]) / 2
        cy = (obj["top"] + obj["bottom"]) / 2
        return not any(x0 <= cx <= x1 and top <= cy <= bottom for x0, top, x1, bottom in boxes)

    text_page = page.filter(outside_tables) if boxes else page
    words = text_page.extract_words(keep_blank_chars=False, use_text_flow=False)
    lines = _group_words(words)
    for table in tables:
        for row, cells in zip(table.rows, table.extract(), strict=False):
            text = " ".join(" ".join(c.split()) for c in cells if c and c.strip())
            if not text:
                continue
            x0, top, _x1, bottom = row.bbox
            lines.append(VisualLine(text, top, bottom, x0, (text,), table_row=True))
    lines.sort(key=lambda v: (round(v.top, 1), v.x0))
    return tuple(lines)


def _group_words(words: Sequence[dict[str, Any]]) -> list[VisualLine]:
    """Words into printed lines: words whose vertical middles lie within half a text height."""
    rows: list[list[dict[str, Any]]] = []
    for word in sorted(words, key=lambda w: (w["top"], w["x0"])):
        middle = (word["top"] + word["bottom"]) / 2
        if rows:
            last = rows[-1]
            ref = last[0]
            half = (ref["bottom"] - ref["top"]) / 2
            if abs(middle - (ref["top"] + ref["bottom"]) / 2) <= half:
                last.append(word)
                continue
        rows.append([word])
    lines: list[VisualLine] = []
    for row in rows:
        row.sort(key=lambda w: w["x0"])
        height = max(w["bottom"] - w["top"] for w in row)
        segments: list[list[str]] = [[row[0]["text"]]]
        for prev, word in pairwise(row):
            if word["x0"] - prev["x1"] > SEGMENT_GAP_EMS * height:
                segments.append([])
            segments[-1].append(word["text"])
        parts = tuple(" ".join(s) for s in segments)
        lines.append(
            VisualLine(
                " ".join(parts),
                min(w["top"] for w in row),
                max(w["bottom"] for w in row),
                row[0]["x0"],
                parts,
            )
        )
    return lines


def read_pages(path: Path, pdf: Any) -> list[PdfPage]:
    pages: list[PdfPage] = []
    for number, page in enumerate(pdf.pages, start=1):
        try:
            pages.append(PdfPage(number, float(page.height), _page_lines(page)))
        except DocumentError:
            raise
        except Exception as exc:  # pdfminer raises many unrelated types on malformed input
            raise DocumentError(
                path, f"cannot read the page ({pdf_error(exc)})", page=number
            ) from exc
        finally:
            page.close()  # drop pdfplumber's per-page object cache: memory stays flat
    return pages


def paragraphs(lines: Sequence[VisualLine]) -> list[tuple[str, bool]]:
    """Body lines into (paragraph, is a table row): a wide vertical gap, a bullet or a table row
    starts a paragraph; a table row is never joined to anything."""
    if not lines:
        return []
    heights = [line.bottom - line.top for line in lines if not line.table_row]
    height = statistics.median(heights) if heights else 10.0
    out: list[tuple[str, bool]] = []
    prev: VisualLine | None = None
    for line in lines:
        starts = (
            prev is None
            or line.table_row
            or prev.table_row
            or line.top - prev.bottom > PARAGRAPH_GAP * height
            or BULLET_START.match(line.text) is not None
        )
        if starts:
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
    return tuple("\n".join(text for text, _row in paragraphs(page.lines)) for page in pages)


def read_pdf_text(path: Path) -> str:
    """A PDF's text for the ordinance parser: pages in order, joined with newlines.

    The page of a character offset is recoverable with `read_pdf_pages` (same text, same joins).
    """
    texts = read_pdf_pages(path)
    if not any(t.strip() for t in texts):
        raise DocumentError(path, "the PDF has no text layer (scanned images need OCR first)")
    return "\n".join(texts)


def first_pages_text(path: Path, pages: int = SNIFF_PAGES) -> str:
    """The plain text of a PDF's first pages (what sniffing reads), or a `DocumentError`."""
    with open_pdf(path) as pdf:
        texts: list[str] = []
        for number, page in enumerate(pdf.pages[:pages], start=1):
            try:
                texts.append(page.extract_text() or "")
            except Exception as exc:  # pdfminer raises many unrelated types on malformed input
                raise DocumentError(path, pdf_error(exc), page=number) from exc
    return "\n".join(texts)
