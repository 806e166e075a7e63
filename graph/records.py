"""Typed records of the citation stage: the text units citations are found in, and the citations.

A `TextUnit` is one stretch of text with everything resolution needs to know about where it sits
(the enclosing section, chapter and title; for ordinance amendment text, the code sections
being amended). A `Citation` is one reference found in a unit: its raw text and offsets (always
`unit.text[start:end] == raw`), its context sentence, and, once resolved, the target kind and id.
Each member of a list or range has its own offsets (`Sections 2.04.010` and `2.24.020(g)` of
`Sections 2.04.010 and 2.24.020(g)`); the members a range expands to between its ends span the
whole range.
"""

from __future__ import annotations

from array import array
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol, overload

from graph.copies import slot_init
from parsers.ordinance_records import Instruction
from parsers.records import HistoryCitation, Subsection, Table
from parsers.schemes import Scheme
from parsers.value_sequence import ValueSequence


class SectionLike(Protocol):
    """What the citation and term stages read of a section as it stands now (an export's
    `Section`, the engine's current section, or the stage's own `SectionText`)."""

    @property
    def id(self) -> str: ...
    @property
    def chapter(self) -> str: ...
    @property
    def title(self) -> str | None: ...
    @property
    def text(self) -> str: ...
    @property
    def document(self) -> str: ...


class CitationKind(StrEnum):
    """What a citation points at; the values are docs/architecture.md's node kinds."""

    TITLE = "title"
    ARTICLE = "article"
    CHAPTER = "chapter"
    SECTION = "section"
    SUBSECTION = "subsection"
    TABLE = "table"
    FIGURE = "figure"
    # A named unit between the levels, inside its parent: `Chapter 25-2, Subchapter F`,
    # `Chapter 50, Article III, Division 2`, `Appendix A` (the code's own)
    DIVISION = "division"
    EXTERNAL = "external"


class How(StrEnum):
    """How a citation's target was resolved."""

    ABSOLUTE = "absolute"  # the citation names its target fully (`Section 17.62.050`)
    RELATIVE = "relative"  # `of this section`, a bare `Article 2`: the enclosing node decides
    REPAIRED = "repaired"  # the named node lacks the label; a closer node has it


class Unresolved(StrEnum):
    """What kind of citation is left without a target, where a reader acts on the kind (the
    graph keeps unnumbered law out of its unresolved list); the `reason` says the rest in words."""

    # Outside law named without a provision (`state law`, `the Government Code`): nothing to
    # resolve, and never a broken citation.
    UNNUMBERED_LAW = "unnumbered_law"


class UnitKind(StrEnum):
    """Where a text unit comes from (the `source_kind` of its citations)."""

    SECTION = "section"
    TABLE = "table"
    ORDINANCE = "ordinance"
    PARAGRAPH = "paragraph"  # an unnumbered paragraph no section holds (`document#index`)


@dataclass(frozen=True, slots=True)
class Amends:
    """From `offset` on, the unit's text is (new) text of code section `section`."""

    offset: int
    section: str


@dataclass(frozen=True, slots=True)
class SubsectionSpan:
    """Where a subsection's own text lies in its section's text (offsets into `TextUnit.text`)."""

    id: str
    start: int
    end: int


class SubsectionSpans(ValueSequence[SubsectionSpan]):
    """Where subsections' own texts lie in their section's text, held as columns: the
    section's subsections (a `SubsectionTree` makes each record when read), and arrays of
    which of them have a span, and where each starts and ends. A 50 MB export's 200,000
    subsections take 24 bytes each here, not a record, an id and two numbers each."""

    __slots__ = ("_ends", "_ordered", "_starts", "_subsections", "_which")

    def __init__(
        self,
        subsections: Sequence[Subsection],
        which: Sequence[int],
        starts: Sequence[int],
        ends: Sequence[int],
    ) -> None:
        self._subsections = subsections
        self._which = array("q", which)
        self._starts = array("q", starts)
        self._ends = array("q", ends)
        # Whether the spans start in order (pre-order spans do): then `deepest_at` finds the
        # spans that start by an offset by bisection, not by reading them all.
        self._ordered = all(a <= b for a, b in zip(self._starts, self._starts[1:], strict=False))

    def __len__(self) -> int:
        return len(self._which)

    @overload
    def __getitem__(self, index: int) -> SubsectionSpan: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[SubsectionSpan]: ...
    def __getitem__(self, index: int | slice) -> SubsectionSpan | Sequence[SubsectionSpan]:
        if isinstance(index, slice):
            return tuple(self[i] for i in range(*index.indices(len(self))))
        return SubsectionSpan(self._id(index), self._starts[index], self._ends[index])

    def _id(self, index: int) -> str:
        return self._subsections[self._which[index]].id

    def deepest_at(self, offset: int) -> str | None:
        """The id of the last span (the deepest: spans are in pre-order) holding `offset`."""
        if self._ordered:  # the last of the spans starting by `offset` that still holds it
            for index in range(bisect_right(self._starts, offset) - 1, -1, -1):
                if self._ends[index] > offset:
                    return self._id(index)
            return None
        found = None
        for index, (start, end) in enumerate(zip(self._starts, self._ends, strict=True)):
            if start <= offset < end:
                found = index
        return None if found is None else self._id(found)


@dataclass(frozen=True, slots=True)
class TextUnit:
    """One text that citations are extracted from, with its place in the code."""

    node: str  # the source id: a section (`17.62.030`), a table, an ordinance (`PA#26-17`)
    kind: UnitKind
    text: str
    document: str
    section: str | None = None  # the enclosing code section
    chapter: str | None = None  # `17.62`
    title: str | None = None  # the title number, `17`
    article: str | None = None  # the enclosing article's id (`Chapter 60, Article I`), if known
    # the enclosing division's id under its article (`Chapter 62, Article XIII, Division 5`), if
    # known from the headings above the text: what `this division` names
    division: str | None = None
    subsections: Sequence[SubsectionSpan] = ()  # pre-order; the deepest containing span wins
    tables: tuple[SubsectionSpan, ...] = ()  # where each table's rows lie in the text
    amends: tuple[Amends, ...] = ()  # ordinance amendment text: which code section, from where
    ordinance_section: int | None = None  # the ordinance's `SECTION n`

    def subsection_at(self, offset: int) -> str | None:
        """The deepest subsection whose own text contains `offset`."""
        if isinstance(self.subsections, SubsectionSpans):
            return self.subsections.deepest_at(offset)
        found: str | None = None
        for span in self.subsections:
            if span.start <= offset < span.end:
                found = span.id
        return found

    def table_at(self, offset: int) -> str | None:
        """The table whose rows contain `offset`."""
        if not self.tables:
            return None  # most units: no generator made per citation
        return next((t.id for t in self.tables if t.start <= offset < t.end), None)

    def amended_section_at(self, offset: int) -> str | None:
        """The code section an ordinance's amendment text is about at `offset`."""
        found: str | None = None
        for amends in self.amends:
            if amends.offset <= offset:
                found = amends.section
        return found


@slot_init
@dataclass(frozen=True, slots=True)
class Reference:
    """What a citation names, before resolution: the grammar's reading of the raw text."""

    kind: CitationKind
    number: str = ""  # `17.62.050`, `17.62`, `2`, `2-3`, `65915`: as printed, spaces removed
    labels: tuple[str, ...] = ()  # subsection path, normalized: (`E`, `1`)
    relative_to: CitationKind | None = None  # `of this section` → SECTION
    code: str | None = None  # the external law's canonical name: `Cal. Gov. Code`, `RCW`, `KZC`
    external_title: str | None = None  # CFR and CCR title number `24`; a session law's year
    # where in the external law: `Title 17, Chapter 41`; M.G.L.'s chapter `40`; an adopted
    # model law's edition (`(2015 ed.)`); a local article's division (`division 2`)
    division: str = ""
    jurisdiction: str = ""  # the external law's: a USPS code (`OH`) or `US`; "" when unknown
    # The word of a level below the subsection the citation names (`paragraph`, `clause`):
    # read inside the enclosing subsection, and "this paragraph" outside any is the section.
    level: str = ""
    # The chapter an article is named under (`Article I of Chapter 16` → `16`), the title a
    # chapter is (`Title 2, Chapter 4` → `2`).
    within: str = ""


def collapsed(text: str, bounds: tuple[int, int]) -> str:
    """The text of `bounds` in `text`, white space collapsed."""
    return " ".join(text[bounds[0] : bounds[1]].split())


@dataclass(frozen=True, slots=True)
class Citation:
    """One reference from a source text to a node of the code or to external law."""

    source: str
    source_kind: UnitKind
    raw: str
    start: int  # offsets into the source text: `text[start:end] == raw`
    end: int
    reference: Reference
    # The text the offsets point into (the unit's, shared), and where the citation's sentence
    # lies in it: a big corpus's 80,000 citations would each hold a copy of their sentence.
    text: str = field(default="", repr=False, compare=False)
    sentence_start: int = 0
    sentence_end: int = 0
    document: str = ""
    subsection: str | None = None  # the source subsection the citation sits in
    table: str | None = None  # the table whose rows hold the citation
    ordinance_section: int | None = None
    given_title: str | None = None  # `(Use permit and minor use permit)` → that title
    through: Reference | None = None  # a range's last member, expanded by resolution
    through_start: int = 0  # where the range's last member is printed (`unit.text[…]`)
    through_end: int = 0
    expanded: bool = False  # a member between a range's ends, from the outline, not printed
    target_kind: CitationKind | None = None
    target: str | None = None
    resolved: bool = False
    in_corpus: bool = False
    how: How | None = None
    reason: str | None = None  # why a citation stays unresolved
    unresolved: Unresolved | None = None  # the kind of that reason, where readers act on it

    @property
    def sentence(self) -> str:
        """The sentence around the citation, white space collapsed ("" when none was read)."""
        return collapsed(self.text, (self.sentence_start, self.sentence_end))


@dataclass(frozen=True, slots=True)
class Heading:
    """A section heading inside a text (`§ 17.38.010. Purpose.`): not a citation, but a title."""

    section: str
    title: str | None
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Caption:
    """A table or figure's own caption (`Figure 2-1. Building Placement`): where the corpus holds
    it, not a citation of it."""

    kind: CitationKind  # TABLE or FIGURE
    number: str  # `2-1`
    title: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class AmendedBy:
    """A section changed by an ordinance: from its history note or from an applied instruction."""

    section: str
    ordinance: str  # the ordinance id (`766`, `PA#26-17`)
    via: str  # `history` or `instruction`
    raw: str = ""


@dataclass(frozen=True, slots=True)
class SectionText:
    """A section as it stands now (after the amendment engine), as the stages read it."""

    id: str
    chapter: str
    title: str | None
    text: str
    document: str
    subsections: Sequence[Subsection]
    tables: tuple[Table, ...] = ()
    history: tuple[HistoryCitation, ...] = ()
    article: str | None = None  # the article it sits in (`Chapter 60, Article I`), if any


@dataclass(frozen=True, slots=True)
class KnownTables:
    """The section-qualified tables a corpus knows of, from its table history."""

    held: frozenset[str]  # tables the corpus holds: the code's and those ordinances made
    cited: frozenset[str] = frozenset()  # section-qualified tables the texts cite


@dataclass(frozen=True, slots=True)
class CorpusText:
    """Everything a corpus says, as text, for the citation stage (and the stages after it).

    Built once per build by `corpus.stages.corpus_text` and handed in: the current sections, every
    text unit a citation can sit in, the chapters the sources print (with their titles), the
    tables that ordinances amend, and the ordinances' instructions."""

    sections: Mapping[str, SectionText]
    units: tuple[TextUnit, ...]
    chapter_titles: Mapping[str, str | None]  # every chapter known: printed title or None
    printed_chapters: frozenset[str]  # chapters an export prints (a heading, a TOC line)
    amended_tables: frozenset[str]  # table ids that instructions target
    instructions: tuple[Instruction, ...]
    # The section-qualified tables of the table history (none without one): title-wide table
    # citations are qualified by them as they are resolved.
    tables: KnownTables | None = None
    # The code's numbering scheme as its exports' numbers and headings decide it
    # (`parsers.scheme_headings.code_scheme`); None: read from the sections' numbers.
    scheme: Scheme | None = None
    # The code's state as its exports print it (`City of Cotati, CA` → `CA`), "" when they do
    # not agree on one: outside law named without a state is that state's.
    state: str = ""
