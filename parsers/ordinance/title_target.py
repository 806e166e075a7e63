"""An amending sentence whose opening words OCR lost (`4R �. No. 7888, as amended by Ordinance
No. 9574, is hereby amended …`: `That Paragraph 4 of Section 4709 of Ordinance` is gone) opens
mid-citation, at `No. 7888`. The ordinance's title names that number in full (`AN ORDINANCE
AMENDING PARAGRAPH 4 OF SECTION 4709 OF ORDINANCE NO. 7888, …`): the title's words are read as
the target, and the reason says the sentence lost them (a person confirms)."""

from __future__ import annotations

import re

from parsers.ordinance.outside import Outside, outside_target

# A phrase that opens mid-citation: at `No.` and a number, with no word naming what it numbers
# (a sentence never starts so: `Ordinance No. 7888`, `That Section …`).
MID_CITATION = re.compile(r"\A\s*No\.?\s*(?P<number>\d[\w-]*)", re.IGNORECASE)
# The title's words for what it amends, up to that number (`AMENDING PARAGRAPH 4 OF SECTION
# 4709 OF ORDINANCE NO. 7888`): {number} is the number, escaped.
TITLE_NAMES = r"\bAMENDING\s+(?P<what>[^.;:\n]{{0,160}}?\bNo\.?\s*{number})(?![\w-])"
LOST_WORDS = (
    "; the sentence's opening words were lost (OCR): the target is the one the title names, "
    "which a person confirms"
)


def title_target(phrase: str, tail: str, text: str, before: int) -> Outside | None:
    """The other law the title names for a sentence that opens mid-citation, or None."""
    opening = MID_CITATION.match(phrase)
    if opening is None:
        return None
    pattern = TITLE_NAMES.format(number=re.escape(opening.group("number")))
    named = re.search(pattern, text[:before], re.IGNORECASE)
    if named is None:
        return None
    found = outside_target(named.group("what"), tail)
    if found is None:
        return None
    return Outside(found.targets, found.reason + LOST_WORDS)
