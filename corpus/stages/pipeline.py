"""One jurisdiction through every stage, in memory: its rows, ready for the one writer.

`jurisdiction_rows(parsed)` is the unit of work a distributed build runs per jurisdiction:
it needs nothing but the jurisdiction's parsed records, and returns plain rows, so the same
function gives the same rows on one core or on a Dask worker.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from corpus.db.rows import Row, TableRows
from corpus.stages.amendments import run_amendments
from corpus.stages.attribution import attribute_corpus
from corpus.stages.citations import run_citations
from corpus.stages.code import code_rows
from corpus.stages.corpus_text import corpus_text
from corpus.stages.housing import housing_rows
from corpus.stages.outline import run_outline
from corpus.stages.paragraphs import run_paragraphs
from corpus.stages.rezonings import run_rezonings
from corpus.stages.standards import run_standards
from corpus.stages.table_history import run_tables
from corpus.stages.terms import run_terms
from parsers.collect import ParsedCorpus

# Issue rows of one code in one document kept in full; the rest are counted in one more row
# (a 50 MB export once gave 15,938 rows of one kind).
ISSUES_PER_KIND = 50


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


# The stages of one jurisdiction, in order, as `jurisdiction_rows` announces them.
STAGES = (
    "code", "amendments", "attribution", "text view", "citations", "tables", "paragraphs",
    "terms",
)  # fmt: skip


def jurisdiction_rows(
    parsed: ParsedCorpus, on_stage: Callable[[str], None] | None = None
) -> TableRows:
    """Every row of one jurisdiction: the code, the engine, citations, paragraphs, terms.
    `on_stage` hears the name of each stage (STAGES) as it starts."""
    stage = on_stage or (lambda name: None)
    out = TableRows()
    stage("code")
    code_rows(parsed, out)
    stage("amendments")
    amended = run_amendments(parsed, out)
    # Unnumbered paragraphs are attributed once; the text view is built once and read by
    # every stage after the engine.
    stage("attribution")
    attributions = attribute_corpus(parsed.exports, parsed.ordinances)
    stage("text view")
    text = corpus_text(parsed, amended, attributions)
    stage("citations")
    run_citations(text, out)
    stage("tables")
    run_tables(amended, out)
    if amended.tables is not None:
        run_standards(amended.tables, out)

        housing_rows(amended.tables, parsed.zoning, out)
    run_rezonings(parsed, amended, out)
    run_outline(out)
    stage("paragraphs")
    run_paragraphs(parsed, attributions, out)
    stage("terms")
    run_terms(parsed, text, out)
    out.tables["parse_issues"] = cap_issues(out.rows("parse_issues"))
    out.set_constant("jurisdiction", parsed.jurisdiction)
    return out
