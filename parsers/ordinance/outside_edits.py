"""Another body of law amended word by word: the words, read as the code's word edits are.

A state act amends a town's charter as an ordinance amends its code: `Amend Article II, Section
2.04 Chapter 156, Volume 61, Laws of Delaware by deleting … the word "Tuesday" and substituting in
lieu thereof the word "Monday".` (Milford DE). Such an instruction is other law's (`verbs.outside`:
never applied here) and a word edit, with the words struck and inserted read by
`stated_edits.word_edit`, so a person sees what changed, not a replacement with no text. Only a
sentence that quotes the words it strikes is read so: `striking out all of paragraph one …
and inserting in lieu thereof the following` replaces a part.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.stated_edits import stated_word_edit, word_edit
from parsers.ordinance.verbs import outside
from parsers.ordinance_records import Instruction, Verb

# Struck words quoted as words: right after the verb (`deleting "$5,000.00"`) or after a word
# that names them (`the word "again"`, `the words, "last regular"`); never a quoted heading that
# only places a part (`… the first paragraph under the heading "Sewer Rental and Collections"`).
QUOTED_WORDS = re.compile(
    r"^\s*(?:out\s+)?[\"“]|\b(?:words?|phrase|figures?|language|sum)\s*,?\s*[\"“]", re.IGNORECASE
)


def outside_instructions(
    chosen: Chosen, key: str, context: Context, verb: Verb, body: str
) -> list[Instruction]:
    """The instructions of an amendment of other law (`verbs.outside`), a replacement whose
    sentence states a word edit with its struck words quoted read as that word edit."""
    found = outside(chosen, key, context, verb, body)
    tail = chosen.reading.tail if chosen.reading is not None else ""
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
