"""A section's and a chapter's title is decided once, on records (`stages/current_code.py`):
the title the export prints, then one an amending ordinance prints, then one inferred from
how citations name the node. An inferred title never replaces a printed one. The titles are
PA26-17's (`Section 17.62.030 Limited Term Permit is amended`) and what Cotati's citations
call the section (`Section 17.62.030 (Limited term permit)`)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from amend_fixtures import export_section

from corpus.engine.versions import AmendedCorpus, CurrentSection
from corpus.stages.code import CodeRecords, Place
from corpus.stages.current_code import current_code
from graph.cite_corpus import CitationResult
from graph.records import CitationKind
from graph.resolve.outline import CorpusIndex
from graph.titles import InferredTitle
from parsers.records import Chapter, SectionStatus, TitleSource

SECTION, CHAPTER = "17.62.030", "17.62"
EXPORT_TEXT = "A limited term permit allows the short-term activities of this section."
CURRENT_TEXT = "A limited term permit allows short-term activities, as amended."


def _current(title: str | None, *, ordinance_only: bool = False) -> CurrentSection:
    return CurrentSection(
        SECTION, CHAPTER, title, CURRENT_TEXT, SectionStatus.CURRENT, "ord/PA26-17.txt", 2,
        ordinance_only,
    )  # fmt: skip


def _inferred(node: str, kind: CitationKind, title: str | None) -> tuple[InferredTitle, ...]:
    if title is None:
        return ()
    return (InferredTitle(node, kind, title, TitleSource.CITATIONS, votes=2),)


def _decided(
    printed: str | None, ordinance: str | None, inferred: str | None, *, exported: bool = True
) -> tuple[str | None, TitleSource | None, str]:
    section = replace(
        export_section(SECTION, EXPORT_TEXT, title=printed),
        title_source=TitleSource.SOURCE if printed else None,
    )
    code = CodeRecords((), Place(None, None, None), (), (section,) if exported else (), ())
    amended = AmendedCorpus({}, (), (), (), (_current(ordinance, ordinance_only=not exported),), ())
    titles = _inferred(SECTION, CitationKind.SECTION, inferred)
    citations = CitationResult((), CorpusIndex(), titles)
    (found,) = current_code(code, amended, citations).sections
    return found.title, found.title_source, found.text


@pytest.mark.parametrize(
    ("printed", "ordinance", "inferred", "title", "source"),
    [
        ("Limited term permit", "Limited Term Permit", "Limited term permits",
         "Limited term permit", TitleSource.SOURCE),
        (None, "Limited Term Permit", "Limited term permit",
         "Limited Term Permit", TitleSource.ORDINANCE),
        ("", "Limited Term Permit", None, "Limited Term Permit", TitleSource.ORDINANCE),
        (None, None, "Limited term permit", "Limited term permit", TitleSource.CITATIONS),
        (None, None, None, None, None),
    ],
)  # fmt: skip
def test_a_section_title_is_printed_then_an_ordinances_then_inferred(
    printed: str | None,
    ordinance: str | None,
    inferred: str | None,
    title: str | None,
    source: TitleSource | None,
) -> None:
    assert _decided(printed, ordinance, inferred) == (title, source, CURRENT_TEXT)


@pytest.mark.parametrize(
    ("ordinance", "inferred", "title", "source"),
    [
        ("Limited Term Permit", "Limited term permit", "Limited Term Permit",
         TitleSource.ORDINANCE),
        (None, "Limited term permit", "Limited term permit", TitleSource.CITATIONS),
    ],
)  # fmt: skip
def test_a_section_only_an_ordinance_holds_takes_its_title_before_an_inferred_one(
    ordinance: str | None, inferred: str, title: str, source: TitleSource
) -> None:
    assert _decided(None, ordinance, inferred, exported=False) == (title, source, CURRENT_TEXT)


@pytest.mark.parametrize(
    ("printed", "title", "source"),
    [
        ("PERMIT REVIEW AND DECISIONS", "PERMIT REVIEW AND DECISIONS", TitleSource.SOURCE),
        (None, "Permit Review and Decisions", TitleSource.CITATIONS),
    ],
)
def test_a_chapter_takes_an_inferred_title_only_when_it_prints_none(
    printed: str | None, title: str, source: TitleSource
) -> None:
    chapter = Chapter(CHAPTER, printed, TitleSource.SOURCE if printed else None)
    code = CodeRecords((), Place(None, None, None), (chapter,), (), ())
    amended = AmendedCorpus({}, (), (), (), (), ())
    inferred = _inferred(CHAPTER, CitationKind.CHAPTER, "Permit Review and Decisions")
    (found,) = current_code(code, amended, CitationResult((), CorpusIndex(), inferred)).chapters
    assert (found.title, found.title_source) == (title, source)
