"""An introducing sentence and its items: the items are the instructions, the division context.

`I. Chapter 48 … of the Code … is hereby amended as follows: 1. Section 48-4B(1) is hereby
amended to read as follows: …`, `… THE REVISED CODE … IS AMENDED AS FOLLOWS: Page 10, Section
10.01 shall read as follows: …`. The first sentence names a chapter, a title or the code as a
whole and says only `as follows`; what it amends is said by the sentences after it. Read as one
instruction it would replace the whole chapter with the text of its items (and repeal every
section they omit). So when such a sentence is followed by amending sentences that each name a
target, each of those is read as an instruction of its own, its text running to the next; the
chapter is their context, never a target. An item may open with its verb, its subject the
headings before it on its line (`Sec. 15-47. Definitions. (J) Waste tire generator. Is amended
by adding the word "and" after the word "garages."`); one that states the words it changes needs
no new text after it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from parsers.ordinance.all_references import TO_READ
from parsers.ordinance.amount_edits import CHANGES_AMOUNT
from parsers.ordinance.building import Context, each_target
from parsers.ordinance.choosing import VERB_FIRST, Chosen
from parsers.ordinance.outline_paths import in_appendix, is_whole_appendix
from parsers.ordinance.outside_items import REPEALED_LABELS, introduces_parts
from parsers.ordinance.sections import RawSection
from parsers.ordinance.sentences import (
    IMPERATIVE,
    INSTRUCTION_END,
    PASSIVE,
    SEARCH_CHARS,
    amending_sentences,
    part_shall_be,
    read_sentence,
    sentence_words,
)
from parsers.ordinance.stated_edits import insertion, stated_word_edit
from parsers.ordinance.targets import parse_target_phrase
from parsers.ordinance_records import Instruction, OrdinanceSectionKind, TargetKind
from parsers.records import ParseIssue

# The tail of an introducing sentence: `(is hereby amended) as follows:`, `and supplemented as
# follows:`, `in the following particulars:` — no `to read`; Texas adds what stays in force
# (`in the following particulars, and all other sections … not amended but hereby ratified …:`).
INTRODUCES = re.compile(
    r"^\s*(?:,?\s*and\s+supplemented\s*,?\s*)?(?:as\s+follows|in\s+the\s+following\s+"
    r"(?:particulars|respects|manner))(?:\s*,\s*and\s+all\s+other\s+[^:]{0,300}?)?\s*[:.;]",
    re.IGNORECASE,
)
# `et seq.` after a number (`D.C. Official Code § 34-1802 et seq.`): the body of law that begins
# at that section, a context like a chapter, never the one section.
ET_SEQ = re.compile(r"\d[\w.-]*\)?\s+et\.?\s+seq\b", re.IGNORECASE)
# The verbs of an item that needs no new text after it: `repealed`, `deleted in its entirety`.
REMOVES = frozenset({"repealed", "deleted"})
# Divisions an introducing sentence may name as its context.
CONTEXT_KINDS = frozenset({TargetKind.TITLE, TargetKind.CHAPTER, TargetKind.ARTICLE})

# An item's phrase names a section or a part even when its number cannot be read; or its words
# after the verb name the section it adds (`Amend "Article III" by adding a new Section 23-34.2`).
NAMES_PART = re.compile(
    r"\b(?:Sections?|Subsections?|Paragraphs?|Rules?)\s+\S|§\s*\S", re.IGNORECASE
)

# An item's sentence that names a section (a sub-item names its parts only).
NAMES_SECTION = re.compile(r"\bSections?\b|§", re.IGNORECASE)

Reader = Callable[[RawSection, str, Context], tuple[list[Instruction], list[ParseIssue]]]


def introduces(chosen: Chosen) -> bool:
    """Whether the chosen sentence only introduces what follows (see the module)."""
    reading = chosen.reading
    if reading is None:
        return False
    if INTRODUCES.match(reading.tail) is None and not introduces_parts(
        reading.phrase, reading.tail
    ):
        return False
    targets = chosen.named.targets
    if chosen.outside is not None or ET_SEQ.search(reading.phrase) is not None:
        return True
    return all(t.kind in CONTEXT_KINDS for t in targets)


def item_spans(context: Context, start: int, end: int) -> list[tuple[int, int]]:
    """The amending sentences after an introducing one that each name a target and end where
    their new text begins (or are a repeal): the items, the first within `SEARCH_CHARS` of the
    introducing sentence. (An item naming a whole chapter is read like any instruction: flagged
    unless its text heads the chapter's sections.)"""
    found: list[tuple[int, int]] = []
    text, first_end = context.text, min(end, start + SEARCH_CHARS)
    if not (
        PASSIVE.search(text, start, first_end)
        or IMPERATIVE.search(text, start, first_end)
        or part_shall_be(text, start, first_end)
    ):
        return found  # no first item without an amending verb
    at = start
    while at < end:
        spans = amending_sentences(context.text, at, end)
        for first, last in spans:
            sentence = sentence_words(context.text[first:last])
            reading = read_sentence(sentence)
            if reading is None:
                continue
            subject = sentence_words(context.text[item_start(context.text, first, start) : last])
            phrase = (read_sentence(subject) or reading).phrase  # `Sec. 15-48. … Is amended …`
            named = parse_target_phrase(phrase, context.title, context.style, context.scheme)
            # A repeal or a deletion needs no text; a change stated in words (`by deleting … and
            # inserting …`) or quoted in full (`… shall be amended to read "building official."`)
            # holds its own.
            ends_well = (
                INSTRUCTION_END.search(sentence)
                or reading.verb in REMOVES
                or TO_READ.match(reading.tail)
                or (reading.verb == "amended" and states_words(reading.tail, reading.phrase))
                or REPEALED_LABELS.match(reading.tail)
            )
            # An item whose number the parser cannot read is still an item: its own
            # instruction, flagged for want of a target, never the chapter's replacement.
            names = NAMES_PART.search(reading.phrase) or NAMES_PART.search(reading.tail)
            if (named.targets or names) and ends_well:
                found.append((first, last))
        if not found:  # the first item follows its introducing sentence, or there is none
            break
        at = max([at + SEARCH_CHARS] + [last for _, last in spans])
    return found


def read_items(
    chosen: Chosen, key: str, context: Context, read: Reader
) -> tuple[list[Instruction], list[ParseIssue]] | None:
    """The instructions of an introducing sentence's items, or None when it has none."""
    section = chosen.section
    spans = item_spans(context, section.heading_end, section.end)
    if not spans:
        return None
    instructions: list[Instruction] = []
    issues: list[ParseIssue] = []
    starts = [item_start(context.text, first, section.heading_end) for first, _ in spans]
    bounds = [*starts[1:], section.end]
    within: str | None = None  # the section an introducing item names, for its sub-items
    other = chosen.outside  # another law whose parts the items name (`outside_items`)
    body = None if other is None else (other.target.kind, other.name)
    for index, ((first, last), end, begin) in enumerate(zip(spans, bounds, starts, strict=True), 1):
        sentence = sentence_words(context.text[first:last])
        if NAMES_SECTION.search(sentence):
            within = None
        introduced = _introduced_section(sentence, context, context.text[last:end])
        if introduced is not None:  # `(1) Section 603 … is amended as follows:` then items
            within = introduced
            continue
        item = replace(
            section,
            start=begin,
            heading_start=first,
            heading_end=last,
            end=end,
            heading=sentence_words(context.text[first:last]),
            kind=OrdinanceSectionKind.AMENDMENT,
        )
        found, problems = read(
            item, f"{key}.{index}", replace(context, within=within, outside_of=body)
        )
        instructions += [one for each in found for one in each_target(each)]
        issues += problems
    appendix = [t.id for t in chosen.named.targets if is_whole_appendix(t.id)]
    if len(chosen.named.targets) == 1 and appendix:  # `… known as Appendix "D" of the City Code`
        instructions = [in_appendix(one, appendix[0]) for one in instructions]
    return instructions, issues


VERB_REACH = 40  # characters of a sentence's opening where `VERB_FIRST` looks for its verb


def item_start(text: str, first: int, lower: int) -> int:
    """Where the item whose sentence starts at `first` begins: the start of its line when the
    sentence opens with its verb, its subject the headings before it there (`VERB_FIRST`),
    never before `lower`; else `first`."""
    if VERB_FIRST.match(text[first : first + VERB_REACH]) is None:
        return first
    return max(text.rfind("\n", lower, first) + 1, lower)


def states_words(tail: str, phrase: str) -> bool:
    """Whether an item's words after its verb state the words it changes (`by striking "X"
    and inserting "Y"`, `to add the word "X" after …`, `to increase the fee from $25 to $250`):
    an instruction complete without new text."""
    stated = stated_word_edit(tail, phrase) or insertion(tail)
    return stated is not None or CHANGES_AMOUNT.match(tail) is not None


def _introduced_section(sentence: str, context: Context, text: str) -> str | None:
    """The one section an item names when it only introduces the items after it (`(1) Section
    603 (…) is amended as follows:`, no text of its own before the next item); else None."""
    reading = read_sentence(sentence)
    if reading is None or text.strip() or INTRODUCES.match(reading.tail) is None:
        return None
    named = parse_target_phrase(reading.phrase, context.title, context.style, context.scheme)
    if len(named.targets) != 1 or named.targets[0].kind is not TargetKind.SECTION:
        return None
    return named.targets[0].id
