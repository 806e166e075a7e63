"""A section number standing alone in a table cell: a code's use tables name the section that
governs a use in a column of their own (Gainesville's Table V-9, `| Accessory dwelling unit |
30-5.36 | | A | …`), with no keyword before the number.

Only numbers whose shape no date, measure or row label takes are read: a chapter-dash-dotted
number (`30-5.36`) or a dotted one of three levels (`17.62.030`), never in a row's first cell
(where a table numbers its own rows). A chapter-dash (`6-22`) or three-level hyphenated number
(`6-22-05` is also a date) is left unread: precision first.
"""

from __future__ import annotations

import re

from graph.readers.cursor import Hit, Member
from graph.records import CitationKind, Reference

# A table cell that holds one section number and nothing else, the cell's opening `|` before
# it: `| 30-5.36 |`, `|17.62.030|`. The number is a chapter-dash-dotted one (`30-5.36`: a
# chapter-dash number with its article's decimal) or dotted of three levels (`17.62.030`).
CELL_NUMBER_RE = re.compile(
    r"\|[ \t]*(?P<number>\d{1,3}[A-Z]?-\d{1,3}[A-Z]?\.\d{1,3}[A-Z]?"
    r"|\d{1,3}[A-Z]?\.\d{1,3}[A-Z]?\.\d{1,4}[A-Z]?)[ \t]*(?=\|)"
)

# What the anchor cannot match without: a cell's `|` followed by a digit.
CELL_PREREQUISITE_RE = re.compile(r"\|[ \t]*\d")


def read_cell_number(text: str, anchor: re.Match[str]) -> Hit | None:
    """The section a table cell names, when the cell is not its row's first."""
    line_start = text.rfind("\n", 0, anchor.start()) + 1
    before = text[line_start : anchor.start()].strip(" \t")
    if not before.removeprefix("|").strip():
        return None  # the row's first cell: the table's own numbering of its rows
    start, end = anchor.span("number")
    reference = Reference(CitationKind.SECTION, anchor.group("number"))
    return Hit(start, end, (Member(reference, start, end),))
