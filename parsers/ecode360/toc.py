"""Table-of-contents pages: recognised, read, and kept out of the sections.

An ecode360 download opens each title with table-of-contents pages: the title line
(`Title 15` over its name), then each chapter (`Chapter 15.06` over its upper-case name,
sometimes wrapped) and its sections (`§ 15.06.010.  Title.`), often in two columns whose lines
a text rendering interleaves, titles wrapped over several lines. A page is a contents page when
it lists at least `MIN_ENTRIES` section entries, prints no history note and no running section
reference in its header (body pages do), and has (almost) no running prose: its text is
entries, names and the wrapped ends of titles.

In a layout rendering the columns are told apart by where each text segment starts (segments
are separated by three or more blanks): left of the midpoint between the two columns' `§`
positions is the left column. Each column is then read top to bottom. A reader that hands over
lines without that spacing still gives the entries' numbers, in order.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from parsers.ecode360.classify import PRIOR_LEGISLATION
from parsers.ecode360.furniture import header_refs
from parsers.ecode360.pages import ExportPage, Line
from parsers.records import TocEntry
from parsers.schemes import Scheme, chapter_of, number_pattern

MIN_ENTRIES = 3  # fewer `§` entries than this on a page: a body page
PROSE_WORDS = 8  # a segment of this many words or more (none a `§` entry) is running prose
PROSE_SHARE = 6  # a contents page has at most one prose segment per this many entries
MIN_COLUMN_GAP = 15  # characters between the two columns' `§` positions, at least

# A text segment of a layout line: words separated by at most two blanks.
SEGMENT = re.compile(r"\S+(?: {1,2}\S+)*")
# A history note's opening, which a contents page never prints.
NOTE_START = re.compile(r"^\s*(?:\(\s*Ord|\[\s*(?:Amended|Added|Adopted|HISTORY))")
# A history note inside a paragraph (a reader that hands over whole paragraphs).
NOTE_INSIDE = re.compile(r"\(\s*Ord(?:inance)?s?\.\s*\d|\[\s*(?:Amended|Added|Adopted)\s+\d")
# A chapter or title line inside the contents: `Chapter 15.06`, `Title 15`.
CHAPTER_LINE = re.compile(r"^(?:Chapter|CHAPTER)\s+(?P<id>\d+[A-Z]?(?:[.:]\d+[A-Z]?)?)\.?$")
TITLE_LINE = re.compile(r"^(?:Title|TITLE)\s+(?P<id>\d+[A-Z]?)\.?$")
# Where an entry or a chapter line starts inside a run of text.
ENTRY_START = re.compile(r"(?=§\s*\d)|(?=\b(?:Chapter|CHAPTER)\s+\d)")
# A word with a letter in it (numbers in a `Prior legislation` list are not prose).
WORD = re.compile(r"[A-Za-z]{2,}")


@dataclass(slots=True)
class Toc:
    """What the contents pages list."""

    entries: list[TocEntry] = field(default_factory=list)
    chapters: list[tuple[str, str]] = field(default_factory=list)  # (id, name)
    titles: list[tuple[str, str]] = field(default_factory=list)  # (`15`, name)
    # `Prior legislation: …` paragraphs, with the number of the title whose contents print them
    notes: list[tuple[str | None, str]] = field(default_factory=list)
    pages: list[int] = field(default_factory=list)


def _entry_pattern(scheme: Scheme | None) -> re.Pattern[str]:
    return re.compile(rf"§\s*(?P<number>{number_pattern(scheme)})\.")


def is_toc_page(page: ExportPage, scheme: Scheme | None) -> bool:
    if header_refs(page.header):
        return False  # a running header naming sections sits on body pages only
    entry = _entry_pattern(scheme)
    entries = sum(len(entry.findall(line.text)) for line in page.body)
    if entries < MIN_ENTRIES:
        return False
    prose = 0
    for line in page.body:
        if NOTE_START.match(line.text) or NOTE_INSIDE.search(line.text):
            return False
        for segment in SEGMENT.findall(line.text):
            if "§" not in segment and len(WORD.findall(segment)) >= PROSE_WORDS:
                prose += 1
    return prose * PROSE_SHARE <= entries


def _columns(body: Sequence[Line]) -> list[list[str]]:
    """The page's segments, column by column, each column top to bottom."""
    placed = [(m.start(), m.group()) for line in body for m in SEGMENT.finditer(line.text)]
    starts = sorted({x for x, text in placed if text.startswith("§")})
    gaps = [(b - a, a, b) for a, b in pairwise(starts)]
    widest = max(gaps, default=(0, 0, 0))
    if widest[0] < MIN_COLUMN_GAP:
        # No columns to tell apart (a reader that joined them): every entry and chapter line
        # is cut out where it starts; the numbers are right, a title may take its neighbour's.
        parts = [
            p for line in body for s in SEGMENT.findall(line.text) for p in ENTRY_START.split(s)
        ]
        return [[part.strip() for part in parts if part.strip()]]
    boundary = (widest[1] + widest[2]) / 2
    left: list[str] = []
    right: list[str] = []
    for line in body:
        for match in SEGMENT.finditer(line.text):
            (left if match.start() < boundary else right).append(match.group())
    return [left, right]


def _glue(parts: Sequence[str]) -> str:
    text = ""
    for part in parts:
        text += part if not text or text.endswith("/") else " " + part
    return text


@dataclass(slots=True)
class _Reader:
    toc: Toc
    entry: re.Pattern[str]
    document: str
    page: int
    title: list[str] | None = None  # the open entry's or chapter's name parts
    number: str | None = None
    chapter: str | None = None

    def close(self) -> None:
        if self.title is not None and self.number is not None:
            name = _glue(self.title) or None
            chapter = chapter_of(self.number)
            self.toc.entries.append(TocEntry(self.number, name, chapter, self.document, self.page))
        elif self.title is not None and self.chapter is not None:
            self.toc.chapters.append((self.chapter, _glue(self.title)))
        self.title, self.number, self.chapter = None, None, None

    def feed(self, segment: str) -> None:
        found = self.entry.match(segment)
        chapter = CHAPTER_LINE.match(segment)
        if found is not None:
            self.close()
            self.number = found.group("number")
            rest = segment[found.end() :].strip()
            self.title = [rest] if rest else []
        elif chapter is not None:
            self.close()
            self.chapter, self.title = chapter.group("id"), []
        elif self.title is not None and not (self.number and _glue(self.title).endswith(".")):
            self.title.append(segment)


def read_toc_page(page: ExportPage, toc: Toc, scheme: Scheme | None, document: str) -> None:
    """A contents page's entries, chapters, titles and notes, added to `toc`."""
    body = list(page.body)
    entry = _entry_pattern(scheme)
    while body and not (entry.search(body[0].text) or "hapter" in body[0].text.lower()):
        title = TITLE_LINE.match(body[0].text.strip())
        if title is not None and len(body) > 1:
            toc.titles.append((title.group("id"), body[1].text.strip()))
        body = body[1:]
    notes = [i for i, line in enumerate(body) if PRIOR_LEGISLATION.match(line.text.strip())]
    if notes:
        first = notes[0]
        end = first + 1
        while end < len(body) and body[end].number == body[end - 1].number + 1:
            end += 1
        owner = toc.titles[-1][0] if toc.titles else None
        toc.notes.append((owner, " ".join(line.text.strip() for line in body[first:end])))
        body = body[:first] + body[end:]
    for column in _columns(body):
        reader = _Reader(toc, entry, document, page.number)
        for segment in column:
            reader.feed(segment)
        reader.close()
