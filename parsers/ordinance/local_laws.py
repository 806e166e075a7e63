"""A section of another local law amended by a local law (New York): `Section 2 of Local law
4113 of 1992 is hereby amended to read as follows:` amends that local law as enacted, never the
town's code, and never a statute (`… of Local law` is no state's law).

The target is the local law by its number and year, with the section named. Its number is checked
against the title, which lists the local laws the document amends (`A LOCAL LAW AMENDING LOCAL LAW
115 OF 1976, …, LOCAL LAW 112 OF 1992, AND LOCAL LAW 1113 OF 1992 …`): a number the title lists
for none of that year's laws it names is a misreading (a typed `#3` the OCR read as `4113`), so
the target is the local law of that year without a number, flagged for a person to name it.
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
