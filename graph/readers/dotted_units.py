"""A division numbered within its article by a dotted number of its own: `Div. 9.7`, `Division
11.7`, `this Div. 11.7` (Sandy Springs GA's Development Code: article 9, division 7, over its
sections `9.7.1`, `9.7.2`).

The number names the division whole, so it is the code's own unit (`within` says `code`): the
resolver's outline decides whether the code holds it (`graph.resolve.units`), and leaves it
unresolved with its reason where it does not. A division numbered by a plain count (`Division 3
of Article 4`) is `graph.readers.units`'; one whose number stands as a heading (`Div. 11.7. -
Nonconformities`) or is another body of law's (`Division 9.7 of the Business and Professions
Code`) is none of these.
"""

from __future__ import annotations

import re

from graph.readers.cursor import Cursor, Hit, Member, make_hit
from graph.readers.external import OWN, law_tail
from graph.records import CitationKind, Reference
from parsers.grammar.joints import LIST_WORD

# `Div. 9.7`, `Division 11.7`, `Divs. 9.3`: the keyword, then a two-part dotted number (the
# article's, the division's), never the start of a longer one (`9.7.1` is a section). Opens
# with the literal `Div`, so the anchor is found in the capitals' shared pass (no pass of its
# own: `graph.readers.anchors`).
DOTTED_DIVISION_RE = re.compile(
    r"Div(?:s?\.|isions?)[ \t]+(?P<number>\d{1,2}\.\d{1,2})(?![\w-]|\.\d)"
)
# What follows a division's number in its own heading line: a dash, colon or period, then a
# title to the line's end (`Div. 11.7. - Nonconformities`, `Division 9.7: Soil Erosion`).
_HEADING_AFTER_RE = re.compile(r"\.?[ \t]*(?:[-–—:]|\.)[ \t]+[A-Z][^\n]{0,100}$", re.MULTILINE)
# `this ` right before the keyword (`this Div. 11.7`): part of the citation's words.
_THIS_BEFORE_RE = re.compile(r"(?<![\w])[Tt]his[ \t]+$")
# Another body of law's name just before the keyword, on its line (`Public Resources Code
# Division 9.7`, `Cal. Bus. & Prof. Code, Div. 2.5`): that law's division.
_LAW_BEFORE_RE = re.compile(r"(?:\b(?:Code|Act|Laws?|Statutes|Regulations)|Stat\.),?[ \t]*$")
# More dotted numbers listed after the first (`Divs. 9.3 and 9.5`, `Div. 9.3, 9.5 or 9.7`).
_MORE_RE = re.compile(
    rf"(?:,[ \t]*(?:{LIST_WORD}[ \t]+)?|[ \t]+{LIST_WORD}[ \t]+)(?:Div\.[ \t]*)?"
    r"(?P<number>\d{1,2}\.\d{1,2})(?![\w-]|\.\d)"
)


def read_dotted_division(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Div. 9.7`, `this Div. 11.7`, `Divs. 9.3 and 9.5`: the code's division of that number."""
    at = anchor.start()
    if at and (text[at - 1].isalnum() or text[at - 1] == "-"):
        return None  # `SubDiv. 2.1`: no division of this grammar
    line_start = text.rfind("\n", 0, at) + 1
    if not text[line_start:at].strip() and _HEADING_AFTER_RE.match(text, anchor.end()):
        return None  # `Div. 11.7. - Nonconformities`: the division's own heading
    line = max(line_start, at - 60)
    if _LAW_BEFORE_RE.search(text, line, at):
        return None
    this = _THIS_BEFORE_RE.search(text, max(0, at - 8), at)
    start = this.start() if this else at
    members = [Member(_division(anchor["number"]), start, anchor.end())]
    pos = anchor.end()
    while more := _MORE_RE.match(text, pos):
        members.append(Member(_division(more["number"]), more.start("number"), more.end()))
        pos = more.end()
    cur = Cursor(text, pos, members)
    found = law_tail(cur)
    if found is not None and found is not OWN:
        return None  # `Division 9.7 of the Business and Professions Code`: that law's
    return make_hit(start, cur.pos, members)


def _division(number: str) -> Reference:
    return Reference(CitationKind.DIVISION, number, within="code")
