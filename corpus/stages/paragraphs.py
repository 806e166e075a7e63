"""The `paragraphs` rows: unnumbered paragraphs with the section each was attributed to.

One row per paragraph (`document`, `idx`), with its text and offsets into its document, the
attributed `section` (NULL when unattributed), the match `score` (0-100), `how` it matched
(`exact`, `fuzzy`, `none`) and the document whose passage matched.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from corpus.db.rows import TableRows
from corpus.stages.attribution import ParagraphAttribution
from parsers.records import Paragraph

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


def paragraph_rows(
    attributions: Sequence[ParagraphAttribution], paragraphs: Sequence[Paragraph]
) -> list[dict[str, Any]]:
    by_key = {(a.document, a.index): a for a in attributions}
    rows: list[dict[str, Any]] = []
    for paragraph in paragraphs:
        found = by_key.get((paragraph.document, paragraph.index))
        rows.append(
            {
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
        )
    return rows


def run_paragraphs(
    parsed: ParsedCorpus, attributions: Sequence[ParagraphAttribution], out: TableRows
) -> None:
    """Add the exports' unnumbered paragraphs with the sections they were attributed to."""
    paragraphs = [p for export in parsed.exports for p in export.paragraphs]
    out.add("paragraphs", paragraph_rows(attributions, paragraphs))
