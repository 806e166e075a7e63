"""Title-wide table citations (`Title 17, Table 2-4`) qualified by the section whose table
they mean, when citations are first resolved.

A citation that names a table by its title-wide number is the table of the section printed
before it (`Section 17.22.020, Table 2-4`), else the citing section's own table of that number,
else the one table of the title with that number; a number two sections' tables share is left
as it was and reported, naming both (`table-alias-ambiguous`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from graph.records import Citation, CitationKind, KnownTables, UnitKind
from parsers.ids import chapter_of, is_table_alias, table_id, table_parts, title_of_chapter
from parsers.records import ParseIssue, Severity

# The section printed just before a table's number: `Section 17.22.020, Table 2-4`, the
# section whose table a title-wide number means.
SECTION_BEFORE = re.compile(r"(\d{1,3}\.\d{1,3}\.\d{1,4})\s*,?\s*$")


def _owner(table: str) -> str:
    parts = table_parts(table)
    return parts[0] if parts else ""


def _source(citation: Citation) -> str:
    """The most specific citing node, as the `citations` row names it."""
    return citation.table or citation.subsection or citation.source


def _qualified(
    citation: Citation, number: str, title: str, known: dict[str, list[str]]
) -> tuple[str | None, list[str]]:
    """The table a title-wide citation means, and the candidates when it cannot say."""
    sentence, raw = citation.sentence, citation.raw
    at = sentence.find(raw)
    before = SECTION_BEFORE.search(sentence[:at]) if at > 0 and raw.startswith("Table") else None
    if before is not None:
        return table_id(before.group(1), number), []
    candidates = [
        t for t in known.get(number, []) if title_of_chapter(chapter_of(_owner(t))) == title
    ]
    section = citation.source if citation.source_kind is UnitKind.SECTION else None
    own = [t for t in candidates if _owner(t) == section]
    if len(own) == 1:
        return own[0], []
    if len(candidates) == 1:
        return candidates[0], []
    return None, candidates


def qualify_tables(
    citations: Sequence[Citation], tables: KnownTables
) -> tuple[list[Citation], list[ParseIssue]]:
    """The citations with title-wide table numbers qualified where the text says which table;
    an issue for each ambiguous number (once per citing node)."""
    known: dict[str, list[str]] = {}
    for table in sorted(tables.held | tables.cited):
        parts = table_parts(table)
        if parts is not None and not is_table_alias(table):
            known.setdefault(parts[1], []).append(table)
    qualified: list[Citation] = []
    issues: list[ParseIssue] = []
    reported: set[tuple[str, str]] = set()
    for c in citations:
        target = c.target or ""
        if c.target_kind is not CitationKind.TABLE or not is_table_alias(target):
            qualified.append(c)
            continue
        title, number = table_parts(target) or ("", "")
        found, candidates = _qualified(c, number, title.removeprefix("Title "), known)
        if found is not None:
            c = replace(c, target=found, in_corpus=found in tables.held)
        elif len(candidates) > 1 and (target, _source(c)) not in reported:
            reported.add((target, _source(c)))
            issues.append(_ambiguous(c, target, candidates))
        qualified.append(c)
    return qualified, issues


def _ambiguous(citation: Citation, target: str, candidates: list[str]) -> ParseIssue:
    return ParseIssue(
        citation.document,
        f"{_source(citation)}: {citation.raw}",
        Severity.WARNING,
        "table-alias-ambiguous",
        f"{citation.raw!r} ({target}) may be {' or '.join(candidates)}; the citation keeps the "
        "title-wide number",
    )
