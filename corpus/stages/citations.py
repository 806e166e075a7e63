"""The citation stage's rows: `citations` (one per resolved or unresolved citation), the
inferred titles of `sections` and `chapters` (`title_source = citations` or `ordinance`), and
its parse issues (titles that citations disagree on). Also the graph of a build's records."""

from __future__ import annotations

import networkx as nx

from corpus.db.rows import Row, TableRows, citation_row, issue_row
from corpus.engine.versions import AmendedCorpus
from corpus.stages.attribution import attribute_corpus
from corpus.stages.corpus_text import amended_by, corpus_text
from graph.cite_corpus import CitationResult, cite_corpus
from graph.network import GraphInput, build_graph
from graph.records import CorpusText
from graph.titles import InferredTitle
from parsers.collect import ParsedCorpus
from parsers.ids import chapter_of, section_of


def _give_title(rows: dict[str, Row], inferred: InferredTitle) -> None:
    """Give an untitled row the inferred title; a title the source prints is never replaced."""
    row = rows.get(inferred.node)
    if row is not None and not row.get("title"):
        row["title"], row["title_source"] = inferred.title, inferred.source.value


def citation_rows(result: CitationResult, out: TableRows) -> None:
    """Add the citations, the inferred titles and the disagreements to `out`."""
    out.add_records("citations", result.citations, citation_row)
    sections, chapters = out.by_id("sections"), out.by_id("chapters")
    for inferred in result.titles:
        _give_title(sections if inferred.kind.value == "section" else chapters, inferred)
    out.add("parse_issues", (issue_row(i) for i in result.issues))


def run_citations(text: CorpusText, out: TableRows) -> CitationResult:
    """Find and resolve every citation of one jurisdiction and add its rows to `out`."""
    result = cite_corpus(text)
    citation_rows(result, out)
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
