"""The numbered items of a repeal whose sentence names its sections only as `the following`.

`THAT the following enumerated sections of the Code … BE and are hereby repealed:` then `1)
Sections 8-5, 8-6 … and 8-14 pertaining to …`, `2) Sections 12-151, …`: the sentence names no
number, each item names the sections it repeals and why. Each item is a repeal of its own, its
targets exactly the numbers it prints: a list with gaps (`12-155, 12-157`) is never read as a
range, and a range an item prints (`8-5 through 8-14`) is left to the caller, which flags it.
The items are read only when every one of them opens with its list of sections; otherwise none
is (the sentence stays a flagged repeal with no target, nothing removed).
"""

from __future__ import annotations

import re

from parsers.grammar.joints import LIST_WORD, RANGE_WORD
from parsers.grammar.keywords import SECTION_KEYWORD

# An item's label opening its line: `1)`, `(2)`, `3.`, `a)`; the blank after it keeps a wrapped
# line that opens with a number (`12-166 and 12-167`, `8.5 …`) from reading as a label.
ITEM_LABEL = re.compile(r"^[ \t]*\(?(?:\d{1,2}|[a-z])[.)][ \t]+", re.MULTILINE)
# The list an item opens with: `Sections 8-5, 8-6 … and 8-14`, `Section 8-5`, `§§ 4-1 through
# 4-9`; it ends at the first word that is neither a number nor a joint (`pertaining to …`), so
# numbers in the item's reason are never targets.
ITEM_LIST = re.compile(
    rf"\s*{SECTION_KEYWORD}\s*\d[\w.\-]*(?:\s*(?:,|(?<!\w)(?:{LIST_WORD}|{RANGE_WORD})(?!\w))\s*"
    r"(?:Sections?\s+)?\d[\w.\-]*)*",
    re.IGNORECASE,
)
# A number broken at a line's end after its hyphen (`12-\n158`): one number, `12-158`.
BROKEN_NUMBER = re.compile(r"(\d-)[ \t]*\n[ \t]*(?=\d)")


def enumerated_items(body: str) -> tuple[str, ...]:
    """The list of sections each numbered item of `body` opens with (`Sections 8-5, … and
    8-14`), in order; () unless `body` opens with an item and every item opens with its list."""
    text = BROKEN_NUMBER.sub(r"\1", body)
    labels = list(ITEM_LABEL.finditer(text))
    if not labels or text[: labels[0].start()].strip():
        return ()
    ends = [label.start() for label in labels[1:]] + [len(text)]
    items: list[str] = []
    for label, end in zip(labels, ends, strict=True):
        listed = ITEM_LIST.match(text, label.end(), end)
        if listed is None:
            return ()
        items.append(" ".join(listed.group(0).split()))
    return tuple(items)
