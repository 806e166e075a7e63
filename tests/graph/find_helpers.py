"""Helpers the citation-extraction tests share: a text unit and its resolved targets."""

from __future__ import annotations

from dataclasses import replace

from graph.find import find_citations
from graph.records import Citation, CitationKind, SubsectionSpan, TextUnit, UnitKind
from graph.resolve import CorpusIndex, build_index, resolve
from parsers.ids import chapter_of, title_of_chapter


def unit(text: str, section: str = "17.62.050", subsection: str | None = None) -> TextUnit:
    """A section's text unit (`subsection`: the whole text is that subsection's)."""
    chapter = chapter_of(section)
    spans = (SubsectionSpan(subsection, 0, len(text)),) if subsection else ()
    return TextUnit(
        node=section,
        kind=UnitKind.SECTION,
        text=text,
        document="test",
        section=section,
        chapter=chapter,
        title=title_of_chapter(chapter),
        subsections=spans,
    )


def targets(text: str, section: str = "17.62.050") -> list[tuple[str, str | None]]:
    """(kind, target id) of every citation in `text`, resolved against an empty corpus."""
    return unit_targets(unit(text, section), build_index([], []))


def unit_targets(u: TextUnit, index: CorpusIndex) -> list[tuple[str, str | None]]:
    """(kind, target id) of every citation in unit `u`, resolved against `index`."""
    return [
        (r.target_kind.value if r.target_kind else "", r.target)
        for c in find_citations(u, sentences=None)
        for r in resolve(c, u, index)
    ]


def resolved(text: str, section: str, indexed: tuple[str, ...] = ()) -> list[Citation]:
    """Every citation in `text` cited from `section`, resolved against a corpus of `section`
    and `indexed`."""
    u = unit(text, section)
    index = build_index([section, *indexed], [])
    return [r for c in find_citations(u, sentences=None) for r in resolve(c, u, index)]


def bodies_cited(
    text: str, section: str, chapter: str = "", indexed: tuple[str, ...] = ()
) -> list[tuple[str, str, str | None]]:
    """(raw, body, target) of every citation in `text` cited from `section` (in `chapter`, when
    given), resolved against a corpus of `section` and `indexed`; body `local` for this code's."""
    u = unit(text, section)
    if chapter:
        u = replace(u, chapter=chapter)
    index = build_index([section, *indexed], [])
    found: list[Citation] = []
    for c in find_citations(u, sentences=None):
        found.extend(resolve(c, u, index))
    return [
        (
            c.raw,
            c.reference.code or "" if c.target_kind is CitationKind.EXTERNAL else "local",
            c.target,
        )
        for c in found
    ]
