"""ecode360's print view (`https://ecode360.com/print/<CODE>?guid=…`) saved as text.

One paragraph per line, blank lines between; no pages, no download footer, no running headers.
It opens with the view's chrome (`Close`, `Print`, `Resize:`), the jurisdiction and a
`[print date]` placeholder, then the outline (`Title 18. Zoning`, `Division I. …`,
`Chapter 18.05. …`) and `§ N. Title.` headings with parenthesised history notes. The chrome
lines go to the page's header (where the jurisdiction is read from); the rest is one page for
the common structure parser.

The text of a code page copied from a browser is the same without the chrome (and without the
periods after the numbers): it opens with its chapter line (`Chapter 71 Noise`) and its section
headings (`§ 71-1 Purpose.`) carry that chapter's number (`looks_like_code_page`).
"""

from __future__ import annotations

import re

from parsers.ecode360.classify import CHAPTER
from parsers.ecode360.pages import ExportPage, ExportText, Line
from parsers.ecode360.text import split_lines
from parsers.schemes import JOINED_NUMBER
from parsers.sniff import CAPTION_LINE

# The print view's controls and placeholders, each alone on its line.
CHROME = re.compile(r"^\s*(?:Close|Print|Resize:?|\[print date\])\s*$", re.IGNORECASE)
# How a saved print view starts: its controls, in this order, on the first lines.
OPENING = re.compile(r"^\s*Close\s*\n+\s*Print\s*\n+\s*Resize:?\s*$", re.MULTILINE)
# A heading line's section number: parts joined by `.`, `:` or `-` (`17.62.030`, `71-1`,
# `19:2-4`), each digits with an optional capital suffix: the registry's `JOINED_NUMBER`, any
# scheme's (the print view's scheme is read later, from these numbers).
HEADING_NUMBER_SHAPE = JOINED_NUMBER
# A `§ N. Title.` heading line.
HEADING_LINE = re.compile(rf"^§\s*{HEADING_NUMBER_SHAPE}\.?\s+[A-Z(\[]", re.MULTILINE)
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


# A `§ N Title.` heading line's number, the period after it optional (a browser copy prints
# `§ 71-1 Purpose.`, the print view `§ 71-1. Purpose.`).
HEADING_NUMBER = re.compile(
    rf"^§\s*(?P<number>{HEADING_NUMBER_SHAPE})\.?\s+[A-Z(\[\"“]", re.MULTILINE
)
# A non-blank line: a copied page opens with its chapter line within its first few of them
# (a site's name or the jurisdiction may come first).
NONBLANK = re.compile(r"^[ \t]*\S.*$", re.MULTILINE)
OPENING_LINES = 6
# How far a copied page's first section heading may sit after its chapter line: the chapter's
# `[HISTORY: …]` note, `GENERAL REFERENCES` and a contents list come between.
FIRST_HEADING_WINDOW = 20_000
# The separators that join a chapter's number to its sections' (`71-1`, `17.62.030`, `19:2-4`).
JOINS = ("-", ".", ":")


def _opening_chapter(text: str) -> re.Match[str] | None:
    """The chapter line among the text's first `OPENING_LINES` non-blank lines, unless an
    ordinance's caption comes before it (an ordinance that reprints a chapter it amends)."""
    for count, line in enumerate(NONBLANK.finditer(text), start=1):
        chapter = CHAPTER.match(line.group().strip())
        if chapter is not None:
            return chapter
        if CAPTION_LINE.match(line.group()) or count == OPENING_LINES:
            break
    return None


def looks_like_code_page(text: str) -> bool:
    """The text of an ecode360 code page copied from a browser (no footer, no chrome): it opens
    with a chapter line (`Chapter 71 Noise`), and the first `§` heading after it is numbered in
    that chapter (`§ 71-1 Purpose.`), the chapter's number joined to the section's as a
    numbering scheme joins them. Structure only: no city's words, no folder."""
    chapter = _opening_chapter(text)
    if chapter is None:
        return False
    heading = HEADING_NUMBER.search(text, 0, FIRST_HEADING_WINDOW)
    if heading is None:
        return False
    number, prefix = heading.group("number"), chapter.group("id")
    return any(number.startswith(prefix + join) for join in JOINS)


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
