"""A second `and That …` clause of a sentence amending other law, with its own target and verb.

`That Section 1 ot Amendment to Ordinance 202, passed September 4, 1951, be amended by including
the words, 'and all Public Utilities now or hereafter owned", and That Section 1 of Ordinance 202,
passed April 3, 1950, read as follows: There is hereby created …` (Seward AK 220): the first clause
inserts words into one law's section, placed nowhere; the second restates another's section, and
the new text after the colon is the second's. Read as one instruction, the first target would get
the second's text. Each clause is its own instruction: the second a replacement of its own target
(read as other law by `outside_target`) with the new text; the first, read only when it inserts or
strikes words, a word edit of its target with no text, flagged (its words are placed by no
position: a person applies them).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.outside import outside_target
from parsers.ordinance.sections import RawSection
from parsers.ordinance_records import Instruction, Verb

# The second clause in the first's tail: `, and That <its target> read as follows:` (also `shall
# read`, `be amended to read`): its target phrase, then the verb that restates it.
AND_THAT = re.compile(
    r",?\s+and\s+that\s+(?P<phrase>[^:;]{3,200}?)\s+(?P<verb>(?:shall\s+|be\s+(?:amended\s+(?:so\s+as\s+)?to\s+)?)?"
    r"read(?:\s+as\s+follows)?)\s*:?\s*$",
    re.IGNORECASE,
)
# The first clause's change, words inserted or struck (`by including the words, 'and all …"`):
# a word edit, the only kind of first clause read here.
WORDS_CHANGED = re.compile(
    r"^\s*by\s+(?:including|inserting|adding|striking|deleting)\b[^:;]{0,40}?\bwords?\b",
    re.IGNORECASE,
)
UNPLACED = (
    "the sentence's first clause changes {target} in words placed by no position, and its "
    "second clause restates another part with the new text: a person applies the first"
)


def second_clause(
    found: list[Instruction], section: RawSection, tail: str, key: str, context: Context, body: str
) -> list[Instruction]:
    """`found` (one instruction on other law) and the instruction of the sentence's second
    `and That …` clause (see the module); `found` as it is otherwise."""
    if len(found) != 1 or found[0].outside is None or found[0].verb is not Verb.REPLACE_SECTION:
        return found
    clause = AND_THAT.search(tail)
    if clause is None or WORDS_CHANGED.match(tail[: clause.start()]) is None:
        return found
    other = outside_target(clause.group("phrase"), clause.group("verb"))
    if other is None:
        return found
    one = found[0]
    first = ", ".join(t.id for t in one.targets)
    made = make_instruction(section, f"{key}.2", context, Verb.REPLACE_SECTION, other.targets, body)
    second = replace(made, outside=other.reason, flags=other.flags)
    unset = (UNPLACED.format(target=first),)
    return [replace(one, verb=Verb.WORD_EDIT, text="", flags=one.flags + unset), second]
