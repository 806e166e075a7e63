"""An ordinance printed twice is read once.

A records system may file two signed copies of one ordinance as one document (Rivergrove OR
76-2008: pages 1-3, then pages 4-6 again, with small OCR differences). Its sections are numbered
1, 2, 3, 4, then 1, 2, 3, 4 again, and the second printing's instructions restate the first's:
applied again, each would be a second amendment of the same target by the same ordinance. An
instruction whose ordinance section, verb, targets and sentence are an earlier instruction's
(blanks aside, as OCR places them differently), and whose new text is nearly the same, is that
instruction printed again: it is dropped, with an issue that says so. Where the new texts differ
more, the later printing is kept, flagged: which printing is the law a person decides.
"""

from __future__ import annotations

import re
from dataclasses import replace
from difflib import SequenceMatcher

from parsers.ordinance_records import Instruction
from parsers.records import ParseIssue, Severity

SAME_TEXT = 0.9  # share of two printings of one new text that is the same, in order
LONG_TEXT = 20_000  # characters past which printings are compared word by word (speed)
# What a comparison of two printings ignores: everything but letters and digits.
NOT_WORD = re.compile(r"[\W_]+")
REPRINT_ISSUE = "the ordinance prints this instruction again ({first}): read once, from {first}"
DIFFERS_FLAG = (
    "the ordinance prints this instruction twice ({first} and here) with different new text: a "
    "person decides which printing is in force"
)


def _key(item: Instruction) -> tuple[object, ...]:
    return (
        item.ordinance_section,
        item.verb,
        tuple(item.targets),
        "".join(item.heading.split()).lower(),
    )


def _same_text(first: str, again: str) -> bool:
    """Whether two printings of a new text agree but for OCR's misreadings: their letters and
    digits (blanks and signs aside: `* * *` / `***`, `100 year` / `I 00 ·year`) compared
    character by character, or word by word in a long text."""
    if "".join(first.split()) == "".join(again.split()):
        return True  # the same printing, blanks aside (cheap: no pattern over a long text)
    a, b = NOT_WORD.sub("", first), NOT_WORD.sub("", again)
    if a == b:
        return True
    if max(len(a), len(b)) > LONG_TEXT:
        return SequenceMatcher(None, first.split(), again.split()).ratio() >= SAME_TEXT
    return SequenceMatcher(None, a, b).ratio() >= SAME_TEXT


def without_reprints(
    instructions: list[Instruction], document: str
) -> tuple[list[Instruction], list[ParseIssue]]:
    """The instructions with each second printing of one dropped (or flagged, see the module),
    and an issue for each dropped."""
    first: dict[tuple[object, ...], Instruction] = {}
    kept: list[Instruction] = []
    issues: list[ParseIssue] = []
    for item in instructions:
        key = _key(item)
        earlier = first.get(key) if item.ordinance_section is not None else None
        if earlier is None:
            first[key] = item
            kept.append(item)
        elif _same_text(earlier.text, item.text):
            message = REPRINT_ISSUE.format(first=earlier.id)
            issues.append(
                ParseIssue(document, item.id, Severity.INFO, "instruction-reprinted", message)
            )
        else:
            flag = DIFFERS_FLAG.format(first=earlier.id)
            kept.append(replace(item, flags=(*item.flags, flag)))
    return kept, issues
