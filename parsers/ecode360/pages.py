"""The page stream every ecode360 export reader produces, whatever the source format.

The text reader (`text.py`) finds page boundaries by the download footer; the PDF reader
(`parsers/pdf.py`) finds header and footer lines by their position on the page. Both hand the
structure parser the same thing: per page, the body lines with their offsets into the document's
text, and the furniture lines kept apart (they carry the jurisdiction, the running section
numbers, the ecode360 code and the download date).
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import NamedTuple, overload

from parsers.value_sequence import ValueSequence

# A line break: every line of a text starts at offset 0 or right after one.
NEWLINE = re.compile("\n")


class Line(NamedTuple):
    """One line of a page. A named tuple, not a frozen dataclass: every pass over an export
    makes one for each of its lines, and a tuple is made several times faster (issue 21)."""

    text: str  # the line as printed, without its newline
    start: int  # character offset of the line's first character in the document's text
    number: int  # 1-based line number in the document's text
    table_row: bool = False  # a row of a table the reader found (PDF table finder): consecutive
    # rows reach the parser as one table, like the text rendering's picture text


def line_of(raw: str, start: int, number: int) -> Line | None:
    """The line `raw` (one line of a text, without its newline, starting at offset `start`) as
    the parser reads it, or None for a blank line. A form feed before it (a page break in
    `pdftotext` output) and a carriage return after it are not part of the line."""
    if not raw or raw.isspace():
        return None
    skip = len(raw) - len(raw.lstrip("\f"))
    line = raw[skip:-1] if raw[-1] == "\r" else raw[skip:]
    return Line(line, start + skip, number) if line.strip() else None


def iter_lines(
    text: str, base: int = 0, number: int = 1, start: int = 0, *, lazy: bool = False
) -> Iterator[Line]:
    """The non-blank lines of `text` from offset `start` on, one at a time (a caller may stop
    after a page's first few without the page being split: `lazy`, or a long text). `text`
    is a piece of a document's text at offset `base`; the line at `start` is numbered
    `number`. Blank lines only separate paragraphs, which one line per paragraph already
    does."""
    if start == 0 and not lazy and len(text) <= SPLIT_WHOLE:
        return _split_lines(text, base, number)
    return _found_lines(text, base, number, start)


# A piece of text this short (a page) is split at its line breaks at once, which is quicker than
# finding them one at a time; a longer one (a whole text that prints no footer) is not copied
# into a list of its lines.
SPLIT_WHOLE = 1 << 16


def _split_lines(text: str, base: int, number: int) -> Iterator[Line]:
    offset = base
    make = tuple.__new__  # `Line(…)` without its Python-level `__new__`: one per line, per pass
    for raw in text.split("\n"):
        if raw and not raw.isspace():
            if raw[0] == "\f" or raw[-1] == "\r":
                line = line_of(raw, offset, number)
                if line is not None:
                    yield line
            else:
                yield make(Line, (raw, offset, number, False))
        offset += len(raw) + 1
        number += 1


def _found_lines(text: str, base: int, number: int, start: int) -> Iterator[Line]:
    while start < len(text):
        stop = text.find("\n", start)
        stop = len(text) if stop < 0 else stop
        line = line_of(text[start:stop], base + start, number)
        if line is not None:
            yield line
        start, number = stop + 1, number + 1


def line_starts(text: str) -> array[int]:
    """The offset of every line of `text`, blank ones too: line numbers of offsets without
    keeping the text (a search for the breaks; no line is copied out)."""
    starts = array("q", [0])
    starts.extend(map(re.Match.end, NEWLINE.finditer(text)))
    return starts


class PageLines(ValueSequence[Line]):
    """A page's body lines, held as the page's own piece of the text and split into `Line`s
    each time they are read. A page's lines then exist only while it is read, never the lines
    of the whole export at once; a piece with no character beyond Latin-1 is held at one byte
    a character even when the whole text, holding one `•`, is at two."""

    __slots__ = ("number", "start", "text")

    def __init__(self, text: str, start: int, number: int) -> None:
        self.text = text  # from the start of the body's first line to the end of its last
        self.start = start  # the offset of `text` in the document's text
        self.number = number  # the line number of its first line

    def __iter__(self) -> Iterator[Line]:
        return iter_lines(self.text, self.start, self.number)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @overload
    def __getitem__(self, index: int) -> Line: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[Line]: ...
    def __getitem__(self, index: int | slice) -> Line | Sequence[Line]:
        return tuple(self)[index]  # splits the page: for the odd look, not for a loop


@dataclass(frozen=True, slots=True)
class ExportPage:
    number: int  # 1-based page number
    body: Sequence[Line]  # the page's content lines, furniture removed (a tuple, or `PageLines`)
    header: tuple[Line, ...] = ()  # running header lines (`City of Cotati, CA`, `§ 17.62.030`…)
    footer: tuple[Line, ...] = ()  # `Downloaded from https://ecode360.com/CO4398 on 2026-05-11`


@dataclass(frozen=True, slots=True)
class ExportText:
    """A whole export as pages, with the text their offsets point into."""

    text: str
    pages: tuple[ExportPage, ...]
    # Whether body lines are visual lines a paragraph may wrap over (a layout rendering) rather
    # than whole paragraphs. None: decided from the text (`facts.Furniture.wrapped`).
    wrapped: bool | None = None
    # The offset of every line of `text` (blank ones too), when the reader counted them while
    # splitting: line numbers of offsets without keeping (or splitting again) the text. None:
    # counted from `text` when needed.
    line_starts: Sequence[int] | None = None
