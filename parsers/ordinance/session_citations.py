"""Session laws cited as a state's volumes print them, not by a chapter of a year's acts.

A state act amending a town's charter names the charter by where the session laws print it:
Delaware by volume and chapter (`Chapter 156, Volume 61, Laws of Delaware`), Georgia and Alabama
by year and page (`Ga. L. 1931, p. 955`). Either is another body of law than the code
(`outside.py` makes the target); the first citation that is no history is the amended act
(`as amended by Chapter 215, Volume 47, …`, `as amended, particularly by an Act approved … (Ga. L.
1949, p. 1325)` name what amended it).

A sentence's chapter that the document's earlier citation of the same volume prints with one more
digit (`Amend Chapter 30, Volume 49, Laws of Delaware` under the title `AN ACT TO AMEND CHAPTER
302, VOLUME 49, LAWS OF DELAWARE`) lost that digit: the earlier chapter is read, with a flag.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# A state's session laws cited by volume and chapter (`Chapter 156, Volume 61, Laws of Delaware`,
# `Volume 27, Chapter 216, Laws of Delaware`, `Volume 36, Laws of Delaware, Chapter 158`): one
# enactment of that volume. The state's name is one or two capitalized words, never the next
# citation's `Volume` or `Chapter`.
_STATE = r"[A-Z][a-z]+(?:\s+(?!Volume\b|Chapter\b)[A-Z][a-z]+)?"
VOLUME_LAW = re.compile(
    r"(?:(?:Chapter|Ch\.|c\.)\s*(?P<c1>\d{1,4}[A-Z]?),?\s+Volume\s+(?P<v1>\d{1,3})|"
    r"Volume\s+(?P<v2>\d{1,3}),?\s+(?:Chapter|Ch\.|c\.)\s*(?P<c2>\d{1,4}[A-Z]?)),?\s+"
    rf"(?P<laws>Laws\s+of\s+{_STATE})\b|"
    rf"Volume\s+(?P<v3>\d{{1,3}}),?\s+(?P<laws3>Laws\s+of\s+{_STATE}),?\s+"
    r"(?:Chapter|Ch\.|c\.)\s*(?P<c3>\d{1,4}[A-Z]?)\b"
)

# The same citations in any case (a title's capitals: `CHAPTER 302, VOLUME 49, LAWS OF DELAWARE`).
ANY_CASE_VOLUME_LAW = re.compile(VOLUME_LAW.pattern, re.IGNORECASE)
LOST_DIGIT = (
    "the sentence cites chapter {printed} of volume {volume}, the document before it chapter "
    "{earlier} of that volume: read as {earlier} (a digit lost); a person checks the chapter"
)

# A state's special acts (or laws) for one town, which its code may compile (`Article 2, Section 5
# of the Special Acts of the Town of West Warwick Code of Ordinances of 1986`, Rhode Island): acts
# of the legislature, another body than the code. The name runs through the town's capitalized
# name, never into the compilation's (`Code`).
SPECIAL_ACTS = re.compile(
    r"\b(?:Private\s+and\s+)?Special\s+(?:Acts|Laws)(?:\s+of\s+the\s+(?:City|Town|Village|County|"
    r"Borough|Township)\s+of(?:\s+(?!Code\b)[A-Z][\w'’-]*){1,3})?"
)

# A session law cited by year and page (`Ga. L. 1931, p. 955`, `Ala. Acts 1951, p. 12`, `Laws
# 1931, p. 955`): the act printed there, named so.
PAGE_LAW = re.compile(
    r"(?:\b(?-i:[A-Z][a-z]{1,4})\.\s?)?\b(?:L|Laws|Acts)\.?\s+(?:1[6-9]|20)\d\d,?\s+"
    r"p(?:age|\.)\s*\d{1,5}\b"
)
# What stands before a citation that names history, not the amended act (`as amended,
# particularly by an Act approved February 25, 1949 (`).
AMENDED_BY = re.compile(r"\bamended\b,?\s+(?:\w+\s+)?by\b[^;:]*$", re.IGNORECASE)
HISTORY_CHARS = 80  # how far before a citation its history's words are looked for
# A phrase that opens with that history (`as amended, particularly by …`): it continues a
# sentence a page's header cut, whose first part named the amended act.
CONTINUES = re.compile(r"^\W*as\s+(?:last\s+)?amended\b", re.IGNORECASE)
PAGE_LAW_REACH = 300  # how far before such a phrase the amended act is looked for


@dataclass(frozen=True, slots=True)
class VolumeLaw:
    name: str  # `Laws of Delaware, vol. 61, c. 156`
    start: int  # where the citation stands in the phrase
    end: int
    flag: str | None = None  # the chapter read from an earlier citation (`LOST_DIGIT`), or None


def _parts(found: re.Match[str]) -> tuple[str, str, str]:
    """(volume, chapter, `Laws of <State>`) of a `VOLUME_LAW` citation."""
    volume = found.group("v1") or found.group("v2") or found.group("v3")
    chapter = found.group("c1") or found.group("c2") or found.group("c3")
    return volume, chapter, " ".join((found.group("laws") or found.group("laws3")).split())


def _longer_chapter(volume: str, chapter: str, laws: str, text: str, before: int) -> str | None:
    """The one chapter of the same volume and state `text[:before]` cites that is `chapter` with
    one digit more at its end (`302` for `30`), or None (none, or several)."""
    found = {
        c
        for v, c, name in map(_parts, ANY_CASE_VOLUME_LAW.finditer(text, 0, before))
        if v == volume and name.lower() == laws.lower() and c[:-1] == chapter and c[-1].isdigit()
    }
    return found.pop() if len(found) == 1 else None


def volume_law(where: str, text: str = "", before: int = 0) -> VolumeLaw | None:
    """The first act of a state's session laws `where` cites by volume and chapter; its chapter
    the one `text[:before]` (the document before the sentence) cites with a digit more, when it
    does (`LOST_DIGIT`)."""
    found = VOLUME_LAW.search(where)
    if found is None:
        return None
    volume, chapter, laws = _parts(found)
    flag = None
    if (longer := _longer_chapter(volume, chapter, laws, text, before)) is not None:
        flag = LOST_DIGIT.format(printed=chapter, volume=volume, earlier=longer)
        chapter = longer
    return VolumeLaw(f"{laws}, vol. {volume}, c. {chapter}", found.start(), found.end(), flag)


def special_acts(where: str) -> VolumeLaw | None:
    """The special acts of a town `where` names (`SPECIAL_ACTS`), as a session law, or None."""
    found = SPECIAL_ACTS.search(where)
    if found is None:
        return None
    return VolumeLaw(" ".join(found.group(0).split()), found.start(), found.end())


def page_law(phrase: str, text: str, before: int) -> str | None:
    """The act a year-and-page citation names (`PAGE_LAW`): the phrase's first that is no
    history, or, when the phrase opens with history (`CONTINUES`), the last such in the
    `PAGE_LAW_REACH` characters of `text` before it (`text[:before]` precedes the phrase)."""
    continued = CONTINUES.match(phrase) is not None and before > 0
    where = text if continued else phrase
    low = max(0, before - PAGE_LAW_REACH) if continued else 0
    high = before if continued else len(phrase)
    found = [
        match
        for match in PAGE_LAW.finditer(where, low, high)
        if AMENDED_BY.search(where, max(low, match.start() - HISTORY_CHARS), match.start()) is None
    ]
    if not found:
        return None
    return " ".join((found[-1] if continued else found[0]).group(0).split())
