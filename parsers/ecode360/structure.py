"""Clean paragraphs into the outline: chapters, articles and sections, each numbered and checked.

`segments` cuts the paragraph stream into sections (at headings, or at history notes in a
headless export) and collects the chapter and article headings around them. Here each section
gets its number (`numbering`: heading, running headers, table of contents, sequence — or a
provisional id and a warning), its record (`sections`), and the outline its chapter and article
records. The table of contents, when the export prints one, is the expected list: a listed
section that was not found, or a headed one that is not listed, is a parse issue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import date

from parsers.ecode360.furniture import header_sides
from parsers.ecode360.items import Item, Kind
from parsers.ecode360.numbering import Evidence, number_sections
from parsers.ecode360.outline import is_reserved_name
from parsers.ecode360.pages import Line
from parsers.ecode360.schemes import Scheme, join_number, scheme_of, split_number
from parsers.ecode360.sections import Context, Lines, make_section, section_body
from parsers.ecode360.segments import Draft, Outline, Segment, outline_id, segment
from parsers.ecode360.tables import TableBook
from parsers.ecode360.toc import Toc
from parsers.history import parse_history_note
from parsers.records import (
    Article,
    Chapter,
    HistoryCitation,
    NumberSource,
    ParseIssue,
    Section,
    SectionStatus,
    Severity,
    SourceSpan,
    StructureKind,
    TitleSource,
)

# A page's number and its running header lines: all `build_sections` needs of the pages.
PageHeader = tuple[int, tuple[Line, ...]]


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
            location=f"page {s.first_page}, chars {s.items[0].start}-{s.items[-1].end}",
        )
        for s in segments
    ]
    on_page: dict[int, list[int]] = {}
    for index, seg in enumerate(segments):
        for page in range(seg.first_page, seg.last_page + 1):
            on_page.setdefault(page, []).append(index)
    for page_number, header in headers:
        first, last = header_sides(header)
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
            preview = next((i.text[:60] for i in seg.items if i.text), "")
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
    by one; only the two printed in dotted codes, whose step the range does not say."""
    chapter, start, _ = split_number(first)
    last_chapter, stop, width = split_number(last)
    if chapter != last_chapter or start is None or stop is None or stop <= start:
        return [first, last] if last != first else [first]
    if scheme_of(first) is Scheme.DOTTED:
        message = f"range {first} through {last}: the numbers between are not printed"
        issues.append(_issue(document, f"section {first}", Severity.INFO, "range-ends", message))
        return [first, last]
    return [join_number(chapter, value, width) for value in range(start, stop + 1)]


def _chapter_record(draft: Draft, toc: Toc, document: str) -> Chapter:
    title = draft.title or dict(toc.chapters).get(draft.number) or None
    history = _draft_history(draft, draft.number)
    notes = tuple(i.text for i in draft.notes if i.kind is not Kind.HISTORY)
    repealed = any(c.raw.lower().startswith("repealed") for c in history)
    status = SectionStatus.REPEALED if repealed else SectionStatus.CURRENT
    if is_reserved_name(title):
        title, status = None, SectionStatus.RESERVED
    source = TitleSource.SOURCE if title else None
    return Chapter(draft.number, title, source, document, status, history, notes, draft.parent)


def _draft_history(draft: Draft, owner: str) -> tuple[HistoryCitation, ...]:
    found = [c for item in draft.history for c in parse_history_note(owner, item.text)]
    return tuple(c for c in found if c.ordinance or c.year)


def _article_record(draft: Draft, sections: Sequence[str], toc: Toc, document: str) -> Article:
    kind = StructureKind(draft.word.lower())
    reserved = is_reserved_name(draft.title)
    title = None if reserved else draft.title or None
    if kind is StructureKind.TITLE and title is None:
        title = dict(toc.titles).get(draft.number)
    item = draft.item
    span = SourceSpan(document, item.start, item.end, item.first_page, item.last_page)
    return Article(
        id=outline_id(draft),
        kind=kind,
        number=draft.number,
        title=title,
        document=document,
        chapter=draft.chapter,
        parent=draft.parent,
        status=SectionStatus.RESERVED if reserved else SectionStatus.CURRENT,
        history=_draft_history(draft, outline_id(draft)),
        sections=tuple(sections),
        notes=tuple(i.text for i in draft.notes if i.kind is not Kind.HISTORY),
        span=span,
    )


def _toc_issues(toc: Toc, sections: Sequence[Section], document: str) -> list[ParseIssue]:
    """Every section the contents list must be found; a headed one they omit is reported."""
    found = {s.id for s in sections}
    missing: dict[str, list[str]] = {}
    for entry in toc.entries:
        if entry.id not in found:
            missing.setdefault(entry.chapter, []).append(entry.id)
    issues = [
        _issue(
            document,
            f"chapter {chapter}",
            Severity.WARNING,
            "toc-missing",
            f"the table of contents lists {len(ids)} section(s) of chapter {chapter} not found "
            f"in the text: {', '.join(ids)}",
        )
        for chapter, ids in missing.items()
    ]
    listed = {e.id for e in toc.entries}
    covered = {e.chapter for e in toc.entries}
    for s in sections:
        if s.chapter in covered and s.id not in listed and s.number_source is NumberSource.HEADING:
            message = f"section {s.id} is printed but the table of contents does not list it"
            issues.append(
                _issue(document, f"section {s.id}", Severity.WARNING, "toc-unlisted", message)
            )
    return issues


def _leftover_issues(outline: Outline, document: str) -> list[ParseIssue]:
    return [
        _issue(
            document,
            f"page {item.first_page}",
            Severity.WARNING,
            "text-outside-sections",
            f"text outside any section: {item.text[:60]!r}",
        )
        for item in outline.leftover
        if item.kind is Kind.TEXT
    ]


def build_sections(
    items: list[Item],
    headers: Sequence[PageHeader],
    lines: Lines,
    document: str,
    as_of: date | None,
    toc: Toc | None = None,
) -> Built:
    """The records of the paragraph stream `items`, which is consumed: emptied once cut into
    segments, whose paragraphs are let go as each section's record is made (the stream and
    the records are never all held at once). `headers` and `lines` stand for the pages."""
    toc = toc or Toc()
    outline = segment(items)
    items.clear()
    issues = _leftover_issues(outline, document)
    evidence = _evidence(outline.segments, headers)
    numbers = _numbers(outline, evidence, toc, document, issues)
    context = Context(document, as_of, lines, TableBook(document))
    # All bodies first: a table continued in a later section belongs to the section where it
    # began, and its rows must be complete before any section record is made.
    bodies = [
        (index, seg, section_body(seg, seg.chapter or "", numbers[index][0], context.book))
        for index, seg in enumerate(outline.segments)
        if index in numbers
    ]
    bodies.reverse()
    sections: list[Section] = []
    of_segment: dict[int, list[str]] = {}
    while bodies:
        index, seg, body = bodies.pop()
        number, source = numbers[index]
        ids = [number]
        if seg.last is not None and source is NumberSource.HEADING:
            ids = _range(number, seg.last, document, issues)
        article = outline_id(outline.articles[seg.article]) if seg.article is not None else None
        for section_id in ids:
            numbered = (section_id, seg.chapter or "", source)
            sections.append(make_section(seg, numbered, body, context, issues, article))
        of_segment[index] = ids
        seg.items = []  # its record is made: its paragraphs go (the outline keeps the rest)
    issues.extend(_toc_issues(toc, sections, document))
    articles = [
        _article_record(d, [i for s in d.sections for i in of_segment.get(s, [])], toc, document)
        for d in outline.articles
    ]
    articles.extend(_toc_titles(toc, articles, document))
    chapters = _chapters(outline, sections, toc, document)
    return Built(_with_titles(chapters, articles), tuple(sections), tuple(articles), issues)


def _toc_titles(toc: Toc, articles: Sequence[Article], document: str) -> list[Article]:
    """The titles a table of contents opens with (`Title 15` over its name), when the text
    does not print them again, with the `Prior legislation` notes their contents print."""
    known = {a.id for a in articles}
    return [
        Article(
            f"Title {number}",
            StructureKind.TITLE,
            number,
            name or None,
            document,
            notes=tuple(note for owner, note in toc.notes if owner == number),
        )
        for number, name in toc.titles
        if f"Title {number}" not in known
    ]


def _with_titles(chapters: Sequence[Chapter], articles: Sequence[Article]) -> tuple[Chapter, ...]:
    """Chapters without an enclosing structure put under the title their number names
    (`15.04` under `Title 15`), where the document prints that title."""
    titles = {a.number: a.id for a in articles if a.kind is StructureKind.TITLE}
    return tuple(
        replace(c, parent=titles.get(c.id.split(".")[0])) if c.parent is None and "." in c.id else c
        for c in chapters
    )


def _chapters(
    outline: Outline, sections: Sequence[Section], toc: Toc, document: str
) -> tuple[Chapter, ...]:
    chapters = {d.number: _chapter_record(d, toc, document) for d in outline.chapters}
    for s in sections:
        if s.chapter not in chapters:
            title = dict(toc.chapters).get(s.chapter)
            source = TitleSource.SOURCE if title else None
            chapters[s.chapter] = Chapter(s.chapter, title, source, document)
    return tuple(chapters.values())
