"""The citation stage: every citation of a jurisdiction found and resolved, the titles
citations and headings give untitled sections and chapters (set on the records by
`corpus/stages/current_code.py`), and the titles citations disagree on (parse issues). Also the
citations of parsed records without a build."""

from __future__ import annotations

from corpus.engine.versions import AmendedCorpus
from corpus.stages.attribution import attribute_corpus
from corpus.stages.corpus_text import corpus_text
from graph.cite_corpus import CitationResult, cite_corpus, collector_paused
from graph.records import CorpusText
from parsers.collect import ParsedCorpus
from parsers.scheme_headings import code_scheme


def run_citations(text: CorpusText) -> CitationResult:
    """Find and resolve every citation of one jurisdiction."""
    return cite_corpus(text)


def text_of(parsed: ParsedCorpus, amended: AmendedCorpus | None = None) -> CorpusText:
    """The corpus text of parsed (and optionally amended) records, paragraphs attributed."""
    attributions = attribute_corpus(parsed.exports, parsed.ordinances)
    return corpus_text(parsed, amended, attributions, code_scheme(parsed.exports))


def cite_parsed(parsed: ParsedCorpus, amended: AmendedCorpus | None = None) -> CitationResult:
    """Every citation of parsed (and optionally amended) records, without a database. The
    corpus text is made with the collector paused too: it scans every ordinance for its
    headings, and a collection then walks every parsed record (its cost grew with the corpus)."""
    with collector_paused():
        text = text_of(parsed, amended)
    return cite_corpus(text)
