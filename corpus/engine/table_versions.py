"""Table versions: every table's cells through time, and what each amendment changed in them.

The export's tables are the first versions (read into cells by `parsers.tables`); a table
amendment makes a new version that changes only what it names, and records each row's and
cell's fate (`RowChange`). A table whose base is not in the corpus is stored as its known
version. Tables are identified by their section (`17.22.020, Table 2-3`); a title-wide alias
(`Title 17, Table 2-3`) is resolved against the tables the corpus knows and the section-
qualified tables its texts cite, and an alias naming two tables is never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum
from typing import TYPE_CHECKING

from corpus.engine.versions import OrdinanceOrder, VersionChange, VersionSource
from parsers.ids import chapter_of, table_id, table_parts, title_of_chapter
from parsers.ordinance_records import Instruction
from parsers.records import Table
from parsers.tables import parse_table
from parsers.tables.records import GridTable, TableRow

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus

# A table cited with its section: `Section 17.22.020, Table 2-4`, `17.20.020 Table 2-1`,
# `§ 17.22.020, Table 2-2`. The section number has three parts.
QUALIFIED = re.compile(
    r"(?P<section>\b\d{1,3}\.\d{1,3}\.\d{1,4})\s*,?\s+Table\s+(?P<number>\d+[A-Z]?-\d+[A-Z]?)\b"
)


class RowChangeStatus(StrEnum):
    """What an amendment did to one row or cell of a table."""

    APPLIED = "applied"  # a named row's cell changed as the amendment prints it
    UNCHANGED = "unchanged"  # a named row the amendment prints as it already was
    ADDED = "added"  # a row the table did not have
    REMOVED = "removed"  # a row a whole-table reprint no longer has
    CONTEXT = "context"  # a printed row the amendment does not name, identical to the table's
    FLAGGED = "flagged"  # for a person: not applied (unnamed and different, named and absent…)


@dataclass(frozen=True, slots=True)
class RowChange:
    table: str
    instruction: str
    row: str  # the row's label
    category: str | None
    column: str | None  # None: the whole row
    before: str | None
    after: str | None
    status: RowChangeStatus
    note: str | None = None
    version: int = 0  # the version it made (0 when nothing was made)


def change(
    table: str,
    instruction: str,
    label: str,
    category: str | None,
    status: RowChangeStatus,
    *,
    column: str | None = None,
    before: str | None = None,
    after: str | None = None,
    note: str | None = None,
) -> RowChange:
    """A row's (or, with `column`, a cell's) fate under an amendment."""
    return RowChange(table, instruction, label, category, column, before, after, status, note)


def row_change(
    table: str,
    instruction: str,
    row: TableRow,
    status: RowChangeStatus,
    *,
    column: str | None = None,
    before: str | None = None,
    after: str | None = None,
    note: str | None = None,
) -> RowChange:
    """`change` for a printed row, named by its label and category."""
    return change(
        table,
        instruction,
        row.label,
        row.category,
        status,
        column=column,
        before=before,
        after=after,
        note=note,
    )


@dataclass(frozen=True, slots=True)
class TableVersion:
    table: str
    version: int
    number: str
    caption: str | None
    section: str | None
    grid: GridTable
    valid_from: date | None
    valid_to: date | None
    ordinance: str | None
    source: VersionSource
    change: VersionChange
    instruction: str | None = None
    document: str | None = None
    complete: bool = True  # False: only the rows an excerpt printed are known
    valid_from_estimated: bool = False
    as_of: date | None = None


@dataclass(frozen=True, slots=True)
class TablePlan:
    """One table version an amendment would make, with what it changes."""

    table: str
    number: str
    caption: str | None
    section: str | None
    grid: GridTable
    change: VersionChange
    complete: bool
    changes: tuple[RowChange, ...] = ()


@dataclass(frozen=True, slots=True)
class Ambiguous:
    alias: str
    tables: tuple[str, ...]

    @property
    def note(self) -> str:
        return (
            f"{self.alias} names {' and '.join(self.tables)}; which is meant is for a person to say"
        )


@dataclass(frozen=True, slots=True)
class TableHistory:
    versions: dict[str, tuple[TableVersion, ...]]
    changes: tuple[RowChange, ...]
    cited: frozenset[str] = frozenset()  # section-qualified tables the texts cite


def corpus_texts(parsed: ParsedCorpus) -> Iterator[str]:
    """Every text that may cite a table with its section: sections, ordinance sections and
    instruction headings."""
    for export in parsed.exports:
        for section in export.sections:
            yield section.text
    for ordinance in parsed.ordinances:
        for part in ordinance.ordinance.sections:
            yield part.text
        for instruction in ordinance.ordinance.instructions:
            yield instruction.heading


def _grid(table: Table) -> GridTable:
    return parse_table("\n".join(table.rows), number=table.number, caption=table.caption)


@dataclass(slots=True)
class TableStore:
    versions: dict[str, list[TableVersion]] = field(default_factory=dict)
    changes: list[RowChange] = field(default_factory=list)
    cited: set[str] = field(default_factory=set)

    def current(self, table: str) -> TableVersion | None:
        found = self.versions.get(table)
        return found[-1] if found else None

    def learn(self, texts: Iterable[str]) -> None:
        """The tables texts cite with their sections: evidence for resolving aliases."""
        for text in texts:
            if "Table" in text:
                self.cited.update(
                    table_id(m.group("section"), m.group("number"))
                    for m in QUALIFIED.finditer(text)
                )

    def add_base(
        self, table: Table, valid_from: date | None, estimated: bool, as_of: date | None
    ) -> None:
        if table.id in self.versions:
            return
        document = table.span.document if table.span else None
        self.versions[table.id] = [
            TableVersion(
                table.id,
                1,
                table.number,
                table.caption,
                table.section,
                _grid(table),
                valid_from,
                None,
                None,
                VersionSource.EXPORT,
                VersionChange.BASE,
                document=document,
                valid_from_estimated=estimated,
                as_of=as_of,
            )
        ]

    def add_edition(
        self, table: Table, valid_from: date | None, estimated: bool, as_of: date | None
    ) -> None:
        history = self.versions.get(table.id)
        if not history:
            self.add_base(table, valid_from, estimated, as_of)
            return
        previous = history[-1]
        grid = _grid(table)
        if grid == previous.grid:
            return
        history[-1] = replace(previous, valid_to=valid_from)
        history.append(
            replace(
                previous,
                version=len(history) + 1,
                grid=grid,
                valid_from=valid_from,
                valid_to=None,
                change=VersionChange.REPLACED,
                valid_from_estimated=estimated,
                as_of=as_of,
                caption=table.caption or previous.caption,
            )
        )

    def resolve(self, target: str, chapters: Iterable[str] = ()) -> str | Ambiguous:
        """A table target as the id of the one table it names (within the instruction's
        chapters when it names any), the alias itself when no known table has its number, or
        `Ambiguous`."""
        parts = table_parts(target)
        if parts is None or not parts[0].startswith("Title "):
            return target
        title, number = parts[0].removeprefix("Title "), parts[1]
        within = set(chapters)
        candidates = sorted(
            known
            for known in {*self.versions, *self.cited}
            if (p := table_parts(known)) is not None
            and p[1] == number
            and not p[0].startswith("Title ")
            and title_of_chapter(chapter_of(p[0])) == title
            and (not within or chapter_of(p[0]) in within)
        )
        if len(candidates) == 1:
            return candidates[0]
        if len(candidates) > 1:
            return Ambiguous(target, tuple(candidates))
        return target

    def commit(
        self, plan: TablePlan, instruction: Instruction, document: str, order: OrdinanceOrder
    ) -> tuple[str, int]:
        history = self.versions.setdefault(plan.table, [])
        previous = history[-1] if history else None
        version = TableVersion(
            plan.table,
            len(history) + 1,
            plan.number,
            plan.caption or (previous.caption if previous else None),
            plan.section or (previous.section if previous else None),
            plan.grid,
            order.date,
            None,
            instruction.ordinance,
            VersionSource.ORDINANCE,
            plan.change,
            instruction.id,
            document,
            plan.complete,
            order.estimated,
            order.date,
        )
        if previous is not None:
            history[-1] = replace(previous, valid_to=order.date)
        history.append(version)
        self.changes.extend(replace(c, version=version.version) for c in plan.changes)
        return plan.table, version.version

    def record(self, changes: Iterable[RowChange]) -> None:
        """Row statuses of an amendment that made no version (flagged throughout)."""
        self.changes.extend(changes)

    def history(self) -> TableHistory:
        return TableHistory(
            {t: tuple(vs) for t, vs in sorted(self.versions.items())},
            tuple(self.changes),
            frozenset(self.cited),
        )
