"""Stage 3 of the pipeline: citation extraction and resolution, and the networkx graph.

The verbs other stages call:

- `extract(unit)`: the citations in one `TextUnit`, unresolved (`graph.find`);
- `resolve(citation, unit, index)`: a citation resolved to the corpus's ids
  (docs/architecture.md; `graph.resolve`);
- `cite_corpus(text)`: every citation of a corpus's text (`CorpusText`), resolved, with
  inferred titles (`graph.cite_corpus`);
- `build_graph(GraphInput)`: the networkx graph (`graph.network`);
- queries in `graph.queries`, exports in `graph.export`.
"""

from __future__ import annotations

from graph.cite_corpus import CitationResult, cite_corpus
from graph.export import GraphFormat, export_graph
from graph.find import find_citations as extract
from graph.find import find_headings, scan
from graph.network import GraphInput, build_graph
from graph.queries import dangling, degrees, impact, inbound, most_cited, outbound, unresolved
from graph.resolve import CorpusIndex, build_index, resolve

__all__ = [
    "CitationResult",
    "CorpusIndex",
    "GraphFormat",
    "GraphInput",
    "build_graph",
    "build_index",
    "cite_corpus",
    "dangling",
    "degrees",
    "export_graph",
    "extract",
    "find_headings",
    "impact",
    "inbound",
    "most_cited",
    "outbound",
    "resolve",
    "scan",
    "unresolved",
]
