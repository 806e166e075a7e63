"""A PDF page's printed lines from PDFium's text page: fast, in the order the PDF draws them.

PDFium (through pypdfium2) hands out a page's characters in content-stream order with its own
line breaks (`\\r\\n`), and the boxes of its "text rects" (runs of one text object). That order
is the producer's reading order: ecode360's downloads (Prince) draw a two-column table of
contents column by column, then the page's header and footer last. So a line here is one of
PDFium's lines, checked by position: its rects must sit on one baseline with no wide gap
between them. A line that fails the check (a header whose left and right parts are far apart, a
run PDFium joined across printed lines, a word hyphenated over a line end) is rebuilt from its
characters' boxes, which costs one call per character and is done only for those lines.

Coordinates are pdfplumber's: points from the top-left corner of the page's media box.
"""

from __future__ import annotations

import ctypes
import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

import pypdfium2.raw as pdfium_c

SEGMENT_GAP_EMS = 2.5  # a horizontal gap this many text heights wide splits a line in segments
BASELINE_SHARE = 0.5  # a box whose middle is this share of the line height off is another line
BACKWARDS_EMS = 1.0  # a character this many heights left of the previous one starts a line
# A line's vertical extent, as pdfminer (pdfplumber) measures it: from the font size and the
# baseline, the same for every glyph, so the gaps between lines compare paragraphs reliably.
DESCENT = 0.2  # the part of the font size below the baseline (Helvetica 0.21, DejaVu 0.24)
SOFT_HYPHEN = "\ufffe"  # PDFium's mark for a hyphen that ends a printed line mid-word
# PDFium's line breaks, and the end of a printed line that a hyphenated word runs over.
RUN_BREAK = re.compile(r"\r\n|(?<=\ufffe)")


@dataclass(frozen=True, slots=True)
class VisualLine:
    """One printed line of a page (or one table row), with its position."""

    text: str
    top: float
    bottom: float
    x0: float
    segments: tuple[str, ...]  # the line split at wide horizontal gaps (left/right header parts)
    table_row: bool = False
    x1: float = 0.0


@dataclass(frozen=True, slots=True)
class PdfPage:
    number: int
    height: float
    lines: tuple[VisualLine, ...]  # in reading order (the order the page draws them)


Box = tuple[float, float, float, float]  # left, top, right, bottom (top-left origin)


class TextPage:
    """One page's PDFium text page: its characters, their boxes and its rects."""

    def __init__(self, textpage: Any, page_top: float) -> None:
        self.raw = textpage.raw
        self.page_top = page_top
        count = pdfium_c.FPDFText_CountChars(self.raw)
        self.text: str = textpage.get_text_range(0, count) if count > 0 else ""
        self._l, self._t = ctypes.c_double(), ctypes.c_double()
        self._r, self._b = ctypes.c_double(), ctypes.c_double()
        self._rect = pdfium_c.FS_RECTF()
        self._x, self._y = ctypes.c_double(), ctypes.c_double()

    def rects(self, start: int, count: int) -> list[Box]:
        """The boxes of the text objects' runs among `count` characters from `start`."""
        total = pdfium_c.FPDFText_CountRects(self.raw, start, count)
        out: list[Box] = []
        refs = (ctypes.byref(self._l), ctypes.byref(self._t))
        more = (ctypes.byref(self._r), ctypes.byref(self._b))
        for index in range(total):
            pdfium_c.FPDFText_GetRect(self.raw, index, *refs, *more)
            top = self.page_top - self._t.value
            bottom = self.page_top - self._b.value
            if bottom - top > 0.01 and self._r.value - self._l.value > 0.01:
                out.append((self._l.value, top, self._r.value, bottom))
        return out

    def char_box(self, index: int) -> Box | None:
        """The loose box of one character (font ascent to descent), or None for a zero box."""
        rect = self._rect
        if not pdfium_c.FPDFText_GetLooseCharBox(self.raw, index, rect):
            return None
        if rect.top - rect.bottom <= 0.01:
            return None
        return (rect.left, self.page_top - rect.top, rect.right, self.page_top - rect.bottom)

    def vertical(self, index: int) -> tuple[float, float] | None:
        """The top and bottom of a line whose first character is `index`: font size and
        baseline, as pdfminer measures a character; None when PDFium knows no font size."""
        size = pdfium_c.FPDFText_GetFontSize(self.raw, index)
        if size <= 0 or not pdfium_c.FPDFText_GetCharOrigin(self.raw, index, self._x, self._y):
            return None
        bottom = self.page_top - self._y.value + DESCENT * size
        return bottom - size, bottom


def _runs(text: str) -> Iterator[tuple[int, int]]:
    """PDFium's lines as character ranges, split after a hyphen that ends a printed line."""
    start = 0
    for match in RUN_BREAK.finditer(text):
        if match.start() > start:
            yield start, match.start()
        start = match.end()
    if start < len(text):
        yield start, len(text)


def _simple(rects: list[Box]) -> bool:
    """Whether a run's rects lie on one baseline, left to right, without a wide gap."""
    first = rects[0]
    height = first[3] - first[1]
    middle = (first[1] + first[3]) / 2
    for prev, rect in pairwise(rects):
        h = max(height, rect[3] - rect[1])
        if abs((rect[1] + rect[3]) / 2 - middle) > BASELINE_SHARE * h:
            return False
        gap = rect[0] - prev[2]
        if gap > SEGMENT_GAP_EMS * h or gap < -BACKWARDS_EMS * h:
            return False
    return True


def _clean(text: str) -> str:
    return " ".join(text.replace(SOFT_HYPHEN, "-").split())


def _line(page: TextPage, first: int, parts: list[str], boxes: list[Box]) -> VisualLine | None:
    """A line from its segments' texts and its characters' (or rects') boxes; its height is
    measured at its `first` character."""
    segments = tuple(s for s in (_clean(p) for p in parts) if s)
    if not segments:
        return None
    top, bottom = page.vertical(first) or (min(b[1] for b in boxes), max(b[3] for b in boxes))
    return VisualLine(
        " ".join(segments),
        top,
        bottom,
        min(b[0] for b in boxes),
        segments,
        x1=max(b[2] for b in boxes),
    )


def _from_chars(page: TextPage, start: int, end: int) -> list[VisualLine]:
    """A run rebuilt from its characters: a new line where the baseline moves or the text goes
    back to the left, a new segment at a wide gap."""
    lines: list[VisualLine] = []
    parts: list[str] = [""]
    boxes: list[Box] = []
    middle = height = right = 0.0
    first = start
    for index in range(start, end):
        char = page.text[index]
        box = page.char_box(index) if not char.isspace() else None
        if box is None:
            parts[-1] += char
            continue
        h = box[3] - box[1]
        if boxes:
            off = abs((box[1] + box[3]) / 2 - middle) > BASELINE_SHARE * max(h, height)
            back = box[0] < right - BACKWARDS_EMS * max(h, height)
            if off or back:
                if (line := _line(page, first, parts, boxes)) is not None:
                    lines.append(line)
                parts, boxes = [""], []
            elif box[0] - right > SEGMENT_GAP_EMS * max(h, height):
                parts.append("")
        if not boxes:
            middle, height, first = (box[1] + box[3]) / 2, h, index
        parts[-1] += char
        boxes.append(box)
        right = box[2]
    if boxes and (line := _line(page, first, parts, boxes)) is not None:
        lines.append(line)
    return lines


def page_lines(page: TextPage) -> list[VisualLine]:
    """The page's printed lines in the order the page draws them."""
    lines: list[VisualLine] = []
    text = page.text
    for start, end in _runs(text):
        rects = page.rects(start, end - start)
        if not rects:
            continue
        if len(rects) > 1 and not _simple(rects):
            lines.extend(_from_chars(page, start, end))
            continue
        run = text[start:end]
        first = start + len(run) - len(run.lstrip())
        if (line := _line(page, first, [run], rects)) is not None:
            lines.append(line)
    return lines
