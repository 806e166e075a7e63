"""An ordinance's introduction as clerks and notices print it, and the passage dates' forms.

- a clerk's sentence or line: `Introduced at a regular meeting … held on the 26th day of
  November, 2013`, `INTRODUCED September 12 1966`;
- a sentence that reports the first reading with its date (a notice's or a certificate's; never
  a schedule): `… at its regular meeting on September 24, 2019, … the Board of Trustees approved
  the Introduction and First Reading of an amendment … as follows:`.

`passage` reads the adoption in the same date forms (`PASSAGE_DATE`).
"""

from __future__ import annotations

import re

from parsers.ordinance.dates import ANY_DATE, MONTH_NAMES, ORDINALS, SCHEDULED

# A date whose day is spelled out: `SEVENTH DAY OF MAY, A.D., 2024`, `first day of February, 1924`.
SPELLED_DATE = (
    rf"(?P<sday>{'|'.join(reversed(ORDINALS))})[ \t]+day[ \t]+of[ \t]+(?P<smonth>{MONTH_NAMES}),?"
    r"[ \t]+(?:A\.?[ \t]?D\.?,?[ \t]+)?(?P<syear>\d{4})"
)
# A date in either form: spelled out, or as `dates.ANY_DATE` reads it (its groups: `date_of`).
PASSAGE_DATE = rf"(?:{SPELLED_DATE}|{ANY_DATE})"
# A sentence that reports the first reading (`… the Council considered and passed the following
# ordinance on first reading.`) or that the council `introduced this ordinance` at a hearing: its
# date is the introduction. (Found by its words, then widened to its sentence.)
FIRST_READING = re.compile(r"\bfirst\s+reading\b|\bintroduced\s+this\s+ordinance\b", re.I)
SENTENCE_REACH = 240  # characters a sentence reaches on either side of `first reading`
# A sentence's end after `first reading`: its period, a paragraph's end, or the colon of a
# notice's sentence that introduces the text (`… approved the Introduction and First Reading of
# an amendment … as follows:`).
SENTENCE_END = re.compile(r"[.:]|\n[ \t]*\n")
A_DATE = re.compile(PASSAGE_DATE, re.IGNORECASE)  # a date in either form
# A clerk's introduction sentence (`Introduced at a regular meeting … held on the 26th day of
# November, 2013`), or his line in capitals (`INTRODUCED September 12 1966`), or that line run on
# after a sentence, line breaks lost (`… and approval. INTRODUCED September 8, 2003 BY`, Pueblo).
INTRODUCED = re.compile(
    r"(?:\bIntroduced\b[^.;]{0,160}?\b(?:on|held(?:\s+on)?|meeting\s+of)[ \t\n]+(?:the[ \t\n]+)?"
    r"|(?:^|(?<=[.;][ \t]))[ \t]*(?-i:INTRODUCED)[ \t]*:?[ \t]+)" + PASSAGE_DATE,
    re.IGNORECASE | re.MULTILINE,
)


def introduction_match(text: str, closing_start: int) -> re.Match[str] | None:
    """A clerk's `Introduced … on <date>` in the closing, else the date of a sentence reporting
    the first reading (never in a schedule, `SCHEDULED`): the date's match, or None."""
    lowered = text.lower()  # the words' absence is found faster than a pattern's
    introduced = INTRODUCED.search(text, closing_start) if "introduc" in lowered else None
    if introduced is not None:
        return introduced
    if "reading" not in lowered and "introduced this" not in lowered:
        return None
    for words in FIRST_READING.finditer(text):
        start = text.rfind(".", max(0, words.start() - SENTENCE_REACH), words.start()) + 1
        end = SENTENCE_END.search(text, words.end(), words.end() + SENTENCE_REACH)
        stop = end.start() if end is not None else -1
        when = A_DATE.search(text, start or max(0, words.start() - SENTENCE_REACH), stop)
        if when is not None and stop >= 0 and SCHEDULED.search(text, start, stop) is None:
            return when
    return None
