"""A last section cut off before its verb: a stored page's excerpt ends inside the section's
sentence (`SECTION 3. The new Chapter 8.20 (…) of Title 8 (…) of the City of South San Fr`,
`SECTION 1. Section 6-115 of the Municipal Code of the City " of Blair`).

The sentence names its target but not what is done to it. The ordinance's caption says it: a
caption that amends, or repeals and replaces, the same section or chapter (`AN ORDINANCE AMENDING
SECTION 6 -115 OF THE MUNICIPAL CODE`, `Ordinance repealing and replacing Chapter 8.20`) makes
the section that division's replacement, its text not stored: flagged, so nothing is applied
until a person reads the whole ordinance. A section followed by any more text, a sentence that
ends, a caption naming another division, or a target phrase naming more than one: nothing read.

A cut-off section whose words read as an instruction without a target (`That Section 23:7, … of
the Revised General Ordinances …, as amended and sup`: `as amended` read as its verb) gives none:
the sentence is reported unread, never an instruction nobody can place (`untargeted_cut_off`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.entitled_laws import entitled_owner
from parsers.ordinance.outside import Outside
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, TargetKind, Verb

# A caption's verb that changes a division, and the words after it up to the caption's end or
# the next clause (`AMENDING SECTION 6 -115 OF THE MUNICIPAL CODE …:`, `repealing and replacing
# Chapter 8.20 of the … Code`).
CAPTION_CHANGE = re.compile(
    r"\b(?:AN\s+)?ORDINANCE\s+(?:TO\s+AMEND|AMENDING|REPEALING\s+AND\s+(?:REPLACING|RE-?ENACTING)|"
    r"REPLACING)\b(?P<what>[^:;\n]{0,300})",
    re.IGNORECASE,
)
# A sentence's end within the section (`.`, `:` or `;` before a blank or the text's end): the
# sentence was printed whole, so its missing verb was never cut off.
SENTENCE_END = re.compile(r"[.:;!?](?=\s|$)")
# Any printed character: one after a section's end means the section is not the text's last.
NON_BLANK = re.compile(r"\S")
# Blanks around a number's hyphen or period, as OCR prints them (`6 -115`).
SPACED_JOIN = re.compile(r"\s*([.\-])\s*(?=\d)")
# The replacement of a whole division, by its kind.
REPLACING = {TargetKind.SECTION: Verb.REPLACE_SECTION, TargetKind.CHAPTER: Verb.REPLACE_CHAPTER}
# The outermost division of a part's chain (`Sub-section 13 of Section 2` → `Section 2`).
OUTER_DIVISION = re.compile(r"\b(Section|Article|Rule)\s+([\w.-]*\d[\w-]*)", re.IGNORECASE)
# A caption before the section: `AN ORDINANCE TO …` up to its first sentence's end (a period
# inside a word, OCR's `TO llli.END SECTION 2`, ends none).
CAPTION_OF = re.compile(r"\bAN\s+ORDINANCE\s+TO\b(?:[^.;]|\.(?=\S)){0,300}", re.IGNORECASE)
OUTSIDE_CUT_OFF = (
    "the stored text ends inside this section's sentence, before its verb; it names {target}, "
    "which the caption amends: not this code, recorded; what it does a person reads in the whole "
    "ordinance"
)
CUT_OFF = (
    "the stored text ends inside this section's sentence, before its verb; the caption says the "
    "ordinance changes {target}: read as its replacement, whose text is not stored: a person "
    "reads the whole ordinance and applies it"
)


def _cut_off(section: RawSection, text: str) -> bool:
    """Whether the section runs to the text's end inside its sentence (no sentence end in it)."""
    if section.start == section.end or NON_BLANK.search(text, section.end) is not None:
        return False  # words after it (searched from its end: the rest is never copied)
    return SENTENCE_END.search(text[section.heading_start : section.end].strip()) is None


def untargeted_cut_off(
    found: list[Instruction], section: RawSection, context: Context
) -> list[Instruction]:
    """The instructions read from `section`, without those that name no target when the section
    is cut off inside its sentence (see the module)."""
    if not _cut_off(section, context.text):
        return found
    return [item for item in found if item.targets]


def cut_off_instruction(section: RawSection, key: str, context: Context) -> Instruction | None:
    """The replacement a last section cut off before its verb stands for (see the module), or
    None."""
    text = context.text
    if not _cut_off(section, text):
        return None
    sentence = text[section.heading_start : section.end]
    other = _outside_cut_off(sentence, text[: section.start])
    if other is not None:
        flag = OUTSIDE_CUT_OFF.format(target=other.target.id)
        found = make_instruction(section, key, context, Verb.REPLACE_SECTION, other.targets, "")
        return replace(found, flags=(flag,), outside=other.reason)
    named = parse_target_phrase(sentence, context.title, context.style, context.scheme, text)
    if len(named.targets) != 1 or named.flags or named.labels:
        return None
    target = named.targets[0]
    verb = REPLACING.get(target.kind)
    if verb is None or not _caption_changes(text[: section.start], target.id):
        return None
    flag = CUT_OFF.format(target=target.id)
    return make_instruction(section, key, context, verb, (target,), "", flags=(flag,))


def _caption_changes(before: str, number: str) -> bool:
    """Whether a caption before the section changes the division `number` (its OCR'd blanks
    around a hyphen or period closed)."""
    for caption in CAPTION_CHANGE.finditer(before):
        what = SPACED_JOIN.sub(r"\1", caption.group("what"))
        if re.search(rf"(?<![\w.\-]){re.escape(number)}(?![\w\-]|\.\d)", what):
            return True
    return False


def _outside_cut_off(sentence: str, before: str) -> Outside | None:
    """The part of an earlier ordinance a cut-off sentence names by that law's title, when a
    caption before it names the outermost division of that part as an ordinance's (`… TO AMEND
    SECTION 2 OF AN ORDINANCE ENTITLED …`: a scan may garble the verb); else None."""
    other = entitled_owner(sentence)
    if other is None:
        return None
    outer = OUTER_DIVISION.findall(other.target.id)
    if not outer:
        return None
    word, number = outer[-1]
    named = rf"\b{word}\s+{re.escape(number)}\b[^.:;]{{0,40}}?\bORDINANCE\b"
    caption = CAPTION_OF.search(before)
    return other if caption and re.search(named, caption.group(0), re.IGNORECASE) else None
