"""A chapter amended `as follows` under a legend of marks, its new text the sections it changes
restated under their `§ N` headings (Middletown RI: `… Chapter 152, Entitled "Zoning Code" is
amended as follows (language to be deleted is [struck] out within brackets; language to be added
is underlined):` then `ARTICLE 14 – …` / `§ 1401 PROCEDURE …` / `§ 1402 [ DEVELOPMENT PLAN
REVIEW ] …`): one instruction a headed section, its own text the words from its heading to the
next, whose marks make it a word edit (`word_edits`); never the chapter replaced by what is
printed. The sentence names the chapter, not the sections: each is flagged for a person to apply
(the sections are read from the headings of a marked text, and plain text loses underlining).
A text whose line breaks were lost heads its sections inside its one line (`Sec. 2-141. Creation.
…`, Boynton Beach FL, a chapter amended `by adding the words … in underlined type and by deleting
the words … in struck-through type`); a citation (`Sec. 2-148 of the Code`) heads none.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.layout import is_flat
from parsers.ordinance.sections import RawSection
from parsers.ordinance.several import INLINE_SECTION, closed_joints
from parsers.ordinance.word_edits import announces_marks
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A section's heading opening a line of the new text: the sign and a number (`§ 1401 PROCEDURE`,
# `§ 1402 [ DEVELOPMENT …`, `§ 152.04 …`); a `§` inside a sentence (`required by § 1403`) is a
# citation, not a heading.
HEADED = re.compile(r"^[ \t]*§[ \t]*(?P<number>\d+[A-Z]?(?:[.:-]\d+[A-Z]?)*)\b", re.MULTILINE)
# A section restated in part: after its catchline, one part's label and its words, the rest elided
# (`Sec. 2-144. Organization. (a) The … Senior Adv Board shall be ...`, Boynton Beach FL): the
# only words shown, so the marked change, are that part's; any other label leaves the section.
ONE_PART_SHOWN = re.compile(
    r"^[ \t]*(?:[A-Z][^.()\n]{0,60}\.[ \t]+)?\((?P<label>[a-z]|\d{1,2})\)[ \t][^()]*?"
    r"(?:\.\.\.|…)[ \t\n]*$"
)
RESTATED_IN_SECTIONS = (
    "a chapter amended under a legend of marks, restated in the sections its text heads: each "
    "section's marked words are a word edit a person applies (the sentence names only the chapter)"
)


def marked_chapter(chosen: Chosen, key: str, context: Context) -> list[Instruction] | None:
    """`That Chapter 2. Administration, Article IX. … shall be amended by adding the words … in
    underlined type and by deleting the words … in struck-through type, as follows:` (Boynton
    Beach FL): a chapter or article the sentence names, its marked text restated in the sections
    it heads (`marked_sections`); None when the sentence names no such division."""
    kinds = {target.kind for target in chosen.named.targets}
    if not kinds or not kinds <= {TargetKind.CHAPTER, TargetKind.ARTICLE}:
        return None
    return marked_sections(chosen.section, key, context)


def marked_sections(section: RawSection, key: str, context: Context) -> list[Instruction] | None:
    """One flagged instruction a `§ N` heading of the marked new text (see the module), or None
    when the sentence states no legend or the text heads no section."""
    if not announces_marks(section.heading):
        return None
    text = context.text
    heads = list(HEADED.finditer(text, section.heading_end, section.end))
    if not heads and is_flat(text[section.heading_end : section.end]):
        shadow = closed_joints(text)  # `Sec. 2-141. Creation.` inside a line: its own heading
        heads = list(INLINE_SECTION.finditer(shadow, section.heading_end, section.end))
    if not heads:
        return None
    ends = [head.start() for head in heads[1:]] + [section.end]
    return [
        make_instruction(
            section,
            f"{key}.{index}",
            context,
            Verb.REPLACE_SECTION,
            (_shown(head.group("number"), text[head.end() : end]),),
            text[head.start() : end],
            span=(head.start(), end),
            flags=(RESTATED_IN_SECTIONS,),
        )
        for index, (head, end) in enumerate(zip(heads, ends, strict=True), start=1)
    ]


def _shown(number: str, restated: str) -> Target:
    """The section `number`, or its one part whose words alone are restated (`ONE_PART_SHOWN`)."""
    part = ONE_PART_SHOWN.match(restated)
    if part is None:
        return Target(TargetKind.SECTION, number)
    return Target(TargetKind.SUBSECTION, f"{number}({part.group('label')})")
