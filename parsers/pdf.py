"""PDF input through pdfplumber: ecode360 exports as a page stream, ordinances as plain text.

An ecode360 PDF prints the same furniture on every page: the jurisdiction (`City of X, ST`) and
the running section numbers (`§ 17.62.030`) in a band at the top, the code's name (`X CODE`,
`LAND USE`) beside them, and `Downloaded from https://ecode360.com/<CODE> on <date>` at the
bottom. The furniture is found by *position*: the footer band from where the download line sits,
the header band from where the jurisdiction and running-section lines sit (or lines repeated at
the same height on several pages), each measured per document, never from a fixed page size.
Body lines are grouped into paragraphs by the vertical gap between them, and tables that
pdfplumber's table finder recognises reach the body as one line per row.

Every failure to read a PDF becomes a `DocumentError` naming the file (and page).
"""

from __future__ import annotations

import re
import statistics
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import Any

import pdfplumber

from parsers.dispatch import ECODE360_FOOTER, ORDINANCE_CAPTION, ORDINANCE_SECTION
from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.errors import DocumentError
from parsers.records import DocumentKind

# A header segment naming only running sections: `§ 17.62.030`, or two of them side by side.
RUNNING_SECTION = re.compile(r"(?:§+\s*\d+(?:[.\-]\d+)*[A-Za-z]?\s*)+")
# A header segment naming the jurisdiction the way ecode360 prints it: `City of Cotati, CA`,
# `Town of Hempstead, NY`, `County of Sonoma, CA` (a kind of place, `of`, a name, a state code),
# or `Albany County, NY`, `Cranberry Township, PA` (a name, then the kind of place).
JURISDICTION = re.compile(
    r"(?:(?:City and County|Charter Township|City|Town|Township|Village|County|Borough|"
    r"Municipality|Parish)\s+of\s+[^,]{1,60}"
    r"|[A-Z][\w.'’ -]{1,60}\s(?:County|Township|Borough|Parish|Village|City|Town))"
    r",\s*[A-Z]{2}"
)
# A body line that starts a new paragraph whatever the spacing: a bullet glyph or a dash bullet.
BULLET_START = re.compile(r"[•▪◦●■\-–]\s")

PDF_MAGIC = b"%PDF"
MAGIC_WINDOW = 1024  # the PDF header may follow a few bytes of junk; readers look this far
SNIFF_PAGES = 3  # pages read to decide what a PDF is
MAX_HEADER_LINES = 6  # visual lines at the top of a page that may belong to the header
HEADER_ZONE = 0.25  # the header band never reaches below this fraction of the page height
FOOTER_ZONE = 0.25  # nor the footer band above this fraction from the bottom
BAND_TOLERANCE = 2.0  # points: furniture drifts this much between pages
SEGMENT_GAP_EMS = 2.5  # a horizontal gap this many text heights wide splits a furniture line
PARAGRAPH_GAP = 0.45  # a vertical gap over this fraction of the line height starts a paragraph


@dataclass(frozen=True, slots=True)
class _Visual:
    """One printed line of a page (or one table row), with its position."""

    text: str
    top: float
    bottom: float
    x0: float
    segments: tuple[str, ...]  # the line split at wide horizontal gaps (left/right header parts)
    table_row: bool = False


@dataclass(frozen=True, slots=True)
class _Page:
    number: int
    height: float
    lines: tuple[_Visual, ...]  # in reading order (top to bottom)


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
def _open(path: Path) -> Iterator[Any]:
    """The open pdfplumber document, or a `DocumentError` naming the file."""
    _check_file(path)
    try:
        pdf = pdfplumber.open(path)
    except Exception as exc:  # pdfminer raises many unrelated types on malformed input
        raise DocumentError(path, _reason(exc)) from exc
    try:
        try:
            count = len(pdf.pages)
        except Exception as exc:  # the page tree itself may be corrupt
            raise DocumentError(path, f"cannot read the page tree: {_reason(exc)}") from exc
        if count == 0:
            raise DocumentError(path, "the PDF has no pages")
        yield pdf
    finally:
        pdf.close()


def _reason(exc: BaseException) -> str:
    name = type(exc).__name__
    if "Password" in name or "Encrypt" in name:
        return "the PDF is encrypted (a password is needed to read it)"
    detail = str(exc).strip() or name
    inner = exc.__cause__ or exc.__context__
    if inner is not None and "Password" in type(inner).__name__:
        return "the PDF is encrypted (a password is needed to read it)"
    return f"cannot open the PDF: it is corrupt or truncated ({detail})"


def _page_lines(page: Any) -> tuple[_Visual, ...]:
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
            lines.append(_Visual(text, top, bottom, x0, (text,), table_row=True))
    lines.sort(key=lambda v: (round(v.top, 1), v.x0))
    return tuple(lines)


def _group_words(words: Sequence[dict[str, Any]]) -> list[_Visual]:
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
    lines: list[_Visual] = []
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
            _Visual(
                " ".join(parts),
                min(w["top"] for w in row),
                max(w["bottom"] for w in row),
                row[0]["x0"],
                parts,
            )
        )
    return lines


def _read_pages(path: Path, pdf: Any) -> list[_Page]:
    pages: list[_Page] = []
    for number, page in enumerate(pdf.pages, start=1):
        try:
            pages.append(_Page(number, float(page.height), _page_lines(page)))
        except DocumentError:
            raise
        except Exception as exc:  # pdfminer raises many unrelated types on malformed input
            raise DocumentError(
                path, f"cannot read the page ({_reason(exc)})", page=number
            ) from exc
        finally:
            page.close()  # drop pdfplumber's per-page object cache: memory stays flat
    return pages


def _is_header_mark(line: _Visual) -> bool:
    """A line that is certainly header furniture: it names the jurisdiction or running sections."""
    return not line.table_row and any(
        RUNNING_SECTION.fullmatch(seg) or JURISDICTION.fullmatch(seg) for seg in line.segments
    )


def _repeated_top_lines(pages: Sequence[_Page]) -> set[tuple[str, int]]:
    """Lines printed with the same text at the same height at the top of half the pages or more.

    Only a fallback for exports whose header names neither jurisdiction nor sections: body text
    can repeat too (ecode360 repeats notice procedures section after section), so one repetition
    is not evidence; a line on most pages is.
    """
    counts: Counter[tuple[str, int]] = Counter()
    for page in pages:
        counts.update({(line.text, round(line.top)) for line in page.lines[:MAX_HEADER_LINES]})
    needed = max(2, (len(pages) + 1) // 2)
    return {key for key, n in counts.items() if n >= needed}


def _header_bottom(page: _Page, repeated: set[tuple[str, int]]) -> float | None:
    """The bottom of the last furniture line in the page's top band, if any.

    With `repeated` empty, the furniture is the lines naming jurisdiction or running sections
    (and whatever sits between them, such as the code's name); otherwise it is the run of
    repeated lines from the top of the page.
    """
    last: _Visual | None = None
    for line in page.lines[:MAX_HEADER_LINES]:
        if line.top > page.height * HEADER_ZONE:
            break
        if _is_header_mark(line):
            last = line
        elif repeated:
            if (line.text, round(line.top)) not in repeated:
                break
            last = line
    return last.bottom if last is not None else None


@dataclass(frozen=True, slots=True)
class _Bands:
    """Where furniture sits, measured over the whole document: the header band's bottom and the
    footer band's depth from the page bottom; and which pages carry furniture at all (a band is
    applied only to a page that shows its own furniture, so a page without a header keeps its
    top lines)."""

    header_bottom: float | None
    footer_depth: float | None
    header_pages: frozenset[int]
    footer_pages: frozenset[int]


def _footer_tops(page: _Page) -> list[float]:
    return [
        line.top
        for line in page.lines
        if ECODE360_FOOTER.search(line.text) and line.top >= page.height * (1 - FOOTER_ZONE)
    ]


def _bands(pages: Sequence[_Page]) -> _Bands:
    repeated: set[tuple[str, int]] = set()
    bottoms = {page.number: _header_bottom(page, repeated) for page in pages}
    if not any(b is not None for b in bottoms.values()) and len(pages) > 1:
        repeated = _repeated_top_lines(pages)
        bottoms = {page.number: _header_bottom(page, repeated) for page in pages}
    header = [b for b in bottoms.values() if b is not None]
    depths = {
        page.number: page.height - min(tops) for page in pages if (tops := _footer_tops(page))
    }
    return _Bands(
        max(header) if header else None,
        max(depths.values()) if depths else None,
        frozenset(n for n, b in bottoms.items() if b is not None),
        frozenset(depths),
    )


def _paragraphs(lines: Sequence[_Visual]) -> list[tuple[str, bool]]:
    """Body lines into (paragraph, is a table row): a wide vertical gap, a bullet or a table row
    starts a paragraph; a table row is never joined to anything."""
    if not lines:
        return []
    heights = [line.bottom - line.top for line in lines if not line.table_row]
    height = statistics.median(heights) if heights else 10.0
    out: list[tuple[str, bool]] = []
    prev: _Visual | None = None
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


class _TextBuilder:
    """Accumulates the document text and hands out `Line`s with their offsets."""

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.offset = 0
        self.number = 0

    def add(self, text: str, *, table_row: bool = False) -> Line:
        self.number += 1
        line = Line(text, self.offset, self.number, table_row=table_row)
        self.parts.append(text)
        self.offset += len(text) + 1
        return line

    def text(self) -> str:
        return "\n".join(self.parts)


def read_export_pdf(path: Path) -> ExportText:
    """An ecode360 PDF export as a page stream: furniture by position, body in reading order."""
    with _open(path) as pdf:
        pages = _read_pages(path, pdf)
    bands = _bands(pages)
    builder = _TextBuilder()
    out: list[ExportPage] = []
    for page in pages:
        header: list[_Visual] = []
        body: list[_Visual] = []
        footer: list[_Visual] = []
        top = bands.header_bottom if page.number in bands.header_pages else None
        bottom = bands.footer_depth if page.number in bands.footer_pages else None
        for line in page.lines:
            if top is not None and line.bottom <= top + BAND_TOLERANCE:
                header.append(line)
            elif bottom is not None and page.height - line.top <= bottom + BAND_TOLERANCE:
                footer.append(line)
            else:
                body.append(line)
        header_lines = tuple(builder.add(seg) for line in header for seg in line.segments)
        body_lines = tuple(builder.add(text, table_row=row) for text, row in _paragraphs(body))
        footer_lines = tuple(builder.add(seg) for line in footer for seg in line.segments)
        out.append(ExportPage(page.number, body_lines, header_lines, footer_lines))
    return ExportText(builder.text(), tuple(out))


def read_pdf_pages(path: Path) -> tuple[str, ...]:
    """Each page's text in reading order, one paragraph per line: printed lines that a
    paragraph wraps over are joined (by the vertical gap, as for exports), table rows stay one
    line each. Page furniture is left in: an ordinance's parser knows its own."""
    with _open(path) as pdf:
        pages = _read_pages(path, pdf)
    return tuple("\n".join(text for text, _row in _paragraphs(page.lines)) for page in pages)


def read_pdf_text(path: Path) -> str:
    """A PDF's text for the ordinance parser: pages in order, joined with newlines.

    The page of a character offset is recoverable with `read_pdf_pages` (same text, same joins).
    """
    texts = read_pdf_pages(path)
    if not any(t.strip() for t in texts):
        raise DocumentError(path, "the PDF has no text layer (scanned images need OCR first)")
    return "\n".join(texts)


def pdf_kind(path: Path) -> DocumentKind:
    """What a PDF is, from its first pages: an ecode360 export (download footer) or an ordinance."""
    with _open(path) as pdf:
        texts: list[str] = []
        for number, page in enumerate(pdf.pages[:SNIFF_PAGES], start=1):
            try:
                texts.append(page.extract_text() or "")
            except Exception as exc:  # pdfminer raises many unrelated types on malformed input
                raise DocumentError(path, _reason(exc), page=number) from exc
    head = "\n".join(texts)
    if ECODE360_FOOTER.search(head):
        return DocumentKind.ECODE360_EXPORT
    if ORDINANCE_CAPTION.search(head) and ORDINANCE_SECTION.search(head):
        return DocumentKind.ORDINANCE
    if not head.strip():
        raise DocumentError(path, "the PDF has no text layer (scanned images need OCR first)")
    raise DocumentError(
        path,
        "not an ecode360 export or an ordinance (no ecode360 download footer, "
        "no `ORDINANCE NO.` caption with `SECTION n:` headings on the first pages)",
    )
