"""A last section cut off before its verb: a stored page's excerpt ends inside the section's
sentence (`SECTION 3. The new Chapter 8.20 (…) of Title 8 (…) of the City of South San Fr`,
`SECTION 1. Section 6-115 of the Municipal Code of the City " of Blair`).

The sentence names its target but not what is done to it. The ordinance's caption says it: a
caption that amends, or repeals and replaces, the same section or chapter (`AN ORDINANCE AMENDING
SECTION 6 -115 OF THE MUNICIPAL CODE`, `Ordinance repealing and replacing Chapter 8.20`) makes
the section that division's replacement, its text not stored: flagged, so nothing is applied
until a person reads the whole ordinance. A section followed by any more text, a sentence that
ends, a caption naming another division, or a target phrase naming more than one: nothing read.
So too a section whose sentence before the cut one says it amends the code (`… the City hereby
enacts the following substitute and additional provisions by amending the Code. Section 1-105, `,
a Kansas charter ordinance): the one division the cut words name is replaced, flagged.

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
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

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
# A sentence of the section, before the one cut off, announcing that the section amends the
# code (`… the City hereby enacts the following substitute and additional provisions by amending
# the Code.`, Kansas charter ordinances): the division the cut-off words name is what it amends.
AMENDS_CODE = re.compile(
    r"\bhereby\b[^.;:]{0,200}?\bby\s+amending\s+the\s+(?:\w+\s+){0,4}?Code\b", re.IGNORECASE
)
ANNOUNCED_CUT_OFF = (
    "the stored text ends inside this section's last sentence, right after it names {target}; "
    "the sentence before says the section amends the code: read as its replacement, whose "
    "text is not stored: a person reads the whole ordinance and applies it"
)
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
        return _announced_cut_off(section, key, context)
    sentence = text[section.heading_start : section.end]
    other = _outside_cut_off(sentence, text[: section.start])
    if other is not None:
        flag = OUTSIDE_CUT_OFF.format(target=other.target.id)
        found = make_instruction(section, key, context, Verb.REPLACE_SECTION, other.targets, "")
        return replace(found, flags=(flag,), outside=other.reason)
    target = _one_division(sentence, context)
    if target is None or not _caption_changes(text[: section.start], target.id):
        return None
    flag = CUT_OFF.format(target=target.id)
    return make_instruction(
        section, key, context, REPLACING[target.kind], (target,), "", flags=(flag,)
    )


def _one_division(sentence: str, context: Context) -> Target | None:
    """The one whole section or chapter a sentence's words name, or None."""
    named = parse_target_phrase(
        sentence, context.title, context.style, context.scheme, context.text
    )
    if len(named.targets) != 1 or named.flags or named.labels:
        return None
    target = named.targets[0]
    return target if target.kind in REPLACING else None


def _announced_cut_off(section: RawSection, key: str, context: Context) -> Instruction | None:
    """A last section whose last sentence the text's end cuts off right after it names one
    division, when a sentence before it in the section says it amends the code
    (`AMENDS_CODE`): that division's replacement, flagged; else None."""
    text = context.text
    if section.start == section.end or NON_BLANK.search(text, section.end) is not None:
        return None
    body = text[section.heading_start : section.end].rstrip()
    ends = list(SENTENCE_END.finditer(body))
    if not ends or AMENDS_CODE.search(body, 0, ends[-1].end()) is None:
        return None
    target = _one_division(body[ends[-1].end() :], context)
    if target is None:
        return None
    flag = ANNOUNCED_CUT_OFF.format(target=target.id)
    return make_instruction(
        section, key, context, REPLACING[target.kind], (target,), "", flags=(flag,)
    )


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
