"""A section's body, assembled a paragraph at a time as the paragraphs are read: its text
(runs of paragraphs joined a chunk at a time, its tables between them), where each paragraph
lies (as numbers), its editor's notes, footnote markers and subsections' history notes.

A section is never held as its paragraphs (`Item`s) and their text blocks at once: a section of
300,000 paragraphs holds its text in chunks and five numbers a paragraph until its record is
made, and the text blocks its subsection tree reads are made one at a time (`Body.blocks`).
"""

from __future__ import annotations

import re
from array import array
from collections.abc import Iterator
from dataclasses import dataclass, field

from parsers.ecode360.export_tables import CAPTION as TABLE_CAPTION
from parsers.ecode360.export_tables import TableBook
from parsers.ecode360.items import Item, Kind
from parsers.subsections import TextBlock, match_label
from parsers.value_sequence import append_int, extend_ints, int_column, set_ints

# A footnote marker in body text, `Table 2-3 [2] of this title`: the number refers to an
# editor's note printed at the foot of the page.
FOOTNOTE = re.compile(r"\s?\[(?P<number>\d{1,3})\]")

# A figure caption kept in the text: `Figure 2-1. Building Placement`. It ends a re-flowed table.
FIGURE = re.compile(r"^Figure\s+\d+[A-Z]?-\d+[A-Z]?\b")

# The footnote number an editor's note is printed with: `10. Editor's Note: …`.
NOTE_NUMBER = re.compile(r"^\[?\d{1,3}[.\]]\s*")

# Paragraphs of a run joined into one string at a time.
CHUNK = 1024
_PLACE = 4  # the numbers of a paragraph's place in `Body.places`


class _Run:
    """Consecutive paragraphs of a section's text (no table between), joined a chunk at a
    time, one line each."""

    __slots__ = ("chunks", "count", "first", "length", "pending")

    def __init__(self, first: int) -> None:
        self.first = first  # the index of its first paragraph in the body
        self.count = 0
        self.length = 0  # its text's length so far
        self.chunks: list[str] = []
        self.pending: list[str] = []

    def add(self, line: str) -> int:
        """One more paragraph; where it starts in the run's text."""
        at = self.length + 1 if self.count else 0
        self.length = at + len(line)
        self.count += 1
        self.pending.append(line)
        if len(self.pending) == CHUNK:
            self.chunks.append("\n".join(self.pending))
            self.pending = []
        return at

    def text(self) -> str:
        """Its text, its chunks let go."""
        pieces = self.chunks
        if self.pending:
            pieces.append("\n".join(self.pending))
        self.chunks, self.pending = [], []
        return "\n".join(pieces)


@dataclass(slots=True)
class Body:
    """A section's body while it is assembled (`add`, a paragraph at a time, in order).

    `note` is the section's closing history note (its offset, whether it is bracketed), known
    before its paragraphs are read (the plan of the sections saw it): another parenthesised
    note was a subsection's and is text; other bracketed notes are its subsections' history,
    or text in a section a parenthesised note closes (the West's style)."""

    chapter: str
    section_id: str
    book: TableBook
    note: tuple[int, bool] | None = None
    editor_notes: list[tuple[str, str]] = field(default_factory=list)  # (number, text)
    markers: list[str] = field(default_factory=list)
    notes: list[tuple[Item, int]] = field(default_factory=list)  # (subsection note, its offset)
    parts: list[_Run | str] = field(default_factory=list)  # runs of paragraphs and table ids
    # Each paragraph's place in the document (start, end, first page, last page), and where it
    # starts in its run (in the section's text once `text` is made).
    places: array[int] = field(default_factory=int_column)
    at: array[int] = field(default_factory=int_column)
    runs: list[tuple[int, int, int]] = field(default_factory=list)  # (first, count, text end)
    open_table: str | None = None  # the table the next rows go to

    def add(self, item: Item) -> None:
        """The section's next paragraph."""
        self.markers.extend(item.markers)
        kind = item.kind
        note = self.note
        if kind is Kind.HISTORY and (note is None or item.start != note[0]):
            if not item.bracketed or (note is not None and not note[1]):
                kind = Kind.TEXT
            else:
                self.notes.append((item, self.places[-_PLACE] if self.places else -1))
        if kind in (Kind.HISTORY, Kind.HEADING, Kind.RANGE, Kind.PICTURE_MARK):
            self.open_table = None if kind is Kind.PICTURE_MARK else self.open_table
            return
        if kind is Kind.EDITOR_NOTE:
            text = NOTE_NUMBER.sub("", item.text, count=1)
            self.editor_notes.append((item.groups[0] if item.groups else "", text.strip()))
        elif kind is Kind.PICTURE:
            self.open_table = None
            self._picture(item)
        elif self.open_table is not None and not (
            FIGURE.match(item.text)
            or match_label(item.text) is not None
            or TABLE_CAPTION.match(item.text)
        ):
            self.book.add_row(self.open_table, item.text, _where(item))
        else:
            self.open_table = self._text(item)

    def _paragraph(self, text: str, item: Item) -> None:
        run = self.parts[-1] if self.parts else None
        if not isinstance(run, _Run):
            run = _Run(len(self.at))
            self.parts.append(run)
        self.at = append_int(self.at, run.add(text))
        self.places = extend_ints(self.places, _where(item))

    def _picture(self, item: Item) -> None:
        found = self.book.add_picture(self.chapter, self.section_id, item.rows, _where(item))
        if found is None:
            for row in item.rows:
                self._paragraph(row, item)
        elif found[1]:
            self.parts.append(found[0])

    def _text(self, item: Item) -> str | None:
        """Add a paragraph; returns the table it opened or continues (None when it closes
        one)."""
        text = item.text
        if "[" in text:
            self.markers.extend(m.group("number") for m in FOOTNOTE.finditer(text))
            text = FOOTNOTE.sub("", text)
        if text.startswith("Table"):
            found = self.book.open_text_table(self.chapter, self.section_id, text, _where(item))
            if found is not None:
                if found[1]:
                    self.parts.append(found[0])
                return found[0]
        self._paragraph(text, item)
        return None

    def text(self) -> tuple[str, array[int]]:
        """The section's text (paragraphs one line each, a table its caption line and rows),
        and where each paragraph starts in it. The runs' chunks are let go."""
        pieces: list[str] = []
        position = 0
        for part in self.parts:
            if isinstance(part, _Run):
                if position:
                    last = part.first + part.count - 1
                    self.at = set_ints(self.at, last, [self.at[last] + position])
                    at = self.at
                    for index in range(part.first, last):
                        at[index] += position
                self.runs.append((part.first, part.count, position + part.length))
                piece = part.text()
            else:
                lines = self.book.rendering(part)
                if not lines:
                    continue
                piece = "\n".join(lines)
            pieces.append(piece)
            position += len(piece) + 1
        self.parts = []
        return "\n".join(pieces), self.at

    def blocks(self, text: str) -> Iterator[TextBlock]:
        """The paragraphs as text blocks, in order, one at a time (after `text`, of its text)."""
        at, places = self.at, self.places
        for first, count, run_end in self.runs:
            for index in range(first, first + count):
                stop = at[index + 1] - 1 if index + 1 < first + count else run_end
                place = index * _PLACE
                yield TextBlock(
                    text[at[index] : stop],
                    places[place],
                    places[place + 1],
                    places[place + 2],
                    places[place + 3],
                )


def _where(item: Item) -> tuple[int, int, int, int]:
    return item.start, item.end, item.first_page, item.last_page


def section_body(
    items: list[Item], history: Item | None, chapter: str, section_id: str, book: TableBook
) -> Body:
    """The body of a section's paragraphs `items`, held, closed by `history`."""
    note = (history.start, history.bracketed) if history is not None else None
    body = Body(chapter, section_id, book, note)
    for item in items:
        body.add(item)
    return body
