"""Sections an instruction adds: from the new text's headings, listed in the sentence, or one."""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context
from parsers.ordinance.choosing import Chosen
from parsers.ordinance.lists import is_range, several_sections
from parsers.ordinance.positions import POSITION
from parsers.ordinance.sections import RawSection
from parsers.ordinance.several import several
from parsers.ordinance.targets import TargetPhrase
from parsers.ordinance.verbs import add_part_instruction, add_section_instruction, added_sections
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import scheme_of

# `amended to add Section 17.28.080 to read as follows` (also `a new Section`, a chapter, `by
# adding thereto one new section, to be known as section 79.235`, `supplemented by enacting new
# Section 1105.08`, `by inserting after Section 4-2-3 a new Section 4-2-3.1`: its place first,
# `amended to create a new Section 2-4.9 which shall read as follows` (Florida),
# `by the addition of Section 4.6 (A), to immediately follow Section 4.6`: a letter in
# parentheses part of the new section's number, never dropped to name the section it follows).
ADDS_SECTION = re.compile(
    r"\b(?:to\s+add|by\s+adding|to\s+enact|by\s+enacting|to\s+create|by\s+creating|by\s+inserting|"
    r"by\s+the\s+addition\s+of)"
    rf"\s+(?:thereto\s+)?(?:(?:{POSITION.pattern})\s*,?\s+)?(?:a\s+|one\s+)?(?:new\s+)?"
    r"(?:section,?\s+to\s+be\s+known\s+as\s+)?(?P<what>(?:Sections?|Chapters?|Articles?|§§?)\s*[\d.\s-]*\d"
    r"(?:\s?(?-i:\([A-Z]\))(?=[\s,]))?)",
    re.IGNORECASE,
)

# The verbs that add what they name (`is hereby added`, `adopted`, `enacted`, `created`).
ADDS = {"added", "adopted", "enacted", "created"}


def read_added(
    chosen: Chosen, key: str, context: Context, verb_word: str, tail: str, phrase: str, body: str
) -> list[Instruction] | None:
    """Sections added: read from the new text's headings, listed (`by enacting new Sections
    1105.08 and 1105.09 as follows:`) or one; None when the sentence adds no section."""
    section, named = chosen.section, chosen.named
    adds = ADDS_SECTION.search(tail)
    if verb_word in ADDS and (not named.targets or is_range(phrase)):
        found = added_sections(chosen, key, context, body, phrase)
        if found:
            return found
    listed = several_sections(tail[adds.start() :], context.style) if adds else ()
    if listed:
        # `by adding new Sections 50-1 through 50-3, inclusive`: a range's members are the
        # sections its new text heads (or counted between its ends), never its two ends alone.
        ranged = adds is not None and is_range(tail[adds.start() :])
        added = TargetPhrase(tuple(Target(TargetKind.SECTION, n) for n in listed), None, ())
        return several(
            section, key, context, added, tail, body, ranged, _added_one, Verb.ADD_SECTION
        )
    if adds is not None or verb_word in ADDS:
        one = add_section_instruction(section, key, context, named, adds, body)
        return [_part_added(section, key, context, (named, one), body) or one]
    return None


def _part_added(
    section: RawSection,
    key: str,
    context: Context,
    read: tuple[TargetPhrase, Instruction],
    body: str,
) -> Instruction | None:
    """`Section 3.24.110 … shall be amended by adding Section 3.24.110.227 to read as follows:`:
    what is added numbers one level below the section the sentence amends, a number no scheme of
    the registry reads as a section's (`3.24.110.227`): a part of that section is added. None
    when the added number is not so (`Section 3-241 … by adding Section 3-241.1`: a section)."""
    named, added = read
    if len(named.targets) != 1 or named.targets[0].kind is not TargetKind.SECTION:
        return None
    if len(added.targets) != 1 or added.flags:
        return None
    amended, new = named.targets[0].id, added.targets[0].id
    below = re.fullmatch(rf"{re.escape(amended)}\.\d{{1,4}}", new) is not None
    if not below or scheme_of(amended) is None or scheme_of(new) is not None:
        return None
    part = TargetPhrase((Target(TargetKind.SUBSECTION, new),), None, ())
    return add_part_instruction(section, key, context, part, body)


def _added_one(
    section: RawSection, key: str, context: Context, named: TargetPhrase, _tail: str, body: str
) -> Instruction:
    """One of several sections an instruction adds, its text from its own heading."""
    return add_section_instruction(section, key, context, named, None, body)


# The ordinance's title saying a section is added (`An Ordinance amending Chapter 115, by adding
# subsection 115.07 of the City of Pierson Code`; the drafter may call the section a subsection):
# {number} is the section's number, escaped.
TITLE_ADDS = (
    r"\b(?:adding|enacting|creating)\s+(?:a\s+)?(?:new\s+)?(?:sub-?)?(?:sections?|§)\s*"
    r"{number}(?![\w.-])"
)
# A sentence that restates its target by `read` alone, neither added nor amended (`… is to read
# as follows:`, `… shall read as follows:`).
READS_ONLY = re.compile(r"\b(?:is|are|shall)\s+(?:to\s+)?read\s+as\s+follows\b", re.IGNORECASE)
AMENDS_WORD = re.compile(r"\bamend", re.IGNORECASE)  # the sentence says amended after all


def titled_addition(item: Instruction, context: Context) -> Instruction:
    """A section restated by a sentence whose verb says neither added nor amended (`Chapter 115,
    subsection 115.07 is to read as follows:`) that the ordinance's title (the text before the
    instruction's section) says is added: an added section. Any other instruction as it is."""
    if item.verb is not Verb.REPLACE_SECTION or len(item.targets) != 1 or item.flags:
        return item
    if READS_ONLY.search(item.heading) is None or AMENDS_WORD.search(item.heading) is not None:
        return item
    pattern = TITLE_ADDS.format(number=re.escape(item.targets[0].id))
    if re.search(pattern, context.text[: item.span.start], re.IGNORECASE) is None:
        return item
    return replace(item, verb=Verb.ADD_SECTION)
