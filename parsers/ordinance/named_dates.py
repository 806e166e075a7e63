"""The adoption a records system's name of the document dates, when the text's own passage agrees.

Laserfiche WebLink names many scanned ordinances by a date first (`HomeMy WebLinkAbout1988-11-08-
Ordinance 2106_Water Rates`). That date is not always the adoption (a name may carry the first
reading's), so it is taken only when the scan's own passage line, its year unread, prints the same
day and month: `Passed by the .c0fR..cil the 8thdCj.l of November, … 1988` (the OCR's
`Council the 8th day of`). A name and a passage that disagree give nothing.
"""

from __future__ import annotations

import re
from datetime import date

from parsers.ordinance.dates import MONTH_NAMES, MONTHS

HEAD_CHARS = 4000  # the records name opens the page
# The records name's date, before the word `Ordinance` (`…About1988-11-08-Ordinance 2106`).
DATED_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*"
    r"(?P<year>(?:18|19|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)[ \t-]*Ordinance\b",
    re.IGNORECASE,
)
# The passage line as an OCR may garble it: `Passed` (or `Adopted`), a few words (the body's name,
# its letters misread), `the`, the day's ordinal (its `day` glued and garbled), `of`, the month.
GARBLED_PASSAGE = re.compile(
    r"\b(?:Passed|Adopted)\b[^;\n]{0,40}?\bthe[ \t]+(?P<day>\d{1,2})(?:st|nd|rd|th)\S{0,8}[ \t]+"
    rf"of[ \t]+(?P<month>{MONTH_NAMES})\b"
)


def named_passage(head: str) -> list[tuple[str, date, int, int]]:
    """The adoption (event, date, start, end) the records name dates, when a passage agrees."""
    name = DATED_NAME.search(head[:HEAD_CHARS])
    if name is None:
        return []
    try:
        when = date(int(name.group("year")), int(name.group("month")), int(name.group("day")))
    except ValueError:
        return []
    for passage in GARBLED_PASSAGE.finditer(head):
        day, month = int(passage.group("day")), MONTHS[passage.group("month").lower()]
        if (day, month) == (when.day, when.month):
            return [("adoption", when, passage.start(), passage.end())]
    return []
