"""The defined-terms stage: every term a glossary defines, and where the code and its
ordinances use them, with the sentence (the rows of `defined_terms` and `term_uses`, made by
`corpus/stages/rows.py`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from corpus.stages.glossary import DefinedTerm, TermUse, find_defined_terms, find_term_uses
from graph.records import CorpusText
from parsers.collect import ParsedCorpus


@dataclass(frozen=True, slots=True)
class CorpusTerms:
    terms: tuple[DefinedTerm, ...]
    uses: Sequence[TermUse]


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


def run_terms(parsed: ParsedCorpus, text: CorpusText) -> CorpusTerms:
    """Find the defined terms and their uses."""
    terms, uses = corpus_terms(parsed, text)
    return CorpusTerms(terms, uses)
