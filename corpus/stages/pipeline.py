"""One jurisdiction through every stage, in memory: its rows, ready for the one writer.

`jurisdiction_rows(parsed)` is the unit of work a distributed build runs per jurisdiction:
it needs nothing but the jurisdiction's parsed records, and returns plain rows, so the same
function gives the same rows on one core or on a Dask worker. Each stage takes the records it
needs and returns its own; the rows are made once, last (`corpus/stages/rows.py`).
"""

from __future__ import annotations

from collections.abc import Callable

from corpus.engine.amend import amend_corpus
from corpus.stages.attribution import attribute_corpus
from corpus.stages.citations import run_citations
from corpus.stages.code import code_records
from corpus.stages.corpus_text import corpus_text
from corpus.stages.current_code import current_code
from corpus.stages.housing import run_housing
from corpus.stages.outline import run_outline
from corpus.stages.paragraphs import run_paragraphs
from corpus.stages.rezonings import run_rezonings
from corpus.stages.rows import JurisdictionRecords, TableRows, records_rows
from corpus.stages.standards import run_standards
from corpus.stages.table_history import current_tables
from corpus.stages.terms import run_terms
from parsers.collect import ParsedCorpus

# The stages of one jurisdiction, in order, as `jurisdiction_rows` announces them.
STAGES = (
    "code", "amendments", "attribution", "text view", "citations", "tables", "paragraphs",
    "terms", "rows",
)  # fmt: skip


def jurisdiction_rows(
    parsed: ParsedCorpus, on_stage: Callable[[str], None] | None = None
) -> TableRows:
    """Every row of one jurisdiction: the code, the engine, citations, paragraphs, terms.
    `on_stage` hears the name of each stage (STAGES) as it starts."""
    stage = on_stage or (lambda name: None)
    stage("code")
    code = code_records(parsed)
    stage("amendments")
    amended = amend_corpus(parsed)
    # Unnumbered paragraphs are attributed once; the text view is built once and read by
    # every stage after the engine.
    stage("attribution")
    attributions = attribute_corpus(parsed.exports, parsed.ordinances)
    stage("text view")
    text = corpus_text(parsed, amended, attributions, code.scheme)
    stage("citations")
    citations = run_citations(text)
    current = current_code(code, amended, citations)
    stage("tables")
    history = amended.tables
    tables = current_tables(code, history)
    standards = run_standards(history) if history is not None else ()
    housing = run_housing(history, parsed.zoning, current) if history is not None else ()
    outline = run_outline(
        current,
        tables,
        history,
        parsed.ordinances,
        citations.citations,
        code.place.url,
        code.scheme,
    )
    rezonings = run_rezonings(parsed, amended)
    stage("paragraphs")
    paragraphs = run_paragraphs(parsed, attributions)
    stage("terms")
    terms = run_terms(parsed, text)
    stage("rows")
    records = JurisdictionRecords(
        parsed, code, amended, citations, current, tables, standards, housing, rezonings, outline,
        paragraphs, terms,
    )  # fmt: skip
    return records_rows(records)
