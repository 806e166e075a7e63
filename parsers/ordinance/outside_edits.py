"""What an amendment of another body of law changes: its words, or the unit the text below names.

A state act amends a town's charter as an ordinance amends its code: `Amend Article II, Section
2.04 Chapter 156, Volume 61, Laws of Delaware by deleting … the word "Tuesday" and substituting in
lieu thereof the word "Monday".` (Milford DE). Such an instruction is other law's (`verbs.outside`:
never applied here) and a word edit, with the words struck and inserted read by
`stated_edits.word_edit`, so a person sees what changed, not a replacement with no text. Only a
sentence that quotes the words it strikes is read so: `striking out all of paragraph one …
and inserting in lieu thereof the following` replaces a part.

A sentence may leave the unit to a line under it (`The ordinance known as … (No. 1371) … is hereby
amended in respect to the certain section below …:` / `AMENDING SECTION VI:`, Fairhope AL): that
unit is the target's part.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.outside_clauses import second_clause
from parsers.ordinance.outside_ranges import added_range
from parsers.ordinance.stated_edits import stated_word_edit, word_edit
from parsers.ordinance.verbs import outside
from parsers.ordinance_records import Instruction, Verb

# Struck words quoted as words: right after the verb (`deleting "$5,000.00"`) or after a word
# that names them (`the word "again"`, `the words, "last regular"`); never a quoted heading that
# only places a part (`… the first paragraph under the heading "Sewer Rental and Collections"`).
QUOTED_WORDS = re.compile(
    r"^\s*(?:out\s+)?[\"“]|\b(?:words?|phrase|figures?|language|sum)\s*,?\s*[\"“]", re.IGNORECASE
)


# The sentence leaves the unit it amends to the text below it.
UNIT_BELOW = re.compile(r"\b(?:section|article|chapter)s?\s+(?:below|following)\b", re.I)
# The line under it naming that unit: `AMENDING SECTION VI:`.
AMENDING_UNIT = re.compile(
    r"\A\s*AMENDING\s+(?P<unit>SECTION|ARTICLE|CHAPTER)\s+"
    r"(?P<label>(?-i:[IVXLC]{1,7})|\d{1,4}[A-Z]?)\s*:",
    re.IGNORECASE,
)


def _unit_below(found: list[Instruction], tail: str, body: str) -> list[Instruction]:
    """`found`, its one target given the unit the line under the sentence names (`UNIT_BELOW`,
    `AMENDING_UNIT`); as it is otherwise."""
    unit = AMENDING_UNIT.match(body) if UNIT_BELOW.search(tail) else None
    if unit is None or len(found) != 1 or len(found[0].targets) != 1:
        return found
    target = found[0].targets[0]
    named = f"{target.id}, {unit.group('unit').title()} {unit.group('label')}"
    return [replace(found[0], targets=(replace(target, id=named),))]


def outside_instructions(
    chosen: Chosen, key: str, context: Context, verb: Verb, body: str
) -> list[Instruction]:
    """The instructions of an amendment of other law (`verbs.outside`), a replacement whose
    sentence states a word edit with its struck words quoted read as that word edit."""
    tail = chosen.reading.tail if chosen.reading is not None else ""
    found = _unit_below(outside(chosen, key, context, verb, body), tail, body)
    found = added_range(found, chosen.section, key, context, body)
    found = second_clause(found, chosen.section, tail, key, context, body)
    edit = stated_word_edit(tail)
    if edit is None or len(found) != 1 or verb is not Verb.REPLACE_SECTION:
        return found
    if QUOTED_WORDS.search(edit.group("deleted") or "") is None:
        return found
    worded = word_edit(chosen, key, context, edit)
    one = found[0]
    return [
        replace(
            one,
            verb=Verb.WORD_EDIT,
            text="",
            edits=worded.edits,
            struck=worded.struck,
            flags=one.flags + worded.flags,
        )
    ]
