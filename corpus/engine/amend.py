"""The amendment engine: the export's sections plus the ordinances' instructions, applied in
effective-date order, give every section's versions.

- Base versions come from the ecode360 exports: valid from the latest date in the section's
  history note, known current on the export's download date.
- Ordinances apply in effective-date order. An ordinance whose effective date is unknown is
  ordered by its adoption date plus its effective-date rule, else by the earliest date the law
  allows (`adoption.py`: its last known event, its state's waiting period after introduction,
  then its own rule), and its versions are marked estimated.
- Each instruction ends with exactly one status (`applied`, `base_missing`, `flagged`,
  `not_applicable`) and a note. A flagged instruction — flagged by the parser or by the engine —
  changes nothing.
- An ordinance in force before an export was current should already be in it: the engine compares
  the two texts instead of applying it again, and records the differences.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from corpus.engine.adoption import ordinance_order
from corpus.engine.apply import HANDLERS
from corpus.engine.editions import (
    by_date,
    distinct,
    edition_valid_from,
    editions,
    history_date,
)
from corpus.engine.outcome import Context, Outcome
from corpus.engine.store import SubsectionParser, VersionStore
from corpus.engine.table_versions import corpus_texts
from corpus.engine.versions import (
    AmendedCorpus,
    CodificationDifference,
    CurrentSection,
    InstructionResult,
    OrdinanceOrder,
    SectionVersion,
    VersionSource,
)
from parsers.ids import chapter_of
from parsers.ordinance_records import Instruction, InstructionStatus
from parsers.records import DocumentKind, ParseIssue, Section, SectionStatus, Severity
from parsers.scheme_headings import code_scheme
from parsers.schemes import Scheme
from parsers.subsections import parse_subsections

if TYPE_CHECKING:
    from parsers.collect import ParsedCorpus


def base_valid_from(section: Section) -> tuple[date | None, bool]:
    """(date, estimated): the latest date the section's history note gives; a year alone
    counts from January 1 and is estimated."""
    return history_date(section)


def apply_instruction(
    store: VersionStore, instruction: Instruction, order: OrdinanceOrder, document: str
) -> tuple[InstructionResult, tuple[CodificationDifference, ...]]:
    """Apply one instruction to the store: exactly one result; nothing changes unless it applies."""
    if instruction.outside is not None:  # another body of law: nothing in this code changes
        return InstructionResult(
            instruction.id,
            instruction.ordinance,
            InstructionStatus.NOT_APPLICABLE,
            instruction.outside,
        ), ()
    if instruction.flags:
        note = "flagged by the parser: " + "; ".join(instruction.flags)
        return InstructionResult(
            instruction.id, instruction.ordinance, InstructionStatus.FLAGGED, note
        ), ()
    if not instruction.targets:
        return InstructionResult(
            instruction.id,
            instruction.ordinance,
            InstructionStatus.FLAGGED,
            "the instruction names no target",
        ), ()
    ctx = Context(store, instruction, order, document)
    try:
        outcome = HANDLERS[instruction.verb](ctx)
    except Exception as exc:  # one broken instruction must not stop the others
        store.issues.append(
            ParseIssue(
                document,
                instruction.id,
                Severity.ERROR,
                "amendment-error",
                f"{type(exc).__name__}: {exc}",
            )
        )
        outcome = Outcome(InstructionStatus.FLAGGED, f"the engine failed: {exc}")
    made: tuple[tuple[str, int], ...] = ()
    if outcome.status in (InstructionStatus.APPLIED, InstructionStatus.BASE_MISSING):
        made = tuple(store.move(old, new) for old, new in outcome.moves)
        made += tuple(store.commit(plan, instruction, document, order) for plan in outcome.plans)
        made += tuple(
            store.table_versions.commit(plan, instruction, document, order)
            for plan in outcome.tables
        )
    note = outcome.note
    if order.estimated and made:
        note += f" (effective date estimated: {order.basis})"
    result = InstructionResult(instruction.id, instruction.ordinance, outcome.status, note, made)
    return result, outcome.codification


def amend_corpus(parsed: ParsedCorpus, parse: SubsectionParser | None = None) -> AmendedCorpus:
    """Every section's versions after applying every ordinance's instructions in order."""
    covered = {
        section.chapter
        for export in parsed.exports
        if export.document.kind is DocumentKind.ECODE360_EXPORT
        for section in export.sections
    }
    scheme = code_scheme(parsed.exports)
    store = VersionStore(parse or parse_subsections, covered, scheme)
    store.table_versions.learn(corpus_texts(parsed))
    for copies in editions(parsed.exports).values():
        first, *later = distinct(by_date(copies))
        valid_from, estimated = base_valid_from(first.section)
        store.add_base(replace(first.section, as_of=first.as_of), valid_from, estimated)
        for before, edition in zip([first, *later], later, strict=False):
            valid_from, estimated = edition_valid_from(edition, before)
            store.add_edition(replace(edition.section, as_of=edition.as_of), valid_from, estimated)

    ordered = sorted(
        ((ordinance_order(p.ordinance, parsed.jurisdiction), p) for p in parsed.ordinances),
        key=lambda item: (item[0].date is None, item[0].date or date.min, item[0].ordinance),
    )
    results: list[InstructionResult] = []
    codification: list[CodificationDifference] = []
    for order, parsed_ordinance in ordered:
        for instruction in parsed_ordinance.ordinance.instructions:
            result, differences = apply_instruction(
                store, instruction, order, parsed_ordinance.document.id
            )
            results.append(result)
            codification.extend(differences)

    versions = {sid: tuple(vs) for sid, vs in sorted(store.versions.items())}
    return AmendedCorpus(
        versions=versions,
        changes=tuple(store.changes),
        results=tuple(results),
        codification=tuple(codification),
        current=tuple(current_section(vs, scheme) for vs in versions.values()),
        order=tuple(order for order, _ in ordered),
        issues=tuple(store.issues),
        tables=store.table_versions.history(),
    )


def current_section(
    versions: tuple[SectionVersion, ...], scheme: Scheme | None = None
) -> CurrentSection:
    """A section as its last version leaves it, in its chapter as the code's `scheme` says."""
    first, last = versions[0], versions[-1]
    from_export = first.source is VersionSource.EXPORT
    exported = [v for v in versions if v.source is VersionSource.EXPORT]
    latest_export = exported[-1] if exported else first
    title = next((v.title for v in reversed(versions) if v.title), None)
    return CurrentSection(
        id=last.section,
        chapter=chapter_of(last.section, scheme),
        title=title,
        text=last.text,
        status=SectionStatus.REPEALED if last.repealed else SectionStatus.CURRENT,
        document=(latest_export.document if from_export else last.document) or "",
        version=last.version,
        from_ordinance_only=not from_export,
        as_of=last.as_of,
    )


def version_as_of(amended: AmendedCorpus, section: str, when: date) -> SectionVersion | None:
    """The version of `section` in force on `when` (None when none is known to be)."""
    found = None
    for version in amended.versions.get(section, ()):
        started = version.valid_from is None or version.valid_from <= when
        ended = version.valid_to is not None and version.valid_to <= when
        if started and not ended:
            found = version
    return found


def text_as_of(amended: AmendedCorpus, section: str, when: date) -> str | None:
    """The text of `section` in force on `when`; None when it did not exist or was repealed."""
    version = version_as_of(amended, section, when)
    return None if version is None or version.repealed else version.text
