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

from parsers.ordinance.building import Context, make_instruction
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
