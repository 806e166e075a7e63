"""The corpus as text, built once per build and handed to the stages that read it.

`corpus_text(parsed, amended, attributions)` gathers what the citation and term stages read: the
sections as they stand after the amendment engine (`SectionText`), every text unit a citation
can sit in (section text with its subsections and tables located, ordinance sections with the
code sections their amendment text is about, and the unnumbered paragraphs nothing else holds),
the chapters the sources print, and the ordinances' instructions. `amended_by` lists which
ordinances changed each section, from history notes and from applied instructions.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence

from corpus.engine.editions import editions
from corpus.engine.versions import AmendedCorpus
from corpus.stages.attribution import MatchHow, ParagraphAttribution
from graph.find import find_headings
from graph.readers.state_names import printed_state
from graph.records import (
    AmendedBy,
    Amends,
    CorpusText,
    KnownTables,
    SectionText,
    SubsectionSpan,
    SubsectionSpans,
    TextUnit,
    UnitKind,
)
from parsers.collect import ParsedCorpus
from parsers.ids import (
    chapter_of,
    paragraph_id,
    section_of,
    title_number,
    title_of_chapter,
)
from parsers.ordinance_records import (
    Instruction,
    InstructionStatus,
    OrdinanceSection,
    ParsedOrdinance,
    TargetKind,
)
from parsers.records import Section, SectionStatus, Subsection, Table
from parsers.schemes import Scheme


def locate_subsections(text: str, subsections: Sequence[Subsection]) -> SubsectionSpans:
    """Where each subsection's own text lies in its section's text (pre-order, in text order)."""
    which: list[int] = []
    ids: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    cursor = 0
    for index, sub in enumerate(subsections):
        own = sub.text.strip()
        if not own:
            continue
        at = text.find(own, cursor)
        if at < 0:
            probe = own[:60]
            at = text.find(probe, cursor)
            if at < 0:
                continue
        which.append(index)
        ids.append(sub.id)
        starts.append(at)
        ends.append(at + len(own))
        cursor = at + min(len(own), 1)
    return SubsectionSpans(subsections, which, starts, _reach_children(ids, ends))


def _reach_children(ids: list[str], ends: list[int]) -> list[int]:
    """A parent's span reaches to the end of its last child: citations between children stay
    with the parent, and a child's span, listed later, wins inside it. A later span is a
    descendant of `ids[i]` when its id goes on from it with `(`; read from the last span back,
    each span's end is kept under every such id its own id goes on from (`17.04.010` and
    `17.04.010(a)` for `17.04.010(a)(1)`), so each span is read once, not against every later
    one."""
    reached = list(ends)
    furthest: dict[str, int] = {}  # an id → the furthest end of the later spans under it
    for i in range(len(ids) - 1, -1, -1):
        span_id = ids[i]
        if (below := furthest.get(span_id)) is not None:
            reached[i] = max(reached[i], below)
        at = span_id.find("(")
        while at >= 0:
            parent = span_id[:at]
            furthest[parent] = max(furthest.get(parent, ends[i]), ends[i])
            at = span_id.find("(", at + 1)
    return reached


def current_sections(parsed: ParsedCorpus, amended: AmendedCorpus | None) -> dict[str, SectionText]:
    """The sections as they stand: the exports' text, replaced by the engine's current text."""
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
            base.article if base else None,
        )
    return found


def _from_section(s: Section) -> SectionText:
    return SectionText(
        s.id, s.chapter, s.title, s.text, s.document, s.subsections, s.tables, s.history, s.article
    )


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
            title=title_of_chapter(s.chapter),
            article=s.article,
            subsections=locate_subsections(s.text, s.subsections),
            tables=tuple(tables),
        )
        for table in apart:
            yield TextUnit(
                node=table.id,
                kind=UnitKind.TABLE,
                text="\n".join(table.rows),
                document=s.document,
                section=s.id,
                chapter=s.chapter,
                title=title_of_chapter(s.chapter),
            )


def _ordinance_units(parsed: ParsedOrdinance, scheme: Scheme | None = None) -> Iterator[TextUnit]:
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
            chapter=chapter_of(first, scheme) if first else None,
            title=title_of_chapter(first) if first else default_title,
            amends=tuple(amends),
            ordinance_section=part.number,
        )


def amended_title(instructions: Iterable[Instruction]) -> str | None:
    """The title an ordinance amends (most of its targets'): what `Table 2-3` means in its
    recitals and in sections that amend whole chapters or tables."""
    numbers = Counter(
        number
        for instruction in instructions
        for target in instruction.targets
        if (number := title_number(target.id))
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
        section_of(t.id)
        for t in instruction.targets
        if t.kind in (TargetKind.SECTION, TargetKind.SUBSECTION)
    ]


def _paragraph_units(
    parsed: ParsedCorpus, title: str | None, attributions: Sequence[ParagraphAttribution]
) -> Iterator[TextUnit]:
    """Unnumbered paragraphs whose text no section or ordinance holds (the others are cited
    from where the corpus holds them)."""
    placed = {(a.document, a.index): a for a in attributions}
    for export in parsed.exports:
        for paragraph in export.paragraphs:
            found = placed.get((paragraph.document, paragraph.index))
            if found is not None and found.how is not MatchHow.NONE:
                continue
            yield TextUnit(
                node=paragraph_id(paragraph.document, paragraph.index),
                kind=UnitKind.PARAGRAPH,
                text=paragraph.text,
                document=paragraph.document,
                title=title,
            )


def _main_title(sections: Iterable[SectionText]) -> str | None:
    """The title most of the corpus's sections belong to (what an unplaced paragraph is in)."""
    numbers = Counter(title_of_chapter(s.chapter) for s in sections)
    return numbers.most_common(1)[0][0] if numbers else None


def text_units(
    parsed: ParsedCorpus,
    sections: Mapping[str, SectionText],
    attributions: Sequence[ParagraphAttribution],
    scheme: Scheme | None = None,
) -> list[TextUnit]:
    """Every text of the corpus a reader can cite from or use a term in: the sections (their
    subsections and tables), the ordinances' sections, and the paragraphs nothing else holds."""
    units = list(_section_units(sections.values()))
    for o in parsed.ordinances:
        units.extend(_ordinance_units(o, scheme))
    units.extend(_paragraph_units(parsed, _main_title(sections.values()), attributions))
    return units


def chapter_titles(
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


def corpus_text(
    parsed: ParsedCorpus,
    amended: AmendedCorpus | None,
    attributions: Sequence[ParagraphAttribution],
    scheme: Scheme | None = None,
) -> CorpusText:
    """The corpus as text, once: what the citation and term stages read, in the code's numbering
    `scheme` (`corpus.stages.code.CodeRecords.scheme`)."""
    sections = current_sections(parsed, amended)
    instructions = tuple(i for o in parsed.ordinances for i in o.ordinance.instructions)
    return CorpusText(
        sections=sections,
        units=tuple(text_units(parsed, sections, attributions, scheme)),
        chapter_titles=chapter_titles(parsed, sections),
        printed_chapters=frozenset(c.id for e in parsed.exports for c in e.chapters),
        amended_tables=frozenset(
            t.id for i in instructions for t in i.targets if t.kind is TargetKind.TABLE
        ),
        instructions=instructions,
        tables=known_tables(parsed, amended),
        scheme=scheme,
        state=code_state(parsed),
    )


def code_state(parsed: ParsedCorpus) -> str:
    """The state every export's jurisdiction prints (`City of Cotati, CA` → `CA`); "" when
    none does or two differ (never guessed)."""
    printed = {printed_state(e.document.jurisdiction or "") for e in parsed.exports} - {""}
    return printed.pop() if len(printed) == 1 else ""


def known_tables(parsed: ParsedCorpus, amended: AmendedCorpus | None) -> KnownTables | None:
    """The tables the code's newest editions print and the table history knows (None without
    a history): what title-wide table citations are qualified by."""
    history = amended.tables if amended is not None else None
    if history is None:
        return None
    printed = {
        t.id for found in editions(parsed.exports).values() for t in found[-1].section.tables
    }
    return KnownTables(frozenset(printed | set(history.versions)), history.cited)


def amended_by(
    sections: Iterable[SectionText], parsed: ParsedCorpus, amended: AmendedCorpus | None
) -> tuple[AmendedBy, ...]:
    """Which ordinances changed each section: history notes, then instructions (those the
    engine applied or stored when it ran; every section or subsection target otherwise)."""
    edges = [
        AmendedBy(s.id, h.ordinance, "history", h.raw)
        for s in sections
        for h in s.history
        if h.ordinance
    ]
    if amended is not None:
        edges += [
            AmendedBy(sid, result.ordinance, "instruction")
            for result in amended.results
            if result.status in (InstructionStatus.APPLIED, InstructionStatus.BASE_MISSING)
            for sid, _ in result.versions
        ]
    else:
        edges += [
            AmendedBy(section_of(target.id), o.ordinance.id, "instruction", instruction.id)
            for o in parsed.ordinances
            for instruction in o.ordinance.instructions
            for target in instruction.targets
            if target.kind in (TargetKind.SECTION, TargetKind.SUBSECTION)
        ]
    return tuple(dict.fromkeys(edges))
