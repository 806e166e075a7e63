"""Ruled tables of a PDF page, through pdfplumber's table finder, for the pages that have them.

pdfplumber's layout analysis costs about a tenth of a second a page, so it runs only on a page
whose drawing could hold a ruled table: PDFium counts the page's path objects first (a table
finder that follows ruling lines finds nothing on a page without them, and ecode360 draws at most
one rule, the footnote separator, on an ordinary page). A table found there replaces the printed
lines it covers with one line per row, placed where the table's first line was.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pypdfium2.raw as pdfium_c

from parsers.pdf_lines import VisualLine

RULED_PATHS = 3  # path objects from which a page may hold a ruled table (a grid needs 3 rules)
RULED_SEGMENTS = 12  # or path segments (one path object may draw a whole grid)
FORM_DEPTH = 4  # nested form XObjects searched for paths

Bbox = tuple[float, float, float, float]  # x0, top, x1, bottom (pdfplumber's)


def _paths(objects: Any, count: int, get: Any, depth: int) -> tuple[int, int]:
    paths = segments = 0
    for index in range(count):
        obj = get(objects, index)
        kind = pdfium_c.FPDFPageObj_GetType(obj)
        if kind == pdfium_c.FPDF_PAGEOBJ_PATH:
            paths += 1
            segments += max(0, pdfium_c.FPDFPath_CountSegments(obj))
        elif kind == pdfium_c.FPDF_PAGEOBJ_FORM and depth < FORM_DEPTH:
            inner = pdfium_c.FPDFFormObj_CountObjects(obj)
            more = _paths(obj, inner, pdfium_c.FPDFFormObj_GetObject, depth + 1)
            paths, segments = paths + more[0], segments + more[1]
    return paths, segments


def may_hold_table(page_raw: Any) -> bool:
    """Whether a PDFium page draws enough rules for a ruled table."""
    count = pdfium_c.FPDFPage_CountObjects(page_raw)
    paths, segments = _paths(page_raw, count, pdfium_c.FPDFPage_GetObject, 0)
    return paths >= RULED_PATHS or segments >= RULED_SEGMENTS


def _rows(table: Any) -> list[VisualLine]:
    rows: list[VisualLine] = []
    for row, cells in zip(table.rows, table.extract(), strict=False):
        text = " ".join(" ".join(c.split()) for c in cells if c and c.strip())
        if text:
            x0, top, x1, bottom = row.bbox
            rows.append(VisualLine(text, top, bottom, x0, (text,), table_row=True, x1=x1))
    return rows


def table_rows(plumber_page: Any) -> list[tuple[Bbox, list[VisualLine]]]:
    """The page's ruled tables of two rows or more: each one's box and its rows as lines."""
    tables = [t for t in plumber_page.find_tables() if len(t.rows) > 1]
    return [(tuple(t.bbox), _rows(t)) for t in tables]


def _inside(line: VisualLine, box: Bbox) -> bool:
    x = (line.x0 + max(line.x1, line.x0)) / 2
    y = (line.top + line.bottom) / 2
    return box[0] <= x <= box[2] and box[1] <= y <= box[3]


def with_tables(
    lines: Sequence[VisualLine], tables: Sequence[tuple[Bbox, list[VisualLine]]]
) -> list[VisualLine]:
    """`lines` with each table's printed lines replaced by its rows, where the table began."""
    out: list[VisualLine] = []
    placed: set[int] = set()
    for line in lines:
        owner = next((i for i, (box, _rows) in enumerate(tables) if _inside(line, box)), None)
        if owner is None:
            out.append(line)
        elif owner not in placed:
            placed.add(owner)
            out.extend(tables[owner][1])
    for index, (box, rows) in enumerate(tables):  # a table with no printed line of its own
        if index not in placed and rows:
            at = next((i for i, line in enumerate(out) if line.top > box[1]), len(out))
            out[at:at] = rows
    return out
