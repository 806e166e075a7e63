"""Typed records produced by the parsers: the vocabulary every later stage speaks.

Records are frozen dataclasses; closed sets are enums whose values are the strings stored in the
database (docs/architecture.md's contract), so `Severity.ERROR.value == "error"` is what lands
in SQLite.
Every record carries provenance: the document id and a `SourceSpan` back into the source text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from enum import StrEnum

from parsers.schemes import Scheme


class DocumentKind(StrEnum):
    """What a source document is; decides which parser reads it."""

    ECODE360_EXPORT = "ecode360_export"  # PDF download or its text rendering
    ECODE360_HTML = "ecode360_html"  # HTML page, or paragraphs scraped from one
    ORDINANCE = "ordinance"


class Severity(StrEnum):
    ERROR = "error"  # something was lost or could not be read
    WARNING = "warning"  # evidence conflicts or was repaired; a person should look
    INFO = "info"  # worth recording, nothing wrong


class NumberSource(StrEnum):
    """How a section got its number (the text rendering has no headings)."""

    HEADING = "heading"  # the source prints `§ 17.62.030. Title.` (PDF, HTML)
    HEADER = "header"  # a running page header names it
    INFERRED = "inferred"  # numbered from the order of history notes in the chapter
    TOC = "toc"  # the table of contents lists it at this place in the chapter
    PROVISIONAL = "provisional"  # no source establishes it: a placeholder id, with a warning


class SectionStatus(StrEnum):
    CURRENT = "current"
    REPEALED = "repealed"
    RESERVED = "reserved"


class TitleSource(StrEnum):
    SOURCE = "source"  # printed in the document
    CITATIONS = "citations"  # inferred from the titles citations give it
    ORDINANCE = "ordinance"  # from an amending ordinance's heading


@dataclass(frozen=True, slots=True)
class SourceSpan:
    """Where a record came from: character offsets into the document text, and pages."""

    document: str
    start: int
    end: int
    first_page: int | None = None
    last_page: int | None = None
    first_line: int | None = None
    last_line: int | None = None


@dataclass(frozen=True, slots=True)
class Document:
    id: str  # stable: the path relative to raw/, e.g. `cotati/ecode360/title17-ch17.62.txt`
    path: str
    kind: DocumentKind
    sha256: str
    jurisdiction: str | None  # `City of Cotati, CA`
    as_of: date | None  # export download date, or the ordinance's date
    title: str | None
    code: str | None = None  # ecode360 customer code, e.g. `CO4398`
    pages: int | None = None
    # The file's modification time when it was read (UTC): orders two downloads of one date
    # (`corpus/engine/editions.py`). Not a column: a checkout sets it, and rows must reproduce.
    modified: datetime | None = None


@dataclass(frozen=True, slots=True)
class ParseIssue:
    document: str
    location: str  # `page 3, line 12`, `section 17.62.030`, `chars 100-140`...
    severity: Severity
    code: str  # short machine-readable slug: `subsection-order`, `number-conflict`...
    message: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Subsection:
    """A node of a section's subsection tree. Its own text (`text`, without its children) is
    `source[text_start:text_end]`, where `source` is its section's text whenever the node's
    text lies in it as one piece: a section's text and its subsections' texts are then held
    once (Python slices copy, and a 50 MB export's subsection texts were a second 55 MB).
    Build one from its text with `Subsection.of`; equality and hashing go by the text."""

    id: str  # `17.62.030(E)(3)(a)`
    section: str  # `17.62.030`
    parent: str  # the enclosing subsection id, or the section id for top-level ones
    label: str  # `a` (as printed, without punctuation)
    level: int  # 1 for A., 2 for 1., 3 for a., 4 for i.
    source: str  # the section's text holding the node's text, or the node's text alone
    text_start: int
    text_end: int
    span: SourceSpan | None = None

    @classmethod
    def of(
        cls,
        id: str,
        section: str,
        parent: str,
        label: str,
        level: int,
        text: str,
        span: SourceSpan | None = None,
    ) -> Subsection:
        """A subsection holding its own `text`."""
        return cls(id, section, parent, label, level, text, 0, len(text), span)

    @property
    def text(self) -> str:
        """The node's own text, without its children."""
        return self.source[self.text_start : self.text_end]

    def _key(self) -> tuple[object, ...]:
        return (self.id, self.section, self.parent, self.label, self.level, self.text, self.span)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Subsection):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Subsection{self._key()!r}"


@dataclass(frozen=True, slots=True)
class Table:
    id: str  # `Title 17, Table 2-7`
    number: str  # `2-7`
    caption: str  # `RR Zone Standards`
    section: str  # the section the table belongs to
    rows: tuple[str, ...]  # the table's rows as text lines
    span: SourceSpan | None = None


class HistoryKind(StrEnum):
    """What enacted the text a history entry cites."""

    ORDINANCE = "ordinance"  # `Ord. 766 § 2, 2004`, `Amended 6-10-2025 by Ord. No. 934`
    LOCAL_LAW = "local_law"  # `L.L. No. 3-2025` (New York)
    TOWN_MEETING = "town_meeting"  # `Amended 5-9-1983 ATM by Art. 12` (New England)
    PRIOR_CODE = "prior_code"  # `[§§ 2-1 to 2-9 of the 1971 Code]`, `Prior code § 22-104`


class HistoryAction(StrEnum):
    """What an entry says was done, as printed (`Added …`), or carried over a `;` from the entry
    before it (`amended 3-14-1972 ATM by Art. 30; 3-14-1974 ATM by Art. 85`)."""

    ADOPTED = "adopted"
    ADDED = "added"
    AMENDED = "amended"
    AMENDED_IN_ENTIRETY = "amended in its entirety"
    REPEALED = "repealed"
    RENUMBERED = "renumbered"
    REDESIGNATED = "redesignated"


@dataclass(frozen=True, slots=True)
class HistoryCitation:
    """One entry of a section's history note: an ordinance, a local law, a Town Meeting's
    article or a prior code (`kind`)."""

    section: str
    # `766`; `L.L. 3-2025` for a local law; the Town Meeting's article number(s) (`12`, `26 and
    # 27`); None for a prior code or an unnumbered part such as `A (part), 2004`
    ordinance: str | None
    raw: str  # this citation's text after repair, e.g. `Ord. 766 § 2 Exh. A (part), 2004`
    ord_section: str | None = None  # `2(C)`
    exhibit: str | None = None  # `C`
    part: bool = False  # `(part)`: the ordinance amended only part of the section
    year: int | None = None
    date: date | None = None
    repaired: bool = False  # the export's text was rotated and put back in order
    subsection: str | None = None  # the subsection whose own note cites it (`A`, `B(1)`);
    # None for the section's note (bracketed New York / New Jersey notes follow subsections too)
    kind: HistoryKind = HistoryKind.ORDINANCE
    # The Town Meeting that voted it (`ATM`, `STM`, `TM`: annual, special, or unnamed), printed
    # or spelled out (`Adopted by the Special Town Meeting …`); None for other kinds.
    body: str | None = None
    action: HistoryAction | None = None  # None when the note prints no verb (`(Ord. 766, 2004)`)


@dataclass(frozen=True, slots=True)
class Chapter:
    id: str  # `17.62`
    title: str | None  # `PERMIT REVIEW AND DECISIONS`
    title_source: TitleSource | None = None
    document: str | None = None
    status: SectionStatus = SectionStatus.CURRENT  # `(Repealed by Ord. 841)` under the heading
    history: tuple[HistoryCitation, ...] = ()  # `[HISTORY: Adopted … by Ord. No. 314 …]`
    notes: tuple[str, ...] = ()  # `GENERAL REFERENCES` and other text before its first section
    parent: str | None = None  # the enclosing structure (`Title 18`, `Title 18, Division II`)


class StructureKind(StrEnum):
    """Headings above or inside chapters that group sections (the outline's other levels)."""

    TITLE = "title"
    DIVISION = "division"
    ARTICLE = "article"
    PART = "part"
    SUBCHAPTER = "subchapter"
    SUBPART = "subpart"


@dataclass(frozen=True, slots=True)
class Article:
    """A title, division, article or part: `Title 15`, `Chapter 60, Article I`,
    `Title 18, Division II`. Inside a chapter (`chapter` set) it groups that chapter's sections;
    above chapters it groups chapters."""

    id: str  # outline id: `Title 15`, `Title 17, Article 2`, `Chapter 60, Article I`
    kind: StructureKind
    number: str  # as printed: `I`, `2`, `15`
    title: str | None  # `Qualified Purchasing Agent`; None when none is printed
    document: str
    chapter: str | None = None  # the chapter it sits in, for articles and parts of a chapter
    parent: str | None = None  # the enclosing structure's id (`Title 17`)
    status: SectionStatus = SectionStatus.CURRENT  # `ARTICLE II (Reserved)`
    history: tuple[HistoryCitation, ...] = ()  # `[Adopted 7-27-2011 by Ord. No. 14-2011]`
    sections: tuple[str, ...] = ()  # ids of the sections under it, in order
    notes: tuple[str, ...] = ()  # `Prior legislation: …`, editor's notes printed with it
    span: SourceSpan | None = None


@dataclass(frozen=True, slots=True)
class TocEntry:
    """One section a table-of-contents page lists: the expected list of sections."""

    id: str  # `15.06.010`, as listed
    title: str | None  # `Title.`, wrapped lines joined
    chapter: str  # `15.06`
    document: str
    page: int


@dataclass(frozen=True, slots=True)
class Section:
    id: str  # `17.62.030`
    chapter: str  # `17.62`
    title: str | None  # None when the source gives none; never invented
    text: str  # clean body text (subsection text included, in order)
    document: str
    number_source: NumberSource
    span: SourceSpan
    history_note: str | None = None  # verbatim, as printed
    history: tuple[HistoryCitation, ...] = ()
    subsections: Sequence[Subsection] = ()  # a `SubsectionTree` from the parsers
    tables: tuple[Table, ...] = ()
    editor_notes: tuple[str, ...] = ()  # `Editor's Note: …` lines, kept apart from the body
    footnotes: tuple[str, ...] = ()
    title_source: TitleSource | None = None
    status: SectionStatus = SectionStatus.CURRENT
    as_of: date | None = None
    article: str | None = None  # the id of the article or part it sits in (`Chapter 60, Article I`)


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A paragraph whose section number the source lost (ecode360 HTML scraped without headings).

    Kept whole so nothing is lost; the corpus stage attributes it to a section where the text
    matches one it knows, and records how sure it is.
    """

    document: str
    index: int  # 0-based order in the document
    text: str
    span: SourceSpan


@dataclass(frozen=True, slots=True)
class ParsedExport:
    """Everything one ecode360 export (PDF, its text rendering, or an HTML page) yields."""

    document: Document
    chapters: tuple[Chapter, ...]
    sections: tuple[Section, ...]
    issues: tuple[ParseIssue, ...] = field(default=())
    paragraphs: tuple[Paragraph, ...] = field(default=())  # unnumbered paragraphs, in order
    articles: tuple[Article, ...] = field(default=())  # titles, divisions, articles, parts
    toc: tuple[TocEntry, ...] = field(default=())  # what its contents pages list, in order
    # The numbering scheme its own numbers and article headings decide
    # (`parsers.scheme_headings.export_scheme`, set once by `parsers.dispatch`); None: none.
    scheme: Scheme | None = None
