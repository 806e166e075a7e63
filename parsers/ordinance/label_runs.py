"""A part named before its section whose labels were not read (`Paragraphs 2 - 5 of Section
4-1-180 are repealed`): the instruction is flagged, never applied to the whole section.

The labels themselves, their shapes, paths and runs, are the shared grammar's
(`parsers.grammar.labels`), the one the citation finder reads them with.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.grammar.keywords import SECTION_KEYWORD
from parsers.ordinance_records import Instruction, TargetKind, Verb

UNREAD_PART_FLAG = (
    "the sentence names {part} of section {number}, which was not read: nothing is removed or "
    "replaced until a person names the parts"
)
# The part words of `PART_BEFORE_SECTION` (the cheap test before its pattern is built).
PART_WORD = re.compile(
    r"\b(?:Sub-?sections?|Subparagraphs?|Paragraphs?|Subdivisions?|Items?|Clauses?)\s", re.I
)
# A part named before its section (`Subsections A through J of Section`, `Items a., b. and c. of
# Section`, `Paragraphs 2 - 5 of Section`): a part word, its labels, then `of (the/said) Section`.
PART_BEFORE_SECTION = (
    r"(?P<part>\b(?:Sub-?sections?|Subparagraphs?|Paragraphs?|Subdivisions?|Items?|Clauses?)"
    r"\s+[^\n]{{1,60}}?)\s+of\s+(?:the\s+|said\s+)?" + SECTION_KEYWORD + r"\s*{number}(?![\w.\-])"
)
# Verbs that would remove or replace the whole section the sentence names only parts of.
WHOLE_SECTION_VERBS = frozenset({Verb.REPEAL, Verb.REPLACE_SECTION})


def unread_part(item: Instruction) -> Instruction:
    """The instruction, flagged when it repeals or replaces a whole section whose sentence names
    parts of it before it (`Paragraphs 2 - 5 of Section 4-1-180 are repealed`): the parts were
    not read, and the whole section would lose more than the sentence says."""
    if item.verb not in WHOLE_SECTION_VERBS or item.flags or item.outside is not None:
        return item
    if PART_WORD.search(item.heading) is None:
        return item  # no part word: the pattern of each number need not be built
    for target in item.targets:
        if target.kind is not TargetKind.SECTION:
            continue
        pattern = PART_BEFORE_SECTION.format(number=re.escape(target.id))
        found = re.search(pattern, item.heading, re.IGNORECASE)
        if found is not None:
            flag = UNREAD_PART_FLAG.format(part=found.group("part"), number=target.id)
            return replace(item, flags=(flag,))
    return item
