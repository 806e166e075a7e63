"""Resolve citations to the corpus's ids (docs/architecture.md) and check them against it.

`resolve(citation, unit, index)` reads the citation's `Reference` in the light of where it sits:
"this section / chapter / title" is the nearest enclosing node of that kind (inside an ordinance's
amendment text, the code section being amended); labels normalize to the path form (`E.1` →
`(E)(1)`); a label missing under the named node but present under a closer one is resolved there
and marked `repaired`; a range expands over the outline of the code (`graph.resolve.outline`,
`graph.resolve.ranges`). It returns a tuple because a range is several citations, and an empty
one for a self-reference with nothing to refer to (`this section` in an ordinance's recitals).
Outside law never resolves into this code: its target is its canonical citation (`graph.laws`).
"""

from __future__ import annotations

import re

import graph.laws as law
from graph.readers.cursor import evolve
from graph.records import Citation, CitationKind, How, Reference, TextUnit, UnitKind, Unresolved
from graph.resolve.outline import (
    CHAPTER_ID_RE,
    SECTION_ID_RE,
    CorpusIndex,
    build_index,
    depth,
    path,
    well_formed,
)
from graph.resolve.ranges import range_end, range_start, resolve_range
from graph.resolve.structure import (
    ancestors,
    article_section,
    articles_called,
    articles_in_chapters,
    chapter_called_section,
    chapters_whole,
    citing_scheme,
    citing_section,
    current_article,
    current_chapter,
    current_section,
    glued_label,
    own_two_level,
    part_of_section,
    section_called_chapter,
    section_named,
    subsection_named,
    title_number,
    title_said,
    unfit,
)
from graph.resolve.units import (
    Place,
    appendix_chapter,
    appendix_section,
    division_of,
    enclosing_unit,
    unit_target,
)
from parsers import schemes
from parsers.ids import chapter_of, table_id, title_of_chapter
from parsers.schemes import Scheme

__all__ = ["CorpusIndex", "build_index", "path", "resolve"]

# Why an article's division is left unresolved: the code's outline has no division nodes, and
# the whole article would be a wrong, wider link.
DIVISION = "an article's division, which the code's outline does not hold"


def _done(
    citation: Citation,
    kind: CitationKind,
    target: str,
    how: How,
    index: CorpusIndex,
    reason: str | None = None,
) -> Citation:
    return evolve(
        citation,
        target_kind=kind,
        target=target,
        resolved=True,
        in_corpus=index.knows(kind, target),
        how=how,
        reason=reason,
        through=None,
    )


def _unresolved(
    citation: Citation, kind: CitationKind, reason: str, unresolved: Unresolved | None = None
) -> Citation:
    return evolve(
        citation,
        target_kind=kind,
        resolved=False,
        in_corpus=False,
        reason=reason,
        unresolved=unresolved,
        through=None,
    )


def resolve(citation: Citation, unit: TextUnit, index: CorpusIndex) -> tuple[Citation, ...]:
    """The resolved citation (several for a range, none for a self to nothing), its target."""
    ref = citation.reference
    if citation.through is not None:
        first = resolve(range_start(citation), unit, index)
        last = resolve(range_end(citation, unit), unit, index)
        return resolve_range(first, last, unit, index)
    kind = ref.kind
    if kind is CitationKind.EXTERNAL:
        return (_resolve_external(citation, unit, index),)
    if ref.relative_to is kind and not ref.number and not ref.labels:
        return _resolve_self(citation, unit, index)
    if kind is CitationKind.SUBSECTION:
        return (_resolve_subsection(citation, unit, index),)
    if kind is CitationKind.SECTION:
        return (_resolve_section(citation, unit, index),)
    if kind is CitationKind.CHAPTER:
        return (_resolve_chapter(citation, unit, index),)
    title = title_said(unit)  # `SECTION 901`: in no title its number says
    if kind is CitationKind.TITLE:
        return (_done(citation, kind, f"Title {ref.number}", How.ABSOLUTE, index),)
    if kind is CitationKind.TABLE and ref.within:  # `Section 17.8, Table 1`: the section's
        return (_section_table(citation, unit, index),)
    if kind is CitationKind.DIVISION:  # `Subchapter F`, `Part 2 of Chapter 7`
        return (_resolve_unit(citation, unit, index),)
    if kind is CitationKind.ARTICLE and ref.division:  # `Article III, Division 2`
        return (_article_division(citation, unit, index),)
    if kind is CitationKind.ARTICLE and ref.within:  # `Article I of Chapter 16`
        target = f"Chapter {ref.within}, Article {ref.number}"
        return (_done(citation, kind, target, How.ABSOLUTE, index),)
    citing = citing_section(citation, unit) if kind is CitationKind.ARTICLE else None
    if kind is CitationKind.ARTICLE and (named := article_section(ref.number, citing, index)):
        return (_done(citation, *named, How.ABSOLUTE, index),)
    if kind is CitationKind.ARTICLE and articles_in_chapters(citing, index, unit):
        chapter = articles_called(ref.number, unit, index) or current_chapter(citation, unit)
        if chapter is not None:
            target = f"Chapter {chapter}, Article {ref.number}"
            return (_done(citation, kind, target, How.RELATIVE, index),)
    if title is None:
        return (_unresolved(citation, kind, f"no enclosing title for {kind.value} {ref.number}"),)
    label = {CitationKind.ARTICLE: "Article", CitationKind.TABLE: "Table"}.get(kind, "Figure")
    return (_done(citation, kind, f"Title {title}, {label} {ref.number}", How.RELATIVE, index),)


def _resolve_unit(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    """A subchapter, division, part or appendix: within its parent, where the outline has it."""
    section = current_section(citation, unit)
    place = Place(current_chapter(citation, unit), current_article(section, unit, index))
    target, reason = unit_target(citation.reference, place, index)
    if target is None:
        return _unresolved(citation, CitationKind.DIVISION, reason)
    return _done(citation, CitationKind.DIVISION, target, How.RELATIVE, index)


def _article_division(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    """`Article III, Division 2, of this chapter`: the division within the article, where the
    outline has it; never the whole article."""
    ref = citation.reference
    bare = evolve(citation, reference=evolve(ref, division=""))
    article = resolve(bare, unit, index)
    found = article[0].target if article and article[0].resolved else None
    target = division_of(found, ref.division, index) if found else None
    if target is None:
        reason = f"article {ref.number}, {ref.division}: {DIVISION}"
        return _unresolved(citation, CitationKind.DIVISION, reason)
    return _done(citation, CitationKind.DIVISION, target, How.RELATIVE, index)


def _resolve_self(citation: Citation, unit: TextUnit, index: CorpusIndex) -> tuple[Citation, ...]:
    """`this section`, `this chapter`, …: the enclosing node, or nothing when the text has none."""
    kind = citation.reference.kind
    target: str | None = None
    if kind is CitationKind.SECTION:
        target = section_named(current_section(citation, unit), unit, citation.start, index)
    elif kind in (CitationKind.CHAPTER, CitationKind.TITLE) and citation.reference.level:
        return (_unresolved(citation, kind, f"this {citation.reference.level}: not indexed"),)
    elif kind is CitationKind.CHAPTER:
        target = current_chapter(citation, unit)
    elif kind is CitationKind.TITLE:
        title = title_number(unit) if unit.kind is not UnitKind.PARAGRAPH else None
        if title and title == unit.chapter:
            title = None  # Goodman MO's `Section 400.010`: chapter 400, its title's number unsaid
        target = f"Title {title}" if title else None
    elif kind is CitationKind.ARTICLE:
        target = current_article(current_section(citation, unit), unit, index)
    elif kind is CitationKind.DIVISION:  # `this division`, `this Appendix`
        target = enclosing_unit(citation.reference, current_section(citation, unit), unit, index)
    elif kind is CitationKind.SUBSECTION and unit.kind is UnitKind.SECTION:
        target = subsection_named(citation.subsection, unit, citation.reference.level)
        if target is None and not citation.reference.level:  # `this subsection` in § 16.7.4
            target, kind = part_of_section(unit.section, index), CitationKind.SECTION
        elif target is None and citation.reference.level:  # `this paragraph` outside any
            target = current_section(citation, unit)
            kind = CitationKind.SECTION
            if target is not None and index.children.get(target):
                # the section has subsections, and which one holds the text is not known
                level = citation.reference.level
                return (_unresolved(citation, kind, f"this {level}: its subsection unknown"),)
    if target is None:
        return ()
    return (_done(citation, kind, target, How.RELATIVE, index),)


def _resolve_external(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    ref = citation.reference
    if ref.code is None:
        # `Section 434.01` in 434.05; `Section 119` where the code's sections are so numbered
        # (a bare integer the corpus holds, outside an ordinance's own numbered sections)
        if own_two_level(ref.number, citing_section(citation, unit), index) or (
            ref.number.isdigit()
            and unit.kind is not UnitKind.ORDINANCE
            and index.knows(CitationKind.SECTION, ref.number)
        ):
            if ref.labels:
                labelled = ref.number + path(ref.labels)
                return _done(citation, CitationKind.SUBSECTION, labelled, How.ABSOLUTE, index)
            return _done(citation, CitationKind.SECTION, ref.number, How.ABSOLUTE, index)
        if chapter_called_section(ref.number, unit, index):  # `Section 17.32`
            return _done(citation, CitationKind.CHAPTER, ref.number, How.REPAIRED, index)
        if not ref.labels and (own := appendix_section(ref.number, unit.section, index)):
            return _done(citation, CitationKind.SECTION, own, How.ABSOLUTE, index)  # `§ 1007`
        return _unresolved(citation, CitationKind.EXTERNAL, f"section {ref.number}: no code named")
    target = law.external_target(ref)
    if target is None and law.unnumbered(ref):
        reason = f"{ref.code} {law.UNNUMBERED_REASON}"
        return _unresolved(citation, CitationKind.EXTERNAL, reason, Unresolved.UNNUMBERED_LAW)
    if target is None:
        return _unresolved(citation, CitationKind.EXTERNAL, f"{ref.code} citation without a title")
    return _done(citation, CitationKind.EXTERNAL, target, How.ABSOLUTE, index)


def _section_table(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    """`Section 17.8, Table 1`: table 1 of section 17.8, when the section is this code's as a
    section cited alone would be (a two-level number only as `_resolve_external` reads one)."""
    ref = citation.reference
    section = Reference(CitationKind.EXTERNAL, ref.within)
    probe = _resolve_external(evolve(citation, reference=section), unit, index)
    if probe.target_kind is not CitationKind.SECTION and ref.within.count(".") != 1:
        probe = _resolve_section(evolve(citation, reference=section), unit, index)
    if probe.target_kind is not CitationKind.SECTION or not probe.resolved:
        return _unresolved(citation, CitationKind.TABLE, f"table {ref.number} of {ref.within}")
    return _done(
        citation, CitationKind.TABLE, table_id(ref.within, ref.number), How.ABSOLUTE, index
    )


def _resolve_section(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    number = citation.reference.number
    if not SECTION_ID_RE.fullmatch(number):
        return _unresolved(citation, CitationKind.SECTION, f"malformed section number {number}")
    if (glued := glued_label(number, index)) is not None:  # `§ 350-107A`: 350-107(A)
        return _done(citation, CitationKind.SUBSECTION, glued, How.REPAIRED, index)
    if (why := unfit(number, unit, index)) is not None:
        return _unresolved(citation, CitationKind.SECTION, why)
    return _done(citation, CitationKind.SECTION, number, How.ABSOLUTE, index)


def _resolve_chapter(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    number = citation.reference.number
    kind = CitationKind.CHAPTER
    if "Appendix " in citation.reference.within:  # `Appendix A, Chapters 2 and 4`: its own
        target, why = appendix_chapter(citation.reference, index)
        return (
            _done(citation, kind, target, How.ABSOLUTE, index)
            if target
            else _unresolved(citation, kind, why)
        )
    if SECTION_ID_RE.fullmatch(number) and section_called_chapter(number, unit, index):
        return _done(citation, CitationKind.SECTION, number, How.REPAIRED, index)
    scheme = citing_scheme(citing_section(citation, unit), index)
    named = citation.reference.within
    joined = schemes.chapter_in_title(named, number, scheme or Scheme.DOTTED) if named else None
    if joined is not None:  # `Title 2, Chapter 4`: `2-4` in a hyphenated code, `2.4` in a dotted
        return _done(citation, kind, joined, How.ABSOLUTE, index)
    if scheme is not None and scheme is not Scheme.DOTTED:
        found = _chapter_in_scheme(citation, unit, index, scheme)
        if found is not None:
            return found
    if re.fullmatch(r"\d{1,3}-\d{1,3}", number):  # `Chapter 17-22`: a slip for `17.22`
        dotted = number.replace("-", ".")
        slipped_title = f"Title {title_of_chapter(dotted)}"
        in_a_title = not index.titles or index.knows(CitationKind.TITLE, slipped_title)
        if index.knows(kind, dotted) or (
            unit.chapter and unit.chapter.count(".") == 1 and in_a_title
        ):  # a state code's `Chapter 36-71` is no slip in a code without a Title 36
            return _done(citation, kind, dotted, How.REPAIRED, index)
        return _unresolved(citation, kind, f"chapter {number}: numbered unlike this code")
    if index.knows(kind, number):  # `Chapter 110`, `Ch. 34A`: the corpus has it
        return _done(citation, kind, number, How.ABSOLUTE, index)
    if number.isdigit():  # `Chapter 36`: a chapter of the enclosing title
        title = title_number(unit)
        if title is None:
            return _unresolved(citation, kind, f"chapter {number}: no enclosing title")
        if len(number) > 3 or (unit.chapter and unit.chapter.count(".") != 1):  # or `1143`
            return _unresolved(citation, kind, f"chapter {number}: ambiguous in this code")
        return _done(citation, kind, f"{title}.{number}", How.RELATIVE, index)
    if not CHAPTER_ID_RE.fullmatch(number):
        return _unresolved(citation, kind, f"malformed chapter number {number}")
    return _done(citation, kind, number, How.ABSOLUTE, index)


def _chapter_in_scheme(
    citation: Citation, unit: TextUnit, index: CorpusIndex, scheme: Scheme
) -> Citation | None:
    """`Chapter 5-2` in a three-level hyphenated code, `Chapter 13` in a chapter-dash or
    two-level dotted one: a chapter as the citing code's scheme shapes them (`parsers.schemes`);
    `Chapter 6` in a code whose chapters are numbered within titles (`8-3`) is the title's
    (`8-6`). None when the number has no shape of the scheme's."""
    number = citation.reference.number
    kind = CitationKind.CHAPTER
    if schemes.is_chapter(number, scheme) or chapters_whole(citation.reference, unit, scheme):
        return _done(citation, kind, number, How.ABSOLUTE, index)  # or Detroit's `Ch. 2`
    if number.isdigit():
        title = citation.reference.within or title_number(unit)  # `Title 2, Chapter 4`: 2's
        joined = schemes.chapter_in_title(title, number, scheme) if title else None
        if joined is not None:
            return _done(citation, kind, joined, How.RELATIVE, index)
    return None


def _resolve_subsection(citation: Citation, unit: TextUnit, index: CorpusIndex) -> Citation:
    ref = citation.reference
    labels = ref.labels
    kind = CitationKind.SUBSECTION
    if ref.number:  # `Section 17.62.070(F)`; `Section 1149.02(a) and (b)` in a two-level code
        own = own_two_level(ref.number, citing_section(citation, unit), index)
        if not (own or SECTION_ID_RE.fullmatch(ref.number)):
            return _unresolved(citation, kind, f"malformed section number {ref.number}")
        if (why := unfit(ref.number, unit, index)) is not None:
            return _unresolved(citation, kind, why)
        if not well_formed(labels):
            return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
        return _done(citation, kind, ref.number + path(labels), How.ABSOLUTE, index)
    section = current_section(citation, unit)
    if section is None:
        where = "ordinance text" if unit.kind is UnitKind.ORDINANCE else unit.node or "a text"
        return _unresolved(
            citation, kind, f"subsection {path(labels)}: no enclosing section in {where}"
        )
    return _relative_subsection(citation, section, index)


def _relative_subsection(citation: Citation, section: str, index: CorpusIndex) -> Citation:
    ref = citation.reference
    labels = ref.labels
    kind = CitationKind.SUBSECTION
    closer = ancestors(citation.subsection, section)  # the closest first
    named: str | None = section  # the node the citation names; a chapter has no subsections
    if ref.relative_to is CitationKind.CHAPTER:
        named = None
    elif (ref.relative_to is CitationKind.SUBSECTION or ref.level) and closer:
        named = closer[0]  # `of this subsection`; a bare `paragraph (2)`: in the enclosing one
    if named is not None:
        candidate = named + path(labels)
        if index.knows(kind, candidate):
            return _done(citation, kind, candidate, How.RELATIVE, index)
        if not index.knows(CitationKind.SECTION, section):  # nothing to check against
            if well_formed(labels, depth(named, section) + 1):
                return _done(citation, kind, candidate, How.RELATIVE, index)
            return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
    # The label is not under the named node: a closer node that has it wins (`subsection I of
    # this chapter` inside 17.62.030 → 17.62.030(I); `subsection 2` inside (E)(1) → (E)(2)).
    for base in [*closer, section]:
        repaired = base + path(labels)
        if base != named and index.knows(kind, repaired):
            return _done(citation, kind, repaired, How.REPAIRED, index)
    if named is None:
        chapter = chapter_of(section)
        return _unresolved(
            citation,
            kind,
            f"chapter {chapter} has no subsection {path(labels)}, nor has {section}",
        )
    if not well_formed(labels, depth(named, section) + 1):
        return _unresolved(citation, kind, f"malformed subsection label {path(labels)}")
    if ref.level and not closer and index.children.get(named):
        # `paragraph (4)` where no known subsection of this section is (4): (a)(4)? (b)(4)?
        return _unresolved(
            citation, kind, f"{ref.level} {path(labels)}: not in {named}, its subsection unknown"
        )
    return _done(citation, kind, named + path(labels), How.RELATIVE, index)
