"""Parts of a section deleted as printed and substituted by new parts under the same labels.

`Title 2 Chapter 24, Section 090 … is hereby amended by deleting the following: (B. Purchase … C.
Pay … .) and substituting thereto the following: B. Purchase … C. Pay …` (Cranston RI 2015-15):
the sentence quotes the old parts whole, then the new ones. When the old and the new text head
the same top-level labels in the same order, each labelled part is replaced by its new text (one
instruction a part, the section's other parts kept). Otherwise the sentence is left to the word
edit reading (a person applies it): the new parts are not the old ones, or not all are named.
"""

from __future__ import annotations

import re

from parsers.ordinance.building import Context, make_instruction
from parsers.ordinance.choosing import Chosen
from parsers.ordinance_records import Instruction, Target, TargetKind, Verb
from parsers.schemes import join_label

# The sentence's tail: `by deleting the following:` (the old text follows, quoted whole).
DELETING_FOLLOWING = re.compile(
    r"^\s*by\s+(?:deleting|striking)(?:\s+out)?\s+the\s+following\s*:?\s*$", re.IGNORECASE
)
# The line between the old text and the new: `and substituting thereto the following:`,
# `and inserting in lieu thereof the following:`.
SUBSTITUTING = re.compile(
    r"^[ \t]*(?:and\s+)?(?:substitut|insert|replac)\w*(?:\s+(?:thereto|therefor|therein|in\s+"
    r"(?:lieu|place)\s+thereof))?\s+(?:with\s+)?the\s+following\s*:[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A part's label heading a line: `B. Purchase`, `(B. Purchase` (the old text's parenthesis),
# `(B) Purchase`, `2. Pay`: a capital letter or a number of one or two digits.
LABEL_HEAD = re.compile(r"^[ \t]*\(?(?P<label>[A-Z]|\d{1,2})[.)][ \t]+(?=\S)", re.MULTILINE)


def _heads(text: str) -> list[re.Match[str]]:
    """The label heads of the text's top level: those of the first head's kind (letter or
    number)."""
    heads = list(LABEL_HEAD.finditer(text))
    if not heads:
        return []
    letters = heads[0].group("label").isalpha()
    return [head for head in heads if head.group("label").isalpha() == letters]


def substituted_parts(chosen: Chosen, key: str, context: Context, body: str) -> list[Instruction]:
    """One replacement a part (see the module); [] when the sentence is not of this kind."""
    reading, targets = chosen.reading, chosen.named.targets
    if reading is None or DELETING_FOLLOWING.match(reading.tail) is None:
        return []
    if len(targets) != 1 or targets[0].kind is not TargetKind.SECTION:
        return []
    turn = SUBSTITUTING.search(body)
    if turn is None:
        return []
    old, new = _heads(body[: turn.start()]), _heads(body[turn.end() :])
    labels = [head.group("label") for head in new]
    if not labels or [head.group("label") for head in old] != labels:
        return []
    start = turn.end()
    bounds = [start + head.start() for head in new] + [len(body)]
    return [
        make_instruction(
            chosen.section,
            f"{key}.{index}",
            context,
            Verb.REPLACE_PART,
            (Target(TargetKind.SUBSECTION, join_label(targets[0].id, f"({label})")),),
            body[begin:end],
            labels=(f"({label})",),
        )
        for index, (label, begin, end) in enumerate(
            zip(labels, bounds, bounds[1:], strict=False), start=1
        )
    ]
