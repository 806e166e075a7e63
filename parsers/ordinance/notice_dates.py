"""The adoption a notice or a published summary states in a sentence of its own, when no other
reader found one.

A town's notice of an amended ordinance opens on the date and the body's act: `On July 26, 2021,
the Selectboard of the Town of Proctor, Vermont, adopted amendments to the Beaver Pond
Ordinance`, `At their meeting on June 3, 2024 the Richmond Selectboard voted to amend the
Municipal Park Ordinance`. A summary closes on its own passage, naming itself by its number:
`Ordinance No. 1412 was passed and adopted by the City Council of the City of Fridley on July 24,
2023.` (an ordinance of another number, as a recital names it, is not this one), or on its
readings: `The above ordinance was adopted on first reading on February 11, 1991, and on second
reading on February 25, 1991.`; or New York's certificate of a local law, `was duly passed by the
Town Board on <date>`, its year left blank read from the law's designation.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import date

from parsers.ordinance.dates import ANY_DATE, MONTH_NAMES, MONTHS, date_of
from parsers.ordinance_records import OrdinanceEvent
from parsers.records import SourceSpan

# The body that acts, with its place (`the Richmond Selectboard`, `the Selectboard of the Town of
# Proctor, Vermont`, `the City Council of the City of Fridley`): the body's name closes the words
# before it; the place is a kind of town and one to three capitalized words, a state after a comma.
ACTING_BODY = (
    r"the\s+(?:[A-Z][\w.]*\s+){0,3}?(?P<body>Select\s?[Bb]oard|(?:City\s+|Town\s+|Village\s+)?"
    r"Council|Commission|Board\s+of\s+(?:[A-Z]\w+\s+){0,2}?(?:Trustees|Aldermen|Commissioners|"
    r"Supervisors)|Trustees)"
    r"(?:\s+of\s+the\s+(?:City|Town|Village|Borough|Township|County)\s+of\s+[A-Z][\w'-]*"
    r"(?:\s+[A-Z][\w'-]*){0,2}(?:,\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)?)?"
)
# A notice's opening: `On <date>, the <body> adopted …` / `At their meeting on <date> the <body>
# voted to amend …` (a vote to adopt, amend or enact: done, never `will vote`).
DATED_ACT = re.compile(
    rf"\b(?:On|(?:At|at)\s+(?:its|their|a)\s+(?:regular\s+|special\s+)?meeting\s+(?:on|of|held\s+on))"
    rf"\s+(?:{ANY_DATE}),?\s+{ACTING_BODY},?\s+(?:adopted|enacted|passed|voted\s+to\s+"
    r"(?:adopt|amend|enact))\b"
)
# A summary's closing: `Ordinance No. 1412 was passed and adopted by the City Council … on <date>`.
SELF_ADOPTED = re.compile(
    r"\bOrdinance\s+No\.?\s*(?P<number>[\w.-]*\d[\w-]*)\s+was\s+(?:passed\s+and\s+)?adopted\s+by\s+"
    rf"{ACTING_BODY}\s+on\s+(?:{ANY_DATE})"
)
# A summary's reading history in one sentence: `The above ordinance was adopted on first reading on
# February 11, 1991, and on second reading on February 25, 1991.`: the last reading it lists, the
# adoption (the first, the introduction, is read elsewhere).
LAST_READING = re.compile(
    r"\bwas\s+adopted\s+on\s+first\s+reading\b[^.;]{0,80}?\band\s+on\s+(?:second|third|final)\s+"
    rf"reading\s+on\s+(?:{ANY_DATE})(?![^.;]{{0,40}}\breading\b)"
)

# New York's certificate of a local law (the state's filing form): `designated as local law No. 2
# of 1996 … was duly passed by the Town Board on February 26, 1996`, the form's `19__` filled with
# the day only (`on _February 2619,`, the century glued to it): its year is the law's designation's
# (`of 19)96`, OCR's mark inside it); OCR's stray stops may stand between.
CERTIFIED_PASSAGE = re.compile(
    r"\blocal\s+law\s+No\.[^.]{0,12}?\s+of\s+(?P<century>19|20)\W?(?P<decade>\d\d)\b[^;]{0,200}?"
    r"\bwas\s+duly\s+passed\s+by\s+the\s+(?:[A-Z]\w+\s+){1,3}on\s+_*"
    rf"(?P<month>{MONTH_NAMES})\s+(?P<day>\d{{1,2}})(?P=century)?_*,",
    re.IGNORECASE,
)


# A notice opens on its sentence, a summary or a certificate closes on it: only the text's first
# and last `END_CHARS` are read (a long ordinance's body is no notice, and the patterns, opening on
# `\b`, would be tried at every character of it).
END_CHARS = 20_000


def _at_ends(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """The pattern's matches in the text's first and last `END_CHARS`, in order."""
    if len(text) <= 2 * END_CHARS:
        yield from pattern.finditer(text)
        return
    yield from pattern.finditer(text, 0, END_CHARS)
    yield from pattern.finditer(text, len(text) - END_CHARS)


def _certified(text: str) -> tuple[date, re.Match[str]] | None:
    """The passage a local law's certificate states (`CERTIFIED_PASSAGE`), with its match."""
    found = next(_at_ends(CERTIFIED_PASSAGE, text), None)
    if found is None:
        return None
    year = int(found.group("century") + found.group("decade"))
    try:
        return date(year, MONTHS[found.group("month").lower()], int(found.group("day"))), found
    except ValueError:
        return None


def with_notice_adoption(
    events: tuple[OrdinanceEvent, ...],
    text: str,
    number: str | None,
    span_of: Callable[[int, int], SourceSpan],
) -> tuple[OrdinanceEvent, ...]:
    """`events` with the adoption a notice's or summary's sentence states (see the module), when
    they hold none; in text order."""
    if any(event.event == "adoption" for event in events):
        return events
    found = next(_at_ends(DATED_ACT, text), None) or next(_at_ends(LAST_READING, text), None)
    if found is None:
        found = next(
            (m for m in _at_ends(SELF_ADOPTED, text) if number and m.group("number") == number),
            None,
        )
    when = date_of(found) if found is not None else None
    certified = _certified(text) if found is None else None
    if certified is not None:
        when, found = certified
    if found is None or when is None:
        return events
    body = " ".join((found.groupdict().get("body") or "Council").split())
    raw = " ".join(found.group(0).split())
    adoption = OrdinanceEvent(when, body, "adoption", raw, span_of(found.start(), found.end()))
    return tuple(sorted((*events, adoption), key=lambda e: e.span.start if e.span else 0))
