"""Records of the versioned corpus: what the amendment engine produces from the parsers' records.

Every section has a list of versions (the export's base version, then one per instruction that
touched it); consecutive versions are compared node by node (`StructuralChange`), and every
amending instruction ends with exactly one `InstructionResult`. Enum values are the strings stored
in the database (docs/architecture.md's contract).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import TYPE_CHECKING

from parsers.ordinance_records import InstructionStatus
from parsers.records import ParseIssue, SectionStatus, Subsection

if TYPE_CHECKING:
    from corpus.engine.table_versions import TableHistory


class VersionSource(StrEnum):
    """Where a version's text came from."""

    EXPORT = "export"  # the ecode360 export: the base version
    ORDINANCE = "ordinance"  # an amending instruction's text


class VersionChange(StrEnum):
    """How a version came to be."""

    BASE = "base"  # the export's text
    REPLACED = "replaced"  # the whole section was replaced
    PARTIAL = "partial"  # named subsections, rows or parts changed; the rest carried over
    ADDED = "added"  # a first version
    REPEALED = "repealed"  # the section no longer exists from this version on


class NodeChange(StrEnum):
    """What happened to one node of the subsection tree between two versions."""

    ADDED = "added"
    REMOVED = "removed"
    RENUMBERED = "renumbered"  # same content (by similarity), different label
    MODIFIED = "modified"  # same label, substantively different words
    EDITORIAL = "editorial"  # whitespace, hyphenation, quotes, footnote markers, case, numerals


class WordOp(StrEnum):
    """One operation of a word-level diff."""

    EQUAL = "equal"
    DELETE = "delete"
    INSERT = "insert"


@dataclass(frozen=True, slots=True)
class WordDiff:
    """A run of words kept, removed or inserted (the text includes its whitespace)."""

    op: WordOp
    text: str


@dataclass(frozen=True, slots=True)
class SectionVersion:
    section: str  # `17.62.030`
    version: int  # 1, 2, … in application order
    text: str  # the version's text ("" for a repealed version)
    subsections: Sequence[Subsection]
    valid_from: date | None  # None: not known (a base version with no dated history note)
    valid_to: date | None  # None: still in force (or superseded at an unknown date)
    ordinance: str | None  # the ordinance that made this version; None for the export's
    source: VersionSource
    change: VersionChange
    instruction: str | None = None  # the instruction that made it
    document: str | None = None  # the document whose text this is
    title: str | None = None
    # The version's text is all of the section (False: only the parts an ordinance named are
    # known, because the section's base is not in the corpus).
    complete: bool = True
    valid_from_estimated: bool = False  # valid_from is an estimated effective date
    as_of: date | None = None  # the date the source was known current (export download date)

    @property
    def repealed(self) -> bool:
        return self.change is VersionChange.REPEALED


@dataclass(frozen=True, slots=True)
class StructuralChange:
    """One node's change between `version - 1` and `version` of a section."""

    section: str
    version: int
    subsection: str  # the node id after the change (before it, for a removal); the section id
    # for the section's own text
    change: NodeChange
    before: str | None  # the node's text in the earlier version
    after: str | None  # the node's text in this version
    before_id: str | None = None  # the node's id in the earlier version (differs: renumbered)
    words: tuple[WordDiff, ...] = ()  # word-level diff of before → after


@dataclass(frozen=True, slots=True)
class InstructionResult:
    instruction: str  # Instruction.id
    ordinance: str
    status: InstructionStatus
    note: str  # why (always given for flagged and base_missing)
    versions: tuple[tuple[str, int], ...] = ()  # (section, version) pairs the instruction made


@dataclass(frozen=True, slots=True)
class CodificationDifference:
    """Where an ordinance in force before the export's date differs from the export's text."""

    section: str
    subsection: str
    ordinance: str
    instruction: str
    change: NodeChange  # `editorial` when only typography, case or numerals differ
    ordinance_text: str | None
    export_text: str | None
    words: tuple[WordDiff, ...] = ()


@dataclass(frozen=True, slots=True)
class OrdinanceOrder:
    """When an ordinance took effect, as the engine ordered it."""

    ordinance: str
    date: date | None
    estimated: bool  # ordered by its latest dated event, not a known effective date
    basis: str  # `effective`, `adopted + 30 days`, `latest event: introduction`, `unknown`


@dataclass(frozen=True, slots=True)
class CurrentSection:
    """A section as it stands after every instruction (including those known only from
    ordinances)."""

    id: str
    chapter: str
    title: str | None
    text: str
    status: SectionStatus
    document: str
    version: int
    from_ordinance_only: bool  # no export holds it
    as_of: date | None = None


@dataclass(frozen=True, slots=True)
class AmendedCorpus:
    versions: dict[str, tuple[SectionVersion, ...]]  # section id → versions in order
    changes: tuple[StructuralChange, ...]
    results: tuple[InstructionResult, ...]
    codification: tuple[CodificationDifference, ...]
    current: tuple[CurrentSection, ...]
    order: tuple[OrdinanceOrder, ...]
    issues: tuple[ParseIssue, ...] = field(default=())
    tables: TableHistory | None = None  # every table's versions and row changes
