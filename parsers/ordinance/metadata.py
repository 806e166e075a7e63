"""An ordinance's caption and recitals: number, title, file number, dated events.

Nothing is invented: a blank `ORDINANCE NO.` stays None, an adoption the text does not date stays
None (the effective-date rule and the date it gives are `effective`'s).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

from parsers.ordinance.caption_ends import (
    FORUM_LINE,
    NAME_CHARS,
    RECITALS_START,
    title_paragraph_end,
)
from parsers.ordinance.dates import (
    COUNCIL,
    MONTH_NAMES,
    MONTHS,
    SCHEDULED,
    bill_introduced,
    closing_adoption,
    date_of,
    labelled_events,
)

# The effective-date rule lives in `effective`; its readers are still imported from here.
from parsers.ordinance.effective import effective_from as effective_from
from parsers.ordinance.effective import parse_effective_rule as parse_effective_rule
from parsers.ordinance.effective import rule_date as rule_date
from parsers.ordinance.effective import rule_days as rule_days
from parsers.ordinance.sentences import LINE_HYPHEN
from parsers.ordinance_records import OrdinanceEvent
from parsers.records import SourceSpan

# The ordinance number in the caption: `ORDINANCE NO. 934`, `Ordinance Number 2023-05`. Spaces and
# tabs only between the words and the number, so a blank `ORDINANCE NO.` line never borrows the next
# line's first word; the number must contain a digit. An OCR'd scan may glue the word to the one
# before it (`GENERAORDINANCE NO. 1-1992`), leave a stray `l` after `No.` (`Ordinance No.l 11276`),
# and a number may have decimal parts (`88.10`). A records system's page glues the document's name
# to its text (`…About1997 Ordinance No. 048ORDINANCE NO. !l$_`, `ORDINANCE 472ORDINANCE NO. 472`):
# the word may follow a digit, and a number ends where a glued `ORDINANCE` begins. OCR may space the
# period (`ORDINANCE NO . 3659`) or read its O as a zero (`ORDINANCE N0.2010 -62`). A flip-book
# conversion runs the words together (`ORDINANCENO. 733`): glued to `NO.` and a number, the word is
# read as well. (The word first, then what may precede it: a pattern that starts with a look-behind
# is tried at every position of the text.)
ORDINANCE_NUMBER = re.compile(
    # (OCR reads `NO.` as `N0.`: a zero before the period)
    r"ORDINANCE(?<![_]ORDINANCE)(?:[ \t]+|(?=NO\.[ \t]*\d))"
    r"(?:(?:NO|N0(?=[ \t]?\.))(?:[ \t]?\.)?(?:[lI|](?=[ \t]+\d))?"
    r"|NUMBER|#)[ \t]*"
    r"(?::[ \t]*)?"  # (a form's field label: `ORDINANCE NO.: 2018-13`)
    r"(?P<number>[0-9][\w-]*?(?:\.\d+)*(?:(?![\w-])|(?=ORDINANCE))|[A-Z]{0,4}-?\d[\w-]*)",
    re.IGNORECASE,
)

# The planning file number as printed: `FILE NO. PA22/14`, `File No.: PA#26-17`, `FILE # ZA-2024-3`,
# and a council file's `C.F. No. 12-3456`, `C.F. 12-3456` (Los Angeles' form).
FILE_NUMBER = re.compile(
    r"(?:\bFILE[ \t]+(?:NO\.?|NUMBER|#)|C\.(?<![\w.]C\.)[ \t]?F\.(?:[ \t]*(?:NO\.?|#))?)"
    r"[ \t]*:?[ \t]*"
    r"(?P<file>[A-Za-z]{0,6}#?[\w]*[/\-][\w/\-]*\d|"
    r"[A-Za-z]{0,6}#?\d[\w/\-]*)",
    re.IGNORECASE,
)

# Where the caption's title starts: `AN ORDINANCE OF …`, a state bill's `AN ACT to amend …`, a
# county's `IN THE MATTER OF REPEALING …` (Colorado), a resolution's `A RESOLUTION of the Council`
# opening its line, California's `ORDINANCE OF THE CITY COUNCIL OF …` (in capitals). (Hawaii's `A
# BILL FOR AN ORDINANCE …`, `F0R` in OCR; Colorado's `BEING AN ORDINANCE …`, in capitals only;
# `ORDINANCE TO AMEND …`/`ORDINANCE AMENDING …` in capitals opening its line or after the number,
# New Jersey, Indiana; `Ordinance Amending …` opening its line, Iowa.)
TITLE_START = re.compile(
    r"\b(?:(?-i:BEING)\s+(?=AN\s))?(?:A\s+BILL\s+F[O0]R\s+)?AN\s+(?:ORDINANCE\b|ACT\s+(?:to|relating|concerning)\b)|"
    r"(?-i:\bIN\s+THE\s+MATTER\s+OF\b|^[ \t]*A\s+RESOLUTION\b|^[ \t]*Ordinance\s+Amending\b|"
    r"\bORDINANCE\s+OF\s+THE\s+(?:CITY|TOWN|VILLAGE|COUNTY)\s+(?:COUNCIL|COMMISSION)\b|"
    r"(?:^[ \t]*|(?<=\d[ \t]))ORDINANCE\s+(?:TO\s+[A-Z]{4,}|AMENDING)\b)",
    re.I | re.M,
)
# An act's heading printed letter-spaced on a line of its own (`A N     A C T`, Rhode Island's
# public laws): the title is the paragraph after it.
SPACED_ACT = re.compile(r"^[ \t]*A[ \t]+N[ \t]+A[ \t]+C[ \t]+T[ \t]*\n\s*", re.MULTILINE)
# What stands before a cited act's title whose opening quote was lost (`… LAWS OF DELAWARE AS
# AMENDED, ENTITLED, AN ACT TO REINCORPORATE THE CITY OF MILFORD" …`): no title of this one.
CITED_TITLE = re.compile(r"\bENTITLED[ \t]*[,:]?[ \t]*$", re.IGNORECASE)
# What stands before an opener inside a title that describes the ordinance it amends (`… BEING
# APPENDIX B OF THE CITY CODE, AND BE1NG AN ORDINANCE PROVIDING RULES …`, OCR's `1` for `I`): no
# title of its own when an earlier opener starts the caption; nor is one after `OF` (`AN ORDINANCE
# TO AMEND SECTION 2 OF AN ORDINANCE ENTITLED …`, Oxford MS, its `OF` in a page's highlighting),
# nor after a number's comma (`… AMENDING ORDINANCE NO. 86-OR-54, AN ORDINANCE RELATING …`,
# Jeffersonville), nor after a verb that narrates its passage (`… the Albert Lea City Council …
# passed an Ordinance Amending Part 1 …`, a notice under the caption).
DESCRIBED_TITLE = re.compile(
    r"\b(?:(?:AND[ \t]+)?BE[I1l|]NG|OF(?:</strong>)?|passed|adopted|enacted|approved)\s+$"
    r"|\d,\s*$",
    re.IGNORECASE,
)
# Struck-through words (`~~AND DECLARING AN EMERGENCY~~`): deleted, not part of the title.
STRUCK = re.compile(r"~~.*?~~", re.S)
# Markdown heading marks at line starts, and words broken at line ends (`super-` / `intendent`).
HEADING_MARK = re.compile(r"^[ \t]*#{1,6}[ \t]+", re.M)
CAPTION_CHARS = 3000  # where the caption ends when no recital does

# The digits after a caption number's hyphen that OCR set apart by a blank (`94- 024`).
OCR_HYPHEN_REST = re.compile(r"[ \t](\d{1,5})(?![\w-])")
# `ORDINANCE 2025-20` alone on its line (no `No.`), or ending a records system's name glued to it
# (`…Regulations-07/21/2003ORDINANCE 07-26-03`, in capitals after the name's date): the number.
BARE_ORDINANCE_NUMBER = re.compile(
    r"(?:^[ \t#]*(?i:ORDINANCE)|(?<=\d)ORDINANCE)[ \t]+(?P<number>\d[\w-]*)[ \t]*$", re.M
)
# A bill's number: `Bill ID: S3023`, `BILL NO. 2023-15`, `Council Bill No. 12`, and a state bill's
# running header `S. 3023  2` (chamber letter, number, page).
BILL_NUMBER = re.compile(
    r"\bBill\s+(?:ID|No\.?|Number|#)\s*:?[ \t]*(?P<number>[A-Z]{0,3}\.?[ \t]?\d[\w-]*)|"
    r"^[ \t]*(?P<number2>[SA]\.[ \t]\d{1,5})[ \t]{2,}\d{1,3}[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
# A state's bill-drafting number printed with the bill (New York's `LBD04647-01-3`): the file no.
DRAFTING_NUMBER = re.compile(r"\b(?P<file>LBD\d{5}-\d{2}-\d)\b")

# One recital: from `WHEREAS,` to the next `WHEREAS` or the enacting clause.
RECITAL = re.compile(
    r"\bWHEREAS\b,?\s*(?P<body>.*?)(?=\bWHEREAS\b|\bNOW,?\s+THEREFORE\b|\Z)", re.IGNORECASE | re.S
)

# A full date: `May 15, 2023`, `May 15 2023`, `15 May 2023`. Month-only dates (`in January 2023`,
# `in Fall 2022`) are not events: an event needs a day.
FULL_DATE = re.compile(
    rf"\b(?:(?P<month>{MONTH_NAMES})\.?\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?,?\s+(?P<year>\d{{4}})"
    rf"|(?P<day2>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:day\s+of\s+)?(?P<month2>{MONTH_NAMES}),?\s+"
    rf"(?P<year2>\d{{4}}))\b"
)
# The bodies that act on an ordinance. `City Council`, `Council`, `Planning Commission`,
# `Board of Supervisors`; an optional city name between `the` and the body (`the Cotati Planning
# Commission`) is not part of the body.
BODY = re.compile(
    r"\b(?P<body>(?:City\s+|Town\s+|Village\s+)?Council|Planning\s+Commission|"
    r"Board\s+of\s+Supervisors|Board\s+of\s+Trustees|Commission)\b"
)
# The verb after the acting bodies: `the City Council and Planning Commission held …`.
ACTING_VERB = re.compile(r"\b(?:held|conducted|hold|met|voted|adopted|approved|considered)\b")
# What happened at an event, in order of precedence; `introduce the community` is not an
# introduction of the ordinance, so introduction needs the word ordinance after it.
EVENT_WORDS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\bjoint\s+meeting\b", re.I), "joint meeting"),
    (re.compile(r"\bworkshop\b", re.I), "workshop"),
    (
        re.compile(r"\bsecond\s+(?:duly\s+noticed\s+)?public\s+hearing\b", re.I),
        "second public hearing",
    ),
    (re.compile(r"\bpublic\s+hearing\b|\bhearing\b", re.I), "public hearing"),
)
# The council introduced this ordinance (its first reading).
INTRODUCTION = re.compile(
    r"\bintroduc\w*\s+(?:the\s+|this\s+)?(?:proposed\s+)?ordinance\b|\bfirst\s+reading\b", re.I
)
# The council adopted this ordinance (not another one a recital mentions).
ADOPTION_OF_THIS = re.compile(
    r"\b(?:adopted|passed)\s+(?:this|the\s+(?:proposed\s+)?)ordinance\b|\bsecond\s+reading\b|"
    r"\bPASSED,?\s+(?:APPROVED\s+)?AND\s+ADOPTED\b",
    re.I,
)
# The enacting clause names the body that adopts: `THE CITY COUNCIL OF THE CITY OF X DOES ORDAIN`.
ENACTING_CLAUSE = re.compile(
    r"\bTHE\s+(?P<body>(?:CITY|TOWN|VILLAGE)\s+COUNCIL|BOARD\s+OF\s+(?:SUPERVISORS|TRUSTEES)|"
    r"COUNCIL)\b[^.:]{0,120}?\bORDAINS?\b|"
    r"\bORDAINED\s+BY\s+THE\s+(?P<body2>(?:CITY|TOWN|VILLAGE)\s+COUNCIL|BOARD\s+OF\s+"
    r"(?:SUPERVISORS|TRUSTEES)|COUNCIL)\b",
    re.IGNORECASE,
)
# The municipality in the enacting clause: `… OF THE CITY OF COTATI DOES ORDAIN` (or `DO HEREBY
# ORDAIN`); the kind of place and its name, printed in capitals or not.
ENACTING_PLACE = re.compile(
    r"\b(?P<kind>CITY|TOWN|VILLAGE|BOROUGH|TOWNSHIP|COUNTY)\s+OF\s+"
    r"(?P<name>[A-Z][A-Za-z.'\- ]{0,60}?)\s+(?:(?:DOES|DO)\s+(?:HEREBY\s+)?)?ORDAINS?\b",
    re.IGNORECASE,
)
# `BE IT ORDAINED BY THE CITY COUNCIL OF THE CITY OF BLUFFDALE, UTAH`, `… by the City Council
# of Park City, Utah`: the place after the body, up to its state (a place named without its kind,
# `Park City`, is taken as a city).
ORDAINED_BY_PLACE = re.compile(
    r"\bORDAINED\s+BY\s+THE\s+[A-Za-z ]{0,30}?\b(?:COUNCIL|BOARD|COMMISSION)\s+OF\s+(?:THE\s+)?"
    r"(?:(?P<kind>CITY|TOWN|VILLAGE|BOROUGH|TOWNSHIP|COUNTY)\s+OF\s+)?"
    r"(?P<name>[A-Z][A-Za-z.'\- ]{0,40}?)\s*(?:,|\bAS\s+FOLLOWS\b|:|\n)",
    re.IGNORECASE,
)


def parse_jurisdiction(text: str) -> str | None:
    """`City of Cotati` from the enacting clause; None when the text names no place."""
    match = ENACTING_PLACE.search(text) or ORDAINED_BY_PLACE.search(text)
    if match is None:
        return None
    name = " ".join(word.capitalize() for word in match.group("name").split())
    if match.group("kind") is None:
        return name
    return f"{match.group('kind').capitalize()} of {name}"


@dataclass(frozen=True, slots=True)
class Caption:
    number: str | None
    file_no: str | None
    title: str


def parse_caption(preamble: str, text: str = "") -> Caption:
    """Number, file number and title from the text before the recitals.

    The title is the caption only: the `AN ORDINANCE …` (or `AN ACT …`) paragraph nearest the
    recitals (a cover page may print an older one), to its blank line or file number, without
    struck-through words and with words broken at line ends joined.
    """
    end = RECITALS_START.search(preamble)
    caption = preamble[: end.start()] if end is not None else preamble[:CAPTION_CHARS]
    number_match = ORDINANCE_NUMBER.search(caption) or BARE_ORDINANCE_NUMBER.search(caption)
    bill_match = BILL_NUMBER.search(caption)
    file_match = FILE_NUMBER.search(caption) or DRAFTING_NUMBER.search(text or preamble)
    # (a title in quotes is a cited act's: `ENTITLED "AN ACT TO ESTABLISH …"`)
    titles = [
        m
        for m in TITLE_START.finditer(caption)
        if caption[m.start() - 1 : m.start()] not in '"“'
        and CITED_TITLE.search(caption, max(0, m.start() - 12), m.start()) is None
    ]
    described = [DESCRIBED_TITLE.search(caption, max(0, m.start() - 12), m.start()) for m in titles]
    titles = [m for n, m in enumerate(titles) if n == 0 or described[n] is None]
    titles = [m for m in titles if caption[m.start()].isupper()] or titles  # not prose's `an …`
    spaced = SPACED_ACT.search(caption)
    title_start = titles[-1].start() if titles else 0
    if spaced is not None and (not titles or titles[-1].start() > spaced.end()):
        titles, title_start = [spaced], spaced.end()
    if number_match is not None and not titles:
        title_start = number_match.end()  # (a page's name before it: `No. 946 ORDINANCE NO. 946`)
        again = ORDINANCE_NUMBER.search(caption, title_start, title_start + NAME_CHARS)
        between = caption[title_start : again.start()] if again else "\n-"
        if again and again[1] == number_match[1] and ("\n" not in between or not between.strip()):
            title_start = again.end()
        bill_at = bill_match.start() if bill_match is not None else -1  # on the number's line:
        if bill_match and "\n" not in caption[title_start:bill_at] and bill_at >= title_start:
            title_start = bill_match.end()  # `Ordinance No. 16318  Council Bill No. B 4-00`
    title_end = len(caption)
    paragraph_end = title_paragraph_end(caption, title_start)
    if titles and paragraph_end is not None:
        title_end = paragraph_end.start()
    if file_match is not None and title_start < file_match.start() < title_end:
        title_end = file_match.start()
    forum = FORUM_LINE.search(caption, title_start, title_end)
    title_end = forum.start() if forum is not None and titles else title_end
    number = number_match.group("number") if number_match is not None else None
    if number is not None and number_match is not None and number.endswith("-"):
        rest = OCR_HYPHEN_REST.match(caption, number_match.end())  # `94- 024`: OCR's blank
        number = number + rest.group(1) if rest is not None else number
    if number is None and bill_match is not None:
        printed = bill_match.group("number") or bill_match.group("number2")
        number = "".join(printed.replace(".", "").split())
    return Caption(
        number=number,
        file_no=file_match.group("file") if file_match is not None else None,
        title=_title_words(caption[title_start:title_end]),
    )


def _title_words(raw: str) -> str:
    raw = STRUCK.sub(" ", raw)
    raw = LINE_HYPHEN.sub("", HEADING_MARK.sub("", raw))
    return " ".join(raw.split()).rstrip(" ;,.")


def _date(match: re.Match[str]) -> date | None:
    groups = match.groupdict()
    month = groups.get("month") or groups.get("month2")
    day = groups.get("day") or groups.get("day2")
    year = groups.get("year") or groups.get("year2")
    if month is None or day is None or year is None:
        return None
    try:
        return date(int(year), MONTHS[month.lower()], int(day))
    except ValueError:
        return None


def _bodies(window: str) -> str | None:
    """The acting body named right after a date: `the City Council and Planning Commission held`."""
    verb = ACTING_VERB.search(window)
    head = window[: verb.start()] if verb is not None else window[:120]
    names: list[str] = []
    for match in BODY.finditer(head):
        name = " ".join(match.group("body").split())
        if name == "Council":
            name = "City Council"
        if name not in names:
            names.append(name)
    return " and ".join(names) if names else None


def enacting_body(preamble: str) -> str | None:
    """The body that ordains: `THE TOWN COUNCIL OF THE TOWN OF LAKEVIEW DOES ORDAIN` → Town
    Council."""
    match = ENACTING_CLAUSE.search(preamble)
    if match is None:
        return None
    body = match.group("body") or match.group("body2")
    return " ".join(word.capitalize() if word.lower() != "of" else "of" for word in body.split())


def parse_events(
    preamble: str,
    closing: str = "",
    closing_start: int = 0,
    span_of: Callable[[int, int], SourceSpan] | None = None,
) -> tuple[OrdinanceEvent, ...]:
    """Dated events in the recitals, on the cover page, in a bill's header and (an adoption) in
    the closing block, in text order.

    `preamble` starts at offset 0 of the ordinance's text and `closing` at `closing_start`;
    `span_of(start, end)` turns offsets into the span each event records.
    """

    def span(start: int, end: int) -> SourceSpan | None:
        return span_of(start, end) if span_of is not None else None

    found: list[tuple[int, OrdinanceEvent]] = []
    for recital in RECITAL.finditer(preamble):
        sentence = " ".join(recital.group("body").split())
        where = span(recital.start(), recital.end())
        found += [(recital.start(), replace(e, span=where)) for e in _events_in(sentence)]
    for when, body, kind, raw, start, end in labelled_events(preamble):
        found.append((start, OrdinanceEvent(when, body, kind, raw, span(start, end))))
    bill = bill_introduced(preamble)
    if bill is not None:
        found.append((0, OrdinanceEvent(bill[0], bill[1], "introduction", bill[2], None)))
    closing_event = _closing_adoption(preamble, closing, closing_start, span)
    if closing_event is not None:
        found.append(closing_event)
    events: list[OrdinanceEvent] = []
    for _, event in sorted(found, key=lambda item: item[0]):
        if not any((e.date, e.event) == (event.date, event.event) for e in events):
            events.append(event)
    return tuple(events)


def _closing_adoption(
    preamble: str,
    closing: str,
    closing_start: int,
    span: Callable[[int, int], SourceSpan | None],
) -> tuple[int, OrdinanceEvent] | None:
    """`PASSED AND ADOPTED this 9th day of March, 2001` in the closing block, by the body that
    ordains (or the council the text names first)."""
    adoption = closing_adoption(closing) if closing else None
    body = enacting_body(preamble) or _first_body(preamble)
    if adoption is None or body is None:
        return None
    when = date_of(adoption)
    if when is None:
        return None
    start, end = closing_start + adoption.start(), closing_start + adoption.end()
    raw = " ".join(adoption.group(0).split())
    return start, OrdinanceEvent(when, body, "adoption", raw, span(start, end))


def _first_body(text: str) -> str | None:
    """The council the text names first (`the City Council of Park City`), for a closing
    adoption when the enacting clause names no body."""
    match = COUNCIL.search(text)
    if match is None:
        return None
    name = " ".join(match.group(0).split())
    return "City Council" if name.lower() == "council" else name.title().replace(" Of ", " of ")


def _events_in(sentence: str) -> list[OrdinanceEvent]:
    if SCHEDULED.search(sentence):  # a notice's schedule: nothing has happened yet
        return []
    events: list[OrdinanceEvent] = []
    dates = list(FULL_DATE.finditer(sentence))
    for index, found in enumerate(dates):
        when = _date(found)
        if when is None:
            continue
        # What happened on a date is told between it and the next date of the recital.
        stop = dates[index + 1].start() if index + 1 < len(dates) else len(sentence)
        following = sentence[found.end() : stop]
        body = _bodies(following)
        if body is None:
            continue
        kinds = [label for pattern, label in EVENT_WORDS if pattern.search(following)][:1]
        if INTRODUCTION.search(following):
            kinds.append("introduction")
        if ADOPTION_OF_THIS.search(following):
            kinds.append("adoption")
        for kind in kinds:
            events.append(OrdinanceEvent(when, body, kind, sentence))
    return events
