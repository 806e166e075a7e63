"""The new text of an amendment of targets of different levels, split at each target's heading.

`sub-section (3) of section 3-a ..., and section 9 ... be amended to read as follows. 3-a-(3).
City Bacteriologist ... 9. That the City Bacteriologist ...` (Richmond VA): the text heads each
member with its own number (and a part with its labels), in the order the sentence names them.
Each target gets the text from its heading to the next. The split is made only when it is
certain: every target's heading is printed exactly once, where a heading stands (a line's start
or after a sentence), in the sentence's order, the first opening the text. Otherwise nothing is
split and the instructions stay flagged (`mixed_levels.MIXED_TEXT`), never given a neighbour's text.
"""

from __future__ import annotations

import re

from parsers.ordinance_records import Target

# The joint a part's labels may be printed with after their section's number (`3-a-(3)`).
LABEL_JOINT = r"[-–]?"
# Where a heading stands: a line's start (after blanks or quotes) or a sentence's end.
HEADING_PLACE = r"(?:^[ \t>\"“]*|(?<=[.:]\s))"


def _heading(target: Target) -> re.Pattern[str]:
    """A target's heading: its keyword (if printed), its number, its labels, and a full stop or
    a blank (`Section 9.`, `9. That`, `3-a-(3). City`, `17.36.040 Bar`)."""
    number, _, rest = target.id.partition("(")
    labels = re.findall(r"\([^()]+\)", f"({rest}") if rest else []
    printed = re.escape(number) + "".join(LABEL_JOINT + re.escape(label) for label in labels)
    return re.compile(
        rf"{HEADING_PLACE}(?:(?:Section|Sec\.|§)[ \t]*)?{printed}(?![\w.\-(]\w)(?=\.?[ \t\n])",
        re.IGNORECASE | re.MULTILINE,
    )


def split_mixed(targets: list[Target], body: str) -> list[str] | None:
    """Each target's text (from its heading to the next target's), in the targets' order; None
    unless every heading is printed once, in order, and the first opens the text."""
    starts: list[int] = []
    for target in targets:
        found = list(_heading(target).finditer(body))
        if len(found) != 1 or (starts and found[0].start() <= starts[-1]):
            return None
        starts.append(found[0].start())
    if len(starts) < 2 or body[: starts[0]].strip():
        return None
    ends = [*starts[1:], len(body)]
    return [body[start:end].strip() for start, end in zip(starts, ends, strict=True)]
