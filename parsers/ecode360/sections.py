"""One segment of the paragraph stream into its `Section` record: clean text, subsection tree,
tables, editor's notes and footnotes, history citations, status and title."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date

from parsers.ecode360.items import Item, Kind
from parsers.ecode360.outline import is_reserved_name
from parsers.ecode360.pages import line_starts
from parsers.ecode360.segments import Segment
from parsers.ecode360.tables import CAPTION as TABLE_CAPTION
from parsers.ecode360.tables import TableBook
from parsers.history import parse_history_note
from parsers.records import (
    HistoryCitation,
    NumberSource,
    ParseIssue,
    Section,
    SectionStatus,
    Severity,
    SourceSpan,
    Subsection,
    TitleSource,
)
from parsers.subsections import TextBlock, build_tree, match_label

# A footnote marker in body text, `Table 2-3 [2] of this title`: the number refers to an
# editor's note printed at the foot of the page.
FOOTNOTE = re.compile(r"\s?\[(?P<number>\d{1,3})\]")

# A figure caption kept in the text: `Figure 2-1. Building Placement`. It ends a re-flowed table.
FIGURE = re.compile(r"^Figure\s+\d+[A-Z]?-\d+[A-Z]?\b")

# A section whose whole text says it is reserved or repealed.
RESERVED = re.compile(r"^[(\[]?\s*Reserved\b", re.IGNORECASE)
REPEALED = re.compile(r"^[(\[]?\s*Repealed\b", re.IGNORECASE)

# The footnote number an editor's note is printed with: `10. Editor's Note: …`.
NOTE_NUMBER = re.compile(r"^\[?\d{1,3}[.\]]\s*")

# A subsection id's first label, `(C)(1)` → `C(1)`: how a note's place is written.
FIRST_LABEL = re.compile(r"^\((?P<label>[^()]+)\)")


@dataclass(slots=True)
class Body:
    """A section's body while it is assembled."""

    entries: list[TextBlock | str] = field(default_factory=list)  # paragraphs and table ids
    editor_notes: list[tuple[str, str]] = field(default_factory=list)  # (number, text)
    markers: list[str] = field(default_factory=list)
    notes: list[tuple[Item, int]] = field(default_factory=list)  # (subsection note, its offset)


def _where(item: Item) -> tuple[int, int, int, int]:
    return item.start, item.end, item.first_page, item.last_page


def _block(text: str, item: Item) -> TextBlock:
    return TextBlock(text, item.start, item.end, item.first_page, item.last_page)


def _editor_note(body: Body, item: Item) -> None:
    note = NOTE_NUMBER.sub("", item.text, count=1)
    body.editor_notes.append((item.groups[0] if item.groups else "", note.strip()))


def _picture(body: Body, item: Item, chapter: str, section_id: str, book: TableBook) -> None:
    found = book.add_picture(chapter, section_id, item.rows, _where(item))
    if found is None:
        body.entries.extend(_block(row, item) for row in item.rows)
    elif found[1]:
        body.entries.append(found[0])


def _text(body: Body, item: Item, chapter: str, section_id: str, book: TableBook) -> str | None:
    """Add a paragraph; returns the table it opened or continues (None when it closes one)."""
    text = item.text
    if "[" in text:
        body.markers.extend(m.group("number") for m in FOOTNOTE.finditer(text))
        text = FOOTNOTE.sub("", text)
    if text.startswith("Table"):
        found = book.open_text_table(chapter, section_id, text, _where(item))
        if found is not None:
            if found[1]:
                body.entries.append(found[0])
            return found[0]
    body.entries.append(_block(text, item))
    return None


def section_body(seg: Segment, chapter: str, section_id: str, book: TableBook) -> Body:
    body = Body()
    open_table: str | None = None
    # A section closed by a parenthesised note (the West's style) keeps other notes as text.
    west = seg.history is not None and not seg.history.bracketed
    for item in seg.items:
        body.markers.extend(item.markers)
        kind = item.kind
        if kind is Kind.HISTORY and item is not seg.history and west:
            kind = Kind.TEXT
        elif kind is Kind.HISTORY and item is not seg.history and item.bracketed:
            last = next((e for e in reversed(body.entries) if isinstance(e, TextBlock)), None)
            body.notes.append((item, last.start if last else -1))
        if kind in (Kind.HISTORY, Kind.HEADING, Kind.RANGE, Kind.PICTURE_MARK):
            open_table = None if kind is Kind.PICTURE_MARK else open_table
            continue
        if kind is Kind.EDITOR_NOTE:
            _editor_note(body, item)
        elif kind is Kind.PICTURE:
            open_table = None
            _picture(body, item, chapter, section_id, book)
        elif open_table is not None and not (
            FIGURE.match(item.text)
            or match_label(item.text) is not None
            or TABLE_CAPTION.match(item.text)
        ):
            book.add_row(open_table, item.text, _where(item))
        else:
            open_table = _text(body, item, chapter, section_id, book)
    return body


class Lines:
    """Line numbers of offsets into the document text, from the offsets its lines start at
    (the text itself need not be kept)."""

    def __init__(self, starts: Sequence[int]) -> None:
        self.starts = starts

    @classmethod
    def of_text(cls, text: str) -> Lines:
        return cls(line_starts(text))

    def number(self, offset: int) -> int:
        return bisect_right(self.starts, offset)


def _subsection_of(subsections: Sequence[Subsection], section_id: str, offset: int) -> str | None:
    """`C(1)`: the deepest subsection whose text holds `offset`, written as a note's place."""
    holding = [
        s for s in subsections if s.span is not None and s.span.start <= offset <= s.span.end
    ]
    if not holding:
        return None
    deepest = max(holding, key=lambda s: s.level)
    return FIRST_LABEL.sub(r"\g<label>", deepest.id[len(section_id) :])


def _history(
    seg: Segment, section_id: str, body: Body, subsections: Sequence[Subsection]
) -> tuple[HistoryCitation, ...]:
    own = parse_history_note(section_id, seg.history.text) if seg.history is not None else ()
    found = list(own)
    for item, offset in body.notes:
        where = _subsection_of(subsections, section_id, offset) if offset >= 0 else None
        found.extend(parse_history_note(section_id, item.text, where or None))
    return tuple(found)


def _history_issue(
    document: str, section_id: str, seg: Segment, history: Sequence[HistoryCitation]
) -> ParseIssue | None:
    """A headless section without a closing note (its end is in doubt), or a repaired note."""
    location = f"section {section_id}"
    if seg.history is None and not history and not seg.heading:
        message = "the section ends without a history note"
        return ParseIssue(document, location, Severity.WARNING, "history-missing", message)
    if seg.history is not None and any(c.repaired for c in history):
        message = f"history note printed out of order, put back together: {seg.history.text}"
        return ParseIssue(document, location, Severity.INFO, "history-repaired", message)
    return None


def _status(text: str, title: str | None) -> SectionStatus:
    if is_reserved_name(title) or RESERVED.match(text):
        return SectionStatus.RESERVED
    if REPEALED.match(text) or (title and REPEALED.match(title)):
        return SectionStatus.REPEALED
    return SectionStatus.CURRENT


@dataclass(frozen=True, slots=True)
class Context:
    document: str
    as_of: date | None
    lines: Lines
    book: TableBook


def _span(seg: Segment, context: Context) -> SourceSpan:
    start = min(i.start for i in seg.items)
    end = max(i.end for i in seg.items)
    number = context.lines.number
    return SourceSpan(
        context.document, start, end, seg.first_page, seg.last_page,
        number(start), number(max(start, end - 1)),
    )  # fmt: skip


def make_section(
    seg: Segment,
    numbered: tuple[str, str, NumberSource],
    body: Body,
    context: Context,
    issues: list[ParseIssue],
    article: str | None = None,
) -> Section:
    """The record of a section: `numbered` is (id, chapter, source)."""
    section_id, chapter, source = numbered
    text_lines: list[str] = []
    blocks: list[TextBlock] = []
    positions: list[int] = []  # where each block starts in the section's text
    position = 0
    for value in body.entries:
        lines = [value.text] if isinstance(value, TextBlock) else context.book.rendering(value)
        if isinstance(value, TextBlock):
            blocks.append(value)
            positions.append(position)
        text_lines.extend(lines)
        position += sum(len(line) + 1 for line in lines)
    text = "\n".join(text_lines)
    subsections, tree_issues = build_tree(
        section_id, blocks, document=context.document, text=text, positions=positions
    )
    issues.extend(tree_issues)
    notes = {number: note for number, note in body.editor_notes if number}
    footnotes = tuple(
        f"[{number}] {notes[number]}" if number in notes else f"[{number}]"
        for number in body.markers
    )
    history = _history(seg, section_id, body, subsections)
    problem = _history_issue(context.document, section_id, seg, history)
    if problem is not None:
        issues.append(problem)
    printed = seg.heading[1].strip() if seg.heading else None
    title = None if is_reserved_name(printed) else (printed or "").rstrip(".").strip() or None
    return Section(
        id=section_id,
        chapter=chapter,
        title=title,
        text=text,
        document=context.document,
        number_source=source,
        span=_span(seg, context),
        history_note=seg.history.text if seg.history is not None else None,
        history=history,
        subsections=subsections,
        tables=context.book.of_section(section_id),
        editor_notes=tuple(note for _, note in body.editor_notes),
        footnotes=footnotes,
        title_source=TitleSource.SOURCE if title else None,
        status=_status(text, printed),
        as_of=context.as_of,
        article=article,
    )
