"""Citations as database rows (the `citations` table of PRODUCT.md's contract, plus context).

One shape serves the table writer and the graph built back from a database, so a graph read from
`build/cotati.db` is the graph the build made.
"""

from __future__ import annotations

from typing import Any

from graph.records import Citation, UnitKind


def citation_source(citation: Citation) -> str:
    """The most specific citing node: the table or subsection holding it, else the unit."""
    return citation.table or citation.subsection or citation.source


def citation_row(citation: Citation) -> dict[str, Any]:
    """The `citations` row: contract columns first, then where the offsets point and why."""
    source_kind = citation.source_kind.value
    if citation.table and citation.source_kind is UnitKind.SECTION:
        source_kind = "table"
    elif citation.subsection and citation.source_kind is UnitKind.SECTION:
        source_kind = "subsection"
    return {
        "source": citation_source(citation),
        "source_kind": source_kind,
        "raw": citation.raw,
        "target_kind": citation.target_kind.value if citation.target_kind else None,
        "target": citation.target,
        "resolved": int(citation.resolved),
        "in_corpus": int(citation.in_corpus),
        "how": citation.how.value if citation.how else None,
        "sentence": citation.sentence,
        "start": citation.start,
        "end": citation.end,
        # `start`/`end` are offsets into this node's text: a section's `text`, a table's rows
        # joined by newlines, or an ordinance section's text.
        "unit": citation.source,
        "unit_kind": citation.source_kind.value,
        "section": citation.source if citation.source_kind is UnitKind.SECTION else None,
        "ordinance_section": citation.ordinance_section,
        "document": citation.document,
        "reason": citation.reason,
        "target_title": citation.given_title,
    }
