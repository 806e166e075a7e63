"""Clean paragraphs into chapters and sections: segmentation, numbering, text, tables, notes.

A section is the stretch of paragraphs that a history note closes (or that a printed section
heading opens). Its number comes from `numbering`; its body becomes clean text, its subsection
tree, its tables, its editor's notes and footnotes, and its history citations.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from itertools import accumulate

from parsers.ecode360.clean import Item, Kind
from parsers.ecode360.furniture import header_refs
from parsers.ecode360.numbering import Evidence, number_sections, split_number
from parsers.ecode360.pages import ExportText
from parsers.ecode360.tables import CAPTION as TABLE_CAPTION
from parsers.ecode360.tables import TableBook
from parsers.history import parse_history_note
from parsers.records import (
    Chapter,
    NumberSource,
    ParseIssue,
    Section,
    SectionStatus,
    Severity,
    SourceSpan,
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

CONTENT = frozenset({Kind.TEXT, Kind.PICTURE, Kind.EDITOR_NOTE})


@dataclass(slots=True)
class Segment:
    chapter: str | None
    items: list[Item] = field(default_factory=list)
    heading: tuple[str, str] | None = None  # (number, title) when printed
    history: Item | None = None
    chapter_start: bool = False  # the first segment after a chapter heading

    @property
    def has_content(self) -> bool:
        return self.heading is not None or any(i.kind in CONTENT for i in self.items)

    @property
    def first_page(self) -> int:
        return min(i.first_page for i in self.items)

    @property
    def last_page(self) -> int:
        return max(i.last_page for i in self.items)


def segment(items: Sequence[Item]) -> tuple[list[Segment], list[Chapter], list[Item]]:
    """Split the paragraph stream at chapter headings, section headings and history notes.

    Returns the segments, the chapters in order, and the items left outside every section
    (material after the last history note that is not a section, such as a lone picture mark).
    Items are classified by `clean`; with headings, a note inside a section becomes text.
    """
    segments: list[Segment] = []
    chapters: list[Chapter] = []
    current = Segment(None)
    chapter: str | None = None
    # When the export prints section headings (at least one for every two history notes),
    # they alone delimit sections: a history note then closes nothing (ecode360 also prints
    # notes after single subsections), and of several notes in one section the last is the
    # section's, the others stay in the text. A stray heading in a headless export does not
    # switch modes: there, history notes still close sections.
    headings = sum(1 for item in items if item.kind is Kind.HEADING)
    notes = sum(1 for item in items if item.kind is Kind.HISTORY)
    by_heading = headings > 0 and 2 * headings >= notes

    def close() -> None:
        nonlocal current
        kept = current.has_content or current.history is not None
        if kept:
            segments.append(current)
        # An empty segment right after the chapter heading hands its place on.
        current = Segment(chapter, chapter_start=current.chapter_start and not kept)

    for item in items:
        if item.kind is Kind.CHAPTER:
            close()
            chapter = item.groups[0]
            chapters.append(Chapter(chapter, item.groups[1] or None, TitleSource.SOURCE))
            current = Segment(chapter, chapter_start=True)
            continue
        if item.kind is Kind.STRUCTURE:
            continue
        if item.kind is Kind.HEADING:
            close()
            current.heading = (item.groups[0], item.groups[1])
            current.items.append(item)
            continue
        current.items.append(item)
        if item.kind is Kind.HISTORY:
            if by_heading and current.history is not None:
                # An earlier note of the same section was a subsection's: it stays as text.
                index = current.items.index(current.history)
                current.items[index] = replace(current.history, kind=Kind.TEXT)
            current.history = item
            if not by_heading:
                close()
    leftover = [] if current.has_content else current.items
    if current.has_content:
        segments.append(current)
    return segments, chapters, leftover


def _evidence(segments: Sequence[Segment], export: ExportText) -> list[Evidence]:
    """Heading and running-header evidence for each segment."""
    evidence = [
        Evidence(
            heading=s.heading[0] if s.heading else None,
            location=f"page {s.first_page}, chars {s.items[0].start}-{s.items[-1].end}",
        )
        for s in segments
    ]
    on_page: dict[int, list[int]] = {}
    for index, seg in enumerate(segments):
        for page in range(seg.first_page, seg.last_page + 1):
            on_page.setdefault(page, []).append(index)
    for export_page in export.pages:
        refs = header_refs(export_page.header)
        present = on_page.get(export_page.number)
        if not refs or not present:
            continue
        evidence[present[0]].headers.append(refs[0])
        evidence[present[-1]].headers.append(refs[-1])
    return evidence


def _chapter_of(seg: Segment, ev: Evidence) -> str | None:
    if seg.chapter is not None:
        return seg.chapter
    if ev.heading is not None:
        return split_number(ev.heading)[0]
    if ev.headers:
        return split_number(ev.headers[0])[0]
    return None


@dataclass(slots=True)
class _Body:
    """A section's body while it is assembled."""

    entries: list[TextBlock | str] = field(default_factory=list)  # paragraphs and table ids
    editor_notes: list[tuple[str, str]] = field(default_factory=list)  # (number, text)
    markers: list[str] = field(default_factory=list)


def _where(item: Item) -> tuple[int, int, int, int]:
    return item.start, item.end, item.first_page, item.last_page


def _body(seg: Segment, chapter: str, section_id: str, book: TableBook) -> _Body:
    body = _Body()
    open_table: str | None = None
    for item in seg.items:
        kind = item.kind
        if kind in (Kind.HISTORY, Kind.HEADING):
            continue
        if kind is Kind.EDITOR_NOTE:
            match_text = item.text.split(":", 1)
            note = ("Editor's Note:" + match_text[1]) if len(match_text) == 2 else item.text
            body.editor_notes.append((item.groups[0] if item.groups else "", note.strip()))
            continue
        if kind is Kind.PICTURE_MARK:
            open_table = None
            continue
        if kind is Kind.PICTURE:
            open_table = None
            found = book.add_picture(chapter, section_id, item.rows, _where(item))
            if found is None:
                for row in item.rows:
                    body.entries.append(
                        TextBlock(row, item.start, item.end, item.first_page, item.last_page)
                    )
            elif found[1]:
                body.entries.append(found[0])
            continue
        text = item.text
        if "[" in text:
            body.markers.extend(m.group("number") for m in FOOTNOTE.finditer(text))
            text = FOOTNOTE.sub("", text)
        if text.startswith("Table"):
            found = book.open_text_table(chapter, section_id, text, _where(item))
            if found is not None:
                open_table = found[0]
                if found[1]:
                    body.entries.append(found[0])
                continue
        if open_table is not None:
            if FIGURE.match(text) or match_label(text) is not None or TABLE_CAPTION.match(text):
                open_table = None
            else:
                book.add_row(open_table, text, _where(item))
                continue
        body.entries.append(TextBlock(text, item.start, item.end, item.first_page, item.last_page))
    return body


class _Lines:
    """Line numbers of offsets into the document text."""

    def __init__(self, text: str) -> None:
        self.starts = [0, *accumulate(len(line) + 1 for line in text.split("\n"))]

    def number(self, offset: int) -> int:
        return bisect_right(self.starts, offset)


def build_sections(
    items: Sequence[Item], export: ExportText, document: str, as_of: date | None
) -> tuple[tuple[Chapter, ...], tuple[Section, ...], list[ParseIssue]]:
    segments, chapters, leftover = segment(items)
    issues: list[ParseIssue] = []
    for item in leftover:
        if item.kind is Kind.TEXT:
            issues.append(
                ParseIssue(
                    document,
                    f"page {item.first_page}",
                    Severity.WARNING,
                    "text-outside-sections",
                    f"text after the last section: {item.text[:60]!r}",
                )
            )
    evidence = _evidence(segments, export)

    # Group segments by chapter and number each chapter's sections.
    by_chapter: dict[str, list[int]] = {}
    for index, (seg, ev) in enumerate(zip(segments, evidence, strict=True)):
        chapter = _chapter_of(seg, ev)
        if chapter is None:
            issues.append(
                ParseIssue(
                    document,
                    ev.location,
                    Severity.ERROR,
                    "unnumbered-section",
                    "no chapter heading, running header or section heading gives this text a "
                    f"number; it is left out: {_preview(seg)!r}",
                )
            )
            continue
        seg.chapter = chapter
        by_chapter.setdefault(chapter, []).append(index)
    known = {c.id for c in chapters}
    for chapter in by_chapter:
        if chapter not in known:
            chapters.append(Chapter(chapter, None, None))
            known.add(chapter)
    headed = {c.id for c in chapters if c.title_source is TitleSource.SOURCE}
    numbers: dict[int, tuple[str, NumberSource]] = {}
    for chapter, indices in by_chapter.items():
        found, chapter_issues = number_sections(
            chapter,
            [evidence[i] for i in indices],
            document,
            from_start=chapter in headed and segments[indices[0]].chapter_start,
        )
        issues.extend(chapter_issues)
        numbers.update(zip(indices, found, strict=True))

    book = TableBook(document)
    lines = _Lines(export.text)
    # All bodies first: a table continued in a later section belongs to the section where it
    # began, and its rows must be complete before any section record is made.
    bodies = [
        (seg, *numbers[index], _body(seg, seg.chapter or "", numbers[index][0], book))
        for index, seg in enumerate(segments)
        if index in numbers
    ]
    sections = [
        _section(seg, section_id, source, body, book, document, as_of, lines, issues)
        for seg, section_id, source, body in bodies
    ]
    return (
        tuple(Chapter(c.id, c.title, c.title_source, document) for c in chapters),
        tuple(sections),
        issues,
    )


def _preview(seg: Segment) -> str:
    return next((i.text[:60] for i in seg.items if i.text), "")


def _section(
    seg: Segment,
    section_id: str,
    source: NumberSource,
    body: _Body,
    book: TableBook,
    document: str,
    as_of: date | None,
    lines: _Lines,
    issues: list[ParseIssue],
) -> Section:
    text_lines: list[str] = []
    blocks: list[TextBlock] = []
    for value in body.entries:
        if isinstance(value, TextBlock):
            text_lines.append(value.text)
            blocks.append(value)
        else:
            text_lines.extend(book.rendering(value))
    text = "\n".join(text_lines)
    subsections, tree_issues = build_tree(section_id, blocks, document=document)
    issues.extend(tree_issues)
    notes = {number: note for number, note in body.editor_notes if number}
    footnotes = tuple(
        f"[{number}] {notes[number]}" if number in notes else f"[{number}]"
        for number in body.markers
    )
    history_note = seg.history.text if seg.history is not None else None
    history = parse_history_note(section_id, history_note) if history_note else ()
    if history_note is None:
        issues.append(
            ParseIssue(
                document,
                f"section {section_id}",
                Severity.WARNING,
                "history-missing",
                "the section ends without a history note",
            )
        )
    elif any(c.repaired for c in history):
        issues.append(
            ParseIssue(
                document,
                f"section {section_id}",
                Severity.INFO,
                "history-repaired",
                f"history note printed out of order, put back together: {history_note}",
            )
        )
    status = SectionStatus.CURRENT
    if RESERVED.match(text):
        status = SectionStatus.RESERVED
    elif REPEALED.match(text):
        status = SectionStatus.REPEALED
    start = min(i.start for i in seg.items)
    end = max(i.end for i in seg.items)
    span = SourceSpan(
        document,
        start,
        end,
        seg.first_page,
        seg.last_page,
        lines.number(start),
        lines.number(max(start, end - 1)),
    )
    title = seg.heading[1].rstrip(".").strip() if seg.heading else None
    return Section(
        id=section_id,
        chapter=split_number(section_id.split("#")[0])[0],
        title=title or None,
        text=text,
        document=document,
        number_source=source,
        span=span,
        history_note=history_note,
        history=history,
        subsections=subsections,
        tables=book.of_section(section_id),
        editor_notes=tuple(note for _, note in body.editor_notes),
        footnotes=footnotes,
        title_source=TitleSource.SOURCE if title else None,
        status=status,
        as_of=as_of,
    )
