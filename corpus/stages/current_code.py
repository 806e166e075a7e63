"""Each section and chapter as the database holds it: a section's latest edition brought to its
current version (sections known only from ordinances added), and every title decided once.

A title is taken in this order, and a title taken is never replaced: the one the export prints
(`source`), then one an amending ordinance prints for the section (`ordinance`), then the one
the citation stage inferred from how citations and headings name the node (`citations`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from corpus.engine.versions import AmendedCorpus, CurrentSection
from corpus.stages.code import CodeRecords
from graph.cite_corpus import CitationResult
from graph.records import CitationKind
from parsers.records import Chapter, Section, TitleSource


@dataclass(frozen=True, slots=True)
class CodeSection:
    """A section of the code: the export's latest edition (None when only ordinances know the
    section), the engine's current version (None when the engine gave it none), its title."""

    id: str
    printed: Section | None
    current: CurrentSection | None
    title: str | None
    title_source: TitleSource | None
    text: str  # as it stands: the current version's, else the edition's


@dataclass(frozen=True, slots=True)
class CodeChapter:
    """A chapter an export prints, with its title (printed, else inferred)."""

    chapter: Chapter
    title: str | None
    title_source: TitleSource | None


@dataclass(frozen=True, slots=True)
class CurrentCode:
    """The code's sections (the exports' in document order, then those known only from
    ordinances) and chapters, each titled once."""

    sections: tuple[CodeSection, ...]
    chapters: tuple[CodeChapter, ...]


def _printed(section: Section, current: CurrentSection | None) -> CodeSection:
    title, source = section.title, section.title_source
    if current is not None and current.title and not title:
        # An ordinance that prints the section's title supplies what the export's text
        # rendering lacks; a title the export itself printed is never replaced.
        title, source = current.title, TitleSource.ORDINANCE
    text = current.text if current is not None else section.text
    return CodeSection(section.id, section, current, title, source, text)


def _from_ordinances(current: CurrentSection) -> CodeSection:
    source = TitleSource.ORDINANCE if current.title else None
    return CodeSection(current.id, None, current, current.title, source, current.text)


def current_code(
    code: CodeRecords, amended: AmendedCorpus, citations: CitationResult
) -> CurrentCode:
    """The sections at their current versions and every section and chapter titled."""
    engine = {c.id: c for c in amended.current}
    sections = {s.id: _printed(s, engine.get(s.id)) for s in code.sections}
    for current in amended.current:
        if current.id not in sections:
            sections[current.id] = _from_ordinances(current)
    chapters = {c.id: CodeChapter(c, c.title, c.title_source) for c in code.chapters}
    for inferred in citations.titles:
        # The inferred title of an untitled node; a title taken before is never replaced.
        if inferred.kind is CitationKind.SECTION:
            section = sections.get(inferred.node)
            if section is not None and not section.title:
                sections[inferred.node] = replace(
                    section, title=inferred.title, title_source=inferred.source
                )
        else:
            chapter = chapters.get(inferred.node)
            if chapter is not None and not chapter.title:
                chapters[inferred.node] = replace(
                    chapter, title=inferred.title, title_source=inferred.source
                )
    return CurrentCode(tuple(sections.values()), tuple(chapters.values()))
