"""Clean paragraphs into the outline: chapters, articles and sections, each numbered and checked.

`segments` cuts the paragraph stream into sections (at headings, or at history notes in a
headless export) and collects the chapter and article headings around them. Here each section
gets its number (`numbering`: heading, running headers, table of contents, sequence — or a
provisional id and a warning), its record (`sections`), and the outline its chapter and article
records. The table of contents, when the export prints one, is the expected list: a listed
section that was not found, or a headed one that is not listed, is a parse issue.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date

from parsers.ecode360.body import Body, section_body
from parsers.ecode360.export_tables import TableBook
from parsers.ecode360.items import Item, Kind
from parsers.ecode360.numbering import Evidence, number_sections
from parsers.ecode360.outline_records import leftover_issues, outline_records, toc_issues
from parsers.ecode360.sections import Context, Lines, make_section
from parsers.ecode360.segments import Outline, Segment, Segmenter, cuts_at_headings, outline_id
from parsers.ecode360.toc import Toc
from parsers.errors import DocumentError
from parsers.records import Article, Chapter, NumberSource, ParseIssue, Section, Severity
from parsers.schemes import Scheme, join_number, scheme_of, split_number

# A page's number and the sections its running header names as its first and its last
# (`furniture.header_sides`): all the sections' plan needs of the pages.
PageHeader = tuple[int, str | None, str | None]


@dataclass(slots=True)
class Built:
    chapters: tuple[Chapter, ...] = ()
    sections: tuple[Section, ...] = ()
    articles: tuple[Article, ...] = ()
    issues: list[ParseIssue] = field(default_factory=list)


def _evidence(segments: Sequence[Segment], headers: Sequence[PageHeader]) -> list[Evidence]:
    """Heading and running-header evidence for each segment."""
    evidence = [
        Evidence(
            heading=s.heading[0] if s.heading else None,
            location=f"page {s.extent.first_page}, chars {s.extent.start}-{s.extent.end}",
        )
        for s in segments
    ]
    on_page: dict[int, list[int]] = {}
    for index, seg in enumerate(segments):
        for page in range(seg.first_page, seg.last_page + 1):
            on_page.setdefault(page, []).append(index)
    for page_number, first, last in headers:
        present = on_page.get(page_number)
        if not present:
            continue
        if first is not None:
            evidence[present[0]].headers.append(first)
        if last is not None and not _names_next(segments, present[-1], last):
            evidence[present[-1]].headers.append(last)
    return evidence


def _names_next(segments: Sequence[Segment], index: int, number: str) -> bool:
    """A page's last running reference naming the section that opens the next page: how the
    header reads when a section ends at the foot of the page."""
    following = segments[index + 1] if index + 1 < len(segments) else None
    own = segments[index].heading
    ahead = following.heading if following is not None else None
    return ahead is not None and ahead[0] == number and own is not None and own[0] != number


def _chapter_of(seg: Segment, ev: Evidence) -> str | None:
    if seg.chapter is not None:
        return seg.chapter
    if ev.heading is not None:
        return split_number(ev.heading)[0]
    if ev.headers:
        return split_number(ev.headers[0])[0]
    return None


def _issue(document: str, location: str, severity: Severity, code: str, text: str) -> ParseIssue:
    return ParseIssue(document, location, severity, code, text)


def _by_chapter(
    outline: Outline, evidence: Sequence[Evidence], document: str, issues: list[ParseIssue]
) -> dict[str, list[int]]:
    by_chapter: dict[str, list[int]] = {}
    for index, (seg, ev) in enumerate(zip(outline.segments, evidence, strict=True)):
        chapter = _chapter_of(seg, ev)
        if chapter is None:
            preview = seg.extent.preview
            message = (
                "no chapter heading, running header or section heading gives this text a "
                f"number; it is left out: {preview!r}"
            )
            issues.append(
                _issue(document, ev.location, Severity.ERROR, "unnumbered-section", message)
            )
            continue
        seg.chapter = chapter
        by_chapter.setdefault(chapter, []).append(index)
    return by_chapter


def _numbers(
    outline: Outline,
    evidence: Sequence[Evidence],
    toc: Toc,
    document: str,
    issues: list[ParseIssue],
) -> dict[int, tuple[str, NumberSource]]:
    headed = {d.number for d in outline.chapters}
    numbers: dict[int, tuple[str, NumberSource]] = {}
    for chapter, indices in _by_chapter(outline, evidence, document, issues).items():
        found, chapter_issues = number_sections(
            chapter,
            [evidence[i] for i in indices],
            document,
            from_start=chapter in headed and outline.segments[indices[0]].chapter_start,
            listed=[e.id for e in toc.entries if e.chapter == chapter],
        )
        issues.extend(chapter_issues)
        numbers.update(zip(indices, found, strict=True))
    return numbers


def _range(first: str, last: str, document: str, issues: list[ParseIssue]) -> list[str]:
    """The numbers a range heading covers: every one between, in codes numbering sections one
    by one; only the two printed in dotted codes (`17.62.030`, `1105.04`), whose step the range
    does not say."""
    chapter, start, _ = split_number(first)
    last_chapter, stop, width = split_number(last)
    if chapter != last_chapter or start is None or stop is None or stop <= start:
        return [first, last] if last != first else [first]
    if scheme_of(first) in (Scheme.DOTTED, Scheme.TWO_LEVEL):
        message = f"range {first} through {last}: the numbers between are not printed"
        issues.append(_issue(document, f"section {first}", Severity.INFO, "range-ends", message))
        return [first, last]
    return [join_number(chapter, value, width) for value in range(start, stop + 1)]


@dataclass(slots=True)
class Plan:
    """What a first reading of the paragraph stream settles before any record is made: the
    outline (its segments thinned to their extents), each segment's number, and the issues
    found so far (numbering)."""

    headed: bool
    outline: Outline
    numbers: dict[int, tuple[str, NumberSource]]
    issues: list[ParseIssue]


@dataclass(slots=True)
class _Light:
    """A segmenter that keeps only what numbering needs: each closed segment is thinned at
    once, and the paragraphs a chapter or article heading, or no section, takes (its
    preamble, the leftover text) are let go (the second reading collects them)."""

    segmenter: Segmenter
    thinned: int = 0  # segments thinned so far

    def feed(self, item: Item) -> None:
        self.segmenter.feed(item)
        self._thin()

    def finish(self) -> Outline:
        self.segmenter.finish()
        self._thin()
        return self.segmenter.outline

    def _thin(self) -> None:
        outline, owner = self.segmenter.outline, self.segmenter.owner
        while self.thinned < len(outline.segments):
            outline.segments[self.thinned].thin()
            self.thinned += 1
        outline.leftover.clear()
        if owner is not None:  # the one draft the segmenter adds paragraphs to
            owner.history.clear()
            owner.notes.clear()


def plan_sections(
    items: Iterable[Item],
    headers: Sequence[PageHeader],
    document: str,
    toc: Toc | None = None,
    again: tuple[Callable[[], Iterable[Item]], bool] | None = None,
) -> Plan:
    """The plan of the stream `items`, read once. Whether sections are cut at headings
    depends on the whole stream (`cuts_at_headings`), so it is cut both ways as it goes, each
    way keeping only what numbering needs (`_Light`), and the right one is kept; or, when the
    stream can be had `again` (held or packed paragraphs) and the way is guessed (the
    furniture saw heading lines or none), it is cut the way guessed, and the other way from
    the stream had again only if the guess was wrong."""
    headings = notes = 0
    ways = (True, False) if again is None else (again[1],)
    lights = [_Light(Segmenter(way, hold=False)) for way in ways]
    for item in items:
        if item.kind in (Kind.HEADING, Kind.RANGE):
            headings += 1
        elif item.kind is Kind.HISTORY:
            notes += 1
        for light in lights:
            light.feed(item)
    headed = cuts_at_headings(headings, notes)
    if headed in ways:
        outline = lights[ways.index(headed)].finish()
    else:
        assert again is not None  # every way is cut without it
        other = _Light(Segmenter(headed, hold=False))
        for item in again[0]():
            other.feed(item)
        outline = other.finish()
    issues: list[ParseIssue] = []
    evidence = _evidence(outline.segments, headers)
    numbers = _numbers(outline, evidence, toc or Toc(), document, issues)
    return Plan(headed, outline, numbers, issues)


@dataclass(slots=True)
class _Records:
    """Section records made in the plan's order, each once no later section can add to its
    tables: a table belongs to its section, so to the segments numbered alike.

    A numbered section's body is assembled as its paragraphs are read (`take`, the
    segmenter's sink), its segment not holding them: the plan knows where it starts, its
    number and its closing note. A segment closed is recorded before the next paragraph is
    taken, so the tables are read in the order of the text."""

    plan: Plan
    context: Context
    issues: list[ParseIssue]
    last_of: dict[str, int]  # each number: the last segment numbered so
    segmenter: Segmenter
    done: int = 0  # segments closed and added
    open: Segment | None = None  # the segment the last paragraph went to
    body: Body | None = None  # and its body, assembled as it is read
    # Segments whose bodies are read, with the ids they take and what reading those reported.
    pending: deque[tuple[int, Segment, Body, list[str], list[ParseIssue]]] = field(
        default_factory=deque
    )
    sections: list[Section] = field(default_factory=list)
    of_segment: dict[int, list[str]] = field(default_factory=dict)

    def add(self, index: int, seg: Segment) -> None:
        planned = self.plan.outline.segments
        light = planned[index] if index < len(planned) else None
        if light is None or seg.heading != light.heading or seg.extent != light.extent:
            raise DocumentError(self.context.document, "the text changed while it was read")
        seg.chapter = light.chapter
        number = self.plan.numbers.get(index)
        if number is not None:
            body = self.body if seg is self.open and self.body is not None else None
            self.open, self.body = None, None
            if body is None or seg.hold:
                book = self.context.book
                body = section_body(seg.items, seg.history, seg.chapter or "", number[0], book)
            found: list[ParseIssue] = []
            ids = self._ids(index, seg, found)
            self.pending.append((index, seg, body, ids, found))
        self.flush(index)

    def closed(self) -> None:
        """Add the segments closed since the last call, in order."""
        segments = self.segmenter.outline.segments
        while self.done < len(segments):
            self.add(self.done, segments[self.done])
            self.done += 1

    def take(self, seg: Segment, item: Item) -> None:
        """`item` goes to segment `seg` (the segmenter's sink): a paragraph of the numbered
        section the plan has start here goes to its body, and its segment does not hold it."""
        if seg is self.open:
            if self.body is not None:
                self.body.add(item)
            return
        self.closed()  # a new segment: the ones closed before it are recorded first
        self.open, self.body = seg, None
        index = len(self.segmenter.outline.segments)
        planned = self.plan.outline.segments
        light = planned[index] if index < len(planned) else None
        number = self.plan.numbers.get(index)
        if light is not None and number is not None and light.extent.start == item.start:
            book = self.context.book
            self.body = Body(light.chapter or "", number[0], book, light.note)
            seg.hold = False
        if self.body is not None:
            self.body.add(item)

    def flush(self, done: int) -> None:
        """Make the records every body up to segment `done` completes, in order."""
        while self.pending:
            ids = self.pending[0][3]
            if any(self.last_of.get(i, -1) > done for i in ids):
                return
            self._record(*self.pending.popleft())

    def _ids(self, index: int, seg: Segment, issues: list[ParseIssue]) -> list[str]:
        number, source = self.plan.numbers[index]
        if seg.last is not None and source is NumberSource.HEADING:
            return _range(number, seg.last, self.context.document, issues)
        return [number]

    def _record(
        self, index: int, seg: Segment, body: Body, ids: list[str], found: list[ParseIssue]
    ) -> None:
        self.issues.extend(found)
        source = self.plan.numbers[index][1]
        articles = self.plan.outline.articles
        article = outline_id(articles[seg.article]) if seg.article is not None else None
        for section_id in ids:
            numbered = (section_id, seg.chapter or "", source)
            self.sections.append(
                make_section(seg, numbered, body, self.context, self.issues, article)
            )
        self.of_segment[index] = ids
        seg.thin()  # its record is made: its paragraphs go


def make_records(
    items: Iterable[Item],
    plan: Plan,
    lines: Lines,
    document: str,
    as_of: date | None,
    toc: Toc | None = None,
) -> Built:
    """The records of the stream `items` read a second time, by `plan`: each section's record
    is made as soon as its paragraphs (and those of any section numbered alike) are read, so
    the stream and the records are never all held at once."""
    toc = toc or Toc()
    last_of = {number: index for index, (number, _) in sorted(plan.numbers.items())}
    context = Context(document, as_of, lines, TableBook(document))
    segmenter = Segmenter(plan.headed)
    records = _Records(plan, context, [], last_of, segmenter)
    segmenter.sink = records.take
    for item in items:
        segmenter.feed(item)
        records.closed()
    segmenter.finish()
    records.closed()
    records.flush(len(plan.outline.segments))
    outline = segmenter.outline  # the plan's, with the chapters' and articles' paragraphs
    if len(records.of_segment) != len(plan.numbers) or len(outline.segments) != len(
        plan.outline.segments
    ):
        raise DocumentError(document, "the text changed while it was read")
    issues = [*leftover_issues(outline, document), *plan.issues, *records.issues]
    issues.extend(toc_issues(toc, records.sections, document))
    chapters, articles = outline_records(
        outline, records.sections, records.of_segment, toc, document
    )
    return Built(chapters, tuple(records.sections), articles, issues)
