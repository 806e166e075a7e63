"""DOCX input: an ordinance's text, paragraphs and table rows in order, with its marks.

Ordinances are drafted in Word; the ordinance parser reads the same plain text whatever the
format. Each paragraph becomes one line; each table row becomes one line with its cells joined
by blanks (a merged cell counted once: a cell spanning columns is one `w:tc`, and a cell that
continues a vertical merge prints nothing, its text is the first row's). Paragraphs inside
content controls (`w:sdt`) and custom XML are read in place. Any failure to read the package is
a `DocumentError` naming the file.

A redline's tracked changes and struck or underlined runs are read as `MarkedRun`s
(`parsers.marked_text`), offsets into that text; a paragraph mark or a table row deleted or
inserted marks the line break it ends.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import docx

from parsers.errors import DocumentError
from parsers.limits import check_file_size, max_document_bytes, too_large
from parsers.marked_text import (
    Mark,
    MarkedRun,
    W,
    docx_is_marked,
    docx_paragraph_runs,
    paragraph_end,
    row_end,
)

ZIP_MAGIC = b"PK\x03\x04"  # a DOCX is a ZIP package
Piece = tuple[Mark, str]  # words printed with one mark
CONTAINERS = frozenset({f"{W}sdtContent", f"{W}customXml"})  # blocks read in place
VMERGE_CONTINUES = f"{W}tcPr/{W}vMerge"  # a cell continuing the merged cell above it


def _blocks(container: Any) -> Iterator[Any]:
    """The paragraphs (`w:p`) and tables (`w:tbl`) of a body or a cell, in order."""
    for child in container:
        if child.tag in {f"{W}p", f"{W}tbl"}:
            yield child
        elif child.tag == f"{W}sdt":
            content = child.find(f"{W}sdtContent")
            if content is not None:
                yield from _blocks(content)
        elif child.tag in CONTAINERS:
            yield from _blocks(child)


def _lines(container: Any) -> Iterator[tuple[list[Piece], Mark]]:
    """Each line (a paragraph, a table row) as marked pieces, with the mark of its end."""
    for block in _blocks(container):
        if block.tag == f"{W}p":
            yield docx_paragraph_runs(block), paragraph_end(block)
        else:
            for row in _rows(block):
                yield _row(row), row_end(row)


def _within(node: Any, tag: str) -> Iterator[Any]:
    """The children of `node` with `tag`, those inside a content control too."""
    for child in node:
        if child.tag == tag:
            yield child
        elif child.tag in {f"{W}sdt", f"{W}customXml"}:
            yield from child.iter(tag)


def _rows(table: Any) -> Iterator[Any]:
    return _within(table, f"{W}tr")


def _cells(row: Any) -> Iterator[Any]:
    return _within(row, f"{W}tc")


def _continues_merge(cell: Any) -> bool:
    merge = cell.find(VMERGE_CONTINUES)
    return merge is not None and merge.get(f"{W}val", "continue") == "continue"


def _row(row: Any) -> list[Piece]:
    """A table row as one line: its cells' paragraphs (and nested tables' rows), marks kept
    (fee tables are amended cell by cell), cells, paragraphs and a cell's line breaks
    (`w:br`) printed as blanks (a paragraph's blank carries its end's mark)."""
    pieces: list[Piece] = []
    whole = row_end(row)  # a row inserted or deleted whole: the blanks between its cells too
    for cell in _cells(row):
        if _continues_merge(cell):
            continue
        joint = whole  # the blank before the cell
        for line, end in _lines(cell):
            if line:
                pieces += [(joint, " ")] if pieces else []
                pieces += [(mark, words.replace("\n", " ")) for mark, words in line]
                joint = whole if end is Mark.KEPT else end  # the blank after a paragraph
    return pieces


def _with_marks(body: Any) -> tuple[str, tuple[MarkedRun, ...]]:
    """The text of a body and its marked runs (offsets into that text), adjacent pieces of
    one mark joined."""
    parts: list[str] = []
    runs: list[MarkedRun] = []
    offset = 0
    end = Mark.KEPT  # the mark of the previous line's end
    for number, (line, line_end) in enumerate(_lines(body)):
        pieces = ([(end, "\n")] if number else []) + line
        for mark, words in pieces:
            if mark is not Mark.KEPT:
                last = runs[-1] if runs else None
                if last is not None and last.mark is mark and last.end == offset:
                    runs[-1] = MarkedRun(mark, last.text + words, last.start, offset + len(words))
                else:
                    runs.append(MarkedRun(mark, words, offset, offset + len(words)))
            parts.append(words)
            offset += len(words)
        end = line_end
    return "".join(parts), tuple(runs)


def read_docx_text(path: Path) -> str:
    """The document's text: one line per paragraph and per table row, in document order."""
    return read_docx_marked(path)[0]


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
        body = docx.Document(str(path)).element.body
        text, marks = _with_marks(body)
        marks = marks if docx_is_marked(body) else ()
    except Exception as exc:  # python-docx raises KeyError, lxml and zipfile errors on bad packages
        detail = str(exc).strip() or type(exc).__name__
        raise DocumentError(path, f"cannot read the DOCX: it is corrupt ({detail})") from exc
    if not text.strip():
        raise DocumentError(path, "the DOCX has no text")
    limit = max_document_bytes()
    if len(text) > limit:  # a small package can unzip to much text
        raise too_large(path, "the DOCX's text", len(text), limit)
    return text, marks
