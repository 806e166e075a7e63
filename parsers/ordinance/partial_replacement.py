"""A whole section replaced where the ordinance amends only parts of it is flagged, never applied.

Replacing a section with new text removes every part of it the new text omits. When the
sentence names parts of the section (`Subsection C. (…) and Subsection I. (…) of Section
4-1-180 … are hereby amended to read as follows:`), or the new text restates only some of the
section's labelled parts (it opens at `C.`, not at the first label, `A.`), a replacement of
the whole section would remove the parts the ordinance left alone: the instruction is flagged
with the reason and the base text stays in force (issue 20, item 2).

A sentence that names, after the section's number, a table of it or a schedule, a row, a column
or a cell (`Section 3.18,BULK REQUIREMENTS, TABLE 1, Maximum Building Height, Accessory Buildings
shall read as follows:`, Kingsley IA 264) replaces that part: the instruction becomes a flagged
`replace_part` of the section (the part named in its flag), never a replacement of the whole. A
new text that is one short phrase, no sentence (it ends on no stop, opens with no heading or
label: `18 Feet with 12 foot sidewalls …`), is a cell's or an entry's, not a section's: a whole
section replaced by it is flagged.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.grammar.keywords import SECTION_KEYWORD
from parsers.ordinance.placeholders import ELIDED_FLAG, elision
from parsers.ordinance_records import Instruction, TargetKind, Verb

# The verbs whose new text stands for the whole of its target: an elided text would remove
# what it leaves out.
ELIDING_VERBS = frozenset({Verb.REPLACE_SECTION, Verb.REPLACE_PART})

# A word naming a part of a section, singular or plural (`Subsection`, `subsections`,
# `Paragraph`, `subdivision`, Minnesota's `Subd.`, `clause`, `item`): a plain `Section` is not one.
PART_WORD = re.compile(
    r"\b(?:sub-?sections?|(?:sub)?paragraphs?|subdivisions?|subds?(?=\.)|sub-?parts?|clauses?|"
    r"items?)\b",
    re.IGNORECASE,
)
# A part word after the section's number with a label after it (`Section 15-6210 … is hereby
# amended by amending subsections (a), (b) …`, `… by revising subsection A …`): the sentence
# names the parts it changes. A label: one in parentheses, a capital alone (case kept: `a` is
# a word), a number.
PART_LABELLED = re.compile(
    r"(?i:(?P<word>" + PART_WORD.pattern + r")\.?\s*(?:new\s+)?)"
    r"(?:\([A-Za-z0-9]{1,4}\)|[A-Z](?![\w])|\d{1,3}(?![\w.]))"
)
# A table of a section, or a schedule, chart, row, column or cell, named with its label (`TABLE
# 1`, `Table 17.20-1`, `Schedule X`, `Table IV`): a part whose neighbours a replacement of the
# section would remove. The label opens with a digit, or is one capital or a roman numeral (case
# kept: `Table of Uses`, `TABLE OF USES` name no label).
TABLE_PART = re.compile(
    r"\b(?i:tables?|schedules?|charts?|rows?|columns?|cells?)\s+(?i:no\.\s*)?"
    r"(?:\d[\w.\-]*|[A-Z](?:-?\d+)?\b|[IVX]{1,4}\b)"
)
# A new text's last character that ends a sentence, a heading or a quotation: a text ending on
# none of them (a word, a figure) is a phrase.
STOPS = ".;:!?)]\"'”’*"
# The longest new text read as a phrase (a table's cell, an entry): longer ones are left alone.
PHRASE_REACH = 160
# A phrase that opens with a heading or a label (`Sec. 5`, `SECTION 2-104 …`, `(a)`, `A.`, `5.02`):
# a section's heading or a part of it, which the other guards read.
HEADED = re.compile(r"^\s*(?:(?i:sec(?:tion|\.)|§|art(?:icle|\.)|chapter)|\(|[A-Za-z]\.|\d+[.\-])")
# `amended in its entirety`: the section is re-enacted whole, whatever parts the sentence names
# of its new text (`… so as to add a new paragraph B. thereto`).
ENTIRETY = re.compile(r"\bin\s+(?:its|their)\s+entirety\b", re.IGNORECASE)
# The end of the sentence before a part word: what precedes it is another sentence.
SENTENCE_END = re.compile(r"[.;:]\s+(?=[A-Z(])")
# A section named after `of` (`of Section 4-1-180`, `of § 5.04`, `of Code Section 9`): {number}
# is the target's id, escaped.
OF_SECTION = r"\bof\s+(?:the\s+|said\s+)?(?:\w+\s+)?" + SECTION_KEYWORD + r"\s*{number}(?![\w-])"
# The label a line of new text opens with (`C.`, `(c)`, `2.`, `B)`, `C.CHARGES`): a letter or
# a number, then a period or a parenthesis closing it.
OPENING_LABEL = re.compile(r"^\s*\(?(?P<label>[A-Za-z]|\d{1,2})(?:[.)](?!\d)|\)\.?)")
# How far into the new text its first lines are looked for (only two are read; the rest of a
# long text is not split into lines).
OPENING_REACH = 2000
# The labels a section's first part carries (`A`, `a`, `1`, roman `i`/`I`).
FIRST_LABELS = frozenset({"A", "a", "1", "i", "I"})
# A line of new text that restates the section's number (its heading: `4-1-180 PUBLIC WORKS
# FEES:`, `Section 5.04 Fees.`): {number} is the target's id, escaped.
RESTATED_HEADING = r"^\s*(?:Section|Sec\.|§)?\s*{number}(?![\w-])"
# A heading that restates the section's number with a part's labels after it (`Section 14-2 (a)
# Membership; officers:`, `Sec. 6-75(a)(1).`): the new text is that part's, not the section's.
RESTATED_PART_HEADING = (
    r"^\s*(?:Section|Sec\.|§)?\s*{number}\s?(?P<labels>(?:\([A-Za-z]{{1,4}}\)|\(\d{{1,2}}\))+)"
)


def _names_parts(heading: str, number: str) -> str | None:
    """The part word the sentence names before `of Section <number>`, or None."""
    if PART_WORD.search(heading) is None:
        return None  # no part word anywhere: the pattern of the number need not be built
    pattern = OF_SECTION.format(number=re.escape(number))
    for found in re.finditer(pattern, heading, re.IGNORECASE):
        before = heading[: found.start()]
        ends = list(SENTENCE_END.finditer(before))
        sentence = before[ends[-1].end() :] if ends else before
        part = PART_WORD.search(sentence)
        if part is not None:
            return part.group(0)
    return _named_after(heading, number)


def _named_after(heading: str, number: str) -> str | None:
    """The part word the sentence names, with a label, after the section's number in the same
    sentence (`PART_LABELLED`), or None; None too when it re-enacts the section whole
    (`ENTIRETY`)."""
    if ENTIRETY.search(heading):
        return None
    at = heading.find(number)
    while at >= 0:
        rest = heading[at + len(number) :]
        end = SENTENCE_END.search(rest, 1)  # a period right after the number is its own
        labelled = PART_LABELLED.search(rest, 0, len(rest) if end is None else end.start())
        if labelled is not None:
            return labelled.group("word")
        at = heading.find(number, at + 1)
    return None


def _table_part(heading: str, number: str) -> str | None:
    """The table, schedule, row, column or cell (`TABLE_PART`) the sentence names after the
    section's number, up to the sentence's end, or None."""
    at = heading.find(number)
    while at >= 0:
        rest = heading[at + len(number) :]
        end = SENTENCE_END.search(rest, 1)
        found = TABLE_PART.search(rest, 0, len(rest) if end is None else end.start())
        if found is not None:
            return found.group(0)
        at = heading.find(number, at + 1)
    return None


def _a_phrase(text: str) -> bool:
    """Whether the new text is one short phrase, no sentence: one line of at most
    `PHRASE_REACH` characters ending on no stop (`STOPS`) and opening with no heading or label."""
    stripped = text.strip()
    return (
        0 < len(stripped) <= PHRASE_REACH
        and "\n" not in stripped
        and stripped[-1] not in STOPS
        and HEADED.match(stripped) is None
    )


def _opening_label(text: str, number: str) -> str | None:
    """The label the new text's first line (past a restated heading) opens with, or None."""
    heading = re.compile(RESTATED_HEADING.format(number=re.escape(number)), re.IGNORECASE)
    lines = [line for line in text[:OPENING_REACH].splitlines() if line.strip()]
    if len(lines) < 3:  # the first two lines may run past the reach: all of them
        lines = [line for line in text.splitlines() if line.strip()]
    if lines and heading.match(lines[0]):
        lines = lines[1:]
    if not lines:
        return None
    found = OPENING_LABEL.match(lines[0])
    return None if found is None else found.group("label")


def restated_part(text: str, number: str) -> str | None:
    """The part labels (`(a)`) the new text's heading puts after the section's number, or None:
    `Section 14-2 (a) Membership; officers:` over the text of (a) alone restates that part."""
    first = next((line for line in text[:OPENING_REACH].splitlines() if line.strip()), "")
    pattern = RESTATED_PART_HEADING.format(number=re.escape(number))
    found = re.match(pattern, first, re.IGNORECASE)
    return None if found is None else found.group("labels")


def partial_replacement(item: Instruction) -> Instruction:
    """The instruction, flagged when it replaces a whole section whose sentence names parts of
    it, or whose new text opens at a later label than a first part's (`C.` without `A.`)."""
    if item.flags or item.outside is not None:
        return item
    if item.verb in ELIDING_VERBS and (mark := elision(item.text)) is not None:
        named = ", ".join(t.id for t in item.targets) or "its target"
        return replace(item, flags=(ELIDED_FLAG.format(mark=mark, target=named),))
    if item.verb is not Verb.REPLACE_SECTION:
        return item
    for target in item.targets:
        if target.kind is not TargetKind.SECTION:
            continue
        if (table := _table_part(item.heading, target.id)) is not None:
            flag = (
                f"the sentence replaces {table} of section {target.id}, not the whole section: "
                "replacing the section would remove its other parts; a person applies it"
            )
            return replace(item, verb=Verb.REPLACE_PART, flags=(flag,))
        if _a_phrase(item.text):
            flag = (
                f"the new text of section {target.id} is one phrase, no sentence (a table's cell "
                "or an entry): replacing the whole section by it would remove the rest of it; "
                "a person applies it"
            )
            return replace(item, flags=(flag,))
        part = _names_parts(item.heading, target.id)
        if part is not None:
            flag = (
                f"the sentence amends {part} of section {target.id}, not the whole section: "
                "replacing it would remove its other parts; a person applies it"
            )
            return replace(item, flags=(flag,))
        label = _opening_label(item.text, target.id)
        if label is not None and label not in FIRST_LABELS:
            flag = (
                f"the new text of section {target.id} opens at part {label}, not at its first: "
                "replacing the whole section would remove the parts it omits; a person applies it"
            )
            return replace(item, flags=(flag,))
    return item
