"""The outline's records (chapters, articles, titles) and the checks of the sections against
the table of contents and the text left outside them, once the sections are made."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from parsers.ecode360.items import Kind
from parsers.ecode360.outline import is_reserved_name
from parsers.ecode360.segments import Draft, Outline, outline_id
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


def _issue(document: str, location: str, severity: Severity, code: str, text: str) -> ParseIssue:
    return ParseIssue(document, location, severity, code, text)


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


def toc_issues(toc: Toc, sections: Sequence[Section], document: str) -> list[ParseIssue]:
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


def leftover_issues(outline: Outline, document: str) -> list[ParseIssue]:
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


def outline_records(
    outline: Outline,
    sections: Sequence[Section],
    of_segment: Mapping[int, Sequence[str]],
    toc: Toc,
    document: str,
) -> tuple[tuple[Chapter, ...], tuple[Article, ...]]:
    """The chapter and article records of `outline`, whose segment `i` became the sections
    `of_segment[i]`."""
    articles = [
        _article_record(d, [i for s in d.sections for i in of_segment.get(s, [])], toc, document)
        for d in outline.articles
    ]
    articles.extend(_toc_titles(toc, articles, document))
    chapters = _chapters(outline, sections, toc, document)
    return _with_titles(chapters, articles), tuple(articles)
