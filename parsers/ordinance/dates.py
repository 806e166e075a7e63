"""Dates an ordinance prints outside its recitals: cover-page lines, closing blocks, bill headers.

- cover-page and certificate lines: `Submitted to the Rivergrove City Council on October 12,
  1998`, `Adopted by the Rivergrove City Council on 10/14/02`, `Adopted by Rivergrove City
  Council: November 13, 2017`, `City Council Public Hearing: November 13, 2017`, `Approved by the
  Planning Commission … on 6-9-08` (numeric dates, two-digit years included);
- the closing block: `PASSED AND ADOPTED this 9th day of March, 2001`, `PASSED AND APPROVED:
  September 10, 2025`;
- a state bill's header: `I N  S E N A T E` (or `A S S E M B L Y`) and the date it was introduced.

A council adopts; a planning commission that "adopts" or "approves" an ordinance recommends it,
so its line is a recommendation, never the adoption.
"""

from __future__ import annotations

import re
from datetime import date

MONTH_LIST = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
]
MONTHS = {name: index for index, name in enumerate(MONTH_LIST, start=1)}
# A day of the month spelled out (`SEVENTH DAY OF MAY`), in order.
ORDINALS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
    "thirteenth",
    "fourteenth",
    "fifteenth",
    "sixteenth",
    "seventeenth",
    "eighteenth",
    "nineteenth",
    "twentieth",
    "twenty-first",
    "twenty-second",
    "twenty-third",
    "twenty-fourth",
    "twenty-fifth",
    "twenty-sixth",
    "twenty-seventh",
    "twenty-eighth",
    "twenty-ninth",
    "thirtieth",
    "thirty-first",
]
MONTH_NAMES = "|".join(name.capitalize() for name in MONTH_LIST)

# A date as printed: `October 12, 1998`, `12th day of June, 2025`, `10/14/02`, `6-9-08`, `05/07/03`;
# `A.D.` between the month and the year read through (`7th day of May, A.D., 2024`), no blank
# after the comma (`March 6,1924`) or one before it (`6th day of December , 1984`, typed so), and
# an OCR'd day's ordinal spaced (`2 nd of July`), typed with a period (`this 6th. day of May ,
# 1968`) or garbled into marks (`9"~ day of`); after a day
# and its month (or a month and its day: `September 22. 2003`), OCR's period for the comma
# (`26th day of February. 2004`) and a blank inside
# the year (`8th day of October 19 74`, a typed `19__` blank filled in).
ANY_DATE = (
    rf"(?:(?P<month>{MONTH_NAMES})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?[ \t]?[,.]?\s*"
    rf"(?P<year>\d{{4}})|"
    rf"(?P<day2>\d{{1,2}})(?:[ \t]?(?:st|nd|rd|th)\.?|[\"'`~^]{{1,3}})?\s+(?:day\s+of\s+|of\s+)?"
    rf"(?P<month2>{MONTH_NAMES})[ \t]?[,.]?\s*"
    r"(?:A\.?\s?D\.?,?\s+)?(?P<year2>\d{4}|(?:1[89]|20)[ \t]\d\d(?!\d))|"
    r"(?P<nmonth>\d{1,2})[/-](?P<nday>\d{1,2})[/-](?P<nyear>\d{4}|\d{2})(?![\d/-]))"
)
DATE = re.compile(ANY_DATE, re.IGNORECASE)
TWO_DIGIT_PIVOT = 70  # `02` is 2002, `98` is 1998

# A dated line of a cover page or certificate: its label, `on` or `:`, the date.
LABELLED = re.compile(
    r"^[ \t#>]*(?P<label>(?:Submitted|Introduced|Presented|Adopted|Approved|Passed|Enacted|"
    r"Planning\s+Commission|City\s+Council|Town\s+Council|Council|First\s+Reading|Second\s+"
    r"Reading)\b[^\n:]{0,100}?)(?:\s+on|\s*:)[ \t]*(?:this\s+)?" + ANY_DATE,
    re.IGNORECASE | re.MULTILINE,
)

# The closing block's adoption: `PASSED AND ADOPTED this 9th day of March, 2001`, `PASSED,
# APPROVED AND ADOPTED …`, `PASSED AND APPROVED: September 10, 2025`; after `on final passage`,
# who passed it may stand between (`PASSED AND APPROVED on final passage by the City Council of
# the City of Choteau, Montana, this 19th day of October, 1999`), never after a first reading.
# Minnesota's closing names the act in two words, `enacted` alone never one (`as enacted on`):
# `Adopted and ordained into an Ordinance this 3rd day of November, 2009`, `Enacted and ordained …`.
CLOSING = re.compile(
    r"\b(?:(?:PASSED|ADOPTED)\b(?:,?\s+(?:AND\s+)?(?:APPROVED|ADOPTED|PASSED))*|"
    r"(?:ENACTED|ADOPTED)\s+AND\s+ORDAINED\s+into\s+an\s+Ordinance\b)"
    r"(?:\s+on\s+final\s+(?:passage|reading)(?:\s+by\s+the\s+[^.;:]{1,160}?,?)?)?"
    r"[ \t]*[:,]?[ \t]*"
    r"(?:this\s+|on\s+)?" + ANY_DATE,
    re.IGNORECASE,
)

# A code, plan or other law named in the clause right before an adoption: that law's adoption.
# So is an ordinance cited by its number right before (`Ordinance No. 26-1986, adopted May 5,
# 1986`, `Ordinance No. 12, which was passed …`, `… Ordinance (No. 1371), adopted 10 November
# 2008`); this one's own certificate says `was`. The ordinance's place may stand between, and a
# title's line break (`AMENDING ORDINANCE NO. 20, OF THE CITY OF LINO LAKES,⏎PASSED BY …`).
CITED_ADOPTION = re.compile(
    r"\b(?:Code|Ordinances|Plan|Charter|Act|Statutes?)\b[^.;:\n]{0,100}$|"
    r"\bOrdinance[ \t]+\(?(?:No\.?|Number|#)[ \t]*[\w.-]*\d[\w-]*(?:\.\d+)*\)?[ \t,]*"
    r"(?:of[ \t]+the[ \t]+(?:City|Village|Town|County)[ \t]+of[ \t]+[A-Z][\w. '-]{0,40}?,\s*)?"
    r"(?:(?:which|that)[ \t]+(?:was|were)[ \t]+)?(?:as[ \t]+)?$",
    re.IGNORECASE,
)

# A state bill's header: the chamber, spaced out, then the date it was introduced.
BILL_HEADER = re.compile(
    r"\bI\s?N\s+(?P<chamber>S\s?E\s?N\s?A\s?T\s?E|A\s?S\s?S\s?E\s?M\s?B\s?L\s?Y)\s+" + ANY_DATE,
    re.IGNORECASE,
)

# Who acted, from a line's label.
PLANNING = re.compile(r"\bPlanning\s+Commission\b", re.IGNORECASE)
COUNCIL = re.compile(
    r"\b(?:(?:City|Town|Village)\s+Council|Council|Board\s+of\s+(?:Supervisors|Trustees))\b",
    re.IGNORECASE,
)


# A legislature's act (`It is hereby enacted by the General Assembly of the State of Vermont`, `Be
# it enacted by the Senate and House of Representatives`): its `Approved` date is the governor's
# signature, never the act's passage.
LEGISLATURE_ENACTS = re.compile(
    r"\benacted\s+by\s+the\s+(?:General\s+Assembly|Legislature|Senate\s+and\s+House)\b",
    re.IGNORECASE,
)
# A notice's schedule in the future tense (`… will be heard and considered by the City Planning
# Commission on Monday, June 26, 2023 … and the City Council will consider first reading …`):
# its dates are meetings to come, never the ordinance's events.
SCHEDULED = re.compile(r"\bwill\s+(?:be\s+)?(?:heard|held|consider(?:ed)?|hold|meet|vote)\b", re.I)
ACT_HEAD_CHARS = 3000  # the enacting clause of an act stands within this


def is_legislature_act(text: str) -> bool:
    """Whether `text` is a legislature's act (`LEGISLATURE_ENACTS` in its head)."""
    return LEGISLATURE_ENACTS.search(text, 0, ACT_HEAD_CHARS) is not None


def date_of(match: re.Match[str]) -> date | None:
    """The date an `ANY_DATE` match prints (None when it is no real day)."""
    groups = match.groupdict()
    try:
        if groups.get("nmonth"):
            year = int(groups["nyear"])
            if year < 100:
                year += 2000 if year < TWO_DIGIT_PIVOT else 1900
            return date(year, int(groups["nmonth"]), int(groups["nday"]))
        month = groups.get("month") or groups.get("month2")
        day = groups.get("day") or groups.get("day2")
        year_text = groups.get("year") or groups.get("year2")
        if month is None or day is None or year_text is None:
            return None
        return date(int("".join(year_text.split())), MONTHS[month.lower()], int(day))
    except ValueError:
        return None


def _event(label: str) -> tuple[str, str] | None:
    """(body, event) for a dated line's label; None when the label says nothing it knows."""
    words = " ".join(label.split())
    lower = words.lower()
    council = COUNCIL.search(words)
    body = " ".join(council.group(0).split()) if council is not None else None
    if body == "Council":
        body = "City Council"
    if PLANNING.search(words):
        event = "public hearing" if "hearing" in lower else "recommendation"
        return "Planning Commission", event
    if body is None:
        return None
    if "hearing" in lower:
        return body, "public hearing"
    if lower.startswith(("submitted", "introduced", "presented", "first reading")):
        return body, "introduction"
    if lower.startswith(("adopted", "passed", "enacted", "approved", "second reading")):
        return body, "adoption"
    return None


def labelled_events(text: str) -> list[tuple[date, str, str, str, int, int]]:
    """(date, body, event, raw line, start, end) for each dated cover-page line, in order."""
    found: list[tuple[date, str, str, str, int, int]] = []
    for match in LABELLED.finditer(text):
        what = _event(match.group("label"))
        when = date_of(match)
        if what is None or when is None or cited_adoption(text, match.start(), match.group(0)):
            continue  # (a title's line on the ordinance it amends: `PASSED … ON AUGUST 26, 1957`)
        raw = " ".join(match.group(0).lstrip(" \t#>").split())
        found.append((when, what[0], what[1], raw, match.start(), match.end()))
    return found


def closing_adoption(text: str) -> re.Match[str] | None:
    """The first adoption of the closing block that is not another law's (`THE REVISED CODE …,
    ADOPTED DECEMBER 3, 1991`: the code's adoption, in the same clause as its name)."""
    for match in CLOSING.finditer(text):
        if CITED_ADOPTION.search(text, max(0, match.start() - 120), match.start()) is None:
            return match
    return None


def bill_introduced(text: str) -> tuple[date, str, str] | None:
    """(date, chamber, raw) from a state bill's header, or None."""
    match = BILL_HEADER.search(text)
    when = date_of(match) if match is not None else None
    if match is None or when is None:
        return None
    chamber = "".join(match.group("chamber").split()).capitalize()
    return when, chamber, " ".join(match.group(0).split())


def cited_adoption(text: str, start: int, passage: str) -> bool:
    """Whether the passage words `passage` at `text[start:]` report another law's adoption
    (`CITED_ADOPTION` right before them). Passage words in capitals after words in lower case
    open a clerk's block (`… Charter of the City of College Station PASSED, ADOPTED and
    APPROVED this …`, a text whose line breaks were lost): never a cited one."""
    before = CITED_ADOPTION.search(text, max(0, start - 120), start)
    if before is None:
        return False
    return not (passage.split()[0].isupper() and any(ch.islower() for ch in before.group(0)))
