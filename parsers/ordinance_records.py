"""Typed records of ordinances and their amending instructions (the code's own records are in
`parsers.records`); the same conventions: frozen dataclasses, enums valued as stored."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from enum import StrEnum

from parsers.records import Document, ParseIssue, SourceSpan


class OrdinanceSectionKind(StrEnum):
    """What one `SECTION n:` of an ordinance does."""

    RECITALS = "recitals"
    RECORD = "record"
    FINDINGS = "findings"
    GENERAL_PLAN = "general_plan_consistency"
    CEQA = "ceqa"
    AMENDMENT = "amendment"
    REZONING = "rezoning"
    SEVERABILITY = "severability"
    EFFECTIVE_DATE = "effective_date"
    PUBLICATION = "publication"
    SIGNATURES = "signatures"
    OTHER = "other"


class Verb(StrEnum):
    """What an amending instruction does to its target(s)."""

    REPLACE_SECTION = "replace_section"  # "Section X is amended to read as follows"
    REPLACE_PART = "replace_part"  # named subsections only ("(excerpt)", "B. is amended")
    REPLACE_CHAPTER = "replace_chapter"  # a whole chapter "amended to read as follows"
    ADD_SECTION = "add_section"  # "is amended to add Section 17.28.080"
    ADD_CHAPTER = "add_chapter"  # "Chapter 13.13 … is enacted to provide as follows"
    ADD_PART = "add_part"  # new subsections or definitions added to an existing section
    AMEND_TABLE = "amend_table"  # "Table 2-3 is amended to modify the land uses of: …"
    REPEAL = "repeal"
    # "That existing Section X … is hereby repealed" in an ordinance that re-enacts or amends X:
    # the formal repeal of the superseded text, never of X (the engine changes nothing).
    REPEAL_SUPERSEDED = "repeal_superseded"
    REZONE = "rezone"  # zoning-map amendment listing parcels
    RENUMBER = "renumber"  # "Section X is renumbered as Section Y": the node and its history move
    # words struck and inserted in the target's text, marked by formatting (strike-through,
    # underline, tracked changes) under a legend ("deleting the language stricken through")
    WORD_EDIT = "word_edit"
    ADD_TEXT = "add_text"  # "by adding the following language to 1307.01": words, no new number


class TargetKind(StrEnum):
    TITLE = "title"
    ARTICLE = "article"
    CHAPTER = "chapter"
    SECTION = "section"
    SUBSECTION = "subsection"
    TABLE = "table"
    ZONING_MAP = "zoning_map"
    # Another body of law than this code: an instruction that amends only these is recorded with
    # status `not_applicable` and the reason (`Instruction.outside`), never applied to the code.
    GENERAL_PLAN = "general_plan"  # the comprehensive or general plan
    STATUTE = "statute"  # a state (or federal) statute, code or session law
    RESOLUTION = "resolution"
    ORDINANCE = "ordinance"  # an uncodified ordinance (`Ordinance No. 52`)


# Target kinds outside the code this corpus holds.
EXTERNAL_TARGETS = frozenset(
    {TargetKind.GENERAL_PLAN, TargetKind.STATUTE, TargetKind.RESOLUTION, TargetKind.ORDINANCE}
)


class InstructionStatus(StrEnum):
    APPLIED = "applied"
    BASE_MISSING = "base_missing"  # stored as the known version; applies once the base is added
    FLAGGED = "flagged"  # could not be applied safely; the note says why; nothing changed
    NOT_APPLICABLE = "not_applicable"  # e.g. a rezoning: no code text changes


@dataclass(frozen=True, slots=True)
class Target:
    kind: TargetKind
    # normalized (docs/architecture.md): `17.28.050`, `17.42.130(C)(1)`, `Title 17, Table 2-3`
    id: str


@dataclass(frozen=True, slots=True)
class Parcel:
    apn: str  # `144-010-084`
    address: str | None
    zone_from: str | None = None
    zone_to: str | None = None
    listing: int = 0  # its place in the ordinance's list (1, 2, …), one per listing as printed
    acreage: str | None = None  # as printed (`1.2 acres`), when printed
    note: str | None = None  # why this listing is not applied (a parcel listed twice), or None


@dataclass(frozen=True, slots=True)
class OrdinanceEvent:
    date: date
    body: str  # `Planning Commission`, `City Council`
    event: str  # `public hearing`, `introduction`, `adoption`...
    raw: str  # the sentence it came from
    span: SourceSpan | None = None  # where that sentence is in the ordinance


@dataclass(frozen=True, slots=True)
class OrdinanceSection:
    number: int | None
    heading: str
    kind: OrdinanceSectionKind
    text: str
    span: SourceSpan


@dataclass(frozen=True, slots=True)
class WordEdit:
    """One marked change of a WORD_EDIT: the struck words replaced by the inserted ones (either
    may be empty), placed by the kept words printed around them. `before + deleted + after` is
    the old text, `before + inserted + after` the new, whitespace aside."""

    before: str
    deleted: str
    inserted: str
    after: str
    in_heading: bool = False  # the change is in the section's catchline (its title)


@dataclass(frozen=True, slots=True)
class Instruction:
    """One amending instruction, as written (the engine decides its status)."""

    id: str  # `PA#26-17 §12`, `PA#26-17 §11.2` when a section yields several
    ordinance: str  # the ordinance id
    ordinance_section: int | None
    verb: Verb
    targets: tuple[Target, ...]
    text: str  # the new text (clean), empty for a repeal
    span: SourceSpan
    heading: str = ""  # the instruction sentence, verbatim
    target_title: str | None = None  # the title the instruction gives its target
    labels: tuple[str, ...] = ()  # subsection labels named by the instruction, normalized
    rows: tuple[str, ...] = ()  # table rows named by an AMEND_TABLE instruction
    parcels: tuple[Parcel, ...] = ()  # for REZONE
    flags: tuple[str, ...] = ()  # problems the parser found (labels disagree, duplicate parcel)
    from_sidecar: bool = False  # a person's sidecar override replaced the parser's reading
    notes: tuple[str, ...] = ()  # editor's notes found in the new text, kept apart from it
    # Why the instruction amends another body of law than this code (its targets are all of an
    # EXTERNAL_TARGETS kind), e.g. `amends the Comprehensive Plan, not the code`.
    outside: str | None = None
    renumbered_to: Target | None = None  # RENUMBER: the new number of the target
    struck: tuple[str, ...] = ()  # text the source strikes through: deleted, never new text
    edits: tuple[WordEdit, ...] = ()  # WORD_EDIT: the marked changes, in the order printed


@dataclass(frozen=True, slots=True)
class Ordinance:
    id: str  # number when known, else file number
    number: str | None
    file_no: str | None
    title: str
    document: str
    introduced: date | None = None
    adopted: date | None = None
    effective: date | None = None
    effective_rule: str | None = None  # `thirty (30) days after its adoption`
    effective_estimated: bool = False  # ordered by its latest dated event, not a known date
    state: str | None = None  # postal code of the state whose law the text names (`CA`)
    urgency: bool = False  # adopted as an urgency/emergency measure (no waiting period binds it)
    events: tuple[OrdinanceEvent, ...] = ()
    sections: tuple[OrdinanceSection, ...] = ()
    instructions: tuple[Instruction, ...] = ()
    from_sidecar: tuple[str, ...] = ()  # names of the fields a sidecar supplied


@dataclass(frozen=True, slots=True)
class ParsedOrdinance:
    document: Document
    ordinance: Ordinance
    issues: tuple[ParseIssue, ...] = ()
