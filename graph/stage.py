"""The citation stage of the build: every text unit of the corpus, its citations, resolved.

`cite_corpus(parsed, amended=None)` works from the parsers' records alone; given the amendment
engine's result it also reads the current text of sections known only from ordinances. Sources of
citations: section text (each citation attributed to the deepest subsection holding it), table
rows, the text of every ordinance section (inside amendment text, "this section" is the code
section being amended, from the instruction's target or a `§ 17.38.030.` heading), and the
unnumbered paragraphs of scraped HTML that match nothing the corpus holds (source
`document#index`, source_kind `paragraph`).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from graph.find import find_citations, find_headings, scan
from graph.records import (
    Amends,
    Citation,
    CitationKind,
    SectionLike,
    SubsectionSpan,
    TextUnit,
    UnitKind,
)
from graph.resolve import CorpusIndex, build_index, resolve
from graph.titles import InferredTitle, infer_titles
from parsers.records import (
    HistoryCitation,
    Instruction,
    InstructionStatus,
    OrdinanceSection,
    ParsedOrdinance,
    ParseIssue,
    Section,
    SectionStatus,
    Subsection,
    Table,
    TargetKind,
)

if TYPE_CHECKING:
    from corpus.build import ParsedCorpus
    from corpus.paragraphs import ParagraphAttribution


class _Current(SectionLike, Protocol):
    """What the stage reads of the engine's `CurrentSection`: a section, and its status."""

    @property
    def status(self) -> SectionStatus: ...


class _Version(Protocol):
    @property
    def subsections(self) -> tuple[Subsection, ...]: ...


class _Result(Protocol):
    @property
    def ordinance(self) -> str: ...
    @property
    def status(self) -> InstructionStatus: ...
    @property
    def versions(self) -> tuple[tuple[str, int], ...]: ...


class Amended(Protocol):
    """What the stage reads of the engine's `AmendedCorpus` (corpus/versions.py)."""

    @property
    def current(self) -> tuple[_Current, ...]: ...
    @property
    def versions(self) -> Mapping[str, tuple[_Version, ...]]: ...
    @property
    def results(self) -> tuple[_Result, ...]: ...


@dataclass(frozen=True, slots=True)
class AmendedBy:
    """A section changed by an ordinance: from its history note or from an applied instruction."""

    section: str
    ordinance: str  # the ordinance id (`766`, `PA#26-17`)
    via: str  # `history` or `instruction`
    raw: str = ""


@dataclass(frozen=True, slots=True)
class CitationResult:
    citations: tuple[Citation, ...]
    index: CorpusIndex
    titles: tuple[InferredTitle, ...] = ()
    amended_by: tuple[AmendedBy, ...] = ()
    ordinances: tuple[str, ...] = ()
    issues: tuple[ParseIssue, ...] = field(default=())
    chapter_titles: dict[str, str | None] = field(default_factory=dict)  # known chapters
    section_titles: dict[str, str | None] = field(default_factory=dict)  # known sections
    table_sections: dict[str, str] = field(default_factory=dict)  # table id → its section
    # What the citations were found in, for later stages that read the same texts (terms).
    sections: dict[str, SectionText] = field(default_factory=dict)
    units: tuple[TextUnit, ...] = ()


@dataclass(frozen=True, slots=True)
class SectionText:
    id: str
    chapter: str
    title: str | None
    text: str
    document: str
    subsections: tuple[Subsection, ...]
    tables: tuple[Table, ...] = ()
    history: tuple[HistoryCitation, ...] = ()


def locate_subsections(text: str, subsections: Iterable[Subsection]) -> tuple[SubsectionSpan, ...]:
    """Where each subsection's own text lies in its section's text (pre-order, in text order)."""
    spans: list[SubsectionSpan] = []
    cursor = 0
    for sub in subsections:
        own = sub.text.strip()
        if not own:
            continue
        at = text.find(own, cursor)
        if at < 0:
            probe = own[:60]
            at = text.find(probe, cursor)
            if at < 0:
                continue
        spans.append(SubsectionSpan(sub.id, at, at + len(own)))
        cursor = at + min(len(own), 1)
    # A parent's span reaches to the end of its last child: citations between children stay
    # with the parent, and a child's span, listed later, wins inside it.
    widened: list[SubsectionSpan] = []
    for i, span in enumerate(spans):
        end = span.end
        for later in spans[i + 1 :]:
            if later.id.startswith(span.id + "("):
                end = max(end, later.end)
        widened.append(SubsectionSpan(span.id, span.start, end))
    return tuple(widened)


def current_sections(parsed: ParsedCorpus, amended: Amended | None) -> dict[str, SectionText]:
    found: dict[str, SectionText] = {}
    for export in parsed.exports:
        for s in export.sections:
            found[s.id] = _from_section(s)
    if amended is None:
        return found
    for current in amended.current:
        if current.status is SectionStatus.REPEALED or not current.text:
            found.pop(current.id, None)
            continue
        versions = amended.versions.get(current.id, ())
        base = found.get(current.id)
        found[current.id] = SectionText(
            current.id,
            current.chapter,
            current.title,
            current.text,
            current.document,
            versions[-1].subsections if versions else (),
            base.tables if base else (),
            base.history if base else (),
        )
    return found


def _from_section(s: Section) -> SectionText:
    return SectionText(
        s.id, s.chapter, s.title, s.text, s.document, s.subsections, s.tables, s.history
    )


def _title_of(chapter: str) -> str:
    return chapter.split(".", 1)[0]


def _section_units(sections: Iterable[SectionText]) -> Iterator[TextUnit]:
    for s in sections:
        tables: list[SubsectionSpan] = []
        apart: list[Table] = []
        for table in s.tables:
            rows = "\n".join(table.rows)
            at = s.text.find(rows) if rows else -1
            if at >= 0:  # the section text holds the rows: cited from there, as the table's
                tables.append(SubsectionSpan(table.id, at, at + len(rows)))
            elif rows:
                apart.append(table)
        yield TextUnit(
            node=s.id,
            kind=UnitKind.SECTION,
            text=s.text,
            document=s.document,
            section=s.id,
            chapter=s.chapter,
            title=_title_of(s.chapter),
            subsections=locate_subsections(s.text, s.subsections),
            tables=tuple(tables),
        )
        for table in apart:
            rows = "\n".join(table.rows)
            yield TextUnit(
                node=table.id,
                kind=UnitKind.TABLE,
                text=rows,
                document=s.document,
                section=s.id,
                chapter=s.chapter,
                title=_title_of(s.chapter),
            )


def _ordinance_units(parsed: ParsedOrdinance) -> Iterator[TextUnit]:
    ordinance = parsed.ordinance
    by_section: dict[int | None, list[Instruction]] = {}
    for instruction in ordinance.instructions:
        by_section.setdefault(instruction.ordinance_section, []).append(instruction)
    default_title = amended_title(ordinance.instructions)
    numbers = Counter(part.number for part in ordinance.sections)
    for part in ordinance.sections:
        amends = [
            Amends(offset, section)
            for instruction in _instructions_of(part, by_section, numbers[part.number])
            for offset in [min(max(0, instruction.span.start - part.span.start), len(part.text))]
            for section in _amended_sections(instruction)
        ]
        # `§ 17.38.030. Title.` headings inside a replaced chapter switch the section
        amends += [Amends(h.start, h.section) for h in find_headings(part.text)]
        amends.sort(key=lambda a: a.offset)
        first = amends[0].section if amends else None
        yield TextUnit(
            node=ordinance.id,
            kind=UnitKind.ORDINANCE,
            text=part.text,
            document=parsed.document.id,
            chapter=first.rsplit(".", 1)[0] if first else None,
            title=_title_of(first) if first else default_title,
            amends=tuple(amends),
            ordinance_section=part.number,
        )


# The title number in a target id: `17.28.050`, `17.42.130(C)(1)`, `Title 17, Table 2-3`.
_TARGET_TITLE_RE = re.compile(r"^(?:Title\s+)?(\d{1,3})\b")


def amended_title(instructions: Iterable[Instruction]) -> str | None:
    """The title an ordinance amends (most of its targets'): what `Table 2-3` means in its
    recitals and in sections that amend whole chapters or tables."""
    numbers = Counter(
        m.group(1)
        for instruction in instructions
        for target in instruction.targets
        if (m := _TARGET_TITLE_RE.match(target.id))
    )
    return numbers.most_common(1)[0][0] if numbers else None


def _instructions_of(
    part: OrdinanceSection, by_section: Mapping[int | None, list[Instruction]], alike: int
) -> list[Instruction]:
    """The instructions an ordinance section gives: those whose text lies inside it, else —
    when no other section of the ordinance has its number (`alike` counts them) — those
    carrying its number."""
    numbered = by_section.get(part.number, []) if part.number is not None else []
    inside = [i for i in numbered if part.span.start <= i.span.start < part.span.end]
    return inside if inside or alike > 1 else numbered


def _amended_sections(instruction: Instruction) -> list[str]:
    return [
        _section_of(t.id)
        for t in instruction.targets
        if t.kind in (TargetKind.SECTION, TargetKind.SUBSECTION)
    ]


def _section_of(subsection: str) -> str:
    cut = subsection.find("(")
    return subsection[:cut] if cut > 0 else subsection


def _paragraph_units(
    parsed: ParsedCorpus,
    title: str | None,
    attributions: Sequence[ParagraphAttribution] | None = None,
) -> Iterator[TextUnit]:
    """Unnumbered paragraphs whose text no section or ordinance holds (the others are cited
    from where the corpus holds them); the section is the one they are attributed to, if any."""
    from corpus.paragraphs import MatchHow, attribute_corpus

    if attributions is None:
        attributions = attribute_corpus(parsed.exports, parsed.ordinances)
    placed = {(a.document, a.index): a for a in attributions}
    for export in parsed.exports:
        for paragraph in export.paragraphs:
            found = placed.get((paragraph.document, paragraph.index))
            if found is not None and found.how is not MatchHow.NONE:
                continue
            yield TextUnit(
                node=f"{paragraph.document}#{paragraph.index}",
                kind=UnitKind.PARAGRAPH,
                text=paragraph.text,
                document=paragraph.document,
                title=title,
            )


def _main_title(sections: Iterable[SectionText]) -> str | None:
    """The title most of the corpus's sections belong to (what an unplaced paragraph is in)."""
    numbers = Counter(_title_of(s.chapter) for s in sections)
    return numbers.most_common(1)[0][0] if numbers else None


def corpus_index(parsed: ParsedCorpus, sections: dict[str, SectionText]) -> CorpusIndex:
    tables = {t.id for s in sections.values() for t in s.tables}
    figures: set[str] = set()
    for s in sections.values():  # the captions a section prints: tables and figures it holds
        for caption in scan(s.text).captions:
            label = "Table" if caption.kind is CitationKind.TABLE else "Figure"
            (tables if caption.kind is CitationKind.TABLE else figures).add(
                f"Title {_title_of(s.chapter)}, {label} {caption.number}"
            )
    chapters = {c.id for e in parsed.exports for c in e.chapters}
    for o in parsed.ordinances:
        for instruction in o.ordinance.instructions:
            for target in instruction.targets:
                if target.kind is TargetKind.TABLE:
                    tables.add(target.id)
    return build_index(
        sections,
        ((sub.id, sub.parent) for s in sections.values() for sub in s.subsections),
        tables=tables,
        figures=figures,
        chapters=chapters,
    )


def cite_units(units: Iterable[TextUnit], index: CorpusIndex) -> list[Citation]:
    """Find and resolve the citations of every unit."""
    resolved: list[Citation] = []
    for unit in units:
        for citation in find_citations(unit):
            resolved.extend(resolve(citation, unit, index))
    return resolved


def text_units(
    parsed: ParsedCorpus,
    sections: Mapping[str, SectionText],
    attributions: Sequence[ParagraphAttribution] | None = None,
) -> list[TextUnit]:
    """Every text of the corpus a reader can cite from or use a term in: the sections (their
    subsections and tables), the ordinances' sections, and the paragraphs nothing else holds."""
    units = list(_section_units(sections.values()))
    for o in parsed.ordinances:
        units.extend(_ordinance_units(o))
    units.extend(_paragraph_units(parsed, _main_title(sections.values()), attributions))
    return units


def corpus_chapter_titles(
    parsed: ParsedCorpus, sections: Mapping[str, SectionText]
) -> dict[str, str | None]:
    """Every chapter the corpus knows, with the title its export prints (None otherwise)."""
    titles: dict[str, str | None] = {}
    for e in parsed.exports:
        for c in e.chapters:
            titles.setdefault(c.id, c.title)
    for section in sections.values():
        titles.setdefault(section.chapter, None)
    return titles


def cite_corpus(
    parsed: ParsedCorpus,
    amended: Amended | None = None,
    attributions: Sequence[ParagraphAttribution] | None = None,
) -> CitationResult:
    """Every citation of the corpus, resolved; inferred titles; `amended_by` provenance.

    `attributions` (from `corpus.paragraphs.attribute_corpus`) saves attributing the unnumbered
    paragraphs again when the caller already has them."""
    sections = current_sections(parsed, amended)
    index = corpus_index(parsed, sections)
    units = text_units(parsed, sections, attributions)
    citations = cite_units(units, index)
    chapter_titles = corpus_chapter_titles(parsed, sections)
    section_titles = {s.id: s.title for s in sections.values()}
    headings = [h for u in units if u.kind is UnitKind.ORDINANCE for h in find_headings(u.text)]
    instructions = [i for o in parsed.ordinances for i in o.ordinance.instructions]
    titles, issues = infer_titles(citations, section_titles, chapter_titles, headings, instructions)

    amended_by = list(_history_edges(sections.values()))
    amended_by += _instruction_edges(parsed, amended)
    return CitationResult(
        citations=tuple(citations),
        index=index,
        titles=titles,
        amended_by=tuple(dict.fromkeys(amended_by)),
        ordinances=tuple(o.ordinance.id for o in parsed.ordinances),
        issues=issues,
        chapter_titles=chapter_titles,
        section_titles=section_titles,
        table_sections={t.id: s.id for s in sections.values() for t in s.tables},
        sections=dict(sections),
        units=tuple(units),
    )


def _history_edges(sections: Iterable[SectionText]) -> Iterator[AmendedBy]:
    for s in sections:
        for h in s.history:
            if h.ordinance:
                yield AmendedBy(s.id, h.ordinance, "history", h.raw)


def _instruction_edges(parsed: ParsedCorpus, amended: Amended | None) -> list[AmendedBy]:
    edges: list[AmendedBy] = []
    if amended is not None:
        for result in amended.results:
            if result.status in (InstructionStatus.APPLIED, InstructionStatus.BASE_MISSING):
                edges += [
                    AmendedBy(sid, result.ordinance, "instruction") for sid, _ in result.versions
                ]
        return edges
    for o in parsed.ordinances:
        for instruction in o.ordinance.instructions:
            for target in instruction.targets:
                if target.kind in (TargetKind.SECTION, TargetKind.SUBSECTION):
                    section = _section_of(target.id)
                    edges.append(AmendedBy(section, o.ordinance.id, "instruction", instruction.id))
    return edges
