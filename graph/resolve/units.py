"""The target of a named unit between the levels (`graph.readers.units`): a subchapter, division,
part or appendix within its parent, as the outline holds it.

A unit named after its parent is that parent's (`Part 2 of Chapter 7` → `Chapter 7, Part 2`); a
unit named alone is the citing text's chapter's where the outline has it there, else the code's
own (`Appendix A`). The outline decides: a unit it does not hold is left unresolved with its
reason, never linked to its parent (a wider, wrong target).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from graph.records import CitationKind, Reference, TextUnit
from graph.resolve.outline import CorpusIndex

# Why a unit is left unresolved: the outline does not hold it, and its parent would be a wider,
# wrong link.
NOT_HELD = "a unit the code's outline does not hold"


@dataclass(frozen=True, slots=True)
class Place:
    """Where the citing text sits: its chapter and article ids, None where unknown."""

    chapter: str | None  # `25-2`
    article: str | None  # `Chapter 50, Article III`


def parents(ref: Reference, place: Place) -> tuple[str, ...]:
    """The ids a unit may be within, the nearest first ("" for the code itself)."""
    within = ref.within
    chapter = f"Chapter {place.chapter}" if place.chapter else None
    if within == "code":
        return ("",)
    if within == "article":
        return (place.article,) if place.article else ()
    if within.startswith("Chapter "):
        return (within,)
    if within.startswith("Article "):
        return (f"{chapter}, {within}",) if chapter else ()
    return (*((chapter,) if chapter else ()), "")


def unit_target(ref: Reference, place: Place, index: CorpusIndex) -> tuple[str | None, str]:
    """The id of the unit `ref` names (`Chapter 25-2, Subchapter F`) where the outline holds
    it, or None and the reason it is left unresolved."""
    for parent in parents(ref, place):
        target = f"{parent}, {ref.number}" if parent else ref.number
        if index.knows(CitationKind.DIVISION, target):
            return target, ""
    return None, f"{ref.number.lower()}: {NOT_HELD}"


def division_of(article: str, division: str, index: CorpusIndex) -> str | None:
    """`Chapter 50, Article III` and `division 2` → `Chapter 50, Article III, Division 2`,
    where the outline holds that division; None where it does not."""
    word, _, number = division.partition(" ")
    target = f"{article}, {word.capitalize()} {number}"
    return target if index.knows(CitationKind.DIVISION, target) else None


# The appendix a section's id opens with (`Appendix D, § 8`): the code's own appendix, which
# numbers its sections apart from the chapters'.
_APPENDIX_ID_RE = re.compile(r"Appendix [A-Z0-9]{1,3}(?=,)")


def enclosing_unit(
    ref: Reference, section: str | None, unit: TextUnit, index: CorpusIndex
) -> str | None:
    """`this division`: the one the headings above the text name (`TextUnit.division`); `this
    Appendix`: the appendix the section is in."""
    return unit.division if ref.level == "division" else enclosing_appendix(section, index)


def enclosing_appendix(section: str | None, index: CorpusIndex) -> str | None:
    """`this Appendix` in `Appendix D, § 8`: `Appendix D`, where the outline holds it; None in a
    section of no appendix."""
    m = _APPENDIX_ID_RE.match(section or "")
    return m[0] if m and index.knows(CitationKind.DIVISION, m[0]) else None


def appendix_section(number: str, section: str | None, index: CorpusIndex) -> str | None:
    """`Section 1007` cited bare in `Appendix A, § 1004`: `Appendix A, § 1007`, the same
    appendix's section, where the index holds it; None otherwise (in no appendix, or one that
    holds no such section: the number is left to the other readings)."""
    m = _APPENDIX_ID_RE.match(section or "")
    target = f"{m[0]}, § {number}" if m else ""
    return target if m and index.knows(CitationKind.SECTION, target) else None


def appendix_chapter(ref: Reference, index: CorpusIndex) -> tuple[str | None, str]:
    """A chapter within an appendix (`graph.readers.appendices`: `Chapter 2` within `Chapter 80,
    Appendix A`) → `80, Appendix A, Chapter 2` where the outline holds it; else None and why."""
    target = f"{ref.within.removeprefix('Chapter ')}, Chapter {ref.number}"
    if index.knows(CitationKind.CHAPTER, target):
        return target, ""
    return None, f"chapter {ref.number} of {ref.within.lower()}: {NOT_HELD}"
