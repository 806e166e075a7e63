"""Amounts changed in words: a word edit the sentence states without quoting it.

`Sec. 15-48. Tire Business Permits. Is hereby amended to increase the non-refundable fee from
twenty-jive dollars ($25) to two hundred fifty dollars ($250.00).` changes one amount of the
section's text into another: the old amount struck, the new one inserted in its place. The
sentence quotes nothing, but an amount is its own boundary: the words of a sum (`twenty-five
dollars`, its figure in parentheses after it, `$25`) start right after `from` and `to`, and end
with the figure. Only a sentence whose verb says an amount changes (`to increase`, `by
reducing`, `changing`) is read so (`ranging from $25 to $50` names a range, changing nothing),
and only when every `from … to …` after that verb is a pair of amounts; each pair is one change.
The engine applies a change only where its old words occur once in the section's text.
"""

from __future__ import annotations

import re
from dataclasses import replace

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance_records import Instruction, Verb, WordEdit

# The verb that says an amount changes, opening the sentence's tail: `to increase`, `by
# increasing`, `by changing`, `to reduce`.
CHANGES_AMOUNT = re.compile(
    r"^\s*(?:to|by)\s+(?:increas|decreas|rais|reduc|lower|chang)(?:e|es|ing)\b", re.IGNORECASE
)
# A sum of money as a text prints it: its words (`two hundred fifty dollars`, up to six words
# before `dollars`) with its figure in parentheses after them (`($250.00)`), or the figure alone
# (`$25`).
AMOUNT = (
    r"(?:[A-Za-z]+(?:[- ][A-Za-z]+){0,5}\s+dollars\s*\(\s*\$\s?\d[\d,]*(?:\.\d\d)?\s*\)"
    r"|\$\s?\d[\d,]*(?:\.\d\d)?)"
)
# One amount changed: `from` an amount `to` another.
FROM_TO = re.compile(rf"\bfrom\s+(?P<old>{AMOUNT})\s+to\s+(?P<new>{AMOUNT})")
# Every `from … to` of the tail, amounts or not: each must be a pair of amounts.
FROM_ANY = re.compile(r"\bfrom\s+\S")


def amounts_changed(chosen: Chosen, key: str, context: Context, tail: str) -> Instruction | None:
    """The amounts the sentence changes (see the module) as a word edit of its one target;
    None when its tail is no such sentence."""
    if CHANGES_AMOUNT.match(tail) is None or len(chosen.named.targets) != 1:
        return None
    pairs = list(FROM_TO.finditer(tail))
    if not pairs or len(pairs) != len(FROM_ANY.findall(tail)):
        return None
    edits = tuple(
        WordEdit("", " ".join(m.group("old").split()), " ".join(m.group("new").split()), "")
        for m in pairs
    )
    instruction = make_instruction(
        chosen.section,
        key,
        context,
        Verb.WORD_EDIT,
        chosen.named.targets,
        "",
        target_title=chosen.named.title,
    )
    return replace(instruction, edits=edits, struck=tuple(e.deleted for e in edits))
