"""Session laws, and those cited where part of their name is said elsewhere (constitutions are
`graph.readers.constitution`'s).

A session law by its chapter before the year's laws (`Chapter 213, Laws of 1977`, `Ch. 808, §
2A, Acts of 1975`), an act said before (`the aforesaid Act No. 29`: the earlier citation's
legislature and year), a Pamphlet Law with its section before it (`subsection d. of section 57 of
P.L. 1975 c.291`), and the numbered session laws of the nation and the states (`Public Law
88-525`, `96 Stat. 2415`, `Michigan Public Act 110 of 2006`). Each is external; none is ever a
target in this code.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import partial

import graph.constitutions as constitutions
import graph.gazettes as gazettes
import graph.laws as law
import graph.named_codes as named_codes
from graph.readers.cursor import Hit, Member, make_hit
from graph.readers.external import EXTERNAL, inside_word
from graph.records import Reference


def read_session_year(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Chapter 213, Laws of 1977`, `Ch. 808, § 2A, Acts of 1975`: a session law (which state's
    legislature is not said), its chapter and section read backwards."""
    chapter = constitutions.SESSION_CHAPTER_BEFORE_RE.search(
        text, max(0, anchor.start() - 32), anchor.start()
    )
    if chapter is None:
        return None
    section = f"§ {chapter['section']}" if chapter["section"] else ""
    ref = Reference(
        EXTERNAL, chapter["chapter"], code=law.ACTS, external_title=anchor["year"], division=section
    )
    if chapter["state"] and anchor[0].startswith("Laws"):  # `Chapter 210 of New Jersey Laws of`
        body = gazettes.session_laws(chapter["state"])
        ref = replace(ref, code=body.name, jurisdiction=body.jurisdiction)
    return make_hit(chapter.start(), anchor.end(), [Member(ref, chapter.start(), anchor.end())])


def read_volume_laws(text: str, anchor: re.Match[str]) -> Hit | None:
    """`57 Laws of Delaware, Chapter 504`, `59 Del. Laws, c. 18`: a state's session laws by
    volume and chapter (`anchor`: their `Laws`), the state said once, before or after."""
    if not text.endswith(" ", 0, anchor.start()):
        return None
    at = max(0, anchor.start() - 16)
    before = gazettes.VOLUME_LAWS_BEFORE_RE.search(text, at, anchor.start())
    after = gazettes.VOLUME_LAWS_AFTER_RE.match(text, anchor.end()) if before else None
    if before is None or after is None or bool(before["abbr"]) == bool(after["state"]):
        return None
    state = after["state"] or gazettes.STATE_OF_ABBREVIATION[before["abbr"]]
    body = gazettes.session_laws(state)
    ref = Reference(
        EXTERNAL,
        after["chapter"],
        code=body.name,
        external_title=before["volume"],
        jurisdiction=body.jurisdiction,
    )
    return make_hit(before.start(), after.end(), [Member(ref, before.start(), after.end())])


def read_session_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """An act of a legislature: `Act No. 188 of the Louisiana Legislature of 1954`, `Act. No. 10
    of the Third Extraordinary Session of the 1991 Louisiana Legislature` (its year, its state);
    `the aforesaid Act No. 29` (`_said_act`)."""
    tail = constitutions.ACT_TAIL_RE.match(text, anchor.end())
    if tail is None:  # `Act No. 29` alone: which legislature's is not said, unless said before
        return _said_act(text, anchor)
    words = tail["words"]
    state = tail["state"] or ((m := constitutions.ACT_STATE_RE.search(words)) and m["state"])
    year = tail["year"] or ((y := constitutions.ACT_YEAR_RE.search(words)) and y["year"])
    body = constitutions.session_body(state or None)
    ref = Reference(
        EXTERNAL,
        anchor["number"],
        code=body.name,
        external_title=year or None,
        jurisdiction=body.jurisdiction,
    )
    return make_hit(anchor.start(), tail.end(), [Member(ref, anchor.start(), tail.end())])


def _said_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """`the aforesaid Act No. 29`: the act of that number the text cited before, with its
    legislature and year (None when it cited none)."""
    said = constitutions.SAID_BEFORE_RE.search(text, max(0, anchor.start() - 24), anchor.start())
    if said is None:
        return None
    for earlier in reversed(list(constitutions.SESSION_ACT_RE.finditer(text, 0, said.start()))):
        if earlier["number"] == anchor["number"] and (hit := read_session_act(text, earlier)):
            ref = hit.members[0].reference
            return make_hit(said.start(), anchor.end(), [Member(ref, said.start(), anchor.end())])
    return None


def read_pamphlet_law(text: str, anchor: re.Match[str]) -> Hit | None:
    """`P.L. 1975, c. 291`: a session law by its year and chapter; `section 57 of` or
    `subsection d. of section 57 of` before it names where in it."""
    if inside_word(text, anchor.start()):
        return None
    start = anchor.start()
    labels: tuple[str, ...] = ()
    division = ""
    if before := constitutions.SESSION_SECTION_BEFORE_RE.search(text, max(0, start - 48), start):
        start, division = before.start(), f"§ {before['section']}"
        labels = (before["sub"].strip("()"),) if before["sub"] else ()
    ref = Reference(
        EXTERNAL,
        anchor["chapter"],
        labels,
        code=constitutions.PAMPHLET_LAWS,
        external_title=anchor["year"],
        division=division,
    )
    after = None if division else _SECTIONS_AFTER_RE.match(text, anchor.end())
    if after is None:
        return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())])
    # `P.L. 2008, c. 46, Sections 8 and 32-38`: every item and range end is the law's section,
    # never this code's (the law's name is said once, before the list).
    listed = _listed_sections(text, after.end())
    members = [_act_section(m, partial(_pamphlet_section, ref)) for m in listed]
    return make_hit(start, listed[-1].end(), members)


def _pamphlet_section(law: Reference, section: str) -> Reference:
    """A section of a Pamphlet Law (`P.L. 2008, c. 46`, `§ 8`)."""
    return replace(law, division=f"§ {section}")


def read_public_law(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Public Law 88-525`, `Pub. L. No. 107-150`: a federal session law."""
    if inside_word(text, anchor.start()):
        return None
    number = constitutions.public_law_number(anchor["number"])
    section = _ACT_SECTION_AFTER_RE.match(text, anchor.end())  # `Pub. L. No. 111-148, § 1101`
    where = f"§ {section['n']}" if section else ""
    ref = Reference(
        EXTERNAL, number, code=constitutions.PUBLIC_LAW, division=where, jurisdiction="US"
    )
    end = section.end() if section else anchor.end()
    return make_hit(anchor.start(), end, [Member(ref, anchor.start(), end)])


# The sections of a Pamphlet Law listed after it: `, Sections 8 and 32-38`, `, Section 8`, `, §§
# 3-5` (each item and range end the law's, read by `_listed_sections`).
_SECTIONS_AFTER_RE = re.compile(r",\s*(?:§§?|[Ss]ections?|[Ss]ecs?\.)\s*(?=\d)")
# A section of a session law after its number and a comma: `, § 1101` (reporters-db's `Pub. L.
# No. 111-148, § 1101`), `, sec. 2(b)`.
_ACT_SECTION_AFTER_RE = re.compile(
    r",\s*(?:§|[Ss]ec(?:tion|\.))\s*(?P<n>\d{1,5}[A-Za-z]?(?:\([A-Za-z0-9]{1,4}\))*)(?![\w.-]\d)"
)


def read_statutes_at_large(text: str, anchor: re.Match[str]) -> Hit | None:
    """`96 Stat. 2415`: the Statutes at Large, a volume and a page (`Fla. Stat. 163` is none)."""
    volume = constitutions.STATUTES_AT_LARGE_VOLUME_RE.search(
        text, max(0, anchor.start() - 5), anchor.start()
    )
    if volume is None:
        return None
    ref = Reference(
        EXTERNAL,
        anchor["page"],
        code=named_codes.STATUTES_AT_LARGE,
        external_title=volume["volume"],
        jurisdiction="US",
    )
    return make_hit(volume.start(), anchor.end(), [Member(ref, volume.start(), anchor.end())])


def read_public_act(text: str, anchor: re.Match[str]) -> Hit | None:
    """`Michigan Public Act 110 of 2006`: a state's public act, by number and year."""
    if inside_word(text, anchor.start()):
        return None
    start = anchor.start()
    state = constitutions.STATE_NAME_BEFORE_RE.search(text, max(0, start - 20), start)
    body = constitutions.public_acts(state["state"] if state else None)
    if state:
        start = state.start()
    ref = Reference(
        EXTERNAL,
        anchor["number"],
        code=body.name,
        external_title=anchor["year"],
        jurisdiction=body.jurisdiction,
    )
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())])


# --- Session laws by year and chapter (`St. 1899, c. 240`) ---------------------------------------

_YEARS = r"1[789]\d\d|20\d\d"
_YEAR = rf"(?P<year>{_YEARS})"
# Fragments every session-law form shares: the `St.`/`Stats.` year, and `c.`/`ch.` (or `Chapter`)
# before a chapter number (`49`, `40A`).
_ST = r"St(?:ats?)?\.\s?"
_C = r"ch?\.\s?"
_CHAPTER = r"\d{1,4}[A-Z]?"
# A session law by its year then its chapter: `St. 1899, c. 240`, `St.1899, c. 240`, `St. 1923,
# c.191` (Massachusetts prints its statutes so), `Stats. 1965, ch. 1144` (California's); anchored
# on the literal `St` (`read_statute_year` checks no word runs into it).
STATUTE_YEAR_RE = re.compile(rf"{_ST}{_YEAR},\s*{_C}(?P<chapter>{_CHAPTER})\b(?![.-]\d)")
# One more chapter of the year just named: ` and c. 81`, `, c. 82` (`St. 1928, c. 49 and c. 81`);
# never a chapter with a year of its own after it (`, c. 240 of 1899`).
MORE_CHAPTER_RE = re.compile(rf",?\s+(?:and\s+)?{_C}(?P<chapter>{_CHAPTER})\b(?![.-]\d)(?!\s+of\s)")
# A session law by its chapter then its year: `c. 240 of 1899`, `ch. 1144 of 1965` (the year
# right after `of`: `c. 400 of the Acts of 2012` is `graph.laws.ACTS_RE`'s); anchored on `c`.
CHAPTER_OF_YEAR_RE = re.compile(rf"{_C}(?P<chapter>{_CHAPTER})\s+of\s+{_YEAR}\b")
# A chapter said before: `said c. 240` (its year is the earlier citation's of that chapter).
SAID_CHAPTER_RE = re.compile(rf"said\s+{_C}(?P<chapter>{_CHAPTER})\b(?![.-]\d)")
# Any session law naming a chapter and its year, searched before `said c. 240`: `St. 1899, c.
# 240`, `c. 240 of 1899`, `Chapter 240 of the Acts of 1899`.
_EARLIER_CHAPTER_RE = re.compile(
    rf"{_ST}(?P<y1>{_YEARS}),\s*{_C}(?P<c1>{_CHAPTER})\b"
    rf"|(?:{_C}|[Cc]hapter\s?)(?P<c2>{_CHAPTER})\s+of\s+(?:the\s+(?:Acts|Laws)\s+of\s+)?"
    rf"(?P<y2>{_YEARS})\b"
)
# Sections of an act listed before it: `ss. 1-10, 26, 43 … and 60 of c. 400 of the Acts of
# 2012` (`ss.`: sections); anchored on the literal `ss.` before a number.
ACT_SECTIONS_RE = re.compile(r"ss\.\s?(?=\d)")
# One section of the list, or a range of them (`1-10`: two sections, not a hyphenated number).
_ACT_SECTION_RE = re.compile(r"(?P<first>\d{1,4}[A-Z]?)(?:\s?[-–]\s?(?P<last>\d{1,4}[A-Z]?))?\b")
# Between two sections of the list: `, `, ` and `, `, and `.
_ACT_SECTION_SEPARATOR_RE = re.compile(r",\s*(?:and\s+)?|\s+and\s+")
# The act after the list: ` of c. 400 of the Acts of 2012`, ` of c. 240 of 1899`, ` of St.
# 1899, c. 240`.
_OF_ACT_RE = re.compile(
    rf"\s+of\s+(?:(?:{_C}|[Cc]hapter\s?)(?P<chapter>{_CHAPTER})\s+of\s+"
    rf"(?:the\s+(?:Acts|Laws)\s+of\s+)?{_YEAR}\b"
    rf"|{_ST}(?P<year2>{_YEARS}),\s*{_C}(?P<chapter2>{_CHAPTER})\b)"
)


def _session_law(chapter: str, year: str, division: str = "") -> Reference:
    """A chapter of a year's session laws (which legislature's is not said)."""
    return Reference(EXTERNAL, chapter, code=law.ACTS, external_title=year, division=division)


def read_statute_year(text: str, anchor: re.Match[str]) -> Hit | None:
    """`St. 1899, c. 240` and more chapters of that year (`St. 1928, c. 49 and c. 81`), with a
    section printed before it (`section 38 of St. 1899, c. 240`)."""
    if inside_word(text, anchor.start()):
        return None
    start, division = anchor.start(), ""
    if before := constitutions.SESSION_SECTION_BEFORE_RE.search(text, max(0, start - 48), start):
        start, division = before.start(), f"§ {before['section']}"
    year = anchor["year"]
    members = [Member(_session_law(anchor["chapter"], year, division), start, anchor.end())]
    end = anchor.end()
    while more := MORE_CHAPTER_RE.match(text, end):
        ref = _session_law(more["chapter"], year)
        members.append(Member(ref, more.start("chapter") - 3, more.end()))
        end = more.end()
    return make_hit(start, end, members)


def read_chapter_of_year(text: str, anchor: re.Match[str]) -> Hit | None:
    """`c. 240 of 1899`: a session law by its chapter and year."""
    if inside_word(text, anchor.start()):
        return None
    ref = _session_law(anchor["chapter"], anchor["year"])
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])


def read_said_chapter(text: str, anchor: re.Match[str]) -> Hit | None:
    """`said c. 240`: the session law of that chapter the text cited last before (None when it
    cited none: a chapter of what is then unsaid)."""
    if inside_word(text, anchor.start()):
        return None
    year = None
    for earlier in _EARLIER_CHAPTER_RE.finditer(text, 0, anchor.start()):
        if (earlier["c1"] or earlier["c2"]) == anchor["chapter"]:
            year = earlier["y1"] or earlier["y2"]
    if year is None:
        return None
    ref = _session_law(anchor["chapter"], year)
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])


def read_act_sections(text: str, anchor: re.Match[str]) -> Hit | None:
    """`ss. 1-10, 26 and 60 of c. 400 of the Acts of 2012`: one member per section listed (a
    range's two ends), each of the act named after the list; None when no act follows."""
    if inside_word(text, anchor.start()):
        return None
    listed = _listed_sections(text, anchor.end())
    act = _OF_ACT_RE.match(text, listed[-1].end()) if listed else None
    if act is None:
        return None
    chapter, year = act["chapter"] or act["chapter2"], act["year"] or act["year2"]
    members = [_act_section(m, partial(_act_of_year, chapter, year)) for m in listed]
    return make_hit(anchor.start(), act.end(), members)


def _listed_sections(text: str, pos: int) -> list[re.Match[str]]:
    """The sections listed from `pos` (`1-10, 26 and 60`), each a number or a range."""
    listed: list[re.Match[str]] = []
    while m := _ACT_SECTION_RE.match(text, pos):
        listed.append(m)
        separator = _ACT_SECTION_SEPARATOR_RE.match(text, m.end())
        if separator is None or not text[separator.end() : separator.end() + 1].isdigit():
            break
        pos = separator.end()
    return listed


def _act_of_year(chapter: str, year: str, section: str) -> Reference:
    """A section of a chapter of a year's session laws."""
    return _session_law(chapter, year, f"§ {section}")


def _act_section(listed: re.Match[str], section_of: Callable[[str], Reference]) -> Member:
    """One section of an act's list, or a range of them (`1-10`: its two ends)."""
    ref = section_of(listed["first"])
    if not listed["last"]:
        return Member(ref, listed.start(), listed.end())
    last = section_of(listed["last"])
    # The first end takes the dash (`1-`): a number read as stopping at a dash goes on into a
    # longer one (`graph.find.cut_short`), and this dash is the range's, not the number's.
    end = listed.start("last")
    return Member(ref, listed.start(), end, None, last, end, listed.end())


# A section of an act just named, its number alone in lower case (`St.1899, c. 240, establishing a
# charter …; provided, however, that section 38 establishing …`): anchored on the literal
# `section`; not `section 3 of …` (its own law follows) nor a hyphenated or dotted number.
ACT_SECTION_RE = re.compile(r"section\s+(?P<section>\d{1,3}[A-Z]?)\b(?![.-]\d|\s+of\b)")
# A sentence's end between the act and the section: a period, then a capital (not `St.`, `c.`).
_SENTENCE_BREAK_RE = re.compile(r"(?<!\bSt)(?<!\bc)(?<!\bch)\.\s+[A-Z]|\n[ \t]*\n")
# How far back the act may stand.
_ACT_REACH = 300


def read_act_section(text: str, anchor: re.Match[str]) -> Hit | None:
    """`section 38` after `St.1899, c. 240` in its sentence: that act's section 38."""
    if anchor.start() and (text[anchor.start() - 1].isalpha() or text[anchor.start() - 1] == "-"):
        return None  # the `section` of `subsection`
    reach = max(0, anchor.start() - _ACT_REACH)
    acts = list(STATUTE_YEAR_RE.finditer(text, reach, anchor.start()))
    if not acts or _SENTENCE_BREAK_RE.search(text, acts[-1].end(), anchor.start()):
        return None
    act = acts[-1]
    ref = _session_law(act["chapter"], act["year"], f"§ {anchor['section']}")
    return make_hit(anchor.start(), anchor.end(), [Member(ref, anchor.start(), anchor.end())])


def read_gazette(text: str, anchor: re.Match[str]) -> Hit | None:
    """A session law or register by the number its template prints before the name and the page
    after (`graph.gazettes`): `1999 Mass. Acts 8`, `60 Fed. Reg. 68,380`; none without it."""
    if inside_word(text, anchor.start()):
        return None
    gazette = gazettes.gazette_named(anchor["name"])
    if gazette is None:
        return None
    window = text[max(0, anchor.start() - 14) : anchor.start()]
    found = (gazettes.BEFORE_RES[b].search(window) for b in sorted(gazette.before, key=_rank))
    before = next((m for m in found if m), None)
    if before is None:
        return None
    start = anchor.start() - len(window) + before.start("n")
    ref = Reference(
        EXTERNAL,
        anchor["page"].replace(",", ""),
        code=gazette.name,
        external_title=before["n"],
        division=gazettes.PAGE,
        jurisdiction=gazette.jurisdiction,
    )
    return make_hit(start, anchor.end(), [Member(ref, start, anchor.end())])


def _rank(before: gazettes.Before) -> int:
    """The longer number before the name first: `1999-52` before `52`."""
    return 0 if before is gazettes.Before.YEAR_NUMBER else 1
