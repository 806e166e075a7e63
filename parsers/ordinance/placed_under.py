"""New words added under a division the sentence names after them (`That there is hereby added to
the City Code … the following subsection under Title 8, Chapter 3, Section 2, Subsection C:`,
Momence IL): text added to that division, with no number of its own (ADD_TEXT); the division is
read from the words after `under`, never from the code the sentence adds to."""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Verb

# `the following subsection (paragraph, language, …) under <division>:` closing the sentence.
PLACED_UNDER = re.compile(
    r"\bthe\s+following\s+(?:new\s+)?(?:sub-?sections?|(?:sub)?paragraphs?|items?|language|text|"
    r"provisions?)\s+under\s+(?P<where>[^:;]{3,160}?)\s*[:.]?\s*$",
    re.IGNORECASE,
)


def added_under(
    section: RawSection, key: str, context: Context, verb_word: str, tail: str, body: str
) -> Instruction | None:
    """The text added under the division the sentence names (see the module), or None when the
    sentence says no `under` or its division cannot be read."""
    placed = PLACED_UNDER.search(tail) if verb_word == "added" else None
    if placed is None:
        return None
    where = placed.group("where")
    named = parse_target_phrase(where, context.title, context.style, context.scheme, context.text)
    if not named.targets or named.flags:
        return None
    return make_instruction(
        section, key, context, Verb.ADD_TEXT, named.targets, body, target_title=named.title
    )
