"""Subdivisions, the level under a section in Minnesota's codes: `Sec. 29-1, entitled Sewer
service charges, Subd. 2` (Stillwater MN 962), `Article I, Chapter 20-1, Subd. B of the Hugo City
Code` (Hugo MN 2001-352, a code whose chapters `20-1` hold subdivisions as sections do).

`Subd.` is read as the word `Subdivision`, which the part grammar knows (`levels`); a subdivision
named right after a chapter's number is that number's part (`20-1(B)`), the article before it only
where it stands; a subdivision's number with no section named before it (`Subd. 3.5`) is no target.
"""

from __future__ import annotations

import re

from parsers.ordinance_records import Target, TargetKind

# Minnesota's abbreviation of `Subdivision` (`Sec. 29-1, …, Subd. 2`, OCR's `Subd.l0.` without its
# blank): read as the word.
SUBDIVISION = re.compile(r"\bSubd\.[ \t]*(?=[\w(])", re.IGNORECASE)
# A subdivision's keyword ending the words before a phrase's first number (`…, Subdivision 3.5`):
# the number is the subdivision's label, of a section the phrase does not name.
SUBDIVISION_BEFORE = re.compile(r"\bSubdivisions?\s*$", re.IGNORECASE)
# A subdivision named right after a chapter's number (`Chapter 20-1, Subdivision B`), the phrase
# naming no section: the chapter's number, which holds subdivisions as a section does, and the
# label (one letter or number, never the first group of a longer number).
CHAPTER_SUBDIVISION = re.compile(
    r"\bChapter\s+(?P<number>\d{1,4}(?:[.\-]\d{1,4}){1,2})\s*,?\s*Subdivision\s+"
    r"\(?(?P<label>[A-Za-z]|\d{1,3}[A-Za-z]?)\)?(?![\w.\-])",
    re.IGNORECASE,
)
# A section named anywhere in the phrase: then its own grammar reads the path.
SECTION_WORD = re.compile(r"\b(?:Sections?|Secs?\.)|§", re.IGNORECASE)


def of_no_section(phrase: str, number_at: int) -> bool:
    """Whether the phrase's first number, at `number_at`, is printed right after a subdivision's
    keyword (`SUBDIVISION_BEFORE`)."""
    return SUBDIVISION_BEFORE.search(phrase, 0, number_at) is not None


def subdivision_of_chapter(phrase: str) -> tuple[Target, str] | None:
    """`Chapter 20-1, Subdivision B`: the part `20-1(B)` and its label `(B)`; None when the
    phrase names no such subdivision, or names a section (`CHAPTER_SUBDIVISION`)."""
    found = CHAPTER_SUBDIVISION.search(phrase)
    if found is None or SECTION_WORD.search(phrase) is not None:
        return None
    label = f"({found.group('label')})"
    return Target(TargetKind.SUBSECTION, found.group("number") + label), label
