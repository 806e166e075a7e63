"""One segment of the paragraph stream into its `Section` record: clean text, subsection tree,
tables, editor's notes and footnotes, history citations, status and title."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from parsers.ecode360.body import Body
from parsers.ecode360.export_tables import TableBook
from parsers.ecode360.outline import is_reserved_name
from parsers.ecode360.pages import line_starts
from parsers.ecode360.segments import Segment
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
from parsers.subsections import build_tree

# A section whose whole text says it is reserved or repealed.
RESERVED = re.compile(r"^[(\[]?\s*Reserved\b", re.IGNORECASE)
REPEALED = re.compile(r"^[(\[]?\s*Repealed\b", re.IGNORECASE)

# A subsection id's first label, `(C)(1)` → `C(1)`: how a note's place is written.
FIRST_LABEL = re.compile(r"^\((?P<label>[^()]+)\)")


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
    tally = seg.tally
    if tally is None or not tally.count:
        raise ValueError("a section's span is asked for after its paragraphs were let go")
    start, end = tally.low, tally.high
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
    text, positions = body.text()
    subsections, tree_issues = build_tree(
        section_id, body.blocks(text), document=context.document, text=text, positions=positions
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
