"""A range of sections whose first end is printed without its chapter: `sections 14A.010 to
14A.04.060` (Woodway WA), sections 14A.04.010 through 14A.04.060.

The first end keeps the title and the section's own part, dropping the middle level its last
end prints: the chapter is the last end's (`14A` + `.04` + `.010`). Read only where both ends
share the title, the section parts are printed alike (as many digits: `010`, `060`) and run
upward, so a number of another shape (`17.10 to 17.04.060`) is never filled in.
"""

from __future__ import annotations

import re

from graph.readers.cursor import Hit, Member, make_hit
from graph.records import CitationKind, Reference

# `ections 14A.010 to 14A.04.060`: a two-part first end, a three-part last end with the same
# title; the anchor opens with the literal `ections` of `Sections` or `sections` (one anchor
# each below, found in the scan's shared pass for `Sec…`/`sec…`; the reader checks the letter
# before it).
_SHORT_RANGE = (
    r"ections\s+(?P<head>\d{1,3}[A-Z]?)\.(?P<tail>\d{2,4})\s+(?:to|through|thru)\s+"
    r"(?P<last>(?P=head)\.(?P<middle>\d{1,3}[A-Z]?)\.(?P<end>\d{2,4}))(?![\w-]|\.\d)"
)
SHORT_RANGE_RES = (re.compile(f"S{_SHORT_RANGE}"), re.compile(f"s{_SHORT_RANGE}"))


def read_short_range(text: str, anchor: re.Match[str]) -> Hit | None:
    """`sections 14A.010 to 14A.04.060`: sections 14A.04.010 through 14A.04.060."""
    if anchor.start() > 0 and text[anchor.start() - 1].isalpha():
        return None  # the `sections` of `subsections`
    tail, end = anchor["tail"], anchor["end"]
    if len(tail) != len(end) or int(tail) >= int(end):
        return None
    first = Reference(CitationKind.SECTION, f"{anchor['head']}.{anchor['middle']}.{tail}")
    last = Reference(CitationKind.SECTION, anchor["last"])
    member = Member(
        first, anchor.start(), anchor.end("tail"), None, last, anchor.start("last"), anchor.end()
    )
    return make_hit(anchor.start(), anchor.end(), [member])
