"""DOCX input through python-docx: an ordinance's text, paragraphs and table rows in order.

Ordinances are drafted in Word; the ordinance parser reads the same plain text whatever the
format. Each paragraph becomes one line; each table row becomes one line with its cells joined
by spaces (a merged cell counted once). Any failure to read the package is a `DocumentError`
naming the file.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import docx
from docx.table import Table
from docx.text.paragraph import Paragraph

from parsers.errors import DocumentError
from parsers.limits import check_file_size, max_document_bytes, too_large
from parsers.marked_text import Mark, MarkedRun, docx_is_marked, docx_paragraph_runs

ZIP_MAGIC = b"PK\x03\x04"  # a DOCX is a ZIP package


def _row_text(row: Any) -> str:
    seen: set[int] = set()
    cells: list[str] = []
    for cell in row.cells:
        key = id(cell._tc)  # a merged cell appears once per grid column it spans
        if key in seen:
            continue
        seen.add(key)
        text = " ".join(cell.text.split())
        if text:
            cells.append(text)
    return " ".join(cells)


def _lines(container: Any) -> Iterator[str]:
    for block in container.iter_inner_content():
        if isinstance(block, Paragraph):
            yield block.text
        elif isinstance(block, Table):
            for row in block.rows:
                yield _row_text(row)


def read_docx_text(path: Path) -> str:
    """The document's text: one line per paragraph and per table row, in document order."""
    return read_docx_marked(path)[0]


def _marked_lines(container: Any) -> Iterator[list[tuple[Mark, str]]]:
    """A redline's lines as marked pieces (tracked deletions and insertions printed)."""
    for block in container.iter_inner_content():
        if isinstance(block, Paragraph):
            yield docx_paragraph_runs(block._p)
        elif isinstance(block, Table):
            for row in block.rows:
                yield _marked_row(row)


def _marked_row(row: Any) -> list[tuple[Mark, str]]:
    """A table row of a redline as one line: its cells' paragraphs, marks kept (fee tables
    are amended cell by cell), a merged cell once, cells and paragraphs joined by a blank."""
    pieces: list[tuple[Mark, str]] = []
    seen: set[int] = set()
    for cell in row.cells:
        if id(cell._tc) in seen:
            continue
        seen.add(id(cell._tc))
        for paragraph in cell.paragraphs:
            runs = docx_paragraph_runs(paragraph._p)
            if runs:
                pieces += [(Mark.KEPT, " ")] if pieces else []
                pieces += runs
    return pieces


def _with_marks(document: Any) -> tuple[str, tuple[MarkedRun, ...]]:
    """The text of a document that strikes words through or tracks changes, and its marked
    runs (offsets into that text)."""
    parts: list[str] = []
    runs: list[MarkedRun] = []
    offset = 0
    for number, line in enumerate(_marked_lines(document)):
        if number:
            parts.append("\n")
            offset += 1
        for mark, words in line:
            if mark is not Mark.KEPT:
                runs.append(MarkedRun(mark, words, offset, offset + len(words)))
            parts.append(words)
            offset += len(words)
    return "".join(parts), tuple(runs)


def read_docx_marked(path: Path) -> tuple[str, tuple[MarkedRun, ...]]:
    """The document's text (as `read_docx_text`) and its struck, underlined and tracked runs;
    a document that strikes nothing and tracks nothing has none (underline alone is typography)."""
    check_file_size(path)  # the size guard, on the package before it is unzipped
    try:
        with path.open("rb") as handle:
            head = handle.read(4)
    except OSError as exc:
        raise DocumentError(path, f"cannot read the file: {exc.strerror or exc}") from exc
    if not head:
        raise DocumentError(path, "the file is empty")
    if head != ZIP_MAGIC:
        raise DocumentError(path, "not a DOCX (a Word document is a ZIP package)")
    if not zipfile.is_zipfile(path):
        raise DocumentError(path, "the DOCX is corrupt or truncated (no ZIP directory)")
    try:
        document = docx.Document(str(path))
        if docx_is_marked(document.element.body):
            text, marks = _with_marks(document)
        else:
            text, marks = "\n".join(_lines(document)), ()
    except Exception as exc:  # python-docx raises KeyError, lxml and zipfile errors on bad packages
        detail = str(exc).strip() or type(exc).__name__
        raise DocumentError(path, f"cannot read the DOCX: it is corrupt ({detail})") from exc
    if not text.strip():
        raise DocumentError(path, "the DOCX has no text")
    limit = max_document_bytes()
    if len(text) > limit:  # a small package can unzip to much text
        raise too_large(path, "the DOCX's text", len(text), limit)
    return text, marks
