"""The rows of the defined-terms stage: `defined_terms` (every term a glossary defines) and
`term_uses` (where the code and its ordinances use them, with the sentence)."""

from __future__ import annotations

from corpus.db.rows import TableRows, record_row
from corpus.stages.glossary import DefinedTerm, TermUse, find_defined_terms, find_term_uses
from graph.records import CorpusText
from parsers.collect import ParsedCorpus

TERM_COLUMNS = ("term", "section", "document", "start", "end", "located")
USE_COLUMNS = (
    "term", "defined_in", "source", "source_kind", "section", "matched", "sentence", "start",
    "end", "unit", "document",
)  # fmt: skip


def corpus_terms(
    parsed: ParsedCorpus, text: CorpusText
) -> tuple[tuple[DefinedTerm, ...], list[TermUse]]:
    """The corpus's defined terms and their uses, over the text units the citation stage read."""
    documents = {o.ordinance.id: o.document.id for o in parsed.ordinances}
    terms = find_defined_terms(
        text.sections.values(), text.chapter_titles, text.instructions, documents
    )
    if not terms:
        return terms, []
    return terms, find_term_uses(text.units, terms)


def run_terms(parsed: ParsedCorpus, text: CorpusText, out: TableRows) -> None:
    """Find the defined terms and their uses and add their rows to `out`."""
    terms, uses = corpus_terms(parsed, text)
    out.add("defined_terms", (record_row(t, TERM_COLUMNS) for t in terms))
    out.add("term_uses", (record_row(u, USE_COLUMNS) for u in uses))
