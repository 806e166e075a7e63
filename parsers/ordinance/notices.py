"""A legal notice of passage: the clerk's notice that a council adopted measures amending its
code (`Notice is hereby given that … resolutions amending the Code of Ordinances were adopted`),
listing each measure by its subject (`Amendment to Sec 5-18, 5-59, 14-92 and 14-93 … to
eliminate the Committee on Licenses`) without its operative text.

A newspaper's summary of an ordinance states its effective date in a sentence of its own (`The
Ordinance has an effective date of November 8, 2018.`): that date is read.

Such a notice is read for its metadata (the date of adoption), never refused and never turned
into amendments: a subject says neither whether a section is replaced, cut down or repealed nor
what its new text is. The sections it names are reported in a warning, as affected at most.
"""

from __future__ import annotations

import re
from datetime import date

from parsers.grammar.joints import LIST_WORD
from parsers.ordinance.dates import ANY_DATE, date_of
from parsers.ordinance.titles import TITLE_OPENER
from parsers.records import ParseIssue, Severity

# A clerk's notice that a body passed measures: `Notice is hereby given that by a majority vote
# … were adopted` (done: never `… may be adopted`), within one sentence, or a heading `NOTICE OF
# … PASSAGE`/`ADOPTION`/`AMENDMENT OF …` (Proctor VT's town ordinance; never a hearing's: `NOTICE OF
# PUBLIC HEARING ON PROPOSED ADOPTION`).
NOTICE_OF_PASSAGE = re.compile(
    r"\bnotice\s+is\s+(?:hereby\s+)?given\s+that\b[^.]{0,400}?\b(?:was|were|been|duly)\s+"
    r"(?:adopted|passed|enacted)\b|"
    r"\bnotice\s+of\s+(?:(?!hearing|proposed|intent)[\w,]+\s+){0,5}"
    r"(?:passage|adoption|enactment|amendments?\s+(?:of|to)\b)",
    re.IGNORECASE,
)
# Sections a notice names: `Sec 2-360`, `Sec. 5-18, 5-59, 14-92 and 14-93`, `Section 4.12`.
NAMED_SECTIONS = re.compile(
    rf"\bSec(?:tions?|s?\.?)\s+(?P<run>\d+[\w.\-]*\d(?:\s*(?:,|{LIST_WORD})\s*\d+[\w.\-]*\d)*)",
    re.IGNORECASE,
)
# One number in such a run (`14-92`).
RUN_NUMBER = re.compile(r"\d+[\w.\-]*\d")
# A summary's sentence stating the effective date (`The Ordinance has an effective date of
# November 8, 2018.`): never a caption's `to provide for an amended effective date of …`.
# Found from `effective` (letters in either case by their own classes: the search scans for its
# first letter, not for every `h`/`s` a case-blind `has|have` would try), the verb before it
# checked after (`HAS_AN_BEFORE`).
STATED_EFFECTIVE = re.compile(
    r"[Ee][Ff][Ff][Ee][Cc][Tt][Ii][Vv][Ee]\s+date\s+of\s+(?:" + ANY_DATE + ")", re.IGNORECASE
)
HAS_AN_BEFORE = re.compile(r"\b(?:has|have|shall\s+have)\s+an\s+$", re.IGNORECASE)

# A caption read as the text before the first section that is the sentence introducing the
# sections (`This Ordinance amends Ordinance 2017-01, (…) as follows:`, a summary's): no title.
INTRODUCING_END = re.compile(r"\bas\s+follows\s*:$", re.IGNORECASE)
# An enacting clause run into the caption (`… DOES ORDAIN AS FOLLOWS:`): the title is before it.
ORDAINS = re.compile(r"\b(?:ordain|enact)", re.IGNORECASE)


def caption_title(title: str) -> str:
    """The caption's title, empty when it is a sentence introducing the sections."""
    if INTRODUCING_END.search(title) is None or ORDAINS.search(title) or TITLE_OPENER.search(title):
        return title
    return ""


def stated_effective(text: str) -> date | None:
    """The effective date a sentence of the text states (`STATED_EFFECTIVE`), or None."""
    for found in STATED_EFFECTIVE.finditer(text):
        if HAS_AN_BEFORE.search(text, max(0, found.start() - 24), found.start()) is not None:
            return date_of(found)
    return None


def notice_sections(text: str) -> tuple[str, ...]:
    """The code sections a notice names, in order, each once."""
    named: list[str] = []
    for match in NAMED_SECTIONS.finditer(text):
        for number in RUN_NUMBER.findall(match.group("run")):
            if number not in named:
                named.append(number)
    return tuple(named)


def notice_issue(text: str, document: str) -> ParseIssue | None:
    """The warning for a notice of passage with no operative text, or None when `text` is not
    such a notice."""
    if NOTICE_OF_PASSAGE.search(text) is None:
        return None
    named = notice_sections(text)
    affected = (
        f"; the sections it names ({', '.join(named)}) are affected at most, not changed"
        if named
        else ""
    )
    return ParseIssue(
        document,
        "text",
        Severity.WARNING,
        "notice-of-passage",
        "a notice of passage: it names the measures adopted by their subjects, not their "
        f"text, so its dates are read and no instruction{affected}",
    )
