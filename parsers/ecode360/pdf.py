"""ecode360 PDF downloads as a page stream: furniture found by position, body in reading order.

An ecode360 PDF prints the same furniture on every page: the jurisdiction (`City of X, ST`) and
the running section numbers (`§ 17.62.030`) in a band at the top, the code's name (`X CODE`,
`LAND USE`) beside them, and `Downloaded from https://ecode360.com/<CODE> on <date>` at the
bottom. The furniture is found by *position*: the footer band from where the download line sits,
the header band from where the jurisdiction and running-section lines sit (or lines repeated at
the same height on several pages), each measured per document, never from a fixed page size.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.pdf import (
    PdfPage,
    VisualLine,
    by_position,
    open_pdf,
    paragraphs,
    read_pages,
    reading_order,
)
from parsers.sniff import ECODE360_FOOTER

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
MAX_HEADER_LINES = 6  # visual lines at the top of a page that may belong to the header
HEADER_ZONE = 0.25  # the header band never reaches below this fraction of the page height
FOOTER_ZONE = 0.25  # nor the footer band above this fraction from the bottom
BAND_TOLERANCE = 2.0  # points: furniture drifts this much between pages


def _is_header_mark(line: VisualLine) -> bool:
    """A line that is certainly header furniture: it names the jurisdiction or running sections."""
    return not line.table_row and any(
        RUNNING_SECTION.fullmatch(seg) or JURISDICTION.fullmatch(seg) for seg in line.segments
    )


def _repeated_top_lines(pages: Sequence[PdfPage]) -> set[tuple[str, int]]:
    """Lines printed with the same text at the same height at the top of half the pages or more.

    Only a fallback for exports whose header names neither jurisdiction nor sections: body text
    can repeat too (ecode360 repeats notice procedures section after section), so one repetition
    is not evidence; a line on most pages is.
    """
    counts: Counter[tuple[str, int]] = Counter()
    for page in pages:
        top = by_position(page.lines)[:MAX_HEADER_LINES]
        counts.update({(line.text, round(line.top)) for line in top})
    needed = max(2, (len(pages) + 1) // 2)
    return {key for key, n in counts.items() if n >= needed}


def _header_bottom(page: PdfPage, repeated: set[tuple[str, int]]) -> float | None:
    """The bottom of the last furniture line in the page's top band, if any.

    With `repeated` empty, the furniture is the lines naming jurisdiction or running sections
    (and whatever sits between them, such as the code's name); otherwise it is the run of
    repeated lines from the top of the page.
    """
    last: VisualLine | None = None
    for line in by_position(page.lines)[:MAX_HEADER_LINES]:
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


def _footer_tops(page: PdfPage) -> list[float]:
    return [
        line.top
        for line in page.lines
        if ECODE360_FOOTER.search(line.text) and line.top >= page.height * (1 - FOOTER_ZONE)
    ]


def _bands(pages: Sequence[PdfPage]) -> _Bands:
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
    with open_pdf(path) as pdf:
        pages = read_pages(path, pdf)
    bands = _bands(pages)
    builder = _TextBuilder()
    out: list[ExportPage] = []
    for page in pages:
        header: list[VisualLine] = []
        body: list[VisualLine] = []
        footer: list[VisualLine] = []
        top = bands.header_bottom if page.number in bands.header_pages else None
        bottom = bands.footer_depth if page.number in bands.footer_pages else None
        for line in page.lines:  # header and footer top to bottom, the body in reading order
            if top is not None and line.bottom <= top + BAND_TOLERANCE:
                header.append(line)
            elif bottom is not None and page.height - line.top <= bottom + BAND_TOLERANCE:
                footer.append(line)
            else:
                body.append(line)
        header_lines = tuple(
            builder.add(seg) for line in by_position(header) for seg in line.segments
        )
        body_lines = tuple(
            builder.add(text, table_row=row) for text, row in paragraphs(reading_order(body))
        )
        footer_lines = tuple(
            builder.add(seg) for line in by_position(footer) for seg in line.segments
        )
        out.append(ExportPage(page.number, body_lines, header_lines, footer_lines))
    return ExportText(builder.text(), tuple(out))
