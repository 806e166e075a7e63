"""The citation stage's tables: `citations` (one row per resolved or unresolved citation), the
inferred titles of `sections` and `chapters` (`title_source = citations` or `ordinance`), and
its parse issues (titles that citations disagree on). Also the graph of a build's records."""

from __future__ import annotations

import networkx as nx
import sqlite_utils

from corpus.db.rows import citation_row, issue_row
from corpus.engine.versions import AmendedCorpus
from corpus.stages.attribution import attribute_corpus
from corpus.stages.view import amended_by, corpus_text
from graph.network import GraphInput, build_graph
from graph.records import CorpusText
from graph.stage import CitationResult, cite_corpus
from graph.titles import InferredTitle
from parsers.collect import ParsedCorpus
from parsers.ids import chapter_of, section_of


def _update_title(db: sqlite_utils.Database, table: str, inferred: InferredTitle) -> None:
    """Give an untitled row the inferred title; a title the source prints is never replaced."""
    db.execute(
        f"update [{table}] set title = ?, title_source = ? "
        "where id = ? and (title is null or title = '')",
        [inferred.title, inferred.source.value, inferred.node],
    )


def write_citation_tables(db: sqlite_utils.Database, result: CitationResult) -> None:
    rows = [citation_row(c) for c in result.citations]
    db.table("citations").insert_all(rows, alter=True)
    with db.conn:
        for inferred in result.titles:
            table = "sections" if inferred.kind.value == "section" else "chapters"
            if db.table(table).exists():
                _update_title(db, table, inferred)
    if result.issues:
        db.table("parse_issues").insert_all([issue_row(i) for i in result.issues], alter=True)


def build_citations(db: sqlite_utils.Database, text: CorpusText) -> CitationResult:
    """Find and resolve every citation of the corpus and write its tables (build() calls this)."""
    result = cite_corpus(text)
    write_citation_tables(db, result)
    return result


def graph_input(
    text: CorpusText,
    result: CitationResult,
    parsed: ParsedCorpus,
    amended: AmendedCorpus | None = None,
) -> GraphInput:
    """The graph's input from a build's records (what `corpus.db.read` reads back)."""
    index = result.index
    table_sections = {t.id: s.id for s in text.sections.values() for t in s.tables}
    return GraphInput(
        chapters=tuple(text.chapter_titles.items()),
        sections=tuple(
            (s, chapter_of(s), text.sections[s].title if s in text.sections else None)
            for s in sorted(index.sections)
        ),
        subsections=tuple(
            (sub, section_of(sub), parent)
            for parent, children in index.children.items()
            for sub in children
        ),
        tables=tuple((t, table_sections.get(t, "")) for t in sorted(index.tables)),
        figures=tuple(sorted(index.figures)),
        ordinances=tuple(o.ordinance.id for o in parsed.ordinances),
        citations=tuple(citation_row(c) for c in result.citations),
        titles=result.titles,
        amended_by=amended_by(text.sections.values(), parsed, amended),
    )


def corpus_graph(parsed: ParsedCorpus, amended: AmendedCorpus | None = None) -> nx.MultiDiGraph:
    """The citation graph of parsed (and optionally amended) records, without a database."""
    text = text_of(parsed, amended)
    return build_graph(graph_input(text, cite_corpus(text), parsed, amended))


def text_of(parsed: ParsedCorpus, amended: AmendedCorpus | None = None) -> CorpusText:
    """The corpus text of parsed (and optionally amended) records, paragraphs attributed."""
    return corpus_text(parsed, amended, attribute_corpus(parsed.exports, parsed.ordinances))


def cite_parsed(parsed: ParsedCorpus, amended: AmendedCorpus | None = None) -> CitationResult:
    """Every citation of parsed (and optionally amended) records, without a database."""
    return cite_corpus(text_of(parsed, amended))
