"""A range of sections added to the other law an instruction amends, one instruction each.

`That § 4 … of Chapter 412 of the Acts of Assembly of 1922 … be amended and reenacted and that
said chapter [be amended] by adding sections numbered 4a through 4d, inclusive, as follows:`
(Virginia, Acts 1960 c. 431, its second verb OCR'd): besides the section restated, the sentence
adds each section of the range to the same law (`… c. 412, § 4a` … `§ 4d`). A range of lettered
sections shares its number (`4a through 4d`); a range of numbers runs from the first to the last
(`sections 10 through 12`). Each added section's text is the new text from its own heading
(`§ 4a.`) to the next one's; the restated section's text ends where the first begins. An added
section whose heading the new text does not print (a page cut short) is flagged with no text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Target, Verb

# The clause adding the range: `by adding sections numbered 4a through 4d`, `by adding new
# sections 10 to 12`: a lettered range (one number, its letters) or a range of whole numbers.
ADDED_RANGE = re.compile(
    r"\bby\s+adding\s+(?:new\s+)?sections\s+(?:numbered\s+)?"
    r"(?:(?P<number>\d{1,4})(?P<first>[a-z])\s+(?:through|thru|to)\s+(?P=number)(?P<last>[a-z])"
    r"|(?P<low>\d{1,4})\s+(?:through|thru|to)\s+(?P<high>\d{1,4}))\b",
    re.IGNORECASE,
)
# The most sections a range of numbers is read to add: a longer one is no list of sections.
MOST = 26
# The unit the other law's target ends on (`, § 4`, `, Section 4`): the law is what precedes it.
LAST_UNIT = re.compile(r",\s*(?P<word>§|Section)\s*[\w.]+$")
# A line of the new text heading one section (`§ 4a. A mayor …`, `Sec. 4a.`, `Section 4a`):
# {label} is the section's number, escaped.
HEADING = r"^[ \t\"“]*(?:§|Sec(?:tion|\.)?)\s*{label}(?![\w])"
NOT_PRINTED = (
    "the sentence adds section {label} to {law}; its text is not in the document as stored: "
    "a person gives it"
)


def _labels(found: re.Match[str]) -> list[str]:
    """The sections of the range, in order; [] when the range runs backwards or too far."""
    if found.group("number") is not None:
        first, last = found.group("first").lower(), found.group("last").lower()
        letters = [chr(code) for code in range(ord(first), ord(last) + 1)]
        return [f"{found.group('number')}{letter}" for letter in letters]
    low, high = int(found.group("low")), int(found.group("high"))
    return [str(n) for n in range(low, high + 1)] if 0 < high - low < MOST else []


def _starts(body: str, labels: list[str]) -> dict[str, int]:
    """Where each section's heading begins in the new text, for the ones it prints."""
    starts: dict[str, int] = {}
    for label in labels:
        heading = re.search(HEADING.format(label=re.escape(label)), body, re.MULTILINE | re.I)
        if heading is not None:
            starts[label] = heading.start()
    return starts


def added_range(
    found: list[Instruction], section: RawSection, key: str, context: Context, body: str
) -> list[Instruction]:
    """`found` (one instruction on another law) and one `add_section` of that law for each
    section of the range the sentence adds (see the module); `found` as it is otherwise."""
    if len(found) != 1 or len(found[0].targets) != 1 or found[0].outside is None:
        return found
    clause = ADDED_RANGE.search(section.heading)
    labels = _labels(clause) if clause is not None else []
    if not labels:
        return found
    one, target = found[0], found[0].targets[0]
    unit = LAST_UNIT.search(target.id)
    law = target.id[: unit.start()] if unit is not None else target.id
    word = unit.group("word") if unit is not None else "Section"
    if unit is not None and target.id.rsplit(" ", 1)[-1] in labels:
        return found  # the sentence's own target is in the range: read as it is
    starts = _starts(body, labels)
    bounds = [*sorted(starts.values()), len(body)]
    added: list[Instruction] = []
    for index, label in enumerate(labels, start=2):
        at = starts.get(label)
        text = body[at : min(b for b in bounds if b > at)] if at is not None else ""
        flags = () if at is not None else (NOT_PRINTED.format(label=label, law=law),)
        named = (Target(target.kind, f"{law}, {word} {label}"),)
        made = make_instruction(section, f"{key}.{index}", context, Verb.ADD_SECTION, named, text)
        added.append(replace(made, outside=one.outside, flags=one.flags + flags))
    if starts:  # the restated section's text ends where the first added section begins
        cut = make_instruction(section, key, context, one.verb, one.targets, body[: bounds[0]])
        one = replace(one, text=cut.text)
    return [one, *added]
