"""The table stage's rows: `table_versions`, `table_rows`, `table_cells` and `table_changes`
from the engine's table history; `tables` brought up to each table's current version (with
rows for tables known only from ordinances); and table citations qualified by their section.

A citation that names a table by its title-wide number (`Table 2-4`) is the table of the
section printed before it (`Section 17.22.020, Table 2-4`), else the citing section's own table
of that number, else the one table of the title with that number; a number two sections' tables
share is left as it was and reported, naming both.
"""

from __future__ import annotations

import json
import re

from corpus.db.rows import Row, TableRows, json_list, sql_value
from corpus.engine.table_versions import TableHistory, TableVersion
from corpus.engine.versions import AmendedCorpus
from parsers.ids import chapter_of, is_table_alias, table_id, table_parts, title_of_chapter
from parsers.tables.records import GridTable, RowStatus

# The section printed just before a table's number: `Section 17.22.020, Table 2-4`.
SECTION_BEFORE = re.compile(r"(\d{1,3}\.\d{1,3}\.\d{1,4})\s*,?\s*$")

VERSION_FIELDS = (
    "table",
    "version",
    "number",
    "caption",
    "section",
    "valid_from",
    "valid_to",
    "ordinance",
    "source",
    "change",
    "instruction",
    "document",
    "complete",
    "valid_from_estimated",
    "as_of",
)


def version_row(v: TableVersion) -> Row:
    grid = v.grid
    row = {name: sql_value(getattr(v, name)) for name in VERSION_FIELDS}
    return row | {
        "kind": grid.kind.value,
        "columns": json_list(grid.columns, ascii_only=False),
        "reference_column": grid.reference_column,
        "notes": json.dumps([list(n) for n in grid.notes], ensure_ascii=False),
        "legend": json.dumps([list(n) for n in grid.legend], ensure_ascii=False),
        "rows": len(grid.rows),
        "unread_rows": sum(r.status is RowStatus.TEXT for r in grid.rows),
    }


def grid_rows(table: str, version: int, grid: GridTable) -> tuple[list[Row], list[Row]]:
    """The `table_rows` and `table_cells` of one version."""
    rows: list[Row] = []
    cells: list[Row] = []
    for number, r in enumerate(grid.rows, start=1):
        key = {"table": table, "version": version, "row": number}
        rows.append(
            key
            | {
                "row_label": r.label,
                "category": r.category,
                "status": r.status.value,
                "text": r.text,
                "footnotes": json_list(r.footnotes),
                "category_footnotes": json_list(r.category_footnotes),
                "start": r.start,
                "end": r.end,
            }
        )
        cells += [
            key
            | {
                "row_label": r.label,
                "category": r.category,
                "column": c.column,
                "kind": c.kind.value,
                "value": c.value,
                "footnotes": json_list(c.footnotes),
                "flag": c.flag,
            }
            for c in r.cells
        ]
    return rows, cells


def printed_rows(grid: GridTable) -> str:
    """A version's rows as text lines, as `tables.rows` holds them."""
    lines = []
    for r in grid.rows:
        if r.status is RowStatus.TEXT:
            lines.append(r.text)
            continue
        values = [c.value + "".join(f"({m})" for m in c.footnotes) for c in r.cells]
        lines.append(" ".join([r.label + "".join(f"({m})" for m in r.footnotes), *values]))
    return "\n".join(lines)


def history_rows(history: TableHistory, out: TableRows) -> None:
    for versions in history.versions.values():
        for v in versions:
            out.add("table_versions", [version_row(v)])
            rows, cells = grid_rows(v.table, v.version, v.grid)
            out.add("table_rows", rows)
            out.add("table_cells", cells)
    out.add(
        "table_changes",
        (
            {
                "table": c.table,
                "version": c.version or None,
                "instruction": c.instruction,
                "ordinance": c.instruction.split(" §", 1)[0],
                "row_label": c.row,
                "category": c.category,
                "column": c.column,
                "before": c.before,
                "after": c.after,
                "status": c.status.value,
                "note": c.note,
            }
            for c in history.changes
        ),
    )


def current_table_rows(history: TableHistory, out: TableRows) -> None:
    """`tables` rows at each table's current version; rows for tables known only from
    ordinances."""
    rows = out.by_id("tables")
    for table, versions in history.versions.items():
        last = versions[-1]
        row = rows.get(table)
        if row is None:
            row = {"id": table, "number": last.number, "caption": last.caption}
            row["section"] = last.section
            out.add("tables", [row])
        if last.version > 1 or row.get("rows") is None:
            row["rows"] = printed_rows(last.grid)
        row["kind"] = last.grid.kind.value
        row["current_version"] = last.version


def _qualified(
    row: Row, number: str, title: str, known: dict[str, list[str]]
) -> tuple[str | None, list[str]]:
    """The table a title-wide citation means, and the candidates when it cannot say."""
    sentence, raw = row.get("sentence") or "", row.get("raw") or ""
    at = sentence.find(raw)
    before = SECTION_BEFORE.search(sentence[:at]) if at > 0 and raw.startswith("Table") else None
    if before is not None:
        return table_id(before.group(1), number), []
    candidates = [
        t for t in known.get(number, []) if title_of_chapter(chapter_of(_owner(t))) == title
    ]
    own = [t for t in candidates if _owner(t) == row.get("section")]
    if len(own) == 1:
        return own[0], []
    if len(candidates) == 1:
        return candidates[0], []
    return None, candidates


def _owner(table: str) -> str:
    parts = table_parts(table)
    return parts[0] if parts else ""


def qualify_citations(history: TableHistory, out: TableRows) -> None:
    """Table citations by section where the text says which table; an ambiguous number is an
    issue naming both tables."""
    known: dict[str, list[str]] = {}
    for table in sorted({*history.versions, *history.cited, *out.by_id("tables")}):
        parts = table_parts(table)
        if parts is not None and not is_table_alias(table):
            known.setdefault(parts[1], []).append(table)
    reported: set[tuple[object, ...]] = set()
    tables = out.by_id("tables")
    for index, row in enumerate(out.each("citations")):
        target = row.get("target") or ""
        if row.get("target_kind") != "table" or not is_table_alias(target):
            continue
        title, number = table_parts(target) or ("", "")
        found, candidates = _qualified(row, number, title.removeprefix("Title "), known)
        if found is not None:
            in_corpus = int(found in history.versions or found in tables)
            out.amend("citations", index, {"target": found, "in_corpus": in_corpus})
        elif len(candidates) > 1 and (target, row.get("source")) not in reported:
            reported.add((target, row.get("source")))
            out.add("parse_issues", [_ambiguous(row, target, candidates)])


def _ambiguous(row: Row, target: str, candidates: list[str]) -> Row:
    return {
        "document": row.get("document"),
        "location": f"{row.get('source')}: {row.get('raw')}",
        "severity": "warning",
        "code": "table-alias-ambiguous",
        "message": f"{row.get('raw')!r} ({target}) may be {' or '.join(candidates)}; the citation "
        "keeps the title-wide number",
    }


def run_tables(amended: AmendedCorpus, out: TableRows) -> None:
    """Add every table's versions, rows, cells and changes to `out`."""
    history = amended.tables
    if history is None:
        return
    history_rows(history, out)
    current_table_rows(history, out)
    qualify_citations(history, out)
    issues = [
        {
            "document": v.document,
            "location": f"{v.table} v{v.version}, chars {i.start}-{i.end}",
            "severity": i.severity,
            "code": i.code,
            "message": i.message,
        }
        for vs in history.versions.values()
        for v in vs
        for i in v.grid.issues
    ]
    out.add("parse_issues", issues)
