"""The district standards stage: every standards table's cells, at every version, read as
district standards (`parsers.tables.standard_map`); the rows (`district_standards`, each with its
version's section, dates and ordinance) are made by `corpus/stages/rows.py`. A cell that maps
to no standard is kept in the reading with why, and becomes a `standard-unmapped` info issue, so
what was left out stays visible.
"""

from __future__ import annotations

from dataclasses import dataclass

from corpus.engine.table_versions import TableHistory, TableVersion
from parsers.tables.records import TableKind
from parsers.tables.standard_map import StandardsReading, read_standards


@dataclass(frozen=True, slots=True)
class VersionStandards:
    """One standards table version and what was read from it."""

    version: TableVersion
    reading: StandardsReading


def run_standards(history: TableHistory) -> tuple[VersionStandards, ...]:
    """The district standards of every standards table's versions, in the history's order."""
    return tuple(
        VersionStandards(v, read_standards(v.grid))
        for versions in history.versions.values()
        for v in versions
        if v.grid.kind is TableKind.STANDARDS
    )
