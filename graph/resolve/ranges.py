"""Ranges over the outline of the code: `subsections (A)(4) through (A)(7)`, `Sections 17.62.010
through 17.62.060`, `Chapters 12.08 through 12.16`.

Both ends keep the offsets where they are printed. Between them, the members the corpus knows
(sibling subsections, the chapter's sections, the title's chapters) are added, marked `expanded`
and spanning the whole range; when the corpus knows none, the ends alone stand.
"""

from __future__ import annotations

from dataclasses import replace

from graph.readers.cursor import evolve
from graph.records import Citation, CitationKind, Reference, TextUnit
from graph.resolve.outline import CorpusIndex, number_key
from parsers.grammar.labels import run_start
from parsers.grammar.ranges import dotted_end
from parsers.ids import chapter_of, parent_of, title_of_chapter


def resolve_range(
    firsts: tuple[Citation, ...],
    lasts: tuple[Citation, ...],
    unit: TextUnit,
    index: CorpusIndex,
) -> tuple[Citation, ...]:
    """The ends of a range, resolved, and what the outline holds between them."""
    if len(firsts) != 1 or len(lasts) != 1:
        return (*firsts, *lasts)
    first, last = firsts[0], lasts[0]
    if not (first.resolved and last.resolved and first.target and last.target):
        return (first, last)
    kind = first.target_kind
    if kind is not last.target_kind:
        return (first, last)
    between: tuple[str, ...] | None = ()
    if kind is CitationKind.SUBSECTION:
        between = _sibling_subsections(first.target, last.target, index)
        if between is None:
            reason = "range endpoints not siblings in the subsection tree: endpoints only"
            return (replace(first, reason=reason), replace(last, reason=reason))
    elif kind is CitationKind.SECTION and chapter_of(first.target) != first.target:
        between = _between(
            first.target, last.target, index.by_chapter.get(chapter_of(first.target))
        )
    elif kind is CitationKind.CHAPTER:
        title = title_of_chapter(first.target)
        chapters = sorted(
            (c for c in index.chapters if title_of_chapter(c) == title), key=number_key
        )
        between = _between(first.target, last.target, tuple(chapters))
    start, end = first.start, max(last.end, first.end)
    middle = tuple(
        replace(
            first,
            target=target,
            in_corpus=True,
            given_title=None,
            expanded=True,
            start=start,
            end=end,
            raw=unit.text[start:end],
        )
        for target in between or ()
    )
    return (first, *middle, last)


def _between(first: str, last: str, ordered: tuple[str, ...] | None) -> tuple[str, ...]:
    """The ids strictly between two ends, in a sequence sorted by number."""
    if not ordered:
        return ()
    lo, hi = number_key(first), number_key(last)
    return tuple(x for x in ordered if lo < number_key(x) < hi)


def _sibling_subsections(first: str, last: str, index: CorpusIndex) -> tuple[str, ...] | None:
    """The subsections between two siblings (ends excluded), or None when they are none."""
    parent = parent_of(first)
    siblings = index.children.get(parent, ())
    if parent != parent_of(last) or first not in siblings or last not in siblings:
        return None
    lo, hi = siblings.index(first), siblings.index(last)
    if lo > hi:
        return None
    return siblings[lo + 1 : hi]


def range_end(citation: Citation, unit: TextUnit) -> Citation:
    """A range's last member as a citation of its own, at the offsets where it is printed."""
    assert citation.through is not None
    start, end = citation.through_start, citation.through_end
    return evolve(
        citation,
        reference=_dot_for_hyphen(citation.reference.number, citation.through),
        through=None,
        given_title=None,
        raw=unit.text[start:end],
        start=start,
        end=end,
        subsection=unit.subsection_at(start) if unit.subsections else citation.subsection,
    )


def _dot_for_hyphen(first: str, last: Reference) -> Reference:
    """`§§ 3.16.120—3.16-160` (Stockbridge GA): the start's sibling `3.16.160` (the shared
    grammar's `dotted_end`, the instruction parser's too)."""
    number = dotted_end(first, last.number)
    return last if number == last.number else replace(last, number=number)


def range_start(citation: Citation) -> Citation:
    """A range's first member as a citation of its own. A lower-case `l` opening a range whose
    last label is a number is the digit one as typed (`sub-parts (l) through (5)`: (1) to (5)),
    not a letter among numbers."""
    ref, through = citation.reference, citation.through
    assert through is not None
    if ref.labels and through.labels:
        ref = replace(ref, labels=(*ref.labels[:-1], run_start(ref.labels[-1], through.labels[-1])))
    return evolve(citation, reference=ref, through=None)
