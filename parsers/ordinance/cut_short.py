"""A target number the OCR cut short, completed from the ordinance's own naming of it.

OCR prints `?` for a glyph it could not read: `Chapter 14-13?"` is a number that goes on, not
section `14-13`. Reading the digits before the `?` would name another section (a digit lost), so
the number is taken from elsewhere in the ordinance only when exactly one number it names
extends the printed digits by one character (the title's `CHAPTER 14, SECTION 131` →
`14-131`, joined as the registry joins a chapter and a section); otherwise the target is
dropped, and the instruction is flagged for naming none. Nothing is guessed from the digits.
"""

from __future__ import annotations

import re

from parsers.ordinance.paths import CODE_NUMBER, normalize_number
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance_records import Target
from parsers.schemes import Scheme, join_number

# A number followed by OCR's `?` where its next glyph stood (`14-13?"`): the printed digits.
CUT_SHORT = re.compile(r"(?<![\w.])(?P<number>\d{1,4}(?:[.\-:]\d{1,4}[A-Z]?)+)\?")
# A section named within its chapter, the chapter first (`CHAPTER 14, SECTION 131`, `Chapter
# 14, Section 131 of the … Code`): the code prints it joined (`14-131`).
CHAPTER_SECTION = re.compile(
    r"\bChapter\s+(?P<chapter>\d{1,4}[A-Z]?),?\s+Section\s+(?P<section>\d{1,4})\b(?![.\-:]\d)",
    re.IGNORECASE,
)


def named_numbers(document: str, style: str, scheme: Scheme | None) -> set[str]:
    """Every code number the document prints whole, and every section it names within its
    chapter (`Chapter 14, Section 131` → `14-131`)."""
    numbers = {normalize_number(m.group(1), style) for m in CODE_NUMBER.finditer(document)}
    for m in CHAPTER_SECTION.finditer(document):
        section = m.group("section")
        numbers.add(join_number(m.group("chapter"), int(section), len(section), scheme))
    return numbers


def completed(
    named: TargetPhrase, phrase: str, document: str, style: str, scheme: Scheme | None
) -> TargetPhrase:
    """`named` with a target the OCR cut short (`14-13?`) completed from the one number the
    document names that extends it by a character; without that target when none or several
    do; unchanged when the phrase prints no cut-short number."""
    cut = CUT_SHORT.search(phrase)
    if cut is None:
        return named
    printed = normalize_number(cut.group("number"), style)
    if not any(target.id == printed for target in named.targets):
        return named
    longer = {n for n in named_numbers(document, style, scheme) if _extends(n, printed)}
    whole = longer.pop() if len(longer) == 1 else None
    targets = tuple(
        Target(target.kind, whole) if target.id == printed and whole else target
        for target in named.targets
        if target.id != printed or whole
    )
    title = named.title if named.title and re.search(r"[A-Za-z]", named.title) else None
    return TargetPhrase(targets, title, named.labels)  # (the `?"` left after the number)


def _extends(number: str, printed: str) -> bool:
    """Whether `number` is `printed` and one more character (`14-131` of `14-13`)."""
    return len(number) == len(printed) + 1 and number.startswith(printed)
