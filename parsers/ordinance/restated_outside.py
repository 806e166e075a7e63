"""Sections of a charter (or of an earlier ordinance) restated whole after the enacting clause,
under a caption that says what they amend (Albert Lea MN 21-062: `AN ORDINANCE … AMENDING PART 1
CHARTER – CHAPTER 1. GENERAL PROVISIONS` / `… ORDAINS:` / `Sec. 2.08. Mayor.` / its text / `Sec.
7.15. Economic development loans.` / its text).

No sentence names a target: the caption names the law, each restated heading a section of it.
Read so only when the caption's law is another than this code (a charter, an ordinance by its
number) and the body opens with such a heading: each heading is that law's section in its new
wording, recorded and never applied. A caption naming the code, or a body that opens otherwise,
gives nothing (as before): a section restated under the code's name is for a sentence to place.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.outside import CHARTER, LOCAL_CODE, ORDINANCE_REF
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# What a caption (or the sentence that reports the passage) amends, to its line's end or colon:
# `AMENDING\n\nPART 1 CHARTER – CHAPTER 1. GENERAL PROVISIONS`.
AMENDING = re.compile(r"\bAMENDING\s+(?P<what>[^:\n]{1,200})", re.IGNORECASE)
# A restated section's heading on a line of its own: `Sec. 2.08. Mayor.`, `Section 7.15
# Economic development loans.` (a dotted number: a charter's or code's, never `SECTION 1.`, this
# ordinance's own).
RESTATED_HEADING = re.compile(
    r"^[ \t]*(?:Sec\.|Section|§)[ \t]*(?P<number>\d{1,3}\.\d{1,3}[A-Za-z]?)\.?[ \t]+"
    r"[A-Z][^\n]{0,100}$",
    re.MULTILINE,
)
NON_BLANK = re.compile(r"\S")  # the body's first printed character


def _owner(before: str) -> tuple[TargetKind, str, str] | None:
    """The law the last `AMENDING …` before the body names when it is another than this code:
    (kind, name, what the reason calls it); None otherwise."""
    found = list(AMENDING.finditer(before))
    if not found:
        return None
    what = found[-1].group("what")
    if LOCAL_CODE.search(what) is not None:
        return None
    charter = CHARTER.search(what)
    if charter is not None:
        return TargetKind.STATUTE, " ".join(charter.group(0).split()).title(), "a charter"
    ordinance = ORDINANCE_REF.search(what)
    if ordinance is not None:
        return TargetKind.ORDINANCE, " ".join(ordinance.group(0).split()), "an ordinance"
    return None


def restated_outside(section: RawSection, key: str, context: Context) -> list[Instruction]:
    """One instruction for each section of another law the body restates (see the module)."""
    text = context.text
    first = NON_BLANK.search(text, section.heading_end, section.end)
    if first is None:
        return []
    line = max(text.rfind("\n", section.heading_end, first.start()) + 1, section.heading_end)
    opening = RESTATED_HEADING.match(text, line, section.end)  # (asked first: the body is long)
    if opening is None or not opening.start() <= first.start() < opening.end():
        return []
    owner = _owner(text[: section.start])
    if owner is None:
        return []
    headings = list(RESTATED_HEADING.finditer(text, line, section.end))
    kind, name, what = owner
    reason = f"amends {what} ({name}), not this code"
    ends = [m.start() for m in headings[1:]] + [section.end]
    return [
        replace(
            make_instruction(
                section,
                f"{key}.{index}" if len(headings) > 1 else key,
                context,
                Verb.REPLACE_SECTION,
                (Target(kind, f"{name}, Sec. {heading.group('number')}"),),
                text[heading.start() : end],
                span=(heading.start(), end),
            ),
            outside=reason,
        )
        for index, (heading, end) in enumerate(zip(headings, ends, strict=True), 1)
    ]
