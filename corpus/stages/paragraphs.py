"""The paragraph stage: the exports' unnumbered paragraphs, each with the section it was
attributed to (the `paragraphs` rows, made by `corpus/stages/rows.py`: one per paragraph, with
its text and offsets into its document, the attributed `section` (NULL when unattributed), the
match `score` (0-100), `how` it matched (`exact`, `fuzzy`, `none`) and the document whose passage
matched).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from corpus.stages.attribution import ParagraphAttribution
from parsers.records import Paragraph

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


@dataclass(frozen=True, slots=True)
class AttributedParagraph:
    paragraph: Paragraph
    attribution: ParagraphAttribution | None  # None: the attribution stage gave it none


def attributed_paragraphs(
    attributions: Sequence[ParagraphAttribution], paragraphs: Sequence[Paragraph]
) -> tuple[AttributedParagraph, ...]:
    by_key = {(a.document, a.index): a for a in attributions}
    return tuple(AttributedParagraph(p, by_key.get((p.document, p.index))) for p in paragraphs)


def run_paragraphs(
    parsed: ParsedCorpus, attributions: Sequence[ParagraphAttribution]
) -> tuple[AttributedParagraph, ...]:
    """The exports' unnumbered paragraphs with the sections they were attributed to."""
    paragraphs = [p for export in parsed.exports for p in export.paragraphs]
    return attributed_paragraphs(attributions, paragraphs)
