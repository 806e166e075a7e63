"""Sections of a charter (or of an earlier ordinance) restated whole after the enacting clause,
under a caption that says what they amend (Albert Lea MN 21-062: `AN ORDINANCE … AMENDING PART 1
CHARTER – CHAPTER 1. GENERAL PROVISIONS` / `… ORDAINS:` / `Sec. 2.08. Mayor.` / its text / `Sec.
7.15. Economic development loans.` / its text).

No sentence names a target: the caption names the law, each restated heading a section of it.
Read so only when the caption's law is another than this code (a charter, an ordinance by its
number) and the body opens with such a heading: each heading is that law's section in its new
wording, recorded and never applied. A caption naming the code, or a body that opens otherwise,
gives nothing (as before): a section restated under the code's name is for a sentence to place.

Sections of that law may also be named by a sentence before them, the law by the caption (Williams
MN 68: `AMENDING CITY ORDINANCE NO 14 …` / `… does ordain that Section 4 and Sect ion 7 of the above
mentioned Ordinance shall be amended to read as fo llows:` / `SECTION 4. …` / `SECTI ON 7. …`, its
words letter-spaced): the restated sections are read as this ordinance's own (`SECTION 4.`), so the
first one's body holds them. Each section the sentence names is that law's, its text from its own
heading to the next; one whose heading is not printed is flagged with no text.
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


def _spaced(word: str) -> str:
    """A keyword whose letters a text layer may part with one space each (`Sect ion`)."""
    return r"\s?".join(word)


# The sentence naming the restated sections, before the first of them: `Section 4 and Sect ion 7
# of the above mentioned Ordinance shall be amended to read`; the law is the caption's.
NAMED_SECTIONS = re.compile(
    rf"\b{_spaced('Section')}s?\s+(?P<numbers>\d{{1,3}}(?:\s*(?:,|and|&)\s*(?:"
    rf"{_spaced('Section')}\s+)?\d{{1,3}})*)\s+of\s+(?:the\s+)?(?:above[- ]?mentioned|aforesaid|"
    r"above|said)\s+ordinance\b[^.:]{0,60}?\bamended\s+to\s+read\b",
    re.IGNORECASE,
)
# A restated section's heading at a line's start: {number} is its number.
NUMBERED_HEADING = rf"^[ \t]*{_spaced('Section')}[ \t]*{{number}}\b\.?"
# How far before the first restated section its naming sentence is looked for.
NAMING_REACH = 600
NOT_PRINTED = "the sentence restates section {number} of {name}; its text is not printed here"


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
        return named_restated(section, key, context)
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


def named_restated(section: RawSection, key: str, context: Context) -> list[Instruction]:
    """One instruction for each section of the caption's law a sentence before the section names
    (see the module); [] when none is named so, or the section is not the first of them."""
    text = context.text
    reach = max(0, section.start - NAMING_REACH)  # the sentence just before, never the whole text
    named = list(NAMED_SECTIONS.finditer(text, reach, section.start))
    owner = _owner(text[: section.start]) if named else None
    if owner is None:
        return []
    numbers = re.findall(r"\d{1,3}", named[-1].group("numbers"))
    if not numbers or numbers[0] != str(section.number):
        return []
    kind, name, what = owner
    starts: dict[str, int] = {}
    for number in numbers:
        pattern = re.compile(NUMBERED_HEADING.format(number=number), re.I | re.M)
        if (heading := pattern.search(text, section.start, section.end)) is not None:
            starts[number] = heading.start()
    bounds = [*sorted(starts.values()), section.end]
    found = []
    for index, number in enumerate(numbers, start=1):
        at = starts.get(number)
        end = min(b for b in bounds if b > at) if at is not None else section.end
        made = make_instruction(
            section,
            f"{key}.{index}" if len(numbers) > 1 else key,
            context,
            Verb.REPLACE_SECTION,
            (Target(kind, f"{name}, Section {number}"),),
            text[at:end] if at is not None else "",
            span=(at, end) if at is not None else None,
            flags=() if at is not None else (NOT_PRINTED.format(number=number, name=name),),
        )
        found.append(replace(made, outside=f"amends {what} ({name}), not this code"))
    return found
