"""The amendment engine's working state: every section's versions so far, and the diffs between
them.

Verb handlers (corpus/apply.py) never touch the store directly: they return a `Plan` per section
they would change, and the engine commits the plans only when the whole instruction succeeded, so
a failed application changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Protocol

from corpus.engine.diff import Node, diff_nodes, nodes_of
from corpus.engine.sectiontext import intro_of, paragraphs_for_parsing
from corpus.engine.table_versions import TableStore
from corpus.engine.versions import (
    CodificationDifference,
    NodeChange,
    OrdinanceOrder,
    SectionVersion,
    StructuralChange,
    VersionChange,
    VersionSource,
)
from parsers.ids import chapter_of
from parsers.ordinance_records import Instruction
from parsers.records import ParseIssue, Section, Subsection, Table
from parsers.schemes import Scheme


class SubsectionParser(Protocol):
    """The signature of `parsers.subsections.parse_subsections`."""

    def __call__(
        self, section_id: str, text: str, *, document: str, offset: int = 0, excerpt: bool = False
    ) -> tuple[Sequence[Subsection], tuple[ParseIssue, ...]]: ...


@dataclass(frozen=True, slots=True)
class Plan:
    """One section version an instruction would create."""

    section: str
    text: str
    subsections: Sequence[Subsection]
    change: VersionChange
    complete: bool = True  # False: only the parts the ordinance names are known
    title: str | None = None


class VersionStore:
    def __init__(
        self,
        parse: SubsectionParser,
        covered_chapters: Iterable[str] = (),
        scheme: Scheme | None = None,  # the code's numbering scheme: what a section's chapter is
    ) -> None:
        self._parse = parse
        self.scheme = scheme
        self.covered_chapters = set(covered_chapters)  # chapters an export holds whole
        self.versions: dict[str, list[SectionVersion]] = {}
        self.changes: list[StructuralChange] = []
        self.tables: dict[str, Table] = {}
        self.table_versions = TableStore()  # every table's cells through time
        self.issues: list[ParseIssue] = []
        self.by_chapter: dict[str, set[str]] = {}  # chapter → every section with a version

    # --- reading -------------------------------------------------------------------------

    def current(self, section: str) -> SectionVersion | None:
        found = self.versions.get(section)
        return found[-1] if found else None

    def exists(self, section: str) -> bool:
        now = self.current(section)
        return now is not None and not now.repealed

    def complete(self, section: str) -> bool:
        """The section exists and its whole text is known."""
        now = self.current(section)
        return now is not None and not now.repealed and now.complete

    def known_absent(self, section: str) -> bool:
        """The corpus holds the section's whole chapter and the section is not (or no longer)
        in it: a verb that needs it cannot apply."""
        now = self.current(section)
        if now is not None:
            return now.repealed
        return chapter_of(section, self.scheme) in self.covered_chapters

    def export_base(self, section: str) -> SectionVersion | None:
        """The latest export edition's version of a section (what an already-codified
        ordinance is compared with), when the section came from an export."""
        found = self.versions.get(section)
        if not found or found[0].source is not VersionSource.EXPORT:
            return None
        return next(v for v in reversed(found) if v.source is VersionSource.EXPORT)

    def sections_of(self, chapter: str) -> list[str]:
        """Sections of a chapter that exist now, in number order."""
        return sorted(s for s in self.by_chapter.get(chapter, ()) if self.exists(s))

    def parse(
        self, section: str, text: str, document: str, *, excerpt: bool = False
    ) -> Sequence[Subsection]:
        """The subsection tree of new text; an `excerpt` (part of a section) may start at any
        label without that being reported as out of order."""
        subsections, issues = self._parse(
            section, paragraphs_for_parsing(text), document=document, excerpt=excerpt
        )
        self.issues.extend(issues)
        return subsections

    # --- writing -------------------------------------------------------------------------

    def add_base(self, section: Section, valid_from: date | None, estimated: bool) -> None:
        """The export's version of a section (the first export to hold it wins)."""
        if section.id in self.versions:
            return
        self.by_chapter.setdefault(chapter_of(section.id, self.scheme), set()).add(section.id)
        self.versions[section.id] = [
            SectionVersion(
                section=section.id,
                version=1,
                text=section.text,
                subsections=section.subsections,
                valid_from=valid_from,
                valid_to=None,
                ordinance=None,
                source=VersionSource.EXPORT,
                change=VersionChange.BASE,
                document=section.document,
                title=section.title,
                valid_from_estimated=estimated,
                as_of=section.as_of,
            )
        ]
        for table in section.tables:
            self.tables.setdefault(table.id, table)
            self.table_versions.add_base(table, valid_from, estimated, section.as_of)

    def add_edition(self, section: Section, valid_from: date | None, estimated: bool) -> None:
        """A later export edition's different text: the section's next version."""
        history = self.versions[section.id]
        previous = history[-1]
        version = replace(
            previous,
            version=len(history) + 1,
            text=section.text,
            subsections=section.subsections,
            valid_from=valid_from,
            valid_to=None,
            change=VersionChange.REPLACED,
            document=section.document,
            title=section.title or previous.title,
            valid_from_estimated=estimated,
            as_of=section.as_of,
        )
        history[-1] = replace(previous, valid_to=valid_from)
        history.append(version)
        self.changes.extend(version_changes(previous, version))
        for table in section.tables:
            self.tables[table.id] = table
            self.table_versions.add_edition(table, valid_from, estimated, section.as_of)

    def commit(
        self, plan: Plan, instruction: Instruction, document: str, order: OrdinanceOrder
    ) -> tuple[str, int]:
        history = self.versions.setdefault(plan.section, [])
        self.by_chapter.setdefault(chapter_of(plan.section, self.scheme), set()).add(plan.section)
        previous = history[-1] if history else None
        title = plan.title or (previous.title if previous else None)
        version = SectionVersion(
            section=plan.section,
            version=len(history) + 1,
            text=plan.text,
            subsections=plan.subsections,
            valid_from=order.date,
            valid_to=None,
            ordinance=instruction.ordinance,
            source=VersionSource.ORDINANCE,
            change=plan.change,
            instruction=instruction.id,
            document=document,
            title=title,
            complete=plan.complete,
            valid_from_estimated=order.estimated,
            as_of=order.date,
        )
        if previous is not None:
            history[-1] = replace(previous, valid_to=order.date)
        history.append(version)
        self.changes.extend(version_changes(previous, version))
        return plan.section, version.version

    def move(self, old: str, new: str) -> tuple[str, int]:
        """Renumbering: `new` takes `old`'s versions (ids of its subsections renamed with it) and
        records the move; the caller then repeals `old` (its history stays under its number)."""
        moved = [
            replace(v, section=new, subsections=_renamed(v.subsections, old, new))
            for v in self.versions.get(old, [])
        ]
        self.versions[new] = moved
        self.by_chapter.setdefault(chapter_of(new, self.scheme), set()).add(new)
        last = moved[-1]
        self.changes.append(
            StructuralChange(
                new, last.version, new, NodeChange.RENUMBERED, last.text, last.text, before_id=old
            )
        )
        return new, last.version


def _renamed(subsections: Sequence[Subsection], old: str, new: str) -> Sequence[Subsection]:
    def rename(node_id: str) -> str:
        return new + node_id[len(old) :] if node_id.startswith(old) else node_id

    return tuple(
        replace(s, id=rename(s.id), section=new, parent=rename(s.parent)) for s in subsections
    )


def version_changes(
    previous: SectionVersion | None, version: SectionVersion
) -> tuple[StructuralChange, ...]:
    """The structural diff between a version and the one before it."""
    sid, number = version.section, version.version
    if version.repealed:
        before = previous.text if previous and not previous.repealed else None
        return (StructuralChange(sid, number, sid, NodeChange.REMOVED, before, None, sid),)
    if previous is None or previous.repealed:
        return (StructuralChange(sid, number, sid, NodeChange.ADDED, None, version.text),)
    return diff_nodes(sid, number, version_nodes(previous), version_nodes(version))


def version_nodes(version: SectionVersion) -> list[Node]:
    return nodes_of(
        version.section, intro_of(version.text, version.subsections), version.subsections
    )


def codification_differences(
    base: SectionVersion,
    text: str,
    subsections: Sequence[Subsection],
    instruction: Instruction,
    only: Iterable[str] = (),
) -> list[CodificationDifference]:
    """How the export's text differs from the text an already-codified ordinance adopted
    (before = the ordinance's, after = the export's); restricted to the subtrees `only` names."""
    sid = base.section
    ordinance_nodes = nodes_of(sid, intro_of(text, subsections), subsections)
    export_nodes = nodes_of(sid, intro_of(base.text, base.subsections), base.subsections)
    roots = tuple(only)
    if roots:
        ordinance_nodes = [n for n in ordinance_nodes if _under(n.id, roots)]
        export_nodes = [n for n in export_nodes if _under(n.id, roots)]
    return [
        CodificationDifference(
            section=sid,
            subsection=change.subsection,
            ordinance=instruction.ordinance,
            instruction=instruction.id,
            change=change.change,
            ordinance_text=change.before,
            export_text=change.after,
            words=change.words,
        )
        for change in diff_nodes(sid, base.version, ordinance_nodes, export_nodes)
    ]


def _under(node_id: str, roots: tuple[str, ...]) -> bool:
    return any(node_id == r or node_id.startswith(r + "(") for r in roots)
