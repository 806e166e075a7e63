"""Every reference to some words, throughout a run of sections, changed to others.

`All references to chief of police, director of community development or director found in
Chapter 4, Article III, Sections 4-40 - 56 shall be amended to read "building official."` (The
Colony TX 830): a word edit in each section of the range, each alternative struck and the new
words put in its place. Which of the sections hold the words is not said, and the range's
members are counted, not the code's (`parsers.grammar.ranges.range_members`): the instruction
names each member and is flagged, a person applies it. A range printed with its last number
shortened to the last part (`4-40 - 56`, `4-40 through 56`) ends at the first number's stem with
that part (`short_end`, as the citation finder reads `§§ 40:69A-139 to 143`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.grammar.joints import RANGE_DASH, RANGE_WORD
from parsers.grammar.ranges import range_members, short_end
from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.targets import CODE_NUMBER, RANGE_FLAG, normalize_number
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb, WordEdit

# The subject: `All references to <old words> found in <where>` (`any reference to`, `contained
# in`): the words struck wherever they stand in the sections named.
REFERENCES = re.compile(
    r"^\s*(?:That\s+)?(?:all|any|each|every)\s+references?\s+to\s+(?P<old>.+?)\s+"
    r"(?:(?:found|contained|appearing|used)\s+)?in\s+(?P<where>.+?)\s*$",
    re.IGNORECASE | re.DOTALL,
)
# What the verb's tail says they become: `to read "building official."`, `to "X"`; the next
# item's label may be glued on by OCR (`"building official." .B.`).
TO_READ = re.compile(
    r"^\s*to\s+(?:read\s+)?[\"“”](?P<new>[^\"“”]+)[\"“”]\s*\.?\s*(?:\.?\(?[A-Z0-9]{1,3}[.)]\s*)?$",
    re.I,
)
# Between alternatives of the old words: a comma, `or`, `and/or`.
ALTERNATIVE = re.compile(r"\s*,\s*(?:(?:and/)?or\s+)?|\s+(?:and/)?or\s+", re.IGNORECASE)
# A range whose last number prints only its last part (`4-40 - 56`, `4-40 through 56`).
SHORT_RANGE = re.compile(
    rf"{CODE_NUMBER.pattern}\s*(?:-|{RANGE_DASH}|{RANGE_WORD})\s*(?P<last>\d{{1,4}})(?![\w.\-])",
    re.I,
)
# Quotation marks around an old phrase (`references to "director"`).
QUOTES = '"“” '
FLAG = (
    "every reference to some words in a run of sections changed: which sections hold them is "
    "not said, a person must apply it"
)


def _range(where: str, style: str) -> tuple[str, ...]:
    """The members of the range `where` names with a shortened last number (`4-40 - 56`)."""
    found = SHORT_RANGE.search(where)
    if found is None:
        return ()
    first = normalize_number(found.group(1), style)
    return range_members(first, short_end(first, found.group("last")))


def references_edit(chosen: Chosen, key: str, context: Context) -> Instruction | None:
    """The word edit of `All references to X or Y found in Sections A - B shall be amended to
    read "Z"` (see the module), or None when the sentence says something else."""
    reading = chosen.reading
    if reading is None or reading.verb not in {"amended", "changed"}:
        return None
    subject = REFERENCES.match(reading.phrase)
    new = TO_READ.match(reading.tail)
    if subject is None or new is None:
        return None
    members = _range(subject.group("where"), context.style)
    targets = tuple(Target(TargetKind.SECTION, n) for n in members) or chosen.named.targets
    old = [w.strip(QUOTES) for w in ALTERNATIVE.split(" ".join(subject.group("old").split()))]
    words = [w for w in old if w]
    new_words = " ".join(new.group("new").split()).rstrip(".")
    if not words or not targets:
        return None
    edits = [WordEdit("", words[0], new_words, "")] + [WordEdit("", w, "", "") for w in words[1:]]
    flags = (FLAG, RANGE_FLAG) if members else (FLAG,)
    instruction = make_instruction(
        chosen.section, key, context, Verb.WORD_EDIT, targets, "", flags=flags
    )
    return replace(instruction, edits=tuple(edits), struck=tuple(words))
