"""What the whole export says before any paragraph is read, taken in light passes over its
pages: the download footer, the running headers (and the jurisdiction they print), the
numbering scheme of the printed section numbers, the contents pages, and whether body lines
are wrapped. The parser reads the pages again afterwards (`source.PageSource`), so these
passes keep the facts and let each page go."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from parsers.ecode360.furniture import (
    Footer,
    header_place,
    header_refs,
    header_sides,
    page_footer,
)
from parsers.ecode360.pages import ExportPage, Line, PageLines
from parsers.ecode360.structure import PageHeader
from parsers.ecode360.toc import MIN_ENTRIES, Toc, is_toc_page, read_toc_page
from parsers.schemes import ANY_NUMBER, Scheme, detect_scheme

# Two body lines one after the other in the text, and two with blank lines between.
ADJACENT, SEPARATED = 1, 2

# A heading line's section number (`§ 17.62.030.`, `§ 24-1.`), of any scheme: what the
# scheme is detected from, with the running headers.
HEADING_NUMBER = re.compile(rf"^\s*§\s*(?P<number>{ANY_NUMBER})\.")


# A line with text right after another (no blank line between), and one after blank lines:
# how a page's lines are spaced, found in its text without splitting it (a line is blank when
# it holds nothing but white space, as `pages.line_of` reads it).
# Possessive repeats: a line is never matched again from within itself.
ADJACENT_LINES = re.compile(r"^[^\S\n]*+\S[^\n]*+\n[^\S\n]*+\S", re.MULTILINE)
SEPARATED_LINES = re.compile(r"^[^\S\n]*+\S[^\n]*+\n(?:[^\S\n]*+\n)++[^\S\n]*+\S", re.MULTILINE)


def _heading_numbers(text: str) -> Iterator[str]:
    """The numbers of the heading lines of a page's body `text`: each line holding a `§`,
    as `pages.line_of` reads it (a form feed before it, a carriage return after it, not its
    own), matched against `HEADING_NUMBER`."""
    position = text.find("§")
    while position >= 0:
        start = text.rfind("\n", 0, position) + 1
        end = text.find("\n", position)
        end = len(text) if end < 0 else end
        line = text[start:end].lstrip("\f")
        match = HEADING_NUMBER.match(line[:-1] if line.endswith("\r") else line)
        if match is not None:
            yield match.group("number")
        position = text.find("§", end)


def _spacing(text: str) -> int:
    """A page body's spacing (`ADJACENT | SEPARATED`), from its text."""
    adjacent = ADJACENT if ADJACENT_LINES.search(text) else 0
    return adjacent | (SEPARATED if SEPARATED_LINES.search(text) else 0)


@dataclass(slots=True)
class Furniture:
    """The first pass: what the pages' furniture and headings print."""

    footer: Footer | None = None  # the first readable download footer
    headers: list[PageHeader] = field(default_factory=list)  # every page's header's sides
    places: Counter[str] = field(default_factory=Counter)  # the places the headers name
    header_numbers: list[str] = field(default_factory=list)  # section numbers they print
    heading_numbers: list[str] = field(default_factory=list)  # those of `§ N.` heading lines
    spacing: bytearray = field(default_factory=bytearray)  # each page's: ADJACENT | SEPARATED
    # Pages that may be contents pages (`toc.is_toc_page`): no section named in the running
    # header, and a `§` for each of at least `MIN_ENTRIES` entries.
    contents_candidates: int = 0

    @classmethod
    def read(cls, pages: Iterable[ExportPage]) -> Furniture:
        furniture = cls()
        for page in pages:
            furniture.add(page)
        return furniture

    def add(self, page: ExportPage) -> None:
        if self.footer is None:
            self.footer = page_footer(page)
        self.headers.append((page.number, *header_sides(page.header)))
        place = header_place(page.header)
        if place is not None:
            self.places[place] += 1
        refs = header_refs(page.header)
        self.header_numbers.extend(refs)
        body = page.body
        if isinstance(body, PageLines):  # read from its text, no line split out
            self.heading_numbers.extend(_heading_numbers(body.text))
            self.spacing.append(_spacing(body.text))
            marks = body.text.count("§")
        else:
            self._lines(body)
            marks = sum(line.text.count("§") for line in body)
        if not refs and marks >= MIN_ENTRIES:
            self.contents_candidates += 1

    def _lines(self, body: Iterable[Line]) -> None:
        above: Line | None = None
        spacing = 0
        for line in body:
            if "§" in line.text:
                match = HEADING_NUMBER.match(line.text)
                if match is not None:
                    self.heading_numbers.append(match.group("number"))
            if above is not None:
                spacing |= ADJACENT if line.number == above.number + 1 else SEPARATED
            above = line
        self.spacing.append(spacing)

    def wrapped(self, toc: Toc) -> bool:
        """Whether body lines are visual lines a paragraph wraps over (a layout rendering):
        some are adjacent in the text and some separated by blank lines (a reader that hands
        over whole paragraphs numbers them consecutively, no blank line ever between). The
        contents pages' spacing says nothing of the text's."""
        listed = set(toc.pages)
        spacing = 0
        for (number, _, _), on_page in zip(self.headers, self.spacing, strict=True):
            if number not in listed:
                spacing |= on_page
        return spacing == ADJACENT | SEPARATED

    @property
    def jurisdiction(self) -> str | None:
        """The place the running headers name most often."""
        return self.places.most_common(1)[0][0] if self.places else None

    @property
    def pages(self) -> int:
        return len(self.headers)

    @property
    def may_list_contents(self) -> bool:
        """Whether a page may be a contents page: one whose running header names no section
        (`toc.is_toc_page`); when every header names one, or no page whose header names none
        prints enough `§` for a listing, the contents pass is not needed."""
        if not self.contents_candidates:
            return False
        return any(first is None and last is None for _, first, last in self.headers)

    def scheme(self) -> Scheme | None:
        """The numbering scheme of the numbers the headers and heading lines print."""
        return detect_scheme([*self.header_numbers, *self.heading_numbers])


def read_contents(pages: Iterable[ExportPage], scheme: Scheme | None, document: str) -> Toc:
    """The second pass: the contents pages' listing (a page whose running header names
    sections is never one: its body is not read)."""
    toc = Toc()
    for page in pages:
        if is_toc_page(page, scheme):
            toc.pages.append(page.number)
            read_toc_page(page, toc, scheme, document)
    return toc


def without_contents(pages: Iterable[ExportPage], toc: Toc) -> Iterator[ExportPage]:
    """`pages` with the bodies of the contents pages `toc` read emptied."""
    listed = set(toc.pages)
    for page in pages:
        yield replace(page, body=()) if page.number in listed else page
