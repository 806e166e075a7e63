"""Stage 1 of the pipeline: documents into typed records.

The public verbs are re-exported here; each input format has its own module.
"""

from parsers.errors import DocumentError
from parsers.records import (
    Chapter,
    Document,
    DocumentKind,
    HistoryCitation,
    NumberSource,
    Paragraph,
    ParsedExport,
    ParseIssue,
    Section,
    SectionStatus,
    Severity,
    SourceSpan,
    Subsection,
    Table,
)

__all__ = [
    "Chapter",
    "Document",
    "DocumentError",
    "DocumentKind",
    "HistoryCitation",
    "NumberSource",
    "Paragraph",
    "ParseIssue",
    "ParsedExport",
    "Section",
    "SectionStatus",
    "Severity",
    "SourceSpan",
    "Subsection",
    "Table",
]
