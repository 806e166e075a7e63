"""An export's pages as the parser reads them: once per pass, afresh each time.

The parser passes over the pages three times (the furniture, the contents pages, a plan of
the sections, whose paragraphs are packed for their records: see `parsers/ecode360/__init__.py`).
Pages a reader already holds (a PDF's, a print view's) are simply read again; pages of a text
rendering are cut again from its text's pieces (`TextPages`), so that a pass holds one page and
one piece of the text, and the parse holds the records and the facts, never the whole text or
every page at once. A later reading whose text differs from the first's is reported
(`changed`): the paragraphs packed would not be the text's.
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Protocol

from parsers.ecode360.pages import ExportPage, ExportText, line_starts
from parsers.ecode360.text import iter_pages
from parsers.errors import DocumentError

INT32 = 2**31 - 1  # the greatest offset an array of four-byte items holds

# NUL and other C0 controls (tab, newline, vertical tab, form feed, carriage return aside): a
# text containing them is binary data, not an export's text rendering.
CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f]")
HEAD = 20_000  # characters of the text's start looked at for binary data (and a print view)


def check_head(head: str, blank: bool, where: str) -> None:
    """A `DocumentError` for an empty text (`blank`: nothing but white space) or binary data
    (a control character among the text's first characters, `head`)."""
    if blank:
        raise DocumentError(where, "the file is empty")
    control = CONTROL.search(head, 0, HEAD)
    if control is not None:
        position = control.start()
        raise DocumentError(where, "binary data, not text", line=head.count("\n", 0, position) + 1)


# A text this short is read once and its pages and paragraphs held for the passes after the
# first (the passes cost more time than the holding costs memory); a longer one is read again.
HELD = 1 << 18  # characters


class PageSource(Protocol):
    """An export's pages, read afresh on each call of `pages`."""

    def pages(self) -> Iterator[ExportPage]: ...

    @property
    def small(self) -> bool:
        """Whether the text is short enough (`HELD`) to hold its pages and paragraphs."""
        ...

    def line_starts(self) -> Sequence[int]:
        """The offset of every line of the text the pages' offsets point into (after the
        first pass over the pages)."""
        ...

    def changed(self) -> bool:
        """Whether a reading after the first, read to its end, found another text."""
        ...


def _fold(fingerprint: int, piece: str) -> int:
    """A reading's fingerprint so far (`fingerprint`) with its next piece: the piece's length
    and hash (computed once for a string, so free for a text read again as the same string)."""
    return hash((fingerprint, len(piece), hash(piece)))


@dataclass(frozen=True, slots=True)
class HeldPages:
    """Pages a reader already holds (`ExportText`)."""

    export: ExportText

    def pages(self) -> Iterator[ExportPage]:
        return iter(self.export.pages)

    @property
    def small(self) -> bool:
        return len(self.export.text) <= HELD

    def line_starts(self) -> Sequence[int]:
        return self.export.line_starts or line_starts(self.export.text)

    def changed(self) -> bool:
        return False  # held: read once


@dataclass(slots=True)
class TextPages:
    """Pages cut from a text's pieces of whole lines (`texts` gives them afresh on each
    call): the first pass also counts the lines and keeps the text's start (`head`)."""

    texts: Callable[[], Iterable[str]]
    starts: array[int] | None = None  # once the first pass is through
    head: str = ""  # the first `HEAD` characters
    blank: bool = True  # nothing but white space so far
    held: list[ExportPage] | None = None  # a short text's pages, split into lines (`HELD`)
    size: int = 0  # characters read
    # Whether `texts` refuses a text changed between readings itself (`decode.TextFile`, by
    # the file's size and time, its pieces cut otherwise after the first reading); else the
    # first reading's fingerprint, its pieces folded (`_fold`), and whether a later reading
    # read to its end folded to another.
    checked: bool = False
    fingerprint: int = 0
    differs: bool = False

    def pages(self) -> Iterator[ExportPage]:
        if self.starts is None:
            return self._holding(iter_pages(self._first()))
        if self.held is not None:
            return iter(self.held)
        return iter_pages(self.texts() if self.checked else self._again())

    def changed(self) -> bool:
        return self.differs

    def _again(self) -> Iterator[str]:
        """The pieces read again, their fingerprint checked once all are read (the paragraphs
        of the plan's reading are packed for the records', `packed`, so no later reading
        would see a change)."""
        fingerprint = 0
        for piece in self.texts():
            fingerprint = _fold(fingerprint, piece)
            yield piece
        self.differs = self.differs or fingerprint != self.fingerprint

    @property
    def small(self) -> bool:
        return self.held is not None

    def _holding(self, pages: Iterator[ExportPage]) -> Iterator[ExportPage]:
        """The first pass's pages, held (lines split once) while the text is short."""
        held: list[ExportPage] | None = []
        for page in pages:
            if held is not None and self.size <= HELD:
                page = replace(page, body=tuple(page.body))
                held.append(page)
            else:
                held = None
            yield page
        self.held = held if self.size <= HELD else None

    def _first(self) -> Iterator[str]:
        starts = array("i", [0])  # four bytes a line while the offsets fit
        offset = 0
        for piece in self.texts():
            if not self.checked:
                self.fingerprint = _fold(self.fingerprint, piece)
            self.size += len(piece)
            if len(self.head) < HEAD:
                self.head += piece[: HEAD - len(self.head)]
            if self.blank and piece and not piece.isspace():
                self.blank = False
            # A piece ends with a newline: the line after its last starts the next piece.
            if starts.typecode == "i" and offset + len(piece) > INT32:
                starts = array("q", starts)
            starts.extend(offset + start for start in line_starts(piece)[1:])
            offset += len(piece)
            yield piece
        self.starts = starts

    def line_starts(self) -> Sequence[int]:
        if self.starts is None:
            raise RuntimeError("the line starts are counted by the first pass")
        return self.starts
