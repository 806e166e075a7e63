"""The one section of a chapter that an amendment naming only the chapter restates.

`Chapter 14 of the Code of Ordinances … is hereby amended as follows:` then `Sec. 14-335.
Reserved parking for police vehicles.` and that section's text: the sentence names the chapter,
the new text's own heading the section it amends. Read as the chapter, the amendment would
replace a whole chapter by one section (every other section repealed); read as the section, it is
what the drafter printed. So a chapter named alone whose new text heads exactly one section of
that chapter, with the section word (`Sec.`, `Section`, `§`) before its number, names that
section; a text that opens with the chapter's heading, or heads other sections too (a list of
the chapter's sections, `Sections: 25-14-1. Creation of office. 25-14-2. …`), restates the
chapter. A list label may open the line (`(a) Sec. 74-36. - Title, authority and findings.`, an
enumerated list of the sections amended) and a dash may stand between number and title. Several
sections headed, or a section of another chapter, keep the chapter (the whole-chapter reading
flags what it cannot settle).
"""

from __future__ import annotations

import re

from parsers.ordinance.bodies import LEADING_CHAPTER_HEADING
from parsers.ordinance.choosing import body_section_heads
from parsers.ordinance.targets import TargetPhrase, normalize_number
from parsers.ordinance_records import Target, TargetKind
from parsers.schemes import ANY_NUMBER

# A section heading at the start of a line of new text, its section word required (a bare number
# opening a line may be a paragraph or a table's cell): an optional list label in parentheses
# (`(a)`), `Sec.`/`Section`/`§`, the number, a period or colon, an optional dash, then a
# capitalized title.
CHAPTER_SECTION_HEAD = re.compile(
    r"^[ \t>#]*(?:\([a-z0-9]{1,3}\)[ \t]+)?(?:Sec\.|Section|SECTION|§)[ \t]*"
    rf"(?P<number>{ANY_NUMBER})(?!\()[.:]?[ \t]+(?:[-–—][ \t]+)?(?=[A-Z\"“])",
    re.MULTILINE,
)
# What joins a chapter's number to its sections' (`14` → `14-335`, `5.5` → `5.5-31`, `17` →
# `17.04`).
JOINS = ("-", ".")


# Words of a sentence that adds to the chapter (`by adding a new Article X as follows:`): its
# new text is new matter (an article, a section) whose heading names nothing amended.
# (`new language underlined` is a legend's, no new matter).
ADDS_MATTER = re.compile(
    r"\b(?:add(?:s|ed|ing)?|insert\w*|creat\w*|enact\w*)\b"
    r"|\bnew\s+\W?(?:article|chapter|section|division|part)",
    re.IGNORECASE,
)


def section_of_chapter(named: TargetPhrase, body: str, style: str, tail: str = "") -> TargetPhrase:
    """The section the new text heads when `named` is one chapter and the text heads exactly one
    section, of that chapter (see the module), and the sentence's words after its verb (`tail`)
    add nothing; otherwise `named` as it is."""
    if len(named.targets) != 1 or named.targets[0].kind is not TargetKind.CHAPTER:
        return named
    if ADDS_MATTER.search(tail) is not None:
        return named
    chapter = named.targets[0].id
    if LEADING_CHAPTER_HEADING.match(body) is not None:
        return named  # `Chapter 14` / `PUBLIC WORKS DIRECTOR` / `Sections:`: the chapter restated
    numbers = {
        normalize_number(match.group("number"), style)
        for match in CHAPTER_SECTION_HEAD.finditer(body)
    }
    numbers.update(number for number, _at in body_section_heads(body, style))
    if len(numbers) != 1:
        return named
    (number,) = numbers
    if not any(number.startswith(chapter + join) for join in JOINS):
        return named
    return TargetPhrase((Target(TargetKind.SECTION, number),), None, (), named.flags)
