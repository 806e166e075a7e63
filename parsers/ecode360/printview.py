"""ecode360's print view (`https://ecode360.com/print/<CODE>?guid=…`) saved as text.

One paragraph per line, blank lines between; no pages, no download footer, no running headers.
It opens with the view's chrome (`Close`, `Print`, `Resize:`), the jurisdiction and a
`[print date]` placeholder, then the outline (`Title 18. Zoning`, `Division I. …`,
`Chapter 18.05. …`) and `§ N. Title.` headings with parenthesised history notes. The chrome
lines go to the page's header (where the jurisdiction is read from); the rest is one page for
the common structure parser.
"""

from __future__ import annotations

import re

from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.ecode360.text import split_lines

# The print view's controls and placeholders, each alone on its line.
CHROME = re.compile(r"^\s*(?:Close|Print|Resize:?|\[print date\])\s*$", re.IGNORECASE)
# How a saved print view starts: its controls, in this order, on the first lines.
OPENING = re.compile(r"^\s*Close\s*\n+\s*Print\s*\n+\s*Resize:?\s*$", re.MULTILINE)
# A `§ N. Title.` heading line.
HEADING_LINE = re.compile(r"^§\s*\d+[A-Z]?(?:[.:-]\d+[A-Z]?)+\.?\s+[A-Z(\[]", re.MULTILINE)
# A jurisdiction line: `City of Cornelius, OR`.
PLACE = re.compile(r"^\s*\S.*,\s*[A-Z]{2}\s*$")
# How far into the text the print view's opening may sit.
OPENING_WINDOW = 200


def looks_like_print_view(text: str) -> bool:
    """A saved print view: its controls at the top, or section headings with no footer."""
    return OPENING.search(text[:OPENING_WINDOW]) is not None


# A text with this many heading lines is a code text with its numbers, not scraped paragraphs.
MIN_HEADINGS = 3


def has_headings(text: str) -> bool:
    return any(
        count >= MIN_HEADINGS for count, _ in enumerate(HEADING_LINE.finditer(text), start=1)
    )


def read_print_view(text: str) -> ExportText:
    """The print view as one page: chrome and the jurisdiction as header, the rest as body."""
    lines = split_lines(text)
    header: list[Line] = []
    body: list[Line] = []
    for line in lines:
        opening = not body
        if CHROME.match(line.text) or (opening and PLACE.match(line.text)):
            header.append(line)
        else:
            body.append(line)
    return ExportText(text, (ExportPage(1, tuple(body), tuple(header), ()),), wrapped=False)
