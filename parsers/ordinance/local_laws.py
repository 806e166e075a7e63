"""A section of another local law amended by a local law (New York): `Section 2 of Local law
4113 of 1992 is hereby amended to read as follows:` amends that local law as enacted, never the
town's code, and never a statute (`… of Local law` is no state's law).

The target is the local law by its number and year, with the section named. Its number is checked
against the title, which lists the local laws the document amends (`A LOCAL LAW AMENDING LOCAL LAW
115 OF 1976, …, LOCAL LAW 112 OF 1992, AND LOCAL LAW 1113 OF 1992 …`): a number the title lists
for none of that year's laws it names is a misreading (a typed `#3` the OCR read as `4113`), so
the target is the local law of that year without a number, flagged for a person to name it.

A local law's own number (`own_number`): `Local Law No. 3 of 2025` → `3 of 2025`; a heading
printed with its number blank (the state's filing form) takes the number the records system's
name or the clerk's certification gives for its year.
"""

from __future__ import annotations

import re

from parsers.ordinance.outside import Outside
from parsers.ordinance_records import Target, TargetKind

# `Section 2 of Local law 4113 of 1992`, `Sections 3 and 4 of Local Law No. 2 of 1985`: the section
# named, then the local law by its number and year.
SECTION_OF_LOCAL_LAW = re.compile(
    r"\b(?P<unit>Sections?|§)\s*(?P<section>\d[\w.-]*)\s+of\s+(?:(?:the|said)\s+)?"
    r"Local\s+Law\s+(?:No\.?\s*|Number\s+|#\s*)?(?P<number>\d[\w-]*)\s+of\s+(?P<year>\d{4})\b",
    re.IGNORECASE,
)
# A local law the title cites by number and year (`LOCAL LAW 1113 OF 1992`; OCR may split the
# number: `LOCAL LAW 11 10 OF 1988`).
CITED_LOCAL_LAW = re.compile(
    r"\bLocal\s+Law\s+(?:No\.?\s*|#\s*)?(?P<number>\d[\d ]{0,5}?)\s+of\s+(?P<year>\d{4})\b",
    re.IGNORECASE,
)
UNREAD = (
    "the local law's number, printed {number}, is none the title lists for {year} ({listed}): "
    "a person names the local law amended"
)


def local_law_target(where: str, text: str, before: int) -> Outside | None:
    """The local law (and section) `where` names (`SECTION_OF_LOCAL_LAW`), its number dropped
    and flagged when the title before the sentence (`text[:before]`) lists others for its year."""
    found = SECTION_OF_LOCAL_LAW.search(where)
    if found is None:
        return None
    number, year = found.group("number"), found.group("year")
    listed = [
        "".join(m.group("number").split())
        for m in CITED_LOCAL_LAW.finditer(text, 0, before)
        if m.group("year") == year
    ]
    flags: tuple[str, ...] = ()
    name = f"Local Law {number} of {year}"
    if listed and number not in listed:
        flags = (UNREAD.format(number=number, year=year, listed=", ".join(listed)),)
        name = f"Local Law of {year}"
    target = Target(TargetKind.ORDINANCE, f"{name}, Section {found.group('section')}")
    return Outside((target,), f"amends a local law ({name}), not this code", flags)


# A New York local law's number, with its year when printed apart.
LOCAL_LAW = re.compile(
    r"(?:\b|(?<=\d))Local[ \t]+Law[ \t]+(?:No\.?|Number|#)?[ \t]*(?P<number>\d[\w-]*)"
    r"(?:[ \t]*(?:,|of)[ \t]*(?P<year>\d{4})\b)?",
    re.IGNORECASE,
)
# A local law's heading printed with its number blank (`LOCAL LAW NO. OF THE YEAR 1996`, the
# state's filing form): the number is what the records system's name (`LL #02-1996`) or the
# clerk's certification (`designated as local law No. # 2 of 19)96`) gives for that year, or none
# (a local law the title amends, `AMENDING LOCAL LAW 115 OF 1976`, is never this one).
BLANK_LOCAL_LAW = re.compile(
    r"(?:\b|(?<=\d))LOCAL[ \t]+LAW[ \t]+(?:NO\.?|NUMBER|#)[ \t]+OF[ \t]+THE[ \t]+YEAR[ \t]+"
    r"(?P<year>\d{4})\b",
    re.IGNORECASE,
)
LOCAL_LAW_NAME = re.compile(r"\bLL[ \t]*#?[ \t]*0*(?P<number>\d{1,3})-(?P<year>\d{4})\b")
CERTIFIED_LOCAL_LAW = re.compile(
    r"\bdesignated[ \t]+as[ \t]+local[ \t]+law[ \t]+No\.?[ \t]*#?[ \t]*(?P<number>\d{1,3})[ \t]+"
    r"of[ \t]+(?P<year>[\d)|.,\s]{4,8}?)(?=[ \t]+of\b)",
    re.IGNORECASE,
)


def local_law_number(head: str) -> tuple[bool, str | None]:
    """Whether `head` is a local law's (its heading printed, its number perhaps blank), and its
    own number: `3 of 2025` (`LOCAL_LAW`), or the number a blank heading's year is given
    elsewhere (`BLANK_LOCAL_LAW`), or None."""
    if (blank := BLANK_LOCAL_LAW.search(head)) is not None:
        return True, _blank_local_law(blank.group("year"), head)
    law = LOCAL_LAW.search(head)
    if law is None:
        return False, None
    year = law.group("year")
    return True, f"{law.group('number')} of {year}" if year else law.group("number")


def _blank_local_law(year: str, head: str) -> str | None:
    """The number of a local law whose heading prints it blank (`BLANK_LOCAL_LAW`), for `year`."""
    for pattern in (LOCAL_LAW_NAME, CERTIFIED_LOCAL_LAW):
        for match in pattern.finditer(head):
            if re.sub(r"\D", "", match.group("year")) == year:
                return f"{match.group('number')} of {year}"
    return None
