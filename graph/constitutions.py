"""Constitutions and session laws: their names, where in them a citation points, their state.

`Ga. Const. art. IX, § IV, ¶ I(c)`, `article 6, sec. 29, Constitution of the State of Louisiana
of 1974`, `First Amendment of the United States Constitution`; `Act No. 188 of the Louisiana
Legislature of 1954`, `Public Law 88-525`. The states' names and abbreviations are
`graph.statutes`' (the `us` package's and reporters-db's); `graph.readers.state_law` reads them.
"""

from __future__ import annotations

import re

from graph.statutes import (
    PAMPHLET_LAWS,
    PUBLIC_LAW,
    STATE_ABBREVIATIONS,
    STATE_CODES,
    STATE_NAMES,
    Body,
)
from parsers.subsections import roman_value, to_roman

__all__ = ["PAMPHLET_LAWS", "PUBLIC_LAW"]

# --- Constitutions -------------------------------------------------------------------------------

# Each state's abbreviation to its name: `Ga.` → `Georgia`.
_ABBREVIATED = {abbr: name for name, abbr in STATE_ABBREVIATIONS.items()}
_STATE_ABBREVIATION_NAMES = "|".join(
    sorted((re.escape(a) for a in _ABBREVIATED), key=len, reverse=True)
)
# A constitution's name: `Const.` or `Constitution` (the anchor; the state is read around it),
# and in lower case `constitution` (`the Idaho constitution`): two anchors, each opening with a
# literal, which the engine finds far faster than a pattern opening with a character set.
CONSTITUTION_RE = re.compile(r"Const(?:\.|itution\b)")
CONSTITUTION_LOWER_RE = re.compile(r"constitution\b")
# The state before it: `Ga. Const.`, `La. Const.`, `U.S. Const.`, `United States Constitution`,
# `the Georgia Constitution`.
CONSTITUTION_STATE_BEFORE_RE = re.compile(
    rf"(?<![\w.])(?P<state>{_STATE_ABBREVIATION_NAMES}|U\.\s?S\.|United\s+States|{STATE_NAMES})\s+$"
)
# The state after it: `Constitution of the State of Louisiana of 1974`, `Constitution of Maryland`,
# `Constitution of the United States`; `of this State`, `of the state` (an oath's `the Constitution
# of the United States and the Constitution of the state`) name the citing code's state, unsaid
# (`UNNAMED`).
CONSTITUTION_STATE_AFTER_RE = re.compile(
    rf"\s+of\s+(?:(?:the\s+(?:State|Commonwealth)\s+of\s+)?(?P<state>{STATE_NAMES})\b"
    r"(?:\s+of\s+\d{4})?|the\s+(?P<us>United\s+States)\b(?:\s+of\s+America)?"
    r"|(?P<this>(?:this|the)\s+[Ss]tate)\b(?!\s+of\b))"
)
# `the State` before it (`the State Constitution`): the citing code's state, unsaid (`UNNAMED`);
# a note's heading (`State Constitution reference—`) has no `the`.
THE_STATE_BEFORE_RE = re.compile(r"(?<![\w])(?:the|this)\s+(?P<state>State)\s+$")
_ROMAN_OR_NUMBER = r"[IVXLC]{1,6}\b|\d{1,3}"
# An article's number, a letter after a dash where a constitution inserts articles between two
# (Maryland's home-rule `Article XI-F`).
_ARTICLE_NUMBER = rf"(?:{_ROMAN_OR_NUMBER})(?:-[A-Z]\b)?"
# Where in the constitution, after its name: `art. IX, § IV, ¶ I(c)`, `Art. 4 § 5(E)1`; the
# year of its adoption may come first (`Const. 1983, Art. IX, § 4, ¶1(b)(1)`).
CONSTITUTION_PLACE_RE = re.compile(
    rf"(?:\s+(?:1[789]|20)\d\d,?)?\s+[Aa]rt(?:\.|icle)\s*(?P<article>{_ARTICLE_NUMBER})"
    rf"(?:,?\s*(?:(?P<signs>§§|[Ss]ections)|§|[Ss]ec\.|[Ss]ection)\s*"
    rf"(?P<section>{_ROMAN_OR_NUMBER}))?"
    rf"(?:,?\s*(?:¶|[Pp]ara\.)\s*(?P<paragraph>{_ROMAN_OR_NUMBER}))?"
    r"(?P<path>(?:\([A-Za-z0-9]{1,3}\))*\d?)"
)
# A section right after a state's constitution, no article before it (`Ky. Const. § 43`:
# Kentucky numbers its constitution by sections alone).
SECTION_ONLY_RE = re.compile(r"\s*§\s*(?P<section>\d{1,3}[a-z]?)\b(?![.-]\d)")
# A further section of the same article after a place's plural sign (`Art. XI, §§ 3 and 4`).
MORE_SECTIONS_RE = re.compile(r"(?:,?\s+and|,)\s*(?P<section>\d{1,3}[A-Z]?)(?![\w:/-]|\.\d)")
# Where in it, printed before its name: `article 6, sec. 29, `, `Art. 9, § 2, para. 3, `.
CONSTITUTION_PLACE_BEFORE_RE = re.compile(
    rf"(?<![\w])[Aa]rt(?:\.|icle)\s*(?P<article>{_ARTICLE_NUMBER}),?\s*"
    rf"(?:(?:§|[Ss]ec\.|[Ss]ection)\s*(?P<section>{_ROMAN_OR_NUMBER}),?\s*)?(?:of\s+the\s+)?$"
)
# The ordinals an amendment is named by, in order (`Nineteenth` is amendment XIX).
_ORDINALS = [
    "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth",
    "Tenth", "Eleventh", "Twelfth", "Thirteenth", "Fourteenth", "Fifteenth", "Sixteenth",
    "Seventeenth", "Eighteenth", "Nineteenth",
]  # fmt: skip
# An amendment before it: `First Amendment of the United States Constitution` (its ordinal one
# of `_ORDINALS`, which `amendment` numbers).
AMENDMENT_BEFORE_RE = re.compile(
    rf"(?<![\w])(?P<ordinal>{'|'.join(_ORDINALS)})\s+Amendment\s+(?:of|to)\s+(?:the\s+)?$"
)


def roman(number: str, body: str = "") -> str:
    """`6` → `VI`: articles of constitutions are cited in Roman numerals, but in the
    constitutions that number them in Arabic (`ARABIC_ARTICLES`: `Ind. Const. art. 2`)."""
    if body in ARABIC_ARTICLES:  # `Ind. Const. art. II` → `art. 2`
        upper = number.upper()
        return number if not upper or upper.strip("IVXLC") else str(roman_value(upper.lower()))
    return to_roman(int(number)).upper() if number.isdigit() else number


# The constitutions whose articles are numbered in Arabic numerals (the Bluebook's `Ind. Const.
# art. 1, § 1`), every other state's in Roman ones.
ARABIC_ARTICLES = frozenset({"Ind. Const."})


def constitution(state: str) -> Body | None:
    """The constitution of `state` (a name, `Georgia`, or an abbreviation, `Ga.`, `U.S.`)."""
    key = re.sub(r"\s+", " ", state)
    if key in ("U.S.", "U. S.", "United States"):
        return Body("U.S. Const.", "US", "Constitution of the United States")
    name = _ABBREVIATED.get(key, key)
    if name not in STATE_ABBREVIATIONS:
        return None
    return Body(f"{STATE_ABBREVIATIONS[name]} Const.", STATE_CODES[name], f"{name} Constitution")


def amendment(ordinal: str) -> str:
    """`First` → `amend. I`."""
    return f"amend. {roman(str(_ORDINALS.index(ordinal) + 1))}"


# --- Session laws --------------------------------------------------------------------------------

# An act of a legislature by its number: `Act No. 188`, `Act. No. 751`, `Act No, 29`, `Act. 156`
# (a literal `Act` first; `ACT_TAIL_RE` must name a legislature after it).
SESSION_ACT_RE = re.compile(r"Act\.?\s+(?:No[.,]?\s*)?(?P<number>\d{1,4})\b(?![.-]\d)")
# Which legislature and year: `of the Louisiana Legislature of 1954`, `of the Regular Session of
# the 1991 Louisiana Legislature`, `of the Extraordinary Session of the Legislature of Louisiana
# for the year 1964`, `of the 1982 legislature`; a legislature called the General Assembly (`Act
# 26 of the General Assembly of 1955`: Arkansas's, and a dozen other states').
ACT_TAIL_RE = re.compile(
    r"\s+of\s+the\s+(?P<words>(?:[\w]+\s+){0,10}?)(?:[Ll]egislature|General\s+Assembly)"
    rf"(?:\s+of\s+(?P<state>{STATE_NAMES}))?(?:\s+(?:of|for\s+the\s+year)\s+(?P<year>\d{{4}}))?"
)
# A state's name or a year among ACT_TAIL_RE's words.
ACT_STATE_RE = re.compile(rf"\b(?P<state>{STATE_NAMES})\b")
ACT_YEAR_RE = re.compile(r"\b(?P<year>1[89]\d\d|20\d\d)\b")
# The Statutes at Large by page, its volume printed before (`96 Stat. 2415`, read back by
# `STATUTES_AT_LARGE_VOLUME_RE`); anchored on the literal `Stat.`.
STATUTES_AT_LARGE_RE = re.compile(r"Stat\.\s(?P<page>\d{1,5})\b(?![.:-]\d)")
STATUTES_AT_LARGE_VOLUME_RE = re.compile(r"(?<![\w.,:-])(?P<volume>\d{1,3})\s$")
# A federal Public Law: `Public Law 88-525`, `Pub. L. No. 107-150`, `Public Law 88525` (the dash
# lost), reporters-db's `Pub. L.` and `Public Law Number 107-743`; anchored on the literal `Pub`.
PUBLIC_LAW_RE = re.compile(
    r"Pub(?:lic\s+Law|\.\s?L\.)\s+(?:(?:No\.|Number)\s*)?(?P<number>\d{2,3}-\d{1,5}|\d{4,8})\b"
)


# A Public Law's number printed without its dash (`88525`): the Congress is 85–99 (two digits,
# opening with 8 or 9) or 100–119 (three, opening with 1); numbering by Congress began with the
# 85th, so the split is never in doubt.
_DASHLESS_PUBLIC_LAW_RE = re.compile(r"(?P<congress>[89]\d|1[01]\d)(?P<law>[1-9]\d{0,3})")


def public_law_number(printed: str) -> str:
    """`88-525` as printed; `88525` → `88-525`; a number no Congress could have passed as
    printed."""
    m = _DASHLESS_PUBLIC_LAW_RE.fullmatch(printed) if "-" not in printed else None
    return f"{m['congress']}-{m['law']}" if m else printed


def session_body(state: str | None) -> Body:
    """The session laws of `state` (`La. Acts`), or of a legislature the text does not name."""
    if state and state in STATE_ABBREVIATIONS:
        return Body(f"{STATE_ABBREVIATIONS[state]} Acts", STATE_CODES[state])
    return Body("Acts", "")


# A session law by its year and chapter: `P.L. 1975, c. 291`, `P.L. 1987,\nc.27` (New Jersey's
# Pamphlet Laws style), `P.L. 1975, C. 217` (the chapter's letter in capitals); anchored on the
# literal `P.`.
PAMPHLET_LAW_RE = re.compile(
    r"P\.\s?L\.\s*(?P<year>1[89]\d\d|20\d\d),?\s*[cC]\.\s*(?P<chapter>\d{1,4})\b(?![.-]\d)"
)
# The same printed `L. 1950, c. 210` (the Laws of the year; `Optional Municipal Charter Law, L.
# 1950, c. 210`): anchored on the literal `L.` (the reader checks it opens no `P.L.`).
LAWS_YEAR_CHAPTER_RE = re.compile(
    r"L\.\s*(?P<year>1[89]\d\d|20\d\d),\s*c\.\s*(?P<chapter>\d{1,4})\b(?![.-]\d)"
)

# A state's public act by number and year: `Public Act 110 of 2006`, `P.A. 33 of 2008`
# (Michigan's style); anchored on the literal `P`, the state read before it.
PUBLIC_ACT_RE = re.compile(
    r"P(?:ublic\s+Act|\.\s?A\.)\s+(?:No\.\s*)?(?P<number>\d{1,4})\s+of\s+(?P<year>1[89]\d\d|20\d\d)\b"
)
# The state before a public act: `Michigan Public Act`.
STATE_NAME_BEFORE_RE = re.compile(rf"(?<![\w.])(?P<state>{STATE_NAMES})\s+$")


# A state's public act after `of`, ending a citation of its section: ` of Michigan Public Act 110
# of 2006`.
OF_PUBLIC_ACT_RE = re.compile(
    rf"\s+of\s+(?:the\s+)?(?:(?P<state>{STATE_NAMES})\s+)?{PUBLIC_ACT_RE.pattern}"
)


def public_act_name(state: str | None, number: str, year: str) -> str:
    """`Michigan`, `110`, `2006` → `2006 Mich. Pub. Acts 110` (the key of an act codified)."""
    return f"{year} {public_acts(state).name} {number}"


def public_acts(state: str | None) -> Body:
    """The public acts of `state` (`Mich. Pub. Acts`), or of a legislature the text leaves
    unnamed."""
    if state and state in STATE_ABBREVIATIONS:
        return Body(f"{STATE_ABBREVIATIONS[state]} Pub. Acts", STATE_CODES[state])
    return Body("Pub. Acts", "")


# --- Said once, before or in a note --------------------------------------------------------------

# Where a constitution is named only by its note's heading: `State Constitution reference—
# Municipal ambulance … services, Art. 9, § 2, para. 3.` (which state's, the heading leaves unsaid).
CONSTITUTION_NOTE_RE = re.compile(r"State\s+Constitution\s+[Rr]eferences?\s*[—–:-]")
# A place in a constitution with its article and section (a paragraph may follow): `Art. 9, §
# 2, para. 3`, `art. IX, § II, ¶ III`.
CONSTITUTION_NOTE_PLACE_RE = re.compile(
    rf"(?<![\w])[Aa]rt(?:\.|icle)\s*(?P<article>{_ROMAN_OR_NUMBER}),?\s*"
    rf"(?:§|[Ss]ec\.|[Ss]ection)\s*(?P<section>{_ROMAN_OR_NUMBER})"
    rf"(?:,?\s*(?:¶|[Pp]ara\.|[Pp]aragraph)\s*(?P<paragraph>{_ROMAN_OR_NUMBER}))?"
)
STATE_CONSTITUTION = "state constitution"  # a state's, which state unsaid
# A state's constitution named `Const.` alone before its article (`Const. Art. XX`): which
# state's, the text leaves unsaid (the U.S. Constitution is always named so).
UNNAMED = Body(STATE_CONSTITUTION, "", "a state's constitution")
# A session law by its chapter and year, the body's name after them: `Chapter 213, Laws of 1977,
# First Extraordinary Session`, `Ch. 808, § 2A, Acts of 1975`, `Chapter 737 of the Laws of 1987`;
# one regex for `Laws` (read from the anchor of a body named alone, `graph.readers.bodies`), one
# for `Acts`; the chapter (and a section) read backwards by SESSION_CHAPTER_BEFORE_RE, with the
# state between them where it is named (`Chapter 210 of New Jersey Laws of 1950`).
SESSION_YEAR_RES = tuple(
    re.compile(
        rf"{word}\s+of\s+(?P<year>1[789]\d\d|20\d\d)\b"
        r"(?:,?\s+(?:First|Second|Third|1st|2nd|3rd)\s+(?:Extraordinary|Special)\s+Session)?"
    )
    for word in ("Laws", "Acts")
)
LAWS_OF_YEAR_RE, ACTS_OF_YEAR_RE = SESSION_YEAR_RES
SESSION_CHAPTER_BEFORE_RE = re.compile(
    r"(?<![\w.])(?:[Cc]hapter|[Cc]h\.|c\.)\s*(?P<chapter>\d{1,4})"
    r"(?:,\s*(?:§|[Ss]ection)\s*(?P<section>\d{1,4}[A-Z]?))?"
    rf"(?:,\s+(?:of\s+the\s+)?|\s+of\s+(?:the\s+|(?P<state>{STATE_NAMES})\s+))$"
)

# A law said before: `the aforesaid Act No. 29`, `said Act No. 29` (its legislature and year are
# the earlier citation's of the same number), `the said Title 12.1` (a title named before).
SAID_BEFORE_RE = re.compile(r"(?<![\w])(?:the\s+)?(?:aforesaid|said|above-said)\s+$")
# A section (and its subsection) printed before a session law: `subsection d. of section 57 of `.
SESSION_SECTION_BEFORE_RE = re.compile(
    r"(?<![\w])(?:[Ss]ubsection\s+(?P<sub>[a-z]|\d{1,2}|\([a-z0-9]{1,3}\))\.?\s+of\s+)?"
    r"[Ss]ection\s+(?P<section>\d{1,4}[A-Za-z]?)\s+of\s+$"
)
