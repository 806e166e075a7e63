"""The items of an introducing sentence that amends another body of law: each amends a part of
that law, never the code.

`SECTION 1: That the following paragraphs and subparagraphs of Subsection C of Section VIII of
the Evanston Zoning Ordinance, adopted November 21, 1960, as amended, be further amended so that
the same shall hereafter be and read as follows: 1. That Subsection C, paragraph 1, subparagraph
a, be amended so as to read as follows: … 2. That Subsection C, paragraph 8, be amended by
repealing subparagraphs b and c.` (Evanston IL, an uncodified zoning ordinance): the first
sentence names the parts that follow (`the following paragraphs …`) and says they read as follows;
each item names its part of that ordinance by the words it prints (`Subsection C, paragraph 1,
subparagraph a`), and an item that repeals listed parts (`by repealing subparagraphs b and c`)
is one repeal a part. None is applied to the code: they amend another law.
"""

from __future__ import annotations

import re

from parsers.ordinance.outside import Outside
from parsers.ordinance_records import Target, TargetKind

# The subject of a sentence that introduces parts printed after it: `the following paragraphs
# and subparagraphs of …`, `the following sections of …`.
FOLLOWING_PARTS = re.compile(
    r"^\s*(?:That\s+)?the\s+following\s+(?:sub-?)?(?:sections|paragraphs|subsections|"
    r"subparagraphs|provisions|parts)\b",
    re.IGNORECASE,
)
# Its tail, which says they read as follows (`be further amended so that the same shall
# hereafter be and read as follows:`).
READ_AS_FOLLOWS = re.compile(r"\bread\s+as\s+follows\s*[:.]?\s*$", re.IGNORECASE)
# An item's words naming its part, the sentence's `That` and closing comma aside (`That Subsection
# C, paragraph 1, subparagraph a,`).
ITEM_PATH = re.compile(r"^\s*(?:That\s+)?(?:the\s+)?(?P<path>.*?)[\s,]*$", re.IGNORECASE | re.S)
# A part keyword opening an item's words: what makes them name a part (`Subsection C`).
PART_WORD = re.compile(
    r"^(?:Sub)?(?:sections?|paragraphs?|divisions?|clauses?|items?)\s+\w", re.IGNORECASE
)
# An item's tail repealing listed parts of the part it names: `by repealing subparagraphs b and
# c.`, `by deleting paragraphs 3, 4 and 5.`; each label one part (what follows the stop is
# another sentence: a label's stop may read as an abbreviation's, and the sentence run on).
REPEALED_LABELS = re.compile(
    r"^\s*by\s+(?:repealing|deleting)\s+(?P<unit>(?:sub)?(?:paragraph|section|division|clause|"
    r"item))s?\s+(?P<labels>[a-z0-9]{1,3}(?:\s*(?:,\s*(?:and\s+)?|and\s+)[a-z0-9]{1,3})*)\s*(?:\.|$)",
    re.IGNORECASE,
)
LABEL = re.compile(r"[a-z0-9]{1,3}", re.IGNORECASE)
LIST_JOINT = re.compile(r"\s*(?:,\s*(?:and\s+)?|\band\s+)", re.IGNORECASE)


def introduces_parts(phrase: str, tail: str) -> bool:
    """Whether a sentence introduces the parts printed after it (`FOLLOWING_PARTS`, then `read
    as follows`)."""
    return FOLLOWING_PARTS.match(phrase) is not None and READ_AS_FOLLOWS.search(tail) is not None


def outside_item(phrase: str, body: tuple[TargetKind, str]) -> Outside | None:
    """The part of the other law `body` (its kind and name) an item names by its words; None
    when its words name no part (`PART_WORD`)."""
    found = ITEM_PATH.match(phrase)
    path = " ".join((phrase if found is None else found.group("path")).split())
    if PART_WORD.match(path) is None:
        return None
    kind, name = body
    reason = f"amends a part of another law ({name}) an introducing sentence names, not this code"
    return Outside((Target(kind, f"{name}, {path}"),), reason)


def repealed_labels(target: Target, tail: str) -> list[Target]:
    """The parts of `target` an item's tail repeals by their labels (`REPEALED_LABELS`), each its
    own target; [] when the tail lists none."""
    listed = REPEALED_LABELS.match(tail)
    if listed is None:
        return []
    unit = listed.group("unit").lower()
    labels = [one for one in LIST_JOINT.split(listed.group("labels")) if LABEL.fullmatch(one)]
    return [Target(target.kind, f"{target.id}, {unit} {label}") for label in labels]
