"""Expected facts on the real seed documents: the whole stage over `raw/`, and the database."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import sqlite_utils

from corpus.engine.amend import amend_corpus
from corpus.stages.citations import cite_parsed
from graph.cite_corpus import CitationResult
from graph.records import CitationKind, How, UnitKind
from parsers.collect import ParsedCorpus, parse_all
from parsers.records import TitleSource

RAW = Path(__file__).resolve().parents[2] / "raw"


@pytest.fixture(scope="module")
def parsed() -> ParsedCorpus:
    return parse_all(RAW)


@pytest.fixture(scope="module")
def result(parsed: ParsedCorpus) -> CitationResult:
    return cite_parsed(parsed, amend_corpus(parsed))


def targets_of(result: CitationResult, section: str) -> set[str]:
    return {
        c.target
        for c in result.citations
        if c.source == section and c.source_kind is UnitKind.SECTION and c.target
    }


def test_17_62_050_cites(result: CitationResult) -> None:
    assert {"17.60", "17.64", "17.84", "17.88", "Title 17, Article 2", "17.62.050(F)"} <= (
        targets_of(result, "17.62.050")
    )


def test_17_24_040_range_gives_three_citations(result: CitationResult) -> None:
    """Both ends where they are printed; the member between them spans the whole range."""
    phrase = "subsections (A)(4) through (A)(6) of this section"
    found = [
        (c.target, c.raw, c.expanded)
        for c in result.citations
        if c.source == "17.24.040" and c.raw and c.raw in phrase and "(A)" in c.raw
    ]
    assert found == [
        ("17.24.040(A)(4)", "subsections (A)(4)", False),
        ("17.24.040(A)(5)", phrase, True),
        ("17.24.040(A)(6)", "(A)(6) of this section", False),
    ]


def test_17_62_050_title_from_the_ordinance(result: CitationResult) -> None:
    [title] = [t for t in result.titles if t.node == "17.62.050"]
    assert title.title == "Use permit and minor use permit"
    assert title.source is TitleSource.CITATIONS
    assert title.document.endswith("PA22-14.txt")


def test_chapter_titles_from_citations(result: CitationResult) -> None:
    titles = {t.node: t.title for t in result.titles if t.kind is CitationKind.CHAPTER}
    assert titles["17.88"] == "Public Hearings"
    assert titles["17.64"] == "Permit Implementation, Time Limits, and Extensions"


def test_subsection_i_of_this_chapter_is_repaired(result: CitationResult) -> None:
    [c] = [
        c
        for c in result.citations
        if c.source == "17.62.030" and c.raw == "subsection I of this chapter"
    ]
    assert (c.target, c.how, c.in_corpus) == ("17.62.030(I)", How.REPAIRED, True)


def test_offsets_point_into_the_current_section_text(
    parsed: ParsedCorpus, result: CitationResult
) -> None:
    texts = {s.id: s.text for s in amend_corpus(parsed).current}
    checked = 0
    for c in result.citations:
        if c.source_kind is UnitKind.SECTION and c.source in texts:
            assert texts[c.source][c.start : c.end] == c.raw
            checked += 1
    assert checked > 100


def test_no_furniture_headings_or_history_notes(result: CitationResult) -> None:
    for c in result.citations:
        assert not c.raw.startswith("SECTION")
        assert not re.fullmatch(r"§\s*\d+(?:\.\d+)*", c.raw) or c.target_kind is not None
        assert "Ord." not in c.raw
        assert "ecode360" not in c.sentence or c.source_kind is UnitKind.ORDINANCE


def test_every_citation_is_resolved_or_says_why(result: CitationResult) -> None:
    assert result.citations
    for c in result.citations:
        assert (c.resolved and c.target and c.how) or (not c.resolved and c.reason)


def test_amendment_text_resolves_against_the_amended_section(result: CitationResult) -> None:
    """PA#26-17 replaces 17.62.030: its `subsection E of this section` is 17.62.030(E)."""
    found = {
        c.target
        for c in result.citations
        if c.source_kind is UnitKind.ORDINANCE and c.raw == "subsection E of this section"
    }
    assert "17.62.030(E)" in found


def test_database_rows(database: sqlite_utils.Database) -> None:
    columns = set(database.table("citations").columns_dict)
    contract = {"source", "source_kind", "raw", "target_kind", "target", "resolved"}
    contract |= {"in_corpus", "how", "sentence", "start", "end"}
    assert contract <= columns
    rows = list(
        database.query(
            "select target from citations "
            "where source like '17.62.050%' and target_kind = 'chapter'"
        )
    )
    assert {r["target"] for r in rows} >= {"17.60", "17.64", "17.84", "17.88"}
    [section] = list(
        database.query("select title, title_source from sections where id = '17.62.050'")
    )
    assert section == {"title": "Use permit and minor use permit", "title_source": "citations"}
    how = {r["how"] for r in database.query("select distinct how from citations")}
    assert how <= {"absolute", "relative", "repaired", None}


def test_paragraphs_no_section_holds_are_cited_too(result: CitationResult) -> None:
    """The scraped paragraphs of 17.28 are in no export: their citations come from them."""
    from_paragraphs = {
        (c.raw, c.target) for c in result.citations if c.source_kind is UnitKind.PARAGRAPH
    }
    assert ("24 CFR Section 100.307", "24 C.F.R. § 100.307") in from_paragraphs
    assert {(raw, t) for raw, t in from_paragraphs if t in {"1.28", "9.100", "17.89"}} == {
        ("Chapters 1.28", "1.28"),
        ("9.100", "9.100"),
        ("17.89", "17.89"),
    }
    # a paragraph placed nowhere cannot say what "this section" is
    relative = [
        c
        for c in result.citations
        if c.source_kind is UnitKind.PARAGRAPH and c.raw.endswith("of this section")
    ]
    assert relative and all(not c.resolved and c.reason for c in relative)


def test_figures_printed_in_the_export_are_in_the_corpus(result: CitationResult) -> None:
    figure = [c for c in result.citations if c.target == "Title 17, Figure 2-1"]
    assert figure and all(c.in_corpus and c.raw == "Figure 2-1" for c in figure)
    assert "Title 17, Figure 2-1" in result.index.figures


def test_citations_in_table_rows_come_from_the_table(result: CitationResult) -> None:
    """Table 2-5 (in 17.24.030) sends readers to 17.30.020(F) and Table 3-1."""
    from_table = {c.target for c in result.citations if c.table == "17.24.030, Table 2-5"}
    assert {"17.30.020(F)", "Title 17, Table 3-1"} <= from_table
    assert all(
        c.source == "17.24.030" for c in result.citations if c.table == "17.24.030, Table 2-5"
    )
