"""A repeal inside an amending section that names no part of the code it removes.

An ordinance that re-enacts a chapter may add, after its amending sentence, `Any parts of the
Code previously found in other chapters which are included herein, are hereby repealed.`
(Jefferson City MO): a real repeal, but of provisions it does not name. It becomes an instruction
of its own, a repeal with no target, flagged: nothing is removed until a person names the
targets. A repeal of whatever conflicts with the ordinance (`… in conflict herewith are hereby
repealed`) is the usual clause, no instruction; a repeal that names its target is read as the
section's own sentences are.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.sections import RawSection
from parsers.ordinance.sentences import amending_sentences, read_sentence, sentence_words
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, Verb

# The code's parts described, not numbered: `Any parts of the Code`, `all provisions of the
# City Code`, `those sections of this Code`.
CODE_PARTS = re.compile(
    r"\b(?:parts?|provisions?|sections?|portions?)\s+of\s+(?:the|this|said)\s+"
    r"(?:\w+\s+){0,3}?Code\b",
    re.IGNORECASE,
)
# A repeal of whatever conflicts with the ordinance: the usual repealer, no instruction.
CONFLICT = re.compile(r"\bconflict|\binconsisten", re.IGNORECASE)
# A hyphen ending a line (what `sentences.LINE_HYPHEN` joins a broken word at, found faster:
# it opens with the hyphen).
BROKEN_LINE = re.compile(r"-[ \t]*\n")
REPEAL_VERBS = frozenset({"repealed", "rescinded"})
UNNAMED = (
    "a repeal of parts of the code it does not name ({phrase}): nothing is removed until a "
    "person names the targets"
)


def unnamed_repeals(
    section: RawSection, key: str, context: Context, first_index: int
) -> list[Instruction]:
    """The repeals after a section's amending sentence that describe the code's parts they
    remove without naming one (see the module), each a flagged repeal with no target."""
    found: list[Instruction] = []
    if not _may_repeal(context.text, section.heading_end, section.end):
        return found
    for start, end in amending_sentences(context.text, section.heading_end, section.end):
        sentence = sentence_words(context.text[start:end])
        reading = read_sentence(sentence)
        if reading is None or reading.verb not in REPEAL_VERBS:
            continue
        if CODE_PARTS.search(reading.phrase) is None or CONFLICT.search(sentence) is not None:
            continue
        named = parse_target_phrase(reading.phrase, context.title, context.style, context.scheme)
        if named.targets:
            continue
        flag = UNNAMED.format(phrase=" ".join(reading.phrase.split()).strip(" ,"))
        index = first_index + len(found)
        found.append(
            make_instruction(
                section,
                f"{key}.{index}",
                context,
                Verb.REPEAL,
                (),
                "",
                span=(start, end),
                flags=(flag,),
            )
        )
    return found


def _may_repeal(text: str, start: int, end: int) -> bool:
    """Whether `text[start:end]` may hold a repeal's verb (`repeal…`, `rescind…`, or one broken
    at a line's end): the cheap test before its sentences are read (most sections repeal
    nothing)."""
    words = text[start:end]
    low = words.lower()
    return "repeal" in low or "rescind" in low or BROKEN_LINE.search(words) is not None
