"""The table stage: every table of the code at its current version, from the engine's table
history (`corpus.engine.table_versions`), with tables known only from ordinances added. The
rows of `tables`, `table_versions`, `table_rows`, `table_cells` and `table_changes` are made by
`corpus/stages/rows.py`. Title-wide table citations (`Table 2-4`) are qualified by their section
when the citation stage resolves them (`graph.resolve.table_aliases`).
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.engine.table_versions import TableHistory
from corpus.stages.code import CodeRecords
from parsers.tables.records import GridTable, RowStatus, TableKind


@dataclass(frozen=True, slots=True)
class CodeTable:
    """A numbered table of the code as it stands: its rows as text lines at its current version,
    and, when the engine kept its history, its kind and current version."""

    id: str
    number: str
    caption: str | None
    section: str | None
    rows: str
    kind: TableKind | None = None
    current_version: int | None = None


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


def current_tables(code: CodeRecords, history: TableHistory | None) -> tuple[CodeTable, ...]:
    """The exports' tables (of each section's latest edition, in document order), each at its
    current version, then the tables known only from ordinances."""
    tables = [
        CodeTable(t.id, t.number, t.caption, t.section, "\n".join(t.rows))
        for section in code.sections
        for t in section.tables
    ]
    if history is None:
        return tuple(tables)
    places = {table.id: place for place, table in enumerate(tables)}  # the last of an id
    for table, versions in history.versions.items():
        last = versions[-1]
        place = places.get(table)
        printed = None if place is None else tables[place]
        rows = printed.rows if printed is not None and last.version == 1 else None
        current = CodeTable(
            table,
            last.number if printed is None else printed.number,
            last.caption if printed is None else printed.caption,
            last.section if printed is None else printed.section,
            printed_rows(last.grid) if rows is None else rows,
            last.grid.kind,
            last.version,
        )
        if place is None:
            tables.append(current)
        else:
            tables[place] = current
    return tuple(tables)
