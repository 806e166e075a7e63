"""An ordinance's own passage dates in the forms records systems, clerks and transcribers print.

What `dates` and `metadata` read (recitals, cover-page lines, `PASSED AND ADOPTED this 9th day of
March, 2001` at a line's start) covers a few states; this module reads the rest, as fallbacks:

- a legislation system's record fields (Legistar, Granicus): `File created: 3/23/2006`
  (introduced), `Final action: 4/11/2006` (adopted), `Effective date: 4/29/2006`;
- a transcription's reading history: `1st Reading (01/24/2022)`, `Passed (02/14/2022)`; a
  history's `Passed Third Reading: July 7, 2020`, and `Approved: July 8, 2020` when no passage is
  printed (also in a clerk's block after the last section);
- the closing block of a scan whose line breaks were lost, or whose clerk names the body:
  `PASSED AND APPROVED this 25th day of July, 1977`, `Passed by the City Council this 15th day
  of March, 1999`, `ADOPTED BY THE COUNCIL FEBRUARY 20, 1973`, `PASSED AND ADOPTED THIS SEVENTH
  DAY OF MAY, A.D., 2024`, the place or the mayor's approval before `this <date>`, OCR'd ordinals
  (`9"~ day of`, `2 nd of July`), a clerk's certificate (`was thereafter passed and adopted at a
  regular meeting held June 13, 1939`), a line opening with `Adopted and ordered published … on`;
- a signature block whose OCR printed its labels before their dates, a stamp on the passage
  label (`JUL 9 1958 Passed by the Council`); with no passage printed, the mayor's approval
  (`[Approved by Mayor, October 27, 1920.`; a legislature's act's `Approved` is the governor's),
  an act's `ratified, this the … day of`, else the date ending a records system's document name.

What they found is never replaced. Only the text from the last section on is searched for a
closing date: a date in the title (`… ADOPTED DECEMBER 3, 1991`) is never taken for this one's.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

from parsers.ordinance.dates import (
    CITED_ADOPTION,
    MONTH_NAMES,
    MONTHS,
    ORDINALS,
    cited_adoption,
    date_of,
    is_legislature_act,
)
from parsers.ordinance.first_readings import A_DATE, PASSAGE_DATE, introduction_match
from parsers.ordinance_records import OrdinanceEvent
from parsers.records import SourceSpan

HEAD_CHARS = 4000  # a record's fields and a transcription's reading history come first
ORDINAL_VALUES = {word: index for index, word in enumerate(ORDINALS, start=1)}

NEXT_LINE_FIGURES = r"[ \t]*\d{1,2}/\d{1,2}/\d{4}[ \t]*(?:\n|\Z)"  # a block's value, alone
# A record field or reading-history line: its label (Legistar's `Intro date`), `:` or `(`, the date.
FIELD = re.compile(  # (the look-ahead passes over positions that start no label's word)
    r"(?=(?-i:[fdi1pecFDIPECAE]))\b(?P<label>File[ \t]+created|Date[ \t]+introduced|"
    r"Intro[ \t]+date|Introduced|1st[ \t]+Reading|First[ \t]+Reading|Final[ \t]+action|"
    r"Enactment[ \t]+date|Date[ \t]+passed|Passed(?:[ \t]+(?:Third|3rd|Final)[ \t]+Reading)?|"
    r"Effective(?:[ \t]+date)?|Council[ \t]+Action[ \t]+Date|Approved|Enacted)"
    # `:` (figures may stand alone on the next line), OCR's `s` after `date` (`Effective Dates
    # April 4, 1981`), `(`, a cell border (`Introduced | 6/2/2020`); or none, cells joined: the
    # month glued (`IntroducedJune 2, 2020`), blank then figures ending a line (`Enacted 7/8/98`)
    rf"(?:(?<=date)(?-i:s)[ \t]+(?=(?-i:{MONTH_NAMES}))|"
    rf"(?:[ \t]*(?::(?:[ \t]*\n(?={NEXT_LINE_FIGURES}))?|\(|(?=\|))[ \t]*\|?[ \t]*"
    rf"|(?=(?-i:{MONTH_NAMES}))"
    r"|[ \t]+(?=\d{1,2}/\d{1,2}/\d{2,4}[ \t]*(?:\n|\Z))))" + PASSAGE_DATE,
    re.IGNORECASE,
)
FIELD_KINDS = {
    "file created": "introduction",
    "date introduced": "introduction",
    "introduced": "introduction",
    "intro date": "introduction",
    "1st reading": "introduction",
    "first reading": "introduction",
    "final action": "adoption",
    "enactment date": "adoption",
    "date passed": "adoption",
    "passed": "adoption",
    "effective date": "effective",
    "effective": "effective",
    "council action date": "adoption",
    "passed third reading": "adoption",
    "passed 3rd reading": "adoption",
    "passed final reading": "adoption",
    "enacted": "adoption",
    "approved": "approval",  # the council's or the mayor's: the adoption only when no passage is
}
# Which adoption a record prints wins: its passage over an approval.
FIELD_RANK = {"adoption": 0, "approval": 1}

# A character of the words between a passage's body and its date: no sentence's end, no digit, and
# never the start of a reading or an introduction (`on first reading this …` is no adoption).
NO_READING = r"(?:(?!reading|introduc)[^.;:\d])"
# The closing block's passage: `PASSED AND APPROVED this …`, `Passed by the City Council this …`,
# `PASSED BY THE GOVERNING BODY, not less than two-thirds … voting in favor thereof, this …`.
PASSED = re.compile(
    r"\b(?:PASSED|ADOPTED|ENACTED)\b(?:,?[ \t]+(?:AND[ \t]+)?(?:APPROVED|ADOPTED|PASSED|ORDERED\s+"
    r"(?:PUBLISHED|PRINTED|TO[ \t]+PRINT)|AS[ \t]+AMENDED|ORDAINED(?:\s+INTO\s+AN\s+ORDINANCE)?))*"
    # `… on final reading`, `on second and final reading` (never a first one)
    r"(?:[ \t\n]+on[ \t\n]+(?:(?:second|third)[ \t\n]+(?:and[ \t\n]+)?)?final[ \t\n]+reading)?"
    r"(?:[ \t\n]+by[ \t\n]+(?:(?:a[ \t\n]+)?vote[ \t\n]+of[ \t\n]+)?(?:the[ \t\n]+)?"
    r"(?:[A-Z][\w.]*[ \t\n]+){0,4}?(?:Council|Commission|Governing[ \t\n]+Body|"
    r"Board(?:[ \t\n]+of[ \t\n]+\w+)?|Trustees|Commissioners|Assembly|Legislature)"
    # … then a final reading, the place or the mayor's approval before `this <date>` or `, 25th
    # day of` (`by vote of the Council of the Town of Silver City, …, New Mexico, 25th day of
    # August`; `and APPROVED by the Mayor this`), never a first reading (an introduction); or
    # the place and meeting before `on the <day>th (day) of` (`adopted by the City Council of the
    # City of Albert Lea on the 27th day of September`, `in regular meeting assembled on the 7th
    # of June, 1988`).
    r"(?:[ \t\n]+on[ \t\n]+(?:(?:second|third)[ \t\n]+(?:and[ \t\n]+)?)?final[ \t\n]+reading)?"
    rf"(?:{NO_READING}{{1,80}}?(?=[ \t\n]this[ \t\n]|,[ \t\n]+\d\d?(?:st|nd|rd|th)[ \t\n]day\b|"
    r"[ \t\n]on[ \t\n]+the[ \t\n]+\d\d?(?:st|nd|rd|th)[ \t\n]+(?:day[ \t\n]+)?of\b))?)?"
    # A clerk's certificate: `… passed and adopted at a regular meeting held June 13, 1939`, `at
    # its meeting of June 12, 2024`.
    rf"(?:{NO_READING}{{0,60}}?,?[ \t\n]+at[ \t\n]+(?:a|an|its|the)[ \t\n]+{NO_READING}{{0,60}}?"
    rf"\bmeeting\b{NO_READING}{{0,60}}?[ \t\n](?:held|of|on))?"
    # (typed into a blank: `on ____May 10, 2004`, `this day of 5th day of`; OCR's `tfus` for this)
    r"[ \t\n]*[:,]?[ \t\n]*(?:on[ \t\n]+|t[a-z]{2,3}[ \t\n]+(?:day[ \t\n]+of[ \t\n]+)?)?"
    r"(?:the[ \t\n]+)?_*" + PASSAGE_DATE,
    re.IGNORECASE,
)
# A passage label (`Passed by the Council`) in a signature block whose OCR printed the labels of
# its rows first and their dates after (`Passed by the Council Submitted to the Mayor Approved
# by the Mayor Filed … November 19, 1984 November 20, 1984 …`): each row label starts with one
# of these words, and the n-th date is the n-th row's.
PASSAGE_LABEL = re.compile(
    r"\bPassed[ \t\n]+by[ \t\n]+(?:the[ \t\n]+)?(?:[A-Z][\w.]*[ \t\n]+){0,3}?"
    r"(?:Council|Commission|Board|Trustees|Commissioners)\b",
    re.IGNORECASE,
)
ROW_LABEL = re.compile(
    r"\b(?:Submitted|Approved|Filed|Signed|Published|Attested|Received|Posted|Recorded|"
    r"Presented|Delivered|Returned)\b",
    re.IGNORECASE,
)
LABEL_REACH = 240  # characters of row labels between the passage label and the first date
# A clerk's stamp printed on the passage label's line, which the OCR reads first (`JUL 9 1958
# Passed by the Council`): its month abbreviated, in capitals.
STAMP_BEFORE_PASSAGE = re.compile(
    r"\b(?P<amonth>JAN|FEB|MAR|APR|MAY|JUNE?|JULY?|AUG|SEPT?|OCT|NOV|DEC)\.?[ \t]+"
    r"(?P<aday>\d{1,2}),?[ \t]+(?P<ayear>\d{4})[ \t\n]+Passed[ \t\n]+by\b"
)
# A records system's document name (Laserfiche WebLink) ending with a date (`HomeMy WebLinkAbout969
# Enacting Chapter 13.13 … 02-26-2020AN ORDINANCE …`): the enactment date, when the text has none.
NAMED_RECORD_DATE = re.compile(
    r"Home[ \t]?My[ \t]?(?:WebLink|Public[ \t]?Portal)[ \t]?About[^\n]{0,200}?[ \t]"
    r"(?P<nmonth>\d{1,2})[/-](?P<nday>\d{1,2})[/-](?P<nyear>\d{4})"
    r"(?=[ \t]*(?:AN?[ \t]+[A-Z]|ORDINANCE\b|$))",
    re.MULTILINE,
)
STAMP_MONTHS = {"JUN": "june", "JUNE": "june", "JUL": "july", "JULY": "july", "SEP": "september"}
STAMP_MONTHS |= {"SEPT": "september"}
# The mayor's approval, the enactment date when no passage is printed: `Approved by Mayor,
# October 27, 1920`, and the approval line of a signature block the mayor signs, its label in
# capitals (`APPROVED this 13th day of June, 1939.`).
APPROVED = re.compile(
    r"(?:\bApproved[ \t\n]+by[ \t\n]+(?:the[ \t\n]+)?Mayor[ \t\n]*[:,]?[ \t\n]*"
    r"(?:on[ \t\n]+|this[ \t\n]+)?|(?-i:\bAPPROVED)[ \t\n]+this[ \t\n]+(?:the[ \t\n]+)?)"
    + PASSAGE_DATE,
    re.IGNORECASE,
)
# A signature block dated above its signatures, in capitals (`DATED this 31st day of August, 1994.`,
# Oregon counties; `ORDAINED this the 17th day of June, 2013.`, Georgia): the adoption, if no other.
DATED = re.compile(r"^[ \t]*(?-i:DATED|ORDAINED)\s+this\s+(?:the\s+)?" + PASSAGE_DATE, re.I | re.M)
# An act's enactment (`read three times and ratified, this the 14th day of February, 1969.`).
RATIFIED = re.compile(r"\bratified,?\s+(?:this\s+)?(?:the\s+)?" + PASSAGE_DATE, re.I)


@dataclass(frozen=True, slots=True)
class PassageDate:
    when: date
    event: str  # `introduction`, `adoption`, `effective`
    raw: str  # the words it came from
    start: int
    end: int


def _when(match: re.Match[str]) -> date | None:
    groups = match.groupdict()
    if groups.get("sday"):
        try:
            return date(
                int(groups["syear"]),
                MONTHS[groups["smonth"].lower()],
                ORDINAL_VALUES[groups["sday"].lower()],
            )
        except ValueError:
            return None
    return date_of(match)


def _found(match: re.Match[str], event: str, offset: int) -> PassageDate | None:
    when = _when(match)
    if when is None:
        return None
    raw = " ".join(match.group(0).split())
    return PassageDate(when, event, raw, offset + match.start(), offset + match.end())


def record_dates(text: str) -> list[PassageDate]:
    """The dates a record's fields or a reading history print, in text order."""
    found = (
        _found(m, FIELD_KINDS[" ".join(m.group("label").lower().split())], 0)
        for m in FIELD.finditer(text)
    )
    return [one for one in found if one is not None]


def closing_passage(text: str, start: int) -> PassageDate | None:
    """The passage the closing of `text` (from `start` on) prints, else the mayor's approval."""
    closing = text[start:]
    for pattern in (PASSED, APPROVED, DATED, RATIFIED):
        for match in pattern.finditer(closing):
            cited = cited_adoption(closing, match.start(), match.group(0))
            clerks = _clerks(match) or _opens_line(closing, match)
            one = _found(match, "adoption", start) if clerks and not cited else None
            if one is not None:
                return one
    return None


def tabled_passage(text: str, start: int) -> PassageDate | None:
    """The passage date of a signature block whose row labels the OCR printed before their dates
    (see `PASSAGE_LABEL`), or of a stamp printed before the label; None unless as many dates
    follow as there are rows."""
    closing = text[start:]
    if "assed" not in closing and "ASSED" not in closing:  # faster than the patterns' absence
        return None
    for label in PASSAGE_LABEL.finditer(text, start):
        reach = text[label.end() : label.end() + LABEL_REACH]
        first = A_DATE.search(reach)
        if first is None or any(ch.isdigit() for ch in reach[: first.start()]):
            continue
        rows = 1 + len(ROW_LABEL.findall(reach[: first.start()]))
        dates: list[re.Match[str]] = [first]
        while len(dates) < rows:
            following = A_DATE.match(reach, dates[-1].end() + _blank(reach, dates[-1].end()))
            if following is None:
                break
            dates.append(following)
        if rows > 1 and len(dates) == rows:
            return _found(first, "adoption", label.end())
    stamp = STAMP_BEFORE_PASSAGE.search(text, start)
    if stamp is not None:
        month = stamp.group("amonth")
        name = STAMP_MONTHS.get(month) or next(m for m in MONTHS if m.startswith(month.lower()))
        try:
            when = date(int(stamp.group("ayear")), MONTHS[name], int(stamp.group("aday")))
        except ValueError:
            return None
        raw = " ".join(stamp.group(0).split())
        return PassageDate(when, "adoption", raw, stamp.start(), stamp.end())
    return None


def _blank(text: str, at: int) -> int:
    """How many blanks start at `at`."""
    return len(text[at:]) - len(text[at:].lstrip())


def _closing_field(text: str, start: int, event: str) -> PassageDate | None:
    """A record's field of that event (`First Reading: October 17, 2016`, `Approved: November 14,
    2016`: an approval when no passage is printed) in a clerk's block after the last section."""
    if start < HEAD_CHARS:  # the head's fields were read already
        start = HEAD_CHARS
    fields = [
        PassageDate(d.when, d.event, d.raw, d.start + start, d.end + start)
        for d in record_dates(text[start:])
    ]
    wanted = event or "introduction"
    exact = [d for d in fields if d.event == wanted]
    if exact or wanted != "adoption":
        return exact[0] if exact else None
    approval = next((d for d in fields if d.event == "approval"), None)
    if approval is None or is_legislature_act(text):
        return None
    return replace(approval, event="adoption")


def record_name_date(text: str) -> PassageDate | None:
    """The date a records system's document name ends with (`NAMED_RECORD_DATE`), or None."""
    match = NAMED_RECORD_DATE.search(text[:HEAD_CHARS])
    return _found(match, "adoption", 0) if match is not None else None


def _cover_passage(text: str) -> PassageDate | None:
    """A cover's history of the ordinance, read when its closing prints no passage: the line
    that opens with its adoption (`Adopted by the Rivergrove City Council on ____May 10, 2004`)."""
    head = text[:HEAD_CHARS]
    for match in PASSED.finditer(head):
        cited = CITED_ADOPTION.search(head, max(0, match.start() - 120), match.start())
        if _opens_line(head, match) and _clerks(match) and not cited:
            return _found(match, "adoption", 0)
    return None


def _opens_line(text: str, match: re.Match[str]) -> bool:
    """A capitalized passage word opening its line (`Adopted and ordered published … on the 6th
    day of October, 1997`): a clerk's line, not a sentence's middle."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    return match.group(0)[0].isupper() and not text[line_start : match.start()].strip()


def _clerks(match: re.Match[str]) -> bool:
    """A clerk's passage line, not a sentence that mentions an adoption (`the plan adopted on
    May 5, 1990`): its word in capitals, `Passed`, or a body or `this` before the date."""
    words = match.group(0)
    keyword = words.split()[0]
    lower = " ".join(words.lower().split())  # (`passed by⏎the Council`: a line break between)
    return (
        keyword.isupper()
        or keyword == "Passed"
        or " by " in lower
        or " this " in lower
        or " meeting " in lower
    )


def _introduction(text: str, closing_start: int) -> PassageDate | None:
    """The introduction `first_readings.introduction_match` finds, or None."""
    match = introduction_match(text, closing_start)
    return _found(match, "introduction", 0) if match is not None else None


def record_effective(text: str) -> date | None:
    """The effective date a record's field (`Effective date: 4/29/2006`) or a closing prints."""
    head = [d.when for d in record_dates(text[:HEAD_CHARS]) if d.event == "effective"]
    tail = text[max(HEAD_CHARS, len(text) - HEAD_CHARS) :]  # (words sought faster than a pattern)
    found = any(w in tail.lower() for w in ("ffective:", "ffective date", "ffective |"))
    ends = [d.when for d in record_dates(tail) if d.event == "effective"] if found else []
    return head[0] if head else ends[-1] if ends else None


def with_passage(
    events: tuple[OrdinanceEvent, ...],
    text: str,
    closing_start: int,
    body: str | None,
    span_of: Callable[[int, int], SourceSpan],
) -> tuple[OrdinanceEvent, ...]:
    """`events` with the introduction and adoption read here, of kinds the others found none of."""
    kinds = {event.event for event in events}
    fields = sorted(
        (d for d in record_dates(text[:HEAD_CHARS]) if d.event != "effective"),
        key=lambda d: FIELD_RANK.get(d.event, 0),
    )
    adopting = not is_legislature_act(text) and not any(e.event == "adoption" for e in fields)
    found = [
        d if d.event != "approval" else replace(d, event="adoption")
        for d in fields
        if d.event != "approval" or adopting
    ]
    if "adoption" not in kinds and not any(d.event == "adoption" for d in found):
        closing = (
            closing_passage(text, closing_start)
            or tabled_passage(text, closing_start)
            or _closing_field(text, closing_start, "adoption")
            or record_name_date(text)
            or _cover_passage(text)
        )
        found += [closing] if closing is not None else []
    if "introduction" not in kinds and not any(d.event == "introduction" for d in found):
        one = _introduction(text, closing_start) or _closing_field(text, closing_start, "")
        found += [one] if one is not None else []
    added: list[OrdinanceEvent] = []
    for one in found:
        if one.event in kinds or any(e.event == one.event for e in added):
            continue
        span = span_of(one.start, one.end)
        added.append(OrdinanceEvent(one.when, body or "Council", one.event, one.raw, span))
    if not added:
        return events
    return tuple(sorted((*events, *added), key=lambda e: e.span.start if e.span else 0))
