"""The entries of a history note beyond the ordinance: a New England Town Meeting's vote, a
derivation from a prior code, and the verb each entry prints or carries over a `;`.

- `[Added 4-30-1990 STM by Art. 5; amended 5-9-1983 ATM by Art. 12]`: the meeting's article is
  the entry's number, the meeting (`ATM` annual, `STM` special, `TM`) its body;
- `[HISTORY: Adopted by the Special Town Meeting of the Town of X 10-5-1987 by Art. 13. …]`: the
  meeting spelled out instead;
- `[§§ 2-1 to 2-9 of the 1971 Code]`, `[Ch. 20 of the 1967 Code; …]`: the text comes from a
  prior code (no ordinance; the code's year).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from parsers.records import HistoryAction, HistoryCitation, HistoryKind

# A date in an entry: US `6/10/2025` or dashed `6-10-2025` (month, day, four-digit year).
DATE = r"(?P<month>\d{1,2})[/-](?P<day>\d{1,2})[/-](?P<year4>\d{4})(?!\d)"

# A Town Meeting's vote (New England): a date, the meeting (`ATM` annual, `STM` special, `TM`,
# or spelled out: `Annual Town Meeting`), `by Art.` (or `, Art.`, `by Article`) and the meeting's
# article number(s): `5-9-1983 ATM by Art. 12`, `3-14-1972 TM by Arts. 26 and 27`, `5-6-1987
# ATM, Art. 88`. The meeting may be named before the date instead (`Adopted by the Special Town
# Meeting of the Town of X 10-5-1987 by Art. 13`); searched, not anchored, for the verbs and the
# `HISTORY` sentence before it.
TOWN_MEETING = re.compile(
    rf"{DATE}(?:\s+(?-i:(?P<body>ATM|STM|TM))"
    r"|\s+(?P<spelled>(?:(?:Annual|Special)\s+)?Town\s+Meeting))?"
    r"(?:\s*,\s*|\s+by\s+)Art(?:icles?\b|s?\.?)\s*"
    r"(?P<article>\d+[A-Z]?(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)\d+[A-Z]?)*)",
    re.IGNORECASE,
)

# A Town Meeting's vote that prints no article, only the meeting and, in Massachusetts, the
# Attorney General's approval after it (the approval is not the vote's date): `4-26-1999 ATM,
# approved 10-18-1999`, `5-8-2013 ATM, approved 10-9-2013 (Art. 34 of the 1981 Bylaws)` (the
# parenthesis names the prior bylaw, not the meeting's article). The abbreviation is required
# (in capitals) and may be glued to the date as the PDF's text layer prints it (`11-6-2023STM`).
TOWN_MEETING_VOTE = re.compile(rf"{DATE}\s*(?-i:(?P<body>ATM|STM|TM))\b")

# A Town Meeting spelled out (`the Annual Town Meeting of the Town of X`): who voted, when the
# entry does not abbreviate it.
SPELLED_MEETING = re.compile(r"\b(?:(?P<which>Annual|Special)\s+)?Town\s+Meeting\b", re.IGNORECASE)
SPELLED_BODY = {"annual": "ATM", "special": "STM", "": "TM"}

# A derivation from a prior code: where the text stood in it and the code's year, `§§ 2-1 to
# 2-9 of the 1971 Code`, `§ 4-2 of the 1967 Code`, `Ch. 20 of the 1967 Code`, `Sections 18-1
# and 18A-1 and Ch. 40 of the 1967 Code`; a town's prior bylaws re-adopted, `Adopted as Arts. 4,
# 8 and 10 of the 1981 Bylaws`, `Adopted by the Annual Town Meeting of the Town of X as Art. 2 of
# the 1981 Bylaws` (the meeting, undated, only re-adopted them). A year is required, so `§ 5 of
# this code` is not one.
DERIVATION = re.compile(
    r"^(?:Adopted\b[^;\d]*?\bas\s+)?"
    r"(?:§§?|Ch(?:apter|s?\.)|Sections?\b|Secs?\.|Art(?:icle|s?\.))\s*[^;]*?\bof\s+the\s+"
    r"(?P<code_year>1[89]\d\d|20\d\d)\s+(?:[A-Z][a-z]+\s+)*(?:Code|By-?laws)\b",
    re.IGNORECASE,
)

# The verb an entry opens with (`Added 5-5-1997 …`, `amended in its entirety 5-4-2008 …`,
# `Adopted by the Annual Town Meeting …`).
VERB = re.compile(
    r"^(?P<verb>Adopted|Added|Amended\s+in\s+its\s+entirety|Amended|Repealed|Renumbered"
    r"|Redesignated)\b",
    re.IGNORECASE,
)


def town_meeting(section_id: str, raw: str) -> HistoryCitation | None:
    """A Town Meeting's vote in `raw`: its article(s) as the number, the meeting as its body."""
    match = TOWN_MEETING.search(raw)
    vote = TOWN_MEETING_VOTE.search(raw) if match is None else None
    if vote is not None:
        return _citation_of_vote(section_id, raw, vote, None, vote.group("body"))
    if match is None:
        return None
    body = match.group("body")
    if body is None:
        named = match.group("spelled")
        spelled = SPELLED_MEETING.search(named) if named else None
        spelled = spelled or SPELLED_MEETING.search(raw, 0, match.start())
        body = SPELLED_BODY[(spelled.group("which") or "").lower()] if spelled else None
    article = re.sub(r"\s+", " ", match.group("article"))
    return _citation_of_vote(section_id, raw, match, article, body)


def _citation_of_vote(
    section_id: str, raw: str, match: re.Match[str], article: str | None, body: str | None
) -> HistoryCitation:
    year = int(match.group("year4"))
    try:
        when: date | None = date(year, int(match.group("month")), int(match.group("day")))
    except ValueError:
        when = None
    return HistoryCitation(
        section_id, article, raw, year=year, date=when, kind=HistoryKind.TOWN_MEETING, body=body
    )


def derivation(section_id: str, raw: str) -> HistoryCitation | None:
    """A derivation from a prior code (`§§ 1-1 to 1-6 of the 1967 Code`), or None."""
    match = DERIVATION.match(raw)
    if match is None:
        return None
    year = int(match.group("code_year"))
    return HistoryCitation(section_id, None, raw, year=year, kind=HistoryKind.PRIOR_CODE)


def _verb(text: str) -> HistoryAction | None:
    match = VERB.match(text)
    if match is None:
        return None
    return HistoryAction(re.sub(r"\s+", " ", match.group("verb")).lower())


def with_actions(citations: list[HistoryCitation]) -> list[HistoryCitation]:
    """Each entry's verb, as printed or carried over from the entry before it (`amended …;
    3-14-1974 ATM by Art. 85`): a dated entry of the same kind that prints none continues the
    list the verb opened."""
    done: list[HistoryCitation] = []
    carried: HistoryAction | None = None
    for citation in citations:
        action = _verb(citation.raw)
        if action is None and citation.date is not None and done:
            before = done[-1]
            if before.kind is citation.kind:
                action = carried
        carried = action
        done.append(replace(citation, action=action) if action is not None else citation)
    return done
