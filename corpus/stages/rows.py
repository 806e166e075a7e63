"""The stages' records into database rows: the one place a jurisdiction's rows are made, once,
after every stage has run (`corpus/stages/pipeline.py::jurisdiction_rows` calls it last).

Each stage hands on typed records and none reads or edits a row; here each table's rows are
made from the records that decide them (`records_rows`), in the order that makes rowids
reproduce, into a `TableRows` write buffer. The column lists of the engine's and the tables'
records are beside the generic `record_row` in `corpus/db/` (`rows.py`, `amendment_rows.py`,
`table_version_rows.py`); the rows of the stages' own records are made here. Also the citation
graph's input made from records (`graph_input`), its citations as their rows.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

import networkx as nx

from corpus.db.amendment_rows import (
    change_row,
    codification_row,
    instruction_row,
    ordinance_rows,
    version_row,
)
from corpus.db.rows import (
    Chained,
    Row,
    citation_row,
    document_row,
    history_row,
    issue_row,
    record_row,
    section_row,
    sql_value,
    subsection_row,
)
from corpus.db.rows import (
    TableRows as TableRows,  # the write buffer the pipeline hands on
)
from corpus.db.table_version_rows import (
    grid_issue_rows,
    grid_rows,
    housing_rows,
    standard_rows,
    table_change_row,
    table_version_row,
    unmapped_issues,
)
from corpus.engine.versions import AmendedCorpus
from corpus.stages.citations import text_of
from corpus.stages.code import CodeRecords
from corpus.stages.corpus_text import amended_by
from corpus.stages.current_code import CodeChapter, CodeSection, CurrentCode
from corpus.stages.glossary import TermUse
from corpus.stages.housing import MatrixHousing
from corpus.stages.outline import CodeOutline, OutlineEntry
from corpus.stages.paragraphs import AttributedParagraph
from corpus.stages.rezonings import Listing, Rezonings, ZoningVersion
from corpus.stages.standards import VersionStandards
from corpus.stages.table_history import CodeTable
from corpus.stages.terms import CorpusTerms
from graph.cite_corpus import CitationResult, cite_corpus
from graph.network import GraphInput, build_graph
from graph.records import CorpusText
from parsers.collect import ParsedCorpus
from parsers.ids import chapter_of, section_of

# Issue rows of one code in one document kept in full; the rest are counted in one more row
# (a 50 MB export once gave 15,938 rows of one kind).
ISSUES_PER_KIND = 50

TERM_COLUMNS = ("term", "section", "document", "start", "end", "located")
USE_COLUMNS = (
    "term", "defined_in", "source", "source_kind", "section", "matched", "sentence", "start",
    "end", "unit", "document",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class JurisdictionRecords:
    """Everything the stages found in one jurisdiction, as records: what its rows are made of."""

    parsed: ParsedCorpus
    code: CodeRecords
    amended: AmendedCorpus
    citations: CitationResult
    current: CurrentCode
    tables: tuple[CodeTable, ...]
    standards: tuple[VersionStandards, ...]
    housing: tuple[MatrixHousing, ...]
    rezonings: Rezonings
    outline: CodeOutline
    paragraphs: tuple[AttributedParagraph, ...]
    terms: CorpusTerms


def cap_issues(rows: list[Row], limit: int = ISSUES_PER_KIND) -> list[Row]:
    """The first `limit` issues of each (document, code), then one row counting the rest."""
    seen: Counter[tuple[object, object]] = Counter()
    kept: list[Row] = []
    for row in rows:
        key = (row.get("document"), row.get("code"))
        seen[key] += 1
        if seen[key] <= limit:
            kept.append(row)
    for (document, code), n in seen.items():
        if n > limit:
            kept.append(
                {
                    "document": document,
                    "location": "document",
                    "severity": "info",
                    "code": code,
                    "message": f"{n - limit} more `{code}` issues in this document are not listed",
                }
            )
    return kept


def code_section_row(section: CodeSection) -> Row:
    """A section's row at its current version, with the title decided for it."""
    current = section.current
    if section.printed is None:
        assert current is not None  # a section no export prints is known from the engine
        row = record_row(current, ("id", "chapter", "title"))
        row |= record_row(current, ("text", "status", "as_of", "document"))
    else:
        row = section_row(section.printed)
        if current is not None:
            row["text"], row["status"] = current.text, current.status.value
    row["title"], row["title_source"] = section.title, sql_value(section.title_source)
    if current is not None:
        row["current_version"] = current.version
    return row


def chapter_row(chapter: CodeChapter) -> Row:
    row = record_row(chapter.chapter, ("id", "title", "title_source", "document"))
    row["title"], row["title_source"] = chapter.title, sql_value(chapter.title_source)
    return row


def code_table_row(table: CodeTable) -> Row:
    row: Row = {
        "id": table.id,
        "number": table.number,
        "caption": table.caption,
        "section": table.section,
        "rows": table.rows,
    }
    if table.kind is not None:
        row["kind"], row["current_version"] = table.kind.value, table.current_version
    return row


def outline_row(entry: OutlineEntry, url: str | None) -> Row:
    return {
        "id": entry.id,
        "kind": entry.kind,
        "parent": entry.parent,
        "title": entry.title,
        "title_source": entry.title_source,
        "in_corpus": int(entry.in_corpus),
        "url": url,
        "cited": entry.cited,
    }


def listing_row(listing: Listing) -> Row:
    p = listing.parcel
    return {
        "ordinance": listing.instruction.ordinance,
        "instruction": listing.instruction.id,
        "listing": p.listing,
        "apn": p.apn,
        "address": p.address,
        "from_zone": p.zone_from,
        "to_zone": p.zone_to,
        "acreage": p.acreage,
        "status": listing.status.value,
        "note": listing.note,
    }


def zoning_row(v: ZoningVersion) -> Row:
    return record_row(
        v,
        ("apn", "version", "zone", "from_zone", "address", "valid_from", "valid_to"),
        ordinance=v.ordinance,
        instruction=v.instruction,
        valid_from_estimated=int(v.valid_from_estimated),
    )


def paragraph_row(attributed: AttributedParagraph) -> Row:
    paragraph, found = attributed.paragraph, attributed.attribution
    return {
        "document": paragraph.document,
        "idx": paragraph.index,
        "text": paragraph.text,
        "section": found.section if found else None,
        "subsection": found.subsection if found else None,
        "score": found.score if found else None,
        "how": found.how.value if found else None,
        "matched_document": found.matched_document if found else None,
        "start": paragraph.span.start,
        "end": paragraph.span.end,
        "first_line": paragraph.span.first_line,
        "last_line": paragraph.span.last_line,
    }


def term_use_row(use: TermUse) -> Row:
    return record_row(use, USE_COLUMNS)


def _code_rows(records: JurisdictionRecords, out: TableRows) -> None:
    """The exports' tables: documents, the place, chapters, sections, tables, history,
    subsections."""
    code, current = records.code, records.current
    out.add(
        "documents",
        (document_row(d) | {"printed_jurisdiction": d.jurisdiction} for d in code.documents),
    )
    place = code.place
    out.add("jurisdictions", [{"name": place.name, "code": place.code, "url": place.url}])
    out.add("chapters", (chapter_row(c) for c in current.chapters))
    out.add("chapters", (chapter_row_of(e) for e in records.outline.new_chapters))
    out.add("sections", (code_section_row(s) for s in current.sections))
    out.add("tables", (code_table_row(t) for t in records.tables))
    # Tables whose every row has the same columns are held as their records, and their rows
    # made as they are written (a dict a row is several times a record's size): subsections,
    # the biggest, are written as parsed.
    out.add_records("history", [h for s in code.sections for h in s.history], history_row)
    trees = [section.subsections for section in code.sections]
    out.add_records("subsections", Chained(trees), subsection_row)


def chapter_row_of(entry: OutlineEntry) -> Row:
    """The row of a chapter only the outline knows."""
    return {
        "id": entry.id,
        "title": entry.title,
        "title_source": entry.title_source,
        "document": None,
    }


def _amendment_rows(records: JurisdictionRecords, out: TableRows) -> None:
    parsed, amended = records.parsed, records.amended
    ordinances, events = ordinance_rows(parsed.ordinances, amended)
    out.add("ordinances", ordinances)
    out.add("ordinance_events", events)
    results = {r.instruction: r for r in amended.results}
    instructions = (i for p in parsed.ordinances for i in p.ordinance.instructions)
    out.add("instructions", (instruction_row(i, results.get(i.id)) for i in instructions))
    versions = [v for vs in amended.versions.values() for v in vs]
    out.add_records("section_versions", versions, version_row)
    out.add("changes", (change_row(c) for c in amended.changes))
    out.add("codification", (codification_row(d) for d in amended.codification))


def _table_rows(records: JurisdictionRecords, out: TableRows) -> None:
    """Every table version's rows, and what was read from the versions."""
    history = records.amended.tables
    if history is not None:
        for versions in history.versions.values():
            for v in versions:
                out.add("table_versions", [table_version_row(v)])
                rows, cells = grid_rows(v.table, v.version, v.grid)
                out.add("table_rows", rows)
                out.add("table_cells", cells)
        out.add("table_changes", (table_change_row(c) for c in history.changes))
    for read in records.standards:
        out.add("district_standards", standard_rows(read.version, read.reading))
    for housing in records.housing:
        made = housing_rows(housing.version, housing.codes, housing.treatments)
        for table, rows in made.items():
            out.add(table, rows)


def _issue_rows(records: JurisdictionRecords) -> list[Row]:
    """Every stage's parse issues, in stage order, each kind capped per document."""
    history = records.amended.tables
    versions = [v for vs in history.versions.values() for v in vs] if history else []
    issues = [issue_row(i) for i in records.code.issues]
    issues += [issue_row(i) for i in records.amended.issues]
    issues += [issue_row(i) for i in records.citations.issues]
    issues += [row for v in versions for row in grid_issue_rows(v)]
    issues += [row for r in records.standards for row in unmapped_issues(r.version, r.reading)]
    return cap_issues(issues)


def records_rows(records: JurisdictionRecords) -> TableRows:
    """Every row of one jurisdiction, made from its records."""
    out = TableRows()
    _code_rows(records, out)
    _amendment_rows(records, out)
    out.add_records("citations", records.citations.citations, citation_row)
    _table_rows(records, out)
    out.add("rezonings", (listing_row(listing) for listing in records.rezonings.listings))
    out.add("zoning_map", (zoning_row(v) for v in records.rezonings.zoning_map))
    outline = records.outline
    out.add("outline", (outline_row(entry, outline.url) for entry in outline.entries))
    out.add_records("paragraphs", records.paragraphs, paragraph_row)
    out.add("defined_terms", (record_row(t, TERM_COLUMNS) for t in records.terms.terms))
    out.add_records("term_uses", records.terms.uses, term_use_row)
    out.add("parse_issues", _issue_rows(records))
    out.set_constant("jurisdiction", records.parsed.jurisdiction)
    return out


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
            (s, chapter_of(s, text.scheme), text.sections[s].title if s in text.sections else None)
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
