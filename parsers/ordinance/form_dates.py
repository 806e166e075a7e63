"""Passage dates in the printed forms and scans the other readers do not know.

`metadata`, `dates` and `passage` read recitals, cover lines, closing blocks and record fields.
As fallbacks (a date they found is never replaced), this module reads:

- a cover line naming the council whose date the OCR garbled in its letters: `Adopted by the
  Rivergrove City Council on Aprit t3, 1998` (`Aprit` April, `t3` 13), `on .Iulv 13. 1998`;
- an ordinance book's page header, the date of the council session that adopted the ordinance:
  `October 6, 1975 Ordinance Book 22 - Page 395`, `March 24, IS97 Ordinance Book 47, Page 937`;
- a docket's final reading, its date printed before the words: `Nov. 24, 1969 This ordinance
  having received 2 readings … PASSED a 3rd and final reading`, `… 2nd reading and final passage`;
- a sponsor's line with its date: `Introduced by Councilor Eouty, June 14, 1976` (`Introduced`
  OCR'd: `Tntodnced`); a state bill's heading whose date stands over `Referred to Committee`;
- a legislation page's `Introduction Date: 2/15/2001` field, and its history's rows, each date on
  a line of its own before its action: the council's `Passed` (`Passed as Substituted`) is the
  adoption (a committee's `Do Pass` never is);
- a bound volume's `AN ORDINANCE` heading over its note `(Approved August 18, 1914).`;
- a legislation page's status over its meeting: `Adopted on Substitute` / `Nov 18, 2019 1:00 PM`;
- a reading history's last line, `Third Reading: 4/3/19` (Iowa passes on the third reading);
- a notice of final passage: `at a regularly scheduled meeting on the 21st day of February, 2023,
  had the question of the second reading and final passage of Ordinance No. 1218 before them and
  duly adopted the same`.

A month the OCR misread is read only when its letters differ from the month's by the OCR's usual
confusions (`l`/`t`, `I`/`J`, `v`/`y` …, at most two); a day's `t`, `l` or `I` is a 1; a year
must be printed in digits, or, OCR'd (`IS97`), fit exactly one year the document prints in
digits. A legislation system's record of an ordinance that failed (`Status: Failed`; `Filed`,
placed on file) prints its last vote as `Final action`: it was never adopted, so no adoption is
kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import date

from parsers.ordinance.dates import (
    ANY_DATE,
    COUNCIL,
    MONTH_LIST,
    PLANNING,
    cited_adoption,
    date_of,
)
from parsers.ordinance.named_dates import named_passage
from parsers.ordinance_records import OrdinanceEvent
from parsers.records import SourceSpan

HEAD_CHARS = 4000  # a cover page and a book's page header come first
TAIL_CHARS = 4000  # a docket on the form's back is printed last

# A date whose letters the OCR may have misread: a month word (or its abbreviation), a day, a year.
OCR_DATE = (
    r"(?P<month>[A-Za-z][A-Za-z|]{2,8})\.?[ \t]+(?P<day>[\dtlI|]{1,2})(?:st|nd|rd|th)?[.,]?"
    r"[ \t]*(?P<year>[\dIlSO|]{4})\b"
)
A_DATE = re.compile(OCR_DATE)
# A cover line: its label naming who acted, `on` or `:`, the date.
COVER_LINE = re.compile(
    r"^[ \t]*(?P<label>(?:Adopted|Passed|Enacted|Submitted|Introduced)\b[^\n:]{0,100}?)"
    r"(?:[ \t]+on|[ \t]*:)[ \t.]*" + OCR_DATE,
    re.IGNORECASE | re.MULTILINE,
)
# An ordinance book's page header: the session's date, the book and its page.
BOOK_HEADER = re.compile(OCR_DATE + r"[ \t]+Ordinance[ \t]+Book[ \t]+\d+[ \t,-]+Page[ \t]+\d+")
# A docket's final passage (never a first or second reading alone).
FINAL_PASSAGE = re.compile(
    r"\bPASSED\b[^.\n]{0,30}?\bfinal[ \t]+reading\b|"
    r"\b(?:2nd|second|3rd|third)[ \t]+reading[ \t]+and[ \t]+final[ \t]+passage\b",
    re.IGNORECASE,
)
FINAL_WORDS = ("final", "Final", "FINAL")  # the word as a docket prints it
PASSAGE_REACH = 60  # characters of a final passage's words on either side of `final`
DOCKET_REACH = 200  # characters between a docket's date and its passage words
# A year printed in digits: between a docket's date and its passage words, a closer date
# the OCR made unreadable.
YEAR = re.compile(r"\b(?:1[789]|20)\d\d\b")
# A sponsor's line: `Introduced by Councilor Eouty, June 14, 1976`, its first word OCR'd
# (`Tntodnced`, `TntOdnCed by Councilor Cox, Nov. 10, 1969`: a word of its length ending in
# `ced`, glued to the heading's capitals before it: `ORDINANCETntOdnCed`).
SPONSOR = re.compile(
    r"(?<![a-z])(?:Introduced|[IiTl1][A-Za-z]{5,7}[cC]ed)[ \t]+by[ \t]+"
    r"(?:Councilor|Councillor|Councilman|Councilwoman|Council[ \t]+Member|Alderman|Alderwoman|"
    r"Commissioner|Supervisor|Trustee)[ \t]+[A-Z][\w'.-]*"
    r"(?:[ \t]+[A-Z][\w'.-]*)?,[ \t]*" + OCR_DATE
)
# A state bill's heading (Nevada's form): `Assembly Bill No. 309–Committee on …`, its sponsor's
# lines, then the date alone on its line, over the rule and `Referred to Committee …`: the day the
# bill was introduced and referred.
BILL_REFERRED = re.compile(
    r"^[ \t]*(?:Assembly|Senate|House)[ \t]+Bill[ \t]+No\.[^\n]*\n(?:[^\n]*\n){0,6}?[ \t]*"
    + OCR_DATE
    + r"[ \t]*\n(?:[ \t_]*\n){0,6}[ \t]*Referred[ \t]+to[ \t]+(?:the[ \t]+)?Committee\b",
    re.MULTILINE,
)
# A records system's name of the document on a line of its own, the ordinance's number then its
# date (Laserfiche WebLink's viewer heading and breadcrumb: `Ordinance - #04-47 - 11/23/2004`):
# the date it was enacted, when nothing else says (never the panel's file dates, `Last modified`).
RECORD_NAME_LINE = re.compile(
    r"^[ \t]*Ordinance[ \t]*-[ \t]*(?:No\.?[ \t]*)?#?[ \t]*[\w.-]*\d[ \t]*-[ \t]*"
    r"(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4})[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A legislation page's field: `Introduction Date: 2/15/2001` (a city clerk's record header; a
# records block prints the value on the next line: `Introduction Date:` / `09/28/2015`).
INTRODUCTION_FIELD = re.compile(
    r"\bIntroduction[ \t]+Date[ \t]*:[ \t]*\n?[ \t]*"
    r"(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4})\b",
    re.IGNORECASE,
)
# A city's records block that says the ordinance was adopted (`Ordinance/Resolution Status:` /
# `Adopted`), and its readings' dates (`Second Reading Date:` / `10/12/2015`): adopted at the
# last reading it dates (Homer AK); a block whose status is another (`Failed`, `Pending`) dates
# no adoption.
STATUS_ADOPTED_FIELD = re.compile(r"\bStatus[ \t]*:[ \t]*\n?[ \t]*Adopted\b", re.IGNORECASE)
READING_DATE_FIELD = re.compile(
    r"\b(?:Second|2nd|Third|3rd|Final)[ \t]+Reading[ \t]+Date[ \t]*:[ \t]*\n?[ \t]*"
    r"(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4})\b",
    re.IGNORECASE,
)
# A legislation history's row: the date on a line of its own, blank lines, then the council's
# action `Passed` (`Passed as Substituted`, `Passed as Amended`) as the whole next line.
HISTORY_PASSED = re.compile(
    r"^[ \t]*(?P<month>\d{1,2})/(?P<day>\d{1,2})/(?P<year>\d{4})[ \t]*\n(?:[ \t]*\n)*"
    r"[ \t]*Passed(?:[ \t]+as[ \t]+(?:Substituted|Amended))?[ \t]*$",
    re.MULTILINE,
)
# A bound volume's heading and the approval note under it: `AN ORDINANCE` / `(Approved August
# 18, 1914).` (the ordinance's adoption, as the volume records it).
NOTED_APPROVAL = re.compile(
    r"^[ \t]*AN?[ \t]+ORDINANCE[ \t]*\n(?:[ \t]*\n)*[ \t]*\((?:Approved|Passed|Adopted)[ \t]+"
    + OCR_DATE
    + r"[ \t]*\)",
    re.MULTILINE | re.IGNORECASE,
)
# A legislation page's status over its meeting (Atlanta's header: `Adopted on Substitute` /
# `Nov 18, 2019 1:00 PM`): the status a line of its own, the date (and time) of the meeting that
# took the final action on the next.
STATUS_ADOPTED = re.compile(
    r"^[ \t]*Adopted(?:[ \t]+(?:on|as)[ \t]+(?:Substitute|Amended))?[ \t]*\n[ \t]*"
    + OCR_DATE
    + r"(?:[ \t]+\d{1,2}:\d{2}[ \t]*[AP]M)?[ \t]*$",
    re.MULTILINE,
)
# A notice of final passage: the meeting's date, then, in the same sentence, its final passage
# adopted (`at a regularly scheduled meeting on the 21st day of February, 2023, had the question
# of the second reading and final passage of Ordinance No. 1218 before them and duly adopted`),
# or the measures it names said adopted (`at the Regular Meeting held on April 8, 2020,
# resolutions amending the Code of Ordinances were adopted`), or the body that met adopting one
# (`at the regular meeting of Monday, September 16, 2019, held at 7:00 p.m., at the … Hall, 2525
# Joslyn Rd., …, adopted an Ordinance to …`: a period inside an abbreviation ends no sentence).
NOTICED_PASSAGE = re.compile(
    r"\bmeeting[ \t\n]+(?:held[ \t\n]+)?(?:on|of)[ \t\n]+(?:the[ \t\n]+)?"
    r"(?:[A-Z][a-z]+day,?[ \t\n]+)?(?:" + ANY_DATE + r")"
    r"(?:[^.;]|\.(?=[,\w])){0,200}?(?:\bfinal[ \t\n]+passage\b(?:No\.|[^.;]){0,120}?\badopted\b|"
    r",[ \t\n]+(?:ordinances?|resolutions?)\b[^.;]{0,120}?\b(?:was|were)[ \t\n]+adopted\b|"
    r",[ \t\n]+adopted[ \t\n]+(?:an|the)[ \t\n]+ordinance\b)",
    re.IGNORECASE,
)
# A reading history's last reading on a line of its own (`First Reading: 2/6/19` … `Third Reading:
# 4/3/19`, Iowa's three readings): the ordinance passes on its third (or final) reading.
LAST_READING = re.compile(
    r"^[ \t]*(?:Third|3rd|Final)[ \t]+Reading[ \t]*:[ \t]*(?:" + ANY_DATE + r")[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A closing passage whose year the OCR set apart, the signature block's columns read one after
# the other (`PASSED and APPROVED by the Laurel City Council on second` / `reading this 3rd day of
# January` / `by Alderman …` / `APPROVED by the Mayor this` / `1989.`): the day and month end their
# line; the year is the one year the block prints after them (`YEAR_REACH`), or none is read.
YEARLESS_PASSAGE = re.compile(
    r"\b(?:PASSED|ADOPTED)\b[^.;\d]{0,120}?(?<!first)[ \t\n]reading[ \t\n]+this[ \t\n]+"
    r"(?P<day>\d{1,2})(?:st|nd|rd|th)[ \t\n]+day[ \t\n]+of[ \t\n]+(?P<month>[A-Za-z]{3,9})[ \t]*\n",
    re.IGNORECASE,
)
YEAR_REACH = 300  # characters of a signature block after its passage line
# A legislation system's record of an ordinance that was never adopted (`Filed`: received and
# placed on file, closed without passage; its `Final action` is the filing).
FAILED = re.compile(r"\bStatus:[ \t]*(?:Failed|Defeated|Withdrawn|Vetoed|Filed)\b", re.IGNORECASE)

# Letters an OCR confuses, compared in lower case: each pair either way.
CONFUSED = frozenset(
    {("l", "t"), ("i", "j"), ("i", "l"), ("v", "y"), ("u", "v"), ("c", "e"), ("|", "l")}
)
MAX_CONFUSED = 2  # letters of a month word the OCR may have misread
DAY_DIGITS = str.maketrans({"t": "1", "l": "1", "I": "1", "|": "1"})
YEAR_DIGITS = str.maketrans({"I": "1", "l": "1", "|": "1", "O": "0"})
ABBREVIATION = 3  # letters of a month's abbreviation (`Nov.`, `Sept.`)


def _month(word: str) -> int | None:
    """The month a printed month word names, through the OCR's confusions; None otherwise."""
    lower = word.lower().strip(".")
    for index, name in enumerate(MONTH_LIST, start=1):
        if len(lower) >= ABBREVIATION and name.startswith(lower):
            return index
        if len(lower) != len(name):
            continue
        wrong = [(a, b) for a, b in zip(lower, name, strict=True) if a != b]
        if len(wrong) <= MAX_CONFUSED and all(
            pair in CONFUSED or pair[::-1] in CONFUSED for pair in wrong
        ):
            return index
    return None


def _year(printed: str, text: str) -> int | None:
    """A year in digits; an OCR'd one only when exactly one year printed in digits fits it."""
    if printed.isdigit():
        return int(printed)
    known = printed.translate(YEAR_DIGITS)
    pattern = re.compile("".join(ch if ch.isdigit() else r"\d" for ch in known))
    if sum(ch.isdigit() for ch in known) < len(known) - 1:
        return None  # more than one digit unread: too little to match on
    fits = {int(year) for year in YEAR.findall(text) if pattern.fullmatch(year)}
    return fits.pop() if len(fits) == 1 else None


def ocr_date(match: re.Match[str], text: str) -> date | None:
    """The date an `OCR_DATE` match prints (see the module); None when it cannot be read."""
    month = _month(match.group("month"))
    day = match.group("day").translate(DAY_DIGITS)
    year = _year(match.group("year"), text)
    if month is None or year is None or not day.isdigit():
        return None
    try:
        return date(year, month, int(day))
    except ValueError:
        return None


def _cover(head: str) -> list[tuple[str, date, re.Match[str]]]:
    """(event, date, match) of each council's cover line whose date can be read."""
    found: list[tuple[str, date, re.Match[str]]] = []
    for match in COVER_LINE.finditer(head):
        label = match.group("label")
        when = ocr_date(match, head)
        if when is None or PLANNING.search(label) or not COUNCIL.search(label):
            continue
        if cited_adoption(head, match.start(), match.group(0)):
            continue  # a title's line on the ordinance it amends (`NO. 20, …,⏎PASSED BY …`)
        lower = label.lower()
        event = "introduction" if lower.startswith(("submitted", "introduced")) else "adoption"
        found.append((event, when, match))
    return found


def _final_passages(text: str) -> Iterator[re.Match[str]]:
    """Each docket's final passage: found by its word `final` as printed (faster than the pattern
    over a long text, or than lowering it), then matched around it."""
    spots = sorted(at for word in FINAL_WORDS for at in _finds(text, word))
    for at in spots:
        start = max(0, at - PASSAGE_REACH)
        for passage in FINAL_PASSAGE.finditer(text, start, at + PASSAGE_REACH):
            if passage.start() <= at < passage.end():
                yield passage
                break


def _finds(text: str, word: str) -> Iterator[int]:
    """Where `word` is printed in `text`."""
    at = text.find(word)
    while at >= 0:
        yield at
        at = text.find(word, at + 1)


def _docket(text: str, offset: int = 0) -> tuple[date, int, int] | None:
    """The date of a docket's final passage, printed before its words; None when an unread date
    stands between them."""
    for passage in _final_passages(text):
        start = max(0, passage.start() - DOCKET_REACH)
        dates = list(A_DATE.finditer(text, start, passage.start()))
        if not dates:
            continue
        last = dates[-1]
        when = ocr_date(last, text)
        if when is None or YEAR.search(text, last.end(), passage.start()):
            return None
        return when, offset + last.start(), offset + last.end()
    return None


def form_dates(text: str) -> list[tuple[str, date, int, int]]:
    """(event, date, start, end) of each date the module reads, introductions and adoptions."""
    head = text[:HEAD_CHARS]
    found = [(event, when, m.start(), m.end()) for event, when, m in _cover(head)]
    book = BOOK_HEADER.search(head)
    when = ocr_date(book, text) if book is not None else None
    if book is not None and when is not None:
        found.append(("adoption", when, book.start(), book.end()))
    tail_start = max(HEAD_CHARS, len(text) - TAIL_CHARS)  # a docket is printed on the form's back
    docket = _docket(head) or _docket(text[tail_start:], tail_start)
    if docket is not None:
        found.append(("adoption", *docket))
    for pattern in (NOTICED_PASSAGE, LAST_READING):
        noticed = pattern.search(head)
        when = date_of(noticed) if noticed is not None else None
        if noticed is not None and when is not None:
            found.append(("adoption", when, noticed.start(), noticed.end()))
    for noted in (NOTED_APPROVAL.search(head), STATUS_ADOPTED.search(head)):
        when = ocr_date(noted, text) if noted is not None else None
        if noted is not None and when is not None:
            found.append(("adoption", when, noted.start(), noted.end()))
    found += _yearless(text[max(0, len(text) - TAIL_CHARS) :], max(0, len(text) - TAIL_CHARS))
    named = RECORD_NAME_LINE.search(head)
    when = _numeric(named) if named is not None else None
    if named is not None and when is not None:
        found.append(("adoption", when, named.start(), named.end()))
    for event, pattern in (("introduction", INTRODUCTION_FIELD), ("adoption", HISTORY_PASSED)):
        row = pattern.search(head)
        when = _numeric(row) if row is not None else None
        if row is not None and when is not None:
            found.append((event, when, row.start(), row.end()))
    found += _last_reading(head) + named_passage(head)
    sponsor = SPONSOR.search(head) or BILL_REFERRED.search(head)
    when = ocr_date(sponsor, text) if sponsor is not None else None
    if sponsor is not None and when is not None:
        found.append(("introduction", when, sponsor.start(), sponsor.end()))
    return found


def _yearless(tail: str, offset: int) -> list[tuple[str, date, int, int]]:
    """The adoption of a closing passage whose year stands apart (`YEARLESS_PASSAGE`)."""
    match = YEARLESS_PASSAGE.search(tail)
    month = _month(match.group("month")) if match is not None else None
    if match is None or month is None:
        return []
    years = set(YEAR.findall(tail, match.end(), match.end() + YEAR_REACH))
    if len(years) != 1:
        return []
    try:
        when = date(int(years.pop()), month, int(match.group("day")))
    except ValueError:
        return []
    return [("adoption", when, offset + match.start(), offset + match.end())]


def _last_reading(head: str) -> list[tuple[str, date, int, int]]:
    """The adoption a records block says (`STATUS_ADOPTED_FIELD`): its last reading's date."""
    if STATUS_ADOPTED_FIELD.search(head) is None:
        return []
    readings = [(when, m) for m in READING_DATE_FIELD.finditer(head) if (when := _numeric(m))]
    if not readings:
        return []
    when, last = max(readings, key=lambda one: one[0])
    return [("adoption", when, last.start(), last.end())]


def _numeric(match: re.Match[str]) -> date | None:
    """The date of a match with `month`, `day`, `year` in figures (None when it is no real day)."""
    try:
        return date(int(match.group("year")), int(match.group("month")), int(match.group("day")))
    except ValueError:
        return None


def with_form_dates(
    events: tuple[OrdinanceEvent, ...],
    text: str,
    body: str | None,
    span_of: Callable[[int, int], SourceSpan],
) -> tuple[OrdinanceEvent, ...]:
    """`events` with the dates of the module for each kind none of the other readers found, and
    no adoption when the record says the ordinance failed; in text order."""
    if FAILED.search(text[:HEAD_CHARS]):
        return tuple(event for event in events if event.event != "adoption")
    kinds = {event.event for event in events}
    added: list[OrdinanceEvent] = []
    for event, when, start, end in form_dates(text):
        if event in kinds or any(e.event == event for e in added):
            continue
        raw = " ".join(text[start:end].split())
        added.append(OrdinanceEvent(when, body or "Council", event, raw, span_of(start, end)))
    if not added:
        return events
    return tuple(sorted((*events, *added), key=lambda e: e.span.start if e.span else 0))
