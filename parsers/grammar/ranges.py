"""A range of numbers by its two ends: how an end is printed, and the members the ends count.

`Sections 9-2.101 through 9-2.110`, `§§ 40:69A-139 to 143` (an end printed as the first's last
part alone), `§§ 3.16.120—3.16-160` (an end printed with a hyphen for its last dot). The citation
finder (`graph.printed_forms`, `graph.resolve.ranges`) and the instruction parser
(`parsers.ordinance.lists`, `all_references`) read an end the same way here. What lies between
the ends differs by what each reader knows: the finder takes the members the code's outline
holds (`graph.resolve.ranges`); the instruction parser, which reads before any code is at hand,
counts them (`range_members`) and flags the instruction for a person to confirm.
"""

from __future__ import annotations

import re

# A number split before its last part in digits, after its joint: `4-2-` and `6`, `9-2.` and
# `103`, `40:69A-` and `139`: what a range's members count through.
LAST_PART = re.compile(r"(?P<stem>.*[.\-:])(?P<last>\d{1,6})")
RANGE_SPAN = 50  # members counted out at most; a wider range is left at its two ends


def short_end(first: str, end: str) -> str:
    """`139`, `143` → `143`; `40:69A-139`, `143` → `40:69A-143`; `4-40`, `56` → `4-40`'s `4-56`:
    an end printed bare, above the first's last part and no longer by more than a digit, stands
    for that last part; any other end stays as printed."""
    split = LAST_PART.fullmatch(first)
    if split is None or not end.isdigit() or len(end) > len(split["last"]) + 1:
        return end
    return f"{split['stem']}{end}" if int(end) > int(split["last"]) else end


def dotted_end(first: str, end: str) -> str:
    """`3.16.120`, `3.16-160` → `3.16.160` (Stockbridge GA's `§§ 3.16.120—3.16-160`): an end
    printed with a hyphen for its last dot, its other parts the first's, is the first's sibling;
    any other end stays."""
    head, dot, _ = first.rpartition(".")
    stem, hyphen, tail = end.rpartition("-")
    if dot and hyphen and stem == head and tail.isdigit() and "-" not in first:
        return f"{head}.{tail}"
    return end


def range_members(first: str, last: str) -> tuple[str, ...]:
    """The numbers from `first` through `last` when they differ only in a last part of digits
    (`4-2-3` through `4-2-6`, `9-2.101` through `9-2.103`, `3.16.120` through `3.16-123`:
    `dotted_end`), printed at the first's width; () otherwise, and where both ends count by tens
    (a code that numbers `010`, `020`, … leaves its members unknown). Counted numbers, not the
    code's: the caller flags them, since the code may hold members between (`4-2-4.1`) or lack
    some."""
    start, end = LAST_PART.fullmatch(first), LAST_PART.fullmatch(dotted_end(first, last))
    if start is None or end is None or start.group("stem") != end.group("stem"):
        return ()
    low, high = int(start.group("last")), int(end.group("last"))
    if not low < high <= low + RANGE_SPAN or (low % 10 == 0 and high % 10 == 0):
        return ()  # too wide, or ends of a code numbered by tens (`5.20.010` … `5.20.050`)
    width = len(start.group("last"))
    return tuple(f"{start.group('stem')}{n:0{width}d}" for n in range(low, high + 1))
