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
# The records name's date, before the word `Ordinance` (`…About1988-11-08-Ordinance 2106`), or
# after the ordinance's folder and number, between dashes (`…AboutOrdinances - MC-80-206 -
# 12/01/1980 - Aldermen salaries`).
DATED_NAME = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[ \t]*(?:"
    r"(?P<year>(?:18|19|20)\d\d)-(?P<month>\d\d)-(?P<day>\d\d)[ \t-]*Ordinance\b|"
    r"Ordinances?[ \t]+-[ \t]+[^\n]{1,40}?[ \t]+-[ \t]+"
    r"(?P<month2>\d\d)/(?P<day2>\d\d)/(?P<year2>(?:18|19|20)\d\d)[ \t]+-[ \t])",
    re.IGNORECASE,
)
# The passage line as an OCR may garble it: `Passed` (or `Adopted`, in any case), a few words (the
# body's name, its letters misread), `the` or `this`, the day's ordinal (its `day` glued and
# garbled), `of`, the month, perhaps on the next line (`PASSED this 1st day of⏎December`).
GARBLED_PASSAGE = re.compile(
    r"\b(?i:Passed|Adopted)\b[^;\n]{0,40}?\b(?:the|this)[ \t]+(?P<day>\d{1,2})"
    rf"(?:st|nd|rd|th)\S{{0,8}}(?:[ \t]+day)?[ \t]+of[ \t]*\n?[ \t]*(?P<month>{MONTH_NAMES})\b"
)


def named_passage(head: str) -> list[tuple[str, date, int, int]]:
    """The adoption (event, date, start, end) the records name dates, when a passage agrees."""
    name = DATED_NAME.search(head[:HEAD_CHARS])
    if name is None:
        return []
    try:
        year, month, day = (name.group(k) or name.group(k + "2") for k in ("year", "month", "day"))
        when = date(int(year), int(month), int(day))
    except ValueError:
        return []
    for passage in GARBLED_PASSAGE.finditer(head):
        day, month = int(passage.group("day")), MONTHS[passage.group("month").lower()]
        if (day, month) == (when.day, when.month):
            return [("adoption", when, passage.start(), passage.end())]
    return []
