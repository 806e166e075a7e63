"""Editorial notes inside a chapter re-enacted "with amendments": the notes are the instructions.

County and city codes re-enact a whole chapter "with amendments, to read as follows" and then
print only the sections they touch, each under a note (`Amend Sec. 23-3-35. Uses allowed …`),
with notes for the parts they keep, add and move (`A. thru N. - No change.`, `Insert new O.
LIMITED EVENTS …`, `Reletter remainder of section.`; Weld County CO 2023-09). The chapter is
then context, never replaced: each inserted part is an addition to its section, and a
relettering after it moves the part that held its letter, and every later one, on by one
(listed first: applied before the new part takes the letter). Notes this module does not read
leave the chapter to `table_amendments.whole_chapter` (flagged).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.cleaning import clean_new_text
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import CODE_NUMBER, normalize_number
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb

# A section's note at a line's start: `Amend Sec. 23-3-35.` (the section the notes under it edit).
AMEND_SECTION = re.compile(r"^[ \t]*Amend[ \t]+(?:Sec\.|Section)[ \t]*(?=\d)", re.M | re.I)
# A part inserted, at a line's start: `Insert new O. LIMITED EVENTS …` (its label, then its text
# to the line's end or the next note).
INSERT_PART = re.compile(
    r"^[ \t]*Insert[ \t]+(?:a[ \t]+)?new[ \t]+(?P<label>[A-Z]{1,2}|\d{1,2}|[a-z])\.[ \t]+"
    r"(?P<text>[^\n]+)",
    re.M,
)
# The parts after an insertion moved on: `Reletter remainder of section.`, `Renumber remaining
# subsections.` (right after the inserted part's line).
MOVE_REST = re.compile(
    r"\s*(?:Re-?letter|Re-?number)[ \t]+(?:the[ \t]+)?(?:remainder|remaining|rest)\b", re.I
)

UNREAD_NOTES = "the notes under `Amend Sec. {}` were not read: a person applies them"


def editorial_notes(
    section: RawSection, key: str, context: Context, body: str
) -> list[Instruction] | None:
    """The instructions the notes of a re-enacted chapter's text make (see the module), or None
    when the text has no `Amend Sec.` note with an insertion under it. A section whose notes say
    something else is one flagged replacement, its text the notes, for a person to apply."""
    text = clean_new_text(body).text
    notes = list(AMEND_SECTION.finditer(text))
    if not notes:
        return None
    ends = [note.start() for note in notes[1:]] + [len(text)]
    found: list[Instruction] = []
    for note, end in zip(notes, ends, strict=True):
        number = CODE_NUMBER.match(text, note.end())
        if number is None:  # a note whose section is not read: the chapter stays flagged
            return None
        owner = normalize_number(number.group(1), context.style)
        inserts = list(INSERT_PART.finditer(text, number.end(), end))
        for insert in inserts:
            found.extend(_inserted(section, key, context, owner, insert, text))
        if not inserts:  # notes of another kind: the section's, for a person to apply
            owned = Target(TargetKind.SECTION, owner)
            block = text[note.start() : end]
            flags = (UNREAD_NOTES.format(owner),)
            found.append(
                make_instruction(
                    section, key, context, Verb.REPLACE_SECTION, (owned,), block, flags=flags
                )
            )
    if all(one.flags for one in found):
        return None
    ids = [f"{context.ordinance} {key}.{n}" for n in range(1, len(found) + 1)]
    return [replace(one, id=id_) for one, id_ in zip(found, ids, strict=True)]


def _inserted(
    section: RawSection, key: str, context: Context, owner: str, insert: re.Match[str], text: str
) -> list[Instruction]:
    """One insertion: the part added, after the relettering of the rest when a note says so."""
    label = insert.group("label")
    target = Target(TargetKind.SUBSECTION, f"{owner}({label})")
    added = make_instruction(
        section,
        key,
        context,
        Verb.ADD_PART,
        (target,),
        insert.group("text"),
        labels=(f"({label})",),
    )
    one_letter = len(label) == 1 and label.isalpha() and label not in "zZ"
    if MOVE_REST.match(text, insert.end()) is None or not one_letter:
        return [added]
    moved_to = Target(TargetKind.SUBSECTION, f"{owner}({chr(ord(label) + 1)})")
    moved = make_instruction(section, key, context, Verb.RENUMBER, (target,), "")
    return [replace(moved, renumbered_to=moved_to), added]
