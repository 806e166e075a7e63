"""The page stream every ecode360 export reader produces, whatever the source format.

The text reader (`text.py`) finds page boundaries by the download footer; the PDF reader
(`parsers/pdf.py`) finds header and footer lines by their position on the page. Both hand the
structure parser the same thing: per page, the body lines with their offsets into the document's
text, and the furniture lines kept apart (they carry the jurisdiction, the running section
numbers, the ecode360 code and the download date).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Line:
    text: str  # the line as printed, without its newline
    start: int  # character offset of the line's first character in the document's text
    number: int  # 1-based line number in the document's text
    table_row: bool = False  # a row of a table the reader found (PDF table finder): consecutive
    # rows reach the parser as one table, like the text rendering's picture text


@dataclass(frozen=True, slots=True)
class ExportPage:
    number: int  # 1-based page number
    body: tuple[Line, ...]  # the page's content lines, furniture removed
    header: tuple[Line, ...] = ()  # running header lines (`City of Cotati, CA`, `§ 17.62.030`…)
    footer: tuple[Line, ...] = ()  # `Downloaded from https://ecode360.com/CO4398 on 2026-05-11`


@dataclass(frozen=True, slots=True)
class ExportText:
    """A whole export as pages, with the text their offsets point into."""

    text: str
    pages: tuple[ExportPage, ...]
    # Whether body lines are visual lines a paragraph may wrap over (a layout rendering) rather
    # than whole paragraphs. None: decided from the text (`paragraphs.is_wrapped`).
    wrapped: bool | None = None
    # The offset of every line of `text` (blank ones too), when the reader counted them while
    # splitting: line numbers of offsets without keeping (or splitting again) the text. None:
    # counted from `text` when needed.
    line_starts: Sequence[int] | None = None
