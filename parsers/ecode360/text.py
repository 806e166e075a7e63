"""Read an ecode360 export's text rendering into the common page stream.

A page ends at its download footer; the lines right after a footer are the next page's running
header (see `furniture.header_length`). Text after the last footer that is only header is not a
page. The first page has no header unless one is plainly there (a section reference among its
first lines, or its first line being the jurisdiction line the next page's header starts with).

The text comes as pieces of whole lines (a file decoded a piece at a time, or one piece: the
whole text) and the pages are cut as the pieces come: the footers are found by searching for
them, never by splitting the whole text into lines, and each page keeps its body as its own
piece of the text (`PageLines`), split into lines when read.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import islice

from parsers.ecode360.furniture import (
    FOOTER,
    HEADER_WINDOW,
    PLACE,
    REF_LINE,
    TRAILING_REF,
    header_length,
)
from parsers.ecode360.pages import (
    ExportPage,
    ExportText,
    Line,
    PageLines,
    iter_lines,
    line_of,
    line_starts,
)
from parsers.limits import check_time

# What a download footer line holds: a line without it is not matched against `FOOTER`.
FOOTER_WORD = "ecode360"


def split_lines(text: str, starts: array[int] | None = None) -> list[Line]:
    """Every non-blank line of `text` with its offset and 1-based number (newline excluded);
    `starts`, when given, receives the offset of every line, blank ones too."""
    if starts is not None:
        starts.extend(line_starts(text))
    return list(iter_lines(text))


def _header_count(window: list[Line], *, first_page: bool, jurisdiction: str | None) -> int:
    """How many of a page's first lines `window` are its running header. The first page has a
    header when it shows a section reference among its first lines, or when its first line is
    the jurisdiction line the next page's header starts with."""
    if first_page and not (
        any(REF_LINE.match(line.text) for line in window[:HEADER_WINDOW])
        or (window and TRAILING_REF.search(window[0].text))
        or (
            window
            and jurisdiction
            and PLACE.match(jurisdiction)
            and window[0].text.strip() == jurisdiction
        )
    ):
        return 0
    return header_length(window)


@dataclass(frozen=True, slots=True)
class _Cut:
    """The text between two footers: a page before its header is told apart."""

    text: str
    base: int  # its offset in the document's text
    number: int  # the number of its first line
    footer: tuple[Line, ...]  # the footer ending it (none for text after the last footer)

    def page(self, page_number: int, *, first_page: bool, jurisdiction: str | None) -> ExportPage:
        # Its first lines found one at a time, the page not split (its body is, when read).
        window = list(
            islice(iter_lines(self.text, self.base, self.number, lazy=True), HEADER_WINDOW)
        )
        count = _header_count(window, first_page=first_page, jurisdiction=jurisdiction)
        header = tuple(window[:count])
        start = 0
        if header:
            start = self.text.find("\n", header[-1].start - self.base) + 1 or len(self.text)
        number = self.number + self.text.count("\n", 0, start)
        body = PageLines(self.text[start:], self.base + start, number)
        return ExportPage(page_number, body, header, self.footer)


@dataclass(slots=True)
class _Cutter:
    """Cuts pieces of whole lines into pages at the download footers."""

    base: int = 0  # the offset of the next piece in the document's text
    number: int = 1  # the number of its first line
    held: list[str] = field(default_factory=list)  # the text since the last footer
    held_base: int = 0
    held_number: int = 1
    first: _Cut | None = None  # the first page, until the line after its footer is read
    jurisdiction: str | None = None  # that line
    pages: int = 0  # pages given so far

    def feed(self, piece: str) -> Iterator[ExportPage]:
        if self.first is not None:
            yield from self._first_page(piece, 0)
        cursor = counted = 0
        lines = self.number  # the number of the line at `counted`
        position = piece.find(FOOTER_WORD)
        while position >= 0:
            start = piece.rfind("\n", 0, position) + 1
            end = piece.find("\n", position)
            end = len(piece) if end < 0 else end
            lines += piece.count("\n", counted, start)
            counted = start
            footer = line_of(piece[start:end], self.base + start, lines)
            if footer is not None and FOOTER.match(footer.text):
                cut = _Cut(
                    "".join((*self.held, piece[cursor:start])),
                    self.held_base,
                    self.held_number,
                    (footer,),
                )
                self.held = []
                self.held_base, self.held_number = self.base + end + 1, lines + 1
                cursor = end + 1
                if self.pages == 0 and self.first is None:
                    self.first = cut
                    yield from self._first_page(piece, cursor)
                else:
                    yield self._page(cut)
            position = piece.find(FOOTER_WORD, end)
        self.held.append(piece[cursor:])
        self.base += len(piece)
        self.number = lines + piece.count("\n", counted)

    def _first_page(self, piece: str, cursor: int) -> Iterator[ExportPage]:
        """The first page, once the first non-blank line after its footer is in `piece`."""
        following = next(iter_lines(piece, 0, 0, cursor), None)
        if following is not None:
            self.jurisdiction = following.text.strip()
            yield from self._flush_first()

    def _flush_first(self) -> Iterator[ExportPage]:
        if self.first is not None:
            cut, self.first = self.first, None
            yield self._page(cut, first_page=True)

    def _page(self, cut: _Cut, *, first_page: bool = False) -> ExportPage:
        self.pages += 1
        return cut.page(self.pages, first_page=first_page, jurisdiction=self.jurisdiction)

    def finish(self) -> Iterator[ExportPage]:
        yield from self._flush_first()
        if self.pages == 0:
            return  # no footer: not pages
        tail = _Cut("".join(self.held), self.held_base, self.held_number, ())
        page = tail.page(self.pages + 1, first_page=False, jurisdiction=self.jurisdiction)
        if next(iter(page.body), None) is not None:
            self.pages += 1
            yield page


def iter_pages(pieces: Iterable[str]) -> Iterator[ExportPage]:
    """The pages of an export's text given as `pieces` of whole lines, in order, cut as the
    pieces come (no footer at all gives no pages)."""
    cutter = _Cutter()
    for piece in pieces:
        for page in cutter.feed(piece):
            check_time()
            yield page
    yield from cutter.finish()


def read_export_text(text: str) -> ExportText:
    """The pages of an export's text rendering (no footer at all gives no pages)."""
    return ExportText(text, tuple(iter_pages([text])), line_starts=line_starts(text))
